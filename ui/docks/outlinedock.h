#ifndef RACKWRIGHT_UI_DOCKS_OUTLINEDOCK_H
#define RACKWRIGHT_UI_DOCKS_OUTLINEDOCK_H

#include "core/model/design.h"

#include <QWidget>

class QAction;
class QTreeView;

namespace rackwright::ui {

class EditSession;
class OutlineModel;

/// The Design outline dock: the design as a tree (site → hall → row → rack → device, see
/// OutlineModel). Choosing an item reports it (objectChosen), and the window selects it on the
/// canvas and centres the view on it. F2 or a double-click renames in place, through an undo
/// command. The context menu and the dock's toolbar add halls and rows, move a row up or down
/// its hall (and a rack left or right in its row), and add a rack to the chosen row.
class OutlineDock final : public QWidget {
  Q_OBJECT

 public:
  explicit OutlineDock(EditSession* session, QWidget* parent = nullptr);

  void setDesign(const Design* design);

  QTreeView* view() const { return mView; }
  OutlineModel* model() const { return mModel; }
  /// Selects and shows an object's item, expanding its ancestors (does not emit objectChosen).
  void showObject(ObjectKind kind, const ObjectId& id);
  /// The kind and id of the current item (null id when none).
  std::pair<ObjectKind, ObjectId> current() const;

  /// The dock's edits (the actions call them; tests too). Each is one undo step.
  /// A hall in the site of the current item (or the first site; one is made when there is none).
  ObjectId addHall();
  /// A row at the end of the hall of the current item.
  ObjectId addRow();
  /// Moves the current row (or rack) `delta` places within its hall (or row).
  bool moveCurrent(int delta);

  QAction* addHallAction() const { return mAddHall; }
  QAction* addRowAction() const { return mAddRow; }
  QAction* addRackAction() const { return mAddRack; }
  QAction* moveUpAction() const { return mMoveUp; }
  QAction* moveDownAction() const { return mMoveDown; }
  QAction* renameAction() const { return mRename; }

 Q_SIGNALS:
  /// The user chose an item (click or keyboard).
  void objectChosen(rackwright::ObjectKind kind, const QUuid& id);
  /// The user asked for a new rack in `rowId` (the window opens "Add rack…").
  void addRackRequested(const QUuid& rowId);

 private:
  void updateActions();
  void editAfterAdding(ObjectKind kind, const ObjectId& id);
  /// The nearest object of `kind` at or above the current item.
  ObjectId currentOf(ObjectKind kind) const;

  EditSession* mSession;
  OutlineModel* mModel;
  QTreeView* mView;
  QAction* mAddHall;
  QAction* mAddRow;
  QAction* mAddRack;
  QAction* mMoveUp;
  QAction* mMoveDown;
  QAction* mRename;
  bool mShowing = false;
};

}  // namespace rackwright::ui

#endif
