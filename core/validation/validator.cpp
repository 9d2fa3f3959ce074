#include "validator.h"

#include "checkcontext.h"
#include "checks.h"
#include "core/common/workpool.h"
#include "displayorder.h"
#include "infodigest.h"
#include "runcache.h"

#include <QMutex>
#include <QWaitCondition>
#include <QtConcurrent>

#include <algorithm>
#include <numeric>

namespace rackwright {

size_t qHash(const ValidationScope& scope, size_t seed) {
  return ::qHash(scope.id, seed) ^ ::qHash(scope.port, seed) ^ size_t(scope.kind);
}

namespace {

/// The transceivers of the design grouped by the device they sit in, the devices in the order of
/// design.all<Device>() and the spares (and transceivers in a device missing from the design)
/// last; `groupEnd[g]` is where the group of device g ends.
struct ModuleGroups {
  QVector<const Module*> modules;
  QVector<qsizetype> groupEnd;
};

/// The transceivers of one device side by side (not in hash order): the scopes one worker checks
/// in a row then share the device's location and its plug/cage combinations in the run cache.
/// A counting sort over the devices (a few thousand, whose index stays in the processor's cache)
/// groups them; a comparison sort of every transceiver was most of a full run's one-threaded time.
ModuleGroups modulesByDevice(const DesignData& design) {
  const ObjectTable<Module>& modules = design.all<Module>();
  QHash<ObjectId, qsizetype> deviceIndex;
  deviceIndex.reserve(design.all<Device>().size());
  for (const Device& device : design.all<Device>())
    deviceIndex.insert(device.id, deviceIndex.size());
  // Spares and transceivers in a device missing from the design come last, in one group.
  const qsizetype groups = deviceIndex.size() + 1;
  QVector<qsizetype> groupOf;
  groupOf.reserve(modules.size());
  QVector<qsizetype> next(groups + 1, 0);
  for (const Module& module : modules) {
    const auto found = deviceIndex.constFind(module.deviceId);
    const qsizetype group = found == deviceIndex.constEnd() ? groups - 1 : *found;
    groupOf.push_back(group);
    ++next[group + 1];
  }
  std::partial_sum(next.begin(), next.end(), next.begin());
  ModuleGroups result;
  result.modules.resize(modules.size());
  qsizetype i = 0;
  for (const Module& module : modules)
    result.modules[next[groupOf.at(i++)]++] = &module;
  // Each group's start has moved on to its end.
  next.resize(groups);
  result.groupEnd = std::move(next);
  return result;
}

/// The module a cable is checked with in a full run: the one holding its first end. The cable's
/// data is then still in the processor's cache from tracing that module's channels.
ObjectId cableHolder(const DesignData& design, const Cable& cable) {
  if (cable.ends.isEmpty())
    return {};
  const Attachment& at = cable.ends.front().attachment;
  if (at.kind != Attachment::Kind::ModulePort || !design.contains<Module>(at.objectId))
    return {};
  return at.objectId;
}

/// The cables no module holds (cableHolder()): a full run checks them as scopes of their own.
/// Reading every cable's first end is spread over the thread pool.
QVector<const Cable*> unheldCables(const DesignData& design) {
  QVector<const Cable*> cables;
  cables.reserve(design.all<Cable>().size());
  for (const Cable& cable : design.all<Cable>())
    cables.push_back(&cable);
  QFuture<const Cable*> unheld = QtConcurrent::filtered(
      workPool(), cables,
      [&design](const Cable* cable) { return cableHolder(design, *cable).isNull(); });
  waitInWorkPool(unheld);
  return unheld.results();
}

/// One unit of a full run: an object itself (no look-up by id), of the kind a scope names.
struct RunUnit {
  ValidationScope::Kind kind;
  const void* object;
};

/// Every scope but the channels and the held cables: a full run's worker finds a module's
/// channel ports and the cables it holds itself (moduleUnit() reads the module's cables), which
/// keeps the one-threaded part of the run, building this list, short.
QVector<RunUnit> fullRunUnits(const DesignData& design) {
  using Kind = ValidationScope::Kind;
  const QVector<const Cable*> unheld = unheldCables(design);
  QVector<RunUnit> result;
  result.reserve(design.all<Module>().size() + unheld.size() + design.all<Device>().size() +
                 design.all<Rack>().size());
  // Each device right after its transceivers: its own checks (power, rail alignment) read their
  // cables and far ends again, while they are still in the processor's cache.
  const ModuleGroups groups = modulesByDevice(design);
  qsizetype at = 0;
  qsizetype group = 0;
  for (const Device& device : design.all<Device>()) {
    for (; at < groups.groupEnd.at(group); ++at)
      result.push_back({Kind::Module, groups.modules.at(at)});
    result.push_back({Kind::Device, &device});
    ++group;
  }
  for (; at < groups.modules.size(); ++at)
    result.push_back({Kind::Module, groups.modules.at(at)});
  for (const Cable* cable : unheld)
    result.push_back({Kind::Cable, cable});
  for (const Rack& rack : design.all<Rack>())
    result.push_back({Kind::Rack, &rack});
  return result;
}

/// Runs the checks of one unit of a full run in `ctx`.
void checkUnit(CheckContext& ctx, const RunUnit& unit, const QString& port = {}) {
  using Kind = ValidationScope::Kind;
  switch (unit.kind) {
    case Kind::Module:
      checkModule(ctx, *static_cast<const Module*>(unit.object));
      break;
    case Kind::Channel:
      checkChannel(ctx, *static_cast<const Module*>(unit.object), port);
      break;
    case Kind::Cable:
      checkCable(ctx, *static_cast<const Cable*>(unit.object));
      break;
    case Kind::Device:
      checkDevice(ctx, *static_cast<const Device*>(unit.object));
      break;
    case Kind::Rack:
      checkRack(ctx, *static_cast<const Rack*>(unit.object));
      break;
  }
}

/// What a full run checks along with a module: its channel ports (as Validator::channelPorts
/// finds them) and the cables it holds (cableHolder()).
struct ModuleUnit {
  QStringList channelPorts;
  QVector<const Cable*> heldCables;
};

ModuleUnit moduleUnit(const DesignData& design, const ObjectId& moduleId) {
  ModuleUnit unit;
  for (const ObjectId& cableId : design.cablesAttachedTo(moduleId)) {
    const Cable* cable = design.find<Cable>(cableId);
    if (!cable)
      continue;
    for (const CableEnd& end : cable->ends) {
      if (end.attachment.kind == Attachment::Kind::ModulePort &&
          end.attachment.objectId == moduleId && !unit.channelPorts.contains(end.attachment.port)) {
        unit.channelPorts << end.attachment.port;
      }
    }
    if (cableHolder(design, *cable) == moduleId)
      unit.heldCables << cable;
  }
  std::sort(unit.channelPorts.begin(), unit.channelPorts.end());
  return unit;
}

/// Looks up, a few units ahead of its checks, what a module's checks read first and find far
/// apart in memory: the cables at its optical ports and the transceivers at their other ends,
/// with those transceivers' cable entries. Each of these look-ups waits for memory; made while the
/// previous unit's checks run, the waits overlap that work instead of stalling the checks that
/// need the data. Reads only; finds nothing the checks rely on.
void warmModule(CheckContext& parts, const Module& module) {
  const Part* part = parts.findPart(module.typeId);
  if (!part || !part->transceiver())
    return;
  const DesignData& design = parts.design();
  for (const OpticalPortDefinition& port : part->transceiver()->opticalPorts) {
    for (const DesignData::SlotRef& ref : design.cableRefsAt(module.id, port.name)) {
      const Cable* cable = design.find<Cable>(ref.id);
      if (!cable)
        continue;
      for (const CableEnd& end : cable->ends) {
        const Attachment& at = end.attachment;
        if (at.kind != Attachment::Kind::ModulePort || at.objectId == module.id)
          continue;
        __builtin_prefetch(design.find<Module>(at.objectId));
        __builtin_prefetch(design.cableRefsAt(at.objectId, at.port).data());
      }
    }
  }
}

}  // namespace

QStringList Validator::channelPorts(const DesignData& design, const ObjectId& moduleId) {
  if (!design.contains<Module>(moduleId))
    return {};
  return moduleUnit(design, moduleId).channelPorts;
}

QVector<ValidationScope> Validator::scopes(const DesignData& design) {
  using Kind = ValidationScope::Kind;
  // Each module is followed by its channels and the cables it holds: checked in that order,
  // they find its data in the cache. Finding them reads every module's cables, so that runs on
  // the thread pool too (it was most of the one-threaded time of a first incremental run).
  const ModuleGroups groups = modulesByDevice(design);
  const QVector<const Module*>& modules = groups.modules;
  QFuture<ModuleUnit> mapped = QtConcurrent::mapped(
      workPool(), modules,
      [&design](const Module* module) { return moduleUnit(design, module->id); });
  waitInWorkPool(mapped);
  const QList<ModuleUnit> units = mapped.results();
  const QVector<const Cable*> unheld = unheldCables(design);

  QVector<ValidationScope> result;
  result.reserve(design.all<Module>().size() * 2 + design.all<Cable>().size() +
                 design.all<Device>().size() + design.all<Rack>().size());
  const auto addModule = [&](qsizetype i) {
    const ObjectId& id = modules.at(i)->id;
    result.push_back({Kind::Module, id, {}});
    for (const QString& port : units.at(i).channelPorts)
      result.push_back({Kind::Channel, id, port});
    for (const Cable* cable : units.at(i).heldCables)
      result.push_back({Kind::Cable, cable->id, {}});
  };
  // Each device right after its transceivers, as in a full run (fullRunUnits).
  qsizetype at = 0;
  qsizetype group = 0;
  for (const Device& device : design.all<Device>()) {
    for (; at < groups.groupEnd.at(group); ++at)
      addModule(at);
    result.push_back({Kind::Device, device.id, {}});
    ++group;
  }
  for (; at < modules.size(); ++at)
    addModule(at);
  for (const Cable* cable : unheld)
    result.push_back({Kind::Cable, cable->id, {}});
  for (const Rack& rack : design.all<Rack>())
    result.push_back({Kind::Rack, rack.id, {}});
  return result;
}

Validator::ScopeResult Validator::runScope(const DesignData& design, const ValidationScope& scope,
                                           bool recordDependencies, ValidationRunCache* cache) {
  using Kind = ValidationScope::Kind;
  CheckContext ctx(design, recordDependencies, cache);
  // Every scope depends on its own object, whatever its checks read.
  ctx.dependsOn(scope.id);
  const void* object = nullptr;
  switch (scope.kind) {
    case Kind::Module:
    case Kind::Channel:
      object = design.find<Module>(scope.id);
      break;
    case Kind::Cable:
      object = design.find<Cable>(scope.id);
      break;
    case Kind::Device:
      object = design.find<Device>(scope.id);
      break;
    case Kind::Rack:
      object = design.find<Rack>(scope.id);
      break;
  }
  if (object)
    checkUnit(ctx, {scope.kind, object}, scope.port);
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
  // One three-way comparison per text (a != then a < would scan equal prefixes twice); the
  // display order sorts hundreds of thousands of findings.
  if (const int byRule = a.rule.compare(b.rule))
    return byRule < 0;
  if (const int byLocation = a.location.compare(b.location))
    return byLocation < 0;
  // The key order. Findings of one rule at one place are mostly about the same objects (a
  // transceiver's infos): their keys differ only in the discriminator that ends them, so those
  // compare without building the keys.
  if (a.objects == b.objects) {
    if (a.discriminator.isEmpty() != b.discriminator.isEmpty())
      return a.discriminator.isEmpty();  // "…|id" sorts before "…|id|anything"
    if (const int byDiscriminator = a.discriminator.compare(b.discriminator))
      return byDiscriminator < 0;
  } else if (const int byKey = a.key().compare(b.key())) {
    return byKey < 0;
  }
  if (const int byMessage = a.message().compare(b.message()))
    return byMessage < 0;
  return std::lexicographical_compare(a.objects.begin(), a.objects.end(), b.objects.begin(),
                                      b.objects.end());
}

ValidationResult Validator::finish(QVector<Finding> findings,
                                   const QHash<QString, QString>& waivers, bool alreadySorted) {
  ValidationResult result;
  for (Finding& finding : findings) {
    // A design without waivers builds no keys.
    const auto it = waivers.isEmpty() ? waivers.constEnd() : waivers.constFind(finding.key());
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

namespace {

/// A contiguous run of scopes: long enough to outweigh its scheduling, and enough of them to
/// balance the threads (a channel scope costs more than a rack).
struct Chunk {
  qsizetype index = 0;
  qsizetype begin = 0;
  qsizetype end = 0;
};

QVector<Chunk> chunksOf(qsizetype count) {
  constexpr qsizetype kMinimumChunk = 512;
  const qsizetype wanted = qsizetype(std::max(1, workPool()->maxThreadCount())) * 16;
  const qsizetype size = std::max(kMinimumChunk, (count + wanted - 1) / wanted);
  QVector<Chunk> chunks;
  for (qsizetype begin = 0; begin < count; begin += size)
    chunks.push_back({chunks.size(), begin, std::min(count, begin + size)});
  return chunks;
}

}  // namespace

void Validator::runScopesInOrder(const DesignData& design, const QVector<ValidationScope>& scopes,
                                 bool recordDependencies,
                                 const std::function<void(qsizetype, ScopeResult&)>& take) {
  const QVector<Chunk> chunks = chunksOf(scopes.size());
  // One result list per chunk, dropped as soon as it is filed: at 131,072 GPUs a list for all
  // 1.6 million scopes at once would hold 77 MiB of empty results besides what they carry.
  QVector<QVector<ScopeResult>> results(chunks.size());
  QVector<ScopeResult>* const out = results.data();
  // done[k]: chunk k's results are written; guarded by `mutex`, announced through `ready`.
  std::vector<char> done(chunks.size(), 0);
  QMutex mutex;
  QWaitCondition ready;
  // Not blocking: the pool's threads check while this thread files what they have finished.
  QFuture<void> checking = QtConcurrent::map(workPool(), chunks, [&](const Chunk& chunk) {
    ValidationRunCache cache;
    QVector<ScopeResult> checked;
    checked.reserve(chunk.end - chunk.begin);
    for (qsizetype i = chunk.begin; i < chunk.end; ++i)
      checked.push_back(runScope(design, scopes.at(i), recordDependencies, &cache));
    const QMutexLocker locker(&mutex);
    out[chunk.index] = std::move(checked);
    done[size_t(chunk.index)] = 1;
    ready.wakeAll();
  });
  for (const Chunk& chunk : chunks) {
    {
      QMutexLocker locker(&mutex);
      if (!done[size_t(chunk.index)]) {
        // Sleeping here, this thread (a pool thread when the run itself is a background job)
        // lends its place in the pool to the checks it waits for.
        workPool()->releaseThread();
        while (!done[size_t(chunk.index)])
          ready.wait(&mutex);
        workPool()->reserveThread();
      }
    }
    QVector<ScopeResult> checked = std::move(out[chunk.index]);
    for (qsizetype i = chunk.begin; i < chunk.end; ++i)
      take(i, checked[i - chunk.begin]);
  }
  waitInWorkPool(checking);
}

void Validator::sortInDisplayOrder(QVector<Finding>& findings) {
  const QVector<Chunk> chunks = chunksOf(findings.size());
  QVector<QVector<displayorder::Key>> runs(chunks.size());
  Finding* const data = findings.data();  // detached once here, not by each worker
  QVector<displayorder::Key>* const out = runs.data();
  QFuture<void> sorting = QtConcurrent::map(workPool(), chunks, [&](const Chunk& chunk) {
    out[chunk.index] = displayorder::sortedKeys(data + chunk.begin, data + chunk.end);
  });
  waitInWorkPool(sorting);
  findings = displayorder::merge(runs);
}

ValidationResult Validator::validateAll(const DesignData& design) {
  return validateAll(design, InfoDetail::All);
}

QVector<RuleTally> ValidationResult::infoTallies() const {
  QVector<RuleTally> tallies = FindingSummary::byRule(findings, Severity::Info);
  if (infosSummarised) {
    for (RuleTally& tally : tallies)
      tally.count = infoCountByRule.value(tally.rule, tally.count);
  }
  return tallies;
}

ValidationResult Validator::validateAll(const DesignData& design, InfoDetail infos) {
  using Kind = ValidationScope::Kind;
  const bool summarise = infos != InfoDetail::All;
  const int keep = infos == InfoDetail::Summary ? FindingSummary::kExamples : 0;
  const QHash<QString, QString> waivers = waiverReasons(design);
  const QVector<RunUnit> all = fullRunUnits(design);
  QVector<Chunk> chunks = chunksOf(all.size());
  QVector<QVector<Finding>> perChunk(chunks.size());
  QVector<QVector<displayorder::Key>> perChunkOrder(chunks.size());
  QVector<InfoDigest> perChunkInfos(summarise ? chunks.size() : 0, InfoDigest(keep));
  // Every chunk collects its findings and sorts their keys on a worker; the sorted runs are then
  // merged. Summarising, each chunk's unwaived infos go to its digest as they are reported, and
  // those the digest would only count are not built at all (InfoDigest::mayKeep).
  QVector<Finding>* const runs = perChunk.data();
  QVector<displayorder::Key>* const orders = perChunkOrder.data();
  InfoDigest* const digests = perChunkInfos.data();
  QFuture<void> checking = QtConcurrent::map(workPool(), chunks, [&](const Chunk& chunk) {
    QVector<Finding>& out = runs[chunk.index];
    // One or two findings a unit in a large design (each transceiver's speed and not-verified
    // infos); reserved for two, the list does not grow through a dozen copies of itself.
    if (!summarise)
      out.reserve(2 * (chunk.end - chunk.begin));
    ValidationRunCache cache;
    const auto check = [&](const RunUnit& unit, const QString& port = {}) {
      CheckContext ctx(design, false, &cache);
      ctx.reportInto(&out);
      if (summarise)
        ctx.summariseInfosInto(&digests[chunk.index], &waivers);
      checkUnit(ctx, unit, port);
    };
    for (qsizetype i = chunk.begin; i < chunk.end; ++i) {
      // The objects sit in hash order in memory: ask for a later unit's object now, so that it
      // is in the cache by the time its checks start.
      constexpr qsizetype kPrefetchDistance = 4;
      if (i + kPrefetchDistance < chunk.end)
        __builtin_prefetch(all.at(i + kPrefetchDistance).object);
      constexpr qsizetype kWarmDistance = 2;
      if (i + kWarmDistance < chunk.end && all.at(i + kWarmDistance).kind == Kind::Module) {
        CheckContext parts(design, false, &cache);
        warmModule(parts, *static_cast<const Module*>(all.at(i + kWarmDistance).object));
      }
      const RunUnit& unit = all.at(i);
      check(unit);
      if (unit.kind != Kind::Module)
        continue;
      // Whatever else reads this module's data runs now, while that data is in the cache.
      const Module& module = *static_cast<const Module*>(unit.object);
      const ModuleUnit held = moduleUnit(design, module.id);
      for (const QString& port : held.channelPorts)
        check({Kind::Channel, &module}, port);
      for (const Cable* cable : held.heldCables)
        check({Kind::Cable, cable});
    }
    orders[chunk.index] = displayorder::sortedKeys(out.data(), out.data() + out.size());
  });
  waitInWorkPool(checking);
  QVector<Finding> findings = displayorder::merge(perChunkOrder);
  if (!summarise)
    return finish(std::move(findings), waivers, true);
  InfoDigest digest(keep);
  for (InfoDigest& chunk : perChunkInfos)
    digest.merge(chunk);
  for (auto it = digest.examples.begin(); it != digest.examples.end(); ++it) {
    for (Finding& finding : it.value())
      findings << std::move(finding);
  }
  ValidationResult result = finish(std::move(findings), waivers, false);
  result.infosSummarised = true;
  result.infos = 0;
  for (auto it = digest.countByRule.cbegin(); it != digest.countByRule.cend(); ++it)
    result.infos += it.value();
  result.infoCountByRule = std::move(digest.countByRule);
  result.unlistedInfosByObject = std::move(digest.byObject);
  return result;
}

QFuture<ValidationResult> Validator::validateAsync(DesignData snapshot) {
  return QtConcurrent::run(workPool(),
                           [data = std::move(snapshot)]() { return validateAll(data); });
}

}  // namespace rackwright
