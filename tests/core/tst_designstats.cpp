// Counting: logical links, cages, transceivers and cable assemblies are different things and are
// counted separately.
#include "core/analysis/connectivity.h"
#include "core/analysis/designstats.h"
#include "core/commands/designedits.h"
#include "support/designbuilder.h"

#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

class TestDesignStats : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void smallClusterCounts();
  void channelThroughPanelsIsOneLink();
  void indexesFollowEdits();
};

void TestDesignStats::smallClusterCounts() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const DesignStats stats = DesignStats::compute(design);
  QCOMPARE(stats.racks, 2);
  QCOMPARE(stats.devices, 6);
  QCOMPARE(stats.devicesByRole.value(QStringLiteral("switch")), 2);
  QCOMPARE(stats.devicesByRole.value(QStringLiteral("server")), 2);
  QCOMPARE(stats.devicesByRole.value(QStringLiteral("patch-panel")), 2);
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

QTEST_GUILESS_MAIN(TestDesignStats)
#include "tst_designstats.moc"
