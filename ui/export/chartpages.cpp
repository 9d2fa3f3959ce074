#include "chartpages.h"

#include "core/export/paintkit.h"
#include "core/planner/portbudget.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <memory>

namespace rackwright::ui {

namespace {

QImage record(QChart* chart) {
  QGraphicsScene scene;
  scene.addItem(chart);  // the scene owns and deletes the chart
  chart->setGeometry(0, 0, ChartPagePainter::kChartWidth, ChartPagePainter::kChartHeight);
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->setBackgroundRoundness(0);
  // Sized for print: the chart is scaled down to a third of the page.
  QFont title(QStringLiteral("DejaVu Sans"));
  title.setPixelSize(20);
  title.setBold(true);
  chart->setTitleFont(title);
  QFont text(QStringLiteral("DejaVu Sans"));
  text.setPixelSize(15);
  chart->legend()->setFont(text);
  for (QAbstractAxis* axis : chart->axes()) {
    axis->setLabelsFont(text);
    axis->setTitleFont(text);
  }
  constexpr int k = ChartPagePainter::kOversample;
  QImage image(ChartPagePainter::kChartWidth * k, ChartPagePainter::kChartHeight * k,
               QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::TextAntialiasing);
  scene.render(&painter, QRectF(0, 0, image.width(), image.height()),
               QRectF(0, 0, ChartPagePainter::kChartWidth, ChartPagePainter::kChartHeight));
  painter.end();
  return image;
}

QBarSet* barSet(const QString& name, const QColor& colour) {
  auto* set = new QBarSet(name);
  set->setColor(colour);
  set->setBorderColor(colour.darker(120));
  return set;
}

}  // namespace

ChartPagePainter::ChartPagePainter(const QJsonObject& plan) {
  const QJsonObject over = plan.value(QStringLiteral("oversubscription")).toObject();
  const QString leafRatio =
      over.value(QStringLiteral("leaf")).toObject().value(QStringLiteral("ratio")).toString();
  mCaption = tr("Leaf oversubscription %1 (downlinks : uplinks)").arg(leafRatio);

  // Ports per role.
  {
    auto* chart = new QChart;
    chart->setTitle(tr("Ports per role — %1").arg(mCaption));
    auto* series = new QHorizontalStackedBarSeries;
    QBarSet* down = barSet(tr("Downlinks used"), QColor(0x2b, 0x6c, 0xb0));
    QBarSet* up = barSet(tr("Uplinks used"), QColor(0x3d, 0x8b, 0x5a));
    QBarSet* free = barSet(tr("Free"), QColor(0xc8, 0xcd, 0xd4));
    QStringList roles;
    const QJsonObject ports = plan.value(QStringLiteral("ports")).toObject();
    for (const char* name : {"core", "spine", "leaf"}) {
      const QJsonObject r = ports.value(QLatin1String(name)).toObject();
      if (r.isEmpty() || r.value(QStringLiteral("switches")).toInt() == 0)
        continue;
      roles << QString::fromLatin1(name);
      *down << r.value(QStringLiteral("downlinksUsed")).toInt();
      *up << r.value(QStringLiteral("uplinksUsed")).toInt();
      *free << r.value(QStringLiteral("free")).toInt();
    }
    series->append({down, up, free});
    chart->addSeries(series);
    auto* axisY = new QBarCategoryAxis;
    axisY->append(roles);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto* axisX = new QValueAxis;
    axisX->setTitleText(tr("logical ports"));
    axisX->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    chart->legend()->setAlignment(Qt::AlignBottom);
    mCharts << record(chart);
  }
  // Links and hardware per tier.
  {
    auto* chart = new QChart;
    chart->setTitle(tr("Links and hardware per tier"));
    auto* series = new QBarSeries;
    QBarSet* links = barSet(tr("Logical links"), QColor(0x2b, 0x6c, 0xb0));
    QBarSet* optics = barSet(tr("Transceivers"), QColor(0xe0, 0x8a, 0x00));
    QBarSet* cables = barSet(tr("Cable assemblies"), QColor(0x6d, 0x4f, 0x9e));
    QStringList tiers;
    const QJsonObject details = plan.value(QStringLiteral("tierDetails")).toObject();
    for (const char* key : {"serverLeaf", "leafSpine", "spineCore"}) {
      const QJsonObject t = details.value(QLatin1String(key)).toObject();
      if (t.value(QStringLiteral("logicalLinks")).toInt() == 0)
        continue;
      tiers << PortPlanner::tierTitle(QString::fromLatin1(key));
      *links << t.value(QStringLiteral("logicalLinks")).toInt();
      const QJsonObject tx = t.value(QStringLiteral("transceivers")).toObject();
      *optics << tx.value(QStringLiteral("lower")).toInt() +
                     tx.value(QStringLiteral("upper")).toInt();
      *cables << t.value(QStringLiteral("cableAssemblies")).toInt();
    }
    series->append({links, optics, cables});
    chart->addSeries(series);
    auto* axisX = new QBarCategoryAxis;
    axisX->append(tiers);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    auto* axisY = new QValueAxis;
    axisY->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    chart->legend()->setAlignment(Qt::AlignBottom);
    mCharts << record(chart);
  }
}

QString ChartPagePainter::title() const {
  return tr("Port budget charts");
}

void ChartPagePainter::paint(QPainter& painter, int /*page*/, const PageSetup& setup) const {
  using namespace paintkit;
  const QSizeF size = setup.contentSizeMm();
  drawText(painter, QRectF(0, 0, size.width(), lineHeight(4.6)), title(), 4.6,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
  const double top = lineHeight(4.6) + 4;
  const double slot = (size.height() - top) / qMax(1, int(mCharts.size()));
  for (int i = 0; i < mCharts.size(); ++i) {
    // Fit the chart into its slot, keeping its aspect ratio.
    const double scale = qMin(size.width() / kChartWidth, (slot - 4) / kChartHeight);
    const double x = (size.width() - kChartWidth * scale) / 2;
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(QRectF(x, top + i * slot, kChartWidth * scale, kChartHeight * scale),
                      mCharts[i]);
    painter.restore();
  }
}

}  // namespace rackwright::ui
