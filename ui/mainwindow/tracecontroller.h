#ifndef RACKWRIGHT_UI_MAINWINDOW_TRACECONTROLLER_H
#define RACKWRIGHT_UI_MAINWINDOW_TRACECONTROLLER_H

#include "core/channel/channeltrace.h"

#include <QObject>
#include <QPointer>

class QDockWidget;

namespace rackwright::ui {

class ChannelTraceDock;
class MainWindow;

/// Wires the Channel Trace dock into the window: Tools ▸ Trace Channel on the selection, the
/// canvas and Issues menus' "Trace channel", element clicks selecting and centring their object,
/// rule links opening the rule's help. The trace follows the design: when the findings change
/// (every edit is validated) the shown start is traced again, keeping the chosen channel.
class TraceController final : public QObject {
  Q_OBJECT

 public:
  /// Creates the dock (hidden, tabbed with the Issues dock) in `window`.
  explicit TraceController(MainWindow* window);

  ChannelTraceDock* dock() const { return mDock; }
  QDockWidget* dockWidget() const { return mDockWidget; }

  /// The trace of the canvas selection: the first selected cable, else a selected device's
  /// transceivers.
  void traceSelection();
  void traceCable(const ObjectId& cableId);
  /// One optical port of a module, or all of them with an empty `port`.
  void traceModule(const ObjectId& moduleId, const QString& port);
  void traceFinding(const Finding& finding);

  /// Why "Trace channel" on this object would show nothing (empty = it has a channel).
  QString unavailableReason(const ObjectId& objectId) const;
  QString unavailableReason(const Finding& finding) const;

 private:
  struct Start {
    enum class Kind { None, Cable, Module, Device, Finding } kind = Kind::None;
    ObjectId id;
    QString port;
    Finding finding;
  };
  void trace(const Start& start);
  void retrace();
  void reveal(const ObjectId& objectId);

  MainWindow* mWindow;
  QDockWidget* mDockWidget;
  ChannelTraceDock* mDock;
  Start mStart;
};

}  // namespace rackwright::ui

#endif
