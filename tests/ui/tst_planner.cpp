// The fabric planner: inputs from the catalog, the port budget recomputed as they change, an
// impossible plan explained, the charts filled, and "Generate" handing a complete design to the
// window, which shows and validates it like any other.
#include "ui/planner/clusterpage.h"
#include "ui/planner/plannercharts.h"
#include "ui/planner/plannerdialog.h"
#include "workbenchfixture.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QValueAxis>

#include <cmath>
#include <memory>

using namespace rackwright;
using namespace rackwright::test;

class TestPlanner : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_planner");
  }
  void init() {
    mPrompts = std::make_shared<RecordingPrompts::Shared>();
    // Every test starts from the defaults, whatever an earlier one left for the next session.
    QSettings().remove(ui::PlannerDialog::settingsGroup());
  }

  // Expected figures worked out by hand, not taken from the planner: the dialog's defaults are
  // DGX H100 (8 GPUs, 8 links at 400G), QM9700 leaves (64 ports: 32 down, 32 up), rail-optimised
  // (one leaf per rail in each scalable unit of 32 servers), every leaf built and cabled in full,
  // spines enough for the leaves' uplinks (64 ports each).
  void budgetFollowsTheInputs_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("leafUsed");
    QTest::addColumn<int>("leafFree");
    // One unit: 8 rails = 8 leaves of 32 servers' links; 8 × 32 uplinks = 256 = 4 spines × 64.
    QTest::newRow("32 servers") << 256 << 32 << 8 << 4 << 512 << 0;
    // Four units of 8 leaves = 32; 32 × 32 = 1024 uplinks = 16 spines; every port used.
    QTest::newRow("128 servers") << 1024 << 128 << 32 << 16 << 2048 << 0;
    // Fewer servers than one unit: the 25 servers are their own unit, so each of the 8 rail
    // leaves has 25 downlinks and, at 1:1, 25 uplinks; 200 uplinks need 4 spines by ports, but
    // 25 uplinks split evenly only over 5 (5 links per pair). Used 8 × (25 + 25) = 400 of 512.
    QTest::newRow("25 servers, a partial unit") << 200 << 25 << 8 << 5 << 400 << 112;
  }

  void budgetFollowsTheInputs() {
    QFETCH(int, gpus);
    QFETCH(int, servers);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    QFETCH(int, leafUsed);
    QFETCH(int, leafFree);
    ui::PlannerDialog dialog;
    dialog.gpusField()->setValue(gpus);
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.plan()->servers, servers);
    QCOMPARE(dialog.plan()->leaves(), leaves);
    QCOMPARE(dialog.plan()->spines(), spines);
    // What the user reads: the budget text names the same figures.
    const QString text = dialog.budgetView()->toPlainText();
    for (const auto& [label, value] : {std::pair{"Servers", servers}, std::pair{"Leaves", leaves},
                                       std::pair{"Spines", spines}}) {
      const QRegularExpression line(QStringLiteral("\\n\\s*%1\\s+%2\\b").arg(label).arg(value));
      QVERIFY2(line.match(text).hasMatch(),
               qPrintable(QStringLiteral("%1 %2 not in:\n%3").arg(label).arg(value).arg(text)));
    }
    // The ports chart has used and free leaf ports.
    QChart* ports = dialog.charts()->portsChart()->chart();
    QCOMPARE(ports->series().size(), 1);
    auto* bars = qobject_cast<QAbstractBarSeries*>(ports->series().front());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 2);
    QCOMPARE(bars->barSets().at(0)->at(0), double(leafUsed));
    QCOMPARE(bars->barSets().at(1)->at(0), double(leafFree));
  }

  void chartAxesHaveRoundTicks_data() {
    QTest::addColumn<int>("gpus");
    for (const int gpus : {8, 64, 200, 1024, 2048})
      QTest::addRow("%d GPUs", gpus) << gpus;
  }

  void chartAxesHaveRoundTicks() {
    QFETCH(int, gpus);
    ui::PlannerDialog dialog;
    dialog.gpusField()->setValue(gpus);
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    int checked = 0;
    for (QChartView* view :
         {dialog.charts()->portsChart(), dialog.charts()->oversubscriptionChart(),
          dialog.charts()->cablesChart()}) {
      for (QAbstractAxis* axis : view->chart()->axes()) {
        auto* values = qobject_cast<QValueAxis*>(axis);
        if (!values)
          continue;
        // From 0 in steps of 1, 2 or 5 × 10^k, a whole number of steps up to the top, and
        // above every bar.
        QCOMPARE(values->min(), 0.0);
        QCOMPARE(values->tickType(), QValueAxis::TicksFixed);
        const double step = values->max() / (values->tickCount() - 1);
        const double magnitude = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        const double mantissa = step / magnitude;
        QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) ||
                     qFuzzyCompare(mantissa, 5.0),
                 qPrintable(QStringLiteral("%1: step %2 up to %3")
                                .arg(view->objectName())
                                .arg(step)
                                .arg(values->max())));
        QVERIFY(values->tickCount() >= 2 && values->tickCount() <= 7);
        for (QAbstractSeries* series : view->chart()->series()) {
          for (QBarSet* set : qobject_cast<QAbstractBarSeries*>(series)->barSets()) {
            for (int i = 0; i < set->count(); ++i) {
              if (qobject_cast<QAbstractBarSeries*>(series)->type() !=
                      QAbstractSeries::SeriesTypeStackedBar &&
                  qobject_cast<QAbstractBarSeries*>(series)->type() !=
                      QAbstractSeries::SeriesTypeHorizontalStackedBar)
                QVERIFY(set->at(i) <= values->max());
            }
          }
        }
        ++checked;
      }
    }
    QCOMPARE(checked, 3);
  }

  // What the user set is there when the planner opens in the next session, so is the budget it
  // gives; a first session opens at the defaults.
  void inputsAreKeptForTheNextSession() {
    QString budget;
    {
      ui::PlannerDialog dialog;
      QCOMPARE(dialog.gpusField()->value(), 256);
      QCOMPARE(dialog.serverField()->currentData().toString(), QStringLiteral("DGX-H100"));
      dialog.gpusField()->setValue(1024);
      const int server = dialog.serverField()->findData(QStringLiteral("DGX-B200"));
      QVERIFY(server >= 0);
      dialog.serverField()->setCurrentIndex(server);
      dialog.tiersField()->setCurrentIndex(dialog.tiersField()->findData(3));
      dialog.oversubscriptionField()->setText(QStringLiteral("2:1"));
      dialog.railsField()->setChecked(false);
      dialog.suSizeField()->setValue(16);
      dialog.fullSuField()->setChecked(true);
      dialog.planesField()->setValue(2);
      dialog.mediaField()->setCurrentIndex(dialog.mediaField()->findData(int(PlanMedia::Fiber)));
      dialog.serversPerRackField()->setValue(2);
      dialog.rowLengthField()->setValue(12);
      QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
      budget = dialog.budgetView()->toPlainText();
      auto* buttons = dialog.findChild<QDialogButtonBox*>();
      QVERIFY(buttons);
      buttons->button(QDialogButtonBox::Close)->click();
    }
    ui::PlannerDialog next;
    QCOMPARE(next.gpusField()->value(), 1024);
    QCOMPARE(next.serverField()->currentData().toString(), QStringLiteral("DGX-B200"));
    QCOMPARE(next.tiersField()->currentData().toInt(), 3);
    QCOMPARE(next.oversubscriptionField()->text(), QStringLiteral("2:1"));
    QVERIFY(!next.railsField()->isChecked());
    QCOMPARE(next.suSizeField()->value(), 16);
    QVERIFY(next.fullSuField()->isChecked());
    QCOMPARE(next.planesField()->value(), 2);
    QCOMPARE(next.mediaField()->currentData().toInt(), int(PlanMedia::Fiber));
    QCOMPARE(next.serversPerRackField()->value(), 2);
    QCOMPARE(next.rowLengthField()->value(), 12);
    QVERIFY(next.mode() == ui::PlannerDialog::Mode::ComputeFabric);
    QVERIFY2(next.plan().has_value(), qPrintable(next.problem()));
    QCOMPARE(next.budgetView()->toPlainText(), budget);
  }

  // "Restore Defaults" sets both pages back as a first session has them and keeps the page shown;
  // what is kept for the next session is then the defaults too.
  void restoreDefaultsResetsBothPages() {
    QString defaultBudget;
    QString defaultSummary;
    {
      ui::PlannerDialog fresh;
      defaultBudget = fresh.budgetView()->toPlainText();
      defaultSummary = fresh.clusterPage()->summaryLabel()->text();
    }
    ui::PlannerDialog dialog;
    dialog.gpusField()->setValue(2048);
    dialog.serverField()->setCurrentIndex(
        dialog.serverField()->findData(QStringLiteral("GB200-NVL72")));
    dialog.rowLengthField()->setValue(20);
    dialog.setMode(ui::PlannerDialog::Mode::WholeCluster);
    ui::ClusterPage* page = dialog.clusterPage();
    page->presetField()->setCurrentIndex(
        page->presetField()->findData(QStringLiteral("dgx-b200-ib")));
    page->susField()->setValue(2);
    page->serversPerRackField()->setValue(3);
    page->consoleServersField()->setChecked(false);
    QVERIFY(dialog.restoreDefaultsButton());
    QTest::mouseClick(dialog.restoreDefaultsButton(), Qt::LeftButton);
    QVERIFY(dialog.mode() == ui::PlannerDialog::Mode::WholeCluster);
    QCOMPARE(dialog.gpusField()->value(), 256);
    QCOMPARE(dialog.serverField()->currentData().toString(), QStringLiteral("DGX-H100"));
    QVERIFY(dialog.railsField()->isEnabled());
    QVERIFY(dialog.railsField()->isChecked());
    QVERIFY(dialog.serversPerRackField()->isEnabled());
    QCOMPARE(dialog.rowLengthField()->value(), 10);
    QCOMPARE(page->presetField()->currentIndex(), 0);
    QCOMPARE(page->susField()->value(), 4);
    QVERIFY(page->consoleServersField()->isChecked());
    QCOMPARE(page->serversPerRackField()->value(), 4);  // the preset's again
    QCOMPARE(dialog.budgetView()->toPlainText(), defaultBudget);
    QCOMPARE(page->summaryLabel()->text(), defaultSummary);
    dialog.reject();
    ui::PlannerDialog next;
    QCOMPARE(next.gpusField()->value(), 256);
    QCOMPARE(next.clusterPage()->susField()->value(), 4);
  }

  // Quitting with the planner open (the window destroys it without a Close) keeps its inputs,
  // and a planner opened and closed untouched remembers nothing, so the next build's defaults
  // reach it.
  void inputsAreKeptWhenQuittingWithThePlannerOpen() {
    {
      auto dialog = std::make_unique<ui::PlannerDialog>();
      dialog->show();
      dialog->gpusField()->setValue(512);
    }
    {
      ui::PlannerDialog next;
      QCOMPARE(next.gpusField()->value(), 512);
      next.gpusField()->setValue(256);  // the default again
      next.reject();
    }
    QSettings settings;
    settings.beginGroup(ui::PlannerDialog::settingsGroup());
    QVERIFY2(settings.allKeys().isEmpty(), qPrintable(settings.allKeys().join(QLatin1Char(' '))));
  }

  // A rack-scale system clears the rail box; the session keeps the user's rail choice, which
  // comes back with the next ordinary server.
  void railChoiceSurvivesARackScaleSystem() {
    {
      ui::PlannerDialog dialog;
      dialog.railsField()->setChecked(false);  // the user's choice, not the default
      const int system = dialog.serverField()->findData(QStringLiteral("GB200-NVL72"));
      QVERIFY(system >= 0);
      dialog.serverField()->setCurrentIndex(system);
      QVERIFY(!dialog.railsField()->isEnabled());
      dialog.reject();
    }
    ui::PlannerDialog next;
    QCOMPARE(next.serverField()->currentData().toString(), QStringLiteral("GB200-NVL72"));
    QVERIFY(!next.railsField()->isEnabled());
    QVERIFY(!next.railsField()->isChecked());
    next.serverField()->setCurrentIndex(next.serverField()->findData(QStringLiteral("DGX-H100")));
    QVERIFY(next.railsField()->isEnabled());
    QVERIFY(!next.railsField()->isChecked());  // the choice made before the system
  }

  // What an older or other build left (a server this catalog lacks, text where a number goes, a
  // count out of range) leaves those fields at their defaults or nearest allowed value.
  void unknownRememberedValuesFallBack() {
    QSettings settings;
    settings.beginGroup(ui::PlannerDialog::settingsGroup());
    settings.setValue(QStringLiteral("mode"), QStringLiteral("cluster"));
    settings.setValue(QStringLiteral("compute/server"), QStringLiteral("DGX-Z9000"));
    settings.setValue(QStringLiteral("compute/gpus"), QStringLiteral("many"));
    settings.setValue(QStringLiteral("compute/planes"), 99);
    settings.setValue(QStringLiteral("cluster/preset"), QStringLiteral("retired-preset"));
    settings.setValue(QStringLiteral("cluster/sus"), 2);
    // A settings file read in a later session gives every value back as text.
    settings.setValue(QStringLiteral("compute/rate"), QStringLiteral("200"));
    settings.setValue(QStringLiteral("compute/tiers"), QStringLiteral("3"));
    settings.sync();
    ui::PlannerDialog dialog;
    QCOMPARE(dialog.serverField()->currentData().toString(), QStringLiteral("DGX-H100"));
    QCOMPARE(dialog.gpusField()->value(), 256);
    QCOMPARE(dialog.planesField()->value(), dialog.planesField()->maximum());
    QCOMPARE(dialog.rateField()->currentData().toInt(), 200);
    QCOMPARE(dialog.tiersField()->currentData().toInt(), 3);
    QVERIFY(dialog.mode() == ui::PlannerDialog::Mode::WholeCluster);
    QCOMPARE(dialog.clusterPage()->presetField()->currentIndex(), 0);
    QCOMPARE(dialog.clusterPage()->susField()->value(), 2);
    QVERIFY2(dialog.clusterPage()->plan().has_value(), qPrintable(dialog.clusterPage()->problem()));
  }

  void growthAndRackLayoutAreChoicesInTheWizard() {
    ui::PlannerDialog dialog;
    dialog.gpusField()->setValue(64);
    // 8 servers are their own unit: 8 rail leaves of 8 down / 8 up, one spine.
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.plan()->leafUplinks, 8);
    QCOMPARE(dialog.plan()->spines(), 1);
    QVERIFY(dialog.budgetView()->toPlainText().contains(QStringLiteral("1:1")));
    // Building the whole unit for growth is the user's choice, and the budget says what waits.
    dialog.fullSuField()->setChecked(true);
    QCOMPARE(dialog.plan()->leafUplinks, 32);
    QCOMPARE(dialog.plan()->spines(), 4);
    const QString text = dialog.budgetView()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("uses 8 of its 32 downlinks")), qPrintable(text));
    // No command-line flag is named to a GUI user.
    QVERIFY2(!text.contains(QStringLiteral("--")), qPrintable(text));
    dialog.fullSuField()->setChecked(false);
    dialog.suSizeField()->setValue(4);  // two units of 4 servers: 16 rail leaves
    QCOMPARE(dialog.plan()->leaves(), 16);
    // The rack layout reaches the generator.
    dialog.suSizeField()->setValue(0);
    dialog.serversPerRackField()->setValue(2);
    QVERIFY2(dialog.generate(), qPrintable(dialog.problem()));
    // 8 servers two per rack, the unit's leaf rack and the spine rack (four per rack: 2 + 2).
    QCOMPARE(dialog.generatorResult()->racks, 4 + 2);
  }

  void impossiblePlanIsExplained() {
    ui::PlannerDialog dialog;
    dialog.oversubscriptionField()->setText(QStringLiteral("banana"));
    QVERIFY(!dialog.plan().has_value());
    QVERIFY2(dialog.problem().contains(QStringLiteral("Oversubscription")),
             qPrintable(dialog.problem()));
    QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->isEnabled());
    dialog.oversubscriptionField()->setText(QStringLiteral("2:1"));
    QVERIFY(dialog.plan().has_value());
    QCOMPARE(dialog.plan()->leafOversubscription.value() >= 1.0, true);
    // Too many leaves for two tiers of QM9700: the fix names the wizard's field, no flag.
    dialog.gpusField()->setValue(4096);
    QVERIFY(!dialog.plan().has_value());
    QVERIFY2(dialog.problem().contains(QStringLiteral("Use \"Tiers\" 3")),
             qPrintable(dialog.problem()));
    QVERIFY2(!dialog.problem().contains(QStringLiteral("--")), qPrintable(dialog.problem()));
    QVERIFY(dialog.statusLabel()->text().contains(dialog.problem()));
  }

  void rackScaleSystemIsPlannedWhole() {
    ui::PlannerDialog dialog;
    QComboBox* server = dialog.serverField();
    // The system is offered, its compute tray (which works only inside it) is not.
    QVERIFY(server->findData(QStringLiteral("GB200-NVL72-COMPUTE-TRAY")) < 0);
    const int gb200 = server->findData(QStringLiteral("GB200-NVL72"));
    QVERIFY(gb200 >= 0);
    QVERIFY(server->itemText(gb200).contains(QStringLiteral("18 compute trays per rack")));
    QVERIFY(dialog.railsField()->isChecked());
    server->setCurrentIndex(gb200);
    // Rails do not apply to trays wired by position: the box is off and disabled.
    QVERIFY(!dialog.railsField()->isChecked());
    QVERIFY(!dialog.railsField()->isEnabled());
    // The default 256 GPUs are not whole racks: the fix is named.
    QVERIFY(!dialog.plan().has_value());
    QVERIFY2(dialog.problem().contains(QStringLiteral("Plan a multiple of 72 GPUs")),
             qPrintable(dialog.problem()));
    dialog.gpusField()->setValue(576);
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.plan()->servers, 144);
    QCOMPARE(dialog.plan()->leaves(), 18);
    QVERIFY(dialog.budgetView()->toPlainText().contains(QStringLiteral("Rackwright's own layout")));
    QVERIFY2(dialog.generate(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.generatorResult()->racks, 8 + 2);  // the unit's leaf rack, the spine rack
    // Back to a server: the user's rail choice returns.
    server->setCurrentIndex(server->findData(QStringLiteral("DGX-H100")));
    QVERIFY(dialog.railsField()->isEnabled());
    QVERIFY(dialog.railsField()->isChecked());
  }

  void serverListHoldsGpuNodesOnly() {
    ui::PlannerDialog dialog;
    QComboBox* server = dialog.serverField();
    // A UFM appliance, a head node and a storage node carry no compute fabric.
    for (const char* id : {"UFM-APPLIANCE-3", "GEN-HEAD-NODE-1U", "GEN-STORAGE-NODE"})
      QVERIFY2(server->findData(QString::fromLatin1(id)) < 0, id);
    for (const char* id : {"DGX-H100", "DGX-B300", "DGX-B300-ETH", "HGX-B300-289"})
      QVERIFY2(server->findData(QString::fromLatin1(id)) >= 0, id);
  }

  void twinPlaneServerStartsWithTwoPlanes() {
    // DGX-B300-ETH: each ConnectX-8 as two 400GbE legs on its rail, one per plane.
    ui::PlannerDialog dialog;
    QCOMPARE(dialog.planesField()->value(), 1);
    dialog.switchField()->setCurrentIndex(dialog.switchField()->findData(QStringLiteral("SN5610")));
    dialog.serverField()->setCurrentIndex(
        dialog.serverField()->findData(QStringLiteral("DGX-B300-ETH")));
    QCOMPARE(dialog.planesField()->value(), 2);
    dialog.gpusField()->setValue(512);
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.plan()->servers, 64);
    QCOMPARE(dialog.plan()->linksPerServer, 16);
    QCOMPARE(dialog.plan()->leaves(), 16);  // 8 rail leaves in each plane
    // The box stays the user's: one plane keeps both legs of a GPU on it.
    dialog.planesField()->setValue(1);
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.plan()->leavesPerPlane, 16);
    // Back to DGX-B300-ETH and on to DGX-B300: the two planes the server set go back to one.
    dialog.planesField()->setValue(2);
    dialog.serverField()->setCurrentIndex(
        dialog.serverField()->findData(QStringLiteral("DGX-B300")));
    QCOMPARE(dialog.planesField()->value(), 1);
  }

  void cancellingTheSavePromptKeepsTheDesign() {
    // The window's design has unsaved changes; the user cancels the save prompt: the design stays
    // and the planner no longer says the generated one was opened.
    auto window = makeWindow(mPrompts, QSize(1500, 950));
    auto* dialog = qobject_cast<ui::PlannerDialog*>(window->openPlanner());
    QVERIFY(dialog);
    dialog->gpusField()->setValue(64);
    dialog->findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->click();
    QTRY_VERIFY(!window->document().design().all<Rack>().isEmpty());
    const qsizetype racks = window->document().design().all<Rack>().size();
    mPrompts->unsavedAnswer = ui::UserPrompts::UnsavedChoice::Cancel;
    dialog->gpusField()->setValue(256);
    dialog->findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->click();
    QTRY_VERIFY(dialog->statusLabel()->text().startsWith(QStringLiteral("Not opened")));
    QVERIFY(!mPrompts->unsavedQuestions.isEmpty());
    QCOMPARE(window->document().design().all<Rack>().size(), racks);
  }

  void generateOpensTheDesignInTheWindow() {
    auto window = makeWindow(mPrompts, QSize(1500, 950));
    auto* dialog = qobject_cast<ui::PlannerDialog*>(window->openPlanner());
    QVERIFY(dialog);
    dialog->gpusField()->setValue(64);
    QVERIFY2(dialog->plan().has_value(), qPrintable(dialog->problem()));
    dialog->findChild<QPushButton*>(QStringLiteral("plannerGenerate"))->click();
    QVERIFY2(dialog->generatorResult().has_value(), qPrintable(dialog->problem()));
    const GeneratorResult result = *dialog->generatorResult();
    // Generating keeps the inputs for the next session at once (the dialog stays open).
    QCOMPARE(QSettings()
                 .value(ui::PlannerDialog::settingsGroup() + QStringLiteral("/compute/gpus"))
                 .toInt(),
             64);
    QTRY_COMPARE(window->document().design().all<Cable>().size(), qsizetype(result.cables));
    QCOMPARE(window->document().design().all<Rack>().size(), qsizetype(result.racks));
    // A generated design exists only in memory: it is unsaved work, so closing asks to save.
    QVERIFY(window->document().isModified());
    QVERIFY(window->isWindowModified());
    window->rowScene()->flushPending();
    QCOMPARE(window->rowScene()->rackItemCount(), result.racks);
    QVERIFY(window->rowScene()->cableLayer()->routeCount() > 0);
    // The cable chart lists the generated parts with their lengths.
    QChart* cables = dialog->charts()->cablesChart()->chart();
    QVERIFY(cables->title().contains(QStringLiteral("part and length")));
    QVERIFY(!cables->series().isEmpty());
    window->validation()->updateNow();
    QCOMPARE(window->validation()->result().findings.size(),
             Validator::validateAll(window->document().design()).findings.size());

    dialog->resize(1300, 900);
    QApplication::processEvents();
    const QImage image = dialog->grab().toImage();
    QVERIFY(image.save(mTemp.filePath(QStringLiteral("planner-wizard.png"))));
    QVERIFY(maybeUpdateScreenshot(image, QStringLiteral("planner-wizard.png")));
    window->canvas()->zoomFit();
    QApplication::processEvents();
    QVERIFY(window->grab().toImage().save(mTemp.filePath(QStringLiteral("generated.png"))));
  }
};

QTEST_MAIN(TestPlanner)
#include "tst_planner.moc"
