#include "incrementalvalidator.h"

#include "checkcontext.h"
#include "checksupport.h"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace rackwright {

using Relation = CheckContext::Relation;
using Kind = ValidationScope::Kind;

/// The design as of the last update. Kept in step object by object (not by re-copying the
/// whole design), so holding it never forces the live design's tables to detach on every edit.
class IncrementalValidator::Shadow final : public DesignData {
 public:
  void reset(const DesignData& live) { static_cast<DesignData&>(*this) = live; }

  template <typename T>
  void sync(const DesignData& live, const ObjectId& id) {
    const T* now = live.find<T>(id);
    const bool had = contains<T>(id);
    if (now && had) {
      updateValue(*now);
    } else if (now) {
      insertValue(*now);
    } else if (had) {
      T removed;
      removeValue(id, &removed);
    }
  }
  void sync(const DesignData& live, ObjectKind kind, const ObjectId& id) {
    switch (kind) {
      case ObjectKind::Site:
        sync<Site>(live, id);
        break;
      case ObjectKind::Room:
        sync<Room>(live, id);
        break;
      case ObjectKind::Row:
        sync<Row>(live, id);
        break;
      case ObjectKind::Rack:
        sync<Rack>(live, id);
        break;
      case ObjectKind::Device:
        sync<Device>(live, id);
        break;
      case ObjectKind::Module:
        sync<Module>(live, id);
        break;
      case ObjectKind::Cable:
        sync<Cable>(live, id);
        break;
      case ObjectKind::Waiver:
        sync<Waiver>(live, id);
        break;
    }
  }
};

IncrementalValidator::IncrementalValidator(Design& design, QObject* parent)
    : QObject(parent), mDesign(design), mShadow(std::make_unique<Shadow>()) {
  connect(&design, &Design::objectAdded, this, &IncrementalValidator::onAdded);
  connect(&design, &Design::objectRemoved, this, &IncrementalValidator::onRemoved);
  connect(&design, &Design::objectChanged, this, &IncrementalValidator::onChanged);
  connect(&design, &Design::designReset, this, &IncrementalValidator::onReset);
}

IncrementalValidator::IncrementalValidator(std::unique_ptr<DesignData> snapshot)
    : mOwnedSnapshot(std::move(snapshot)),
      mDesign(*mOwnedSnapshot),
      mShadow(std::make_unique<Shadow>()) {}

IncrementalValidator::~IncrementalValidator() = default;

std::unique_ptr<IncrementalValidator> IncrementalValidator::ofSnapshot(DesignData snapshot) {
  return std::unique_ptr<IncrementalValidator>(
      new IncrementalValidator(std::make_unique<DesignData>(std::move(snapshot))));
}

void IncrementalValidator::adopt(IncrementalValidator& baseline) {
  Q_ASSERT(baseline.mOwnedSnapshot && baseline.mInitialized);
  // The baseline's shadow is the snapshot as of its run: exactly "the design at the last
  // update" that the next update() compares the pending edits with.
  std::swap(mShadow, baseline.mShadow);
  std::swap(mScopes, baseline.mScopes);
  std::swap(mScopeTable, baseline.mScopeTable);
  std::swap(mFreeSlots, baseline.mFreeSlots);
  std::swap(mDependents, baseline.mDependents);
  std::swap(mChannelPorts, baseline.mChannelPorts);
  std::swap(mOrdered, baseline.mOrdered);
  std::swap(mWaivers, baseline.mWaivers);
  mStats = baseline.mStats;
  mInitialized = true;
  mOutputValid = false;
  // mPending, mResetPending and mWaiversDirty keep what happened to the live design since the
  // snapshot was taken (a reset since then makes the next update a full run again).
}

void IncrementalValidator::onAdded(ObjectKind kind, const QUuid& id) {
  mPending.insert(id, kind);
}
void IncrementalValidator::onRemoved(ObjectKind kind, const QUuid& id) {
  mPending.insert(id, kind);
}
void IncrementalValidator::onChanged(ObjectKind kind, const QUuid& id) {
  mPending.insert(id, kind);
}
void IncrementalValidator::onReset() {
  mResetPending = true;
  mPending.clear();
}

bool IncrementalValidator::hasPendingChanges() const {
  return !mInitialized || mResetPending || !mPending.isEmpty();
}

void IncrementalValidator::dropScope(const ValidationScope& scope) {
  auto it = mScopes.find(scope);
  if (it == mScopes.end())
    return;
  for (const ObjectId& dep : it->dependencies) {
    auto dependents = mDependents.find(dep);
    if (dependents == mDependents.end())
      continue;
    QVector<int>& listed = *dependents;
    const auto found = std::find(listed.begin(), listed.end(), it->slot);
    if (found != listed.end()) {
      *found = listed.constLast();  // order does not matter: swap with the last and drop it
      listed.removeLast();
    }
    if (listed.isEmpty())
      mDependents.erase(dependents);
  }
  mScopeTable[it->slot] = {};
  mFreeSlots.push_back(it->slot);
  if (!it->findings.isEmpty())
    mChanged = true;
  for (const Finding& finding : it->findings) {
    auto [first, last] = mOrdered.equal_range(finding);
    for (auto entry = first; entry != last; ++entry) {
      if (*entry == finding) {
        mOrdered.erase(entry);
        break;
      }
    }
  }
  mScopes.erase(it);
}

void IncrementalValidator::runScope(const ValidationScope& scope) {
  Validator::ScopeResult result = Validator::runScope(mDesign, scope);
  // Whether the output changes is decided per scope: same findings in, same findings out.
  const bool changed = [&] {
    const auto previous = mScopes.constFind(scope);
    const QVector<Finding> none;
    return (previous == mScopes.constEnd() ? none : previous->findings) != result.findings;
  }();
  const bool wasChanged = mChanged;
  dropScope(scope);
  mChanged = wasChanged || changed;
  const int slot = takeSlot(scope);
  for (const ObjectId& dep : result.dependencies)
    mDependents[dep].push_back(slot);
  for (const Finding& finding : result.findings)
    mOrdered.insert(finding);
  mScopes.insert(scope,
                 ScopeState{std::move(result.findings), std::move(result.dependencies), slot});
  ++mStats.scopesRun;
}

int IncrementalValidator::takeSlot(const ValidationScope& scope) {
  if (mFreeSlots.isEmpty()) {
    mScopeTable.push_back(scope);
    return int(mScopeTable.size() - 1);
  }
  const int slot = mFreeSlots.takeLast();
  mScopeTable[slot] = scope;
  return slot;
}

void IncrementalValidator::fullRun() {
  mScopes.clear();
  mScopeTable.clear();
  mFreeSlots.clear();
  mDependents.clear();
  mChannelPorts.clear();
  mOrdered.clear();
  mStats = UpdateStats{true, 0, 0, true};
  // The checks run on the thread pool (they only read the design); this thread files their
  // results in scope order meanwhile, and the findings enter the ordered set already sorted.
  const QVector<ValidationScope> scopes = Validator::scopes(mDesign);
  QVector<Finding> all;
  mScopes.reserve(scopes.size());
  mScopeTable = scopes;  // slot i is scope i
  Validator::runScopesInOrder(
      mDesign, scopes, true, [&](qsizetype i, Validator::ScopeResult& result) {
        const ValidationScope& scope = scopes.at(i);
        for (const ObjectId& dep : result.dependencies)
          mDependents[dep].push_back(int(i));
        all += result.findings;
        if (scope.kind == Kind::Channel)
          mChannelPorts[scope.id] << scope.port;
        mScopes.insert(
            scope, ScopeState{std::move(result.findings), std::move(result.dependencies), int(i)});
      });
  Validator::sortInDisplayOrder(all);
  for (Finding& finding : all)
    mOrdered.insert(mOrdered.end(), std::move(finding));
  mStats.scopesRun = int(scopes.size());
  mStats.scopesTotal = int(mScopes.size());
  mShadow->reset(mDesign);
  mWaivers = Validator::waiverReasons(mDesign);
  mInitialized = true;
  mResetPending = false;
  mPending.clear();
  mWaiversDirty = false;
}

namespace {

/// (object, port, end name) of every connected end of a cable.
QVector<std::tuple<ObjectId, QString, QString>> attachmentsOf(const Cable* cable) {
  QVector<std::tuple<ObjectId, QString, QString>> result;
  if (!cable)
    return result;
  for (const CableEnd& end : cable->ends) {
    if (end.attachment.isConnected()) {
      result.push_back({end.attachment.objectId, end.attachment.port, end.name});
    }
  }
  return result;
}

}  // namespace

void IncrementalValidator::collectRelationChanges(ObjectKind kind, const ObjectId& id,
                                                  QSet<ObjectId>& dirty,
                                                  QSet<ObjectId>& channelModules) const {
  const DesignData& now = mDesign;
  const DesignData& before = *mShadow;
  switch (kind) {
    case ObjectKind::Cable: {
      const auto oldEnds = attachmentsOf(before.find<Cable>(id));
      const auto newEnds = attachmentsOf(now.find<Cable>(id));
      if (oldEnds == newEnds)
        break;
      // The set of ends at an object or a port changed where the two lists differ.
      QSet<ObjectId> objects;
      QSet<QPair<ObjectId, QString>> ports;
      for (const auto& e : oldEnds) {
        if (!newEnds.contains(e)) {
          objects.insert(std::get<0>(e));
          ports.insert({std::get<0>(e), std::get<1>(e)});
        }
      }
      for (const auto& e : newEnds) {
        if (!oldEnds.contains(e)) {
          objects.insert(std::get<0>(e));
          ports.insert({std::get<0>(e), std::get<1>(e)});
        }
      }
      for (const ObjectId& object : objects) {
        dirty.insert(CheckContext::relationKey(object, Relation::Attachments));
        channelModules.insert(object);
      }
      for (const auto& [object, port] : ports) {
        dirty.insert(
            CheckContext::relationKey(checks::portKey(object, port), Relation::Attachments));
      }
      break;
    }
    case ObjectKind::Module: {
      const Module* oldModule = before.find<Module>(id);
      const Module* newModule = now.find<Module>(id);
      channelModules.insert(id);
      const bool moved = !oldModule || !newModule || oldModule->deviceId != newModule->deviceId ||
                         oldModule->cage != newModule->cage;
      if (!moved)
        break;
      for (const Module* m : {oldModule, newModule}) {
        if (!m || m->deviceId.isNull())
          continue;
        dirty.insert(CheckContext::relationKey(m->deviceId, Relation::ModulesIn));
        dirty.insert(
            CheckContext::relationKey(checks::cageKey(m->deviceId, m->cage), Relation::ModulesIn));
      }
      break;
    }
    case ObjectKind::Device: {
      const Device* oldDevice = before.find<Device>(id);
      const Device* newDevice = now.find<Device>(id);
      const ObjectId oldRack = oldDevice ? oldDevice->rackId : ObjectId();
      const ObjectId newRack = newDevice ? newDevice->rackId : ObjectId();
      const ObjectId oldParent = oldDevice ? oldDevice->parentId : ObjectId();
      const ObjectId newParent = newDevice ? newDevice->parentId : ObjectId();
      const bool existenceChanged = !oldDevice || !newDevice;
      if (existenceChanged || oldRack != newRack) {
        for (const ObjectId& rack : {oldRack, newRack}) {
          if (!rack.isNull())
            dirty.insert(CheckContext::relationKey(rack, Relation::DevicesIn));
        }
      }
      if (existenceChanged || oldParent != newParent) {
        for (const ObjectId& parent : {oldParent, newParent}) {
          if (!parent.isNull())
            dirty.insert(CheckContext::relationKey(parent, Relation::ChildrenOf));
        }
      }
      break;
    }
    default:
      break;
  }
}

void IncrementalValidator::update() {
  if (!mInitialized || mResetPending) {
    fullRun();
    mOutputValid = false;
    Q_EMIT findingsChanged();
    return;
  }
  mStats = UpdateStats{false, 0, 0, false};
  mChanged = false;
  if (mPending.isEmpty() && !mWaiversDirty) {
    mStats.scopesTotal = int(mScopes.size());
    return;
  }

  QSet<ObjectId> dirty;
  QSet<ObjectId> channelModules;
  QSet<ValidationScope> toRun;
  QSet<ValidationScope> toDrop;
  for (auto it = mPending.constBegin(); it != mPending.constEnd(); ++it) {
    const ObjectId& id = it.key();
    const ObjectKind kind = it.value();
    dirty.insert(id);
    collectRelationChanges(kind, id, dirty, channelModules);
    auto ownScope = [&](Kind scopeKind, bool exists) {
      const ValidationScope scope{scopeKind, id, {}};
      if (exists) {
        toRun.insert(scope);
      } else {
        toDrop.insert(scope);
      }
    };
    switch (kind) {
      case ObjectKind::Module:
        ownScope(Kind::Module, mDesign.contains<Module>(id));
        break;
      case ObjectKind::Cable:
        ownScope(Kind::Cable, mDesign.contains<Cable>(id));
        break;
      case ObjectKind::Device:
        ownScope(Kind::Device, mDesign.contains<Device>(id));
        break;
      case ObjectKind::Rack:
        ownScope(Kind::Rack, mDesign.contains<Rack>(id));
        break;
      case ObjectKind::Waiver:
        mWaiversDirty = true;
        break;
      default:
        break;
    }
  }

  // Channel scopes appear and disappear with the fibers on a module's ports.
  for (const ObjectId& moduleId : channelModules) {
    const QStringList now = Validator::channelPorts(mDesign, moduleId);
    const QStringList before = mChannelPorts.value(moduleId);
    for (const QString& port : before) {
      if (!now.contains(port))
        toDrop.insert({Kind::Channel, moduleId, port});
    }
    for (const QString& port : now) {
      if (!before.contains(port))
        toRun.insert({Kind::Channel, moduleId, port});
    }
    if (now.isEmpty()) {
      mChannelPorts.remove(moduleId);
    } else {
      mChannelPorts.insert(moduleId, now);
    }
  }

  for (const ObjectId& dep : dirty) {
    const auto dependents = mDependents.constFind(dep);
    if (dependents == mDependents.constEnd())
      continue;
    for (const int slot : *dependents)
      toRun.insert(mScopeTable.at(slot));
  }
  for (const ValidationScope& scope : toDrop) {
    toRun.remove(scope);
    dropScope(scope);
  }
  for (const ValidationScope& scope : toRun)
    runScope(scope);

  for (auto it = mPending.constBegin(); it != mPending.constEnd(); ++it) {
    mShadow->sync(mDesign, it.value(), it.key());
  }
  mPending.clear();
  if (mWaiversDirty) {
    QHash<QString, QString> waivers = Validator::waiverReasons(mDesign);
    if (waivers != mWaivers)
      mChanged = true;
    mWaivers = std::move(waivers);
    mWaiversDirty = false;
  }
  mStats.scopesTotal = int(mScopes.size());
  spdlog::debug("incremental validation: {} of {} scopes re-run", mStats.scopesRun,
                mStats.scopesTotal);

  mStats.findingsChanged = mChanged;
  if (mChanged) {
    mOutputValid = false;
    Q_EMIT findingsChanged();
  }
}

const ValidationResult& IncrementalValidator::output() const {
  if (!mOutputValid) {
    QVector<Finding> findings;
    findings.reserve(int(mOrdered.size()));
    for (const Finding& finding : mOrdered)
      findings.push_back(finding);
    // The set keeps validateAll's display order; finish() only applies the waivers and counts.
    mOutput = Validator::finish(std::move(findings), mWaivers, true);
    mOutputValid = true;
  }
  return mOutput;
}

QVector<Finding> IncrementalValidator::findings() const {
  return output().findings;
}

ValidationResult IncrementalValidator::result() const {
  return output();
}

}  // namespace rackwright
