// Open with repair: broken references made from the two-node pilot example are set aside (kept in
// a quarantine section, or dropped) instead of refusing the file; the quarantine survives load
// and save byte for byte in both readers; and the message for a file newer than this build.
#include "core/common/buildinfo.h"
#include "core/common/error.h"
#include "core/fileformat/designloaders.h"
#include "core/fileformat/designrepair.h"
#include "core/fileformat/formatversions.h"
#include "core/fileformat/migrations.h"
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace rackwright;
using Outcome = DesignFile::RepairAction::Outcome;

namespace {

const QString kFile = QStringLiteral("broken.rackwright");

QByteArray pilotBytes() {
  QFile file(rackwright::test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")));
  if (!file.open(QIODevice::ReadOnly))
    qFatal("cannot read the example");
  return file.readAll();
}

QJsonObject pilotJson() {
  return QJsonDocument::fromJson(pilotBytes()).object();
}

QByteArray bytesOf(const QJsonObject& root) {
  return QJsonDocument(root).toJson();
}

/// Changes element `index` of the top-level array `key`.
void edit(QJsonObject& root, const QString& key, qsizetype index,
          const std::function<void(QJsonObject&)>& change) {
  QJsonArray array = root.value(key).toArray();
  QJsonObject object = array[index].toObject();
  change(object);
  array[index] = object;
  root.insert(key, array);
}

/// Index of the first element of `key` for which `match` holds, -1 when none does.
qsizetype indexOf(const QJsonObject& root, const QString& key,
                  const std::function<bool(const QJsonObject&)>& match) {
  const QJsonArray array = root.value(key).toArray();
  for (qsizetype i = 0; i < array.size(); ++i) {
    if (match(array[i].toObject()))
      return i;
  }
  return -1;
}

QString idAt(const QJsonObject& root, const QString& key, qsizetype index) {
  return root.value(key).toArray()[index].toObject().value(QStringLiteral("id")).toString();
}

const QString kNowhere = QStringLiteral("0badbeef-0000-4000-8000-000000000001");

/// The cables with an end on object `id`.
QStringList cablesOn(const QJsonObject& root, const QString& id) {
  QStringList result;
  for (const QJsonValue& cable : root.value(QStringLiteral("cables")).toArray()) {
    for (const QJsonValue& end : cable[QLatin1StringView("ends")].toArray()) {
      if (end[QLatin1StringView("object")].toString() == id) {
        result << cable[QLatin1StringView("id")].toString();
        break;
      }
    }
  }
  return result;
}

int count(const QList<DesignFile::RepairAction>& actions, Outcome outcome) {
  return int(std::count_if(actions.begin(), actions.end(), [&](const DesignFile::RepairAction& a) {
    return a.outcome == outcome;
  }));
}

QString joined(const QList<DesignFile::RepairAction>& actions) {
  QStringList lines;
  for (const DesignFile::RepairAction& action : actions)
    lines << action.toString();
  return lines.join(QLatin1Char('\n'));
}

bool refusedNormally(const QByteArray& bytes) {
  Design design;
  try {
    DesignFile::loadFromBytes(bytes, kFile, design);
  } catch (const ParseError&) {
    return design.objectCount() == 0;
  }
  return false;
}

}  // namespace

class TestDesignRepair : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void cleanFileLoadsUnchanged();
  void problems_data();
  void problems();
  void everyProblemIsCollected();
  void quarantineRoundTripsInBothReaders();
  void deviceSetAsideTakesItsModulesAndCables();
  void dropKeepsCablesOfDroppedObjectsDisconnected();
  void danglingCableEndIsSetAsideNotDisconnected();
  void existingQuarantineIsKeptAndExtended();
  void wholeFileProblemsAreNotRepaired();
  void formatVersionFollowsTheContent();
  void formatVersionTable();
  void newerFileNamesTheReleaseToInstall();
};

void TestDesignRepair::cleanFileLoadsUnchanged() {
  const QByteArray bytes = pilotBytes();
  Design design;
  const auto report = DesignRepair::loadFromBytes(bytes, kFile, design, RepairMode::Quarantine);
  QVERIFY(report.repairs.isEmpty());
  QVERIFY(design.quarantine().isEmpty());
  QCOMPARE(DesignFile::toBytes(design), bytes);
  QVERIFY(bytes.startsWith("{\n  \"formatVersion\": 1,"));
}

void TestDesignRepair::problems_data() {
  QTest::addColumn<QByteArray>("bytes");
  QTest::addColumn<QString>("path");
  QTest::addColumn<QString>("problem");
  QTest::addColumn<QString>("section");

  const QJsonObject pilot = pilotJson();
  {
    QJsonObject root = pilot;
    const qsizetype i = indexOf(root, QStringLiteral("modules"), [](const QJsonObject& m) {
      return m.contains(QStringLiteral("device"));
    });
    edit(root, QStringLiteral("modules"), i,
         [](QJsonObject& m) { m.insert(QStringLiteral("device"), kNowhere); });
    QTest::newRow("dangling device of a module")
        << bytesOf(root) << QStringLiteral("$.modules[%1].device").arg(i)
        << QStringLiteral("refers to device %1, which is not in the file").arg(kNowhere)
        << QStringLiteral("modules");
  }
  {
    QJsonObject root = pilot;
    edit(root, QStringLiteral("devices"), 0,
         [](QJsonObject& d) { d.insert(QStringLiteral("type"), QStringLiteral("NO-SUCH-PART")); });
    QTest::newRow("unknown part") << bytesOf(root) << QStringLiteral("$.devices[0].type")
                                  << QStringLiteral("unknown part \"NO-SUCH-PART\"")
                                  << QStringLiteral("devices");
  }
  {
    QJsonObject root = pilot;
    QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
    QJsonObject copy = racks[0].toObject();
    copy.insert(QStringLiteral("name"), QStringLiteral("R01-copy"));
    racks.append(copy);
    root.insert(QStringLiteral("racks"), racks);
    QTest::newRow("duplicate id") << bytesOf(root)
                                  << QStringLiteral("$.racks[%1].id").arg(racks.size() - 1)
                                  << QStringLiteral("is used twice") << QStringLiteral("racks");
  }
  {
    QJsonObject root = pilot;
    const qsizetype i = indexOf(root, QStringLiteral("cables"), [](const QJsonObject& c) {
      return c.value(QStringLiteral("ends"))[0][QLatin1StringView("kind")] ==
             QStringLiteral("cage");
    });
    edit(root, QStringLiteral("cables"), i, [](QJsonObject& c) {
      QJsonArray ends = c.value(QStringLiteral("ends")).toArray();
      QJsonObject end = ends[0].toObject();
      end.insert(QStringLiteral("port"), QStringLiteral("OSFP99"));
      ends[0] = end;
      c.insert(QStringLiteral("ends"), ends);
    });
    QTest::newRow("cable end on a cage that does not exist")
        << bytesOf(root) << QStringLiteral("$.cables[%1].ends[0].port").arg(i)
        << QStringLiteral("is in cage \"OSFP99\"") << QStringLiteral("cables");
  }
  {
    QJsonObject root = pilot;
    edit(root, QStringLiteral("racks"), 0,
         [](QJsonObject& r) { r.insert(QStringLiteral("heightU"), 99); });
    QTest::newRow("unreadable object")
        << bytesOf(root) << QStringLiteral("$.racks[0].heightU")
        << QStringLiteral("a rack is 1 to 60 U high") << QStringLiteral("racks");
  }
}

void TestDesignRepair::problems() {
  QFETCH(QByteArray, bytes);
  QFETCH(QString, path);
  QFETCH(QString, problem);
  QFETCH(QString, section);
  QVERIFY(refusedNormally(bytes));

  Design design;
  const auto report = DesignRepair::loadFromBytes(bytes, kFile, design, RepairMode::Quarantine);
  QVERIFY(!report.repairs.isEmpty());
  const DesignFile::RepairAction& first = report.repairs.front();
  QCOMPARE(first.path, path);
  QVERIFY2(first.problem.contains(problem), qPrintable(first.problem));
  QCOMPARE(first.section, section);
  QCOMPARE(first.file, kFile);
  QVERIFY(!first.cascade);
  QVERIFY2(first.line > 0, qPrintable(first.toString()));
  // The line is the one of the object's id in the file (the last one for a repeated id).
  const QList<QByteArray> lines = bytes.split('\n');
  QVERIFY2(lines[first.line - 1].contains(first.objectId.toUtf8()), qPrintable(first.toString()));
  QVERIFY2(
      first.toString().startsWith(kFile + QStringLiteral(":%1: %2: ").arg(first.line).arg(path)),
      qPrintable(first.toString()));
  QVERIFY(first.toString().endsWith(QStringLiteral("→ quarantined")));
  QCOMPARE(design.quarantine().size(), qsizetype(count(report.repairs, Outcome::Quarantined)));
  const QJsonObject held = design.quarantine().first().toObject();
  QCOMPARE(held.value(QStringLiteral("section")).toString(), section);
  QCOMPARE(held.value(QStringLiteral("reason")).toString(), first.problem);

  // Drop mode reports the same problem, and the design keeps the same objects.
  Design dropped;
  const auto dropReport = DesignRepair::loadFromBytes(bytes, kFile, dropped, RepairMode::Drop);
  QCOMPARE(dropReport.repairs.front().path, path);
  QCOMPARE(dropReport.repairs.front().outcome, Outcome::Dropped);
  QVERIFY(dropped.quarantine().isEmpty());
  QCOMPARE(dropped.all<Rack>().size(), design.all<Rack>().size());
  QCOMPARE(dropped.all<Device>().size(), design.all<Device>().size());
  QCOMPARE(dropped.all<Module>().size(), design.all<Module>().size());
  // What is left loads normally once saved.
  Design again;
  DesignFile::loadFromBytes(DesignFile::toBytes(dropped), kFile, again);
  QCOMPARE(again.objectCount(), dropped.objectCount());
}

void TestDesignRepair::everyProblemIsCollected() {
  // Three unrelated problems: the normal load names the first; the repair finds all three.
  QJsonObject root = pilotJson();
  edit(root, QStringLiteral("devices"), 0,
       [](QJsonObject& d) { d.insert(QStringLiteral("type"), QStringLiteral("NO-SUCH-PART")); });
  edit(root, QStringLiteral("racks"), 1,
       [](QJsonObject& r) { r.insert(QStringLiteral("heightU"), 0); });
  QJsonArray waivers;
  waivers.append(QJsonObject{{QStringLiteral("id"), kNowhere}});  // no finding, no reason
  root.insert(QStringLiteral("waivers"), waivers);
  Design design;
  const auto report =
      DesignRepair::loadFromBytes(bytesOf(root), kFile, design, RepairMode::Quarantine);
  QStringList roots;
  for (const auto& action : report.repairs) {
    if (!action.cascade)
      roots << action.path;
  }
  QCOMPARE(roots, (QStringList{QStringLiteral("$.racks[1].heightU"), QStringLiteral("$.waivers[0]"),
                               QStringLiteral("$.devices[0].type")}));
}

void TestDesignRepair::quarantineRoundTripsInBothReaders() {
  QJsonObject root = pilotJson();
  const qsizetype i = indexOf(root, QStringLiteral("modules"), [](const QJsonObject& m) {
    return m.contains(QStringLiteral("device"));
  });
  edit(root, QStringLiteral("modules"), i,
       [](QJsonObject& m) { m.insert(QStringLiteral("device"), kNowhere); });
  Design repaired;
  DesignRepair::loadFromBytes(bytesOf(root), kFile, repaired, RepairMode::Quarantine);
  QVERIFY(!repaired.quarantine().isEmpty());
  const QByteArray saved = DesignFile::toBytes(repaired);
  QVERIFY(saved.contains("\n  \"quarantine\": ["));
  QVERIFY(saved.startsWith("{\n  \"formatVersion\": 2,"));

  // The stream reader (a format-2 file streams) and the tree reader give the same design, and
  // both write the same bytes back.
  QVERIFY(detail::canStream(saved));
  Design streamed;
  const auto streamReport = DesignFile::loadFromBytes(saved, kFile, streamed);
  QVERIFY(streamReport.repairs.isEmpty());
  QVERIFY2(streamReport.warnings.isEmpty(), qPrintable(streamReport.warnings.join('\n')));
  QCOMPARE(streamReport.originalFormatVersion, 2);
  QCOMPARE(streamed.quarantine(), repaired.quarantine());
  QCOMPARE(DesignFile::toBytes(streamed), saved);
  Design tree;
  const auto treeReport = detail::loadTree(saved, kFile, tree, {});
  QVERIFY2(treeReport.warnings.isEmpty(), qPrintable(treeReport.warnings.join('\n')));
  QCOMPARE(tree.quarantine(), repaired.quarantine());
  QCOMPARE(DesignFile::toBytes(tree), saved);

  // The quarantined module's part definition stays embedded, so it is whole once fixed.
  const QJsonObject held = repaired.quarantine().first().toObject();
  const QString type = held.value(QStringLiteral("object"))[QLatin1StringView("type")].toString();
  QVERIFY(saved.contains(QStringLiteral("\"id\": \"%1\"").arg(type).toUtf8()) ||
          tree.part(type) != nullptr);
}

void TestDesignRepair::deviceSetAsideTakesItsModulesAndCables() {
  QJsonObject root = pilotJson();
  // The device of the first module, moved into a rack that does not exist.
  const QJsonArray modules = root.value(QStringLiteral("modules")).toArray();
  const QString deviceId = modules[0][QLatin1StringView("device")].toString();
  const qsizetype d = indexOf(root, QStringLiteral("devices"), [&](const QJsonObject& o) {
    return o.value(QStringLiteral("id")).toString() == deviceId;
  });
  QVERIFY(d >= 0);
  edit(root, QStringLiteral("devices"), d,
       [](QJsonObject& o) { o.insert(QStringLiteral("rack"), kNowhere); });
  QStringList moduleIds;
  QStringList cableIds = cablesOn(root, deviceId);
  for (const QJsonValue& m : modules) {
    if (m[QLatin1StringView("device")].toString() == deviceId) {
      moduleIds << m[QLatin1StringView("id")].toString();
      cableIds << cablesOn(root, moduleIds.back());
    }
  }
  cableIds.removeDuplicates();
  QVERIFY(!moduleIds.isEmpty());
  QVERIFY(!cableIds.isEmpty());

  Design design;
  const auto report =
      DesignRepair::loadFromBytes(bytesOf(root), kFile, design, RepairMode::Quarantine);
  QCOMPARE(report.repairs.front().path, QStringLiteral("$.devices[%1].rack").arg(d));
  QVERIFY(!design.contains<Device>(QUuid::fromString(deviceId)));
  QStringList held;
  for (const QJsonValue& entry : design.quarantine())
    held << entry[QLatin1StringView("object")][QLatin1StringView("id")].toString();
  for (const QString& id : std::as_const(moduleIds)) {
    QVERIFY(!design.contains<Module>(QUuid::fromString(id)));
    QVERIFY2(held.contains(id), qPrintable(id));
  }
  for (const QString& id : std::as_const(cableIds)) {
    QVERIFY(!design.contains<Cable>(QUuid::fromString(id)));
    QVERIFY2(held.contains(id), qPrintable(id));
  }
  QCOMPARE(held.size(), 1 + moduleIds.size() + cableIds.size());
  QCOMPARE(report.repairs.size(), held.size());
  for (qsizetype i = 1; i < report.repairs.size(); ++i)
    QVERIFY2(report.repairs[i].cascade, qPrintable(report.repairs[i].toString()));
  // Every object set aside is kept verbatim.
  const QJsonArray devices = root.value(QStringLiteral("devices")).toArray();
  QCOMPARE(design.quarantine().first()[QLatin1StringView("object")].toObject(),
           devices[d].toObject());
}

void TestDesignRepair::dropKeepsCablesOfDroppedObjectsDisconnected() {
  QJsonObject root = pilotJson();
  const QJsonArray modules = root.value(QStringLiteral("modules")).toArray();
  const QString deviceId = modules[0][QLatin1StringView("device")].toString();
  const qsizetype d = indexOf(root, QStringLiteral("devices"), [&](const QJsonObject& o) {
    return o.value(QStringLiteral("id")).toString() == deviceId;
  });
  edit(root, QStringLiteral("devices"), d,
       [](QJsonObject& o) { o.insert(QStringLiteral("rack"), kNowhere); });
  const QStringList cableIds = cablesOn(root, modules[0][QLatin1StringView("id")].toString());
  QVERIFY(!cableIds.isEmpty());

  Design design;
  const auto report = DesignRepair::loadFromBytes(bytesOf(root), kFile, design, RepairMode::Drop);
  QVERIFY(design.quarantine().isEmpty());
  QVERIFY(count(report.repairs, Outcome::EndDisconnected) > 0);
  QCOMPARE(count(report.repairs, Outcome::Quarantined), 0);
  for (const QString& id : cableIds) {
    const Cable* cable = design.find<Cable>(QUuid::fromString(id));
    QVERIFY2(cable, qPrintable(id));
    int loose = 0;
    for (const CableEnd& end : cable->ends)
      loose += end.attachment.isConnected() ? 0 : 1;
    QVERIFY(loose >= 1);
  }
  QVERIFY2(joined(report.repairs).contains(QStringLiteral("→ kept with the end disconnected")),
           qPrintable(joined(report.repairs)));
}

void TestDesignRepair::danglingCableEndIsSetAsideNotDisconnected() {
  QJsonObject root = pilotJson();
  edit(root, QStringLiteral("cables"), 0, [](QJsonObject& c) {
    QJsonArray ends = c.value(QStringLiteral("ends")).toArray();
    QJsonObject end = ends[1].toObject();
    end.insert(QStringLiteral("object"), kNowhere);
    ends[1] = end;
    c.insert(QStringLiteral("ends"), ends);
  });
  const QString cableId = idAt(root, QStringLiteral("cables"), 0);
  for (RepairMode mode : {RepairMode::Quarantine, RepairMode::Drop}) {
    Design design;
    const auto report = DesignRepair::loadFromBytes(bytesOf(root), kFile, design, mode);
    QCOMPARE(report.repairs.size(), 1);
    QCOMPARE(report.repairs.front().path, QStringLiteral("$.cables[0].ends[1].object"));
    QCOMPARE(report.repairs.front().outcome,
             mode == RepairMode::Quarantine ? Outcome::Quarantined : Outcome::Dropped);
    QVERIFY(!design.contains<Cable>(QUuid::fromString(cableId)));
  }
}

void TestDesignRepair::existingQuarantineIsKeptAndExtended() {
  QJsonObject root = pilotJson();
  edit(root, QStringLiteral("devices"), 0,
       [](QJsonObject& d) { d.insert(QStringLiteral("type"), QStringLiteral("NO-SUCH-PART")); });
  Design first;
  DesignRepair::loadFromBytes(bytesOf(root), kFile, first, RepairMode::Quarantine);
  QJsonObject saved = QJsonDocument::fromJson(DesignFile::toBytes(first)).object();
  const QJsonArray held = saved.value(QStringLiteral("quarantine")).toArray();
  QVERIFY(!held.isEmpty());
  QCOMPARE(held, first.quarantine());
  // A second, later problem in the repaired file: the first entry stays, the new one joins it.
  edit(saved, QStringLiteral("racks"), 0,
       [](QJsonObject& r) { r.insert(QStringLiteral("heightU"), 0); });
  Design second;
  const auto report =
      DesignRepair::loadFromBytes(bytesOf(saved), kFile, second, RepairMode::Quarantine);
  QVERIFY(!report.repairs.isEmpty());
  QVERIFY(second.quarantine().size() > held.size());
  for (qsizetype i = 0; i < held.size(); ++i)
    QCOMPARE(second.quarantine()[i], held[i]);
  QCOMPARE(second.quarantine()[held.size()][QLatin1StringView("section")].toString(),
           QStringLiteral("racks"));
}

void TestDesignRepair::wholeFileProblemsAreNotRepaired() {
  const QList<QByteArray> files = {
      QByteArray("{\"formatVersion\": 1, \"racks\": [}"),
      QByteArray("[1, 2]"),
      QByteArray("{\"formatVersion\": 1, \"racks\": \"R01\"}"),
      QByteArray("{\"formatVersion\": 1, \"design\": 7}"),
  };
  for (const QByteArray& bytes : files) {
    QString normal;
    Design design;
    try {
      DesignFile::loadFromBytes(bytes, kFile, design);
    } catch (const ParseError& e) {
      normal = e.message();
    }
    QVERIFY(!normal.isEmpty());
    try {
      DesignRepair::loadFromBytes(bytes, kFile, design, RepairMode::Quarantine);
      QFAIL(bytes.constData());
    } catch (const ParseError& e) {
      QCOMPARE(e.message(), normal);
    }
    QCOMPARE(design.objectCount(), 0);
  }
}

void TestDesignRepair::formatVersionFollowsTheContent() {
  // A design without quarantine is written in format 1 (older releases read it); with one, in
  // format 2, which the migrations reach from every older version.
  Design design;
  DesignFile::loadFromBytes(pilotBytes(), kFile, design);
  QCOMPARE(formatVersionNeeded(design), 1);
  design.setQuarantine(QJsonArray{QJsonObject{{QStringLiteral("section"), QStringLiteral("racks")},
                                              {QStringLiteral("reason"), QStringLiteral("test")},
                                              {QStringLiteral("object"), QJsonObject()}}});
  QCOMPARE(formatVersionNeeded(design), 2);
  QCOMPARE(fileFormatMigrations().back().fromVersion + 1, DesignFile::kCurrentFormatVersion);
  // Format 1 files go on taking the stream reader, without any migration.
  QVERIFY(detail::canStream(pilotBytes()));
  const auto report = DesignFile::loadFromBytes(pilotBytes(), kFile, design);
  QCOMPARE(report.originalFormatVersion, 1);
  QVERIFY(report.migrationLog.isEmpty());
}

void TestDesignRepair::formatVersionTable() {
  const auto versions = fileFormatVersions();
  QCOMPARE(versions.front().version, oldestSupportedFormatVersion());
  QCOMPARE(versions.back().version, DesignFile::kCurrentFormatVersion);
  for (std::size_t i = 0; i < versions.size(); ++i) {
    QCOMPARE(versions[i].version, versions.front().version + int(i));
    QVERIFY(!versions[i].firstRelease.isEmpty());
  }
  QCOMPARE(firstReleaseReading(1), QStringLiteral("0.1.0"));
  QCOMPARE(firstReleaseReading(2), QStringLiteral("0.2.0"));
  QVERIFY(firstReleaseReading(DesignFile::kCurrentFormatVersion + 1).isEmpty());
}

void TestDesignRepair::newerFileNamesTheReleaseToInstall() {
  const int newer = DesignFile::kCurrentFormatVersion + 5;
  const QString here = QStringLiteral(
                           "this is Rackwright %1, which reads file format versions up "
                           "to %2")
                           .arg(QStringLiteral(RACKWRIGHT_VERSION))
                           .arg(DesignFile::kCurrentFormatVersion);
  struct Case {
    QString savedBy;
    QString expected;
  };
  const QList<Case> cases = {
      {QStringLiteral("Rackwright 9.4.1"),
       QStringLiteral("this design was written by Rackwright 9.4.1 in file format version %1; %2. "
                      "Install Rackwright 9.4.1 or a later release to open it.")
           .arg(newer)
           .arg(here)},
      // No "savedBy", or one that cannot be right (this release does not write that format):
      // the message does not send the user to the release they already have.
      {QString(), QStringLiteral("this design uses file format version %1, which is newer than "
                                 "this build knows; %2. Install a later Rackwright release that "
                                 "reads file format version %1.")
                      .arg(newer)
                      .arg(here)},
      {QStringLiteral("Rackwright " RACKWRIGHT_VERSION),
       QStringLiteral("this design uses file format version %1, which is newer than this build "
                      "knows")
           .arg(newer)},
  };
  for (const Case& c : cases) {
    QJsonObject root = pilotJson();
    root.insert(QStringLiteral("formatVersion"), newer);
    if (c.savedBy.isEmpty())
      root.remove(QStringLiteral("savedBy"));
    else
      root.insert(QStringLiteral("savedBy"), c.savedBy);
    Design design;
    try {
      DesignRepair::loadFromBytes(bytesOf(root), kFile, design, RepairMode::Quarantine);
      QFAIL("a newer file was accepted");
    } catch (const ParseError& e) {
      QVERIFY2(e.problem().startsWith(c.expected), qPrintable(e.problem()));
      QCOMPARE(e.where(), QStringLiteral("$.formatVersion"));
      QVERIFY(e.line() > 0);
      QVERIFY2(!e.message().contains(QStringLiteral("Rackwright " RACKWRIGHT_VERSION " or")),
               qPrintable(e.message()));
    }
  }
}

QTEST_GUILESS_MAIN(TestDesignRepair)
#include "tst_designrepair.moc"
