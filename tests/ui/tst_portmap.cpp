// The port map of one device: every cage and logical port with its module, the far end it leads
// to (through patch panels) and the cable id; opened by double-clicking the device, drawn
// enlarged, following edits while open; on a 64-cage switch every label legible, beside its
// column of cages, overlapping nothing, with the whole story in the tooltips; zoomable.
#include "core/commands/designedits.h"
#include "ui/portmap/panelfaceitem.h"
#include "ui/portmap/portmapdialog.h"
#include "ui/portmap/portmaprows.h"
#include "ui/portmap/portmapview.h"
#include "workbenchfixture.h"

#include <QDialogButtonBox>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QWheelEvent>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;
using rackwright::ui::PortMapRow;

class TestPortMap : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  static const PortMapRow* rowFor(const QVector<PortMapRow>& rows, const QString& port) {
    for (const PortMapRow& row : rows) {
      if (row.port == port)
        return &row;
    }
    return nullptr;
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_portmap");
    mClusterPath = mTemp.filePath(QStringLiteral("cluster.rackwright"));
    writeSmallCluster(mClusterPath);
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void rowsNameModulePeerAndCable() {
    Design design;
    DesignFile::load(mClusterPath, design);
    const ObjectId dgx2 = named(QStringLiteral("dgx-02"));
    const QVector<PortMapRow> rows = ui::PortMapRows::build(design, dgx2);
    const PartPtr part = design.part(QStringLiteral("DGX-H100"));
    QCOMPARE(rows.size(), int(part->device()->cages.size() + part->device()->panelPorts.size()));
    // dgx-02's first twin-port cage: a flat SR module whose port 1 runs through both patch
    // panels and the trunk to leaf-01; the far end, not the panel, is the peer.
    const QString cage = design.find<Module>(design.modulesInDevice(dgx2).front())->cage;
    const PortMapRow* row = rowFor(rows, cage);
    QVERIFY(row);
    QCOMPARE(row->module, QStringLiteral("MMA4Z00-NS-FLT"));
    QCOMPARE(row->logicalPorts.size(), 2);
    QCOMPARE(row->cables.size(), 1);
    QVERIFY2(row->cables.front().startsWith(QStringLiteral("MFP7E10-N003 #")),
             qPrintable(row->cables.front()));
    QVERIFY2(row->peers.front().startsWith(QStringLiteral("leaf-01:")) &&
                 row->peers.front().endsWith(QStringLiteral("port 1")),
             qPrintable(row->peers.front()));
    // An empty cage has neither.
    for (const PortMapRow& r : rows) {
      if (r.port != cage && design.modulesInCage(dgx2, r.port).isEmpty()) {
        QVERIFY(r.module.isEmpty());
        QVERIFY(r.cables.isEmpty());
      }
    }
    // leaf-01 ↔ leaf-02 DAC: the peer is the other cage.
    const QVector<PortMapRow> leafRows = ui::PortMapRows::build(design, named("leaf-01"));
    bool dacSeen = false;
    for (const PortMapRow& r : leafRows) {
      if (!r.cables.isEmpty() && r.cables.front().startsWith(QStringLiteral("MCP4Y10-N001"))) {
        dacSeen = true;
        QCOMPARE(r.peers.front(), QStringLiteral("leaf-02:%1").arg(r.port));
      }
    }
    QVERIFY(dacSeen);
  }

  void doubleClickOpensThePortMapWhichFollowsEdits() {
    auto window = makeWindow(mPrompts, QSize(1600, 1000));
    QVERIFY(openIn(*window, mClusterPath));
    const ObjectId leaf = named(QStringLiteral("leaf-01"));
    const ui::DeviceItem* item = window->rowScene()->deviceItem(leaf);
    const QPointF point = item->mapToScene(QPointF(20, item->boundingRect().height() / 2));
    look(*window, point, 0.2);
    QTest::mouseDClick(window->canvas()->viewport(), Qt::LeftButton, Qt::NoModifier,
                       toViewport(*window, point));
    auto* dialog = window->findChild<ui::PortMapDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("leaf-01")));
    // It says where the device is, as the printed port map does.
    auto* location = dialog->findChild<QLabel*>(QStringLiteral("portMapLocation"));
    QVERIFY(location);
    QVERIFY2(location->text().endsWith(QStringLiteral("R02 · U40 · front")),
             qPrintable(location->text()));
    const int rows = dialog->table()->rowCount();
    QCOMPARE(rows, int(dialog->rows().size()));
    QVERIFY(rows >= 32);

    // Plugging a module elsewhere shows up in the open map.
    Design& design = window->document().design();
    QString freeCage;
    for (const PortMapRow& r : dialog->rows()) {
      if (r.module.isEmpty() && r.cables.isEmpty() && r.port.startsWith(QStringLiteral("OSFP"))) {
        freeCage = r.port;
        break;
      }
    }
    QVERIFY(!freeCage.isEmpty());
    Module module;
    module.typeId = QStringLiteral("MMA4Z00-NS");
    module.deviceId = leaf;
    module.cage = freeCage;
    window->document().undoStack().push(DesignEdits::plugModule(design, module).release());
    QTRY_COMPARE(rowFor(dialog->rows(), freeCage)->module, QStringLiteral("MMA4Z00-NS"));
    // It closes from its own Close button.
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(buttons && buttons->button(QDialogButtonBox::Close));
    buttons->button(QDialogButtonBox::Close)->click();
    QVERIFY(!dialog->isVisible());

    // The screenshot shows a server: cages spread over its rear panel, one of them leading
    // through the patch panels to a leaf.
    auto* server = qobject_cast<ui::PortMapDialog*>(window->openPortMap(named("dgx-02")));
    QVERIFY(server);
    server->resize(1400, 900);
    QApplication::processEvents();
    const QImage image = server->grab().toImage();
    QVERIFY(image.save(mTemp.filePath(QStringLiteral("port-map-view.png"))));
    QVERIFY(maybeUpdateScreenshot(image, QStringLiteral("port-map-view.png")));
  }

  void switchLabelsAreLegible_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("cages");
    QTest::newRow("SN5600, 64 cages in four rows") << QStringLiteral("SN5600") << 64;
    QTest::newRow("QM9700, 32 cages in two rows") << QStringLiteral("QM9700") << 32;
  }
  void switchLabelsAreLegible() {
    QFETCH(QString, model);
    QFETCH(int, cages);
    Design design;
    generateRailFabric(design, 1024, model);
    const Device* leaf = nullptr;
    for (const Device& d : design.all<Device>()) {
      if (d.typeId == model && d.name.startsWith(QStringLiteral("leaf")) &&
          (!leaf || d.name < leaf->name))
        leaf = &d;
    }
    QVERIFY(leaf);
    ui::PortMapDialog dialog(&design, leaf->id);
    dialog.show();  // at its default size
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.faces().isEmpty());
    const ui::PanelFaceItem* front = dialog.faces().front();
    QCOMPARE(front->labels().size(), cages);
    auto* view = qobject_cast<ui::PortMapView*>(dialog.panelView());
    QVERIFY(view);
    for (const ui::PanelFaceItem::Label& label : front->labels()) {
      const PortMapRow& row = front->rows().at(label.row);
      // Text at least 8 device pixels high (the old map drew 5).
      QVERIFY2(
          label.fontMm * view->scale() >= 8.0,
          qPrintable(QStringLiteral("%1: %2 px").arg(row.port).arg(label.fontMm * view->scale())));
      // Each label starts with its port and shows its peers.
      QVERIFY(label.lines.front().startsWith(row.port));
      QVERIFY(label.lines.size() >= 2);
      QVERIFY2(label.lines.at(1).contains(row.peers.front()), qPrintable(label.lines.at(1)));
      // Beside its port's column, outside every port, over no other label.
      QVERIFY(label.rect.right() > row.shape.rectMm.left() - 13 &&
              label.rect.left() < row.shape.rectMm.right() + 13);
      for (const PortMapRow& other : front->rows())
        QVERIFY2(!label.rect.intersects(other.shape.rectMm),
                 qPrintable(row.port + QStringLiteral(" crosses ") + other.port));
      for (const ui::PanelFaceItem::Label& other : front->labels()) {
        if (other.row != label.row)
          QVERIFY2(!label.rect.intersects(other.rect),
                   qPrintable(row.port + QStringLiteral(" overlaps ") +
                              front->rows().at(other.row).port));
      }
    }
    // The whole story of a port (cables too) in the tooltip over it and over its label.
    const ui::PanelFaceItem::Label& first = front->labels().front();
    const PortMapRow& row = front->rows().at(first.row);
    for (const QPointF& local : {row.shape.rectMm.center(), first.rect.center()}) {
      const QPointF scenePos = front->mapToScene(local);
      QString tip;
      for (QGraphicsItem* item : front->scene()->items(scenePos)) {
        if (!item->toolTip().isEmpty())
          tip = item->toolTip();
      }
      QVERIFY2(tip.contains(row.peers.front()) && tip.contains(row.cables.front()),
               qPrintable(tip));
    }

    // The wheel zooms in around the cursor; a double-click fits the panels again.
    const double fitted = view->scale();
    const QPoint centre = view->viewport()->rect().center();
    QWheelEvent wheel(centre, view->viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    QVERIFY(view->scale() > fitted * 1.4);
    QVERIFY(!view->isFitted());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, centre);
    QVERIFY(view->isFitted());
    QVERIFY(qAbs(view->scale() - fitted) < fitted * 0.01);

    if (model == QStringLiteral("SN5600")) {
      dialog.resize(1400, 900);
      QApplication::processEvents();
      QVERIFY(dialog.grab().toImage().save(mTemp.filePath(QStringLiteral("portmap-sn5600.png"))));
    }
  }
};

QTEST_MAIN(TestPortMap)
#include "tst_portmap.moc"
