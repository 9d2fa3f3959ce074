// `rackwright check-channel`: a chain of catalog parts checked without a design file, with the
// output formats and exit codes of `validate`.
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using rackwright::test::runRackwright;

namespace {

const QStringList kIssueExample = {QStringLiteral("QM9700"), QStringLiteral("MMA4Z00-NS"),
                                   QStringLiteral("MFP7E10-N030"), QStringLiteral("MMA4Z00-NS400"),
                                   QStringLiteral("MCX75310AAS-NEAT")};

QStringList words(const char* text) {
  return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

}  // namespace

class TestCheckChannelCli : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void issueExamplePasses();
  void chains_data();
  void chains();
  void badChains_data();
  void badChains();
  void json();
  void failOn_data();
  void failOn();
};

void TestCheckChannelCli::issueExamplePasses() {
  // QM9700 takes the finned twin-port MMA4Z00-NS; the ConnectX-7/OSFP card takes the flat
  // single-port MMA4Z00-NS400; one Type-B MFP7E10 cord crosses Tx to Rx; MFP7E10-N030 is OM3
  // and 30 m is exactly the OM3 limit. Only informational findings remain.
  const auto r = runRackwright(QStringList{QStringLiteral("check-channel")} + kIssueExample);
  QCOMPARE(r.exitCode, 0);
  const QString out = QString::fromUtf8(r.out);
  QVERIFY2(out.contains(QStringLiteral("0 error(s), 0 warning(s)")), r.out.constData());
  QVERIFY2(!out.contains(QStringLiteral("ERROR ")), r.out.constData());
  QVERIFY2(!out.contains(QStringLiteral("WARNING ")), r.out.constData());
  QVERIFY2(!out.contains(QStringLiteral("ASSUMED")), r.out.constData());
  // The engine's speed display for the twin-port module is among the infos.
  QVERIFY2(out.contains(QStringLiteral("INFO LN-03")), r.out.constData());
  QVERIFY(r.err.isEmpty());
}

void TestCheckChannelCli::chains_data() {
  QTest::addColumn<QStringList>("chain");
  QTest::addColumn<int>("exitCode");
  QTest::addColumn<QStringList>("expected");
  QTest::addColumn<QStringList>("absent");
  QTest::newRow("Type-A cord fails polarity")
      << words("QM9700 MMA4Z00-NS GEN-MPO12-APC-TYPEA-OM4:30m MMA4Z00-NS400 MCX75310AAS-NEAT") << 1
      << QStringList{QStringLiteral("ERROR POL-01 RA U1 QM9700 OSFP1 MMA4Z00-NS port 1: Channel "
                                    "QM9700 OSFP1 port 1 → MCX75310AAS-NEAT P1 port 1 has 0 "
                                    "polarity reversals: Tx lands on Tx."),
                     QStringLiteral("1 error(s)")}
      << QStringList{QStringLiteral("FM-02")};
  QTest::newRow("two NVIDIA cords through an implied adapter")
      << words("QM9700 MMA4Z00-NS MFP7E10-N003 MFP7E10-N010 MMA4Z00-NS400 MCX75310AAS-NEAT") << 1
      << QStringList{QStringLiteral("ASSUMED element 3 \"MFP7E10-N003\" and element 4 "
                                    "\"MFP7E10-N010\" are joined through "
                                    "GEN-ADAPTER-MPO12-KUKD"),
                     QStringLiteral("ERROR OC-02"),
                     QStringLiteral("has 2 polarity reversals (MFP7E10-N003 Type B, "
                                    "MFP7E10-N010 Type B)")}
      << QStringList{};
  QTest::newRow("key-up/key-up adapter between two switch modules")
      << words(
             "QM9700 MMA4Z00-NS MFP7E10-N003 GEN-ADAPTER-MPO12-KUKU MFP7E10-N010 "
             "MMA4Z00-NS:2 QM9700")
      << 1 << QStringList{QStringLiteral("QM9700-A OSFP1 port 1 → QM9700-B OSFP1 port 2")}
      << QStringList{QStringLiteral("POL-01"), QStringLiteral("ASSUMED")};
  QTest::newRow("40 m OM3 fails, 40 m OM4 passes")
      << words("QM9700 MMA4Z00-NS GEN-MPO12-APC-TYPEB-OM3:40m MMA1Z00-NS400 B3220") << 1
      << QStringList{QStringLiteral("ERROR FM-02"), QStringLiteral("Use OM4 fiber")}
      << QStringList{QStringLiteral("POL-01")};
  QTest::newRow("40 m OM4")
      << words("QM9700 MMA4Z00-NS GEN-MPO12-APC-TYPEB-OM4:40m MMA1Z00-NS400 B3220") << 0
      << QStringList{} << QStringList{QStringLiteral("FM-02"), QStringLiteral("ERROR")};
  QTest::newRow("splitter leg runs at 200G, unused leg is an assumption")
      << words("QM9700 MMA4Z00-NS MFP7E20-N010:leg2 MMA4Z00-NS400 MCX75310AAS-NEAT") << 0
      << QStringList{QStringLiteral("ASSUMED end B1 of MFP7E20-N010 (element 3) is left "
                                    "unconnected"),
                     QStringLiteral("runs at 200G: 2 of 4 lanes lit × 100G on leg B2 of "
                                    "splitter MFP7E20-N010"),
                     QStringLiteral("WARNING LN-04")}
      << QStringList{QStringLiteral("DS-02"), QStringLiteral("ERROR")};
  QTest::newRow("finned module in a flat-top card shows as cage fit")
      << words("QM9700 MMA4Z00-NS MFP7E10-N010 MMA4Z00-NS MCX75310AAS-NEAT") << 1
      << QStringList{QStringLiteral("ERROR FF-02")} << QStringList{QStringLiteral("POL-01")};
  // A-B duplex polarity: the panel's LC adapter is a crossover, like each cord.
  QTest::newRow("2xFR4 through an LC panel with two A-B cords")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:300m GEN-PANEL-1U-24LC "
             "GEN-LC-UPC-AB-OS2:10m MMS4X50-NM SN5600")
      << 0 << QStringList{QStringLiteral("0 error(s)")}
      << QStringList{QStringLiteral("POL-02"), QStringLiteral("OC-0")};
  QTest::newRow("2xFR4 through an LC panel with an A-A cord")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:300m GEN-PANEL-1U-24LC "
             "GEN-LC-UPC-AA-OS2:10m MMS4X50-NM SN5600")
      << 1
      << QStringList{QStringLiteral("ERROR POL-02"), QStringLiteral("has 2 A-B crossovers"),
                     QStringLiteral("replace the A-A cord")}
      << QStringList{QStringLiteral("OC-0")};
  // TIA-568 Method A: Type-A trunk between two Method A cassettes, one A-B and one A-A cord.
  QTest::newRow("Method A duplex channel through two cassettes")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-A "
             "GEN-MPO12-APC-TRUNK-TYPEA-OS2:100m GEN-CASSETTE-MPO12-6LC-A GEN-LC-UPC-AA-OS2:5m "
             "MMS4X50-NM SN5600")
      << 0 << QStringList{QStringLiteral("0 error(s)")}
      << QStringList{QStringLiteral("POL-0"), QStringLiteral("OC-0")};
  QTest::newRow("Method A with A-B cords at both ends")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-A "
             "GEN-MPO12-APC-TRUNK-TYPEA-OS2:100m GEN-CASSETTE-MPO12-6LC-A GEN-LC-UPC-AB-OS2:5m "
             "MMS4X50-NM SN5600")
      << 1 << QStringList{QStringLiteral("ERROR POL-02"), QStringLiteral("has 2 A-B crossovers")}
      << QStringList{QStringLiteral("OC-0")};
  // Method B: Type-B trunk, Method B cassettes, A-B cords at both ends; F1 reaches F6.
  QTest::newRow("Method B duplex channel through two cassettes")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-B "
             "GEN-MPO12-APC-TRUNK-TYPEB-OS2:100m GEN-CASSETTE-MPO12-6LC-B GEN-LC-UPC-AB-OS2:5m "
             "MMS4X50-NM SN5600")
      << 0
      << QStringList{QStringLiteral("0 error(s)"),
                     QStringLiteral("is left by front port F6, where Tx lane 1 arrives")}
      << QStringList{QStringLiteral("POL-0"), QStringLiteral("OC-0")};
  QTest::newRow("Method B patched at the same port number finds no light")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-B "
             "GEN-MPO12-APC-TRUNK-TYPEB-OS2:100m GEN-CASSETTE-MPO12-6LC-B:F1 "
             "GEN-LC-UPC-AB-OS2:5m MMS4X50-NM SN5600")
      << 1 << QStringList{QStringLiteral("ERROR POL-02"), QStringLiteral("lands on no fiber")}
      << QStringList{QStringLiteral("OC-0")};
  // The whole-cluster parts: XDR from a DGX B300 ConnectX-8 cage (flat single-port module) to a
  // Quantum-X800 twin-port module over one Type-B single-mode cord, the same cords as NDR.
  const QStringList clean{QStringLiteral("0 error(s), 0 warning(s)")};
  const QStringList noFindings{QStringLiteral("ERROR "), QStringLiteral("WARNING ")};
  QTest::newRow("XDR: DGX B300 ConnectX-8 to Quantum-X800 over one single-mode cord")
      << words("DGX-B300 MMS4A20 MFP7E30-N030 MMS4A00 Q3400-RA") << 0
      << clean + QStringList{QStringLiteral("DGX-B300 CX8-1"), QStringLiteral("Q3400-RA OSFP1")}
      << noFindings;
  QTest::newRow("XDR: the Quantum-X800's finned twin-port module in a DGX B300 cage")
      << words("DGX-B300 MMS4A00 MFP7E30-N030 MMS4A00 Q3400-RA") << 1
      << QStringList{QStringLiteral("ERROR FF-02")} << QStringList{QStringLiteral("POL-01")};
  QTest::newRow("XDR cannot downshift: ConnectX-8 module to an NDR Quantum-2 module")
      << words("DGX-B300 MMS4A20 MFP7E30-N030 MMS4X00-NS QM9700") << 1
      << QStringList{QStringLiteral("ERROR LN-01"), QStringLiteral("XDR cannot downshift")}
      << QStringList{QStringLiteral("POL-01")};
  QTest::newRow("XDR 800G to 2 x 400G: a splitter leg to a ConnectX-8")
      << words("Q3400-RA MMS4A00 MFP7E40-N010:leg2 MMS4A20 DGX-B300") << 0
      << QStringList{QStringLiteral("runs at 400G: 2 of 4 lanes lit × 200G on leg B2 of "
                                    "splitter MFP7E40-N010"),
                     QStringLiteral("WARNING LN-04")}
      << QStringList{QStringLiteral("ERROR")};
  QTest::newRow("UFM appliance to a Quantum-2 leaf (400G, RHS on the UFM side)")
      << words("UFM-APPLIANCE-3 MMA4Z00-NS400 MFP7E10-N030 MMA4Z00-NS QM9700") << 0 << clean
      << noFindings;
  QTest::newRow("GB200 NVL72 compute tray to a Quantum-2 leaf over single-mode")
      << words("GB200-NVL72-COMPUTE-TRAY MMS4X00-NS400 MFP7E30-N030 MMS4X00-NS QM9700") << 0
      << clean + QStringList{QStringLiteral("GB200-NVL72-COMPUTE-TRAY OSFP-L-P3")} << noFindings;
  QTest::newRow("HGX B200 SuperNIC (B3140H, Ethernet default) to Spectrum-4")
      << words("B3140H MMA1Z00-NS400 MFP7E10-N030 MMA4Z00-NS-T SN5600") << 0 << clean << noFindings;
  QTest::newRow("DGX B300 BlueField-3 in-band port to Spectrum-4")
      << words("DGX-B300 MMA1Z00-NS400 MFP7E10-N010 MMA4Z00-NS-T SN5600") << 0
      << clean + QStringList{QStringLiteral("DGX-B300 BF3-1-P1")} << noFindings;
  // A generic single-mode cord takes 10 km; the reach rules judge it (2xFR4 reaches 2 km).
  QTest::newRow("2xFR4 over 5 km of OS2 is a reach finding, not a refused length")
      << words("SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5000m MMS4X50-NM SN5600") << 1
      << QStringList{QStringLiteral("ERROR RE-0")}
      << QStringList{QStringLiteral("POL-02"), QStringLiteral("length")};
}

void TestCheckChannelCli::chains() {
  QFETCH(QStringList, chain);
  QFETCH(int, exitCode);
  QFETCH(QStringList, expected);
  QFETCH(QStringList, absent);
  const auto r = runRackwright(QStringList{QStringLiteral("check-channel")} + chain);
  const QString out = QString::fromUtf8(r.out);
  QVERIFY2(r.exitCode == exitCode, r.out.constData());
  for (const QString& e : expected)
    QVERIFY2(out.contains(e), qPrintable(e + QStringLiteral("\n") + out));
  for (const QString& a : absent)
    QVERIFY2(!out.contains(a), qPrintable(a + QStringLiteral("\n") + out));
}

void TestCheckChannelCli::badChains_data() {
  QTest::addColumn<QStringList>("chain");
  QTest::addColumn<QString>("error");
  QTest::newRow("unknown element") << words("QM9700 MMA4Z00-NS FOO-BAR MMA4Z00-NS400")
                                   << QStringLiteral("element 3 \"FOO-BAR\" is not in the catalog");
  QTest::newRow("a cassette left by a port on the side it was entered")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-B "
             "GEN-MPO12-APC-TRUNK-TYPEB-OS2:100m GEN-CASSETTE-MPO12-6LC-B:R1 "
             "GEN-LC-UPC-AB-OS2:5m MMS4X50-NM SN5600")
      << QStringLiteral("the chain enters at R1, which feeds front ports F1, F2, F3, F4, F5, F6.");
  QTest::newRow("no such optical port")
      << words("QM9700 MMA4Z00-NS:3 MFP7E10-N010 MMA4Z00-NS400")
      << QStringLiteral("element 2 \"MMA4Z00-NS:3\": MMA4Z00-NS has optical ports 1, 2.");
  QTest::newRow("leg of a cord") << words("QM9700 MMA4Z00-NS MFP7E10-N010:leg2 MMA4Z00-NS400")
                                 << QStringLiteral("MFP7E10-N010 is not a splitter");
  QTest::newRow("length of a fixed part")
      << words("QM9700 MMA4Z00-NS MFP7E10-N010:40m MMA4Z00-NS400")
      << QStringLiteral("MFP7E10-N010 has a fixed length");
  QTest::newRow("generic part without length")
      << words("QM9700 MMA4Z00-NS GEN-MPO12-APC-TYPEB-OM4 MMA4Z00-NS400")
      << QStringLiteral("needs a length: write it as GEN-MPO12-APC-TYPEB-OM4:<n>m");
  QTest::newRow("length out of range")
      << words("QM9700 MMA4Z00-NS GEN-MPO12-APC-TYPEB-OM4:400m MMA4Z00-NS400")
      << QStringLiteral("comes in lengths from 0.5 m to 300 m");
  QTest::newRow("element out of place")
      << words("QM9700 MMA4Z00-NS MFP7E10-N010 MMA4Z00-NS400 MCX75310AAS-NEAT MFP7E10-N010")
      << QStringLiteral("element 6 \"MFP7E10-N010\" is out of place");
  QTest::newRow("adapter at the end of the passives")
      << words("QM9700 MMA4Z00-NS MFP7E10-N010 GEN-ADAPTER-MPO12-KUKD MMA4Z00-NS400")
      << QStringLiteral("element 4 \"GEN-ADAPTER-MPO12-KUKD\" joins two cords");
  QTest::newRow("modules without a cord")
      << words("QM9700 MMA4Z00-NS MMA4Z00-NS400") << QStringLiteral("nothing between them");
  QTest::newRow("no elements") << QStringList{}
                               << QStringLiteral("check-channel needs the elements");
}

void TestCheckChannelCli::badChains() {
  QFETCH(QStringList, chain);
  QFETCH(QString, error);
  const auto r = runRackwright(QStringList{QStringLiteral("check-channel")} + chain);
  QCOMPARE(r.exitCode, 2);
  QVERIFY(r.out.isEmpty());
  const QString err = QString::fromUtf8(r.err).trimmed();
  QVERIFY2(err.contains(error), qPrintable(err));
  QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));  // one line
  QVERIFY(err.startsWith(QStringLiteral("rackwright: ")));
}

void TestCheckChannelCli::json() {
  const auto r = runRackwright(
      {QStringLiteral("check-channel"), QStringLiteral("QM9700"), QStringLiteral("MMA4Z00-NS"),
       QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:30m"), QStringLiteral("MMA4Z00-NS400"),
       QStringLiteral("MCX75310AAS-NEAT"), QStringLiteral("--format"), QStringLiteral("json")});
  QCOMPARE(r.exitCode, 1);
  QJsonParseError parseError;
  const QJsonObject root = QJsonDocument::fromJson(r.out, &parseError).object();
  QCOMPARE(parseError.error, QJsonParseError::NoError);
  for (const char* key : {"chain", "assumptions", "summary", "findings"}) {
    QVERIFY2(root.contains(QLatin1String(key)), key);
  }
  QCOMPARE(root.value(QStringLiteral("chain")).toArray().size(), 5);
  QCOMPARE(root.value(QStringLiteral("chain")).toArray().at(2).toString(),
           QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:30m"));
  const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
  for (const char* key : {"errors", "warnings", "infos", "waived"}) {
    QVERIFY2(summary.contains(QLatin1String(key)), key);
  }
  QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 1);
  QCOMPARE(summary.value(QStringLiteral("warnings")).toInt(), 0);
  const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
  QVERIFY(!findings.isEmpty());
  const QJsonObject first = findings.at(0).toObject();  // errors sort first
  for (const char* key :
       {"rule", "severity", "message", "objects", "location", "waived", "key", "waiverReason"}) {
    QVERIFY2(first.contains(QLatin1String(key)), key);
  }
  QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("POL-01"));
  QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
  QCOMPARE(first.value(QStringLiteral("objects")).toArray().size(), 3);  // two modules, the cord
  QVERIFY(first.value(QStringLiteral("key")).toString().startsWith(QStringLiteral("POL-01|")));
  QVERIFY(!first.value(QStringLiteral("waived")).toBool());
  // Deterministic ids: the same chain gives the same keys on every run.
  const auto again = runRackwright(
      {QStringLiteral("check-channel"), QStringLiteral("QM9700"), QStringLiteral("MMA4Z00-NS"),
       QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:30m"), QStringLiteral("MMA4Z00-NS400"),
       QStringLiteral("MCX75310AAS-NEAT"), QStringLiteral("--format"), QStringLiteral("json")});
  QCOMPARE(again.out, r.out);
}

void TestCheckChannelCli::failOn_data() {
  QTest::addColumn<QStringList>("chain");
  QTest::addColumn<QString>("failOn");
  QTest::addColumn<int>("exitCode");
  const QStringList typeA =
      words("QM9700 MMA4Z00-NS GEN-MPO12-APC-TYPEA-OM4:30m MMA4Z00-NS400 MCX75310AAS-NEAT");
  const QStringList split =
      words("QM9700 MMA4Z00-NS MFP7E20-N010:leg1 MMA4Z00-NS400 MCX75310AAS-NEAT");
  QTest::newRow("error, default") << typeA << QString() << 1;
  QTest::newRow("error, never") << typeA << QStringLiteral("never") << 0;
  QTest::newRow("warning only, error threshold") << split << QStringLiteral("error") << 0;
  QTest::newRow("warning only, warning threshold") << split << QStringLiteral("warning") << 1;
  QTest::newRow("bad threshold") << split << QStringLiteral("sometimes") << 2;
}

void TestCheckChannelCli::failOn() {
  QFETCH(QStringList, chain);
  QFETCH(QString, failOn);
  QFETCH(int, exitCode);
  QStringList args = QStringList{QStringLiteral("check-channel")} + chain;
  if (!failOn.isEmpty())
    args << QStringLiteral("--fail-on") << failOn;
  const auto r = runRackwright(args);
  QVERIFY2(r.exitCode == exitCode, r.out.constData());
}

QTEST_GUILESS_MAIN(TestCheckChannelCli)
#include "tst_checkchannelcli.moc"
