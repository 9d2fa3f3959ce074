#ifndef RACKWRIGHT_UI_EXPORT_CHARTPAGES_H
#define RACKWRIGHT_UI_EXPORT_CHARTPAGES_H

#include "core/export/pagepainter.h"

#include <QCoreApplication>
#include <QImage>
#include <QJsonObject>

namespace rackwright::ui {

/// Port-budget charts (Qt Charts) for the design review: ports per switch role (downlinks,
/// uplinks, free) and links and transceivers per tier, with the oversubscription in the title.
///
/// Charts are widgets, so they are drawn once on the GUI thread when the painter is built, into
/// images at print resolution (about 300 dpi on A4); paint() only draws those images, so the
/// page renders on the export worker like every core page. This is what the widget layer adds
/// through ReviewReport::addExtraPages().
class ChartPagePainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::ChartPagePainter)

 public:
  /// `plan` is PortPlan::toJson() as stored with the design. Call on the GUI thread.
  explicit ChartPagePainter(const QJsonObject& plan);

  int pageCount(const PageSetup&) const override { return 1; }
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;

  static constexpr int kChartWidth = 900;  ///< pixels the charts are laid out at
  static constexpr int kChartHeight = 520;
  static constexpr int kOversample = 3;  ///< image pixels per layout pixel
  int chartCount() const { return int(mCharts.size()); }

 private:
  QVector<QImage> mCharts;
  QString mCaption;
};

}  // namespace rackwright::ui

#endif
