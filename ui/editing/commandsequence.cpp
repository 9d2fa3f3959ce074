#include "commandsequence.h"

namespace rackwright::ui {

CommandSequence::CommandSequence(const QString& text) : QUndoCommand(text) {}

CommandSequence::~CommandSequence() = default;

void CommandSequence::run(std::unique_ptr<QUndoCommand> command) {
  command->redo();
  mCommands.push_back(std::move(command));
}

void CommandSequence::rollback() {
  for (auto it = mCommands.rbegin(); it != mCommands.rend(); ++it)
    (*it)->undo();
  mCommands.clear();
}

bool CommandSequence::mergeWith(const QUndoCommand* other) {
  // QUndoStack hands over a sequence it has just pushed (its commands ran) and deletes it when
  // this returns true, so its commands move here, after ours, and undo runs them first.
  auto* next = const_cast<CommandSequence*>(dynamic_cast<const CommandSequence*>(other));
  if (!next || mMergeKey.isEmpty() || next->mMergeKey != mMergeKey)
    return false;
  for (auto& command : next->mCommands)
    mCommands.push_back(std::move(command));
  next->mCommands.clear();
  return true;
}

void CommandSequence::redo() {
  // The commands already ran while the sequence was built; push() calls redo() once more.
  if (mSkipRedo) {
    mSkipRedo = false;
    return;
  }
  for (auto& command : mCommands)
    command->redo();
}

void CommandSequence::undo() {
  mSkipRedo = false;
  for (auto it = mCommands.rbegin(); it != mCommands.rend(); ++it)
    (*it)->undo();
}

}  // namespace rackwright::ui
