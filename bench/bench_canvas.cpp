// Canvas benchmark: generates the rail-optimised DGX H100 / QM9700 fabric (32,768 GPUs by
// default) with the planner and the cable-map generator, and measures on the offscreen platform
// what a user waits for in the workbench: building the row scene, painting one full frame at
// "fit all" and at working zoom (ports visible), and an edit's way to its validation result
// (incremental validation plus the scene update).
//
//   QT_QPA_PLATFORM=offscreen bench_canvas [--gpus N] [--repeat N] [--frames DIR]
//
// Prints a Markdown table; docs/performance-canvas.md records a run.
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
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTextStream>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>

using namespace rackwright;

namespace {

/// Paints the whole viewport once into an image, as an expose of the full window would.
void paintFrame(ui::CanvasView& view, QImage& target) {
  QPainter painter(&target);
  view.render(&painter, QRectF(), view.viewport()->rect());
}

QString fixed(double value, int decimals = 1) {
  return QString::number(value, 'f', decimals);
}

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
  parser.addOption({QStringLiteral("frames"),
                    QStringLiteral("Also save the two painted frames as PNG files in this folder."),
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

  QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
  view.zoomFit();
  const double fitPercent = view.zoomPercent();
  const double fitMs = bench::timedMs(repeat, [&] { paintFrame(view, frame); });
  const QString framesDir = parser.value(QStringLiteral("frames"));
  if (!framesDir.isEmpty())
    frame.save(framesDir + QStringLiteral("/canvas-fit-all.png"));

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
  const double workMs = bench::timedMs(repeat, [&] { paintFrame(view, frame); });
  if (!framesDir.isEmpty())
    frame.save(framesDir + QStringLiteral("/canvas-working-zoom.png"));

  clock.restart();
  const ValidationResult all = Validator::validateAll(design);
  const double validateAllMs = clock.nsecsElapsed() / 1e6;

  // Live validation: the first full run, then one edit (move a server one unit up and back).
  IncrementalValidator validator(design);
  clock.restart();
  validator.update();
  const double fullValidationMs = clock.nsecsElapsed() / 1e6;
  QUndoStack stack;
  bool up = true;
  double editValidationMs = 0;
  double editSceneMs = 0;
  QVector<double> validations;
  QVector<double> scenes;
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
    up = !up;
  }
  std::sort(validations.begin(), validations.end());
  std::sort(scenes.begin(), scenes.end());
  if (!validations.isEmpty()) {
    editValidationMs = validations.at(validations.size() / 2);
    editSceneMs = scenes.at(scenes.size() / 2);
  }

  out << "Canvas benchmark, " << gpus << " GPUs (offscreen, 1920×1080 viewport, median of "
      << repeat << ")\n\n";
  out << "| figure | value |\n|---|---|\n";
  out << "| racks / devices / modules / cables | " << generated.racks << " / " << generated.devices
      << " / " << generated.modules << " / " << generated.cables << " |\n";
  out << "| generate design (planner + cable map) | " << fixed(generateMs / 1000, 2) << " s |\n";
  out << "| build the row scene (items + cable routes) | " << fixed(buildMs) << " ms |\n";
  out << "| rack items / device items / cable routes | " << scene.rackItemCount() << " / "
      << scene.deviceItemCount() << " / " << scene.cableLayer()->routeCount() << " |\n";
  out << "| paint one frame at fit all (" << fixed(fitPercent, 2) << " %) | " << fixed(fitMs)
      << " ms |\n";
  out << "| paint one frame at working zoom (60 %, ports shown) | " << fixed(workMs) << " ms |\n";
  out << "| full validation (Validator::validateAll, " << all.findings.size() << " findings) | "
      << fixed(validateAllMs) << " ms |\n";
  out << "| first run of the incremental validator | " << fixed(fullValidationMs) << " ms |\n";
  out << "| one edit: scene update | " << fixed(editSceneMs, 2) << " ms |\n";
  out << "| one edit: incremental validation | " << fixed(editValidationMs, 2) << " ms |\n";
  out.flush();
  return 0;
}
