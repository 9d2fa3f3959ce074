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
    : IncrementalValidator(design, InfoDetail::All, parent) {}

IncrementalValidator::IncrementalValidator(Design& design, InfoDetail infos, QObject* parent)
    : QObject(parent), mDesign(design), mShadow(std::make_unique<Shadow>()), mStore(infos) {
  connect(&design, &Design::objectAdded, this, &IncrementalValidator::onAdded);
  connect(&design, &Design::objectRemoved, this, &IncrementalValidator::onRemoved);
  connect(&design, &Design::objectChanged, this, &IncrementalValidator::onChanged);
  connect(&design, &Design::designReset, this, &IncrementalValidator::onReset);
  // What the design states about its fabrics and networks reaches every leaf and node port
  // (PL-08, PL-12, PL-13, PL-14), and such edits are rare: they run everything again.
  connect(&design, &Design::networksChanged, this, &IncrementalValidator::onReset);
  connect(&design, &Design::infoChanged, this, [this] {
    if (!mInitialized || mDesign.info().fabrics != mShadow->info().fabrics)
      onReset();
  });
}

IncrementalValidator::IncrementalValidator(std::unique_ptr<DesignData> snapshot, InfoDetail infos)
    : mOwnedSnapshot(std::move(snapshot)),
      mDesign(*mOwnedSnapshot),
      mShadow(std::make_unique<Shadow>()),
      mStore(infos) {}

IncrementalValidator::~IncrementalValidator() = default;

std::unique_ptr<IncrementalValidator> IncrementalValidator::ofSnapshot(DesignData snapshot,
                                                                       InfoDetail infos) {
  return std::unique_ptr<IncrementalValidator>(
      new IncrementalValidator(std::make_unique<DesignData>(std::move(snapshot)), infos));
}

void IncrementalValidator::adopt(IncrementalValidator& baseline) {
  Q_ASSERT(baseline.mOwnedSnapshot && baseline.mInitialized);
  // The baseline's shadow is the snapshot as of its run: exactly "the design at the last
  // update" that the next update() compares the pending edits with.
  std::swap(mShadow, baseline.mShadow);
  std::swap(mStore, baseline.mStore);
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
  if (mStore.drop(scope))
    mChanged = true;
}

void IncrementalValidator::runScope(const ValidationScope& scope) {
  Validator::ScopeResult result = Validator::runScope(mDesign, scope);
  // Whether the output changes is decided per scope: same findings in, same findings out.
  if (mStore.file(scope, result, mWaivers))
    mChanged = true;
  ++mStats.scopesRun;
}

void IncrementalValidator::fullRun() {
  mStats = UpdateStats{true, 0, 0, true};
  mWaivers = Validator::waiverReasons(mDesign);
  // The checks run on the thread pool (they only read the design); this thread files their
  // results in scope order meanwhile, and the listed findings enter the ordered set sorted.
  const QVector<ValidationScope> scopes = Validator::scopes(mDesign);
  mStore.beginFullRun(scopes);
  QVector<Finding> listed;
  Validator::runScopesInOrder(mDesign, scopes, true,
                              [&](qsizetype i, Validator::ScopeResult& result) {
                                mStore.fileFullRunScope(i, result, mWaivers, listed);
                                result = {};
                              });
  Validator::sortInDisplayOrder(listed);
  mStore.endFullRun(std::move(listed));
  mStats.scopesRun = int(scopes.size());
  mStats.scopesTotal = mStore.size();
  mShadow->reset(mDesign);
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

bool IncrementalValidator::onlyLengthChanged(const ObjectId& cableId) const {
  const Cable* before = mShadow->find<Cable>(cableId);
  const Cable* now = mDesign.find<Cable>(cableId);
  if (!before || !now || before->lengthM == now->lengthM)
    return false;
  Cable longer = *before;
  longer.lengthM = now->lengthM;
  return longer == *now;
}

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
    mStats.scopesTotal = mStore.size();
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
    if (kind != ObjectKind::Cable || !onlyLengthChanged(id))
      dirty.insert(CheckContext::shapeKey(id));
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
    const QStringList before = mStore.channelPorts(moduleId);
    for (const QString& port : before) {
      if (!now.contains(port))
        toDrop.insert({Kind::Channel, moduleId, port});
    }
    for (const QString& port : now) {
      if (!before.contains(port))
        toRun.insert({Kind::Channel, moduleId, port});
    }
  }

  for (const ObjectId& dep : dirty)
    mStore.collectDependents(dep, toRun);
  // The waivers first: with infos counted, the scopes whose infos they (un)waive re-file them.
  if (mWaiversDirty)
    refreshWaivers(toRun);
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
  mStats.scopesTotal = mStore.size();
  spdlog::debug("incremental validation: {} of {} scopes re-run", mStats.scopesRun,
                mStats.scopesTotal);

  mStats.findingsChanged = mChanged;
  if (mChanged) {
    mOutputValid = false;
    Q_EMIT findingsChanged();
  }
}

void IncrementalValidator::refreshWaivers(QSet<ValidationScope>& toRun) {
  QHash<QString, QString> waivers = Validator::waiverReasons(mDesign);
  mWaiversDirty = false;
  if (waivers == mWaivers)
    return;
  mChanged = true;
  if (!mStore.listsAllInfos()) {
    QSet<QString> changedKeys;
    for (auto it = waivers.cbegin(); it != waivers.cend(); ++it) {
      if (!mWaivers.contains(it.key()))
        changedKeys.insert(it.key());
    }
    for (auto it = mWaivers.cbegin(); it != mWaivers.cend(); ++it) {
      if (!waivers.contains(it.key()))
        changedKeys.insert(it.key());
    }
    for (const ValidationScope& scope : mStore.scopesWithInfoKeys(changedKeys))
      toRun.insert(scope);
  }
  mWaivers = std::move(waivers);
}

const ValidationResult& IncrementalValidator::output() const {
  if (!mOutputValid) {
    QVector<Finding> findings;
    findings.reserve(qsizetype(mStore.listed().size()));
    for (const Finding& finding : mStore.listed())
      findings.push_back(finding);
    // The set keeps validateAll's display order; finish() only applies the waivers and counts.
    mOutput = Validator::finish(std::move(findings), mWaivers, true);
    if (!mStore.listsAllInfos()) {
      mOutput.infosSummarised = true;
      mOutput.infos = mStore.countedInfos();
      mOutput.infoCountByRule = mStore.infoCountByRule();
      mOutput.unlistedInfosByObject = mStore.infosByObject();
    }
    mOutputValid = true;
  }
  return mOutput;
}

QVector<Finding> IncrementalValidator::rerunForInfos(
    const QVector<ValidationScope>& scopes,
    const std::function<bool(const Finding&)>& wanted) const {
  QVector<Finding> infos;
  for (const ValidationScope& scope : scopes) {
    for (Finding& finding : Validator::runScope(mDesign, scope, false).findings) {
      if (finding.severity == Severity::Info &&
          (mWaivers.isEmpty() || !mWaivers.contains(finding.key())) && wanted(finding))
        infos << std::move(finding);
    }
  }
  std::sort(infos.begin(), infos.end(), &Validator::lessThan);
  return infos;
}

QVector<Finding> IncrementalValidator::infosAbout(const QSet<ObjectId>& objects) const {
  const auto names = [&objects](const Finding& finding) {
    return std::any_of(finding.objects.begin(), finding.objects.end(),
                       [&objects](const ObjectId& id) { return objects.contains(id); });
  };
  if (mStore.listsAllInfos()) {
    QVector<Finding> infos;
    for (const Finding& finding : output().findings) {
      if (finding.severity == Severity::Info && !finding.waived && names(finding))
        infos << finding;
    }
    return infos;
  }
  // The tallies say whether there is anything to make (a selection without infos costs no scan
  // of every scope).
  const bool any = std::any_of(objects.begin(), objects.end(), [this](const ObjectId& id) {
    return mStore.infosByObject().contains(id);
  });
  return any ? rerunForInfos(mStore.scopesWithInfosAbout(objects), names) : QVector<Finding>();
}

QVector<Finding> IncrementalValidator::infosOf(const QString& rule, int limit) const {
  if (mStore.listsAllInfos()) {
    QVector<Finding> infos;
    for (const Finding& finding : output().findings) {
      if (infos.size() >= limit)
        break;
      if (finding.severity == Severity::Info && !finding.waived && finding.rule == rule)
        infos << finding;
    }
    return infos;
  }
  return rerunForInfos(mStore.scopesWithInfosOf(rule, limit),
                       [&rule](const Finding& finding) { return finding.rule == rule; });
}

QVector<Finding> IncrementalValidator::findings() const {
  return output().findings;
}

ValidationResult IncrementalValidator::result() const {
  return output();
}

}  // namespace rackwright
