#ifndef RACKWRIGHT_CORE_EXPORT_PORTBUDGETCHARTS_H
#define RACKWRIGHT_CORE_EXPORT_PORTBUDGETCHARTS_H

#include "pagepainter.h"

#include <QColor>
#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <QVector>

namespace rackwright {

/// A bar chart as data: categories along one axis, one or more series of values.
struct BarChart {
  struct Series {
    QString name;
    QColor colour;
    QVector<double> values;  ///< one per category
  };
  QString title;
  QString valueTitle;  ///< what the value axis counts ("logical ports")
  QStringList categories;
  QVector<Series> series;
  bool horizontal = false;  ///< categories down the left, values along the bottom
  bool stacked = false;     ///< series stacked in one bar per category, else side by side

  /// The largest bar: the largest value, or the largest stack.
  double maximum() const;
};

/// The port-budget charts of the design review, painted with QPainter from the plan stored with
/// the design: ports per switch role (downlinks, uplinks and free, stacked) and logical links,
/// transceivers and cable assemblies per tier.
///
/// Painted in core rather than with Qt Charts so that the headless command prints them too and
/// every label is text in the PDF: tick numbers and category names are never wrapped, elided
/// or drawn as pixels. The value axes are divided by AxisScale::forMaximum, the rule the
/// planner wizard's charts use.
class PortBudgetChartPainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PortBudgetChartPainter)

 public:
  /// `plan` is PortPlan::toJson() as stored with the design.
  explicit PortBudgetChartPainter(const QJsonObject& plan);

  int pageCount(const PageSetup&) const override { return 1; }
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;

  const QVector<BarChart>& charts() const { return mCharts; }
  const QString& caption() const { return mCaption; }

  /// Paints one chart into `area` (millimetres): title on top, legend at the bottom, the plot
  /// between them.
  static void paintChart(QPainter& painter, const BarChart& chart, const QRectF& area);
  /// A tick or bar value as printed: digits only ("32768", "1.5"), so it reads as one word.
  static QString valueText(double value, int decimals = 0);

 private:
  QVector<BarChart> mCharts;
  QString mCaption;
};

}  // namespace rackwright

#endif
