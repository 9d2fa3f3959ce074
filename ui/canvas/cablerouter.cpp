#include "cablerouter.h"

#include "core/geometry/zeroumount.h"
#include "deviceitem.h"
#include "findingindex.h"
#include "rackitem.h"

namespace rackwright::ui {

QColor CableRouter::kindColour(const Part* part) {
  if (part && part->assembly()) {
    switch (part->assembly()->type) {
      case CableAssemblyType::DAC:
        return QColor(0xb2, 0x6b, 0x00);
      case CableAssemblyType::ACC:
      case CableAssemblyType::LACC:
        return QColor(0x8d, 0x5a, 0x3c);
      case CableAssemblyType::AOC:
        return QColor(0x00, 0x89, 0x7b);
      case CableAssemblyType::Copper:
        return QColor(0x54, 0x6e, 0x7a);
    }
  }
  if (part && part->fiber()) {
    return part->fiber()->fiberClass == FiberClass::SMF ? QColor(0xe0, 0xa8, 0x00)
                                                        : QColor(0x00, 0xac, 0xc1);
  }
  return QColor(0x75, 0x75, 0x75);
}

std::optional<std::pair<QPointF, ObjectId>> CableRouter::endPoint(
    const Attachment& attachment) const {
  if (!attachment.isConnected())
    return std::nullopt;
  // The device the port is on: the module's device for a module port. Routing asks this for
  // every end of 100,000 cables, so each object is looked up once.
  ObjectId ownerId = attachment.objectId;
  if (attachment.kind == Attachment::Kind::ModulePort) {
    const Module* module = mDesign.find<Module>(attachment.objectId);
    if (!module)
      return std::nullopt;
    ownerId = module->deviceId;
  }
  const Device* owner = mDesign.find<Device>(ownerId);
  // A racked device shows its own ports; an adapter in a server is drawn as the server.
  const ObjectId shownId = owner && ZeroUMount::isInRack(mDesign, *owner)
                               ? ownerId
                               : FindingIndex::displayedDevice(mDesign, ownerId);
  DeviceItem* item = shownId.isNull() ? nullptr : mDevices(shownId);
  if (!item)
    return std::nullopt;
  const ObjectId rackId = item->device().rackId;
  const bool onItself = ownerId == shownId;
  if (onItself) {
    if (const auto rect = item->portSceneRect(attachment))
      return std::make_pair(rect->center(), rackId);
  }
  // Adapters inside a server and ports the panel does not place: the device's rear centre.
  const auto face = item->faceSceneRect(RackFace::Rear);
  const QRectF box = face ? *face : item->sceneBoundingRect();
  return std::make_pair(box.center(), rackId);
}

std::optional<CableLayerItem::Route> CableRouter::route(const Cable& cable) const {
  QVector<std::pair<QPointF, ObjectId>> points;
  for (const CableEnd& end : cable.ends) {
    if (const auto point = endPoint(end.attachment))
      points.push_back(*point);
  }
  if (points.size() < 2)
    return std::nullopt;
  CableLayerItem::Route route;
  const PartPtr part = mDesign.part(cable.typeId);
  route.kindColour = kindColour(part.get());
  route.status = cable.status;
  // Which network a cable is on is the core's decision; the view only draws it.
  route.network = mNetworks ? mNetworks->keyOf(cable) : Networks::ofCable(mDesign, cable);
  // Spread parallel cables a little so that a bundle of them stays readable.
  const double spread = double(qHash(cable.id) % 60);
  const auto& [head, headRack] = points.front();
  route.points.reserve(1 + 3 * (points.size() - 1));
  route.start(head);
  for (int i = 1; i < points.size(); ++i) {
    const auto& [leg, legRack] = points.at(i);
    if (headRack == legRack) {
      const double side = qMax(head.x(), leg.x()) + 80 + spread;
      route.addLeg(QPointF(side, head.y()), QPointF(side, leg.y()), leg);
    } else {
      const RackItem* a = mRacks(headRack);
      const RackItem* b = mRacks(legRack);
      const double rackTop =
          qMin(a ? a->scenePos().y() : head.y(), b ? b->scenePos().y() : leg.y());
      const double top = rackTop - RackItem::kFrameMm - 60 - spread;
      route.addLeg(QPointF(head.x(), top), QPointF(leg.x(), top), leg);
    }
  }
  // A cubic curve stays inside the hull of its points.
  route.bounds = QPolygonF(route.points).boundingRect().adjusted(-4, -4, 4, 4);
  route.rackA = headRack;
  route.rackB = points.at(1).second;
  auto topCentre = [this](const ObjectId& rackId, const QPointF& fallback) {
    const RackItem* rack = mRacks(rackId);
    if (!rack)
      return fallback;
    return rack->mapToScene(
        QPointF(rack->rearOffset() - RackItem::kElevationGapMm / 2, -RackItem::kFrameMm));
  };
  route.bundleA = topCentre(route.rackA, head);
  route.bundleB = topCentre(route.rackB, points.at(1).first);
  return route;
}

}  // namespace rackwright::ui
