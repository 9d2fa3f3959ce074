// The manual in the workbench: F1, the page of every rule (from docs/rules.md, so the manual and
// the documentation cannot drift), "Explain rule" on a finding, the shortcut list and What's This.
#include "core/validation/rulecatalog.h"
#include "ui/docks/issuesdock.h"
#include "ui/help/helpbrowser.h"
#include "workbenchfixture.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QTest>
#include <QTreeWidget>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::HelpBrowser;
using rackwright::ui::IssuesDock;
using rackwright::ui::MainWindow;
using rackwright::ui::ManualView;

Q_DECLARE_METATYPE(rackwright::RuleId)

class TestHelp : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;

  static QString pageText(const HelpBrowser& help) { return help.view()->toPlainText(); }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_help");
    mClusterPath = mTemp.filePath(QStringLiteral("cluster.rackwright"));
    writeSmallCluster(mClusterPath);
  }

  void f1OpensTheManual() {
    auto window = makeWindow(std::make_shared<RecordingPrompts::Shared>());
    QAction* manual = window->action(QStringLiteral("help.manual"));
    QVERIFY(manual);
    QVERIFY(manual->shortcuts().contains(QKeySequence(Qt::Key_F1)));
    manual->trigger();
    HelpBrowser* help = window->help();
    QVERIFY(help->isVisible());
    QCOMPARE(help->view()->source(), ManualView::homeUrl());
    // README.md itself, compiled in: its title and its set-up section.
    QVERIFY2(pageText(*help).contains(QStringLiteral("Rackwright")), qPrintable(pageText(*help)));
    // A relative link of the README leads to another page of the documentation.
    Q_EMIT help->view()->anchorClicked(QUrl(QStringLiteral("docs/validation.md")));
    QCOMPARE(help->view()->source(), QUrl(QStringLiteral("qrc:/manual/docs/validation.md")));
    QVERIFY(pageText(*help).contains(QStringLiteral("check-channel")));
    QCOMPARE(help->contents()->currentItem()->text(0), QStringLiteral("Validation and channels"));
    // It says how to leave it: a Close button, Esc and Ctrl+W.
    auto* close = help->findChild<QAction*>(QStringLiteral("help.close"));
    QVERIFY(close);
    QVERIFY(close->shortcuts().contains(QKeySequence(Qt::Key_Escape)));
    close->trigger();
    QVERIFY(!help->isVisible());
  }

  void everyRuleHasAPage_data() {
    QTest::addColumn<RuleId>("rule");
    for (const RuleInfo& info : RuleCatalog::all())
      QTest::newRow(qPrintable(info.id)) << info.rule;
  }
  void everyRuleHasAPage() {
    // docs/rules.md has a complete section for every rule of the catalog, with the catalog's
    // default severity, and the rule's help page shows it with the catalog's source.
    QFETCH(RuleId, rule);
    HelpBrowser help;
    const auto it = help.view()->ruleEntries().constFind(rule);
    QVERIFY2(it != help.view()->ruleEntries().constEnd(),
             qPrintable(QStringLiteral("docs/rules.md has no section for ") + toString(rule)));
    QVERIFY2(it->complete(), qPrintable(toString(rule)));
    const RuleInfo& info = RuleCatalog::info(rule);
    QCOMPARE(it->severity, toString(info.severity));
    help.showRule(rule);
    const QString text = pageText(help);
    QVERIFY2(text.startsWith(QStringLiteral("%1 — %2").arg(info.id, info.title)),
             qPrintable(text.left(200)));
    for (const QString& heading :
         {QStringLiteral("What it checks"), QStringLiteral("Why it matters"),
          QStringLiteral("How to fix it"), QStringLiteral("Source")}) {
      QVERIFY2(text.contains(heading), qPrintable(heading));
    }
    QVERIFY(text.contains(it->checks.left(40)));
    QVERIFY(text.contains(info.source.left(30)));
  }

  void findingExplainsItsRule() {
    auto window = makeWindow(std::make_shared<RecordingPrompts::Shared>());
    QVERIFY(openIn(*window, mClusterPath));
    IssuesDock* dock = window->issues();
    QComboBox* severity = dock->severityFilter();
    severity->setCurrentIndex(severity->findText(QStringLiteral("All severities")));
    QVERIFY(dock->tree()->topLevelItemCount() > 0);
    QTreeWidgetItem* row = dock->tree()->topLevelItem(0);
    const Finding finding = dock->visibleFindings().constFirst();
    // F1 on the Issues list opens the page of the current row's rule, with its message.
    dock->tree()->setCurrentItem(row);
    dock->tree()->setFocus();
    window->showContextHelp();
    HelpBrowser* help = window->help();
    QCOMPARE(help->view()->source(), ManualView::ruleUrl(*parseRuleId(finding.rule)));
    QVERIFY(pageText(*help).contains(QStringLiteral("This finding")));
    QVERIFY(pageText(*help).contains(finding.message().left(40)));
    help->close();

    // The row's context menu has "Explain rule".
    bool explained = false;
    dock->setMenuPresenter([&](QMenu& menu, const QPoint&) {
      QAction* explain = menu.findChild<QAction*>(QStringLiteral("finding.explain"));
      if (explain) {
        explained = explain->text() == QStringLiteral("Explain rule %1").arg(finding.rule);
        explain->trigger();
      }
    });
    Q_EMIT dock->tree()->customContextMenuRequested(dock->tree()->visualItemRect(row).center());
    QVERIFY(explained);
    QTRY_VERIFY(help->isVisible());
    QCOMPARE(help->view()->source(), ManualView::ruleUrl(*parseRuleId(finding.rule)));
  }

  void shortcutListNamesEveryShortcut() {
    auto window = makeWindow(std::make_shared<RecordingPrompts::Shared>());
    window->action(QStringLiteral("help.shortcuts"))->trigger();
    const QString text = pageText(*window->help());
    QVERIFY(text.startsWith(QStringLiteral("Keyboard shortcuts")));
    int listed = 0;
    for (const QAction* action : window->actions()) {
      if (action->shortcuts().isEmpty())
        continue;
      const QString key = action->shortcuts().constFirst().toString(QKeySequence::NativeText);
      QVERIFY2(text.contains(action->text().remove(QLatin1Char('&'))), qPrintable(action->text()));
      QVERIFY2(text.contains(key), qPrintable(key));
      ++listed;
    }
    QVERIFY(listed >= 20);
  }

  void rendersHelpScreenshot() {
    HelpBrowser help;
    help.resize(1100, 700);
    help.showRule(RuleId::POL02,
                  QStringLiteral("Channel SN5600-A OSFP1 port 1 → SN5600-B OSFP1 port 1 has 2 "
                                 "A-B crossovers (GEN-LC-UPC-AB-OS2:300m A-B, pp-01 port F1 "
                                 "A-B adapter): Tx lands on Tx. Use an odd number of A-B "
                                 "crossovers, e.g. replace the A-A cord by an A-B cord."));
    QApplication::processEvents();
    const QImage image = help.grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(maybeUpdateScreenshot(image, QStringLiteral("help-rule-page.png")));
  }

  void docksSayWhatTheyAreFor() {
    auto window = makeWindow(std::make_shared<RecordingPrompts::Shared>());
    for (const char* name :
         {"catalogDock", "inspectorDock", "issuesDock", "summaryDock", "historyDock"}) {
      const auto* dock = window->findChild<QDockWidget*>(QLatin1String(name));
      QVERIFY2(dock && dock->whatsThis().startsWith(QStringLiteral("<b>")), name);
    }
    QVERIFY(window->canvas()->whatsThis().contains(QStringLiteral("Canvas")));
    QVERIFY(window->action(QStringLiteral("help.whatsThis"))
                ->shortcuts()
                .contains(QKeySequence(Qt::SHIFT | Qt::Key_F1)));
  }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
