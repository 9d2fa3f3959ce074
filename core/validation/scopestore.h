#ifndef RACKWRIGHT_CORE_VALIDATION_SCOPESTORE_H
#define RACKWRIGHT_CORE_VALIDATION_SCOPESTORE_H

#include "idinterner.h"
#include "validator.h"

#include <QHash>
#include <QSet>

#include <set>
#include <vector>

namespace rackwright {

/// What the incremental validator keeps per scope, compactly enough for a 131,072-GPU design
/// (1.6 million scopes, 13 million dependencies, 870,000 infos):
/// - every scope in a numbered slot, its key packed into 64 bits (kind, interned port, interned
///   object);
/// - each scope's dependencies as interned 4-byte numbers in one pool (a scope's run of it is
///   replaced when the scope re-runs; the pool is compacted when half of it is stale);
/// - the reverse index (dependency → scopes) built once after a full run as one flat table, with
///   the dependencies that later re-runs add kept beside it. Entries of a scope that no longer
///   reads a dependency are not removed: they only make a later edit re-run one scope more, and
///   the table is rebuilt when the additions grow;
/// - the listed findings (errors, warnings, waived findings; with InfoDetail::All, every finding)
///   in full, sorted in display order; the other infos as a record each (rule, the hash of its
///   key, the objects it names), tallied per rule and per object. Their texts are made again on
///   demand by re-running the scopes that hold them (scopesWithInfos…).
class ScopeStore final {
 public:
  struct DisplayOrder {
    bool operator()(const Finding& a, const Finding& b) const { return Validator::lessThan(a, b); }
  };
  using Ordered = std::multiset<Finding, DisplayOrder>;

  /// InfoDetail::All lists every info; Summary and None both keep unwaived infos as counts (a
  /// summary's examples are made on demand: IncrementalValidator::infosOf).
  explicit ScopeStore(InfoDetail infos = InfoDetail::All);

  bool listsAllInfos() const { return mListAllInfos; }
  void clear();
  /// The scopes of a full run, in order: slot i is scopes[i].
  void beginFullRun(const QVector<ValidationScope>& scopes);
  /// Files scope `i` of the full run begun last; its listed findings are appended to `listed`
  /// (the caller sorts them once and hands them to endFullRun()).
  void fileFullRunScope(qsizetype i, Validator::ScopeResult& result,
                        const QHash<QString, QString>& waivers, QVector<Finding>& listed);
  void endFullRun(QVector<Finding> sortedListed);

  /// Files a scope's new result in place of its old one. Returns whether what the scope adds to
  /// the output changed.
  bool file(const ValidationScope& scope, Validator::ScopeResult& result,
            const QHash<QString, QString>& waivers);
  /// Forgets a scope. Returns whether it had findings.
  bool drop(const ValidationScope& scope);

  int size() const { return mUsed; }
  /// Adds the scopes that read `id` (and possibly a few that did once) to `out`.
  void collectDependents(const ObjectId& id, QSet<ValidationScope>& out) const;
  /// The module's ports that have channel scopes, sorted.
  QStringList channelPorts(const ObjectId& moduleId) const;

  /// Scopes holding an info whose key is one of `keys`, listed or counted: what a change of
  /// these waivers re-files.
  QVector<ValidationScope> scopesWithInfoKeys(const QSet<QString>& keys) const;
  /// Scopes holding counted infos that name one of `objects`.
  QVector<ValidationScope> scopesWithInfosAbout(const QSet<ObjectId>& objects) const;
  /// Scopes holding counted infos of `rule`, in slot order, until they hold at least `atLeast`.
  QVector<ValidationScope> scopesWithInfosOf(const QString& rule, int atLeast) const;

  const Ordered& listed() const { return mOrdered; }
  const QHash<QString, int>& infoCountByRule() const { return mInfoCountByRule; }
  const QHash<ObjectId, int>& infosByObject() const { return mInfosByObject; }
  int countedInfos() const { return mCountedInfos; }

  /// Bytes held (an estimate from the containers' capacities), for the benchmarks.
  qint64 bytesHeld() const;

 private:
  struct Slot {
    quint64 key = 0;  ///< 0: free
    quint32 depBegin = 0;
    quint32 depCount = 0;
    quint32 infoBegin = 0;
    quint32 infoWords = 0;
  };

  quint64 keyOf(const ValidationScope& scope);
  quint64 findKey(const ValidationScope& scope) const;
  ValidationScope scopeOf(quint64 key) const;
  int takeSlot(quint64 key);
  /// Splits a scope's findings into listed ones and info records (appended to mInfoPool).
  QVector<Finding> split(QVector<Finding>& findings, const QHash<QString, QString>& waivers,
                         std::vector<quint32>& infoWords);
  void writeDependencies(int slot, const QVector<ObjectId>& dependencies, bool indexThem);
  /// True when the slot already holds exactly these dependencies (a re-run after an edit that
  /// changed nothing the scope walks, the usual case): nothing need be written or indexed.
  bool holdsDependencies(int slot, const QVector<ObjectId>& dependencies) const;
  void writeInfos(int slot, const std::vector<quint32>& words);
  /// Removes the slot's listed findings and, with `infos`, its info records from the output
  /// (not its dependencies).
  void unfile(int slot, bool infos = true);
  void tally(const std::vector<quint32>& words, qsizetype begin, qsizetype end, int delta);
  bool dependentsListed(quint32 node, int slot) const;
  void rebuildDependents();
  void compactPools();
  template <typename Match>
  QVector<ValidationScope> scopesWithInfos(Match match, int atLeast = -1) const;

  bool mListAllInfos;
  IdInterner mIds;
  QStringList mPorts;
  QHash<QString, quint32> mPortIndex;
  QStringList mRules;
  QHash<QString, quint32> mRuleIndex;

  std::vector<Slot> mSlots;
  std::vector<int> mFreeSlots;
  int mUsed = 0;
  QHash<quint64, int> mSlotOfKey;

  std::vector<quint32> mDepPool;
  qsizetype mDepGarbage = 0;
  /// Info records: rule, key hash (two words), object count, objects.
  std::vector<quint32> mInfoPool;
  qsizetype mInfoGarbage = 0;

  std::vector<quint32> mDependentsBegin;  ///< node → start in mDependents (size nodes + 1)
  std::vector<quint32> mDependents;       ///< slots, grouped by node
  QHash<quint32, std::vector<int>> mAddedDependents;
  qsizetype mAddedCount = 0;

  QHash<int, QVector<Finding>> mListedBySlot;
  Ordered mOrdered;
  QHash<QString, int> mInfoCountByRule;
  QHash<ObjectId, int> mInfosByObject;
  int mCountedInfos = 0;
};

}  // namespace rackwright

#endif
