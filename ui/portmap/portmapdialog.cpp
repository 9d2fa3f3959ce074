#include "portmapdialog.h"

#include "core/export/exportindex.h"
#include "core/geometry/rackunits.h"
#include "core/model/design.h"
#include "panelfaceitem.h"
#include "portmapview.h"
#include "ui/canvas/canvasstyle.h"

#include <QDialogButtonBox>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace rackwright::ui {

PortMapDialog::PortMapDialog(const Design* design, const ObjectId& deviceId, QWidget* parent)
    : QDialog(parent),
      mDesign(design),
      mDeviceId(deviceId),
      mScene(new QGraphicsScene(this)),
      mView(new PortMapView(mScene, this)),
      mTable(new QTableWidget(this)),
      mLocation(new QLabel(this)) {
  setObjectName(QStringLiteral("portMapDialog"));
  mLocation->setObjectName(QStringLiteral("portMapLocation"));
  mLocation->setTextInteractionFlags(Qt::TextSelectableByMouse);
  mView->setObjectName(QStringLiteral("portMapView"));
  mTable->setObjectName(QStringLiteral("portMapTable"));
  mView->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  mView->setBackgroundBrush(canvasstyle::sceneBackground());
  connect(mView, &PortMapView::refitRequested, this, &PortMapDialog::fitPanels);
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
  // A window of its own on most desktops: it says how to leave it (Esc closes it too).
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(mLocation);
  layout->addWidget(splitter);
  layout->addWidget(buttons);
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

QGraphicsView* PortMapDialog::panelView() const {
  return mView;
}

void PortMapDialog::refresh() {
  mScene->clear();
  mFaces.clear();
  mRows.clear();
  mTable->setRowCount(0);
  const Device* device = mDesign ? mDesign->find<Device>(mDeviceId) : nullptr;
  if (!device) {
    setWindowTitle(tr("Port map"));
    mLocation->clear();
    return;
  }
  const PartPtr part = mDesign->part(device->typeId);
  setWindowTitle(tr("Port map of %1 (%2)").arg(device->name, device->typeId));
  // Where to find it, as the printed port map heads it (one definition in ExportIndex).
  mLocation->setText(ExportIndex(*mDesign).deviceLocation(mDeviceId));
  mRows = PortMapRows::build(*mDesign, mDeviceId);
  const QSizeF panel =
      part ? PanelGeometry::panelSize(*part) : QSizeF(kRackPanelWidthMm, kRackUnitMm);
  for (const PanelFace face : {PanelFace::Front, PanelFace::Rear}) {
    QVector<PortMapRow> faceRows;
    for (const PortMapRow& row : std::as_const(mRows)) {
      if (!row.shape.rectMm.isEmpty() && row.shape.face == face && row.owner == device->name)
        faceRows << row;
    }
    if (faceRows.isEmpty())
      continue;
    // The window title names the device; the panels need only say which side they are.
    const QString title = face == PanelFace::Front ? tr("Front panel") : tr("Rear panel");
    auto* item = new PanelFaceItem(title, panel, faceRows, canvasstyle::partColour(part.get()));
    mScene->addItem(item);
    mFaces << item;
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
  if (mFaces.isEmpty() || !mView->isFitted())
    return;
  // Side by side or one above the other, whichever shows the ports and labels larger in the
  // view as it is now (a switch's front panel is wide, a server's rear panel tall).
  constexpr double kSpacingMm = 30;
  auto arrange = [this](bool sideBySide) {
    QRectF all;
    QPointF at;
    for (PanelFaceItem* face : std::as_const(mFaces)) {
      const QRectF content = face->contentRect();
      face->setPos(at - content.topLeft());
      all |= content.translated(face->pos());
      at += sideBySide ? QPointF(content.width() + kSpacingMm, 0)
                       : QPointF(0, content.height() + kSpacingMm);
    }
    return all.adjusted(-6, -6, 6, 6);
  };
  const QSizeF viewport = mView->viewport()->size();
  auto scaleOf = [&viewport](const QRectF& rect) {
    return qMin(viewport.width() / rect.width(), viewport.height() / rect.height());
  };
  const QRectF stacked = arrange(false);
  const QRectF sideBySide = arrange(true);
  const bool stack = scaleOf(stacked) > scaleOf(sideBySide);
  mView->fit(stack ? arrange(false) : sideBySide);
  mScene->setSceneRect(mScene->itemsBoundingRect().adjusted(-40, -40, 40, 40));
}

void PortMapDialog::showEvent(QShowEvent* event) {
  QDialog::showEvent(event);
  fitPanels();
}

}  // namespace rackwright::ui
