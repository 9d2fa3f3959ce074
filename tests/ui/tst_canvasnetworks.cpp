// Cables by network on the canvas: each network is drawn in its own colour (the colour and the
// network are the core's), the legend and View ▸ Cable Networks list the networks drawn, and a
// hidden network's cables are neither drawn, nor bundled, nor picked by a click, across edits,
// without touching the design or its history.
#include "core/commands/designedits.h"
#include "ui/canvas/cablegeometry.h"
#include "ui/canvas/cablelayeritem.h"
#include "ui/canvas/cablenetworklegend.h"
#include "ui/canvas/canvasstyle.h"
#include "ui/canvas/navigatorwidget.h"
#include "ui/canvas/rowheadingitem.h"
#include "ui/editing/editsession.h"
#include "workbenchfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QMenu>
#include <QPainter>
#include <QPainterPathStroker>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::CableLayerItem;
using rackwright::ui::MainWindow;

namespace {

/// How far two colours are apart (largest channel difference).
int distance(const QColor& a, const QColor& b) {
  return qMax(qAbs(a.red() - b.red()),
              qMax(qAbs(a.green() - b.green()), qAbs(a.blue() - b.blue())));
}

/// Sum of the channel differences of two images over a square of `radius` around `centre`.
int difference(const QImage& a, const QImage& b, const QPoint& centre, int radius) {
  int sum = 0;
  for (int y = centre.y() - radius; y <= centre.y() + radius; ++y) {
    for (int x = centre.x() - radius; x <= centre.x() + radius; ++x) {
      if (a.rect().contains(x, y) && b.rect().contains(x, y))
        sum += distance(a.pixelColor(x, y), b.pixelColor(x, y));
    }
  }
  return sum;
}

const Cable* cableOfPart(const Design& design, const QString& typeId) {
  for (const Cable& c : design.all<Cable>()) {
    if (c.typeId == typeId)
      return &c;
  }
  return nullptr;
}

}  // namespace

class TestCanvasNetworks : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  /// The small cluster with cables on three networks, decided three ways: the DGX compute ports
  /// (catalog) put the fibres on compute, the trunk names storage itself, leaf-02 serves
  /// out-of-band management so the DAC from leaf-01 is on it; the patch cord from the panel to
  /// leaf-01 has no network. Every cable installed: solid strokes, no dashes.
  void writeDesign() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    for (Cable cable : design.all<Cable>()) {
      cable.status = CableStatus::Installed;
      if (cable.typeId.contains(QStringLiteral("TRUNK")))
        cable.network = QStringLiteral("storage");
      design.update(cable);
    }
    Device leaf2 = *design.find<Device>(named("leaf-02"));
    leaf2.network = QStringLiteral("oob");
    design.update(leaf2);
    mPath = mTemp.filePath(QStringLiteral("networks.rackwright"));
    DesignFile::save(design, mPath);
  }

  std::unique_ptr<MainWindow> openDesign() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mPath))
      qFatal("cannot open the design");
    return window;
  }

  /// The cable of each network: the compute fibre, the storage trunk and the out-of-band DAC.
  static QHash<QString, ObjectId> cablesByNetwork(const Design& design) {
    QHash<QString, ObjectId> ids;
    for (const QString& part :
         {QStringLiteral("MFP7E10-N010"), QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:10m"),
          QStringLiteral("MCP4Y10-N001")}) {
      if (const Cable* cable = cableOfPart(design, part))
        ids.insert(Networks::ofCable(design, *cable), cable->id);
    }
    return ids;
  }

  /// A point of the cable's drawn path near one of its ends (close up, a cable is drawn while
  /// an end is in or near the view) but off the devices, as far from every other cable as can
  /// be.
  static QPointF samplePoint(MainWindow& window, const ObjectId& cableId) {
    const CableLayerItem* layer = window.rowScene()->cableLayer();
    const auto* route = layer->route(cableId);
    if (!route)
      return QPointF(-1e9, -1e9);
    QPointF best(-1e9, -1e9);
    double bestClearance = -1;
    for (int step = 0; step <= 200; ++step) {
      const QPointF p = route->path().pointAtPercent(step / 200.0);
      double toEnd = 1e9;
      route->forEachEnd([&](const QPointF& end) { toEnd = qMin(toEnd, QLineF(p, end).length()); });
      // Off the devices: a port there would be picked before the cable.
      if (toEnd < 40 || toEnd > 200 || window.rowScene()->deviceAt(p))
        continue;
      double clearance = 1e9;
      for (const Cable& other : window.document().design().all<Cable>()) {
        const auto* r = other.id == cableId ? nullptr : layer->route(other.id);
        if (!r)
          continue;
        for (const QPolygonF& polygon : r->path().toSubpathPolygons()) {
          for (int i = 1; i < polygon.size(); ++i) {
            clearance = qMin(clearance, ui::cablegeometry::distanceToSegment(p, polygon.at(i - 1),
                                                                             polygon.at(i)));
          }
        }
      }
      if (clearance > bestClearance) {
        bestClearance = clearance;
        best = p;
      }
    }
    return best;
  }

  /// The colour drawn at `scenePoint`, looked at closely (a cable is six pixels wide).
  static QColor drawnAt(MainWindow& window, const QPointF& scenePoint) {
    look(window, scenePoint, 2.0);
    const QImage image = window.canvas()->viewport()->grab().toImage();
    return image.pixelColor(toViewport(window, scenePoint));
  }

  static QAction* networkAction(MainWindow& window, const QString& key) {
    QMenu* menu = window.cableNetworksMenu();
    Q_EMIT menu->aboutToShow();
    for (QAction* a : menu->actions()) {
      if (a->isCheckable() && a->data().toString() == key)
        return a;
    }
    return nullptr;
  }

  static void setNetworkShown(MainWindow& window, const QString& key, bool shown) {
    QAction* a = networkAction(window, key);
    QVERIFY2(a, qPrintable(key));
    QCOMPARE(a->isChecked(), !shown);
    a->trigger();
    QApplication::processEvents();
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_canvasnetworks");
    writeDesign();
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void eachNetworkIsDrawnInItsColour() {
    auto window = openDesign();
    const Design& design = window->document().design();
    const QHash<QString, ObjectId> cables = cablesByNetwork(design);
    const QStringList keys = {QStringLiteral("compute"), QStringLiteral("storage"),
                              QStringLiteral("oob")};
    for (const QString& key : keys)
      QVERIFY2(cables.contains(key), qPrintable(key));

    CableLayerItem* layer = window->rowScene()->cableLayer();
    QCOMPARE(layer->colourMode(), CableLayerItem::ColourMode::Kind);
    const QPointF dacPoint = samplePoint(*window, cables.value(QStringLiteral("oob")));
    const QColor oob = Networks::colour(design, QStringLiteral("oob"));
    // By kind the DAC is copper brown, not the out-of-band colour.
    QVERIFY(distance(drawnAt(*window, dacPoint), oob) > 40);

    window->action(QStringLiteral("view.cablesByNetwork"))->trigger();
    QCOMPARE(layer->colourMode(), CableLayerItem::ColourMode::Network);
    QVector<QColor> drawn;
    for (const QString& key : keys) {
      const ObjectId id = cables.value(key);
      const QColor expected = Networks::colour(design, key);
      QCOMPARE(layer->colourOf(id), expected);
      const QColor seen = drawnAt(*window, samplePoint(*window, id));
      QVERIFY2(
          distance(seen, expected) <= 8,
          qPrintable(
              QStringLiteral("%1: drawn %2, expected %3").arg(key, seen.name(), expected.name())));
      drawn << seen;
    }
    for (int i = 0; i < drawn.size(); ++i) {
      for (int j = i + 1; j < drawn.size(); ++j)
        QVERIFY2(distance(drawn.at(i), drawn.at(j)) > 60, qPrintable(keys.at(i) + keys.at(j)));
    }
    // The cable with no network is drawn in the unassigned grey.
    for (const Cable& cable : design.all<Cable>()) {
      if (Networks::ofCable(design, cable).isEmpty())
        QCOMPARE(layer->colourOf(cable.id), Networks::unassignedColour());
    }
  }

  void legendAndMenuListTheNetworksDrawn() {
    auto window = openDesign();
    ui::CableNetworkLegend* legend = window->cableNetworkLegend();
    QVERIFY(legend);
    QVERIFY(!legend->isVisible());
    QTRY_VERIFY(window->navigator()->thumbnailRenders() > 0);
    const int renders = window->navigator()->thumbnailRenders();
    window->action(QStringLiteral("view.cablesByNetwork"))->trigger();
    QVERIFY(legend->isVisible());
    // In the corner, over the viewport; and the navigator's thumbnail is painted again.
    const QRect viewport = window->canvas()->viewport()->geometry();
    QVERIFY(viewport.contains(legend->geometry()));
    QVERIFY(legend->geometry().bottom() > viewport.center().y());
    QTRY_VERIFY(window->navigator()->thumbnailRenders() > renders);
    const QStringList listed = {QStringLiteral("compute"), QStringLiteral("storage"),
                                QStringLiteral("oob"), QString()};
    QStringList order;
    for (const NetworkDefinition& network : window->rowScene()->cableNetworks())
      order << network.key;
    // The core's report order, the unassigned last; networks without cables are left out.
    QCOMPARE(order, listed);
    QCheckBox* compute = legend->entry(QStringLiteral("compute"));
    QVERIFY(compute);
    QVERIFY(compute->isChecked());
    // Three compute cables: two fibres from dgx-01, the cord from dgx-02 to its panel.
    QCOMPARE(compute->text(), QStringLiteral("Compute (3)"));
    QVERIFY(legend->entry(QString()));
    QCOMPARE(legend->entry(QString())->text(), QStringLiteral("unassigned (1)"));
    for (const QString& key : listed)
      QVERIFY2(networkAction(*window, key), qPrintable(key));
    QVERIFY(!networkAction(*window, QStringLiteral("uplink")));
    // Back to colours by kind the legend goes, unless a network is hidden.
    window->action(QStringLiteral("view.cablesByKind"))->trigger();
    QVERIFY(!legend->isVisible());
    compute->setChecked(false);  // a hidden network is noticed in every mode
    QVERIFY(window->rowScene()->cableLayer()->hiddenNetworks().contains(QStringLiteral("compute")));
    QVERIFY(legend->isVisible());
    QVERIFY(!networkAction(*window, QStringLiteral("compute"))->isChecked());
  }

  void hiddenNetworkIsNeitherDrawnNorPicked() {
    auto window = openDesign();
    Design& design = window->document().design();
    const QHash<QString, ObjectId> cables = cablesByNetwork(design);
    const ObjectId dac = cables.value(QStringLiteral("oob"));
    const ObjectId trunk = cables.value(QStringLiteral("storage"));
    window->action(QStringLiteral("view.cablesByNetwork"))->trigger();
    CableLayerItem* layer = window->rowScene()->cableLayer();
    QWidget* viewport = window->canvas()->viewport();
    const QColor oob = Networks::colour(design, QStringLiteral("oob"));
    const QColor storage = Networks::colour(design, QStringLiteral("storage"));
    const QPointF dacPoint = samplePoint(*window, dac);
    const QPointF trunkPoint = samplePoint(*window, trunk);
    QVERIFY(distance(drawnAt(*window, dacPoint), oob) <= 8);
    QCOMPARE(window->canvas()->hitAt(toViewport(*window, dacPoint)).kind,
             ui::CanvasHit::Kind::Cable);
    // The DAC selected before its network is hidden is deselected with it.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, dacPoint));
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{dac});

    const int undoSteps = window->document().undoStack().count();
    setNetworkShown(*window, QStringLiteral("oob"), false);
    QVERIFY(window->rowScene()->selectedCables().isEmpty());
    QVERIFY(!layer->isShown(dac));
    QVERIFY(distance(drawnAt(*window, dacPoint), oob) > 60);
    QVERIFY(window->canvas()->hitAt(toViewport(*window, dacPoint)).kind !=
            ui::CanvasHit::Kind::Cable);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, dacPoint));
    QVERIFY(!window->rowScene()->selectedCables().contains(dac));
    // The other networks are still drawn and picked.
    QVERIFY(distance(drawnAt(*window, trunkPoint), storage) <= 8);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, trunkPoint));
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{trunk});
    // View state: the design and its history do not know about it.
    QCOMPARE(window->document().undoStack().count(), undoSteps);
    QVERIFY(!window->document().isModified());

    // An edit that routes the DAC again (its switch renamed) keeps it hidden; undo too.
    QVERIFY(window->session()->push([&](Design& d) {
      return DesignEdits::renameDevice(d, named("leaf-02"), QStringLiteral("oob-02"));
    }));
    window->rowScene()->flushPending();
    QVERIFY(layer->route(dac));
    QVERIFY(!layer->isShown(dac));
    QVERIFY(distance(drawnAt(*window, dacPoint), oob) > 60);
    window->document().undoStack().undo();
    window->rowScene()->flushPending();
    QVERIFY(!layer->isShown(dac));
    QVERIFY(!window->canvas()->cableAt(dacPoint));

    // Shown again: drawn and picked.
    setNetworkShown(*window, QStringLiteral("oob"), true);
    QVERIFY(distance(drawnAt(*window, dacPoint), oob) <= 8);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, dacPoint));
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{dac});

    // A cable asked for while its network is hidden (a finding double-clicked, a search hit)
    // brings its network back rather than being selected unseen; other hidden networks stay so.
    setNetworkShown(*window, QStringLiteral("oob"), false);
    setNetworkShown(*window, QStringLiteral("compute"), false);
    window->canvas()->revealObjects({}, {dac});
    QVERIFY(layer->isShown(dac));
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{dac});
    QCOMPARE(layer->hiddenNetworks(), QSet<QString>{QStringLiteral("compute")});
  }

  void bundlesFollowTheNetworksAndTheFilter() {
    auto window = openDesign();
    const Design& design = window->document().design();
    const QHash<QString, ObjectId> cables = cablesByNetwork(design);
    CableLayerItem* layer = window->rowScene()->cableLayer();
    // Far out, one bundle joins the two racks: the compute fibres and the storage trunk.
    const auto* trunk = layer->route(cables.value(QStringLiteral("storage")));
    QVERIFY(trunk);
    const QPointF a = trunk->bundleA;
    const QPointF b = trunk->bundleB;
    const double top = qMin(a.y(), b.y()) - (150 + 0.15 * qAbs(b.x() - a.x()));
    const QPointF arcMiddle((a.x() + b.x()) / 2, (a.y() + b.y()) / 8 + 0.75 * top);
    auto frame = [&] {
      look(*window, arcMiddle, CableLayerItem::kBundleLod / 2);
      const QImage image = window->canvas()->viewport()->grab().toImage();
      return image;
    };
    const QImage byKind = frame();
    const QPoint at = toViewport(*window, arcMiddle);
    QVERIFY(layer->paintedBundles());
    QCOMPARE(layer->bundleCount(), 1);

    window->action(QStringLiteral("view.cablesByNetwork"))->trigger();
    const QImage byNetwork = frame();
    QCOMPARE(layer->bundleCount(), 2);  // one per network
    QVERIFY(difference(byKind, byNetwork, at, 8) > 30);

    // Each change of the filter is drawn at once, though the view did not move (the bundle
    // image of the last frame is not reused).
    setNetworkShown(*window, QStringLiteral("storage"), false);
    const QImage computeOnly = frame();
    QCOMPARE(layer->bundleCount(), 1);
    QVERIFY(difference(byNetwork, computeOnly, at, 8) > 30);
    setNetworkShown(*window, QStringLiteral("compute"), false);
    const QImage none = frame();
    QCOMPARE(layer->bundleCount(), 0);
    QVERIFY(difference(computeOnly, none, at, 8) > 30);
    const QColor background = none.pixelColor(at);
    QCOMPARE(background, ui::canvasstyle::sceneBackground());
    QVERIFY(networkAction(*window, QStringLiteral("compute")));  // the menu as it opens
    auto* showAll =
        window->cableNetworksMenu()->findChild<QAction*>(QStringLiteral("view.networks.showAll"));
    QVERIFY(showAll && showAll->isEnabled());
    showAll->trigger();
    QCOMPARE(difference(byNetwork, frame(), at, 8), 0);
    QCOMPARE(layer->bundleCount(), 2);
  }

  void aNewDesignShowsEveryNetwork() {
    auto window = openDesign();
    window->action(QStringLiteral("view.cablesByNetwork"))->trigger();
    setNetworkShown(*window, QStringLiteral("compute"), false);
    QVERIFY(!window->rowScene()->cableLayer()->hiddenNetworks().isEmpty());
    QVERIFY(openIn(*window, mPath));
    QVERIFY(window->rowScene()->cableLayer()->hiddenNetworks().isEmpty());
    QVERIFY(networkAction(*window, QStringLiteral("compute"))->isChecked());
  }

  void rowHeadingsStayReadableOverCables() {
    // In the B200 example the cables between the compute and management rows cross the rows'
    // headings. The headings are drawn over the cables on a plate, so their text reads as if no
    // cable were there.
    auto window = makeWindow(mPrompts);
    QVERIFY(
        openIn(*window, sourcePath(QStringLiteral("examples/superpod-dgx-b200-1su.rackwright"))));
    ui::RowScene* scene = window->rowScene();
    scene->flushPending();
    CableLayerItem* cables = scene->cableLayer();
    const ui::RowHeadingItem* crossed = nullptr;
    for (QGraphicsItem* item : scene->items()) {
      const auto* heading = dynamic_cast<const ui::RowHeadingItem*>(item);
      if (!heading)
        continue;
      QVERIFY(heading->zValue() > cables->zValue());
      QCOMPARE(heading->acceptedMouseButtons(), Qt::NoButton);
      const QRectF plate = heading->mapRectToScene(heading->plateRect());
      for (const Cable& cable : window->document().design().all<Cable>()) {
        const auto* route = cables->route(cable.id);
        // The stroke, not the area its curve would enclose.
        QPainterPathStroker stroker;
        stroker.setWidth(1);
        if (route &&
            stroker.createStroke(route->path()).intersects(plate.adjusted(20, 20, -20, -20)))
          crossed = heading;
      }
    }
    QVERIFY2(crossed, "no cable crosses a row heading in the example");
    const QRectF plate = crossed->mapRectToScene(crossed->plateRect());
    // What the user sees: the view at working zoom on the heading.
    look(*window, plate.center(), 0.4);
    ui::CanvasView* canvas = window->canvas();
    const QRect onScreen = canvas->mapFromScene(plate).boundingRect().adjusted(3, 3, -3, -3) &
                           canvas->viewport()->rect();
    QVERIFY(onScreen.width() > 100);
    const auto grab = [&] {
      canvas->viewport()->repaint();
      return canvas->viewport()->grab().toImage().copy(onScreen);
    };
    const auto largestDifference = [&](const QImage& a, const QImage& b) {
      int largest = 0;
      for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x)
          largest = qMax(largest, distance(a.pixelColor(x, y), b.pixelColor(x, y)));
      }
      return largest;
    };
    const QImage withCables = grab();
    cables->setVisible(false);
    const QImage withoutCables = grab();
    // A cable shows through the plate only faintly (a tenth of its contrast).
    QVERIFY2(largestDifference(withCables, withoutCables) <= 30,
             qPrintable(QString::number(largestDifference(withCables, withoutCables))));
    // Without the heading the cables are there in full: the check above can fail.
    cables->setVisible(true);
    const_cast<ui::RowHeadingItem*>(crossed)->setVisible(false);
    const QImage bareWithCables = grab();
    cables->setVisible(false);
    const QImage bare = grab();
    QVERIFY(largestDifference(bareWithCables, bare) > 60);
  }
};

QTEST_MAIN(TestCanvasNetworks)
#include "tst_canvasnetworks.moc"
