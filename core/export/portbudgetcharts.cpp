#include "portbudgetcharts.h"

#include "axisscale.h"
#include "core/planner/portbudget.h"
#include "paintkit.h"

#include <algorithm>
#include <cmath>

namespace rackwright {

using namespace paintkit;

namespace {

constexpr double kTitleEm = 3.2;
constexpr double kLabelEm = 2.4;
constexpr double kValueEm = 2.0;
constexpr double kLegendMm = 7;

/// Text centred on `x`, in a box wide enough that it is never shortened.
void drawCentred(QPainter& painter, double x, double y, const QString& text, double em,
                 Face face = Face::Regular, const QColor& colour = colours::kInk) {
  const double w = textWidth(text, em, face) + 2;
  drawText(painter, QRectF(x - w / 2, y, w, lineHeight(em)), text, em, Qt::AlignCenter, face,
           colour);
}

/// Text ending at `right`, vertically centred on `y`, never shortened.
void drawRightAligned(QPainter& painter, double right, double y, const QString& text, double em,
                      Face face = Face::Regular) {
  const double w = textWidth(text, em, face) + 2;
  drawText(painter, QRectF(right - w, y - lineHeight(em) / 2, w, lineHeight(em)), text, em,
           Qt::AlignRight | Qt::AlignVCenter, face);
}

/// The largest size up to `em` at which every word of `texts` fits `width`: category names are
/// wrapped at spaces when they must be, but a word is never broken.
double fittingEm(const QStringList& texts, double width, double em) {
  double widest = 0;
  for (const QString& text : texts) {
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
      widest = std::max(widest, textWidth(word, em));
  }
  return widest > width && widest > 0 ? std::max(1.2, em * width / widest) : em;
}

QString tickText(const AxisScale& scale, int i) {
  return PortBudgetChartPainter::valueText(i * scale.step, scale.decimals);
}

void paintLegend(QPainter& painter, const BarChart& chart, const QRectF& area) {
  double total = 0;
  for (const BarChart::Series& s : chart.series)
    total += 4 + textWidth(s.name, kLabelEm) + 6;
  double x = area.left() + std::max(0.0, (area.width() - total) / 2);
  const double y = area.top() + (area.height() - 3) / 2;
  for (const BarChart::Series& s : chart.series) {
    painter.setPen(pen(s.colour.darker(120), 0.15));
    painter.setBrush(s.colour);
    painter.drawRect(QRectF(x, y, 3, 3));
    const double w = textWidth(s.name, kLabelEm) + 2;
    drawText(painter, QRectF(x + 4, y + 1.5 - lineHeight(kLabelEm) / 2, w, lineHeight(kLabelEm)),
             s.name, kLabelEm);
    x += 4 + w + 4;
  }
  painter.setBrush(Qt::NoBrush);
}

void paintHorizontal(QPainter& painter, const BarChart& chart, const QRectF& area,
                     const AxisScale& scale) {
  double labelWidth = 0;
  for (const QString& category : chart.categories)
    labelWidth = std::max(labelWidth, textWidth(category, kLabelEm, Face::Bold));
  const double lastTick = textWidth(tickText(scale, scale.intervals), kLabelEm);
  const double axisBelow = lineHeight(kLabelEm) * 2 + 1;
  const QRectF plot(area.left() + labelWidth + 3, area.top() + 1,
                    area.width() - labelWidth - 3 - lastTick / 2 - 1,
                    area.height() - axisBelow - 1);
  const auto xOf = [&](double v) { return plot.left() + v / scale.top * plot.width(); };
  for (int i = 0; i <= scale.intervals; ++i) {
    const double x = xOf(i * scale.step);
    painter.setPen(pen(i == 0 ? colours::kMuted : colours::kRule, i == 0 ? 0.25 : 0.1));
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    drawCentred(painter, x, plot.bottom() + 0.5, tickText(scale, i), kLabelEm);
  }
  drawCentred(painter, plot.center().x(), plot.bottom() + 0.5 + lineHeight(kLabelEm),
              chart.valueTitle, kLabelEm, Face::Regular, colours::kMuted);
  const int n = std::max(1, int(chart.categories.size()));
  const double band = plot.height() / n;
  const double thickness = std::min(band * 0.6, 14.0);
  for (int c = 0; c < chart.categories.size(); ++c) {
    const double centre = plot.top() + band * (c + 0.5);
    drawRightAligned(painter, plot.left() - 1.5, centre, chart.categories[c], kLabelEm, Face::Bold);
    double from = 0;
    for (const BarChart::Series& s : chart.series) {
      const double v = s.values.value(c);
      if (v <= 0)
        continue;
      const QRectF bar(xOf(from), centre - thickness / 2, xOf(from + v) - xOf(from), thickness);
      painter.setPen(pen(s.colour.darker(120), 0.15));
      painter.setBrush(s.colour);
      painter.drawRect(bar);
      const QString text = PortBudgetChartPainter::valueText(v);
      if (textWidth(text, kValueEm) + 1.5 < bar.width()) {
        drawCentred(painter, bar.center().x(), bar.center().y() - lineHeight(kValueEm) / 2, text,
                    kValueEm, Face::Bold, s.colour.lightness() < 140 ? Qt::white : colours::kInk);
      }
      from += chart.stacked ? v : 0;
    }
  }
  painter.setBrush(Qt::NoBrush);
}

void paintVertical(QPainter& painter, const BarChart& chart, const QRectF& area,
                   const AxisScale& scale) {
  double tickWidth = 0;
  for (int i = 0; i <= scale.intervals; ++i)
    tickWidth = std::max(tickWidth, textWidth(tickText(scale, i), kLabelEm));
  const int n = std::max(1, int(chart.categories.size()));
  const double left = area.left() + tickWidth + 3;
  const double groupWidth = (area.right() - left) / n;
  const double categoryEm = fittingEm(chart.categories, groupWidth * 0.9, kLabelEm);
  int categoryLines = 1;
  for (const QString& category : chart.categories) {
    categoryLines = std::max(
        categoryLines, int(wrapped(category, groupWidth * 0.9, categoryEm, Face::Bold).size()));
  }
  // The value axis title sits above the axis, not rotated beside it.
  const double titleAbove = chart.valueTitle.isEmpty() ? 0 : lineHeight(kLabelEm);
  const double below = lineHeight(categoryEm) * categoryLines + 1;
  const QRectF plot(left, area.top() + titleAbove + lineHeight(kValueEm), area.right() - left,
                    area.height() - titleAbove - lineHeight(kValueEm) - below);
  if (!chart.valueTitle.isEmpty()) {
    drawText(painter, QRectF(area.left(), area.top(), area.width(), titleAbove), chart.valueTitle,
             kLabelEm, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
  }
  const auto yOf = [&](double v) { return plot.bottom() - v / scale.top * plot.height(); };
  for (int i = 0; i <= scale.intervals; ++i) {
    const double y = yOf(i * scale.step);
    painter.setPen(pen(i == 0 ? colours::kMuted : colours::kRule, i == 0 ? 0.25 : 0.1));
    painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    drawRightAligned(painter, plot.left() - 1.5, y, tickText(scale, i), kLabelEm);
  }
  const int bars = chart.stacked ? 1 : std::max(1, int(chart.series.size()));
  const double barWidth = groupWidth * 0.7 / bars;
  for (int c = 0; c < chart.categories.size(); ++c) {
    const double groupLeft = plot.left() + groupWidth * c + groupWidth * 0.15;
    double y = plot.bottom() + 1;
    for (const QString& line :
         wrapped(chart.categories[c], groupWidth * 0.9, categoryEm, Face::Bold)) {
      drawCentred(painter, groupLeft + groupWidth * 0.35, y, line, categoryEm, Face::Bold);
      y += lineHeight(categoryEm);
    }
    double from = 0;
    for (int s = 0; s < chart.series.size(); ++s) {
      const BarChart::Series& series = chart.series[s];
      const double v = series.values.value(c);
      const double x = groupLeft + (chart.stacked ? 0 : s * barWidth);
      const QRectF bar(QPointF(x, yOf(from + v)), QPointF(x + barWidth, yOf(from)));
      painter.setPen(pen(series.colour.darker(120), 0.15));
      painter.setBrush(series.colour);
      painter.drawRect(bar);
      // The value over its bar, in a size that fits the bar's width.
      const QString text = PortBudgetChartPainter::valueText(v);
      const double em = std::min(
          kValueEm, kValueEm * (barWidth - 0.6) / std::max(0.1, textWidth(text, kValueEm)));
      if (em >= 1.2 && !chart.stacked)
        drawCentred(painter, bar.center().x(), bar.top() - lineHeight(em), text, em);
      from += chart.stacked ? v : 0;
    }
  }
  painter.setBrush(Qt::NoBrush);
}

}  // namespace

double BarChart::maximum() const {
  double top = 0;
  for (int c = 0; c < categories.size(); ++c) {
    double stack = 0;
    for (const Series& s : series) {
      const double v = s.values.value(c);
      top = std::max(top, v);
      stack += v;
    }
    if (stacked)
      top = std::max(top, stack);
  }
  return top;
}

QString PortBudgetChartPainter::valueText(double value, int decimals) {
  if (decimals <= 0)
    return QString::number(qint64(std::llround(value)));
  return QString::number(value, 'f', decimals);
}

PortBudgetChartPainter::PortBudgetChartPainter(const QJsonObject& plan) {
  const QJsonObject over = plan.value(QStringLiteral("oversubscription")).toObject();
  const QString leafRatio =
      over.value(QStringLiteral("leaf")).toObject().value(QStringLiteral("ratio")).toString();
  mCaption = tr("Leaf oversubscription %1 (downlinks : uplinks)").arg(leafRatio);

  BarChart ports;
  ports.title = tr("Ports per role (all switches of the role)");
  ports.valueTitle = tr("logical ports");
  ports.horizontal = true;
  ports.stacked = true;
  ports.series = {{tr("Downlinks used"), QColor(0x2b, 0x6c, 0xb0), {}},
                  {tr("Uplinks used"), QColor(0x3d, 0x8b, 0x5a), {}},
                  {tr("Free"), QColor(0xc8, 0xcd, 0xd4), {}}};
  const QJsonObject roles = plan.value(QStringLiteral("ports")).toObject();
  for (const char* name : {"leaf", "spine", "core"}) {
    const QJsonObject r = roles.value(QLatin1String(name)).toObject();
    if (r.isEmpty() || r.value(QStringLiteral("switches")).toInt() == 0)
      continue;
    ports.categories << QString::fromLatin1(name);
    ports.series[0].values << r.value(QStringLiteral("downlinksUsed")).toDouble();
    ports.series[1].values << r.value(QStringLiteral("uplinksUsed")).toDouble();
    ports.series[2].values << r.value(QStringLiteral("free")).toDouble();
  }
  mCharts << ports;

  BarChart tiers;
  tiers.title = tr("Links and hardware per tier");
  tiers.valueTitle = tr("count");
  tiers.series = {{tr("Logical links"), QColor(0x2b, 0x6c, 0xb0), {}},
                  {tr("Transceivers"), QColor(0xe0, 0x8a, 0x00), {}},
                  {tr("Cable assemblies"), QColor(0x6d, 0x4f, 0x9e), {}}};
  const QJsonObject details = plan.value(QStringLiteral("tierDetails")).toObject();
  for (const char* key : {"serverLeaf", "leafSpine", "spineCore"}) {
    const QJsonObject t = details.value(QLatin1String(key)).toObject();
    if (t.value(QStringLiteral("logicalLinks")).toInt() == 0)
      continue;
    tiers.categories << PortPlanner::tierTitle(QString::fromLatin1(key));
    tiers.series[0].values << t.value(QStringLiteral("logicalLinks")).toDouble();
    const QJsonObject tx = t.value(QStringLiteral("transceivers")).toObject();
    tiers.series[1].values << tx.value(QStringLiteral("lower")).toDouble() +
                                  tx.value(QStringLiteral("upper")).toDouble();
    tiers.series[2].values << t.value(QStringLiteral("cableAssemblies")).toDouble();
  }
  mCharts << tiers;
}

QString PortBudgetChartPainter::title() const {
  return tr("Port budget charts");
}

void PortBudgetChartPainter::paintChart(QPainter& painter, const BarChart& chart,
                                        const QRectF& area) {
  double y = area.top();
  for (const QString& line : wrapped(chart.title, area.width(), kTitleEm, Face::Bold)) {
    drawText(painter, QRectF(area.left(), y, area.width(), lineHeight(kTitleEm)), line, kTitleEm,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
    y += lineHeight(kTitleEm);
  }
  y += 2;  // the title never touches the plot
  const QRectF plot(area.left(), y, area.width(), area.bottom() - kLegendMm - y);
  if (chart.categories.isEmpty() || plot.height() < 10) {
    drawText(painter, plot, tr("Nothing to chart"), kLabelEm, Qt::AlignCenter, Face::Regular,
             colours::kMuted);
    return;
  }
  const AxisScale scale = AxisScale::forMaximum(chart.maximum());
  if (chart.horizontal)
    paintHorizontal(painter, chart, plot, scale);
  else
    paintVertical(painter, chart, plot, scale);
  paintLegend(painter, chart,
              QRectF(area.left(), area.bottom() - kLegendMm, area.width(), kLegendMm));
}

void PortBudgetChartPainter::paint(QPainter& painter, int /*page*/, const PageSetup& setup) const {
  const QSizeF size = setup.contentSizeMm();
  drawText(painter, QRectF(0, 0, size.width(), lineHeight(4.6)), title(), 4.6,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
  double top = lineHeight(4.6) + 1;
  drawText(painter, QRectF(0, top, size.width(), lineHeight(2.6)), mCaption, 2.6,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
  top += lineHeight(2.6) + 4;
  const int count = std::max(1, int(mCharts.size()));
  const double slot = (size.height() - top) / count;
  // Keep a chart no taller than about its width allows, so a landscape page does not stretch it.
  const double height = std::min(slot - 6, size.width() * 0.62);
  for (int i = 0; i < mCharts.size(); ++i)
    paintChart(painter, mCharts[i], QRectF(0, top + i * slot, size.width(), height));
}

}  // namespace rackwright
