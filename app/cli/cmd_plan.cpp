// `rackwright plan [options] [--format text|json]`: the port budget of a leaf–spine(–core)
// fabric: switch counts, links per pair, ports per role, oversubscription, and the logical
// links, cages, transceivers and cable assemblies per tier. With --output FILE it also generates
// the complete design (racks, devices, transceivers, cables) and writes it.
#include "clisupport.h"
#include "cmd_plancluster.h"
#include "core/calc/units.h"
#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/clusterpresets.h"
#include "core/planner/portbudget.h"

#include <QDir>
#include <QJsonArray>

#include <optional>

namespace rackwright::cli {
namespace {

struct OptionHelp {
  const char* name;
  const char* value;  ///< empty for flags
  const char* help;
};

// English help texts; translated when printed.
constexpr OptionHelp kOptions[] = {
    {"--cluster", "PRESET",
     QT_TRANSLATE_NOOP("cli",
                       "Plan the whole cluster of a reference architecture: compute, storage, "
                       "in-band and out-of-band networks (the presets are listed below)")},
    {"--sus", "N", QT_TRANSLATE_NOOP("cli", "With --cluster: scalable units (or give --servers)")},
    {"--storage-appliances", "N",
     QT_TRANSLATE_NOOP("cli",
                       "With --cluster: generic storage appliances on the storage fabric (default: "
                       "as many as the storage leaves' appliance ports take; 0: none)")},
    {"--console-servers", "yes|no",
     QT_TRANSLATE_NOOP("cli",
                       "With --cluster: a console server in every rack of switches for their "
                       "RS-232 consoles (default: yes; no: none, as the reference architectures' "
                       "tables count)")},
    {"--gpus", "N", QT_TRANSLATE_NOOP("cli", "Total GPUs (or give --servers)")},
    {"--servers", "N", QT_TRANSLATE_NOOP("cli", "Total servers (or give --gpus)")},
    {"--gpus-per-server", "N",
     QT_TRANSLATE_NOOP("cli", "GPUs per server (default: from --server's catalog entry, else 8)")},
    {"--server", "MODEL",
     QT_TRANSLATE_NOOP("cli",
                       "Server catalog id, or a rack-scale system's id (GB200-NVL72: whole racks, "
                       "wired by compute tray); twin-port server cages count as one module per "
                       "2 links")},
    {"--link-rate", "RATE", QT_TRANSLATE_NOOP("cli", "Rate of each GPU link (default 400G)")},
    {"--links-per-gpu", "N",
     QT_TRANSLATE_NOOP("cli",
                       "Compute-fabric links per GPU (default 1, or the server's ports per rail)")},
    {"--switch", "MODEL",
     QT_TRANSLATE_NOOP("cli",
                       "Switch catalog id; ports and rate come from its cages at "
                       "--link-rate (QM9700: 64 × 400G; SN5600: 64 × 800G or 128 × 400G)")},
    {"--switch-ports", "N",
     QT_TRANSLATE_NOOP("cli", "Override: logical ports per switch at --switch-rate")},
    {"--switch-rate", "RATE",
     QT_TRANSLATE_NOOP("cli", "Override: port rate (default --link-rate)")},
    {"--ports-per-cage", "N",
     QT_TRANSLATE_NOOP("cli",
                       "Override: logical ports per cage (2 for twin-port OSFP; default 1)")},
    {"--tiers", "2|3", QT_TRANSLATE_NOOP("cli", "Switch tiers (default 2)")},
    {"--downlinks", "N", QT_TRANSLATE_NOOP("cli", "Leaf ports towards servers")},
    {"--uplinks", "N", QT_TRANSLATE_NOOP("cli", "Leaf ports towards spines")},
    {"--oversubscription", "R",
     QT_TRANSLATE_NOOP("cli",
                       "Leaf downlinks:uplinks target when not given as counts (default "
                       "1:1; e.g. 2:1)")},
    {"--spine-downlinks", "N",
     QT_TRANSLATE_NOOP("cli", "Three tiers: spine ports towards leaves (default half)")},
    {"--spine-uplinks", "N",
     QT_TRANSLATE_NOOP("cli",
                       "Three tiers: spine ports towards cores (default: as many as used "
                       "downlinks)")},
    {"--spines", "N",
     QT_TRANSLATE_NOOP("cli",
                       "Spines per plane (two tiers) or per pod (three tiers); default: "
                       "the fewest that divide the uplinks evenly")},
    {"--rail-optimized", "", QT_TRANSLATE_NOOP("cli", "One leaf per rail in every scalable unit")},
    {"--planes", "N",
     QT_TRANSLATE_NOOP("cli",
                       "Independent identical fabrics (default 1, or one per port of a rail)")},
    {"--su-size", "N", QT_TRANSLATE_NOOP("cli", "Servers per scalable unit")},
    {"--full-su", "",
     QT_TRANSLATE_NOOP("cli",
                       "Build every leaf, uplink, spine and optic for a whole SU even for fewer "
                       "servers (growth); without it a smaller cluster is its own SU")},
    {"--media", "auto|dac|fiber",
     QT_TRANSLATE_NOOP("cli", "Cabling assumption for the hardware counts (default auto)")},
    {"--output", "FILE",
     QT_TRANSLATE_NOOP("cli",
                       "Also generate the design (racks, devices, transceivers, cables) and "
                       "write it to FILE (needs --server and --switch, or --cluster)")},
    {"--servers-per-rack", "N",
     QT_TRANSLATE_NOOP("cli", "With --output: servers per rack (default 4, for 8U DGX in 42U)")},
    {"--row-length", "N", QT_TRANSLATE_NOOP("cli", "With --output: racks per row (default 10)")},
    {"--network-racks", "middle|end",
     QT_TRANSLATE_NOOP("cli",
                       "With --output: network racks in the middle of the racks they serve "
                       "(default) or at the end")},
    {"--routing-overhead", "M",
     QT_TRANSLATE_NOOP("cli",
                       "With --output: metres added to every cable for routing in racks and "
                       "cable managers (default 0.5)")},
    {"--slack", "M",
     QT_TRANSLATE_NOOP("cli",
                       "With --output: service-loop metres added to every cable (default "
                       "0.3)")},
    {"--format", "text|json", QT_TRANSLATE_NOOP("cli", "Output format (default text)")},
    {"--help", "", QT_TRANSLATE_NOOP("cli", "Show this help")},
};

QString tr(const char* text) {
  return QCoreApplication::translate("rackwright::cli", text);
}

void printHelp(CommandContext& ctx) {
  ctx.out << tr("Usage: rackwright plan [options] [--format text|json]") << "\n\n"
          << tr("Prints the port budget of a leaf–spine (or leaf–spine–core) GPU fabric, or with "
                "--cluster that of a whole cluster's four networks. An impossible plan exits "
                "with code 2 and the reason on stderr.")
          << "\n\n"
          << tr("Options:") << '\n';
  for (const OptionHelp& option : kOptions) {
    QString left = QString::fromLatin1(option.name);
    if (*option.value)
      left += QLatin1Char(' ') + QString::fromLatin1(option.value);
    ctx.out << "  " << left.leftJustified(26) << ' '
            << QCoreApplication::translate("cli", option.help) << '\n';
  }
  ctx.out << '\n'
          << tr("RATE is written like 400G, 800G or 1.6T; R like 1:1 or 2:1.") << '\n'
          << tr("Example: rackwright plan --servers 128 --switch QM9700 --downlinks 32 "
                "--uplinks 32")
          << '\n'
          << tr("Generate the design: rackwright plan --gpus 1024 --server DGX-H100 --switch "
                "QM9700 --rail-optimized --output fabric.rackwright")
          << '\n'
          << tr("Whole cluster: rackwright plan --cluster dgx-h100-ib --sus 4") << '\n'
          << tr("Cluster presets: %1").arg(ClusterPresets::keysText()) << '\n';
}

int countOption(const ArgParser& parser, const char* name, int fallback, int minimum = 1) {
  const QString option = QString::fromLatin1(name);
  if (!parser.has(option))
    return fallback;
  return Units::parseCount(parser.value(option), option, minimum);
}

/// A length in metres, zero allowed ("--slack 0"). Throws Error naming the option.
double metresOption(const ArgParser& parser, const char* name, double fallback) {
  const QString option = QString::fromLatin1(name);
  if (!parser.has(option))
    return fallback;
  QString text = parser.value(option).trimmed();
  if (text.endsWith(QLatin1Char('m')))
    text.chop(1);
  bool ok = false;
  const double value = text.toDouble(&ok);
  if (!ok || value < 0 || value > 1000) {
    throw Error(tr("%1: \"%2\" is not a length; give metres between 0 and 1000, e.g. 0.5")
                    .arg(option, parser.value(option)));
  }
  return value;
}

}  // namespace

GeneratorOptions readGeneratorOptions(const ArgParser& parser) {
  GeneratorOptions options;
  options.serversPerRack = countOption(parser, "--servers-per-rack", options.serversPerRack);
  options.rowLength = countOption(parser, "--row-length", options.rowLength);
  options.routingOverheadM = metresOption(parser, "--routing-overhead", options.routingOverheadM);
  options.slackM = metresOption(parser, "--slack", options.slackM);
  const QString position =
      parser.value(QStringLiteral("--network-racks"), QStringLiteral("middle"));
  if (position == QLatin1String("middle")) {
    options.networkRacks = NetworkRackPosition::Middle;
  } else if (position == QLatin1String("end")) {
    options.networkRacks = NetworkRackPosition::End;
  } else {
    throw Error(tr("--network-racks must be middle or end, not \"%1\"").arg(position));
  }
  return options;
}

namespace {

/// Looks a catalog part up and checks its kind; throws Error naming the option and the fix.
PartPtr findPart(CommandContext& ctx, const QString& id, PartKind kind, const QString& option) {
  PartPtr part = library(ctx).find(id);
  if (!part) {
    throw Error(tr("%1: no part \"%2\" in the catalog; run \"rackwright catalog list --kind %3\" "
                   "for the ids")
                    .arg(option, id, toString(kind)));
  }
  if (part->kind != kind) {
    throw Error(
        tr("%1: \"%2\" is a %3, not a %4").arg(option, id, toString(part->kind), toString(kind)));
  }
  return part;
}

PlanInputs readInputs(CommandContext& ctx, const ArgParser& parser, QStringList* assumptions) {
  PlanInputs in;
  const auto text = [&](const char* name) { return parser.value(QString::fromLatin1(name)); };
  const auto has = [&](const char* name) { return parser.has(QString::fromLatin1(name)); };

  in.linkRateGbps = has("--link-rate")
                        ? Units::parseRateGbps(text("--link-rate"), QStringLiteral("--link-rate"))
                        : 400;
  if (has("--server")) {
    // A rack-scale system (GB200-NVL72) is planned by its compute trays, rack by rack.
    const std::optional<ServerSpec> spec =
        PortPlanner::serverSpecFor(library(ctx), text("--server"), in.linkRateGbps);
    if (!spec)  // says what the id is instead
      findPart(ctx, text("--server"), PartKind::Server, QStringLiteral("--server"));
    in.serverSpec = spec.value_or(ServerSpec{});
  }
  const int catalogGpus = in.serverSpec.gpus > 0 ? in.serverSpec.gpus : 8;
  in.gpusPerServer = countOption(parser, "--gpus-per-server", catalogGpus);
  if (!has("--gpus-per-server")) {
    *assumptions << (in.serverSpec.gpus > 0 ? tr("%1 GPUs per server, from %2")
                                                  .arg(in.serverSpec.gpus)
                                                  .arg(in.serverSpec.gpusSource)
                     : in.serverSpec.model.isEmpty()
                         ? tr("8 GPUs per server assumed; give --gpus-per-server or --server "
                              "to change it")
                         : tr("8 GPUs per server assumed: the catalog entry of %1 gives no "
                              "GPU count; give --gpus-per-server to change it")
                               .arg(in.serverSpec.model));
  }
  in.gpus = countOption(parser, "--gpus", 0);
  in.servers = countOption(parser, "--servers", 0);
  if (in.gpus == 0 && in.servers == 0) {
    throw Error(tr("plan needs --gpus N or --servers N"));
  }
  // A server whose catalog gives every rail two ports (DGX-B300-ETH: the two 400GbE legs of
  // each ConnectX-8) is planned with a link per port and, unless told, one plane per leg.
  const int serverLinksPerGpu = in.serverSpec.linksPerGpu;
  in.linksPerGpu = countOption(parser, "--links-per-gpu", serverLinksPerGpu);
  const bool planesFromServer =
      serverLinksPerGpu > 1 && in.linksPerGpu == serverLinksPerGpu && !has("--planes");

  if (has("--switch-ports")) {
    in.switchSpec.model = text("--switch");
    in.switchSpec.logicalPorts = countOption(parser, "--switch-ports", 0, 2);
    in.switchSpec.portRateGbps =
        has("--switch-rate")
            ? Units::parseRateGbps(text("--switch-rate"), QStringLiteral("--switch-rate"))
            : in.linkRateGbps;
    const int perCage = countOption(parser, "--ports-per-cage", 1);
    if (in.switchSpec.logicalPorts % perCage != 0) {
      throw Error(tr("--ports-per-cage %1 does not divide --switch-ports %2")
                      .arg(perCage)
                      .arg(in.switchSpec.logicalPorts));
    }
    in.switchSpec.cages = in.switchSpec.logicalPorts / perCage;
    in.switchSpec.twinPort = perCage == 2;
  } else if (has("--switch")) {
    if (has("--switch-rate") || has("--ports-per-cage")) {
      throw Error(
          tr("--switch-rate and --ports-per-cage go with --switch-ports; with --switch "
             "they come from the catalog"));
    }
    const PartPtr part =
        findPart(ctx, text("--switch"), PartKind::Switch, QStringLiteral("--switch"));
    in.switchSpec = PortPlanner::switchSpecFromCatalog(*part, in.linkRateGbps);
  } else {
    throw Error(tr("plan needs --switch MODEL or --switch-ports N (with --switch-rate RATE)"));
  }

  in.tiers = countOption(parser, "--tiers", 2);
  if (has("--oversubscription") && (has("--downlinks") || has("--uplinks"))) {
    throw Error(tr("give either --oversubscription or --downlinks/--uplinks, not both"));
  }
  in.downlinks = countOption(parser, "--downlinks", 0);
  in.uplinks = countOption(parser, "--uplinks", 0);
  if (has("--oversubscription")) {
    in.oversubscription =
        Ratio::parse(text("--oversubscription"), QStringLiteral("--oversubscription"));
  }
  if (in.tiers != 3 && (has("--spine-downlinks") || has("--spine-uplinks"))) {
    throw Error(tr("--spine-downlinks and --spine-uplinks need --tiers 3"));
  }
  in.spineDownlinks = countOption(parser, "--spine-downlinks", 0);
  in.spineUplinks = countOption(parser, "--spine-uplinks", 0);
  in.spines = countOption(parser, "--spines", 0);
  in.railOptimized = has("--rail-optimized");
  in.planes = countOption(parser, "--planes", planesFromServer ? serverLinksPerGpu : 1);
  in.suSize = countOption(parser, "--su-size", 0);
  in.fullSuGrowth = has("--full-su");
  const QString media = parser.value(QStringLiteral("--media"), QStringLiteral("auto"));
  if (media == QLatin1String("auto")) {
    in.media = PlanMedia::Auto;
  } else if (media == QLatin1String("dac")) {
    in.media = PlanMedia::Dac;
  } else if (media == QLatin1String("fiber")) {
    in.media = PlanMedia::Fiber;
  } else {
    throw Error(tr("--media must be auto, dac or fiber, not \"%1\"").arg(media));
  }
  return in;
}

int runPlan(CommandContext& ctx) {
  QStringList valueOptions;
  QStringList flags;
  for (const OptionHelp& option : kOptions) {
    (*option.value ? valueOptions : flags) << QString::fromLatin1(option.name);
  }
  ArgParser parser(ctx.args, valueOptions, flags);
  if (!parser.ok())
    return badInput(ctx, parser.error());
  if (parser.has(QStringLiteral("--help"))) {
    printHelp(ctx);
    return Success;
  }
  if (!parser.positional().isEmpty()) {
    return badInput(ctx, tr("plan takes options only, not \"%1\"; see rackwright plan --help")
                             .arg(parser.positional().front()));
  }
  QString error;
  const auto format = parser.format(&error);
  if (!format)
    return badInput(ctx, error);
  if (parser.has(QStringLiteral("--cluster")))
    return runClusterPlan(ctx, parser, *format);
  for (const char* option : {"--sus", "--storage-appliances", "--console-servers"}) {
    if (parser.has(QString::fromLatin1(option)))
      return badInput(ctx, tr("%1 goes with --cluster PRESET").arg(QString::fromLatin1(option)));
  }
  try {
    QStringList inputAssumptions;
    PortPlan plan = PortPlanner::plan(readInputs(ctx, parser, &inputAssumptions));
    plan.assumptions = inputAssumptions + plan.assumptions;
    const QString output = parser.value(QStringLiteral("--output"));
    const bool generate = parser.has(QStringLiteral("--output"));
    for (const char* option : {"--servers-per-rack", "--row-length", "--network-racks",
                               "--routing-overhead", "--slack"}) {
      if (!generate && parser.has(QString::fromLatin1(option))) {
        return badInput(ctx, tr("%1 shapes the generated design; it goes with --output FILE")
                                 .arg(QString::fromLatin1(option)));
      }
    }
    if (generate && output.isEmpty())
      return badInput(ctx, tr("--output needs a file name"));
    if (generate &&
        (!parser.has(QStringLiteral("--server")) || !parser.has(QStringLiteral("--switch")) ||
         parser.has(QStringLiteral("--switch-ports")))) {
      return badInput(ctx, tr("--output generates the design from catalog parts: give --server "
                              "MODEL and --switch MODEL (not --switch-ports)"));
    }
    std::optional<GeneratorResult> generated;
    if (generate) {
      const GeneratorOptions options = readGeneratorOptions(parser);
      Design design;
      generated = CableMapGenerator::generate(plan, options, library(ctx), design);
      DesignFile::save(design, output);
    }
    printPlanOutput(ctx, *format, plan, generated, output);
  } catch (const PlanError& e) {
    return badInput(ctx, tr("impossible plan: %1").arg(e.message()));
  } catch (const GeneratorError& e) {
    return badInput(ctx, tr("cannot generate the design: %1").arg(e.message()));
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  return Success;
}

const CommandRegistration registration(
    "plan", QT_TRANSLATE_NOOP("cli", "Port budget of a GPU fabric: switches, links, ports, optics"),
    runPlan);

}  // namespace
}  // namespace rackwright::cli
