// Canvas benchmark: generates the rail-optimised DGX H100 / QM9700 fabric (32,768 GPUs by
// default) with the planner and the cable-map generator, and measures on the offscreen platform
// what a user waits for in the workbench: building the row scene, marking the findings, painting
// frames at "fit all", at working zoom and at every zoom step in between, and an edit's way to
// its validation result (incremental validation plus the scene update).
//
//   QT_QPA_PLATFORM=offscreen bench_canvas [--gpus N] [--repeat N] [--frames DIR]
//
// Frames are painted the way the window paints them: a paint event for the whole viewport
// (QWidget::render of the viewport runs QGraphicsView::paintEvent). QGraphicsView::render(), which
// earlier runs used, first collects and sorts every item in view; it is reported as well.
//
// Prints Markdown tables; docs/performance-canvas.md records a run.
#include "benchsupport.h"
#include "core/commands/designedits.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "core/validation/incrementalvalidator.h"
#include "core/validation/validator.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/deviceitem.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTextStream>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

using namespace rackwright;

namespace {

QString fixed(double value, int decimals = 1) {
  return QString::number(value, 'f', decimals);
}

/// Paints frames of one view into an image and saves them on request.
class FramePainter {
 public:
  FramePainter(ui::CanvasView& view, QString folder)
      : mView(view),
        mFolder(std::move(folder)),
        mImage(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied) {
    if (!mFolder.isEmpty())
      QDir().mkpath(mFolder);
  }

  /// One full frame as an expose of the whole window paints it (QGraphicsView::paintEvent).
  double paintEventMs(int repeat) {
    return bench::timedMs(repeat, [this] { mView.viewport()->render(&mImage); });
  }
  /// One full frame through QGraphicsView::render().
  double viewRenderMs(int repeat) {
    return bench::timedMs(repeat, [this] {
      QPainter painter(&mImage);
      mView.render(&painter, QRectF(), mView.viewport()->rect());
    });
  }
  void save(const QString& name) {
    if (mFolder.isEmpty())
      return;
    mView.viewport()->render(&mImage);
    mImage.save(mFolder + QLatin1Char('/') + name);
  }

 private:
  ui::CanvasView& mView;
  QString mFolder;
  QImage mImage;
};

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen")
                                                                  : qgetenv("QT_QPA_PLATFORM"));
  QApplication app(argc, argv);
  QCommandLineParser parser;
  parser.addOption({QStringLiteral("gpus"), QStringLiteral("GPUs of the fabric."),
                    QStringLiteral("n"), QStringLiteral("32768")});
  parser.addOption({QStringLiteral("repeat"), QStringLiteral("Repetitions per figure."),
                    QStringLiteral("n"), QStringLiteral("3")});
  parser.addOption(
      {QStringLiteral("frames"),
       QStringLiteral("Also save the painted frames (fit all, working zoom) as PNG files here."),
       QStringLiteral("dir")});
  parser.addHelpOption();
  parser.process(app);
  const int gpus = parser.value(QStringLiteral("gpus")).toInt();
  const int repeat = qMax(1, parser.value(QStringLiteral("repeat")).toInt());
  QTextStream out(stdout);

  QElapsedTimer clock;
  clock.start();
  Design design;
  const PortPlan plan = PortPlanner::plan(bench::railFabric(gpus));
  GeneratorOptions options;
  options.rowLength = 40;
  const GeneratorResult generated =
      CableMapGenerator::generate(plan, options, Catalog::builtIn(), design);
  const double generateMs = clock.nsecsElapsed() / 1e6;

  ui::RowScene scene;
  ui::CanvasView view;
  view.resize(1920, 1080);
  view.setRowScene(&scene);
  view.show();
  QApplication::processEvents();

  // Scene build: every rack, device, module and cable route.
  const double buildMs = bench::timedMs(repeat, [&] {
    scene.setDesign(nullptr);
    scene.setDesign(&design);
    scene.flushPending();
  });

  // The window marks the findings of the live validation on the canvas; frames show them. The
  // generated design is clean but for infos, which mark nothing; a design under review has
  // errors and warnings, so the bench adds an error to every 40th device and a warning to every
  // 100th cable.
  clock.restart();
  const ValidationResult all = Validator::validateAll(design);
  const double validateAllMs = clock.nsecsElapsed() / 1e6;
  QVector<Finding> findings = all.findings;
  int index = 0;
  for (const Device& device : design.all<Device>()) {
    if (device.isRacked() && index++ % 40 == 0)
      findings << Finding{QStringLiteral("BENCH-01"),
                          Severity::Error,
                          QStringLiteral("bench"),
                          {device.id},
                          {},
                          {},
                          false,
                          {},
                          std::nullopt};
  }
  index = 0;
  for (const Cable& cable : design.all<Cable>()) {
    if (index++ % 100 == 0)
      findings << Finding{QStringLiteral("BENCH-02"),
                          Severity::Warning,
                          QStringLiteral("bench"),
                          {cable.id},
                          {},
                          {},
                          false,
                          {},
                          std::nullopt};
  }
  const double markMs = bench::timedMs(repeat, [&] {
    scene.setFindings({});
    scene.setFindings(findings);
  });
  int marked = 0;
  for (const Finding& finding : std::as_const(findings))
    marked += !finding.waived && finding.severity != Severity::Info ? 1 : 0;

  FramePainter frames(view, parser.value(QStringLiteral("frames")));
  view.zoomFit();
  QApplication::processEvents();
  const double fitPercent = view.zoomPercent();
  const double fitMs = frames.paintEventMs(repeat);
  const double fitRenderMs = frames.viewRenderMs(repeat);
  frames.save(QStringLiteral("canvas-fit-all.png"));

  // Every zoom step between "fit all" and 100 %, centred on the middle of the hall, where the
  // most cables cross the view.
  QVector<std::pair<double, double>> sweep;
  for (double scale = view.zoomPercent() / 100.0; scale <= 1.0;
       scale *= ui::CanvasView::kStepFactor) {
    view.setTransform(QTransform::fromScale(scale, scale));
    view.centerOn(scene.contentRect().center());
    QApplication::processEvents();
    sweep.push_back({scale * 100.0, frames.paintEventMs(repeat)});
  }

  // Working zoom: ports drawn; centred on the first server rack.
  const Device* server = nullptr;
  for (const Device& d : design.all<Device>()) {
    if (d.isRacked() && d.typeId == QStringLiteral("DGX-H100") &&
        (!server || d.name < server->name))
      server = &d;
  }
  const ObjectId serverId = server ? server->id : ObjectId();
  view.setTransform(QTransform::fromScale(0.6, 0.6));
  if (ui::DeviceItem* item = scene.deviceItem(serverId))
    view.centerOn(item->sceneBoundingRect().center());
  QApplication::processEvents();
  const double workMs = frames.paintEventMs(repeat);
  const double workRenderMs = frames.viewRenderMs(repeat);
  frames.save(QStringLiteral("canvas-working-zoom.png"));

  // Live validation: the first full run, then one edit (move a server one unit up and back),
  // seen at "fit all": the scene update and the next frame.
  IncrementalValidator validator(design);
  clock.restart();
  validator.update();
  const double fullValidationMs = clock.nsecsElapsed() / 1e6;
  view.zoomFit();
  QApplication::processEvents();
  QUndoStack stack;
  bool up = true;
  QVector<double> validations;
  QVector<double> scenes;
  QVector<double> editFrames;
  for (int i = 0; i < repeat * 2 && server; ++i) {
    const Device now = *design.find<Device>(serverId);
    clock.restart();
    stack.push(DesignEdits::moveDevice(design, serverId, now.rackId, now.positionU + (up ? 1 : -1),
                                       now.face)
                   .release());
    scene.flushPending();
    scenes << clock.nsecsElapsed() / 1e6;
    clock.restart();
    validator.update();
    validations << clock.nsecsElapsed() / 1e6;
    editFrames << frames.paintEventMs(1);
    up = !up;
  }

  out << "Canvas benchmark, " << gpus << " GPUs (offscreen, 1920×1080 viewport, median of "
      << repeat << ")\n\n";
  out << "| figure | value |\n|---|---|\n";
  out << "| racks / devices / modules / cables | " << generated.racks << " / " << generated.devices
      << " / " << generated.modules << " / " << generated.cables << " |\n";
  out << "| generate design (planner + cable map) | " << fixed(generateMs / 1000, 2) << " s |\n";
  out << "| build the row scene (items + cable routes) | " << fixed(buildMs) << " ms |\n";
  out << "| rack items / device items / cable routes / rack-pair bundles | "
      << scene.rackItemCount() << " / " << scene.deviceItemCount() << " / "
      << scene.cableLayer()->routeCount() << " / " << scene.cableLayer()->bundleCount() << " |\n";
  out << "| graphics items in the scene | " << scene.items().size() << " |\n";
  out << "| full validation (Validator::validateAll, " << all.findings.size() << " findings) | "
      << fixed(validateAllMs) << " ms |\n";
  out << "| mark " << marked << " errors and warnings on the canvas | " << fixed(markMs)
      << " ms |\n";
  out << "| paint one frame at fit all (" << fixed(fitPercent, 2) << " %) | " << fixed(fitMs)
      << " ms |\n";
  out << "| … through QGraphicsView::render() | " << fixed(fitRenderMs) << " ms |\n";
  out << "| paint one frame at working zoom (60 %, ports shown) | " << fixed(workMs) << " ms |\n";
  out << "| … through QGraphicsView::render() | " << fixed(workRenderMs) << " ms |\n";
  out << "| first run of the incremental validator | " << fixed(fullValidationMs) << " ms |\n";
  out << "| one edit: scene update | " << fixed(bench::median(scenes), 2) << " ms |\n";
  out << "| one edit: incremental validation | " << fixed(bench::median(validations), 2)
      << " ms |\n";
  out << "| one edit: next frame at fit all | " << fixed(bench::median(editFrames), 1) << " ms |\n";

  out << "\nZoom steps (×" << ui::CanvasView::kStepFactor
      << ") from fit all to 100 %, centred on the hall:\n\n| zoom % | frame ms |\n|---:|---:|\n";
  double slowest = 0;
  QVector<double> sweepMs;
  for (const auto& [percent, ms] : sweep) {
    out << "| " << fixed(percent, 2) << " | " << fixed(ms) << " |\n";
    slowest = qMax(slowest, ms);
    sweepMs << ms;
  }
  out << "\nZoom steps: median " << fixed(bench::median(sweepMs)) << " ms, slowest "
      << fixed(slowest) << " ms.\n";
  out.flush();
  return 0;
}
