#ifndef RACKWRIGHT_UI_EDITING_COMMANDSEQUENCE_H
#define RACKWRIGHT_UI_EDITING_COMMANDSEQUENCE_H

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace rackwright::ui {

/// One undo step made of several DesignEdits commands. DesignEdits builds each command from the
/// design as it is when the command is built (plugging a module needs its device to exist
/// already), so the sequence runs every command as soon as it is appended, and the first redo()
/// that QUndoStack::push() performs is skipped. Undo runs the commands backwards.
class CommandSequence final : public QUndoCommand {
 public:
  explicit CommandSequence(const QString& text);
  ~CommandSequence() override;

  /// Runs `command` now and keeps it for undo and redo.
  void run(std::unique_ptr<QUndoCommand> command);
  /// Undoes every command run so far (a sequence that cannot be completed leaves no trace).
  void rollback();
  int size() const { return int(mCommands.size()); }
  bool isEmpty() const { return mCommands.empty(); }

  /// Repeated gestures that should read as one step (nudging the same selection with the arrow
  /// keys): a sequence pushed right after one with the same key merges into it, so one undo
  /// takes back all of them. An empty key (the default) never merges.
  void setMergeKey(const QString& key) { mMergeKey = key; }

  /// The id QUndoStack merges by: one for every keyed sequence, −1 (never) otherwise.
  static constexpr int kMergeId = 0x5e9;
  int id() const override { return mMergeKey.isEmpty() ? -1 : kMergeId; }
  bool mergeWith(const QUndoCommand* other) override;
  void redo() override;
  void undo() override;

 private:
  std::vector<std::unique_ptr<QUndoCommand>> mCommands;
  bool mSkipRedo = true;
  QString mMergeKey;
};

}  // namespace rackwright::ui

#endif
