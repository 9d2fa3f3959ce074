#ifndef RACKWRIGHT_CORE_ANALYSIS_CONNECTIVITY_H
#define RACKWRIGHT_CORE_ANALYSIS_CONNECTIVITY_H

#include "core/model/design.h"

#include <QHash>
#include <QVector>

namespace rackwright {

/// A logical port: what a switch or host configures and what a logical link joins
/// (e.g. QM9700 cage 7 → P7/1 and P7/2; a single-port adapter cage → its one port).
struct LogicalPortRef {
  ObjectId deviceId;
  QString cage;
  int index = 0;  ///< 0-based logical port within the cage
  bool operator==(const LogicalPortRef&) const = default;
  bool operator<(const LogicalPortRef& o) const {
    if (deviceId != o.deviceId)
      return deviceId < o.deviceId;
    if (cage != o.cage)
      return cage < o.cage;
    return index < o.index;
  }
};

inline size_t qHash(const LogicalPortRef& port, size_t seed = 0) {
  return qHashMulti(seed, port.deviceId, port.cage, port.index);
}

/// One logical link between two logical ports, with the cable assemblies it runs through.
struct LogicalLink {
  LogicalPortRef a;
  LogicalPortRef b;
  QVector<ObjectId> cables;
};

/// Derives logical links from the physical model: a copper/AOC assembly between cages, or an
/// optical channel from one transceiver port through cords, panels and trunks to another.
/// Logical links, cages, modules and cable assemblies are different things and are counted
/// separately everywhere.
class Connectivity final {
 public:
  /// Every logical link of the design, each once (a < b), sorted.
  static QVector<LogicalLink> logicalLinks(const DesignData& design);

  /// The logical port a transceiver's optical port serves (twin-port module port 2 → the cage's
  /// second logical port).
  static LogicalPortRef logicalPortOfModulePort(const DesignData& design, const Module& module,
                                                const QString& opticalPort);

  /// The far ends reached from one cable end by walking through the cable and through patch
  /// panels (front ↔ rear). Returns attachments that are not panel ports (module ports, cages)
  /// together with the cables walked.
  struct Reach {
    Attachment attachment;
    QVector<ObjectId> cables;
  };
  static QVector<Reach> traceFrom(const DesignData& design, const ObjectId& cableId,
                                  const QString& endName);
};

}  // namespace rackwright

#endif
