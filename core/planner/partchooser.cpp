#include "partchooser.h"

#include "core/compat/compat.h"

namespace rackwright::generator {

namespace {

// Preferred transceivers per fiber class. The fit check picks the one for the cage: finned
// twin-port for air-cooled switches, flat twin-port for DGX cages, single-port flat OSFP or
// QSFP112 for adapter cards, XDR parts for 200G-PAM4 cages.
const QStringList& moduleCandidates(FiberClass fiber) {
  static const QStringList kMultimode = {
      QStringLiteral("MMA4Z00-NS"), QStringLiteral("MMA4Z00-NS-FLT"),
      QStringLiteral("MMA4Z00-NS400"), QStringLiteral("MMA1Z00-NS400")};
  static const QStringList kSingleMode = {
      QStringLiteral("MMS4X00-NM"), QStringLiteral("MMS4X00-NM-FLT"),
      QStringLiteral("MMS4X00-NS400"), QStringLiteral("MMS1X00-NS400"), QStringLiteral("MMS4A00"),
      // XDR: the ConnectX-8 end (single-port, flat) of a link to a Quantum-X800 MMS4A00.
      QStringLiteral("MMS4A20")};
  return fiber == FiberClass::SMF ? kSingleMode : kMultimode;
}

// Copper families: twin-port both ends (finned, or finned to flat for DGX), then the 1:2
// breakouts to single-port OSFP or QSFP112 adapter cages.
const QStringList& dacCandidates() {
  static const QStringList kFamilies = {QStringLiteral("MCP4Y10"), QStringLiteral("MCP4Y10-FLT"),
                                        QStringLiteral("MCP7Y00"), QStringLiteral("MCP7Y10")};
  return kFamilies;
}

int cageLogicalPorts(const CageDefinition& cage) {
  return cage.logicalPorts.isEmpty() ? (cage.twinPort ? 2 : 1) : int(cage.logicalPorts.size());
}

int logicalPortOfLanes(const QVector<int>& lanes) {
  return lanes.isEmpty() ? 0 : (*std::min_element(lanes.begin(), lanes.end()) - 1) / 4;
}

}  // namespace

PartChooser::PartChooser(const Catalog& library, const PartFamilies& families, int linkRateGbps)
    : mLibrary(library), mFamilies(families), mRate(linkRateGbps) {}

bool PartChooser::moduleFits(const Part& part, const CageDefinition& cage, int linkRateGbps) {
  if (!part.transceiver())
    return false;
  const TransceiverBody& t = *part.transceiver();
  return compat::fitPlug(compat::plugFacts(t), compat::cageFacts(cage)).preferred() &&
         (t.speedGbps == 0 || t.speedGbps == linkRateGbps) &&
         t.opticalPorts.size() == cageLogicalPorts(cage);
}

PartPtr PartChooser::module(const CageDefinition& cage, FiberClass fiber) const {
  const auto key = qMakePair(&cage, int(fiber));
  const auto it = mModules.constFind(key);
  if (it != mModules.constEnd())
    return *it;
  PartPtr chosen;
  for (const QString& id : moduleCandidates(fiber)) {
    const PartPtr part = mLibrary.find(id);
    if (part && part->transceiver() && part->transceiver()->fiberClass == fiber &&
        moduleFits(*part, cage, mRate)) {
      chosen = part;
      break;
    }
  }
  mModules.insert(key, chosen);
  return chosen;
}

QStringList PartChooser::cordFamilies(FiberClass fiber) {
  if (fiber == FiberClass::SMF)
    return {QStringLiteral("MFP7E30"), QStringLiteral("GEN-MPO12-APC-TYPEB-OS2")};
  return {QStringLiteral("MFP7E10"), QStringLiteral("GEN-MPO12-APC-TYPEB-OM4")};
}

std::optional<LengthChoice> PartChooser::cord(FiberClass fiber, double lengthM, const Part& moduleA,
                                              const Part& moduleB) const {
  for (const QString& family : cordFamilies(fiber)) {
    std::optional<LengthChoice> choice = mFamilies.pick(family, lengthM);
    if (!choice || !choice->part->fiber())
      continue;
    const PassiveFiberBody& body = *choice->part->fiber();
    // The cord must mate with the modules' receptacles and its grade must carry the channel.
    bool fits = body.fiberClass == fiber && body.ends.size() == 2;
    for (const Part* module : {&moduleA, &moduleB}) {
      if (!fits || !module->transceiver() || module->transceiver()->opticalPorts.isEmpty()) {
        fits = false;
        break;
      }
      const OpticalPortDefinition& port = module->transceiver()->opticalPorts.front();
      const double reach = module->transceiver()->reachM.value(body.grade, 0);
      fits = body.ends[0].connector == port.connector && body.ends[0].polish == port.polish &&
             reach >= choice->lengthM;
    }
    if (fits)
      return choice;
  }
  return std::nullopt;
}

bool PartChooser::plugFits(const CableAssemblyBody& body, const AssemblyEndDefinition& end,
                           const CageDefinition& cage) {
  return compat::fitPlug(compat::plugFacts(body, end), compat::cageFacts(cage)).preferred();
}

std::optional<PartChooser::DacFit> PartChooser::dac(const CageDefinition& lower,
                                                    const CageDefinition& upper) const {
  const auto key = qMakePair(&lower, &upper);
  const auto cached = mDacs.constFind(key);
  if (cached != mDacs.constEnd())
    return *cached;
  std::optional<DacFit> result;
  for (const QString& family : dacCandidates()) {
    const PartPtr part = mFamilies.representative(family);
    if (!part || !part->assembly() || part->assembly()->ends.size() < 2)
      continue;
    const CableAssemblyBody& body = *part->assembly();
    const auto& ends = body.ends;
    if (ends.size() == 2) {
      // The first way the straight assembly joins the two cages: end A low, else end B low.
      const QVector<compat::Join> joins = compat::assemblyJoins(
          body, compat::cageFacts(lower), compat::cageFacts(upper), compat::JoinPolicy::Preferred);
      if (!joins.isEmpty()) {
        const compat::Join& join = joins.front();
        result = DacFit{family, ends[join.endAtA].name, ends[join.endAtB].name, false, false, {}};
      }
    } else {
      // A breakout: the head in the twin-port cage, every leg fitting the single-port cages and
      // each leg carrying one whole logical port of the head.
      const bool headUpper = upper.twinPort && !lower.twinPort;
      const CageDefinition& headCage = headUpper ? upper : lower;
      const CageDefinition& legCage = headUpper ? lower : upper;
      if (!headCage.twinPort || legCage.twinPort || !plugFits(body, ends[0], headCage))
        continue;
      QStringList legs(cageLogicalPorts(headCage));
      bool fits = ends.size() - 1 == legs.size();
      for (int i = 1; fits && i < ends.size(); ++i) {
        const int sub = logicalPortOfLanes(ends[i].lanes);
        fits = plugFits(body, ends[i], legCage) && sub < legs.size() && legs[sub].isEmpty();
        if (fits)
          legs[sub] = ends[i].name;
      }
      if (fits)
        result = DacFit{family, {}, {}, true, headUpper, legs};
    }
    if (result)
      break;
  }
  mDacs.insert(key, result);
  return result;
}

}  // namespace rackwright::generator
