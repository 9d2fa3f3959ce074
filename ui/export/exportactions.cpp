#include "exportactions.h"

#include "core/common/error.h"
#include "core/export/exportindex.h"
#include "exportdialog.h"
#include "exportjob.h"
#include "ui/actions/actionregistry.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTimer>

namespace rackwright::ui {

using Kind = ExportSettings::Kind;

struct ExportController::Running {
  std::shared_ptr<ExportJob::Control> control;
  QFuture<QStringList> future;
};

void installExportActions(QMainWindow* window, std::function<const Design*()> design,
                          std::function<QString()> filePath) {
  auto* controller = new ExportController(window, std::move(design), std::move(filePath));
  QMenu* menu = window->menuBar()->addMenu(ExportController::tr("E&xport"));
  menu->setObjectName(QStringLiteral("exportMenu"));
  for (Kind kind : {Kind::Review, Kind::Elevations, Kind::PortMaps, Kind::Labels, Kind::Bom,
                    Kind::Cables, Kind::NetBox}) {
    QAction* action = menu->addAction(ActionRegistry::icon(QStringLiteral("document-export")),
                                      ExportSettings::kindTitle(kind));
    action->setObjectName(QStringLiteral("export.") + ExportSettings::kindName(kind));
    QObject::connect(action, &QAction::triggered, controller,
                     [controller, kind] { controller->exportInteractive(kind); });
    if (kind == Kind::Labels)
      menu->addSeparator();
  }
  menu->addSeparator();
  // Freedesktop names, so the desktop theme's icons come first (bundled SVGs behind them).
  const QIcon printIcon = ActionRegistry::icon(QStringLiteral("document-print"));
  QMenu* preview = menu->addMenu(printIcon, ExportController::tr("Print pre&view"));
  QMenu* print = menu->addMenu(printIcon, ExportController::tr("&Print"));
  for (Kind kind : {Kind::Review, Kind::Elevations, Kind::PortMaps, Kind::Labels}) {
    const QString title = ExportSettings::kindTitle(kind).remove(QStringLiteral("…"));
    QAction* p = preview->addAction(printIcon, title);
    p->setObjectName(QStringLiteral("printPreview.") + ExportSettings::kindName(kind));
    QObject::connect(p, &QAction::triggered, controller,
                     [controller, kind] { controller->printPreview(kind); });
    QAction* n = print->addAction(printIcon, title + QStringLiteral("…"));
    n->setObjectName(QStringLiteral("print.") + ExportSettings::kindName(kind));
    QObject::connect(n, &QAction::triggered, controller,
                     [controller, kind] { controller->printNow(kind); });
  }
  // Nothing to export without an open design (or while one runs).
  QObject::connect(menu, &QMenu::aboutToShow, controller, [menu, controller] {
    for (QAction* action : menu->actions())
      action->setEnabled(action->isSeparator() || controller->canExport());
  });
}

ExportController::ExportController(QMainWindow* window, std::function<const Design*()> design,
                                   std::function<QString()> filePath)
    : QObject(window), mWindow(window), mDesign(std::move(design)), mFilePath(std::move(filePath)) {
  setObjectName(QStringLiteral("exportController"));
}

bool ExportController::canExport() const {
  return mDesign && mDesign() && !mRunning;
}

QString ExportController::designPath() const {
  return mFilePath ? mFilePath() : QString();
}

void ExportController::exportInteractive(Kind kind) {
  const Design* design = mDesign ? mDesign() : nullptr;
  if (!design)
    return;
  ExportSettings settings = ExportSettings::load(designPath(), kind);
  if (settings.output.isEmpty()) {
    // Beside the design, named after it.
    const QFileInfo file(designPath());
    const QString base =
        file.fileName().isEmpty() ? QStringLiteral("design") : file.completeBaseName();
    const QString folder = file.fileName().isEmpty() ? QDir::homePath() : file.absolutePath();
    settings.output = kind == Kind::NetBox
                          ? QDir(folder).filePath(base + QStringLiteral("-netbox/"))
                          : QDir(folder).filePath(
                                QStringLiteral("%1-%2.%3")
                                    .arg(base, ExportSettings::kindName(kind), settings.format));
  }
  QStringList racks;
  const ExportIndex index(*design);
  for (const ObjectId& id : index.racks())
    racks << design->find<Rack>(id)->name;
  ExportDialog dialog(settings, racks, mWindow, Networks::inUse(*design));
  if (dialog.exec() != QDialog::Accepted)
    return;
  settings = dialog.settings();
  settings.save(designPath());
  startExport(settings);
}

QFuture<QStringList> ExportController::startExport(const ExportSettings& settings, bool quiet) {
  const Design* design = mDesign ? mDesign() : nullptr;
  if (!design || mRunning)
    return {};
  const DesignData snapshot = design->snapshot();
  auto running = std::make_shared<Running>();
  running->control = std::make_shared<ExportJob::Control>();
  // The review's port-budget charts are core pages (PortBudgetChartPainter), painted on the
  // worker like every other page.
  running->future = ExportJob::start(snapshot, settings, {}, running->control);
  mRunning = running;

  auto* progress = new QProgressDialog(
      tr("Exporting %1…")
          .arg(ExportSettings::kindTitle(settings.kind).remove(QStringLiteral("…")).toLower()),
      tr("Cancel"), 0, 100, mWindow);
  progress->setObjectName(QStringLiteral("exportProgress"));
  progress->setWindowModality(Qt::WindowModal);
  progress->setMinimumDuration(400);
  progress->setAutoClose(false);
  progress->setAutoReset(false);
  connect(progress, &QProgressDialog::canceled, this,
          [running] { running->control->cancel = true; });
  auto* timer = new QTimer(progress);
  connect(timer, &QTimer::timeout, progress,
          [progress, running] { progress->setValue(running->control->percent.load()); });
  timer->start(60);

  auto* watcher = new QFutureWatcher<QStringList>(this);
  connect(watcher, &QFutureWatcher<QStringList>::finished, this,
          [this, watcher, progress, running, quiet] {
            progress->deleteLater();
            watcher->deleteLater();
            mRunning.reset();
            try {
              const QStringList files = running->future.result();
              if (mWindow && mWindow->statusBar()) {
                mWindow->statusBar()->showMessage(
                    tr("Exported %n file(s): %1", nullptr, int(files.size()))
                        .arg(QDir::toNativeSeparators(files.value(0))),
                    8000);
              }
              Q_EMIT exportFinished(files);
            } catch (const CancelledError&) {
              if (mWindow && mWindow->statusBar())
                mWindow->statusBar()->showMessage(tr("Export cancelled"), 5000);
              Q_EMIT exportFailed(tr("Export cancelled"));
            } catch (const Error& e) {
              spdlog::warn("export failed: {}", e.message().toStdString());
              if (!quiet && mWindow)
                QMessageBox::warning(mWindow, tr("Export failed"), e.message());
              Q_EMIT exportFailed(e.message());
            }
          });
  watcher->setFuture(running->future);
  return running->future;
}

void ExportController::cancel() {
  if (mRunning)
    mRunning->control->cancel = true;
}

PageDocument ExportController::printDocument(const ExportSettings& settings) const {
  const Design* design = mDesign ? mDesign() : nullptr;
  if (!design)
    return {};
  const DesignData snapshot = design->snapshot();
  return ExportJob::document(snapshot, settings, {});
}

void ExportController::print(const PageDocument& document, QPrinter* printer) {
  printer->setFullPage(true);
  printer->setPageLayout(document.setup().pageLayout());
  printer->setDocName(document.setup().titleBlock.document);
  QPainter painter;
  if (!painter.begin(printer))
    return;
  for (int page = 0; page < document.pageCount(); ++page) {
    if (page > 0)
      printer->newPage();
    document.paintPage(painter, page);
  }
  painter.end();
}

void ExportController::printPreview(Kind kind) {
  ExportSettings settings = ExportSettings::load(designPath(), kind);
  settings.format = QStringLiteral("pdf");
  try {
    const PageDocument document = printDocument(settings);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(document.setup().pageLayout());
    QPrintPreviewDialog dialog(&printer, mWindow);
    dialog.setObjectName(QStringLiteral("printPreview"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [&document](QPrinter* target) { print(document, target); });
    dialog.exec();
  } catch (const Error& e) {
    QMessageBox::warning(mWindow, tr("Print preview"), e.message());
  }
}

void ExportController::printNow(Kind kind) {
  ExportSettings settings = ExportSettings::load(designPath(), kind);
  try {
    const PageDocument document = printDocument(settings);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(document.setup().pageLayout());
    QPrintDialog dialog(&printer, mWindow);
    if (dialog.exec() == QDialog::Accepted)
      print(document, &printer);
  } catch (const Error& e) {
    QMessageBox::warning(mWindow, tr("Print"), e.message());
  }
}

}  // namespace rackwright::ui
