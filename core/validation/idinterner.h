#ifndef RACKWRIGHT_CORE_VALIDATION_IDINTERNER_H
#define RACKWRIGHT_CORE_VALIDATION_IDINTERNER_H

#include "core/model/entities.h"

#include <QtGlobal>

#include <cstring>
#include <vector>

namespace rackwright {

/// Numbers object ids 0, 1, 2 … in the order they are first seen, so that tables with millions
/// of references (the incremental validator's dependencies) hold 4 bytes per reference instead
/// of a 16-byte id, and index arrays instead of hash tables. An open-addressing table of node
/// numbers (kept at most 70 % full) over one array of the ids: 22 to 28 bytes an id with the
/// arrays' slack, where a QHash<QUuid, quint32> costs some 40. Ids are never removed: a
/// validator forgets only what a design reset clears.
class IdInterner final {
 public:
  static constexpr quint32 kNone = 0xFFFFFFFFu;

  void clear() {
    mIds.clear();
    mTable.clear();
  }
  void reserve(std::size_t count) {
    mIds.reserve(count);
    if (count * 10 > mTable.size() * 7)
      rehash(tableSizeFor(count));
  }
  std::size_t size() const { return mIds.size(); }
  const ObjectId& id(quint32 node) const { return mIds[node]; }

  /// The id's number, given a new one the first time.
  quint32 intern(const ObjectId& id) {
    if ((mIds.size() + 1) * 10 > mTable.size() * 7)
      rehash(tableSizeFor(mIds.size() + 1));
    const std::size_t at = probe(id);
    if (mTable[at] != 0)
      return mTable[at] - 1;
    const auto node = quint32(mIds.size());
    mIds.push_back(id);
    mTable[at] = node + 1;
    return node;
  }
  /// The id's number, or kNone when it was never interned.
  quint32 find(const ObjectId& id) const {
    if (mTable.empty())
      return kNone;
    const std::size_t at = probe(id);
    return mTable[at] != 0 ? mTable[at] - 1 : kNone;
  }

 private:
  /// The table slot holding `id`, or the empty slot where it would go.
  std::size_t probe(const ObjectId& id) const {
    std::size_t at = home(id);
    while (mTable[at] != 0 && mIds[mTable[at] - 1] != id)
      at = (at + 1) & (mTable.size() - 1);
    return at;
  }
  static std::size_t tableSizeFor(std::size_t count) {
    std::size_t size = 1024;
    while (count * 10 > size * 7)
      size *= 2;
    return size;
  }
  /// Mixes all 128 bits: relation and port keys share most bits with the id they derive from.
  std::size_t home(const ObjectId& id) const {
    quint64 halves[2];
    static_assert(sizeof(ObjectId) == sizeof(halves));
    std::memcpy(halves, &id, sizeof(halves));
    quint64 h = (halves[0] ^ (halves[1] * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
    return std::size_t(h) & (mTable.size() - 1);
  }
  void rehash(std::size_t size) {
    mTable.assign(size, 0);
    for (std::size_t node = 0; node < mIds.size(); ++node) {
      std::size_t at = home(mIds[node]);
      while (mTable[at] != 0)
        at = (at + 1) & (size - 1);
      mTable[at] = quint32(node + 1);
    }
  }

  std::vector<ObjectId> mIds;
  std::vector<quint32> mTable;  ///< node + 1; 0 is empty
};

}  // namespace rackwright

#endif
