#ifndef RACKWRIGHT_CORE_MODEL_OBJECTTABLE_H
#define RACKWRIGHT_CORE_MODEL_OBJECTTABLE_H

#include <QList>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QUuid>

#include <algorithm>
#include <cstring>
#include <iterator>
#include <utility>
#include <vector>

namespace rackwright {

/// The objects of one kind in a design, by id: what a `QHash<QUuid, T>` gave, laid out for a
/// validator that reads 100,000 of them.
///
/// - The objects sit side by side in the order they were added (in blocks of kBlock), not
///   scattered by the hash of their id. A bulk load can put them in an order that keeps related
///   objects together (`arrange`), and a reader going through them reads memory in sequence.
/// - The id index holds only a position (4 bytes) per slot, about 8–16 bytes per object: it
///   stays in the processor's cache where a hash of nodes (the id, the object and the bucket
///   bookkeeping) did not, so a look-up by id costs one miss, at the object itself.
///
/// Like Qt's containers it is implicitly shared: copying a table is cheap, and the copy (a
/// snapshot another thread reads) is not changed by later edits of the original. Iteration
/// order is the storage order; nothing may depend on it beyond that it is the same for equal
/// tables built the same way. Pointers and references into the table are valid until it
/// changes.
template <typename T>
class ObjectTable {
 public:
  /// Read-only iteration in storage order, with `key()` and `value()` as on a QHash iterator.
  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = T;
    using difference_type = qsizetype;
    using pointer = const T*;
    using reference = const T&;

    const_iterator() = default;
    const T& operator*() const { return mTable->at(mPos); }
    const T* operator->() const { return &mTable->at(mPos); }
    const T& value() const { return mTable->at(mPos); }
    const QUuid& key() const { return mTable->at(mPos).id; }
    const_iterator& operator++() {
      ++mPos;
      return *this;
    }
    const_iterator operator++(int) {
      const_iterator before = *this;
      ++mPos;
      return before;
    }
    bool operator==(const const_iterator& other) const { return mPos == other.mPos; }

   private:
    friend class ObjectTable;
    const_iterator(const ObjectTable* table, qsizetype pos) : mTable(table), mPos(pos) {}
    const ObjectTable* mTable = nullptr;
    qsizetype mPos = 0;
  };
  using iterator = const_iterator;

  ObjectTable() : d(new Data) {}
  ObjectTable(const ObjectTable&) = default;
  ObjectTable& operator=(const ObjectTable&) = default;
  // A move shares like a copy, so that the table moved from stays a valid one (a moved-from
  // QHash was empty and usable; a moved-from shared pointer would be null).
  // NOLINTNEXTLINE(performance-move-constructor-init): sharing is the point (see above)
  ObjectTable(ObjectTable&& other) noexcept : d(other.d) {}
  ObjectTable& operator=(ObjectTable&& other) noexcept {
    d = other.d;
    return *this;
  }
  ~ObjectTable() = default;

  qsizetype size() const { return d->count; }
  qsizetype count() const { return d->count; }
  bool isEmpty() const { return d->count == 0; }

  /// The object at a storage position, 0 ≤ pos < size().
  const T& at(qsizetype pos) const { return d->blocks[blockOf(pos)][offsetIn(pos)]; }
  /// The object with the id, or null.
  const T* get(const QUuid& id) const {
    const qsizetype pos = positionOf(id);
    return pos < 0 ? nullptr : &at(pos);
  }
  bool contains(const QUuid& id) const { return positionOf(id) >= 0; }
  /// The storage position of the object with the id, or -1.
  qsizetype indexOf(const QUuid& id) const { return positionOf(id); }

  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, d->count}; }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  const_iterator constBegin() const { return begin(); }
  const_iterator constEnd() const { return end(); }
  const_iterator find(const QUuid& id) const { return constFind(id); }
  const_iterator constFind(const QUuid& id) const {
    const qsizetype pos = positionOf(id);
    return {this, pos < 0 ? d->count : pos};
  }
  /// The ids in storage order.
  QList<QUuid> keys() const {
    QList<QUuid> ids;
    ids.reserve(d->count);
    for (const T& object : *this)
      ids.push_back(object.id);
    return ids;
  }

  /// The same objects under the same ids, in any order (as QHash compares).
  bool operator==(const ObjectTable& other) const {
    if (d == other.d)
      return true;
    if (size() != other.size())
      return false;
    for (const T& object : *this) {
      const T* theirs = other.get(object.id);
      if (!theirs || !(*theirs == object))
        return false;
    }
    return true;
  }

  // --- changes (DesignData's, which keeps its relation indexes beside) -------------------------

  /// The object with the id, to change in place (not its id), or null.
  T* getMutable(const QUuid& id) {
    const qsizetype pos = positionOf(id);
    return pos < 0 ? nullptr : &mutableAt(pos);
  }
  /// Adds the object unless one has its id; then returns null and changes nothing.
  T* insertNew(T&& object) {
    if (std::as_const(*this).contains(object.id))
      return nullptr;
    return &append(std::move(object));
  }
  /// Removes the object with the id into `removed`; false when there is none. The last object
  /// takes its place.
  bool remove(const QUuid& id, T* removed) {
    const std::size_t slot = slotOf(id);  // before detaching: nothing to copy when absent
    if (slot == kNoSlot)
      return false;
    Data& data = *d;
    const quint32 pos = data.idIndex[slot];
    *removed = std::move(mutableAt(pos));
    unlinkSlot(slot);
    const auto last = quint32(data.count - 1);
    if (pos != last) {
      const std::size_t lastSlot = slotOf(at(last).id);
      data.idIndex[lastSlot] = pos;
      mutableAt(pos) = std::move(mutableAt(last));
    }
    data.blocks[std::size_t(blockOf(last))].pop_back();
    --data.count;
    return true;
  }
  void reserve(qsizetype count) {
    if (count <= d.constData()->count)
      return;
    Data& data = *d;
    for (qsizetype b = blockOf(data.count); b <= blockOf(count - 1); ++b) {
      if (b == qsizetype(data.blocks.size()))
        data.blocks.emplace_back();
      data.blocks[std::size_t(b)].reserve(std::size_t(std::min(kBlock, count - b * kBlock)));
    }
    rehashFor(count);
  }
  void clear() { d = new Data; }
  /// Puts the objects in the order of `order` (a permutation of the positions: order[i] is the
  /// position of the object that goes to position i).
  void arrange(const std::vector<quint32>& order) {
    Q_ASSERT(qsizetype(order.size()) == d->count);
    Data& data = *d;
    std::vector<std::vector<T>> blocks;
    blocks.reserve(data.blocks.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (i % kBlock == 0)
        blocks.emplace_back().reserve(std::min<std::size_t>(kBlock, order.size() - i));
      blocks.back().push_back(std::move(mutableAt(order[i])));
    }
    data.blocks.swap(blocks);
    std::fill(data.idIndex.begin(), data.idIndex.end(), kEmpty);
    for (qsizetype pos = 0; pos < data.count; ++pos)
      data.idIndex[freeSlotFor(at(pos).id)] = quint32(pos);
  }

 private:
  // 256 objects: a block of cables (about 300 bytes each) stays under glibc's 128 KiB mapping
  // threshold, so blocks come from the heap the last design freed, not fresh pages each load.
  static constexpr qsizetype kBlockBits = 8;
  static constexpr qsizetype kBlock = qsizetype(1) << kBlockBits;
  static constexpr quint32 kEmpty = 0xFFFFFFFFu;
  static constexpr std::size_t kNoSlot = std::size_t(-1);

  struct Data : QSharedData {
    std::vector<std::vector<T>> blocks;  // kBlock objects each, the last one partly filled
    qsizetype count = 0;
    std::vector<quint32> idIndex;  // open addressing, linear probing: a position or kEmpty
    int slotBits = 0;              // idIndex.size() == 1 << slotBits (0: no slots yet)
  };

  static qsizetype blockOf(qsizetype pos) { return pos >> kBlockBits; }
  static qsizetype offsetIn(qsizetype pos) { return pos & (kBlock - 1); }

  T& mutableAt(qsizetype pos) { return d->blocks[blockOf(pos)][offsetIn(pos)]; }

  /// Ids are mostly random (v4), but tests and derived ids are not: the two halves are mixed
  /// and the slot taken from the product's high bits.
  std::size_t homeSlot(const QUuid& id) const {
    quint64 half[2];
    static_assert(sizeof half == sizeof id);
    std::memcpy(half, &id, sizeof id);
    constexpr quint64 kMix = 0x9E3779B97F4A7C15ULL;  // 2^64 / golden ratio
    return std::size_t(((half[0] ^ (half[1] * kMix)) * kMix) >> (64 - d->slotBits));
  }
  std::size_t mask() const { return d->idIndex.size() - 1; }

  std::size_t slotOf(const QUuid& id) const {
    const Data& data = *d;
    if (data.count == 0)
      return kNoSlot;
    for (std::size_t s = homeSlot(id);; s = (s + 1) & mask()) {
      const quint32 pos = data.idIndex[s];
      if (pos == kEmpty)
        return kNoSlot;
      if (at(pos).id == id)
        return s;
    }
  }
  qsizetype positionOf(const QUuid& id) const {
    const std::size_t slot = slotOf(id);
    return slot == kNoSlot ? -1 : qsizetype(d->idIndex[slot]);
  }
  std::size_t freeSlotFor(const QUuid& id) const {
    std::size_t s = homeSlot(id);
    while (d->idIndex[s] != kEmpty)
      s = (s + 1) & mask();
    return s;
  }

  /// At most half the slots in use: short probe runs, and at 4 bytes a slot still 8–16 bytes an
  /// object.
  void rehashFor(qsizetype count) {
    int bits = 4;
    while ((qsizetype(1) << bits) < 2 * count)
      ++bits;
    Data& data = *d;
    if (bits <= data.slotBits)
      return;
    data.slotBits = bits;
    data.idIndex.assign(std::size_t(1) << bits, kEmpty);
    for (qsizetype pos = 0; pos < data.count; ++pos)
      data.idIndex[freeSlotFor(at(pos).id)] = quint32(pos);
  }

  T& append(T&& object) {
    rehashFor(d->count + 1);
    Data& data = *d;
    const qsizetype pos = data.count;
    if (blockOf(pos) == qsizetype(data.blocks.size()))  // reserve() may have added it already
      data.blocks.emplace_back();
    std::vector<T>& block = data.blocks[blockOf(pos)];
    block.push_back(std::move(object));
    data.idIndex[freeSlotFor(block.back().id)] = quint32(pos);
    ++data.count;
    return block.back();
  }

  /// Empties a slot; later entries of its probe run that may move up do (backward shift), so
  /// that no look-up stops early at the hole.
  void unlinkSlot(std::size_t slot) {
    Data& data = *d;
    std::size_t hole = slot;
    for (std::size_t next = (slot + 1) & mask(); data.idIndex[next] != kEmpty;
         next = (next + 1) & mask()) {
      const std::size_t home = homeSlot(at(data.idIndex[next]).id);
      // The entry may fill the hole when the hole lies on its way from home to where it is.
      if (((next - home) & mask()) >= ((next - hole) & mask())) {
        data.idIndex[hole] = data.idIndex[next];
        hole = next;
      }
    }
    data.idIndex[hole] = kEmpty;
  }

  QSharedDataPointer<Data> d;
};

}  // namespace rackwright

#endif
