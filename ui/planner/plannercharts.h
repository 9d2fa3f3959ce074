#ifndef RACKWRIGHT_UI_PLANNER_PLANNERCHARTS_H
#define RACKWRIGHT_UI_PLANNER_PLANNERCHARTS_H

#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace rackwright::ui {

/// The planner's three charts: ports used and free per switch role, the oversubscription of
/// each switching tier, and the cable assemblies by kind and length (from the generated cable
/// map when there is one, else per tier and media from the plan).
class PlannerCharts final : public QWidget {
  Q_OBJECT

 public:
  explicit PlannerCharts(QWidget* parent = nullptr);

  /// Shows `plan` (none clears the charts), with the cable list of a generated design.
  void setPlan(const std::optional<PortPlan>& plan,
               const std::optional<GeneratorResult>& generated = std::nullopt);

  QChartView* portsChart() const { return mPorts; }
  QChartView* oversubscriptionChart() const { return mOversubscription; }
  QChartView* cablesChart() const { return mCables; }

 private:
  QChartView* mPorts;
  QChartView* mOversubscription;
  QChartView* mCables;
};

}  // namespace rackwright::ui

#endif
