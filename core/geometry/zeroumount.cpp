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

QHash<ObjectId, ZeroUMount::Slot> ZeroUMount::channelSlots(const DesignData& design,
                                                           const ObjectId& rackId) {
  QHash<ObjectId, Slot> result;
  for (const RackFace face : {RackFace::Front, RackFace::Rear}) {
    QVector<const Device*> mounted;
    for (const ObjectId& id : design.devicesInRack(rackId)) {
      const Device* device = design.find<Device>(id);
      if (device && device->face == face && isMounted(design, *device))
        mounted << device;
    }
    // Name order, then id: two PDUs of one name still get distinct, stable slots.
    std::sort(mounted.begin(), mounted.end(), [](const Device* a, const Device* b) {
      return std::tie(a->name, a->id) < std::tie(b->name, b->id);
    });
    const int n = int(mounted.size());
    for (int k = 0; k < n; ++k) {
      Slot slot;
      slot.face = face;
      slot.side = k % 2 == 0 ? Side::Left : Side::Right;
      slot.index = k / 2;
      // The left channel takes the odd one out: ceil(n / 2) devices, the right floor(n / 2).
      slot.count = slot.side == Side::Left ? (n + 1) / 2 : n / 2;
      result.insert(mounted[k]->id, slot);
    }
  }
  return result;
}

ZeroUMount::Slot ZeroUMount::slotOf(const DesignData& design, const Device& device) {
  return channelSlots(design, device.rackId).value(device.id);
}

QString ZeroUMount::slotText(const Slot& slot) {
  const QString face = slot.face == RackFace::Front ? tr("front") : tr("rear");
  const QString side = slot.side == Side::Left ? tr("left") : tr("right");
  if (slot.count <= 1)
    return tr("0U %1 %2").arg(face, side);
  return tr("0U %1 %2 %3").arg(face, side).arg(slot.index + 1);
}

}  // namespace rackwright
