#include "moveracktool.h"

#include "core/editing/edittransaction.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace rackwright::ui {

MoveRackTool::MoveRackTool(CanvasView& view, const ObjectId& rackId)
    : CanvasTool(view), mRackId(rackId) {}

void MoveRackTool::setMark(RackItem* rack, int side) {
  RowScene* scene = mView.rowScene();
  if (RackItem* old = scene->rackItem(mAnchor))
    old->setInsertionMark(0);
  mAnchor = rack ? rack->rack().id : ObjectId();
  mSide = side;
  if (rack)
    rack->setInsertionMark(side);
  // Far out the overview paints the racks, insertion mark included.
  scene->touchOverview();
}

bool MoveRackTool::mouseMove(QMouseEvent* event) {
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  RackItem* target = mView.rowScene()->rackAt(scenePos);
  if (!target || target->rack().id == mRackId) {
    setMark(nullptr, 0);
    mView.showHint(tr("Drop the rack onto another rack to put it beside that one."));
    return true;
  }
  const QRectF bounds = target->sceneBoundingRect();
  const int side = scenePos.x() < bounds.center().x() ? -1 : 1;
  setMark(target, side);
  const QString moved = mView.rowScene()->rackItem(mRackId)
                            ? mView.rowScene()->rackItem(mRackId)->rack().name
                            : QString();
  mView.showHint(side < 0 ? tr("Put rack %1 before %2").arg(moved, target->rack().name)
                          : tr("Put rack %1 after %2").arg(moved, target->rack().name));
  return true;
}

bool MoveRackTool::mouseRelease(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton)
    return true;
  const ObjectId anchor = mAnchor;
  const int side = mSide;
  setMark(nullptr, 0);
  if (!anchor.isNull())
    moveRack(mView, mRackId, anchor, side > 0);
  mView.finishTool();
  return true;
}

bool MoveRackTool::keyPress(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape)
    return false;
  mView.finishTool();
  return true;
}

void MoveRackTool::cancel() {
  setMark(nullptr, 0);
}

bool MoveRackTool::moveRack(CanvasView& view, const ObjectId& rackId, const ObjectId& anchorId,
                            bool after) {
  EditSession* session = view.session();
  const Design* design = session ? session->design() : nullptr;
  const Rack* moved = design ? design->find<Rack>(rackId) : nullptr;
  const Rack* anchor = design ? design->find<Rack>(anchorId) : nullptr;
  if (!moved || !anchor || rackId == anchorId)
    return false;
  QVector<Rack> row;
  for (const ObjectId& id : design->racksInRow(anchor->rowId)) {
    if (id != rackId)
      row.push_back(*design->find<Rack>(id));
  }
  std::sort(row.begin(), row.end(), [](const Rack& a, const Rack& b) {
    return std::make_tuple(a.positionInRow, a.name, a.id) <
           std::make_tuple(b.positionInRow, b.name, b.id);
  });
  int index = 0;
  while (index < row.size() && row.at(index).id != anchorId)
    ++index;
  Rack placed = *moved;
  placed.rowId = anchor->rowId;
  row.insert(after ? index + 1 : index, placed);
  QVector<Rack> changed;
  for (int i = 0; i < row.size(); ++i) {
    Rack rack = row.at(i);
    rack.positionInRow = i;
    if (*design->find<Rack>(rack.id) != rack)
      changed.push_back(rack);
  }
  if (changed.isEmpty())
    return false;
  return session->pushSequence(MoveRackTool::tr("Move rack %1").arg(moved->name),
                               [&changed](Design& d, EditTransaction& transaction) {
                                 for (const Rack& rack : changed)
                                   transaction.apply(DesignEdits::editRack(d, rack));
                               });
}

}  // namespace rackwright::ui
