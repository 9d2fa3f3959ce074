// Rack-scale systems in the port planner (see systemplanning.h).
#include "systemplanning.h"

#include "plansettings.h"

namespace rackwright::systemplanning {

/// Rack-scale systems (GB200 NVL72): the compute trays come in whole systems, a scalable unit is
/// kSystemsPerSu systems (the GB200 SuperPOD RA's 8 racks), and the leaves are not rail leaves.
/// The system's NVLink already joins its GPUs; the fabric joins systems, so leaf k of a unit takes
/// every compute port of tray k of each system in the unit (the generator wires it so), and
/// same-position GPUs of different racks are one hop apart. Sets the unit size in `in`.
void planUnits(PlanInputs& in, PortPlan& p) {
  const auto setting = [&](PlanSetting s) { return PlanSettings::name(s, in.settingNames); };
  const ServerSpec& spec = in.serverSpec;
  const int perSystem = spec.serversPerSystem;
  const int systemGpus = perSystem * in.gpusPerServer;
  if (p.servers % perSystem != 0) {
    throw PlanError(
        PlanProblem::InvalidInput,
        PortPlanner::tr("%1 comes in whole racks of %2 compute trays (%3 GPUs); %4 GPUs are "
                        "%5 trays. Plan a multiple of %3 GPUs")
            .arg(spec.systemId)
            .arg(perSystem)
            .arg(systemGpus)
            .arg(p.gpus)
            .arg(p.servers));
  }
  if (in.railOptimized) {
    throw PlanError(
        PlanProblem::InvalidInput,
        PortPlanner::tr("%1's compute trays are wired by tray position, not by rail: leaf k of "
                        "a scalable unit takes every compute port of tray k in each of its "
                        "racks, whose NVLink already joins the GPUs of one rack. Leave %2 off")
            .arg(spec.systemId)
            .arg(setting(PlanSetting::RailOptimized)));
  }
  if (in.suSize % perSystem != 0) {
    throw PlanError(
        PlanProblem::InvalidInput,
        PortPlanner::tr("%1 = %2 compute trays is not a whole number of %3 racks (%4 trays "
                        "each); give a multiple of %4")
            .arg(setting(PlanSetting::SuSize))
            .arg(in.suSize)
            .arg(spec.systemId)
            .arg(perSystem));
  }
  if (in.suSize == 0) {
    in.suSize = PortPlanner::kSystemsPerSu * perSystem;
    p.assumptions
        << PortPlanner::tr(
               "Scalable unit: %1 racks of %2 (%3 compute trays, %4 GPUs), the unit of NVIDIA's "
               "DGX SuperPOD GB200 reference architecture")
               .arg(PortPlanner::kSystemsPerSu)
               .arg(spec.systemId)
               .arg(in.suSize)
               .arg(in.suSize * in.gpusPerServer);
  }
}

/// The layout of a rack-scale system's trays on the leaves, stated once the leaves per unit are
/// known: tray k of every rack on leaf k when a unit has one leaf per tray position, else the
/// trays dealt over the leaves in turn (which the generator does either way).
QString layoutAssumption(const PlanInputs& in, const PortPlan& p) {
  if (p.leavesPerSu == in.serverSpec.serversPerSystem) {
    return PortPlanner::tr(
               "Compute trays go to the leaves of their scalable unit by position: "
               "tray k of every rack to leaf k, all of a tray's %1 compute ports of "
               "a plane on one leaf. This is Rackwright's own layout: the grouping in "
               "NVIDIA's GB200 SuperPOD RA is not confirmed")
        .arg(p.linksPerServerPerPlane);
  }
  return PortPlanner::tr(
             "Compute trays are dealt over the %1 leaves of their scalable unit in "
             "turn, rack by rack, all of a tray's %2 compute ports of a plane on one "
             "leaf; a unit has fewer leaves than a rack has trays (%3), so a leaf "
             "takes several tray positions. This is Rackwright's own layout: the "
             "grouping in NVIDIA's GB200 SuperPOD RA is not confirmed")
      .arg(p.leavesPerSu)
      .arg(p.linksPerServerPerPlane)
      .arg(in.serverSpec.serversPerSystem);
}

}  // namespace rackwright::systemplanning
