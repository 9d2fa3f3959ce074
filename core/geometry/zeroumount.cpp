#include "zeroumount.h"

#include <algorithm>

namespace rackwright {

bool ZeroUMount::isZeroUBody(const DeviceBody& body) {
  return body.uHeight <= 0 && body.role == DeviceRole::Pdu;
}

bool ZeroUMount::isZeroUType(const DesignData& design, const QString& typeId) {
  const PartPtr part = design.part(typeId);
  return part && part->device() && isZeroUBody(*part->device());
}

bool ZeroUMount::isMounted(const DesignData& design, const Device& device) {
  return !device.rackId.isNull() && device.parentId.isNull() && device.positionU <= 0 &&
         isZeroUType(design, device.typeId);
}

bool ZeroUMount::isInRack(const DesignData& design, const Device& device) {
  return device.isRacked() || isMounted(design, device);
}

namespace {

/// The channel slots of the zero-U devices of `rackId`, with `moved` (when given) in place of
/// the design's device of its id.
QHash<ObjectId, ZeroUMount::Slot> assignSlots(const DesignData& design, const ObjectId& rackId,
                                              const Device* moved) {
  using Slot = ZeroUMount::Slot;
  using Side = ZeroUMount::Side;
  QHash<ObjectId, Slot> result;
  for (const RackFace face : {RackFace::Front, RackFace::Rear}) {
    QVector<const Device*> mounted;
    for (const ObjectId& id : design.devicesInRack(rackId)) {
      const Device* device = design.find<Device>(id);
      if (device && (!moved || device->id != moved->id) && device->face == face &&
          ZeroUMount::isMounted(design, *device)) {
        mounted << device;
      }
    }
    if (moved && moved->rackId == rackId && moved->face == face &&
        ZeroUMount::isMounted(design, *moved)) {
      mounted << moved;
    }
    // Name order, then id: two PDUs of one name still get distinct, stable slots.
    std::sort(mounted.begin(), mounted.end(), [](const Device* a, const Device* b) {
      return std::tie(a->name, a->id) < std::tie(b->name, b->id);
    });
    // A stated side holds (the generator and a drop on the canvas state it, so a device added
    // later moves none already hung); the others, in name order, take the side with fewer
    // devices, left on a tie.
    QVector<const Device*> left;
    QVector<const Device*> right;
    for (const Device* device : std::as_const(mounted)) {
      if (device->side == RackSide::Left)
        left << device;
      else if (device->side == RackSide::Right)
        right << device;
    }
    for (const Device* device : std::as_const(mounted)) {
      if (device->side == RackSide::Auto)
        (right.size() < left.size() ? right : left) << device;
    }
    for (const auto& [channel, side] :
         {std::pair{&left, Side::Left}, std::pair{&right, Side::Right}}) {
      std::sort(channel->begin(), channel->end(), [](const Device* a, const Device* b) {
        return std::tie(a->name, a->id) < std::tie(b->name, b->id);
      });
      for (int k = 0; k < channel->size(); ++k)
        result.insert(channel->at(k)->id, Slot{face, side, k, int(channel->size())});
    }
  }
  return result;
}

}  // namespace

QHash<ObjectId, ZeroUMount::Slot> ZeroUMount::channelSlots(const DesignData& design,
                                                           const ObjectId& rackId) {
  return assignSlots(design, rackId, nullptr);
}

ZeroUMount::Slot ZeroUMount::slotOf(const DesignData& design, const Device& device) {
  return channelSlots(design, device.rackId).value(device.id);
}

ZeroUMount::Slot ZeroUMount::slotIfMoved(const DesignData& design, const Device& moved) {
  return assignSlots(design, moved.rackId, &moved).value(moved.id);
}

QString ZeroUMount::slotText(const Slot& slot) {
  const QString face = slot.face == RackFace::Front ? tr("front") : tr("rear");
  const QString side = slot.side == Side::Left ? tr("left") : tr("right");
  if (slot.count <= 1)
    return tr("0U %1 %2").arg(face, side);
  return tr("0U %1 %2 %3").arg(face, side).arg(slot.index + 1);
}

}  // namespace rackwright
