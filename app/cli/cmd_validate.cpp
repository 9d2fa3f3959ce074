// `rackwright validate FILE [--format text|json] [--fail-on error|warning|never]
// [--infos summary|all|none]`: checks every rule on a design file. Exit 0 when nothing (not
// waived) reaches the threshold, 1 when something does, 2 when the file cannot be read. Errors
// and warnings are listed in full; infos are tallied by rule unless all are asked for.
#include "validationoutput.h"

namespace rackwright::cli {
namespace {

int runValidate(CommandContext& ctx) {
  const auto args = parseArguments(
      ctx, {{QStringLiteral("--format"), QStringLiteral("--fail-on"), QStringLiteral("--infos")},
            {},
            1,
            1,
            QT_TRANSLATE_NOOP("cli",
                              "validate needs exactly one design file: rackwright validate FILE")});
  if (!args)
    return BadInput;
  const auto failOn = parseFailOn(ctx, args->parser);
  if (!failOn)
    return BadInput;
  const auto infos = parseInfos(ctx, args->parser);
  if (!infos)
    return BadInput;
  const QString path = args->positional().front();
  const auto design = loadDesign(ctx, path);
  if (!design)
    return BadInput;

  // Summarised infos are tallied while the checks run, so that a large design's hundreds of
  // thousands of them are never held (or sorted) at once.
  const ValidationResult result = Validator::validateAll(*design, *infos);
  QJsonObject header;
  header.insert(QStringLiteral("file"), path);
  if (!design->quarantine().isEmpty())
    header.insert(QStringLiteral("quarantined"), int(design->quarantine().size()));
  return printValidationResult(ctx, args->format, *failOn, result, header, {}, *infos);
}

const CommandRegistration registration(
    "validate",
    QT_TRANSLATE_NOOP("cli",
                      "Check every cabling rule on a design (--fail-on error|warning|never, "
                      "--infos summary|all|none)"),
    runValidate);

}  // namespace
}  // namespace rackwright::cli
