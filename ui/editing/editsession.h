#ifndef RACKWRIGHT_UI_EDITING_EDITSESSION_H
#define RACKWRIGHT_UI_EDITING_EDITSESSION_H

#include "core/commands/designedits.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QUndoStack;

namespace rackwright {
class EditTransaction;
}

namespace rackwright::ui {

/// The one way the workbench changes a design: canvas tools, docks and clipboard actions build
/// DesignEdits commands through the session, which pushes them onto the document's undo stack.
/// When DesignEdits refuses (the edit describes something that cannot exist) nothing is pushed
/// and refused() carries the reason, which the window shows where the user is looking.
class EditSession final : public QObject {
  Q_OBJECT

 public:
  using Builder = std::function<DesignEdits::CommandPtr(Design&)>;
  using SequenceBuilder = std::function<void(Design&, EditTransaction&)>;

  explicit EditSession(QObject* parent = nullptr);

  void setDocument(Design* design, QUndoStack* stack);
  Design* design() const { return mDesign; }
  QUndoStack* undoStack() const { return mStack; }

  /// While blocked (a save reads the design on a worker) every edit is refused.
  void setBlocked(bool blocked, const QString& reason = {});
  bool isBlocked() const { return mBlocked; }

  /// Builds one command and pushes it. Returns false (and emits refused) when it was refused.
  bool push(const Builder& build);
  /// Builds several commands in one EditTransaction, committed as one undo step named `text`.
  /// If any of them is refused, the transaction rolls back and nothing is pushed. An empty
  /// transaction pushes nothing. `mergeKey`: see EditTransaction (empty: its own undo step).
  bool pushSequence(const QString& text, const SequenceBuilder& build,
                    const QString& mergeKey = {});

  /// Reports a refusal decided by the caller (a collision found by a tool).
  void refuse(const QString& reason);
  /// Reports something worth a line in the status bar.
  void inform(const QString& message);

 Q_SIGNALS:
  void refused(const QString& reason);
  void message(const QString& message);

 private:
  bool ready();

  QPointer<Design> mDesign;
  QPointer<QUndoStack> mStack;
  bool mBlocked = false;
  QString mBlockedReason;
};

}  // namespace rackwright::ui

#endif
