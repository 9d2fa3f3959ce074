#include "checkcontext.h"

#include "core/geometry/zeroumount.h"
#include "infodigest.h"
#include "rulecatalog.h"
#include "runcache.h"

#include <algorithm>
#include <cstring>

namespace rackwright {

namespace {

std::span<const ObjectId> idSpan(const QVector<ObjectId>& ids) {
  return {ids.constData(), size_t(ids.size())};
}

/// An order over the ids' raw 128 bits: the dependency lists only need one order and no
/// repeats, and QUuid's own operator< (out of line, variant-aware) took a third of an edit's
/// re-validation in whole-switch scopes.
bool rawLess(const ObjectId& a, const ObjectId& b) {
  static_assert(sizeof(ObjectId) == 2 * sizeof(quint64));
  quint64 x[2];
  quint64 y[2];
  std::memcpy(x, &a, sizeof x);
  std::memcpy(y, &b, sizeof y);
  return x[0] != y[0] ? x[0] < y[0] : x[1] < y[1];
}

}  // namespace

QVector<ObjectId> CheckContext::takeDependencies() {
  QVector<ObjectId> ids = std::exchange(mDependencies, {});
  std::sort(ids.begin(), ids.end(), rawLess);
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  ids.squeeze();
  return ids;
}

ObjectId CheckContext::relationKey(const ObjectId& id, Relation relation) {
  // Called for every relation a check walks, so no hashing: the key is the id's own 128 bits with
  // the version nibble set to 0xF, which no UUID version uses (v4 random and v5 name-based object
  // ids, and the 0xA/0xB cage and port keys of checksupport.cpp, all differ there), and the
  // relation number in the two variant bits, which are the constant RFC 4122 variant "10" in
  // every input and so carry no information of it. Two keys are equal only for the same relation
  // of ids that agree in all other 122 bits. Were that ever to happen, the shared key would only
  // make the incremental validator re-run more scopes, never fewer.
  static_assert(int(Relation::ChildrenOf) < 4, "the relation number must fit the variant bits");
  QUuid key = id;
  key.data3 = ushort((key.data3 & 0x0FFFu) | 0xF000u);
  key.data4[0] = uchar((key.data4[0] & 0x3Fu) | (uint(relation) << 6));
  return key;
}

ObjectId CheckContext::shapeKey(const ObjectId& id) {
  // Object ids are random (v4) or name-based (v5) UUIDs; the version nibble 0xE is used by no
  // UUID version and by none of the derived keys (0xA, 0xB cage and port keys, 0xF relations),
  // which are returned unchanged: they are marked changed by their own rules.
  const uint version = uint(id.data3) >> 12;
  if (version != 4 && version != 5)
    return id;
  QUuid key = id;
  key.data3 = ushort((key.data3 & 0x0FFFu) | 0xE000u);
  return key;
}

void CheckContext::report(RuleId rule, const QVector<ObjectId>& objects,
                          const QString& discriminator, FindingText message,
                          const QString& location) {
  report(rule, RuleCatalog::info(rule).severity, objects, discriminator, std::move(message),
         location);
}

void CheckContext::report(RuleId rule, Severity severity, const QVector<ObjectId>& objects,
                          const QString& discriminator, FindingText message,
                          const QString& location) {
  fileNew(rule, severity, objects, discriminator, std::move(message), location, std::nullopt);
}

void CheckContext::reportUnverified(RuleId about, const QVector<ObjectId>& objects,
                                    const QString& discriminator, FindingText message,
                                    const QString& location) {
  fileNew(RuleId::DS08, Severity::Info, objects, discriminator, std::move(message), location,
          about);
}

void CheckContext::fileNew(RuleId rule, Severity severity, const QVector<ObjectId>& objects,
                           const QString& discriminator, FindingText message,
                           const QString& location, std::optional<RuleId> about) {
  // An info that a summarising run would only count is counted before anything is built.
  if (severity == Severity::Info && countsInfoOnly(rule, idSpan(objects), location))
    return;
  ++mReported;
  Finding finding;
  finding.rule = toString(rule);
  finding.severity = severity;
  finding.objects = objects;
  finding.wording = std::move(message);
  finding.location = location;
  finding.discriminator = discriminator;
  finding.about = about;
  file(std::move(finding));
}

bool CheckContext::countsInfoOnly(RuleId rule, std::span<const ObjectId> objects,
                                  const QString& location) {
  if (!mInfos || (mWaivers && !mWaivers->isEmpty()) || mInfos->mayKeep(toString(rule), location))
    return false;
  ++mReported;
  mInfos->count(toString(rule), objects);
  return true;
}

void CheckContext::file(Finding finding) {
  if (mInfos && finding.severity == Severity::Info && !isWaived(finding)) {
    mInfos->add(std::move(finding));
    return;
  }
  (mSink ? *mSink : mFindings).push_back(std::move(finding));
}

const Part* CheckContext::findPart(const QString& typeId) const {
  if (!mCache || typeId.isEmpty())
    return mDesign.findPart(typeId);
  // The cache holds a reference to every text it was asked with (see CachedPart), so the same
  // address is the same text; the size is checked as well, for views into one buffer.
  const void* key = typeId.constData();
  // Heap texts are 16-byte aligned: the bits above those pick the slot.
  ValidationRunCache::RecentPart& recent =
      mCache->recentParts[(quintptr(key) >> 4) % ValidationRunCache::kRecentParts];
  if (recent.text == key && recent.size == typeId.size())
    return recent.part;
  if (const auto it = mCache->partsByTypeText.constFind(key);
      it != mCache->partsByTypeText.constEnd() && it->text.size() == typeId.size()) {
    recent = {key, typeId.size(), it->part};
    return it->part;
  }
  const Part* part = mDesign.findPart(typeId);
  if (part && part->id == typeId) {
    mCache->partsByTypeText.insert(key, {typeId, part});
    recent = {key, typeId.size(), part};
  }
  return part;
}

QString CheckContext::deviceName(const ObjectId& deviceId) const {
  const Device* device = mDesign.find<Device>(deviceId);
  return device ? device->name : tr("(missing device)");
}

QString CheckContext::deviceLocation(const ObjectId& deviceId) const {
  if (!mCache)
    return buildDeviceLocation(deviceId);
  const auto cached = mCache->deviceLocations.constFind(deviceId);
  if (cached != mCache->deviceLocations.constEnd())
    return *cached;
  QString location = buildDeviceLocation(deviceId);
  mCache->deviceLocations.insert(deviceId, location);
  return location;
}

QString CheckContext::buildDeviceLocation(const ObjectId& deviceId) const {
  const Device* device = mDesign.find<Device>(deviceId);
  if (!device)
    return tr("(missing device)");
  if (!device->parentId.isNull()) {
    return tr("%1 in %2 bay %3").arg(device->name, deviceLocation(device->parentId), device->bay);
  }
  const Rack* rack = mDesign.find<Rack>(device->rackId);
  if (rack && ZeroUMount::isMounted(mDesign, *device)) {
    // The face only: the channel and order depend on the rack's other zero-U devices, which a
    // finding's location must not (incremental validation re-runs a scope on what it read).
    return (device->face == RackFace::Front ? tr("%1 0U front %2") : tr("%1 0U rear %2"))
        .arg(rack->name, device->name);
  }
  if (!rack || !device->isRacked())
    return tr("unracked %1").arg(device->name);
  return QStringLiteral("%1 U%2 %3").arg(rack->name).arg(device->positionU).arg(device->name);
}

QString CheckContext::cageLocation(const ObjectId& deviceId, const QString& cage) const {
  if (mCache && mCache->lastCageDevice == deviceId && mCache->lastCage == cage)
    return mCache->lastCageLocation;  // shared: no copy of the text
  // Concatenated, not formatted with arg(): every transceiver's findings are located by it.
  QString location = deviceLocation(deviceId) + QLatin1Char(' ') + cage;
  if (mCache) {
    mCache->lastCageDevice = deviceId;
    mCache->lastCage = cage;
    mCache->lastCageLocation = location;
  }
  return location;
}

QString CheckContext::modulePortLocation(const ObjectId& moduleId, const QString& port) const {
  const Module* module = mDesign.find<Module>(moduleId);
  if (!module)
    return tr("(missing transceiver)");
  const QString where =
      module->deviceId.isNull() ? tr("spare") : cageLocation(module->deviceId, module->cage);
  return tr("%1 %2 port %3").arg(where, module->typeId, port);
}

QString CheckContext::panelPortLocation(const ObjectId& panelId, const QString& port) const {
  return tr("%1 port %2").arg(deviceLocation(panelId), port);
}

QString CheckContext::attachmentLocation(const Attachment& attachment) const {
  switch (attachment.kind) {
    case Attachment::Kind::None:
      return tr("loose");
    case Attachment::Kind::Cage:
      return cageLocation(attachment.objectId, attachment.port);
    case Attachment::Kind::ModulePort:
      return modulePortLocation(attachment.objectId, attachment.port);
    case Attachment::Kind::PanelPort:
      return panelPortLocation(attachment.objectId, attachment.port);
  }
  return {};
}

}  // namespace rackwright
