// The cable section of the Inspector: the ends are links that select the device of the end and
// centre the canvas on it; Replace part… offers the cable tool's ranked candidates through its
// picker, keeps both ends and is one undo step; the length sits beside the length of the drawn
// run; the cable's findings are listed with their fix; with several cables a field that differs
// shows "(mixed)" and one edit (label, status, replace part) sets all of them in one undo step.
#include "core/commands/designedits.h"
#include "core/editing/cablecandidates.h"
#include "core/model/networks.h"
#include "core/validation/incrementalvalidator.h"
#include "ui/docks/cableinspector.h"
#include "ui/docks/inspectordock.h"
#include "ui/editing/editsession.h"
#include "workbenchfixture.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::CableInspector;
using rackwright::ui::MainWindow;

class TestCableInspector : public QObject {
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
  static QVector<ObjectId> cablesOfPart(const Design& design, const QString& typeId) {
    QVector<ObjectId> ids;
    for (const Cable& c : design.all<Cable>()) {
      if (c.typeId == typeId)
        ids << c.id;
    }
    std::sort(ids.begin(), ids.end());
    return ids;
  }
  static QString familyOf(const Design& design, const QString& typeId) {
    CableCandidate candidate;
    candidate.part = design.part(typeId);
    candidate.typeId = typeId;
    return candidate.familyKey();
  }
  /// Chooses the entry holding `data` as a user does: the box shows it and reports activation.
  static void choose(QComboBox* box, const QVariant& data) {
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
    QApplication::processEvents();
  }
  static CableInspector* inspectorOf(MainWindow& window) {
    return window.inspector()->cableInspector();
  }
  static void select(MainWindow& window, const QVector<ObjectId>& cables) {
    window.rowScene()->selectObjects({}, QSet<ObjectId>(cables.begin(), cables.end()));
    QApplication::processEvents();
  }
  static QString emptyCage(const Design& design, const ObjectId& deviceId, bool flat) {
    const Device* device = design.find<Device>(deviceId);
    for (const CageDefinition& cage : design.part(device->typeId)->device()->cages) {
      if (cage.formFactor != FormFactor::OSFP || !cage.twinPort ||
          !design.modulesInCage(deviceId, cage.name).isEmpty())
        continue;
      if (flat != (cage.thermal == CageThermal::NeedsFlat))
        continue;
      bool plugged = false;
      for (const ObjectId& cableId : design.cablesAttachedTo(deviceId)) {
        for (const CableEnd& end : design.find<Cable>(cableId)->ends)
          plugged = plugged || (end.attachment.kind == Attachment::Kind::Cage &&
                                end.attachment.port == cage.name);
      }
      if (!plugged)
        return cage.name;
    }
    return {};
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_cableinspector");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void endLinksSelectTheDeviceOfTheEndAndCentreOnIt() {
    auto window = openCluster();
    const Design& design = window->document().design();
    const QVector<ObjectId> dac = cablesOfPart(design, QStringLiteral("MCP4Y10-N001"));
    QCOMPARE(dac.size(), 1);
    select(*window, dac);
    CableInspector* inspector = inspectorOf(*window);
    QVERIFY(inspector->isVisible());
    QCOMPARE(inspector->endLinks().size(), 2);
    QPushButton* far = inspector->endLinks().at(1);
    QVERIFY2(far->text().contains(QStringLiteral("leaf-02")), qPrintable(far->text()));
    QVERIFY2(inspector->endLinks().at(0)->text().contains(QStringLiteral("leaf-01")),
             qPrintable(inspector->endLinks().at(0)->text()));
    QVERIFY(far->isVisible() && far->isEnabled());

    // Looking elsewhere first, so that the centring shows.
    look(*window, QPointF(-5000, -5000), 0.5);
    QTest::mouseClick(far, Qt::LeftButton);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("leaf-02")});
    QVERIFY(window->rowScene()->selectedCables().isEmpty());
    const QRectF box = window->rowScene()->deviceItem(named("leaf-02"))->sceneBoundingRect();
    const QPointF centre =
        window->canvas()->mapToScene(window->canvas()->viewport()->rect().center());
    QVERIFY2(QLineF(centre, box.center()).length() < 5,
             qPrintable(QStringLiteral("view centre %1,%2; device %3,%4")
                            .arg(centre.x())
                            .arg(centre.y())
                            .arg(box.center().x())
                            .arg(box.center().y())));
    // The Inspector follows the new selection: the device, no cable section.
    QTRY_VERIFY(!inspector->isVisible());
    QCOMPARE(window->inspector()->nameField()->text(), QStringLiteral("leaf-02"));

    // A transceiver end names its module and leads to the device the module is in.
    const QVector<ObjectId> fibres = cablesOfPart(design, QStringLiteral("MFP7E10-N010"));
    select(*window, {fibres.front()});
    QCOMPARE(inspector->endLinks().size(), 2);
    QVERIFY2(inspector->endLinks().at(0)->text().contains(QStringLiteral("MMA4Z00-NS-FLT")),
             qPrintable(inspector->endLinks().at(0)->text()));
    QTest::mouseClick(inspector->endLinks().at(0), Qt::LeftButton);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("dgx-01")});
  }

  void replacePartOffersTheDrawingCandidatesKeepsTheEndsInOneStep() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dac = cablesOfPart(design, QStringLiteral("MCP4Y10-N001")).value(0);
    const Cable before = *design.find<Cable>(dac);
    select(*window, {dac});
    CableInspector* inspector = inspectorOf(*window);
    QVERIFY(inspector->replaceButton()->isEnabled());
    QVERIFY2(inspector->partLabel()->text().startsWith(QStringLiteral("MCP4Y10-N001")),
             qPrintable(inspector->partLabel()->text()));

    // The same ranking as drawing a cable between those two cages, over the drawn run.
    const double run = window->rowScene()->routeLengthM(dac).value_or(-1);
    QVERIFY(run > 0);
    // (Breakouts are left out: their extra legs would have no port to stay on.)
    QVector<CableCandidate> expected = CableCandidates::find(
        design, before.ends.at(0).attachment, before.ends.at(1).attachment, run, dac);
    expected.erase(
        std::remove_if(expected.begin(), expected.end(),
                       [](const CableCandidate& c) { return !c.remainingEnds.isEmpty(); }),
        expected.end());
    QVERIFY(!expected.isEmpty());
    QVector<CableCandidate> offered;
    QString chosen;
    window->canvas()->setCandidateChooser(
        [&](const QVector<CableCandidate>& candidates, const QPoint&) {
          offered = candidates;
          for (int i = 0; i < candidates.size(); ++i) {
            if (candidates.at(i).familyKey() != QStringLiteral("MCP4Y10")) {
              chosen = candidates.at(i).typeId;
              return i;
            }
          }
          return -1;
        });
    const int steps = window->document().undoStack().count();
    QTest::mouseClick(inspector->replaceButton(), Qt::LeftButton);
    QVERIFY(!offered.isEmpty());
    QCOMPARE(offered.size(), expected.size());
    for (int i = 0; i < offered.size(); ++i)
      QCOMPARE(offered.at(i).typeId, expected.at(i).typeId);
    QVERIFY2(!chosen.isEmpty(), "only MCP4Y10 parts were offered");

    const Cable* after = design.find<Cable>(dac);
    QCOMPARE(after->typeId, chosen);
    QCOMPARE(after->ends.size(), 2);
    QVERIFY(after->ends.at(0).attachment == before.ends.at(0).attachment);
    QVERIFY(after->ends.at(1).attachment == before.ends.at(1).attachment);
    QCOMPARE(window->document().undoStack().count(), steps + 1);
    QTRY_VERIFY2(inspector->partLabel()->text().startsWith(chosen),
                 qPrintable(inspector->partLabel()->text()));

    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(*design.find<Cable>(dac) == before);
    QTRY_VERIFY(inspector->partLabel()->text().startsWith(QStringLiteral("MCP4Y10-N001")));
  }

  void lengthShowsTheDrawnRunAndTheFindingsTheirFix() {
    auto window = openCluster();
    Design& design = window->document().design();
    // A finned DAC into dgx-01's flat-top cage: made (the model can describe it), and flagged.
    const ObjectId dgx = named("dgx-01");
    const ObjectId leaf = named("leaf-01");
    Cable cable;
    cable.id = QUuid::createUuid();
    cable.typeId = QStringLiteral("MCP4Y10-N001");
    cable.lengthM = 1;
    cable.ends = {
        CableEnd{QStringLiteral("A"), {Attachment::Kind::Cage, dgx, emptyCage(design, dgx, true)}},
        CableEnd{QStringLiteral("B"),
                 {Attachment::Kind::Cage, leaf, emptyCage(design, leaf, false)}}};
    QVERIFY(!cable.ends.at(0).attachment.port.isEmpty());
    QVERIFY(!cable.ends.at(1).attachment.port.isEmpty());
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::addCable(d, cable); }));
    window->rowScene()->flushPending();
    window->validation()->updateNow();
    QVector<Finding> about;
    for (const Finding& f : window->validation()->result().findings) {
      if (f.objects.contains(cable.id) && !f.waived)
        about << f;
    }
    QVERIFY2(!about.isEmpty(), "a finned plug in a flat-top cage is not flagged");

    select(*window, {cable.id});
    CableInspector* inspector = inspectorOf(*window);
    const QString findings = inspector->findingsLabel()->text();
    for (const Finding& f : about) {
      QVERIFY2(findings.contains(f.rule), qPrintable(findings));
      QVERIFY2(findings.contains(f.message().left(40).toHtmlEscaped()), qPrintable(findings));
    }
    // The run across the two racks is far longer than the 1 m ordered; both are shown.
    const double run = window->rowScene()->routeLengthM(cable.id).value_or(-1);
    QVERIFY(run > 2);
    QCOMPARE(inspector->lengthField()->value(), 1.0);
    QVERIFY2(inspector->routeLabel()->text().contains(QString::number(run, 'f', 1)),
             qPrintable(inspector->routeLabel()->text()));

    // The length is editable: one undo step.
    inspector->lengthField()->setValue(5);
    Q_EMIT inspector->lengthField()->editingFinished();
    QCOMPARE(design.find<Cable>(cable.id)->lengthM, 5.0);
    window->document().undoStack().undo();
    QCOMPARE(design.find<Cable>(cable.id)->lengthM, 1.0);

    // A cable without findings says so.
    select(*window, cablesOfPart(design, QStringLiteral("MFP7E10-N003")).mid(0, 1));
    bool clean = true;
    const ObjectId patch = inspector->cables().value(0);
    for (const Finding& f : window->validation()->result().findings)
      clean = clean && !f.objects.contains(patch);
    if (clean)
      QCOMPARE(inspector->findingsLabel()->text(), QStringLiteral("No findings."));
    QApplication::processEvents();
    QVERIFY(maybeUpdateScreenshot(window->grab().toImage(), QStringLiteral("cable-inspector.png")));
  }

  /// A large design's validation counts infos instead of listing them; the Inspector then makes
  /// the shown cable's infos again on demand, and shows the same as when they are listed.
  void countedInfosAreMadeForTheShownCable() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ValidationResult all = Validator::validateAll(design);
    ObjectId cableId;
    QVector<Finding> infos;
    for (const Finding& f : all.findings) {
      if (f.severity != Severity::Info || f.waived)
        continue;
      for (const ObjectId& id : f.objects) {
        if (cableId.isNull() && design.contains<Cable>(id))
          cableId = id;
      }
      if (!cableId.isNull() && f.objects.contains(cableId))
        infos << f;
    }
    QVERIFY2(!infos.isEmpty(), "the cluster has no cable with an info");
    IncrementalValidator counted(design, InfoDetail::None);
    counted.update();
    QVERIFY(counted.result().infosSummarised);
    select(*window, {cableId});
    CableInspector* inspector = inspectorOf(*window);
    // The source refers to `counted`: whatever happens below, the inspector lets go of it.
    const auto forget = qScopeGuard([inspector] { inspector->setFindings({}); });
    inspector->setFindings(counted.result().findings, [&counted](const QSet<ObjectId>& objects) {
      return counted.infosAbout(objects);
    });
    const QString text = inspector->findingsLabel()->text();
    for (const Finding& f : infos) {
      QVERIFY2(text.contains(f.rule), qPrintable(text));
      QVERIFY2(text.contains(f.message().left(40).toHtmlEscaped()), qPrintable(text));
    }
    // Without the source, the counted infos are not there to show.
    inspector->setFindings(counted.result().findings);
    QVERIFY(!inspector->findingsLabel()->text().contains(
        infos.front().message().left(40).toHtmlEscaped()));
  }

  void severalCablesShowMixedAndEditInOneStep() {
    auto window = openCluster();
    Design& design = window->document().design();
    CableInspector* inspector = inspectorOf(*window);
    // A 10 m and a 3 m fibre, one with a label: length and label are "(mixed)".
    const ObjectId longFibre = cablesOfPart(design, QStringLiteral("MFP7E10-N010")).value(0);
    const ObjectId shortFibre = cablesOfPart(design, QStringLiteral("MFP7E10-N003")).value(0);
    Cable labelled = *design.find<Cable>(longFibre);
    labelled.name = QStringLiteral("F-001");
    QVERIFY(
        window->session()->push([&](Design& d) { return DesignEdits::editCable(d, labelled); }));
    select(*window, {longFibre, shortFibre});
    QCOMPARE(inspector->lengthField()->text(), QStringLiteral("(mixed)"));
    QVERIFY(inspector->labelField()->text().isEmpty());
    QCOMPARE(inspector->labelField()->placeholderText(), QStringLiteral("(mixed)"));
    QVERIFY(inspector->endLinks().isEmpty());

    // Typing a label sets it on both in one step.
    const int steps = window->document().undoStack().count();
    inspector->labelField()->setFocus();
    QTest::keyClicks(inspector->labelField(), QStringLiteral("RUN-7"));
    QTest::keyClick(inspector->labelField(), Qt::Key_Return);
    QCOMPARE(design.find<Cable>(longFibre)->name, QStringLiteral("RUN-7"));
    QCOMPARE(design.find<Cable>(shortFibre)->name, QStringLiteral("RUN-7"));
    QCOMPARE(window->document().undoStack().count(), steps + 1);
    window->document().undoStack().undo();
    QCOMPARE(design.find<Cable>(longFibre)->name, QStringLiteral("F-001"));
    QVERIFY(design.find<Cable>(shortFibre)->name.isEmpty());

    // Status from the combo box, on both, one step.
    QTRY_COMPARE(inspector->labelField()->placeholderText(), QStringLiteral("(mixed)"));
    QComboBox* status = inspector->statusField();
    status->setCurrentIndex(status->findText(QStringLiteral("Installed")));
    Q_EMIT status->activated(status->currentIndex());
    QVERIFY(design.find<Cable>(longFibre)->status == CableStatus::Installed);
    QVERIFY(design.find<Cable>(shortFibre)->status == CableStatus::Installed);
    window->document().undoStack().undo();
    QVERIFY(design.find<Cable>(longFibre)->status == CableStatus::Planned);
    QVERIFY(design.find<Cable>(shortFibre)->status == CableStatus::Planned);
  }

  void networkAndPlaneAreChosenForCablesAndSwitches() {
    auto window = openCluster();
    Design& design = window->document().design();
    const QVector<ObjectId> fibres = cablesOfPart(design, QStringLiteral("MFP7E10-N010"));
    QVERIFY(fibres.size() >= 2);
    const ObjectId fibre = fibres.front();
    select(*window, {fibre});
    CableInspector* inspector = inspectorOf(*window);
    QComboBox* network = inspector->networkField();
    QComboBox* plane = inspector->planeField();
    // Automatic says what the ends give: a DGX compute port on a leaf is the compute fabric.
    QCOMPARE(network->currentData().toString(), QString());
    QCOMPARE(network->currentText(), QStringLiteral("Automatic (Compute)"));
    QCOMPARE(plane->currentText(), QStringLiteral("Automatic (none)"));
    QVERIFY(network->findData(QStringLiteral("storage")) > 0);
    QCOMPARE(plane->findData(8), plane->count() - 1);  // A to H

    const int steps = window->document().undoStack().count();
    choose(network, QStringLiteral("storage"));
    QCOMPARE(design.find<Cable>(fibre)->network, QStringLiteral("storage"));
    choose(plane, 2);
    QCOMPARE(design.find<Cable>(fibre)->plane, 2);
    QCOMPARE(window->document().undoStack().count(), steps + 2);
    QTRY_COMPARE(inspector->planeField()->currentText(), QStringLiteral("Plane B"));
    QCOMPARE(Networks::ofCable(design, *design.find<Cable>(fibre)), QStringLiteral("storage"));
    window->document().undoStack().undo();
    window->document().undoStack().undo();
    QCOMPARE(design.find<Cable>(fibre)->network, QString());
    QCOMPARE(design.find<Cable>(fibre)->plane, 0);

    // Two cables, one given a network: the field shows "(mixed)" until one is chosen for both.
    choose(network, QStringLiteral("inband"));
    select(*window, {fibres.at(0), fibres.at(1)});
    QCOMPARE(network->currentText(), QStringLiteral("(mixed)"));
    choose(network, QString());
    QCOMPARE(design.find<Cable>(fibres.at(0))->network, QString());
    QCOMPARE(design.find<Cable>(fibres.at(1))->network, QString());

    // A switch says which network and plane it serves; its cables follow when they name none.
    const ObjectId leaf = named("leaf-01");
    const ObjectId dac = cablesOfPart(design, QStringLiteral("MCP4Y10-N001")).value(0);
    window->rowScene()->selectObjects({leaf}, {});
    QApplication::processEvents();
    auto* dock = window->inspector();
    QCOMPARE(dock->deviceNetworkField()->currentText(), QStringLiteral("None (its ports' roles)"));
    choose(dock->deviceNetworkField(), QStringLiteral("storage"));
    choose(dock->devicePlaneField(), 1);
    QCOMPARE(design.find<Device>(leaf)->network, QStringLiteral("storage"));
    QCOMPARE(design.find<Device>(leaf)->plane, 1);
    window->rowScene()->selectObjects({named("leaf-02")}, {});
    QApplication::processEvents();
    choose(dock->deviceNetworkField(), QStringLiteral("storage"));
    choose(dock->devicePlaneField(), 1);
    select(*window, {dac});
    QCOMPARE(network->currentText(), QStringLiteral("Automatic (Storage)"));
    QCOMPARE(plane->currentText(), QStringLiteral("Automatic (plane A)"));
    // The canvas draws the DAC in the storage network's colour now.
    QTRY_VERIFY(window->rowScene()->cableLayer()->route(dac) &&
                window->rowScene()->cableLayer()->route(dac)->network == QStringLiteral("storage"));
  }

  void severalCablesOfTheSameEndKindsGetOnePartInOneStep() {
    auto window = openCluster();
    Design& design = window->document().design();
    CableInspector* inspector = inspectorOf(*window);
    // Both dgx-01 ↔ leaf-01 fibres: transceiver port to transceiver port.
    const QVector<ObjectId> fibres = cablesOfPart(design, QStringLiteral("MFP7E10-N010"));
    QCOMPARE(fibres.size(), 2);
    const Cable first = *design.find<Cable>(fibres.at(0));
    const Cable second = *design.find<Cable>(fibres.at(1));
    select(*window, fibres);
    QVERIFY2(inspector->replaceButton()->isEnabled(),
             qPrintable(inspector->replaceButton()->toolTip()));
    const QVector<CableCandidate> offered = inspector->replacementCandidates();
    const auto other = std::find_if(offered.begin(), offered.end(), [](const CableCandidate& c) {
      return c.familyKey() != QStringLiteral("MFP7E10");
    });
    QVERIFY2(other != offered.end(), "only MFP7E10 parts were offered");
    const int steps = window->document().undoStack().count();
    QVERIFY(inspector->replacePart(*other));
    QCOMPARE(window->document().undoStack().count(), steps + 1);
    for (const Cable& was : {first, second}) {
      const Cable* now = design.find<Cable>(was.id);
      QVERIFY2(familyOf(design, now->typeId) == other->familyKey(), qPrintable(now->typeId));
      QVERIFY(now->ends.at(0).attachment == was.ends.at(0).attachment);
      QVERIFY(now->ends.at(1).attachment == was.ends.at(1).attachment);
    }
    window->document().undoStack().undo();
    QVERIFY(*design.find<Cable>(first.id) == first);
    QVERIFY(*design.find<Cable>(second.id) == second);

    // A DAC and a fibre join different kinds of ports: no common replacement, and why.
    const ObjectId dac = cablesOfPart(design, QStringLiteral("MCP4Y10-N001")).value(0);
    select(*window, {dac, fibres.at(0)});
    QVERIFY(!inspector->replaceButton()->isEnabled());
    QVERIFY2(inspector->replaceButton()->toolTip().contains(QStringLiteral("different kinds")),
             qPrintable(inspector->replaceButton()->toolTip()));
    QVERIFY(inspector->replacementCandidates().isEmpty());
  }
};

QTEST_MAIN(TestCableInspector)
#include "tst_cableinspector.moc"
