// Editing on the canvas as a user does it: catalog parts dragged into racks (snapping to units
// and faces, refused with the reason where they would collide or overhang, half-depth devices
// sharing a unit), transceivers dragged onto cages, links drawn between ports with the fitting
// cables offered best first, devices dragged and nudged, racks reordered — every gesture one
// undo step that undoes and redoes.
#include "core/commands/designedits.h"
#include "core/editing/cablecandidates.h"
#include "ui/canvas/cablepartpicker.h"
#include "ui/canvas/tools/moveracktool.h"
#include "ui/canvas/tools/selecttool.h"
#include "ui/docks/catalogdock.h"
#include "workbenchfixture.h"

#include <QComboBox>
#include <QListWidget>
#include <QScreen>
#include <QSpinBox>
#include <QTimer>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;

class TestDragDrop : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    return window;
  }
  static ObjectId rackNamed(const Design& design, const QString& name) {
    for (const Rack& r : design.all<Rack>()) {
      if (r.name == name)
        return r.id;
    }
    return {};
  }
  static const Device* deviceNamed(const Design& design, const QString& name) {
    for (const Device& d : design.all<Device>()) {
      if (d.name == name)
        return &d;
    }
    return nullptr;
  }
  /// A twin-port OSFP cage of `deviceId` that holds nothing.
  static QString emptyCage(const Design& design, const ObjectId& deviceId, int skip = 0) {
    const Device* device = design.find<Device>(deviceId);
    const PartPtr part = design.part(device->typeId);
    for (const CageDefinition& cage : part->device()->cages) {
      if (cage.formFactor != FormFactor::OSFP || !cage.twinPort)
        continue;
      if (!design.modulesInCage(deviceId, cage.name).isEmpty())
        continue;
      if (skip-- > 0)
        continue;
      return cage.name;
    }
    return {};
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_dragdrop");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void catalogDeviceLandsAtTheUnitUnderTheCursor_data() {
    QTest::addColumn<QString>("partId");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("cursorU");
    QTest::addColumn<int>("expectedU");
    // The cursor holds a device by its middle unit: an 8 U server at U30 sits on U27.
    QTest::newRow("1U switch, front") << "QM9700"
                                      << "R01" << int(RackFace::Front) << 30 << 30;
    QTest::newRow("8U server, front") << "DGX-H100"
                                      << "R02" << int(RackFace::Front) << 20 << 17;
    QTest::newRow("switch on the rear") << "SN2201"
                                        << "R02" << int(RackFace::Rear) << 5 << 5;
    // A half-depth panel shares U42 of R01 with the half-depth panel on the front.
    QTest::newRow("half-depth behind half-depth") << "GEN-PANEL-1U-24MPO12-APC"
                                                  << "R01" << int(RackFace::Rear) << 42 << 42;
  }

  void catalogDeviceLandsAtTheUnitUnderTheCursor() {
    QFETCH(QString, partId);
    QFETCH(QString, rack);
    QFETCH(int, face);
    QFETCH(int, cursorU);
    QFETCH(int, expectedU);
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId rackId = rackNamed(design, rack);
    const QPointF target = unitPoint(*window, rackId, RackFace(face), cursorU);
    look(*window, target, 0.4);
    const int devicesBefore = int(design.all<Device>().size());

    const DragOutcome outcome = dragPart(*window, partId, target);
    QVERIFY(outcome.enterAccepted);
    QVERIFY2(outcome.moveAccepted, qPrintable(window->statusBar()->currentMessage()));
    QVERIFY(outcome.dropAccepted);
    QCOMPARE(int(design.all<Device>().size()), devicesBefore + 1);
    const QVector<ObjectId> selected = window->rowScene()->selectedDevices();
    QCOMPARE(selected.size(), 1);
    const Device* placed = design.find<Device>(selected.front());
    QVERIFY(placed);
    QCOMPARE(placed->typeId, partId);
    QCOMPARE(placed->rackId, rackId);
    QCOMPARE(placed->positionU, double(expectedU));
    QCOMPARE(int(placed->face), face);
    QVERIFY(placed->name.endsWith(QStringLiteral("-01")));
    QVERIFY(window->rowScene()->deviceItem(placed->id));

    // One undo step removes it, redo brings it back with the same id.
    QUndoStack& stack = window->document().undoStack();
    QCOMPARE(stack.count(), 1);
    const ObjectId id = placed->id;
    stack.undo();
    QVERIFY(!design.contains<Device>(id));
    QVERIFY(!window->rowScene()->deviceItem(id));
    stack.redo();
    QVERIFY(design.contains<Device>(id));
    QVERIFY(window->rowScene()->deviceItem(id));
  }

  void refusedDropsSayWhy_data() {
    QTest::addColumn<QString>("partId");
    QTest::addColumn<int>("cursorU");
    QTest::addColumn<QString>("reason");
    // dgx-01 fills U2–U9 of R01 (full depth, so from the rear as well).
    QTest::newRow("collision") << "QM9700" << 5
                               << "QM9700-01 would collide with dgx-01 (U2–U9, front) in rack R01";
    QTest::newRow("overhang") << "DGX-H100" << 41
                              << "DGX-H100-01 (8 U) would overhang the top of rack R01";
    QTest::newRow("adapter") << "MCX75310AAS-NEAT" << 30 << "has no rack height";
  }

  void refusedDropsSayWhy() {
    QFETCH(QString, partId);
    QFETCH(int, cursorU);
    QFETCH(QString, reason);
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId rackId = rackNamed(design, QStringLiteral("R01"));
    const QPointF target = unitPoint(*window, rackId, RackFace::Rear, cursorU);
    look(*window, target, 0.4);
    const int devicesBefore = int(design.all<Device>().size());
    const DragOutcome outcome = dragPart(*window, partId, target);
    QVERIFY(outcome.enterAccepted);
    QVERIFY(!outcome.moveAccepted);
    QVERIFY(!outcome.dropAccepted);
    QCOMPARE(int(design.all<Device>().size()), devicesBefore);
    QCOMPARE(window->document().undoStack().count(), 0);
    const QString message = window->statusBar()->currentMessage();
    QVERIFY2(message.contains(reason, Qt::CaseInsensitive), qPrintable(message));
  }

  void zeroUPduHangsInTheSideChannel() {
    // A zero-U PDU dropped over dgx-01's units (U2–U9 of R01) takes no unit: it hangs in the
    // rear side channel on the side it is dropped on, each a cable end like any device.
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId rackId = rackNamed(design, QStringLiteral("R01"));
    const QString part = QStringLiteral("GEN-PDU-0U-METERED");
    const QPointF target = unitPoint(*window, rackId, RackFace::Rear, 5);
    // The side of the elevation the cursor is on is the channel it hangs in.
    const QPointF leftHalf = target - QPointF(120, 0);
    const QPointF rightHalf = target + QPointF(120, 0);
    look(*window, target, 0.4);
    const DragOutcome first = dragPart(*window, part, leftHalf);
    QVERIFY2(first.dropAccepted, qPrintable(window->statusBar()->currentMessage()));
    // The Inspector names its channel where a racked device's unit would be.
    auto* position = window->findChild<QSpinBox*>(QStringLiteral("inspectorPosition"));
    QVERIFY(position);
    QTRY_COMPARE(position->text(), QStringLiteral("0U rear left"));
    QVERIFY(!position->isEnabled());
    // Its Side field moves it across, one undo step.
    auto* side = window->findChild<QComboBox*>(QStringLiteral("inspectorSide"));
    QVERIFY(side && side->isEnabled());
    QCOMPARE(side->currentText(), QStringLiteral("Left"));
    const int right = side->findData(int(RackSide::Right));
    side->setCurrentIndex(right);
    emit side->activated(right);
    QTRY_COMPARE(position->text(), QStringLiteral("0U rear right"));
    window->document().undoStack().undo();
    QTRY_COMPARE(position->text(), QStringLiteral("0U rear left"));
    const DragOutcome second = dragPart(*window, part, rightHalf);
    QVERIFY(second.dropAccepted);
    const Device* a = deviceNamed(design, QStringLiteral("gen-pdu-0u-metered-01"));
    const Device* b = deviceNamed(design, QStringLiteral("gen-pdu-0u-metered-02"));
    QVERIFY(a && b);
    for (const Device* pdu : {a, b}) {
      QCOMPARE(pdu->rackId, rackId);
      QCOMPARE(pdu->positionU, 0.0);
      QVERIFY(pdu->face == RackFace::Rear);
    }
    const ObjectId idA = a->id;
    const ObjectId idB = b->id;  // devices may move in memory as others are added
    const ui::RackItem* rack = window->rowScene()->rackItem(rackId);
    const ui::DeviceItem* itemA = window->rowScene()->deviceItem(a->id);
    const ui::DeviceItem* itemB = window->rowScene()->deviceItem(b->id);
    QVERIFY(itemA && itemB);
    // Left and right of the rear elevation's rails, upright, clear of the 19-inch mounting and
    // of the U numbers beside it (at least 20 mm).
    const QRectF rails = rack->mapRectToScene(rack->unitSpanRect(RackFace::Rear, 1, 42));
    const QRectF rectA = itemA->faceSceneRect(RackFace::Rear).value();
    const QRectF rectB = itemB->faceSceneRect(RackFace::Rear).value();
    QVERIFY(rectA.right() <= rails.left() - 20);
    QVERIFY(rectB.left() >= rails.right() + 20);
    QVERIFY(rectA.height() > 20 * rectA.width());
    QVERIFY2(itemA->toolTip().contains(QStringLiteral("Zero-U: 0U rear left")),
             qPrintable(itemA->toolTip()));
    QVERIFY(itemB->toolTip().contains(QStringLiteral("Zero-U: 0U rear right")));
    // Its management port is where the canvas finds it, so a cable can be drawn from it.
    const QRectF mgmt =
        itemA->portSceneRect({Attachment::Kind::Cage, a->id, QStringLiteral("MGMT")}).value();
    QVERIFY(rectA.contains(mgmt.center()));
    const auto hit = window->rowScene()->portAt(mgmt.center(), 1.0);
    QVERIFY(hit);
    QCOMPARE(hit->deviceId, a->id);
    QCOMPARE(hit->cage, QStringLiteral("MGMT"));
    // A third dropped on the left shares the left channel with the first, after it in name
    // order; the second stays where it is. Undoing the third puts the first back as it was.
    const DragOutcome third = dragPart(*window, part, leftHalf);
    QVERIFY(third.dropAccepted);
    const Device* c = deviceNamed(design, QStringLiteral("gen-pdu-0u-metered-03"));
    QVERIFY(c);
    const ObjectId idC = c->id;
    const QRectF sharedA = itemA->faceSceneRect(RackFace::Rear).value();
    QVERIFY(sharedA.width() < rectA.width() * 0.75);
    QCOMPARE(itemB->faceSceneRect(RackFace::Rear).value(), rectB);
    window->document().undoStack().undo();
    QVERIFY(!window->rowScene()->deviceItem(idC));
    QCOMPARE(itemA->faceSceneRect(RackFace::Rear).value(), rectA);
    // The Inspector follows a neighbour's coming and going (the third was selected; select the
    // first again and see its slot change as the third comes back).
    window->rowScene()->selectObjects({idA});
    QTRY_COMPARE(position->text(), QStringLiteral("0U rear left"));
    window->document().undoStack().redo();
    QTRY_COMPARE(position->text(), QStringLiteral("0U rear left 1"));
    window->document().undoStack().undo();
    QTRY_COMPARE(position->text(), QStringLiteral("0U rear left"));
    // Undo takes the second away and leaves the first alone on the left.
    window->document().undoStack().undo();
    QVERIFY(!window->rowScene()->deviceItem(idB));
    QCOMPARE(itemA->faceSceneRect(RackFace::Rear).value(), rectA);
  }

  void zeroUPduDragsToAnotherRack() {
    // A PDU hung in R01's rear left channel is dragged by its bar to the right half of R02's
    // rear elevation: it hangs there, in the right channel, in one undo step.
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    const QPointF inR01 = unitPoint(*window, r01, RackFace::Rear, 5) - QPointF(120, 0);
    look(*window, inR01, 0.3);
    QVERIFY(dragPart(*window, QStringLiteral("GEN-PDU-0U-METERED"), inR01).dropAccepted);
    const ObjectId pdu = deviceNamed(design, QStringLiteral("gen-pdu-0u-metered-01"))->id;
    const int stepsBefore = window->document().undoStack().index();
    // Grab the bar low down, away from its management port at the top.
    const ui::DeviceItem* item = window->rowScene()->deviceItem(pdu);
    const QRectF bar = item->faceSceneRect(RackFace::Rear).value();
    const QPointF grab(bar.center().x(), bar.bottom() - bar.height() / 4);
    const QPointF inR02 = unitPoint(*window, r02, RackFace::Rear, 20) + QPointF(120, 0);
    look(*window, (grab + inR02) / 2, 0.1);
    QCOMPARE(window->canvas()->hitAt(toViewport(*window, grab)).deviceId, pdu);
    // The bar lies on the rack's frame: clicking it again picks the rack under it, then the PDU
    // again, and the rack's selection ends there.
    QWidget* viewport = window->canvas()->viewport();
    window->rowScene()->selectObjects({});
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, grab));
    QTRY_COMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{pdu});
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, grab));
    QTRY_COMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r01});
    QVERIFY(window->rowScene()->selectedDevices().isEmpty());
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, grab));
    QTRY_COMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{pdu});
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
    // Selected by a click, pressed again and dragged: the PDU moves (not the rack under it).
    mouseDrag(*window, grab, inR02);
    const Device* moved = design.find<Device>(pdu);
    QCOMPARE(moved->rackId, r02);
    QCOMPARE(moved->positionU, 0.0);
    QVERIFY(moved->face == RackFace::Rear);
    QVERIFY(moved->side == RackSide::Right);
    QCOMPARE(window->document().undoStack().index(), stepsBefore + 1);
    QCOMPARE(window->rowScene()->deviceItem(pdu)->parentItem(), window->rowScene()->rackItem(r02));
    QVERIFY2(window->rowScene()->deviceItem(pdu)->toolTip().contains(
                 QStringLiteral("Zero-U: 0U rear right")),
             qPrintable(window->rowScene()->deviceItem(pdu)->toolTip()));
    // Undo hangs it back where it was.
    window->document().undoStack().undo();
    QCOMPARE(design.find<Device>(pdu)->rackId, r01);
    QVERIFY(design.find<Device>(pdu)->side == RackSide::Left);

    // Dropped beside the racks: refused with the reason, nothing changes.
    const QRectF barAgain =
        window->rowScene()->deviceItem(pdu)->faceSceneRect(RackFace::Rear).value();
    const QPointF grabAgain(barAgain.center().x(), barAgain.bottom() - barAgain.height() / 4);
    const ui::RackItem* rack2 = window->rowScene()->rackItem(r02);
    const QPointF outside = rack2->sceneBoundingRect().bottomRight() + QPointF(2000, 2000);
    look(*window, (grabAgain + outside) / 2, 0.05);
    mouseDrag(*window, grabAgain, outside);
    QCOMPARE(design.find<Device>(pdu)->rackId, r01);
    QCOMPARE(window->document().undoStack().index(), stepsBefore);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("side channel")),
             qPrintable(window->statusBar()->currentMessage()));
  }

  void nonPartDragsAreLeftToTheWindow() {
    auto window = openCluster();
    QMimeData mime;
    mime.setText(QStringLiteral("not a part"));
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window->canvas()->viewport(), &enter);
    QVERIFY(!enter.isAccepted());
    std::unique_ptr<QMimeData> unknown(ui::canvasmime::partMimeData(QStringLiteral("NO-SUCH")));
    QDragEnterEvent unknownEnter(QPoint(50, 50), Qt::CopyAction, unknown.get(), Qt::LeftButton,
                                 Qt::NoModifier);
    QApplication::sendEvent(window->canvas()->viewport(), &unknownEnter);
    QVERIFY(!unknownEnter.isAccepted());
  }

  void transceiverGoesIntoTheCageUnderTheCursor() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dgx = named(QStringLiteral("dgx-02"));
    const QString cage = emptyCage(design, dgx);
    QVERIFY(!cage.isEmpty());
    const QPointF point = portPoint(*window, dgx, Attachment{Attachment::Kind::Cage, dgx, cage});
    // Zoomed out the cages are not drawn: the drop is refused and says to zoom in.
    look(*window, point, 0.1);
    DragOutcome outcome = dragPart(*window, QStringLiteral("MMA4Z00-NS-FLT"), point);
    QVERIFY(!outcome.dropAccepted);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Zoom in")),
             qPrintable(window->statusBar()->currentMessage()));

    look(*window, point, 1.0);
    outcome = dragPart(*window, QStringLiteral("MMA4Z00-NS-FLT"), point);
    QVERIFY(outcome.dropAccepted);
    const QVector<ObjectId> modules = design.modulesInCage(dgx, cage);
    QCOMPARE(modules.size(), 1);
    QCOMPARE(design.find<Module>(modules.front())->typeId, QStringLiteral("MMA4Z00-NS-FLT"));
    QVERIFY(window->rowScene()->deviceItem(dgx)->modules().contains(cage));

    // The cage is taken now: a second module is refused, naming what is there.
    outcome = dragPart(*window, QStringLiteral("MMA4Z00-NS-FLT"), point);
    QVERIFY(!outcome.dropAccepted);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("already holds")),
             qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(design.modulesInCage(dgx, cage).size(), 1);

    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(design.modulesInCage(dgx, cage).isEmpty());
    QVERIFY(!window->rowScene()->deviceItem(dgx)->modules().contains(cage));
    window->action(QStringLiteral("edit.redo"))->trigger();
    QCOMPARE(design.modulesInCage(dgx, cage).size(), 1);
  }

  void cableDrawnBetweenTwoPortsOffersFittingPartsBestFirst() {
    auto window = openCluster();
    Design& design = window->document().design();
    // A leaf in the server rack, above dgx-01: a short run that a DAC reaches.
    Device leaf;
    leaf.id = QUuid::createUuid();
    leaf.name = QStringLiteral("leaf-r01");
    leaf.typeId = QStringLiteral("QM9700");
    leaf.rackId = rackNamed(design, QStringLiteral("R01"));
    leaf.positionU = 11;
    window->document().undoStack().push(DesignEdits::addDevice(design, leaf).release());
    window->rowScene()->flushPending();
    const ObjectId a = named(QStringLiteral("dgx-01"));
    const ObjectId b = leaf.id;
    const QString cageA = emptyCage(design, a);
    const QString cageB = emptyCage(design, b, 2);
    const Attachment endA{Attachment::Kind::Cage, a, cageA};
    const Attachment endB{Attachment::Kind::Cage, b, cageB};
    const QPointF from = portPoint(*window, a, endA);
    const QPointF to = portPoint(*window, b, endB);
    look(*window, (from + to) / 2, 0.5);

    QVector<CableCandidate> offered;
    window->canvas()->setCandidateChooser(
        [&offered](const QVector<CableCandidate>& candidates, const QPoint&) {
          offered = candidates;
          return 0;
        });
    mouseDrag(*window, from, to);
    QCOMPARE(window->canvas()->toolName(), "select");
    QVERIFY(!offered.isEmpty());
    // A flat-top DGX cage and a finned switch cage: the DAC with a flat end at the server and a
    // finned one at the switch comes first without findings; the all-finned one (which does
    // not fit the DGX cage) is still offered, further down, with its error.
    const CableCandidate& best = offered.front();
    QStringList labels;
    for (const CableCandidate& c : offered)
      labels << c.label() + QLatin1Char(' ') + c.problems.join(QStringLiteral(" | "));
    QVERIFY2(best.errors == 0, qPrintable(labels.join(QLatin1Char('\n'))));
    QVERIFY2(best.typeId.startsWith(QStringLiteral("MCP4Y10-")), qPrintable(best.typeId));
    QVERIFY2(best.typeId.endsWith(QStringLiteral("-FLT")), qPrintable(best.typeId));
    bool finnedOffered = false;
    for (const CableCandidate& c : offered) {
      const auto& ends = c.part->assembly()->ends;
      if (ends.front().topStyle == TopStyle::Finned && ends.back().topStyle == TopStyle::Finned) {
        finnedOffered = true;
        QVERIFY2(c.errors > 0, qPrintable(c.label()));
      }
    }
    QVERIFY(finnedOffered);
    // From the rear of the server round to the front of the switch, rounded up to an
    // orderable length.
    const double needed = CableCandidates::routeLengthM(from, to, true);
    QVERIFY2(best.lengthM >= needed && best.lengthM < needed + 2,
             qPrintable(QStringLiteral("%1 m for %2 m").arg(best.lengthM).arg(needed)));

    QCOMPARE(design.cablesAttachedTo(a).size(), 1);
    QCOMPARE(window->document().undoStack().count(), 2);
    const Cable* cable = design.find<Cable>(design.cablesAttachedTo(a).front());
    QCOMPARE(cable->typeId, best.typeId);
    QCOMPARE(cable->ends.size(), 2);
    QVERIFY(cable->ends.at(0).attachment == endA);
    QVERIFY(cable->ends.at(1).attachment == endB);
    QCOMPARE(cable->lengthM, best.lengthM);
    window->rowScene()->flushPending();
    QVERIFY(window->rowScene()->cableLayer()->hasRoute(cable->id));
    QVERIFY(window->rowScene()->deviceItem(a)->portAt(from));

    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(design.cablesAttachedTo(a).isEmpty());
    window->rowScene()->flushPending();
    QVERIFY(!window->rowScene()->cableLayer()->hasRoute(cable->id));
  }

  void cablePartPickerFitsItsContentAndWraps() {
    auto window = openCluster();
    const Design& design = window->document().design();
    // Two empty cages of dgx-01 and leaf-01: DACs without findings and the all-finned ones,
    // whose error text is longer than any heading.
    const ObjectId a = named(QStringLiteral("dgx-01"));
    const ObjectId b = named(QStringLiteral("leaf-01"));
    const QVector<CableCandidate> offered =
        CableCandidates::find(design, {Attachment::Kind::Cage, a, emptyCage(design, a)},
                              {Attachment::Kind::Cage, b, emptyCage(design, b, 2)}, 3);
    QVERIFY(offered.size() >= 2);
    int longest = 0;
    for (const CableCandidate& c : offered) {
      for (const QString& problem : c.problems)
        longest = qMax(longest, int(problem.size()));
    }
    QVERIFY2(longest > 80, "the test needs a finding longer than a heading");

    ui::CablePartPicker picker(offered, window.get());
    const QRect screen = window->screen()->availableGeometry();
    QVERIFY(picker.width() >= ui::CablePartPicker::kMinWidth);
    QVERIFY(picker.width() <= qMin(ui::CablePartPicker::kMaxWidth, screen.width()));
    QFont bold = picker.font();
    bold.setBold(true);
    int widestHeading = 0;
    for (const CableCandidate& c : offered)
      widestHeading = qMax(widestHeading, QFontMetrics(bold).horizontalAdvance(c.heading()));
    // Sized to its content: the longest heading fits on one line, with little to spare.
    QVERIFY2(widestHeading <= picker.wrapWidth(),
             qPrintable(QStringLiteral("%1 > %2").arg(widestHeading).arg(picker.wrapWidth())));
    QVERIFY(picker.wrapWidth() <= qMax(widestHeading + 1, ui::CablePartPicker::kMinWidth));
    picker.move(screen.topLeft());
    picker.show();
    QVERIFY(QTest::qWaitForWindowExposed(&picker));
    QListWidget* list = picker.list();
    QCOMPARE(list->count(), int(offered.size()));
    const QFontMetrics fm(picker.font());
    for (int row = 0; row < list->count(); ++row) {
      const CableCandidate& c = offered.at(row);
      // Every finding in full, and the row tall enough for it wrapped at the picker's width.
      int wrapped = QFontMetrics(bold).height();
      for (const QString& problem : c.problems) {
        QVERIFY(list->item(row)->text().contains(problem));
        wrapped +=
            fm.boundingRect(QRect(0, 0, picker.wrapWidth(), 10000), Qt::TextWordWrap, problem)
                .height();
      }
      QVERIFY2(list->visualItemRect(list->item(row)).height() >= wrapped,
               qPrintable(QStringLiteral("row %1: %2 < %3")
                              .arg(row)
                              .arg(list->visualItemRect(list->item(row)).height())
                              .arg(wrapped)));
      if (c.problems.join(u' ').size() > 120)
        QVERIFY(list->visualItemRect(list->item(row)).height() > 3 * fm.height());
    }
    picker.hide();

    // Near the screen's corner it stays on the screen; a click chooses, Escape cancels.
    int seen = 0;
    for (const int row : {1, -1}) {
      QRect shownAt;
      QTimer::singleShot(0, [&, row] {
        auto* popup = qobject_cast<ui::CablePartPicker*>(QApplication::activePopupWidget());
        if (!popup)
          return;
        shownAt = popup->frameGeometry();
        ++seen;
        if (row < 0) {
          QTest::keyClick(popup->list(), Qt::Key_Escape);
        } else {
          QListWidget* l = popup->list();
          QTest::mouseClick(l->viewport(), Qt::LeftButton, {},
                            l->visualItemRect(l->item(row)).center());
        }
      });
      QCOMPARE(window->canvas()->chooseCandidate(offered, screen.bottomRight() - QPoint(5, 5)),
               row);
      QVERIFY2(screen.contains(shownAt), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                        .arg(shownAt.x())
                                                        .arg(shownAt.y())
                                                        .arg(shownAt.width())
                                                        .arg(shownAt.height())));
    }
    QCOMPARE(seen, 2);
  }

  void catalogDragImageIsSmallAndBesideThePointer() {
    const QPixmap badge = ui::CatalogTree::dragImage(QStringLiteral("MMA4Z00-NS-FLT"),
                                                     QStringLiteral("Transceiver"), 1.0);
    // A badge, not the four-column row: at most 260 × 32 px, however long the id.
    QVERIFY2(badge.width() <= 260 && badge.height() <= 32,
             qPrintable(QStringLiteral("%1x%2").arg(badge.width()).arg(badge.height())));
    const QPixmap longId = ui::CatalogTree::dragImage(
        QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4-VERY-LONG-VENDOR-PART-NUMBER:100m"),
        QStringLiteral("Fiber"), 2.0);
    QVERIFY(longId.deviceIndependentSize().width() <= 300);
    // The pointer is left of and above the badge: what is under it stays visible.
    const QPoint hot = ui::CatalogTree::dragHotSpot();
    QVERIFY(hot.x() < 0 && hot.y() < 0);
    QVERIFY(!QRect(QPoint(), badge.size()).contains(hot));
    // It shows the part id.
    const QImage image = badge.toImage();
    int inked = 0;
    for (int y = 0; y < image.height(); ++y) {
      for (int x = 0; x < image.width(); ++x)
        inked += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
    }
    QVERIFY(inked > image.width() * image.height() / 2);
  }

  void breakoutLegsLandOneByOne() {
    auto window = openCluster();
    Design& design = window->document().design();
    Device leaf;
    leaf.id = QUuid::createUuid();
    leaf.name = QStringLiteral("leaf-r01");
    leaf.typeId = QStringLiteral("QM9700");
    leaf.rackId = rackNamed(design, QStringLiteral("R01"));
    leaf.positionU = 11;
    window->document().undoStack().push(DesignEdits::addDevice(design, leaf).release());
    window->rowScene()->flushPending();
    const ObjectId dgx1 = named(QStringLiteral("dgx-01"));
    const ObjectId dgx2 = named(QStringLiteral("dgx-02"));
    const Attachment head{Attachment::Kind::Cage, leaf.id, emptyCage(design, leaf.id, 1)};
    const Attachment legOne{Attachment::Kind::Cage, dgx1, emptyCage(design, dgx1)};
    const Attachment legTwo{Attachment::Kind::Cage, dgx2, emptyCage(design, dgx2)};
    const QPointF from = portPoint(*window, leaf.id, head);
    const QPointF first = portPoint(*window, dgx1, legOne);
    const QPointF second = portPoint(*window, dgx2, legTwo);
    look(*window, (from + first + second) / 3, 0.5);

    QString chosen;
    window->canvas()->setCandidateChooser(
        [&chosen](const QVector<CableCandidate>& candidates, const QPoint&) {
          for (int i = 0; i < candidates.size(); ++i) {
            if (candidates.at(i).remainingEnds.size() == 1) {
              chosen = candidates.at(i).typeId;
              return i;
            }
          }
          return -1;
        });
    mouseDrag(*window, from, first);
    QVERIFY2(!chosen.isEmpty(), "no breakout was offered");
    QCOMPARE(window->canvas()->toolName(), "connect");
    QVERIFY2(
        window->statusBar()->currentMessage().contains(QStringLiteral("Click the port for leg")),
        qPrintable(window->statusBar()->currentMessage()));
    const ObjectId cableId = design.cablesAttachedTo(leaf.id).value(0);
    QVERIFY(!cableId.isNull());
    QCOMPARE(design.find<Cable>(cableId)->ends.size(), 3);
    QVERIFY(!design.find<Cable>(cableId)->ends.at(2).attachment.isConnected());

    QTest::mouseClick(window->canvas()->viewport(), Qt::LeftButton, Qt::NoModifier,
                      toViewport(*window, second));
    QCOMPARE(window->canvas()->toolName(), "select");
    QVERIFY(design.find<Cable>(cableId)->ends.at(2).attachment == legTwo);
    // Creating the cable and landing the leg are two steps.
    QCOMPARE(window->document().undoStack().count(), 3);
    window->document().undoStack().undo();
    QVERIFY(!design.find<Cable>(cableId)->ends.at(2).attachment.isConnected());
  }

  void cageToFiberPortIsImpossible() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId a = named(QStringLiteral("dgx-01"));
    const Attachment cage{Attachment::Kind::Cage, a, emptyCage(design, a)};
    const ObjectId panel = named(QStringLiteral("pp-r01"));
    const Attachment panelPort{Attachment::Kind::PanelPort, panel, QStringLiteral("F5")};
    QVERIFY(CableCandidates::find(design, cage, panelPort, 2).isEmpty());
    QVERIFY(CableCandidates::impossibleReason(design, cage, panelPort)
                .contains(QStringLiteral("Plug a transceiver into the cage first")));
  }

  void draggingADeviceMovesItInOneStep() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dgx = named(QStringLiteral("dgx-02"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    // Grab dgx-02 (U12–U19) by its name area on the front and drop it on R02 with the grabbed
    // unit at U25: the device keeps the grab offset.
    const ui::DeviceItem* item = window->rowScene()->deviceItem(dgx);
    const QPointF grab = item->mapToScene(QPointF(60, item->boundingRect().height() - 30));
    const QPointF drop = unitPoint(*window, r02, RackFace::Front, 13);
    look(*window, (grab + drop) / 2, 0.25);
    mouseDrag(*window, grab, drop);
    const Device* moved = design.find<Device>(dgx);
    QCOMPARE(moved->rackId, r02);
    QCOMPARE(moved->positionU, 13.0);
    QVERIFY(moved->face == RackFace::Front);
    QCOMPARE(window->document().undoStack().count(), 1);
    QCOMPARE(window->rowScene()->deviceItem(dgx)->parentItem(), window->rowScene()->rackItem(r02));
    window->action(QStringLiteral("edit.undo"))->trigger();
    QCOMPARE(design.find<Device>(dgx)->positionU, 12.0);
    QCOMPARE(design.find<Device>(dgx)->rackId, rackNamed(design, QStringLiteral("R01")));

    // Onto the leaves of R02 (U38–U40): refused with the reason, nothing changes.
    const QPointF blocked = unitPoint(*window, r02, RackFace::Front, 33);
    look(*window, (grab + blocked) / 2, 0.2);
    mouseDrag(*window, grab, blocked);
    QCOMPARE(design.find<Device>(dgx)->positionU, 12.0);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("would collide")),
             qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(window->document().undoStack().index(), 0);
  }

  void arrowKeysNudgeTheSelectionByOneUnit() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId leaf = named(QStringLiteral("leaf-01"));  // U40; leaf-02 at U38
    window->rowScene()->selectObjects({leaf});
    window->canvas()->setFocus();
    QTest::keyClick(window->canvas(), Qt::Key_Up);
    QCOMPARE(design.find<Device>(leaf)->positionU, 41.0);
    // U42 holds the half-depth panel on the front: the full-depth switch cannot go there.
    QTest::keyClick(window->canvas(), Qt::Key_Up);
    QCOMPARE(design.find<Device>(leaf)->positionU, 41.0);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("pp-r02")),
             qPrintable(window->statusBar()->currentMessage()));
    QTest::keyClick(window->canvas(), Qt::Key_Down);
    QTest::keyClick(window->canvas(), Qt::Key_Down);
    QCOMPARE(design.find<Device>(leaf)->positionU, 39.0);
    // Nudges of one selection in a row are one undo step, back to where the nudging began.
    QUndoStack& stack = window->document().undoStack();
    QCOMPARE(stack.count(), 1);
    stack.undo();
    QCOMPARE(design.find<Device>(leaf)->positionU, 40.0);
    stack.redo();
    QCOMPARE(design.find<Device>(leaf)->positionU, 39.0);
    // Another selection starts a step of its own, and so does the first one after it.
    const ObjectId other = named(QStringLiteral("leaf-02"));  // U38
    window->rowScene()->selectObjects({other});
    QTest::keyClick(window->canvas(), Qt::Key_Down);
    QCOMPARE(design.find<Device>(other)->positionU, 37.0);
    window->rowScene()->selectObjects({leaf});
    QTest::keyClick(window->canvas(), Qt::Key_Down);
    QCOMPARE(stack.count(), 3);
    stack.undo();
    QCOMPARE(design.find<Device>(leaf)->positionU, 39.0);
    stack.undo();
    QCOMPARE(design.find<Device>(other)->positionU, 38.0);
  }

  void racksAreReorderedByDraggingTheHeader() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    window->rowScene()->flushPending();
    const ui::RackItem* first = window->rowScene()->rackItem(r01);
    const ui::RackItem* second = window->rowScene()->rackItem(r02);
    const QPointF header = first->mapToScene(QPointF(100, -ui::RackItem::kHeaderMm));
    const QRectF target = second->sceneBoundingRect();
    const QPointF right(target.right() - 50, target.center().y());
    look(*window, (header + right) / 2, 0.15);
    mouseDrag(*window, header, right);
    QCOMPARE(design.find<Rack>(r02)->positionInRow, 0);
    QCOMPARE(design.find<Rack>(r01)->positionInRow, 1);
    QCOMPARE(window->document().undoStack().count(), 1);
    QTRY_VERIFY(window->rowScene()->rackItem(r02)->pos().x() <
                window->rowScene()->rackItem(r01)->pos().x());
    window->document().undoStack().undo();
    QCOMPARE(design.find<Rack>(r01)->positionInRow, 0);
    QCOMPARE(design.find<Rack>(r02)->positionInRow, 1);
  }

  void addRackActionAppendsToTheRow() {
    auto window = openCluster();
    Design& design = window->document().design();
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QCOMPARE(design.all<Rack>().size(), 3);
    const Rack* added = nullptr;
    for (const Rack& r : design.all<Rack>()) {
      if (r.name == QStringLiteral("R03"))
        added = &r;
    }
    QVERIFY(added);
    QCOMPARE(added->positionInRow, 2);
    QVERIFY(window->rowScene()->rackItem(added->id));
    // In an empty design the rack gets a site, room and row of its own, all in one step.
    QVERIFY(QCoro::waitFor(window->newDocument()));
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QCOMPARE(window->document().design().all<Rack>().size(), 1);
    QCOMPARE(window->document().design().all<Row>().size(), 1);
    QCOMPARE(window->document().undoStack().count(), 1);
  }
};

QTEST_MAIN(TestDragDrop)
#include "tst_dragdrop.moc"
