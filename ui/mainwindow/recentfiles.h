#ifndef RACKWRIGHT_UI_MAINWINDOW_RECENTFILES_H
#define RACKWRIGHT_UI_MAINWINDOW_RECENTFILES_H

#include <QStringList>

namespace rackwright::ui {

/// The most recently opened or saved design files, newest first, kept in QSettings and shared by
/// every window.
class RecentFiles final {
 public:
  static constexpr int kMaxEntries = 8;

  static QStringList list();
  /// Moves `path` to the front (adding it if new) and drops entries beyond kMaxEntries.
  static void add(const QString& path);
  static void remove(const QString& path);
  static void clear();

  /// Whether a start without files reopens the newest design that still exists (default on).
  static bool reopenLastOnStart();
  static void setReopenLastOnStart(bool reopen);
  /// The design a start without files opens: the newest entry that exists, when reopening is
  /// on; empty otherwise.
  static QString designToReopen();

 private:
  static void store(const QStringList& paths);
};

}  // namespace rackwright::ui

#endif
