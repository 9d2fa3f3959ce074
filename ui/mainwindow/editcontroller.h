#ifndef RACKWRIGHT_UI_MAINWINDOW_EDITCONTROLLER_H
#define RACKWRIGHT_UI_MAINWINDOW_EDITCONTROLLER_H

#include "core/editing/designsearch.h"
#include "core/model/entities.h"

#include <QCoreApplication>
#include <QObject>

namespace rackwright::ui {

class CanvasView;
class EditSession;
class UserPrompts;

/// The Edit and Tools menu commands that work on the canvas selection: cut, copy, paste,
/// duplicate, delete (devices, cables and racks with what they hold), select all, find, and
/// adding a rack. Each change is one undo step through the session.
class EditController final : public QObject {
  Q_OBJECT

 public:
  EditController(EditSession* session, CanvasView* canvas, QObject* parent = nullptr);

  /// Who is asked what to do with copied cables that run outside the copy; without prompts
  /// those cables are left out. `prompts` must outlive the controller or be replaced.
  void setPrompts(UserPrompts* prompts) { mPrompts = prompts; }

  /// Devices or cables selected (what cut, copy and duplicate work on).
  bool hasSelection() const;
  /// Devices, cables or racks selected (what delete works on).
  bool hasDeletableSelection() const;
  bool copy();
  bool cut();
  /// Pastes the clipboard's fragment; the pasted devices become the selection.
  bool paste();
  bool duplicate();
  bool deleteSelection();
  void selectAll();
  /// Selects and centres the next match of `text` (the first after a new query). Returns the
  /// number of matches.
  int findNext(const QString& text);
  const QVector<SearchHit>& lastHits() const { return mHits; }
  /// Adds a rack with the last-used values at the end of the selection's row (or of the first
  /// row; a site, room and row are created for an empty design). Returns its id, or null when
  /// refused.
  ObjectId addRack();
  /// Adds `rack` (its sizes and limits; an empty name takes the one Naming proposes) at the end
  /// of `rowId`, or of a new site, hall and row when `rowId` is null. Remembers its values as
  /// the last used. Returns its id, or null when refused.
  ObjectId addRackToRow(const ObjectId& rowId, const Rack& rack);
  /// The row a new rack goes to: that of the selected racks or devices, else the first row.
  ObjectId rowForNewRack() const;

 Q_SIGNALS:
  void message(const QString& text);

 private:
  bool pasteFragment(const QJsonObject& fragment, const QString& text);

  EditSession* mSession;
  CanvasView* mCanvas;
  UserPrompts* mPrompts = nullptr;
  QString mQuery;
  QVector<SearchHit> mHits;
  int mHitIndex = -1;
};

}  // namespace rackwright::ui

#endif
