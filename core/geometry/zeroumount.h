#ifndef RACKWRIGHT_CORE_GEOMETRY_ZEROUMOUNT_H
#define RACKWRIGHT_CORE_GEOMETRY_ZEROUMOUNT_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QHash>

namespace rackwright {

/// Zero-U mounting, the one definition of it: vertical rack PDUs hang in the side channels
/// between the 19-inch rails and the rack's side panels and take no rack units, so a rack of
/// four 10 U systems still has its three PDUs.
///
/// A device is zero-U mounted when it sits in a rack (rack set, no parent) and its type is a
/// zero-U accessory: a PDU of 0 U. Its file position is 0, its face says which pair of channels
/// (front or rear) it hangs in and its side (Device::side) which channel; a device without a
/// side takes the channel with fewer devices. Within a channel devices stand in name order, so
/// the elevation, the canvas and the labels agree.
class ZeroUMount final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ZeroUMount)

 public:
  enum class Side { Left, Right };
  struct Slot {
    RackFace face = RackFace::Rear;
    Side side = Side::Left;
    int index = 0;  ///< position across the channel among the devices sharing it (0 = outermost)
    int count = 1;  ///< devices sharing the channel
    bool operator==(const Slot&) const = default;
  };

  /// The side a device states for hanging in `side` (Device::side), and back. A device that
  /// states no side (Auto) hangs where slotOf() says; toSide() is for stated sides only.
  static RackSide toRackSide(Side side) {
    return side == Side::Left ? RackSide::Left : RackSide::Right;
  }
  static Side toSide(RackSide stated) {
    return stated == RackSide::Right ? Side::Right : Side::Left;
  }

  /// Whether devices of this body mount zero-U: a PDU of 0 U (adapter cards and cassettes are
  /// 0 U too, but sit in a bay, never in a rack's side channel).
  static bool isZeroUBody(const DeviceBody& body);
  static bool isZeroUType(const DesignData& design, const QString& typeId);
  /// Whether `device` hangs in its rack's side channel.
  static bool isMounted(const DesignData& design, const Device& device);
  /// Whether `device` is in its rack at all: racked in units or zero-U mounted.
  static bool isInRack(const DesignData& design, const Device& device);

  /// Every zero-U device of `rackId` with its channel slot.
  static QHash<ObjectId, Slot> channelSlots(const DesignData& design, const ObjectId& rackId);
  /// The slot of one device (rear left when it is not zero-U mounted).
  static Slot slotOf(const DesignData& design, const Device& device);
  /// The slot `moved` (a zero-U device of the design, with a new rack, face or side) would get:
  /// the devices of that rack without a stated side share the channels out again around it.
  static Slot slotIfMoved(const DesignData& design, const Device& moved);

  /// "0U rear left" (or "0U rear left 2" for the second device in a shared channel).
  static QString slotText(const Slot& slot);
};

}  // namespace rackwright

#endif
