#include "outlinedock.h"

#include "core/editing/edittransaction.h"
#include "core/editing/naming.h"
#include "core/editing/rackediting.h"
#include "outlinemodel.h"
#include "ui/editing/editsession.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QMenu>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace rackwright::ui {

OutlineDock::OutlineDock(EditSession* session, QWidget* parent)
    : QWidget(parent), mSession(session), mModel(new OutlineModel(session, this)) {
  setObjectName(QStringLiteral("outlineDockWidget"));
  mView = new QTreeView(this);
  mView->setObjectName(QStringLiteral("outlineTree"));
  mView->setModel(mModel);
  mView->setHeaderHidden(true);
  mView->setUniformRowHeights(true);  // thousands of devices scroll without measuring each
  mView->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
  mView->setSelectionMode(QAbstractItemView::SingleSelection);
  mView->setContextMenuPolicy(Qt::CustomContextMenu);

  auto* toolBar = new QToolBar(this);
  toolBar->setObjectName(QStringLiteral("outlineToolBar"));
  toolBar->setIconSize(QSize(16, 16));
  toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
  mAddHall = new QAction(tr("Add Hall"), this);
  mAddHall->setObjectName(QStringLiteral("outline.addHall"));
  mAddHall->setStatusTip(tr("Add a data hall to the site of the chosen item"));
  mAddRow = new QAction(tr("Add Row"), this);
  mAddRow->setObjectName(QStringLiteral("outline.addRow"));
  mAddRow->setStatusTip(tr("Add a row at the end of the chosen hall"));
  mAddRack = new QAction(tr("Add Rack…"), this);
  mAddRack->setObjectName(QStringLiteral("outline.addRack"));
  mAddRack->setStatusTip(tr("Add a rack at the end of the chosen row"));
  mMoveUp = new QAction(tr("Move Up"), this);
  mMoveUp->setObjectName(QStringLiteral("outline.moveUp"));
  mMoveUp->setStatusTip(tr("Move the chosen row up its hall, or the rack left in its row"));
  mMoveUp->setShortcut(QKeySequence(QStringLiteral("Alt+Up")));
  mMoveUp->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  mMoveDown = new QAction(tr("Move Down"), this);
  mMoveDown->setObjectName(QStringLiteral("outline.moveDown"));
  mMoveDown->setStatusTip(tr("Move the chosen row down its hall, or the rack right in its row"));
  mMoveDown->setShortcut(QKeySequence(QStringLiteral("Alt+Down")));
  mMoveDown->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  mRename = new QAction(tr("Rename"), this);
  mRename->setObjectName(QStringLiteral("outline.rename"));
  mRename->setStatusTip(tr("Rename the chosen item (F2)"));
  for (QAction* a : {mAddHall, mAddRow, mAddRack, mMoveUp, mMoveDown}) {
    toolBar->addAction(a);
    addAction(a);
  }

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(toolBar);
  layout->addWidget(mView);

  connect(mAddHall, &QAction::triggered, this, [this] { addHall(); });
  connect(mAddRow, &QAction::triggered, this, [this] { addRow(); });
  connect(mAddRack, &QAction::triggered, this,
          [this] { Q_EMIT addRackRequested(currentOf(ObjectKind::Row)); });
  connect(mMoveUp, &QAction::triggered, this, [this] { moveCurrent(-1); });
  connect(mMoveDown, &QAction::triggered, this, [this] { moveCurrent(1); });
  connect(mRename, &QAction::triggered, this, [this] {
    if (mView->currentIndex().isValid())
      mView->edit(mView->currentIndex());
  });
  // The user's choice: a click, or the keyboard moving the current item. The current item also
  // moves when the model removes or re-sorts rows, and when the window shows the canvas
  // selection here; neither is reported, or the canvas selection would jump.
  connect(mView->selectionModel(), &QItemSelectionModel::currentChanged, this,
          [this](const QModelIndex& index) {
            updateActions();
            if (mShowing || mModel->isUpdating() || !index.isValid() || !mView->hasFocus() ||
                QApplication::mouseButtons() != Qt::NoButton)
              return;
            Q_EMIT objectChosen(mModel->kindAt(index), mModel->idAt(index));
          });
  connect(mView, &QTreeView::clicked, this, [this](const QModelIndex& index) {
    if (index.isValid())
      Q_EMIT objectChosen(mModel->kindAt(index), mModel->idAt(index));
  });
  connect(mView, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
    const QModelIndex index = mView->indexAt(pos);
    if (index.isValid())
      mView->setCurrentIndex(index);
    QMenu menu(this);
    menu.addAction(mRename);
    menu.addSeparator();
    menu.addAction(mAddHall);
    menu.addAction(mAddRow);
    menu.addAction(mAddRack);
    menu.addSeparator();
    menu.addAction(mMoveUp);
    menu.addAction(mMoveDown);
    menu.exec(mView->viewport()->mapToGlobal(pos));
  });
  connect(mModel, &QAbstractItemModel::layoutChanged, this, &OutlineDock::updateActions);
  connect(mModel, &QAbstractItemModel::rowsRemoved, this, &OutlineDock::updateActions);
  updateActions();
}

void OutlineDock::setDesign(const Design* design) {
  mModel->setDesign(design);
  // A small design opens with its rows in view; a large one shows its halls only.
  if (design && design->all<Rack>().size() < 200)
    mView->expandToDepth(1);
  updateActions();
}

void OutlineDock::showObject(ObjectKind kind, const ObjectId& id) {
  mShowing = true;
  const QModelIndex index = mModel->reveal(kind, id);
  if (!index.isValid()) {
    mShowing = false;
    return;
  }
  for (QModelIndex at = index.parent(); at.isValid(); at = at.parent())
    mView->expand(at);
  mView->setCurrentIndex(index);
  mView->scrollTo(index);
  mShowing = false;
}

std::pair<ObjectKind, ObjectId> OutlineDock::current() const {
  const QModelIndex index = mView->currentIndex();
  return {mModel->kindAt(index), mModel->idAt(index)};
}

ObjectId OutlineDock::currentOf(ObjectKind kind) const {
  const Design* design = mSession->design();
  if (!design)
    return {};
  auto [atKind, atId] = current();
  // Walk up from the current item (a device → its rack → row → hall → site).
  while (!atId.isNull()) {
    if (atKind == kind)
      return atId;
    switch (atKind) {
      case ObjectKind::Device: {
        const Device* d = design->find<Device>(atId);
        atKind = ObjectKind::Rack;
        atId = d ? d->rackId : ObjectId();
        break;
      }
      case ObjectKind::Rack: {
        const Rack* r = design->find<Rack>(atId);
        atKind = ObjectKind::Row;
        atId = r ? r->rowId : ObjectId();
        break;
      }
      case ObjectKind::Row: {
        const Row* r = design->find<Row>(atId);
        atKind = ObjectKind::Room;
        atId = r ? r->roomId : ObjectId();
        break;
      }
      case ObjectKind::Room: {
        const Room* r = design->find<Room>(atId);
        atKind = ObjectKind::Site;
        atId = r ? r->siteId : ObjectId();
        break;
      }
      default:
        return {};
    }
  }
  return {};
}

void OutlineDock::updateActions() {
  const auto [kind, id] = current();
  const bool item = !id.isNull();
  const bool movable = item && (kind == ObjectKind::Row || kind == ObjectKind::Rack);
  mMoveUp->setEnabled(movable);
  mMoveDown->setEnabled(movable);
  mRename->setEnabled(item);
  mAddRow->setEnabled(!currentOf(ObjectKind::Room).isNull());
  mAddRack->setEnabled(!currentOf(ObjectKind::Row).isNull());
  mAddHall->setEnabled(mSession->design() != nullptr);
}

void OutlineDock::editAfterAdding(ObjectKind kind, const ObjectId& id) {
  showObject(kind, id);
  // The proposed name is selected in place: typing replaces it, Enter keeps it.
  const QModelIndex index = mModel->indexOf(kind, id);
  if (index.isValid() && isVisible())
    mView->edit(index);
}

ObjectId OutlineDock::addHall() {
  const Design* design = mSession->design();
  if (!design)
    return {};
  ObjectId siteId = currentOf(ObjectKind::Site);
  if (siteId.isNull() && !design->all<Site>().isEmpty()) {
    // The first site by name, as the outline lists them.
    const Site* first = nullptr;
    for (const Site& site : design->all<Site>()) {
      if (!first || std::tie(site.name, site.id) < std::tie(first->name, first->id))
        first = &site;
    }
    siteId = first->id;
  }
  Room room;
  room.id = QUuid::createUuid();
  const bool done = mSession->pushSequence(tr("Add hall"), [&](Design& d, EditTransaction& t) {
    if (siteId.isNull()) {
      Site site{QUuid::createUuid(), tr("Site"), {}};
      t.apply(DesignEdits::addSite(d, site));
      siteId = site.id;
    }
    room.siteId = siteId;
    room.name = Naming::newRoomName(d, siteId);
    t.apply(DesignEdits::addRoom(d, room));
  });
  if (!done)
    return {};
  editAfterAdding(ObjectKind::Room, room.id);
  return room.id;
}

ObjectId OutlineDock::addRow() {
  const Design* design = mSession->design();
  const ObjectId roomId = currentOf(ObjectKind::Room);
  if (!design || roomId.isNull())
    return {};
  Row row;
  row.id = QUuid::createUuid();
  row.roomId = roomId;
  row.name = Naming::newRowName(*design, roomId);
  const QVector<ObjectId> rows = RackEditing::rowsInOrder(*design, roomId);
  row.order = rows.isEmpty() ? 0 : design->find<Row>(rows.back())->order + 1;
  const bool done = mSession->pushSequence(
      tr("Add row %1").arg(row.name),
      [&](Design& d, EditTransaction& t) { t.apply(DesignEdits::addRow(d, row)); });
  if (!done)
    return {};
  editAfterAdding(ObjectKind::Row, row.id);
  return row.id;
}

bool OutlineDock::moveCurrent(int delta) {
  // Named copies, not a structured binding: lambdas below capture them (C++20 allows capturing
  // bindings, clang 14's checks do not).
  const auto picked = current();
  const ObjectKind kind = picked.first;
  const ObjectId id = picked.second;
  const Design* design = mSession->design();
  if (!design || id.isNull())
    return false;
  bool moved = false;
  bool done = false;
  if (kind == ObjectKind::Row) {
    const Row* row = design->find<Row>(id);
    done =
        row &&
        mSession->pushSequence(
            delta < 0 ? tr("Move row %1 up").arg(row->name) : tr("Move row %1 down").arg(row->name),
            [&](Design&, EditTransaction& t) { moved = RackEditing::moveRow(t, id, delta); });
  } else if (kind == ObjectKind::Rack) {
    const Rack* rack = design->find<Rack>(id);
    done = rack && mSession->pushSequence(tr("Move rack %1").arg(rack->name),
                                          [&](Design&, EditTransaction& t) {
                                            moved = RackEditing::moveRackInRow(t, id, delta);
                                          });
  }
  if (done)
    mModel->flushPending();
  return done && moved;
}

}  // namespace rackwright::ui
