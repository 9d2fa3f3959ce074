#ifndef RACKWRIGHT_CORE_PLANNER_RACKPLACEMENT_H
#define RACKWRIGHT_CORE_PLANNER_RACKPLACEMENT_H

#include "cablemapgenerator.h"
#include "generatortypes.h"

#include <QCoreApplication>

namespace rackwright::generator {

/// Puts the generated devices into racks and the racks into rows, and measures the cable path
/// between two ports.
///
/// The hall is built as one sequence of racks, group by group: the server racks of a scalable
/// unit with its network racks in the middle (or at the end), the units of a pod with the pod's
/// spine racks in the middle, and the pods with the spine or core racks in the middle of all.
/// The sequence then fills rows of `rowLength` slots. Servers stack from U1 (with any switches
/// that serve them in the middle of the rack, where their copper reaches every server);
/// network racks fill from the top, next to the cable tray.
class RackPlacement final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RackPlacement)

 public:
  using Sequence = QVector<int>;  ///< rack indices in hall order
  /// Runs of racks that stay together in one row when they fit in one.
  using Units = QVector<Sequence>;

  RackPlacement(const GeneratorOptions& options, QVector<DeviceSlot>& devices);

  /// One rack holding `servers` with `switches` (top-of-rack leaves) between its lower and upper
  /// half. Throws GeneratorError when they do not fit.
  int serverRack(const QVector<int>& servers, const QVector<int>& switches);
  /// The rack of a rack-scale system holding `members`, each already at its unit (positionU)
  /// and with its member name.
  int systemRack(const QString& systemId, int heightU, const QVector<int>& members);
  /// As many racks as `switches` need, filled from the top.
  Sequence switchRacks(const QVector<int>& switches);
  /// `members` with `network` inserted in the middle or appended, as the options say.
  Sequence withNetworkRacks(Sequence members, const Sequence& network) const;
  /// `units` with `network` as a unit of its own in the middle (or at the end).
  Units withNetworkUnit(Units units, const Sequence& network) const;
  /// Lays the units into rows, in order: a unit that fits in a row but would straddle two starts
  /// on the next row. Every rack gets its row, slot and name.
  void finish(const Units& hall);

  const QVector<RackSlot>& racks() const { return mRacks; }
  /// The tallest rack's height in units (at least the options' rack height), after finish().
  int tallestRackU() const;
  int rows() const { return mRows; }

  /// Length in metres of the cable path between two ports, before overhead and slack: the
  /// vertical run inside one rack, or up to the tray, along and across rows and down again,
  /// plus the rack depth for every end that leaves from the face away from the tray side.
  double pathLengthM(const PortRef& a, const PortRef& b) const;

  /// A port's place in the hall: its rack (index, row, slot in the row), its height above the
  /// bottom of U1 and whether it leaves from the rack's rear (the tray side).
  struct HallPoint {
    int rack = -1;
    int row = 0;
    int position = 0;
    double heightM = 0;
    bool rear = true;
  };
  /// The port of `cage` (null: the device's top) of a device at `positionU`, `uHeight` high,
  /// facing `face`, in rack `rack` at `row` / `position`.
  static HallPoint portPoint(int rack, int row, int position, double positionU, double uHeight,
                             RackFace face, const CageDefinition* cage);
  /// The cable path between two ports, as pathLengthM above, for any two points of a hall laid
  /// out with `options` (the whole-cluster generator measures the networks it adds with it).
  /// The cable tray runs above the tallest rack: `tallestRackU` when a hall has racks taller
  /// than the options' height (rack-scale systems), else 0.
  static double pathLengthM(const HallPoint& a, const HallPoint& b, const GeneratorOptions& options,
                            int tallestRackU = 0);

 private:
  HallPoint portPoint(const PortRef& port) const;
  double uHeight(int device) const;

  const GeneratorOptions& mOptions;
  QVector<DeviceSlot>& mDevices;
  QVector<RackSlot> mRacks;
  int mRows = 0;
  int mTallestU = 0;  ///< the tallest rack, known once finish() has laid the hall out
};

}  // namespace rackwright::generator

#endif
