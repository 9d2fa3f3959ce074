#include "rulehelp.h"

#include "rulecatalog.h"

#include <QRegularExpression>
#include <QStringList>

namespace rackwright {

namespace {

/// The paragraphs of one section, keyed by their bold label ("Checks"); a paragraph runs until
/// the next blank line.
QHash<QString, QString> labelledParagraphs(const QStringList& lines) {
  static const QRegularExpression label(QStringLiteral("^\\*\\*([A-Za-z]+):\\*\\*\\s*(.*)$"));
  QHash<QString, QString> out;
  QString current;
  for (const QString& raw : lines) {
    const QString line = raw.trimmed();
    if (line.isEmpty()) {
      current.clear();
      continue;
    }
    const QRegularExpressionMatch m = label.match(line);
    if (m.hasMatch()) {
      current = m.captured(1);
      out.insert(current, m.captured(2));
    } else if (!current.isEmpty()) {
      out[current] += QLatin1Char(' ') + line;
    }
  }
  return out;
}

}  // namespace

QHash<RuleId, RuleHelpEntry> RuleHelp::parse(const QString& markdown) {
  static const QRegularExpression heading(QStringLiteral("^## ([A-Z]+-\\d\\d)\\b"));
  QHash<RuleId, RuleHelpEntry> out;
  std::optional<RuleId> rule;
  QStringList body;
  auto flush = [&] {
    if (rule) {
      const QHash<QString, QString> p = labelledParagraphs(body);
      out.insert(*rule, RuleHelpEntry{p.value(QStringLiteral("Severity")).trimmed(),
                                      p.value(QStringLiteral("Checks")).trimmed(),
                                      p.value(QStringLiteral("Why")).trimmed(),
                                      p.value(QStringLiteral("Fix")).trimmed()});
    }
    body.clear();
  };
  for (const QString& line : markdown.split(QLatin1Char('\n'))) {
    if (line.startsWith(QLatin1String("## "))) {
      flush();
      const QRegularExpressionMatch m = heading.match(line);
      rule = m.hasMatch() ? parseRuleId(m.captured(1)) : std::nullopt;
      continue;
    }
    if (line.startsWith(QLatin1String("# "))) {
      flush();
      rule.reset();
      continue;
    }
    body << line;
  }
  flush();
  return out;
}

QString RuleHelp::pageMarkdown(RuleId rule, const RuleHelpEntry* entry,
                               const QString& findingMessage) {
  const RuleInfo& info = RuleCatalog::info(rule);
  QString page = QStringLiteral("# %1 — %2\n\n").arg(toString(rule), info.translatedTitle());
  page += tr("**Default severity:** %1").arg(toString(info.severity)) + QStringLiteral("\n\n");
  if (!findingMessage.isEmpty()) {
    page += QStringLiteral("## ") + tr("This finding") + QStringLiteral("\n\n") + findingMessage +
            QStringLiteral("\n\n");
  }
  if (entry && entry->complete()) {
    page += QStringLiteral("## ") + tr("What it checks") + QStringLiteral("\n\n") + entry->checks +
            QStringLiteral("\n\n");
    page += QStringLiteral("## ") + tr("Why it matters") + QStringLiteral("\n\n") + entry->why +
            QStringLiteral("\n\n");
    page += QStringLiteral("## ") + tr("How to fix it") + QStringLiteral("\n\n") + entry->fix +
            QStringLiteral("\n\n");
  } else {
    page += tr("The rules reference has no entry for this rule.") + QStringLiteral("\n\n");
  }
  page += QStringLiteral("## ") + tr("Source") + QStringLiteral("\n\n") + info.source +
          QStringLiteral("\n");
  return page;
}

}  // namespace rackwright
