#include "deviceitem.h"

#include "canvasstyle.h"
#include "rackitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace rackwright::ui {

namespace {

constexpr double kMinLodForText = 0.05;
constexpr double kCornerMm = 4;
constexpr double kPaddingMm = 14;

}  // namespace

/// The outline of a full-depth device as seen from the other face of the rack.
class DeviceGhostItem final : public QGraphicsItem {
 public:
  explicit DeviceGhostItem(DeviceItem* owner) : QGraphicsItem(owner), mOwner(owner) {
    setAcceptedMouseButtons(Qt::NoButton);
  }
  void setSize(const QSizeF& size) {
    prepareGeometryChange();
    mSize = size;
  }
  QRectF boundingRect() const override { return QRectF(QPointF(), mSize).adjusted(-2, -2, 2, 2); }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override {
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    QColor fill = mOwner->fillColour();
    fill.setAlpha(60);
    QColor edge = mOwner->fillColour();
    edge.setAlpha(170);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(fill);
    painter->setPen(QPen(edge, 2.5, Qt::DashLine));
    const QRectF box = QRectF(QPointF(), mSize).adjusted(1.5, 1.5, -1.5, -1.5);
    painter->drawRoundedRect(box, kCornerMm, kCornerMm);
    if (lod < kMinLodForText)
      return;
    painter->setPen(canvasstyle::subtleTextColour());
    const QFont font = canvasstyle::font(qMin(17.0, mSize.height() * 0.4));
    painter->setFont(font);
    const QRectF textRect = box.adjusted(kPaddingMm, 0, -kPaddingMm, 0);
    painter->drawText(
        textRect, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(font).elidedText(mOwner->nameText(), Qt::ElideRight, textRect.width()));
  }

 private:
  DeviceItem* mOwner;
  QSizeF mSize;
};

DeviceItem::DeviceItem(const Device& device, PartPtr part, QGraphicsItem* parent)
    : QGraphicsItem(parent), mDevice(device), mPart(std::move(part)) {
  setFlag(ItemIsSelectable);
  setZValue(1);
  updateToolTip();
}

DeviceItem::~DeviceItem() = default;

void DeviceItem::setDevice(const Device& device, PartPtr part) {
  mDevice = device;
  mPart = std::move(part);
  updateToolTip();
  update();
  if (mGhost)
    mGhost->update();
}

void DeviceItem::setGeometry(const QRectF& rect, const std::optional<QRectF>& ghostRect) {
  if (rect.size() != mSize) {
    prepareGeometryChange();
    mSize = rect.size();
  }
  setPos(rect.topLeft());
  if (ghostRect && !mGhost)
    mGhost = new DeviceGhostItem(this);
  if (!ghostRect && mGhost) {
    delete mGhost;
    mGhost = nullptr;
  }
  if (mGhost) {
    mGhost->setSize(ghostRect->size());
    mGhost->setPos(ghostRect->topLeft() - rect.topLeft());
  }
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
  return mPart && mPart->device && mPart->device->uHeight > 0 ? mPart->device->uHeight : 1.0;
}

QRectF DeviceItem::boundingRect() const {
  return QRectF(QPointF(), mSize).adjusted(-4, -4, 4, 4);
}

void DeviceItem::updateToolTip() {
  QStringList lines;
  lines << QStringLiteral("<b>%1</b>").arg(nameText().toHtmlEscaped());
  if (mPart) {
    lines << QStringLiteral("%1 %2").arg(mPart->manufacturer, modelText()).toHtmlEscaped();
    if (mPart->device)
      lines << tr("Role: %1").arg(toString(mPart->device->role));
  } else {
    lines << tr("Part \"%1\" is not in the catalog.").arg(mDevice.typeId).toHtmlEscaped();
  }
  const double top = mDevice.positionU + unitHeight() - 1;
  const QString span = unitHeight() > 1 ? tr("U%1–U%2").arg(mDevice.positionU).arg(top)
                                        : tr("U%1").arg(mDevice.positionU);
  lines << (mDevice.face == RackFace::Front ? tr("%1, front").arg(span) : tr("%1, rear").arg(span));
  setToolTip(lines.join(QStringLiteral("<br>")));
}

void DeviceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  const QColor fill = fillColour();
  const QColor text = canvasstyle::textOn(fill);
  const QRectF box = QRectF(QPointF(), mSize).adjusted(1, 1, -1, -1);

  painter->setRenderHint(QPainter::Antialiasing);
  painter->setPen(QPen(fill.darker(135), 2));
  painter->setBrush(fill);
  painter->drawRoundedRect(box, kCornerMm, kCornerMm);
  // A lighter bezel line along the top edge gives the faceplate some depth.
  painter->setPen(QPen(fill.lighter(125), 2));
  painter->drawLine(box.topLeft() + QPointF(kCornerMm, 2), box.topRight() + QPointF(-kCornerMm, 2));

  if (isSelected()) {
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(canvasstyle::selectionColour(), 6));
    painter->drawRoundedRect(box.adjusted(-1, -1, 1, 1), kCornerMm, kCornerMm);
  }
  if (lod < kMinLodForText)
    return;

  const double unit = RackItem::kUnitMm;
  const QRectF textRect = box.adjusted(kPaddingMm, 0, -kPaddingMm, 0);
  const QFont nameFont = canvasstyle::font(qMin(22.0, box.height() * 0.5), true);
  const QFont modelFont = canvasstyle::font(qMin(17.0, box.height() * 0.4));
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
    if (modelWidth > 20) {
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
  painter->setFont(modelFont);
  painter->setPen(secondary);
  painter->drawText(
      firstLine.translated(0, firstLine.height()), Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetricsF(modelFont).elidedText(modelText(), Qt::ElideRight, firstLine.width()));
}

}  // namespace rackwright::ui
