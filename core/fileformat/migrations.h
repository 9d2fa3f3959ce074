#ifndef RACKWRIGHT_CORE_FILEFORMAT_MIGRATIONS_H
#define RACKWRIGHT_CORE_FILEFORMAT_MIGRATIONS_H

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace rackwright {

/// One step of the design-file format history: rewrites the raw JSON tree of a file written in
/// `fromVersion` into `fromVersion + 1`, appending a line per change to the log. Steps work on
/// the raw tree, not on model classes, so old steps keep working when the model changes.
struct FileFormatMigration {
  int fromVersion;
  QString description;
  std::function<void(QJsonObject& root, QStringList& log)> apply;
};

/// All migrations in order. Migrating from version n applies every step with fromVersion ≥ n.
const std::vector<FileFormatMigration>& fileFormatMigrations();

/// The oldest format version that can still be migrated.
int oldestSupportedFormatVersion();

/// Applies the migrations from `version` up to the current format. Returns the log.
QStringList migrateToCurrent(QJsonObject& root, int version);

}  // namespace rackwright

#endif
