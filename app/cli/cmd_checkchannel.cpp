// `rackwright check-channel ELEMENT... [--format text|json] [--fail-on error|warning|never]`:
// checks a chain of catalog parts from end A to end B without a design file, like a
// compatibility configurator. The chain is built into an in-memory design and validated with
// every rule; output and exit codes are those of `validate` (0 nothing reaches the threshold,
// 1 something does, 2 an element is unknown or the chain cannot be built).
#include "core/channel/channelbuilder.h"
#include "core/common/error.h"
#include "core/validation/validator.h"
#include "validationoutput.h"

#include <QJsonArray>
#include <QJsonObject>

namespace rackwright::cli {
namespace {

/// Drops the "end not connected" findings about splitter legs the chain leaves out on purpose
/// (they are listed as assumptions instead), and the rack-scale system findings (PL-11): the
/// chain's devices stand in scratch racks of the tool's making, so an NVL72 compute tray at one
/// end is not racked outside its system by the user. Recounts.
ValidationResult withoutUnusedEnds(const ValidationResult& result, const BuiltChannel& built) {
  QSet<QString> skip;
  for (const auto& [cable, end] : built.unusedEnds) {
    skip.insert(findingKey(RuleId::DS02, {cable}, QStringLiteral("end:") + end));
  }
  ValidationResult kept;
  for (const Finding& f : result.findings) {
    if (skip.contains(f.key()) || f.rule == toString(RuleId::PL11))
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
  const auto args = parseArguments(
      ctx, {{QStringLiteral("--format"), QStringLiteral("--fail-on")},
            {},
            1,
            -1,
            QT_TRANSLATE_NOOP("cli",
                              "check-channel needs the elements of a channel, e.g. rackwright "
                              "check-channel QM9700 MMA4Z00-NS MFP7E10-N030 MMA4Z00-NS400 "
                              "MCX75310AAS-NEAT")});
  if (!args)
    return BadInput;
  const auto failOn = parseFailOn(ctx, args->parser);
  if (!failOn)
    return BadInput;
  const QStringList chain = args->positional();

  BuiltChannel built;
  try {
    built = ChannelBuilder::build(library(ctx), chain);
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  const ValidationResult result = withoutUnusedEnds(Validator::validateAll(*built.design), built);

  QJsonObject header;
  header.insert(QStringLiteral("chain"), QJsonArray::fromStringList(chain));
  header.insert(QStringLiteral("assumptions"), QJsonArray::fromStringList(built.assumptions));
  QStringList preamble;
  for (const QString& assumption : built.assumptions) {
    preamble << QCoreApplication::translate("cli", "ASSUMED %1").arg(assumption);
  }
  return printValidationResult(ctx, args->format, *failOn, result, header, preamble);
}

const CommandRegistration registration(
    "check-channel",
    QT_TRANSLATE_NOOP("cli",
                      "Check a chain of catalog parts from end A to end B "
                      "(host module cord … module host)"),
    runCheckChannel);

}  // namespace
}  // namespace rackwright::cli
