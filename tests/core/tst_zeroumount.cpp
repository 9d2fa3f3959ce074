// Zero-U mounting (core/geometry/zeroumount): vertical PDUs hang in a rack's side channels and
// take no units. Which devices count, their channel slots, the edit commands that place and move
// them, the rules that leave their units alone, the file that keeps their face, and the exports
// that name their rack.
#include "core/commands/designedits.h"
#include "core/editing/designfragment.h"
#include "core/editing/edittransaction.h"
#include "core/export/cablelabels.h"
#include "core/export/documentwriter.h"
#include "core/export/exportindex.h"
#include "core/export/rackelevationpainter.h"
#include "core/fileformat/designfile.h"
#include "core/geometry/zeroumount.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"

#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QString kPdu = QStringLiteral("GEN-PDU-0U-METERED");

using Slot = ZeroUMount::Slot;
using Side = ZeroUMount::Side;

}  // namespace

class TestZeroUMount : public QObject {
  Q_OBJECT

 private:
  struct Fixture {
    Design design;
    ObjectId rack;
    ObjectId other;
    ObjectId server;
  };

  /// Two racks; four DGX B200 (10 U each) fill U1–U40 of the first, as in the RAs' compute racks.
  static void build(Fixture& f) {
    DesignBuilder build(f.design);
    f.rack = build.labRack(QStringLiteral("R01"), 0, 42);
    f.other = build.labRack(QStringLiteral("R02"), 1, 42);
    for (int k = 0; k < 4; ++k) {
      const ObjectId id = build.device(QStringLiteral("dgx-%1").arg(k + 1),
                                       QStringLiteral("DGX-B200"), f.rack, 1 + 10 * k);
      if (k == 0)
        f.server = id;
    }
  }

  static QStringList rulesAbout(const ValidationResult& result, const ObjectId& id) {
    QStringList rules;
    for (const Finding& finding : result.findings) {
      if (finding.objects.contains(id) && finding.rule.startsWith(QStringLiteral("DS-0")))
        rules << finding.rule;
    }
    rules.removeDuplicates();
    return rules;
  }

 private Q_SLOTS:
  void whatMountsZeroU() {
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    const ObjectId pdu = build.device(QStringLiteral("pdu-a"), kPdu, f.rack, 0, RackFace::Rear);
    const Device& mounted = *f.design.find<Device>(pdu);
    QVERIFY(ZeroUMount::isZeroUType(f.design, kPdu));
    QVERIFY(ZeroUMount::isMounted(f.design, mounted));
    QVERIFY(ZeroUMount::isInRack(f.design, mounted));
    QVERIFY(!mounted.isRacked());  // it takes no unit
    // A 1 U horizontal PDU is racked in units; a cassette is 0 U but sits in an enclosure; a
    // server is racked; an unracked PDU is a spare.
    QVERIFY(!ZeroUMount::isZeroUType(f.design, QStringLiteral("GEN-PDU-1U-12C13")));
    QVERIFY(!ZeroUMount::isZeroUType(f.design, QStringLiteral("DGX-B200")));
    QVERIFY(!ZeroUMount::isMounted(f.design, *f.design.find<Device>(f.server)));
    QVERIFY(ZeroUMount::isInRack(f.design, *f.design.find<Device>(f.server)));
    const ObjectId spare = build.device(QStringLiteral("pdu-spare"), kPdu, ObjectId(), 0);
    QVERIFY(!ZeroUMount::isMounted(f.design, *f.design.find<Device>(spare)));
    QVERIFY(!ZeroUMount::isInRack(f.design, *f.design.find<Device>(spare)));
  }

  void channelSlotsAlternateSides_data() {
    QTest::addColumn<QStringList>("rear");      // names of the rear PDUs, in insertion order
    QTest::addColumn<QStringList>("front");     // names of the front PDUs
    QTest::addColumn<QStringList>("expected");  // "name face side index/count", name order

    QTest::newRow("one rear") << QStringList{"pdu-a"} << QStringList{}
                              << QStringList{"pdu-a rear left 0/1"};
    QTest::newRow("two rear: one each side")
        << QStringList{"pdu-b", "pdu-a"} << QStringList{}
        << QStringList{"pdu-a rear left 0/1", "pdu-b rear right 0/1"};
    QTest::newRow("three rear: the left channel takes two")
        << QStringList{"pdu-c", "pdu-a", "pdu-b"} << QStringList{}
        << QStringList{"pdu-a rear left 0/2", "pdu-b rear right 0/1", "pdu-c rear left 1/2"};
    QTest::newRow("front and rear are separate channels")
        << QStringList{"pdu-a", "pdu-b"} << QStringList{"pdu-c"}
        << QStringList{"pdu-a rear left 0/1", "pdu-b rear right 0/1", "pdu-c front left 0/1"};
  }

  void channelSlotsAlternateSides() {
    QFETCH(QStringList, rear);
    QFETCH(QStringList, front);
    QFETCH(QStringList, expected);
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    QHash<ObjectId, QString> names;
    for (const QString& name : rear)
      names.insert(build.device(name, kPdu, f.rack, 0, RackFace::Rear), name);
    for (const QString& name : front)
      names.insert(build.device(name, kPdu, f.rack, 0, RackFace::Front), name);
    const QHash<ObjectId, Slot> slotsOf = ZeroUMount::channelSlots(f.design, f.rack);
    QCOMPARE(slotsOf.size(), names.size());  // the servers are not in the channels
    QStringList actual;
    for (auto it = slotsOf.cbegin(); it != slotsOf.cend(); ++it) {
      actual << QStringLiteral("%1 %2 %3 %4/%5")
                    .arg(names.value(it.key()),
                         it->face == RackFace::Rear ? QStringLiteral("rear")
                                                    : QStringLiteral("front"),
                         it->side == Side::Left ? QStringLiteral("left") : QStringLiteral("right"))
                    .arg(it->index)
                    .arg(it->count);
    }
    actual.sort();
    QCOMPARE(actual, expected);
  }

  void statedSidesHold() {
    // A stated side holds; the devices without one share out the rest in name order, each
    // taking the emptier channel (left on a tie). The canvas and the generator state sides, so
    // a PDU hung later moves none of theirs.
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    const auto hang = [&](const QString& name, RackSide side) {
      const ObjectId id = build.device(name, kPdu, f.rack, 0, RackFace::Rear);
      Device d = *f.design.find<Device>(id);
      d.side = side;
      f.design.update(d);
      return id;
    };
    const ObjectId a = hang(QStringLiteral("pdu-a"), RackSide::Right);
    const ObjectId b = hang(QStringLiteral("pdu-b"), RackSide::Auto);
    const ObjectId c = hang(QStringLiteral("pdu-c"), RackSide::Left);
    QHash<ObjectId, Slot> slotsOf = ZeroUMount::channelSlots(f.design, f.rack);
    QVERIFY(slotsOf.value(a) == (Slot{RackFace::Rear, Side::Right, 0, 1}));
    QVERIFY(slotsOf.value(b) == (Slot{RackFace::Rear, Side::Left, 0, 2}));  // the tie: left
    QVERIFY(slotsOf.value(c) == (Slot{RackFace::Rear, Side::Left, 1, 2}));
    const ObjectId first = hang(QStringLiteral("a-new-pdu"), RackSide::Auto);
    slotsOf = ZeroUMount::channelSlots(f.design, f.rack);
    QVERIFY(slotsOf.value(first) == (Slot{RackFace::Rear, Side::Left, 0, 2}));
    QVERIFY(slotsOf.value(c) == (Slot{RackFace::Rear, Side::Left, 1, 2}));   // stated: stays
    QVERIFY(slotsOf.value(a) == (Slot{RackFace::Rear, Side::Right, 0, 2}));  // stated: stays
    QVERIFY(slotsOf.value(b) == (Slot{RackFace::Rear, Side::Right, 1, 2}));  // unstated: moves
    // Saved and loaded, the stated sides stay; "auto" is not written.
    const QByteArray bytes = DesignFile::toBytes(f.design);
    QVERIFY(bytes.contains("\"side\": \"right\""));
    QVERIFY(!bytes.contains("\"side\": \"auto\""));
    Design loaded;
    DesignFile::loadFromBytes(bytes, QStringLiteral("sides.rackwright"), loaded);
    QVERIFY(loaded.find<Device>(a)->side == RackSide::Right);
    QVERIFY(loaded.find<Device>(b)->side == RackSide::Auto);
    QCOMPARE(DesignFile::toBytes(loaded), bytes);
  }

  void slotTextNamesTheChannel() {
    QCOMPARE(ZeroUMount::slotText(Slot{RackFace::Rear, Side::Left, 0, 1}),
             QStringLiteral("0U rear left"));
    QCOMPARE(ZeroUMount::slotText(Slot{RackFace::Front, Side::Right, 1, 2}),
             QStringLiteral("0U front right 2"));
  }

  void editsKeepItOutOfTheUnits() {
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    // A full rack of 10 U systems still takes its PDUs.
    const ObjectId pdu = build.device(QStringLiteral("pdu-a"), kPdu, f.rack, 0, RackFace::Rear);
    QCOMPARE(f.design.find<Device>(pdu)->positionU, 0.0);
    // Moved to another rack with a unit given (the inspector passes one): still zero-U there.
    QUndoStack stack;
    stack.push(DesignEdits::moveDevice(f.design, pdu, f.other, 7, RackFace::Front).release());
    const Device& moved = *f.design.find<Device>(pdu);
    QCOMPARE(moved.rackId, f.other);
    QCOMPARE(moved.positionU, 0.0);
    QVERIFY(moved.face == RackFace::Front);
    QVERIFY(ZeroUMount::isMounted(f.design, moved));
    stack.undo();
    QCOMPARE(f.design.find<Device>(pdu)->rackId, f.rack);
    QVERIFY(f.design.find<Device>(pdu)->face == RackFace::Rear);
    // A unit given at placing is dropped: it hangs in the channel.
    Device withUnit;
    withUnit.name = QStringLiteral("pdu-u5");
    withUnit.typeId = kPdu;
    withUnit.rackId = f.rack;
    withUnit.positionU = 5;
    withUnit.face = RackFace::Rear;
    stack.push(DesignEdits::addDevice(f.design, withUnit).release());
    const Device* added = nullptr;
    for (const Device& d : f.design.all<Device>())
      added = d.name == withUnit.name ? &d : added;
    QVERIFY(added && added->positionU == 0 && ZeroUMount::isMounted(f.design, *added));
    // A rack-scale system is fed by its power shelves: no PDU hangs in it.
    Rack system = *f.design.find<Rack>(f.other);
    system.systemId = QStringLiteral("GB200-NVL72");
    Device intoSystem = withUnit;
    intoSystem.name = QStringLiteral("pdu-nvl");
    intoSystem.rackId = f.other;
    f.design.update(system);
    QVERIFY(DesignEdits::placementImpossibleReason(f.design, intoSystem)
                .contains(QStringLiteral("rack-scale system")));
    // A horizontal PDU still needs a unit inside the rack.
    Device horizontal;
    horizontal.name = QStringLiteral("pdu-1u");
    horizontal.typeId = QStringLiteral("GEN-PDU-1U-12C13");
    horizontal.rackId = f.rack;
    horizontal.positionU = 0;
    QVERIFY(!DesignEdits::placementImpossibleReason(f.design, horizontal).isEmpty());
  }

  void pastedPdusStayZeroU() {
    Fixture f;
    build(f);
    DesignBuilder(f.design).device(QStringLiteral("pdu-a"), kPdu, f.rack, 0, RackFace::Rear);
    const ObjectId pdu = DesignBuilder::idFor(QStringLiteral("device:pdu-a"));
    QVERIFY(f.design.contains<Device>(pdu));
    const QJsonObject fragment = DesignFragment::copy(f.design, {pdu}, {});
    const auto paste = [&fragment](Design& into) {
      EditTransaction transaction(into, nullptr, QStringLiteral("Paste"));
      const DesignFragment::PasteResult result = DesignFragment::paste(transaction, fragment);
      transaction.commit();
      return result;
    };
    // Into the same design: in the same rack, across the channel from the original.
    const DesignFragment::PasteResult same = paste(f.design);
    QCOMPARE(same.devices.size(), 1);
    const Device& copy = *f.design.find<Device>(same.devices.front());
    QCOMPARE(copy.rackId, f.rack);
    QCOMPARE(copy.positionU, 0.0);
    QCOMPARE(ZeroUMount::slotOf(f.design, copy).side, Side::Right);
    // Into another design whose racks have other ids: its first rack by name takes it.
    Design other;
    DesignBuilder build(other);
    build.labRack(QStringLiteral("B7"), 0, 42);
    const ObjectId first = build.labRack(QStringLiteral("A1"), 1, 42);
    const DesignFragment::PasteResult elsewhere = paste(other);
    QCOMPARE(elsewhere.unracked, 0);
    const Device& moved = *other.find<Device>(elsewhere.devices.front());
    QCOMPARE(moved.rackId, first);
    QVERIFY(ZeroUMount::isMounted(other, moved));
  }

  void rulesLeaveTheUnitsAlone() {
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    QVector<ObjectId> pdus;
    for (const QString name : {"pdu-a", "pdu-b", "pdu-c"})
      pdus << build.device(name, kPdu, f.rack, 0, RackFace::Rear);
    const ValidationResult result = Validator::validateAll(f.design);
    // No overlap with the servers in U1–U40 (DS-03), no "does not fit" (DS-04).
    for (const ObjectId& pdu : pdus)
      QCOMPARE(rulesAbout(result, pdu), QStringList());
    QCOMPARE(rulesAbout(result, f.server), QStringList());
  }

  void fileKeepsTheChannelFace() {
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    const ObjectId rear = build.device(QStringLiteral("pdu-a"), kPdu, f.rack, 0, RackFace::Rear);
    const ObjectId front = build.device(QStringLiteral("pdu-b"), kPdu, f.rack, 0, RackFace::Front);
    const QByteArray first = DesignFile::toBytes(f.design);
    Design loaded;
    DesignFile::loadFromBytes(first, QStringLiteral("zero-u.rackwright"), loaded);
    QVERIFY(loaded.find<Device>(rear)->face == RackFace::Rear);
    QVERIFY(loaded.find<Device>(front)->face == RackFace::Front);
    QCOMPARE(loaded.find<Device>(rear)->positionU, 0.0);
    QVERIFY(ZeroUMount::isMounted(loaded, *loaded.find<Device>(rear)));
    QCOMPARE(DesignFile::toBytes(loaded), first);
    // No unit is written for a zero-U device: only its rack and face.
    QVERIFY(!first.contains("\"positionU\": 0"));
  }

  void exportsNameItsRack() {
    Fixture f;
    build(f);
    DesignBuilder build(f.design);
    const ObjectId pdu = build.device(QStringLiteral("pdu-a"), kPdu, f.rack, 0, RackFace::Rear);
    const ObjectId nextRack =
        build.device(QStringLiteral("leaf"), QStringLiteral("QM9700"), f.other, 40);
    const ObjectId spare = build.device(QStringLiteral("a-spare"), kPdu, ObjectId(), 0);
    const ExportIndex index(f.design);
    const EndpointInfo end = index.endpoint({Attachment::Kind::Cage, pdu, QStringLiteral("MGMT")});
    QCOMPARE(end.rackName, QStringLiteral("R01"));
    QCOMPARE(end.rackId, f.rack);
    QCOMPARE(end.positionU, 0.0);  // labels print the device, not a unit
    QCOMPARE(index.rackOf({Attachment::Kind::Cage, pdu, QStringLiteral("MGMT")}), f.rack);
    // Labels and the cable schedule locate the end by its rack and the device, where a racked
    // end has its unit, and a spare has only its device.
    // The port maps head it with its channel.
    QVERIFY2(index.deviceLocation(pdu).endsWith(QStringLiteral("R01 · 0U rear left")),
             qPrintable(index.deviceLocation(pdu)));
    QCOMPARE(index.deviceLocation(spare), QStringLiteral("not racked"));
    const LabelScheme scheme;
    QVERIFY2(scheme.endName(end).endsWith(QStringLiteral(".R01-pdu-a:MGMT")),
             qPrintable(scheme.endName(end)));
    const EndpointInfo spareEnd =
        index.endpoint({Attachment::Kind::Cage, spare, QStringLiteral("MGMT")});
    QCOMPARE(scheme.endName(spareEnd), QStringLiteral("a-spare:MGMT"));
    // Listed with its rack, after the devices in units, before the next rack and the spares.
    const QVector<ObjectId> order = index.devicesInOrder();
    QVERIFY(order.indexOf(pdu) > order.indexOf(f.server));
    QVERIFY(order.indexOf(pdu) < order.indexOf(nextRack));
    QVERIFY(order.indexOf(nextRack) < order.indexOf(spare));
  }

  void elevationDrawsItUprightBesideTheRails() {
    // The rear elevation with and without a zero-U PDU differ only in an upright bar: narrow
    // and as tall as the body, beside the devices (which are unchanged).
    const auto render = [](bool withPdu) {
      Fixture f;
      build(f);
      // A horizontal PDU in both, so the legend lists the PDU role either way.
      DesignBuilder(f.design).device(QStringLiteral("pdu-1u"), QStringLiteral("GEN-PDU-1U-12C13"),
                                     f.rack, 42, RackFace::Rear);
      if (withPdu) {
        DesignBuilder(f.design).device(QStringLiteral("pdu-a"), kPdu, f.rack, 0, RackFace::Rear);
      }
      ElevationOptions options;
      options.racks = {f.rack};
      options.front = false;
      PageSetup setup;
      setup.paper = PaperSize::A4;
      PageDocument document(setup);
      document.add(
          std::make_shared<RackElevationPainter>(std::make_shared<ExportIndex>(f.design), options));
      return DocumentWriter::renderPage(document, 0, 100);
    };
    const QImage without = render(false);
    const QImage with = render(true);
    QCOMPARE(with.size(), without.size());
    QRect changed;
    for (int y = 0; y < with.height(); ++y) {
      for (int x = 0; x < with.width(); ++x) {
        if (with.pixel(x, y) != without.pixel(x, y))
          changed |= QRect(x, y, 1, 1);
      }
    }
    QVERIFY(!changed.isEmpty());
    QVERIFY2(changed.height() > 20 * changed.width(),
             qPrintable(QStringLiteral("%1 x %2").arg(changed.width()).arg(changed.height())));
  }
};

// The elevation test paints text, which needs a QGuiApplication (offscreen in the suite).
QTEST_MAIN(TestZeroUMount)
#include "tst_zeroumount.moc"
