#ifndef RACKWRIGHT_APP_CLI_CMD_PLANCLUSTER_H
#define RACKWRIGHT_APP_CLI_CMD_PLANCLUSTER_H

#include "clisupport.h"
#include "core/planner/cablemapgenerator.h"

namespace rackwright::cli {

/// `rackwright plan --cluster PRESET`: the whole cluster's port budget per network, and with
/// --output the design. `parser` holds the options of `plan`.
int runClusterPlan(CommandContext& ctx, const ArgParser& parser, OutputFormat format);

/// The generator options of `plan` (--servers-per-rack, --row-length, …). Throws Error.
GeneratorOptions readGeneratorOptions(const ArgParser& parser);

}  // namespace rackwright::cli

#endif
