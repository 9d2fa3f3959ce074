// The workbench's docks and the ways the window shows an object on the canvas (from a finding,
// an Inspector link or the outline). Split from mainwindow.cpp to keep that file about the
// window's structure.
#include "addrackdialog.h"
#include "autosaver.h"
#include "contextmenus.h"
#include "core/analysis/designstats.h"
#include "core/common/buildinfo.h"
#include "core/model/design.h"
#include "designsummarywidget.h"
#include "documentcontroller.h"
#include "editcontroller.h"
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "recentfiles.h"
#include "tracecontroller.h"
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

void MainWindow::createDocks() {
  auto* summaryDock = new QDockWidget(tr("Design summary"), this);
  summaryDock->setObjectName(QStringLiteral("summaryDock"));
  mSummary = new DesignSummaryWidget(summaryDock);
  summaryDock->setWidget(mSummary);
  addDockWidget(Qt::RightDockWidgetArea, summaryDock);
  connect(mSummary, &DesignSummaryWidget::statsUpdated, this, &MainWindow::updateCounts);

  auto* historyDock = new QDockWidget(tr("History"), this);
  historyDock->setObjectName(QStringLiteral("historyDock"));
  mHistory = new QUndoView(&mDocument->undoStack(), historyDock);
  mHistory->setEmptyLabel(tr("Opened design"));
  historyDock->setWidget(mHistory);
  addDockWidget(Qt::RightDockWidgetArea, historyDock);
  splitDockWidget(summaryDock, historyDock, Qt::Vertical);

  auto* catalogDock = new QDockWidget(tr("Catalog"), this);
  catalogDock->setObjectName(QStringLiteral("catalogDock"));
  mCatalog = new CatalogDock(catalogDock);
  catalogDock->setWidget(mCatalog);
  addDockWidget(Qt::LeftDockWidgetArea, catalogDock);

  auto* inspectorDock = new QDockWidget(tr("Inspector"), this);
  inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
  mInspector = new InspectorDock(mSession, inspectorDock);
  // Replace part… offers the parts through the cable tool's picker, measured on the canvas.
  mInspector->cableInspector()->setCandidateChooser(
      [this](const QVector<CableCandidate>& candidates, const QPoint& globalPos) {
        return mCanvas->chooseCandidate(candidates, globalPos);
      });
  mInspector->cableInspector()->setRouteLength(
      [this](const ObjectId& cableId) { return mScene->routeLengthM(cableId); });
  connect(mInspector, &InspectorDock::deviceLinkActivated, this, &MainWindow::revealDevice);
  // A cable's findings and a breakout's legs can be taller than the dock: it scrolls.
  auto* inspectorScroll = new QScrollArea(inspectorDock);
  inspectorScroll->setObjectName(QStringLiteral("inspectorScroll"));
  inspectorScroll->setWidgetResizable(true);
  inspectorScroll->setFrameShape(QFrame::NoFrame);
  inspectorScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  inspectorScroll->setWidget(mInspector);
  inspectorDock->setWidget(inspectorScroll);
  addDockWidget(Qt::RightDockWidgetArea, inspectorDock);
  tabifyDockWidget(summaryDock, inspectorDock);
  inspectorDock->raise();

  auto* outlineDock = new QDockWidget(tr("Design outline"), this);
  outlineDock->setObjectName(QStringLiteral("outlineDock"));
  mOutline = new OutlineDock(mSession, outlineDock);
  outlineDock->setWidget(mOutline);
  addDockWidget(Qt::LeftDockWidgetArea, outlineDock);
  tabifyDockWidget(catalogDock, outlineDock);
  catalogDock->raise();
  connect(mOutline, &OutlineDock::objectChosen, this, &MainWindow::revealOutlineObject);
  connect(mOutline, &OutlineDock::addRackRequested, this,
          [this](const QUuid& rowId) { openAddRack(rowId); });

  auto* issuesDock = new QDockWidget(tr("Issues"), this);
  issuesDock->setObjectName(QStringLiteral("issuesDock"));
  mIssues = new IssuesDock(mSession, issuesDock);
  mIssues->setInfoLister(
      [this](const QString& rule, int limit) { return mValidation->infosOf(rule, limit); });
  mIssues->setReasonPrompt([this](const Finding& finding) {
    return mPrompts->askWaiverReason(this, finding.rule, finding.message());
  });
  mIssues->setRatioPrompt([this](const Finding& finding, const QString& fabricName,
                                 const std::optional<Ratio>& current) {
    return mPrompts->askFabricOversubscription(this, fabricName, current, finding.message());
  });
  mIssues->setUplinkPrompt(
      [this](const Finding& finding, const QString& fabricName, std::optional<int> current) {
        return mPrompts->askLeafUplinks(this, fabricName, current, finding.message());
      });
  issuesDock->setWidget(mIssues);
  addDockWidget(Qt::BottomDockWidgetArea, issuesDock);
  resizeDocks({catalogDock, summaryDock}, {300, 320}, Qt::Horizontal);
  resizeDocks({issuesDock}, {260}, Qt::Vertical);

  connect(mValidation, &ValidationController::busyChanged, this, [this](bool busy) {
    updateActions();
    if (busy)
      statusBar()->showMessage(
          tr("Validating the whole design in the background; the issues list follows when it "
             "is done."));
    else
      statusBar()->clearMessage();
  });
  connect(mValidation, &ValidationController::resultChanged, this,
          [this](const ValidationResult& result) {
            mScene->setFindings(result.findings);
            mIssues->setResult(result);
            CableInspector::InfoSource countedInfos;
            if (result.infosSummarised) {
              countedInfos = [this](const QSet<ObjectId>& objects) {
                return mValidation->infosAbout(objects);
              };
            }
            mInspector->setFindings(result.findings, std::move(countedInfos));
            updateIssueCounts(result);
          });
  connect(mIssues, &IssuesDock::findingActivated, this, &MainWindow::revealFinding);
  mTraces = new TraceController(this);
  mContextMenus = new ContextMenus(this);
  connect(mCanvas, &CanvasView::contextMenuRequested, mContextMenus, &ContextMenus::showCanvasMenu);
  connect(mScene, &RowScene::objectSelectionChanged, this, &MainWindow::updateSelection);
  connect(mCanvas, &CanvasView::deviceActivated, this,
          [this](const QUuid& id) { openPortMap(id); });
  connect(mCanvas, &CanvasView::hintChanged, this, [this](const QString& text) {
    if (text.isEmpty()) {
      statusBar()->clearMessage();
    } else {
      statusBar()->showMessage(text, kStatusMessageMs);
    }
  });
  connect(mCanvas, &CanvasView::refusedAtCursor, this, &MainWindow::showRefusal);
  connect(mSession, &EditSession::refused, this, &MainWindow::showRefusal);
  connect(mSession, &EditSession::message, this,
          [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
  connect(mEdits, &EditController::message, this,
          [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
}

void MainWindow::revealFinding(const Finding& finding) {
  const Design& design = mDocument->design();
  QVector<ObjectId> devices;
  QSet<ObjectId> cables;
  for (const ObjectId& id : finding.objects) {
    if (design.contains<Cable>(id)) {
      cables.insert(id);
      continue;
    }
    const ObjectId shown = FindingIndex::displayedDevice(design, id);
    if (!shown.isNull() && !devices.contains(shown))
      devices << shown;
  }
  mCanvas->revealObjects(devices, cables);
  statusBar()->showMessage(
      QStringLiteral("%1 %2: %3").arg(finding.rule, finding.location, finding.message()),
      kStatusMessageMs);
}

void MainWindow::revealDevice(const QUuid& deviceId) {
  const ObjectId shown = FindingIndex::displayedDevice(mDocument->design(), deviceId);
  if (shown.isNull()) {
    statusBar()->showMessage(tr("That device is not in a rack, so the canvas does not show it."),
                             kStatusMessageMs);
    return;
  }
  mCanvas->revealObjects({shown});
}

void MainWindow::revealOutlineObject(ObjectKind kind, const QUuid& id) {
  const Design& design = mDocument->design();
  switch (kind) {
    case ObjectKind::Device:
      mCanvas->revealObjects({FindingIndex::displayedDevice(design, id)});
      return;
    case ObjectKind::Rack:
      mCanvas->revealRacks({id});
      return;
    default:
      break;
  }
  // A row, hall or site: the view goes to its racks; the selection is emptied rather than
  // holding a whole hall, where Delete would take every rack with it.
  QVector<ObjectId> racks;
  QVector<ObjectId> rows;
  if (kind == ObjectKind::Row)
    rows << id;
  QVector<ObjectId> rooms;
  if (kind == ObjectKind::Room)
    rooms << id;
  if (kind == ObjectKind::Site)
    rooms += design.roomsInSite(id);
  for (const ObjectId& room : std::as_const(rooms))
    rows += design.rowsInRoom(room);
  for (const ObjectId& row : std::as_const(rows))
    racks += design.racksInRow(row);
  mScene->selectObjects({});
  mCanvas->centreOnRacks(racks);
}

}  // namespace rackwright::ui
