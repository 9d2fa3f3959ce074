// `rackwright validate FILE [--format text|json] [--fail-on error|warning|never]`: checks every
// rule on a design file. Exit 0 when nothing (not waived) reaches the threshold, 1 when
// something does, 2 when the file cannot be read.
#include "validationoutput.h"

namespace rackwright::cli {
namespace {

int runValidate(CommandContext& ctx) {
  ArgParser parser(ctx.args, {QStringLiteral("--format"), QStringLiteral("--fail-on")}, {});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  QString error;
  const auto format = parser.format(&error);
  if (!format)
    return badInput(ctx, error);
  const auto failOn = parseFailOn(ctx, parser);
  if (!failOn)
    return BadInput;
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
  QJsonObject header;
  header.insert(QStringLiteral("file"), path);
  if (!design->quarantine().isEmpty())
    header.insert(QStringLiteral("quarantined"), int(design->quarantine().size()));
  return printValidationResult(ctx, *format, *failOn, result, header);
}

const CommandRegistration registration(
    "validate",
    QT_TRANSLATE_NOOP("cli",
                      "Check every cabling rule on a design (--fail-on error|warning|never)"),
    runValidate);

}  // namespace
}  // namespace rackwright::cli
