#ifndef RACKWRIGHT_UI_CANVAS_ROWHEADINGITEM_H
#define RACKWRIGHT_UI_CANVAS_ROWHEADINGITEM_H

#include <QGraphicsSimpleTextItem>

namespace rackwright::ui {

/// A row's heading ("Row 01 · Hall 1 · Site") on the canvas. Cables between rows are routed
/// across the band the heading sits in, and they are drawn over the racks; the heading is drawn
/// over the cables, on a plate of the canvas background, so that it stays readable. It takes no
/// clicks: a click on it reaches the cable or rack below.
class RowHeadingItem final : public QGraphicsSimpleTextItem {
 public:
  /// Above the cable layer (CableLayerItem's 10).
  static constexpr double kZ = 11;

  explicit RowHeadingItem(const QString& text);

  QRectF boundingRect() const override;
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  /// The plate behind the text, in item coordinates.
  QRectF plateRect() const;
  /// The text alone, in item coordinates: what the row layout measures (the plate's margin
  /// reaches into the gap around the row).
  QRectF textRect() const { return QGraphicsSimpleTextItem::boundingRect(); }
};

}  // namespace rackwright::ui

#endif
