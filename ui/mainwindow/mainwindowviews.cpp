// The central views of the workbench: the elevations (the row scene's canvas) and the floor
// plan side by side as tabs, the Navigator dock that follows whichever is shown, and the View
// menu's zoom and view actions that act on it, and the cable networks' legend and filter. Split
// from mainwindow.cpp to keep that file about the window's structure.
#include "core/analysis/floorplan.h"
#include "core/commands/designedits.h"
#include "core/model/design.h"
#include "core/model/networks.h"
#include "core/validation/rulecatalog.h"
#include "core/validation/validator.h"
#include "documentcontroller.h"
#include "mainwindow.h"
#include "ui/canvas/cablenetworklegend.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/navigatorwidget.h"
#include "ui/canvas/rowscene.h"
#include "ui/docks/outlinedock.h"
#include "ui/editing/editsession.h"
#include "ui/floorplan/floorplanscene.h"
#include "ui/floorplan/floorplanview.h"
#include "userprompts.h"
#include "validationcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>

namespace rackwright::ui {

namespace {

constexpr int kElevationsTab = 0;
constexpr int kFloorPlanTab = 1;

}  // namespace

void MainWindow::createViews() {
  mFloorScene = new FloorPlanScene(this);
  mFloorView = new FloorPlanView(this);
  mFloorView->setFloorScene(mFloorScene);
  mViews = new QTabWidget(this);
  mViews->setObjectName(QStringLiteral("centralViews"));
  mViews->setDocumentMode(true);
  mViews->setTabPosition(QTabWidget::South);
  mViews->insertTab(kElevationsTab, mCanvas, tr("Elevations"));
  mViews->insertTab(kFloorPlanTab, mFloorView, tr("Floor Plan"));
  mViews->setTabToolTip(kElevationsTab, tr("Every rack's front and rear, row by row"));
  mViews->setTabToolTip(kFloorPlanTab, tr("The halls from above: racks, rows and cable runs"));
  setCentralWidget(mViews);

  auto* navigatorDock = new QDockWidget(tr("Navigator"), this);
  navigatorDock->setObjectName(QStringLiteral("navigatorDock"));
  mNavigator = new NavigatorWidget(navigatorDock);
  navigatorDock->setWidget(mNavigator);
  // Below the Catalog and the Design outline, whose tab group keeps its tabs.
  addDockWidget(Qt::LeftDockWidgetArea, navigatorDock, Qt::Vertical);

  // View ▸ Elevations / Floor Plan choose the tab; View ▸ Navigator shows the dock.
  auto* views = new QActionGroup(this);
  for (const QString& id : {QStringLiteral("view.elevations"), QStringLiteral("view.floorPlan")}) {
    QAction* a = action(id);
    a->setCheckable(true);
    views->addAction(a);
  }
  action(QStringLiteral("view.elevations"))->setChecked(true);
  connect(action(QStringLiteral("view.elevations")), &QAction::triggered, this,
          &MainWindow::showElevations);
  connect(action(QStringLiteral("view.floorPlan")), &QAction::triggered, this,
          &MainWindow::showFloorPlan);
  QAction* navigatorAction = action(QStringLiteral("view.navigator"));
  navigatorAction->setCheckable(true);
  navigatorAction->setChecked(true);
  connect(navigatorAction, &QAction::toggled, navigatorDock, &QDockWidget::setVisible);
  // The dock's own close button unchecks the action (the action is the context: the
  // connection goes with it when the window is torn down).
  connect(navigatorDock, &QDockWidget::visibilityChanged, navigatorAction,
          [navigatorAction, navigatorDock] {
            navigatorAction->setChecked(!navigatorDock->isHidden());
          });

  // Zoom acts on the view that is shown.
  connect(action(QStringLiteral("view.zoomIn")), &QAction::triggered, this,
          [this] { floorPlanShown() ? mFloorView->zoomIn() : mCanvas->zoomIn(); });
  connect(action(QStringLiteral("view.zoomOut")), &QAction::triggered, this,
          [this] { floorPlanShown() ? mFloorView->zoomOut() : mCanvas->zoomOut(); });
  connect(action(QStringLiteral("view.zoomFit")), &QAction::triggered, this,
          [this] { floorPlanShown() ? mFloorView->zoomFit() : mCanvas->zoomFit(); });
  connect(action(QStringLiteral("view.zoom100")), &QAction::triggered, this,
          [this] { floorPlanShown() ? mFloorView->zoom100() : mCanvas->zoom100(); });
  connect(action(QStringLiteral("view.fitSelection")), &QAction::triggered, this, [this] {
    if (!floorPlanShown()) {
      mCanvas->zoomFitSelection();
      return;
    }
    const QVector<ObjectId> racks = mFloorScene->selectedRacks();
    if (racks.isEmpty()) {
      mFloorView->zoomFit();
    } else {
      mFloorView->centreOnRacks(racks);
    }
  });
  connect(mFloorView, &FloorPlanView::zoomChanged, this, [this](double percent) {
    if (floorPlanShown())
      updateZoom(percent);
  });

  // One selection: the row scene's racks, shown on the floor plan too.
  connect(mScene, &RowScene::objectSelectionChanged, this,
          [this] { mFloorScene->setSelectedRacks(mScene->selectedRacks()); });
  connect(mFloorView, &FloorPlanView::rackClicked, this, &MainWindow::selectFromFloorPlan);
  connect(mFloorView, &FloorPlanView::rackActivated, this, &MainWindow::showRackElevation);
  // A rack or device chosen in the outline is brought into sight on the floor plan too, when
  // that is what is shown (the elevations centre it themselves).
  connect(mOutline, &OutlineDock::objectChosen, this, [this](ObjectKind, const QUuid& id) {
    if (!floorPlanShown())
      return;
    const ObjectId rack = rackOfObject(mDocument->design(), id);
    if (!rack.isNull())
      mFloorView->centreOnRacks({rack});
  });
  connect(mValidation, &ValidationController::resultChanged, this,
          [this](const ValidationResult& result) {
            mFloorScene->setFindings(result.findings);
            mNavigator->refreshSoon();
          });
  connect(mViews, &QTabWidget::currentChanged, this, &MainWindow::onViewTabChanged);
  onViewTabChanged();

  mNetworkLegend = new CableNetworkLegend(mCanvas);
  mNetworkLegend->setScene(mScene);
  mFloorNetworkLegend = new CableNetworkLegend(mFloorView);
  mFloorNetworkLegend->setScene(mScene);
  // The navigator's thumbnail shows the cables in the colours and with the filter of the view.
  connect(mScene, &RowScene::cableViewChanged, mNavigator, &NavigatorWidget::refreshSoon);
  // The floor plan's cable runs follow the same view: by network, and without hidden networks.
  connect(mScene, &RowScene::cableViewChanged, this, [this] {
    const CableLayerItem* cables = mScene->cableLayer();
    mFloorScene->setCableView(cables->colourMode() == CableLayerItem::ColourMode::Network,
                              cables->hiddenNetworks());
  });
}

void MainWindow::rebuildNetworksMenu() {
  // Filled as it opens: the networks are those of the cables drawn now, and hiding one is
  // view state (not saved, not undone), so the menu and the legend only ask the scene.
  mNetworksMenu->clear();
  const QVector<NetworkDefinition> networks = mScene->cableNetworks();
  const QSet<QString> hidden = mScene->cableLayer()->hiddenNetworks();
  QAction* showAll = mNetworksMenu->addAction(tr("Show &All Networks"), this,
                                              [this] { mScene->setHiddenNetworks({}); });
  showAll->setObjectName(QStringLiteral("view.networks.showAll"));
  showAll->setEnabled(!hidden.isEmpty());
  mNetworksMenu->addSeparator();
  if (networks.isEmpty())
    mNetworksMenu->addAction(tr("No cables drawn"))->setEnabled(false);
  for (const NetworkDefinition& network : networks) {
    // No swatch here: beside an icon the menu shows "checked" only as a faint frame around it,
    // and whether a network is hidden is what this menu is for; the legend has the colours.
    QAction* a = mNetworksMenu->addAction(network.name);
    a->setCheckable(true);
    a->setChecked(!hidden.contains(network.key));
    a->setData(network.key);
    a->setStatusTip(tr("Show or hide the cables of %1").arg(network.name));
    connect(a, &QAction::toggled, this, [this, key = network.key](bool shown) {
      QSet<QString> keys = mScene->cableLayer()->hiddenNetworks();
      if (shown) {
        keys.remove(key);
      } else {
        keys.insert(key);
      }
      mScene->setHiddenNetworks(keys);
    });
  }
}

void MainWindow::rebuildFabricPlanMenu() {
  // The plan is the design's (saved, one undo step per change); the menu shows it as it is now,
  // so a fabric planned from a finding or by the generator reads the same here.
  mFabricPlanMenu->clear();
  const Design& design = mDocument->design();
  for (const QString& fabric : RuleCatalog::plannedFabrics()) {
    const RuleId rule = *RuleCatalog::capacityRule(fabric);
    const QString name = Networks::displayName(design, fabric);
    const Ratio fallback = RuleCatalog::defaultOversubscription(rule);
    const QString state =
        RuleCatalog::planText(fabric, design.info().fabrics.value(fabric).oversubscription);
    QAction* a = mFabricPlanMenu->addAction(tr("%1 fabric: %2…").arg(name, state));
    a->setObjectName(QStringLiteral("tools.fabricPlan.") + fabric);
    a->setEnabled(!mDocument->isBusy());
    a->setStatusTip(tr("States the leaf oversubscription the %1 fabric is planned for; %2 holds "
                       "every leaf to it")
                        .arg(name, RuleCatalog::info(rule).id));
    connect(a, &QAction::triggered, this, [this, fabric, name, rule, fallback] {
      const Design& current = mDocument->design();
      const QString context =
          rule == RuleId::PL14
              ? tr("%1 holds the nodes' side of every leaf of the %2 fabric to this ratio of "
                   "node capacity to uplink capacity; storage appliances stay at 1:1. The "
                   "default is %3.")
                    .arg(RuleCatalog::info(rule).id, name, fallback.toString())
              : tr("%1 holds every leaf of the %2 fabric to this ratio of node-facing capacity "
                   "to uplink capacity. The default is %3.")
                    .arg(RuleCatalog::info(rule).id, name, fallback.toString());
      const auto answer = mPrompts->askFabricOversubscription(
          this, name, current.info().fabrics.value(fabric).oversubscription, context);
      if (!answer)
        return;
      mSession->push(
          [&](Design& d) { return DesignEdits::setFabricOversubscription(d, fabric, *answer); });
    });
  }
}

void MainWindow::attachViews(const Design* design) {
  mFloorScene->setDesign(design);
  if (!design)
    return;
  // The thumbnail is painted again once a burst of edits has settled.
  for (auto signal : {&Design::objectAdded, &Design::objectRemoved, &Design::objectChanged})
    connect(design, signal, mNavigator, &NavigatorWidget::refreshSoon, Qt::UniqueConnection);
  connect(design, &Design::designReset, mNavigator, &NavigatorWidget::refreshSoon,
          Qt::UniqueConnection);
  mNavigator->refreshSoon();
}

void MainWindow::detachViews() {
  mNavigator->setView(nullptr, nullptr);
  mFloorScene->setDesign(nullptr);
}

void MainWindow::fitViews() {
  mCanvas->zoomFit();
  mFloorView->zoomFit();
  mNavigator->refreshSoon();
}

bool MainWindow::floorPlanShown() const {
  return mViews && mViews->currentIndex() == kFloorPlanTab;
}

void MainWindow::showFloorPlan() {
  mViews->setCurrentIndex(kFloorPlanTab);
}

void MainWindow::showElevations() {
  mViews->setCurrentIndex(kElevationsTab);
}

void MainWindow::onViewTabChanged() {
  const bool floor = floorPlanShown();
  action(floor ? QStringLiteral("view.floorPlan") : QStringLiteral("view.elevations"))
      ->setChecked(true);
  if (floor) {
    mFloorScene->flushPending();
    mNavigator->setView(mFloorView, &mFloorView->zoomPan());
    if (mZoomLabel)
      updateZoom(mFloorView->zoomPercent());
    mFloorView->setFocus(Qt::OtherFocusReason);
    return;
  }
  // The elevations' thumbnail is their overview (racks as blocks), whatever the canvas shows.
  mNavigator->setView(mCanvas, &mCanvas->zoomPan(),
                      [this](QPainter* painter, const QRectF& target, const QRectF& source) {
                        const bool wasOverview = mScene->overviewActive();
                        mScene->setOverview(true);
                        mScene->render(painter, target, source, Qt::KeepAspectRatio);
                        mScene->setOverview(wasOverview);
                      });
  if (mZoomLabel)  // made with the status bar, after the views
    updateZoom(mCanvas->zoomPercent());
  mCanvas->setFocus(Qt::OtherFocusReason);
}

void MainWindow::selectFromFloorPlan(const QUuid& rackId, bool toggle) {
  QVector<ObjectId> racks;
  if (toggle) {
    racks = mScene->selectedRacks();
    if (!racks.removeOne(rackId) && !rackId.isNull())
      racks << rackId;
  } else if (!rackId.isNull()) {
    racks << rackId;
  }
  mScene->selectObjects({}, {}, racks);
}

void MainWindow::showRackElevation(const QUuid& rackId) {
  showElevations();
  mCanvas->revealRacks({rackId});
  // At an overview zoom the rack would be a speck: show it whole.
  mCanvas->zoomFitSelection();
  statusBar()->showMessage(tr("The elevations of the rack chosen on the floor plan."),
                           kStatusMessageMs);
}

}  // namespace rackwright::ui
