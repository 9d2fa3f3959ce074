#include "plannercharts.h"

#include "core/export/axisscale.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace rackwright::ui {

namespace {

QChartView* makeView(const QString& objectName, QWidget* parent) {
  auto* view = new QChartView(parent);
  view->setObjectName(objectName);
  view->setRenderHint(QPainter::Antialiasing);
  view->setMinimumSize(260, 220);
  return view;
}

QChart* makeChart(const QString& title) {
  auto* chart = new QChart;
  chart->setTitle(title);
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->setMargins(QMargins(4, 4, 4, 4));
  return chart;
}

void attachAxes(QChart* chart, QAbstractSeries* series, const QStringList& categories,
                double maxValue, bool horizontal = false, bool wholeNumbers = true) {
  auto* categoryAxis = new QBarCategoryAxis;
  categoryAxis->append(categories);
  auto* valueAxis = new QValueAxis;
  // Round ticks (0, 20, 40 …): the step and top come from the one axis rule the review's
  // charts use too.
  const AxisScale scale = AxisScale::forMaximum(maxValue, wholeNumbers);
  valueAxis->setRange(0, scale.top);
  valueAxis->setTickType(QValueAxis::TicksFixed);
  valueAxis->setTickCount(scale.intervals + 1);
  valueAxis->setMinorTickCount(0);
  valueAxis->setLabelFormat(scale.labelFormat());
  chart->addAxis(categoryAxis, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
  chart->addAxis(valueAxis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
  series->attachAxis(categoryAxis);
  series->attachAxis(valueAxis);
}

/// QChartView releases a replaced chart without deleting it.
void replaceChart(QChartView* view, QChart* chart) {
  QChart* old = view->chart();
  view->setChart(chart);
  delete old;
}

QString kindOfPart(const QString& partId) {
  const QString upper = partId.toUpper();
  if (upper.startsWith(QStringLiteral("MCP")))
    return PlannerCharts::tr("DAC");
  if (upper.startsWith(QStringLiteral("MCA")))
    return PlannerCharts::tr("ACC");
  if (upper.startsWith(QStringLiteral("MFA")))
    return PlannerCharts::tr("AOC");
  return PlannerCharts::tr("Fiber");
}

}  // namespace

PlannerCharts::PlannerCharts(QWidget* parent)
    : QWidget(parent),
      mPorts(makeView(QStringLiteral("portsChart"), this)),
      mOversubscription(makeView(QStringLiteral("oversubscriptionChart"), this)),
      mCables(makeView(QStringLiteral("cablesChart"), this)) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  // The port and ratio charts name three or four switch roles under their bars ("spine 1:1"):
  // given an equal share of the width, their labels are not cut to "spin…".
  layout->addWidget(mPorts, 1);
  layout->addWidget(mOversubscription, 1);
  layout->addWidget(mCables, 1);
  setPlan(std::nullopt);
}

void PlannerCharts::setPlan(const std::optional<PortPlan>& plan,
                            const std::optional<GeneratorResult>& generated) {
  // Ports used and free per role.
  QChart* ports = makeChart(tr("Ports per switch role"));
  if (plan) {
    auto* used = new QBarSet(tr("Used"));
    auto* free = new QBarSet(tr("Free"));
    used->setColor(QColor(0x2f, 0x6d, 0xb5));
    free->setColor(QColor(0xc3, 0xc9, 0xd2));
    QStringList roles;
    double most = 0;
    for (const RoleBudget& role : plan->roles) {
      if (role.switches == 0)
        continue;
      roles << QStringLiteral("%1 ×%2").arg(role.role).arg(role.switches);
      *used << role.used();
      *free << role.free();
      most = qMax(most, double(role.used() + role.free()));
    }
    auto* series = new QStackedBarSeries;
    series->append(used);
    series->append(free);
    ports->addSeries(series);
    attachAxes(ports, series, roles, most);
  }
  replaceChart(mPorts, ports);

  // Oversubscription (down:up) of the switching tiers.
  QChart* ratios = makeChart(tr("Oversubscription (down : up)"));
  if (plan) {
    auto* set = new QBarSet(tr("Ratio"));
    set->setColor(QColor(0xef, 0x8f, 0x00));
    QStringList tiers;
    tiers << tr("leaf %1").arg(plan->leafOversubscription.toString());
    *set << plan->leafOversubscription.value();
    double most = plan->leafOversubscription.value();
    if (plan->inputs.tiers >= 3) {
      tiers << tr("spine %1").arg(plan->spineOversubscription.toString());
      *set << plan->spineOversubscription.value();
      most = qMax(most, plan->spineOversubscription.value());
    }
    auto* series = new QBarSeries;
    series->append(set);
    ratios->addSeries(series);
    attachAxes(ratios, series, tiers, qMax(1.0, most), false, false);
    ratios->legend()->hide();
  }
  replaceChart(mOversubscription, ratios);

  // Cable assemblies by kind and length.
  QChart* cables = makeChart(generated ? tr("Cable assemblies by part and length")
                                       : tr("Cable assemblies per tier and media"));
  if (generated) {
    QMap<QString, QMap<QString, int>> byKind;  // kind → part (with length) → count
    for (const GeneratedTier& tier : generated->tiers) {
      for (auto it = tier.cablesByPart.constBegin(); it != tier.cablesByPart.constEnd(); ++it)
        byKind[kindOfPart(it.key())][it.key()] += it.value();
    }
    QStringList categories;
    for (const auto& parts : std::as_const(byKind))
      categories << parts.keys();
    auto* series = new QHorizontalStackedBarSeries;
    double most = 0;
    for (auto kind = byKind.constBegin(); kind != byKind.constEnd(); ++kind) {
      auto* set = new QBarSet(kind.key());
      for (const QString& part : std::as_const(categories)) {
        const int count = kind->value(part);
        *set << count;
        most = qMax(most, double(count));
      }
      series->append(set);
    }
    cables->addSeries(series);
    attachAxes(cables, series, categories, most, true);
  } else if (plan) {
    auto* dac = new QBarSet(tr("DAC"));
    auto* fiber = new QBarSet(tr("Fiber"));
    QStringList tiers;
    double most = 0;
    for (const TierBudget& tier : plan->tiers) {
      if (tier.logicalLinks == 0)
        continue;
      tiers << PortPlanner::tierTitle(tier.key);
      *dac << (tier.media == PlanMedia::Dac ? tier.cableAssemblies : 0);
      *fiber << (tier.media == PlanMedia::Dac ? 0 : tier.cableAssemblies);
      most = qMax(most, double(tier.cableAssemblies));
    }
    auto* series = new QStackedBarSeries;
    series->append(dac);
    series->append(fiber);
    cables->addSeries(series);
    attachAxes(cables, series, tiers, most);
  }
  replaceChart(mCables, cables);
}

}  // namespace rackwright::ui
