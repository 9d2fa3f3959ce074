// `rackwright validate FILE [--format text|json] [--fail-on error|warning|never]`: checks every
// rule on a design file. Exit 0 when nothing (not waived) reaches the threshold, 1 when
// something does, 2 when the file cannot be read.
#include "clisupport.h"
#include "core/validation/validator.h"

#include <QJsonArray>
#include <QJsonObject>

namespace rackwright::cli {
namespace {

enum class FailOn { Error, Warning, Never };

QString severityLabel(Severity severity) {
  return toString(severity).toUpper();
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
  return json;
}

QString summaryLine(const ValidationResult& result) {
  return QCoreApplication::translate("cli", "%1 error(s), %2 warning(s), %3 info(s), %4 waived")
      .arg(result.errors)
      .arg(result.warnings)
      .arg(result.infos)
      .arg(result.waived);
}

int runValidate(CommandContext& ctx) {
  ArgParser parser(ctx.args, {QStringLiteral("--format"), QStringLiteral("--fail-on")}, {});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  QString error;
  const auto format = parser.format(&error);
  if (!format)
    return badInput(ctx, error);
  const QString failOnText = parser.value(QStringLiteral("--fail-on"), QStringLiteral("error"));
  FailOn failOn = FailOn::Error;
  if (failOnText == QStringLiteral("warning")) {
    failOn = FailOn::Warning;
  } else if (failOnText == QStringLiteral("never")) {
    failOn = FailOn::Never;
  } else if (failOnText != QStringLiteral("error")) {
    return badInput(ctx, QCoreApplication::translate(
                             "cli", "--fail-on must be error, warning or never, not \"%1\"")
                             .arg(failOnText));
  }
  if (parser.positional().size() != 1) {
    return badInput(ctx,
                    QCoreApplication::translate(
                        "cli", "validate needs exactly one design file: rackwright validate FILE"));
  }
  const QString path = parser.positional().front();
  const auto design = loadDesign(ctx, path);
  if (!design)
    return BadInput;

  const ValidationResult result = Validator::validateAll(*design);
  if (*format == OutputFormat::Json) {
    QJsonArray findings;
    for (const Finding& finding : result.findings)
      findings.append(findingJson(finding));
    QJsonObject summary;
    summary.insert(QStringLiteral("errors"), result.errors);
    summary.insert(QStringLiteral("warnings"), result.warnings);
    summary.insert(QStringLiteral("infos"), result.infos);
    summary.insert(QStringLiteral("waived"), result.waived);
    QJsonObject root;
    root.insert(QStringLiteral("file"), path);
    root.insert(QStringLiteral("summary"), summary);
    root.insert(QStringLiteral("findings"), findings);
    printJson(ctx, QJsonDocument(root));
  } else {
    for (const Finding& finding : result.findings) {
      ctx.out << severityLabel(finding.severity) << ' ' << finding.rule << ' ' << finding.location
              << ": " << finding.message;
      if (finding.waived) {
        ctx.out << ' '
                << QCoreApplication::translate("cli", "[waived: %1]").arg(finding.waiverReason);
      }
      ctx.out << '\n';
    }
    ctx.out << summaryLine(result) << Qt::endl;
  }

  const bool fails = (failOn == FailOn::Error && result.errors > 0) ||
                     (failOn == FailOn::Warning && result.errors + result.warnings > 0);
  return fails ? Findings : Success;
}

const CommandRegistration registration(
    "validate",
    QT_TRANSLATE_NOOP("cli",
                      "Check every cabling rule on a design (--fail-on error|warning|never)"),
    runValidate);

}  // namespace
}  // namespace rackwright::cli
