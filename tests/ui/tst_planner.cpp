// The fabric planner: inputs from the catalog, the port budget recomputed as they change, an
// impossible plan explained, the charts filled, and "Generate" handing a complete design to the
// window, which shows and validates it like any other.
#include "ui/planner/plannercharts.h"
#include "ui/planner/plannerdialog.h"
#include "workbenchfixture.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

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
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void budgetFollowsTheInputs_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("servers");
    QTest::newRow("32 servers") << 256 << 32;
    QTest::newRow("128 servers") << 1024 << 128;
  }

  void budgetFollowsTheInputs() {
    QFETCH(int, gpus);
    QFETCH(int, servers);
    ui::PlannerDialog dialog;
    dialog.gpusField()->setValue(gpus);
    QVERIFY2(dialog.plan().has_value(), qPrintable(dialog.problem()));
    // Same numbers as the planner itself gives for these inputs.
    const PortPlan expected = PortPlanner::plan(dialog.inputs());
    QCOMPARE(dialog.plan()->servers, servers);
    QCOMPARE(dialog.plan()->leaves(), expected.leaves());
    QCOMPARE(dialog.plan()->spines(), expected.spines());
    QCOMPARE(dialog.budgetView()->toPlainText(), expected.toText());
    // The ports chart has used and free per role with the plan's numbers.
    QChart* ports = dialog.charts()->portsChart()->chart();
    QCOMPARE(ports->series().size(), 1);
    auto* bars = qobject_cast<QAbstractBarSeries*>(ports->series().front());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 2);
    const RoleBudget* leaf = expected.role(QStringLiteral("leaf"));
    QCOMPARE(bars->barSets().at(0)->at(0), double(leaf->used()));
    QCOMPARE(bars->barSets().at(1)->at(0), double(leaf->free()));
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
