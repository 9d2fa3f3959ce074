#ifndef RACKWRIGHT_TESTS_SUPPORT_DESIGNBUILDER_H
#define RACKWRIGHT_TESTS_SUPPORT_DESIGNBUILDER_H

#include "core/model/design.h"

#include <QUndoStack>

#include <functional>

namespace rackwright::test {

/// Builds small designs through the real undo commands, so tests exercise the same path as the
/// editor. Ids are derived from names (UUID v5) so test output is deterministic.
class DesignBuilder final {
 public:
  explicit DesignBuilder(Design& design, QUndoStack* stack = nullptr);

  static ObjectId idFor(const QString& name);

  ObjectId site(const QString& name);
  ObjectId room(const QString& name, const ObjectId& site);
  ObjectId row(const QString& name, const ObjectId& room, int order = 0);
  ObjectId rack(const QString& name, const ObjectId& row, int position, int heightU = 42);
  ObjectId device(const QString& name, const QString& typeId, const ObjectId& rack,
                  double positionU, RackFace face = RackFace::Front);
  ObjectId adapter(const QString& name, const QString& typeId, const ObjectId& parent,
                   const QString& bay);
  ObjectId module(const QString& typeId, const ObjectId& device, const QString& cage);
  ObjectId cable(const QString& typeId, const CableEnds& ends, double lengthM = 0,
                 const QString& name = {});

  static CableEnd cageEnd(const QString& end, const ObjectId& device, const QString& cage);
  static CableEnd modulePortEnd(const QString& end, const ObjectId& module, const QString& port);
  static CableEnd panelPortEnd(const QString& end, const ObjectId& panel, const QString& port);

  /// A rack row with a QM9700 leaf, two DGX H100 servers with flat twin-port transceivers and a
  /// direct MFP7E10 fiber pair from the first server, a DAC from the leaf to a second leaf, and
  /// an MPO panel channel (cord → panel → trunk → panel → cord) from the second server.
  void buildSmallCluster();

  // --- helpers of the optical and reach rule tests ---
  /// A rack in a site, room and row of its own (named "<rack> site" …).
  ObjectId standaloneRack(const QString& name);
  /// Embeds a copy of catalog part `baseId` under `newId`, changed by `edit`, in the design's
  /// embedded parts: third-party or low-grade parts the built-in catalog does not carry.
  PartPtr embedVariant(const QString& baseId, const QString& newId,
                       const std::function<void(Part&)>& edit);
  /// Joins two transceiver optical ports through fiber assemblies and patch panels: `elements`
  /// alternates cable type ids and panel type ids ("MFP7E10-N003", "GEN-PANEL-1U-24MPO12-APC",
  /// "GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m", …). Each panel is a new device in `rack`, entered at
  /// F1 and left at R1. Returns the cables in order.
  QVector<ObjectId> fiberChain(const ObjectId& rack, const ObjectId& moduleA, const QString& portA,
                               const ObjectId& moduleB, const QString& portB,
                               const QStringList& elements);

  // --- helpers of the engine rule tests ---
  /// Site "Lab", room, row and one rack in a single call (site, room and row are created once
  /// and shared by later racks); returns the rack.
  ObjectId labRack(const QString& rackName = QStringLiteral("R01"), int position = 0,
                   int heightU = 42);
  /// Adds one catalog part definition (the JSON of a single part) to the design's embedded
  /// parts, for hardware the built-in catalog does not carry.
  void embedPart(const QByteArray& json);
  void configureCage(const ObjectId& device, const QString& cage, const CageConfig& config);
  void editRack(const Rack& rack);

 private:
  void push(std::unique_ptr<QUndoCommand> command);
  Design& mDesign;
  QUndoStack* mStack;
  int mCounter = 0;
};

/// The small cluster (buildSmallCluster) saved as a design file, named "Small cluster" rev A.
QByteArray smallClusterBytes();

}  // namespace rackwright::test

#endif
