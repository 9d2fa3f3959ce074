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

void DesignData::indexAdd(const Module& o) {
  if (!o.deviceId.isNull())
    mModulesByDevice.insert(o.deviceId, o.id);
}

void DesignData::indexRemove(const Module& o) {
  if (!o.deviceId.isNull())
    removePair(mModulesByDevice, o.deviceId, o.id);
}

void DesignData::indexAdd(const Cable& o) {
  for (const CableEnd& end : o.ends) {
    if (end.attachment.isConnected() && !mCablesByObject.contains(end.attachment.objectId, o.id)) {
      mCablesByObject.insert(end.attachment.objectId, o.id);
    }
  }
}

void DesignData::indexRemove(const Cable& o) {
  for (const CableEnd& end : o.ends) {
    if (end.attachment.isConnected())
      removePair(mCablesByObject, end.attachment.objectId, o.id);
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
QVector<ObjectId> DesignData::modulesInDevice(const ObjectId& deviceId) const {
  return sortedValues(mModulesByDevice, deviceId);
}

QVector<ObjectId> DesignData::modulesInCage(const ObjectId& deviceId, const QString& cage) const {
  QVector<ObjectId> result;
  for (auto it = mModulesByDevice.constFind(deviceId);
       it != mModulesByDevice.constEnd() && it.key() == deviceId; ++it) {
    // constFind, not mModules[…]: operator[] on a const QHash returns a copy of the module.
    const auto module = mModules.constFind(it.value());
    if (module != mModules.constEnd() && module->cage == cage)
      result.push_back(module->id);
  }
  std::sort(result.begin(), result.end());
  return result;
}

QVector<ObjectId> DesignData::cablesAttachedTo(const ObjectId& objectId) const {
  return sortedValues(mCablesByObject, objectId);
}

int DesignData::objectCount() const {
  return int(mSites.size() + mRooms.size() + mRows.size() + mRacks.size() + mDevices.size() +
             mModules.size() + mCables.size() + mWaivers.size());
}

}  // namespace rackwright
