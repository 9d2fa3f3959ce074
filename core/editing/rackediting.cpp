#include "rackediting.h"

#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "edittransaction.h"
#include "naming.h"

#include <algorithm>
#include <tuple>

namespace rackwright {

namespace {

/// Moves `id` by `delta` places in `order` and returns the new order (empty when it cannot).
QVector<ObjectId> moved(QVector<ObjectId> order, const ObjectId& id, int delta) {
  const qsizetype from = order.indexOf(id);
  const qsizetype to = from + delta;
  if (from < 0 || delta == 0 || to < 0 || to >= order.size())
    return {};
  order.move(from, to);
  return order;
}

}  // namespace

int RackEditing::editRacks(EditTransaction& transaction, const QVector<ObjectId>& rackIds,
                           const RackChange& change) {
  Design& design = transaction.design();
  int changed = 0;
  for (const ObjectId& id : rackIds) {
    const Rack* rack = design.find<Rack>(id);
    if (!rack)
      continue;
    Rack target = *rack;
    if (change.name)
      target.name = *change.name;
    if (change.heightU)
      target.heightU = *change.heightU;
    if (change.widthMm)
      target.widthMm = *change.widthMm;
    if (change.depthMm)
      target.depthMm = *change.depthMm;
    if (change.maxPowerW)
      target.maxPowerW = *change.maxPowerW;
    if (change.maxWeightKg)
      target.maxWeightKg = *change.maxWeightKg;
    if (target == *rack)
      continue;
    // A rack-scale system's size is the product's (PL-11 reports a file edited by hand).
    if (rack->isSystem() && (target.heightU != rack->heightU || target.widthMm != rack->widthMm ||
                             target.depthMm != rack->depthMm)) {
      throw Error(tr("%1 is a rack-scale system (%2): its height, width and depth are the "
                     "product's and cannot be changed.")
                      .arg(rack->name, rack->systemId));
    }
    transaction.apply(DesignEdits::editRack(design, target));
    ++changed;
  }
  return changed;
}

Rack RackEditing::appendedRack(const DesignData& design, const ObjectId& rowId, Rack rack) {
  if (rack.id.isNull())
    rack.id = QUuid::createUuid();
  rack.rowId = rowId;
  int position = 0;
  if (!rowId.isNull()) {
    for (const ObjectId& id : design.racksInRow(rowId))
      position = qMax(position, design.find<Rack>(id)->positionInRow + 1);
  }
  rack.positionInRow = position;
  if (rack.name.trimmed().isEmpty())
    rack.name = Naming::newRackName(design, rowId);
  return rack;
}

bool RackEditing::rename(EditTransaction& transaction, ObjectKind kind, const ObjectId& id,
                         const QString& name) {
  Design& design = transaction.design();
  const QString trimmed = name.trimmed();
  if (trimmed.isEmpty())
    throw Error(tr("A name cannot be empty; type a name or press Escape to keep the old one."));
  auto renamed = [&](auto* object) {
    if (!object)
      throw Error(tr("The object to rename is no longer in the design."));
    if (object->name == trimmed)
      return std::optional<std::decay_t<decltype(*object)>>();
    auto copy = *object;
    copy.name = trimmed;
    return std::optional(copy);
  };
  switch (kind) {
    case ObjectKind::Site:
      if (auto site = renamed(design.find<Site>(id)))
        return transaction.apply(DesignEdits::editSite(design, *site)), true;
      return false;
    case ObjectKind::Room:
      if (auto room = renamed(design.find<Room>(id)))
        return transaction.apply(DesignEdits::editRoom(design, *room)), true;
      return false;
    case ObjectKind::Row:
      if (auto row = renamed(design.find<Row>(id)))
        return transaction.apply(DesignEdits::editRow(design, *row)), true;
      return false;
    case ObjectKind::Rack:
      if (auto rack = renamed(design.find<Rack>(id)))
        return transaction.apply(DesignEdits::editRack(design, *rack)), true;
      return false;
    case ObjectKind::Device:
      if (renamed(design.find<Device>(id))) {
        transaction.apply(DesignEdits::renameDevice(design, id, trimmed));
        return true;
      }
      return false;
    default:
      break;
  }
  throw Error(tr("Only sites, halls, rows, racks and devices are renamed here."));
}

QVector<ObjectId> RackEditing::rowsInOrder(const DesignData& design, const ObjectId& roomId) {
  QVector<ObjectId> ids = design.rowsInRoom(roomId);
  std::sort(ids.begin(), ids.end(), [&design](const ObjectId& a, const ObjectId& b) {
    const Row& ra = *design.find<Row>(a);
    const Row& rb = *design.find<Row>(b);
    return std::tie(ra.order, ra.name, ra.id) < std::tie(rb.order, rb.name, rb.id);
  });
  return ids;
}

QVector<ObjectId> RackEditing::racksInOrder(const DesignData& design, const ObjectId& rowId) {
  QVector<ObjectId> ids = design.racksInRow(rowId);
  std::sort(ids.begin(), ids.end(), [&design](const ObjectId& a, const ObjectId& b) {
    const Rack& ra = *design.find<Rack>(a);
    const Rack& rb = *design.find<Rack>(b);
    return std::tie(ra.positionInRow, ra.name, ra.id) < std::tie(rb.positionInRow, rb.name, rb.id);
  });
  return ids;
}

bool RackEditing::moveRow(EditTransaction& transaction, const ObjectId& rowId, int delta) {
  Design& design = transaction.design();
  const Row* row = design.find<Row>(rowId);
  if (!row)
    return false;
  const QVector<ObjectId> order = moved(rowsInOrder(design, row->roomId), rowId, delta);
  if (order.isEmpty())
    return false;
  for (int i = 0; i < order.size(); ++i) {
    Row target = *design.find<Row>(order.at(i));
    if (target.order == i)
      continue;
    target.order = i;
    transaction.apply(DesignEdits::editRow(design, target));
  }
  return true;
}

bool RackEditing::moveRackInRow(EditTransaction& transaction, const ObjectId& rackId, int delta) {
  Design& design = transaction.design();
  const Rack* rack = design.find<Rack>(rackId);
  if (!rack || rack->rowId.isNull())
    return false;
  const QVector<ObjectId> order = moved(racksInOrder(design, rack->rowId), rackId, delta);
  if (order.isEmpty())
    return false;
  for (int i = 0; i < order.size(); ++i) {
    Rack target = *design.find<Rack>(order.at(i));
    if (target.positionInRow == i)
      continue;
    target.positionInRow = i;
    transaction.apply(DesignEdits::editRack(design, target));
  }
  return true;
}

}  // namespace rackwright
