#include "designdata.h"

#include <algorithm>

namespace rackwright {

namespace {

QVector<ObjectId> sortedValues(const QMultiHash<ObjectId, ObjectId>& index, const ObjectId& key) {
  QVector<ObjectId> result;
  for (auto it = index.constFind(key); it != index.constEnd() && it.key() == key; ++it) {
    result.push_back(it.value());
  }
  std::sort(result.begin(), result.end());
  return result;
}

void removePair(QMultiHash<ObjectId, ObjectId>& index, const ObjectId& key, const ObjectId& value) {
  index.remove(key, value);
}

}  // namespace

DesignData::DesignData() : mLibrary(&Catalog::builtIn()), mEmbedded(std::make_shared<Catalog>()) {}

Catalog& DesignData::embeddedParts() {
  // Copy-on-write: a snapshot sharing the embedded catalog must not see later additions.
  if (mEmbedded.use_count() > 1) {
    auto copy = std::make_shared<Catalog>();
    copy->merge(*mEmbedded);
    mEmbedded = copy;
  }
  return *mEmbedded;
}

void DesignData::setLibrary(const Catalog* library) {
  mLibrary = library ? library : &Catalog::builtIn();
}

PartPtr DesignData::part(const QString& typeId) const {
  if (PartPtr found = mLibrary->find(typeId))
    return found;
  return mEmbedded->find(typeId);
}

void DesignData::clearAll() {
  mInfo = DesignInfo{};
  mSites.clear();
  mRooms.clear();
  mRows.clear();
  mRacks.clear();
  mDevices.clear();
  mModules.clear();
  mCables.clear();
  mWaivers.clear();
  mRoomsBySite.clear();
  mRowsByRoom.clear();
  mRacksByRow.clear();
  mDevicesByRack.clear();
  mDevicesByParent.clear();
  mModulesByDevice.clear();
  mCablesByObject.clear();
  mEmbedded = std::make_shared<Catalog>();
}

const Part* DesignData::findPart(const QString& typeId) const {
  if (const Part* found = mLibrary->findPart(typeId))
    return found;
  return mEmbedded->findPart(typeId);
}

// --- indexes -----------------------------------------------------------------------------------

void DesignData::indexAdd(const Room& o) {
  mRoomsBySite.insert(o.siteId, o.id);
}
void DesignData::indexRemove(const Room& o) {
  removePair(mRoomsBySite, o.siteId, o.id);
}
void DesignData::indexAdd(const Row& o) {
  mRowsByRoom.insert(o.roomId, o.id);
}
void DesignData::indexRemove(const Row& o) {
  removePair(mRowsByRoom, o.roomId, o.id);
}
void DesignData::indexAdd(const Rack& o) {
  mRacksByRow.insert(o.rowId, o.id);
}
void DesignData::indexRemove(const Rack& o) {
  removePair(mRacksByRow, o.rowId, o.id);
}

void DesignData::indexAdd(const Device& o) {
  if (!o.rackId.isNull())
    mDevicesByRack.insert(o.rackId, o.id);
  if (!o.parentId.isNull())
    mDevicesByParent.insert(o.parentId, o.id);
}

void DesignData::indexRemove(const Device& o) {
  if (!o.rackId.isNull())
    removePair(mDevicesByRack, o.rackId, o.id);
  if (!o.parentId.isNull())
    removePair(mDevicesByParent, o.parentId, o.id);
}

void DesignData::slotAdd(SlotIndex& index, const ObjectId& key, const SlotRef& ref) {
  QVector<SlotRef>& refs = index[key];
  refs.insert(std::lower_bound(refs.begin(), refs.end(), ref), ref);
}

void DesignData::slotRemove(SlotIndex& index, const ObjectId& key, const SlotRef& ref) {
  const auto found = index.find(key);
  if (found == index.end())
    return;
  QVector<SlotRef>& refs = found.value();
  const auto it = std::lower_bound(refs.begin(), refs.end(), ref);
  if (it != refs.end() && *it == ref)
    refs.erase(it);
  if (refs.isEmpty())
    index.erase(found);
}

void DesignData::indexAdd(const Module& o) {
  if (!o.deviceId.isNull())
    slotAdd(mModulesByDevice, o.deviceId, {o.id, o.cage});
}

void DesignData::indexRemove(const Module& o) {
  if (!o.deviceId.isNull())
    slotRemove(mModulesByDevice, o.deviceId, {o.id, o.cage});
}

// One entry per attached end: a cable with both ends on one device has two entries there.
void DesignData::indexAdd(const Cable& o) {
  for (const CableEnd& end : o.ends) {
    if (end.attachment.isConnected())
      slotAdd(mCablesByObject, end.attachment.objectId, {o.id, end.attachment.port});
  }
}

void DesignData::indexRemove(const Cable& o) {
  for (const CableEnd& end : o.ends) {
    if (end.attachment.isConnected())
      slotRemove(mCablesByObject, end.attachment.objectId, {o.id, end.attachment.port});
  }
}

QVector<ObjectId> DesignData::roomsInSite(const ObjectId& siteId) const {
  return sortedValues(mRoomsBySite, siteId);
}
QVector<ObjectId> DesignData::rowsInRoom(const ObjectId& roomId) const {
  return sortedValues(mRowsByRoom, roomId);
}
QVector<ObjectId> DesignData::racksInRow(const ObjectId& rowId) const {
  return sortedValues(mRacksByRow, rowId);
}
QVector<ObjectId> DesignData::devicesInRack(const ObjectId& rackId) const {
  return sortedValues(mDevicesByRack, rackId);
}
QVector<ObjectId> DesignData::childDevices(const ObjectId& parentId) const {
  return sortedValues(mDevicesByParent, parentId);
}
QVector<ObjectId> DesignData::slotIds(const SlotIndex& index, const ObjectId& key,
                                      const QString* slot) {
  QVector<ObjectId> result;
  const auto found = index.constFind(key);
  if (found == index.constEnd())
    return result;
  const QVector<SlotRef>& refs = found.value();
  if (slot) {
    // Sorted by slot, then id: the slot's ids are one run, already in id order.
    auto it = std::lower_bound(refs.cbegin(), refs.cend(), *slot,
                               [](const SlotRef& ref, const QString& s) { return ref.slot < s; });
    for (; it != refs.cend() && it->slot == *slot; ++it) {
      if (result.isEmpty() || result.constLast() != it->id)
        result.push_back(it->id);
    }
    return result;
  }
  result.reserve(refs.size());
  for (const SlotRef& ref : refs)
    result.push_back(ref.id);
  std::sort(result.begin(), result.end());
  result.erase(std::unique(result.begin(), result.end()), result.end());
  return result;
}

QVector<ObjectId> DesignData::modulesInDevice(const ObjectId& deviceId) const {
  return slotIds(mModulesByDevice, deviceId, nullptr);
}

QVector<ObjectId> DesignData::modulesInCage(const ObjectId& deviceId, const QString& cage) const {
  return slotIds(mModulesByDevice, deviceId, &cage);
}

QVector<ObjectId> DesignData::cablesAttachedTo(const ObjectId& objectId) const {
  return slotIds(mCablesByObject, objectId, nullptr);
}

QVector<ObjectId> DesignData::cablesAttachedAt(const ObjectId& objectId,
                                               const QString& port) const {
  return slotIds(mCablesByObject, objectId, &port);
}

std::span<const DesignData::SlotRef> DesignData::cableRefsAt(const ObjectId& objectId,
                                                             const QString& port) const {
  const auto found = mCablesByObject.constFind(objectId);
  if (found == mCablesByObject.constEnd())
    return {};
  const QVector<SlotRef>& refs = found.value();
  const auto less = [](const SlotRef& ref, const QString& s) { return ref.slot < s; };
  const auto first = std::lower_bound(refs.cbegin(), refs.cend(), port, less);
  auto last = first;
  while (last != refs.cend() && last->slot == port)
    ++last;
  return {first, last};
}

int DesignData::objectCount() const {
  return int(mSites.size() + mRooms.size() + mRows.size() + mRacks.size() + mDevices.size() +
             mModules.size() + mCables.size() + mWaivers.size());
}

}  // namespace rackwright
