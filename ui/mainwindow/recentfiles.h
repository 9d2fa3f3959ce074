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

 private:
  static void store(const QStringList& paths);
};

}  // namespace rackwright::ui

#endif
