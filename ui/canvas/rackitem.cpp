#include "rackitem.h"

#include "canvasstyle.h"
#include "overviewitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kMinLodForOutline = 0.02;
// From here on the 8 mm corners of the frame are at least a pixel: rounded and antialiased.
constexpr double kMinLodForRounding = 0.125;
// Hairlines between units closer than this (device pixels) would only grey the elevation.
constexpr double kMinUnitLinePixels = 3;
constexpr double kNameMm = 64;
constexpr double kInfoMm = 30;
constexpr double kCaptionMm = 26;
constexpr double kUnitNumberMm = 18;

}  // namespace

RackItem::RackItem(const Rack& rack, QGraphicsItem* parent) : QGraphicsItem(parent), mRack(rack) {
  setFlag(ItemIsSelectable, false);
  // Devices stay inside the elevations: the scene skips them whenever the rack is out of view.
  setFlag(ItemContainsChildrenInShape);
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

void RackItem::setSystem(RackSystemPtr system) {
  if (system == mSystem)
    return;
  mSystem = std::move(system);
  updateToolTip();
  update();
}

QRectF RackItem::spineRect() const {
  if (!mSystem)
    return {};
  int lowest = 0;
  int highest = 0;
  for (const RackSystemMember& member : mSystem->members) {
    if (member.role != RackSystemRole::ComputeTray &&
        member.role != RackSystemRole::NvlinkSwitchTray)
      continue;
    lowest = lowest == 0 ? member.positionU : qMin(lowest, member.positionU);
    highest = qMax(highest, member.positionU);
  }
  if (lowest == 0 || highest > mRack.heightU)
    return {};
  const double top = (mRack.heightU - highest) * kRackUnitMm;
  const double bottom = (mRack.heightU - lowest + 1) * kRackUnitMm;
  return QRectF(elevationWidth() + kElevationGapMm * 0.25, top, kElevationGapMm * 0.5,
                bottom - top);
}

double RackItem::elevationWidth() const {
  return qMax(kMinElevationWidthMm, mRack.widthMm);
}

QRectF RackItem::unitSpanRect(RackFace face, double positionU, double heightU) const {
  const double x0 =
      (face == RackFace::Front ? 0.0 : rearOffset()) + (elevationWidth() - kMountingWidthMm) / 2.0;
  const double top = (mRack.heightU - (positionU - 1.0) - heightU) * kRackUnitMm;
  return QRectF(x0, top, kMountingWidthMm, heightU * kRackUnitMm);
}

QRectF RackItem::zeroURect(const ZeroUMount::Slot& slot, double lengthMm) const {
  const double x0 = slot.face == RackFace::Front ? 0.0 : rearOffset();
  // The outer half of the space beside the rails: the U numbers keep the inner half.
  const double channel = (elevationWidth() - kMountingWidthMm) / 4.0;
  const double width = channel / qMax(1, slot.count);
  const double x = slot.side == ZeroUMount::Side::Left
                       ? x0 + slot.index * width
                       : x0 + elevationWidth() - (slot.index + 1) * width;
  const double length = lengthMm > 0 ? qMin(lengthMm, mountingHeight()) : mountingHeight();
  return QRectF(x, 0, width, length);
}

ZeroUMount::Side RackItem::channelSideAt(const QPointF& localPos, RackFace face) const {
  const double faceLeft = face == RackFace::Front ? 0.0 : rearOffset();
  return localPos.x() < faceLeft + elevationWidth() / 2 ? ZeroUMount::Side::Left
                                                        : ZeroUMount::Side::Right;
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
  if (localPos.y() < -kFrameMm - kRackUnitMm ||
      localPos.y() > mountingHeight() + kFrameMm + kRackUnitMm)
    return std::nullopt;
  const int fromTop = int(std::floor(localPos.y() / kRackUnitMm));
  return UnitHit{face, mRack.heightU - fromTop};
}

bool RackItem::isOnHeader(const QPointF& localPos) const {
  return localPos.y() < -kFrameMm && boundingRect().contains(localPos);
}

bool RackItem::isOnFrame(const QPointF& localPos) const {
  if (isOnHeader(localPos))
    return true;
  const double width = elevationWidth();
  for (const double x : {0.0, rearOffset()}) {
    const QRectF frame(x, -kFrameMm, width, mountingHeight() + 2 * kFrameMm);
    const QRectF mounting(x + (width - kMountingWidthMm) / 2.0, 0, kMountingWidthMm,
                          mountingHeight());
    if (frame.contains(localPos) && !mounting.contains(localPos))
      return true;
  }
  return false;
}

void RackItem::setRackSelected(bool selected) {
  if (selected == mSelected)
    return;
  mSelected = selected;
  update();
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
  QString tip = tr("Rack %1\n%2 U, %3 × %4 mm")
                    .arg(mRack.name)
                    .arg(mRack.heightU)
                    .arg(mRack.widthMm)
                    .arg(mRack.depthMm);
  if (mSystem) {
    tip += QLatin1Char('\n') + tr("%1: %n GPU(s) in one NVLink domain", nullptr, mSystem->gpus)
                                   .arg(mSystem->displayName());
    tip += QLatin1Char('\n') + mSystem->internalLinks;
  } else if (mRack.isSystem()) {
    tip += QLatin1Char('\n') + tr("Rack-scale system %1, not in this catalog").arg(mRack.systemId);
  }
  setToolTip(tip);
}

void RackItem::paintSpine(QPainter* painter, double lod) const {
  const QRectF spine = spineRect();
  if (spine.isEmpty())
    return;
  // The NVLink cartridges run up the back of the rack between the trays: a bar beside them that
  // reads as part of the rack, not as a cable the user drew.
  painter->setPen(Qt::NoPen);
  painter->setBrush(canvasstyle::spineColour());
  painter->drawRoundedRect(spine, 10, 10);
  if (!canvasstyle::legible(kCaptionMm, lod))
    return;
  painter->save();
  painter->translate(spine.center());
  painter->rotate(-90);
  painter->setPen(canvasstyle::spineTextColour());
  painter->setFont(canvasstyle::font(kCaptionMm, true));
  const QRectF text(-spine.height() / 2, -spine.width() / 2, spine.height(), spine.width());
  painter->drawText(text, Qt::AlignCenter,
                    tr("NVLink spine · %n GPU(s) · fixed", nullptr, mSystem->gpus));
  painter->restore();
}

void RackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  painter->setRenderHint(QPainter::Antialiasing, lod >= kMinLodForRounding);

  if (lod < OverviewItem::kMaxLod) {
    OutlineBatch batch;
    addOutline(batch, QPointF(), lod);
    batch.paint(painter);
    return;
  }
  paintElevation(painter, 0.0, tr("FRONT"), lod);
  paintElevation(painter, rearOffset(), tr("REAR"), lod);
  paintSpine(painter, lod);
  if (mSelected) {
    QPen pen(canvasstyle::selectionColour(), 3);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(boundingRect().adjusted(1, 1, -1, -1));
  }
  if (mInsertionMark != 0) {
    // Inside the bounds, on the edge where the moved rack will go.
    const double x = mInsertionMark < 0 ? 4 : rearOffset() + elevationWidth() - 4;
    painter->setPen(QPen(canvasstyle::selectionColour(), 12));
    painter->drawLine(QPointF(x, -kFrameMm - kHeaderMm), QPointF(x, mountingHeight() + kFrameMm));
  }

  if (!canvasstyle::legible(kNameMm, lod))
    return;
  const double totalWidth = rearOffset() + elevationWidth();
  const QFont nameFont = canvasstyle::font(kNameMm, true);
  const QFont infoFont = canvasstyle::font(kInfoMm);
  painter->setFont(nameFont);
  painter->setPen(canvasstyle::headingColour());
  const QRectF nameRect(0, -(kFrameMm + kHeaderMm), totalWidth, 80);
  painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(nameFont).elidedText(mRack.name, Qt::ElideRight, totalWidth));
  if (!canvasstyle::legible(kInfoMm, lod))
    return;
  QString info = tr("%1 U · %2 × %3 mm").arg(mRack.heightU).arg(mRack.widthMm).arg(mRack.depthMm);
  if (mSystem) {
    // The model without the maker: the header is as wide as the rack's two elevations.
    const QString model = mSystem->model.isEmpty() ? mSystem->id : mSystem->model;
    info = tr("%1 · %n GPU(s)", nullptr, mSystem->gpus).arg(model) +
           (mSystem->liquidCooled ? tr(" · liquid-cooled") : QString()) + QStringLiteral(" · ") +
           info;
  }
  if (mRack.maxPowerW > 0)
    info += tr(" · max %1 kW").arg(mRack.maxPowerW / 1000.0, 0, 'g', 3);
  painter->setFont(infoFont);
  painter->setPen(canvasstyle::subtleTextColour());
  painter->drawText(QRectF(0, nameRect.bottom(), totalWidth, 44), Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(infoFont).elidedText(info, Qt::ElideRight, totalWidth));
}

bool RackItem::outlineShowsMounting(double lod) {
  return lod >= kMinLodForOutline;
}

void RackItem::addOutline(OutlineBatch& batch, const QPointF& offset, double lod) const {
  // Hundreds of racks at "fit all": one rectangle per elevation, and the mounting space once it
  // is a few pixels wide.
  const double width = elevationWidth();
  for (const double x : {0.0, rearOffset()}) {
    batch.fill(QRectF(x, -kFrameMm, width, mountingHeight() + 2 * kFrameMm).translated(offset),
               canvasstyle::frameColour());
    if (outlineShowsMounting(lod)) {
      const double mountX = x + (width - kMountingWidthMm) / 2.0;
      batch.fill(QRectF(mountX, 0, kMountingWidthMm, mountingHeight()).translated(offset),
                 canvasstyle::emptyUnitColour());
    }
  }
  if (mSelected) {
    // A band over the header: far out, a frame line would be thinner than a pixel.
    batch.fill(
        QRectF(0, -(kFrameMm + kHeaderMm), rearOffset() + width, kHeaderMm / 2).translated(offset),
        canvasstyle::selectionColour());
  }
  if (mInsertionMark != 0 && outlineShowsMounting(lod)) {
    const double x = mInsertionMark < 0 ? 4 : rearOffset() + width - 4;
    batch.fill(QRectF(x - 6, -kFrameMm - kHeaderMm, 12, kHeaderMm + mountingHeight() + 2 * kFrameMm)
                   .translated(offset),
               canvasstyle::selectionColour());
  }
}

void RackItem::paintElevation(QPainter* painter, double x, const QString& caption,
                              double lod) const {
  const double width = elevationWidth();
  const double height = mountingHeight();
  const double mountX = x + (width - kMountingWidthMm) / 2.0;

  // Frame: posts and top/bottom bars in one dark body, the mounting space cut out of it. Far out
  // the corners are smaller than a pixel and plain rectangles look the same at a fraction of the
  // cost.
  const QRectF frame(x, -kFrameMm, width, height + 2 * kFrameMm);
  const QRectF mounting(mountX, 0, kMountingWidthMm, height);
  if (lod < kMinLodForRounding) {
    painter->fillRect(frame, canvasstyle::frameColour());
    painter->fillRect(mounting, canvasstyle::emptyUnitColour());
  } else {
    painter->setPen(Qt::NoPen);
    painter->setBrush(canvasstyle::frameColour());
    painter->drawRoundedRect(frame, 8, 8);
    // Empty units: lightly shaded slots with a hairline between units.
    painter->setBrush(canvasstyle::emptyUnitColour());
    painter->drawRect(mounting);
  }
  if (lod * kRackUnitMm > kMinUnitLinePixels) {
    QVector<QLineF> lines;
    lines.reserve(mRack.heightU);
    for (int u = 1; u < mRack.heightU; ++u) {
      const double y = u * kRackUnitMm;
      lines.push_back(QLineF(mountX, y, mountX + kMountingWidthMm, y));
    }
    painter->setPen(QPen(canvasstyle::unitLineColour(), 0));
    painter->drawLines(lines);
  }

  if (!canvasstyle::legible(kCaptionMm, lod))
    return;
  // Caption above the frame.
  painter->setPen(canvasstyle::subtleTextColour());
  painter->setFont(canvasstyle::font(kCaptionMm, true));
  painter->drawText(QRectF(x, -kFrameMm - 50, width, 44), Qt::AlignHCenter | Qt::AlignBottom,
                    caption);

  if (!canvasstyle::legible(kUnitNumberMm, lod))
    return;
  // U numbers on both rails, U1 at the bottom as printed on real rack rails.
  painter->setFont(canvasstyle::font(kUnitNumberMm));
  painter->setPen(canvasstyle::railTextColour());
  const double railWidth = mountX - x;
  for (int u = 1; u <= mRack.heightU; ++u) {
    const double top = (mRack.heightU - u) * kRackUnitMm;
    const QString number = QString::number(u);
    painter->drawText(QRectF(x, top, railWidth - 6, kRackUnitMm), Qt::AlignRight | Qt::AlignVCenter,
                      number);
    painter->drawText(QRectF(mountX + kMountingWidthMm + 6, top, railWidth - 6, kRackUnitMm),
                      Qt::AlignLeft | Qt::AlignVCenter, number);
  }
}

}  // namespace rackwright::ui
