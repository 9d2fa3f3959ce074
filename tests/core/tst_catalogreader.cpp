// The catalog reader and lookups: bad definitions are refused with the file, JSON path, line and
// the accepted spellings; unknown keys warn; generic lengths resolve; user parts never replace
// built-in ones.
#include "core/catalog/catalog.h"
#include "core/common/error.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace rackwright;

// rackwright::toString(enum) returns QString, which hides QTest's char* toString for these
// enums, so they are compared by their catalog spelling.
#define COMPARE_ENUM(actual, expected) QCOMPARE(toString(actual), toString(expected))

namespace {

// A one-part catalog file; the part is written on line 4 so errors must point there.
QString writeCatalog(const QTemporaryDir& dir, const QString& name, const QByteArray& partJson) {
  const QString path = dir.filePath(name);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return {};
  file.write("{\n  \"formatVersion\": 1,\n  \"parts\": [\n    " + partJson + "\n  ]\n}\n");
  return path;
}

const char* kGoodTransceiver =
    R"({"id": "TEST-SR4", "kind": "transceiver", "source": "test", "transceiver": {
        "formFactor": "OSFP", "topStyle": "flat", "lanes": 4, "signalling": "100G-PAM4",
        "fiberClass": "MMF", "reachM": {"OM4": 50}, "opticalPorts": [{"name": "1",
        "connector": "MPO-12", "gender": "male", "polish": "APC", "tx": [1, 2, 3, 4],
        "rx": [12, 11, 10, 9]}]}})";

}  // namespace

class TestCatalogReader : public QObject {
  Q_OBJECT

 private:
  const Catalog& cat() const { return Catalog::builtIn(); }

 private slots:
  // Lookups.
  void lengthLookup_data();
  void lengthLookup();
  void lengthLookupIsCachedAndReparses();
  void splitLengthSuffix_data();
  void splitLengthSuffix();
  void partsSortedAndFilteredByKind();
  void mergeKeepsBuiltInFirst();
  void userCatalogDirIsUnderAppData();

  // The reader.
  void parseErrors_data();
  void parseErrors();
  void parseErrorUsesCallersPath();
  void unknownKeysWarn();
  void networkRolesRead();
  void invalidJsonNamesLine();
  void bytesReadLikeTheFile();
  void newerFormatVersionRefused();
  void brokenFileDoesNotStopFolder();
};

void TestCatalogReader::lengthLookup_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<bool>("found");
  QTest::addColumn<double>("lengthM");
  QTest::newRow("40 m OM4") << "GEN-MPO12-APC-TYPEB-OM4:40m" << true << 40.0;
  QTest::newRow("fractional") << "GEN-LC-UPC-AB-OS2:2.5m" << true << 2.5;
  QTest::newRow("at minimum") << "GEN-MPO12-APC-TYPEB-OM4:0.5m" << true << 0.5;
  QTest::newRow("at maximum") << "GEN-MPO12-APC-TYPEB-OM4:300m" << true << 300.0;
  QTest::newRow("trunk") << "GEN-MPO12-APC-TRUNK-TYPEB-OS2:150m" << true << 150.0;
  QTest::newRow("below minimum") << "GEN-MPO12-APC-TYPEB-OM4:0.1m" << false << 0.0;
  QTest::newRow("above maximum") << "GEN-MPO12-APC-TYPEB-OM4:5000m" << false << 0.0;
  QTest::newRow("fixed-length part") << "MFP7E10-N030:40m" << false << 0.0;
  QTest::newRow("unknown base") << "GEN-NOPE:10m" << false << 0.0;
  QTest::newRow("no unit") << "GEN-MPO12-APC-TYPEB-OM4:40" << false << 0.0;
  QTest::newRow("plain generic") << "GEN-MPO12-APC-TYPEB-OM4" << true << 0.0;
  QTest::newRow("fixed variant") << "MFP7E10-N030" << true << 30.0;
}

void TestCatalogReader::lengthLookup() {
  QFETCH(QString, id);
  QFETCH(bool, found);
  QFETCH(double, lengthM);
  const PartPtr part = cat().find(id);
  QCOMPARE(bool(part), found);
  QCOMPARE(cat().contains(id), found);
  if (!part)
    return;
  QCOMPARE(part->id, id);
  QCOMPARE(part->lengthM, lengthM);
}

void TestCatalogReader::lengthLookupIsCachedAndReparses() {
  const QString id = QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:40m");
  const PartPtr first = cat().find(id);
  QCOMPARE(cat().find(id).get(), first.get());
  QCOMPARE(cat().find(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:40.0m")).get(), first.get());
  QCOMPARE(first->family, QStringLiteral("GEN-MPO12-APC-TYPEB-OM4"));
  QVERIFY(first->lengthSelectable);
  QCOMPARE(first->fiber()->paths, cat().find(first->family)->fiber()->paths);
  QCOMPARE(cat().origin(id), Catalog::Origin::BuiltIn);
  // A design embeds the definition; reading it back gives the same part.
  QStringList warnings;
  const QVector<PartPtr> again =
      Catalog::parsePartDefinition(first->definition, {}, QStringLiteral("$"), &warnings);
  QVERIFY(warnings.isEmpty());
  QCOMPARE(again.size(), 1);
  QVERIFY(*again.constFirst() == *first);
  // The base part itself is untouched.
  QCOMPARE(cat().find(first->family)->lengthM, 0.0);
}

void TestCatalogReader::splitLengthSuffix_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<bool>("ok");
  QTest::addColumn<QString>("base");
  QTest::addColumn<double>("lengthM");
  QTest::newRow("whole") << "GEN-X:40m" << true << "GEN-X" << 40.0;
  QTest::newRow("decimal") << "GEN-X:2.5m" << true << "GEN-X" << 2.5;
  QTest::newRow("none") << "GEN-X" << false << QString() << 0.0;
  QTest::newRow("no unit") << "GEN-X:40" << false << QString() << 0.0;
  QTest::newRow("negative") << "GEN-X:-4m" << false << QString() << 0.0;
}

void TestCatalogReader::splitLengthSuffix() {
  QFETCH(QString, id);
  QFETCH(bool, ok);
  QFETCH(QString, base);
  QFETCH(double, lengthM);
  QString gotBase;
  double gotLength = 0;
  QCOMPARE(Catalog::splitLengthSuffix(id, &gotBase, &gotLength), ok);
  if (!ok)
    return;
  QCOMPARE(gotBase, base);
  QCOMPARE(gotLength, lengthM);
  QCOMPARE(Catalog::lengthId(base, lengthM), id);
}

void TestCatalogReader::partsSortedAndFilteredByKind() {
  const QVector<PartPtr> all = cat().parts();
  QCOMPARE(all.size(), cat().size());
  QVERIFY(std::is_sorted(all.begin(), all.end(),
                         [](const PartPtr& a, const PartPtr& b) { return a->id < b->id; }));
  int total = 0;
  for (PartKind kind :
       {PartKind::Switch, PartKind::Server, PartKind::Adapter, PartKind::Transceiver,
        PartKind::Cable, PartKind::Fiber, PartKind::Panel, PartKind::Other}) {
    for (const PartPtr& part : cat().parts(kind))
      COMPARE_ENUM(part->kind, kind);
    total += cat().parts(kind).size();
  }
  QCOMPARE(total, cat().size());
}

void TestCatalogReader::mergeKeepsBuiltInFirst() {
  QTemporaryDir dir;
  const QByteArray user = QByteArray(kGoodTransceiver).replace("TEST-SR4", "QM9700");
  writeCatalog(dir, QStringLiteral("a.json"), user);
  writeCatalog(dir, QStringLiteral("b.json"), kGoodTransceiver);
  Catalog catalog;
  catalog.merge(cat());
  QCOMPARE(catalog.size(), cat().size());
  QStringList warnings;
  catalog.loadFolder(dir.path(), Catalog::Origin::User, &warnings);
  QCOMPARE(warnings.size(), 1);
  QVERIFY2(warnings.constFirst().contains(
               QStringLiteral("a.json:4: $.parts[0]: the id \"QM9700\" is already in the catalog")),
           qPrintable(warnings.constFirst()));
  COMPARE_ENUM(catalog.find(QStringLiteral("QM9700"))->kind, PartKind::Switch);
  QCOMPARE(catalog.origin(QStringLiteral("QM9700")), Catalog::Origin::BuiltIn);
  QCOMPARE(catalog.origin(QStringLiteral("TEST-SR4")), Catalog::Origin::User);
  QCOMPARE(catalog.size(), cat().size() + 1);
  QVERIFY(!catalog.add(catalog.find(QStringLiteral("TEST-SR4")), Catalog::Origin::Embedded));
}

void TestCatalogReader::userCatalogDirIsUnderAppData() {
  const QString name = QCoreApplication::applicationName();
  QCoreApplication::setApplicationName(QStringLiteral("Rackwright"));
  const QString dir = Catalog::userCatalogDir();
  QCoreApplication::setApplicationName(name);
  QVERIFY2(dir.endsWith(QStringLiteral("/Rackwright/catalog")), qPrintable(dir));
}

void TestCatalogReader::parseErrors_data() {
  QTest::addColumn<QByteArray>("json");
  QTest::addColumn<QString>("where");
  QTest::addColumn<QString>("problem");
  const QByteArray good(kGoodTransceiver);
  QTest::newRow("bad polish") << QByteArray(good).replace("\"APC\"", "\"XYZ\"")
                              << "$.parts[0].transceiver.opticalPorts[0].polish"
                              << "expected one of APC, UPC, none; got \"XYZ\"";
  QTest::newRow("missing source") << QByteArray(good).replace("\"source\": \"test\", ", "")
                                  << "$.parts[0].source"
                                  << "required value is missing";
  QTest::newRow("unknown kind")
      << QByteArray(good).replace("\"kind\": \"transceiver\"", "\"kind\": \"router\"")
      << "$.parts[0].kind"
      << "expected one of switch, server, adapter, transceiver, cable, fiber, panel, other; got "
         "\"router\"";
  QTest::newRow("tx beyond connector") << QByteArray(good).replace("[1, 2, 3, 4]", "[1, 13, 3, 4]")
                                       << "$.parts[0].transceiver.opticalPorts[0].tx[1]"
                                       << "expected a whole number from 1 to 12; got the number 13";
  QTest::newRow("lanes as text") << QByteArray(good).replace("\"lanes\": 4", "\"lanes\": \"four\"")
                                 << "$.parts[0].transceiver.lanes"
                                 << "expected a whole number; got \"four\"";
  QTest::newRow("unknown grade") << QByteArray(good).replace("\"OM4\": 50", "\"OM9\": 50")
                                 << "$.parts[0].transceiver.reachM.OM9"
                                 << "expected one of OM3, OM4, OM5, OS2, none; got \"OM9\"";
  QTest::newRow("body of another kind")
      << QByteArray(good).replace("\"transceiver\": {", "\"fiber\": {") << "$.parts[0].fiber"
      << "a transceiver part is described by \"transceiver\"; got \"fiber\"";
  QTest::newRow("two bodies")
      << QByteArray(
             R"({"id": "X", "kind": "panel", "source": "s", "coupler": {"connector": "LC-duplex"}, "device": {"role": "patch-panel"}})")
      << "$.parts[0]"
      << "a panel part needs exactly one body, \"device\" or \"coupler\"; found device, coupler";
  QTest::newRow("lane carried by nobody")
      << QByteArray(
             R"({"id": "X", "kind": "cable", "source": "s", "assembly": {"type": "DAC", "signalling": "100G-PAM4", "ends": [{"name": "A", "formFactor": "OSFP", "lanes": [1, 2, 3, 4]}, {"name": "B", "formFactor": "OSFP", "lanes": [1, 2, 3]}]}})")
      << "$.parts[0].assembly.ends"
      << "head lane 4 is carried by no other end";
  QTest::newRow("lane carried twice")
      << QByteArray(
             R"({"id": "X", "kind": "cable", "source": "s", "assembly": {"type": "DAC", "signalling": "100G-PAM4", "ends": [{"name": "A", "formFactor": "OSFP", "lanes": [1, 2]}, {"name": "B1", "formFactor": "OSFP", "lanes": [1, 2]}, {"name": "B2", "formFactor": "OSFP", "lanes": [2]}]}})")
      << "$.parts[0].assembly.ends[2].lanes"
      << "head lane 2 is carried by more than one end";
  const QByteArray dac(
      R"({"id": "X", "kind": "cable", "source": "s", "assembly": {"type": "DAC", "signalling": ["50G-PAM4", "25G-NRZ"], "ends": [{"name": "A", "formFactor": "QSFP56", "lanes": [1, 2, 3, 4]}, {"name": "B", "formFactor": "QSFP56", "lanes": [1, 2, 3, 4]}]}})");
  QTest::newRow("signalling family listed twice")
      << QByteArray(dac).replace("\"25G-NRZ\"]", "\"50G-PAM4\"]")
      << "$.parts[0].assembly.signalling[1]"
      << "signalling family \"50G-PAM4\" is listed twice";
  QTest::newRow("empty signalling list")
      << QByteArray(dac).replace("[\"50G-PAM4\", \"25G-NRZ\"]", "[]")
      << "$.parts[0].assembly.signalling"
      << "expected at least one signalling family";
  QTest::newRow("unknown family in the list")
      << QByteArray(dac).replace("\"25G-NRZ\"]", "\"25G\"]") << "$.parts[0].assembly.signalling[1]"
      << "expected one of 25G-NRZ";
  const QByteArray cord(
      R"({"id": "X", "kind": "fiber", "source": "s", "lengthSelectable": true, "minLengthM": 1, "maxLengthM": 100, "fiber": {"construction": "cord", "grade": "OM4", "fiberClass": "MMF", "ends": [{"name": "A", "connector": "MPO-12", "gender": "female"}, {"name": "B", "connector": "MPO-12", "gender": "female"}], "map": "reverse"}})");
  QTest::newRow("unknown map preset")
      << QByteArray(cord).replace("\"reverse\"", "\"twisted\"") << "$.parts[0].fiber.map"
      << "expected one of identity, reverse, pairswap or a list of [fromEnd, fromPosition, "
         "toEnd, toPosition]; got \"twisted\"";
  QTest::newRow("map to unknown end")
      << QByteArray(cord).replace("\"reverse\"", "[[\"A\", 1, \"C\", 1]]")
      << "$.parts[0].fiber.map[0]"
      << "expected one of the end names";
  QTest::newRow("map position twice")
      << QByteArray(cord).replace("\"reverse\"", "[[\"A\", 1, \"B\", 12], [\"A\", 1, \"B\", 11]]")
      << "$.parts[0].fiber.map[1]"
      << "position 1 of end \"A\" is used by two paths";
  QTest::newRow("bad gender") << QByteArray(cord).replace("\"female\"}, {\"name\": \"B\"",
                                                          "\"pinned\"}, {\"name\": \"B\"")
                              << "$.parts[0].fiber.ends[0].gender"
                              << "expected one of male, female, none; got \"pinned\"";
  QTest::newRow("inverted length range")
      << QByteArray(cord).replace("\"maxLengthM\": 100", "\"maxLengthM\": 0.5")
      << "$.parts[0].maxLengthM"
      << "expected a maximum length above minLengthM (1 m); got 0.5 m";
  QTest::newRow("range without selectable")
      << QByteArray(cord).replace("\"lengthSelectable\": true, ", "") << "$.parts[0].minLengthM"
      << "a length range needs \"lengthSelectable\": true";
  QTest::newRow("variant without length")
      << QByteArray(cord)
             .replace("\"lengthSelectable\": true, \"minLengthM\": 1, \"maxLengthM\": 100, ", "")
             .replace("\"source\": \"s\"",
                      "\"source\": \"s\", \"variants\": [{\"id\": \"X-1\", \"lengthM\": 1}, "
                      "{\"id\": \"X-2\"}]")
      << "$.parts[0].variants[1].lengthM"
      << "required value is missing";
  QTest::newRow("variant id twice")
      << QByteArray(cord)
             .replace("\"lengthSelectable\": true, \"minLengthM\": 1, \"maxLengthM\": 100, ", "")
             .replace("\"source\": \"s\"",
                      "\"source\": \"s\", \"variants\": [{\"id\": \"X-1\", \"lengthM\": 1}, "
                      "{\"id\": \"X-1\", \"lengthM\": 2}]")
      << "$.parts[0].variants[1].id"
      << "variant id \"X-1\" is used twice";
  const QByteArray device(
      R"({"id": "X", "kind": "switch", "source": "s", "device": {"role": "switch", "uHeight": 1, "cageGroups": [{"count": 4, "name": "OSFP{n}", "layout": {"x0": 10, "dx": 25}, "formFactor": "OSFP", "twinPort": true, "lanes": 8}]}})");
  QTest::newRow("group name without {n}")
      << QByteArray(device).replace("OSFP{n}", "OSFP") << "$.parts[0].device.cageGroups[0].name"
      << "a group's name needs the number placeholder {n}, e.g. \"OSFP{n}\"; got \"OSFP\"";
  QTest::newRow("bad cage form factor")
      << QByteArray(device).replace("\"formFactor\": \"OSFP\"", "\"formFactor\": \"OSFP-XD\"")
      << "$.parts[0].device.cageGroups[0].formFactor"
      << "expected one of OSFP, QSFP112, QSFP56, QSFP28, QSFP-DD, QSFP-DD800, SFP28, SFP, RJ45, "
         "unknown; got \"OSFP-XD\"";
  QTest::newRow("twin cage with three ports")
      << QByteArray(device).replace(
             "\"lanes\": 8", "\"lanes\": 8, \"logicalPorts\": [\"a{n}\", \"b{n}\", \"c{n}\"]")
      << "$.parts[0].device.cageGroups[0].logicalPorts"
      << "a twin-port cage carries exactly two logical ports; got 3";
  QTest::newRow("duplicate logical port")
      << QByteArray(device).replace("\"lanes\": 8",
                                    "\"lanes\": 8, \"logicalPorts\": [\"P/1\", \"P{n}/2\"]")
      << "$.parts[0].device.cageGroups[0]"
      << "logical port \"P/1\" is used twice in this device";
  QTest::newRow("half-height units")
      << QByteArray(device).replace("\"uHeight\": 1", "\"uHeight\": 1.3")
      << "$.parts[0].device.uHeight"
      << "expected whole or half rack units; got 1.3";
  QTest::newRow("bad layout order")
      << QByteArray(device).replace("\"dx\": 25", "\"dx\": 25, \"order\": \"diagonal\"")
      << "$.parts[0].device.cageGroups[0].layout.order"
      << "expected one of row-major, column-major; got \"diagonal\"";
  QTest::newRow("malformed network key")
      << QByteArray(device).replace("\"lanes\": 8", "\"lanes\": 8, \"networks\": [\"Compute\"]")
      << "$.parts[0].device.cageGroups[0].networks[0]"
      << "\"Compute\" is not a network key: use a lower-case letter";
  QTest::newRow("network listed twice")
      << QByteArray(device).replace("\"lanes\": 8",
                                    "\"lanes\": 8, \"networks\": [\"storage\", \"storage\"]")
      << "$.parts[0].device.cageGroups[0].networks[1]"
      << "the network \"storage\" is listed twice";
  QTest::newRow("one rail for a twin-port cage")
      << QByteArray(device).replace("\"lanes\": 8", "\"lanes\": 8, \"rails\": [3]")
      << "$.parts[0].device.cageGroups[0].rails"
      << "give one rail per logical port (2: OSFP1/1, OSFP1/2); got 1";
  QTest::newRow("rail 0") << QByteArray(device).replace("\"lanes\": 8",
                                                        "\"lanes\": 8, \"rails\": [0, 1]")
                          << "$.parts[0].device.cageGroups[0].rails[0]"
                          << "expected a whole number from 1 to 64; got";
  const QByteArray panel(
      R"({"id": "X", "kind": "panel", "source": "s", "device": {"role": "patch-panel", "panelPorts": [{"name": "F1", "connector": "MPO-12", "rearPort": "R1", "rearPositions": "identity"}, {"name": "R1", "face": "rear", "connector": "MPO-12"}]}})");
  QTest::newRow("missing rear port")
      << QByteArray(panel).replace("\"rearPort\": \"R1\"", "\"rearPort\": \"R9\"")
      << "$.parts[0].device.panelPorts[0].rearPort"
      << "port \"F1\" names rear port \"R9\", which this device does not have";
  QTest::newRow("rear position beyond port")
      << QByteArray(panel).replace("\"rearPositions\": \"identity\"",
                                   "\"rearPositions\": [1,2,3,4,5,6,7,8,9,10,11,13]")
      << "$.parts[0].device.panelPorts[0].rearPositions"
      << "rear port \"R1\" has 12 positions; got position 13";
  QTest::newRow("coupler map not a permutation")
      << QByteArray(
             R"({"id": "X", "kind": "panel", "source": "s", "coupler": {"connector": "LC-duplex", "map": [1, 1]}})")
      << "$.parts[0].coupler.map"
      << "expected each side-2 position 1 to 2 exactly once";
  QTest::newRow("id with space") << QByteArray(good).replace("TEST-SR4", "TEST SR4")
                                 << "$.parts[0].id"
                                 << "expected an id without spaces; got \"TEST SR4\"";
}

void TestCatalogReader::parseErrors() {
  QFETCH(QByteArray, json);
  QFETCH(QString, where);
  QFETCH(QString, problem);
  QVERIFY2(QJsonDocument::fromJson(json).isObject(), json.constData());
  QTemporaryDir dir;
  const QString path = writeCatalog(dir, QStringLiteral("bad.json"), json);
  Catalog catalog;
  QStringList warnings;
  try {
    catalog.loadFile(path, Catalog::Origin::User, &warnings);
    QFAIL("expected a ParseError");
  } catch (const ParseError& e) {
    QCOMPARE(e.file(), path);
    QCOMPARE(e.where(), where);
    QVERIFY2(e.problem().startsWith(problem), qPrintable(e.problem()));
    QCOMPARE(e.line(), 4);  // the line of the part's id
    QVERIFY(e.message().startsWith(QStringLiteral("%1:4: %2: ").arg(path, where)));
  }
  QCOMPARE(catalog.size(), 0);
}

void TestCatalogReader::parseErrorUsesCallersPath() {
  const QJsonObject json =
      QJsonDocument::fromJson(QByteArray(kGoodTransceiver).replace("\"source\": \"test\", ", ""))
          .object();
  try {
    Catalog::parsePartDefinition(json, QStringLiteral("pod.rackwright"),
                                 QStringLiteral("$.catalog[\"TEST-SR4\"]"), nullptr);
    QFAIL("expected a ParseError");
  } catch (const ParseError& e) {
    QCOMPARE(e.message(),
             QStringLiteral(
                 "pod.rackwright: $.catalog[\"TEST-SR4\"].source: required value is missing"));
  }
}

void TestCatalogReader::unknownKeysWarn() {
  QTemporaryDir dir;
  const QByteArray json = QByteArray(kGoodTransceiver)
                              .replace("\"name\": \"1\"", "\"name\": \"1\", \"colour\": \"green\"")
                              .replace("\"source\": \"test\"",
                                       "\"source\": \"test\", \"notes\": \"x\", \"unconfirmed\": "
                                       "{\"transceiver.colour\": \"why\"}");
  const QString path = writeCatalog(dir, QStringLiteral("warn.json"), json);
  Catalog catalog;
  QStringList warnings;
  catalog.loadFile(path, Catalog::Origin::User, &warnings);
  QVERIFY(catalog.contains(QStringLiteral("TEST-SR4")));
  QCOMPARE(warnings.size(), 3);
  const QString all = warnings.join('\n');
  QVERIFY2(all.contains(path +
                        ":4: $.parts[0].transceiver.opticalPorts[0].colour: unknown key, ignored"),
           qPrintable(all));
  QVERIFY2(all.contains(path + ":4: $.parts[0].notes: unknown key, ignored"), qPrintable(all));
  QVERIFY2(all.contains(
               "$.parts[0].unconfirmed.transceiver.colour: \"transceiver.colour\" is not a field"),
           qPrintable(all));
}

void TestCatalogReader::networkRolesRead() {
  // Roles and rails are read per cage; a key that is not built in loads with a warning.
  const QByteArray json(
      R"({"id": "X", "kind": "server", "source": "s", "device": {"role": "server", "uHeight": 1, "cages": [{"name": "C1", "formFactor": "OSFP", "twinPort": true, "lanes": 8, "networks": ["compute"], "rails": [2, 1]}, {"name": "M", "formFactor": "RJ45", "networks": ["oob", "backup"]}, {"name": "L", "formFactor": "RJ45", "leaveUnwired": true}]}})");
  QTemporaryDir dir;
  Catalog catalog;
  QStringList warnings;
  catalog.loadFile(writeCatalog(dir, QStringLiteral("roles.json"), json), Catalog::Origin::User,
                   &warnings);
  const PartPtr part = catalog.find(QStringLiteral("X"));
  QVERIFY(part);
  QCOMPARE(part->device()->cage(QStringLiteral("C1"))->networks, QStringList{"compute"});
  QCOMPARE(part->device()->cage(QStringLiteral("C1"))->rails, (QVector<int>{2, 1}));
  QCOMPARE(part->device()->cage(QStringLiteral("M"))->networks, (QStringList{"oob", "backup"}));
  QVERIFY(part->device()->cage(QStringLiteral("L"))->leaveUnwired);
  QVERIFY(part->device()->cage(QStringLiteral("L"))->networks.isEmpty());
  QCOMPARE(warnings.size(), 1);
  QVERIFY2(warnings.front().contains(QStringLiteral("$.parts[0].device.cages[1].networks[1]: "
                                                    "\"backup\" is not a built-in network")),
           qPrintable(warnings.front()));
  // The definition reads back to the same part (a design embeds it).
  QStringList again;
  const QVector<PartPtr> reparsed =
      Catalog::parsePartDefinition(part->definition, {}, QStringLiteral("$"), &again);
  QCOMPARE(reparsed.size(), 1);
  QVERIFY(*reparsed.constFirst() == *part);
}

void TestCatalogReader::invalidJsonNamesLine() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("broken.json"));
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write("{\n  \"formatVersion\": 1,\n  \"parts\": [ {\"id\": \"A\",, } ]\n}\n");
  file.close();
  Catalog catalog;
  try {
    catalog.loadFile(path, Catalog::Origin::User, nullptr);
    QFAIL("expected a ParseError");
  } catch (const ParseError& e) {
    QCOMPARE(e.line(), 3);
    QVERIFY2(e.problem().startsWith(QStringLiteral("not valid JSON: ")), qPrintable(e.problem()));
  }
}

void TestCatalogReader::bytesReadLikeTheFile() {
  // The bytes entry point is the file reader without the file: same parts, same messages.
  const QString path = QStringLiteral(":/catalog/other.json");
  QFile file(path);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QByteArray bytes = file.readAll();
  Catalog fromFile;
  Catalog fromBytes;
  QStringList fileWarnings;
  QStringList bytesWarnings;
  fromFile.loadFile(path, Catalog::Origin::User, &fileWarnings);
  fromBytes.loadBytes(bytes, path, Catalog::Origin::User, &bytesWarnings);
  QVERIFY(fromBytes.size() > 0);
  QCOMPARE(fromBytes.size(), fromFile.size());
  for (const PartPtr& part : fromFile.parts())
    QCOMPARE(fromBytes.find(part->id)->definition, part->definition);
  QCOMPARE(bytesWarnings, fileWarnings);
  try {
    Catalog().loadBytes("{\n  \"parts\": []\n}", QStringLiteral("memory.json"),
                        Catalog::Origin::User, nullptr);
    QFAIL("expected a ParseError");
  } catch (const ParseError& e) {
    QCOMPARE(e.file(), QStringLiteral("memory.json"));
    QCOMPARE(e.where(), QStringLiteral("$.formatVersion"));
  }
}

void TestCatalogReader::newerFormatVersionRefused() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("future.json"));
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(R"({"formatVersion": 2, "parts": []})");
  file.close();
  Catalog catalog;
  try {
    catalog.loadFile(path, Catalog::Origin::User, nullptr);
    QFAIL("expected a ParseError");
  } catch (const ParseError& e) {
    QCOMPARE(e.where(), QStringLiteral("$.formatVersion"));
    QCOMPARE(e.problem(), QStringLiteral("format version 2 is newer than this version of "
                                         "Rackwright reads (1); update Rackwright"));
  }
}

void TestCatalogReader::brokenFileDoesNotStopFolder() {
  QTemporaryDir dir;
  writeCatalog(dir, QStringLiteral("1-broken.json"),
               QByteArray(kGoodTransceiver).replace("\"flat\"", "\"round\""));
  writeCatalog(dir, QStringLiteral("2-good.json"),
               QByteArray(kGoodTransceiver).replace("TEST-SR4", "TEST-OK"));
  QFile(dir.filePath(QStringLiteral("ignored.txt"))).open(QIODevice::WriteOnly);
  Catalog catalog;
  QStringList warnings;
  catalog.loadFolder(dir.path(), Catalog::Origin::User, &warnings);
  QCOMPARE(catalog.size(), 1);
  QVERIFY(catalog.contains(QStringLiteral("TEST-OK")));
  QCOMPARE(warnings.size(), 1);
  QVERIFY2(warnings.constFirst().contains(
               QStringLiteral("1-broken.json:4: $.parts[0].transceiver.topStyle: expected one of "
                              "finned, flat, n/a; got \"round\"")),
           qPrintable(warnings.constFirst()));
}

QTEST_GUILESS_MAIN(TestCatalogReader)
#include "tst_catalogreader.moc"
