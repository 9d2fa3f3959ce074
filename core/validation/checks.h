#ifndef RACKWRIGHT_CORE_VALIDATION_CHECKS_H
#define RACKWRIGHT_CORE_VALIDATION_CHECKS_H

#include "checkcontext.h"

namespace rackwright {

/// Rule checks, one entry point per scope. Each is a pure function of the design it reads
/// through the context; it reports findings and declares what it read. The validator decides
/// which scopes to (re-)run.
///
/// Scopes:
///  - module:  a transceiver in its cage (cage fit, lanes vs host, power class, protocol).
///  - cable:   one cable assembly (plug fit per end for DAC/ACC/AOC, lanes through breakouts,
///             part length limits, ends used twice, loose ends).
///  - channel: one optical channel, identified by the transceiver optical port it starts from
///             (connector mating, polarity, fiber media, PMD, reach, loss). Checked from both
///             ends; the channel checks report each finding once (from the end whose
///             (module id, port) sorts first).
///  - device:  one device (overlap, position in the rack, depth, split configuration, power; a
///             node's north-south links, which read its ports' cables and their far ends).
///  - rack:    one rack (power and weight roll-up and limits, airflow consistency).

// Group A, F, H, I — cage fit, lanes, protocol, power (engine engineer).
void checkModule(CheckContext& ctx, const Module& module);
// DAC/ACC/AOC plugs per end (A), lanes through breakouts (F), design-level DS-01/DS-02.
void checkCable(CheckContext& ctx, const Cable& cable);
void checkDevice(CheckContext& ctx, const Device& device);
void checkRack(CheckContext& ctx, const Rack& rack);

// Group B, C, D, E, G — optical channel checks (optical engineer).
void checkChannel(CheckContext& ctx, const Module& module, const QString& opticalPort);
// Part length limits of copper/AOC/fiber assemblies (RE-01, RE-02), called from checkCable.
void checkCableReach(CheckContext& ctx, const Cable& cable);
// Platform rules on one cable: node ports on the networks of their roles (PL-08, PL-10), no link
// between two planes (PL-04), called from checkCable.
void checkCableNetworks(CheckContext& ctx, const Cable& cable);
// Platform rule on one node: its storage and in-band links on two switches of their network
// (PL-09), called from checkDevice.
void checkNodeNorthSouth(CheckContext& ctx, const Device& node);
// Platform rule on one node: the legs of each twin-plane port (one rail, a leg per plane) on
// switches of two planes (PL-04), called from checkDevice.
void checkTwinPlaneLegs(CheckContext& ctx, const Device& node);
// Platform rule on one node: its BMC on out-of-band management when it is on in-band, and a
// management node on both (PL-16), called from checkDevice.
void checkControlPlaneAttachments(CheckContext& ctx, const Device& node);
// Platform rule on one cable: the customer uplink through a firewall, never onto the compute,
// storage or out-of-band networks (PL-21), called from checkCable.
void checkCustomerBoundary(CheckContext& ctx, const Cable& cable);
// Platform rule on one switch: the node links on a rail leaf all of its rail (PL-03), called
// from checkDevice.
void checkRailAlignment(CheckContext& ctx, const Device& sw);
// Platform rules on one leaf: its node-facing capacity against its uplinks, as the design plans
// its compute (PL-13) and storage (PL-14) fabrics, and its uplinks against those the design
// builds every leaf of its fabric with (PL-12), called from checkDevice.
void checkLeafCapacity(CheckContext& ctx, const Device& sw);
// Platform rule on rack-scale systems (PL-11): a system rack holds its members at their places
// and nothing else, called from checkRack; a system-only tray or shelf racked in an ordinary
// rack, called from checkDevice.
void checkRackSystem(CheckContext& ctx, const Rack& rack);
void checkRackSystemMember(CheckContext& ctx, const Device& device);
// Platform rule on one UFM appliance: attached to an InfiniBand switch, an HA pair not on one
// switch (PL-15), called from checkDevice.
void checkFabricManager(CheckContext& ctx, const Device& ufm);

}  // namespace rackwright

#endif
