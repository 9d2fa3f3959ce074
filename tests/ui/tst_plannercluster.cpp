// The planner's "Whole cluster" page, driven through its widgets: a preset and a size in, the
// budget of every network read off the tree the user reads, refusals shown in place in the
// wizard's words, and Generate handing the whole cluster to the window as a new document.
#include "core/model/networks.h"
#include "core/validation/validator.h"
#include "ui/planner/clusterpage.h"
#include "ui/planner/plannerdialog.h"
#include "workbenchfixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;

namespace {

using Column = ui::ClusterPage::Column;

/// The top-level row of the budget tree whose title starts with `title` ("Storage").
QTreeWidgetItem* networkRow(QTreeWidget* tree, const QString& title) {
  for (int i = 0; i < tree->topLevelItemCount(); ++i) {
    QTreeWidgetItem* item = tree->topLevelItem(i);
    if (item->text(Column::ItemColumn).startsWith(title + QLatin1String(" (")))
      return item;
  }
  return nullptr;
}

/// What the user does: the mode by its radio button, the preset by name, the size typed in.
void chooseCluster(ui::PlannerDialog& dialog, const QString& presetTitle, int sus, int nodes = 0) {
  QTest::mouseClick(dialog.clusterModeButton(), Qt::LeftButton);
  ui::ClusterPage* page = dialog.clusterPage();
  const int index = page->presetField()->findText(presetTitle, Qt::MatchStartsWith);
  QVERIFY2(index >= 0, qPrintable(presetTitle));
  page->presetField()->setCurrentIndex(index);
  for (const auto& [box, value] :
       {std::pair{page->nodesField(), nodes}, std::pair{page->susField(), sus}}) {
    box->setFocus();
    box->selectAll();
    QTest::keyClick(box, Qt::Key_Delete);
    QTest::keyClicks(box, QString::number(value));  // not Enter: that presses Generate
    QCOMPARE(box->value(), value);
  }
}

}  // namespace

class TestPlannerCluster : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_plannercluster");
    installTranslations(*QCoreApplication::instance(),
                        QLocale(QLocale::English, QLocale::UnitedStates));
  }
  void init() {
    mPrompts = std::make_shared<RecordingPrompts::Shared>();
    // Every test starts from the defaults, whatever an earlier one left for the next session.
    QSettings().remove(ui::PlannerDialog::settingsGroup());
  }

  // The whole-cluster page and the mode are kept for the next session; "Servers per rack" only
  // when the user set it, else it follows whichever preset is chosen next.
  void clusterInputsAreKeptForTheNextSession() {
    QString summary;
    {
      ui::PlannerDialog dialog;
      dialog.setMode(ui::PlannerDialog::Mode::WholeCluster);
      ui::ClusterPage* page = dialog.clusterPage();
      page->presetField()->setCurrentIndex(
          page->presetField()->findData(QStringLiteral("dgx-b200-ib")));
      page->susField()->setValue(2);
      page->storageAppliancesField()->setValue(0);
      page->consoleServersField()->setChecked(false);
      page->rowLengthField()->setValue(14);
      QVERIFY2(page->plan().has_value(), qPrintable(page->problem()));
      summary = page->summaryLabel()->text();
      dialog.reject();
    }
    {
      ui::PlannerDialog next;
      QVERIFY(next.mode() == ui::PlannerDialog::Mode::WholeCluster);
      ui::ClusterPage* page = next.clusterPage();
      QCOMPARE(page->presetField()->currentData().toString(), QStringLiteral("dgx-b200-ib"));
      QCOMPARE(page->susField()->value(), 2);
      QCOMPARE(page->storageAppliancesField()->value(), 0);
      QVERIFY(!page->consoleServersField()->isChecked());
      QCOMPARE(page->rowLengthField()->value(), 14);
      QCOMPARE(page->summaryLabel()->text(), summary);
      // Not set by the user: the next preset brings its own servers per rack.
      QCOMPARE(page->serversPerRackField()->value(), 2);  // DGX B200's
      page->presetField()->setCurrentIndex(
          page->presetField()->findData(QStringLiteral("dgx-h100-ib")));
      QCOMPARE(page->serversPerRackField()->value(), 4);  // DGX H100's
      page->serversPerRackField()->setValue(3);           // now it is the user's
      next.reject();
    }
    ui::PlannerDialog last;
    QCOMPARE(last.clusterPage()->serversPerRackField()->value(), 3);
    last.clusterPage()->presetField()->setCurrentIndex(
        last.clusterPage()->presetField()->findData(QStringLiteral("dgx-b300-eth")));
    QCOMPARE(last.clusterPage()->serversPerRackField()->value(), 3);
  }

  void computeModeIsTheDefault() {
    ui::PlannerDialog dialog;
    QCOMPARE(dialog.mode(), ui::PlannerDialog::Mode::ComputeFabric);
    QVERIFY(dialog.gpusField()->isVisibleTo(&dialog));
    QVERIFY(!dialog.clusterPage()->isVisibleTo(&dialog));
    QTest::mouseClick(dialog.clusterModeButton(), Qt::LeftButton);
    QCOMPARE(dialog.mode(), ui::PlannerDialog::Mode::WholeCluster);
    QVERIFY(dialog.clusterPage()->isVisibleTo(&dialog));
    QVERIFY(!dialog.gpusField()->isVisibleTo(&dialog));
    // Back to the compute fabric: its plan and Generate as they were.
    QTest::mouseClick(dialog.computeModeButton(), Qt::LeftButton);
    QVERIFY(dialog.plan().has_value());
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->isEnabled());
  }

  // RA-11333-001 V11 (DGX SuperPOD with DGX H100), Appendix A Table 7, "Major components of the
  // 4 SU, 127-node DGX SuperPOD": 48 compute and 16 storage QM9700, 8 SN4600C in-band, 8 SN2201
  // OOB, 4 UFM appliances, 4 BCM management servers, 38 racks (32 of 4 DGX and 6 for
  // management), 96 + 12 PDUs. Read off the page, not from the planner.
  void budgetShowsTheReferenceArchitecture() {
    ui::PlannerDialog dialog;
    dialog.show();
    chooseCluster(dialog, QStringLiteral("DGX SuperPOD, DGX H100"), 4);
    ui::ClusterPage* page = dialog.clusterPage();
    // By default the storage leaves' appliance ports get generic storage appliances; the RA's
    // table leaves the storage product out: 0.
    QCOMPARE(page->storageAppliancesField()->value(), ClusterInputs::kFillStorageLeaves);
    QCOMPARE(page->storageAppliancesField()->text(), QStringLiteral("Fill the appliance ports"));
    QVERIFY2(page->plan().has_value(), qPrintable(page->problem()));
    QCOMPARE(page->plan()->storageAppliances, 24);
    QVERIFY(page->summaryLabel()->text().contains(QStringLiteral("24 storage appliances")));
    page->storageAppliancesField()->selectAll();
    QTest::keyClicks(page->storageAppliancesField(), QStringLiteral("0"));
    QTRY_VERIFY(page->plan().has_value() && page->plan()->storageAppliances == 0);
    // Console servers are on by default; the RA lists none: cleared, the budget is its table's.
    QVERIFY(page->consoleServersField()->isChecked());
    QCOMPARE(page->plan()->consoleServers, 7);
    QTest::mouseClick(page->consoleServersField(), Qt::LeftButton, {},
                      QPoint(8, page->consoleServersField()->height() / 2));
    QTRY_VERIFY(page->plan().has_value() && page->plan()->consoleServers == 0);
    QVERIFY(page->sourceLabel()->text().contains(QStringLiteral("RA-11333")));
    QTreeWidget* tree = page->budgetTree();
    const QList<std::pair<QString, QString>> switches{
        {QStringLiteral("Compute"), "48"},
        {QStringLiteral("Storage"), "16"},
        {QStringLiteral("In-band management"), "8"},
        {QStringLiteral("Out-of-band management"), "8"}};
    for (const auto& [network, count] : switches) {
      QTreeWidgetItem* row = networkRow(tree, network);
      QVERIFY2(row, qPrintable(network));
      QCOMPARE(row->text(Column::SwitchesColumn), count);
      // Its roles add up to the network's count, each with the ports it uses.
      int sum = 0;
      for (int i = 0; i < row->childCount(); ++i) {
        const QString text = row->child(i)->text(Column::SwitchesColumn);
        if (!text.isEmpty()) {
          sum += text.toInt();
          QVERIFY(row->child(i)->text(Column::PortsColumn).contains(QStringLiteral(" of ")));
        }
      }
      QCOMPARE(QString::number(sum), count);
    }
    QCOMPARE(tree->topLevelItemCount(), 4);
    // Table 8: 4 "UFM to leaf" links on the compute fabric, 16 OOB uplinks into in-band.
    const auto links = [&](const QString& network, const QString& group) {
      QTreeWidgetItem* row = networkRow(tree, network);
      for (int i = 0; row && i < row->childCount(); ++i) {
        if (row->child(i)->text(Column::ItemColumn) == group)
          return row->child(i)->text(Column::LinksColumn);
      }
      return QString();
    };
    QCOMPARE(links(QStringLiteral("Compute"), QStringLiteral("UFM to leaf")), QStringLiteral("4"));
    QCOMPARE(
        links(QStringLiteral("Out-of-band management"), QStringLiteral("OOB uplinks to in-band")),
        QStringLiteral("16"));
    const QString summary = page->summaryLabel()->text();
    for (const char* part : {"127 × DGX-H100", "4 UFM appliances", "4 head nodes",
                             "32 compute, 6 management", "108 PDUs"})
      QVERIFY2(summary.contains(QString::fromUtf8(part)), qPrintable(summary));
    // The assumptions are shown as such, every one of them.
    const QString assumed = page->assumptionsView()->toPlainText();
    QVERIFY2(assumed.contains(QStringLiteral("Table 7 and 8 totals")), qPrintable(assumed));
    QCOMPARE(assumed.count(QStringLiteral("• ")), page->plan()->assumptions.size());
    QVERIFY(page->plan()->assumptions.size() >= 3);
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->isEnabled());

    // One SU fewer is a different budget: the tree follows the fields.
    chooseCluster(dialog, QStringLiteral("DGX SuperPOD, DGX H100"), 2);
    QCOMPARE(networkRow(tree, QStringLiteral("Compute"))->text(Column::SwitchesColumn),
             QStringLiteral("24"));

    // Spectrum-X has no UFM: the summary does not count zero of it.
    chooseCluster(dialog, QStringLiteral("DGX SuperPOD, DGX B300, Spectrum-X"), 1);
    QTRY_VERIFY(page->plan().has_value() && page->plan()->ufmAppliances == 0);
    QVERIFY2(!page->summaryLabel()->text().contains(QStringLiteral("UFM")),
             qPrintable(page->summaryLabel()->text()));
    QVERIFY(page->summaryLabel()->text().contains(QStringLiteral("head nodes")));
  }

  void refusalsAreExplainedInPlace_data() {
    QTest::addColumn<int>("sus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("reason");
    QTest::newRow("too few nodes") << 4 << 20 << "lower \"Scalable units\"";
    QTest::newRow("too many nodes") << 1 << 40 << "raise \"Scalable units\"";
    QTest::newRow("no size") << 0 << 0 << "\"Nodes\"";
    QTest::newRow("beyond the in-band cores") << 32 << 0 << "plan fewer SU";
  }
  void refusalsAreExplainedInPlace() {
    QFETCH(int, sus);
    QFETCH(int, nodes);
    QFETCH(QString, reason);
    ui::PlannerDialog dialog;
    dialog.show();
    chooseCluster(dialog, QStringLiteral("DGX SuperPOD, DGX H100"), sus, nodes);
    ui::ClusterPage* page = dialog.clusterPage();
    auto* generate = dialog.findChild<QPushButton*>(QStringLiteral("plannerGenerate"));
    QVERIFY(!page->plan().has_value());
    const QString shown = page->statusLabel()->text();
    QVERIFY(page->statusLabel()->isVisible());
    QVERIFY2(shown.contains(reason), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("--")), qPrintable(shown));
    QCOMPARE(page->budgetTree()->topLevelItemCount(), 0);
    QVERIFY(!generate->isEnabled());
    QVERIFY(!dialog.generate());
    // Fixed, the budget comes back and Generate with it.
    chooseCluster(dialog, QStringLiteral("DGX SuperPOD, DGX H100"), 1);
    QVERIFY2(page->plan().has_value(), qPrintable(page->problem()));
    QVERIFY(!page->statusLabel()->isVisible());
    QCOMPARE(page->budgetTree()->topLevelItemCount(), 4);
    QVERIFY(generate->isEnabled());
  }

  void scalableUnitsFollowTheNodesTyped() {
    // Four SU are planned; typing 50 nodes, the SU field follows the nodes ("From the nodes")
    // instead of keeping a count 50 nodes would not fill: the plan is 2 SU, not a refusal.
    ui::PlannerDialog dialog;
    dialog.show();
    chooseCluster(dialog, QStringLiteral("DGX SuperPOD, DGX H100"), 4);
    ui::ClusterPage* page = dialog.clusterPage();
    QVERIFY(page->plan().has_value());
    QCOMPARE(page->plan()->sus, 4);
    QSpinBox* nodes = page->nodesField();
    nodes->setFocus();
    nodes->selectAll();
    QTest::keyClicks(nodes, QStringLiteral("50"));
    QCOMPARE(nodes->value(), 50);
    QCOMPARE(page->susField()->value(), 0);
    QCOMPARE(page->susField()->text(), QStringLiteral("From the nodes"));
    QVERIFY2(page->plan().has_value(), qPrintable(page->problem()));
    QCOMPARE(page->plan()->sus, 2);
    QCOMPARE(page->plan()->nodes, 50);
    QVERIFY(!page->statusLabel()->isVisible());
    // Back to "Every unit full": the four SU come back.
    nodes->selectAll();
    QTest::keyClick(nodes, Qt::Key_Delete);
    QTest::keyClicks(nodes, QStringLiteral("0"));
    QCOMPARE(nodes->value(), 0);
    QCOMPARE(page->susField()->value(), 4);
    QVERIFY2(page->plan().has_value(), qPrintable(page->problem()));
    QCOMPARE(page->plan()->sus, 4);
    nodes->selectAll();
    QTest::keyClicks(nodes, QStringLiteral("50"));
    QCOMPARE(page->susField()->value(), 0);
    // An SU count typed afterwards is the user's: too many for the nodes is explained in place.
    QSpinBox* sus = page->susField();
    sus->setFocus();
    sus->selectAll();
    QTest::keyClicks(sus, QStringLiteral("3"));
    QCOMPARE(nodes->value(), 50);
    QVERIFY(!page->plan().has_value());
    QVERIFY2(page->statusLabel()->text().contains(QStringLiteral("lower \"Scalable units\"")),
             qPrintable(page->statusLabel()->text()));
  }

  void serversPerRackFollowsThePresetUntilChanged() {
    ui::PlannerDialog dialog;
    ui::ClusterPage* page = dialog.clusterPage();
    const int h100 = page->presetField()->findData(QStringLiteral("dgx-h100-ib"));
    const int b200 = page->presetField()->findData(QStringLiteral("dgx-b200-ib"));
    QVERIFY(h100 >= 0 && b200 >= 0);
    page->presetField()->setCurrentIndex(b200);
    QCOMPARE(page->serversPerRackField()->value(),
             ClusterPresets::find(QStringLiteral("dgx-b200-ib"))->serversPerRack);
    QVERIFY(page->sourceLabel()->text().contains(QStringLiteral("RA-11334")));
    page->presetField()->setCurrentIndex(h100);
    QCOMPARE(page->serversPerRackField()->value(),
             ClusterPresets::find(QStringLiteral("dgx-h100-ib"))->serversPerRack);
    QVERIFY(ClusterPresets::find(QStringLiteral("dgx-h100-ib"))->serversPerRack != 3);
    page->serversPerRackField()->setValue(3);
    page->presetField()->setCurrentIndex(b200);
    QCOMPARE(page->serversPerRackField()->value(), 3);
    QVERIFY(page->sourceLabel()->text().contains(QStringLiteral("RA-11334")));
  }

  void keyboardReachesEveryField() {
    ui::PlannerDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // Alt+W chooses the whole cluster; Tab walks its fields in the order of the form.
    QTest::keyClick(dialog.windowHandle(), Qt::Key_W, Qt::AltModifier);
    QTRY_COMPARE(dialog.mode(), ui::PlannerDialog::Mode::WholeCluster);  // an animated click
    ui::ClusterPage* page = dialog.clusterPage();
    dialog.clusterModeButton()->setFocus();
    const QList<QWidget*> expected{
        page->presetField(),
        page->susField(),
        page->nodesField(),
        page->storageAppliancesField(),
        page->consoleServersField(),
        page->serversPerRackField(),
        page->rowLengthField(),
        page->budgetTree(),
        page->assumptionsView(),
        dialog.findChild<QPushButton*>(QStringLiteral("plannerGenerate"))};
    for (QWidget* next : expected) {
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
      QCOMPARE(QApplication::focusWidget(), next);
    }
    // The mnemonic of a field's label reaches it.
    QTest::keyClick(dialog.windowHandle(), Qt::Key_S, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), page->susField());
    QTest::keyClick(dialog.windowHandle(), Qt::Key_T, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), page->storageAppliancesField());
    QTest::keyClick(dialog.windowHandle(), Qt::Key_C, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), page->consoleServersField());
  }

  // Closed and opened again, the planner shows what the user left: the whole-cluster mode, the
  // preset and the counts (a user comparing presets does not start over each time).
  void plannerKeepsItsInputsWhenReopened() {
    auto window = makeWindow(mPrompts, QSize(1500, 950));
    auto* dialog = qobject_cast<ui::PlannerDialog*>(window->openPlanner());
    QVERIFY(dialog);
    chooseCluster(*dialog, QStringLiteral("DGX SuperPOD, DGX B200"), 3);
    dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Close)->click();
    QVERIFY(!dialog->isVisible());

    auto* again = qobject_cast<ui::PlannerDialog*>(window->openPlanner());
    QCOMPARE(again, dialog);
    QVERIFY(again->isVisible());
    QVERIFY(again->clusterModeButton()->isChecked());
    QCOMPARE(again->windowTitle(),
             ui::PlannerDialog::titleFor(ui::PlannerDialog::Mode::WholeCluster));
    QVERIFY(again->windowTitle().startsWith(QStringLiteral("Fabric and Cluster Planner")));
    QVERIFY(again->clusterPage()->presetField()->currentText().startsWith(
        QStringLiteral("DGX SuperPOD, DGX B200")));
    QCOMPARE(again->clusterPage()->susField()->value(), 3);
  }

  // Generate builds the whole cluster and the window adopts it as a new, unsaved document, as
  // the compute-fabric path does; every cable is on one of the four networks and the design
  // validates clean.
  void generateOpensTheClusterInTheWindow() {
    auto window = makeWindow(mPrompts, QSize(1500, 950));
    auto* dialog = qobject_cast<ui::PlannerDialog*>(window->openPlanner());
    QVERIFY(dialog);
    chooseCluster(*dialog, QStringLiteral("DGX SuperPOD, DGX H100"), 4);
    ui::ClusterPage* page = dialog->clusterPage();
    QVERIFY2(page->plan().has_value(), qPrintable(page->problem()));
    dialog->findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->click();
    QVERIFY2(page->generatorResult().has_value(), qPrintable(page->problem()));
    QVERIFY(page->statusLabel()->text().startsWith(QStringLiteral("Generated ")));
    const Design& design = window->document().design();
    QTRY_VERIFY(design.all<Cable>().size() > 2000);
    QVERIFY(window->document().isModified());
    QCOMPARE(window->document().undoStack().count(), 0);
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("cluster plan")));

    // What the page reported is what the window holds.
    const ClusterGeneratorResult& result = *page->generatorResult();
    int cables = result.compute.cables;
    for (const GeneratedNetwork& network : result.networks)
      cables += network.cables;
    QCOMPARE(design.all<Cable>().size(), qsizetype(cables));
    const QString reported = page->statusLabel()->text();
    for (const QString& count :
         {QStringLiteral("%1 racks").arg(design.all<Rack>().size()),
          QStringLiteral("%1 devices").arg(design.all<Device>().size()),
          QStringLiteral("%1 transceivers").arg(QLocale().toString(design.all<Module>().size())),
          QStringLiteral("%1 cables").arg(QLocale().toString(cables))})
      QVERIFY2(reported.contains(count), qPrintable(count + QLatin1String(" not in ") + reported));
    QSet<QString> networks;
    for (const Cable& cable : design.all<Cable>())
      networks.insert(Networks::ofCable(design, cable));
    QCOMPARE(networks, (QSet<QString>{QStringLiteral("compute"), QStringLiteral("storage"),
                                      QStringLiteral("inband"), QStringLiteral("oob")}));
    const ValidationResult validation = Validator::validateAll(design);
    QCOMPARE(validation.errors, 0);
    QCOMPARE(validation.warnings, 0);

    dialog->resize(1300, 820);
    QApplication::processEvents();
    const QImage image = dialog->grab().toImage();
    QVERIFY(image.save(mTemp.filePath(QStringLiteral("planner-cluster.png"))));
    QVERIFY(maybeUpdateScreenshot(image, QStringLiteral("planner-cluster.png")));
  }
};

QTEST_MAIN(TestPlannerCluster)
#include "tst_plannercluster.moc"
