#ifndef RACKWRIGHT_CORE_PLANNER_GENERATORNAMES_H
#define RACKWRIGHT_CORE_PLANNER_GENERATORNAMES_H

#include "core/catalog/parttypes.h"
#include "core/model/entities.h"
#include "generatortypes.h"

#include <QString>

namespace rackwright::generator {

/// Deterministic names of everything the generator makes, and ids derived from them (UUID v5
/// in a namespace of the generator's own), so the same plan always gives the same file and a
/// regenerated design keeps the ids of objects whose names did not change.
///
/// Numbers are zero-padded to the width of the largest one ("dgx-0001" … "dgx-1024"), so that
/// names sort the way they count.
class GeneratorNames final {
 public:
  /// `planes` > 1 puts the plane into every switch name ("leaf-p2-su03-r5").
  GeneratorNames(const Part& server, int servers, int planes);

  /// UUID v5 of "<kind>:<name>".
  static ObjectId id(ObjectKind kind, const QString& name);
  /// The id of the module in `cage` of device `deviceName`.
  static ObjectId moduleId(const QString& deviceName, const QString& cage);

  /// `value` (0-based) as a 1-based number padded to the width of `count`, at least `minWidth`.
  static QString number(int value, int count, int minWidth = 2);

  QString server(int index) const;
  /// Rail-optimised leaves are named by scalable unit and rail, the others by number.
  QString railLeaf(int plane, int su, int suCount, int rail, int rails) const;
  QString leaf(int plane, int index, int count) const;
  /// Leaves of rack-scale systems, named by scalable unit and the tray position they take
  /// ("leaf-su01-ct05" takes compute tray 5 of every rack of unit 1).
  QString positionLeaf(int plane, int su, int suCount, int position, int positions) const;
  /// Spines of a two-tier fabric; `pod` < 0 for none.
  QString spine(int plane, int pod, int pods, int index, int count) const;
  QString core(int plane, int group, int groups, int index, int count) const;
  static QString adapter(const QString& serverName, const QString& bay);

  static QString row(int row, int rows);
  static QString rack(int row, int rows, int position, int rowLength);

  /// The name of the logical port `sub` of `cage` ("OSFP1P2", "P7/1").
  static QString logicalPort(const CageDefinition& cage, int sub);
  /// A cable is named by its tier and its lower end, which no other cable of the tier shares:
  /// "SL-dgx-0001-OSFP1P1" (one link), "SL-dgx-0001-OSFP1" (a twin-port DAC).
  static QString cable(Tier tier, const QString& lowerDevice, const QString& lowerPort);

 private:
  QString planePrefix(int plane) const;
  QString mServerPrefix;
  int mServers;
  int mPlanes;
};

}  // namespace rackwright::generator

#endif
