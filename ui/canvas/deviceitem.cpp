#include "deviceitem.h"

#include "canvasstyle.h"
#include "overviewitem.h"
#include "rackitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace rackwright::ui {

namespace {

constexpr double kMinLodForPortLabels = 1.2;
constexpr double kCornerMm = 4;
constexpr double kPaddingMm = 14;
constexpr double kBadgeMm = 30;
// A marker badge smaller than this (device pixels) is replaced by a frame in the marker colour.
constexpr double kMinBadgePixels = 6;
// At the flat level, boxes at least this high (device pixels) get a one-pixel edge, which keeps
// stacked devices apart; on smaller ones it would be all there is to see.
constexpr double kMinEdgePixels = 6;

/// `box` filled with `fill` inside an edge one device pixel wide in `edge` (either may be
/// translucent), from rectangle fills only: a thousand devices in view would spend most of a
/// frame switching pens for a stroked frame.
void fillWithEdge(QPainter* painter, const QRectF& box, const QColor& fill, const QColor& edge,
                  double lod) {
  const double px = 1.0 / lod;
  painter->fillRect(box.adjusted(px, px, -px, -px), fill);
  painter->fillRect(QRectF(box.left(), box.top(), box.width(), px), edge);
  painter->fillRect(QRectF(box.left(), box.bottom() - px, box.width(), px), edge);
  painter->fillRect(QRectF(box.left(), box.top() + px, px, box.height() - 2 * px), edge);
  painter->fillRect(QRectF(box.right() - px, box.top() + px, px, box.height() - 2 * px), edge);
}

/// A frame one or two device pixels wide whatever the zoom: selection and finding markers at the
/// flat levels, where a frame in millimetres would be thinner than a pixel.
void drawCosmeticFrame(QPainter* painter, const QRectF& box, const QColor& colour) {
  QPen pen(colour, 2);
  pen.setCosmetic(true);
  painter->setPen(pen);
  painter->setBrush(Qt::NoBrush);
  painter->drawRect(box);
}

}  // namespace

DeviceItem::DeviceItem(const Device& device, PartPtr part, QGraphicsItem* parent)
    : QGraphicsItem(parent), mDevice(device), mPart(std::move(part)) {
  setFlag(ItemIsSelectable);
  setZValue(1);
  rebuildShapes();
  updateToolTip();
}

DeviceItem::~DeviceItem() = default;

void DeviceItem::setDevice(const Device& device, PartPtr part) {
  const bool partChanged = part != mPart;
  mDevice = device;
  mPart = std::move(part);
  if (partChanged)
    rebuildShapes();
  updateToolTip();
  update();
}

void DeviceItem::rebuildShapes() {
  mShapes = mPart ? PanelGeometry::ports(*mPart) : QVector<PortShape>();
  // Routing asks for the port of every cable end: a lookup instead of a scan of 64 cage names.
  mShapeIndex.clear();
  for (int i = 0; i < mShapes.size(); ++i) {
    if (!mShapeIndex.contains(mShapes.at(i).name))
      mShapeIndex.insert(mShapes.at(i).name, i);
  }
  for (auto it = mModules.constBegin(); it != mModules.constEnd(); ++it)
    mModuleSlots[it->moduleId].shape = mShapeIndex.value(it.key(), -1);
}

void DeviceItem::setGeometry(const QRectF& rect, const std::optional<QRectF>& ghostRect) {
  const bool blocking = mPart && mPart->device() && mPart->device()->fullDepth;
  const QPointF ghostOffset = ghostRect ? ghostRect->topLeft() - rect.topLeft() : QPointF();
  if (rect.size() != mSize || bool(ghostRect) != mHasGhost || ghostOffset != mGhostOffset) {
    prepareGeometryChange();
    mSize = rect.size();
    mHasGhost = bool(ghostRect);
    mGhostOffset = ghostOffset;
    updateBounds();
  }
  mGhostBlocking = blocking;
  setPos(rect.topLeft());
}

void DeviceItem::updateBounds() {
  mBounds = QRectF(QPointF(), mSize).adjusted(-4, -4, 4, 4);
  if (mHasGhost)
    mBounds |= QRectF(mGhostOffset, mSize).adjusted(-2, -2, 2, 2);
}

QPainterPath DeviceItem::shape() const {
  // The box and the ghost, not the elevation gap and rack posts between them.
  QPainterPath path;
  path.setFillRule(Qt::WindingFill);
  path.addRect(QRectF(QPointF(), mSize).adjusted(-4, -4, 4, 4));
  if (mHasGhost)
    path.addRect(QRectF(mGhostOffset, mSize).adjusted(-2, -2, 2, 2));
  return path;
}

void DeviceItem::setModules(const QHash<QString, PlugView>& modules) {
  if (modules.size() == mModules.size()) {
    bool same = true;
    for (auto it = modules.constBegin(); it != modules.constEnd() && same; ++it) {
      const auto found = mModules.constFind(it.key());
      same = found != mModules.constEnd() && found->moduleId == it->moduleId &&
             found->part == it->part;
    }
    if (same)
      return;
  }
  mModules = modules;
  mModuleSlots.clear();
  for (auto it = mModules.constBegin(); it != mModules.constEnd(); ++it)
    mModuleSlots.insert(it->moduleId, ModuleSlot{int(mShapeIndex.value(it.key(), -1)), it->part});
  update();
}

void DeviceItem::setPluggedCages(const QSet<QString>& cages) {
  if (cages == mPluggedCages)
    return;
  mPluggedCages = cages;
  update();
}

void DeviceItem::setMarks(const DeviceMarks& marks) {
  if (marks == mMarks)
    return;
  mMarks = marks;
  updateToolTip();
  update();
}

void DeviceItem::setZeroUSlotText(const QString& text) {
  if (text == mZeroUSlotText)
    return;
  mZeroUSlotText = text;
  updateToolTip();
}

QString DeviceItem::nameText() const {
  return mDevice.name.isEmpty() ? tr("(unnamed)") : mDevice.name;
}

QString DeviceItem::modelText() const {
  if (!mPart)
    return tr("unknown part %1").arg(mDevice.typeId);
  return mPart->model.isEmpty() ? mPart->id : mPart->model;
}

QColor DeviceItem::fillColour() const {
  return canvasstyle::partColour(mPart.get());
}

double DeviceItem::unitHeight() const {
  return mPart && mPart->device() && mPart->device()->uHeight > 0 ? mPart->device()->uHeight : 1.0;
}

void DeviceItem::updateToolTip() {
  QStringList lines;
  lines << QStringLiteral("<b>%1</b>").arg(nameText().toHtmlEscaped());
  if (mPart) {
    lines << QStringLiteral("%1 %2").arg(mPart->manufacturer, modelText()).toHtmlEscaped();
    if (mPart->device())
      lines << tr("Role: %1").arg(toString(mPart->device()->role));
    if (mPart->isUnconfirmed())
      lines << tr("Catalog data UNCONFIRMED: %1")
                   .arg(QStringList(mPart->unconfirmed.keys()).join(QStringLiteral(", ")))
                   .toHtmlEscaped();
  } else {
    lines << tr("Part \"%1\" is not in the catalog.").arg(mDevice.typeId).toHtmlEscaped();
  }
  if (!mZeroUSlotText.isEmpty()) {
    lines << tr("Zero-U: %1").arg(mZeroUSlotText);
  } else {
    const double top = mDevice.positionU + unitHeight() - 1;
    const QString span = unitHeight() > 1 ? tr("U%1–U%2").arg(mDevice.positionU).arg(top)
                                          : tr("U%1").arg(mDevice.positionU);
    lines << (mDevice.face == RackFace::Front ? tr("%1, front").arg(span)
                                              : tr("%1, rear").arg(span));
  }
  const int shown = qMin(int(mMarks.messages.size()), 6);
  for (int i = 0; i < shown; ++i)
    lines << QStringLiteral("⚠ %1").arg(mMarks.messages.at(i).toHtmlEscaped());
  if (mMarks.messages.size() > shown)
    lines << tr("… and %1 more findings").arg(mMarks.messages.size() - shown);
  setToolTip(lines.join(QStringLiteral("<br>")));
}

std::optional<QRectF> DeviceItem::localFaceRect(RackFace rackFace) const {
  if (rackFace == mDevice.face)
    return QRectF(QPointF(), mSize);
  if (mHasGhost)
    return QRectF(mGhostOffset, mSize);
  return std::nullopt;
}

std::optional<QRectF> DeviceItem::faceSceneRect(RackFace rackFace) const {
  const auto local = localFaceRect(rackFace);
  if (!local)
    return std::nullopt;
  return mapRectToScene(*local);
}

QRectF DeviceItem::portRect(const PortShape& shape, const QRectF& box) const {
  const QSizeF panel = mPart ? PanelGeometry::panelSize(*mPart) : QSizeF();
  const double sx = panel.width() > 0 ? box.width() / panel.width() : 1.0;
  const double sy = panel.height() > 0 ? box.height() / panel.height() : 1.0;
  return QRectF(box.left() + shape.rectMm.left() * sx, box.top() + shape.rectMm.top() * sy,
                shape.rectMm.width() * sx, shape.rectMm.height() * sy);
}

namespace {

/// Optical ports of the module in a cage, or none.
int opticalPortCount(const PlugView* plug) {
  return plug && plug->part && plug->part->transceiver()
             ? int(plug->part->transceiver()->opticalPorts.size())
             : 0;
}

QRectF shareOf(const QRectF& cage, int index, int count) {
  const double w = cage.width() / count;
  return QRectF(cage.left() + index * w, cage.top(), w, cage.height());
}

}  // namespace

std::optional<PortHit> DeviceItem::portAt(const QPointF& scenePos) const {
  const QPointF local = mapFromScene(scenePos);
  for (const RackFace rackFace : {RackFace::Front, RackFace::Rear}) {
    const auto box = localFaceRect(rackFace);
    if (!box || !box->contains(local))
      continue;
    for (const PortShape& shape : mShapes) {
      if (PanelGeometry::rackFaceOf(shape.face, mDevice.face) != rackFace)
        continue;
      const QRectF rect = portRect(shape, *box);
      // A little slack around small openings makes them easier to hit.
      if (!rect.adjusted(-2, -2, 2, 2).contains(local))
        continue;
      PortHit hit;
      hit.deviceId = mDevice.id;
      if (shape.kind == Attachment::Kind::PanelPort) {
        hit.attachment = Attachment{Attachment::Kind::PanelPort, mDevice.id, shape.name};
        hit.label = QStringLiteral("%1:%2").arg(nameText(), shape.name);
        hit.sceneRect = mapRectToScene(rect);
        return hit;
      }
      hit.cage = shape.name;
      const auto plug = mModules.constFind(shape.name);
      const PlugView* view = plug == mModules.constEnd() ? nullptr : &plug.value();
      const int count = opticalPortCount(view);
      if (count > 0) {
        const int index =
            qBound(0, int((local.x() - rect.left()) / (rect.width() / count)), count - 1);
        const QString port = view->part->transceiver()->opticalPorts.at(index).name;
        hit.attachment = Attachment{Attachment::Kind::ModulePort, view->moduleId, port};
        hit.label = count > 1 ? tr("%1:%2 port %3").arg(nameText(), shape.name, port)
                              : QStringLiteral("%1:%2").arg(nameText(), shape.name);
        hit.sceneRect = mapRectToScene(shareOf(rect, index, count));
      } else {
        hit.attachment = Attachment{Attachment::Kind::Cage, mDevice.id, shape.name};
        hit.label = QStringLiteral("%1:%2").arg(nameText(), shape.name);
        hit.sceneRect = mapRectToScene(rect);
      }
      return hit;
    }
  }
  return std::nullopt;
}

std::optional<QRectF> DeviceItem::portSceneRect(const Attachment& attachment) const {
  int shapeIndex = -1;
  int share = -1;
  int shares = 1;
  if (attachment.kind == Attachment::Kind::ModulePort) {
    const auto slot = mModuleSlots.constFind(attachment.objectId);
    if (slot == mModuleSlots.constEnd())
      return std::nullopt;
    shapeIndex = slot->shape;
    if (slot->part && slot->part->transceiver()) {
      const auto& ports = slot->part->transceiver()->opticalPorts;
      shares = qMax(1, int(ports.size()));
      for (int i = 0; i < ports.size(); ++i) {
        if (ports.at(i).name == attachment.port)
          share = i;
      }
    }
  } else {
    shapeIndex = mShapeIndex.value(attachment.port, -1);
  }
  if (shapeIndex < 0)
    return std::nullopt;
  const PortShape& shape = mShapes.at(shapeIndex);
  const auto box = localFaceRect(PanelGeometry::rackFaceOf(shape.face, mDevice.face));
  if (!box)
    return std::nullopt;
  QRectF rect = portRect(shape, *box);
  if (share >= 0)
    rect = shareOf(rect, share, shares);
  return mapRectToScene(rect);
}

void DeviceItem::paintPorts(QPainter* painter, RackFace rackFace, const QRectF& box,
                            double lod) const {
  const bool labels = lod >= kMinLodForPortLabels;
  const QFont labelFont = canvasstyle::font(4.5);
  for (const PortShape& shape : mShapes) {
    if (PanelGeometry::rackFaceOf(shape.face, mDevice.face) != rackFace)
      continue;
    const QRectF rect = portRect(shape, box);
    const auto plug = mModules.constFind(shape.name);
    const bool hasModule = shape.kind == Attachment::Kind::Cage && plug != mModules.constEnd();
    const bool hasPlug = mPluggedCages.contains(shape.name);
    QColor body(0x1b, 0x1f, 0x24);
    if (hasModule) {
      const bool finned = plug->part && plug->part->transceiver() &&
                          plug->part->transceiver()->topStyle == TopStyle::Finned;
      body = finned ? QColor(0x9e, 0xa7, 0xb3) : QColor(0xc9, 0xcf, 0xd6);
    } else if (hasPlug) {
      body = QColor(0x8d, 0x6e, 0x4a);
    }
    painter->setPen(QPen(QColor(0x0c, 0x0e, 0x11), 0.6));
    painter->setBrush(body);
    painter->drawRect(rect);
    if (hasModule) {
      // Receptacles of the optical ports, left to right.
      const int count = opticalPortCount(&plug.value());
      painter->setBrush(QColor(0x2c, 0x5d, 0x8a));
      painter->setPen(Qt::NoPen);
      for (int i = 0; i < count; ++i) {
        const QRectF share = shareOf(rect, i, count);
        painter->drawRect(share.adjusted(share.width() * 0.25, share.height() * 0.3,
                                         -share.width() * 0.25, -share.height() * 0.3));
      }
    }
    const auto mark = mMarks.cages.constFind(shape.name);
    if (mark != mMarks.cages.constEnd()) {
      painter->setBrush(Qt::NoBrush);
      painter->setPen(QPen(canvasstyle::severityColour(*mark), 1.6));
      painter->drawRect(rect.adjusted(-1.2, -1.2, 1.2, 1.2));
    }
    if (labels) {
      painter->setFont(labelFont);
      painter->setPen(canvasstyle::textOn(fillColour()));
      painter->drawText(QRectF(rect.left() - 4, rect.bottom(), rect.width() + 8, 5.5),
                        Qt::AlignHCenter | Qt::AlignTop, shape.name);
    }
  }
}

void DeviceItem::addOutline(OutlineBatch& batch, const QPointF& offset) const {
  const QColor fill = fillColour();
  if (mHasGhost) {
    QColor ghost = fill;
    ghost.setAlpha(mGhostBlocking ? 60 : 25);
    batch.fill(QRectF(mGhostOffset, mSize).adjusted(1.5, 1.5, -1.5, -1.5).translated(offset),
               ghost);
  }
  const QRectF box = QRectF(QPointF(), mSize).adjusted(1, 1, -1, -1).translated(offset);
  batch.fill(box, fill);
  // A frame that stays visible however far out the view is.
  if (isSelected()) {
    batch.frame(box, canvasstyle::selectionColour());
  } else if (mMarks.worst) {
    batch.frame(box, canvasstyle::severityColour(*mMarks.worst));
  }
}

void DeviceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  if (lod < kMinLodForShading) {
    OutlineBatch batch;
    addOutline(batch, QPointF());
    batch.paint(painter);
    return;
  }
  if (mHasGhost)
    paintGhost(painter, QRectF(mGhostOffset, mSize).adjusted(1.5, 1.5, -1.5, -1.5), lod);
  paintBox(painter, QRectF(QPointF(), mSize).adjusted(1, 1, -1, -1), lod);
}

void DeviceItem::paintGhost(QPainter* painter, const QRectF& box, double lod) const {
  QColor fill = fillColour();
  fill.setAlpha(mGhostBlocking ? 60 : 25);
  QColor edge = fillColour();
  edge.setAlpha(170);
  if (lod < kMinLodForRounding) {
    // Dashes and dots are invisible this far out and costly to stroke; a solid hairline edge.
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (box.height() * lod >= kMinEdgePixels) {
      fillWithEdge(painter, box, fill, edge, lod);
    } else {
      painter->fillRect(box, fill);
    }
  } else {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(fill);
    painter->setPen(QPen(edge, 2.5, mGhostBlocking ? Qt::DashLine : Qt::DotLine));
    painter->drawRoundedRect(box, kCornerMm, kCornerMm);
  }
  const RackFace other = mDevice.face == RackFace::Front ? RackFace::Rear : RackFace::Front;
  if (lod >= kMinLodForPorts && !mShapes.isEmpty()) {
    paintPorts(painter, other, box, lod);
    return;
  }
  const double size = qMin(17.0, mSize.height() * 0.4);
  if (!canvasstyle::legible(size, lod))
    return;
  painter->setPen(canvasstyle::subtleTextColour());
  const QFont font = canvasstyle::font(size);
  painter->setFont(font);
  const QRectF textRect = box.adjusted(kPaddingMm, 0, -kPaddingMm, 0);
  painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(font).elidedText(nameText(), Qt::ElideRight, textRect.width()));
}

void DeviceItem::paintBox(QPainter* painter, const QRectF& box, double lod) const {
  const QColor fill = fillColour();
  const bool selected = isSelected();
  const std::optional<QColor> marker =
      mMarks.worst ? std::optional(canvasstyle::severityColour(*mMarks.worst)) : std::nullopt;

  if (lod < kMinLodForRounding) {
    // Flat level: one filled rectangle, and a frame of a pixel or two when the device is
    // selected, or has a finding and the badge would be too small to see.
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (box.height() * lod >= kMinEdgePixels) {
      fillWithEdge(painter, box, fill, fill.darker(135), lod);
    } else {
      painter->fillRect(box, fill);
    }
    const bool badge = kBadgeMm * lod >= kMinBadgePixels;
    if (selected) {
      drawCosmeticFrame(painter, box, canvasstyle::selectionColour());
    } else if (marker && !badge) {
      drawCosmeticFrame(painter, box, *marker);
    }
    if (marker && badge)
      paintBadge(painter, box, lod);
    paintText(painter, box, lod, false);
    return;
  }

  painter->setRenderHint(QPainter::Antialiasing);
  painter->setPen(QPen(fill.darker(135), 2));
  painter->setBrush(fill);
  painter->drawRoundedRect(box, kCornerMm, kCornerMm);
  // A lighter bezel line along the top edge gives the faceplate some depth.
  painter->setPen(QPen(fill.lighter(125), 2));
  painter->drawLine(box.topLeft() + QPointF(kCornerMm, 2), box.topRight() + QPointF(-kCornerMm, 2));

  const bool ports = lod >= kMinLodForPorts && !mShapes.isEmpty();
  if (ports)
    paintPorts(painter, mDevice.face, box, lod);

  if (selected) {
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(canvasstyle::selectionColour(), 6));
    painter->drawRoundedRect(box.adjusted(-1, -1, 1, 1), kCornerMm, kCornerMm);
  }
  if (marker)
    paintBadge(painter, box, lod);
  paintText(painter, box, lod, ports);
}

void DeviceItem::paintBadge(QPainter* painter, const QRectF& box, double lod) const {
  const double size = qMin(kBadgeMm, box.height() * 0.7);
  const QRectF badge(box.right() - size - 4,
                     box.top() + (qMin(box.height(), kRackUnitMm) - size) / 2, size, size);
  painter->setRenderHint(QPainter::Antialiasing);
  painter->setPen(QPen(Qt::white, 2));
  painter->setBrush(canvasstyle::severityColour(*mMarks.worst));
  painter->drawEllipse(badge);
  if (canvasstyle::legible(size * 0.75, lod)) {
    painter->setFont(canvasstyle::font(size * 0.75, true));
    painter->drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
  }
}

void DeviceItem::paintText(QPainter* painter, const QRectF& box, double lod, bool ports) const {
  const QColor fill = fillColour();
  const QColor text = canvasstyle::textOn(fill);
  if (box.height() > 4 * box.width()) {
    // Upright (a zero-U PDU in its side channel): the name runs up the body, below its ports.
    const double size = qMin(22.0, box.width() * 0.55);
    if (!canvasstyle::legible(size, lod))
      return;
    const QRectF along(box.left(), box.top() + box.width() * 2, box.width(),
                       box.height() - box.width() * 2.5);
    painter->save();
    painter->translate(along.center());
    painter->rotate(-90);
    const QFont font = canvasstyle::font(size, true);
    painter->setFont(font);
    painter->setPen(text);
    const QRectF rotated(-along.height() / 2, -along.width() / 2, along.height(), along.width());
    painter->drawText(rotated, Qt::AlignCenter,
                      QFontMetricsF(font).elidedText(nameText(), Qt::ElideRight, rotated.width()));
    painter->restore();
    return;
  }
  if (ports) {
    // With ports shown, the name sits in the top-left corner so it does not cover the cages.
    if (!canvasstyle::legible(9, lod))
      return;
    painter->setFont(canvasstyle::font(9, true));
    painter->setPen(text);
    painter->drawText(QRectF(box.left() + 3, box.top() + 2, 120, 11), Qt::AlignLeft | Qt::AlignTop,
                      nameText());
    return;
  }
  const double nameSize = qMin(22.0, box.height() * 0.5);
  const double modelSize = qMin(17.0, box.height() * 0.4);
  if (!canvasstyle::legible(nameSize, lod))
    return;
  const bool showModel = canvasstyle::legible(modelSize, lod);
  const double unit = kRackUnitMm;
  const QRectF textRect = box.adjusted(kPaddingMm, 0, -kPaddingMm - (mMarks.worst ? 34 : 0), 0);
  const QFont nameFont = canvasstyle::font(nameSize, true);
  const QFont modelFont = canvasstyle::font(modelSize);
  QColor secondary = text;
  secondary.setAlphaF(0.8);
  if (box.height() < 1.9 * unit) {
    // One line: name on the left, model on the right, the model giving way first.
    const QFontMetricsF nameMetrics(nameFont);
    const double nameWidth =
        qMin(nameMetrics.horizontalAdvance(nameText()) + 2, textRect.width() * 0.6);
    painter->setFont(nameFont);
    painter->setPen(text);
    painter->drawText(QRectF(textRect.left(), textRect.top(), nameWidth, textRect.height()),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      nameMetrics.elidedText(nameText(), Qt::ElideRight, nameWidth));
    const double modelWidth = textRect.width() - nameWidth - kPaddingMm;
    if (showModel && modelWidth > 20) {
      painter->setFont(modelFont);
      painter->setPen(secondary);
      painter->drawText(
          QRectF(textRect.right() - modelWidth, textRect.top(), modelWidth, textRect.height()),
          Qt::AlignRight | Qt::AlignVCenter,
          QFontMetricsF(modelFont).elidedText(modelText(), Qt::ElideRight, modelWidth));
    }
    return;
  }
  // Taller devices: name and model stacked in the top unit.
  const QRectF firstLine(textRect.left(), textRect.top() + 4, textRect.width(), unit * 0.55);
  painter->setFont(nameFont);
  painter->setPen(text);
  painter->drawText(
      firstLine, Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetricsF(nameFont).elidedText(nameText(), Qt::ElideRight, firstLine.width()));
  if (!showModel)
    return;
  painter->setFont(modelFont);
  painter->setPen(secondary);
  painter->drawText(
      firstLine.translated(0, firstLine.height()), Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetricsF(modelFont).elidedText(modelText(), Qt::ElideRight, firstLine.width()));
}

}  // namespace rackwright::ui
