// `rackwright info FILE [--format text|json]`: what a design contains.
#include "clisupport.h"
#include "core/analysis/designstats.h"

namespace rackwright::cli {
namespace {

int runInfo(CommandContext& ctx) {
  const auto args = parseArguments(
      ctx, {{QStringLiteral("--format")},
            {},
            1,
            1,
            QT_TRANSLATE_NOOP("cli", "info needs exactly one design file: rackwright info FILE")});
  if (!args)
    return BadInput;
  const auto design = loadDesign(ctx, args->positional().front());
  if (!design)
    return BadInput;
  const DesignStats stats = DesignStats::compute(*design);
  if (args->format == OutputFormat::Json) {
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
