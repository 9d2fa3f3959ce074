// The workbench's help: the manual window, F1 in context, What's This texts. Split from
// mainwindow.cpp to keep that file about the window's structure.
#include "mainwindow.h"
#include "ui/canvas/canvasview.h"
#include "ui/docks/issuesdock.h"
#include "ui/help/helpbrowser.h"

#include <QAction>
#include <QDockWidget>
#include <QTreeWidget>
#include <QWhatsThis>

namespace rackwright::ui {

HelpBrowser* MainWindow::help() {
  if (!mHelpBrowser) {
    mHelpBrowser = new HelpBrowser(this);
    mHelpBrowser->view()->setActionsProvider([this] { return actions(); });
  }
  return mHelpBrowser;
}

void MainWindow::showContextHelp() {
  const Finding* finding = mIssues->tree()->hasFocus() ? mIssues->currentFinding() : nullptr;
  if (const std::optional<RuleId> rule = finding ? parseRuleId(finding->rule) : std::nullopt) {
    help()->showRule(*rule, finding->message());
    return;
  }
  help()->showPage(ManualView::homeUrl());
}

void MainWindow::connectHelp() {
  connect(action(QStringLiteral("help.manual")), &QAction::triggered, this,
          &MainWindow::showContextHelp);
  connect(action(QStringLiteral("help.shortcuts")), &QAction::triggered, this,
          [this] { help()->showPage(ManualView::shortcutsUrl()); });
  connect(action(QStringLiteral("help.whatsThis")), &QAction::triggered, this,
          [] { QWhatsThis::enterWhatsThisMode(); });
  connect(mIssues, &IssuesDock::ruleHelpRequested, this, [this](const Finding& finding) {
    if (const std::optional<RuleId> rule = parseRuleId(finding.rule))
      help()->showRule(*rule, finding.message());
  });

  // What's This (Shift+F1, then a click): what each part of the window is for.
  const QList<std::pair<const char*, const char*>> texts = {
      {"catalogDock",
       QT_TR_NOOP("<b>Catalog</b><p>Every part Rackwright knows, with its source document. Drag "
                  "a server, switch or panel into a rack, a transceiver onto a cage. Parts "
                  "marked UNCONFIRMED carry values the source does not state.</p>")},
      {"inspectorDock",
       QT_TR_NOOP("<b>Inspector</b><p>The properties of the selected devices and cables. A "
                  "change is one undo step; with several objects selected a field shows "
                  "(mixed) until you set it for all of them.</p>")},
      {"issuesDock",
       QT_TR_NOOP("<b>Issues</b><p>The findings of the live validation. Double-click a row to "
                  "select and show the objects it names; press F1 or right-click to read what "
                  "its rule checks and how to fix it; waive a finding with a reason.</p>")},
      {"summaryDock",
       QT_TR_NOOP("<b>Design summary</b><p>Counts of racks, devices, transceivers and cables, "
                  "and the fabric's port budget.</p>")},
      {"historyDock",
       QT_TR_NOOP("<b>History</b><p>Every edit as an undo step; click a step to go back to "
                  "it.</p>")},
  };
  for (const auto& [name, text] : texts) {
    if (auto* dock = findChild<QDockWidget*>(QLatin1String(name))) {
      dock->setWhatsThis(tr(text));
      if (dock->widget())
        dock->widget()->setWhatsThis(tr(text));
    }
  }
  mCanvas->setWhatsThis(
      tr("<b>Canvas</b><p>The rows of racks with their devices and cables. Drag parts from the "
         "catalog, draw a cable from port to port, drag to select. The wheel zooms about the "
         "cursor, the middle button or Space + drag pans. Errors show on the cables and "
         "devices themselves.</p>"));
}

}  // namespace rackwright::ui
