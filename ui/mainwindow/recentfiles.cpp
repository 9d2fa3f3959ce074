#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace rackwright::ui {

namespace {
const QString kKey = QStringLiteral("files/recent");
}

QStringList RecentFiles::list() {
  QStringList paths = QSettings().value(kKey).toStringList();
  paths.removeAll(QString());
  return paths.mid(0, kMaxEntries);
}

void RecentFiles::add(const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  QStringList paths = list();
  paths.removeAll(absolute);
  paths.prepend(absolute);
  store(paths.mid(0, kMaxEntries));
}

void RecentFiles::remove(const QString& path) {
  QStringList paths = list();
  paths.removeAll(QFileInfo(path).absoluteFilePath());
  store(paths);
}

void RecentFiles::clear() {
  store({});
}

void RecentFiles::store(const QStringList& paths) {
  QSettings().setValue(kKey, paths);
}

}  // namespace rackwright::ui
