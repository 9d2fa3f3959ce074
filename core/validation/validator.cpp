#include "validator.h"

#include "checks.h"

#include <QtConcurrent>

#include <algorithm>

namespace rackwright {

size_t qHash(const ValidationScope& scope, size_t seed) {
  return ::qHash(scope.id, seed) ^ ::qHash(scope.port, seed) ^ size_t(scope.kind);
}

QStringList Validator::channelPorts(const DesignData& design, const ObjectId& moduleId) {
  QStringList ports;
  if (!design.contains<Module>(moduleId))
    return ports;
  for (const ObjectId& cableId : design.cablesAttachedTo(moduleId)) {
    const Cable* cable = design.find<Cable>(cableId);
    if (!cable)
      continue;
    for (const CableEnd& end : cable->ends) {
      if (end.attachment.kind == Attachment::Kind::ModulePort &&
          end.attachment.objectId == moduleId && !ports.contains(end.attachment.port)) {
        ports << end.attachment.port;
      }
    }
  }
  std::sort(ports.begin(), ports.end());
  return ports;
}

QVector<ValidationScope> Validator::scopes(const DesignData& design) {
  using Kind = ValidationScope::Kind;
  QVector<ValidationScope> result;
  result.reserve(design.all<Module>().size() * 2 + design.all<Cable>().size() +
                 design.all<Device>().size() + design.all<Rack>().size());
  for (const Module& module : design.all<Module>()) {
    result.push_back({Kind::Module, module.id, {}});
    for (const QString& port : channelPorts(design, module.id)) {
      result.push_back({Kind::Channel, module.id, port});
    }
  }
  for (const Cable& cable : design.all<Cable>())
    result.push_back({Kind::Cable, cable.id, {}});
  for (const Device& device : design.all<Device>())
    result.push_back({Kind::Device, device.id, {}});
  for (const Rack& rack : design.all<Rack>())
    result.push_back({Kind::Rack, rack.id, {}});
  return result;
}

Validator::ScopeResult Validator::runScope(const DesignData& design, const ValidationScope& scope) {
  using Kind = ValidationScope::Kind;
  CheckContext ctx(design);
  // Every scope depends on its own object, whatever its checks read.
  ctx.dependsOn(scope.id);
  switch (scope.kind) {
    case Kind::Module:
      if (const Module* module = design.find<Module>(scope.id))
        checkModule(ctx, *module);
      break;
    case Kind::Channel:
      if (const Module* module = design.find<Module>(scope.id)) {
        checkChannel(ctx, *module, scope.port);
      }
      break;
    case Kind::Cable:
      if (const Cable* cable = design.find<Cable>(scope.id))
        checkCable(ctx, *cable);
      break;
    case Kind::Device:
      if (const Device* device = design.find<Device>(scope.id))
        checkDevice(ctx, *device);
      break;
    case Kind::Rack:
      if (const Rack* rack = design.find<Rack>(scope.id))
        checkRack(ctx, *rack);
      break;
  }
  return {ctx.takeFindings(), ctx.takeDependencies()};
}

QHash<QString, QString> Validator::waiverReasons(const DesignData& design) {
  QVector<const Waiver*> waivers;
  for (const Waiver& waiver : design.all<Waiver>())
    waivers.push_back(&waiver);
  std::sort(waivers.begin(), waivers.end(),
            [](const Waiver* a, const Waiver* b) { return a->id < b->id; });
  QHash<QString, QString> reasons;
  for (const Waiver* waiver : waivers) {
    if (!reasons.contains(waiver->findingKey))
      reasons.insert(waiver->findingKey, waiver->reason);
  }
  return reasons;
}

bool Validator::lessThan(const Finding& a, const Finding& b) {
  if (a.severity != b.severity)
    return a.severity < b.severity;
  if (a.rule != b.rule)
    return a.rule < b.rule;
  if (a.location != b.location)
    return a.location < b.location;
  if (a.key != b.key)
    return a.key < b.key;
  if (a.message != b.message)
    return a.message < b.message;
  return std::lexicographical_compare(a.objects.begin(), a.objects.end(), b.objects.begin(),
                                      b.objects.end());
}

ValidationResult Validator::finish(QVector<Finding> findings,
                                   const QHash<QString, QString>& waivers, bool alreadySorted) {
  ValidationResult result;
  for (Finding& finding : findings) {
    const auto it = waivers.constFind(finding.key);
    finding.waived = it != waivers.constEnd();
    finding.waiverReason = finding.waived ? *it : QString();
    if (finding.waived) {
      ++result.waived;
    } else if (finding.severity == Severity::Error) {
      ++result.errors;
    } else if (finding.severity == Severity::Warning) {
      ++result.warnings;
    } else {
      ++result.infos;
    }
  }
  if (!alreadySorted)
    std::sort(findings.begin(), findings.end(), &Validator::lessThan);
  result.findings = std::move(findings);
  return result;
}

ValidationResult Validator::validateAll(const DesignData& design) {
  QVector<Finding> findings;
  for (const ValidationScope& scope : scopes(design)) {
    findings += runScope(design, scope).findings;
  }
  return finish(std::move(findings), waiverReasons(design));
}

QFuture<ValidationResult> Validator::validateAsync(DesignData snapshot) {
  return QtConcurrent::run([data = std::move(snapshot)]() { return validateAll(data); });
}

}  // namespace rackwright
