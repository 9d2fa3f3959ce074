#include "designdata.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>

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
  mQuarantine = QJsonArray();
  mCustomNetworks.clear();
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
  mSlotNames.clear();
  mPendingModules.clear();
  mPendingCables.clear();
  mPendingSlotsStale = false;
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
  SlotRefs& refs = index[key];
  refs.insert(std::lower_bound(refs.begin(), refs.end(), ref), ref);
}

void DesignData::slotRemove(SlotIndex& index, const ObjectId& key, const SlotRef& ref) {
  const auto found = index.find(key);
  if (found == index.end())
    return;
  SlotRefs& refs = found.value();
  const auto it = std::lower_bound(refs.begin(), refs.end(), ref);
  if (it != refs.end() && *it == ref)
    refs.erase(it);
  if (refs.isEmpty())
    index.erase(found);
}

quint32 DesignData::SlotNames::intern(const QString& name) {
  const auto it = mIndexes.constFind(name);
  if (it != mIndexes.constEnd())
    return it.value();
  const auto index = quint32(mIndexes.size());
  mIndexes.insert(name, index);
  return index;
}

std::optional<quint32> DesignData::SlotNames::find(const QString& name) const {
  const auto it = mIndexes.constFind(name);
  if (it == mIndexes.constEnd())
    return std::nullopt;
  return it.value();
}

void DesignData::SlotNames::clear() {
  mIndexes.clear();
}

void DesignData::SlotIndexBuilder::add(const ObjectId& key, const ObjectId& id,
                                       const QString& slot) {
  auto [it, added] = mSlotByData.try_emplace(slot.constData());
  if (added) {
    it->second = quint32(mSlots.size());
    mSlots.push_back(slot);
  }
  Entry& entry = mEntries.emplace_back();
  static_assert(sizeof entry.keyBits == sizeof key);
  std::memcpy(entry.keyBits, &key, sizeof key);
  entry.id = id;
  entry.slot = it->second;
}

void DesignData::SlotIndexBuilder::clear() {
  // Swapped with empty ones, which frees the memory; `= {}` would keep it.
  std::vector<Entry>().swap(mEntries);
  std::vector<QString>().swap(mSlots);
  std::unordered_map<const QChar*, quint32>().swap(mSlotByData);
}

DesignData::SlotIndex DesignData::SlotIndexBuilder::take(SlotNames& names) {
  // The builder's slot numbers become the design's (equal names with different data pointers
  // meet here).
  std::vector<quint32> designSlot(mSlots.size());
  for (std::size_t i = 0; i < mSlots.size(); ++i)
    designSlot[i] = names.intern(mSlots[i]);
  for (Entry& entry : mEntries)
    entry.slot = designSlot[entry.slot];
  // Equal keys must end up side by side, in no particular order. One counting pass scatters the
  // entries by a hash of the key into as many buckets as there are entries, and each bucket (a
  // key or two) is sorted on its own: a full sort of 300,000 entries took several times longer.
  // The keys compare by their raw bits, as grouping needs just some strict order and QUuid's
  // operator< is an out-of-line call that looks at the variant first.
  const size_t count = mEntries.size();
  const int bits = int(std::bit_width(count));
  const auto bucketOf = [bits](const Entry& e) {
    constexpr quint64 kMix = 0x9E3779B97F4A7C15ULL;  // 2^64 / golden ratio
    return size_t(((e.keyBits[0] ^ (e.keyBits[1] * kMix)) * kMix) >> (64 - bits));
  };
  std::vector<quint32> bounds((size_t(1) << bits) + 1, 0);  // bucket b is [bounds[b], bounds[b+1])
  for (const Entry& entry : mEntries)
    ++bounds[bucketOf(entry) + 1];
  std::partial_sum(bounds.begin(), bounds.end(), bounds.begin());
  {
    std::vector<Entry> grouped(count);
    std::vector<quint32> next(bounds.begin(), bounds.end() - 1);
    for (const Entry& entry : mEntries)
      grouped[next[bucketOf(entry)]++] = entry;
    mEntries.swap(grouped);
  }
  const auto byKeyThenSlot = [](const Entry& a, const Entry& b) {
    if (a.keyBits[0] != b.keyBits[0])
      return a.keyBits[0] < b.keyBits[0];
    if (a.keyBits[1] != b.keyBits[1])
      return a.keyBits[1] < b.keyBits[1];
    return a.slot < b.slot;
  };
  for (size_t b = 0; b + 1 < bounds.size(); ++b) {
    if (bounds[b + 1] - bounds[b] > 1)
      std::sort(mEntries.begin() + bounds[b], mEntries.begin() + bounds[b + 1], byKeyThenSlot);
  }
  const auto sameKey = [](const Entry& a, const Entry& b) {
    return a.keyBits[0] == b.keyBits[0] && a.keyBits[1] == b.keyBits[1];
  };
  qsizetype keys = 0;
  for (size_t i = 0; i < mEntries.size(); ++i) {
    if (i == 0 || !sameKey(mEntries[i], mEntries[i - 1]))
      ++keys;
  }
  SlotIndex index;
  index.reserve(keys);
  for (size_t begin = 0, end = 0; begin < mEntries.size(); begin = end) {
    end = begin + 1;
    bool sharedSlot = false;
    for (; end < mEntries.size() && sameKey(mEntries[end], mEntries[begin]); ++end)
      sharedSlot = sharedSlot || mEntries[end].slot == mEntries[end - 1].slot;
    // Exactly as large as needed: no spare capacity left behind in 100,000 lists that outgrow
    // their two places.
    SlotRefs refs;
    refs.reserve(qsizetype(end - begin));
    for (size_t i = begin; i < end; ++i)
      refs.push_back({mEntries[i].id, mEntries[i].slot});
    // Already in slot order; refs at one slot (two modules in a cage) still need the id order.
    if (sharedSlot)
      std::sort(refs.begin(), refs.end());
    ObjectId key;
    std::memcpy(static_cast<void*>(&key), mEntries[begin].keyBits, sizeof key);
    index.emplace(key, std::move(refs));
  }
  clear();
  return index;
}

void DesignData::deferSlotIndexes() {
  mSlotIndexesDeferred = true;
  // What is in the tables already was not gathered.
  mPendingSlotsStale = !mModules.isEmpty() || !mCables.isEmpty();
}

void DesignData::rebuildSlotIndexes() {
  if (!mSlotIndexesDeferred)
    return;  // kept current all along
  if (mPendingSlotsStale) {
    mPendingModules.clear();
    mPendingCables.clear();
    for (const Module& o : std::as_const(mModules)) {
      if (!o.deviceId.isNull())
        mPendingModules.add(o.deviceId, o.id, o.cage);
    }
    for (const Cable& o : std::as_const(mCables)) {
      for (const CableEnd& end : o.ends) {
        if (end.attachment.isConnected())
          mPendingCables.add(end.attachment.objectId, o.id, end.attachment.port);
      }
    }
  }
  mModulesByDevice = mPendingModules.take(mSlotNames);
  mCablesByObject = mPendingCables.take(mSlotNames);
  mSlotIndexesDeferred = false;
  mPendingSlotsStale = false;
}

namespace {

/// The permutation that sorts positions 0..keys.size()-1 by key (each < buckets), keeping the
/// present order among equal keys: a counting sort, as the keys are positions in another table.
std::vector<quint32> stableOrderByKey(const std::vector<quint32>& keys, quint32 buckets) {
  std::vector<quint32> next(std::size_t(buckets) + 1, 0);
  for (const quint32 key : keys)
    ++next[key + 1];
  std::partial_sum(next.begin(), next.end(), next.begin());
  std::vector<quint32> order(keys.size());
  for (std::size_t pos = 0; pos < keys.size(); ++pos)
    order[next[keys[pos]]++] = quint32(pos);
  return order;
}

/// Orders `children` by the position of their parent in `parents` (the parent's id taken by
/// `parentOf`), those without a parent there last, keeping their order otherwise.
template <typename Child, typename Parent, typename ParentOf>
void arrangeByParent(ObjectTable<Child>& children, const ObjectTable<Parent>& parents,
                     ParentOf parentOf) {
  const auto parentCount = quint32(parents.size());
  std::vector<quint32> keys;
  keys.reserve(std::size_t(children.size()));
  for (const Child& child : std::as_const(children)) {
    const qsizetype parent = parents.indexOf(parentOf(child));
    keys.push_back(parent < 0 ? parentCount : quint32(parent));
  }
  children.arrange(stableOrderByKey(keys, parentCount + 1));
}

}  // namespace

// Files list objects by id, so a loaded table would be in random order. The validator goes
// device by device, each device's transceivers, then each transceiver's cables: with devices by
// rack, transceivers by device and cables by the transceiver (or device) of their first end, it
// reads each table front to back instead of jumping through 100 MB.
void DesignData::arrangeForLocality() {
  arrangeByParent(mDevices, mRacks, [](const Device& device) { return device.rackId; });
  arrangeByParent(mModules, mDevices, [](const Module& module) { return module.deviceId; });

  // Keys: the module's position, else the device's after all modules, else last.
  const auto deviceCount = quint32(mDevices.size());
  const auto moduleCount = quint32(mModules.size());
  std::vector<quint32> keys;
  keys.reserve(std::size_t(mCables.size()));
  for (const Cable& cable : std::as_const(mCables)) {
    quint32 key = moduleCount + deviceCount;
    for (const CableEnd& end : cable.ends) {
      if (!end.attachment.isConnected())
        continue;
      if (const qsizetype module = mModules.indexOf(end.attachment.objectId); module >= 0)
        key = quint32(module);
      else if (const qsizetype device = mDevices.indexOf(end.attachment.objectId); device >= 0)
        key = moduleCount + quint32(device);
      break;
    }
    keys.push_back(key);
  }
  mCables.arrange(stableOrderByKey(keys, moduleCount + deviceCount + 1));
}

void DesignData::indexAdd(const Module& o) {
  if (o.deviceId.isNull())
    return;
  if (!mSlotIndexesDeferred)
    slotAdd(mModulesByDevice, o.deviceId, {o.id, mSlotNames.intern(o.cage)});
  else if (!mPendingSlotsStale)
    mPendingModules.add(o.deviceId, o.id, o.cage);
}

void DesignData::indexRemove(const Module& o) {
  if (mSlotIndexesDeferred)
    mPendingSlotsStale = true;
  else if (const auto cage = mSlotNames.find(o.cage); cage && !o.deviceId.isNull())
    slotRemove(mModulesByDevice, o.deviceId, {o.id, *cage});
}

// One entry per attached end: a cable with both ends on one device has two entries there.
void DesignData::indexAdd(const Cable& o) {
  if (mSlotIndexesDeferred && mPendingSlotsStale)
    return;
  for (const CableEnd& end : o.ends) {
    if (!end.attachment.isConnected())
      continue;
    if (mSlotIndexesDeferred)
      mPendingCables.add(end.attachment.objectId, o.id, end.attachment.port);
    else
      slotAdd(mCablesByObject, end.attachment.objectId,
              {o.id, mSlotNames.intern(end.attachment.port)});
  }
}

void DesignData::indexRemove(const Cable& o) {
  if (mSlotIndexesDeferred) {
    mPendingSlotsStale = true;
    return;
  }
  for (const CableEnd& end : o.ends) {
    const auto port = mSlotNames.find(end.attachment.port);
    if (end.attachment.isConnected() && port)
      slotRemove(mCablesByObject, end.attachment.objectId, {o.id, *port});
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
                                      const QString* slot) const {
  QVector<ObjectId> result;
  if (slot) {
    // Sorted by slot, then id: the slot's ids are one run, already in id order.
    for (const SlotRef& ref : slotRefs(index, key, *slot)) {
      if (result.isEmpty() || result.constLast() != ref.id)
        result.push_back(ref.id);
    }
    return result;
  }
  const auto found = index.constFind(key);
  if (found == index.constEnd())
    return result;
  const SlotRefs& refs = found.value();
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
  return slotRefs(mCablesByObject, objectId, port);
}

std::span<const DesignData::SlotRef> DesignData::moduleRefsIn(const ObjectId& deviceId,
                                                              const QString& cage) const {
  return slotRefs(mModulesByDevice, deviceId, cage);
}

std::span<const DesignData::SlotRef> DesignData::slotRefs(const SlotIndex& index,
                                                          const ObjectId& key,
                                                          const QString& slot) const {
  const std::optional<quint32> name = mSlotNames.find(slot);
  if (!name)
    return {};
  const auto found = index.constFind(key);
  if (found == index.constEnd())
    return {};
  const SlotRefs& refs = found.value();
  const auto less = [](const SlotRef& ref, quint32 s) { return ref.slot < s; };
  const auto first = std::lower_bound(refs.cbegin(), refs.cend(), *name, less);
  auto last = first;
  while (last != refs.cend() && last->slot == *name)
    ++last;
  return {first, last};
}

int DesignData::objectCount() const {
  return int(mSites.size() + mRooms.size() + mRows.size() + mRacks.size() + mDevices.size() +
             mModules.size() + mCables.size() + mWaivers.size());
}

}  // namespace rackwright
