#ifndef RACKWRIGHT_CORE_EXPORT_ACCEPTANCEPLAN_H
#define RACKWRIGHT_CORE_EXPORT_ACCEPTANCEPLAN_H

#include "core/analysis/connectivity.h"
#include "core/model/designdata.h"
#include "tablepainter.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace rackwright {

/// The figures the commissioning checks are measured against, from the stored plan when the
/// design has one, else derived from the design itself.
struct ExpectedFigures {
  int servers = 0;
  int gpus = 0;
  int gpusPerServer = 0;
  int linkRateGbps = 0;  ///< per compute link (data rate)
  int linksPerGpu = 1;
  int logicalLinks = 0;
  QString source;  ///< where the figures came from (English sentence, translated)
  /// nccl-tests busbw of a large all-reduce / all-to-all over every GPU, bytes per second,
  /// bandwidth term only (0 when unknown).
  double allReduceBusBw = 0;
  double allToAllBusBw = 0;
  /// Per-link payload rate, bits per second.
  double linkDataRate() const { return linkRateGbps * 1e9; }
};

/// Port-budget pages and the layered acceptance checklist of the design review.
class AcceptancePlan final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::AcceptancePlan)

 public:
  /// The plan a planner-generated design stores in its DesignInfo::extra under "plan"
  /// (PortPlan::toJson()); nullopt when the design has none.
  static std::optional<QJsonObject> storedPlan(const DesignData& design);

  static ExpectedFigures expectedFigures(const DesignData& design,
                                         const std::optional<QJsonObject>& plan);
  /// The same with the design's logical links already traced.
  static ExpectedFigures expectedFigures(const DesignData& design,
                                         const std::optional<QJsonObject>& plan,
                                         const QVector<LogicalLink>& links);

  /// Port budget and oversubscription of the stored plan: key figures, ports per role, links
  /// and hardware per tier, assumptions and notes.
  static QVector<TableBlock> planBlocks(const QJsonObject& plan);
  /// Commissioning in layers: local GPU checks, host-memory RDMA, GPU-memory RDMA, NCCL
  /// collectives, the application; each check with how to run it and the expected figure.
  static QVector<TableBlock> checklistBlocks(const ExpectedFigures& figures);

  /// Per-logical-port data rate of a design's compute links (the most common rate of links
  /// with a server end), 0 when no link has a known rate.
  static int designLinkRateGbps(const DesignData& design);
  static int designLinkRateGbps(const DesignData& design, const QVector<LogicalLink>& links);
};

}  // namespace rackwright

#endif
