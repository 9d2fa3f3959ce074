#ifndef RACKWRIGHT_CORE_PLANNER_CLUSTERGENERATOR_H
#define RACKWRIGHT_CORE_PLANNER_CLUSTERGENERATOR_H

// The whole cluster as a design: the compute fabric from the cable-map generator, then the
// storage fabric, in-band and out-of-band management of the cluster plan, with their switches,
// UFM appliances and head nodes in management racks, and every link of those networks with parts
// and lengths from the hall's geometry.

#include "cablemapgenerator.h"
#include "clusterplan.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

namespace rackwright {

/// What was generated for one network beyond the compute fabric.
struct GeneratedNetwork {
  QString network;  ///< Networks key
  int devices = 0;
  int modules = 0;
  int cables = 0;
  QMap<QString, int> linksByGroup;  ///< ClusterLinkGroup keys
  QMap<QString, int> cablesByPart;
  double longestM = 0;
};

struct ClusterGeneratorResult {
  GeneratorResult compute;
  QVector<GeneratedNetwork> networks;  ///< compute extras (UFM), storage, in-band, OOB
  /// The racks as placed: compute nodes' racks, the compute fabric's switch racks (leaves of
  /// each scalable unit among its racks, spines and cores by themselves) and management racks
  /// (storage, in-band and out-of-band switches, UFM appliances, head nodes) and storage racks
  /// (storage appliances). The plan counts
  /// racks as the reference architecture does, every switch in management racks, so its two
  /// numbers need not add up to these four.
  int nodeRacks = 0;
  int fabricRacks = 0;
  int managementRacks = 0;
  int storageRacks = 0;    ///< racks of storage appliances
  int pdus = 0;            ///< zero-U PDUs hung in the ordinary racks
  int consoleServers = 0;  ///< in the racks of the switches whose consoles they serve
  /// The whole design as generated (compute holds the compute fabric's share).
  int racks = 0;
  int devices = 0;
  int modules = 0;
  int cables = 0;
  QStringList notes;

  const GeneratedNetwork* network(const QString& key) const;
  QJsonObject toJson() const;
  QString toText() const;
};

class ClusterGenerator final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ClusterGenerator)

 public:
  /// Replaces the content of `design` with the whole cluster of `plan`. Deterministic: the same
  /// plan and options give byte-identical files. Throws GeneratorError.
  static ClusterGeneratorResult generate(const ClusterPlan& plan, const GeneratorOptions& options,
                                         const Catalog& library, Design& design);
};

}  // namespace rackwright

#endif
