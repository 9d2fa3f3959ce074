#include "compat.h"

#include <algorithm>

namespace rackwright::compat {

namespace {

/// Plugs of one mechanical family mate with one kind of cage (whether they are seated is the
/// backward-compatibility table's question).
int formFamily(FormFactor ff) {
  switch (ff) {
    case FormFactor::OSFP:
      return 1;
    case FormFactor::QSFP112:
    case FormFactor::QSFP56:
    case FormFactor::QSFP28:
      return 2;
    case FormFactor::QSFP_DD:
    case FormFactor::QSFP_DD800:
      return 3;
    case FormFactor::SFP28:
    case FormFactor::SFP:
      return 4;
    case FormFactor::RJ45:
      return 5;
    case FormFactor::Unknown:
      break;
  }
  return 0;
}

/// The backward-compatibility table of FF-01: QSFP112 cages take QSFP56/QSFP28, QSFP-DD cages
/// take QSFP plugs, SFP28 cages take SFP.
bool acceptsOlder(FormFactor cage, FormFactor plug) {
  switch (cage) {
    case FormFactor::QSFP112:
      return plug == FormFactor::QSFP56 || plug == FormFactor::QSFP28;
    case FormFactor::QSFP56:
      return plug == FormFactor::QSFP28;
    case FormFactor::QSFP_DD:
      return plug == FormFactor::QSFP112 || plug == FormFactor::QSFP56 ||
             plug == FormFactor::QSFP28;
    case FormFactor::QSFP_DD800:
      return plug == FormFactor::QSFP_DD || plug == FormFactor::QSFP112 ||
             plug == FormFactor::QSFP56 || plug == FormFactor::QSFP28;
    case FormFactor::SFP28:
      return plug == FormFactor::SFP;
    default:
      return false;
  }
}

TopFit topFit(CageThermal thermal, TopStyle top) {
  switch (thermal) {
    case CageThermal::NeedsFinned:
      return top == TopStyle::Finned ? TopFit::Exact
                                     : (top == TopStyle::Flat ? TopFit::Wrong : TopFit::Tolerated);
    case CageThermal::NeedsFlat:
      return top == TopStyle::Flat ? TopFit::Exact
                                   : (top == TopStyle::Finned ? TopFit::Wrong : TopFit::Tolerated);
    case CageThermal::NotApplicable:
      break;
  }
  return TopFit::Exact;
}

SignallingFit signallingFit(const PlugFacts& plug, const CageFacts& cage) {
  if (plug.signalling == Signalling::Unknown || cage.formFactor == FormFactor::RJ45)
    return SignallingFit::NotChecked;
  if (cage.signalling.isEmpty())
    return SignallingFit::CageUnstated;
  if (cage.signalling.contains(plug.signalling) || cage.signalling.intersects(plug.otherSignalling))
    return SignallingFit::Listed;
  // Whitelisted downshifts: a QSFP112 cage takes QSFP56/QSFP28 plugs; HDR-flavour twin-port
  // cables run in Quantum-2/Spectrum-4 twin-port cages.
  const bool olderQsfp =
      cage.formFactor == FormFactor::QSFP112 &&
      (plug.formFactor == FormFactor::QSFP56 || plug.formFactor == FormFactor::QSFP28);
  const bool hdrTwinCable = plug.assembly && plug.twinPort && cage.twinPort &&
                            plug.generation == Generation::HDR &&
                            cage.formFactor == FormFactor::OSFP;
  return olderQsfp || hdrTwinCable ? SignallingFit::Downshift : SignallingFit::Wrong;
}

/// QSFP56 has the mechanics of QSFP28; only a plug that runs 25G-NRZ works in a 25G-NRZ port.
/// NVIDIA rates MCP7Y60's QSFP56 legs for "2x100GbE/EDR" peers, which are QSFP28 ports
/// (MCP7Y60 product specifications), so such an assembly end is seated there.
bool qsfp56RunsQsfp28(const PlugFacts& plug, const CageFacts& cage) {
  return cage.formFactor == FormFactor::QSFP28 && plug.formFactor == FormFactor::QSFP56 &&
         cage.signalling.contains(Signalling::NRZ25G) && plug.runs(Signalling::NRZ25G);
}

LaneFit laneFit(int plug, int cage) {
  if (cage > 0)
    return plug > cage ? LaneFit::Exceeds : LaneFit::Within;
  return plug > 0 ? LaneFit::CageUnstated : LaneFit::Within;
}

bool joinFits(const PlugFit& fit, JoinPolicy policy) {
  return policy == JoinPolicy::Preferred ? fit.preferred() : fit.mates();
}

}  // namespace

size_t qHash(const PlugFacts& facts, size_t seed) {
  return qHashMulti(seed, int(facts.formFactor), int(facts.topStyle), facts.twinPort,
                    facts.assembly, facts.lanes, int(facts.signalling), int(facts.generation),
                    facts.protocols.bits(), facts.otherSignalling.bits());
}

size_t qHash(const CageFacts& facts, size_t seed) {
  return qHashMulti(seed, int(facts.formFactor), int(facts.thermal), facts.twinPort, facts.lanes,
                    facts.signalling.bits(), facts.protocols.bits());
}

PlugFacts plugFacts(const TransceiverBody& t) {
  return PlugFacts{
      t.formFactor,         t.topStyle,   t.twinPort,   false,
      t.electricalLanes,    t.signalling, t.generation, EnumSet<Protocol>::of(t.protocols),
      EnumSet<Signalling>()};
}

PlugFacts plugFacts(const CableAssemblyBody& assembly, const AssemblyEndDefinition& end) {
  return PlugFacts{end.formFactor,
                   end.topStyle,
                   end.twinPort,
                   true,
                   int(end.lanes.size()),
                   assembly.signalling,
                   assembly.generation,
                   EnumSet<Protocol>::of(assembly.protocols),
                   EnumSet<Signalling>::of(assembly.otherSignalling)};
}

CageFacts cageFacts(const CageDefinition& cage) {
  return CageFacts{cage.formFactor,
                   cage.thermal,
                   cage.twinPort,
                   cage.electricalLanes,
                   EnumSet<Signalling>::of(cage.signalling),
                   EnumSet<Protocol>::of(cage.protocols)};
}

PlugFit fitPlug(const PlugFacts& plug, const CageFacts& cage) {
  PlugFit fit;
  fit.formFactorUnstated =
      cage.formFactor == FormFactor::Unknown || plug.formFactor == FormFactor::Unknown;
  if (cage.formFactor == plug.formFactor)
    fit.form = FormFit::Same;
  else if (fit.formFactorUnstated)
    fit.form = FormFit::Unstated;
  else if (acceptsOlder(cage.formFactor, plug.formFactor) || qsfp56RunsQsfp28(plug, cage))
    fit.form = FormFit::Backward;
  else
    fit.form = FormFit::Foreign;
  fit.sameFamily = formFamily(cage.formFactor) == formFamily(plug.formFactor);
  fit.twinPortMatches = cage.twinPort == plug.twinPort;
  fit.top = topFit(cage.thermal, plug.topStyle);
  fit.signalling = signallingFit(plug, cage);
  fit.signallingListed =
      cage.signalling.contains(plug.signalling) || cage.signalling.intersects(plug.otherSignalling);
  fit.lanes = laneFit(plug.lanes, cage.lanes);
  fit.protocolsMeet = plug.protocols.isEmpty() || cage.protocols.isEmpty() ||
                      plug.protocols.intersects(cage.protocols);
  return fit;
}

bool runsProtocol(std::span<const Protocol> protocols, Protocol protocol) {
  return protocols.empty() ||
         std::find(protocols.begin(), protocols.end(), protocol) != protocols.end();
}

QVector<Join> assemblyJoins(const CableAssemblyBody& assembly, const CageFacts& a,
                            const CageFacts& b, JoinPolicy policy) {
  QVector<Join> joins;
  const auto& ends = assembly.ends;
  for (int i = 0; i < ends.size(); ++i) {
    if (!joinFits(fitPlug(plugFacts(assembly, ends.at(i)), a), policy))
      continue;
    for (int j = 0; j < ends.size(); ++j) {
      // One end is the head (index 0): a breakout joins its head to one of its legs.
      if (i == j || (i != 0 && j != 0))
        continue;
      if (joinFits(fitPlug(plugFacts(assembly, ends.at(j)), b), policy))
        joins.push_back(Join{i, j});
    }
  }
  return joins;
}

QVector<Join> fiberJoins(const PassiveFiberBody& fiber, Connector a, Connector b) {
  QVector<Join> joins;
  const auto& ends = fiber.ends;
  for (int i = 0; i < ends.size(); ++i) {
    if (ends.at(i).connector != a)
      continue;
    for (int j = 0; j < ends.size(); ++j) {
      if (i != j && ends.at(j).connector == b)
        joins.push_back(Join{i, j});
    }
  }
  return joins;
}

}  // namespace rackwright::compat
