// `rackwright check-channel ELEMENT... [--format text|json] [--fail-on error|warning|never]`:
// checks a chain of catalog parts from end A to end B without a design file, like a
// compatibility configurator. The chain is built into an in-memory design and validated with
// every rule; output and exit codes are those of `validate` (0 nothing reaches the threshold,
// 1 something does, 2 an element is unknown or the chain cannot be built).
#include "clisupport.h"
#include "core/common/error.h"
#include "core/validation/channelbuilder.h"
#include "core/validation/validator.h"

#include <QJsonArray>
#include <QJsonObject>

namespace rackwright::cli {
namespace {

enum class FailOn { Error, Warning, Never };

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

/// Drops the "end not connected" findings about splitter legs the chain leaves out on purpose
/// (they are listed as assumptions instead), and recounts.
ValidationResult withoutUnusedEnds(const ValidationResult& result, const BuiltChannel& built) {
  QSet<QString> skip;
  for (const auto& [cable, end] : built.unusedEnds) {
    skip.insert(findingKey(QStringLiteral("DS-02"), {cable}, QStringLiteral("end:") + end));
  }
  ValidationResult kept;
  for (const Finding& f : result.findings) {
    if (skip.contains(f.key))
      continue;
    kept.findings << f;
    if (f.waived) {
      ++kept.waived;
    } else if (f.severity == Severity::Error) {
      ++kept.errors;
    } else if (f.severity == Severity::Warning) {
      ++kept.warnings;
    } else {
      ++kept.infos;
    }
  }
  return kept;
}

int runCheckChannel(CommandContext& ctx) {
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
  const QStringList chain = parser.positional();
  if (chain.isEmpty()) {
    return badInput(
        ctx, QCoreApplication::translate("cli",
                                         "check-channel needs the elements of a channel, e.g. "
                                         "rackwright check-channel QM9700 MMA4Z00-NS MFP7E10-N030 "
                                         "MMA4Z00-NS400 MCX75310AAS-NEAT"));
  }

  BuiltChannel built;
  try {
    built = ChannelBuilder::build(library(ctx), chain);
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  const ValidationResult result = withoutUnusedEnds(Validator::validateAll(*built.design), built);

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
    root.insert(QStringLiteral("chain"), QJsonArray::fromStringList(chain));
    root.insert(QStringLiteral("assumptions"), QJsonArray::fromStringList(built.assumptions));
    root.insert(QStringLiteral("summary"), summary);
    root.insert(QStringLiteral("findings"), findings);
    printJson(ctx, QJsonDocument(root));
  } else {
    for (const QString& assumption : built.assumptions) {
      ctx.out << QCoreApplication::translate("cli", "ASSUMED %1").arg(assumption) << '\n';
    }
    for (const Finding& finding : result.findings) {
      ctx.out << toString(finding.severity).toUpper() << ' ' << finding.rule << ' '
              << finding.location << ": " << finding.message << '\n';
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

const CommandRegistration registration(
    "check-channel",
    QT_TRANSLATE_NOOP("cli",
                      "Check a chain of catalog parts from end A to end B "
                      "(host module cord … module host)"),
    runCheckChannel);

}  // namespace
}  // namespace rackwright::cli
