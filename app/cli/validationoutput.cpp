#include "validationoutput.h"

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
  json.insert(QStringLiteral("message"), finding.message);
  json.insert(QStringLiteral("objects"), objects);
  json.insert(QStringLiteral("location"), finding.location);
  json.insert(QStringLiteral("waived"), finding.waived);
  json.insert(QStringLiteral("key"), finding.key);
  json.insert(QStringLiteral("waiverReason"),
              finding.waived ? QJsonValue(finding.waiverReason) : QJsonValue());
  // DS-08 "not verified" infos name the rule whose verdict they qualify.
  json.insert(QStringLiteral("about"),
              finding.about ? QJsonValue(toString(*finding.about)) : QJsonValue());
  return json;
}

int printValidationResult(CommandContext& ctx, OutputFormat format, FailOn failOn,
                          const ValidationResult& result, QJsonObject header,
                          const QStringList& preamble) {
  if (format == OutputFormat::Json) {
    QJsonArray findings;
    for (const Finding& finding : result.findings)
      findings.append(findingJson(finding));
    QJsonObject summary;
    summary.insert(QStringLiteral("errors"), result.errors);
    summary.insert(QStringLiteral("warnings"), result.warnings);
    summary.insert(QStringLiteral("infos"), result.infos);
    summary.insert(QStringLiteral("waived"), result.waived);
    header.insert(QStringLiteral("summary"), summary);
    header.insert(QStringLiteral("findings"), findings);
    printJson(ctx, QJsonDocument(header));
  } else {
    for (const QString& line : preamble)
      ctx.out << line << '\n';
    for (const Finding& finding : result.findings) {
      ctx.out << toString(finding.severity).toUpper() << ' ' << finding.rule << ' '
              << finding.location << ": " << finding.message;
      if (finding.waived) {
        ctx.out << ' '
                << QCoreApplication::translate("cli", "[waived: %1]").arg(finding.waiverReason);
      }
      ctx.out << '\n';
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
