#ifndef RACKWRIGHT_UI_MAINWINDOW_CONTEXTMENUS_H
#define RACKWRIGHT_UI_MAINWINDOW_CONTEXTMENUS_H

#include "ui/canvas/canvasview.h"

#include <QObject>

#include <functional>

class QMenu;

namespace rackwright::ui {

class MainWindow;

/// The canvas's right-click menus: what applies to the cable, device or cage under the cursor.
/// A right click on an object outside the selection selects it first, so the registered actions
/// that work on the selection (Delete, Port Map) are the ones offered, and the Inspector shows
/// what the menu is about.
///
/// - a cable: Replace part… (the Inspector's, offering the cable tool's candidates), Swap ends,
///   Re-route ▸ Move end A/B… (the re-route tool: click the port the end goes to), Trace
///   channel, Delete, Show in Inspector;
/// - a rack (its header or frame): Rename…, Select Its Devices, Add Rack…, Delete (with what it
///   holds), Show in Inspector;
/// - a device: Rename…, Port Map, Delete, Show in Inspector;
/// - a cage: Plug transceiver (the transceivers that fit, preferred first) when it is empty,
///   Pull transceiver and Trace channel when it holds one; then the device's Show in Inspector.
class ContextMenus final : public QObject {
  Q_OBJECT

 public:
  /// Shows a built menu. The default runs it at `globalPos`; tests look at it and trigger.
  using Presenter = std::function<void(QMenu& menu, const QPoint& globalPos)>;

  explicit ContextMenus(MainWindow* window);

  void setPresenter(Presenter presenter) { mPresenter = std::move(presenter); }
  /// Builds the menu for `hit` and shows it through the presenter.
  void showCanvasMenu(const CanvasHit& hit, const QPoint& globalPos);

  /// The edits behind the entries (one undo step each); false when refused.
  bool swapEnds(const ObjectId& cableId);
  bool plugTransceiver(const ObjectId& deviceId, const QString& cage, const QString& typeId);
  bool pullTransceiver(const ObjectId& moduleId);

 private:
  void addCableEntries(QMenu& menu, const ObjectId& cableId, const QPoint& globalPos);
  void addDeviceEntries(QMenu& menu, const ObjectId& deviceId);
  void addRackEntries(QMenu& menu, const ObjectId& rackId);
  void addRerouteEntries(QMenu& menu, const Cable& cable);
  /// Hands the canvas to the re-route tool for one end of the cable.
  void startReroute(const ObjectId& cableId, const QString& endName);
  void addPortEntries(QMenu& menu, const PortHit& port);
  /// "Trace channel", disabled with the reason when `objectId` starts no optical channel.
  void addTraceEntry(QMenu& menu, const QString& name, const ObjectId& objectId,
                     const std::function<void()>& trace);
  void showInInspector();

  MainWindow* mWindow;
  Presenter mPresenter;
};

}  // namespace rackwright::ui

#endif
