// The selection as the user sees it in three places: the status bar, the Inspector's summary and
// what a click picks. The status bar and the Inspector name the selection with the same words
// for every kind and mix of objects, also after an edit removes a selected object; a left click,
// a right click and the hover tooltip pick the same object at the same point.
#include "core/commands/designedits.h"
#include "ui/docks/inspectordock.h"
#include "ui/editing/editsession.h"
#include "workbenchfixture.h"

#include <QLabel>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;

class TestSelection : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts = std::make_shared<RecordingPrompts::Shared>();

  static QString statusText(MainWindow& window) {
    return window.findChild<QLabel*>(QStringLiteral("selectionLabel"))->text();
  }
  static QString inspectorText(MainWindow& window) {
    return window.inspector()->summaryLabel()->text();
  }
  static ObjectId firstCable(const Design& design, const QString& typeId) {
    for (const Cable& c : design.all<Cable>()) {
      if (c.typeId == typeId)
        return c.id;
    }
    return {};
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_selection");
    QVERIFY(!mClusterPath.isEmpty());
  }

  void statusBarAndInspectorAgree_data() {
    QTest::addColumn<QStringList>("devices");
    QTest::addColumn<int>("cables");  ///< how many fiber cords
    QTest::addColumn<QStringList>("racks");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one device") << QStringList{"dgx-01"} << 0 << QStringList{}
                                << "Selected: dgx-01 (DGX-H100)";
    QTest::newRow("one rack") << QStringList{} << 0 << QStringList{"R02"} << "Selected: rack R02";
    QTest::newRow("one cable") << QStringList{} << 1 << QStringList{} << "Selected: cable ";
    QTest::newRow("two devices") << QStringList{"dgx-01", "leaf-01"} << 0 << QStringList{}
                                 << "Selected: 2 devices";
    QTest::newRow("rack, device and cables") << QStringList{"dgx-02"} << 2 << QStringList{"R01"}
                                             << "Selected: 1 rack, 1 device, 2 cables";
    QTest::newRow("two racks") << QStringList{} << 0 << QStringList{"R01", "R02"}
                               << "Selected: 2 racks";
  }
  void statusBarAndInspectorAgree() {
    QFETCH(QStringList, devices);
    QFETCH(int, cables);
    QFETCH(QStringList, racks);
    QFETCH(QString, expected);
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    const Design& design = window->document().design();
    QVector<ObjectId> deviceIds;
    for (const QString& name : devices)
      deviceIds << named(name);
    QVector<ObjectId> rackIds;
    for (const QString& name : racks)
      rackIds << DesignBuilder::idFor(QStringLiteral("rack:") + name);
    QSet<ObjectId> cableIds;
    for (const Cable& c : design.all<Cable>()) {
      if (cableIds.size() < cables && c.typeId == QStringLiteral("MFP7E10-N010"))
        cableIds.insert(c.id);
    }
    QCOMPARE(int(cableIds.size()), cables);
    window->rowScene()->selectObjects(deviceIds, cableIds, rackIds);
    QApplication::processEvents();
    QVERIFY2(statusText(*window).startsWith(expected), qPrintable(statusText(*window)));
    QCOMPARE(inspectorText(*window), statusText(*window));
  }

  void agreementSurvivesEditsAndUndo() {
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    Design& design = window->document().design();
    const ObjectId dgx = named("dgx-01");
    const ObjectId cord = firstCable(design, QStringLiteral("MFP7E10-N010"));
    window->rowScene()->selectObjects({dgx}, {cord});
    QApplication::processEvents();
    QCOMPARE(statusText(*window), QStringLiteral("Selected: 1 device, 1 cable"));
    QCOMPARE(inspectorText(*window), statusText(*window));

    // Deleting the cable leaves the device: both say so at once.
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::removeCable(d, cord); }));
    QApplication::processEvents();
    QTRY_COMPARE(statusText(*window), QStringLiteral("Selected: dgx-01 (DGX-H100)"));
    QTRY_COMPARE(inspectorText(*window), statusText(*window));

    // Renaming the device shows the new name in both.
    QVERIFY(window->inspector()->renameDevice(QStringLiteral("dgx-99")));
    QTRY_COMPARE(statusText(*window), QStringLiteral("Selected: dgx-99 (DGX-H100)"));
    QTRY_COMPARE(inspectorText(*window), statusText(*window));

    // Undo twice: the old name, and the cable back in the selection it left.
    window->action(QStringLiteral("edit.undo"))->trigger();
    window->action(QStringLiteral("edit.undo"))->trigger();
    QTRY_COMPARE(statusText(*window), QStringLiteral("Selected: 1 device, 1 cable"));
    QTRY_COMPARE(inspectorText(*window), statusText(*window));

    window->rowScene()->selectObjects({});
    QApplication::processEvents();
    QCOMPARE(statusText(*window), QStringLiteral("No selection"));
    QVERIFY(inspectorText(*window).startsWith(QStringLiteral("Nothing selected.")));
  }

  void clicksAndTooltipsPickTheSameObject() {
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    const Design& design = window->document().design();
    const ObjectId dac = firstCable(design, QStringLiteral("MCP4Y10-N001"));
    window->rowScene()->flushPending();
    const auto* route = window->rowScene()->cableLayer()->route(dac);
    QVERIFY(route);
    const ObjectId dgx = named("dgx-02");
    const ui::DeviceItem* item = window->rowScene()->deviceItem(dgx);
    const QPointF onDevice = item->mapToScene(QPointF(60, item->boundingRect().height() - 30));
    const ObjectId r01 = DesignBuilder::idFor(QStringLiteral("rack:R01"));
    const ui::RackItem* rack = window->rowScene()->rackItem(r01);
    const QPointF onHeader =
        rack->mapToScene(QPointF(150, -ui::RackItem::kFrameMm - ui::RackItem::kHeaderMm / 2));
    const QPointF onCable = route->path().pointAtPercent(0.5);
    struct Probe {
      QPointF point;
      ui::CanvasHit::Kind kind;
    };
    for (const Probe& probe :
         {Probe{onDevice, ui::CanvasHit::Kind::Device}, Probe{onHeader, ui::CanvasHit::Kind::Rack},
          Probe{onCable, ui::CanvasHit::Kind::Cable}}) {
      look(*window, probe.point, 0.25);
      const QPoint at = toViewport(*window, probe.point);
      const ui::CanvasHit hit = window->canvas()->hitAt(at);
      QCOMPARE(hit.kind, probe.kind);
      // A left click selects what hitAt (the right-click menu's pick) names.
      window->rowScene()->selectObjects({});
      QTest::mouseClick(window->canvas()->viewport(), Qt::LeftButton, {}, at);
      QApplication::processEvents();
      switch (probe.kind) {
        case ui::CanvasHit::Kind::Device:
          QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{hit.deviceId});
          break;
        case ui::CanvasHit::Kind::Rack:
          QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{hit.rackId});
          break;
        case ui::CanvasHit::Kind::Cable:
          QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{hit.cableId});
          QVERIFY(!window->canvas()->toolTipAt(at).isEmpty());
          break;
        default:
          QFAIL("unexpected probe");
      }
    }
  }

  void clickingAgainPicksWhatLiesUnder() {
    // Where a cable passes over a device, the first click picks the cable (it is drawn on top);
    // a click again at the same place picks the device under it, and the next the cable again.
    // A right click then is about what is selected there.
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    const Design& design = window->document().design();
    window->rowScene()->flushPending();
    ui::CanvasView* canvas = window->canvas();
    look(*window, window->rowScene()->itemsBoundingRect().center(), 0.25);
    // A point of some cable's route over a device, found as a user would: by looking.
    QPoint at;
    ObjectId cableId;
    ObjectId deviceId;
    for (const Cable& cable : design.all<Cable>()) {
      const auto* route = window->rowScene()->cableLayer()->route(cable.id);
      if (!route)
        continue;
      for (int step = 1; step < 100 && deviceId.isNull(); ++step) {
        const QPoint p = toViewport(*window, route->path().pointAtPercent(step / 100.0));
        if (!canvas->viewport()->rect().contains(p))
          continue;
        const QVector<ui::CanvasHit> hits = canvas->hitsAt(p);
        if (hits.size() >= 2 && hits.at(0).kind == ui::CanvasHit::Kind::Cable &&
            hits.at(1).kind == ui::CanvasHit::Kind::Device) {
          at = p;
          cableId = hits.at(0).cableId;
          deviceId = hits.at(1).deviceId;
        }
      }
      if (!deviceId.isNull())
        break;
    }
    QVERIFY2(!deviceId.isNull(), "no cable passes over a device in the view");
    const QString deviceName = design.find<Device>(deviceId)->name;
    window->rowScene()->selectObjects({});
    QWidget* viewport = canvas->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{cableId});
    QVERIFY2(window->statusBar()->currentMessage().contains(deviceName),
             qPrintable(window->statusBar()->currentMessage()));
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{deviceId});
    QVERIFY(window->rowScene()->selectedCables().isEmpty());
    // The right-click menu's pick is the selected device, not the cable over it; the hover
    // and tooltip still show the top.
    QCOMPARE(canvas->selectedHitAt(at).kind, ui::CanvasHit::Kind::Device);
    QCOMPARE(canvas->selectedHitAt(at).deviceId, deviceId);
    QCOMPARE(canvas->hitAt(at).kind, ui::CanvasHit::Kind::Cable);
    // Round again, one click at a time: the rack's frame when it is there too, then the cable.
    const QVector<ui::CanvasHit> stack = canvas->hitsAt(at);
    for (qsizetype i = 2; i < stack.size(); ++i) {
      QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
      QTRY_COMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{stack.at(i).rackId});
    }
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{cableId});
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
    // Escape ends the pick: the next click there starts from the top, the cable.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{deviceId});
    QTest::keyClick(viewport, Qt::Key_Escape);
    QTRY_VERIFY(window->rowScene()->selectedDevices().isEmpty());
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{cableId});
    // So does another selection made meanwhile (here from the Outline or a search).
    window->rowScene()->selectObjects({});
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{cableId});
    QApplication::processEvents();
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{cableId});
  }
};

QTEST_MAIN(TestSelection)
#include "tst_selection.moc"
