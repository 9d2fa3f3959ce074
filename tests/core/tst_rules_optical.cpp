// Optical channel rules (groups B, C, D, E and LN-03 on optical legs), with the reference's pass
// and fail examples and the real-world mistakes of its section 4, on designs built through the
// real edit commands. Also the channel tracer itself: panels, splitters, cassettes, both
// directions, report-once and dependencies.
#include "core/channel/opticalchannel.h"
#include "core/validation/checks.h"
#include "core/validation/checksupport.h"
#include "core/validation/rulecatalog.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::describeFindings;
using rackwright::test::DesignBuilder;
using rackwright::test::findingsOfRule;

namespace {

const QString kPanel = QStringLiteral("GEN-PANEL-1U-24MPO12-APC");
const QString kPanelKuku = QStringLiteral("GEN-PANEL-1U-24MPO12-APC-KUKU");
const QString kLcPanel = QStringLiteral("GEN-PANEL-1U-24LC");

/// A rack with switches, servers with ConnectX-7 cards and the helpers the scenarios use.
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
  /// A ConnectX-7 card in an HGX server: OSFP for OSFP modules, QSFP112 otherwise.
  ObjectId card(const QString& name, const QString& moduleType) {
    const PartPtr m = design.part(moduleType);
    const bool osfp = m && m->transceiver() && m->transceiver()->formFactor == FormFactor::OSFP;
    if (server.isNull()) {
      server = b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 20);
    }
    const ObjectId nic = b.adapter(
        name, osfp ? QStringLiteral("MCX75310AAS-NEAT") : QStringLiteral("MCX755106AS-HEAT"),
        server, QStringLiteral("NIC%1").arg(++bays));
    return b.module(moduleType, nic, QStringLiteral("P1"));
  }
  ObjectId switchModule(const QString& name, const QString& type) {
    return b.module(type, sw(name), QStringLiteral("OSFP1"));
  }
  QVector<ObjectId> chain(const ObjectId& a, const QString& pa, const ObjectId& z,
                          const QString& pz, const QStringList& elements) {
    return b.fiberChain(rack, a, pa, z, pz, elements);
  }
  QVector<ObjectId> chain(const ObjectId& a, const ObjectId& z, const QStringList& elements) {
    return chain(a, QStringLiteral("1"), z, QStringLiteral("1"), elements);
  }
  /// A 1:2 splitter from a module port's head to two far modules.
  ObjectId splitter(const QString& type, const ObjectId& head, const QString& port,
                    const ObjectId& leg1, const ObjectId& leg2) {
    return b.cable(type,
                   {DesignBuilder::modulePortEnd(QStringLiteral("A"), head, port),
                    DesignBuilder::modulePortEnd(QStringLiteral("B1"), leg1, QStringLiteral("1")),
                    DesignBuilder::modulePortEnd(QStringLiteral("B2"), leg2, QStringLiteral("1"))},
                   design.part(type)->lengthM);
  }
  /// Switch module ↔ adapter module over `elements`.
  void switchToCard(const QString& swType, const QString& cardType, const QStringList& elements) {
    chain(switchModule(QStringLiteral("leaf-01"), swType), card(QStringLiteral("cx7-01"), cardType),
          elements);
  }
  void switchToSwitch(const QString& type, const QStringList& elements) {
    chain(switchModule(QStringLiteral("leaf-01"), type),
          switchModule(QStringLiteral("leaf-02"), type), elements);
  }
};

/// Runs the channel checks from every optical port of every module (what the validator does).
QVector<Finding> runChannelChecks(const DesignData& design) {
  QVector<Finding> findings;
  QList<ObjectId> ids = design.all<Module>().keys();
  std::sort(ids.begin(), ids.end());
  for (const ObjectId& id : ids) {
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
  return findings;
}

using Scenario = std::function<void(Bench&)>;

const QString kSr4 = QStringLiteral("MMA4Z00-NS");
const QString kSr4Card = QStringLiteral("MMA4Z00-NS400");
const QString kSr4Qsfp = QStringLiteral("MMA1Z00-NS400");
const QString kDr4Nm = QStringLiteral("MMS4X00-NM");
const QString kDr4Ns = QStringLiteral("MMS4X00-NS");
const QString kDr4Card = QStringLiteral("MMS4X00-NS400");
const QString kFr4 = QStringLiteral("MMS4X50-NM");

const QHash<QString, Scenario>& scenarios() {
  static const QHash<QString, Scenario> all = {
      {QStringLiteral("SR4 switch - MFP7E10 - SR4 adapter"),
       [](Bench& t) { t.switchToCard(kSr4, kSr4Card, {QStringLiteral("MFP7E10-N010")}); }},
      {QStringLiteral("MPO-16 cord into twin-port SR4"),
       [](Bench& t) { t.switchToSwitch(kSr4, {QStringLiteral("GEN-MPO16-APC-TYPEB-OM4:10m")}); }},
      {QStringLiteral("2xFR4 with an MPO cord"),
       [](Bench& t) { t.switchToSwitch(kFr4, {QStringLiteral("MFP7E30-N010")}); }},
      {QStringLiteral("male trunk straight into a transceiver"),
       [](Bench& t) {
         t.switchToSwitch(kSr4, {QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:10m")});
       }},
      {QStringLiteral("two female cords through an adapter"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:5m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:5m")});
       }},
      {QStringLiteral("all Type-B structured channel"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:3m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:3m")});
       }},
      {QStringLiteral("legacy UPC cord into MMA1Z00-NS400"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Qsfp, {QStringLiteral("GEN-MPO12-UPC-TYPEB-OM4:10m")});
       }},
      {QStringLiteral("2xFR4 over an LC/UPC A-B cord"),
       [](Bench& t) { t.switchToSwitch(kFr4, {QStringLiteral("GEN-LC-UPC-AB-OS2:10m")}); }},
      {QStringLiteral("cord without low-loss rating"),
       [](Bench& t) {
         t.b.embedVariant(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:10m"),
                          QStringLiteral("ACME-MPO12-B-10M"), [](Part& p) {
                            p.manufacturer = QStringLiteral("Acme");
                            p.fiber()->lowLoss = false;
                            p.fiber()->ilPerMatingDb = 0.75;
                          });
         t.switchToCard(kSr4, kSr4Card, {QStringLiteral("ACME-MPO12-B-10M")});
       }},
      {QStringLiteral("Type-A cord between two modules"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card, {QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:10m")});
       }},
      {QStringLiteral("B + key-up/key-down + B"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:5m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:5m")});
       }},
      {QStringLiteral("B cord + B trunk through straight adapters + A cord"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:3m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m")});
       }},
      {QStringLiteral("TIA Method A"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEA-OM4:20m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:3m")});
       }},
      {QStringLiteral("Type-C cord"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card, {QStringLiteral("GEN-MPO12-APC-TYPEC-OM4:10m")});
       }},
      {QStringLiteral("Method A trunk with one key-up/key-up panel"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEA-OM4:20m"), kPanelKuku,
                         QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m")});
       }},
      {QStringLiteral("2xFR4 over an A-A cord"),
       [](Bench& t) { t.switchToSwitch(kFr4, {QStringLiteral("GEN-LC-UPC-AA-OS2:10m")}); }},
      {QStringLiteral("A-B + LC panel + A-B"),
       [](Bench& t) {
         t.switchToSwitch(kFr4, {QStringLiteral("GEN-LC-UPC-AB-OS2:5m"), kLcPanel,
                                 QStringLiteral("GEN-LC-UPC-AB-OS2:5m")});
       }},
      {QStringLiteral("A-B + LC panel + A-A"),
       [](Bench& t) {
         t.switchToSwitch(kFr4, {QStringLiteral("GEN-LC-UPC-AB-OS2:5m"), kLcPanel,
                                 QStringLiteral("GEN-LC-UPC-AA-OS2:5m")});
       }},
      {QStringLiteral("MMS4X00-NM + MFP7E30"),
       [](Bench& t) { t.switchToSwitch(kDr4Nm, {QStringLiteral("MFP7E30-N010")}); }},
      {QStringLiteral("MMS4X00-NS400 + MFP7E10"),
       [](Bench& t) { t.switchToCard(kDr4Ns, kDr4Card, {QStringLiteral("MFP7E10-N010")}); }},
      {QStringLiteral("SR4 modules on OS2"),
       [](Bench& t) { t.switchToCard(kSr4, kSr4Card, {QStringLiteral("MFP7E30-N010")}); }},
      {QStringLiteral("40 m OM3"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Qsfp, {QStringLiteral("GEN-MPO12-APC-TYPEB-OM3:40m")});
       }},
      {QStringLiteral("40 m OM4"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Qsfp, {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:40m")});
       }},
      {QStringLiteral("60 m OM4"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Qsfp, {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:60m")});
       }},
      {QStringLiteral("OM3 cords with an OM4 trunk"),
       [](Bench& t) {
         t.switchToCard(kSr4, kSr4Card,
                        {QStringLiteral("MFP7E10-N003"), kPanel,
                         QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m"), kPanel,
                         QStringLiteral("MFP7E10-N003")});
       }},
      {QStringLiteral("SR4 to DR4"),
       [](Bench& t) { t.switchToCard(kSr4, kDr4Card, {QStringLiteral("MFP7E10-N010")}); }},
      {QStringLiteral("splitter on 2xFR4"),
       [](Bench& t) {
         const ObjectId fr4 = t.switchModule(QStringLiteral("leaf-01"), kFr4);
         t.splitter(QStringLiteral("MFP7E40-N010"), fr4, QStringLiteral("1"),
                    t.card(QStringLiteral("cx7-01"), kDr4Card),
                    t.card(QStringLiteral("cx7-02"), kDr4Card));
       }},
      {QStringLiteral("2xDR4 split into four DR4 adapters"),
       [](Bench& t) {
         const ObjectId nm = t.switchModule(QStringLiteral("leaf-01"), kDr4Nm);
         for (int port = 1; port <= 2; ++port) {
           t.splitter(QStringLiteral("MFP7E40-N010"), nm, QString::number(port),
                      t.card(QStringLiteral("cx7-%1a").arg(port), kDr4Card),
                      t.card(QStringLiteral("cx7-%1b").arg(port), kDr4Card));
         }
       }},
      {QStringLiteral("one straight and one split port"),
       [](Bench& t) {
         const ObjectId ns = t.switchModule(QStringLiteral("leaf-01"), kSr4);
         t.splitter(QStringLiteral("MFP7E20-N010"), ns, QStringLiteral("1"),
                    t.card(QStringLiteral("cx7-01"), kSr4Card),
                    t.card(QStringLiteral("cx7-02"), kSr4Card));
         t.chain(ns, QStringLiteral("2"), t.card(QStringLiteral("cx7-03"), kSr4Card),
                 QStringLiteral("1"), {QStringLiteral("MFP7E10-N010")});
       }},
      {QStringLiteral("NM to NS400 over 150 m"),
       [](Bench& t) {
         t.switchToCard(kDr4Nm, kDr4Card, {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:150m")});
       }},
      {QStringLiteral("NM to NM over 150 m"),
       [](Bench& t) {
         t.switchToSwitch(kDr4Nm, {QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:150m")});
       }},
      {QStringLiteral("third-party SR4 at the far end"),
       [](Bench& t) {
         t.b.embedVariant(kSr4Qsfp, QStringLiteral("ACME-QSFP112-SR4"), [](Part& p) {
           p.manufacturer = QStringLiteral("Acme");
           p.unconfirmed.clear();
         });
         t.switchToCard(kSr4, QStringLiteral("ACME-QSFP112-SR4"), {QStringLiteral("MFP7E10-N010")});
       }},
  };
  return all;
}

}  // namespace

class TestRulesOptical : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void rules_data();
  void rules();
  void cleanChannels_data();
  void cleanChannels();
  void everyRuleIsInTheCatalog();
  void traceThroughPanels();
  void traceSplitter();
  void traceCassette();
  void reportedOnceDependenciesAtBothEnds();
  void looseEnd();
};

void TestRulesOptical::rules_data() {
  QTest::addColumn<QString>("scenario");
  QTest::addColumn<QString>("rule");
  QTest::addColumn<int>("count");
  QTest::addColumn<QStringList>("fragments");
  auto row = [](const char* name, const char* scenario, const char* rule, int count,
                QStringList fragments = {}) {
    QTest::newRow(name) << QString::fromUtf8(scenario) << QString::fromLatin1(rule) << count
                        << fragments;
  };
  const char* kDirect = "SR4 switch - MFP7E10 - SR4 adapter";
  // B: connector mating.
  row("OC-01 pass: MFP7E10 into MMA4Z00-NS", kDirect, "OC-01", 0);
  row("OC-01 fail: MPO-16 into twin-port SR4", "MPO-16 cord into twin-port SR4", "OC-01", 2,
      {"MPO-16", "MPO-12", "cannot mate"});
  row("OC-01 fail: 2xFR4 with MPO cord", "2xFR4 with an MPO cord", "OC-01", 2,
      {"MFP7E30-N010 end", "MMS4X50-NM receptacle", "LC-duplex with 2 fibers"});
  row("OC-02 fail: male trunk into transceiver (mistake 9)",
      "male trunk straight into a transceiver", "OC-02", 2,
      {"both male", "plug a female patch cord into the module"});
  row("OC-02 fail: female cords through adapter (mistake 9)", "two female cords through an adapter",
      "OC-02", 1, {"both female", "GEN-MPO12-APC-TYPEA-OM4:5m end B", "GEN-ADAPTER-MPO12-KUKD"});
  row("OC-02 pass: female patch, male trunk", "all Type-B structured channel", "OC-02", 0);
  row("OC-03 fail: legacy UPC into MMA1Z00-NS400 (mistake 1)", "legacy UPC cord into MMA1Z00-NS400",
      "OC-03", 2, {"UPC", "APC", "MMA1Z00-NS400 receptacle", "never mates"});
  row("OC-03 pass: MPO APC", kDirect, "OC-03", 0);
  row("OC-03 pass: LC UPC", "2xFR4 over an LC/UPC A-B cord", "OC-03", 0);
  row("OC-04 fail: unrated cord", "cord without low-loss rating", "OC-04", 1,
      {"ACME-MPO12-B-10M", "0.75 dB", "not low-loss", "0.35 dB"});
  row("OC-04 pass", kDirect, "OC-04", 0);
  // C: polarity.
  row("POL-01 pass: direct Type-B cord", kDirect, "POL-01", 0);
  row("POL-01 fail: Type-A cord (mistake 2)", "Type-A cord between two modules", "POL-01", 1,
      {"has 0 polarity reversals", "Tx lands on Tx", "by a Type-B cord"});
  row("POL-01 fail: B + B through key-up/key-down (mistake 2)", "B + key-up/key-down + B", "POL-01",
      1,
      {"has 2 polarity reversals (GEN-MPO12-APC-TYPEB-OM4:5m Type B, "
       "GEN-MPO12-APC-TYPEB-OM4:5m Type B)",
       "Tx lands on Tx", "use a key-up/key-up adapter"});
  row("POL-01 fail: B cord + B trunk + A cord",
      "B cord + B trunk through straight adapters + A cord", "POL-01", 1,
      {"2 polarity reversals", "GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m Type B"});
  row("POL-01 pass: B + A-adapter + B + A-adapter + B", "all Type-B structured channel", "POL-01",
      0);
  row("POL-01 pass: TIA Method A", "TIA Method A", "POL-01", 0);
  row("POL-01 fail: Type-C in a parallel channel", "Type-C cord", "POL-01", 1,
      {"Type-C element", "duplex systems only"});
  row("POL-02 pass: A-B cord", "2xFR4 over an LC/UPC A-B cord", "POL-02", 0);
  row("POL-02 fail: A-A cord", "2xFR4 over an A-A cord", "POL-02", 1,
      {"has 0 A-B crossovers", "replace the A-A cord", "by an A-B cord"});
  // In A-B duplex polarity the panel's LC adapter crosses like every cord: three crossovers.
  row("POL-02 pass: A-B + LC panel + A-B", "A-B + LC panel + A-B", "POL-02", 0);
  row("POL-02 fail: A-B + LC panel + A-A", "A-B + LC panel + A-A", "POL-02", 1,
      {"has 2 A-B crossovers", "A-B adapter", "replace the A-A cord", "by an A-B cord"});
  row("POL-03 fail: mixed adapter keyings", "Method A trunk with one key-up/key-up panel", "POL-03",
      1,
      {"mixes polarity methods", "key-up/key-down adapters (pp-", "key-up/key-up adapters (pp-"});
  row("POL-03 mixed plant still passes POL-01", "Method A trunk with one key-up/key-up panel",
      "POL-01", 0);
  row("POL-03 pass: Method A", "TIA Method A", "POL-03", 0);
  // D: fiber media.
  row("FM-01 pass: MMS4X00-NM + MFP7E30", "MMS4X00-NM + MFP7E30", "FM-01", 0);
  row("FM-01 fail: MMS4X00-NS400 + MFP7E10 (mistake 10)", "MMS4X00-NS400 + MFP7E10", "FM-01", 1,
      {"MFP7E10-N010 is multimode fiber (OM3)", "1310 nm single-mode optic",
       "OS2 single-mode fiber such as MFP7E30"});
  row("FM-01 fail: SR modules on OS2 (mistake 10)", "SR4 modules on OS2", "FM-01", 1,
      {"is single-mode fiber (OS2)", "850 nm multimode optic"});
  row("FM-02 fail: 40 m OM3 (mistake 10)", "40 m OM3", "FM-02", 1,
      {"is 40 m long on OM3", "reach 30 m on OM3", "Use OM4 fiber"});
  row("FM-02 pass: 40 m OM4", "40 m OM4", "FM-02", 0);
  row("FM-02 fail: 60 m multimode", "60 m OM4", "FM-02", 1, {"is 60 m long", "50 m"});
  row("FM-02 is the one length finding of a 60 m MM channel", "60 m OM4", "RE-03", 0);
  row("FM-03 fail: OM3 cords with OM4 trunk", "OM3 cords with an OM4 trunk", "FM-03", 1,
      {"mixes fiber grades OM3, OM4", "rated as OM3"});
  row("FM-03 pass", "all Type-B structured channel", "FM-03", 0);
  // E: PMD.
  row("PMD-01 pass: SR4 to SR4", kDirect, "PMD-01", 0);
  row("PMD-01 fail: SR4 to DR4", "SR4 to DR4", "PMD-01", 1,
      {"MMA4Z00-NS (SR4)", "MMS4X00-NS400 (DR4)", "same optical PMD",
       "MMS4X00-NS400 by MMA4Z00-NS400 (SR4)", "MMA4Z00-NS by MMS4X00-NM (DR4)"});
  row("PMD-02 fail: splitter on 2xFR4 (mistake 5)", "splitter on 2xFR4", "PMD-02", 2,
      {"splitter MFP7E40-N010", "MMS4X50-NM is FR4", "cannot be split"});
  row("PMD-02 pass: DR4 split", "2xDR4 split into four DR4 adapters", "PMD-02", 0);
  row("PMD-03 fail: straight + split (mistake 4)", "one straight and one split port", "PMD-03", 1,
      {"port 1 through splitter MFP7E20-N010", "port 2 straight (MFP7E10-N010)",
       "never one of each"});
  row("PMD-03 pass: both split", "2xDR4 split into four DR4 adapters", "PMD-03", 0);
  row("PMD-04 fail: NM to NS400 is 100 m", "NM to NS400 over 150 m", "PMD-04", 1,
      {"is 150 m long", "its reach is 100 m", "limited by MMS4X00-NS400"});
  row("PMD-04 pass: NM to NM 150 m", "NM to NM over 150 m", "PMD-04", 0);
  row("PMD-05 fail: other vendor's SR4", "third-party SR4 at the far end", "PMD-05", 1,
      {"NVIDIA MMA4Z00-NS", "Acme ACME-QSFP112-SR4", "unverified"});
  row("PMD-05 pass", kDirect, "PMD-05", 0);
  // LN-03: a split leg runs at 200G.
  row("LN-03 info on split legs", "2xDR4 split into four DR4 adapters", "LN-03", 4,
      {"runs at 200G: 2 of 4 lanes lit × 100G", "splitter MFP7E40-N010"});
  row("LN-03 silent on straight channels", kDirect, "LN-03", 0);
  row("split legs keep polarity", "2xDR4 split into four DR4 adapters", "POL-01", 0);
  row("DS-08: splitter pin-out is unconfirmed", "2xDR4 split into four DR4 adapters", "DS-08", 4,
      {"POL-01 not verified", "relies on the fiber map of MFP7E40-N010, which is UNCONFIRMED"});
  row("DS-08 silent without unconfirmed data", kDirect, "DS-08", 0);
}

void TestRulesOptical::rules() {
  QFETCH(QString, scenario);
  QFETCH(QString, rule);
  QFETCH(int, count);
  QFETCH(QStringList, fragments);
  QVERIFY2(scenarios().contains(scenario), qPrintable(scenario));
  Bench bench;
  scenarios().value(scenario)(bench);
  const QVector<Finding> all = runChannelChecks(bench.design);
  const QString unmet = rackwright::test::unmetRuleCount(all, rule, count, fragments);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
  // Keys are unique: nothing is reported twice for one channel.
  QSet<QString> keys;
  for (const Finding& f : all) {
    QVERIFY2(!keys.contains(f.key()), qPrintable(f.key()));
    keys.insert(f.key());
  }
}

void TestRulesOptical::cleanChannels_data() {
  QTest::addColumn<QString>("scenario");
  for (const char* s : {"SR4 switch - MFP7E10 - SR4 adapter", "all Type-B structured channel",
                        "2xFR4 over an LC/UPC A-B cord", "TIA Method A", "MMS4X00-NM + MFP7E30",
                        "40 m OM4", "NM to NM over 150 m"}) {
    QTest::newRow(s) << QString::fromLatin1(s);
  }
}

void TestRulesOptical::cleanChannels() {
  QFETCH(QString, scenario);
  Bench bench;
  scenarios().value(scenario)(bench);
  const QVector<Finding> all = runChannelChecks(bench.design);
  QVERIFY2(all.isEmpty(), qPrintable(describeFindings(all)));
}

void TestRulesOptical::everyRuleIsInTheCatalog() {
  for (const char* id :
       {"OC-01", "OC-02", "OC-03", "OC-04", "POL-01", "POL-02", "POL-03", "FM-01", "FM-02", "FM-03",
        "PMD-01", "PMD-02", "PMD-03", "PMD-04", "PMD-05", "LN-03"}) {
    QVERIFY2(RuleCatalog::find(QLatin1String(id)), id);
  }
}

void TestRulesOptical::traceThroughPanels() {
  Bench t;
  const ObjectId near = t.switchModule(QStringLiteral("leaf-01"), kSr4);
  const ObjectId far = t.card(QStringLiteral("cx7-01"), kSr4Card);
  const QVector<ObjectId> cables = t.chain(near, far,
                                           {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:3m"), kPanel,
                                            QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m"),
                                            kPanel, QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:4m")});
  const QVector<OpticalChannel> out = OpticalTracer::trace(t.design, near, QStringLiteral("1"));
  QCOMPARE(out.size(), 1);
  const OpticalChannel& ch = out.constFirst();
  QCOMPARE(ch.end, ChannelEnd::ModulePort);
  QCOMPARE(ch.farModule, far);
  QCOMPARE(ch.farPort, QStringLiteral("1"));
  QCOMPARE(ch.cables(), cables);
  QCOMPARE(ch.panels().size(), 2);
  QCOMPARE(ch.matings.size(), 4);  // module-cord, two panel adapters, cord-module
  QCOMPARE(ch.segments.size(), 3);
  QCOMPARE(ch.passages.size(), 2);
  QCOMPARE(ch.elements.size(), 9);
  QCOMPARE(ch.lengthM(), 27.0);
  // The two plugs in a panel adapter: female cord and male trunk, key-up/key-down.
  const MatedPair& panelMating = ch.matings.at(1);
  QCOMPARE(toString(panelMating.near.gender), toString(Gender::Female));
  QCOMPARE(toString(panelMating.far.gender), toString(Gender::Male));
  QCOMPARE(panelMating.adapterPartId, QStringLiteral("GEN-ADAPTER-MPO12-KUKD"));
  QCOMPARE(toString(panelMating.adapterKeying), toString(AdapterKeying::KeyUpKeyDown));
  QCOMPARE(panelMating.adapterPort, QStringLiteral("F1"));
  // Three reversals compose to one.
  QCOMPARE(ch.map, PositionMap::reversal(12));
  QCOMPARE(ch.matings.constFirst().near.kind, MatingSide::Kind::ModuleReceptacle);
  QCOMPARE(toString(ch.matings.constFirst().near.gender), toString(Gender::Male));
  // Traced from the far end it is the same channel reversed.
  const QVector<OpticalChannel> back = OpticalTracer::trace(t.design, far, QStringLiteral("1"));
  QCOMPARE(back.size(), 1);
  QCOMPARE(back.constFirst(), ch.reversed());
  QCOMPARE(back.constFirst().reversed(), ch);
}

void TestRulesOptical::traceSplitter() {
  Bench t;
  const ObjectId head = t.switchModule(QStringLiteral("leaf-01"), kSr4);
  const ObjectId leg1 = t.card(QStringLiteral("cx7-01"), kSr4Card);
  const ObjectId leg2 = t.card(QStringLiteral("cx7-02"), kSr4Card);
  t.splitter(QStringLiteral("MFP7E20-N010"), head, QStringLiteral("1"), leg1, leg2);
  const QVector<OpticalChannel> fromHead =
      OpticalTracer::trace(t.design, head, QStringLiteral("1"));
  QCOMPARE(fromHead.size(), 2);
  QCOMPARE(fromHead.at(0).farModule, leg1);
  QCOMPARE(fromHead.at(1).farModule, leg2);
  QCOMPARE(fromHead.at(0).splitterCount(), 1);
  QCOMPARE(fromHead.at(0).map.mappedCount(), 4);
  QCOMPARE(fromHead.at(1).map.map(3), 12);  // head lane 3 is the second leg's lane 1
  const QVector<OpticalChannel> fromLeg = OpticalTracer::trace(t.design, leg2, QStringLiteral("1"));
  QCOMPARE(fromLeg.size(), 1);
  QCOMPARE(fromLeg.constFirst(), fromHead.at(1).reversed());
  // Nothing on the other port of the head: no channel there.
  QVERIFY(OpticalTracer::trace(t.design, head, QStringLiteral("2")).isEmpty());
}

void TestRulesOptical::traceCassette() {
  Bench t;
  const ObjectId near = t.switchModule(QStringLiteral("leaf-01"), kSr4);
  const ObjectId cassette = t.b.device(
      QStringLiteral("cas-01"), QStringLiteral("GEN-CASSETTE-MPO12-6LC-PARALLEL"), t.rack, 40);
  t.b.cable(QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m"),
            {DesignBuilder::modulePortEnd(QStringLiteral("A"), near, QStringLiteral("1")),
             DesignBuilder::panelPortEnd(QStringLiteral("B"), cassette, QStringLiteral("R1"))});
  const QVector<OpticalChannel> out = OpticalTracer::trace(t.design, near, QStringLiteral("1"));
  // The MPO rear fans out to the six LC fronts: lanes 1-4 on F1-F4, dark positions 5-8 on F5
  // and F6 (a channel still: a module patched there would see no lane).
  QCOMPARE(out.size(), 6);
  for (int i = 0; i < 6; ++i) {
    const OpticalChannel& ch = out.at(i);
    QCOMPARE(ch.end, ChannelEnd::OpenPanelPort);
    QCOMPARE(ch.farAttachment.port, QStringLiteral("F%1").arg(i + 1));
    QCOMPARE(ch.map.mappedCount(), 2);
    QCOMPARE(ch.map.map(i + 1), 1);   // Tx lane i+1 (or a dark position) on LC position 1
    QCOMPARE(ch.map.map(12 - i), 2);  // Rx lane i+1 on LC position 2
    QCOMPARE(ch.matings.size(), 2);
    QVERIFY(ch.matings.at(1).far.kind == MatingSide::Kind::PanelConnector);
    QCOMPARE(ch.matings.at(1).far.name, QStringLiteral("R1"));
    QCOMPARE(ch.matings.at(1).adapterPartId, QStringLiteral("GEN-ADAPTER-MPO12-KUKD"));
    QVERIFY(!ch.passages.constFirst().feedThrough);
  }
}

void TestRulesOptical::reportedOnceDependenciesAtBothEnds() {
  Bench t;
  const ObjectId a = t.switchModule(QStringLiteral("leaf-01"), kSr4);
  const ObjectId z = t.card(QStringLiteral("cx7-01"), kSr4Card);
  const QVector<ObjectId> cables = t.chain(a, z,
                                           {QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m"), kPanel,
                                            QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEA-OM4:20m"),
                                            kPanel, QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:3m")});
  QCOMPARE(cables.size(), 3);
  const QVector<OpticalChannel> ch = OpticalTracer::trace(t.design, a, QStringLiteral("1"));
  const ObjectId panel1 = ch.constFirst().passages.at(0).panelId;
  const ObjectId panel2 = ch.constFirst().passages.at(1).panelId;
  const ObjectId first = a < z ? a : z;
  const ObjectId second = a < z ? z : a;
  int reported = 0;
  for (const ObjectId& id : {first, second}) {
    CheckContext ctx(t.design);
    checkChannel(ctx, *t.design.find<Module>(id), QStringLiteral("1"));
    const QVector<Finding> findings = ctx.takeFindings();
    const QVector<ObjectId> deps = ctx.takeDependencies();
    reported += int(findingsOfRule(findings, RuleId::POL01).size());
    if (id == second)
      QVERIFY2(findings.isEmpty(), qPrintable(describeFindings(findings)));
    // Both ends read the whole channel.
    for (const ObjectId& dep : {a, z, panel1, panel2, cables.at(0), cables.at(1), cables.at(2)}) {
      QVERIFY(deps.contains(dep));
    }
    // And the places where each looks for the next cable: its own port, then the panel port
    // on the far side of each panel (rear ports walking from a, front ports walking from z).
    const QString far = id == a ? QStringLiteral("R1") : QStringLiteral("F1");
    for (const auto& [object, port] :
         {std::pair{id, QStringLiteral("1")}, std::pair{panel1, far}, std::pair{panel2, far}}) {
      QVERIFY(deps.contains(CheckContext::relationKey(checks::portKey(object, port),
                                                      CheckContext::Relation::Attachments)));
    }
  }
  QCOMPARE(reported, 1);
}

void TestRulesOptical::looseEnd() {
  Bench t;
  const ObjectId a = t.card(QStringLiteral("cx7-01"), kSr4Qsfp);
  t.b.cable(QStringLiteral("GEN-MPO12-UPC-TYPEB-OM4:10m"),
            {DesignBuilder::modulePortEnd(QStringLiteral("A"), a, QStringLiteral("1")),
             CableEnd{QStringLiteral("B"), Attachment{}}});
  const QVector<OpticalChannel> out = OpticalTracer::trace(t.design, a, QStringLiteral("1"));
  QCOMPARE(out.size(), 1);
  QCOMPARE(out.constFirst().end, ChannelEnd::LooseCableEnd);
  const QVector<Finding> all = runChannelChecks(t.design);
  const QVector<Finding> polish = findingsOfRule(all, RuleId::OC03);
  QCOMPARE(polish.size(), 1);
  QVERIFY2(polish.constFirst().message().contains(QStringLiteral("→ loose end B of")),
           qPrintable(polish.constFirst().message()));
  // No far module: nothing to say about polarity or PMD yet.
  QVERIFY(findingsOfRule(all, RuleId::POL01).isEmpty());
  QVERIFY(findingsOfRule(all, RuleId::PMD01).isEmpty());
}

QTEST_GUILESS_MAIN(TestRulesOptical)
#include "tst_rules_optical.moc"
