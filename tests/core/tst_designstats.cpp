// Counting: logical links, cages, transceivers and cable assemblies are different things and are
// counted separately.
#include "core/analysis/connectivity.h"
#include "core/analysis/designstats.h"
#include "core/commands/designedits.h"
#include "support/designbuilder.h"

#include <QSet>
#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

class TestDesignStats : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void smallClusterCounts();
  void channelThroughPanelsIsOneLink();
  void indexesFollowEdits();
  void roleCountsKeyedByRole();
  void countsPerNetwork();
};

void TestDesignStats::smallClusterCounts() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const DesignStats stats = DesignStats::compute(design);
  QCOMPARE(stats.racks, 2);
  QCOMPARE(stats.devices, 6);
  QCOMPARE(stats.devicesByRole.count(DeviceRole::Switch), 2);
  QCOMPARE(stats.devicesByRole.count(DeviceRole::Server), 2);
  QCOMPARE(stats.devicesByRole.count(DeviceRole::PatchPanel), 2);
  QCOMPARE(stats.modules, 4);
  // Cages used: two leaf cages with modules, one leaf cage per DAC end (2), two DGX cages.
  QCOMPARE(stats.cagesUsed, 6);
  QCOMPARE(stats.cables, 6);
  QCOMPARE(stats.cablesByKind.value(QStringLiteral("DAC")), 1);
  QCOMPARE(stats.cablesByKind.value(QStringLiteral("trunk")), 1);
  // 2 links over the direct fiber pair, 2 over the twin-port DAC, 1 through the panels.
  QCOMPARE(stats.logicalLinks, 5);
  const QJsonObject json = stats.toJson();
  for (const char* key : {"racks", "devices", "devicesByRole", "cages", "modules", "cables",
                          "cablesByKind", "logicalLinks"}) {
    QVERIFY2(json.contains(QLatin1String(key)), key);
  }
}

void TestDesignStats::countsPerNetwork() {
  // Every cable and link counts in exactly one network (or as unassigned); a channel through
  // panels counts in the network of the first of its cables that has one.
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const auto total = [](const DesignStats& stats) {
    int cables = 0;
    int links = 0;
    for (const DesignStats::NetworkCount& count : stats.networks) {
      cables += count.cables;
      links += count.links;
    }
    return std::make_pair(cables, links);
  };
  DesignStats stats = DesignStats::compute(design);
  QCOMPARE(total(stats), std::make_pair(stats.cables, stats.logicalLinks));
  QVERIFY(!stats.networks.isEmpty());
  QCOMPARE(stats.networks.front().key, QStringLiteral("compute"));  // the DGX compute cages
  // With the leaves serving the compute fabric every cable but the panel trunk is compute.
  for (Device device : design.all<Device>()) {
    if (device.typeId == QLatin1String("QM9700")) {
      device.network = QStringLiteral("compute");
      design.update(device);
    }
  }
  stats = DesignStats::compute(design);
  QCOMPARE(total(stats), std::make_pair(stats.cables, stats.logicalLinks));
  QCOMPARE(stats.networks.front().key, QStringLiteral("compute"));
  QCOMPARE(stats.networks.front().links, stats.logicalLinks);
  QCOMPARE(stats.networks.front().cables, stats.cables - 1);
  QCOMPARE(stats.networks.back().key, QString());
  QCOMPARE(stats.networks.back().cables, 1);
  QCOMPARE(stats.networks.back().links, 0);
}

void TestDesignStats::channelThroughPanelsIsOneLink() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const ObjectId dgx2 = DesignBuilder::idFor(QStringLiteral("device:dgx-02"));
  const QVector<LogicalLink> links = Connectivity::logicalLinks(design);
  int found = 0;
  for (const LogicalLink& link : links) {
    if (link.a.deviceId == dgx2 || link.b.deviceId == dgx2) {
      ++found;
      QCOMPARE(link.cables.size(), 3);  // cord, trunk, cord
    }
  }
  QCOMPARE(found, 1);
}

void TestDesignStats::indexesFollowEdits() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const ObjectId rackA = DesignBuilder::idFor(QStringLiteral("rack:R01"));
  const ObjectId rackB = DesignBuilder::idFor(QStringLiteral("rack:R02"));
  const ObjectId dgx2 = DesignBuilder::idFor(QStringLiteral("device:dgx-02"));
  QCOMPARE(design.devicesInRack(rackA).size(), 3);
  DesignEdits::moveDevice(design, dgx2, rackB, 10, RackFace::Front)->redo();
  QCOMPARE(design.devicesInRack(rackA).size(), 2);
  QVERIFY(design.devicesInRack(rackB).contains(dgx2));
  QCOMPARE(design.racksInRow(DesignBuilder::idFor(QStringLiteral("row:Row 1"))).size(), 2);
}

void TestDesignStats::roleCountsKeyedByRole() {
  RoleCounts counts;
  counts.add(DeviceRole::Switch, 3);
  counts.add(std::nullopt);
  counts.add(DeviceRole::PatchPanel);
  counts.add(DeviceRole::Adapter, 2);
  QCOMPARE(counts.count(DeviceRole::Switch), 3);
  QCOMPARE(counts.count(DeviceRole::Server), 0);
  QCOMPARE(counts.unknown(), 1);
  QCOMPARE(counts.total(), 7);
  // Listed as `rackwright info` always listed them: by spelling, the unknown ones last.
  QStringList spellings;
  QStringList titles;
  for (const RoleCounts::Entry& entry : counts.entries()) {
    spellings << QStringLiteral("%1=%2").arg(RoleCounts::spelling(entry)).arg(entry.count);
    titles << RoleCounts::title(entry);
  }
  QCOMPARE(spellings, QStringList({QStringLiteral("adapter=2"), QStringLiteral("patch-panel=1"),
                                   QStringLiteral("switch=3"), QStringLiteral("unknown=1")}));
  QCOMPARE(titles, QStringList({QStringLiteral("Adapter"), QStringLiteral("Patch panel"),
                                QStringLiteral("Switch"), QStringLiteral("Unknown")}));
  // One title per role, none empty.
  QSet<QString> distinct;
  for (const QString& spelling : enumSpellings<DeviceRole>())
    distinct.insert(RoleCounts::title(*enumFromString<DeviceRole>(spelling)));
  QCOMPARE(distinct.size(), enumSpellings<DeviceRole>().size());
  QVERIFY(!distinct.contains(QString()));

  // The design's counts print and serialise by the same keys.
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const DesignStats stats = DesignStats::compute(design);
  QCOMPARE(stats.devicesByRole.total(), stats.devices);
  const QString text = stats.toText();
  QVERIFY2(text.indexOf(QStringLiteral("  patch-panel: 2")) <
               text.indexOf(QStringLiteral("  server: 2")),
           qPrintable(text));
  QVERIFY2(
      text.indexOf(QStringLiteral("  server: 2")) < text.indexOf(QStringLiteral("  switch: 2")),
      qPrintable(text));
  const QJsonObject byRole = stats.toJson().value(QStringLiteral("devicesByRole")).toObject();
  QCOMPARE(byRole.value(QStringLiteral("switch")).toInt(), 2);
  QCOMPARE(byRole.value(QStringLiteral("patch-panel")).toInt(), 2);
}

QTEST_GUILESS_MAIN(TestDesignStats)
#include "tst_designstats.moc"
