#ifndef RACKWRIGHT_CORE_PLANNER_UNIONFIND_H
#define RACKWRIGHT_CORE_PLANNER_UNIONFIND_H

#include <QHash>
#include <QVector>

namespace rackwright {

/// Union–find over the generators' links and cages: which cages fiber links join (their optics
/// must be of one class) and which cords share a twin-port module (they share one length, RE-06).
/// Nodes are numbered 0, 1, 2 … as added, or found by a 64-bit key.
class UnionFind {
 public:
  /// `count` nodes without keys, numbered 0 … count − 1.
  explicit UnionFind(int count = 0) {
    for (int i = 0; i < count; ++i)
      add();
  }
  /// The node of `key`, added the first time.
  int node(qint64 key) {
    auto it = mIndex.constFind(key);
    if (it != mIndex.constEnd())
      return *it;
    const int n = add();
    mIndex.insert(key, n);
    return n;
  }
  /// A node without a key (the caller numbers its nodes 0, 1, 2, … itself).
  int add() {
    mParent.push_back(int(mParent.size()));
    return int(mParent.size()) - 1;
  }
  int find(int n) {
    while (mParent[n] != n) {
      mParent[n] = mParent[mParent[n]];
      n = mParent[n];
    }
    return n;
  }
  void join(int a, int b) { mParent[find(a)] = find(b); }
  int size() const { return int(mParent.size()); }
  void reserve(qsizetype n) {
    mIndex.reserve(n);
    mParent.reserve(n);
  }

 private:
  QHash<qint64, int> mIndex;
  QVector<int> mParent;
};

}  // namespace rackwright

#endif
