#include "rowheadingitem.h"

#include "canvasstyle.h"

#include <QBrush>
#include <QPainter>

namespace rackwright::ui {

namespace {

/// Heading text size in scene millimetres, and the plate's margin around it.
constexpr double kTextMm = 84;
constexpr double kMarginMm = 14;

}  // namespace

RowHeadingItem::RowHeadingItem(const QString& text) : QGraphicsSimpleTextItem(text) {
  setFont(canvasstyle::font(kTextMm, true));
  setBrush(canvasstyle::headingColour());
  setZValue(kZ);
  setAcceptedMouseButtons(Qt::NoButton);
}

QRectF RowHeadingItem::plateRect() const {
  return textRect().adjusted(-kMarginMm, -kMarginMm / 2, kMarginMm, kMarginMm / 2);
}

QRectF RowHeadingItem::boundingRect() const {
  return plateRect();
}

QPainterPath RowHeadingItem::shape() const {
  QPainterPath path;
  path.addRect(plateRect());
  return path;
}

void RowHeadingItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                           QWidget* widget) {
  // Nearly opaque: a cable under the heading still shows faintly where it passes, as a cable
  // under a label does on a drawing.
  QColor plate = canvasstyle::sceneBackground();
  plate.setAlphaF(0.9);
  painter->fillRect(plateRect(), plate);
  QGraphicsSimpleTextItem::paint(painter, option, widget);
}

}  // namespace rackwright::ui
