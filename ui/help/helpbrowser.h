#ifndef RACKWRIGHT_UI_HELP_HELPBROWSER_H
#define RACKWRIGHT_UI_HELP_HELPBROWSER_H

#include "core/validation/rulehelp.h"

#include <QHash>
#include <QPointer>
#include <QTextBrowser>
#include <QWidget>

#include <functional>

class QAction;
class QTreeWidget;
class QTreeWidgetItem;

namespace rackwright::ui {

/// The page view of the manual: Markdown pages from the documentation compiled into the
/// application (qrc:/manual/…, the same files as docs/ and README.md), and pages made on
/// demand: one per rule (rackwright:rule/FF-01, from docs/rules.md and the rule catalog), the
/// rule index and the keyboard shortcuts.
class ManualView final : public QTextBrowser {
  Q_OBJECT

 public:
  explicit ManualView(QWidget* parent = nullptr);

  /// The actions whose shortcuts the shortcut page lists.
  void setActionsProvider(std::function<QList<QAction*>()> provider) {
    mActions = std::move(provider);
  }
  /// The message shown on the next rule page (the finding it was opened from).
  void setFindingMessage(const QString& message) { mFindingMessage = message; }

  QVariant loadResource(int type, const QUrl& name) override;

  static QUrl ruleUrl(RuleId rule);
  static QUrl rulesUrl();
  static QUrl shortcutsUrl();
  static QUrl homeUrl();

  const QHash<RuleId, RuleHelpEntry>& ruleEntries() const { return mRules; }

 private:
  QString shortcutsMarkdown() const;
  QString rulesIndexMarkdown() const;

  QHash<RuleId, RuleHelpEntry> mRules;
  std::function<QList<QAction*>()> mActions;
  QString mFindingMessage;
};

/// The manual's window: contents on the left, the page on the right, back and forward. One per
/// workbench window, opened from Help, F1, a finding's "Explain rule" or What's This links.
class HelpBrowser final : public QWidget {
  Q_OBJECT

 public:
  explicit HelpBrowser(QWidget* parent = nullptr);

  ManualView* view() const { return mView; }
  QTreeWidget* contents() const { return mContents; }

  /// Shows a page (and the window).
  void showPage(const QUrl& url);
  /// Shows the page of `rule`, with the message of the finding it was asked from.
  void showRule(RuleId rule, const QString& findingMessage = {});

 private:
  void follow(const QUrl& url);
  void syncContents(const QUrl& url);

  ManualView* mView;
  QTreeWidget* mContents;
};

}  // namespace rackwright::ui

#endif
