// Reach and length rules (group G): part limits of copper and active assemblies (RE-01, RE-02),
// the optical channel length (RE-03, sharing one verdict with FM-02 and PMD-04), the mating
// count and loss budget (RE-04), the single-mode minimum length (RE-05) and the twin-port skew
// (RE-06).
#include "core/channel/channelreporter.h"
#include "core/validation/checks.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QString kPanel = QStringLiteral("GEN-PANEL-1U-24MPO12-APC");
const QString kLcPanel = QStringLiteral("GEN-PANEL-1U-24LC");

struct Bench {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.standaloneRack(QStringLiteral("R01"));
  ObjectId server;
  int bays = 0;
  int devices = 0;

  ObjectId sw(const QString& name) {
    ++devices;
    return b.device(name, QStringLiteral("QM9700"), rack, devices);
  }
  ObjectId cardDevice(const QString& name) {
    if (server.isNull()) {
      server = b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 20);
    }
    return b.adapter(name, QStringLiteral("MCX75310AAS-NEAT"), server,
                     QStringLiteral("NIC%1").arg(++bays));
  }
  ObjectId card(const QString& name, const QString& moduleType) {
    return b.module(moduleType, cardDevice(name), QStringLiteral("P1"));
  }
  ObjectId switchModule(const QString& name, const QString& type) {
    return b.module(type, sw(name), QStringLiteral("OSFP1"));
  }
  void switchToSwitch(const QString& type, const QStringList& elements) {
    b.fiberChain(rack, switchModule(QStringLiteral("leaf-01"), type), QStringLiteral("1"),
                 switchModule(QStringLiteral("leaf-02"), type), QStringLiteral("1"), elements);
  }
  ObjectId dac(const QString& type, double plannedM) {
    const ObjectId a = sw(QStringLiteral("leaf-01"));
    const ObjectId z = sw(QStringLiteral("leaf-02"));
    return b.cable(type,
                   {DesignBuilder::cageEnd(QStringLiteral("A"), a, QStringLiteral("OSFP2")),
                    DesignBuilder::cageEnd(QStringLiteral("B"), z, QStringLiteral("OSFP2"))},
                   plannedM);
  }
  ObjectId breakout(const QString& type, double plannedM) {
    const ObjectId a = sw(QStringLiteral("leaf-01"));
    return b.cable(
        type,
        {DesignBuilder::cageEnd(QStringLiteral("A"), a, QStringLiteral("OSFP3")),
         DesignBuilder::cageEnd(QStringLiteral("B1"), cardDevice(QStringLiteral("cx7-01")),
                                QStringLiteral("P1")),
         DesignBuilder::cageEnd(QStringLiteral("B2"), cardDevice(QStringLiteral("cx7-02")),
                                QStringLiteral("P1"))},
        plannedM);
  }
};

QVector<Finding> runChecks(const DesignData& design) {
  QVector<Finding> findings;
  QList<ObjectId> modules = design.all<Module>().keys();
  std::sort(modules.begin(), modules.end());
  for (const ObjectId& id : modules) {
    const Module& module = *design.find<Module>(id);
    const PartPtr part = design.part(module.typeId);
    if (!part || !part->transceiver())
      continue;
    for (const OpticalPortDefinition& port : part->transceiver()->opticalPorts) {
      CheckContext ctx(design);
      checkChannel(ctx, module, port.name);
      findings += ctx.takeFindings();
    }
  }
  QList<ObjectId> cables = design.all<Cable>().keys();
  std::sort(cables.begin(), cables.end());
  for (const ObjectId& id : cables) {
    CheckContext ctx(design);
    checkCableReach(ctx, *design.find<Cable>(id));
    findings += ctx.takeFindings();
  }
  return findings;
}

using Scenario = std::function<void(Bench&)>;

const QString kNm = QStringLiteral("MMS4X00-NM");
const QString kNs = QStringLiteral("MMS4X00-NS");
const QString kSr4 = QStringLiteral("MMA4Z00-NS");

QStringList structuredOs2(int cordA, int trunk, int cordB) {
  return {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:%1m").arg(cordA), kPanel,
          QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OS2:%1m").arg(trunk), kPanel,
          QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:%1m").arg(cordB)};
}

void twinPortToCards(Bench& t, const QString& cord1, const QString& cord2) {
  const ObjectId twin = t.switchModule(QStringLiteral("leaf-01"), kSr4);
  t.b.fiberChain(t.rack, twin, QStringLiteral("1"),
                 t.card(QStringLiteral("cx7-01"), QStringLiteral("MMA4Z00-NS400")),
                 QStringLiteral("1"), {cord1});
  t.b.fiberChain(t.rack, twin, QStringLiteral("2"),
                 t.card(QStringLiteral("cx7-02"), QStringLiteral("MMA4Z00-NS400")),
                 QStringLiteral("1"), {cord2});
}

/// A single-mode splitter channel: a cord from the switch module to a panel, the splitter head
/// on the panel's rear, one leg on a DR4 adapter.
void splitterChannel(Bench& t, int cordM, const QString& splitter) {
  const ObjectId nm = t.switchModule(QStringLiteral("leaf-01"), kNm);
  const ObjectId panel = t.b.device(QStringLiteral("pp-01"), kPanel, t.rack, 40);
  t.b.cable(QStringLiteral("GEN-MPO12-APC-TYPEA-OS2:%1m").arg(cordM),
            {DesignBuilder::modulePortEnd(QStringLiteral("A"), nm, QStringLiteral("1")),
             DesignBuilder::panelPortEnd(QStringLiteral("B"), panel, QStringLiteral("F1"))});
  t.b.cable(
      splitter,
      {DesignBuilder::panelPortEnd(QStringLiteral("A"), panel, QStringLiteral("R1")),
       DesignBuilder::modulePortEnd(
           QStringLiteral("B1"), t.card(QStringLiteral("cx7-01"), QStringLiteral("MMS4X00-NS400")),
           QStringLiteral("1")),
       CableEnd{QStringLiteral("B2"), Attachment{}}});
}

const QHash<QString, Scenario>& scenarios() {
  static const QHash<QString, Scenario> all = {
      {QStringLiteral("MCP4Y10-N002 planned at 3 m"),
       [](Bench& t) { t.dac(QStringLiteral("MCP4Y10-N002"), 3); }},
      {QStringLiteral("MCP4Y10-N001 planned at 2 m"),
       [](Bench& t) { t.dac(QStringLiteral("MCP4Y10-N001"), 2); }},
      {QStringLiteral("MCP4Y10-N002 at 2 m"),
       [](Bench& t) { t.dac(QStringLiteral("MCP4Y10-N002"), 2); }},
      {QStringLiteral("MCP7Y00-N003 at 3 m"),
       [](Bench& t) { t.breakout(QStringLiteral("MCP7Y00-N003"), 3); }},
      {QStringLiteral("MCA7J60-N005 planned at 6 m"),
       [](Bench& t) { t.breakout(QStringLiteral("MCA7J60-N005"), 6); }},
      {QStringLiteral("MCA7J60-N004 at 4 m"),
       [](Bench& t) { t.breakout(QStringLiteral("MCA7J60-N004"), 4); }},
      {QStringLiteral("NM to NM over 550 m structured"),
       [](Bench& t) { t.switchToSwitch(kNm, structuredOs2(200, 300, 50)); }},
      {QStringLiteral("NM to NM over 490 m structured"),
       [](Bench& t) { t.switchToSwitch(kNm, structuredOs2(200, 250, 40)); }},
      {QStringLiteral("NM to NM over a 600 m cord"),
       [](Bench& t) { t.switchToSwitch(kNm, {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:600m")}); }},
      {QStringLiteral("single-mode splitter channel of 55 m"),
       [](Bench& t) { splitterChannel(t, 5, QStringLiteral("MFP7E40-N050")); }},
      {QStringLiteral("single-mode splitter channel of 35 m"),
       [](Bench& t) { splitterChannel(t, 5, QStringLiteral("MFP7E40-N030")); }},
      {QStringLiteral("LC channel through three panels"),
       [](Bench& t) {
         t.switchToSwitch(QStringLiteral("MMS4X50-NM"),
                          {QStringLiteral("GEN-LC-UPC-AB-OS2:5m"), kLcPanel,
                           QStringLiteral("GEN-LC-UPC-AA-OS2:5m"), kLcPanel,
                           QStringLiteral("GEN-LC-UPC-AA-OS2:5m"), kLcPanel,
                           QStringLiteral("GEN-LC-UPC-AA-OS2:5m")});
       }},
      {QStringLiteral("LC channel through two panels"),
       [](Bench& t) {
         t.switchToSwitch(QStringLiteral("MMS4X50-NM"),
                          {QStringLiteral("GEN-LC-UPC-AB-OS2:5m"), kLcPanel,
                           QStringLiteral("GEN-LC-UPC-AA-OS2:5m"), kLcPanel,
                           QStringLiteral("GEN-LC-UPC-AA-OS2:5m")});
       }},
      {QStringLiteral("MMS4X00-NS pair over 1 m"),
       [](Bench& t) { t.switchToSwitch(kNs, {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:1m")}); }},
      {QStringLiteral("MMS4X00-NS pair over 3 m"),
       [](Bench& t) { t.switchToSwitch(kNs, {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:3m")}); }},
      {QStringLiteral("MMS4X00-NM pair over 1 m"),
       [](Bench& t) { t.switchToSwitch(kNm, {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:1m")}); }},
      {QStringLiteral("XDR DR4 pair over 10 m"),
       [](Bench& t) {
         const ObjectId a =
             t.b.device(QStringLiteral("spine-01"), QStringLiteral("Q3400-RA"), t.rack, 30);
         const ObjectId z =
             t.b.device(QStringLiteral("spine-02"), QStringLiteral("Q3400-RA"), t.rack, 34);
         t.b.fiberChain(t.rack, t.b.module(QStringLiteral("MMS4A00"), a, QStringLiteral("OSFP1")),
                        QStringLiteral("1"),
                        t.b.module(QStringLiteral("MMS4A00"), z, QStringLiteral("OSFP1")),
                        QStringLiteral("1"), {QStringLiteral("MFP7E30-N010")});
       }},
      {QStringLiteral("twin-port over 3 m and 20 m"),
       [](Bench& t) {
         twinPortToCards(t, QStringLiteral("MFP7E10-N003"), QStringLiteral("MFP7E10-N020"));
       }},
      {QStringLiteral("twin-port over 3 m and 7 m"),
       [](Bench& t) {
         twinPortToCards(t, QStringLiteral("MFP7E10-N003"), QStringLiteral("MFP7E10-N007"));
       }},
  };
  return all;
}

}  // namespace

class TestRulesReach : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void rules_data();
  void rules();
  void lossBudgetValues();
};

void TestRulesReach::rules_data() {
  QTest::addColumn<QString>("scenario");
  QTest::addColumn<QString>("rule");
  QTest::addColumn<int>("count");
  QTest::addColumn<QStringList>("fragments");
  auto row = [](const char* name, const char* scenario, const char* rule, int count,
                QStringList fragments = {}) {
    QTest::newRow(name) << QString::fromUtf8(scenario) << QString::fromLatin1(rule) << count
                        << fragments;
  };
  row("RE-01 fail: twin DAC beyond 2 m", "MCP4Y10-N002 planned at 3 m", "RE-01", 1,
      {"MCP4Y10-N002 is 3 m long", "MCP4Y10 DAC assemblies are specified up to 2 m",
       "active copper cable"});
  row("RE-01 fail: planned longer than the variant", "MCP4Y10-N001 planned at 2 m", "RE-01", 1,
      {"is a 1 m assembly but the cable is planned at 2 m", "Order the 2 m variant of MCP4Y10"});
  row("RE-01 pass: 2 m", "MCP4Y10-N002 at 2 m", "RE-01", 0);
  row("RE-01 pass: 3 m splitter", "MCP7Y00-N003 at 3 m", "RE-01", 0);
  row("RE-02 fail: ACC beyond 5 m", "MCA7J60-N005 planned at 6 m", "RE-02", 1,
      {"is 6 m long", "specified up to 5 m", "transceivers and fiber"});
  row("RE-02 pass", "MCA7J60-N004 at 4 m", "RE-02", 0);
  row("RE-03 fail: channel sum beyond 500 m", "NM to NM over 550 m structured", "RE-03", 1,
      {"is 550 m long (", "200 m GEN-MPO12-APC-TYPEB-OS2:200m", "50 m GEN-MPO12-APC-TYPEB-OS2:50m",
       " + 300 m GEN-MPO12-APC-TRUNK-TYPEB-OS2:300m + ", "DR4 optics reach 500 m on OS2"});
  row("RE-03 pass: 490 m", "NM to NM over 490 m structured", "RE-03", 0);
  row("RE-03 fail: one 600 m cord", "NM to NM over a 600 m cord", "RE-03", 1, {"is 600 m long"});
  row("RE-03 fail: single-mode splitter beyond 50 m", "single-mode splitter channel of 55 m",
      "RE-03", 1, {"is 55 m long", "through a 1:2 splitter is limited to 50 m"});
  row("RE-03 pass: single-mode splitter 35 m", "single-mode splitter channel of 35 m", "RE-03", 0);
  row("RE-03 leaves equal-reach pairs to itself", "NM to NM over 550 m structured", "PMD-04", 0);
  row("RE-04 fail: more than two panels", "LC channel through three panels", "RE-04", 1,
      {"has 5 ferrule-to-ferrule matings through 3 patch panel(s)", "at most 4",
       "Estimated insertion loss 1.26 dB (5 × 0.25 dB LC + 0.01 dB fiber)"});
  row("RE-04 pass: two panels", "LC channel through two panels", "RE-04", 0);
  row("RE-05 fail: MMS4X00-NS below 2 m", "MMS4X00-NS pair over 1 m", "RE-05", 1,
      {"is 1 m long", "MMS4X00-NS needs at least 2 m"});
  row("RE-05 pass: 3 m", "MMS4X00-NS pair over 3 m", "RE-05", 0);
  row("RE-05 pass: no minimum for NM", "MMS4X00-NM pair over 1 m", "RE-05", 0);
  row("DS-08: unconfirmed reach", "XDR DR4 pair over 10 m", "DS-08", 1,
      {"RE-03 not verified", "reach of MMS4A00, which is UNCONFIRMED"});
  row("DS-08 silent with confirmed reach", "NM to NM over 490 m structured", "DS-08", 0);
  row("RE-06 fail: twin-port skew", "twin-port over 3 m and 20 m", "RE-06", 1,
      {"port 2 over 20 m and port 1 over 3 m", "17 m difference (about 77 ns)", "UNCONFIRMED"});
  row("RE-06 pass", "twin-port over 3 m and 7 m", "RE-06", 0);
}

void TestRulesReach::rules() {
  QFETCH(QString, scenario);
  QFETCH(QString, rule);
  QFETCH(int, count);
  QFETCH(QStringList, fragments);
  QVERIFY2(scenarios().contains(scenario), qPrintable(scenario));
  Bench bench;
  scenarios().value(scenario)(bench);
  const QString unmet =
      rackwright::test::unmetRuleCount(runChecks(bench.design), rule, count, fragments);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
}

void TestRulesReach::lossBudgetValues() {
  // The constants the messages quote are the reference's.
  QCOMPARE(ReachLimits::kMpoMatingLossDb, 0.35);
  QCOMPARE(ReachLimits::kLcMatingLossDb, 0.25);
  QCOMPARE(ReachLimits::kMultimodeLossDbPerKm, 3.0);
  QCOMPARE(ReachLimits::kSingleModeLossDbPerKm, 0.4);
  QCOMPARE(ReachLimits::kMaxMatings, 4);
  // An MPO channel through three panels: 5 matings × 0.35 dB + 40 m of OM4 at 3 dB/km.
  Bench t;
  t.b.fiberChain(t.rack, t.switchModule(QStringLiteral("leaf-01"), kSr4), QStringLiteral("1"),
                 t.card(QStringLiteral("cx7-01"), QStringLiteral("MMA4Z00-NS400")),
                 QStringLiteral("1"),
                 {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:5m"), kPanel,
                  QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:15m"), kPanel,
                  QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:5m"), kPanel,
                  QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:15m")});
  const QVector<Finding> budget =
      rackwright::test::findingsOfRule(runChecks(t.design), RuleId::RE04);
  QCOMPARE(budget.size(), 1);
  QVERIFY2(budget.constFirst().message().contains(QStringLiteral(
               "Estimated insertion loss 1.87 dB (5 × 0.35 dB MPO + 0.12 dB fiber)")),
           qPrintable(budget.constFirst().message()));
}

QTEST_GUILESS_MAIN(TestRulesReach)
#include "tst_rules_reach.moc"
