// Live validation in the workbench: an edit the model can describe but that is wrong (a finned
// transceiver in a flat-top cage) is made, not refused, and within the debounce its finding is
// in the Issues dock, on the device (marker and tooltip) and in the status bar. The dock filters
// by severity and rule, shows a finding's objects on double-click, and waives and unwaives with
// a reason as undo steps that survive save and reopen.
#include "core/commands/designedits.h"
#include "core/validation/validator.h"
#include "ui/canvas/cablelayeritem.h"
#include "ui/docks/issuesdock.h"
#include "ui/editing/editsession.h"
#include "workbenchfixture.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::IssuesDock;
using rackwright::ui::MainWindow;

class TestIssuesDock : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  /// Opens the cluster and plugs a finned module into an empty flat-top cage of dgx-02, by
  /// dragging it from the catalog. Returns the cage.
  QString plugFinnedModule(MainWindow& window) {
    Design& design = window.document().design();
    const ObjectId dgx = named(QStringLiteral("dgx-02"));
    QString cage;
    for (const CageDefinition& c : design.part(QStringLiteral("DGX-H100"))->device()->cages) {
      if (c.thermal == CageThermal::NeedsFlat && design.modulesInCage(dgx, c.name).isEmpty()) {
        cage = c.name;
        break;
      }
    }
    const QPointF point = portPoint(window, dgx, Attachment{Attachment::Kind::Cage, dgx, cage});
    look(window, point, 1.0);
    const DragOutcome outcome = dragPart(window, QStringLiteral("MMA4Z00-NS"), point);
    if (!outcome.dropAccepted)
      qWarning("drop refused: %s", qPrintable(window.statusBar()->currentMessage()));
    return cage;
  }
  static int rowsWithRule(const IssuesDock& dock, const QString& rule) {
    int n = 0;
    for (const Finding& f : dock.visibleFindings())
      n += f.rule == rule ? 1 : 0;
    return n;
  }
  static QString labelText(const MainWindow& window, const char* name) {
    const auto* label = window.statusBar()->findChild<QLabel*>(QLatin1String(name));
    return label ? label->text() : QString();
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_issuesdock");
    mClusterPath = mTemp.filePath(QStringLiteral("cluster.rackwright"));
    writeSmallCluster(mClusterPath);
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void wrongModuleIsPlacedAndFlagged() {
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    IssuesDock* dock = window->issues();
    const int errorsBefore = window->validation()->result().errors;
    QCOMPARE(rowsWithRule(*dock, QStringLiteral("FF-03")), 0);
    QVERIFY(labelText(*window, "issuesLabel")
                .startsWith(QStringLiteral("Errors: %1 ·").arg(errorsBefore)));

    QElapsedTimer clock;
    clock.start();
    const QString cage = plugFinnedModule(*window);
    QVERIFY(!cage.isEmpty());
    const ObjectId dgx = named(QStringLiteral("dgx-02"));
    QCOMPARE(window->document().design().modulesInCage(dgx, cage).size(), 1);
    // The finding arrives through the debounced live validation, without any other action.
    QTRY_COMPARE_WITH_TIMEOUT(rowsWithRule(*dock, QStringLiteral("FF-03")), 1, 2000);
    QVERIFY2(clock.elapsed() < 1500, qPrintable(QString::number(clock.elapsed())));
    const Finding finding = [&] {
      for (const Finding& f : dock->visibleFindings()) {
        if (f.rule == QStringLiteral("FF-03"))
          return f;
      }
      return Finding{};
    }();
    QVERIFY2(finding.message().contains(QStringLiteral("dgx-02 %1").arg(cage)),
             qPrintable(finding.message()));
    QVERIFY(finding.severity == Severity::Error);
    QCOMPARE(window->validation()->result().errors, errorsBefore + 1);
    QCOMPARE(labelText(*window, "issuesLabel"), QStringLiteral("Errors: %1 · Warnings: %2")
                                                    .arg(errorsBefore + 1)
                                                    .arg(window->validation()->result().warnings));

    // The device shows it: an error marker, the message in its tooltip, the cage outlined.
    const ui::DeviceItem* item = window->rowScene()->deviceItem(dgx);
    QVERIFY(item->marks().worst.has_value());
    QVERIFY(*item->marks().worst == Severity::Error);
    QVERIFY(item->marks().cages.contains(cage));
    QVERIFY2(item->toolTip().contains(QStringLiteral("FF-03")), qPrintable(item->toolTip()));

    // Filters: by severity and by rule. By default infos are hidden, and the summary says so.
    QComboBox* severity = dock->severityFilter();
    QCOMPARE(severity->currentText(), QStringLiteral("Errors and warnings"));
    QVERIFY(window->validation()->result().infos > 0);
    for (const Finding& f : dock->visibleFindings())
      QVERIFY(f.severity != Severity::Info);
    QVERIFY2(dock->findChild<QLabel*>(QStringLiteral("issuesSummary"))
                 ->text()
                 .contains(QStringLiteral("infos (hidden")),
             qPrintable(dock->findChild<QLabel*>(QStringLiteral("issuesSummary"))->text()));
    severity->setCurrentIndex(severity->findText(QStringLiteral("All severities")));
    const QVector<Finding> all = dock->visibleFindings();
    QVERIFY(std::any_of(all.begin(), all.end(),
                        [](const Finding& f) { return f.severity == Severity::Info; }));
    severity->setCurrentIndex(severity->findText(QStringLiteral("Warnings")));
    QCOMPARE(rowsWithRule(*dock, QStringLiteral("FF-03")), 0);
    for (const Finding& f : dock->visibleFindings())
      QVERIFY(f.severity == Severity::Warning);
    severity->setCurrentIndex(0);
    QComboBox* rule = dock->ruleFilter();
    const int ruleIndex = rule->findData(QStringLiteral("FF-03"));
    QVERIFY(ruleIndex > 0);
    rule->setCurrentIndex(ruleIndex);
    QCOMPARE(dock->visibleFindings().size(), 1);

    // Double-click: the objects are selected and centred.
    window->rowScene()->selectObjects({});
    QTreeWidgetItem* row = dock->tree()->topLevelItem(0);
    Q_EMIT dock->tree()->itemDoubleClicked(row, 0);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{dgx});
    const QPointF centre =
        window->canvas()->mapToScene(window->canvas()->viewport()->rect().center());
    QVERIFY(window->rowScene()->selectionRect().adjusted(-50, -50, 50, 50).contains(centre));

    // Undo takes the module and its finding away; redo brings both back.
    window->action(QStringLiteral("edit.undo"))->trigger();
    QTRY_COMPARE(window->validation()->result().errors, errorsBefore);
    QVERIFY(!window->rowScene()->deviceItem(dgx)->marks().cages.contains(cage));
    window->action(QStringLiteral("edit.redo"))->trigger();
    QTRY_COMPARE(window->validation()->result().errors, errorsBefore + 1);
  }

  void unverifiedInfoNamesTheRuleItQualifies() {
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    IssuesDock* dock = window->issues();
    QComboBox* severity = dock->severityFilter();
    severity->setCurrentIndex(severity->findText(QStringLiteral("All severities")));
    QTreeWidgetItem* row = nullptr;
    for (int i = 0; i < dock->tree()->topLevelItemCount() && !row; ++i) {
      QTreeWidgetItem* item = dock->tree()->topLevelItem(i);
      if (item->text(IssuesDock::MessageColumn).contains(QStringLiteral("PW-01 not verified")))
        row = item;
    }
    QVERIFY2(row, "the small cluster has UNCONFIRMED cage power classes");
    QCOMPARE(row->text(IssuesDock::RuleColumn), QStringLiteral("DS-08 (on PW-01)"));
    const QString tip = row->toolTip(IssuesDock::RuleColumn);
    QVERIFY2(tip.contains(QStringLiteral("About PW-01 ")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("DS-08 Unknown part or UNCONFIRMED")), qPrintable(tip));
    // The rule and the location read in full without dragging the headers.
    const QFontMetrics metrics(dock->tree()->font());
    for (const int column : {int(IssuesDock::RuleColumn), int(IssuesDock::LocationColumn)}) {
      QVERIFY2(dock->tree()->columnWidth(column) > metrics.horizontalAdvance(row->text(column)),
               qPrintable(row->text(column)));
    }
  }

  void currentFindingReadsInFullUnderTheList() {
    // A message longer than its column: clicking the row shows it whole under the list, with
    // its location, the rule it is about and the rule's source, as text that can be copied.
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    window->show();
    IssuesDock* dock = window->issues();
    QCOMPARE(dock->details()->text(), QStringLiteral("Select a finding to read it here in full."));
    QComboBox* severity = dock->severityFilter();
    severity->setCurrentIndex(severity->findText(QStringLiteral("All severities")));
    QTreeWidget* tree = dock->tree();
    QTreeWidgetItem* row = nullptr;
    for (int i = 0; i < tree->topLevelItemCount() && !row; ++i) {
      QTreeWidgetItem* item = tree->topLevelItem(i);
      if (item->text(IssuesDock::MessageColumn).contains(QStringLiteral("PW-01 not verified")))
        row = item;
    }
    QVERIFY(row);
    tree->scrollToItem(row);
    const QRect rect = tree->visualItemRect(row);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(tree->currentItem(), row);
    const QString shown = dock->details()->text();
    const QString message = row->text(IssuesDock::MessageColumn);
    QVERIFY2(shown.contains(message), qPrintable(shown));
    QVERIFY2(shown.contains(row->text(IssuesDock::LocationColumn)), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("About PW-01 ")), qPrintable(shown));
    QVERIFY(dock->details()->textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY(dock->details()->wordWrap());
    // The row's tooltip says the same, from the same place.
    QVERIFY(row->toolTip(IssuesDock::MessageColumn)
                .startsWith(IssuesDock::explanation(*dock->currentFinding())));
    // The pane has room: on screen, not collapsed by the list.
    QVERIFY(dock->details()->isVisible());
    QVERIFY(dock->details()->height() > 0);
    // A revalidation (every edit) rebuilds the list: the same finding stays current.
    const QString key = dock->currentFinding()->key();
    dock->setResult(ValidationResult(dock->result()));
    QVERIFY(dock->currentFinding());
    QCOMPARE(dock->currentFinding()->key(), key);
    QCOMPARE(dock->details()->text(), shown);
    tree->setCurrentItem(nullptr);
    QCOMPARE(dock->details()->text(), QStringLiteral("Select a finding to read it here in full."));
  }

  void revealKeepsEveryObjectInSight() {
    // A finding that names objects in two racks: zoomed in on one, revealing it zooms out until
    // both are in the view, and both are selected.
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    const ObjectId dgx = named(QStringLiteral("dgx-01"));
    const ObjectId leaf = named(QStringLiteral("leaf-01"));
    look(*window, window->rowScene()->deviceItem(dgx)->sceneBoundingRect().center(), 8.0);
    window->canvas()->revealObjects({dgx, leaf}, {});
    const QRectF visible =
        window->canvas()->mapToScene(window->canvas()->viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(window->rowScene()->deviceItem(dgx)->sceneBoundingRect()));
    QVERIFY(visible.contains(window->rowScene()->deviceItem(leaf)->sceneBoundingRect()));
    QCOMPARE(window->rowScene()->selectedDevices().size(), 2);
  }

  void waiveAndUnwaiveSurviveSaveAndReopen() {
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    IssuesDock* dock = window->issues();
    const QString cage = plugFinnedModule(*window);
    QTRY_COMPARE(rowsWithRule(*dock, QStringLiteral("FF-03")), 1);
    const int errors = window->validation()->result().errors;
    dock->ruleFilter()->setCurrentIndex(dock->ruleFilter()->findData(QStringLiteral("FF-03")));
    const Finding finding = dock->visibleFindings().front();

    // Waiving asks for the reason (through the prompts) and is one undo step.
    const int steps = window->document().undoStack().count();
    QVERIFY(dock->waive(finding, mPrompts->waiverReason));
    QCOMPARE(window->document().undoStack().count(), steps + 1);
    QTRY_COMPARE(window->validation()->result().errors, errors - 1);
    QCOMPARE(window->validation()->result().waived, 1);
    Finding waived = dock->visibleFindings().front();
    QVERIFY(waived.waived);
    QCOMPARE(waived.waiverReason, mPrompts->waiverReason);
    QVERIFY(dock->tree()->topLevelItem(0)->text(IssuesDock::SeverityColumn).contains("waived"));
    // A waived error no longer marks the device.
    QVERIFY(!window->rowScene()
                 ->deviceItem(named(QStringLiteral("dgx-02")))
                 ->marks()
                 .cages.contains(cage));

    window->action(QStringLiteral("edit.undo"))->trigger();
    QTRY_COMPARE(window->validation()->result().errors, errors);
    window->action(QStringLiteral("edit.redo"))->trigger();
    QTRY_COMPARE(window->validation()->result().waived, 1);

    // Save, reopen: same waiver, same findings.
    const QString path = mTemp.filePath(QStringLiteral("waived.rackwright"));
    QVERIFY(QCoro::waitFor(window->document().saveAs(path)));
    const ValidationResult before = window->validation()->result();
    auto reopened = makeWindow(mPrompts);
    QVERIFY(openIn(*reopened, path));
    QCOMPARE(reopened->validation()->result().findings.size(), before.findings.size());
    QCOMPARE(reopened->validation()->result().errors, before.errors);
    QCOMPARE(reopened->validation()->result().waived, 1);
    QCOMPARE(reopened->document().design().all<Module>().size(),
             window->document().design().all<Module>().size());
    QCOMPARE(reopened->document().design().all<Waiver>().size(), 1);
    QCOMPARE(reopened->document().design().all<Waiver>().begin()->reason, mPrompts->waiverReason);

    // Unwaive in the reopened window.
    IssuesDock* dock2 = reopened->issues();
    dock2->severityFilter()->setCurrentIndex(
        dock2->severityFilter()->findText(QStringLiteral("Waived")));
    QCOMPARE(dock2->visibleFindings().size(), 1);
    QVERIFY(dock2->unwaive(dock2->visibleFindings().front()));
    QTRY_COMPARE(reopened->validation()->result().waived, 0);
    QCOMPARE(reopened->validation()->result().errors, before.errors + 1);
  }

  void cablesColourByValidationOnDemand() {
    auto window = makeWindow(mPrompts);
    QVERIFY(openIn(*window, mClusterPath));
    ui::CableLayerItem* layer = window->rowScene()->cableLayer();
    QVERIFY(layer->routeCount() > 0);
    QCOMPARE(int(layer->colourMode()), int(ui::CableLayerItem::ColourMode::Kind));
    window->action(QStringLiteral("view.cablesByValidation"))->trigger();
    QCOMPARE(int(layer->colourMode()), int(ui::CableLayerItem::ColourMode::Validation));
    window->action(QStringLiteral("view.cablesByKind"))->trigger();
    QCOMPARE(int(layer->colourMode()), int(ui::CableLayerItem::ColourMode::Kind));
  }

  void largeDesignIsFirstValidatedInTheBackground() {
    // Enough objects for the worker: unracked switches without modules or cables.
    const QString path = mTemp.filePath(QStringLiteral("large.rackwright"));
    {
      Design big;
      for (int i = 0; i < ui::ValidationController::kBackgroundThreshold + 500; ++i) {
        Device device;
        device.id = QUuid::createUuid();
        device.name = QStringLiteral("sw-%1").arg(i);
        device.typeId = QStringLiteral("SN2201");
        big.insert(device);
      }
      DesignFile::save(big, path);
    }
    auto window = makeWindow(mPrompts);
    QVERIFY(QCoro::waitFor(window->openFile(path)));
    ui::ValidationController* validation = window->validation();
    validation->updateNow();
    QVERIFY(validation->isBusy());
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("background")));
    // The worker validates a snapshot, so editing goes on meanwhile: a rack, and two switches of
    // the snapshot moved onto its U1, front (DS-03 reports them).
    QVERIFY(window->action(QStringLiteral("tools.addRack"))->isEnabled());
    Rack rack;
    rack.id = QUuid::createUuid();
    rack.name = QStringLiteral("X");
    rack.heightU = 42;
    QVERIFY(window->session()->push([&rack](Design& d) { return DesignEdits::addRack(d, rack); }));
    const Design& design = window->document().design();
    auto device = design.all<Device>().cbegin();
    const ObjectId first = (device++)->id;
    const ObjectId second = device->id;
    for (const ObjectId& id : {first, second}) {
      QVERIFY(window->session()->push(
          [&](Design& d) { return DesignEdits::moveDevice(d, id, rack.id, 1, RackFace::Front); }));
    }
    validation->waitForBackground();
    QVERIFY(!validation->isBusy());
    // The result is that of the design as edited, not of the snapshot; a design this large
    // counts its infos per rule and per object rather than listing them.
    const ValidationResult full = Validator::validateAll(design, InfoDetail::None);
    QCOMPARE(validation->result(), full);
    QVERIFY(full.infosSummarised);
    checkCountedInfos(*window);
    QVERIFY(std::any_of(full.findings.begin(), full.findings.end(), [&](const Finding& f) {
      return f.rule == QStringLiteral("DS-03") && f.objects.contains(first) &&
             f.objects.contains(second);
    }));
    // Later edits are incremental, on the GUI thread.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    validation->updateNow();
    QVERIFY(!validation->isBusy());
    QCOMPARE(validation->result(),
             Validator::validateAll(window->document().design(), InfoDetail::None));
  }

  /// A counted rule is one row with its count; expanding it lists the rule's first infos, the
  /// same as a full run lists, and a note says how many more there are.
  static void checkCountedInfos(ui::MainWindow& window) {
    const Design& design = window.document().design();
    const ValidationResult all = Validator::validateAll(design);
    const ValidationResult& counted = window.validation()->result();
    QVERIFY2(counted.infos > ui::IssuesDock::kInfosListedPerRule,
             qPrintable(QString::number(counted.infos)));
    ui::IssuesDock& issues = *window.issues();
    QCOMPARE(issues.tree()->topLevelItemCount(), counted.errors + counted.warnings);
    issues.severityFilter()->setCurrentIndex(
        issues.severityFilter()->findData(int(Severity::Info)));
    QCOMPARE(issues.tree()->topLevelItemCount(), counted.infoCountByRule.size());
    QVERIFY(issues.summary()->text().contains(QStringLiteral("expand a rule")));
    QString busiest;
    for (auto it = counted.infoCountByRule.cbegin(); it != counted.infoCountByRule.cend(); ++it) {
      if (busiest.isEmpty() || it.value() > counted.infoCountByRule.value(busiest))
        busiest = it.key();
    }
    QTreeWidgetItem* row = issues.countedRuleRow(busiest);
    QVERIFY(row);
    const int count = counted.infoCountByRule.value(busiest);
    QVERIFY(row->text(ui::IssuesDock::LocationColumn).contains(QString::number(count)));
    // The details pane says what a counted row stands for.
    issues.tree()->setCurrentItem(row);
    QVERIFY2(issues.details()->text().startsWith(busiest + QStringLiteral(" · ")),
             qPrintable(issues.details()->text()));
    QVERIFY(issues.details()->text().contains(QStringLiteral("expand to list")));
    QCOMPARE(row->childCount(), 0);
    issues.tree()->expandItem(row);
    const int listed = std::min(count, int(ui::IssuesDock::kInfosListedPerRule));
    QCOMPARE(row->childCount(), listed + (count > listed ? 1 : 0));
    for (int i = 0; i < listed; ++i) {
      const Finding* info = issues.findingAt(row->child(i));
      QVERIFY(info);
      QCOMPARE(info->rule, busiest);
      QVERIFY(all.findings.contains(*info));
    }
    QVERIFY(!issues.findingAt(row));
    if (count > listed) {
      QVERIFY(!issues.findingAt(row->child(listed)));
      QVERIFY(row->child(listed)
                  ->text(ui::IssuesDock::MessageColumn)
                  .contains(QString::number(count - listed)));
    }
    // New findings (any edit of a large design) keep the opened rule open and listed.
    issues.setResult(counted);
    row = issues.countedRuleRow(busiest);
    QVERIFY(row && row->isExpanded());
    QCOMPARE(row->childCount(), listed + (count > listed ? 1 : 0));
    // Double-clicking a listed info selects its objects, as any row does.
    QSignalSpy activated(&issues, &ui::IssuesDock::findingActivated);
    emit issues.tree()->itemDoubleClicked(row->child(0), 0);
    QCOMPARE(activated.count(), 1);
    issues.severityFilter()->setCurrentIndex(0);
  }

  void rendersIssuesScreenshot() {
    auto window = makeWindow(mPrompts, QSize(1600, 1000));
    QVERIFY(openIn(*window, mClusterPath));
    plugFinnedModule(*window);
    QTRY_COMPARE(rowsWithRule(*window->issues(), QStringLiteral("FF-03")), 1);
    window->canvas()->zoomFit();
    QApplication::processEvents();
    const QImage image = window->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(mTemp.filePath(QStringLiteral("issues-dock.png"))));
    QVERIFY(maybeUpdateScreenshot(image, QStringLiteral("issues-dock.png")));
  }
};

QTEST_MAIN(TestIssuesDock)
#include "tst_issuesdock.moc"
