#ifndef RACKWRIGHT_CORE_COMMANDS_DESIGNEDITS_H
#define RACKWRIGHT_CORE_COMMANDS_DESIGNEDITS_H

#include "core/model/design.h"

#include <QCoreApplication>
#include <QSet>
#include <QUndoCommand>

#include <memory>

namespace rackwright {

/// Builds the undo commands for user-level edits. Composite edits (removing a device removes its
/// adapters and modules and detaches the cables plugged into them) become one command with
/// children, so one undo step restores everything.
///
/// These functions refuse only what cannot exist (an unknown part, a device taller than its rack,
/// a cable end that the part does not have) by throwing rackwright::Error with the reason; a
/// mistake the model can describe (a finned module in a flat-top cage, overlapping devices) is
/// allowed and left to validation.
class DesignEdits final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignEdits)

 public:
  using CommandPtr = std::unique_ptr<QUndoCommand>;

  static CommandPtr addSite(Design& design, Site site);
  static CommandPtr addRoom(Design& design, Room room);
  static CommandPtr addRow(Design& design, Row row);
  /// Renames a site, room (hall) or row, or reorders a row in its room (Row::order).
  static CommandPtr editSite(Design& design, Site site);
  static CommandPtr editRoom(Design& design, Room room);
  static CommandPtr editRow(Design& design, Row row);
  static CommandPtr addRack(Design& design, Rack rack);
  /// Refuses a height that leaves a device of the rack above the top unit, and sizes that are
  /// not positive (rackEditRefusal() says why).
  static CommandPtr editRack(Design& design, Rack rack);
  /// Removes the rack with its devices (their adapters and modules); the cables plugged into
  /// them stay, unplugged at those ends.
  static CommandPtr removeRack(Design& design, const ObjectId& rackId);
  /// Removes the rack with everything it holds: its devices, their adapters and modules, and
  /// the cables attached to any of them (a cable left with an end on a removed rack would
  /// describe a link that no longer exists). What the workbench's Delete does with a rack. One
  /// command: one undo step restores it all.
  static CommandPtr removeRackWithContents(Design& design, const ObjectId& rackId);
  /// Why `rack` cannot replace the rack of the same id (empty when it can).
  static QString rackEditRefusal(const DesignData& design, const Rack& rack);

  static CommandPtr addDevice(Design& design, Device device);
  /// Moves a device to another rack, U position or face (rackId null = unrack it).
  static CommandPtr moveDevice(Design& design, const ObjectId& deviceId, const ObjectId& rackId,
                               double positionU, RackFace face);
  /// Hangs a zero-U device in the side channel `side` of its face (Auto: the emptier one).
  static CommandPtr hangDevice(Design& design, const ObjectId& deviceId, RackSide side);
  static CommandPtr renameDevice(Design& design, const ObjectId& deviceId, const QString& name);
  /// Says which network and plane a switch or appliance serves (empty key: none, its ports
  /// decide; plane 0: none). Refuses a malformed key or a plane out of 0…Networks::kMaxPlane.
  static CommandPtr assignDeviceNetwork(Design& design, const ObjectId& deviceId,
                                        const QString& network, int plane);
  static CommandPtr setCageConfig(Design& design, const ObjectId& deviceId, const QString& cage,
                                  const CageConfig& config);
  static CommandPtr removeDevice(Design& design, const ObjectId& deviceId);

  static CommandPtr plugModule(Design& design, Module module);
  static CommandPtr removeModule(Design& design, const ObjectId& moduleId);

  static CommandPtr addCable(Design& design, Cable cable);
  /// Replaces a cable's fields; refuses an unknown part, an end that cannot attach, a malformed
  /// network key or a plane out of range.
  static CommandPtr editCable(Design& design, Cable cable);
  static CommandPtr connectCableEnd(Design& design, const ObjectId& cableId, const QString& endName,
                                    const Attachment& attachment);
  static CommandPtr removeCable(Design& design, const ObjectId& cableId);

  /// Replaces the networks the design declares beside the built-in ones; refuses malformed,
  /// built-in or repeated keys.
  static CommandPtr editNetworks(Design& design, QVector<NetworkDefinition> networks);
  /// States the leaf oversubscription a fabric is planned for (PL-13, PL-14 hold its leaves to
  /// it); an empty ratio returns the fabric to the rule's default. Refuses a malformed key.
  static CommandPtr setFabricOversubscription(Design& design, const QString& network,
                                              std::optional<Ratio> ratio);
  /// States the uplink capacity (Gb/s) every leaf of a fabric is built with, its scalable unit
  /// full or not (PL-12 holds each leaf to it); empty stops stating it. Refuses a malformed key
  /// and a capacity below 1 Gb/s.
  static CommandPtr setFabricLeafUplinks(Design& design, const QString& network,
                                         std::optional<int> gbps);

  static CommandPtr addWaiver(Design& design, Waiver waiver);
  static CommandPtr removeWaiver(Design& design, const ObjectId& waiverId);

  /// Why a device cannot be placed at all (empty when it can): unknown or non-device part, a
  /// position outside the rack, an unknown rack.
  static QString placementImpossibleReason(const DesignData& design, const Device& device);
  /// Why a cable end cannot attach (empty when it can): unknown object or port, wrong kind of
  /// attachment for the end (a fiber connector into a cage).
  static QString attachmentImpossibleReason(const DesignData& design, const Cable& cable,
                                            const QString& endName, const Attachment& attachment);

 private:
  /// Detaches every cable end attached to one of `objectIds`, one edit per cable.
  static void appendDetachCablesFrom(Design& design, const QSet<ObjectId>& objectIds,
                                     QUndoCommand* parent);
  /// The device, its adapters (before it) and the modules in all of them.
  static void collectRemoval(const Design& design, const ObjectId& deviceId,
                             QVector<ObjectId>* devices, QVector<ObjectId>* modules);
  /// Removes the devices with their adapters and modules, unplugging the cables at any of them.
  static void appendRemoveDevices(Design& design, const QVector<ObjectId>& deviceIds,
                                  QUndoCommand* parent);
};

}  // namespace rackwright

#endif
