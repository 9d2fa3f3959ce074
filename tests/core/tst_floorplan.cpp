// The floor plan's core: cables gathered into rack-to-rack bundles (counts by medium, lengths,
// breakouts, cables within a rack or with loose ends, a 98,304-cable design in well under a
// second) and the layout of racks on the floor (real widths and depths, row order, aisles,
// fronts facing their cold aisle, gaps for empty slots, halls side by side, long halls wrapped
// into blocks that come close to the aimed aspect).
#include "core/analysis/cablebundles.h"
#include "core/analysis/floorplan.h"
#include "core/commands/designedits.h"
#include "core/fileformat/designfile.h"
#include "core/model/networks.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

CableEnd cage(const QString& end, const ObjectId& device, int cage) {
  return DesignBuilder::cageEnd(end, device, QStringLiteral("%1").arg(cage));
}

/// Puts a cable into the design as a loader does (aggregation reads any ends; the cage names
/// need not be the part's).
void addCable(Design& design, const QString& typeId, const CableEnds& ends, double lengthM) {
  Cable cable;
  cable.id = QUuid::createUuid();
  cable.typeId = typeId;
  cable.lengthM = lengthM;
  cable.ends = ends;
  design.insert(std::move(cable));
}

const CableBundle* bundleOf(const CableBundles& all, const ObjectId& a, const ObjectId& b) {
  for (const CableBundle& bundle : all.bundles) {
    if ((bundle.rackA == a && bundle.rackB == b) || (bundle.rackA == b && bundle.rackB == a))
      return &bundle;
  }
  return nullptr;
}

/// Three racks in a row and one in a second row, a switch in each.
struct Lab {
  Design design;
  ObjectId rackA, rackB, rackC, rackD;
  ObjectId swA, swB, swC, swD;
  Lab() {
    DesignBuilder b(design);
    const ObjectId hall = b.room(QStringLiteral("Hall 1"), b.site(QStringLiteral("Site")));
    const ObjectId row1 = b.row(QStringLiteral("Row 1"), hall, 0);
    const ObjectId row2 = b.row(QStringLiteral("Row 2"), hall, 1);
    rackA = b.rack(QStringLiteral("A"), row1, 0);
    rackB = b.rack(QStringLiteral("B"), row1, 1);
    rackC = b.rack(QStringLiteral("C"), row1, 2);
    rackD = b.rack(QStringLiteral("D"), row2, 0);
    swA = b.device(QStringLiteral("sw-a"), QStringLiteral("QM9700"), rackA, 40);
    swB = b.device(QStringLiteral("sw-b"), QStringLiteral("QM9700"), rackB, 40);
    swC = b.device(QStringLiteral("sw-c"), QStringLiteral("QM9700"), rackC, 40);
    swD = b.device(QStringLiteral("sw-d"), QStringLiteral("QM9700"), rackD, 40);
  }
};

}  // namespace

class TestFloorPlan : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void mediumOfParts();
  void bundlesCountByRackPair();
  void breakoutCountsOncePerRackPair();
  void moduleAndAdapterEndsFindTheirRack();
  void bundlesMatchANaiveCount();
  void bundlesCountByNetwork();
  void bundlesOfAHundredThousandCablesAreQuick();
  void racksStandInRowsWithRealSizes();
  void emptySlotsLeaveRoomAndHallsSitSideBySide();
  void longHallWrapsIntoBlocks();
  void rackSummaryAndSeverities();
};

void TestFloorPlan::mediumOfParts() {
  const Catalog& catalog = Catalog::builtIn();
  QCOMPARE(cableMediumOf(catalog.find(QStringLiteral("MCP4Y10-N001")).get()), CableMedium::Copper);
  QCOMPARE(cableMediumOf(catalog.find(QStringLiteral("MFA7U10-H010")).get()),
           CableMedium::ActiveOptical);
  QCOMPARE(cableMediumOf(catalog.find(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4")).get()),
           CableMedium::Multimode);
  QCOMPARE(cableMediumOf(catalog.find(QStringLiteral("GEN-MPO12-APC-TYPEB-OS2")).get()),
           CableMedium::SingleMode);
  QCOMPARE(cableMediumOf(nullptr), CableMedium::Other);
}

void TestFloorPlan::bundlesCountByRackPair() {
  Lab lab;
  addCable(lab.design, QStringLiteral("MCP4Y10-N001"),
           {cage("A", lab.swA, 1), cage("B", lab.swB, 1)}, 1);
  addCable(lab.design, QStringLiteral("MFA7U10-H010"),
           {cage("A", lab.swB, 2), cage("B", lab.swA, 2)}, 10);
  addCable(lab.design, QStringLiteral("MFA7U10-H010"),
           {cage("A", lab.swA, 3), cage("B", lab.swB, 3)}, 10);
  addCable(lab.design, QStringLiteral("MFA7U10-H020"),
           {cage("A", lab.swA, 4), cage("B", lab.swD, 4)}, 20);
  // Within rack A; one loose end; both ends loose.
  addCable(lab.design, QStringLiteral("MCP4Y10-N001"),
           {cage("A", lab.swA, 5), cage("B", lab.swA, 6)}, 1);
  for (const CableEnds& ends : {CableEnds{cage("A", lab.swC, 5), {QStringLiteral("B"), {}}},
                                CableEnds{{QStringLiteral("A"), {}}, {QStringLiteral("B"), {}}}}) {
    Cable loose;
    loose.id = QUuid::createUuid();
    loose.typeId = QStringLiteral("MCP4Y10-N001");
    loose.lengthM = 1;
    loose.ends = ends;
    lab.design.insert(loose);
  }

  const CableBundles all = CableBundles::aggregate(lab.design);
  QCOMPARE(all.cables, 7);
  QCOMPARE(all.bundles.size(), 2);
  QCOMPARE(all.unplaced, 2);
  QCOMPARE(all.withinRack.value(lab.rackA), 1);
  const CableBundle* ab = bundleOf(all, lab.rackA, lab.rackB);
  QVERIFY(ab);
  QVERIFY(ab->rackA < ab->rackB);
  QCOMPARE(ab->cables, 3);
  QCOMPARE(ab->count(CableMedium::Copper), 1);
  QCOMPARE(ab->count(CableMedium::ActiveOptical), 2);
  QCOMPARE(ab->lengthM, 21.0);
  const CableBundle* ad = bundleOf(all, lab.rackA, lab.rackD);
  QVERIFY(ad);
  QCOMPARE(ad->cables, 1);
  QCOMPARE(ad->lengthM, 20.0);
  // The most cables first.
  QCOMPARE(all.bundles.front().cables, 3);
  QCOMPARE(all.bundlesOf(lab.rackA).size(), 2);
  QCOMPARE(all.bundlesOf(lab.rackC).size(), 0);
  QCOMPARE(all.cablesAt(lab.rackA), 5);
  QCOMPARE(all.cablesAt(lab.rackB), 3);
}

void TestFloorPlan::breakoutCountsOncePerRackPair() {
  Lab lab;
  // A head in A, legs in B, B and C: one cable to B (not two) and one to C.
  addCable(lab.design, QStringLiteral("MCP4Y10-N001"),
           {cage("A", lab.swA, 1), cage("B1", lab.swB, 1), cage("B2", lab.swB, 2),
            cage("B3", lab.swC, 1)},
           3);
  const CableBundles all = CableBundles::aggregate(lab.design);
  QCOMPARE(all.bundles.size(), 2);
  QCOMPARE(bundleOf(all, lab.rackA, lab.rackB)->cables, 1);
  QCOMPARE(bundleOf(all, lab.rackA, lab.rackC)->cables, 1);
  QVERIFY(!bundleOf(all, lab.rackB, lab.rackC));
  QCOMPARE(all.withinRack.value(lab.rackA), 0);
}

void TestFloorPlan::moduleAndAdapterEndsFindTheirRack() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const ObjectId r01 = DesignBuilder::idFor(QStringLiteral("rack:R01"));
  const ObjectId r02 = DesignBuilder::idFor(QStringLiteral("rack:R02"));
  const CableBundles all = CableBundles::aggregate(design);
  // The small cluster's fibres run from module ports of the DGX (R01) to the leaves (R02), and
  // through the panels; the trunk joins the panels of both racks.
  const CableBundle* bundle = bundleOf(all, r01, r02);
  QVERIFY(bundle);
  QVERIFY(bundle->cables >= 3);
  QCOMPARE(all.cables, int(design.all<Cable>().size()));
  int counted = all.unplaced;
  for (const CableBundle& b : all.bundles)
    counted += b.cables;
  for (int n : all.withinRack)
    counted += n;
  QCOMPARE(counted, all.cables);
  for (const Cable& cable : design.all<Cable>()) {
    for (const CableEnd& end : cable.ends) {
      if (end.attachment.kind == Attachment::Kind::ModulePort)
        QVERIFY(!rackOfObject(design, end.attachment.objectId).isNull());
    }
  }
}

void TestFloorPlan::bundlesMatchANaiveCount() {
  // A generated fabric, counted again the slow way: every cable's end racks by rackOfObject.
  Design design;
  DesignBuilder b(design);
  const ObjectId hall = b.room(QStringLiteral("Hall"), b.site(QStringLiteral("Site")));
  QVector<ObjectId> switches;
  for (int r = 0; r < 6; ++r) {
    const ObjectId row = b.row(QStringLiteral("Row %1").arg(r), hall, r);
    for (int k = 0; k < 5; ++k) {
      const ObjectId rack = b.rack(QStringLiteral("R%1-%2").arg(r).arg(k), row, k);
      switches << b.device(QStringLiteral("sw-%1-%2").arg(r).arg(k), QStringLiteral("QM9700"), rack,
                           40);
    }
  }
  const QStringList parts = {QStringLiteral("MCP4Y10-N001"), QStringLiteral("MFA7U10-H010"),
                             QStringLiteral("GEN-MPO12-APC-TYPEB-OM4")};
  for (int i = 0; i < 400; ++i) {
    const ObjectId x = switches.at((i * 7) % switches.size());
    const ObjectId y = switches.at((i * 13 + 5) % switches.size());
    addCable(design, parts.at(i % parts.size()),
             {cage("A", x, 1 + i % 32), cage("B", y, 1 + i % 31)}, 1 + i % 9);
  }
  const CableBundles all = CableBundles::aggregate(design);
  QHash<QPair<ObjectId, ObjectId>, int> expected;
  int within = 0;
  for (const Cable& cable : design.all<Cable>()) {
    const ObjectId ra = rackOfObject(design, cable.ends.at(0).attachment.objectId);
    const ObjectId rb = rackOfObject(design, cable.ends.at(1).attachment.objectId);
    if (ra == rb) {
      ++within;
      continue;
    }
    ++expected[ra < rb ? qMakePair(ra, rb) : qMakePair(rb, ra)];
  }
  QCOMPARE(all.bundles.size(), expected.size());
  for (const CableBundle& bundle : all.bundles)
    QCOMPARE(bundle.cables, expected.value(qMakePair(bundle.rackA, bundle.rackB)));
  int allWithin = 0;
  for (int n : all.withinRack)
    allWithin += n;
  QCOMPARE(allWithin, within);
  for (int i = 1; i < all.bundles.size(); ++i)
    QVERIFY(all.bundles.at(i - 1).cables >= all.bundles.at(i).cables);
}

void TestFloorPlan::bundlesCountByNetwork() {
  // A whole cluster (four networks), counted again the slow way: each cable's network as the
  // reports give it, for its head rack and every other rack it reaches.
  Design design;
  DesignFile::load(test::sourcePath(QStringLiteral("examples/superpod-dgx-b200-1su.rackwright")),
                   design);
  const CableBundles all = CableBundles::aggregate(design);
  QHash<QPair<QPair<ObjectId, ObjectId>, QString>, int> expected;
  for (const Cable& cable : design.all<Cable>()) {
    QVector<ObjectId> racks;
    for (const CableEnd& end : cable.ends) {
      const ObjectId rack =
          end.attachment.isConnected() ? rackOfObject(design, end.attachment.objectId) : ObjectId();
      if (!rack.isNull())
        racks << rack;
    }
    const QString key = Networks::ofCable(design, cable);
    QVector<ObjectId> counted;
    for (int i = 1; i < racks.size(); ++i) {
      if (racks[i] == racks[0] || counted.contains(racks[i]))
        continue;
      counted << racks[i];
      const auto pair =
          racks[0] < racks[i] ? qMakePair(racks[0], racks[i]) : qMakePair(racks[i], racks[0]);
      ++expected[qMakePair(pair, key)];
    }
  }
  QSet<QString> networksSeen;
  for (const CableBundle& bundle : all.bundles) {
    int onNetworks = 0;
    for (int n = 0; n < all.networks.size(); ++n) {
      const QString& key = all.networks.at(n).key;
      QCOMPARE(bundle.countOnNetwork(n),
               expected.value(qMakePair(qMakePair(bundle.rackA, bundle.rackB), key)));
      onNetworks += bundle.countOnNetwork(n);
      if (bundle.countOnNetwork(n) > 0)
        networksSeen << key;
    }
    QCOMPARE(bundle.cables - onNetworks,
             expected.value(qMakePair(qMakePair(bundle.rackA, bundle.rackB), QString())));
  }
  QVERIFY2(networksSeen.size() >= 4, qPrintable(QStringList(networksSeen.values()).join(u',')));
  for (const char* key : {"compute", "storage", "inband", "oob"})
    QVERIFY2(networksSeen.contains(QLatin1String(key)), key);
}

void TestFloorPlan::bundlesOfAHundredThousandCablesAreQuick() {
  // As many cables as the 32,768-GPU fabric has, between 1,024 racks.
  Design design;
  DesignBuilder b(design);
  const ObjectId hall = b.room(QStringLiteral("Hall"), b.site(QStringLiteral("Site")));
  QVector<ObjectId> switches;
  for (int r = 0; r < 32; ++r) {
    const ObjectId row = b.row(QStringLiteral("Row %1").arg(r), hall, r);
    for (int k = 0; k < 32; ++k) {
      const ObjectId rack = b.rack(QStringLiteral("R%1-%2").arg(r).arg(k), row, k);
      switches << b.device(QStringLiteral("sw-%1-%2").arg(r).arg(k), QStringLiteral("QM9700"), rack,
                           40);
    }
  }
  constexpr int kCables = 98304;
  design.beginBulkLoad();
  design.reserve<Cable>(kCables);
  for (int i = 0; i < kCables; ++i) {
    Cable cable;
    cable.id = QUuid::createUuid();
    cable.typeId = (i % 3 == 0) ? QStringLiteral("MCP4Y10-N001") : QStringLiteral("MFA7U10-H010");
    cable.lengthM = 2;
    // Each server-side rack to one of eight "network" racks, as a rail fabric does.
    const ObjectId near = switches.at(i % switches.size());
    const ObjectId far = switches.at((i / 8) % 8 * 128 + 64);
    cable.ends = {cage("A", near, 1 + i % 32), cage("B", far, 1 + i % 32)};
    design.insert(std::move(cable));
  }
  design.endBulkLoad();
  QElapsedTimer clock;
  clock.start();
  const CableBundles all = CableBundles::aggregate(design);
  const qint64 ms = clock.elapsed();
  qInfo("%d cables in %d bundles gathered in %lld ms", all.cables, int(all.bundles.size()), ms);
  QCOMPARE(all.cables, kCables);
  int counted = 0;
  for (const CableBundle& bundle : all.bundles)
    counted += bundle.cables;
  for (int n : all.withinRack)
    counted += n;
  QCOMPARE(counted, kCables);
  QVERIFY2(ms < 1500, qPrintable(QStringLiteral("took %1 ms").arg(ms)));
}

void TestFloorPlan::racksStandInRowsWithRealSizes() {
  Design design;
  DesignBuilder b(design);
  const ObjectId hall = b.room(QStringLiteral("Hall 1"), b.site(QStringLiteral("Site")));
  // Row order by `order`, not by name or insertion.
  const ObjectId second = b.row(QStringLiteral("A second"), hall, 1);
  const ObjectId first = b.row(QStringLiteral("Z first"), hall, 0);
  const ObjectId r1 = b.rack(QStringLiteral("r1"), first, 0);
  const ObjectId r2 = b.rack(QStringLiteral("r2"), first, 1);
  const ObjectId r3 = b.rack(QStringLiteral("r3"), first, 2);
  const ObjectId s1 = b.rack(QStringLiteral("s1"), second, 0);
  Rack wide = *design.find<Rack>(r2);
  wide.widthMm = 800;
  wide.depthMm = 1000;
  design.update(wide);

  const FloorPlanOptions options;
  const FloorPlan plan = FloorPlanLayout::compute(design, options);
  QCOMPARE(plan.racks.size(), 4);
  QCOMPARE(plan.rows.size(), 2);
  QCOMPARE(plan.halls.size(), 1);
  QCOMPARE(plan.halls.front().name, QStringLiteral("Hall 1"));
  const QRectF a = plan.rack(r1)->rectMm;
  const QRectF w = plan.rack(r2)->rectMm;
  const QRectF c = plan.rack(r3)->rectMm;
  QCOMPARE(a.size(), QSizeF(600, 1200));
  QCOMPARE(w.size(), QSizeF(800, 1000));
  // Side by side, touching, left to right by position.
  QCOMPARE(w.left(), a.right());
  QCOMPARE(c.left(), w.right());
  // The first row faces down onto the cold aisle: the racks line up on their front (bottom).
  QVERIFY(!plan.rack(r1)->frontUp);
  QCOMPARE(w.bottom(), a.bottom());
  // The second row is below, past the aisle, facing up (the same cold aisle).
  const FloorRack* s = plan.rack(s1);
  QVERIFY(s->frontUp);
  QCOMPARE(s->rectMm.top(), a.bottom() + options.aisleMm);
  QCOMPARE(plan.rows.front().rowId, first);
  // The hall's walls hold every rack with the margin.
  for (const FloorRack& rack : plan.racks)
    QVERIFY(plan.halls.front().rectMm.contains(rack.rectMm));
  QCOMPARE(plan.bounds, plan.halls.front().rectMm);
  QCOMPARE(*plan.rackCentre(r1), a.center());
  QVERIFY(!plan.rackCentre(QUuid::createUuid()));
}

void TestFloorPlan::emptySlotsLeaveRoomAndHallsSitSideBySide() {
  Design design;
  DesignBuilder b(design);
  const ObjectId site = b.site(QStringLiteral("Site"));
  const ObjectId hall1 = b.room(QStringLiteral("Hall 1"), site);
  const ObjectId hall2 = b.room(QStringLiteral("Hall 2"), site);
  const ObjectId row1 = b.row(QStringLiteral("Row 1"), hall1, 0);
  const ObjectId row2 = b.row(QStringLiteral("Row 2-1"), hall2, 0);
  const ObjectId r0 = b.rack(QStringLiteral("r0"), row1, 0);
  const ObjectId r3 = b.rack(QStringLiteral("r3"), row1, 3);  // slots 1 and 2 empty
  const ObjectId q0 = b.rack(QStringLiteral("q0"), row2, 0);
  Rack rowless;
  rowless.id = DesignBuilder::idFor(QStringLiteral("rack:loose"));
  rowless.name = QStringLiteral("loose");
  design.insert(rowless);
  const ObjectId loose = rowless.id;
  const FloorPlan plan = FloorPlanLayout::compute(design);
  QCOMPARE(plan.rack(r3)->rectMm.left() - plan.rack(r0)->rectMm.right(), 2 * 600.0);
  // Hall 2 to the right of hall 1; the rack without a row in a last area of its own.
  QCOMPARE(plan.halls.size(), 3);
  QVERIFY(plan.halls.at(1).rectMm.left() > plan.halls.at(0).rectMm.right());
  QVERIFY(plan.halls.at(2).roomId.isNull());
  QVERIFY(plan.halls.at(2).rectMm.contains(plan.rack(loose)->rectMm));
  QVERIFY(plan.halls.at(1).rectMm.contains(plan.rack(q0)->rectMm));
  for (int i = 0; i < plan.racks.size(); ++i) {
    for (int j = i + 1; j < plan.racks.size(); ++j)
      QVERIFY(!plan.racks.at(i).rectMm.intersects(plan.racks.at(j).rectMm));
  }
}

void TestFloorPlan::longHallWrapsIntoBlocks() {
  FloorPlanOptions options;
  // 104 rows of 10 racks (a 32,768-GPU fabric in the generator's default rows): one block
  // would be 6 m wide and 250 m deep.
  QVector<double> depths(104, 1200);
  const int blocks = FloorPlanLayout::blockCount(depths, 6000, options);
  QVERIFY2(blocks > 4, qPrintable(QString::number(blocks)));
  // A few rows stay one block.
  QCOMPARE(FloorPlanLayout::blockCount(QVector<double>(3, 1200), 6000, options), 1);
  QCOMPARE(FloorPlanLayout::blockCount(QVector<double>(8, 1200), 24000, options), 1);

  Design design;
  DesignBuilder b(design);
  const ObjectId hall = b.room(QStringLiteral("Hall"), b.site(QStringLiteral("Site")));
  for (int r = 0; r < 40; ++r) {
    const ObjectId row = b.row(QStringLiteral("Row %1").arg(r, 2, 10, QLatin1Char('0')), hall, r);
    for (int k = 0; k < 6; ++k)
      b.rack(QStringLiteral("R%1-%2").arg(r).arg(k), row, k);
  }
  const FloorPlan plan = FloorPlanLayout::compute(design, options);
  QVERIFY(plan.halls.front().blocks > 1);
  const double aspect = plan.bounds.width() / plan.bounds.height();
  QVERIFY2(aspect > options.targetAspect / 2 && aspect < options.targetAspect * 2,
           qPrintable(QString::number(aspect)));
  // Rows of one block stack; a cold-aisle pair never splits over two blocks.
  QMap<int, int> rowsPerBlock;
  for (const FloorRow& row : plan.rows)
    ++rowsPerBlock[row.block];
  for (auto it = rowsPerBlock.cbegin(); it != std::prev(rowsPerBlock.cend()); ++it)
    QCOMPARE(it.value() % 2, 0);
  for (int i = 0; i < plan.racks.size(); ++i) {
    for (int j = i + 1; j < plan.racks.size(); ++j)
      QVERIFY(!plan.racks.at(i).rectMm.intersects(plan.racks.at(j).rectMm));
  }
}

void TestFloorPlan::rackSummaryAndSeverities() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const ObjectId r01 = DesignBuilder::idFor(QStringLiteral("rack:R01"));
  const ObjectId r02 = DesignBuilder::idFor(QStringLiteral("rack:R02"));
  const RackSummary servers = summarizeRack(design, r01);
  QCOMPARE(servers.servers, 2);
  QCOMPARE(servers.switches, 0);
  QVERIFY(!servers.isNetworkRack());
  QVERIFY(servers.powerMaxW > 10000);  // two DGX H100
  const RackSummary network = summarizeRack(design, r02);
  QCOMPARE(network.switches, 2);
  QVERIFY(network.isNetworkRack());

  Finding error;
  error.severity = Severity::Error;
  error.objects = {DesignBuilder::idFor(QStringLiteral("device:dgx-01"))};
  Finding warning;
  warning.severity = Severity::Warning;
  warning.objects = {r02};
  Finding waived = error;
  waived.objects = {r02};
  waived.waived = true;
  Finding info;
  info.severity = Severity::Info;
  info.objects = {r02};
  const auto worst = worstSeverityByRack(design, {error, warning, waived, info});
  QVERIFY(worst.value(r01) == Severity::Error);
  QVERIFY(worst.value(r02) == Severity::Warning);
}

QTEST_GUILESS_MAIN(TestFloorPlan)
#include "tst_floorplan.moc"
