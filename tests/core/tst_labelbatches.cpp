// Label batches in installation order (core/export/labelbatches): hall, row, rack, top to bottom;
// every cable end exactly once, in the batch of the rack where it is fitted; batches never mix
// racks; the pick list of each batch; the streamed plan agrees with the plain label list.
#include "core/catalog/catalog.h"
#include "core/export/labelbatches.h"
#include "core/export/labelfiles.h"
#include "core/fileformat/designfile.h"
#include "core/model/networks.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "support/testsupport.h"

#include <QSet>
#include <QTest>

#include <tuple>

using namespace rackwright;

using Runs = QVector<std::pair<int, int>>;
Q_DECLARE_METATYPE(Runs)

namespace {

/// A rail-optimised fabric of `gpus` GPUs (DGX H100, QM9700) as the planner generates it.
void generateFabric(Design& design, int gpus) {
  PlanInputs in;
  in.gpus = gpus;
  in.switchSpec =
      PortPlanner::switchSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("QM9700")), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("DGX-H100")), 400);
  in.railOptimized = true;
  CableMapGenerator::generate(PortPlanner::plan(in), GeneratorOptions(), Catalog::builtIn(),
                              design);
}

/// Hall, row and position of a rack: what installation order means.
std::tuple<QString, int, int> placeOf(const DesignData& design, const ObjectId& rackId) {
  const Rack* rack = design.find<Rack>(rackId);
  const Row* row = design.find<Row>(rack->rowId);
  const Room* room = design.find<Room>(row->roomId);
  return {room->name, row->order, rack->positionInRow};
}

}  // namespace

class TestLabelBatches : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase();
  void splitRule_data();
  void splitRule();
  void orderAndCompleteness_data();
  void orderAndCompleteness();
  void planAgreesWithTheLabelList();
  void pickLists();
  void pilotCableBetweenRacks();
  void labelsOfOneNetwork_data();
  void labelsOfOneNetwork();

 private:
  Design mFabric;
};

void TestLabelBatches::initTestCase() {
  mFabric.setLibrary(&Catalog::builtIn());
  generateFabric(mFabric, 1024);
  QVERIFY(mFabric.all<Cable>().size() > 1000);
}

void TestLabelBatches::splitRule_data() {
  QTest::addColumn<int>("count");
  QTest::addColumn<int>("size");
  QTest::addColumn<Runs>("runs");
  QTest::newRow("one batch a rack") << 5 << 0 << Runs{{0, 5}};
  QTest::newRow("exact") << 6 << 3 << Runs{{0, 3}, {3, 3}};
  QTest::newRow("short last") << 7 << 3 << Runs{{0, 3}, {3, 3}, {6, 1}};
  QTest::newRow("larger than the rack") << 4 << 48 << Runs{{0, 4}};
  QTest::newRow("empty") << 0 << 3 << Runs{};
}

void TestLabelBatches::splitRule() {
  QFETCH(int, count);
  QFETCH(int, size);
  QFETCH(Runs, runs);
  QCOMPARE(LabelBatches::split(count, size), runs);
}

void TestLabelBatches::orderAndCompleteness_data() {
  QTest::addColumn<int>("batchSize");
  QTest::newRow("a batch per rack") << 0;
  QTest::newRow("1 label") << 1;
  QTest::newRow("7 labels") << 7;
  QTest::newRow("48 labels") << 48;
}

void TestLabelBatches::orderAndCompleteness() {
  QFETCH(int, batchSize);
  const ExportIndex index(mFabric);
  const DesignData& design = index.design();
  const LabelPlan plan = LabelBatches::plan(index, LabelFilter(), batchSize);
  int expected = 0;
  for (const Cable& cable : design.all<Cable>())
    expected += 2 * (int(cable.ends.size()) - 1);
  QCOMPARE(plan.labelCount, expected);

  QSet<QString> seen;  // cable, leg, side: every end once
  QHash<ObjectId, int> picks;
  int previousRack = -1;
  int previousNumber = 0;
  int labels = 0;
  std::tuple<QString, int, int> previousPlace;
  LabelBatches::forEachBatch(
      index, LabelScheme(), plan, [&](const LabelBatch& batch, const CableLabel* first) {
        [&] {
          QCOMPARE(batch.number, previousNumber + 1);
          previousNumber = batch.number;
          QCOMPARE(batch.firstLabel, labels);
          QVERIFY(batch.count > 0);
          if (batchSize > 0)
            QVERIFY(batch.count <= batchSize);
          const LabelPlan::Rack& rack = plan.racks[batch.rackSlot];
          QVERIFY(batch.rackSlot >= previousRack);
          if (batch.rackSlot != previousRack) {
            // A new rack: later in hall, row and position than the one before.
            QCOMPARE(batch.part, 1);
            const auto place = placeOf(design, rack.rackId);
            if (previousRack >= 0)
              QVERIFY(!(place < previousPlace));
            previousPlace = place;
            previousRack = batch.rackSlot;
          }
          for (int i = 0; i < batch.count; ++i) {
            const CableLabel& label = first[i];
            // Never another rack's label in the batch.
            QCOMPARE(label.nearInfo.rackId, rack.rackId);
            if (i > 0)
              QVERIFY(first[i - 1].nearInfo.positionU >= label.nearInfo.positionU);
            const QString key = label.cableId.toString() + QString::number(label.legNumber) +
                                (label.headSide ? QLatin1Char('h') : QLatin1Char('l'));
            QVERIFY2(!seen.contains(key), qPrintable(label.identifier));
            seen.insert(key);
            // The end lands in the rack where it is fitted.
            const Cable& cable = *design.find<Cable>(label.cableId);
            const CableEnd* head = nullptr;
            const QVector<const CableEnd*> legs = CableLabels::legs(index, cable, &head);
            const CableEnd* end = label.headSide ? head : legs[label.legNumber - 1];
            QCOMPARE(index.rackOf(end->attachment), rack.rackId);
            if (label.picksCable)
              ++picks[label.cableId];
          }
          labels += batch.count;
        }();
        return !QTest::currentTestFailed();
      });
  QVERIFY(!QTest::currentTestFailed());
  QCOMPARE(labels, expected);
  QCOMPARE(seen.size(), expected);
  // Every cable is taken from stock exactly once, at its first end in installation order.
  QCOMPARE(picks.size(), design.all<Cable>().size());
  for (int count : std::as_const(picks))
    QCOMPARE(count, 1);
}

void TestLabelBatches::planAgreesWithTheLabelList() {
  const ExportIndex index(mFabric);
  const LabelScheme scheme;
  const QVector<CableLabel> all = CableLabels::build(index, scheme);
  const QVector<LabelBatch> batches = LabelBatches::batchesOf(all, 10);
  const LabelPlan plan = LabelBatches::plan(index, LabelFilter(), 10);
  QCOMPARE(batches.size(), plan.batches.size());
  int offset = 0;
  LabelBatches::forEachBatch(index, scheme, plan,
                             [&](const LabelBatch& batch, const CableLabel* first) {
                               const LabelBatch& other = batches[batch.number - 1];
                               [&] {
                                 QCOMPARE(other.count, batch.count);
                                 QCOMPARE(other.firstLabel, batch.firstLabel);
                                 for (int i = 0; i < batch.count; ++i)
                                   QCOMPARE(first[i].identifier, all[offset + i].identifier);
                               }();
                               offset += batch.count;
                               return !QTest::currentTestFailed();
                             });

  // A rack filter keeps exactly the labels fitted in those racks.
  LabelFilter filter;
  filter.racks = {index.racks().front(), index.racks().back()};
  const LabelPlan two = LabelBatches::plan(index, filter, 0);
  QCOMPARE(two.racks.size(), 2);
  QCOMPARE(two.batches.size(), 2);
  int expected = 0;
  for (const CableLabel& label : all)
    expected += filter.racks.contains(label.nearInfo.rackId) ? 1 : 0;
  QCOMPARE(two.labelCount, expected);
  filter = LabelFilter();
  filter.status = CableStatus::Installed;
  QCOMPARE(LabelBatches::plan(index, filter, 0).labelCount, 0);
}

void TestLabelBatches::pickLists() {
  const ExportIndex index(mFabric);
  const LabelPlan plan = LabelBatches::plan(index, LabelFilter(), 0);
  const QStringList headers = LabelBatches::pickListCsvHeaders();
  QCOMPARE(headers, (QStringList{"batch", "hall", "row", "rack", "line", "action", "cable", "part",
                                 "length_m", "from", "to", "label", "network"}));
  QCOMPARE(LabelBatches::pickListHeaders().size(), 7);
  bool checked = false;
  LabelBatches::forEachBatch(
      index, LabelScheme(), plan, [&](const LabelBatch& batch, const CableLabel* first) {
        const QStringList row =
            LabelBatches::pickListCsvRow(plan, batch, batch.firstLabel + 1, first[0]);
        [&] {
          QCOMPARE(row.size(), headers.size());
          QCOMPARE(row[0], QString::number(batch.number));
          QCOMPARE(row[3], plan.racks[batch.rackSlot].rackName);
          QCOMPARE(row[5],
                   first[0].picksCable ? QStringLiteral("pick") : QStringLiteral("connect"));
          QCOMPARE(row[6], first[0].cableName);
          QCOMPARE(row[9], first[0].nearEnd);
          QCOMPARE(row[10], first[0].farEnd);
          QCOMPARE(row[12], first[0].network);
          QVERIFY(LabelBatches::title(plan, batch).contains(plan.racks[batch.rackSlot].rackName));
          checked = true;
        }();
        return false;
      });
  QVERIFY(checked);
}

/// The pilot's cables between R01 and R02: the R01 end in R01's batch, the R02 end in R02's,
/// picked at R01 (first in the row) and connected at R02.
void TestLabelBatches::pilotCableBetweenRacks() {
  Design design;
  design.setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), design);
  const ExportIndex index(design);
  const LabelPlan plan = LabelBatches::plan(index, LabelFilter(), 0);
  QCOMPARE(plan.racks.size(), 2);
  QCOMPARE(plan.racks[0].rackName, QStringLiteral("R01"));
  QCOMPARE(plan.racks[1].rackName, QStringLiteral("R02"));
  int found = 0;
  LabelBatches::forEachBatch(
      index, LabelScheme(), plan, [&](const LabelBatch& batch, const CableLabel* first) {
        for (int i = 0; i < batch.count; ++i) {
          if (first[i].cableName != QLatin1String("CF-dgx01-OSFP4-1"))
            continue;
          ++found;
          const bool inR01 = plan.racks[batch.rackSlot].rackName == QLatin1String("R01");
          if (first[i].nearEnd != (inR01 ? QStringLiteral("HallA.R01-U02:OSFP4.1")
                                         : QStringLiteral("HallA.R02-U40:OSFP4.1")) ||
              first[i].picksCable != inR01) {
            found = -100;
          }
        }
        return true;
      });
  QCOMPARE(found, 2);
}

QTEST_MAIN(TestLabelBatches)
void TestLabelBatches::labelsOfOneNetwork_data() {
  QTest::addColumn<QString>("network");
  QTest::newRow("out-of-band copper") << QStringLiteral("oob");
  QTest::newRow("storage") << QStringLiteral("storage");
  QTest::newRow("compute") << QStringLiteral("compute");
}

/// An installer labels one network at a time: filtered by network, the batches hold exactly
/// the labels of that network's cables that the whole list has, every end once, and the merge
/// CSV names the network on every row.
void TestLabelBatches::labelsOfOneNetwork() {
  QFETCH(QString, network);
  Design design;
  design.setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/superpod-dgx-b200-1su.rackwright")),
                   design);
  const ExportIndex index(design);
  QMultiHash<ObjectId, QString> expected;  // cable → its label identifiers, from the whole list
  for (const CableLabel& label : CableLabels::build(index, LabelScheme())) {
    QCOMPARE(label.network, Networks::ofCable(design, *design.find<Cable>(label.cableId)));
    if (label.network == network)
      expected.insert(label.cableId, label.identifier);
  }
  QVERIFY(expected.size() > 10);
  LabelFilter filter;
  filter.networks = {network};
  const LabelPlan plan = LabelBatches::plan(index, filter, 0);
  QCOMPARE(plan.labelCount, int(expected.size()));
  QMultiHash<ObjectId, QString> printed;
  bool ok = true;
  LabelBatches::forEachBatch(
      index, LabelScheme(), plan, [&](const LabelBatch& batch, const CableLabel* first) {
        for (int i = 0; i < batch.count; ++i) {
          printed.insert(first[i].cableId, first[i].identifier);
          const QStringList row =
              LabelFiles::csvRow(plan, batch, batch.firstLabel + i + 1, first[i]);
          ok = ok && first[i].network == network && row.last() == network;
        }
        return true;
      });
  QVERIFY(ok);
  QCOMPARE(LabelFiles::csvHeaders().last(), QStringLiteral("network"));
  for (const ObjectId& cable : expected.uniqueKeys()) {
    QStringList want = expected.values(cable);
    QStringList got = printed.values(cable);
    want.sort();
    got.sort();
    QCOMPARE(got, want);
  }
  QCOMPARE(printed.size(), expected.size());
}

#include "tst_labelbatches.moc"
