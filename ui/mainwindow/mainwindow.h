#ifndef RACKWRIGHT_UI_MAINWINDOW_MAINWINDOW_H
#define RACKWRIGHT_UI_MAINWINDOW_MAINWINDOW_H

#include <QCoroTask>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QUuid>

#include <memory>

class QDialog;
class QLabel;
class QLineEdit;
class QMenu;
class QMimeData;
class QTabWidget;
class QUndoView;

namespace rackwright {
enum class ObjectKind;
class Design;
class RecoverySlot;
struct DesignStats;
struct Finding;
struct ValidationResult;
}  // namespace rackwright

namespace rackwright::ui {

class Autosaver;
class CableNetworkLegend;
class CanvasView;
class CatalogDock;
class ContextMenus;
class DesignSummaryWidget;
class DocumentController;
class EditController;
class EditSession;
class FloorPlanScene;
class FloorPlanView;
class NavigatorWidget;
class HelpBrowser;
class InspectorDock;
class IssuesDock;
class OutlineDock;
class RowScene;
class PlannerDialog;
class TraceController;
class UserPrompts;
class ValidationController;

/// The workbench window: one design, shown in the row view, with the History and Design summary
/// docks. Menus and the toolbar are built from the ActionRegistry; New/Open/Save run through the
/// DocumentController; every question to the user goes through UserPrompts.
class MainWindow final : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  /// False on the first start (no window has saved its size and docks yet).
  static bool hasSavedGeometry();

  /// Replaces the dialogs (tests record errors and answers instead of showing modal boxes).
  void setPrompts(std::unique_ptr<UserPrompts> prompts);

  /// Asks about unsaved changes, then opens `path` in this window. On failure the error is
  /// reported and the open design stays as it was. Returns success.
  QCoro::Task<bool> openFile(QString path);
  /// Asks about unsaved changes, then starts an empty design. Returns false if cancelled.
  QCoro::Task<bool> newDocument();

  /// Replaces the open document (callers confirm first) with `design`, restored from the
  /// recovery entry `slot`, which this window's autosave then keeps up to date.
  void restoreRecovered(std::unique_ptr<Design> design, std::unique_ptr<RecoverySlot> slot);

  DocumentController& document() { return *mDocument; }
  Autosaver* autosaver() const { return mAutosaver; }
  UserPrompts& prompts() { return *mPrompts; }
  /// Opens the Preferences dialog (returns it, owned by the window).
  QDialog* openPreferences();
  /// The manual's window of this workbench (made on first use).
  HelpBrowser* help();
  /// F1: the page of the current finding's rule when the Issues list has the focus, else the
  /// manual's first page.
  void showContextHelp();
  RowScene* rowScene() const { return mScene; }
  CanvasView* canvas() const { return mCanvas; }
  DesignSummaryWidget* summary() const { return mSummary; }
  QUndoView* historyView() const { return mHistory; }
  EditSession* session() const { return mSession; }
  ValidationController* validation() const { return mValidation; }
  EditController* edits() const { return mEdits; }
  CatalogDock* catalogDock() const { return mCatalog; }
  InspectorDock* inspector() const { return mInspector; }
  IssuesDock* issues() const { return mIssues; }
  ContextMenus* contextMenus() const { return mContextMenus; }
  OutlineDock* outline() const { return mOutline; }
  /// The Channel Trace dock's controller (mainwindowdocks.cpp creates it).
  TraceController* traces() const { return mTraces; }
  // --- the central views (mainwindowviews.cpp) -------------------------------------------------
  /// The tabs of the central area: the elevations (canvas()) and the floor plan.
  QTabWidget* centralViews() const { return mViews; }
  FloorPlanScene* floorScene() const { return mFloorScene; }
  FloorPlanView* floorPlan() const { return mFloorView; }
  NavigatorWidget* navigator() const { return mNavigator; }
  /// View ▸ Cable Networks: show or hide the cables of each network (filled when it opens).
  QMenu* cableNetworksMenu() const { return mNetworksMenu; }
  /// Tools ▸ Fabric Oversubscription: one entry per fabric a design can plan, with its planned
  /// oversubscription; choosing one asks for the ratio (one undo step).
  QMenu* fabricPlanMenu() const { return mFabricPlanMenu; }
  /// Fills the Fabric Oversubscription menu from the design (it fills itself as it opens).
  void rebuildFabricPlanMenu();
  /// The legend (and filter) of the cable networks over the elevations.
  CableNetworkLegend* cableNetworkLegend() const { return mNetworkLegend; }
  /// The same legend over the floor plan, whose cable runs follow the row view's cable view.
  CableNetworkLegend* floorNetworkLegend() const { return mFloorNetworkLegend; }
  bool floorPlanShown() const;
  void showFloorPlan();
  void showElevations();
  /// Switches to the elevations, selects the rack and shows it whole.
  void showRackElevation(const QUuid& rackId);
  /// Opens the port map of a device (returns the dialog, owned by the window).
  QDialog* openPortMap(const QUuid& deviceId);
  /// Opens the fabric planner (returns the dialog, owned by the window). Closed, it is hidden,
  /// not destroyed: opened again, it shows the mode and inputs the user left it with.
  QDialog* openPlanner();
  /// Opens "Add rack…" for `rowId` (null: the row of the selection), returning the dialog,
  /// owned by the window; accepting it adds the rack.
  QDialog* openAddRack(const QUuid& rowId = {});
  QMenu* recentFilesMenu() const { return mRecentMenu; }
  /// The action registered under `id` ("file.save", "edit.undo" …).
  QAction* action(const QString& id) const { return mActions.value(id); }
  QLineEdit* findField() const { return mFindField; }

 protected:
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  /// How long a status-bar message stays.
  static constexpr int kStatusMessageMs = 8000;
  QPointer<HelpBrowser> mHelpBrowser;
  QPointer<PlannerDialog> mPlanner;
  void connectHelp();  // mainwindowhelp.cpp
  // mainwindowviews.cpp
  void createViews();
  void attachViews(const Design* design);
  void detachViews();
  /// Zoom to fit in the elevations and the floor plan.
  void fitViews();
  void onViewTabChanged();
  void selectFromFloorPlan(const QUuid& rackId, bool toggle);
  void createActions();
  void createMenusAndToolBar();
  void createDocks();
  void createStatusBar();
  void connectDocument();
  void onDocumentReplaced();
  void updateTitle();
  void updateActions();
  void updateUndoTexts();
  void updateCounts(const DesignStats& stats);
  void updateZoom(double percent);
  void updateIssueCounts(const ValidationResult& result);
  void updateSelection();
  void updateSelectionLabel();
  void revealFinding(const Finding& finding);
  /// Selects the device (the racked one that shows it) and centres the canvas on it.
  void revealDevice(const QUuid& deviceId);
  /// Selects an object chosen in the outline on the canvas and centres the view on it.
  void revealOutlineObject(ObjectKind kind, const QUuid& id);
  void showRefusal(const QString& reason);
  void createEditingActions();
  void rebuildRecentMenu();
  void rebuildNetworksMenu();
  void showAbout();
  void restoreSettings();
  void saveSettings() const;

  QCoro::Task<> openFromDialog();
  QCoro::Task<> saveThenClose();
  QCoro::Task<> adoptPlannedDesign(QPointer<PlannerDialog> dialog);
  /// The design file dropped onto the window, or empty if the drop carries none.
  static QString droppedDesignFile(const QMimeData* mime);

  std::unique_ptr<UserPrompts> mPrompts;
  DocumentController* mDocument;
  Autosaver* mAutosaver;
  RowScene* mScene;
  CanvasView* mCanvas;
  DesignSummaryWidget* mSummary = nullptr;
  QUndoView* mHistory = nullptr;
  QMenu* mRecentMenu = nullptr;
  QMenu* mPanelsMenu = nullptr;
  QMenu* mNetworksMenu = nullptr;
  QMenu* mFabricPlanMenu = nullptr;
  CableNetworkLegend* mNetworkLegend = nullptr;
  CableNetworkLegend* mFloorNetworkLegend = nullptr;
  QLabel* mCountsLabel = nullptr;
  QLabel* mZoomLabel = nullptr;
  QLabel* mIssuesLabel = nullptr;
  QLabel* mSelectionLabel = nullptr;
  QLineEdit* mFindField = nullptr;
  EditSession* mSession;
  ValidationController* mValidation;
  EditController* mEdits;
  CatalogDock* mCatalog = nullptr;
  InspectorDock* mInspector = nullptr;
  IssuesDock* mIssues = nullptr;
  ContextMenus* mContextMenus = nullptr;
  OutlineDock* mOutline = nullptr;
  TraceController* mTraces = nullptr;
  QTabWidget* mViews = nullptr;
  FloorPlanScene* mFloorScene = nullptr;
  FloorPlanView* mFloorView = nullptr;
  NavigatorWidget* mNavigator = nullptr;
  QHash<QString, QAction*> mActions;
  bool mCloseConfirmed = false;
  bool mFittedOnce = false;
};

}  // namespace rackwright::ui

#endif
