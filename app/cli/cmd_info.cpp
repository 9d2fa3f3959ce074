// `rackwright info FILE [--format text|json]`: what a design contains.
#include "clisupport.h"
#include "core/analysis/designstats.h"

namespace rackwright::cli {
namespace {

int runInfo(CommandContext& ctx) {
  ArgParser parser(ctx.args, {QStringLiteral("--format")}, {});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  QString error;
  const auto format = parser.format(&error);
  if (!format)
    return badInput(ctx, error);
  if (parser.positional().size() != 1) {
    return badInput(ctx, QCoreApplication::translate(
                             "cli", "info needs exactly one design file: rackwright info FILE"));
  }
  const auto design = loadDesign(ctx, parser.positional().front());
  if (!design)
    return BadInput;
  const DesignStats stats = DesignStats::compute(*design);
  if (*format == OutputFormat::Json) {
    printJson(ctx, QJsonDocument(stats.toJson()));
  } else {
    ctx.out << stats.toText();
  }
  return Success;
}

const CommandRegistration registration(
    "info", QT_TRANSLATE_NOOP("cli", "Count racks, devices, cages, modules, cables and links"),
    runInfo);

}  // namespace
}  // namespace rackwright::cli
