#include "mainwindow.h"

#include "addrackdialog.h"
#include "autosaver.h"
#include "contextmenus.h"
#include "core/analysis/designstats.h"
#include "core/common/buildinfo.h"
#include "core/model/design.h"
#include "designsummarywidget.h"
#include "documentcontroller.h"
#include "editcontroller.h"
#include "preferencesdialog.h"
#include "recentfiles.h"
#include "ui/actions/actionregistry.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/findingindex.h"
#include "ui/canvas/rowscene.h"
#include "ui/canvas/tools/selecttool.h"
#include "ui/docks/cableinspector.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/inspectordock.h"
#include "ui/docks/issuesdock.h"
#include "ui/docks/outlinedock.h"
#include "ui/docks/selectionsummary.h"
#include "ui/editing/editsession.h"
#include "ui/export/exportactions.h"
#include "ui/planner/plannerdialog.h"
#include "ui/portmap/portmapdialog.h"
#include "userprompts.h"
#include "validationcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace rackwright::ui {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");

// Actions that replace or write the document; blocked while a load or save runs.
const QStringList kDocumentActions = {QStringLiteral("file.new"), QStringLiteral("file.open"),
                                      QStringLiteral("file.save"), QStringLiteral("file.saveAs")};

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      mPrompts(std::make_unique<DialogPrompts>()),
      mDocument(new DocumentController(this, mPrompts.get())),
      mAutosaver(new Autosaver(mDocument, RecoveryStore(), this)),
      mScene(new RowScene(this)),
      mCanvas(new CanvasView(this)),
      mSession(new EditSession(this)),
      mValidation(new ValidationController(this)),
      mEdits(new EditController(mSession, mCanvas, this)) {
  setObjectName(QStringLiteral("mainWindow"));
  mCanvas->setRowScene(mScene);
  mCanvas->setEditSession(mSession);
  mEdits->setPrompts(mPrompts.get());
  createActions();
  createEditingActions();
  createDocks();
  createViews();
  createMenusAndToolBar();
  createStatusBar();
  connectDocument();
  connectHelp();
  onDocumentReplaced();
  restoreSettings();
  setAcceptDrops(true);
}

MainWindow::~MainWindow() {
  // First, while the document still exists: a write in flight finishes and the recovery file of
  // a window that closes normally goes.
  delete std::exchange(mAutosaver, nullptr);
  // The controller outlives this destructor's body (it is a child); its signals must not reach
  // a half-destroyed window, and the scene and docks must stop observing its design.
  disconnect(mDocument, nullptr, this, nullptr);
  disconnect(&mDocument->undoStack(), nullptr, this, nullptr);
  disconnect(mValidation, nullptr, this, nullptr);
  disconnect(mScene, nullptr, this, nullptr);
  mValidation->setDesign(nullptr, nullptr);
  mSession->setDocument(nullptr, nullptr);
  mScene->setDesign(nullptr);
  detachViews();
  mSummary->setDesign(nullptr);
  mCatalog->setDesign(nullptr);
  mOutline->setDesign(nullptr);
}

void MainWindow::setPrompts(std::unique_ptr<UserPrompts> prompts) {
  mPrompts = std::move(prompts);
  mDocument->setPrompts(mPrompts.get());
  mEdits->setPrompts(mPrompts.get());
}

// --- construction ------------------------------------------------------------------------------

void MainWindow::createActions() {
  mActions = ActionRegistry::createActions(this);
  connect(action(QStringLiteral("file.new")), &QAction::triggered, this, [this] { newDocument(); });
  connect(action(QStringLiteral("file.open")), &QAction::triggered, this,
          [this] { openFromDialog(); });
  connect(action(QStringLiteral("file.save")), &QAction::triggered, this,
          [this] { mDocument->save(); });
  connect(action(QStringLiteral("file.saveAs")), &QAction::triggered, this,
          [this] { mDocument->saveAs(); });
  connect(action(QStringLiteral("file.close")), &QAction::triggered, this, &QWidget::close);
  connect(action(QStringLiteral("file.quit")), &QAction::triggered, qApp,
          &QApplication::closeAllWindows, Qt::QueuedConnection);
  action(QStringLiteral("file.quit"))->setMenuRole(QAction::QuitRole);
  connect(action(QStringLiteral("edit.undo")), &QAction::triggered, this,
          [this] { mDocument->undoStack().undo(); });
  connect(action(QStringLiteral("edit.redo")), &QAction::triggered, this,
          [this] { mDocument->undoStack().redo(); });
  connect(action(QStringLiteral("edit.preferences")), &QAction::triggered, this,
          [this] { openPreferences(); });
  action(QStringLiteral("edit.preferences"))->setMenuRole(QAction::PreferencesRole);
  connect(action(QStringLiteral("help.about")), &QAction::triggered, this, &MainWindow::showAbout);
  action(QStringLiteral("help.about"))->setMenuRole(QAction::AboutRole);
  for (QAction* a : std::as_const(mActions))
    addAction(a);  // shortcuts work without a menu bar
}

void MainWindow::createEditingActions() {
  connect(action(QStringLiteral("edit.cut")), &QAction::triggered, mEdits, &EditController::cut);
  connect(action(QStringLiteral("edit.copy")), &QAction::triggered, mEdits, &EditController::copy);
  connect(action(QStringLiteral("edit.paste")), &QAction::triggered, mEdits,
          &EditController::paste);
  connect(action(QStringLiteral("edit.duplicate")), &QAction::triggered, mEdits,
          &EditController::duplicate);
  connect(action(QStringLiteral("edit.delete")), &QAction::triggered, mEdits,
          &EditController::deleteSelection);
  connect(action(QStringLiteral("edit.selectAll")), &QAction::triggered, mEdits,
          &EditController::selectAll);
  connect(action(QStringLiteral("edit.find")), &QAction::triggered, this, [this] {
    mFindField->setFocus(Qt::ShortcutFocusReason);
    mFindField->selectAll();
  });
  auto* colourModes = new QActionGroup(this);
  const QList<QPair<QString, CableLayerItem::ColourMode>> modes = {
      {QStringLiteral("view.cablesByKind"), CableLayerItem::ColourMode::Kind},
      {QStringLiteral("view.cablesByStatus"), CableLayerItem::ColourMode::Status},
      {QStringLiteral("view.cablesByValidation"), CableLayerItem::ColourMode::Validation},
      {QStringLiteral("view.cablesByNetwork"), CableLayerItem::ColourMode::Network}};
  for (const auto& [id, mode] : modes) {
    QAction* a = action(id);
    a->setCheckable(true);
    a->setChecked(mode == CableLayerItem::ColourMode::Kind);
    colourModes->addAction(a);
    connect(a, &QAction::triggered, this,
            [this, mode = mode] { mScene->setCableColourMode(mode); });
  }
  connect(action(QStringLiteral("tools.addRack")), &QAction::triggered, mEdits,
          &EditController::addRack);
  connect(action(QStringLiteral("tools.addRackDialog")), &QAction::triggered, this,
          [this] { openAddRack(); });
  connect(action(QStringLiteral("tools.portMap")), &QAction::triggered, this, [this] {
    const QVector<ObjectId> selected = mScene->selectedDevices();
    if (selected.isEmpty()) {
      showRefusal(tr("Select a device to see its port map."));
      return;
    }
    openPortMap(selected.front());
  });
  connect(action(QStringLiteral("tools.validate")), &QAction::triggered, mValidation,
          &ValidationController::updateNow);
  connect(action(QStringLiteral("tools.planner")), &QAction::triggered, this,
          [this] { openPlanner(); });
  mFindField = new QLineEdit(this);
  mFindField->setObjectName(QStringLiteral("findField"));
  mFindField->setPlaceholderText(tr("Find device, port or cable…"));
  mFindField->setClearButtonEnabled(true);
  mFindField->setMaximumWidth(260);
  // A match hands the keyboard back to the canvas, so Delete, Ctrl+Z and the arrow keys act on
  // what was found; Find Next (F3) goes on to the next match from there.
  connect(mFindField, &QLineEdit::returnPressed, this, [this] {
    if (mEdits->findNext(mFindField->text()) > 0)
      mCanvas->setFocus(Qt::OtherFocusReason);
  });
  connect(action(QStringLiteral("edit.findNext")), &QAction::triggered, this, [this] {
    if (mFindField->text().trimmed().isEmpty()) {
      action(QStringLiteral("edit.find"))->trigger();
      return;
    }
    mEdits->findNext(mFindField->text());
  });
}

QDialog* MainWindow::openPortMap(const QUuid& deviceId) {
  auto* dialog = new PortMapDialog(&mDocument->design(), deviceId, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  // A replaced design takes the port map with it.
  connect(mDocument, &DocumentController::documentReplaced, dialog, &QWidget::close);
  dialog->show();
  return dialog;
}

QDialog* MainWindow::openPreferences() {
  auto* dialog = new PreferencesDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [] {
    // The interval is one setting for every window.
    for (QWidget* widget : QApplication::topLevelWidgets()) {
      auto* window = qobject_cast<MainWindow*>(widget);
      if (window && window->autosaver())  // none while a window is being destroyed
        window->autosaver()->reloadSettings();
    }
  });
  dialog->open();
  return dialog;
}

void MainWindow::restoreRecovered(std::unique_ptr<Design> design,
                                  std::unique_ptr<RecoverySlot> slot) {
  if (mDocument->isBusy() || !design || !slot)
    return;
  const QDateTime savedAt = slot->info().writtenAt;
  mDocument->adoptRecovered(std::move(design), slot->info().originalPath);
  mAutosaver->takeOver(std::move(slot));
  mHistory->setEmptyLabel(tr("Restored design (unsaved)"));
  const QString when = QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat);
  statusBar()->showMessage(
      mDocument->filePath().isEmpty()
          ? tr("Restored an untitled design as recovered at %1. It is not saved yet: Save asks "
               "where to keep it.")
                .arg(when)
          : tr("Restored %1 as recovered at %2. It is not saved yet: Save writes it to its file.")
                .arg(mDocument->displayName(), when),
      kStatusMessageMs);
}

QDialog* MainWindow::openPlanner() {
  if (!mPlanner) {
    mPlanner = new PlannerDialog(this);
    connect(mPlanner, &PlannerDialog::designGenerated, this,
            [this, dialog = mPlanner.data()] { adoptPlannedDesign(dialog); });
  }
  mPlanner->show();
  mPlanner->raise();
  mPlanner->activateWindow();
  return mPlanner;
}

QDialog* MainWindow::openAddRack(const QUuid& rowId) {
  auto* dialog = new AddRackDialog(mDocument->design(),
                                   rowId.isNull() ? mEdits->rowForNewRack() : rowId, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [this, dialog] {
    const ObjectId id = mEdits->addRackToRow(dialog->rowId(), dialog->rack());
    if (!id.isNull())
      mCanvas->revealRacks({id});
  });
  dialog->open();
  return dialog;
}

QCoro::Task<> MainWindow::adoptPlannedDesign(QPointer<PlannerDialog> dialog) {
  QPointer<MainWindow> self(this);
  QCoro::Task<bool> confirming = mDocument->confirmDiscard();
  const bool discard = co_await confirming;
  if (!self || !dialog)
    co_return;
  if (!discard) {
    dialog->noteCurrentDesignKept();
    co_return;
  }
  const bool cluster = dialog->generatedMode() == PlannerDialog::Mode::WholeCluster;
  std::unique_ptr<Design> design = dialog->takeDesign();
  if (!design)
    co_return;
  mDocument->adoptNew(std::move(design));
  statusBar()->showMessage(
      cluster ? tr("Generated a new design from the cluster plan; save it to keep it.")
              : tr("Generated a new design from the fabric plan; save it to keep it."),
      kStatusMessageMs);
}

void MainWindow::showRefusal(const QString& reason) {
  statusBar()->showMessage(reason, kStatusMessageMs);
}

void MainWindow::updateIssueCounts(const ValidationResult& result) {
  mIssuesLabel->setText(tr("Errors: %1 · Warnings: %2").arg(result.errors).arg(result.warnings));
  mIssuesLabel->setStyleSheet(result.errors > 0 ? QStringLiteral("color: #c62828;") : QString());
}

void MainWindow::updateSelectionLabel() {
  const QSet<ObjectId> cables = mScene->selectedCables();
  const QString summary = SelectionSummary::describe(
      mDocument->design(), mScene->selectedDevices(),
      QVector<ObjectId>(cables.begin(), cables.end()), mScene->selectedRacks());
  mSelectionLabel->setText(summary.isEmpty() ? tr("No selection") : summary);
}

void MainWindow::updateSelection() {
  const QVector<ObjectId> devices = mScene->selectedDevices();
  const QSet<ObjectId> cables = mScene->selectedCables();
  const QVector<ObjectId> racks = mScene->selectedRacks();
  mInspector->setSelection(devices, QVector<ObjectId>(cables.begin(), cables.end()), racks);
  updateSelectionLabel();
  const bool any = !devices.isEmpty() || !cables.isEmpty();
  for (const QString& id :
       {QStringLiteral("edit.cut"), QStringLiteral("edit.copy"), QStringLiteral("edit.duplicate")})
    action(id)->setEnabled(any && !mDocument->isBusy());
  for (const QString& id : {QStringLiteral("edit.delete"), QStringLiteral("view.fitSelection")})
    action(id)->setEnabled((any || !racks.isEmpty()) && !mDocument->isBusy());
  action(QStringLiteral("tools.portMap"))->setEnabled(devices.size() == 1);
  // The outline follows a single rack or device chosen on the canvas.
  if (racks.size() == 1 && devices.isEmpty() && cables.isEmpty()) {
    mOutline->showObject(ObjectKind::Rack, racks.front());
  } else if (devices.size() == 1 && racks.isEmpty() && cables.isEmpty()) {
    mOutline->showObject(ObjectKind::Device, devices.front());
  }
}

void MainWindow::createMenusAndToolBar() {
  for (const ActionRegistry::MenuSpec& spec : ActionRegistry::menus()) {
    QMenu* menu = menuBar()->addMenu(ActionRegistry::tr(spec.title));
    menu->setObjectName(spec.id);
    for (const QString& id : spec.items) {
      if (id == ActionRegistry::separator()) {
        menu->addSeparator();
      } else if (id == QStringLiteral("file.recent.menu")) {
        mRecentMenu = menu->addMenu(tr("Open &Recent"));
        mRecentMenu->setObjectName(id);
        connect(mRecentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
      } else if (id == QStringLiteral("view.networks.menu")) {
        mNetworksMenu = menu->addMenu(tr("Cable &Networks"));
        mNetworksMenu->setObjectName(id);
        connect(mNetworksMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildNetworksMenu);
      } else if (id == QStringLiteral("tools.fabricPlan.menu")) {
        mFabricPlanMenu = menu->addMenu(tr("Fabric &Oversubscription"));
        mFabricPlanMenu->setObjectName(id);
        connect(mFabricPlanMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildFabricPlanMenu);
      } else if (id == QStringLiteral("view.docks.menu")) {
        mPanelsMenu = menu->addMenu(tr("&Panels"));
        mPanelsMenu->setObjectName(id);
        for (QDockWidget* dock : findChildren<QDockWidget*>()) {
          mPanelsMenu->addAction(dock->toggleViewAction());
        }
      } else if (QAction* a = action(id)) {
        menu->addAction(a);
      }
    }
  }
  QToolBar* toolBar = addToolBar(tr("Main"));
  toolBar->setObjectName(QStringLiteral("mainToolBar"));
  toolBar->setIconSize(QSize(22, 22));
  for (const QString& id : ActionRegistry::toolBar()) {
    if (id == ActionRegistry::separator()) {
      toolBar->addSeparator();
    } else if (QAction* a = action(id)) {
      toolBar->addAction(a);
    }
  }
  QToolBar* findBar = addToolBar(tr("Find"));
  findBar->setObjectName(QStringLiteral("findToolBar"));
  findBar->addWidget(mFindField);
  if (mPanelsMenu) {
    mPanelsMenu->addAction(toolBar->toggleViewAction());
    mPanelsMenu->addAction(findBar->toggleViewAction());
  }
  // Export settings are remembered per design file, hence the path provider.
  installExportActions(
      this, [this]() -> const Design* { return &mDocument->design(); },
      [this]() { return mDocument->filePath(); });
  rebuildRecentMenu();
}

void MainWindow::createStatusBar() {
  mCountsLabel = new QLabel(this);
  mCountsLabel->setObjectName(QStringLiteral("countsLabel"));
  mZoomLabel = new QLabel(this);
  mZoomLabel->setObjectName(QStringLiteral("zoomLabel"));
  mZoomLabel->setMinimumWidth(fontMetrics().horizontalAdvance(tr("Zoom %1 %").arg(8888)));
  mZoomLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  mIssuesLabel = new QLabel(this);
  mIssuesLabel->setObjectName(QStringLiteral("issuesLabel"));
  mSelectionLabel = new QLabel(this);
  mSelectionLabel->setObjectName(QStringLiteral("selectionLabel"));
  statusBar()->addPermanentWidget(mSelectionLabel);
  statusBar()->addPermanentWidget(mIssuesLabel);
  statusBar()->addPermanentWidget(mCountsLabel);
  statusBar()->addPermanentWidget(mZoomLabel);
  connect(mCanvas, &CanvasView::zoomChanged, this, &MainWindow::updateZoom);
  updateZoom(mCanvas->zoomPercent());
  updateCounts(mSummary->stats());
  updateIssueCounts(mValidation->result());
  updateSelection();
}

void MainWindow::connectDocument() {
  QUndoStack* stack = &mDocument->undoStack();
  connect(mDocument, &DocumentController::documentReplaced, this, &MainWindow::onDocumentReplaced);
  connect(mDocument, &DocumentController::filePathChanged, this, &MainWindow::updateTitle);
  connect(mDocument, &DocumentController::modifiedChanged, this, &MainWindow::updateTitle);
  connect(mDocument, &DocumentController::busyChanged, this, &MainWindow::updateActions);
  connect(mDocument, &DocumentController::fileUsed, this, [this](const QString& path) {
    RecentFiles::add(path);
    rebuildRecentMenu();
  });
  connect(mAutosaver, &Autosaver::writeFailed, this, [this](const QString& message) {
    statusBar()->showMessage(tr("Autosave failed: %1").arg(message), kStatusMessageMs);
  });
  connect(mDocument, &DocumentController::statusMessage, this,
          [this](const QString& message) { statusBar()->showMessage(message, kStatusMessageMs); });
  connect(stack, &QUndoStack::canUndoChanged, this, &MainWindow::updateActions);
  // An edit can remove, rename or bring back selected objects: the status bar says what is
  // selected now, as the Inspector does after its refresh.
  connect(stack, &QUndoStack::indexChanged, this, &MainWindow::updateSelectionLabel);
  connect(stack, &QUndoStack::canRedoChanged, this, &MainWindow::updateActions);
  connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
  connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
}

// --- document ----------------------------------------------------------------------------------

QCoro::Task<bool> MainWindow::openFile(QString path) {
  if (mDocument->isBusy())
    co_return false;
  QPointer<MainWindow> self(this);
  // Tasks are created in their own statement, then awaited (see DocumentController).
  QCoro::Task<bool> confirming = mDocument->confirmDiscard();
  if (!co_await confirming || !self)
    co_return false;
  QCoro::Task<bool> loading = mDocument->load(path);
  const bool ok = co_await loading;
  // A recent entry whose file has gone is of no use any more.
  if (!ok && self && !QFileInfo::exists(path)) {
    RecentFiles::remove(path);
    rebuildRecentMenu();
  }
  co_return ok;
}

QCoro::Task<bool> MainWindow::newDocument() {
  if (mDocument->isBusy())
    co_return false;
  QPointer<MainWindow> self(this);
  QCoro::Task<bool> confirming = mDocument->confirmDiscard();
  if (!co_await confirming || !self)
    co_return false;
  mDocument->newDocument();
  co_return true;
}

QCoro::Task<> MainWindow::openFromDialog() {
  QString directory = QSettings().value(QStringLiteral("files/lastDirectory")).toString();
  if (!mDocument->filePath().isEmpty())
    directory = QFileInfo(mDocument->filePath()).absolutePath();
  if (directory.isEmpty())
    directory = QDir::homePath();
  const QString path = mPrompts->askOpenFileName(this, directory);
  if (path.isEmpty())
    co_return;
  QCoro::Task<bool> opening = openFile(path);
  co_await opening;
}

QCoro::Task<> MainWindow::saveThenClose() {
  QPointer<MainWindow> self(this);
  QCoro::Task<bool> saving = mDocument->save();
  const bool saved = co_await saving;
  if (!saved || !self)
    co_return;
  mCloseConfirmed = true;
  // Not from inside this coroutine's caller chain: close() is ignored while a close is running.
  QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection);
}

void MainWindow::onDocumentReplaced() {
  mCanvas->finishTool();
  mHistory->setEmptyLabel(tr("Opened design"));
  mSession->setDocument(&mDocument->design(), &mDocument->undoStack());
  mScene->setDesign(&mDocument->design());
  attachViews(&mDocument->design());
  mSummary->setDesign(&mDocument->design());
  mCatalog->setDesign(&mDocument->design());
  mOutline->setDesign(&mDocument->design());
  mInspector->setSelection({}, {});
  mValidation->setDesign(&mDocument->design(), &mDocument->undoStack());
  updateTitle();
  updateActions();
  updateUndoTexts();
  if (isVisible())
    fitViews();
}

// --- window state ------------------------------------------------------------------------------

void MainWindow::updateTitle() {
  setWindowTitle(QStringLiteral("%1[*] — Rackwright").arg(mDocument->displayName()));
  setWindowModified(mDocument->isModified());
}

void MainWindow::updateActions() {
  // A first validation in the background reads a snapshot, so it holds nothing back.
  const bool busy = mDocument->isBusy();
  for (const QString& id : kDocumentActions)
    action(id)->setEnabled(!busy);
  const QUndoStack& stack = mDocument->undoStack();
  action(QStringLiteral("edit.undo"))->setEnabled(!busy && stack.canUndo());
  action(QStringLiteral("edit.redo"))->setEnabled(!busy && stack.canRedo());
  // Clicking a history entry undoes or redoes too; a save on the worker reads the design.
  mHistory->setEnabled(!busy);
  mSession->setBlocked(busy, tr("The design is being opened, saved or validated; edit it again "
                                "once that is done."));
  for (const QString& id : {QStringLiteral("edit.paste"), QStringLiteral("tools.addRack"),
                            QStringLiteral("tools.addRackDialog"), QStringLiteral("tools.planner")})
    action(id)->setEnabled(!busy);
}

void MainWindow::updateUndoTexts() {
  const QUndoStack& stack = mDocument->undoStack();
  const QString undoText = stack.undoText();
  const QString redoText = stack.redoText();
  action(QStringLiteral("edit.undo"))
      ->setText(undoText.isEmpty() ? ActionRegistry::tr("&Undo") : tr("&Undo %1").arg(undoText));
  action(QStringLiteral("edit.redo"))
      ->setText(redoText.isEmpty() ? ActionRegistry::tr("&Redo") : tr("&Redo %1").arg(redoText));
}

void MainWindow::updateCounts(const DesignStats& stats) {
  mCountsLabel->setText(tr("Racks: %1 · Devices: %2 · Cables: %3")
                            .arg(stats.racks)
                            .arg(stats.devices)
                            .arg(stats.cables));
}

void MainWindow::updateZoom(double percent) {
  mZoomLabel->setText(tr("Zoom %1 %").arg(qRound(percent)));
}

void MainWindow::rebuildRecentMenu() {
  mRecentMenu->clear();
  const QStringList files = RecentFiles::list();
  for (int i = 0; i < files.size(); ++i) {
    const QString& path = files.at(i);
    const QFileInfo info(path);
    QAction* entry =
        mRecentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(info.fileName()), this,
                               [this, path] { openFile(path); });
    entry->setData(path);
    entry->setStatusTip(QDir::toNativeSeparators(path));
    entry->setEnabled(!mDocument->isBusy());
  }
  if (files.isEmpty()) {
    mRecentMenu->addAction(tr("No recent files"))->setEnabled(false);
    return;
  }
  mRecentMenu->addSeparator();
  mRecentMenu->addAction(tr("&Clear List"), this, [this] {
    RecentFiles::clear();
    rebuildRecentMenu();
  });
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About Rackwright"),
      tr("<h3>Rackwright %1</h3>"
         "<p>Design GPU-cluster networks: racks, servers, switches, transceivers and cables, "
         "with every connection validated.</p>"
         "<p>Reads and writes design file formats up to %2. Built with Qt %3.</p>")
          .arg(QStringLiteral(RACKWRIGHT_VERSION))
          .arg(RACKWRIGHT_FILE_FORMAT_VERSION)
          .arg(QString::fromLatin1(qVersion())));
}

bool MainWindow::hasSavedGeometry() {
  return QSettings().contains(kGeometryKey);
}

void MainWindow::restoreSettings() {
  QSettings settings;
  if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
    resize(1280, 800);
  restoreState(settings.value(kStateKey).toByteArray());
}

void MainWindow::saveSettings() const {
  QSettings settings;
  settings.setValue(kGeometryKey, saveGeometry());
  settings.setValue(kStateKey, saveState());
}

// --- events ------------------------------------------------------------------------------------

void MainWindow::closeEvent(QCloseEvent* event) {
  if (mDocument->isBusy()) {
    // The worker still reads the design; stop it and let the user close again.
    mDocument->cancelOperation();
    event->ignore();
    return;
  }
  if (!mCloseConfirmed) {
    switch (mDocument->askBeforeDiscard()) {
      case DocumentController::DiscardDecision::Cancel:
        event->ignore();
        return;
      case DocumentController::DiscardDecision::SaveFirst:
        event->ignore();
        saveThenClose();
        return;
      case DocumentController::DiscardDecision::Proceed:
        break;
    }
  }
  saveSettings();
  // Closed normally (saved, or the changes discarded on purpose): nothing to recover.
  mAutosaver->stop();
  event->accept();
}

void MainWindow::showEvent(QShowEvent* event) {
  QMainWindow::showEvent(event);
  if (!mFittedOnce) {
    mFittedOnce = true;
    // After the first layout pass, when the view has its real size.
    QTimer::singleShot(0, this, &MainWindow::fitViews);
  }
}

QString MainWindow::droppedDesignFile(const QMimeData* mime) {
  if (!mime || !mime->hasUrls())
    return {};
  for (const QUrl& url : mime->urls()) {
    if (url.isLocalFile() &&
        QFileInfo(url.toLocalFile()).suffix() == QStringLiteral("rackwright")) {
      return url.toLocalFile();
    }
  }
  return {};
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (!mDocument->isBusy() && !droppedDesignFile(event->mimeData()).isEmpty()) {
    event->acceptProposedAction();
  } else {
    event->ignore();
  }
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QString path = droppedDesignFile(event->mimeData());
  if (path.isEmpty() || mDocument->isBusy()) {
    event->ignore();
    return;
  }
  event->acceptProposedAction();
  // Opened after the drop returns, so the drag source is not blocked by a prompt.
  QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

}  // namespace rackwright::ui
