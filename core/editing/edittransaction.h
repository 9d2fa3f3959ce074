#ifndef RACKWRIGHT_CORE_EDITING_EDITTRANSACTION_H
#define RACKWRIGHT_CORE_EDITING_EDITTRANSACTION_H

#include "core/commands/designedits.h"

#include <QString>

class QUndoStack;

namespace rackwright {

class AppliedEdits;

/// Several DesignEdits commands as one change of the design (LibrePCB's UndoStackTransaction).
/// DesignEdits builds each command from the design as it is when the command is built (plugging
/// a module needs its device to exist already), so apply() runs each command at once. commit()
/// makes them one undo step on the stack (or, without a stack, keeps them with no history); a
/// transaction that is destroyed uncommitted, because a later step threw, undoes every step, so
/// a failed edit leaves no trace.
///
///     EditTransaction transaction(design, &stack, tr("Paste"));
///     transaction.apply(DesignEdits::addDevice(design, device));  // may throw rackwright::Error
///     transaction.commit();
class EditTransaction final {
 public:
  /// `stack` may be null: commit() then keeps the changes without an undo step (builders of
  /// scratch designs). `mergeKey`: repeated gestures that should read as one step (nudging the
  /// same selection with the arrow keys) pass the same key, and a committed transaction merges
  /// into the step on top of the stack when that one was committed with the same key. An empty
  /// key never merges.
  EditTransaction(Design& design, QUndoStack* stack, const QString& text,
                  const QString& mergeKey = {});
  ~EditTransaction();
  EditTransaction(const EditTransaction&) = delete;
  EditTransaction& operator=(const EditTransaction&) = delete;

  Design& design() const { return mDesign; }

  /// Runs `command` now and keeps it for undo and redo. Throws nothing itself; building the
  /// command (DesignEdits) is what throws when an edit is refused.
  void apply(DesignEdits::CommandPtr command);
  int size() const;
  bool isEmpty() const { return size() == 0; }

  /// Ends the transaction keeping its changes: one undo step on the stack (none when nothing was
  /// applied). Nothing can be applied afterwards.
  void commit();
  /// Undoes every step applied so far and ends the transaction.
  void rollback();
  bool isOpen() const { return mEdits != nullptr; }

 private:
  Design& mDesign;
  QUndoStack* mStack;
  std::unique_ptr<AppliedEdits> mEdits;
};

}  // namespace rackwright

#endif
