// Finding one's way round a large design: the Navigator dock (a thumbnail of the whole view
// with the visible area framed; a click or drag moves the view; the frame follows zoom and pan
// at once, the thumbnail is painted again only once edits have settled), the scroll bars (as
// needed, their thumbs the visible share of the scrollable area, every rack reachable), zoom
// about the cursor and panning with the middle button, and "fit all" of a long design giving
// racks one can see rather than a strip.
#include "core/commands/designedits.h"
#include "ui/canvas/navigatorwidget.h"
#include "ui/canvas/zoompan.h"
#include "ui/editing/editsession.h"
#include "ui/floorplan/floorplanitems.h"
#include "ui/floorplan/floorplanscene.h"
#include "ui/floorplan/floorplanview.h"
#include "workbenchfixture.h"

#include <QAction>
#include <QDockWidget>
#include <QScrollBar>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;
using rackwright::ui::NavigatorWidget;

namespace {

QRectF visibleScene(const QGraphicsView* view) {
  return view->mapToScene(view->viewport()->rect()).boundingRect();
}

QPointF viewCentre(const QGraphicsView* view) {
  return view->mapToScene(view->viewport()->rect().center());
}

/// Where `scene` falls in the navigator, computed from its thumbnail and source rects.
QRectF expectedFrame(const NavigatorWidget* navigator, const QRectF& scene) {
  const QRectF thumb = navigator->thumbnailRect();
  const QRectF source = navigator->sourceRect();
  const double scale = thumb.width() / source.width();
  return QRectF(thumb.topLeft() + (scene.topLeft() - source.topLeft()) * scale,
                scene.size() * scale);
}

bool near(const QRectF& a, const QRectF& b, double tolerance) {
  return qAbs(a.left() - b.left()) <= tolerance && qAbs(a.top() - b.top()) <= tolerance &&
         qAbs(a.right() - b.right()) <= tolerance && qAbs(a.bottom() - b.bottom()) <= tolerance;
}

QString describe(const QRectF& r) {
  return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

}  // namespace

class TestNavigator : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  QString mLongPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    window->navigator()->refreshNow();
    return window;
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_navigator");
    QVERIFY(!mClusterPath.isEmpty());
    mPrompts = std::make_shared<RecordingPrompts::Shared>();
    // A long design: a 2,048-GPU fabric in rows of four racks (some twenty rows).
    mLongPath = mTemp.filePath(QStringLiteral("long.rackwright"));
    Design design;
    generateRailFabric(design, 2048, QStringLiteral("QM9700"), 4);
    DesignFile::save(design, mLongPath);
  }

  void dockAndAction() {
    auto window = openCluster();
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("navigatorDock"));
    QVERIFY(dock);
    QCOMPARE(dock->widget(), window->navigator());
    QVERIFY(window->navigator()->isVisible());
    QAction* toggle = window->action(QStringLiteral("view.navigator"));
    QVERIFY(toggle->isChecked());
    toggle->trigger();
    QVERIFY(!dock->isVisible());
    QVERIFY(!toggle->isChecked());
    toggle->trigger();
    QVERIFY(dock->isVisible());
    // It follows the view shown.
    QCOMPARE(window->navigator()->view(), window->canvas());
    window->showFloorPlan();
    QCOMPARE(window->navigator()->view(), window->floorPlan());
    window->showElevations();
    QCOMPARE(window->navigator()->view(), window->canvas());
  }

  void frameIsTheVisibleArea() {
    auto window = openCluster();
    NavigatorWidget* navigator = window->navigator();
    ui::CanvasView* canvas = window->canvas();
    // The thumbnail holds the whole content, in its proportions.
    QVERIFY(navigator->sourceRect().contains(window->rowScene()->contentRect()));
    const QRectF thumb = navigator->thumbnailRect();
    QVERIFY(qAbs(thumb.width() / thumb.height() -
                 navigator->sourceRect().width() / navigator->sourceRect().height()) < 0.02);
    QVERIFY(QRectF(navigator->rect()).contains(thumb));
    canvas->zoomFit();
    for (int step = 0; step < 3; ++step) {
      canvas->zoomIn();
      QApplication::processEvents();
      const QRectF frame = navigator->visibleAreaRect();
      const QRectF expected = expectedFrame(navigator, visibleScene(canvas));
      QVERIFY2(near(frame, expected, 1.0),
               qPrintable(describe(frame) + QStringLiteral(" / ") + describe(expected)));
    }
    // Zoom in once more: the frame shrinks by the zoom step.
    const double before = navigator->visibleAreaRect().width();
    canvas->zoomIn();
    QVERIFY(qAbs(navigator->visibleAreaRect().width() * ui::ZoomPan::kStepFactor - before) < 1.0);
  }

  void clickAndDragMoveTheView() {
    auto window = openCluster();
    NavigatorWidget* navigator = window->navigator();
    ui::CanvasView* canvas = window->canvas();
    canvas->zoomFit();
    canvas->zoomIn();
    canvas->zoomIn();
    canvas->zoomIn();
    QApplication::processEvents();
    const QRectF thumb = navigator->thumbnailRect();
    const QPoint target =
        (thumb.topLeft() + QPointF(thumb.width() * 0.3, thumb.height() * 0.6)).toPoint();
    QTest::mouseClick(navigator, Qt::LeftButton, Qt::NoModifier, target);
    const double pixel = 1 / canvas->transform().m11();  // one canvas pixel, in scene units
    const QPointF wanted = navigator->toScene(target);
    QVERIFY2((viewCentre(canvas) - wanted).manhattanLength() < 3 * pixel,
             qPrintable(QStringLiteral("%1,%2 vs %3,%4")
                            .arg(viewCentre(canvas).x())
                            .arg(viewCentre(canvas).y())
                            .arg(wanted.x())
                            .arg(wanted.y())));
    // The frame is now centred where the click was.
    QVERIFY((navigator->visibleAreaRect().center() - QPointF(target)).manhattanLength() < 2);
    // A drag follows the mouse.
    const QPoint to =
        (thumb.topLeft() + QPointF(thumb.width() * 0.7, thumb.height() * 0.4)).toPoint();
    QTest::mousePress(navigator, Qt::LeftButton, Qt::NoModifier, target);
    QMouseEvent move(QEvent::MouseMove, QPointF(to), navigator->mapToGlobal(QPointF(to)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(navigator, &move);
    QTest::mouseRelease(navigator, Qt::LeftButton, Qt::NoModifier, to);
    QVERIFY((viewCentre(canvas) - navigator->toScene(to)).manhattanLength() < 3 * pixel);
  }

  void thumbnailWaitsForEditsToSettle() {
    auto window = openCluster();
    NavigatorWidget* navigator = window->navigator();
    const int renders = navigator->thumbnailRenders();
    // Panning and zooming move the frame only.
    window->canvas()->zoomIn();
    window->canvas()->zoomOut();
    QApplication::processEvents();
    QCOMPARE(navigator->thumbnailRenders(), renders);
    // Three edits in a row: one new thumbnail, after they settled.
    Design& design = window->document().design();
    const ObjectId row = design.find<Rack>(DesignBuilder::idFor(QStringLiteral("rack:R01")))->rowId;
    for (int i = 0; i < 3; ++i) {
      Rack rack;
      rack.id = QUuid::createUuid();
      rack.rowId = row;
      rack.name = QStringLiteral("N%1").arg(i);
      rack.positionInRow = 10 + i;
      QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::addRack(d, rack); }));
    }
    QCOMPARE(navigator->thumbnailRenders(), renders);
    QTRY_COMPARE_WITH_TIMEOUT(navigator->thumbnailRenders(), renders + 1,
                              NavigatorWidget::kRefreshDelayMs * 5);
    QTest::qWait(NavigatorWidget::kRefreshDelayMs * 2);
    QCOMPARE(navigator->thumbnailRenders(), renders + 1);
    // The new racks widened the content; the thumbnail shows it all.
    window->rowScene()->flushPending();
    QVERIFY(navigator->sourceRect().contains(window->rowScene()->contentRect()));
  }

  void scrollBarsShowWhereTheViewIs() {
    auto window = openCluster();
    ui::CanvasView* canvas = window->canvas();
    QCOMPARE(canvas->horizontalScrollBarPolicy(), Qt::ScrollBarAsNeeded);
    QCOMPARE(canvas->verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);
    canvas->zoomFit();
    canvas->zoomIn();
    canvas->zoomIn();
    canvas->zoomIn();
    QApplication::processEvents();
    QScrollBar* h = canvas->horizontalScrollBar();
    QScrollBar* v = canvas->verticalScrollBar();
    QVERIFY(h->isVisible());
    QVERIFY(v->isVisible());
    // The thumb's share of the bar is the visible share of the scrollable area.
    const QRectF scrollable = canvas->sceneRect();
    const QRectF visible = visibleScene(canvas);
    const double thumbShare = double(h->pageStep()) / (h->maximum() - h->minimum() + h->pageStep());
    QVERIFY2(qAbs(thumbShare - visible.width() / scrollable.width()) < 0.02,
             qPrintable(QString::number(thumbShare)));
    // The scrollable area is the content and half a window round it: every rack can be
    // brought to the middle, and no more than that.
    const QRectF content = window->rowScene()->contentRect();
    QVERIFY(scrollable.contains(content));
    QVERIFY(scrollable.width() <= content.width() + visible.width() + 2);
    // Moving the bar moves the view by as many pixels.
    const double left = visible.left();
    h->setValue(h->value() - 100);
    QVERIFY(qAbs(visibleScene(canvas).left() - (left - 100 / canvas->transform().m11())) <
            2 / canvas->transform().m11());
    // Both ends reach past the content's edges to its middle.
    h->setValue(h->minimum());
    v->setValue(v->minimum());
    QVERIFY(viewCentre(canvas).x() <= content.left() + 1 / canvas->transform().m11());
    h->setValue(h->maximum());
    QVERIFY(viewCentre(canvas).x() >= content.right() - 2 / canvas->transform().m11());
    // The floor plan has them too.
    window->showFloorPlan();
    window->floorPlan()->zoomFit();
    window->floorPlan()->zoomIn();
    window->floorPlan()->zoomIn();
    QApplication::processEvents();
    QVERIFY(window->floorPlan()->horizontalScrollBar()->isVisible());
  }

  void zoomKeepsThePointUnderTheCursor() {
    auto window = openCluster();
    ui::CanvasView* canvas = window->canvas();
    canvas->zoomFit();
    QApplication::processEvents();
    // Near the content's top left corner and near the window's far corner: the hardest case
    // for a scrollable area that stops at the content.
    const QRectF content = window->rowScene()->contentRect();
    const QPoint anchor = canvas->mapFromScene(content.topLeft() + QPointF(50, 50));
    const QPointF under = canvas->mapToScene(anchor);
    for (int notch : {120, 120, 240, -120, 360, -480}) {
      QWheelEvent wheel(QPointF(anchor), canvas->viewport()->mapToGlobal(QPointF(anchor)), QPoint(),
                        QPoint(0, notch), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
      QApplication::sendEvent(canvas->viewport(), &wheel);
      const QPoint now = canvas->mapFromScene(under);
      QVERIFY2((now - anchor).manhattanLength() <= 2, qPrintable(QStringLiteral("%1,%2 vs %3,%4")
                                                                     .arg(now.x())
                                                                     .arg(now.y())
                                                                     .arg(anchor.x())
                                                                     .arg(anchor.y())));
    }
    // The bottom right of the window, over the content's bottom right.
    const QPoint corner(canvas->viewport()->width() - 20, canvas->viewport()->height() - 20);
    canvas->zoomFit();
    const QPointF at = canvas->mapToScene(corner);
    QWheelEvent wheel(QPointF(corner), canvas->viewport()->mapToGlobal(QPointF(corner)), QPoint(),
                      QPoint(0, 600), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas->viewport(), &wheel);
    QVERIFY((canvas->mapFromScene(at) - corner).manhattanLength() <= 2);
  }

  void middleDragAndSpaceDragPan() {
    auto window = openCluster();
    ui::CanvasView* canvas = window->canvas();
    canvas->zoomFit();
    canvas->zoomIn();
    canvas->zoomIn();
    QApplication::processEvents();
    QWidget* viewport = canvas->viewport();
    const QPoint from = viewport->rect().center();
    const QPointF grabbed = canvas->mapToScene(from);
    const QPoint to = from + QPoint(60, 40);
    QTest::mousePress(viewport, Qt::MiddleButton, Qt::NoModifier, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(to), viewport->mapToGlobal(QPointF(to)),
                     Qt::NoButton, Qt::MiddleButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    QTest::mouseRelease(viewport, Qt::MiddleButton, Qt::NoModifier, to);
    QVERIFY((canvas->mapFromScene(grabbed) - to).manhattanLength() <= 2);
    // Space + left drag, on the floor plan.
    window->showFloorPlan();
    ui::FloorPlanView* floor = window->floorPlan();
    floor->zoomFit();
    floor->zoomIn();
    floor->zoomIn();
    QApplication::processEvents();
    const QPointF held = floor->mapToScene(from);
    QTest::keyPress(floor, Qt::Key_Space);
    QTest::mousePress(floor->viewport(), Qt::LeftButton, Qt::NoModifier, from);
    QMouseEvent drag(QEvent::MouseMove, QPointF(to), floor->viewport()->mapToGlobal(QPointF(to)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(floor->viewport(), &drag);
    QTest::mouseRelease(floor->viewport(), Qt::LeftButton, Qt::NoModifier, to);
    QTest::keyRelease(floor, Qt::Key_Space);
    QVERIFY((floor->mapFromScene(held) - to).manhattanLength() <= 2);
    // Panning was not a click: nothing got selected.
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
  }

  void fitAllOfALongDesignIsReadable() {
    auto window = makeWindow(mPrompts, QSize(1600, 1000));
    QVERIFY(openIn(*window, mLongPath));
    window->floorScene()->flushPending();
    ui::CanvasView* canvas = window->canvas();
    ui::RowScene* scene = window->rowScene();
    canvas->zoomFit();
    QApplication::processEvents();
    // Some twenty rows of four racks: one above the other they would be a strip some twelve
    // times taller than wide; they are laid out in columns instead.
    const Design& design = window->document().design();
    const int rows = int(design.all<Row>().size());
    QVERIFY(rows >= 16);
    QVERIFY(scene->rowsPerColumnNow() < rows);
    const QRectF content = scene->contentRect();
    const double aspect = content.width() / content.height();
    QVERIFY2(aspect > 0.8 && aspect < 3.5, qPrintable(QString::number(aspect)));
    // The content fills the window: at least two fifths of it, not a sliver.
    const double scale = canvas->transform().m11();
    const QSize viewport = canvas->viewport()->size();
    const double filled =
        content.width() * scale * content.height() * scale / (viewport.width() * viewport.height());
    QVERIFY2(filled > 0.4, qPrintable(QString::number(filled)));
    // Each rack more than twice as large as in one stacked column (a 32,768-GPU design gains
    // far more; see the canvas benchmark).
    double stackedHeight = 0;
    double rackHeight = 0;
    for (const Rack& rack : design.all<Rack>())
      rackHeight = qMax(rackHeight, scene->rackItem(rack.id)->boundingRect().height());
    stackedHeight = rows * (rackHeight + ui::RowScene::kRowHeadingMm + ui::RowScene::kRowGapMm);
    const double stackedScale = viewport.height() / stackedHeight;
    QVERIFY2(scale > 2 * stackedScale,
             qPrintable(QStringLiteral("%1 vs %2").arg(scale).arg(stackedScale)));
    QVERIFY(rackHeight * scale > 60);  // pixels: a rack's units can be made out
    // The screenshot with the navigator.
    window->navigator()->refreshNow();
    canvas->zoomIn();
    canvas->zoomIn();
    canvas->zoomIn();
    QApplication::processEvents();
    QVERIFY(maybeUpdateScreenshot(window->grab().toImage(), QStringLiteral("navigator.png")));

    // The floor plan of the same design fits with every rack's name readable.
    window->showFloorPlan();
    window->floorPlan()->zoomFit();
    QApplication::processEvents();
    const double floorScale = window->floorPlan()->transform().m11();
    for (const FloorRack& rack : window->floorScene()->plan().racks)
      QVERIFY(qMin(rack.rectMm.width(), rack.rectMm.height()) * floorScale >=
              ui::FloorLabelsItem::kMinNamePixels);
  }
};

QTEST_MAIN(TestNavigator)
#include "tst_navigator.moc"
