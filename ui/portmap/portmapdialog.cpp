#include "portmapdialog.h"

#include "core/model/design.h"
#include "ui/canvas/canvasstyle.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHeaderView>
#include <QPainter>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

constexpr double kLabelLengthMm = 90;
constexpr double kFontMm = 4.2;

/// One panel face drawn enlarged with a vertical label per port: ports in the upper half of the
/// panel are labelled above it, the others below, so that labels never cross a port.
class PanelFaceItem final : public QGraphicsItem {
 public:
  PanelFaceItem(QString title, QSizeF panel, QVector<PortMapRow> rows, QColor body)
      : mTitle(std::move(title)), mPanel(panel), mRows(std::move(rows)), mBody(body) {}
  /// The ports with their labels: what the view zooms to (a server's panel is mostly empty).
  QRectF portsArea() const {
    QRectF area;
    for (const PortMapRow& row : mRows)
      area |= row.shape.rectMm;
    return area.adjusted(-12, -kLabelLengthMm * 0.6, 12, kLabelLengthMm * 0.6) & boundingRect();
  }
  QRectF boundingRect() const override {
    return QRectF(-10, -kLabelLengthMm - 20, mPanel.width() + 20,
                  mPanel.height() + 2 * kLabelLengthMm + 40);
  }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(canvasstyle::font(8, true));
    painter->setPen(canvasstyle::headingColour());
    painter->drawText(QRectF(0, -kLabelLengthMm - 18, mPanel.width(), 12),
                      Qt::AlignLeft | Qt::AlignVCenter, mTitle);
    painter->setPen(QPen(mBody.darker(140), 0.8));
    painter->setBrush(mBody);
    painter->drawRoundedRect(QRectF(QPointF(), mPanel), 2, 2);
    const QFont font = canvasstyle::font(kFontMm);
    const QFont bold = canvasstyle::font(kFontMm, true);
    for (const PortMapRow& row : mRows) {
      const QRectF r = row.shape.rectMm;
      const bool used = !row.module.isEmpty() || !row.cables.isEmpty();
      painter->setPen(QPen(Qt::black, 0.4));
      painter->setBrush(!row.module.isEmpty()
                            ? QColor(0xc9, 0xcf, 0xd6)
                            : (used ? QColor(0x8d, 0x6e, 0x4a) : QColor(0x1b, 0x1f, 0x24)));
      painter->drawRect(r);
      QStringList lines{row.port};
      if (!row.module.isEmpty())
        lines << row.module;
      for (int i = 0; i < row.cables.size(); ++i)
        lines << QStringLiteral("→ %1  [%2]").arg(row.peers.value(i), row.cables.at(i));
      if (row.module.isEmpty() && row.cables.isEmpty())
        lines << QStringLiteral("—");
      const bool above = r.center().y() < mPanel.height() / 2;
      painter->save();
      // Text runs along the label column, read bottom-up above the panel and top-down below.
      if (above) {
        painter->translate(r.center().x() - lines.size() * kFontMm * 0.6, r.top() - 2);
        painter->rotate(-90);
      } else {
        painter->translate(r.center().x() + lines.size() * kFontMm * 0.6, r.bottom() + 2);
        painter->rotate(90);
      }
      painter->setPen(canvasstyle::headingColour());
      for (int i = 0; i < lines.size(); ++i) {
        painter->setFont(i == 0 ? bold : font);
        const QRectF line(0, i * kFontMm * 1.2, kLabelLengthMm, kFontMm * 1.2);
        painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter, lines.at(i));
      }
      painter->restore();
    }
  }

 private:
  QString mTitle;
  QSizeF mPanel;
  QVector<PortMapRow> mRows;
  QColor mBody;
};

}  // namespace

PortMapDialog::PortMapDialog(const Design* design, const ObjectId& deviceId, QWidget* parent)
    : QDialog(parent),
      mDesign(design),
      mDeviceId(deviceId),
      mScene(new QGraphicsScene(this)),
      mView(new QGraphicsView(mScene, this)),
      mTable(new QTableWidget(this)) {
  setObjectName(QStringLiteral("portMapDialog"));
  mView->setObjectName(QStringLiteral("portMapView"));
  mTable->setObjectName(QStringLiteral("portMapTable"));
  mView->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  mView->setBackgroundBrush(canvasstyle::sceneBackground());
  mTable->setColumnCount(6);
  mTable->setHorizontalHeaderLabels(
      {tr("Device"), tr("Port"), tr("Logical ports"), tr("Module"), tr("Peer"), tr("Cable")});
  mTable->horizontalHeader()->setStretchLastSection(true);
  mTable->verticalHeader()->hide();
  mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
  auto* splitter = new QSplitter(Qt::Vertical, this);
  splitter->addWidget(mView);
  splitter->addWidget(mTable);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setSizes({560, 340});
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(splitter);
  resize(1200, 900);
  if (design) {
    connect(design, &Design::objectAdded, this,
            [this] { QTimer::singleShot(0, this, &PortMapDialog::refresh); });
    connect(design, &Design::objectChanged, this,
            [this] { QTimer::singleShot(0, this, &PortMapDialog::refresh); });
    connect(design, &Design::objectRemoved, this,
            [this] { QTimer::singleShot(0, this, &PortMapDialog::refresh); });
  }
  refresh();
}

void PortMapDialog::refresh() {
  mScene->clear();
  mRows.clear();
  mTable->setRowCount(0);
  const Device* device = mDesign ? mDesign->find<Device>(mDeviceId) : nullptr;
  if (!device) {
    setWindowTitle(tr("Port map"));
    return;
  }
  const PartPtr part = mDesign->part(device->typeId);
  setWindowTitle(tr("Port map of %1 (%2)").arg(device->name, device->typeId));
  mRows = PortMapRows::build(*mDesign, mDeviceId);
  const QSizeF panel = part ? PanelGeometry::panelSize(*part) : QSizeF(482.6, 44.45);
  // Front and rear side by side: panels are wide and flat, the view is wide too.
  double x = 0;
  for (const PanelFace face : {PanelFace::Front, PanelFace::Rear}) {
    QVector<PortMapRow> faceRows;
    for (const PortMapRow& row : std::as_const(mRows)) {
      if (!row.shape.rectMm.isEmpty() && row.shape.face == face && row.owner == device->name)
        faceRows << row;
    }
    if (faceRows.isEmpty())
      continue;
    const QString title = face == PanelFace::Front ? tr("%1 — front panel").arg(device->name)
                                                   : tr("%1 — rear panel").arg(device->name);
    auto* item = new PanelFaceItem(title, panel, faceRows, canvasstyle::partColour(part.get()));
    item->setPos(x - item->boundingRect().left(), 0);
    mScene->addItem(item);
    x += item->boundingRect().width() + 30;
  }
  mTable->setRowCount(int(mRows.size()));
  for (int i = 0; i < mRows.size(); ++i) {
    const PortMapRow& row = mRows.at(i);
    const QStringList cells{row.owner,
                            row.port,
                            row.logicalPorts.join(QStringLiteral(", ")),
                            row.module,
                            row.peers.join(QStringLiteral("; ")),
                            row.cables.join(QStringLiteral("; "))};
    for (int c = 0; c < cells.size(); ++c)
      mTable->setItem(i, c, new QTableWidgetItem(cells.at(c)));
  }
  mTable->resizeColumnsToContents();
  fitPanels();
}

void PortMapDialog::fitPanels() {
  QRectF rect;
  for (QGraphicsItem* item : mScene->items()) {
    if (auto* face = dynamic_cast<PanelFaceItem*>(item))
      rect |= face->mapRectToScene(face->portsArea());
  }
  if (!rect.isEmpty())
    mView->fitInView(rect.adjusted(-10, -10, 10, 10), Qt::KeepAspectRatio);
}

void PortMapDialog::resizeEvent(QResizeEvent* event) {
  QDialog::resizeEvent(event);
  fitPanels();
}

void PortMapDialog::showEvent(QShowEvent* event) {
  QDialog::showEvent(event);
  fitPanels();
}

}  // namespace rackwright::ui
