// The floor-plan view in the workbench: a tab next to the elevations (View ▸ Floor Plan /
// Elevations), every rack from above with network racks highlighted and the cable runs as
// bundles; a click selects the rack for the whole window (Inspector, status bar, elevations),
// the elevations' selection shows on the plan, a double-click switches to the elevations and
// shows the rack; racks, cables and findings changing update the plan.
#include "core/analysis/cablebundles.h"
#include "core/analysis/floorplan.h"
#include "core/commands/designedits.h"
#include "core/validation/validator.h"
#include "ui/canvas/cablelayeritem.h"
#include "ui/canvas/cablenetworklegend.h"
#include "ui/canvas/rowscene.h"
#include "ui/docks/inspectordock.h"
#include "ui/docks/outlinedock.h"
#include "ui/docks/rackinspector.h"
#include "ui/editing/editsession.h"
#include "ui/floorplan/floorplanitems.h"
#include "ui/floorplan/floorplanscene.h"
#include "ui/floorplan/floorplanview.h"
#include "workbenchfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::FloorLabelsItem;
using rackwright::ui::FloorPlanScene;
using rackwright::ui::FloorPlanView;
using rackwright::ui::FloorRackItem;
using rackwright::ui::MainWindow;

namespace {

// Functions, not constants: the ids come from a namespace made at start-up in another file.
ObjectId r01() {
  return DesignBuilder::idFor(QStringLiteral("rack:R01"));
}

ObjectId r02() {
  return DesignBuilder::idFor(QStringLiteral("rack:R02"));
}

QPoint onFloor(MainWindow& window, const ObjectId& rackId) {
  const auto centre = window.floorScene()->plan().rackCentre(rackId);
  return centre ? window.floorPlan()->mapFromScene(*centre) : QPoint(-1, -1);
}

/// The index of the compute fabric among the networks the bundles count by (-1: not there, which
/// counts no cables).
int computeIndex(const CableBundles& bundles) {
  for (qsizetype i = 0; i < bundles.networks.size(); ++i) {
    if (bundles.networks.at(i).key == Networks::key(BuiltInNetwork::Compute))
      return int(i);
  }
  return -1;
}

QString selectionText(MainWindow& window) {
  auto* label = window.findChild<QLabel*>(QStringLiteral("selectionLabel"));
  return label ? label->text() : QString();
}

}  // namespace

class TestFloorPlanView : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    window->floorScene()->flushPending();
    return window;
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_floorplan");
    QVERIFY(!mClusterPath.isEmpty());
    mPrompts = std::make_shared<RecordingPrompts::Shared>();
  }

  void aTabNextToTheElevations() {
    auto window = openCluster();
    QTabWidget* views = window->centralViews();
    QCOMPARE(views->count(), 2);
    QCOMPARE(views->widget(0), window->canvas());
    QCOMPARE(views->widget(1), window->floorPlan());
    QVERIFY(!window->floorPlanShown());
    QAction* floor = window->action(QStringLiteral("view.floorPlan"));
    QAction* elevations = window->action(QStringLiteral("view.elevations"));
    QVERIFY(floor && elevations);
    QCOMPARE(floor->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+L")));
    QCOMPARE(elevations->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+E")));
    floor->trigger();
    QVERIFY(window->floorPlanShown());
    QVERIFY(floor->isChecked());
    QVERIFY(!elevations->isChecked());
    elevations->trigger();
    QVERIFY(!window->floorPlanShown());
    // Switching by the tab checks the menu entry too.
    views->setCurrentIndex(1);
    QVERIFY(floor->isChecked());
    // Both are in the View menu.
    QMenu* view = window->menuBar()->findChild<QMenu*>(QStringLiteral("menu.view"));
    QVERIFY(view);
    QVERIFY(view->actions().contains(floor));
    QVERIFY(view->actions().contains(elevations));
  }

  void racksBundlesAndNetworkRacks() {
    auto window = openCluster();
    FloorPlanScene* scene = window->floorScene();
    QCOMPARE(scene->rackItemCount(), 2);
    // R02 holds the two leaves: a network rack; R01 holds the DGX.
    QVERIFY(scene->rackItem(r02())->isNetworkRack());
    QVERIFY(!scene->rackItem(r01())->isNetworkRack());
    QCOMPARE(scene->rackItem(r01())->name(), QStringLiteral("R01"));
    // Every cable between the racks in one bundle, drawn.
    const CableBundles& bundles = scene->bundles();
    QCOMPARE(bundles.bundles.size(), 1);
    const CableBundle& bundle = bundles.bundles.front();
    QCOMPARE(QSet<ObjectId>({bundle.rackA, bundle.rackB}), QSet<ObjectId>({r01(), r02()}));
    QCOMPARE(bundle.cables + bundles.withinRack.value(r01()) + bundles.withinRack.value(r02()) +
                 bundles.unplaced,
             int(window->document().design().all<Cable>().size()));
    QCOMPARE(scene->bundlesItem()->drawnBundles(), 1);
    // The rack rectangles where the layout puts them.
    QCOMPARE(scene->rackItem(r01())->sceneBoundingRect(), scene->plan().rack(r01())->rectMm);
    // The tooltip: rack, row, devices, power, cables.
    const QString tip = scene->toolTipFor(r02());
    QVERIFY2(tip.contains(QStringLiteral("R02")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("2 switches")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Power:")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Cables: %1 to 1 other rack").arg(bundle.cables)),
             qPrintable(tip));
  }

  void bundleTooltip() {
    auto window = openCluster();
    FloorPlanScene* scene = window->floorScene();
    window->showFloorPlan();
    window->floorPlan()->zoomFit();
    const double lod = window->floorPlan()->transform().m11();
    const auto middle = scene->bundlesItem()->midpointOf(r01(), r02());
    QVERIFY(middle);
    const CableBundle& bundle = scene->bundles().bundles.front();
    const QString tip = scene->toolTipAt(*middle, lod);
    QVERIFY2(tip.contains(QStringLiteral("R01 ↔ R02")) || tip.contains(QStringLiteral("R02 ↔ R01")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("%1 cable").arg(bundle.cables)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("multimode")), qPrintable(tip));
    // And by network: the DGX's compute links to its leaves.
    const int onCompute = bundle.countOnNetwork(computeIndex(scene->bundles()));
    QVERIFY(onCompute > 0);
    QVERIFY2(tip.contains(QStringLiteral("By network: %1 Compute").arg(onCompute)),
             qPrintable(tip));
    // Over a rack the rack's tooltip wins; on the bare floor there is none.
    QVERIFY(scene->toolTipAt(scene->plan().rack(r01())->rectMm.center(), lod)
                .startsWith(QStringLiteral("<b>R01</b>")));
    const QRectF hall = scene->plan().halls.front().rectMm;
    QVERIFY(scene->toolTipAt(hall.topLeft() + QPointF(100, 100), lod).isEmpty());
  }

  void cableRunsFollowTheNetworkView() {
    // View ▸ Cables by Network and View ▸ Cable Networks apply to the floor plan's runs too.
    auto window = openCluster();
    FloorPlanScene* scene = window->floorScene();
    ui::FloorBundlesItem* runs = scene->bundlesItem();
    const CableBundle bundle = scene->bundles().bundles.front();
    const int onCompute = bundle.countOnNetwork(computeIndex(scene->bundles()));
    QVERIFY(onCompute > 0);
    const Design& design = window->document().design();
    const QColor medium = *runs->colourOf(r01(), r02());
    QVERIFY(!scene->coloursByNetwork());

    window->action(QStringLiteral("view.cablesByNetwork"))->trigger();
    QVERIFY(scene->coloursByNetwork());
    // The legend says which colour is which network, over the plan as over the elevations.
    window->showFloorPlan();
    QApplication::processEvents();
    ui::CableNetworkLegend* legend = window->floorNetworkLegend();
    QVERIFY(legend && legend->parentWidget() == window->floorPlan());
    QVERIFY(legend->isVisible());
    QVERIFY(legend->entry(Networks::key(BuiltInNetwork::Compute)));
    // The small cluster's run is mostly compute links: drawn in the compute fabric's colour.
    QCOMPARE(*runs->colourOf(r01(), r02()),
             Networks::colour(design, Networks::key(BuiltInNetwork::Compute)));

    // Hiding the compute fabric leaves the run's other cables, or no run at all.
    // Unticking the compute fabric in the floor plan's legend hides it everywhere.
    legend->entry(Networks::key(BuiltInNetwork::Compute))->click();
    QCOMPARE(scene->hiddenNetworks(), QSet<QString>{Networks::key(BuiltInNetwork::Compute)});
    QCOMPARE(runs->drawnBundles(), bundle.cables > onCompute ? 1 : 0);
    if (bundle.cables > onCompute)
      QVERIFY(*runs->colourOf(r01(), r02()) !=
              Networks::colour(design, Networks::key(BuiltInNetwork::Compute)));
    window->rowScene()->setHiddenNetworks({});
    QCOMPARE(runs->drawnBundles(), 1);

    // A network the design declares joins the list the runs count by (and colour from).
    const int gathered = scene->bundleRuns();
    QVERIFY(window->session()->push([](Design& d) {
      return DesignEdits::editNetworks(
          d, {NetworkDefinition{
                 QStringLiteral("backup"), QStringLiteral("Backup"), QColor(Qt::magenta), {}}});
    }));
    scene->flushPending();
    QVERIFY(scene->bundleRuns() > gathered);
    QVERIFY(
        std::any_of(scene->bundles().networks.cbegin(), scene->bundles().networks.cend(),
                    [](const NetworkDefinition& n) { return n.key == QStringLiteral("backup"); }));
    window->document().undoStack().undo();

    // Back to the cables' kinds: the media's colours again.
    window->action(QStringLiteral("view.cablesByKind"))->trigger();
    QVERIFY(!scene->coloursByNetwork());
    QCOMPARE(*runs->colourOf(r01(), r02()), medium);

    // A design opened next shows every network, on the plan as in the elevations.
    window->rowScene()->setHiddenNetworks({Networks::key(BuiltInNetwork::Compute)});
    QVERIFY(!scene->hiddenNetworks().isEmpty());
    QVERIFY(openIn(*window, mClusterPath));
    window->floorScene()->flushPending();
    QVERIFY(window->rowScene()->cableLayer()->hiddenNetworks().isEmpty());
    QVERIFY(scene->hiddenNetworks().isEmpty());
    QCOMPARE(window->floorScene()->bundlesItem()->drawnBundles(), 1);
  }

  void hiddenNetworksThinTheRuns_data() {
    QTest::addColumn<QVector<int>>("byNetwork");
    QTest::addColumn<int>("cables");
    QTest::addColumn<QVector<bool>>("hidden");
    QTest::addColumn<bool>("unassignedHidden");
    QTest::addColumn<int>("visible");
    QTest::addColumn<int>("colour");  // index into the networks' colours; -1: unassigned
    QTest::newRow("nothing hidden")
        << QVector<int>{5, 3} << 10 << QVector<bool>{false, false} << false << 10 << 0;
    QTest::newRow("the busiest hidden")
        << QVector<int>{5, 3} << 10 << QVector<bool>{true, false} << false << 5 << 1;
    QTest::newRow("the unassigned outnumber what is shown")
        << QVector<int>{5, 1} << 10 << QVector<bool>{true, false} << false << 5 << -1;
    QTest::newRow("the unassigned hidden too")
        << QVector<int>{5, 1} << 10 << QVector<bool>{true, false} << true << 1 << 1;
    QTest::newRow("everything hidden")
        << QVector<int>{5, 5} << 10 << QVector<bool>{true, true} << false << 0 << -1;
  }
  void hiddenNetworksThinTheRuns() {
    QFETCH(QVector<int>, byNetwork);
    QFETCH(int, cables);
    QFETCH(QVector<bool>, hidden);
    QFETCH(bool, unassignedHidden);
    QFETCH(int, visible);
    QFETCH(int, colour);
    CableBundle bundle;
    bundle.cables = cables;
    bundle.byNetwork = byNetwork;
    ui::BundleStyle style;
    style.byNetwork = true;
    style.networkColours = {Qt::red, Qt::blue};
    style.hidden = hidden;
    style.unassignedColour = Qt::gray;
    style.unassignedHidden = unassignedHidden;
    QCOMPARE(ui::FloorBundlesItem::visibleCables(bundle, style), visible);
    QCOMPARE(ui::FloorBundlesItem::colourOf(bundle, style),
             colour < 0 ? QColor(Qt::gray) : style.networkColours.at(colour));
  }

  void manyBundlesInViewDrawTheRunsBetweenRows() {
    Design design;
    generateRailFabric(design, 1024, QStringLiteral("QM9700"), 10);
    ui::FloorPlanScene scene;
    scene.setDesign(&design);
    ui::FloorPlanView view;
    view.resize(1200, 800);
    view.setFloorScene(&scene);
    view.show();
    view.zoomFit();
    QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    ui::FloorBundlesItem* bundles = scene.bundlesItem();
    view.viewport()->render(&frame);
    QVERIFY(!bundles->lastFrameDrewRows());
    // One run per pair of rows that share cables, fewer than the racks' bundles.
    QVERIFY(bundles->rowRuns() > 0);
    QVERIFY(bundles->rowRuns() < bundles->drawnBundles());
    bundles->setMaxRackBundles(bundles->drawnBundles() - 1);
    bundles->update();
    view.viewport()->render(&frame);
    QVERIFY(bundles->lastFrameDrewRows());
    // Zoomed in on one bundle, only some are in view: the racks' own come back.
    const CableBundle& first = scene.bundles().bundles.front();
    view.setTransform(QTransform::fromScale(1, 1));
    view.zoomPan().centreOn(*bundles->midpointOf(first.rackA, first.rackB));
    view.viewport()->render(&frame);
    QVERIFY2(!bundles->lastFrameDrewRows(), qPrintable(QStringLiteral("%1 of %2 in view")
                                                           .arg(bundles->lastFrameBundlesInView())
                                                           .arg(bundles->drawnBundles())));
    QVERIFY(bundles->lastFrameBundlesInView() > 0);
    QVERIFY(bundles->lastFrameBundlesInView() < bundles->drawnBundles());
  }

  void clickSelectsTheRackForTheWholeWindow() {
    auto window = openCluster();
    window->showFloorPlan();
    QApplication::processEvents();
    window->floorPlan()->zoomFit();
    QWidget* viewport = window->floorPlan()->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::NoModifier, onFloor(*window, r02()));
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r02()});
    QCOMPARE(window->floorScene()->selectedRacks(), QVector<ObjectId>{r02()});
    QVERIFY(window->floorScene()->rackItem(r02())->isHighlighted());
    QCOMPARE(selectionText(*window), QStringLiteral("Selected: rack R02"));
    QCOMPARE(window->inspector()->rackInspector()->racks(), QVector<ObjectId>{r02()});
    // Ctrl+click adds, a second Ctrl+click takes away, a click on the floor clears.
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, onFloor(*window, r01()));
    QCOMPARE(window->rowScene()->selectedRacks().size(), 2);
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, onFloor(*window, r02()));
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r01()});
    const QRectF hall = window->floorScene()->plan().halls.front().rectMm;
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::NoModifier,
                      window->floorPlan()->mapFromScene(hall.topLeft() + QPointF(300, 300)));
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
    QVERIFY(!window->floorScene()->rackItem(r01())->isHighlighted());
    QCOMPARE(selectionText(*window), QStringLiteral("No selection"));
  }

  void elevationSelectionShowsOnThePlan() {
    auto window = openCluster();
    window->rowScene()->selectObjects({}, {}, {r01()});
    QVERIFY(window->floorScene()->rackItem(r01())->isHighlighted());
    QVERIFY(!window->floorScene()->rackItem(r02())->isHighlighted());
    window->rowScene()->selectObjects({});
    QVERIFY(!window->floorScene()->rackItem(r01())->isHighlighted());
    // Choosing a device in the outline while the plan is shown brings its rack into sight.
    window->showFloorPlan();
    window->floorPlan()->zoomFit();
    for (int i = 0; i < 6; ++i)
      window->floorPlan()->zoomIn();
    Q_EMIT window->outline()->objectChosen(ObjectKind::Device, named(QStringLiteral("leaf-01")));
    const QPoint at = onFloor(*window, r02());
    QVERIFY(window->floorPlan()->viewport()->rect().contains(at));
    QVERIFY((at - window->floorPlan()->viewport()->rect().center()).manhattanLength() < 4);
  }

  void doubleClickShowsTheRacksElevations() {
    auto window = openCluster();
    // Far out in the elevations first: the jump must bring the rack into sight, large.
    window->canvas()->zoomFit();
    window->canvas()->zoomOut();
    window->canvas()->zoomOut();
    window->showFloorPlan();
    QApplication::processEvents();
    window->floorPlan()->zoomFit();
    QTest::mouseDClick(window->floorPlan()->viewport(), Qt::LeftButton, Qt::NoModifier,
                       onFloor(*window, r01()));
    QApplication::processEvents();
    QVERIFY(!window->floorPlanShown());
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r01()});
    ui::CanvasView* canvas = window->canvas();
    const QRect onScreen =
        canvas->mapFromScene(window->rowScene()->rackItem(r01())->sceneBoundingRect())
            .boundingRect();
    QVERIFY2(
        canvas->viewport()->rect().contains(onScreen.center()),
        qPrintable(QStringLiteral("%1,%2").arg(onScreen.center().x()).arg(onScreen.center().y())));
    QVERIFY(onScreen.height() > canvas->viewport()->height() / 2);
  }

  void followsEditsAndUndo() {
    auto window = openCluster();
    FloorPlanScene* scene = window->floorScene();
    Design& design = window->document().design();
    const int layouts = scene->layoutRuns();
    const ObjectId row = design.find<Rack>(r01())->rowId;
    // A burst of edits: two racks added in one go, laid out once.
    for (int i = 0; i < 2; ++i) {
      Rack rack;
      rack.id = QUuid::createUuid();
      rack.rowId = row;
      rack.name = QStringLiteral("R1%1").arg(i);
      rack.positionInRow = 5 + i;
      QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::addRack(d, rack); }));
    }
    QCOMPARE(scene->rackItemCount(), 2);  // not yet: the update waits for the burst to end
    QTRY_COMPARE(scene->rackItemCount(), 4);
    QCOMPARE(scene->layoutRuns(), layouts + 1);
    window->document().undoStack().undo();
    scene->flushPending();
    QCOMPARE(scene->rackItemCount(), 3);
    window->document().undoStack().undo();
    scene->flushPending();
    QCOMPARE(scene->rackItemCount(), 2);

    // A new cable between the racks joins their bundle; removing it leaves it as it was.
    const int before = scene->bundles().bundles.front().cables;
    Cable dac;
    dac.id = QUuid::createUuid();
    dac.typeId = QStringLiteral("MCP4Y10-N001");
    dac.lengthM = 1;
    // The last cage of leaf-01 (R02) and of dgx-01 (R01): free in the small cluster.
    auto lastCage = [&design](const QString& typeId) {
      return design.part(typeId)->device()->cages.back().name;
    };
    dac.ends = {DesignBuilder::cageEnd(QStringLiteral("A"), named(QStringLiteral("leaf-01")),
                                       lastCage(QStringLiteral("QM9700"))),
                DesignBuilder::cageEnd(QStringLiteral("B"), named(QStringLiteral("dgx-01")),
                                       lastCage(QStringLiteral("DGX-H100")))};
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::addCable(d, dac); }));
    QTRY_COMPARE(scene->bundles().bundles.front().cables, before + 1);
    QCOMPARE(scene->bundles().bundles.front().count(CableMedium::Copper) >= 1, true);
    window->document().undoStack().undo();
    scene->flushPending();
    QCOMPARE(scene->bundles().bundles.front().cables, before);

    // A server moved within its rack: what the rack holds is read again, the 100,000-cable
    // pass is not made.
    scene->flushPending();
    const int gathered = scene->bundleRuns();
    const int laidOut = scene->layoutRuns();
    QVERIFY(window->session()->push([&](Design& d) {
      return DesignEdits::moveDevice(d, named(QStringLiteral("dgx-02")), r01(), 22,
                                     RackFace::Front);
    }));
    QTRY_COMPARE(scene->layoutRuns(), laidOut + 1);
    QTest::qWait(200);
    QCOMPARE(scene->bundleRuns(), gathered);
    // Moving the leaves out of R02 makes it a plain rack.
    QVERIFY(scene->rackItem(r02())->isNetworkRack());
    for (const QString& leaf : {QStringLiteral("leaf-01"), QStringLiteral("leaf-02")}) {
      QVERIFY(window->session()->push([&](Design& d) {
        return DesignEdits::moveDevice(
            d, named(leaf), r01(), leaf == QStringLiteral("leaf-01") ? 30 : 32, RackFace::Front);
      }));
    }
    scene->flushPending();
    QVERIFY(scene->bundleRuns() > gathered);
    QVERIFY(!scene->rackItem(r02())->isNetworkRack());
    QVERIFY(scene->rackItem(r01())->isNetworkRack());
  }

  void findingsMarkRacks() {
    auto window = openCluster();
    FloorPlanScene* scene = window->floorScene();
    // What the live validation found is on the plan.
    const ValidationResult& result = window->validation()->result();
    const auto worst = worstSeverityByRack(window->document().design(), result.findings);
    for (const ObjectId& rack : {r01(), r02()}) {
      const auto expected = worst.constFind(rack);
      QVERIFY(scene->rackItem(rack)->severity() ==
              (expected == worst.constEnd() ? std::nullopt : std::optional(*expected)));
    }
    Finding error;
    error.rule = QStringLiteral("PW-01");
    error.severity = Severity::Error;
    error.objects = {named(QStringLiteral("dgx-02"))};
    scene->setFindings({error});
    QVERIFY(scene->rackItem(r01())->severity() == std::optional(Severity::Error));
    QVERIFY(!scene->rackItem(r02())->severity());
  }

  void generatedFabricScreenshot() {
    // A 1,024-GPU fabric: 32 server racks, their network racks and the spine racks.
    const QString path = mTemp.filePath(QStringLiteral("fabric-1024.rackwright"));
    {
      Design design;
      generateRailFabric(design, 1024, QStringLiteral("QM9700"), 10);
      DesignFile::save(design, path);
    }
    auto window = makeWindow(mPrompts, QSize(1600, 1000));
    QVERIFY(openIn(*window, path));
    window->showFloorPlan();
    QApplication::processEvents();
    window->floorScene()->flushPending();
    window->floorPlan()->zoomFit();
    QApplication::processEvents();
    FloorPlanScene* scene = window->floorScene();
    QVERIFY(scene->rackItemCount() > 32);
    int network = 0;
    for (const FloorRack& rack : scene->plan().racks)
      network += scene->rackItem(rack.rackId)->isNetworkRack() ? 1 : 0;
    QVERIFY(network > 0);
    QVERIFY(network < scene->rackItemCount());
    QVERIFY(scene->bundlesItem()->drawnBundles() > 10);
    // At "fit all" every rack is large enough on screen for its name.
    const double scale = window->floorPlan()->transform().m11();
    for (const FloorRack& rack : scene->plan().racks) {
      QVERIFY2(qMin(rack.rectMm.width(), rack.rectMm.height()) * scale >=
                   FloorLabelsItem::kMinNamePixels,
               qPrintable(QString::number(rack.rectMm.width() * scale)));
    }
    // The bundles' strokes (up to 14 pixels, whatever the zoom) stay inside the item's bounds, so
    // that the view repaints all of them when the bundles change: every rack a bundle leaves,
    // grown by half the widest stroke, is inside.
    const QRectF bundleBounds = scene->bundlesItem()->boundingRect();
    for (const CableBundle& bundle : scene->bundles().bundles) {
      for (const ObjectId& id : {bundle.rackA, bundle.rackB}) {
        const QRectF reach =
            scene->plan().rack(id)->rectMm.adjusted(-7 / scale, -7 / scale, 7 / scale, 7 / scale);
        QVERIFY(bundleBounds.contains(reach));
      }
    }
    const QRect rack =
        window->floorPlan()->mapFromScene(scene->plan().racks.front().rectMm).boundingRect();
    QVERIFY(window->floorPlan()->viewport()->rect().contains(rack));
    // The rack with the most cables selected: its bundles stand out, the Inspector shows it.
    const ObjectId busiest = scene->bundles().bundles.front().rackA;
    window->rowScene()->selectObjects({}, {}, {busiest});
    QVERIFY(scene->rackItem(busiest)->isHighlighted());
    QApplication::processEvents();
    QVERIFY(maybeUpdateScreenshot(window->grab().toImage(), QStringLiteral("floor-plan.png")));
  }
};

QTEST_MAIN(TestFloorPlanView)
#include "tst_floorplan.moc"
