// Where a device can sit in a rack (core/geometry/rackslots): the canvas's refusal of a drop, the
// edit commands' refusal of a position outside the rack and the DS-03/DS-04 rules all follow the
// same unit arithmetic, without a QApplication. Each row places one device next to a QM9700
// (U10, full depth), a DGX H100 (U20–U27, full depth) and an LC patch panel (U40 front, half
// depth) in a 42 U rack, and checks all three answers.
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/geometry/rackslots.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"

#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

/// What the three answers should be for one placement.
enum class Outcome {
  Fits,       ///< the canvas allows it, the command accepts it, no rule reports it
  Collides,   ///< the canvas refuses it, the command accepts it (a drag may pass), DS-03 reports
  Overhangs,  ///< the canvas and the command refuse it, DS-04 reports it
};

}  // namespace

Q_DECLARE_METATYPE(Outcome)

class TestRackSlots : public QObject {
  Q_OBJECT

 private:
  struct Fixture {
    Design design;
    ObjectId rack;
    ObjectId leaf;
    ObjectId server;
    ObjectId panel;
  };

  static void build(Fixture& f) {
    DesignBuilder build(f.design);
    f.rack = build.labRack(QStringLiteral("R01"), 0, 42);
    f.leaf = build.device(QStringLiteral("leaf"), QStringLiteral("QM9700"), f.rack, 10);
    f.server = build.device(QStringLiteral("dgx"), QStringLiteral("DGX-H100"), f.rack, 20);
    f.panel =
        build.device(QStringLiteral("panel"), QStringLiteral("GEN-PANEL-1U-24LC"), f.rack, 40);
  }

  static QStringList rulesAbout(const ValidationResult& result, const ObjectId& id) {
    QStringList rules;
    for (const Finding& finding : result.findings) {
      if (finding.objects.contains(id) && finding.rule.startsWith(QStringLiteral("DS-0")))
        rules << finding.rule;
    }
    rules.removeDuplicates();
    rules.sort();
    return rules;
  }

 private Q_SLOTS:
  void unitArithmetic() {
    QCOMPARE(RackSlots::topUnit(12, 2), 13.0);
    QVERIFY(RackSlots::fitsInRack(41, 2, 42));
    QVERIFY(!RackSlots::fitsInRack(42, 2, 42));
    QVERIFY(!RackSlots::fitsInRack(0.5, 1, 42));
    QCOMPARE(RackSlots::highestPosition(42, 8), 35.0);
    QCOMPARE(RackSlots::highestPosition(4, 8), 1.0);  // taller than the rack
    QVERIFY(RackSlots::unitsOverlap(20, 8, 27, 1));
    QVERIFY(!RackSlots::unitsOverlap(20, 8, 28, 1));
    QVERIFY(!RackSlots::unitsOverlap(10, 1, 11, 1));
    const RackSlots::Footprint full{1, true};
    const RackSlots::Footprint half{1, false};
    QVERIFY(RackSlots::collide(full, RackFace::Front, half, RackFace::Rear));
    QVERIFY(RackSlots::collide(half, RackFace::Front, half, RackFace::Front));
    QVERIFY(!RackSlots::collide(half, RackFace::Front, half, RackFace::Rear));
    QCOMPARE(RackSlots::spanText(12, 1), QStringLiteral("U12"));
    QCOMPARE(RackSlots::spanText(12, 8), QStringLiteral("U12–U19"));
  }

  void canvasCommandsAndRulesAgree_data() {
    QTest::addColumn<QString>("typeId");
    QTest::addColumn<double>("positionU");
    QTest::addColumn<RackFace>("face");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("refusalWords");

    const auto row = [](const char* name, const char* type, double u, RackFace face,
                        Outcome outcome, const char* words = "") {
      QTest::newRow(name) << QString::fromLatin1(type) << u << face << outcome
                          << QString::fromUtf8(words);
    };
    row("switch on free units", "QM9700", 11, RackFace::Front, Outcome::Fits);
    row("switch on the leaf, rear face (full depth)", "QM9700", 10, RackFace::Rear,
        Outcome::Collides, "collide with leaf (U10, front)");
    row("server overlapping the DGX's lowest units", "DGX-H100", 14, RackFace::Front,
        Outcome::Collides, "collide with dgx (U20–U27, front)");
    row("server just below the DGX", "DGX-H100", 12, RackFace::Front, Outcome::Fits);
    row("server on the DGX's top unit", "QM9700", 27, RackFace::Front, Outcome::Collides,
        "collide with dgx");
    row("switch just above the DGX", "QM9700", 28, RackFace::Front, Outcome::Fits);
    row("half-depth panel behind the panel", "GEN-PANEL-1U-24LC", 40, RackFace::Rear,
        Outcome::Fits);
    row("half-depth panel on the panel's face", "GEN-PANEL-1U-24LC", 40, RackFace::Front,
        Outcome::Collides, "collide with panel");
    row("full-depth switch behind the half-depth panel", "QM9700", 40, RackFace::Rear,
        Outcome::Collides, "collide with panel");
    row("server over the top", "DGX-H100", 36, RackFace::Front, Outcome::Overhangs,
        "overhang the top of rack R01 (U1 to U42). Drop it at U35 or lower");
    row("2 U switch at the top unit", "SN5600", 42, RackFace::Front, Outcome::Overhangs,
        "Drop it at U41 or lower");
    row("2 U switch at the top", "SN5600", 41, RackFace::Front, Outcome::Fits);
    row("below U1", "QM9700", 0.5, RackFace::Front, Outcome::Overhangs,
        "overhang the bottom of rack R01");
  }

  void canvasCommandsAndRulesAgree() {
    QFETCH(QString, typeId);
    QFETCH(double, positionU);
    QFETCH(RackFace, face);
    QFETCH(Outcome, outcome);
    QFETCH(QString, refusalWords);
    Fixture f;
    build(f);

    // The canvas's question.
    const QString refusal =
        RackSlots::refusal(f.design, f.rack, typeId, QStringLiteral("new"), positionU, face);
    if (outcome == Outcome::Fits) {
      QVERIFY2(refusal.isEmpty(), qPrintable(refusal));
      QCOMPARE(RackSlots::firstFree(f.design, f.rack, typeId, face, positionU), positionU);
    } else {
      QVERIFY2(refusal.contains(refusalWords), qPrintable(refusal));
    }

    // The edit command's answer.
    Device device;
    device.id = DesignBuilder::idFor(QStringLiteral("new"));
    device.name = QStringLiteral("new");
    device.typeId = typeId;
    device.rackId = f.rack;
    device.positionU = positionU;
    device.face = face;
    bool accepted = true;
    try {
      auto command = DesignEdits::addDevice(f.design, device);
      command->redo();
    } catch (const Error& e) {
      accepted = false;
      QVERIFY2(outcome == Outcome::Overhangs, qPrintable(e.message()));
      QVERIFY2(e.message().contains(QStringLiteral("does not fit")), qPrintable(e.message()));
    }
    QCOMPARE(accepted, outcome != Outcome::Overhangs);
    if (!accepted)
      f.design.insert(device);  // as a file could hold it

    // The rules' answer.
    const QStringList rules = rulesAbout(Validator::validateAll(f.design), device.id);
    switch (outcome) {
      case Outcome::Fits:
        QVERIFY2(
            !rules.contains(QStringLiteral("DS-03")) && !rules.contains(QStringLiteral("DS-04")),
            qPrintable(rules.join(u' ')));
        break;
      case Outcome::Collides:
        QVERIFY2(rules.contains(QStringLiteral("DS-03")), qPrintable(rules.join(u' ')));
        break;
      case Outcome::Overhangs:
        QVERIFY2(rules.contains(QStringLiteral("DS-04")), qPrintable(rules.join(u' ')));
        break;
    }
  }

  /// The devices being moved do not block themselves; a full rack has no free slot.
  void movedDevicesAndFullRacks() {
    Fixture f;
    build(f);
    QVERIFY(!RackSlots::refusal(f.design, f.rack, QStringLiteral("DGX-H100"), QStringLiteral("dgx"),
                                21, RackFace::Front)
                 .isEmpty());
    QVERIFY(RackSlots::refusal(f.design, f.rack, QStringLiteral("DGX-H100"), QStringLiteral("dgx"),
                               21, RackFace::Front, {f.server})
                .isEmpty());
    QCOMPARE(RackSlots::firstFree(f.design, f.rack, QStringLiteral("DGX-H100"), RackFace::Front),
             1.0);
    QCOMPARE(RackSlots::firstFree(f.design, f.rack, QStringLiteral("DGX-H100"), RackFace::Front, 3),
             11.0);  // U3–U10 would meet the leaf at U10
    QCOMPARE(
        RackSlots::firstFree(f.design, f.rack, QStringLiteral("DGX-H100"), RackFace::Front, 29),
        29.0);  // U29–U36, between the DGX and the panel
    // From U33 up, a DGX (8 U, full depth) would reach the panel at U40.
    QCOMPARE(
        RackSlots::firstFree(f.design, f.rack, QStringLiteral("DGX-H100"), RackFace::Front, 33),
        std::nullopt);
  }
};

QTEST_GUILESS_MAIN(TestRackSlots)
#include "tst_rackslots.moc"
