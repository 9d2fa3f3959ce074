#ifndef RACKWRIGHT_CORE_VALIDATION_PORTLINKS_H
#define RACKWRIGHT_CORE_VALIDATION_PORTLINKS_H

// The links leaving one port of a device, traced through patch panels to the devices they reach,
// for the rules that look at a device's links as a whole: a node's north-south pair (PL-09) and
// a leaf's node-facing and uplink capacity (PL-13, PL-14). Every look-up goes through the
// CheckContext, so the incremental validator learns what such a check read.

#include "checkcontext.h"

#include <QString>
#include <QVarLengthArray>
#include <QVector>

#include <span>

namespace rackwright::checks {

/// One device a link reaches, with the rate the link carries towards it: the lower of the two
/// ends' rates, a splitter's head shared among its legs; 0 when a rate is not known.
struct FarEnd {
  const Device* device = nullptr;
  int rateGbps = 0;
};

/// One link leaving a port: the port, the network it is on (empty = unassigned), the devices it
/// lands on and the cables it runs through.
struct PortLink {
  const Device* host = nullptr;  ///< the device (or the adapter in a node) that has the port
  QString cage;
  QString network;
  QVarLengthArray<FarEnd, 2> ends;  ///< every device reached, one entry per leg or peer
  QVector<ObjectId> cables;
  /// The one device the link lands on; null when that is not one device (loose, ending in a
  /// panel, or the legs of a splitter to several devices).
  const Device* far() const;
};

/// The device a cable end sits in, and its cage: the device of a plug in a cage, or the device of
/// the transceiver a fiber sits on and that transceiver's cage. Null when the end is loose, on a
/// patch panel or on a spare module.
const Device* deviceAtEnd(CheckContext& ctx, const CableEnd& end, QString* cage = nullptr);

/// The cable's network as Networks::ofCable decides it, after recording what that reads: the
/// cable, and the transceivers and devices at its ends.
QString networkOf(CheckContext& ctx, const Cable& cable);

/// The links leaving one cage of `host`: cables plugged into the cage itself (a DAC, an AOC, a
/// splitter's leg or head) and fibers on a transceiver in it, traced through patch panels to the
/// far transceiver. A link through panels is on the network of the first of its cables, from
/// `host`'s side, that has one. Devices in `own` (a node and its adapters) are no far end.
void linksOfPort(CheckContext& ctx, const Device& host, const QString& cage,
                 std::span<const ObjectId> own, QVector<PortLink>* links);

}  // namespace rackwright::checks

#endif
