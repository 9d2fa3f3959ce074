#ifndef RACKWRIGHT_UI_CANVAS_RACKITEM_H
#define RACKWRIGHT_UI_CANVAS_RACKITEM_H

#include "core/catalog/racksystem.h"
#include "core/geometry/rackunits.h"
#include "core/geometry/zeroumount.h"
#include "core/model/entities.h"

#include <QCoreApplication>
#include <QGraphicsItem>

#include <optional>

namespace rackwright::ui {

class OutlineBatch;

/// One rack drawn as two elevations side by side, front on the left and rear on the right, with
/// the rack name above and U numbers on the rails (U1 at the bottom). One scene unit is one
/// millimetre. The item only shows a copy of the Rack value; it never changes the model.
///
/// Item coordinates: the front elevation's mounting space starts at (0, 0) and is
/// elevationWidth() × heightU · 44.45 mm; the rear elevation's starts at rearOffset().
class RackItem final : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::RackItem)

 public:
  enum { Type = UserType + 1 };

  static constexpr double kMountingWidthMm = kRackPanelWidthMm;  ///< 19-inch equipment width
  static constexpr double kMinElevationWidthMm = 600;
  static constexpr double kElevationGapMm = 160;
  static constexpr double kFrameMm = 36;    ///< top and bottom frame bars
  static constexpr double kHeaderMm = 190;  ///< rack name, dimensions and Front/Rear captions

  explicit RackItem(const Rack& rack, QGraphicsItem* parent = nullptr);

  void setRack(const Rack& rack);
  const Rack& rack() const { return mRack; }
  /// The rack-scale system the rack is (null for an ordinary rack): its name heads the rack, and
  /// its fixed NVLink spine is drawn between the elevations, beside the trays it joins.
  void setSystem(RackSystemPtr system);
  const RackSystemPtr& system() const { return mSystem; }
  /// Where the spine is drawn (item coordinates); empty without a system or compute trays.
  QRectF spineRect() const;

  double elevationWidth() const;
  double mountingHeight() const { return mRack.heightU * kRackUnitMm; }
  /// x of the rear elevation's left edge.
  double rearOffset() const { return elevationWidth() + kElevationGapMm; }
  /// The rectangle a device occupies: `heightU` units from `positionU` (1-based, bottom) on
  /// `face`, across the 19-inch mounting width.
  QRectF unitSpanRect(RackFace face, double positionU, double heightU) const;
  /// The rectangle a zero-U device hangs in: its share of the outer half of the side channel
  /// between the rails and the rack's side (the U numbers keep the inner half), from the top,
  /// `lengthMm` long (the whole rack when 0 or longer).
  QRectF zeroURect(const ZeroUMount::Slot& slot, double lengthMm) const;
  /// The side channel of `face` nearer to `localPos`: where a zero-U device dropped or dragged
  /// there hangs (the half of the elevation the cursor is over).
  ZeroUMount::Side channelSideAt(const QPointF& localPos, RackFace face) const;

  /// The face and unit (1-based from the bottom; may lie outside 1..heightU near the frame) at
  /// `localPos`, or none when the point is not over either elevation.
  struct UnitHit {
    RackFace face;
    int unit;
  };
  std::optional<UnitHit> unitAt(const QPointF& localPos) const;
  /// Whether `localPos` is on the header (name and captions), where a rack is grabbed to move it.
  bool isOnHeader(const QPointF& localPos) const;

  /// Whether `localPos` is on the header or the frame (posts and bars): where a click selects
  /// the rack itself rather than starting a rubber band in its mounting space.
  bool isOnFrame(const QPointF& localPos) const;
  /// Draws the rack as selected (the scene keeps the rack selection; racks are not selectable
  /// graphics items, so that a rubber band over devices does not pick up their rack).
  void setRackSelected(bool selected);
  bool isRackSelected() const { return mSelected; }

  /// Shows a drop indicator line (for rack reordering) at the left or right edge, or none.
  void setInsertionMark(int side);

  /// What the outline level (far out, plain rectangles) shows at `lod`, offset by `offset`.
  void addOutline(OutlineBatch& batch, const QPointF& offset, double lod) const;
  /// Whether the outline at `lod` shows the mounting space (and the insertion mark): what an
  /// outline gathered at one level of detail has in common with another.
  static bool outlineShowsMounting(double lod);

  int type() const override { return Type; }
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  void paintElevation(QPainter* painter, double x, const QString& caption, double lod) const;
  void paintSpine(QPainter* painter, double lod) const;
  void updateToolTip();

  Rack mRack;
  RackSystemPtr mSystem;
  int mInsertionMark = 0;
  bool mSelected = false;
};

}  // namespace rackwright::ui

#endif
