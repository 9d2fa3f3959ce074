// Fiber-position algebra behind the polarity rules: element maps, composition, splitter tables
// and the lane check, against the reference's known cases (cabling rules §2-C and §5).
#include "core/catalog/catalog.h"
#include "core/channel/opticalchannel.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rackwright;

namespace {

/// The transceiver MDI convention of the catalog: 4-lane parallel optics send on 1-4 and
/// receive on 12-9; LC duplex sends on 1 and receives on 2.
OpticalPortDefinition parallelPort() {
  OpticalPortDefinition p;
  p.name = QStringLiteral("1");
  p.connector = Connector::MPO12;
  p.txPositions = {1, 2, 3, 4};
  p.rxPositions = {12, 11, 10, 9};
  return p;
}

OpticalPortDefinition duplexPort() {
  OpticalPortDefinition p;
  p.name = QStringLiteral("1");
  p.connector = Connector::LCDuplex;
  p.txPositions = {1};
  p.rxPositions = {2};
  return p;
}

/// Element presets by name, as the polarity types describe them.
PositionMap element(const QString& name, int positions) {
  if (name == QLatin1String("B") || name == QLatin1String("KUKU") || name == QLatin1String("AB")) {
    return PositionMap::reversal(positions);
  }
  if (name == QLatin1String("C"))
    return PositionMap::pairSwap(positions);
  return PositionMap::identity(positions);  // A cord, A trunk, key-up/key-down adapter, A-A
}

PositionMap chain(const QStringList& elements, int positions) {
  PositionMap map = PositionMap::identity(positions);
  for (const QString& e : elements)
    map = map.then(element(e, positions));
  return map;
}

}  // namespace

Q_DECLARE_METATYPE(LaneCheck::Problem)
Q_DECLARE_METATYPE(PolarityMethod)

class TestPolarity : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void presets();
  void compositionAndInverse();
  void partialMaps();
  void parallelChannels_data();
  void parallelChannels();
  void duplexChannels_data();
  void duplexChannels();
  void crossedLanes();
  void splitterTable();
  void catalogMdiMatchesConvention();
  void methodFollowsTheMap_data();
  void methodFollowsTheMap();
  void builtInLabelsAgreeWithMaps();
  void contradictingLabelIsReported();
};

void TestPolarity::presets() {
  const PositionMap b = PositionMap::reversal(12);
  QCOMPARE(b.map(1), 12);
  QCOMPARE(b.map(4), 9);
  QCOMPARE(b.map(12), 1);
  QVERIFY(b.isReversal());
  QVERIFY(!b.isIdentity());
  const PositionMap c = PositionMap::pairSwap(12);
  QCOMPARE(c.map(1), 2);
  QCOMPARE(c.map(2), 1);
  QCOMPARE(c.map(11), 12);
  QVERIFY(c.isPairSwap());
  QVERIFY(!c.isReversal());
  QVERIFY(PositionMap::identity(12).isIdentity());
  // Out-of-range positions land nowhere.
  QCOMPARE(b.map(0), 0);
  QCOMPARE(b.map(13), 0);
  QVERIFY(b.toString().startsWith(QStringLiteral("1→12 2→11 3→10 ")));
}

void TestPolarity::compositionAndInverse() {
  const PositionMap b = PositionMap::reversal(12);
  const PositionMap c = PositionMap::pairSwap(12);
  QVERIFY(b.then(b).isIdentity());
  QVERIFY(c.then(c).isIdentity());
  QCOMPARE(b.inverse(), b);
  // Composition is associative; reversal and pair swap commute on an even count.
  QCOMPARE(b.then(c).then(b), b.then(c.then(b)));
  QCOMPARE(b.then(c), c.then(b));
  // A single fiber 1 → 2 does not commute with a reversal: 1 → 11 one way, 12 → 2 the other.
  const PositionMap single({2}, 12);
  QCOMPARE(single.then(b).map(1), 11);
  QCOMPARE(b.then(single).map(12), 2);
  QVERIFY(single.then(b) != b.then(single));
  QCOMPARE(b.then(c).map(1), 11);  // 1 → 12 → 11
  QCOMPARE(c.then(b).map(1), 11);  // 1 → 2 → 11
  QCOMPARE(b.then(c).map(2), 12);  // 2 → 11 → 12
  QCOMPARE(c.then(b).map(2), 12);  // 2 → 1 → 12
  QCOMPARE(b.then(c).map(3), 9);   // 3 → 10 → 9
  QCOMPARE(c.then(b).map(3), 9);   // 3 → 4 → 9
  // A cassette front port [1, 12] onto a 12-position rear: inverse walks rear → front.
  const PositionMap cassette({1, 12}, 12);
  QCOMPARE(cassette.inverse().sourceSize(), 12);
  QCOMPARE(cassette.inverse().map(12), 2);
  QCOMPARE(cassette.inverse().map(5), 0);
}

void TestPolarity::partialMaps() {
  // Only 1-4 and 9-12 are lit in a 4-lane parallel port; composition keeps the dark positions
  // dark and a reversal restricted to lit positions is still a reversal.
  const PositionMap lit = PositionMap::reversal(12).restrictedTo({1, 2, 3, 4, 9, 10, 11, 12});
  QCOMPARE(lit.mappedCount(), 8);
  QCOMPARE(lit.map(5), 0);
  QVERIFY(lit.isReversal());
  QCOMPARE(lit.then(PositionMap::identity(12)).map(6), 0);
  // A map onto a smaller connector loses the positions it cannot carry.
  const PositionMap toDuplex = PositionMap::identity(12).then(PositionMap::identity(2));
  QCOMPARE(toDuplex.mappedCount(), 2);
  QVERIFY(PositionMap().isEmpty());
  // limitTargets() is then(identity(n)) in place, for every size below, at and above the map's.
  for (const PositionMap& map : {lit, PositionMap::pairSwap(8), PositionMap::reversal(16)}) {
    for (int positions : {0, 2, 8, 12, 16, 24}) {
      PositionMap limited = map;
      limited.limitTargets(positions);
      QCOMPARE(limited, map.then(PositionMap::identity(positions)));
    }
  }
}

void TestPolarity::parallelChannels_data() {
  QTest::addColumn<QStringList>("elements");
  QTest::addColumn<LaneCheck::Problem>("problem");
  using P = LaneCheck::Problem;
  const QString b = QStringLiteral("B");
  const QString a = QStringLiteral("A");
  const QString kukd = QStringLiteral("KUKD");
  const QString kuku = QStringLiteral("KUKU");
  // The reference's five known cases.
  QTest::newRow("direct Type-B cord works") << QStringList{b} << P::None;
  QTest::newRow("Type-A cord fails") << QStringList{a} << P::TxOnTx;
  QTest::newRow("B + key-up/key-down + B fails") << QStringList{b, kukd, b} << P::TxOnTx;
  QTest::newRow("B + A-adapter + B + A-adapter + B works")
      << QStringList{b, kukd, b, kukd, b} << P::None;
  QTest::newRow("TIA Method A: A cord + A trunk + B cord works")
      << QStringList{a, kukd, a, kukd, b} << P::None;
  // More: key-up/key-up adapters reverse, Type-C breaks parallel optics.
  QTest::newRow("B + key-up/key-up + B works") << QStringList{b, kuku, b} << P::None;
  QTest::newRow("Method-B panel mixing adapters fails")
      << QStringList{b, kuku, b, kukd, b} << P::TxOnTx;
  QTest::newRow("Type-C cord fails") << QStringList{QStringLiteral("C")} << P::TxOnTx;
  QTest::newRow("Type-C between B cords fails")
      << QStringList{b, QStringLiteral("C"), b} << P::TxOnTx;
}

void TestPolarity::parallelChannels() {
  QFETCH(QStringList, elements);
  QFETCH(LaneCheck::Problem, problem);
  const PositionMap map = chain(elements, 12);
  const LaneCheck forward = checkLanes(parallelPort(), parallelPort(), map, false);
  QCOMPARE(forward.problem, problem);
  // Both directions: the far end sees the inverse map and must reach the same verdict.
  const LaneCheck backward = checkLanes(parallelPort(), parallelPort(), map.inverse(), false);
  QCOMPARE(backward.problem, problem);
  if (problem == LaneCheck::Problem::None) {
    QCOMPARE(forward.litLanes, 4);
    QCOMPARE(forward.laneCount, 4);
  } else {
    QCOMPARE(forward.nearLane, 1);
    QCOMPARE(forward.litLanes, 0);
  }
}

void TestPolarity::duplexChannels_data() {
  QTest::addColumn<QStringList>("elements");
  QTest::addColumn<LaneCheck::Problem>("problem");
  using P = LaneCheck::Problem;
  const QString ab = QStringLiteral("AB");
  const QString aa = QStringLiteral("AA");
  const QString lcAdapter = QStringLiteral("LC");
  QTest::newRow("A-B cord works") << QStringList{ab} << P::None;
  QTest::newRow("A-A cord fails") << QStringList{aa} << P::TxOnTx;
  QTest::newRow("A-B + adapter + A-B fails") << QStringList{ab, lcAdapter, ab} << P::TxOnTx;
  QTest::newRow("A-B + A-A + A-B + A-A + A-B works")
      << QStringList{ab, lcAdapter, aa, lcAdapter, ab, lcAdapter, aa, lcAdapter, ab} << P::None;
  QTest::newRow("A-A + adapter + A-B works") << QStringList{aa, lcAdapter, ab} << P::None;
}

void TestPolarity::duplexChannels() {
  QFETCH(QStringList, elements);
  QFETCH(LaneCheck::Problem, problem);
  const PositionMap map = chain(elements, 2);
  QCOMPARE(checkLanes(duplexPort(), duplexPort(), map, false).problem, problem);
  QCOMPARE(checkLanes(duplexPort(), duplexPort(), map.inverse(), false).problem, problem);
}

void TestPolarity::crossedLanes() {
  // A map that lands Tx lane 1 on Rx lane 2 (12 → 11) reaches an Rx position but the wrong
  // lane: fine for nothing in a straight channel.
  const QVector<int> t = {11, 12, 10, 9, 0, 0, 0, 0, 4, 3, 1, 2};
  const LaneCheck crossed = checkLanes(parallelPort(), parallelPort(), PositionMap(t, 12), false);
  QCOMPARE(crossed.problem, LaneCheck::Problem::LanesCrossed);
  QCOMPARE(crossed.nearLane, 1);
  QCOMPARE(crossed.landsOn, 11);
  // A fiber missing in the middle of a cord leaves a lane dark.
  QVector<int> broken = {12, 11, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1};
  const LaneCheck dark = checkLanes(parallelPort(), parallelPort(), PositionMap(broken, 12), false);
  QCOMPARE(dark.problem, LaneCheck::Problem::TxOnDark);
  QCOMPARE(dark.nearLane, 3);
  QCOMPARE(dark.landsOn, 0);
}

void TestPolarity::splitterTable() {
  const PartPtr splitter = Catalog::builtIn().find(QStringLiteral("MFP7E20-N010"));
  QVERIFY(splitter && splitter->fiber());
  const PassiveFiberBody& fiber = *splitter->fiber();
  QCOMPARE(fiber.ends.size(), 3);
  // From the head, two legs; from a leg, only the head.
  const QMap<int, PositionMap> fromHead = fiberPathsFrom(fiber, 0);
  QCOMPARE(fromHead.keys(), (QList<int>{1, 2}));
  QCOMPARE(fromHead.value(1).mappedCount(), 4);
  QCOMPARE(fiberPathsFrom(fiber, 1).keys(), (QList<int>{0}));
  QCOMPARE(fiberPathsFrom(fiber, 1).value(0).map(12), 1);
  // Leg B1 carries lanes 1-2 reversed; leg B2 moves lanes 3-4 onto the leg's lanes 1-2.
  QVERIFY(fromHead.value(1).isReversal());
  QVERIFY(!fromHead.value(2).isReversal());
  QCOMPARE(fromHead.value(2).map(3), 12);
  // Head module on a twin-port port, a 400G module on each leg: two lanes per leg, consistent
  // in both directions.
  for (int leg : {1, 2}) {
    const PositionMap map = fromHead.value(leg);
    const LaneCheck head = checkLanes(parallelPort(), parallelPort(), map, true);
    QVERIFY2(head.ok(), qPrintable(map.toString()));
    QCOMPARE(head.litLanes, 2);
    const LaneCheck legSide = checkLanes(parallelPort(), parallelPort(), map.inverse(), true);
    QVERIFY(legSide.ok());
    QCOMPARE(legSide.litLanes, 2);
    // The same leg as a straight channel leaves lanes dark.
    QCOMPARE(checkLanes(parallelPort(), parallelPort(), map, false).problem,
             LaneCheck::Problem::TxOnDark);
  }
  // A Type-B cord in front of the splitter head (two reversals) turns the leg Tx-on-Tx.
  const LaneCheck wrong = checkLanes(parallelPort(), parallelPort(),
                                     PositionMap::reversal(12).then(fromHead.value(1)), true);
  QCOMPARE(wrong.problem, LaneCheck::Problem::TxOnTx);
}

void TestPolarity::catalogMdiMatchesConvention() {
  for (const char* id : {"MMA4Z00-NS", "MMA4Z00-NS400", "MMA1Z00-NS400", "MMS4X00-NM"}) {
    const PartPtr part = Catalog::builtIn().find(QLatin1String(id));
    QVERIFY2(part && part->transceiver(), id);
    for (const OpticalPortDefinition& port : part->transceiver()->opticalPorts) {
      QCOMPARE(port.txPositions, parallelPort().txPositions);
      QCOMPARE(port.rxPositions, parallelPort().rxPositions);
    }
  }
  const PartPtr fr4 = Catalog::builtIn().find(QStringLiteral("MMS4X50-NM"));
  QVERIFY(fr4 && fr4->transceiver());
  QCOMPARE(fr4->transceiver()->opticalPorts.constFirst().txPositions, QVector<int>{1});
  // The generic cords' maps are the presets the algebra assumes.
  const PartPtr typeB = Catalog::builtIn().find(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:10m"));
  QVERIFY(typeB && typeB->fiber());
  QCOMPARE(fiberPathsFrom(*typeB->fiber(), 0).value(1), PositionMap::reversal(12));
  const PartPtr ab = Catalog::builtIn().find(QStringLiteral("GEN-LC-UPC-AB-OS2:10m"));
  QVERIFY(ab && ab->fiber());
  QCOMPARE(fiberPathsFrom(*ab->fiber(), 1).value(0), PositionMap::reversal(2));
}

void TestPolarity::methodFollowsTheMap_data() {
  QTest::addColumn<PositionMap>("map");
  QTest::addColumn<PolarityMethod>("method");
  QTest::addColumn<QString>("name");
  QTest::newRow("Type A trunk") << PositionMap::identity(12) << PolarityMethod::Straight
                                << QStringLiteral("Type A");
  QTest::newRow("Type B cord") << PositionMap::reversal(12) << PolarityMethod::Reversed
                               << QStringLiteral("Type B");
  QTest::newRow("Type C cord") << PositionMap::pairSwap(12) << PolarityMethod::PairSwap
                               << QStringLiteral("Type C");
  QTest::newRow("A-A duplex") << PositionMap::identity(2) << PolarityMethod::Straight
                              << QStringLiteral("A-A");
  // Two positions reversed and pair-swapped are the same crossover: A-B, never "Type C".
  QTest::newRow("A-B duplex") << PositionMap::reversal(2) << PolarityMethod::Reversed
                              << QStringLiteral("A-B");
  QTest::newRow("MPO-16 Type B") << PositionMap::reversal(16) << PolarityMethod::Reversed
                                 << QStringLiteral("Type B");
  QTest::newRow("vendor map") << PositionMap({1, 3, 2, 4}) << PolarityMethod::Custom
                              << QStringLiteral("custom map");
}

void TestPolarity::methodFollowsTheMap() {
  QFETCH(PositionMap, map);
  QFETCH(PolarityMethod, method);
  QFETCH(QString, name);
  QCOMPARE(polarityMethodOf(map), method);
  QCOMPARE(polarityMethodOf(map.inverse()), method);  // walked from the other end
  QCOMPARE(polarityMethodName(method, map.sourceSize()), name);
  QCOMPARE(polarityMethodOf(map, /*splitter=*/true), PolarityMethod::Splitter);
}

void TestPolarity::builtInLabelsAgreeWithMaps() {
  int labelled = 0;
  for (const PartPtr& part : Catalog::builtIn().parts()) {
    const PassiveFiberBody* fiber = part->fiber();
    if (!fiber)
      continue;
    QVERIFY2(polarityLabelContradiction(*fiber).isEmpty(), qPrintable(part->id));
    const std::optional<PolarityMethod> claimed = polarityMethodClaimedBy(fiber->polarity);
    if (claimed) {
      QCOMPARE(polarityMethodOf(*fiber), *claimed);
      ++labelled;
    }
  }
  QVERIFY2(labelled > 10, "the built-in catalog labels its cords");
}

void TestPolarity::contradictingLabelIsReported() {
  // A user catalog calls a straight trunk "Type B": the part loads (the map is the truth) and
  // the reader names the field, both readings and the fix.
  const QJsonObject json = QJsonDocument::fromJson(R"({
    "id": "MY-TRUNK", "kind": "fiber", "manufacturer": "Acme", "model": "trunk",
    "source": "test", "fiber": {
      "construction": "trunk", "grade": "OM4", "fiberClass": "MMF", "polarity": "B",
      "ends": [{"name": "A", "connector": "MPO-12", "gender": "female"},
               {"name": "B", "connector": "MPO-12", "gender": "female"}],
      "map": "identity"}})")
                               .object();
  QStringList warnings;
  const QVector<PartPtr> parts =
      Catalog::parsePartDefinition(json, QStringLiteral("my.json"), QStringLiteral("$"), &warnings);
  QCOMPARE(parts.size(), 1);
  QCOMPARE(polarityMethodOf(*parts.constFirst()->fiber()), PolarityMethod::Straight);
  QCOMPARE(warnings.size(), 1);
  const QString w = warnings.constFirst();
  QVERIFY2(w.contains(QLatin1String("$.fiber.polarity")), qPrintable(w));
  QVERIFY2(w.contains(QLatin1String("says Type B but the map is Type A")), qPrintable(w));
  QVERIFY2(w.contains(QLatin1String("Correct the label or the map")), qPrintable(w));
}

QTEST_GUILESS_MAIN(TestPolarity)
#include "tst_polarity.moc"
