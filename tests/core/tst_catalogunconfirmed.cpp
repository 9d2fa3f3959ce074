// The built-in catalog's UNCONFIRMED marks: values only a third party gives, or that were
// derived, are marked on their field; values NVIDIA documents are not; every mark names a field.
#include "core/catalog/catalog.h"
#include "core/catalog/partjson.h"

#include <QtTest>

using namespace rackwright;

class TestCatalogUnconfirmed : public QObject {
  Q_OBJECT

 private:
  const Catalog& cat() const { return Catalog::builtIn(); }

 private slots:
  void unconfirmedFlags_data();
  void unconfirmedFlags();
  void unconfirmedKeysNameFields();
};

void TestCatalogUnconfirmed::unconfirmedFlags_data() {
  QTest::addColumn<QString>("id");
  QTest::addColumn<QString>("field");
  const auto row = [](const char* id, const char* field) {
    QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(id), QLatin1String(field))))
        << QString::fromLatin1(id) << QString::fromLatin1(field);
  };
  row("MMA4Z00-NS-FLT", "id");
  row("MMA4Z00-NS-FLT", "transceiver.powerMaxW");
  row("MMS4X00-NM-FLT", "id");
  row("MMS4X00-NM-T", "transceiver.powerMaxW");
  row("MMS4X00-NM-HGX", "transceiver.topStyle");
  row("MMS1X00-NS400", "id");
  row("MMS4X50-NM", "transceiver.powerMaxW");
  row("MMS4X90-NR", "id");
  row("MMS4A00", "id");
  row("MCP7Y00-N001", "assembly.ends.lanes");
  row("MCP7Y40-N001", "variants");
  row("MCA4J80-N004", "variants");
  row("MFA7U10-H010", "variants");
  row("MFP7E10-N010", "variants");
  row("MFP7E20-N010", "fiber.map");
  row("MFP7E40-N010", "fiber.map");
  row("Q3400-RA", "device.cages");
  row("Q3400-RA", "device.uHeight");
  row("QM9700", "device.cages.logicalPorts");
  row("SN5600", "device.cages");
  row("DGX-B200", "device.cages.thermal");
  row("MCX75310AAS-NEAT", "partNumber");
  row("MCX75310AAS-NEAT", "device.cages.powerClassW");
  row("HGX-8GPU-GENERIC", "device.adapterBays");
  row("MMA4Z00-NS", "transceiver.powerTypW");
  row("MMA4Z00-NS", "transceiver.powerMaxW");
  row("MMS4X00-NS400", "transceiver.splitPowerMaxW");
  row("MMA1Z00-NS400", "partNumber");
  row("MCP7Y60-H002", "id");
  row("C8180", "device.cages.signalling");
  row("QM9700", "device.cages");
  row("QM9790", "device.cages");
  row("DGX-H100", "device.cages.defaultProtocol");
  row("DGX-H100", "device.cages");
  row("DGX-B200", "device.cages");
  row("SN2201", "device.otherPorts");
  row("Q3400-RA", "partNumber");
  row("Q3200-RA", "device.cages");
  row("SN5610", "device.weightKg");
  row("SN4600C", "device.depthMm");
  row("DGX-B300", "device.cages");
  row("DGX-B300", "device.cages.thermal");
  row("HGX-B300-289", "device.uHeight");
  row("GB200-NVL72-COMPUTE-TRAY", "device.cages.thermal");
  row("GB300-NVL72-COMPUTE-TRAY", "device.cages");
  row("NVL72-POWER-SHELF", "device.uHeight");
  row("UFM-APPLIANCE-3", "device.cages");
  row("GEN-HEAD-NODE-1U", "device.cages");
  row("GEN-STORAGE-NODE", "device.cages");
  row("MMS4A20", "partNumber");
  row("MMS4A00", "partNumber");
  row("MCA4K50-N002", "variants");
  row("MCA7K10-N001", "assembly.ends.lanes");
  row("MFS1S00-H010V", "variants");
  row("MFA1A00-C030", "variants");
}

void TestCatalogUnconfirmed::unconfirmedFlags() {
  QFETCH(QString, id);
  QFETCH(QString, field);
  const PartPtr part = cat().find(id);
  QVERIFY(part);
  QVERIFY(part->isUnconfirmed());
  QVERIFY2(part->unconfirmed.contains(field), qPrintable(part->unconfirmed.keys().join(", ")));
  QVERIFY(part->unconfirmed.value(field).size() > 10);
}

void TestCatalogUnconfirmed::unconfirmedKeysNameFields() {
  for (const PartPtr& part : cat().parts()) {
    for (const QString& field : part->unconfirmed.keys()) {
      QVERIFY2(partjson::isKnownFieldPath(field), qPrintable(part->id + ": " + field));
    }
  }
  // Parts the reference confirms carry no flag.
  for (const char* id : {"MCP4Y10-N002", "GEN-LC-UPC-AB-OS2"}) {
    QVERIFY2(!cat().find(QString::fromLatin1(id))->isUnconfirmed(), id);
  }
  // Values NVIDIA documents carry no flag: MMS4X00-NS's ordering number (QM97X0 transceiver
  // table), the MCP7Y60/MCP7Y70 lengths, the default protocol of BlueField-3 B3240 and B3140L
  // ("400GbE / NDR IB (default mode)"), the MMA4Z00-NS400 part (QM97X0 table).
  const auto flags = [&](const char* id, const char* field) {
    return cat().find(QString::fromLatin1(id))->unconfirmed.contains(QLatin1String(field));
  };
  QVERIFY(!flags("MMS4X00-NS", "partNumber"));
  QVERIFY(!flags("MCP7Y60-H002", "variants") && !flags("MCP7Y70-H01A", "variants"));
  QVERIFY(!flags("B3240", "device.cages.defaultProtocol"));
  QVERIFY(!flags("B3140L", "device.cages.defaultProtocol"));
  QVERIFY(!flags("MMA4Z00-NS400", "partNumber") &&
          !flags("MMA4Z00-NS400", "transceiver.powerMaxW"));
  // Assumptions carry one: every MPO module's fiber positions are derived, not published.
  for (const PartPtr& part : cat().parts(PartKind::Transceiver)) {
    const TransceiverBody& t = *part->transceiver();
    const bool mpo = std::any_of(t.opticalPorts.begin(), t.opticalPorts.end(), [](const auto& p) {
      return p.connector == Connector::MPO12 || p.connector == Connector::MPO16;
    });
    if (mpo) {
      QVERIFY2(part->unconfirmed.contains(QStringLiteral("transceiver.opticalPorts.tx")) &&
                   part->unconfirmed.contains(QStringLiteral("transceiver.opticalPorts.rx")),
               qPrintable(part->id));
    }
  }
  QVERIFY(!partjson::isKnownFieldPath(QStringLiteral("transceiver.colour")));
  QVERIFY(!partjson::isKnownFieldPath(QStringLiteral("device.cages.logicalPorts.x")));
  QVERIFY(partjson::isKnownFieldPath(QStringLiteral("transceiver.reachM.OM5")));
  // The fields code asks about by name are schema fields too (a typo in the table would make
  // every lookup of that field answer "confirmed").
  for (const char* path : kPartFieldPaths)
    QVERIFY2(partjson::isKnownFieldPath(QLatin1String(path)), path);
  int looked = 0;
  for (const PartPtr& part : cat().parts()) {
    for (auto it = part->unconfirmed.cbegin(); it != part->unconfirmed.cend(); ++it) {
      const auto* named = std::find_if(kPartFieldPaths.cbegin(), kPartFieldPaths.cend(),
                                       [&](const char* p) { return it.key() == QLatin1String(p); });
      if (named == kPartFieldPaths.cend())
        continue;
      QCOMPARE(unconfirmedReason(*part, PartField(named - kPartFieldPaths.cbegin())), it.value());
      ++looked;
    }
  }
  QVERIFY2(looked > 20, "the built-in catalog marks fields the rules ask about");
}

QTEST_GUILESS_MAIN(TestCatalogUnconfirmed)
#include "tst_catalogunconfirmed.moc"
