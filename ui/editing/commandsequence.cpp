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
