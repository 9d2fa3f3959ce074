// Rack-scale systems (GB200 / GB300 NVL72): the catalog's systems and what a broken definition
// says, placing one as a unit in one undo step, saving and loading it (format 4, both readers,
// same bytes), the fixed-product rule (PL-11) and the rack power of a system (PL-17), and the
// incremental validator following edits of a system rack.
#include "core/catalog/catalog.h"
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/editing/edittransaction.h"
#include "core/editing/rackediting.h"
#include "core/editing/racksystemplacement.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/designloaders.h"
#include "core/fileformat/formatversions.h"
#include "core/validation/incrementalvalidator.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QString kGb200 = QStringLiteral("GB200-NVL72");
const QString kGb300 = QStringLiteral("GB300-NVL72");

/// A design with a lab row and a GB200 NVL72 rack placed through the real placement, one undo
/// step on `stack`.
struct Fixture {
  Design design;
  QUndoStack stack;
  DesignBuilder b{design, &stack};
  ObjectId lab = b.labRack();  // R01, an ordinary 42 U rack in row "Row"
  ObjectId row = design.find<Rack>(lab)->rowId;
  ObjectId nvl;

  explicit Fixture(const QString& systemId = kGb200, double powerLimitW = 0) {
    const RackSystemPtr system = design.library().findSystem(systemId);
    Rack values;
    values.name = QStringLiteral("nvl-01");
    values.maxPowerW = powerLimitW;
    EditTransaction transaction(design, &stack, QStringLiteral("Add rack"));
    nvl = RackSystemPlacement::place(transaction, *system, row, values);
    transaction.commit();
  }
  ObjectId deviceNamed(const QString& name) const {
    for (const Device& d : design.all<Device>()) {
      if (d.name == name)
        return d.id;
    }
    return {};
  }
  void moveTo(const QString& name, const ObjectId& rack, double u) {
    stack.push(
        DesignEdits::moveDevice(design, deviceNamed(name), rack, u, RackFace::Front).release());
  }
  void remove(const QString& name) {
    stack.push(DesignEdits::removeDevice(design, deviceNamed(name)).release());
  }
  void setRack(const std::function<void(Rack&)>& edit) {
    Rack r = *design.find<Rack>(nvl);
    edit(r);
    b.editRack(r);
  }
};

using Setup = std::function<void(Fixture&)>;

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRackSystems : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void builtInSystems_data();
  void builtInSystems();
  void brokenDefinitionsAreRefused_data();
  void brokenDefinitionsAreRefused();
  void placesAsOneUndoStep();
  void placementNeedsEveryMemberPart();
  void sizeIsTheProducts();
  void restoreMembersPutsThemBack();
  void roundTripsAsFormat4();
  void rules_data();
  void rules();
  void incrementalFollowsSystemEdits();
};

void TestRackSystems::builtInSystems_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<QString>("tray");
  QTest::addColumn<double>("powerW");
  QTest::addColumn<bool>("powerUnconfirmed");
  // GB200 user guide, hardware: 18 compute trays, 9 NVLink switch trays, 2 management TORs,
  // power shelves (8 of 33 kW per BCM); ERA NVL72 components: GB300 up to 142 kW.
  QTest::newRow("GB200 NVL72") << kGb200 << QStringLiteral("GB200-NVL72-COMPUTE-TRAY") << 120000.0
                               << true;
  QTest::newRow("GB300 NVL72") << kGb300 << QStringLiteral("GB300-NVL72-COMPUTE-TRAY") << 142000.0
                               << false;
}

void TestRackSystems::builtInSystems() {
  QFETCH(QString, id);
  QFETCH(QString, tray);
  QFETCH(double, powerW);
  QFETCH(bool, powerUnconfirmed);
  const RackSystemPtr system = Catalog::builtIn().findSystem(id);
  QVERIFY(system);
  QCOMPARE(system->gpus, 72);
  QCOMPARE(system->count(RackSystemRole::ComputeTray), 18);
  QCOMPARE(system->count(RackSystemRole::NvlinkSwitchTray), 9);
  QCOMPARE(system->count(RackSystemRole::PowerShelf), 8);
  QCOMPARE(system->count(RackSystemRole::ManagementSwitch), 2);
  QCOMPARE(system->powerMaxW, powerW);
  QVERIFY(system->liquidCooled);
  QVERIFY(system->source.contains(QLatin1String("https://docs.nvidia.com/")));
  QVERIFY(system->internalLinks.contains(QLatin1String("NVLink")));
  QCOMPARE(system->unconfirmed.contains(QStringLiteral("powerMaxW")), powerUnconfirmed);
  // Positions no document gives are marked, not silently trusted.
  QVERIFY(system->unconfirmed.contains(QStringLiteral("memberGroups.firstU")));
  int trays = 0;
  for (const RackSystemMember& member : system->members) {
    const PartPtr part = Catalog::builtIn().find(member.partId);
    QVERIFY2(part && part->device(), qPrintable(member.partId));
    QVERIFY(member.positionU >= 1 && member.positionU <= system->heightU);
    trays += member.partId == tray ? 1 : 0;
    // Trays and shelves work only inside a system; the management switches are ordinary.
    QCOMPARE(Catalog::builtIn().isSystemOnlyPart(member.partId),
             member.role != RackSystemRole::ManagementSwitch);
  }
  QCOMPARE(trays, 18);
  QVERIFY(system->memberAt(13) && system->memberAt(13)->name == QLatin1String("NVS01"));
  QCOMPARE(system->memberAt(5)->name, QStringLiteral("CT01"));
  QCOMPARE(system->memberAt(31)->name, QStringLiteral("CT18"));
}

void TestRackSystems::brokenDefinitionsAreRefused_data() {
  QTest::addColumn<QByteArray>("groups");
  QTest::addColumn<QString>("problem");
  QTest::newRow("overlap") << QByteArray(R"([{"name": "A", "part": "SN2201", "role":
      "management-switch", "count": 2, "firstU": 1}, {"name": "B", "part": "SN2201", "role":
      "management-switch", "firstU": 2}])")
                           << QStringLiteral("U2 is taken by A02 already");
  QTest::newRow("above the rack")
      << QByteArray(R"([{"name": "A", "part": "SN2201", "role": "management-switch", "count": 3,
      "firstU": 9}])")
      << QStringLiteral("3 members from U9 end above the rack's 10 U");
  QTest::newRow("unknown role") << QByteArray(R"([{"name": "A", "part": "SN2201", "role":
      "spine", "firstU": 1}])") << QStringLiteral("expected one of compute-tray");
  QTest::newRow("name twice") << QByteArray(R"([{"name": "A", "part": "SN2201", "role":
      "management-switch", "firstU": 1}, {"name": "A", "part": "SN2201", "role":
      "management-switch", "firstU": 2}])")
                              << QStringLiteral("the member name A01 is used twice");
}

void TestRackSystems::brokenDefinitionsAreRefused() {
  QFETCH(QByteArray, groups);
  QFETCH(QString, problem);
  const QByteArray file = R"({"formatVersion": 1, "systems": [{"id": "LAB-SYS",
      "source": "test", "heightU": 10, "powerMaxW": 1000, "memberGroups": )" +
                          groups + "}]}";
  Catalog catalog;
  QStringList warnings;
  try {
    catalog.loadBytes(file, QStringLiteral("lab.json"), Catalog::Origin::User, &warnings);
    QFAIL("a broken system definition was accepted");
  } catch (const ParseError& e) {
    QVERIFY2(e.message().contains(QLatin1String("lab.json")), qPrintable(e.message()));
    QVERIFY2(e.message().contains(QLatin1String("$.systems[0].memberGroups")),
             qPrintable(e.message()));
    QVERIFY2(e.message().contains(problem), qPrintable(e.message()));
  }
  QVERIFY(!catalog.findSystem(QStringLiteral("LAB-SYS")));

  // A key the schema does not know is a warning: the system loads and the author is told.
  const QByteArray typo = R"({"formatVersion": 1, "systems": [{"id": "LAB-SYS",
      "source": "test", "heightU": 10, "powerMaxW": 1000, "colour": "red",
      "unconfirmed": {"hieghtU": "typo"}, "memberGroups": [{"name": "A", "part": "SN2201",
      "role": "management-switch", "firstU": 1}]}]})";
  catalog.loadBytes(typo, QStringLiteral("lab.json"), Catalog::Origin::User, &warnings);
  QVERIFY(catalog.findSystem(QStringLiteral("LAB-SYS")));
  QVERIFY2(warnings.join(QLatin1Char('\n')).contains(QLatin1String("colour")),
           qPrintable(warnings.join(QLatin1Char('\n'))));
  QVERIFY2(warnings.join(QLatin1Char('\n')).contains(QLatin1String("hieghtU")),
           qPrintable(warnings.join(QLatin1Char('\n'))));
}

void TestRackSystems::placesAsOneUndoStep() {
  Fixture f;
  const Rack* rack = f.design.find<Rack>(f.nvl);
  QVERIFY(rack);
  QCOMPARE(rack->systemId, kGb200);
  QCOMPARE(rack->heightU, 48);
  // No limit given: the rack gets the budget its vendor sizes the system for.
  QCOMPARE(rack->maxPowerW, 120000.0);
  QCOMPARE(f.design.devicesInRack(f.nvl).size(), 37);
  const ObjectId tray = f.deviceNamed(QStringLiteral("nvl-01-CT01"));
  QVERIFY(!tray.isNull());
  QCOMPARE(f.design.find<Device>(tray)->positionU, 5.0);
  QCOMPARE(f.design.find<Device>(tray)->typeId, QStringLiteral("GB200-NVL72-COMPUTE-TRAY"));
  QCOMPARE(RackSystemPlacement::memberOf(f.design, *f.design.find<Device>(tray))->name,
           QStringLiteral("CT01"));

  const int before = f.stack.count();
  f.stack.undo();
  QVERIFY(!f.design.contains<Rack>(f.nvl));
  QVERIFY(f.deviceNamed(QStringLiteral("nvl-01-CT01")).isNull());
  QCOMPARE(f.stack.index(), before - 1);
  f.stack.redo();
  QCOMPARE(f.design.devicesInRack(f.nvl).size(), 37);

  // A limit the user gave stays, so PL-17 can tell them it is too low.
  Fixture low(kGb300, 100000);
  QCOMPARE(low.design.find<Rack>(low.nvl)->maxPowerW, 100000.0);
}

void TestRackSystems::placementNeedsEveryMemberPart() {
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId row = design.find<Rack>(b.labRack())->rowId;
  RackSystem system = *design.library().findSystem(kGb200);
  system.members[3].partId = QStringLiteral("NO-SUCH-TRAY");
  const QByteArray bytes = DesignFile::toBytes(design);
  try {
    EditTransaction transaction(design, &stack, QStringLiteral("Add rack"));
    RackSystemPlacement::place(transaction, system, row, Rack{});
    transaction.commit();
    QFAIL("a system with a missing member part was placed");
  } catch (const Error& e) {
    QVERIFY2(e.message().contains(QLatin1String("NO-SUCH-TRAY")), qPrintable(e.message()));
  }
  QCOMPARE(DesignFile::toBytes(design), bytes);
}

void TestRackSystems::sizeIsTheProducts() {
  Fixture f;
  const QByteArray bytes = DesignFile::toBytes(f.design);
  RackEditing::RackChange taller;
  taller.heightU = 52;
  try {
    EditTransaction transaction(f.design, &f.stack, QStringLiteral("Edit rack"));
    RackEditing::editRacks(transaction, {f.nvl}, taller);
    transaction.commit();
    QFAIL("a system rack's height was changed");
  } catch (const Error& e) {
    QVERIFY2(e.message().contains(QLatin1String("nvl-01 is a rack-scale system")),
             qPrintable(e.message()));
  }
  QCOMPARE(DesignFile::toBytes(f.design), bytes);
  // Its power limit and name are the user's.
  RackEditing::RackChange limit;
  limit.maxPowerW = 150000;
  EditTransaction transaction(f.design, &f.stack, QStringLiteral("Edit rack"));
  QCOMPARE(RackEditing::editRacks(transaction, {f.nvl}, limit), 1);
  transaction.commit();
  QCOMPARE(f.design.find<Rack>(f.nvl)->maxPowerW, 150000.0);
}

void TestRackSystems::restoreMembersPutsThemBack() {
  Fixture f;
  const ObjectId nvs04 = f.deviceNamed(QStringLiteral("nvl-01-NVS04"));
  f.remove(QStringLiteral("nvl-01-CT03"));              // deleted: comes back new
  f.moveTo(QStringLiteral("nvl-01-NVS04"), f.lab, 20);  // displaced: moved back, same device
  f.remove(QStringLiteral("nvl-01-CT01"));              // its unit then taken: blocked
  f.b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), f.nvl, 5);
  QStringList blocked;
  const auto missing =
      RackSystemPlacement::missingMembers(f.design, *f.design.find<Rack>(f.nvl), &blocked);
  QCOMPARE(missing.size(), 2);
  QCOMPARE(blocked, QStringList{QStringLiteral("CT01")});
  const int before = f.stack.count();
  EditTransaction transaction(f.design, &f.stack, QStringLiteral("Restore"));
  QCOMPARE(RackSystemPlacement::restoreMembers(transaction, f.nvl), 2);
  transaction.commit();
  QCOMPARE(f.stack.count(), before + 1);
  QCOMPARE(f.design.find<Device>(nvs04)->rackId, f.nvl);
  QCOMPARE(f.design.find<Device>(nvs04)->positionU, 13.0 + 3);
  QVERIFY(!f.deviceNamed(QStringLiteral("nvl-01-CT03")).isNull());
  // What is left for PL-11: the leaf inside and the member it keeps out.
  const ValidationResult result = Validator::validateAll(f.design);
  const QVector<Finding> pl11 = rackwright::test::findingsOfRule(result.findings, RuleId::PL11);
  QCOMPARE(pl11.size(), 2);
  f.stack.undo();
  QCOMPARE(f.design.find<Device>(nvs04)->rackId, f.lab);
}

void TestRackSystems::roundTripsAsFormat4() {
  Fixture f;
  QCOMPARE(formatVersionNeeded(f.design), 4);
  const QByteArray bytes = DesignFile::toBytes(f.design);
  QVERIFY(bytes.contains("\"formatVersion\": 4"));
  QVERIFY(bytes.contains("\"system\": \"GB200-NVL72\""));
  // The stream reader (current format) and the tree reader (the migrating one) read the same.
  Design streamed;
  DesignFile::loadFromBytes(bytes, QStringLiteral("nvl.rackwright"), streamed);
  QCOMPARE(streamed.find<Rack>(f.nvl)->systemId, kGb200);
  QCOMPARE(DesignFile::toBytes(streamed), bytes);
  Design tree;
  detail::loadTree(bytes, QStringLiteral("nvl.rackwright"), tree, {});
  QCOMPARE(tree.find<Rack>(f.nvl)->systemId, kGb200);
  QCOMPARE(DesignFile::toBytes(tree), bytes);
  // Without a system rack the design stays in the oldest format that holds it.
  f.stack.undo();
  QCOMPARE(formatVersionNeeded(f.design), 1);
}

void TestRackSystems::rules_data() {
  rackwright::test::addRuleExpectationColumns<Setup>();
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);
  const int absent = -1;
  QTest::newRow("PL-11 pass: the system as placed")
      << Setup([](Fixture&) {}) << "PL-11" << absent << QStringList() << QString();
  QTest::newRow("PL-11 fail: a compute tray taken out")
      << Setup([](Fixture& f) { f.remove(QStringLiteral("nvl-01-CT03")); }) << "PL-11" << error
      << QStringList{QStringLiteral("nvl-01 (NVIDIA DGX GB200 NVL72 rack) lacks CT03"),
                     QStringLiteral("GB200 NVL72 compute tray at U7")}
      << QStringLiteral("nvl-01");
  QTest::newRow("PL-11 fail: the moved tray leaves its place empty")
      << Setup([](Fixture& f) { f.moveTo(QStringLiteral("nvl-01-NVS04"), f.nvl, 40); }) << "PL-11"
      << error << QStringList{QStringLiteral("lacks NVS04")} << QStringLiteral("nvl-01");
  QTest::newRow("PL-11 fail: a leaf switch in the free units")
      << Setup([](Fixture& f) {
           f.b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), f.nvl, 40);
         })
      << "PL-11" << error
      << QStringList{QStringLiteral("leaf-01 sits at U40 of nvl-01"),
                     QStringLiteral("fabric switches go in racks of their own")}
      << QStringLiteral("nvl-01 U40 leaf-01");
  QTest::newRow("PL-11 fail: a compute tray in an ordinary rack")
      << Setup([](Fixture& f) { f.moveTo(QStringLiteral("nvl-01-CT18"), f.lab, 10); }) << "PL-11"
      << error
      << QStringList{QStringLiteral("nvl-01-CT18 (NVIDIA GB200 NVL72 compute tray) is racked in "
                                    "R01, an ordinary rack"),
                     QStringLiteral("NVLink spine")}
      << QStringLiteral("R01 U10 nvl-01-CT18");
  QTest::newRow("PL-11 pass: a spare tray left unracked") << Setup([](Fixture& f) {
    f.b.device(QStringLiteral("spare-tray"), QStringLiteral("GB200-NVL72-COMPUTE-TRAY"), {}, 0);
  }) << "PL-11" << absent << QStringList() << QString();
  QTest::newRow("PL-11 pass: an SN2201 in an ordinary rack is an ordinary switch")
      << Setup([](Fixture& f) {
           f.b.device(QStringLiteral("oob-01"), QStringLiteral("SN2201"), f.lab, 40);
         })
      << "PL-11" << absent << QStringList() << QString();
  QTest::newRow("PL-11 fail: the rack's height changed")
      << Setup([](Fixture& f) { f.setRack([](Rack& r) { r.heightU = 52; }); }) << "PL-11" << error
      << QStringList{QStringLiteral("is 48 U high as the product is; the rack says 52 U")}
      << QStringLiteral("nvl-01");
  QTest::newRow("PL-11 warning: a system this catalog does not know")
      << Setup([](Fixture& f) {
           f.setRack([](Rack& r) { r.systemId = QStringLiteral("VR200-NVL144"); });
         })
      << "PL-11" << warning
      << QStringList{QStringLiteral("\"VR200-NVL144\""),
                     QStringLiteral("a newer Rackwright or the user catalog")}
      << QStringLiteral("nvl-01");
  QTest::newRow("PL-17 pass: the vendor's budget")
      << Setup([](Fixture&) {}) << "PL-17" << absent << QStringList() << QString();
  QTest::newRow("PL-17 fail: a limit below the system's power")
      << Setup([](Fixture& f) { f.setRack([](Rack& r) { r.maxPowerW = 100000; }); }) << "PL-17"
      << error
      << QStringList{QStringLiteral("draws up to 120.00 kW at full load"),
                     QStringLiteral("UNCONFIRMED"), QStringLiteral("limit is 100.00 kW")}
      << QStringLiteral("nvl-01");
  QTest::newRow("PL-17 pass: optics in the trays are in the system's figure")
      << Setup([](Fixture& f) {
           for (int t = 1; t <= 18; ++t) {
             const ObjectId tray =
                 f.deviceNamed(QStringLiteral("nvl-01-CT%1").arg(t, 2, 10, QChar('0')));
             for (const char* cage : {"OSFP-L-P3", "OSFP-L-P4", "OSFP-R-P3", "OSFP-R-P4"})
               f.b.module(QStringLiteral("MMS4X00-NS400"), tray, QLatin1String(cage));
           }
         })
      << "PL-17" << absent << QStringList() << QString();
  QTest::newRow("PL-11 fail: a tray moved within its rack is told its place")
      << Setup([](Fixture& f) { f.moveTo(QStringLiteral("nvl-01-NVS04"), f.nvl, 40); }) << "PL-11"
      << error
      << QStringList{QStringLiteral("nvl-01-NVS04 sits at U40 of nvl-01"),
                     QStringLiteral("its place is U16, as NVS04")}
      << QStringLiteral("nvl-01 U40 nvl-01-NVS04");
  QTest::newRow("PW-03 pass: PL-17 reports a system rack's limit, not PW-03")
      << Setup([](Fixture& f) { f.setRack([](Rack& r) { r.maxPowerW = 100000; }); }) << "PW-03"
      << absent << QStringList() << QString();
}

void TestRackSystems::rules() {
  QFETCH(Setup, setup);
  QFETCH(QString, rule);
  QFETCH(int, severity);
  QFETCH(QStringList, messageParts);
  QFETCH(QString, location);

  Fixture fixture;
  setup(fixture);
  const ValidationResult result = Validator::validateAll(fixture.design);
  if (rule == QLatin1String("PW-03")) {
    // PW-03's informational roll-ups stay; only its limit error is left to PL-17.
    for (const Finding& f : result.findings) {
      QVERIFY2(!(f.rule == rule && f.severity == Severity::Error), qPrintable(f.message()));
    }
    return;
  }
  const QString unmet = rackwright::test::unmetRuleExpectation(
      result, rule, severity < 0 ? std::nullopt : std::optional<Severity>(Severity(severity)),
      messageParts, location);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
  const QString duplicate = rackwright::test::duplicateFindingKey(result.findings);
  QVERIFY2(duplicate.isEmpty(), qPrintable(duplicate));
}

void TestRackSystems::incrementalFollowsSystemEdits() {
  Fixture f;
  IncrementalValidator incremental(f.design);
  incremental.update();
  const auto count = [&](const char* rule) {
    return std::count_if(incremental.findings().cbegin(), incremental.findings().cend(),
                         [&](const Finding& x) { return x.rule == QLatin1String(rule); });
  };
  const auto step = [&](const char* what, int pl11, int pl17) {
    incremental.update();
    QVERIFY2(incremental.findings() == Validator::validateAll(f.design).findings, what);
    QVERIFY2(count("PL-11") == pl11, what);
    QVERIFY2(count("PL-17") == pl17, what);
  };
  step("as placed", 0, 0);
  f.moveTo(QStringLiteral("nvl-01-CT02"), f.lab, 20);  // out of place, and its place empty
  step("tray moved to R01", 2, 0);
  f.stack.undo();
  step("move undone", 0, 0);
  f.setRack([](Rack& r) { r.maxPowerW = 50000; });
  step("limit lowered", 0, 1);
  f.b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), f.nvl, 42);
  step("leaf added inside", 1, 1);
  f.stack.undo();
  f.stack.undo();
  step("both undone", 0, 0);
  f.moveTo(QStringLiteral("nvl-01-CT07"), f.nvl, 44);  // within the rack: out of place
  step("tray moved within the rack", 2, 0);
  f.stack.undo();
  step("in-rack move undone", 0, 0);
  f.setRack([](Rack& r) { r.systemId = QStringLiteral("GB300-NVL72"); });
  // GB200 trays in a GB300 rack: 18 out of place, 18 GB300 trays missing; 142 kW over 120 kW.
  step("system changed", 36, 1);
  f.stack.undo();
  step("system change undone", 0, 0);
}

QTEST_GUILESS_MAIN(TestRackSystems)
#include "tst_racksystems.moc"
