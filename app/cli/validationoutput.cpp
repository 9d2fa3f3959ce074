#include "validationoutput.h"

#include "core/validation/rulecatalog.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace rackwright::cli {

std::optional<FailOn> parseFailOn(CommandContext& ctx, const ArgParser& parser) {
  const QString text = parser.value(QStringLiteral("--fail-on"), QStringLiteral("error"));
  if (text == QStringLiteral("error"))
    return FailOn::Error;
  if (text == QStringLiteral("warning"))
    return FailOn::Warning;
  if (text == QStringLiteral("never"))
    return FailOn::Never;
  badInput(ctx, QCoreApplication::translate("cli",
                                            "--fail-on must be error, warning or never, not \"%1\"")
                    .arg(text));
  return std::nullopt;
}

QJsonObject findingJson(const Finding& finding) {
  QJsonArray objects;
  for (const ObjectId& id : finding.objects)
    objects.append(id.toString(QUuid::WithoutBraces));
  QJsonObject json;
  json.insert(QStringLiteral("rule"), finding.rule);
  json.insert(QStringLiteral("severity"), toString(finding.severity));
  json.insert(QStringLiteral("message"), finding.message());
  json.insert(QStringLiteral("objects"), objects);
  json.insert(QStringLiteral("location"), finding.location);
  json.insert(QStringLiteral("waived"), finding.waived);
  json.insert(QStringLiteral("key"), finding.key());
  json.insert(QStringLiteral("waiverReason"),
              finding.waived ? QJsonValue(finding.waiverReason) : QJsonValue());
  // DS-08 "not verified" infos name the rule whose verdict they qualify.
  json.insert(QStringLiteral("about"),
              finding.about ? QJsonValue(toString(*finding.about)) : QJsonValue());
  return json;
}

std::optional<InfoDetail> parseInfos(CommandContext& ctx, const ArgParser& parser) {
  const QString text = parser.value(QStringLiteral("--infos"), QStringLiteral("summary"));
  if (const auto detail = FindingSummary::detailFromName(text))
    return detail;
  badInput(ctx,
           QCoreApplication::translate("cli", "--infos must be summary, all or none, not \"%1\"")
               .arg(text));
  return std::nullopt;
}

namespace {

/// Whether a finding is listed one by one: errors, warnings and waived findings always, infos
/// only when all are asked for.
bool listed(const Finding& finding, InfoDetail infos) {
  return finding.waived || finding.severity != Severity::Info || infos == InfoDetail::All;
}

QString compact(const QJsonValue& value) {
  // QJsonDocument holds objects and arrays only; a scalar is written as a one-element array
  // without its brackets.
  if (value.isObject())
    return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
  if (value.isArray())
    return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
  const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
  return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

/// The JSON document, written key by key and finding by finding: a large design has hundreds of
/// thousands of findings, and one QJsonDocument of them all (plus its text, twice) took
/// gigabytes where the findings themselves take a fraction of that.
void printJsonStreamed(CommandContext& ctx, const QJsonObject& header,
                       const ValidationResult& result, InfoDetail infos) {
  ctx.out << "{\n";
  for (auto it = header.constBegin(); it != header.constEnd(); ++it)
    ctx.out << "    \"" << it.key() << "\": " << compact(it.value()) << ",\n";
  ctx.out << "    \"findings\": [";
  bool first = true;
  for (const Finding& finding : result.findings) {
    if (!listed(finding, infos))
      continue;
    ctx.out << (first ? "\n        " : ",\n        ") << compact(findingJson(finding));
    first = false;
  }
  ctx.out << (first ? "]\n" : "\n    ]\n") << "}\n";
}

}  // namespace

int printValidationResult(CommandContext& ctx, OutputFormat format, FailOn failOn,
                          const ValidationResult& result, QJsonObject header,
                          const QStringList& preamble, InfoDetail infos) {
  const QVector<RuleTally> tallies =
      infos == InfoDetail::Summary ? result.infoTallies() : QVector<RuleTally>();
  if (format == OutputFormat::Json) {
    QJsonObject summary;
    summary.insert(QStringLiteral("errors"), result.errors);
    summary.insert(QStringLiteral("warnings"), result.warnings);
    summary.insert(QStringLiteral("infos"), result.infos);
    summary.insert(QStringLiteral("waived"), result.waived);
    header.insert(QStringLiteral("summary"), summary);
    header.insert(QStringLiteral("infoDetail"), FindingSummary::detailName(infos));
    if (infos == InfoDetail::Summary) {
      QJsonArray rules;
      for (const RuleTally& tally : tallies) {
        QJsonArray examples;
        for (const Finding& example : tally.examples)
          examples.append(findingJson(example));
        QJsonObject rule;
        rule.insert(QStringLiteral("rule"), tally.rule);
        rule.insert(QStringLiteral("title"), tally.title);
        rule.insert(QStringLiteral("count"), tally.count);
        rule.insert(QStringLiteral("examples"), examples);
        rules.append(rule);
      }
      header.insert(QStringLiteral("infoRules"), rules);
    }
    printJsonStreamed(ctx, header, result, infos);
  } else {
    for (const QString& line : preamble)
      ctx.out << line << '\n';
    for (const Finding& finding : result.findings) {
      if (!listed(finding, infos))
        continue;
      ctx.out << toString(finding.severity).toUpper() << ' ' << finding.rule << ' '
              << finding.location << ": " << finding.message();
      if (finding.waived) {
        ctx.out << ' '
                << QCoreApplication::translate("cli", "[waived: %1]").arg(finding.waiverReason);
      }
      ctx.out << '\n';
    }
    for (const RuleTally& tally : tallies) {
      const RuleInfo* rule = RuleCatalog::find(tally.rule);
      ctx.out << "INFO " << tally.rule << ' '
              << QCoreApplication::translate("cli", "%1 × %2")
                     .arg(tally.count)
                     .arg(rule ? rule->translatedTitle() : tally.title)
              << '\n';
      for (const Finding& example : tally.examples)
        ctx.out << "    " << example.location << ": " << example.message() << '\n';
    }
    if (!tallies.isEmpty()) {
      ctx.out << QCoreApplication::translate(
                     "cli", "infos summarised by rule with two examples; --infos all lists them")
              << '\n';
    }
    ctx.out << QCoreApplication::translate("cli",
                                           "%1 error(s), %2 warning(s), %3 info(s), %4 waived")
                   .arg(result.errors)
                   .arg(result.warnings)
                   .arg(result.infos)
                   .arg(result.waived)
            << Qt::endl;
  }
  const bool fails = (failOn == FailOn::Error && result.errors > 0) ||
                     (failOn == FailOn::Warning && result.errors + result.warnings > 0);
  return fails ? Findings : Success;
}

}  // namespace rackwright::cli
