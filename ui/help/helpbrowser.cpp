#include "helpbrowser.h"

#include "core/validation/rulecatalog.h"

#include <QAction>
#include <QDesktopServices>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QSizePolicy>
#include <QSplitter>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

const QString kScheme = QStringLiteral("rackwright");

QString readResource(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// Markdown table cells may not hold a bare "|".
QString cell(QString text) {
  return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

struct ManualPage {
  const char* title;
  const char* path;  ///< under qrc:/manual/
};

/// The documentation compiled into the application, in reading order.
const QList<ManualPage>& manualPages() {
  static const QList<ManualPage> pages = {
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Overview and getting started"),
       "README.md"},
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Validation and channels"),
       "docs/validation.md"},
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Validation rules reference"),
       "docs/rules.md"},
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Exports"), "docs/exports.md"},
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Saving, recovery and bad input"),
       "docs/reliability.md"},
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Performance"), "docs/performance.md"},
      {QT_TRANSLATE_NOOP("rackwright::ui::HelpBrowser", "Architecture (for developers)"),
       "docs/architecture.md"},
  };
  return pages;
}

QUrl manualUrl(const char* path) {
  return QUrl(QStringLiteral("qrc:/manual/") + QLatin1String(path));
}

constexpr int kUrlRole = Qt::UserRole + 1;

}  // namespace

// --- ManualView --------------------------------------------------------------------------------

ManualView::ManualView(QWidget* parent) : QTextBrowser(parent) {
  setObjectName(QStringLiteral("manualView"));
  // Links are followed by the window (web links go to the browser, rule links are made here).
  setOpenLinks(false);
  mRules = RuleHelp::parse(readResource(QStringLiteral(":/manual/docs/rules.md")));
}

QUrl ManualView::ruleUrl(RuleId rule) {
  return QUrl(QStringLiteral("%1:rule/%2").arg(kScheme, toString(rule)));
}
QUrl ManualView::rulesUrl() {
  return QUrl(kScheme + QStringLiteral(":rules"));
}
QUrl ManualView::shortcutsUrl() {
  return QUrl(kScheme + QStringLiteral(":shortcuts"));
}
QUrl ManualView::homeUrl() {
  return manualUrl("README.md");
}

QVariant ManualView::loadResource(int type, const QUrl& name) {
  if (type == QTextDocument::ImageResource) {
    // Screenshots are full-screen captures: shown at most as wide as the page, not cut off.
    QImage image = QTextBrowser::loadResource(type, name).value<QImage>();
    const int width = qMax(320, viewport()->width() - 40);
    if (!image.isNull() && image.width() > width)
      image = image.scaledToWidth(width, Qt::SmoothTransformation);
    return image;
  }
  if (name.scheme() != kScheme)
    return QTextBrowser::loadResource(type, name);
  const QString path = name.path();
  if (path == QLatin1String("shortcuts"))
    return shortcutsMarkdown();
  if (path == QLatin1String("rules"))
    return rulesIndexMarkdown();
  if (path.startsWith(QLatin1String("rule/"))) {
    if (const std::optional<RuleId> rule = parseRuleId(path.mid(5))) {
      const auto it = mRules.constFind(*rule);
      const QString page = RuleHelp::pageMarkdown(*rule, it == mRules.constEnd() ? nullptr : &*it,
                                                  std::exchange(mFindingMessage, {}));
      return page + QStringLiteral("\n[%1](%2)\n").arg(tr("All rules"), rulesUrl().toString());
    }
  }
  return tr("# Page not found\n\n%1 is not a page of the manual.").arg(name.toString());
}

QString ManualView::shortcutsMarkdown() const {
  QString page = QStringLiteral("# %1\n\n| %2 | %3 |\n|---|---|\n")
                     .arg(tr("Keyboard shortcuts"), tr("Action"), tr("Keys"));
  const QList<QAction*> actions = mActions ? mActions() : QList<QAction*>();
  for (const QAction* action : actions) {
    if (action->shortcuts().isEmpty())
      continue;
    QStringList keys;
    for (const QKeySequence& key : action->shortcuts())
      keys << key.toString(QKeySequence::NativeText);
    page += QStringLiteral("| %1 | %2 |\n")
                .arg(cell(action->text().remove(QLatin1Char('&'))),
                     cell(keys.join(QStringLiteral(", "))));
  }
  page += QStringLiteral("\n") +
          tr("On the canvas: the mouse wheel zooms about the cursor; the middle button or "
             "Space + drag pans; arrow keys nudge the selection; Escape cancels a drawing "
             "tool.") +
          QStringLiteral("\n");
  return page;
}

QString ManualView::rulesIndexMarkdown() const {
  QString page = QStringLiteral("# %1\n\n| %2 | %3 | %4 |\n|---|---|---|\n")
                     .arg(tr("Validation rules"), tr("Rule"), tr("Severity"), tr("Title"));
  for (const RuleInfo& info : RuleCatalog::all()) {
    page += QStringLiteral("| [%1](%2) | %3 | %4 |\n")
                .arg(info.id, ruleUrl(info.rule).toString(), toString(info.severity),
                     cell(info.translatedTitle()));
  }
  return page;
}

// --- HelpBrowser -------------------------------------------------------------------------------

HelpBrowser::HelpBrowser(QWidget* parent)
    : QWidget(parent, Qt::Window), mView(new ManualView(this)), mContents(new QTreeWidget(this)) {
  setObjectName(QStringLiteral("helpBrowser"));
  setWindowTitle(tr("Rackwright Manual"));
  resize(1100, 760);
  mContents->setObjectName(QStringLiteral("manualContents"));
  mContents->setHeaderHidden(true);
  for (const ManualPage& page : manualPages()) {
    auto* item = new QTreeWidgetItem(mContents, {tr(page.title)});
    item->setData(0, kUrlRole, manualUrl(page.path));
  }
  auto* rules = new QTreeWidgetItem(mContents, {tr("Rules, one page each")});
  rules->setData(0, kUrlRole, ManualView::rulesUrl());
  for (const RuleInfo& info : RuleCatalog::all()) {
    auto* item =
        new QTreeWidgetItem(rules, {QStringLiteral("%1 %2").arg(info.id, info.translatedTitle())});
    item->setData(0, kUrlRole, ManualView::ruleUrl(info.rule));
  }
  auto* keys = new QTreeWidgetItem(mContents, {tr("Keyboard shortcuts")});
  keys->setData(0, kUrlRole, ManualView::shortcutsUrl());

  auto* bar = new QToolBar(this);
  QAction* back = bar->addAction(tr("Back"), mView, &QTextBrowser::backward);
  back->setShortcut(QKeySequence::Back);
  QAction* forward = bar->addAction(tr("Forward"), mView, &QTextBrowser::forward);
  forward->setShortcut(QKeySequence::Forward);
  bar->addAction(tr("Contents"), this, [this] { showPage(ManualView::homeUrl()); });
  // A window of its own: it says how to leave it, at the far end of its tool bar, and Esc or
  // Ctrl+W close it as they close other windows.
  auto* spacer = new QWidget(bar);
  spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  bar->addWidget(spacer);
  QAction* closeWindow = bar->addAction(tr("Close"), this, &QWidget::close);
  closeWindow->setObjectName(QStringLiteral("help.close"));
  closeWindow->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)});
  closeWindow->setShortcutContext(Qt::WindowShortcut);
  connect(mView, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
  connect(mView, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);

  auto* splitter = new QSplitter(this);
  splitter->addWidget(mContents);
  splitter->addWidget(mView);
  splitter->setStretchFactor(1, 1);
  splitter->setSizes({300, 800});
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(bar);
  layout->addWidget(splitter, 1);

  connect(mView, &QTextBrowser::anchorClicked, this, &HelpBrowser::follow);
  connect(mView, &QTextBrowser::sourceChanged, this, &HelpBrowser::syncContents);
  connect(mContents, &QTreeWidget::itemActivated, this,
          [this](QTreeWidgetItem* item) { showPage(item->data(0, kUrlRole).toUrl()); });
  connect(mContents, &QTreeWidget::itemClicked, this,
          [this](QTreeWidgetItem* item) { showPage(item->data(0, kUrlRole).toUrl()); });
}

void HelpBrowser::showPage(const QUrl& url) {
  // Markdown either way: generated pages have no file suffix to tell.
  mView->setSource(url, QTextDocument::MarkdownResource);
  show();
  raise();
  activateWindow();
}

void HelpBrowser::showRule(RuleId rule, const QString& findingMessage) {
  mView->setFindingMessage(findingMessage);
  showPage(ManualView::ruleUrl(rule));
}

void HelpBrowser::follow(const QUrl& link) {
  const QUrl url = mView->source().resolved(link);
  if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) {
    QDesktopServices::openUrl(url);
    return;
  }
  if (url.scheme() == QLatin1String("qrc") && !url.path().endsWith(QLatin1String(".md"))) {
    return;  // an image or a source file: nothing to show as a page
  }
  showPage(url);
}

void HelpBrowser::syncContents(const QUrl& url) {
  QTreeWidgetItemIterator it(mContents);
  for (; *it; ++it) {
    if ((*it)->data(0, kUrlRole).toUrl() == url.adjusted(QUrl::RemoveFragment)) {
      const QSignalBlocker block(mContents);
      mContents->setCurrentItem(*it);
      return;
    }
  }
}

}  // namespace rackwright::ui
