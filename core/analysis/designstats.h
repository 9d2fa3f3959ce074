#ifndef RACKWRIGHT_CORE_ANALYSIS_DESIGNSTATS_H
#define RACKWRIGHT_CORE_ANALYSIS_DESIGNSTATS_H

#include "connectivity.h"
#include "core/catalog/rolecounts.h"
#include "core/model/design.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

namespace rackwright {

/// The counts `rackwright info` prints. Logical links, cages, transceivers (modules) and cable
/// assemblies are counted separately: one twin-port cage holds one module serving two logical
/// links, and one splitter cable is one assembly carrying several links.
struct DesignStats {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignStats)

 public:
  int racks = 0;
  int devices = 0;
  RoleCounts devicesByRole;
  int cages = 0;      ///< physical cages on all devices (adapters included)
  int cagesUsed = 0;  ///< cages holding a module or a cable plug
  int modules = 0;
  int cables = 0;
  QMap<QString, int> cablesByKind;  ///< DAC, ACC, LACC, AOC, cord, trunk, splitter …
  int logicalLinks = 0;
  /// Cable assemblies and logical links of one network (Networks::ofCable); a link counts in
  /// the network of its first cable that has one.
  struct NetworkCount {
    QString key;   ///< empty = unassigned
    QString name;  ///< display name (Networks::displayName)
    int cables = 0;
    int links = 0;
    bool operator==(const NetworkCount&) const = default;
  };
  /// The networks in use in report order (built-ins, the design's own, undeclared keys), then
  /// the unassigned ones; networks without cables are left out.
  QVector<NetworkCount> networks;
  /// Objects set aside in the file's quarantine section (kept, not part of the design).
  int quarantined = 0;

  static DesignStats compute(const DesignData& design);
  /// The same with the design's logical links already traced (Connectivity::logicalLinks), for
  /// callers that need them too: tracing them is most of the work.
  static DesignStats compute(const DesignData& design, const QVector<LogicalLink>& links);
  QJsonObject toJson() const;
  QString toText() const;
};

}  // namespace rackwright

#endif
