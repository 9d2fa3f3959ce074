// Compatibility in one place: on plug/cage and cable/port combinations from the built-in
// catalog, the fit verdict of core/compat, the validation rules, the planner's part chooser and
// the canvas's cable candidates give the same answer, refusals included.
#include "core/compat/compat.h"
#include "core/editing/cablecandidates.h"
#include "core/planner/partchooser.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

/// The rules that refuse a plug in its cage or a link for what compatibility decides.
const QStringList& fitRules() {
  static const QStringList kRules{QStringLiteral("FF-01"), QStringLiteral("FF-02"),
                                  QStringLiteral("FF-03"), QStringLiteral("FF-04"),
                                  QStringLiteral("FF-05"), QStringLiteral("LN-01"),
                                  QStringLiteral("LN-02"), QStringLiteral("PR-01")};
  return kRules;
}

/// The verdict in the table's words: "preferred" (the planner would choose it), "accepted"
/// (validation has nothing against it, but it is not the cage's own part: an older plug, a plug
/// without a stated top) or "refused" (validation reports an error).
QString verdictWord(const compat::PlugFit& fit, bool assembly) {
  const bool refused = !fit.seated() || !fit.twinPortMatches || fit.top == compat::TopFit::Wrong ||
                       fit.signalling == compat::SignallingFit::Wrong ||
                       (assembly && fit.lanes == compat::LaneFit::Exceeds) || !fit.protocolsMeet;
  if (refused)
    return QStringLiteral("refused");
  return fit.preferred() ? QStringLiteral("preferred") : QStringLiteral("accepted");
}

const CageDefinition* cageOf(const DesignData& design, const ObjectId& deviceId,
                             const QString& cage) {
  const Device* device = design.find<Device>(deviceId);
  const PartPtr part = device ? design.part(device->typeId) : PartPtr();
  return part && part->device() ? part->device()->cage(cage) : nullptr;
}

/// Places a device of `typeId`: an adapter card goes into a server's NIC bay.
ObjectId place(DesignBuilder& b, const ObjectId& rack, const QString& name, const QString& typeId,
               double positionU) {
  if (typeId.startsWith(QLatin1String("MCX")) || typeId.startsWith(QLatin1String("B3")) ||
      typeId.startsWith(QLatin1String("C8"))) {
    const ObjectId host = b.device(name + QStringLiteral("-host"),
                                   QStringLiteral("HGX-8GPU-GENERIC"), rack, positionU);
    return b.adapter(name, typeId, host, QStringLiteral("NIC1"));
  }
  return b.device(name, typeId, rack, positionU);
}

/// The fit-rule findings about `object`, as "RULE" once each, sorted.
QStringList fitRulesAbout(const QVector<Finding>& findings, const ObjectId& object) {
  QStringList rules;
  for (const Finding& finding : findings) {
    if (finding.severity == Severity::Error && finding.objects.contains(object) &&
        fitRules().contains(finding.rule) && !rules.contains(finding.rule)) {
      rules << finding.rule;
    }
  }
  rules.sort();
  return rules;
}

}  // namespace

class TestCompat : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void plugInCage_data();
  void plugInCage();
  void cableJoin_data();
  void cableJoin();
  void factsAreValues();
  void otherSignallingSeatsInQsfp28_data();
  void otherSignallingSeatsInQsfp28();
};

void TestCompat::plugInCage_data() {
  QTest::addColumn<QString>("plug");
  QTest::addColumn<QString>("host");
  QTest::addColumn<QString>("cage");
  QTest::addColumn<QString>("verdict");
  QTest::addColumn<QStringList>("rules");  ///< the errors the rules report, sorted

  const QString qm = QStringLiteral("QM9700");
  const QString dgx = QStringLiteral("DGX-H100");
  const QString osfp1 = QStringLiteral("OSFP1");
  const QString p1 = QStringLiteral("P1");
  QTest::newRow("finned twin-port in Quantum-2")
      << QStringLiteral("MMA4Z00-NS") << qm << osfp1 << "preferred" << QStringList();
  QTest::newRow("flat twin-port in Quantum-2 (needs finned)")
      << QStringLiteral("MMA4Z00-NS-FLT") << qm << osfp1 << "refused"
      << QStringList{QStringLiteral("FF-03")};
  QTest::newRow("finned twin-port in DGX (needs flat)")
      << QStringLiteral("MMA4Z00-NS") << dgx << osfp1 << "refused"
      << QStringList{QStringLiteral("FF-03")};
  QTest::newRow("flat twin-port in DGX")
      << QStringLiteral("MMA4Z00-NS-FLT") << dgx << osfp1 << "preferred" << QStringList();
  QTest::newRow("QSFP112 in an OSFP cage") << QStringLiteral("MMA1Z00-NS400") << qm << osfp1
                                           << "refused" << QStringList{QStringLiteral("FF-01")};
  QTest::newRow("single-port OSFP in ConnectX-7 OSFP")
      << QStringLiteral("MMA4Z00-NS400") << QStringLiteral("MCX75310AAS-NEAT") << p1 << "preferred"
      << QStringList();
  QTest::newRow("single-port in a twin-port switch cage")
      << QStringLiteral("MMA4Z00-NS400") << qm << osfp1 << "refused"
      << QStringList{QStringLiteral("FF-02"), QStringLiteral("FF-03")};
  QTest::newRow("OSFP in BlueField-3") << QStringLiteral("MMA4Z00-NS400") << QStringLiteral("B3220")
                                       << p1 << "refused" << QStringList{QStringLiteral("FF-05")};
  QTest::newRow("QSFP112 in ConnectX-7 QSFP112")
      << QStringLiteral("MMA1Z00-NS400") << QStringLiteral("MCX755106AS-HEAT") << p1 << "preferred"
      << QStringList();
  QTest::newRow("200G-PAM4 (XDR) in a 100G-PAM4 cage")
      << QStringLiteral("MMS4A00") << qm << osfp1 << "refused"
      << QStringList{QStringLiteral("LN-01")};
  QTest::newRow("Ethernet-only in an InfiniBand switch")
      << QStringLiteral("MMA4Z00-NS-T") << qm << osfp1 << "refused"
      << QStringList{QStringLiteral("PR-01")};
  // XDR: the flat single-port module on ConnectX-8, the finned twin-port on Quantum-X800.
  const QString b300 = QStringLiteral("DGX-B300");
  const QString cx8 = QStringLiteral("CX8-1");
  QTest::newRow("XDR flat single-port in a DGX B300 ConnectX-8 cage")
      << QStringLiteral("MMS4A20") << b300 << cx8 << "preferred" << QStringList();
  QTest::newRow("XDR flat single-port in a ConnectX-8 C8180")
      << QStringLiteral("MMS4A20") << QStringLiteral("C8180") << p1 << "preferred" << QStringList();
  QTest::newRow("XDR finned twin-port in Quantum-X800")
      << QStringLiteral("MMS4A00") << QStringLiteral("Q3400-RA") << osfp1 << "preferred"
      << QStringList();
  QTest::newRow("XDR finned twin-port in a DGX B300 cage")
      << QStringLiteral("MMS4A00") << b300 << cx8 << "refused"
      << QStringList{QStringLiteral("FF-02"), QStringLiteral("FF-03")};
  QTest::newRow("XDR single-port in a Quantum-X800 twin-port cage")
      << QStringLiteral("MMS4A20") << QStringLiteral("Q3400-RA") << osfp1 << "refused"
      << QStringList{QStringLiteral("FF-02"), QStringLiteral("FF-03")};
  QTest::newRow("NDR module in a GB300 tray's ConnectX-8 cage (100G-PAM4 listed, UNCONFIRMED)")
      << QStringLiteral("MMA4Z00-NS400") << QStringLiteral("GB300-NVL72-COMPUTE-TRAY") << cx8
      << "preferred" << QStringList();
}

void TestCompat::plugInCage() {
  QFETCH(QString, plug);
  QFETCH(QString, host);
  QFETCH(QString, cage);
  QFETCH(QString, verdict);
  QFETCH(QStringList, rules);

  Design design;
  DesignBuilder b{design};
  const ObjectId rack = b.labRack();
  const ObjectId device = place(b, rack, QStringLiteral("dev-01"), host, 20);
  const CageDefinition* cageDef = cageOf(design, device, cage);
  const PartPtr part = design.part(plug);
  QVERIFY(cageDef);
  QVERIFY(part && part->transceiver());

  // Compatibility's verdict.
  const compat::PlugFit fit =
      compat::fitPlug(compat::plugFacts(*part->transceiver()), compat::cageFacts(*cageDef));
  QCOMPARE(verdictWord(fit, false), verdict);

  // The rules: an error exactly when compatibility refuses, and the expected one.
  const ObjectId module = b.module(plug, device, cage);
  const ValidationResult result = Validator::validateAll(design);
  QCOMPARE(fitRulesAbout(result.findings, module), rules);

  // The planner: chooses the part exactly when compatibility prefers it.
  QCOMPARE(generator::PartChooser::moduleFits(*part, *cageDef, part->transceiver()->speedGbps),
           verdict == QLatin1String("preferred"));
}

void TestCompat::cableJoin_data() {
  QTest::addColumn<QString>("cable");
  QTest::addColumn<QString>("hostA");
  QTest::addColumn<QString>("cageA");
  QTest::addColumn<QString>("endA");
  QTest::addColumn<QString>("hostB");
  QTest::addColumn<QString>("cageB");
  QTest::addColumn<QString>("endB");
  QTest::addColumn<QString>("verdictA");
  QTest::addColumn<QString>("verdictB");
  QTest::addColumn<bool>("offered");  ///< the canvas offers the family between the two cages
  QTest::addColumn<QStringList>("rules");

  const QString qm = QStringLiteral("QM9700");
  const QString dgx = QStringLiteral("DGX-H100");
  const QString osfp1 = QStringLiteral("OSFP1");
  const QString a = QStringLiteral("A");
  const QString b = QStringLiteral("B");
  const QString b1 = QStringLiteral("B1");
  QTest::newRow("finned DAC between two Quantum-2")
      << QStringLiteral("MCP4Y10-N002") << qm << osfp1 << a << qm << osfp1 << b << "preferred"
      << "preferred" << true << QStringList();
  QTest::newRow("finned-to-flat DAC from Quantum-2 to DGX")
      << QStringLiteral("MCP4Y10-N002-FLT") << qm << osfp1 << a << dgx << osfp1 << b << "preferred"
      << "preferred" << true << QStringList();
  QTest::newRow("finned DAC into a DGX flat-top cage")
      << QStringLiteral("MCP4Y10-N002") << qm << osfp1 << a << dgx << osfp1 << b << "preferred"
      << "refused" << true << QStringList{QStringLiteral("FF-03")};
  QTest::newRow("HDR breakout: QSFP56 leg in a DGX QSFP112 cage")
      << QStringLiteral("MCP7Y60-H002") << qm << osfp1 << a << dgx << QStringLiteral("SLOT1-P1")
      << b1 << "preferred"
      << "accepted" << true << QStringList();
  QTest::newRow("NDR breakout to ConnectX-7 QSFP112")
      << QStringLiteral("MCP7Y10-N002") << qm << osfp1 << a << QStringLiteral("MCX755106AS-HEAT")
      << QStringLiteral("P1") << b1 << "preferred"
      << "preferred" << true << QStringList();
  QTest::newRow("QSFP28 DAC between OSFP cages")
      << QStringLiteral("MCP1600-C002") << qm << osfp1 << a << qm << osfp1 << b << "refused"
      << "refused" << false << QStringList{QStringLiteral("FF-01"), QStringLiteral("PR-01")};
}

void TestCompat::cableJoin() {
  QFETCH(QString, cable);
  QFETCH(QString, hostA);
  QFETCH(QString, cageA);
  QFETCH(QString, endA);
  QFETCH(QString, hostB);
  QFETCH(QString, cageB);
  QFETCH(QString, endB);
  QFETCH(QString, verdictA);
  QFETCH(QString, verdictB);
  QFETCH(bool, offered);
  QFETCH(QStringList, rules);

  Design design;
  DesignBuilder builder{design};
  const ObjectId rack = builder.labRack();
  const ObjectId deviceA = place(builder, rack, QStringLiteral("dev-a"), hostA, 20);
  const ObjectId deviceB = place(builder, rack, QStringLiteral("dev-b"), hostB, 30);
  const CageDefinition* cageDefA = cageOf(design, deviceA, cageA);
  const CageDefinition* cageDefB = cageOf(design, deviceB, cageB);
  const PartPtr part = design.part(cable);
  QVERIFY(cageDefA && cageDefB);
  QVERIFY(part && part->assembly());
  const CableAssemblyBody& body = *part->assembly();
  const auto endIndex = [&](const QString& name) {
    for (int i = 0; i < body.ends.size(); ++i) {
      if (body.ends[i].name == name)
        return i;
    }
    return -1;
  };
  const int iA = endIndex(endA);
  const int iB = endIndex(endB);
  QVERIFY(iA >= 0 && iB >= 0);

  // Compatibility's verdict per end, and whether the join mates.
  const compat::CageFacts factsA = compat::cageFacts(*cageDefA);
  const compat::CageFacts factsB = compat::cageFacts(*cageDefB);
  const compat::PlugFit fitA = compat::fitPlug(compat::plugFacts(body, body.ends[iA]), factsA);
  const compat::PlugFit fitB = compat::fitPlug(compat::plugFacts(body, body.ends[iB]), factsB);
  QCOMPARE(verdictWord(fitA, true), verdictA);
  QCOMPARE(verdictWord(fitB, true), verdictB);
  QCOMPARE(compat::assemblyJoins(body, factsA, factsB, compat::JoinPolicy::Mates)
               .contains(compat::Join{iA, iB}),
           offered);

  // The planner: uses an end exactly where compatibility prefers it.
  QCOMPARE(generator::PartChooser::plugFits(body, body.ends[iA], *cageDefA),
           verdictA == QLatin1String("preferred"));
  QCOMPARE(generator::PartChooser::plugFits(body, body.ends[iB], *cageDefB),
           verdictB == QLatin1String("preferred"));

  // The canvas: offers the family exactly when the ends mate, and shows the rules' verdict.
  const Attachment at{Attachment::Kind::Cage, deviceA, cageA};
  const Attachment to{Attachment::Kind::Cage, deviceB, cageB};
  const QVector<CableCandidate> candidates = CableCandidates::find(design, at, to, 1.0);
  const CableCandidate* offer = nullptr;
  for (const CableCandidate& candidate : candidates) {
    if (candidate.part && candidate.part->family == part->family && candidate.startEnd == endA &&
        candidate.targetEnd == endB) {
      offer = &candidate;
    }
  }
  QCOMPARE(offer != nullptr, offered);
  if (offer) {
    QStringList offeredRules;
    for (const QString& problem : offer->problems) {
      const QString problemRule = problem.section(QLatin1Char(':'), 0, 0);
      if (fitRules().contains(problemRule) && !offeredRules.contains(problemRule))
        offeredRules << problemRule;
    }
    offeredRules.sort();
    QCOMPARE(offeredRules, rules);
  }

  // The rules on the cable in place.
  const ObjectId cableId = builder.cable(
      cable,
      {DesignBuilder::cageEnd(endA, deviceA, cageA), DesignBuilder::cageEnd(endB, deviceB, cageB)},
      part->lengthM);
  const ValidationResult result = Validator::validateAll(design);
  QCOMPARE(fitRulesAbout(result.findings, cableId), rules);
}

void TestCompat::factsAreValues() {
  // Facts are what a cache is keyed by: equal facts hash equal, a changed fact changes the key.
  Design design;
  const PartPtr finned = design.part(QStringLiteral("MMA4Z00-NS"));
  const PartPtr flat = design.part(QStringLiteral("MMA4Z00-NS-FLT"));
  QVERIFY(finned && flat);
  const compat::PlugFacts a = compat::plugFacts(*finned->transceiver());
  const compat::PlugFacts b = compat::plugFacts(*finned->transceiver());
  const compat::PlugFacts c = compat::plugFacts(*flat->transceiver());
  QCOMPARE(a, b);
  QCOMPARE(qHash(a), qHash(b));
  QVERIFY(a != c);
  QVERIFY(qHash(a) != qHash(c));
}

void TestCompat::otherSignallingSeatsInQsfp28_data() {
  QTest::addColumn<QString>("cable");
  QTest::addColumn<QString>("cageFamily");
  QTest::addColumn<bool>("seated");
  QTest::addColumn<int>("signalling");
  // An EDR / 100GbE QSFP28 port (ConnectX-5, Switch-IB 2): four 25G-NRZ lanes.
  QTest::newRow("MCP7Y60 leg (2x100GbE/EDR) in an EDR port")
      << QStringLiteral("MCP7Y60-H001") << QStringLiteral("25G-NRZ") << true
      << int(compat::SignallingFit::Listed);
  QTest::newRow("MCP7Y70 leg (50G-PAM4 only) in an EDR port")
      << QStringLiteral("MCP7Y70-H001") << QStringLiteral("25G-NRZ") << false
      << int(compat::SignallingFit::Wrong);
  QTest::newRow("MCP7Y60 leg in a QSFP28 port of another family")
      << QStringLiteral("MCP7Y60-H001") << QStringLiteral("100G-PAM4") << false
      << int(compat::SignallingFit::Wrong);
}

void TestCompat::otherSignallingSeatsInQsfp28() {
  QFETCH(QString, cable);
  QFETCH(QString, cageFamily);
  QFETCH(bool, seated);
  QFETCH(int, signalling);
  Design design;
  const PartPtr part = design.part(cable);
  QVERIFY(part && part->assembly());
  const compat::CageFacts edrPort{FormFactor::QSFP28,
                                  CageThermal::NotApplicable,
                                  false,
                                  4,
                                  {*enumFromString<Signalling>(cageFamily)},
                                  {Protocol::InfiniBand, Protocol::Ethernet}};
  const compat::PlugFit fit =
      compat::fitPlug(compat::plugFacts(*part->assembly(), part->assembly()->ends.at(1)), edrPort);
  QCOMPARE(fit.seated(), seated);
  QCOMPARE(int(fit.signalling), signalling);
  QVERIFY(!fit.preferred());  // an older plug: never the part the planner chooses
}

QTEST_GUILESS_MAIN(TestCompat)
#include "tst_compat.moc"
