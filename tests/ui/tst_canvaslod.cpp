// The row view far out and in dense places: at "fit all" the overview paints exactly what the rack
// and device items would, with findings and the selection marked, rack-pair bundles in their
// colours, edits and undo showing at once, and clicks and the rubber band still selecting; single
// cables near the view at working zoom, bundles where too many meet; the bundle raster composes
// translucent strokes as QPainter does; long cables are cut to the stretch in view.
#include "core/commands/designedits.h"
#include "core/model/networks.h"
#include "ui/canvas/bundleraster.h"
#include "ui/canvas/cablegeometry.h"
#include "ui/canvas/canvasstyle.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/deviceitem.h"
#include "ui/canvas/overviewitem.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "workbenchfixture.h"

#include <QApplication>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>
#include <tuple>

using namespace rackwright;
using namespace rackwright::ui;

namespace {

constexpr double kOverviewScale = 0.015;  // below OverviewItem::kMaxLod, straight bundles

bool near(QRgb a, QColor b, int tolerance = 6) {
  return std::abs(qRed(a) - b.red()) <= tolerance && std::abs(qGreen(a) - b.green()) <= tolerance &&
         std::abs(qBlue(a) - b.blue()) <= tolerance;
}

/// Pixels of `image` within `rect` (clipped to the image) close to `colour`.
int countNear(const QImage& image, const QRect& rect, const QColor& colour, int tolerance = 40) {
  int count = 0;
  const QRect area = rect & image.rect();
  for (int y = area.top(); y <= area.bottom(); ++y) {
    for (int x = area.left(); x <= area.right(); ++x)
      count += near(image.pixel(x, y), colour, tolerance) ? 1 : 0;
  }
  return count;
}

/// `colour` with `alpha` blended `times` over `background`, as QPainter blends it.
QColor blended(QColor background, const QColor& colour, int alpha, int times) {
  for (int i = 0; i < times; ++i) {
    auto mix = [&](int under, int over) { return (over * alpha + under * (255 - alpha)) / 255; };
    background =
        QColor(mix(background.red(), colour.red()), mix(background.green(), colour.green()),
               mix(background.blue(), colour.blue()));
  }
  return background;
}

}  // namespace

class TestCanvasLod : public QObject {
  Q_OBJECT

 private:
  Design mDesign;
  std::unique_ptr<RowScene> mScene;
  std::unique_ptr<CanvasView> mView;

  /// A server in a server rack (its top unit is the design's highest used unit there).
  const DeviceItem* server(int index = 0) const {
    QVector<const Device*> servers;
    for (const Device& d : mDesign.all<Device>()) {
      if (d.isRacked() && d.typeId == QStringLiteral("DGX-H100"))
        servers << &d;
    }
    std::sort(servers.begin(), servers.end(),
              [](const Device* a, const Device* b) { return a->name < b->name; });
    return mScene->deviceItem(servers.at(index)->id);
  }
  QRect viewRect(const QRectF& sceneRect) const {
    return mView->mapFromScene(sceneRect).boundingRect();
  }
  void look(double scale, const QPointF& centre) {
    mView->setTransform(QTransform::fromScale(scale, scale));
    mView->centerOn(centre);
    QApplication::processEvents();
  }
  QImage frame() const { return mView->viewport()->grab().toImage(); }
  /// The scene rendered into an image of the viewport's size from what the view shows.
  QImage renderScene(bool overview) {
    mScene->setOverview(overview);
    QImage image(mView->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    mScene->render(&painter, QRectF(image.rect()),
                   mView->mapToScene(mView->viewport()->rect()).boundingRect(),
                   Qt::IgnoreAspectRatio);
    return image;
  }

 private Q_SLOTS:
  void initTestCase() {
    // The 1,024-GPU rail-optimised fabric in rows of eight racks.
    test::generateRailFabric(mDesign, 1024, QStringLiteral("QM9700"));
    mScene = std::make_unique<RowScene>();
    mView = std::make_unique<CanvasView>();
    mView->resize(900, 560);
    mView->setRowScene(mScene.get());
    mScene->setDesign(&mDesign);
    mScene->flushPending();
    mView->show();
    QVERIFY(QTest::qWaitForWindowExposed(mView.get()));
  }
  void init() {
    mScene->setFindings({});
    mScene->selectObjects({});
    mScene->cableLayer()->setColourMode(CableLayerItem::ColourMode::Kind);
    mScene->cableLayer()->setVisible(true);
    look(kOverviewScale, mScene->contentRect().center());
  }

  void routesMadeOnTheWorkPoolMatchOneByOne() {
    // The whole design is routed in jobs on the work pool; each route must be what routing
    // that one cable on its own (as an edit does) gives: its ends on their ports, its network.
    QVERIFY(mDesign.all<Cable>().size() >= RowScene::kParallelRoutingFrom);
    int routed = 0;
    for (const Cable& cable : mDesign.all<Cable>()) {
      const CableLayerItem::Route* route = mScene->cableLayer()->route(cable.id);
      QVERIFY2(route, qPrintable(cable.id.toString()));
      ++routed;
      QCOMPARE(route->endCount(), cable.ends.size());
      for (qsizetype i = 0; i < cable.ends.size(); ++i) {
        const auto point = mScene->attachmentPoint(cable.ends.at(i).attachment);
        QVERIFY(point);
        QCOMPARE(route->end(i), point->first);
      }
      QCOMPARE(route->network, Networks::ofCable(mDesign, cable));
    }
    QCOMPARE(routed, mScene->cableLayer()->routeCount());
  }

  void overviewPaintsWhatTheItemsWould() {
    const QImage itself = frame();
    QVERIFY(mScene->overviewActive());
    QVERIFY(mScene->minimumRenderSize() > 0);
    // The same frame with every rack and device painting itself (overview off) and through
    // the overview: the same pixels.
    const QImage items = renderScene(false);
    const QImage overview = renderScene(true);
    QCOMPARE(overview.size(), items.size());
    int differing = 0;
    int drawn = 0;
    for (int y = 0; y < items.height(); ++y) {
      for (int x = 0; x < items.width(); ++x) {
        differing += near(items.pixel(x, y), QColor::fromRgb(overview.pixel(x, y)), 2) ? 0 : 1;
        drawn += items.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
      }
    }
    QVERIFY2(drawn > items.width() * items.height() / 10, "nothing was drawn");
    QVERIFY2(differing <= drawn / 500, qPrintable(QString::number(differing)));
    QVERIFY(!itself.isNull());
  }

  void fitAllShowsDevicesMarkersAndSelection() {
    const DeviceItem* marked = server(0);
    const DeviceItem* chosen = server(5);
    const DeviceItem* plain = server(9);
    Finding error;
    error.rule = QStringLiteral("TEST-01");
    error.severity = Severity::Error;
    error.wording = QStringLiteral("test finding");
    error.objects = {marked->device().id};
    mScene->setFindings({error});
    mScene->selectObjects({chosen->device().id});
    mScene->cableLayer()->setVisible(false);
    QApplication::processEvents();
    const QImage image = frame();
    QVERIFY(mScene->overviewActive());
    auto box = [&](const DeviceItem* item) {
      return viewRect(*item->faceSceneRect(item->device().face));
    };
    // The server boxes in their role colour, the ghost in the rear elevation.
    const QColor green = plain->fillColour();
    QVERIFY(countNear(image, box(plain), green, 12) > 4);
    // A red frame around the device with an error, amber around the selected one, neither
    // around the others.
    const QColor red = canvasstyle::severityColour(Severity::Error);
    const QColor amber = canvasstyle::selectionColour();
    QVERIFY(countNear(image, box(marked).adjusted(-2, -2, 2, 2), red) >= 4);
    QVERIFY(countNear(image, box(chosen).adjusted(-2, -2, 2, 2), amber) >= 4);
    QCOMPARE(countNear(image, box(plain).adjusted(-1, -1, 1, 1), red), 0);
    QCOMPARE(countNear(image, box(plain).adjusted(-1, -1, 1, 1), amber), 0);
    // Outside the content: background only.
    const QRect outside = viewRect(mScene->contentRect()).adjusted(-40, -40, 0, 0);
    QCOMPARE(image.pixel(outside.topLeft() + QPoint(5, 5)), canvasstyle::sceneBackground().rgb());
  }

  void repeatedFitAllFramesFollowEveryChange() {
    // Far out the overview and the bundles are painted from images kept while the view stays
    // where it is; every change to what they show must reach the next frame all the same.
    const DeviceItem* item = server(6);
    const QRect box = viewRect(*item->faceSceneRect(item->device().face)).adjusted(-2, -2, 2, 2);
    const QColor amber = canvasstyle::selectionColour();
    const QColor red = canvasstyle::severityColour(Severity::Error);
    const QImage first = frame();
    QVERIFY(mScene->overviewActive());
    QCOMPARE(frame(), first);  // nothing changed: the same pixels from the kept images
    QCOMPARE(countNear(first, box, amber), 0);
    mScene->selectObjects({item->device().id});
    QApplication::processEvents();
    QVERIFY(countNear(frame(), box, amber) >= 4);
    mScene->selectObjects({});
    QApplication::processEvents();
    QCOMPARE(countNear(frame(), box, amber), 0);
    Finding error;
    error.rule = QStringLiteral("TEST-04");
    error.severity = Severity::Error;
    error.wording = QStringLiteral("test finding");
    error.objects = {item->device().id};
    mScene->setFindings({error});
    QApplication::processEvents();
    QVERIFY(countNear(frame(), box, red) >= 4);
    mScene->setFindings({});
    QApplication::processEvents();
    QCOMPARE(frame(), first);
    // A repaint of part of the view (a tooltip closing) leaves the rest as it was.
    mView->viewport()->update(box);
    QApplication::processEvents();
    QCOMPARE(frame(), first);
  }

  void fitAllShowsBundlesInTheirColours() {
    // A cable between racks: its rack pair's bundle, straight this far out.
    const CableLayerItem* layer = mScene->cableLayer();
    QVERIFY(layer->bundleCount() > 10);
    const CableLayerItem::Route* route = nullptr;
    ObjectId cableId;
    // In id order, not hash order, so that every run looks at the same bundle.
    QVector<ObjectId> cableIds = mDesign.all<Cable>().keys();
    std::sort(cableIds.begin(), cableIds.end());
    for (const ObjectId& id : cableIds) {
      const CableLayerItem::Route* r = layer->route(id);
      if (r && r->rackA != r->rackB &&
          std::abs(r->bundleA.y() - r->bundleB.y()) > 1000) {  // between rows: crosses a gap
        route = r;
        cableId = id;
        break;
      }
    }
    QVERIFY(route);
    // A point of the bundle in the gap above the lower of the two racks' rows, where it runs
    // over the background.
    const QPointF low = route->bundleA.y() > route->bundleB.y() ? route->bundleA : route->bundleB;
    const QPointF high = low == route->bundleA ? route->bundleB : route->bundleA;
    const double t = 400.0 / (low.y() - high.y());
    const QPoint pixel = mView->mapFromScene(low + (high - low) * t);
    QImage image = frame();
    QVERIFY(layer->paintedBundles());
    const QRgb kind = image.pixel(pixel);
    const QColor background = canvasstyle::sceneBackground();
    QVERIFY2(qBlue(kind) > qRed(kind) && qBlue(kind) < background.blue() - 20,
             qPrintable(QColor::fromRgb(kind).name()));

    // The bundle with a cable in error is red whatever the colour mode: by kind (the default)
    // and by validation (where clean bundles are green).
    Finding error;
    error.rule = QStringLiteral("TEST-02");
    error.severity = Severity::Error;
    error.wording = QStringLiteral("test finding");
    error.objects = {cableId};
    mScene->setFindings({error});
    for (const auto mode :
         {CableLayerItem::ColourMode::Kind, CableLayerItem::ColourMode::Validation}) {
      mScene->cableLayer()->setColourMode(mode);
      QApplication::processEvents();
      image = frame();
      // Sampled at several points of the gap: where another bundle crosses, the colours mix.
      int red = 0;
      QStringList seen;
      for (const double distance : {300.0, 350.0, 400.0, 450.0, 500.0}) {
        const double along = distance / (low.y() - high.y());
        const QRgb c = image.pixel(mView->mapFromScene(low + (high - low) * along));
        if (qRed(c) > qGreen(c) + 30 && qRed(c) > qBlue(c))
          ++red;
        seen << QColor::fromRgb(c).name();
      }
      QVERIFY2(red >= 3, qPrintable(seen.join(QLatin1Char(' '))));
    }
    mScene->setFindings({});
    mScene->cableLayer()->setColourMode(CableLayerItem::ColourMode::Kind);
  }

  void editsAndUndoShowAtFitAll() {
    QUndoStack stack;
    const DeviceItem* item = server(2);
    const ObjectId id = item->device().id;
    const Device before = item->device();
    const RackItem* rack = mScene->rackItem(before.rackId);
    // Above the four 8 U servers of a server rack the units are free.
    const double freeU = 34;
    const QRectF target = rack->mapRectToScene(rack->unitSpanRect(before.face, freeU, 8));
    const QRectF source =
        rack->mapRectToScene(rack->unitSpanRect(before.face, before.positionU, 8));
    const QColor green = item->fillColour();
    auto greenAt = [&](const QRectF& sceneRect) {
      return countNear(frame(), viewRect(sceneRect).adjusted(1, 1, -1, -1), green, 12);
    };
    mScene->cableLayer()->setVisible(false);
    QApplication::processEvents();
    QVERIFY(greenAt(source) > 0);
    QCOMPARE(greenAt(target), 0);
    stack.push(DesignEdits::moveDevice(mDesign, id, before.rackId, freeU, before.face).release());
    mScene->flushPending();
    QApplication::processEvents();
    QVERIFY(mScene->overviewActive());
    QVERIFY(greenAt(target) > 0);
    QCOMPARE(greenAt(source), 0);
    stack.undo();
    mScene->flushPending();
    QApplication::processEvents();
    QVERIFY(greenAt(source) > 0);
    QCOMPARE(greenAt(target), 0);
  }

  void clicksAndAreasSelectAtFitAll() {
    frame();
    QVERIFY(mScene->overviewActive());
    const DeviceItem* item = server(3);
    const QPointF centre = item->faceSceneRect(item->device().face)->center();
    // Hit testing does not depend on painting: the items the overview stands in for are there.
    QCOMPARE(mScene->deviceAt(centre), item);
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::NoModifier,
                      mView->mapFromScene(centre));
    QCOMPARE(mScene->selectedDevices(), QVector<ObjectId>{item->device().id});
    // The rubber band's selection area around one rack selects its devices.
    const RackItem* rack = mScene->rackItem(item->device().rackId);
    QPainterPath area;
    area.addRect(rack->sceneBoundingRect().adjusted(-20, -20, 20, 20));
    mScene->setSelectionArea(area, Qt::ReplaceSelection, Qt::IntersectsItemShape,
                             mView->viewportTransform());
    const QVector<ObjectId> selected = mScene->selectedDevices();
    QCOMPARE(selected.size(), int(mDesign.devicesInRack(rack->rack().id).size()));
    QVERIFY(selected.contains(item->device().id));
  }

  void toolFeedbackShowsAtFitAll() {
    // Ghosts and the rubber line are the view's, painted over the scene at any zoom (the scene
    // skips items smaller than its minimum render size this far out).
    mScene->cableLayer()->setVisible(false);
    const DeviceItem* item = server(4);
    const RackItem* rack = mScene->rackItem(item->device().rackId);
    const QRectF target = rack->mapRectToScene(rack->unitSpanRect(RackFace::Front, 34, 8));
    auto changed = [](const QImage& a, const QImage& b, const QRect& rect) {
      int count = 0;
      const QRect area = rect & a.rect();
      for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x)
          count += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
      }
      return count;
    };
    const QImage before = frame();
    QVERIFY(mScene->overviewActive());
    const QRect area = viewRect(target).adjusted(-3, -3, 3, 3);
    mView->showGhosts({target}, true);
    QVERIFY(changed(before, frame(), area) >= 4);
    mView->clearGhosts();
    QCOMPARE(changed(before, frame(), area), 0);
    const QLineF line(target.center(), target.center() + QPointF(8000, 0));
    const QRect lineArea = viewRect(QRectF(line.p1(), line.p2()).adjusted(0, -200, 0, 200));
    mView->showRubberLine(line);
    const QImage withLine = frame();
    QVERIFY(changed(before, withLine, lineArea) > 20);
    QVERIFY(countNear(withLine, lineArea, canvasstyle::selectionColour(), 40) > 20);
    mView->clearRubberLine();
    QCOMPARE(changed(before, frame(), lineArea), 0);
  }

  void singleCablesNearbyBundlesWhereTooMany() {
    // Working zoom on a server: its cables, one by one.
    const DeviceItem* item = server(0);
    look(0.6, item->mapToScene(item->boundingRect().center()));
    frame();
    QVERIFY(!mScene->overviewActive());
    QCOMPARE(mScene->minimumRenderSize(), 0.0);
    QVERIFY(!mScene->cableLayer()->paintedBundles());
    // Far out: bundles.
    look(0.04, mScene->contentRect().center());
    frame();
    QVERIFY(!mScene->overviewActive());
    QVERIFY(mScene->cableLayer()->paintedBundles());
    // Closer, with the whole hall in view: more than kMaxDetailCables cables end in it.
    const QSize size = mView->size();
    mView->resize(1600, 1600);
    const double scale = 0.065;
    QVERIFY(scale >= CableLayerItem::kBundleLod);
    QVERIFY(mScene->contentRect().width() * scale < 1500);
    QVERIFY(mScene->contentRect().height() * scale < 1500);
    QVERIFY(mScene->cableLayer()->routeCount() > CableLayerItem::kMaxDetailCables);
    look(scale, mScene->contentRect().center());
    frame();
    QVERIFY(mScene->cableLayer()->paintedBundles());
    mView->resize(size);
  }

  void cableInErrorShowsInKindColours() {
    // Working zoom on a server; one of its cables gets an error while cables are coloured by
    // kind: a band of the error colour runs along it.
    const DeviceItem* item = server(0);
    look(0.6, item->mapToScene(item->boundingRect().center()));
    const CableLayerItem* layer = mScene->cableLayer();
    ObjectId cableId;
    QPointF probe;
    const QRectF visible =
        mView->mapToScene(mView->viewport()->rect().adjusted(40, 40, -40, -40)).boundingRect();
    QVector<ObjectId> cableIds = mDesign.all<Cable>().keys();
    std::sort(cableIds.begin(), cableIds.end());
    for (const ObjectId& id : cableIds) {
      const CableLayerItem::Route* r = layer->route(id);
      if (!r)
        continue;
      // A point of the cable a little way from its end, in view.
      for (const double t : {0.03, 0.06, 0.1, 0.9, 0.94, 0.97}) {
        const QPointF point = r->path().pointAtPercent(t);
        if (visible.contains(point)) {
          cableId = id;
          probe = point;
          break;
        }
      }
      if (!cableId.isNull())
        break;
    }
    QVERIFY(!cableId.isNull());
    const QColor red = canvasstyle::severityColour(Severity::Error);
    const QRect around =
        mView->mapFromScene(QRectF(probe - QPointF(8, 8), QSizeF(16, 16))).boundingRect();
    QCOMPARE(int(layer->colourMode()), int(CableLayerItem::ColourMode::Kind));
    const int before = countNear(frame(), around, red, 40);
    Finding error;
    error.rule = QStringLiteral("TEST-03");
    error.severity = Severity::Error;
    error.wording = QStringLiteral("test finding");
    error.objects = {cableId};
    mScene->setFindings({error});
    QApplication::processEvents();
    const int after = countNear(frame(), around, red, 40);
    QVERIFY2(after > before + 10, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));
    mScene->setFindings({});
  }

  void bundleRasterComposesLikeThePainter() {
    const QColor colour(0x55, 0x6b, 0x8d, 110);
    const QColor white(Qt::white);
    BundleRaster raster;
    raster.begin(QRect(0, 0, 200, 100));
    raster.addPolyline(QPolygonF{QPointF(20, 50), QPointF(180, 50)}, 5, 0);
    raster.addPolyline(QPolygonF{QPointF(100, 10), QPointF(100, 90)}, 5, 0);
    // Up and back down along itself: still one stroke deep.
    raster.addPolyline(QPolygonF{QPointF(150, 90), QPointF(150, 70), QPointF(150.5, 90)}, 5, 0);
    QPoint origin;
    const QImage layer = raster.finish({colour}, &origin);
    QImage image(200, 100, QImage::Format_ARGB32_Premultiplied);
    image.fill(white);
    {
      QPainter painter(&image);
      painter.drawImage(origin, layer);
    }
    QImage reference(200, 100, QImage::Format_ARGB32_Premultiplied);
    reference.fill(white);
    {
      QPainter painter(&reference);
      QPen pen(colour, 5);
      pen.setCosmetic(true);
      pen.setCapStyle(Qt::SquareCap);
      painter.setPen(pen);
      painter.drawLine(QPointF(20, 50), QPointF(180, 50));
      painter.drawLine(QPointF(100, 10), QPointF(100, 90));
      painter.drawLine(QPointF(150, 90), QPointF(150, 70));
    }
    const QColor once = blended(white, colour, colour.alpha(), 1);
    const QColor twice = blended(white, colour, colour.alpha(), 2);
    QVERIFY2(near(image.pixel(60, 50), once, 2), qPrintable(QColor(image.pixel(60, 50)).name()));
    QVERIFY2(near(image.pixel(100, 50), twice, 2), qPrintable(QColor(image.pixel(100, 50)).name()));
    QVERIFY2(near(image.pixel(150, 80), once, 2), qPrintable(QColor(image.pixel(150, 80)).name()));
    QCOMPARE(QColor(image.pixel(5, 5)), white);
    int differing = 0;
    for (int y = 0; y < 100; ++y) {
      for (int x = 0; x < 200; ++x)
        differing += near(image.pixel(x, y), QColor(reference.pixel(x, y)), 3) ? 0 : 1;
    }
    // The strokes cover about 1,300 pixels; their edges may round the other way here and there.
    QVERIFY2(differing < 60, qPrintable(QString::number(differing)));
  }

  void overviewPaintedInBandsIsPaintedWhole() {
    // A large hall's overview image is painted in horizontal bands on several threads: every
    // pixel must be what one painter gives, band edges included, fills and framed outlines.
    OutlineBatch batch;
    for (int i = 0; i < 300; ++i) {
      const QRectF rect(i * 13.7, (i % 17) * 41.3, 9.5 + i % 5, 30.2 + i % 7);
      batch.fill(rect, i % 3 ? QColor(0x2e, 0x7d, 0x32) : QColor(0x90, 0xa4, 0xae));
      if (i % 4 == 0)
        batch.frame(rect.adjusted(-1, -1, 1, 1), QColor(0xc6, 0x28, 0x28));
    }
    // Outlines of no width or height (a frame still draws them), on and across band edges.
    batch.frame(QRectF(100, 0, 0, 700), QColor(0x15, 0x65, 0xc0));
    batch.frame(QRectF(0, 360, 2000, 0), QColor(0x15, 0x65, 0xc0));
    const QTransform toDevice = QTransform::fromScale(0.31, 0.29) * QTransform::fromTranslate(3, 5);
    QImage whole(640, 211, QImage::Format_ARGB32_Premultiplied);
    whole.fill(Qt::transparent);
    {
      QPainter painter(&whole);
      painter.setTransform(toDevice);
      batch.paint(&painter);
    }
    for (int bands : {1, 2, 3, 7}) {
      QImage banded(whole.size(), QImage::Format_ARGB32_Premultiplied);
      banded.fill(Qt::transparent);
      batch.paintInBands(banded, toDevice, bands);
      QVERIFY2(banded == whole, qPrintable(QStringLiteral("%1 bands").arg(bands)));
    }
  }

  void overviewFillsArePaintedAsThePainterFills() {
    // The overview rounds its rectangles to device pixels itself and hands QPainter only those
    // that fill a pixel: every pixel must be what QPainter gives for the rectangles in the
    // scene, under each scale, opaque and translucent, the many under a pixel included.
    const QVector<QColor> colours{QColor(0x2e, 0x7d, 0x32), QColor(0x90, 0xa4, 0xae, 160),
                                  QColor(0xc6, 0x28, 0x28, 60)};
    OutlineBatch batch;
    QVector<QPair<QRectF, QColor>> rects;
    for (int i = 0; i < 2000; ++i) {
      const QRectF rect(i * 3.37 - 40, (i % 23) * 17.9 - 30, 0.3 + (i % 11) * 1.7,
                        0.2 + (i % 13) * 2.9);
      const QColor& colour = colours.at(i % colours.size());
      batch.fill(rect, colour);
      rects.append({rect, colour});
    }
    for (const QTransform& toDevice :
         {QTransform::fromTranslate(0.5, 3.25),
          QTransform::fromScale(0.31, 0.29) * QTransform::fromTranslate(3.5, 5.25),
          QTransform::fromScale(0.05, 0.07) * QTransform::fromTranslate(0.5, 0.5),
          QTransform::fromScale(2.5, 1.75) * QTransform::fromTranslate(-100.25, 7)}) {
      QImage expected(640, 211, QImage::Format_ARGB32_Premultiplied);
      expected.fill(Qt::white);
      {
        QPainter painter(&expected);
        painter.setTransform(toDevice);
        painter.setPen(Qt::NoPen);
        // In the order the batch keeps them: by colour, in the order the colours came.
        for (const QColor& colour : colours) {
          painter.setBrush(colour);
          for (const auto& [rect, c] : rects) {
            if (c == colour)
              painter.drawRect(rect);
          }
        }
      }
      for (int bands : {1, 3}) {
        QImage image(expected.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        batch.paintInBands(image, toDevice, bands);
        QVERIFY2(image == expected,
                 qPrintable(QStringLiteral("%1 bands, scale %2").arg(bands).arg(toDevice.m11())));
      }
    }
  }

  void bundleSegmentIsTheTwoPointPolyline() {
    // Far out, bundles are added as segments: the same pixels as a polyline of their two ends,
    // steep, shallow, leaving the area and of no length.
    const QRect area(0, 0, 120, 90);
    const QVector<QPair<QPointF, QPointF>> ends{{{5.3, 2.1}, {100.7, 88.4}},
                                                {{-20, 40.5}, {150, 44.2}},
                                                {{60.25, 10}, {61, 80.75}},
                                                {{30, 30}, {30, 30}}};
    const QVector<QColor> colours{QColor(30, 90, 200, 110), QColor(220, 40, 40, 200)};
    BundleRaster bySegment;
    BundleRaster byPolyline;
    bySegment.begin(area);
    byPolyline.begin(area);
    for (qsizetype i = 0; i < ends.size(); ++i) {
      const auto& [a, b] = ends.at(i);
      bySegment.addSegment(a, b, 2.5 + i, int(i % 2));
      byPolyline.addPolyline(QPolygonF{a, b}, 2.5 + i, int(i % 2), false);
    }
    QPoint segmentOrigin;
    QPoint polylineOrigin;
    const QImage segments = bySegment.finish(colours, &segmentOrigin);
    QVERIFY(!segments.isNull());
    QCOMPARE(segments, byPolyline.finish(colours, &polylineOrigin));
    QCOMPARE(segmentOrigin, polylineOrigin);
  }

  void bundleRastersCountedApartAddUp() {
    // A large frame's bundles are counted in two halves on two threads and added: the image must
    // be the one a single raster makes, on every layer, wherever the halves overlap.
    const QRect area(10, 20, 300, 160);
    QVector<std::tuple<QPolygonF, double, int, bool>> strokes;
    for (int i = 0; i < 40; ++i) {
      const double x = 15 + i * 7;
      strokes.append(
          {QPolygonF{QPointF(x, 25), QPointF(300 - x / 2, 170)}, 2.0 + i % 4, i % 3, false});
    }
    strokes.append({QPolygonF{QPointF(150, 170), QPointF(150, 60), QPointF(151, 170)}, 5, 1, true});
    strokes.append({QPolygonF{QPointF(12, 100), QPointF(305, 100)}, 3, 2, false});
    const QVector<QColor> colours{QColor(0, 160, 80, 110), QColor(30, 90, 200, 110),
                                  QColor(220, 40, 40, 200)};
    BundleRaster whole;
    whole.begin(area);
    for (const auto& [points, width, layer, crosses] : strokes)
      whole.addPolyline(points, width, layer, crosses);
    QPoint wholeOrigin;
    const QImage expected = whole.finish(colours, &wholeOrigin);

    BundleRaster first;
    BundleRaster second;
    for (int frame = 0; frame < 2; ++frame) {  // the second frame reuses both rasters
      first.begin(area);
      second.begin(area);
      for (qsizetype i = 0; i < strokes.size(); ++i) {
        const auto& [points, width, layer, crosses] = strokes.at(i);
        (i % 2 ? second : first).addPolyline(points, width, layer, crosses);
      }
      first.add(second);
      QPoint origin;
      const QImage added = first.finish(colours, &origin);
      QCOMPARE(origin, wholeOrigin);
      QCOMPARE(added.size(), expected.size());
      QVERIFY(added == expected);
    }
    // Cleared by add(): a frame on the helper alone draws nothing it was given before.
    second.begin(area);
    QPoint none;
    QVERIFY(second.finish(colours, &none).isNull());
  }

  void longCablesAreCutToTheView() {
    QPainterPath path(QPointF(0, 0));
    path.cubicTo(QPointF(0, -1000), QPointF(10000, -1000), QPointF(10000, 0));
    const double total = cablegeometry::cubicLength(QPointF(0, 0), QPointF(0, -1000),
                                                    QPointF(10000, -1000), QPointF(10000, 0));
    QVERIFY(total > 10000 && total < 12500);
    const QRectF clip(4000, -900, 2000, 400);
    const auto runs = cablegeometry::visibleRuns(path, clip, 0.5);
    QCOMPARE(runs.size(), 1);
    const cablegeometry::Run& run = runs.front();
    QVERIFY(run.points.size() >= 2);
    for (const QPointF& p : run.points)
      QVERIFY(clip.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(p));
    // It enters at the left edge of the clip, about 40 % along the path, and leaves at the right.
    QVERIFY(qAbs(run.points.front().x() - 4000) < 1e-6);
    QVERIFY(qAbs(run.points.back().x() - 6000) < 1e-6);
    QVERIFY2(run.startLength > 0.3 * total && run.startLength < 0.5 * total,
             qPrintable(QString::number(run.startLength)));
    // Each point lies on the curve (within the tolerance): compare with the path's own points.
    for (const QPointF& p : run.points) {
      double best = 1e9;
      for (int i = 0; i <= 2000; ++i)
        best = qMin(best, QLineF(p, path.pointAtPercent(i / 2000.0)).length());
      QVERIFY2(best < 6, qPrintable(QString::number(best)));
    }
    // Nothing of it in a clip it does not reach.
    QVERIFY(cablegeometry::visibleRuns(path, QRectF(3000, 100, 500, 500), 0.5).isEmpty());
  }
};

QTEST_MAIN(TestCanvasLod)
#include "tst_canvaslod.moc"
