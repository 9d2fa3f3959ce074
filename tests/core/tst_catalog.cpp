// Integrity of the built-in parts catalog: every part the rules rely on exists with consistent
// attributes, and every definition re-reads to the same part. Its UNCONFIRMED marks are tested in
// tst_catalogunconfirmed.cpp.
// The reader itself (errors, warnings, lookups) is tested in tst_catalogreader.cpp.
#include "core/catalog/catalog.h"
#include "core/catalog/partjson.h"
#include "core/common/textatoms.h"
#include "core/geometry/zeroumount.h"

#include <QSet>
#include <QtConcurrent>
#include <QtTest>

#include <algorithm>

using namespace rackwright;

// rackwright::toString(enum) returns QString, which hides QTest's char* toString for these
// enums, so they are compared by their catalog spelling (also the clearer failure message).
#define COMPARE_ENUM(actual, expected) QCOMPARE(toString(actual), toString(expected))

namespace {

// Fiber positions reached from `end`/`position` through a fiber's paths (either direction).
int follow(const PassiveFiberBody& fiber, int end, int position, int* toEnd = nullptr) {
  for (const FiberPath& p : fiber.paths) {
    if (p.fromEnd == end && p.fromPosition == position) {
      if (toEnd)
        *toEnd = p.toEnd;
      return p.toPosition;
    }
    if (p.toEnd == end && p.toPosition == position) {
      if (toEnd)
        *toEnd = p.fromEnd;
      return p.fromPosition;
    }
  }
  return 0;
}

QVector<int> preset(const QString& name, int count) {
  QVector<int> map;
  for (int i = 1; i <= count; ++i) {
    if (name == QLatin1String("identity"))
      map << i;
    if (name == QLatin1String("reverse"))
      map << count + 1 - i;
    if (name == QLatin1String("pairswap"))
      map << (i % 2 ? i + 1 : i - 1);
  }
  return map;
}

bool rackMounted(DeviceRole role) {
  return role != DeviceRole::Adapter && role != DeviceRole::Cassette;
}

QList<DeviceRole> rolesFor(PartKind kind) {
  switch (kind) {
    case PartKind::Switch:
      return {DeviceRole::Switch, DeviceRole::ManagementSwitch};
    case PartKind::Server:
      return {DeviceRole::Server, DeviceRole::Storage};
    case PartKind::Adapter:
      return {DeviceRole::Adapter};
    case PartKind::Panel:
      return {DeviceRole::PatchPanel, DeviceRole::Cassette};
    case PartKind::Other:
      return {DeviceRole::Firewall, DeviceRole::Pdu, DeviceRole::ConsoleServer, DeviceRole::Storage,
              DeviceRole::Other};
    default:
      return {};
  }
}

}  // namespace

class TestCatalog : public QObject {
  Q_OBJECT

 private:
  Catalog mFresh;
  QStringList mFreshWarnings;
  const Catalog& cat() const { return Catalog::builtIn(); }
  void addRowsOfKind(PartKind kind);
  void addDeviceRows();

 private slots:
  void initTestCase();

  // The shipped data.
  void builtInLoadsWithoutWarnings();
  void builtInHasEnoughParts();
  void everyPartHasASource();
  void requiredPartsExist_data();
  void requiredPartsExist();
  void lengthVariants_data();
  void lengthVariants();
  void familiesAreNotParts();
  void fiberGradeFollowsLength();
  void transceivers_data();
  void transceivers();
  void transceiverMdiWorksThroughOneTypeBCord_data();
  void transceiverMdiWorksThroughOneTypeBCord();
  void cables_data();
  void cables();
  void fibers_data();
  void fibers();
  void couplers_data();
  void couplers();
  void feedThroughPanelsFollowTheirAdapters();
  void devices_data();
  void devices();
  void cageGroupsExpandInOrder();
  void dgxPortLayout_data();
  void dgxPortLayout();
  void platformPorts_data();
  void platformPorts();
  void definitionsReparseToEqualParts_data();
  void definitionsReparseToEqualParts();
  void namesAreTextAtoms();
  void textAtomsAcrossThreads();
};

void TestCatalog::initTestCase() {
  mFresh.loadFolder(QStringLiteral(":/catalog"), Catalog::Origin::BuiltIn, &mFreshWarnings);
}

void TestCatalog::builtInLoadsWithoutWarnings() {
  QVERIFY2(mFreshWarnings.isEmpty(), qPrintable(mFreshWarnings.join(QLatin1Char('\n'))));
  QCOMPARE(cat().size(), mFresh.size());
}

void TestCatalog::builtInHasEnoughParts() {
  QVERIFY2(cat().size() >= 60, qPrintable(QString::number(cat().size())));
  for (PartKind kind :
       {PartKind::Switch, PartKind::Server, PartKind::Adapter, PartKind::Transceiver,
        PartKind::Cable, PartKind::Fiber, PartKind::Panel, PartKind::Other}) {
    QVERIFY2(!cat().parts(kind).isEmpty(), qPrintable(toString(kind)));
  }
}

void TestCatalog::everyPartHasASource() {
  for (const PartPtr& part : cat().parts()) {
    QVERIFY2(part->source.contains(QStringLiteral("https://")), qPrintable(part->id));
    QVERIFY2(!part->model.isEmpty() && !part->manufacturer.isEmpty(), qPrintable(part->id));
  }
}

void TestCatalog::requiredPartsExist_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<PartKind>("kind");
  QTest::addColumn<bool>("lengthSelectable");
  const auto row = [](const char* id, PartKind kind, bool selectable = false) {
    QTest::newRow(id) << QString::fromLatin1(id) << kind << selectable;
  };
  for (const char* id :
       {"MMA4Z00-NS", "MMA4Z00-NS-T", "MMA4Z00-NS-FLT", "MMA4Z00-NS400", "MMA4Z00-NS400-T",
        "MMA1Z00-NS400", "MMA1Z00-NS400-T", "MMS4X00-NS", "MMS4X00-NS-T", "MMS4X00-NM",
        "MMS4X00-NM-T", "MMS4X00-NM-FLT", "MMS4X00-NM-HGX", "MMS4X00-NS400", "MMS1X00-NS400",
        "MMS4X50-NM", "MMS4X90-NR", "MMS4A00", "MMS4A20"}) {
    row(id, PartKind::Transceiver);
  }
  for (const char* id :
       {"MCP4Y10-N00A",     "MCP4Y10-N001",  "MCP4Y10-N01A",  "MCP4Y10-N002", "MCP4Y10-N002-FLT",
        "MCP7Y00-N001",     "MCP7Y00-N01A",  "MCP7Y00-N002",  "MCP7Y00-N02A", "MCP7Y00-N003",
        "MCP7Y00-N001-FLT", "MCP7Y10-N001",  "MCP7Y40-N002",  "MCP7Y50-N003", "MCP7Y60-H001",
        "MCP7Y70-H002",     "MCA4J80-N003",  "MCA4J80-N005",  "MCA7J60-N004", "MCA7J65-N005",
        "MCA7J70-N004",     "MCA7J75-N005",  "MFA7U10-H010",  "MCA4K00-N001", "MCA4K50-N003",
        "MCA7K10-N002",     "MFS1S00-H030V", "MFS1S50-V010E", "MFA1A00-C030"}) {
    row(id, PartKind::Cable);
  }
  for (const char* id : {"MFP7E10-N003", "MFP7E10-N030", "MFP7E10-N050", "MFP7E20-N010",
                         "MFP7E30-N100", "MFP7E40-N020"}) {
    row(id, PartKind::Fiber);
  }
  for (const char* id :
       {"GEN-MPO12-APC-TYPEA-OM4", "GEN-MPO12-APC-TYPEB-OM4", "GEN-MPO12-APC-TYPEC-OM4",
        "GEN-MPO12-APC-TYPEB-OM3", "GEN-MPO12-UPC-TYPEB-OM4", "GEN-MPO12-APC-TYPEA-OS2",
        "GEN-MPO12-APC-TYPEB-OS2", "GEN-MPO12-APC-TRUNK-TYPEB-OS2", "GEN-MPO12-APC-TRUNK-TYPEA-OM4",
        "GEN-MPO16-APC-TYPEB-OM4", "GEN-LC-UPC-AB-OS2", "GEN-LC-UPC-AA-OS2", "GEN-LC-UPC-AB-OM4"}) {
    row(id, PartKind::Fiber, true);
  }
  for (const char* id : {"GEN-CAT6A-RJ45", "GEN-CAT6-RJ45", "GEN-CAT5E-RJ45"})
    row(id, PartKind::Cable, true);
  for (const char* id :
       {"GEN-ADAPTER-MPO12-KUKD", "GEN-ADAPTER-MPO12-KUKU", "GEN-ADAPTER-LC", "GEN-PANEL-1U-24LC",
        "GEN-PANEL-1U-12MPO12-APC", "GEN-PANEL-1U-24MPO12-APC", "GEN-CASSETTE-MPO12-6LC-A",
        "GEN-CASSETTE-MPO12-6LC-B", "GEN-CASSETTE-MPO12-6LC-PARALLEL"}) {
    row(id, PartKind::Panel);
  }
  for (const char* id :
       {"QM9700", "QM9790", "SN5600", "SN5610", "SN4600C", "Q3400-RA", "Q3200-RA", "SN2201"}) {
    row(id, PartKind::Switch);
  }
  for (const char* id :
       {"DGX-H100", "DGX-H200", "DGX-B200", "DGX-B300", "HGX-8GPU-GENERIC", "HGX-B200-289",
        "HGX-B300-289", "GB200-NVL72-COMPUTE-TRAY", "GB300-NVL72-COMPUTE-TRAY", "UFM-APPLIANCE-3",
        "GEN-HEAD-NODE-1U", "GEN-STORAGE-NODE"}) {
    row(id, PartKind::Server);
  }
  for (const char* id :
       {"MCX75310AAS-NEAT", "MCX755106AS-HEAT", "B3220", "B3240", "B3140L", "B3140H", "C8180"}) {
    row(id, PartKind::Adapter);
  }
  for (const char* id :
       {"PA-5410", "GEN-PDU-1U-12C13", "NVL72-POWER-SHELF", "NVL72-NVLINK-SWITCH-TRAY"})
    row(id, PartKind::Other);
}

void TestCatalog::requiredPartsExist() {
  QFETCH(QString, id);
  QFETCH(PartKind, kind);
  QFETCH(bool, lengthSelectable);
  const PartPtr part = cat().find(id);
  QVERIFY2(part, qPrintable(id));
  QCOMPARE(part->id, id);
  QCOMPARE(toString(part->kind), toString(kind));
  QCOMPARE(part->lengthSelectable, lengthSelectable);
  QCOMPARE(cat().origin(id), Catalog::Origin::BuiltIn);
}

void TestCatalog::lengthVariants_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<QString>("family");
  QTest::addColumn<double>("lengthM");
  QTest::newRow("N00A") << "MCP4Y10-N00A"
                        << "MCP4Y10" << 0.5;
  QTest::newRow("N001") << "MCP4Y10-N001"
                        << "MCP4Y10" << 1.0;
  QTest::newRow("N01A") << "MCP4Y10-N01A"
                        << "MCP4Y10" << 1.5;
  QTest::newRow("N002") << "MCP4Y10-N002"
                        << "MCP4Y10" << 2.0;
  QTest::newRow("N002-FLT") << "MCP4Y10-N002-FLT"
                            << "MCP4Y10-FLT" << 2.0;
  QTest::newRow("N02A") << "MCP7Y00-N02A"
                        << "MCP7Y00" << 2.5;
  QTest::newRow("fiber 30 m") << "MFP7E10-N030"
                              << "MFP7E10" << 30.0;
  QTest::newRow("fiber 50 m") << "MFP7E10-N050"
                              << "MFP7E10" << 50.0;
  QTest::newRow("AOC") << "MFA7U10-H015"
                       << "MFA7U10" << 15.0;
}

void TestCatalog::lengthVariants() {
  QFETCH(QString, id);
  QFETCH(QString, family);
  QFETCH(double, lengthM);
  const PartPtr part = cat().find(id);
  QVERIFY(part);
  QCOMPARE(part->family, family);
  QCOMPARE(part->lengthM, lengthM);
  QCOMPARE(part->definition.value(QStringLiteral("id")).toString(), id);
  QCOMPARE(part->definition.value(QStringLiteral("lengthM")).toDouble(), lengthM);
  QVERIFY(!part->definition.contains(QStringLiteral("variants")));
}

void TestCatalog::familiesAreNotParts() {
  for (const char* family : {"MCP4Y10", "MCP7Y00", "MFP7E10", "MCA7J60"}) {
    QVERIFY2(!cat().contains(QString::fromLatin1(family)), family);
  }
  // The -FLT variant keeps one flat end; the finned family does not.
  const PartPtr flat = cat().find(QStringLiteral("MCP4Y10-N002-FLT"));
  const PartPtr finned = cat().find(QStringLiteral("MCP4Y10-N002"));
  COMPARE_ENUM(flat->assembly()->ends.at(0).topStyle, TopStyle::Finned);
  COMPARE_ENUM(flat->assembly()->ends.at(1).topStyle, TopStyle::Flat);
  COMPARE_ENUM(finned->assembly()->ends.at(1).topStyle, TopStyle::Finned);
}

void TestCatalog::fiberGradeFollowsLength() {
  COMPARE_ENUM(cat().find(QStringLiteral("MFP7E10-N030"))->fiber()->grade, FiberGrade::OM3);
  COMPARE_ENUM(cat().find(QStringLiteral("MFP7E10-N050"))->fiber()->grade, FiberGrade::OM4);
}

void TestCatalog::addRowsOfKind(PartKind kind) {
  QTest::addColumn<QString>("id");
  for (const PartPtr& part : Catalog::builtIn().parts(kind)) {
    QTest::newRow(qPrintable(part->id)) << part->id;
  }
}

void TestCatalog::transceivers_data() {
  addRowsOfKind(PartKind::Transceiver);
}

void TestCatalog::transceivers() {
  QFETCH(QString, id);
  const PartPtr part = cat().find(id);
  QVERIFY(part->transceiver() && !part->device() && !part->assembly() && !part->fiber());
  const TransceiverBody& t = *part->transceiver();
  QVERIFY(t.formFactor == FormFactor::OSFP || t.formFactor == FormFactor::QSFP112);
  QVERIFY(t.topStyle != TopStyle::NotApplicable);
  QVERIFY(t.signalling != Signalling::Unknown);
  QVERIFY(t.generation != Generation::None);
  QVERIFY(!t.protocols.isEmpty());
  QVERIFY(t.powerMaxW > 0);
  QVERIFY(!t.pmd.isEmpty());
  // Every NVIDIA part here runs four lanes per optical port; twin-port = two ports.
  QCOMPARE(t.electricalLanes, 4 * t.opticalPorts.size());
  QCOMPARE(t.twinPort, t.opticalPorts.size() == 2);
  QCOMPARE(t.speedGbps, 4 * laneRateGbps(t.signalling));
  for (const OpticalPortDefinition& port : t.opticalPorts) {
    const int fibers = connectorFiberCount(port.connector);
    QVERIFY(fibers > 0);
    QCOMPARE(port.txPositions.size(), port.rxPositions.size());
    for (int position : port.txPositions + port.rxPositions) {
      QVERIFY(position >= 1 && position <= fibers);
    }
    // NVIDIA 100G-PAM4 and XDR optics are MPO/APC; 2xFR4/LR4 are LC/UPC (cabling rules §0.4).
    if (port.connector == Connector::MPO12) {
      COMPARE_ENUM(port.polish, Polish::APC);
      COMPARE_ENUM(port.gender, Gender::Male);
    } else {
      COMPARE_ENUM(port.connector, Connector::LCDuplex);
      COMPARE_ENUM(port.polish, Polish::UPC);
      QVERIFY(!t.splittable);
    }
  }
  QVERIFY(!t.reachM.isEmpty());
  for (auto it = t.reachM.cbegin(); it != t.reachM.cend(); ++it) {
    const bool singleMode = it.key() == FiberGrade::OS2;
    QCOMPARE(singleMode, t.fiberClass == FiberClass::SMF);
    QVERIFY(it.value() > 0);
  }
  QCOMPARE(t.wavelengthNm, t.fiberClass == FiberClass::MMF ? 850 : 1310);
}

void TestCatalog::transceiverMdiWorksThroughOneTypeBCord_data() {
  addRowsOfKind(PartKind::Transceiver);
}

void TestCatalog::transceiverMdiWorksThroughOneTypeBCord() {
  // Two identical modules joined by one crossed cord must land Tx lane i on Rx lane i; a
  // straight (Type-A / A-A) cord must not (that would face Tx to Tx).
  QFETCH(QString, id);
  const TransceiverBody& t = *cat().find(id)->transceiver();
  for (const OpticalPortDefinition& port : t.opticalPorts) {
    const bool mpo = port.connector == Connector::MPO12;
    const PassiveFiberBody& crossed = *cat()
                                           .find(mpo ? QStringLiteral("GEN-MPO12-APC-TYPEB-OM4")
                                                     : QStringLiteral("GEN-LC-UPC-AB-OS2"))
                                           ->fiber();
    const PassiveFiberBody& straight = *cat()
                                            .find(mpo ? QStringLiteral("GEN-MPO12-APC-TYPEA-OM4")
                                                      : QStringLiteral("GEN-LC-UPC-AA-OS2"))
                                            ->fiber();
    for (int lane = 0; lane < port.txPositions.size(); ++lane) {
      QCOMPARE(follow(crossed, 0, port.txPositions.at(lane)), port.rxPositions.at(lane));
      QVERIFY(follow(straight, 0, port.txPositions.at(lane)) != port.rxPositions.at(lane));
    }
  }
}

void TestCatalog::cables_data() {
  addRowsOfKind(PartKind::Cable);
}

void TestCatalog::cables() {
  QFETCH(QString, id);
  const PartPtr part = cat().find(id);
  QVERIFY(part->assembly());
  const CableAssemblyBody& a = *part->assembly();
  QVERIFY(a.ends.size() >= 2);
  QVERIFY(part->lengthM > 0 || (part->lengthSelectable && part->maxLengthM > part->minLengthM));
  QVERIFY(!part->family.isEmpty() || part->lengthSelectable);
  QVERIFY(a.signalling != Signalling::Unknown);
  // Every head lane is carried by exactly one other end.
  QMultiHash<int, QString> carriers;
  for (int i = 1; i < a.ends.size(); ++i) {
    for (int lane : a.ends.at(i).lanes)
      carriers.insert(lane, a.ends.at(i).name);
    QVERIFY(a.ends.at(i).formFactor != FormFactor::Unknown);
  }
  const AssemblyEndDefinition& head = a.ends.constFirst();
  QCOMPARE(head.lanes.size(), carriers.size());
  for (int lane : head.lanes)
    QCOMPARE(carriers.count(lane), 1);
  // A twin-port head carries 8 lanes; legs of a splitter are single-port.
  QCOMPARE(head.twinPort, head.lanes.size() == 8);
  if (a.breakout()) {
    for (int i = 1; i < a.ends.size(); ++i)
      QVERIFY(!a.ends.at(i).twinPort);
  }
  QCOMPARE(a.fiberGrade != FiberGrade::None, a.type == CableAssemblyType::AOC);
  // Passive DAC stays within 3 m; active copper within 5 m (RE-01, RE-02).
  if (a.type == CableAssemblyType::DAC)
    QVERIFY(part->lengthM <= 3);
  // XDR active copper is shorter (MCA4K00 about 1.1 m, MCA7K10 2 m, MCA4K50 3 m).
  if (a.type == CableAssemblyType::ACC || a.type == CableAssemblyType::LACC) {
    if (a.generation == Generation::XDR)
      QVERIFY(part->lengthM >= 1 && part->lengthM <= 3);
    else
      QVERIFY(part->lengthM >= 3 && part->lengthM <= 5);
  }
}

void TestCatalog::fibers_data() {
  addRowsOfKind(PartKind::Fiber);
}

void TestCatalog::fibers() {
  QFETCH(QString, id);
  const PartPtr part = cat().find(id);
  QVERIFY(part->fiber());
  const PassiveFiberBody& f = *part->fiber();
  QVERIFY(part->lengthM > 0 || part->lengthSelectable);
  QCOMPARE(f.fiberClass == FiberClass::SMF, f.grade == FiberGrade::OS2);
  QSet<QPair<int, int>> used;
  for (const FiberPath& p : f.paths) {
    QVERIFY(p.fromEnd != p.toEnd);
    QVERIFY(p.fromPosition >= 1 && p.fromPosition <= f.ends.at(p.fromEnd).fiberCount);
    QVERIFY(p.toPosition >= 1 && p.toPosition <= f.ends.at(p.toEnd).fiberCount);
    QVERIFY(!used.contains({p.fromEnd, p.fromPosition}));
    QVERIFY(!used.contains({p.toEnd, p.toPosition}));
    used.insert({p.fromEnd, p.fromPosition});
    used.insert({p.toEnd, p.toPosition});
  }
  for (const FiberEndDefinition& end : f.ends) {
    QCOMPARE(end.fiberCount, connectorFiberCount(end.connector));
    // NVIDIA: patch cords are female, trunks male (OC-02).
    if (end.connector != Connector::LCDuplex) {
      COMPARE_ENUM(end.gender,
                   f.construction == FiberConstruction::Trunk ? Gender::Male : Gender::Female);
    }
  }
  if (f.construction == FiberConstruction::Splitter) {
    QCOMPARE(f.polarity, QStringLiteral("splitter"));
    for (int leg = 1; leg < f.ends.size(); ++leg) {
      int paths = 0;
      for (const FiberPath& p : f.paths)
        paths += (p.toEnd == leg) ? 1 : 0;
      QCOMPARE(paths, 4);  // two channels: two Tx and two Rx fibers per leg
    }
    return;
  }
  // Two-ended cords and trunks: a permutation matching the polarity label.
  QCOMPARE(f.ends.size(), 2);
  const int count = f.ends.at(0).fiberCount;
  QCOMPARE(f.paths.size(), count);
  static const QHash<QString, QString> presetOfLabel{{"A", "identity"},
                                                     {"B", "reverse"},
                                                     {"C", "pairswap"},
                                                     {"AA", "identity"},
                                                     {"AB", "reverse"}};
  QVERIFY2(presetOfLabel.contains(f.polarity), qPrintable(f.polarity));
  const QVector<int> expected = preset(presetOfLabel.value(f.polarity), count);
  for (int position = 1; position <= count; ++position) {
    QCOMPARE(follow(f, 0, position), expected.at(position - 1));
  }
}

void TestCatalog::couplers_data() {
  QTest::addColumn<QString>("id");
  for (const PartPtr& part : Catalog::builtIn().parts(PartKind::Panel)) {
    if (part->coupler())
      QTest::newRow(qPrintable(part->id)) << part->id;
  }
}

void TestCatalog::feedThroughPanelsFollowTheirAdapters() {
  // A feed-through port's front-to-rear map is the map of the adapter fitted in it (an LC
  // panel crosses A to B, a key-up/key-up MPO panel reverses): the two are stated separately
  // in the catalog, so they must agree.
  int checked = 0;
  for (const PartPtr& part : cat().parts(PartKind::Panel)) {
    if (!part->device())
      continue;
    for (const PanelPortDefinition& front : part->device()->panelPorts) {
      const PanelPortDefinition* rear = part->device()->panelPort(front.rearPort);
      if (front.face != PanelFace::Front || !rear || rear->connector != front.connector ||
          rear->positions != front.positions || front.couplingAdapter.isEmpty()) {
        continue;
      }
      const PartPtr adapter = cat().find(front.couplingAdapter);
      QVERIFY2(adapter && adapter->coupler(), qPrintable(front.couplingAdapter));
      QVERIFY2(front.rearPositions == adapter->coupler()->map,
               qPrintable(part->id + QLatin1Char(' ') + front.name));
      ++checked;
    }
  }
  QVERIFY(checked >= 24 * 3);
}

void TestCatalog::couplers() {
  QFETCH(QString, id);
  const CouplingAdapterBody& c = *cat().find(id)->coupler();
  QCOMPARE(c.fiberCount, connectorFiberCount(c.connector));
  QVector<int> sorted = c.map;
  std::sort(sorted.begin(), sorted.end());
  QCOMPARE(sorted, preset(QStringLiteral("identity"), c.fiberCount));
  // A key-up/key-up MPO adapter turns the plug over; an LC duplex adapter holds both plugs
  // latch-up, so A meets B (TIA-568 A-B duplex polarity).
  if (c.keying == AdapterKeying::KeyUpKeyUp || c.connector == Connector::LCDuplex) {
    QCOMPARE(c.map, preset(QStringLiteral("reverse"), c.fiberCount));
  } else {
    QCOMPARE(c.map, preset(QStringLiteral("identity"), c.fiberCount));
  }
}

void TestCatalog::addDeviceRows() {
  QTest::addColumn<QString>("id");
  for (const PartPtr& part : Catalog::builtIn().parts()) {
    if (part->device())
      QTest::newRow(qPrintable(part->id)) << part->id;
  }
}

void TestCatalog::devices_data() {
  addDeviceRows();
}

void TestCatalog::devices() {
  QFETCH(QString, id);
  const PartPtr part = cat().find(id);
  const DeviceBody& d = *part->device();
  QVERIFY2(rolesFor(part->kind).contains(d.role), qPrintable(toString(d.role)));
  if (ZeroUMount::isZeroUBody(d)) {
    // A zero-U PDU: an upright body for the rack's side channel.
    QVERIFY(d.heightMm > 10 * d.widthMm);
  } else if (rackMounted(d.role)) {
    QVERIFY(d.uHeight > 0);
  } else {
    QCOMPARE(d.uHeight, 0.0);
    QVERIFY(d.heightMm > 0);
  }
  const double panelHeight = d.heightMm > 0 ? d.heightMm : d.uHeight * 44.45;
  QSet<QString> logical;
  for (const CageDefinition& cage : d.cages) {
    QVERIFY2(cage.formFactor != FormFactor::Unknown, qPrintable(cage.name));
    QCOMPARE(cage.logicalPorts.size() == 2, cage.twinPort);
    if (cage.twinPort)
      QCOMPARE(cage.electricalLanes, 8);
    if (cage.formFactor != FormFactor::RJ45)
      QVERIFY2(cage.electricalLanes > 0, qPrintable(cage.name));
    if (d.role == DeviceRole::Adapter)
      COMPARE_ENUM(cage.thermal, CageThermal::NeedsFlat);
    for (const QString& port : cage.logicalPorts) {
      QVERIFY2(!logical.contains(port), qPrintable(port));
      logical.insert(port);
    }
    QVERIFY2(cage.positionMm.x() + cage.sizeMm.width() <= d.widthMm, qPrintable(cage.name));
    QVERIFY2(cage.positionMm.y() + cage.sizeMm.height() <= panelHeight, qPrintable(cage.name));
  }
  for (const AdapterBayDefinition& bay : d.adapterBays) {
    const PartPtr adapter = cat().find(bay.defaultAdapter);
    QVERIFY2(adapter && adapter->device(), qPrintable(bay.defaultAdapter));
    QVERIFY(!rackMounted(adapter->device()->role));
  }
  for (const PanelPortDefinition& port : d.panelPorts) {
    QVERIFY2(port.positionMm.x() < d.widthMm && port.positionMm.y() < panelHeight,
             qPrintable(port.name));
    if (!port.couplingAdapter.isEmpty()) {
      const PartPtr coupler = cat().find(port.couplingAdapter);
      QVERIFY2(coupler && coupler->coupler(), qPrintable(port.couplingAdapter));
      COMPARE_ENUM(coupler->coupler()->connector, port.connector);
      COMPARE_ENUM(coupler->coupler()->polish, port.polish);
      // In a feed-through panel the coupler itself is the front→rear map.
      if (d.role == DeviceRole::PatchPanel && !port.rearPort.isEmpty()) {
        QCOMPARE(port.rearPositions, coupler->coupler()->map);
      }
    }
  }
}

void TestCatalog::cageGroupsExpandInOrder() {
  const DeviceBody& qm = *cat().find(QStringLiteral("QM9700"))->device();
  int osfp = 0;
  for (const CageDefinition& cage : qm.cages)
    osfp += cage.formFactor == FormFactor::OSFP;
  QCOMPARE(osfp, 32);
  // Column-major, two rows: OSFP1 above OSFP2, OSFP3 starts the next column.
  QCOMPARE(qm.cage(QStringLiteral("OSFP1"))->positionMm, QPointF(45, 4.5));
  QCOMPARE(qm.cage(QStringLiteral("OSFP2"))->positionMm, QPointF(45, 23));
  QCOMPARE(qm.cage(QStringLiteral("OSFP3"))->positionMm, QPointF(69.6, 4.5));
  QCOMPARE(qm.cage(QStringLiteral("OSFP32"))->logicalPorts,
           QStringList({QStringLiteral("P32/1"), QStringLiteral("P32/2")}));
  COMPARE_ENUM(qm.cage(QStringLiteral("OSFP7"))->thermal, CageThermal::NeedsFinned);
  QCOMPARE(qm.cage(QStringLiteral("OSFP7"))->powerClassW, 17.0);
  const DeviceBody& sn = *cat().find(QStringLiteral("SN2201"))->device();
  COMPARE_ENUM(sn.cage(QStringLiteral("swp48"))->formFactor, FormFactor::RJ45);
  COMPARE_ENUM(sn.cage(QStringLiteral("swp49"))->formFactor, FormFactor::QSFP28);
  QCOMPARE(sn.cages.size(), 53);
  const DeviceBody& panel = *cat().find(QStringLiteral("GEN-PANEL-1U-24MPO12-APC-KUKU"))->device();
  QCOMPARE(panel.panelPort(QStringLiteral("F24"))->rearPort, QStringLiteral("R24"));
  QCOMPARE(panel.panelPort(QStringLiteral("F24"))->rearPositions,
           preset(QStringLiteral("reverse"), 12));
}

// PL-01, a GPU name is not a wiring spec: each platform's compute ports come from its own catalog
// entry (cages, lanes, signalling), as the platform reference lists them.
void TestCatalog::platformPorts_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<int>("cages");
  QTest::addColumn<bool>("twinPort");
  QTest::addColumn<int>("logicalPorts");
  QTest::addColumn<int>("portGbps");  ///< the fastest a logical port runs
  QTest::newRow("DGX H100: 4 twin-port OSFP, 8 x 400G ConnectX-7")
      << "DGX-H100" << 4 << true << 8 << 400;
  QTest::newRow("DGX B200: as H100, 8 x 400G ConnectX-7") << "DGX-B200" << 4 << true << 8 << 400;
  QTest::newRow("DGX B300: 8 single OSFP, ConnectX-8 at 800G XDR")
      << "DGX-B300" << 8 << false << 8 << 800;
  QTest::newRow("DGX B300 on Ethernet: each ConnectX-8 as 2 x 400GbE")
      << "DGX-B300-ETH" << 8 << true << 16 << 400;
  QTest::newRow("GB200 tray: 4 x 400G ConnectX-7")
      << "GB200-NVL72-COMPUTE-TRAY" << 4 << false << 4 << 400;
  QTest::newRow("GB300 tray: 4 x ConnectX-8 at 800G")
      << "GB300-NVL72-COMPUTE-TRAY" << 4 << false << 4 << 800;
}

void TestCatalog::platformPorts() {
  QFETCH(QString, id);
  QFETCH(int, cages);
  QFETCH(bool, twinPort);
  QFETCH(int, logicalPorts);
  QFETCH(int, portGbps);
  const PartPtr part = cat().find(id);
  QVERIFY2(part && part->device(), qPrintable(id));
  int computeCages = 0;
  int ports = 0;
  for (const CageDefinition& cage : part->device()->cages) {
    if (!cage.networks.contains(QStringLiteral("compute")))
      continue;
    ++computeCages;
    ports += int(cage.logicalPorts.size());
    QCOMPARE(cage.twinPort, twinPort);
    int fastestLane = 0;
    for (Signalling s : cage.signalling)
      fastestLane = std::max(fastestLane, laneRateGbps(s));
    const int lanesPerPort = cage.electricalLanes / int(cage.logicalPorts.size());
    int gbps = lanesPerPort * fastestLane;
    if (cage.maxSpeedGbps > 0)
      gbps = std::min(gbps, cage.maxSpeedGbps);
    QCOMPARE(gbps, portGbps);
  }
  QCOMPARE(computeCages, cages);
  QCOMPARE(ports, logicalPorts);
}

void TestCatalog::dgxPortLayout_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<FormFactor>("storageCage");
  QTest::newRow("DGX-H100") << "DGX-H100" << FormFactor::QSFP112;
  QTest::newRow("DGX-H200") << "DGX-H200" << FormFactor::QSFP112;
  QTest::newRow("DGX-B200") << "DGX-B200" << FormFactor::QSFP112;
}

void TestCatalog::dgxPortLayout() {
  QFETCH(QString, id);
  QFETCH(FormFactor, storageCage);
  const DeviceBody& d = *cat().find(id)->device();
  for (int n = 1; n <= 4; ++n) {
    const CageDefinition* cage = d.cage(QStringLiteral("OSFP%1").arg(n));
    QVERIFY(cage);
    COMPARE_ENUM(cage->face, PanelFace::Rear);
    QVERIFY(cage->twinPort);
    COMPARE_ENUM(cage->thermal, CageThermal::NeedsFlat);
    QCOMPARE(cage->logicalPorts,
             QStringList({QStringLiteral("OSFP%1P1").arg(n), QStringLiteral("OSFP%1P2").arg(n)}));
  }
  int storage = 0;
  for (const CageDefinition& cage : d.cages)
    storage += cage.formFactor == storageCage;
  QCOMPARE(storage, 4);
  COMPARE_ENUM(d.cage(QStringLiteral("BMC"))->formFactor, FormFactor::RJ45);
  COMPARE_ENUM(d.cage(QStringLiteral("LAN10G"))->formFactor, FormFactor::RJ45);
}

void TestCatalog::definitionsReparseToEqualParts_data() {
  QTest::addColumn<QString>("id");
  for (const PartPtr& part : Catalog::builtIn().parts()) {
    QTest::newRow(qPrintable(part->id)) << part->id;
  }
}

void TestCatalog::definitionsReparseToEqualParts() {
  QFETCH(QString, id);
  const PartPtr part = cat().find(id);
  QStringList warnings;
  const QVector<PartPtr> again =
      Catalog::parsePartDefinition(part->definition, QStringLiteral("design.rackwright"),
                                   QStringLiteral("$.catalog[0]"), &warnings);
  QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
  QCOMPARE(again.size(), 1);
  QVERIFY(*again.constFirst() == *part);
}

QTEST_GUILESS_MAIN(TestCatalog)

namespace {

/// A text atom: raw data without a reference count, the one instance textAtom() hands out.
bool isAtom(const QString& text) {
  return text.isEmpty() || isTextAtom(text);
}

}  // namespace

void TestCatalog::namesAreTextAtoms() {
  // The names the checks copy on every trace (see shareNames()); copying a shared, counted
  // string from two validation threads made them take turns on its cache line.
  for (const PartPtr& part : mFresh.parts()) {
    QVERIFY2(isAtom(part->id), qPrintable(part->id));
    if (part->transceiver()) {
      for (const OpticalPortDefinition& port : part->transceiver()->opticalPorts)
        QVERIFY2(isAtom(port.name), qPrintable(part->id));
      QVERIFY2(isAtom(part->transceiver()->pmd), qPrintable(part->id));
    }
    if (part->fiber()) {
      QVERIFY2(isAtom(part->fiber()->polarity), qPrintable(part->id));
      for (const FiberEndDefinition& end : part->fiber()->ends)
        QVERIFY2(isAtom(end.name), qPrintable(part->id));
    }
    if (part->device()) {
      for (const CageDefinition& cage : part->device()->cages)
        QVERIFY2(isAtom(cage.name), qPrintable(part->id));
      for (const PanelPortDefinition& port : part->device()->panelPorts)
        QVERIFY2(isAtom(port.name) && isAtom(port.rearPort), qPrintable(part->id));
    }
    // Other texts stay ordinary strings: only vocabulary is kept for the life of the process.
    if (!part->description.isEmpty())
      QVERIFY2(!isTextAtom(part->description), qPrintable(part->id));
  }
  // A length variant made on request is named by an atom too.
  const PartPtr variant = cat().find(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:40m"));
  QVERIFY(variant);
  QVERIFY(isAtom(variant->id));
}

void TestCatalog::textAtomsAcrossThreads() {
  // Many threads asking for the same new texts at once get one atom per text, equal in value.
  QStringList texts;
  for (int i = 0; i < 2000; ++i)
    texts << QStringLiteral("atom-test-%1").arg(i % 100);
  const QList<QString> atoms =
      QtConcurrent::blockingMapped(texts, [](const QString& text) { return textAtom(text); });
  QHash<QString, const QChar*> first;
  for (qsizetype i = 0; i < texts.size(); ++i) {
    QCOMPARE(atoms.at(i), texts.at(i));
    QVERIFY(isTextAtom(atoms.at(i)));
    const QChar* data = first.value(texts.at(i), atoms.at(i).constData());
    QCOMPARE(atoms.at(i).constData(), data);
    first.insert(texts.at(i), data);
  }
  QCOMPARE(first.size(), 100);
  // Copies and edits of an atom are ordinary strings and leave the atom as it was.
  QString copy = atoms.constFirst();
  copy.append(QLatin1Char('!'));
  QVERIFY(!isTextAtom(copy));
  QVERIFY(!isTextAtom(QString(atoms.constFirst().data(), atoms.constFirst().size())));
  QCOMPARE(textAtom(QStringLiteral("atom-test-0")), QStringLiteral("atom-test-0"));
  QCOMPARE(copy, QStringLiteral("atom-test-0!"));
  QVERIFY(textAtom(QString()).isNull());
  QVERIFY(textAtomChars() >= 100 * 10);
  QVERIFY(textAtomChars() <= kMaxAtomChars);
}

#include "tst_catalog.moc"
