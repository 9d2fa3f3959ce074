#include "floorplan.h"

#include "core/catalog/catalog.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace rackwright {

namespace {

struct RowGroup {
  ObjectId rowId;
  QString name;
  QVector<const Rack*> racks;
};

struct HallGroup {
  ObjectId roomId;
  QString name;
  QVector<RowGroup> rows;
};

/// The rows' racks placed left to right from x = 0: real widths, a missing slot (a gap in the
/// positions) leaves the room of a typical rack free.
double placeRow(const RowGroup& row, double y, double depth, bool frontUp,
                QVector<FloorRack>& out) {
  QVector<double> widths;
  for (const Rack* rack : row.racks)
    widths << rack->widthMm;
  std::sort(widths.begin(), widths.end());
  const double typical = widths.isEmpty() ? 600 : widths.at(widths.size() / 2);
  double x = 0;
  int previousSlot = row.racks.isEmpty() ? 0 : row.racks.front()->positionInRow - 1;
  for (const Rack* rack : row.racks) {
    const int skipped = qBound(0, rack->positionInRow - previousSlot - 1, 1000);
    x += skipped * typical;
    previousSlot = rack->positionInRow;
    // Racks of one row line up on their front (the cold aisle side).
    const double rackDepth = qMax(1.0, rack->depthMm);
    const double top = frontUp ? y : y + depth - rackDepth;
    out.push_back(
        {rack->id, row.rowId, QRectF(x, top, qMax(1.0, rack->widthMm), rackDepth), frontUp});
    x += qMax(1.0, rack->widthMm);
  }
  return x;
}

}  // namespace

const FloorRack* FloorPlan::rack(const ObjectId& rackId) const {
  const auto it = mRackIndex.constFind(rackId);
  return it == mRackIndex.constEnd() ? nullptr : &racks.at(*it);
}

std::optional<QPointF> FloorPlan::rackCentre(const ObjectId& rackId) const {
  if (const FloorRack* r = rack(rackId))
    return r->rectMm.center();
  return std::nullopt;
}

bool FloorPlanLayout::rowBefore(const DesignData& design, const Row& a, const Row& b) {
  auto roomKey = [&design](const Row& row) {
    const Room* room = design.find<Room>(row.roomId);
    const Site* site = room ? design.find<Site>(room->siteId) : nullptr;
    return std::make_tuple(site ? site->name : QString(), room ? room->name : QString());
  };
  const auto ka = roomKey(a);
  const auto kb = roomKey(b);
  if (ka != kb)
    return ka < kb;
  if (a.order != b.order)
    return a.order < b.order;
  if (a.name != b.name)
    return a.name < b.name;
  return a.id < b.id;
}

bool FloorPlanLayout::rackBefore(const Rack& a, const Rack& b) {
  if (a.positionInRow != b.positionInRow)
    return a.positionInRow < b.positionInRow;
  if (a.name != b.name)
    return a.name < b.name;
  return a.id < b.id;
}

int FloorPlanLayout::blockCount(const QVector<double>& rowDepthsMm, double rowLengthMm,
                                const FloorPlanOptions& options) {
  const int rows = int(rowDepthsMm.size());
  if (rows < 4 || rowLengthMm <= 0)
    return 1;
  int best = 1;
  double bestScore = 0;
  for (int blocks = 1; blocks <= rows / 2; ++blocks) {
    // Rows per block, even so that the two rows of a cold aisle stay together.
    int perBlock = (rows + blocks - 1) / blocks;
    perBlock += perBlock % 2;
    if (blocks > 1 && (blocks - 1) * perBlock >= rows)
      continue;  // fewer blocks would hold them
    double depth = 0;
    for (int start = 0; start < rows; start += perBlock) {
      double block = 0;
      for (int r = start; r < qMin(rows, start + perBlock); ++r)
        block += rowDepthsMm.at(r) + (r > start ? options.aisleMm : 0);
      depth = qMax(depth, block);
    }
    const double width = blocks * rowLengthMm + (blocks - 1) * options.mainAisleMm;
    const double score = std::abs(std::log(width / qMax(1.0, depth) / options.targetAspect));
    if (blocks == 1 || score < bestScore) {
      best = blocks;
      bestScore = score;
    }
  }
  return best;
}

FloorPlan FloorPlanLayout::compute(const DesignData& design, const FloorPlanOptions& options) {
  // Halls in order, their rows in order, the rows' racks in order.
  QVector<Row> rows;
  rows.reserve(design.all<Row>().size());
  for (const Row& row : design.all<Row>())
    rows.push_back(row);
  std::sort(rows.begin(), rows.end(),
            [&design](const Row& a, const Row& b) { return rowBefore(design, a, b); });
  QHash<ObjectId, QVector<const Rack*>> racksByRow;
  QVector<const Rack*> rowless;
  for (const Rack& rack : design.all<Rack>()) {
    if (!rack.rowId.isNull() && design.contains<Row>(rack.rowId)) {
      racksByRow[rack.rowId].push_back(&rack);
    } else {
      rowless.push_back(&rack);
    }
  }
  auto sorted = [](QVector<const Rack*> racks) {
    std::sort(racks.begin(), racks.end(),
              [](const Rack* a, const Rack* b) { return rackBefore(*a, *b); });
    return racks;
  };
  QVector<HallGroup> halls;
  for (const Row& row : std::as_const(rows)) {
    const ObjectId roomId = design.contains<Room>(row.roomId) ? row.roomId : ObjectId();
    if (halls.isEmpty() || halls.back().roomId != roomId) {
      const Room* room = design.find<Room>(roomId);
      halls.push_back({roomId, room ? room->name : QString(), {}});
    }
    halls.back().rows.push_back({row.id, row.name, sorted(racksByRow.value(row.id))});
  }
  if (!rowless.isEmpty())
    halls.push_back({ObjectId(), QString(), {{ObjectId(), QString(), sorted(rowless)}}});

  FloorPlan plan;
  plan.racks.reserve(design.all<Rack>().size());
  double hallX = 0;
  for (const HallGroup& hall : std::as_const(halls)) {
    QVector<double> depths;
    double longest = 0;
    for (const RowGroup& row : hall.rows) {
      double depth = 0;
      double length = 0;
      for (const Rack* rack : row.racks) {
        depth = qMax(depth, rack->depthMm);
        length += rack->widthMm;
      }
      depths << (depth > 0 ? depth : 1200);
      longest = qMax(longest, length);
    }
    const int blocks = blockCount(depths, longest, options);
    int perBlock = (int(hall.rows.size()) + blocks - 1) / blocks;
    if (blocks > 1)
      perBlock += perBlock % 2;
    const double originX = hallX + options.hallMarginMm;
    const double originY = options.hallMarginMm;
    double right = originX;
    double bottom = originY;
    double blockX = originX;
    double blockWidth = 0;
    double y = originY;
    for (int r = 0; r < hall.rows.size(); ++r) {
      const int inBlock = r % qMax(1, perBlock);
      if (r > 0 && inBlock == 0) {
        blockX += blockWidth + options.mainAisleMm;
        blockWidth = 0;
        y = originY;
      }
      const RowGroup& row = hall.rows.at(r);
      // Rows pair up on a cold aisle: the first of a pair faces down, the second up.
      const bool frontUp = inBlock % 2 == 1;
      const int first = int(plan.racks.size());
      const double length = placeRow(row, y, depths.at(r), frontUp, plan.racks);
      for (int i = first; i < plan.racks.size(); ++i)
        plan.racks[i].rectMm.translate(blockX, 0);
      const QRectF rowRect(blockX, y, qMax(length, 600.0), depths.at(r));
      plan.rows.push_back({row.rowId, row.name, rowRect, frontUp, r / qMax(1, perBlock)});
      blockWidth = qMax(blockWidth, rowRect.width());
      right = qMax(right, rowRect.right());
      bottom = qMax(bottom, rowRect.bottom());
      y += depths.at(r) + options.aisleMm;
    }
    const QRectF walls(hallX, 0, right - hallX + options.hallMarginMm,
                       bottom + options.hallMarginMm);
    plan.halls.push_back({hall.roomId, hall.name, walls, blocks});
    plan.bounds |= walls;
    hallX = walls.right() + options.hallGapMm;
  }
  plan.mRackIndex.reserve(plan.racks.size());
  for (int i = 0; i < plan.racks.size(); ++i)
    plan.mRackIndex.insert(plan.racks.at(i).rackId, i);
  return plan;
}

RackSummary summarizeRack(const DesignData& design, const ObjectId& rackId) {
  RackSummary summary;
  for (const ObjectId& deviceId : design.devicesInRack(rackId)) {
    const Device* device = design.find<Device>(deviceId);
    if (!device || !device->parentId.isNull())
      continue;
    ++summary.devices;
    const Part* part = design.findPart(device->typeId);
    const DeviceBody* body = part ? part->device() : nullptr;
    if (!body)
      continue;
    switch (body->role) {
      case DeviceRole::Switch:
      case DeviceRole::ManagementSwitch:
        ++summary.switches;
        break;
      case DeviceRole::Server:
        ++summary.servers;
        break;
      case DeviceRole::PatchPanel:
      case DeviceRole::Cassette:
        ++summary.panels;
        break;
      default:
        break;
    }
    summary.powerMaxW += body->powerMaxW;
    summary.powerTypicalW += body->powerTypicalW;
  }
  return summary;
}

ObjectId rackOfObject(const DesignData& design, const ObjectId& id) {
  if (design.contains<Rack>(id))
    return id;
  const Device* device = design.find<Device>(id);
  if (!device) {
    const Module* module = design.find<Module>(id);
    device = module ? design.find<Device>(module->deviceId) : nullptr;
  }
  if (device && device->rackId.isNull() && !device->parentId.isNull())
    device = design.find<Device>(device->parentId);
  return device ? device->rackId : ObjectId();
}

QHash<ObjectId, Severity> worstSeverityByRack(const DesignData& design,
                                              const QVector<Finding>& findings) {
  QHash<ObjectId, Severity> worst;
  for (const Finding& finding : findings) {
    if (finding.waived || finding.severity == Severity::Info)
      continue;
    for (const ObjectId& id : finding.objects) {
      const ObjectId rack = rackOfObject(design, id);
      if (rack.isNull())
        continue;
      auto it = worst.find(rack);
      if (it == worst.end()) {
        worst.insert(rack, finding.severity);
      } else if (finding.severity == Severity::Error) {
        *it = Severity::Error;
      }
    }
  }
  return worst;
}

}  // namespace rackwright
