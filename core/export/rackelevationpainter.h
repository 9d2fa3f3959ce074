#ifndef RACKWRIGHT_CORE_EXPORT_RACKELEVATIONPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_RACKELEVATIONPAINTER_H

#include "core/validation/validator.h"
#include "exportindex.h"
#include "pagepainter.h"

#include <QCoreApplication>
#include <QHash>

#include <memory>
#include <optional>

namespace rackwright {

struct ElevationOptions {
  QVector<ObjectId> racks;  ///< empty = every rack, in installation order
  bool front = true;
  bool rear = true;
  /// Draw at a standard engineering scale (1:10, 1:15 …, the largest that fits) instead of
  /// filling the page; the scale is printed in each rack's header.
  bool trueScale = false;
  int racksPerPage = 0;  ///< rack faces per page; 0 = as many as fit
};

/// Front and rear rack elevations: U numbers on both rails, devices with name and model at
/// their position, empty U shaded, devices mounted on the other face shown hatched, optional
/// validation markers (worst severity and count per device), and a legend on every page.
class RackElevationPainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RackElevationPainter)

 public:
  /// `findings`: when given, devices with unwaived findings get a marker.
  RackElevationPainter(std::shared_ptr<const ExportIndex> index, ElevationOptions options,
                       std::optional<ValidationResult> findings = std::nullopt);

  int pageCount(const PageSetup& setup) const override;
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;
  QString pageTitle(int page, const PageSetup& setup) const override;

  struct Panel {
    ObjectId rack;
    RackFace face;
  };
  const QVector<Panel>& panels() const { return mPanels; }
  /// Rack faces on one page for this setup.
  int panelsPerPage(const PageSetup& setup) const;
  /// The scale denominator chosen for true-scale drawings (10 for 1:10); 0 when not true scale.
  int scaleDenominator(const PageSetup& setup) const;

  static QColor roleColour(DeviceRole role);

 private:
  struct Marker {
    Severity worst = Severity::Info;
    int count = 0;
  };
  void paintPanel(QPainter& painter, const Panel& panel, const QRectF& area, double uMm,
                  int scale) const;
  /// The rack's zero-U devices on `face`: upright bars in the side channels (ZeroUMount).
  void paintZeroU(QPainter& painter, const Rack& rack, RackFace face, const QRectF& area,
                  const QRectF& rackBody, double uMm) const;
  void paintLegend(QPainter& painter, const QRectF& area, const QVector<DeviceRole>& roles) const;
  double availableRackHeight(const PageSetup& setup) const;
  int maxHeightU() const;

  std::shared_ptr<const ExportIndex> mIndex;
  ElevationOptions mOptions;
  QVector<Panel> mPanels;
  QHash<ObjectId, Marker> mMarkers;  ///< device id → worst unwaived finding
  bool mHasFindings = false;
};

}  // namespace rackwright

#endif
