#ifndef RACKWRIGHT_CORE_MODEL_DESIGNDATA_H
#define RACKWRIGHT_CORE_MODEL_DESIGNDATA_H

#include "core/catalog/catalog.h"
#include "entities.h"
#include "networks.h"
#include "objecttable.h"

#include <QHash>
#include <QJsonArray>
#include <QMultiHash>
#include <QVarLengthArray>

#include <memory>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace rackwright {

/// The content of one design as a value: every object table, the relation indexes and the parts
/// the design embeds. Qt's containers are implicitly shared, so copying a DesignData is cheap
/// (copy-on-write): a copy is an immutable snapshot that a worker thread can validate, export or
/// count while the editor keeps changing the live design.
///
/// DesignData has no change events; `Design` wraps it, sends the events, and is what editors and
/// undo commands work on. Read-only algorithms (validation, statistics, exports) take a
/// `const DesignData&`, so they run the same on the live design and on a snapshot.
class DesignData {
 public:
  DesignData();

  // --- parts ---------------------------------------------------------------------------------
  /// The library (built-in + user catalog) the type ids resolve against; must outlive the data.
  void setLibrary(const Catalog* library);
  const Catalog& library() const { return *mLibrary; }
  /// Parts embedded in the design file (used when the library lacks them).
  const Catalog& embeddedParts() const { return *mEmbedded; }
  Catalog& embeddedParts();
  PartPtr part(const QString& typeId) const;
  /// Same as part(), without copying the shared pointer (see Catalog::findPart).
  const Part* findPart(const QString& typeId) const;

  const DesignInfo& info() const { return mInfo; }

  /// Objects set aside when the file was opened with repair (see core/fileformat/designrepair.h):
  /// each entry holds the object's original JSON, its section and the reason. The design does
  /// not interpret them; they are kept and written back unchanged so that nothing is lost.
  const QJsonArray& quarantine() const { return mQuarantine; }

  /// The networks the design declares beside the built-in ones (core/model/networks.h), in
  /// their order; saved in the file's "networks" section.
  const QVector<NetworkDefinition>& customNetworks() const { return mCustomNetworks; }

  // --- objects -------------------------------------------------------------------------------
  template <typename T>
  const ObjectTable<T>& all() const;
  template <typename T>
  const T* find(const ObjectId& id) const {
    return all<T>().get(id);
  }
  template <typename T>
  bool contains(const ObjectId& id) const {
    return all<T>().contains(id);
  }

  // --- relations (maintained indexes), sorted by id ------------------------------------------
  QVector<ObjectId> roomsInSite(const ObjectId& siteId) const;
  QVector<ObjectId> rowsInRoom(const ObjectId& roomId) const;
  QVector<ObjectId> racksInRow(const ObjectId& rowId) const;
  QVector<ObjectId> devicesInRack(const ObjectId& rackId) const;
  QVector<ObjectId> childDevices(const ObjectId& parentId) const;
  QVector<ObjectId> modulesInDevice(const ObjectId& deviceId) const;
  /// The module(s) in one cage; more than one is a modelling mistake the validator reports.
  QVector<ObjectId> modulesInCage(const ObjectId& deviceId, const QString& cage) const;
  /// Cables with an end attached to a device (cage or panel port) or to a module.
  QVector<ObjectId> cablesAttachedTo(const ObjectId& objectId) const;
  /// Cables with an end attached at one port of an object (a device's cage or panel port, a
  /// module's optical port), sorted by id. Does not look at the cables themselves.
  QVector<ObjectId> cablesAttachedAt(const ObjectId& objectId, const QString& port) const;

  /// One attachment (or cage) entry of the indexes: which object sits at which named slot. The
  /// slot is the index of its name among the design's slot names (a cage, a port), so that an
  /// entry is 20 bytes, not 40 with a string, and finding a slot compares numbers: a design of
  /// 100,000 cables holds about 300,000 entries and the validator searches them for every
  /// transceiver and channel.
  struct SlotRef {
    ObjectId id;
    quint32 slot = 0;
    bool operator<(const SlotRef& other) const {
      return slot < other.slot || (slot == other.slot && id < other.id);
    }
    bool operator==(const SlotRef&) const = default;
  };
  /// The cable ends attached at (object, port) as a view into the index, sorted by cable id (a
  /// cable with two ends there appears twice, side by side). Unlike cablesAttachedAt() it
  /// allocates nothing, which matters on the validation paths; valid until the design changes.
  std::span<const SlotRef> cableRefsAt(const ObjectId& objectId, const QString& port) const;
  /// The (module, cage) entries of one cage of a device, as modulesInCage() reads them: a view
  /// of the index, valid until the design changes, without copying or looking anything up.
  std::span<const SlotRef> moduleRefsIn(const ObjectId& deviceId, const QString& cage) const;

  /// Total number of objects of every kind (for progress reporting).
  int objectCount() const;

 protected:
  // Mutation primitives, used by Design (which adds change events).
  void setInfoValue(const DesignInfo& info) { mInfo = info; }
  void setQuarantineValue(const QJsonArray& quarantine) { mQuarantine = quarantine; }
  void setCustomNetworksValue(const QVector<NetworkDefinition>& networks) {
    mCustomNetworks = networks;
  }
  /// Takes the object by value, so that a caller that is done with it can move it in.
  template <typename T>
  void insertValue(T object);
  /// Inserts unless an object of the kind already has the id; then returns false and changes
  /// nothing. One table look-up where contains() and insertValue() would take two.
  template <typename T>
  bool insertNewValue(T object);
  template <typename T>
  bool updateValue(const T& object);
  template <typename T>
  bool removeValue(const ObjectId& id, T* removed);
  void clearAll();
  template <typename T>
  void reserveValues(qsizetype count) {
    table<T>().reserve(count);
  }
  /// For bulk loads: until rebuildSlotIndexes(), the module and cable slot indexes are not kept
  /// (modulesInCage, cablesAttachedAt and the like must not be asked). Kept sorted one insertion
  /// at a time, they cost a hash look-up, a search and a shift per module and cable end; built
  /// once at the end, small fixed-size entries are grouped by key and each key gets one vector
  /// of its final size.
  void deferSlotIndexes();
  /// Builds the deferred module and cable slot indexes and keeps them current again.
  void rebuildSlotIndexes();
  /// Puts related objects side by side in their tables (see designdata.cpp); the end of a bulk
  /// load, when nothing holds a pointer into the tables.
  void arrangeForLocality();

 private:
  template <typename T>
  ObjectTable<T>& table() {
    return const_cast<ObjectTable<T>&>(all<T>());
  }
  void indexAdd(const Site&) {}
  void indexRemove(const Site&) {}
  void indexAdd(const Room& o);
  void indexRemove(const Room& o);
  void indexAdd(const Row& o);
  void indexRemove(const Row& o);
  void indexAdd(const Rack& o);
  void indexRemove(const Rack& o);
  void indexAdd(const Device& o);
  void indexRemove(const Device& o);
  void indexAdd(const Module& o);
  void indexRemove(const Module& o);
  void indexAdd(const Cable& o);
  void indexRemove(const Cable& o);
  void indexAdd(const Waiver&) {}
  void indexRemove(const Waiver&) {}

  const Catalog* mLibrary = nullptr;
  std::shared_ptr<Catalog> mEmbedded;
  DesignInfo mInfo;
  QJsonArray mQuarantine;
  QVector<NetworkDefinition> mCustomNetworks;

  ObjectTable<Site> mSites;
  ObjectTable<Room> mRooms;
  ObjectTable<Row> mRows;
  ObjectTable<Rack> mRacks;
  ObjectTable<Device> mDevices;
  ObjectTable<Module> mModules;
  ObjectTable<Cable> mCables;
  ObjectTable<Waiver> mWaivers;

  QMultiHash<ObjectId, ObjectId> mRoomsBySite;
  QMultiHash<ObjectId, ObjectId> mRowsByRoom;
  QMultiHash<ObjectId, ObjectId> mRacksByRow;
  QMultiHash<ObjectId, ObjectId> mDevicesByRack;
  QMultiHash<ObjectId, ObjectId> mDevicesByParent;
  // The two busiest relations keep, beside each related id, the cage or port it is at, so that
  // "the modules in this cage" and "the cable ends at this port" are answered from one small
  // contiguous vector per device, without looking up every module or cable of a 64-cage switch
  // (the validator asks these for every transceiver and channel). Vectors stay sorted by slot,
  // then id, so one slot is a binary search.
  // A transceiver has its one or two cables' entries inside its hash node: one memory access
  // fewer for every "which cables are at this port" the validator asks, and no heap block.
  using SlotRefs = QVarLengthArray<SlotRef, 2>;
  using SlotIndex = QHash<ObjectId, SlotRefs>;
  static void slotAdd(SlotIndex& index, const ObjectId& key, const SlotRef& ref);
  static void slotRemove(SlotIndex& index, const ObjectId& key, const SlotRef& ref);
  /// The names of the slots the indexes have seen, each once, in the order first seen; a
  /// SlotRef's `slot` indexes them. Only grows (a design has a few hundred distinct cage and port
  /// names): an index that was handed out stays valid for as long as the design lives.
  class SlotNames {
   public:
    /// The name's index, added when new.
    quint32 intern(const QString& name);
    /// The name's index; empty when no entry ever had the name.
    std::optional<quint32> find(const QString& name) const;
    void clear();

   private:
    QHash<QString, quint32> mIndexes;
  };
  /// Collects (key, ref) entries in any order and makes them into a SlotIndex in one go. A
  /// load fills the module and cable builders on two threads at once, so a builder numbers its
  /// slot names on its own and asks the design's SlotNames only in take(), on one thread.
  class SlotIndexBuilder {
   public:
    void add(const ObjectId& key, const ObjectId& id, const QString& slot);
    SlotIndex take(SlotNames& names);
    void clear();

   private:
    struct Entry {
      quint64 keyBits[2];  ///< the key's bytes (sorted by to group the entries)
      ObjectId id;
      quint32 slot;  ///< into mSlots until take() renumbers it into SlotNames
    };
    std::vector<Entry> mEntries;
    std::vector<QString> mSlots;  ///< the builder's own slot names, by first appearance
    // The slot names seen so far, by their data pointer: loads share one instance per value, so
    // most ends skip hashing the text. mSlots holds each string, so that no other text can come
    // to live at the same address while the builder runs.
    std::unordered_map<const QChar*, quint32> mSlotByData;
  };
  /// The ids of one key's refs in id order, each once; only those at `slot` unless it is null.
  QVector<ObjectId> slotIds(const SlotIndex& index, const ObjectId& key, const QString* slot) const;
  /// One key's refs at `slot`, as a view into the index.
  std::span<const SlotRef> slotRefs(const SlotIndex& index, const ObjectId& key,
                                    const QString& slot) const;
  SlotNames mSlotNames;
  SlotIndex mModulesByDevice;
  SlotIndex mCablesByObject;
  // While deferred, the entries are gathered as the objects arrive, when their data is still in
  // the cache. A removal (or an update) makes what was gathered useless ("stale"): the indexes
  // are then built from the tables.
  bool mSlotIndexesDeferred = false;
  bool mPendingSlotsStale = false;
  SlotIndexBuilder mPendingModules;
  SlotIndexBuilder mPendingCables;
};

// --- template definitions ----------------------------------------------------------------------

template <>
inline const ObjectTable<Site>& DesignData::all<Site>() const {
  return mSites;
}
template <>
inline const ObjectTable<Room>& DesignData::all<Room>() const {
  return mRooms;
}
template <>
inline const ObjectTable<Row>& DesignData::all<Row>() const {
  return mRows;
}
template <>
inline const ObjectTable<Rack>& DesignData::all<Rack>() const {
  return mRacks;
}
template <>
inline const ObjectTable<Device>& DesignData::all<Device>() const {
  return mDevices;
}
template <>
inline const ObjectTable<Module>& DesignData::all<Module>() const {
  return mModules;
}
template <>
inline const ObjectTable<Cable>& DesignData::all<Cable>() const {
  return mCables;
}
template <>
inline const ObjectTable<Waiver>& DesignData::all<Waiver>() const {
  return mWaivers;
}

template <typename T>
void DesignData::insertValue(T object) {
  Q_ASSERT(!object.id.isNull());
  Q_ASSERT(!contains<T>(object.id));
  if (all<T>().contains(object.id)) {  // as QHash::insert did: the new object replaces it
    updateValue(object);
    return;
  }
  insertNewValue(std::move(object));
}

template <typename T>
bool DesignData::insertNewValue(T object) {
  const T* stored = table<T>().insertNew(std::move(object));
  if (!stored)
    return false;
  indexAdd(*stored);
  return true;
}

template <typename T>
bool DesignData::updateValue(const T& object) {
  T* stored = table<T>().getMutable(object.id);
  Q_ASSERT(stored);
  if (!stored)
    return false;
  indexRemove(*stored);
  *stored = object;
  indexAdd(*stored);
  return true;
}

template <typename T>
bool DesignData::removeValue(const ObjectId& id, T* removed) {
  const bool found = table<T>().remove(id, removed);
  Q_ASSERT(found);
  if (found)
    indexRemove(*removed);
  return found;
}

}  // namespace rackwright

#endif
