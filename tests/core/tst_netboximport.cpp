// NetBox device-type import: every file of the shared NetBox sample imports (and loads back
// through the catalog) or is refused naming file and key; facts of well-known devices; the
// assumptions the importer reports; and refusals of broken YAML with the messages users see.
#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "core/geometry/zeroumount.h"
#include "core/import/netbox/netboximport.h"
#include "core/import/netbox/netboxinterfacetypes.h"
#include "support/testsupport.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRectF>
#include <QTemporaryDir>
#include <QTest>

using rackwright::Catalog;
using rackwright::NetBoxImporter;
using rackwright::NetBoxImportResult;
using rackwright::ParseError;
using rackwright::PartPtr;

namespace {

QString sample(const QString& relative) {
  return rackwright::test::testData(QStringLiteral("netbox-devicetypes/") + relative);
}

NetBoxImportResult importSample(const QString& relative) {
  return NetBoxImporter().importFile(sample(relative));
}

QJsonObject deviceOf(const NetBoxImportResult& r) {
  return r.part.value(QStringLiteral("device")).toObject();
}

QJsonArray listOf(const NetBoxImportResult& r, const char* key) {
  return deviceOf(r).value(QLatin1String(key)).toArray();
}

QJsonObject byName(const QJsonArray& list, const QString& name) {
  for (const QJsonValue& v : list) {
    if (v.toObject().value(QStringLiteral("name")).toString() == name)
      return v.toObject();
  }
  return {};
}

int countWhere(const QJsonArray& list, const char* key, const QString& value) {
  int n = 0;
  for (const QJsonValue& v : list)
    n += v.toObject().value(QLatin1String(key)).toString() == value;
  return n;
}

/// The first warning containing every fragment, or an empty string.
QString warningWith(const QStringList& warnings, const QStringList& fragments) {
  for (const QString& w : warnings) {
    bool all = true;
    for (const QString& f : fragments)
      all = all && w.contains(f);
    if (all)
      return w;
  }
  return {};
}

QStringList discoverSamples() {
  QStringList files;
  QDirIterator it(sample(QString()), QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext())
    files << it.next();
  std::sort(files.begin(), files.end());
  return files;
}

bool isYaml(const QString& path) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  return suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
}

}  // namespace

class TestNetBoxImport : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase();
  void sampleIsComplete();
  void everySampleFile_data();
  void everySampleFile();
  void everyNetBoxInterfaceTypeIsKnown();
  void qm9700TwinPortCages();
  void sn5600OsfpCages();
  void lcPatchPanelMapsFrontToRear();
  void transceiverModuleType();
  void adapterModuleWithUnknownInterfaceType();
  void managementSwitchAndAssumedManagementPort();
  void consolePortsAreSerialCages();
  void pathWithSpaces();
  void pduCountsPowerOutlets();
  void halfUnitAndZeroUnit();
  void weightUnits_data();
  void weightUnits();
  void quirksBecomeWarnings();
  void splitNotationAndUnclearPairs();
  void mpoCassetteMapsPositions();
  void refusals_data();
  void refusals();
  void catalogFileName();

 private:
  QString writeYaml(const QString& name, const QByteArray& text);
  PartPtr loadBack(const NetBoxImportResult& result, QStringList* loaderWarnings);

  QTemporaryDir mTemp;
  int mWritten = 0;
};

void TestNetBoxImport::initTestCase() {
  QVERIFY(mTemp.isValid());
}

QString TestNetBoxImport::writeYaml(const QString& name, const QByteArray& text) {
  const QString path = mTemp.filePath(name);
  QDir().mkpath(QFileInfo(path).path());
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return {};
  file.write(text);
  return path;
}

PartPtr TestNetBoxImport::loadBack(const NetBoxImportResult& result, QStringList* loaderWarnings) {
  // Each result gets its own folder so that parts with equal ids never meet.
  const QString dir = mTemp.filePath(QStringLiteral("catalog %1").arg(++mWritten));
  const QString written = NetBoxImporter::writeToCatalog(result, dir);
  if (!QFileInfo(written).isFile() || QFileInfo(written).path() != dir)
    return nullptr;
  Catalog catalog;
  catalog.loadFile(written, Catalog::Origin::User, loaderWarnings);
  return catalog.find(result.id);
}

void TestNetBoxImport::sampleIsComplete() {
  // New files dropped into the sample are picked up by everySampleFile(); this guards against
  // the sample silently going missing.
  const QStringList files = discoverSamples();
  const auto yaml = std::count_if(files.cbegin(), files.cend(), isYaml);
  QVERIFY2(files.size() >= 34, qPrintable(QString::number(files.size())));
  QVERIFY2(yaml >= 27, qPrintable(QString::number(yaml)));
}

void TestNetBoxImport::everySampleFile_data() {
  QTest::addColumn<QString>("path");
  const QString root = sample(QString());
  for (const QString& path : discoverSamples()) {
    QTest::newRow(qPrintable(QDir(root).relativeFilePath(path))) << path;
  }
}

void TestNetBoxImport::everySampleFile() {
  QFETCH(QString, path);
  const QString fileName = QFileInfo(path).fileName();
  if (!isYaml(path)) {
    // Schema files and their README are not device types: refused, naming the file and where.
    try {
      NetBoxImporter().importFile(path);
      QFAIL("a non-YAML sample file was imported");
    } catch (const ParseError& e) {
      QVERIFY2(e.message().contains(fileName), qPrintable(e.message()));
      QVERIFY2(!e.where().isEmpty() || e.line() > 0, qPrintable(e.message()));
      if (QFileInfo(path).suffix() == QLatin1String("md")) {
        QVERIFY2(e.message().contains(QStringLiteral("is this a NetBox device-type file?")),
                 qPrintable(e.message()));
      }
      if (QFileInfo(path).suffix() == QLatin1String("json")) {
        QVERIFY2(e.message().contains(QStringLiteral("JSON schema")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(e.where()), qPrintable(e.message()));
      }
    }
    return;
  }
  // Every real device-type file imports; its quirks become warnings, not refusals.
  NetBoxImportResult result;
  try {
    result = NetBoxImporter().importFile(path);
  } catch (const ParseError& e) {
    QFAIL(qPrintable(QStringLiteral("refused: ") + e.message()));
  }
  QVERIFY(!result.id.isEmpty());
  QVERIFY(!result.id.contains(QLatin1Char(' ')));
  const QString source = result.part.value(QStringLiteral("source")).toString();
  QCOMPARE(source,
           QStringLiteral("NetBox device-type library: %1/%2").arg(result.manufacturer, fileName));
  QVERIFY(result.part.contains(QStringLiteral("unconfirmed")));

  QStringList loaderWarnings;
  PartPtr part;
  try {
    part = loadBack(result, &loaderWarnings);
  } catch (const rackwright::Error& e) {
    QFAIL(qPrintable(QStringLiteral("written part does not load: ") + e.message()));
  }
  QVERIFY(part);
  QVERIFY2(loaderWarnings.isEmpty(), qPrintable(loaderWarnings.join(QLatin1Char('\n'))));
  QCOMPARE(part->manufacturer, result.manufacturer);
  QCOMPARE(part->model, result.model);
  if (part->device()) {
    // The generic grid keeps every cage on the panel and apart from the others.
    QVector<QRectF> taken;
    const double height =
        part->device()->uHeight > 0 ? part->device()->uHeight * 44.45 : part->device()->heightMm;
    for (const auto& cage : part->device()->cages) {
      const QRectF r(cage.positionMm, cage.sizeMm);
      QVERIFY2(r.right() <= part->device()->widthMm && r.bottom() <= height, qPrintable(cage.name));
      for (const QRectF& other : taken)
        QVERIFY2(!other.intersects(r), qPrintable(cage.name));
      taken << r;
    }
  }
}

void TestNetBoxImport::everyNetBoxInterfaceTypeIsKnown() {
  // The library's generated schema lists NetBox's interface types; each must be in the table.
  QFile file(sample(QStringLiteral("_schema/generated_schema.json")));
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QJsonArray types = QJsonDocument::fromJson(file.readAll())
                               .object()["definitions"]
                               .toObject()["interface"]
                               .toObject()["properties"]
                               .toObject()["type"]
                               .toObject()["enum"]
                               .toArray();
  QVERIFY(types.size() > 100);
  for (const QJsonValue& type : types) {
    QVERIFY2(rackwright::netbox::interfaceType(type.toString()).known, qPrintable(type.toString()));
  }
  QCOMPARE(rackwright::netbox::knownInterfaceTypes().size(), types.size());
  const auto osfp = rackwright::netbox::interfaceType(QStringLiteral("800gbase-x-osfp"));
  QCOMPARE(rackwright::toString(osfp.formFactor), QStringLiteral("OSFP"));
  QCOMPARE(osfp.lanes, 8);
  QCOMPARE(rackwright::toString(osfp.signalling), QStringLiteral("100G-PAM4"));
  const auto qsfp112 = rackwright::netbox::interfaceType(QStringLiteral("400gbase-x-qsfp112"));
  QCOMPARE(rackwright::toString(qsfp112.formFactor), QStringLiteral("QSFP112"));
  QCOMPARE(qsfp112.lanes, 4);
  const auto ndr = rackwright::netbox::interfaceType(QStringLiteral("infiniband-ndr"));
  QVERIFY(ndr.formFactorAssumed);
  QVERIFY(ndr.protocol == rackwright::Protocol::InfiniBand);
  QVERIFY(rackwright::netbox::interfaceType(QStringLiteral("lag")).cls ==
          rackwright::netbox::InterfaceClass::Logical);
}

void TestNetBoxImport::qm9700TwinPortCages() {
  const NetBoxImportResult r = importSample(QStringLiteral("Nvidia/QM9700.yaml"));
  QCOMPARE(r.id, QStringLiteral("QM9700"));
  QCOMPARE(r.part.value(QStringLiteral("kind")).toString(), QStringLiteral("switch"));
  const QJsonObject device = deviceOf(r);
  QCOMPARE(device.value(QStringLiteral("role")).toString(), QStringLiteral("switch"));
  QCOMPARE(device.value(QStringLiteral("airflow")).toString(), QStringLiteral("rear-to-front"));
  QCOMPARE(device.value(QStringLiteral("weightKg")).toDouble(), 14.8);
  QCOMPARE(device.value(QStringLiteral("defaultProtocol")).toString(),
           QStringLiteral("infiniband"));
  // 62 interfaces (P22.1 and P23.0 are missing from the file) are 32 twin-port OSFP cages; the
  // RJ45 console ("uart") is the 33rd, an RS-232 serial cage.
  const QJsonArray cages = listOf(r, "cages");
  QCOMPARE(cages.size(), 33);
  QCOMPARE(byName(cages, QStringLiteral("uart"))["protocols"].toArray(), QJsonArray{"serial"});
  QCOMPARE(countWhere(cages, "formFactor", QStringLiteral("OSFP")), 32);
  QCOMPARE(countWhere(cages, "thermal", QStringLiteral("needs-finned")), 32);
  const QJsonObject p22 = byName(cages, QStringLiteral("P22"));
  QCOMPARE(p22.value(QStringLiteral("twinPort")).toBool(), true);
  QCOMPARE(p22.value(QStringLiteral("lanes")).toInt(), 8);
  QCOMPARE(p22.value(QStringLiteral("signalling")).toArray(), QJsonArray{"100G-PAM4"});
  QCOMPARE(p22.value(QStringLiteral("protocols")).toArray(), QJsonArray{"infiniband"});
  QCOMPARE(p22.value(QStringLiteral("logicalPorts")).toArray(), (QJsonArray{"P22.0", "P22.1"}));
  QCOMPARE(p22.value(QStringLiteral("maxSpeedGbps")).toInt(), 800);
  QVERIFY(!warningWith(r.warnings, {"interfaces[44]", "lists P22.0 but not P22.1",
                                    "cage 'P22' carries P22.0, P22.1"})
               .isEmpty());
  QVERIFY(!warningWith(r.warnings, {"P23.1", "P23.0"}).isEmpty());
  QVERIFY(!warningWith(r.warnings, {"InfiniBand"}).isEmpty());
  QVERIFY(!warningWith(r.warnings, {"generic grid"}).isEmpty());
  const QJsonObject other = device.value(QStringLiteral("otherPorts")).toObject();
  QVERIFY(!other.contains(QStringLiteral("console")));  // the "uart" cage above
  QCOMPARE(other.value(QStringLiteral("power")).toInt(), 2);
  const QJsonObject unconfirmed = r.part.value(QStringLiteral("unconfirmed")).toObject();
  for (const char* field : {"device.role", "device.cages.thermal", "device.cages.twinPort",
                            "device.cages.signalling", "device.cages.x"}) {
    QVERIFY2(unconfirmed.contains(QLatin1String(field)), field);
  }

  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->device());
  QCOMPARE(rackwright::toString(part->kind), QStringLiteral("switch"));
  QCOMPARE(part->device()->cages.size(), 33);
  QCOMPARE(part->device()->cage(QStringLiteral("P0"))->logicalPorts, (QStringList{"P0.0", "P0.1"}));
  QVERIFY(part->isUnconfirmed());
}

void TestNetBoxImport::sn5600OsfpCages() {
  const NetBoxImportResult r = importSample(QStringLiteral("Nvidia/SN5600.yaml"));
  QCOMPARE(r.id, QStringLiteral("SN5600"));
  const QJsonObject device = deviceOf(r);
  QCOMPARE(device.value(QStringLiteral("uHeight")).toDouble(), 2.0);
  QCOMPARE(device.value(QStringLiteral("defaultProtocol")).toString(), QStringLiteral("ethernet"));
  const QJsonArray cages = listOf(r, "cages");
  QCOMPARE(countWhere(cages, "formFactor", QStringLiteral("OSFP")), 64);
  const QJsonObject swp64 = byName(cages, QStringLiteral("swp64"));
  QCOMPARE(swp64.value(QStringLiteral("lanes")).toInt(), 8);
  QCOMPARE(swp64.value(QStringLiteral("signalling")).toArray(), QJsonArray{"100G-PAM4"});
  QCOMPARE(swp64.value(QStringLiteral("twinPort")).toBool(), false);
  // eth0 is mgmt_only: an RJ45 management port, not a data cage.
  const QJsonObject eth0 = byName(cages, QStringLiteral("eth0"));
  QCOMPARE(eth0.value(QStringLiteral("formFactor")).toString(), QStringLiteral("RJ45"));
  QVERIFY(eth0.value(QStringLiteral("note")).toString().contains(QStringLiteral("management")));
  QCOMPARE(cages.size(), 66);  // with the RJ45 console, an RS-232 serial cage
  // PSU bays are counts, not adapter bays.
  QVERIFY(!device.contains(QStringLiteral("adapterBays")));
  QCOMPARE(device.value(QStringLiteral("otherPorts")).toObject()["power-supply-bay"].toInt(), 2);
  QVERIFY(r.part["unconfirmed"].toObject()["device.cages.twinPort"].toString().contains(
      QStringLiteral("one interface per OSFP cage")));
}

void TestNetBoxImport::lcPatchPanelMapsFrontToRear() {
  const NetBoxImportResult r =
      importSample(QStringLiteral("Generic/LC-24-port-fiber-patch-panel.yaml"));
  QCOMPARE(r.id, QStringLiteral("LC-24-port-Fiber-Patch-Panel"));
  QCOMPARE(r.part.value(QStringLiteral("kind")).toString(), QStringLiteral("panel"));
  QCOMPARE(deviceOf(r).value(QStringLiteral("role")).toString(), QStringLiteral("patch-panel"));
  const QJsonArray ports = listOf(r, "panelPorts");
  QCOMPARE(countWhere(ports, "face", QStringLiteral("front")), 24);
  QCOMPARE(countWhere(ports, "face", QStringLiteral("rear")), 24);
  // Front and rear ports share names in NetBox; the rear ones are renamed.
  const QJsonObject front = byName(ports, QStringLiteral("Port 7"));
  QCOMPARE(front.value(QStringLiteral("connector")).toString(), QStringLiteral("LC-duplex"));
  QCOMPARE(front.value(QStringLiteral("positions")).toInt(), 2);
  QCOMPARE(front.value(QStringLiteral("rearPort")).toString(), QStringLiteral("Port 7 (rear)"));
  QCOMPARE(front.value(QStringLiteral("rearPositions")).toArray(), (QJsonArray{1, 2}));
  QCOMPARE(byName(ports, QStringLiteral("Port 7 (rear)"))["face"].toString(),
           QStringLiteral("rear"));
  QVERIFY(!warningWith(r.warnings, {"rear-ports", "(rear)"}).isEmpty());
  QVERIFY(r.part["unconfirmed"].toObject()["device.panelPorts.connector"].toString().contains(
      QStringLiteral("duplex")));

  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->device());
  QCOMPARE(part->device()->panelPorts.size(), 48);
  QCOMPARE(part->device()->panelPort(QStringLiteral("Port 24"))->rearPort,
           QStringLiteral("Port 24 (rear)"));
}

void TestNetBoxImport::transceiverModuleType() {
  // The file sits in the FS folder but names Huawei as manufacturer; the file's word counts.
  const NetBoxImportResult r = importSample(QStringLiteral("FS/QSFP28-100G-LR4.yaml"));
  QVERIFY(r.moduleType);
  QCOMPARE(r.id, QStringLiteral("QSFP28-100G-LR4"));
  QCOMPARE(r.manufacturer, QStringLiteral("Huawei"));
  QCOMPARE(r.part.value(QStringLiteral("kind")).toString(), QStringLiteral("transceiver"));
  QCOMPARE(r.part.value(QStringLiteral("partNumber")).toString(), QStringLiteral("02311KNU"));
  const QJsonObject t = r.part.value(QStringLiteral("transceiver")).toObject();
  QCOMPARE(t.value(QStringLiteral("formFactor")).toString(), QStringLiteral("QSFP28"));
  QCOMPARE(t.value(QStringLiteral("lanes")).toInt(), 4);
  QCOMPARE(t.value(QStringLiteral("signalling")).toString(), QStringLiteral("25G-NRZ"));
  QCOMPARE(t.value(QStringLiteral("speedGbps")).toInt(), 100);
  QCOMPARE(t.value(QStringLiteral("pmd")).toString(), QStringLiteral("LR4"));
  QCOMPARE(t.value(QStringLiteral("fiberClass")).toString(), QStringLiteral("SMF"));
  QCOMPARE(t.value(QStringLiteral("reachM")).toObject()["OS2"].toInt(), 10000);
  const QJsonObject optical = t.value(QStringLiteral("opticalPorts")).toArray().at(0).toObject();
  QCOMPARE(optical.value(QStringLiteral("connector")).toString(), QStringLiteral("LC-duplex"));
  // "profile" is not a key of the device-type schema.
  QVERIFY(!warningWith(r.warnings, {"profile", "line 2", "ignored"}).isEmpty());
  const QJsonObject unconfirmed = r.part.value(QStringLiteral("unconfirmed")).toObject();
  QVERIFY(unconfirmed.contains(QStringLiteral("transceiver.reachM")));
  QVERIFY(unconfirmed.contains(QStringLiteral("transceiver.opticalPorts")));

  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->transceiver());
  QCOMPARE(rackwright::toString(part->transceiver()->formFactor), QStringLiteral("QSFP28"));
  QCOMPARE(part->transceiver()->opticalPorts.size(), 1);
}

void TestNetBoxImport::adapterModuleWithUnknownInterfaceType() {
  // 200gbase-cr4 is not one of NetBox's types: read from its name, with a warning naming it.
  const NetBoxImportResult r = importSample(QStringLiteral("Nvidia/MCX753436MS-HEAB.yaml"));
  QCOMPARE(r.id, QStringLiteral("MCX753436MS-HEAB"));
  QCOMPARE(r.part.value(QStringLiteral("kind")).toString(), QStringLiteral("adapter"));
  const QString warning = warningWith(r.warnings, {"200gbase-cr4", "QSFP56"});
  QVERIFY2(!warning.isEmpty(), qPrintable(r.warnings.join(QLatin1Char('\n'))));
  QVERIFY(warning.startsWith(QStringLiteral("interfaces[0].type")));
  const QJsonArray cages = listOf(r, "cages");
  QCOMPARE(cages.size(), 2);
  // "{module} 1" becomes "1".
  QCOMPARE(byName(cages, QStringLiteral("1"))["formFactor"].toString(), QStringLiteral("QSFP56"));
  QCOMPARE(byName(cages, QStringLiteral("2"))["signalling"].toArray(), QJsonArray{"50G-PAM4"});
  QVERIFY(!warningWith(r.warnings, {"{module}"}).isEmpty());
  const QJsonObject device = deviceOf(r);
  QCOMPARE(device.value(QStringLiteral("uHeight")).toDouble(), 0.0);
  QVERIFY(device.value(QStringLiteral("heightMm")).toDouble() > 0);
  QVERIFY(r.part["unconfirmed"].toObject().contains(QStringLiteral("device.cages.formFactor")));
}

void TestNetBoxImport::managementSwitchAndAssumedManagementPort() {
  const NetBoxImportResult r = importSample(QStringLiteral("Nvidia/SN2201.yaml"));
  QCOMPARE(deviceOf(r).value(QStringLiteral("role")).toString(),
           QStringLiteral("management-switch"));
  // eth0 has no mgmt_only but reads like one (name and description "Management").
  QVERIFY(!warningWith(r.warnings, {"interfaces[0]", "'eth0'", "management"}).isEmpty());
  QVERIFY(byName(listOf(r, "cages"), QStringLiteral("eth0"))["note"].toString().contains(
      QStringLiteral("management")));
  QCOMPARE(countWhere(listOf(r, "cages"), "formFactor", QStringLiteral("QSFP28")), 4);
  // Console port is USB but still a console port.
  QCOMPARE(deviceOf(r)["otherPorts"].toObject()["console"].toInt(), 1);
}

void TestNetBoxImport::consolePortsAreSerialCages() {
  // The CM8116's 16 RJ45 console server ports become RS-232 serial cages a console cable plugs
  // into; its own consoles (one RJ45, two USB) stay a count, so that every serial cage of a
  // console server takes a client.
  const NetBoxImportResult r = importSample(QStringLiteral("Opengear/CM8116.yaml"));
  QCOMPARE(deviceOf(r).value(QStringLiteral("role")).toString(), QStringLiteral("console-server"));
  QVERIFY(!warningWith(r.warnings, {"console-server-ports", "16 RJ45 port", "RS-232"}).isEmpty());
  QCOMPARE(deviceOf(r)["otherPorts"].toObject()["console"].toInt(), 3);
  QVERIFY(!deviceOf(r)["otherPorts"].toObject().contains(QStringLiteral("console-server")));
  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->device());
  const auto serial = part->device()->serialPorts();
  QCOMPARE(serial.size(), 16);
  QVERIFY(!part->device()->consolePort());  // a console server's ports are not its console
  const rackwright::CageDefinition* port = part->device()->cage(QStringLiteral("Port 16"));
  QVERIFY(port);
  QVERIFY(port->formFactor == rackwright::FormFactor::RJ45);
  QVERIFY(port->protocols == QVector<rackwright::Protocol>{rackwright::Protocol::Serial});
  QVERIFY(port->signalling.contains(rackwright::Signalling::RS232));
  QCOMPARE(byName(listOf(r, "cages"), QStringLiteral("Port 16"))["lanes"].toInt(), 1);
  QVERIFY(byName(listOf(r, "cages"), QStringLiteral("Console")).isEmpty());
  QVERIFY(byName(listOf(r, "cages"), QStringLiteral("Port 1"))["note"].toString().contains(
      QStringLiteral("RS-232 console server port")));
  // A switch's RJ45 console is its serial console port.
  const NetBoxImportResult sw = importSample(QStringLiteral("Nvidia/SN5600.yaml"));
  const QJsonObject console = byName(listOf(sw, "cages"), QStringLiteral("con0"));
  QCOMPARE(console["protocols"].toArray(), QJsonArray{"serial"});
  QCOMPARE(console["signalling"].toArray(), QJsonArray{"RS-232"});
  QVERIFY(!deviceOf(sw)["otherPorts"].toObject().contains(QStringLiteral("console")));
  // The network ports stay Ethernet management ports.
  QCOMPARE(byName(listOf(r, "cages"), QStringLiteral("NET1"))["protocols"].toArray().first(),
           QJsonValue(QStringLiteral("ethernet")));
}

void TestNetBoxImport::pathWithSpaces() {
  const NetBoxImportResult r = importSample(QStringLiteral("Palo Alto/PA-5410.yaml"));
  QCOMPARE(r.part.value(QStringLiteral("source")).toString(),
           QStringLiteral("NetBox device-type library: Palo Alto/PA-5410.yaml"));
  QCOMPARE(deviceOf(r).value(QStringLiteral("role")).toString(), QStringLiteral("firewall"));
  QCOMPARE(NetBoxImporter::catalogFileName(r), QStringLiteral("netbox-palo-alto-pa-5410.json"));
  // Written into, and loaded back from, a folder whose name has spaces.
  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part);
  QCOMPARE(part->device()->weightKg, 15.88);

  const NetBoxImportResult storage =
      importSample(QStringLiteral("Pure Storage/FA-X90R3-Chassis.yaml"));
  QCOMPARE(deviceOf(storage).value(QStringLiteral("role")).toString(), QStringLiteral("storage"));
  QCOMPARE(deviceOf(storage)["otherPorts"].toObject()["device-bay"].toInt(), 2);
  QVERIFY(!warningWith(storage.warnings, {"device-bays", "CT 0, CT 1"}).isEmpty());
}

void TestNetBoxImport::pduCountsPowerOutlets() {
  QByteArray yaml =
      "manufacturer: APC\nmodel: AP8886\nslug: apc-ap8886\nu_height: 0\nis_full_depth: false\n"
      "power-ports:\n  - name: input\n    type: iec-60309-p-n-e-6h\n"
      "power-outlets:\n";
  for (int i = 1; i <= 24; ++i) {
    yaml += QStringLiteral(
                "  - name: outlet%1\n    type: iec-60320-c13\n    power_port: input\n"
                "    feed_leg: A\n")
                .arg(i)
                .toUtf8();
  }
  yaml += "interfaces:\n  - name: mgmt\n    type: 1000base-t\n    mgmt_only: true\n";
  const NetBoxImportResult r = NetBoxImporter().importFile(writeYaml("APC/AP8886.yaml", yaml));
  QCOMPARE(r.part.value(QStringLiteral("kind")).toString(), QStringLiteral("other"));
  const QJsonObject device = deviceOf(r);
  QCOMPARE(device.value(QStringLiteral("role")).toString(), QStringLiteral("pdu"));
  QCOMPARE(device["otherPorts"].toObject()["power-outlet"].toInt(), 24);
  QCOMPARE(device["otherPorts"].toObject()["power"].toInt(), 1);
  // A 0 U PDU is a zero-U PDU: it hangs in a rack's side channel, upright.
  QVERIFY(!warningWith(r.warnings, {"u_height", "zero-U PDU", "side channel"}).isEmpty());
  QVERIFY(warningWith(r.warnings, {"u_height", "not rackable"}).isEmpty());
  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->device());
  QCOMPARE(part->device()->otherPorts.value(QStringLiteral("power-outlet")), 24);
  QCOMPARE(rackwright::toString(part->device()->role), QStringLiteral("pdu"));
  QVERIFY(rackwright::ZeroUMount::isZeroUBody(*part->device()));
  QVERIFY(part->device()->heightMm > 10 * part->device()->widthMm);
  QVERIFY(part->unconfirmed.contains(QStringLiteral("device.heightMm")));
}

void TestNetBoxImport::halfUnitAndZeroUnit() {
  const QString path =
      writeYaml("half.yaml",
                "manufacturer: Acme\nmodel: Half Switch\nslug: acme-half\nu_height: 0.5\n"
                "is_full_depth: false\ninterfaces:\n"
                "  - {name: port1, type: 10gbase-t}\n  - {name: port2, type: 10gbase-t}\n");
  const NetBoxImportResult r = NetBoxImporter().importFile(path);
  QCOMPARE(deviceOf(r).value(QStringLiteral("uHeight")).toDouble(), 0.5);
  QCOMPARE(deviceOf(r).value(QStringLiteral("fullDepth")).toBool(), false);
  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->device());
  QCOMPARE(part->device()->uHeight, 0.5);
  QCOMPARE(part->id, QStringLiteral("Half-Switch"));

  // A child device of 0 U imports with a warning and an assumed faceplate.
  const NetBoxImportResult child =
      importSample(QStringLiteral("Pure Storage/FA-X90R3-Controller.yaml"));
  QCOMPARE(deviceOf(child).value(QStringLiteral("uHeight")).toDouble(), 0.0);
  QVERIFY(!warningWith(child.warnings, {"u_height", "not rackable", "child device"}).isEmpty());
  QVERIFY(child.part["unconfirmed"].toObject().contains(QStringLiteral("device.heightMm")));
}

void TestNetBoxImport::weightUnits_data() {
  QTest::addColumn<QByteArray>("weight");
  QTest::addColumn<double>("kg");
  QTest::newRow("kg") << QByteArray("weight: 14.8\nweight_unit: kg\n") << 14.8;
  QTest::newRow("g") << QByteArray("weight: 2500\nweight_unit: g\n") << 2.5;
  QTest::newRow("lb") << QByteArray("weight: 10\nweight_unit: lb\n") << 4.536;
  QTest::newRow("oz") << QByteArray("weight: 16\nweight_unit: oz\n") << 0.454;
  QTest::newRow("no unit") << QByteArray("weight: 3\n") << 3.0;
}

void TestNetBoxImport::weightUnits() {
  QFETCH(QByteArray, weight);
  QFETCH(double, kg);
  const QString path =
      writeYaml(QStringLiteral("weight-%1.yaml").arg(QTest::currentDataTag()),
                "manufacturer: Acme\nmodel: Box\nslug: acme-box\nu_height: 1\n" + weight);
  const NetBoxImportResult r = NetBoxImporter().importFile(path);
  QCOMPARE(deviceOf(r).value(QStringLiteral("weightKg")).toDouble(), kg);
  const bool assumed = !warningWith(r.warnings, {"weight", "assumed kg"}).isEmpty();
  QCOMPARE(assumed, QByteArray(QTest::currentDataTag()) == "no unit");
}

void TestNetBoxImport::quirksBecomeWarnings() {
  const QString path = writeYaml(
      "quirks.yaml",
      "manufacturer: Acme\nmodel: Quirky\nslug: acme-quirky\nu_height: 1\n"
      "colour: blue\n"
      "interfaces:\n"
      "  - name: swp1\n    type: 100gbase-x-qsfp28\n    speed: 100000\n"
      "  - name: swp2\n"
      "  - name: swp1\n    type: 100gbase-x-qsfp28\n"
      "  - name: swp3\n    type: 1.6tbase-x-osfp\n"
      "  - name: swp4\n    type: warp-drive\n"
      "  - name: po1\n    type: lag\n"
      "  - name: wlan0\n    type: ieee802.11ax\n"
      "  - name: uplink\n    type: 100gbase-x-cfp2\n"
      // Found by fuzzing: a speed of 10^48 Gb/s overflowed the cage's speed.
      "  - name: fast\n    type: 1888888888888888888888888888888888888888888888880gbase-t\n");
  const NetBoxImportResult r = NetBoxImporter().importFile(path);
  const QStringList& w = r.warnings;
  const QString all = w.join(QLatin1Char('\n'));
  QVERIFY2(!warningWith(w, {"colour (line 5)", "ignored"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[*].speed", "line 9"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[1]", "'swp2'", "no type"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[2]", "'swp1'", "twice"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[3].type", "1.6tbase-x-osfp", "OSFP"}).isEmpty(),
           qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[4].type", "warp-drive", "unknown form factor"}).isEmpty(),
           qPrintable(all));
  QVERIFY2(!warningWith(w, {"skipped 1", "po1", "LAG"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"skipped 1", "wlan0", "wireless"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[7].type", "CFP2", "unknown"}).isEmpty(), qPrintable(all));
  QVERIFY2(!warningWith(w, {"interfaces[8].type", "unknown form factor"}).isEmpty(),
           qPrintable(all));
  const QJsonArray cages = listOf(r, "cages");
  QCOMPARE(cages.size(), 6);  // swp1, swp2, swp3, swp4, uplink, fast
  QVERIFY(!byName(cages, QStringLiteral("fast")).contains(QStringLiteral("maxSpeedGbps")));
  QCOMPARE(byName(cages, QStringLiteral("swp2"))["formFactor"].toString(),
           QStringLiteral("unknown"));
  QCOMPARE(byName(cages, QStringLiteral("swp3"))["signalling"].toArray(), QJsonArray{"200G-PAM4"});
  QStringList warnings;
  QVERIFY(loadBack(r, &warnings));
  QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
}

void TestNetBoxImport::splitNotationAndUnclearPairs() {
  QByteArray yaml =
      "manufacturer: Acme\nmodel: Split\nslug: acme-split\nu_height: 1\ninterfaces:\n";
  for (int cage = 1; cage <= 4; ++cage) {
    for (int sub = 0; sub < 2; ++sub) {
      yaml += QStringLiteral("  - {name: swp%1s%2, type: 100gbase-x-qsfp28}\n")
                  .arg(cage)
                  .arg(sub)
                  .toUtf8();
    }
  }
  // Looks like twin-port pairs, but numbered 0 and 2: not confident, one cage each.
  for (const char* name : {"P1.0", "P1.2", "P2.0", "P2.2"}) {
    yaml += QByteArray("  - {name: ") + name + ", type: 400gbase-x-osfp}\n";
  }
  const NetBoxImportResult r = NetBoxImporter().importFile(writeYaml("split.yaml", yaml));
  const QJsonArray cages = listOf(r, "cages");
  const QJsonObject swp3 = byName(cages, QStringLiteral("swp3"));
  QCOMPARE(swp3.value(QStringLiteral("splitCapable")).toBool(), true);
  QCOMPARE(swp3.value(QStringLiteral("twinPort")).toBool(), false);
  QCOMPARE(swp3.value(QStringLiteral("logicalPorts")).toArray(), (QJsonArray{"swp3s0", "swp3s1"}));
  QCOMPARE(byName(cages, QStringLiteral("P1.2"))["twinPort"].toBool(), false);
  QCOMPARE(cages.size(), 4 + 4);
  QVERIFY(!warningWith(r.warnings, {"'P1.0'", "do not pair up cleanly"}).isEmpty());
  QStringList warnings;
  QVERIFY(loadBack(r, &warnings));
}

void TestNetBoxImport::mpoCassetteMapsPositions() {
  // 12 LC ports on one MPO rear port with 12 positions: one fiber per NetBox position.
  QByteArray yaml =
      "manufacturer: Acme\nmodel: MPO Cassette\nslug: acme-mpo\nu_height: 1\n"
      "rear-ports:\n  - {name: R1, type: mpo, positions: 12}\n"
      "front-ports:\n";
  for (int i = 1; i <= 12; ++i) {
    yaml += QStringLiteral("  - {name: F%1, type: lc-apc, rear_port: R1, rear_port_position: %1}\n")
                .arg(i)
                .toUtf8();
  }
  const NetBoxImportResult r = NetBoxImporter().importFile(writeYaml("mpo.yaml", yaml));
  const QJsonArray ports = listOf(r, "panelPorts");
  const QJsonObject rear = byName(ports, QStringLiteral("R1"));
  QCOMPARE(rear.value(QStringLiteral("connector")).toString(), QStringLiteral("MPO-12"));
  QCOMPARE(rear.value(QStringLiteral("positions")).toInt(), 12);
  const QJsonObject f5 = byName(ports, QStringLiteral("F5"));
  QCOMPARE(f5.value(QStringLiteral("polish")).toString(), QStringLiteral("APC"));
  QCOMPARE(f5.value(QStringLiteral("connector")).toString(), QStringLiteral("LC"));
  QCOMPARE(f5.value(QStringLiteral("positions")).toInt(), 1);
  QCOMPARE(f5.value(QStringLiteral("rearPositions")).toArray(), QJsonArray{5});
  const QString assumption =
      r.part["unconfirmed"].toObject()["device.panelPorts.connector"].toString();
  QVERIFY2(assumption.contains(QStringLiteral("MPO-12")) &&
               assumption.contains(QStringLiteral("LC simplex")),
           qPrintable(assumption));
  QStringList warnings;
  const PartPtr part = loadBack(r, &warnings);
  QVERIFY(part && part->device());
  QCOMPARE(part->device()->panelPort(QStringLiteral("F12"))->rearPositions, QVector<int>{12});
}

void TestNetBoxImport::refusals_data() {
  QTest::addColumn<QByteArray>("yaml");
  QTest::addColumn<QString>("where");
  QTest::addColumn<int>("line");
  QTest::addColumn<QString>("problem");
  const QByteArray head = "manufacturer: Acme\nmodel: Box\nslug: acme-box\n";
  QTest::newRow("list at top") << QByteArray("- manufacturer: Acme\n- model: Box\n")
                               << "(top level)" << 1 << "expected a NetBox device or module type";
  QTest::newRow("empty file") << QByteArray("") << "(top level)" << 0 << "an empty document";
  QTest::newRow("no manufacturer") << QByteArray("model: Box\nslug: box\nu_height: 1\n")
                                   << "manufacturer" << 1 << "names its manufacturer";
  QTest::newRow("empty model") << QByteArray("manufacturer: Acme\nmodel: ''\nu_height: 1\n")
                               << "model" << 2 << "names its model";
  QTest::newRow("u_height text") << head + "u_height: tall\n"
                                 << "u_height" << 4 << "found 'tall'";
  QTest::newRow("u_height 1.3") << head + "u_height: 1.3\n"
                                << "u_height" << 4 << "steps of 0.5";
  QTest::newRow("is_full_depth") << head + "u_height: 1\nis_full_depth: sometimes\n"
                                 << "is_full_depth" << 5 << "expected true or false";
  QTest::newRow("weight unit") << head + "weight: 3\nweight_unit: stone\n"
                               << "weight_unit" << 5 << "unknown unit 'stone'";
  QTest::newRow("weight text") << head + "weight: heavy\nweight_unit: kg\n"
                               << "weight" << 4 << "found 'heavy'";
  QTest::newRow("interfaces not a list") << head + "interfaces: swp1\n"
                                         << "interfaces" << 4 << "expected a list of interfaces";
  QTest::newRow("interface without name")
      << head + "interfaces:\n  - name: swp1\n    type: 1000base-t\n  - type: 1000base-t\n"
      << "interfaces[1].name" << 7 << "needs a name";
  QTest::newRow("interface type mapping")
      << head + "interfaces:\n  - name: swp1\n    type: {speed: 100}\n"
      << "interfaces[0].type" << 6 << "expected text; found a mapping";
  QTest::newRow("mgmt_only text")
      << head + "interfaces:\n  - name: eth0\n    type: 1000base-t\n    mgmt_only: sometimes\n"
      << "interfaces[0].mgmt_only" << 7 << "expected true or false";
  QTest::newRow("unknown rear port")
      << head +
             "rear-ports:\n  - {name: R1, type: mpo, positions: 2}\n"
             "front-ports:\n  - {name: F1, type: lc, rear_port: R9}\n"
      << "front-ports[0].rear_port" << 7 << "names rear port 'R9'";
  QTest::newRow("rear position out of range")
      << head +
             "rear-ports:\n  - {name: R1, type: mpo, positions: 2}\n"
             "front-ports:\n  - {name: F1, type: lc, rear_port: R1, rear_port_position: 3}\n"
      << "front-ports[0].rear_port_position" << 7 << "which has 2 position(s)";
  QTest::newRow("rear position used twice")
      << head +
             "rear-ports:\n  - {name: R1, type: mpo, positions: 2}\n"
             "front-ports:\n  - {name: F1, type: lc, rear_port: R1}\n"
             "  - {name: F2, type: lc, rear_port: R1}\n"
      << "front-ports[1].rear_port_position" << 8 << "already used by front-ports[0]";
  QTest::newRow("positions zero") << head + "rear-ports:\n  - {name: R1, type: mpo, positions: 0}\n"
                                  << "rear-ports[0].positions" << 5 << "at least 1";
  QTest::newRow("bad yaml") << QByteArray("manufacturer: Acme\nmodel: [Box\n") << "" << 3
                            << "not valid YAML";
  QTest::newRow("json schema")
      << QByteArray("{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\"}") << "$schema"
      << 1 << "JSON schema";
}

void TestNetBoxImport::refusals() {
  QFETCH(QByteArray, yaml);
  QFETCH(QString, where);
  QFETCH(int, line);
  QFETCH(QString, problem);
  const QString path = writeYaml(QStringLiteral("bad/%1.yaml").arg(QTest::currentDataTag()), yaml);
  try {
    NetBoxImporter().importFile(path);
    QFAIL("the file was imported");
  } catch (const ParseError& e) {
    QCOMPARE(e.file(), path);
    QCOMPARE(e.where(), where);
    QCOMPARE(e.line(), line);
    QVERIFY2(e.problem().contains(problem), qPrintable(e.problem()));
    QVERIFY2(e.message().startsWith(path), qPrintable(e.message()));
    QVERIFY2(e.message().contains(where), qPrintable(e.message()));
  }
}

void TestNetBoxImport::catalogFileName() {
  NetBoxImportResult r;
  r.manufacturer = QStringLiteral("Pure Storage");
  r.model = QStringLiteral("FA-X90R3 Chassis");
  QCOMPARE(NetBoxImporter::catalogFileName(r),
           QStringLiteral("netbox-pure-storage-fa-x90r3-chassis.json"));
  r.manufacturer = QStringLiteral("Nvidia");
  r.model = QStringLiteral("ConnectX-7 MCX755106AS-HEAT");
  QCOMPARE(NetBoxImporter::catalogFileName(r),
           QStringLiteral("netbox-nvidia-connectx-7-mcx755106as-heat.json"));
}

QTEST_GUILESS_MAIN(TestNetBoxImport)
#include "tst_netboximport.moc"
