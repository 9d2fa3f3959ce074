#include "rackitem.h"

#include "canvasstyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace rackwright::ui {

namespace {

// Below this zoom the U numbers would be unreadable smudges.
constexpr double kMinLodForUnitNumbers = 0.12;
constexpr double kMinLodForText = 0.04;
constexpr double kMinLodForOutline = 0.02;

}  // namespace

RackItem::RackItem(const Rack& rack, QGraphicsItem* parent) : QGraphicsItem(parent), mRack(rack) {
  setFlag(ItemIsSelectable, false);
  updateToolTip();
}

void RackItem::setRack(const Rack& rack) {
  if (rack == mRack)
    return;
  prepareGeometryChange();
  mRack = rack;
  updateToolTip();
  update();
}

double RackItem::elevationWidth() const {
  return qMax(kMinElevationWidthMm, mRack.widthMm);
}

QRectF RackItem::unitSpanRect(RackFace face, double positionU, double heightU) const {
  const double x0 =
      (face == RackFace::Front ? 0.0 : rearOffset()) + (elevationWidth() - kMountingWidthMm) / 2.0;
  const double top = (mRack.heightU - (positionU - 1.0) - heightU) * kUnitMm;
  return QRectF(x0, top, kMountingWidthMm, heightU * kUnitMm);
}

std::optional<RackItem::UnitHit> RackItem::unitAt(const QPointF& localPos) const {
  const double width = elevationWidth();
  RackFace face;
  if (localPos.x() >= -2 && localPos.x() <= width + kElevationGapMm / 2) {
    face = RackFace::Front;
  } else if (localPos.x() > width + kElevationGapMm / 2 && localPos.x() <= rearOffset() + width) {
    face = RackFace::Rear;
  } else {
    return std::nullopt;
  }
  if (localPos.y() < -kFrameMm - kUnitMm || localPos.y() > mountingHeight() + kFrameMm + kUnitMm)
    return std::nullopt;
  const int fromTop = int(std::floor(localPos.y() / kUnitMm));
  return UnitHit{face, mRack.heightU - fromTop};
}

bool RackItem::isOnHeader(const QPointF& localPos) const {
  return localPos.y() < -kFrameMm && boundingRect().contains(localPos);
}

void RackItem::setInsertionMark(int side) {
  if (side == mInsertionMark)
    return;
  mInsertionMark = side;
  update();
}

QRectF RackItem::boundingRect() const {
  return QRectF(-2, -(kFrameMm + kHeaderMm), rearOffset() + elevationWidth() + 4,
                kHeaderMm + mountingHeight() + 2 * kFrameMm + 2);
}

void RackItem::updateToolTip() {
  setToolTip(tr("Rack %1\n%2 U, %3 × %4 mm")
                 .arg(mRack.name)
                 .arg(mRack.heightU)
                 .arg(mRack.widthMm)
                 .arg(mRack.depthMm));
}

void RackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  painter->setRenderHint(QPainter::Antialiasing);

  if (lod < kMinLodForOutline) {
    // Hundreds of racks at "fit all": one rectangle per elevation.
    const QRectF front(0, -kFrameMm, elevationWidth(), mountingHeight() + 2 * kFrameMm);
    painter->fillRect(front, canvasstyle::frameColour());
    painter->fillRect(front.translated(rearOffset(), 0), canvasstyle::frameColour());
    return;
  }
  paintElevation(painter, 0.0, tr("FRONT"), lod);
  paintElevation(painter, rearOffset(), tr("REAR"), lod);
  if (mInsertionMark != 0) {
    // Inside the bounds, on the edge where the moved rack will go.
    const double x = mInsertionMark < 0 ? 4 : rearOffset() + elevationWidth() - 4;
    painter->setPen(QPen(canvasstyle::selectionColour(), 12));
    painter->drawLine(QPointF(x, -kFrameMm - kHeaderMm), QPointF(x, mountingHeight() + kFrameMm));
  }

  if (lod < kMinLodForText)
    return;
  const double totalWidth = rearOffset() + elevationWidth();
  const QFont nameFont = canvasstyle::font(64, true);
  const QFont infoFont = canvasstyle::font(30);
  painter->setFont(nameFont);
  painter->setPen(canvasstyle::headingColour());
  const QRectF nameRect(0, -(kFrameMm + kHeaderMm), totalWidth, 80);
  painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(nameFont).elidedText(mRack.name, Qt::ElideRight, totalWidth));
  QString info = tr("%1 U · %2 × %3 mm").arg(mRack.heightU).arg(mRack.widthMm).arg(mRack.depthMm);
  if (mRack.maxPowerW > 0)
    info += tr(" · max %1 kW").arg(mRack.maxPowerW / 1000.0, 0, 'g', 3);
  painter->setFont(infoFont);
  painter->setPen(canvasstyle::subtleTextColour());
  painter->drawText(QRectF(0, nameRect.bottom(), totalWidth, 44), Qt::AlignLeft | Qt::AlignVCenter,
                    info);
}

void RackItem::paintElevation(QPainter* painter, double x, const QString& caption,
                              double lod) const {
  const double width = elevationWidth();
  const double height = mountingHeight();
  const double mountX = x + (width - kMountingWidthMm) / 2.0;

  // Frame: posts and top/bottom bars in one dark body, the mounting space cut out of it.
  painter->setPen(Qt::NoPen);
  painter->setBrush(canvasstyle::frameColour());
  painter->drawRoundedRect(QRectF(x, -kFrameMm, width, height + 2 * kFrameMm), 8, 8);

  // Empty units: lightly shaded slots with a hairline between units.
  painter->setBrush(canvasstyle::emptyUnitColour());
  painter->drawRect(QRectF(mountX, 0, kMountingWidthMm, height));
  if (lod * kUnitMm > 3) {
    painter->setPen(QPen(canvasstyle::unitLineColour(), 0));
    for (int u = 1; u < mRack.heightU; ++u) {
      const double y = u * kUnitMm;
      painter->drawLine(QPointF(mountX, y), QPointF(mountX + kMountingWidthMm, y));
    }
  }

  if (lod < kMinLodForText)
    return;
  // Caption above the frame.
  painter->setPen(canvasstyle::subtleTextColour());
  painter->setFont(canvasstyle::font(26, true));
  painter->drawText(QRectF(x, -kFrameMm - 50, width, 44), Qt::AlignHCenter | Qt::AlignBottom,
                    caption);

  if (lod < kMinLodForUnitNumbers)
    return;
  // U numbers on both rails, U1 at the bottom as printed on real rack rails.
  painter->setFont(canvasstyle::font(18));
  painter->setPen(canvasstyle::railTextColour());
  const double railWidth = mountX - x;
  for (int u = 1; u <= mRack.heightU; ++u) {
    const double top = (mRack.heightU - u) * kUnitMm;
    const QString number = QString::number(u);
    painter->drawText(QRectF(x, top, railWidth - 6, kUnitMm), Qt::AlignRight | Qt::AlignVCenter,
                      number);
    painter->drawText(QRectF(mountX + kMountingWidthMm + 6, top, railWidth - 6, kUnitMm),
                      Qt::AlignLeft | Qt::AlignVCenter, number);
  }
}

}  // namespace rackwright::ui
