#include "migrations.h"

#include "core/common/buildinfo.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rackwright {

namespace {

/// Format 0 was written by development snapshots before the first release. It differs from
/// format 1 in three places: racks stored "height" instead of "heightU", cables had two fixed
/// ends "a" and "b" instead of an "ends" array, and the design header was called "project".
void migrate0to1(QJsonObject& root, QStringList& log) {
  if (root.contains(QStringLiteral("project")) && !root.contains(QStringLiteral("design"))) {
    root.insert(QStringLiteral("design"), root.take(QStringLiteral("project")));
    log << QCoreApplication::translate("rackwright::migrations",
                                       "Renamed \"project\" to \"design\".");
  }
  QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
  int renamedHeights = 0;
  for (qsizetype i = 0; i < racks.size(); ++i) {
    QJsonObject rack = racks[i].toObject();
    if (rack.contains(QStringLiteral("height")) && !rack.contains(QStringLiteral("heightU"))) {
      rack.insert(QStringLiteral("heightU"), rack.take(QStringLiteral("height")));
      racks[i] = rack;
      ++renamedHeights;
    }
  }
  if (renamedHeights > 0) {
    root.insert(QStringLiteral("racks"), racks);
    log << QCoreApplication::translate("rackwright::migrations",
                                       "Renamed \"height\" to \"heightU\" in %n rack(s).", nullptr,
                                       renamedHeights);
  }
  QJsonArray cables = root.value(QStringLiteral("cables")).toArray();
  int convertedCables = 0;
  for (qsizetype i = 0; i < cables.size(); ++i) {
    QJsonObject cable = cables[i].toObject();
    if (cable.contains(QStringLiteral("ends")))
      continue;
    QJsonArray ends;
    for (const char* key : {"a", "b"}) {
      const QString endKey = QString::fromLatin1(key);
      if (!cable.contains(endKey))
        continue;
      QJsonObject end = cable.take(endKey).toObject();
      if (!end.contains(QStringLiteral("end"))) {
        end.insert(QStringLiteral("end"), endKey.toUpper());
      }
      ends.append(end);
    }
    cable.insert(QStringLiteral("ends"), ends);
    cables[i] = cable;
    ++convertedCables;
  }
  if (convertedCables > 0) {
    root.insert(QStringLiteral("cables"), cables);
    log << QCoreApplication::translate("rackwright::migrations",
                                       "Converted the \"a\"/\"b\" ends of %n cable(s) into an "
                                       "\"ends\" list.",
                                       nullptr, convertedCables);
  }
}

/// Format 2 added one optional top-level section, "quarantine" (objects set aside by Open with
/// repair, see designrepair.h). Nothing of format 1 changed, so a format-1 file is already a
/// format-2 file: the step only records the version. A design is still written as format 1 while
/// it has no quarantine (formatversions.h), so that older releases keep opening it; format 2 is
/// needed because those releases would drop an unknown top-level key on their next save.
void migrate1to2(QJsonObject&, QStringList&) {}

/// Format 3 added networks: optional "network" and "plane" keys on cables and devices and an
/// optional top-level "networks" section (the design's own networks). Nothing older changed
/// meaning, so the step only records the version, as 1 → 2 does. Older releases must refuse
/// such a file: they would drop the "networks" section on their next save and ignore the
/// assignments every per-network report and rule relies on.
void migrate2to3(QJsonObject&, QStringList&) {}

/// Format 4 added rack-scale systems: an optional "system" key on racks (a catalog system such as
/// "GB200-NVL72"). Nothing older changed meaning, so the step only records the version. Older
/// releases must refuse such a file: they would let a user device into an NVL72 rack and drop
/// the rule that its trays stay where the product puts them.
void migrate3to4(QJsonObject&, QStringList&) {}

}  // namespace

const std::vector<FileFormatMigration>& fileFormatMigrations() {
  static const std::vector<FileFormatMigration> migrations = {
      {0, QStringLiteral("development snapshot format to 1"), migrate0to1},
      {1, QStringLiteral("format 1 to 2 (adds the optional quarantine section)"), migrate1to2},
      {2, QStringLiteral("format 2 to 3 (adds networks and planes)"), migrate2to3},
      {3, QStringLiteral("format 3 to 4 (adds rack-scale systems)"), migrate3to4},
  };
  return migrations;
}

int oldestSupportedFormatVersion() {
  return fileFormatMigrations().front().fromVersion;
}

QStringList migrateToCurrent(QJsonObject& root, int version) {
  QStringList log;
  for (const FileFormatMigration& step : fileFormatMigrations()) {
    if (step.fromVersion < version)
      continue;
    if (step.fromVersion >= RACKWRIGHT_FILE_FORMAT_VERSION)
      break;
    step.apply(root, log);
    root.insert(QStringLiteral("formatVersion"), step.fromVersion + 1);
  }
  return log;
}

}  // namespace rackwright
