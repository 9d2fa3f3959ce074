// `rackwright plan --cluster PRESET --sus N`: the whole cluster of a reference architecture,
// sized per network (compute, storage, in-band, out-of-band) with its UFM appliances, head
// nodes, racks and PDUs.
#include "cmd_plancluster.h"

#include "core/calc/units.h"
#include "core/fileformat/designfile.h"
#include "core/planner/clustergenerator.h"
#include "core/planner/clusterplan.h"

#include <QDir>
#include <QJsonDocument>

#include <optional>

namespace rackwright::cli {
namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("rackwright::cli", text);
}

int countOf(const ArgParser& parser, const char* name) {
  const QString option = QString::fromLatin1(name);
  return parser.has(option) ? Units::parseCount(parser.value(option), option, 1) : 0;
}

}  // namespace

int runClusterPlan(CommandContext& ctx, const ArgParser& parser, OutputFormat format) {
  // The preset decides the compute fabric; options that shape a compute-only plan would be
  // silently ignored, so they are refused.
  for (const char* option : {"--gpus",
                             "--gpus-per-server",
                             "--server",
                             "--link-rate",
                             "--links-per-gpu",
                             "--switch",
                             "--switch-ports",
                             "--switch-rate",
                             "--ports-per-cage",
                             "--tiers",
                             "--downlinks",
                             "--uplinks",
                             "--oversubscription",
                             "--spine-downlinks",
                             "--spine-uplinks",
                             "--spines",
                             "--rail-optimized",
                             "--planes",
                             "--su-size",
                             "--full-su",
                             "--media"}) {
    if (parser.has(QString::fromLatin1(option))) {
      return badInput(ctx, tr("%1 shapes a compute-only plan; with --cluster the preset decides "
                              "the compute fabric (leave out %1, or leave out --cluster)")
                               .arg(QString::fromLatin1(option)));
    }
  }
  const bool generate = parser.has(QStringLiteral("--output"));
  const QString output = parser.value(QStringLiteral("--output"));
  for (const char* option :
       {"--servers-per-rack", "--row-length", "--network-racks", "--routing-overhead", "--slack"}) {
    if (!generate && parser.has(QString::fromLatin1(option))) {
      return badInput(ctx, tr("%1 shapes the generated design; it goes with --output FILE")
                               .arg(QString::fromLatin1(option)));
    }
  }
  if (generate && output.isEmpty())
    return badInput(ctx, tr("--output needs a file name"));
  try {
    ClusterInputs in;
    in.preset = parser.value(QStringLiteral("--cluster"));
    in.sus = countOf(parser, "--sus");
    in.nodes = countOf(parser, "--servers");
    if (parser.has(QStringLiteral("--storage-appliances"))) {
      const QString option = QStringLiteral("--storage-appliances");
      in.storageAppliances = Units::parseCount(parser.value(option), option, 0);
    }
    if (parser.has(QStringLiteral("--console-servers"))) {
      const QString value = parser.value(QStringLiteral("--console-servers"));
      if (value != QLatin1String("yes") && value != QLatin1String("no")) {
        return badInput(ctx, tr("--console-servers takes yes or no, not \"%1\"").arg(value));
      }
      in.consoleServers = value == QLatin1String("yes");
    }
    const ClusterPlan plan = ClusterPlanner::plan(in, library(ctx));
    std::optional<ClusterGeneratorResult> generated;
    if (generate) {
      GeneratorOptions options = readGeneratorOptions(parser);
      if (!parser.has(QStringLiteral("--servers-per-rack")))
        options.serversPerRack = plan.preset->serversPerRack;
      Design design;
      generated = ClusterGenerator::generate(plan, options, library(ctx), design);
      DesignFile::save(design, output);
    }
    printPlanOutput(ctx, format, plan, generated, output);
  } catch (const PlanError& e) {
    return badInput(ctx, tr("impossible plan: %1").arg(e.message()));
  } catch (const GeneratorError& e) {
    return badInput(ctx, tr("cannot generate the design: %1").arg(e.message()));
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  return Success;
}

}  // namespace rackwright::cli
