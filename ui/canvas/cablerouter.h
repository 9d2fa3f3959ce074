#ifndef RACKWRIGHT_UI_CANVAS_CABLEROUTER_H
#define RACKWRIGHT_UI_CANVAS_CABLEROUTER_H

#include "cablelayeritem.h"
#include "core/model/designdata.h"
#include "core/model/networks.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace rackwright::ui {

class DeviceItem;
class RackItem;

/// Turns a cable into the path the row view draws: from the port of its first end to the port
/// of each other end, over the top of the racks when the ends are in different racks (where
/// cable trays run), bowing out to the side within one rack.
class CableRouter final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::CableRouter)

 public:
  using DeviceLookup = std::function<DeviceItem*(const ObjectId&)>;
  using RackLookup = std::function<RackItem*(const ObjectId&)>;

  /// `networks`, when given, decides the routes' networks for a batch of cables (it must be of
  /// the same design); without it each route asks Networks::ofCable.
  CableRouter(const DesignData& design, DeviceLookup devices, RackLookup racks,
              NetworkResolver* networks = nullptr)
      : mDesign(design),
        mDevices(std::move(devices)),
        mRacks(std::move(racks)),
        mNetworks(networks) {}

  /// The route, or none when fewer than two ends can be drawn (loose or unracked ends).
  std::optional<CableLayerItem::Route> route(const Cable& cable) const;
  /// Scene point of one attachment (centre of the port, or of the device when ports are not
  /// known), with the rack it is in.
  std::optional<std::pair<QPointF, ObjectId>> endPoint(const Attachment& attachment) const;
  /// The colour of a cable by kind: copper brown, AOC teal, multimode aqua, single-mode yellow.
  static QColor kindColour(const Part* part);

 private:
  const DesignData& mDesign;
  DeviceLookup mDevices;
  RackLookup mRacks;
  NetworkResolver* mNetworks;
};

}  // namespace rackwright::ui

#endif
