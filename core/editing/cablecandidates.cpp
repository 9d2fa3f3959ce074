#include "cablecandidates.h"

#include "core/compat/compat.h"
#include "core/model/design.h"
#include "core/validation/validator.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace rackwright {

namespace {

constexpr double kTrayLiftMm = 600;  // from a port up to the tray over the racks
constexpr double kSlackM = 0.5;      // dressing, bend radius and service loop

const CageDefinition* cageOf(const DesignData& design, const Attachment& at) {
  const Device* device = design.find<Device>(at.objectId);
  const PartPtr part = device ? design.part(device->typeId) : nullptr;
  return part && part->device() ? part->device()->cage(at.port) : nullptr;
}

/// The connector of a transceiver receptacle or a panel port.
Connector receptacleOf(const DesignData& design, const Attachment& at) {
  if (at.kind == Attachment::Kind::ModulePort) {
    const Module* module = design.find<Module>(at.objectId);
    const PartPtr part = module ? design.part(module->typeId) : nullptr;
    if (part && part->transceiver()) {
      for (const auto& port : part->transceiver()->opticalPorts) {
        if (port.name == at.port)
          return port.connector;
      }
    }
  } else if (at.kind == Attachment::Kind::PanelPort) {
    const Device* device = design.find<Device>(at.objectId);
    const PartPtr part = device ? design.part(device->typeId) : nullptr;
    if (part && part->device()) {
      if (const PanelPortDefinition* port = part->device()->panelPort(at.port))
        return port->connector;
    }
  }
  return Connector::None;
}

bool isOptical(const Attachment& at) {
  return at.kind == Attachment::Kind::ModulePort || at.kind == Attachment::Kind::PanelPort;
}

struct Fit {
  QString startEnd;
  QString targetEnd;
  QStringList remaining;
};

QVector<Fit> fitsOf(const DesignData& design, const Part& part, const Attachment& start,
                    const Attachment& target) {
  // Which ends can go where is compatibility's answer; validation then judges each link.
  QVector<compat::Join> joins;
  QStringList names;
  if (start.kind == Attachment::Kind::Cage && target.kind == Attachment::Kind::Cage &&
      part.assembly()) {
    const CageDefinition* a = cageOf(design, start);
    const CageDefinition* b = cageOf(design, target);
    if (!a || !b)
      return {};
    joins = compat::assemblyJoins(*part.assembly(), compat::cageFacts(*a), compat::cageFacts(*b),
                                  compat::JoinPolicy::Mates);
    for (const AssemblyEndDefinition& end : part.assembly()->ends)
      names << end.name;
  } else if (isOptical(start) && isOptical(target) && part.fiber()) {
    joins = compat::fiberJoins(*part.fiber(), receptacleOf(design, start),
                               receptacleOf(design, target));
    for (const FiberEndDefinition& end : part.fiber()->ends)
      names << end.name;
  }
  QVector<Fit> fits;
  for (const compat::Join& join : std::as_const(joins)) {
    Fit fit{names.at(join.endAtA), names.at(join.endAtB), {}};
    for (int k = 0; k < names.size(); ++k) {
      if (k != join.endAtA && k != join.endAtB)
        fit.remaining << names.at(k);
    }
    fits.push_back(fit);
  }
  return fits;
}

}  // namespace

QString CableCandidate::heading() const {
  QString text = CableCandidates::tr("%1 · %2 m").arg(typeId).arg(lengthM, 0, 'g', 4);
  if (part && part->isUnconfirmed())
    text += CableCandidates::tr(" · UNCONFIRMED");
  if (errors == 0 && warnings == 0)
    return text + CableCandidates::tr(" — no findings");
  QStringList counts;
  if (errors > 0)
    counts << CableCandidates::tr("%n error(s)", nullptr, errors);
  if (warnings > 0)
    counts << CableCandidates::tr("%n warning(s)", nullptr, warnings);
  return text + QStringLiteral(" — ") + counts.join(QStringLiteral(", "));
}

QString CableCandidate::label() const {
  return heading() + (problems.isEmpty() ? QString() : QStringLiteral(": ") + problems.front());
}

QString CableCandidate::familyKey() const {
  if (part && !part->family.isEmpty())
    return part->family;
  QString baseId;
  double lengthM = 0;
  return Catalog::splitLengthSuffix(typeId, &baseId, &lengthM) ? baseId : typeId;
}

double CableCandidates::routeLengthM(const QPointF& a, const QPointF& b, bool sameRack) {
  const double dx = std::abs(a.x() - b.x());
  const double dy = std::abs(a.y() - b.y());
  const double runMm = sameRack ? dx + dy : dx + 2 * kTrayLiftMm + dy;
  return runMm / 1000.0 + kSlackM;
}

QString CableCandidates::impossibleReason(const DesignData& design, const Attachment& start,
                                          const Attachment& target) {
  if (start == target)
    return tr("A cable needs two different ports.");
  if (!start.isConnected() || !target.isConnected())
    return tr("Both ends must be on a port.");
  if ((start.kind == Attachment::Kind::Cage) != (target.kind == Attachment::Kind::Cage)) {
    return tr(
        "An empty cage takes the plug of a copper or active cable, a transceiver or patch "
        "port takes a fiber: no cable joins the two. Plug a transceiver into the cage "
        "first.");
  }
  Q_UNUSED(design);
  return {};
}

QVector<CableCandidate> CableCandidates::find(const DesignData& design, const Attachment& start,
                                              const Attachment& target, double neededM,
                                              const ObjectId& replacing) {
  QVector<CableCandidate> result;
  if (!impossibleReason(design, start, target).isEmpty())
    return result;
  QVector<PartPtr> parts;
  for (const PartKind kind : {PartKind::Cable, PartKind::Fiber}) {
    parts += design.library().parts(kind);
    parts += design.embeddedParts().parts(kind);
  }
  // Per family the shortest variant that is long enough; families without one are skipped.
  QMap<QString, CableCandidate> best;
  for (const PartPtr& part : std::as_const(parts)) {
    const QVector<Fit> fits = fitsOf(design, *part, start, target);
    if (fits.isEmpty())
      continue;
    CableCandidate candidate;
    if (part->lengthSelectable) {
      const double length = qMax(part->minLengthM, std::ceil(neededM));
      if (part->maxLengthM > 0 && length > part->maxLengthM)
        continue;
      candidate.typeId = Catalog::lengthId(part->id, length);
      candidate.part = design.part(candidate.typeId);
      candidate.lengthM = length;
      if (!candidate.part)
        continue;
    } else if (part->lengthM > 0) {
      if (part->lengthM + 1e-9 < neededM)
        continue;
      candidate.typeId = part->id;
      candidate.part = part;
      candidate.lengthM = part->lengthM;
    } else {
      candidate.typeId = part->id;
      candidate.part = part;
      candidate.lengthM = std::ceil(neededM * 2) / 2;
    }
    // Every orientation (which end goes where) is a candidate of its own; validation decides.
    for (const Fit& fit : fits) {
      candidate.startEnd = fit.startEnd;
      candidate.targetEnd = fit.targetEnd;
      candidate.remainingEnds = fit.remaining;
      const QString key = (part->family.isEmpty() ? part->id : part->family) + QLatin1Char('|') +
                          fit.startEnd + QLatin1Char('|') + fit.targetEnd;
      auto it = best.find(key);
      if (it == best.end() || candidate.lengthM < it->lengthM)
        best.insert(key, candidate);
    }
  }

  // Validate each candidate in one scratch copy of the design: insert, check, remove.
  Design scratch;
  static_cast<DesignData&>(scratch) = design;
  if (!replacing.isNull() && scratch.contains<Cable>(replacing))
    scratch.remove<Cable>(replacing);
  for (CableCandidate candidate : std::as_const(best)) {
    Cable cable;
    cable.id = QUuid::createUuid();
    cable.typeId = candidate.typeId;
    cable.lengthM = candidate.lengthM;
    cable.ends = {CableEnd{candidate.startEnd, start}, CableEnd{candidate.targetEnd, target}};
    scratch.insert(cable);
    QVector<ValidationScope> scopes{{ValidationScope::Kind::Cable, cable.id, {}}};
    for (const Attachment& at : {start, target}) {
      if (at.kind != Attachment::Kind::ModulePort)
        continue;
      for (const QString& port : Validator::channelPorts(scratch, at.objectId))
        scopes.push_back({ValidationScope::Kind::Channel, at.objectId, port});
    }
    QSet<QString> seen;
    for (const ValidationScope& scope : scopes) {
      for (const Finding& finding : Validator::runScope(scratch, scope).findings) {
        if (!finding.objects.contains(cable.id) || seen.contains(finding.key()))
          continue;
        // Breakout legs still to be landed are loose by design at this point.
        if (finding.rule == toString(RuleId::DS02) && !candidate.remainingEnds.isEmpty())
          continue;
        seen.insert(finding.key());
        if (finding.severity == Severity::Error) {
          ++candidate.errors;
        } else if (finding.severity == Severity::Warning) {
          ++candidate.warnings;
        } else {
          continue;
        }
        candidate.problems << QStringLiteral("%1: %2").arg(finding.rule, finding.message());
      }
    }
    scratch.remove<Cable>(cable.id);
    result.push_back(candidate);
  }
  // Of the orientations of one part, only the best is offered.
  std::sort(result.begin(), result.end(), [](const CableCandidate& a, const CableCandidate& b) {
    return std::make_tuple(a.typeId, a.errors, a.warnings, a.startEnd) <
           std::make_tuple(b.typeId, b.errors, b.warnings, b.startEnd);
  });
  result.erase(std::unique(result.begin(), result.end(),
                           [](const CableCandidate& a, const CableCandidate& b) {
                             return a.typeId == b.typeId;
                           }),
               result.end());
  std::sort(result.begin(), result.end(), [](const CableCandidate& a, const CableCandidate& b) {
    return std::make_tuple(a.errors, a.warnings, a.lengthM, a.typeId) <
           std::make_tuple(b.errors, b.warnings, b.lengthM, b.typeId);
  });
  return result;
}

QString CableCandidates::replacementImpossibleReason(const DesignData& design, const Cable& cable) {
  if (cable.ends.size() < 2 || !cable.ends.at(0).attachment.isConnected() ||
      !cable.ends.at(1).attachment.isConnected()) {
    return tr(
        "Connect both ends of the cable before replacing its part: the new part is chosen "
        "by the ports it joins.");
  }
  return impossibleReason(design, cable.ends.at(0).attachment, cable.ends.at(1).attachment);
}

QVector<CableCandidate> CableCandidates::forReplacement(const DesignData& design,
                                                        const Cable& cable, double neededM) {
  if (!replacementImpossibleReason(design, cable).isEmpty())
    return {};
  QVector<CableCandidate> candidates =
      find(design, cable.ends.at(0).attachment, cable.ends.at(1).attachment, neededM, cable.id);
  // A breakout keeps its legs where they are: only parts with as many legs can take them.
  const qsizetype legs = cable.ends.size() - 2;
  candidates.erase(
      std::remove_if(candidates.begin(), candidates.end(),
                     [legs](const CableCandidate& c) { return c.remainingEnds.size() != legs; }),
      candidates.end());
  return candidates;
}

Cable CableCandidates::replaced(const Cable& cable, const CableCandidate& candidate) {
  Cable result = cable;
  result.typeId = candidate.typeId;
  result.lengthM = candidate.lengthM;
  result.ends.clear();
  result.ends.push_back(CableEnd{candidate.startEnd, cable.ends.value(0).attachment});
  result.ends.push_back(CableEnd{candidate.targetEnd, cable.ends.value(1).attachment});
  for (int i = 0; i < candidate.remainingEnds.size(); ++i)
    result.ends.push_back(
        CableEnd{candidate.remainingEnds.at(i), cable.ends.value(2 + i).attachment});
  return result;
}

bool CableCandidates::sameEndKinds(const QVector<Cable>& cables) {
  auto kinds = [](const Cable& c) {
    if (c.ends.size() < 2)
      return std::make_pair(Attachment::Kind::None, Attachment::Kind::None);
    auto a = c.ends.at(0).attachment.kind;
    auto b = c.ends.at(1).attachment.kind;
    return a < b ? std::make_pair(a, b) : std::make_pair(b, a);
  };
  return !cables.isEmpty() && std::all_of(cables.begin(), cables.end(), [&](const Cable& c) {
    return kinds(c) == kinds(cables.front()) && kinds(c).first != Attachment::Kind::None;
  });
}

}  // namespace rackwright
