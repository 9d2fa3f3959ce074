#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace rackwright::ui {

namespace {
const QString kKey = QStringLiteral("files/recent");
const QString kReopenKey = QStringLiteral("startup/reopenLast");
}  // namespace

bool RecentFiles::reopenLastOnStart() {
  return QSettings().value(kReopenKey, true).toBool();
}

void RecentFiles::setReopenLastOnStart(bool reopen) {
  QSettings().setValue(kReopenKey, reopen);
}

QString RecentFiles::designToReopen() {
  if (!reopenLastOnStart())
    return {};
  for (const QString& path : list()) {
    if (QFileInfo(path).isFile())
      return path;
  }
  return {};
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
