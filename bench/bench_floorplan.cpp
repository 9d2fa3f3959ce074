// Floor-plan and navigation benchmark: generates the rail-optimised DGX H100 / QM9700 fabric
// (32,768 GPUs by default, in the generator's rows of ten racks unless told otherwise) and
// measures on the offscreen platform what the floor plan, the navigator and "fit all" cost and
// show:
//
// - gathering the cables into rack-to-rack bundles and laying the racks out on the floor,
//   against a floor measured in the same run (one pass over the cables reading each end);
// - building the floor-plan scene and painting it at "fit all";
// - the navigator's thumbnail of the elevations and of the floor plan, and its frame moving as
//   the view pans (what a pan costs with the navigator open);
// - "fit all" of the elevations: rows in columns against the rows one above the other (what it
//   was), as scale, rack height on screen and the share of the window the racks fill.
//
//   QT_QPA_PLATFORM=offscreen bench_floorplan [--gpus N] [--row-length N] [--repeat N]
//       [--frames DIR]
//
// Prints Markdown tables; docs/performance-canvas.md records a run.
#include "benchsupport.h"
#include "core/analysis/cablebundles.h"
#include "core/analysis/floorplan.h"
#include "core/planner/cablemapgenerator.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/navigatorwidget.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/floorplan/floorplanitems.h"
#include "ui/floorplan/floorplanscene.h"
#include "ui/floorplan/floorplanview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QScrollBar>
#include <QTextStream>

using namespace rackwright;

namespace {

QString fixed(double value, int decimals = 1) {
  return QString::number(value, 'f', decimals);
}

double paintMs(QWidget* widget, QImage& image, int repeat) {
  return bench::timedMs(repeat, [&] { widget->render(&image); });
}

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen")
                                                                  : qgetenv("QT_QPA_PLATFORM"));
  QApplication app(argc, argv);
  QCommandLineParser parser;
  parser.addOption({QStringLiteral("gpus"), QStringLiteral("GPUs of the fabric."),
                    QStringLiteral("n"), QStringLiteral("32768")});
  parser.addOption({QStringLiteral("row-length"), QStringLiteral("Rack slots per row."),
                    QStringLiteral("n"), QString::number(GeneratorOptions().rowLength)});
  parser.addOption({QStringLiteral("repeat"), QStringLiteral("Repetitions per figure."),
                    QStringLiteral("n"), QStringLiteral("5")});
  parser.addOption({QStringLiteral("frames"),
                    QStringLiteral("Also save fit-all frames and thumbnails as PNG files here."),
                    QStringLiteral("dir")});
  parser.addHelpOption();
  parser.process(app);
  const int gpus = parser.value(QStringLiteral("gpus")).toInt();
  const int repeat = qMax(1, parser.value(QStringLiteral("repeat")).toInt());
  const QString frames = parser.value(QStringLiteral("frames"));
  if (!frames.isEmpty())
    QDir().mkpath(frames);
  QTextStream out(stdout);

  Design design;
  GeneratorOptions options;
  options.rowLength = parser.value(QStringLiteral("row-length")).toInt();
  const GeneratorResult generated = CableMapGenerator::generate(
      PortPlanner::plan(bench::railFabric(gpus)), options, Catalog::builtIn(), design);

  // The floor: one pass over the cables that reads every end, as any aggregation must.
  int ends = 0;
  const double floorMs = bench::timedMs(repeat, [&] {
    QHash<ObjectId, int> seen;
    for (const Cable& cable : design.all<Cable>()) {
      for (const CableEnd& end : cable.ends)
        ++seen[end.attachment.objectId];
    }
    ends = int(seen.size());
  });
  CableBundles bundles;
  const double bundlesMs =
      bench::timedMs(repeat, [&] { bundles = CableBundles::aggregate(design); });
  FloorPlan plan;
  const double layoutMs = bench::timedMs(repeat, [&] { plan = FloorPlanLayout::compute(design); });

  const QSize window(1920, 1080);
  ui::FloorPlanScene floorScene;
  ui::FloorPlanView floorView;
  floorView.resize(window);
  floorView.setFloorScene(&floorScene);
  floorView.show();
  QApplication::processEvents();
  const double floorBuildMs = bench::timedMs(repeat, [&] {
    floorScene.setDesign(nullptr);
    floorScene.setDesign(&design);
    floorScene.flushPending();
  });
  floorView.zoomFit();
  QApplication::processEvents();
  const double floorScale = floorView.transform().m11();
  double smallestRackPx = 1e9;
  for (const FloorRack& rack : floorScene.plan().racks)
    smallestRackPx =
        qMin(smallestRackPx, qMin(rack.rectMm.width(), rack.rectMm.height()) * floorScale);
  QImage frame(floorView.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
  const double floorFrameMs = paintMs(floorView.viewport(), frame, repeat);
  if (!frames.isEmpty())
    frame.save(frames + QStringLiteral("/floor-plan-fit-all.png"));
  // What the bundles cost of that frame.
  floorScene.bundlesItem()->setVisible(false);
  const double floorFrameNoBundlesMs = paintMs(floorView.viewport(), frame, repeat);
  floorScene.bundlesItem()->setVisible(true);

  // The elevations at fit all: columns of rows, and what one column would have given.
  ui::RowScene rowScene;
  ui::CanvasView canvas;
  canvas.resize(window);
  canvas.setRowScene(&rowScene);
  canvas.show();
  rowScene.setDesign(&design);
  rowScene.flushPending();
  canvas.zoomFit();
  QApplication::processEvents();
  const QRectF content = rowScene.contentRect();
  const double scale = canvas.transform().m11();
  double rackHeight = 0;
  for (const Rack& rack : design.all<Rack>())
    rackHeight = qMax(rackHeight, rowScene.rackItem(rack.id)->boundingRect().height());
  const int rows = int(design.all<Row>().size());
  double widest = 0;
  for (const Rack& rack : design.all<Rack>()) {
    const ui::RackItem* item = rowScene.rackItem(rack.id);
    widest = qMax(widest, item->boundingRect().width() + ui::RowScene::kRackGapMm);
  }
  const double rowWidth = widest * options.rowLength;
  const double stackedHeight =
      rows * (rackHeight + ui::RowScene::kRowHeadingMm + ui::RowScene::kRowGapMm);
  const double stackedScale =
      qMin(window.width() / rowWidth, window.height() / stackedHeight) * 0.98;
  auto filled = [&](double w, double h, double s) {
    return qMin(1.0, w * s / window.width()) * qMin(1.0, h * s / window.height());
  };
  QImage canvasFrame(canvas.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
  const double canvasFrameMs = paintMs(canvas.viewport(), canvasFrame, repeat);
  if (!frames.isEmpty())
    canvasFrame.save(frames + QStringLiteral("/elevations-fit-all.png"));

  // The navigator on each view.
  ui::NavigatorWidget navigator;
  navigator.resize(320, 220);
  navigator.show();
  navigator.setView(&canvas, &canvas.zoomPan(),
                    [&](QPainter* painter, const QRectF& target, const QRectF& source) {
                      const bool was = rowScene.overviewActive();
                      rowScene.setOverview(true);
                      rowScene.render(painter, target, source, Qt::KeepAspectRatio);
                      rowScene.setOverview(was);
                    });
  const double elevationThumbMs = bench::timedMs(repeat, [&] { navigator.refreshNow(); });
  QImage navImage(navigator.size(), QImage::Format_ARGB32_Premultiplied);
  if (!frames.isEmpty()) {
    navigator.render(&navImage);
    navImage.save(frames + QStringLiteral("/navigator-elevations.png"));
  }
  // A pan with the navigator open: the view scrolls, the navigator repaints its frame.
  canvas.setTransform(QTransform::fromScale(0.3, 0.3));
  canvas.zoomPan().centreOn(content.center());
  QApplication::processEvents();
  const int renders = navigator.thumbnailRenders();
  const double panFrameMs = bench::timedMs(repeat * 4, [&] {
    canvas.horizontalScrollBar()->setValue(canvas.horizontalScrollBar()->value() + 40);
    navigator.render(&navImage);
  });
  const bool panRepainted = navigator.thumbnailRenders() != renders;
  navigator.setView(&floorView, &floorView.zoomPan());
  const double floorThumbMs = bench::timedMs(repeat, [&] { navigator.refreshNow(); });
  if (!frames.isEmpty()) {
    navigator.render(&navImage);
    navImage.save(frames + QStringLiteral("/navigator-floor-plan.png"));
  }

  out << "Floor plan and navigation, " << gpus << " GPUs, rows of " << options.rowLength
      << " (offscreen, " << window.width() << "×" << window.height() << ", median of " << repeat
      << ")\n\n";
  out << "| figure | value | × floor |\n|---|---:|---:|\n";
  out << "| racks / rows / cables | " << generated.racks << " / " << rows << " / "
      << generated.cables << " | |\n";
  out << "| floor: one pass over the cables' " << ends << " end objects | " << fixed(floorMs)
      << " ms | 1.0 |\n";
  out << "| gather " << bundles.cables << " cables into " << bundles.bundles.size()
      << " rack-to-rack bundles | " << fixed(bundlesMs) << " ms | "
      << fixed(bundlesMs / qMax(0.001, floorMs), 2) << " |\n";
  out << "| lay out " << plan.racks.size() << " racks on the floor (" << plan.halls.size()
      << " hall(s), " << (plan.halls.isEmpty() ? 0 : plan.halls.front().blocks) << " block(s)) | "
      << fixed(layoutMs, 2) << " ms | " << fixed(layoutMs / qMax(0.001, floorMs), 2) << " |\n";
  out << "| build the floor-plan scene (layout, items, bundles) | " << fixed(floorBuildMs)
      << " ms | " << fixed(floorBuildMs / qMax(0.001, floorMs), 2) << " |\n";
  out << "| floor plan fit all: " << fixed(floorScale * 100, 2)
      << " %, smallest rack side on screen | " << fixed(smallestRackPx) << " px | |\n";
  out << "| floor plan: paint one frame at fit all | " << fixed(floorFrameMs) << " ms | |\n";
  out << "| … of which racks, halls and names (the bundles hidden) | "
      << fixed(floorFrameNoBundlesMs) << " ms | |\n";
  out << "| elevations fit all, rows in columns (" << rowScene.rowsPerColumnNow()
      << " rows per column): scale | " << fixed(scale * 100, 2) << " % | |\n";
  out << "| … rack height on screen / share of the window filled | " << fixed(rackHeight * scale)
      << " px / " << fixed(filled(content.width(), content.height(), scale) * 100) << " % | |\n";
  out << "| elevations fit all, one column of " << rows << " rows (before): scale | "
      << fixed(stackedScale * 100, 3) << " % | |\n";
  out << "| … rack height on screen / share of the window filled | "
      << fixed(rackHeight * stackedScale) << " px / "
      << fixed(filled(rowWidth, stackedHeight, stackedScale) * 100) << " % | |\n";
  out << "| elevations: paint one frame at fit all | " << fixed(canvasFrameMs) << " ms | |\n";
  out << "| navigator thumbnail of the elevations (" << navigator.width() << "×"
      << navigator.height() << ") | " << fixed(elevationThumbMs) << " ms | "
      << fixed(elevationThumbMs / qMax(0.001, canvasFrameMs), 2) << " × a fit-all frame |\n";
  out << "| navigator thumbnail of the floor plan | " << fixed(floorThumbMs) << " ms | "
      << fixed(floorThumbMs / qMax(0.001, floorFrameMs), 2) << " × a fit-all frame |\n";
  out << "| pan step with the navigator open: navigator repaint | " << fixed(panFrameMs, 2)
      << " ms (thumbnail " << (panRepainted ? "painted again" : "kept") << ") | |\n";
  out.flush();
  return 0;
}
