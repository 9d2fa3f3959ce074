#ifndef RACKWRIGHT_CORE_CATALOG_NODEROLES_H
#define RACKWRIGHT_CORE_CATALOG_NODEROLES_H

// Which nodes serve the compute fabric, read from the catalog's port roles (a cage's or an adapter
// bay's "networks"): one home for the planner's server list and the control-plane rule (PL-16).

namespace rackwright {

struct Part;

namespace noderoles {

/// A cage or adapter bay of the node serves the compute fabric (alone or with other networks).
bool hasComputePort(const Part& part);

/// A GPU node: a server with a cage or adapter bay for the compute fabric alone. Not a UFM
/// appliance (its ports serve compute or storage), a head node or a storage node.
bool isGpuNode(const Part& part);

}  // namespace noderoles
}  // namespace rackwright

#endif
