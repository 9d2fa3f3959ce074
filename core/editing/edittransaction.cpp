#include "edittransaction.h"

#include <QUndoStack>

#include <vector>

namespace rackwright {

/// The undo step a transaction commits: commands that have already run. Its state says whether
/// the design currently holds their effect, so QUndoStack::push(), which calls redo() on a
/// command it receives, finds the step applied and leaves the design alone; every later redo()
/// and undo() switches the state and runs the commands forwards or backwards.
class AppliedEdits final : public QUndoCommand {
 public:
  AppliedEdits(const QString& text, const QString& mergeKey)
      : QUndoCommand(text), mMergeKey(mergeKey) {}

  void append(DesignEdits::CommandPtr command) {
    Q_ASSERT(mApplied);
    command->redo();
    mCommands.push_back(std::move(command));
  }
  int size() const { return int(mCommands.size()); }

  /// One id for every keyed step, −1 (never merge) otherwise.
  static constexpr int kMergeId = 0x5e9;
  int id() const override { return mMergeKey.isEmpty() ? -1 : kMergeId; }

  bool mergeWith(const QUndoCommand* other) override {
    // QUndoStack hands over a step it has just pushed (applied, like this one) and deletes it
    // when this returns true, so its commands move here, after ours, and undo runs them first.
    auto* next = const_cast<AppliedEdits*>(dynamic_cast<const AppliedEdits*>(other));
    if (!next || mMergeKey.isEmpty() || next->mMergeKey != mMergeKey || !mApplied ||
        !next->mApplied)
      return false;
    for (auto& command : next->mCommands)
      mCommands.push_back(std::move(command));
    next->mCommands.clear();
    return true;
  }

  void redo() override {
    if (mApplied)
      return;
    for (auto& command : mCommands)
      command->redo();
    mApplied = true;
  }

  void undo() override {
    if (!mApplied)
      return;
    for (auto it = mCommands.rbegin(); it != mCommands.rend(); ++it)
      (*it)->undo();
    mApplied = false;
  }

 private:
  std::vector<DesignEdits::CommandPtr> mCommands;
  QString mMergeKey;
  bool mApplied = true;  ///< each command runs as it is appended
};

EditTransaction::EditTransaction(Design& design, QUndoStack* stack, const QString& text,
                                 const QString& mergeKey)
    : mDesign(design), mStack(stack), mEdits(std::make_unique<AppliedEdits>(text, mergeKey)) {}

EditTransaction::~EditTransaction() {
  if (isOpen())
    rollback();
}

void EditTransaction::apply(DesignEdits::CommandPtr command) {
  Q_ASSERT(isOpen());
  if (command)
    mEdits->append(std::move(command));
}

int EditTransaction::size() const {
  return mEdits ? mEdits->size() : 0;
}

void EditTransaction::commit() {
  Q_ASSERT(isOpen());
  std::unique_ptr<AppliedEdits> edits = std::move(mEdits);
  if (mStack && edits->size() > 0)
    mStack->push(edits.release());  // push() calls redo(), which finds the step applied
}

void EditTransaction::rollback() {
  Q_ASSERT(isOpen());
  std::unique_ptr<AppliedEdits> edits = std::move(mEdits);
  edits->undo();
}

}  // namespace rackwright
