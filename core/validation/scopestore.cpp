#include "scopestore.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

namespace {

using Kind = ValidationScope::Kind;

constexpr int kKindBits = 3;
constexpr quint64 kKindMask = (1u << kKindBits) - 1;
/// An info record's words before its objects: rule, key hash low and high, object count.
constexpr qsizetype kInfoHeader = 4;

quint64 packKey(quint32 node, quint32 port, Kind kind) {
  return (quint64(node) << 32) | (quint64(port) << kKindBits) | quint64(int(kind) + 1);
}

quint64 keyHash(const QString& key) {
  return quint64(qHash(key, 0));
}

}  // namespace

ScopeStore::ScopeStore(InfoDetail infos) : mListAllInfos(infos == InfoDetail::All) {}

void ScopeStore::clear() {
  mIds.clear();
  mPorts.clear();
  mPortIndex.clear();
  mRules.clear();
  mRuleIndex.clear();
  mSlots.clear();
  mFreeSlots.clear();
  mUsed = 0;
  mSlotOfKey.clear();
  mDepPool.clear();
  mDepGarbage = 0;
  mInfoPool.clear();
  mInfoGarbage = 0;
  mDependentsBegin.clear();
  mDependents.clear();
  mAddedDependents.clear();
  mAddedCount = 0;
  mListedBySlot.clear();
  mOrdered.clear();
  mInfoCountByRule.clear();
  mInfosByObject.clear();
  mCountedInfos = 0;
}

quint64 ScopeStore::keyOf(const ValidationScope& scope) {
  quint32 port = 0;
  if (!scope.port.isEmpty()) {
    auto found = mPortIndex.constFind(scope.port);
    if (found == mPortIndex.constEnd()) {
      mPorts << scope.port;
      found = mPortIndex.insert(scope.port, quint32(mPorts.size()));  // 0 is "no port"
    }
    port = *found;
  }
  return packKey(mIds.intern(scope.id), port, scope.kind);
}

quint64 ScopeStore::findKey(const ValidationScope& scope) const {
  const quint32 node = mIds.find(scope.id);
  if (node == IdInterner::kNone)
    return 0;
  quint32 port = 0;
  if (!scope.port.isEmpty()) {
    const auto found = mPortIndex.constFind(scope.port);
    if (found == mPortIndex.constEnd())
      return 0;
    port = *found;
  }
  return packKey(node, port, scope.kind);
}

ValidationScope ScopeStore::scopeOf(quint64 key) const {
  const auto port = quint32((key >> kKindBits) & 0x1FFFFFFFu);
  return {Kind(int(key & kKindMask) - 1), mIds.id(quint32(key >> 32)),
          port == 0 ? QString() : mPorts.at(qsizetype(port) - 1)};
}

int ScopeStore::takeSlot(quint64 key) {
  int slot;
  if (mFreeSlots.empty()) {
    slot = int(mSlots.size());
    mSlots.push_back({});
  } else {
    slot = mFreeSlots.back();
    mFreeSlots.pop_back();
  }
  mSlots[size_t(slot)] = Slot{key, 0, 0, 0, 0};
  mSlotOfKey.insert(key, slot);
  ++mUsed;
  return slot;
}

QVector<Finding> ScopeStore::split(QVector<Finding>& findings,
                                   const QHash<QString, QString>& waivers,
                                   std::vector<quint32>& infoWords) {
  if (mListAllInfos)
    return std::move(findings);
  QVector<Finding> listed;
  for (Finding& finding : findings) {
    if (finding.severity != Severity::Info ||
        (!waivers.isEmpty() && waivers.contains(finding.key()))) {
      listed << std::move(finding);
      continue;
    }
    auto rule = mRuleIndex.constFind(finding.rule);
    if (rule == mRuleIndex.constEnd()) {
      rule = mRuleIndex.insert(finding.rule, quint32(mRules.size()));
      mRules << finding.rule;
    }
    const quint64 hash = keyHash(finding.key());
    QVarLengthArray<quint32, 4> objects;  // each object once per finding, as validateAll counts
    for (const ObjectId& id : finding.objects) {
      const quint32 node = mIds.intern(id);
      if (!objects.contains(node))
        objects.append(node);
    }
    infoWords.insert(infoWords.end(),
                     {*rule, quint32(hash), quint32(hash >> 32), quint32(objects.size())});
    infoWords.insert(infoWords.end(), objects.begin(), objects.end());
  }
  return listed;
}

bool ScopeStore::dependentsListed(quint32 node, int slot) const {
  if (size_t(node) + 1 < mDependentsBegin.size()) {
    const auto begin = mDependents.begin() + mDependentsBegin[node];
    const auto end = mDependents.begin() + mDependentsBegin[size_t(node) + 1];
    if (std::find(begin, end, quint32(slot)) != end)
      return true;
  }
  const auto added = mAddedDependents.constFind(node);
  return added != mAddedDependents.constEnd() &&
         std::find(added->begin(), added->end(), slot) != added->end();
}

void ScopeStore::writeDependencies(int slot, const QVector<ObjectId>& dependencies,
                                   bool indexThem) {
  Slot& s = mSlots[size_t(slot)];
  s.depBegin = quint32(mDepPool.size());
  s.depCount = quint32(dependencies.size());
  for (const ObjectId& id : dependencies) {
    const quint32 node = mIds.intern(id);
    mDepPool.push_back(node);
    if (indexThem && !dependentsListed(node, slot)) {
      mAddedDependents[node].push_back(slot);
      ++mAddedCount;
    }
  }
}

bool ScopeStore::holdsDependencies(int slot, const QVector<ObjectId>& dependencies) const {
  const Slot& s = mSlots[size_t(slot)];
  if (qsizetype(s.depCount) != dependencies.size())
    return false;
  for (quint32 k = 0; k < s.depCount; ++k) {
    if (mIds.find(dependencies[k]) != mDepPool[s.depBegin + k])
      return false;
  }
  return true;
}

void ScopeStore::writeInfos(int slot, const std::vector<quint32>& words) {
  Slot& s = mSlots[size_t(slot)];
  s.infoBegin = quint32(mInfoPool.size());
  s.infoWords = quint32(words.size());
  mInfoPool.insert(mInfoPool.end(), words.begin(), words.end());
  tally(mInfoPool, qsizetype(s.infoBegin), qsizetype(mInfoPool.size()), +1);
}

void ScopeStore::tally(const std::vector<quint32>& words, qsizetype begin, qsizetype end,
                       int delta) {
  const auto add = [delta](auto& hash, const auto& key) {
    auto it = hash.find(key);
    if (it == hash.end())
      it = hash.insert(key, 0);
    *it += delta;
    if (*it == 0)
      hash.erase(it);
  };
  for (qsizetype i = begin; i < end;) {
    add(mInfoCountByRule, mRules.at(words[size_t(i)]));
    const qsizetype objects = words[size_t(i) + 3];
    for (qsizetype k = 0; k < objects; ++k)
      add(mInfosByObject, mIds.id(words[size_t(i + kInfoHeader + k)]));
    mCountedInfos += delta;
    i += kInfoHeader + objects;
  }
}

void ScopeStore::unfile(int slot, bool infos) {
  Slot& s = mSlots[size_t(slot)];
  const auto listed = mListedBySlot.find(slot);
  if (listed != mListedBySlot.end()) {
    for (const Finding& finding : *listed) {
      auto [first, last] = mOrdered.equal_range(finding);
      for (auto entry = first; entry != last; ++entry) {
        if (*entry == finding) {
          mOrdered.erase(entry);
          break;
        }
      }
    }
    mListedBySlot.erase(listed);
  }
  if (!infos)
    return;
  tally(mInfoPool, qsizetype(s.infoBegin), qsizetype(s.infoBegin) + qsizetype(s.infoWords), -1);
  mInfoGarbage += s.infoWords;
  s.infoWords = 0;
}

void ScopeStore::beginFullRun(const QVector<ValidationScope>& scopes) {
  clear();
  mIds.reserve(size_t(scopes.size()) * 2);
  mSlots.resize(size_t(scopes.size()));
  mSlotOfKey.reserve(scopes.size());
  for (qsizetype i = 0; i < scopes.size(); ++i) {
    const quint64 key = keyOf(scopes.at(i));
    mSlots[size_t(i)].key = key;
    mSlotOfKey.insert(key, int(i));
  }
  mUsed = int(scopes.size());
}

void ScopeStore::fileFullRunScope(qsizetype i, Validator::ScopeResult& result,
                                  const QHash<QString, QString>& waivers,
                                  QVector<Finding>& listed) {
  std::vector<quint32> words;
  QVector<Finding> kept = split(result.findings, waivers, words);
  writeDependencies(int(i), result.dependencies, false);
  writeInfos(int(i), words);
  if (!kept.isEmpty()) {
    listed += kept;
    mListedBySlot.emplace(int(i), std::move(kept));
  }
}

void ScopeStore::endFullRun(QVector<Finding> sortedListed) {
  for (Finding& finding : sortedListed)
    mOrdered.insert(mOrdered.end(), std::move(finding));
  rebuildDependents();
}

bool ScopeStore::file(const ValidationScope& scope, Validator::ScopeResult& result,
                      const QHash<QString, QString>& waivers) {
  const quint64 key = keyOf(scope);
  std::vector<quint32> words;
  QVector<Finding> listed = split(result.findings, waivers, words);
  const auto found = mSlotOfKey.constFind(key);
  bool changed;
  bool sameInfos = false;
  bool sameDependencies = false;
  int slot;
  if (found != mSlotOfKey.constEnd()) {
    slot = *found;
    const Slot& s = mSlots[size_t(slot)];
    const auto oldInfos = mInfoPool.begin() + s.infoBegin;
    sameInfos = std::equal(words.begin(), words.end(), oldInfos, oldInfos + s.infoWords);
    changed = mListedBySlot.value(slot) != listed || !sameInfos;
    // Infos that stay the same stay filed: untouched tallies are not copied away from the
    // result that shares them (a hash of hundreds of thousands of objects at 131,072 GPUs).
    unfile(slot, !sameInfos);
    sameDependencies = holdsDependencies(slot, result.dependencies);
    if (!sameDependencies)
      mDepGarbage += s.depCount;
  } else {
    slot = takeSlot(key);
    changed = !listed.isEmpty() || !words.empty();
  }
  if (!sameDependencies)
    writeDependencies(slot, result.dependencies, true);
  if (!sameInfos)
    writeInfos(slot, words);
  if (!listed.isEmpty()) {
    for (const Finding& finding : listed)
      mOrdered.insert(finding);
    mListedBySlot.emplace(slot, std::move(listed));
  }
  // Both upkeeps cost a pass over everything kept, so they wait until the additions or the
  // stale part are a fixed share of it: amortised, a re-run pays a constant for them. The small
  // constant lets the tests' small designs go through both many times.
  constexpr qsizetype kSlack = 256;
  if (mAddedCount > qsizetype(mDependents.size()) / 4 + kSlack)
    rebuildDependents();
  if (mDepGarbage + mInfoGarbage > qsizetype(mDepPool.size() + mInfoPool.size()) / 2 + kSlack)
    compactPools();
  return changed;
}

bool ScopeStore::drop(const ValidationScope& scope) {
  const quint64 key = findKey(scope);
  const auto found = key ? mSlotOfKey.find(key) : mSlotOfKey.end();
  if (found == mSlotOfKey.end())
    return false;
  const int slot = *found;
  Slot& s = mSlots[size_t(slot)];
  const bool had = s.infoWords > 0 || mListedBySlot.contains(slot);
  unfile(slot);
  mDepGarbage += s.depCount;
  s = Slot{};
  mFreeSlots.push_back(slot);
  mSlotOfKey.erase(found);
  --mUsed;
  return had;
}

void ScopeStore::rebuildDependents() {
  const size_t nodes = mIds.size();
  std::vector<quint32> begin(nodes + 1, 0);
  for (const Slot& s : mSlots) {
    if (!s.key)
      continue;
    for (quint32 k = 0; k < s.depCount; ++k)
      ++begin[size_t(mDepPool[s.depBegin + k]) + 1];
  }
  for (size_t n = 0; n < nodes; ++n)
    begin[n + 1] += begin[n];
  std::vector<quint32> dependents(begin[nodes]);
  std::vector<quint32> next(begin.begin(), begin.end() - 1);
  for (size_t slot = 0; slot < mSlots.size(); ++slot) {
    const Slot& s = mSlots[slot];
    if (!s.key)
      continue;
    for (quint32 k = 0; k < s.depCount; ++k)
      dependents[next[mDepPool[s.depBegin + k]]++] = quint32(slot);
  }
  mDependentsBegin = std::move(begin);
  mDependents = std::move(dependents);
  mAddedDependents.clear();
  mAddedCount = 0;
}

void ScopeStore::compactPools() {
  std::vector<quint32> deps;
  std::vector<quint32> infos;
  deps.reserve(mDepPool.size() - size_t(mDepGarbage));
  infos.reserve(mInfoPool.size() - size_t(mInfoGarbage));
  for (Slot& s : mSlots) {
    if (!s.key)
      continue;
    const quint32 depBegin = quint32(deps.size());
    deps.insert(deps.end(), mDepPool.begin() + s.depBegin,
                mDepPool.begin() + s.depBegin + s.depCount);
    s.depBegin = depBegin;
    const quint32 infoBegin = quint32(infos.size());
    infos.insert(infos.end(), mInfoPool.begin() + s.infoBegin,
                 mInfoPool.begin() + s.infoBegin + s.infoWords);
    s.infoBegin = infoBegin;
  }
  mDepPool = std::move(deps);
  mInfoPool = std::move(infos);
  mDepGarbage = 0;
  mInfoGarbage = 0;
}

void ScopeStore::collectDependents(const ObjectId& id, QSet<ValidationScope>& out) const {
  const quint32 node = mIds.find(id);
  if (node == IdInterner::kNone)
    return;
  const auto add = [&](quint32 slot) {
    const quint64 key = mSlots[slot].key;
    if (key)
      out.insert(scopeOf(key));
  };
  if (size_t(node) + 1 < mDependentsBegin.size()) {
    for (quint32 i = mDependentsBegin[node]; i < mDependentsBegin[size_t(node) + 1]; ++i)
      add(mDependents[i]);
  }
  const auto added = mAddedDependents.constFind(node);
  if (added != mAddedDependents.constEnd()) {
    for (const int slot : *added)
      add(quint32(slot));
  }
}

QStringList ScopeStore::channelPorts(const ObjectId& moduleId) const {
  QStringList ports;
  const quint32 node = mIds.find(moduleId);
  if (node == IdInterner::kNone)
    return ports;
  for (qsizetype p = 0; p < mPorts.size(); ++p) {
    if (mSlotOfKey.contains(packKey(node, quint32(p + 1), Kind::Channel)))
      ports << mPorts.at(p);
  }
  std::sort(ports.begin(), ports.end());
  return ports;
}

template <typename Match>
QVector<ValidationScope> ScopeStore::scopesWithInfos(Match match, int atLeast) const {
  QVector<ValidationScope> scopes;
  int held = 0;
  for (const Slot& s : mSlots) {
    if (!s.key || s.infoWords == 0)
      continue;
    int matched = 0;
    for (quint32 i = s.infoBegin; i < s.infoBegin + s.infoWords;) {
      const quint32 objects = mInfoPool[i + 3];
      if (match(&mInfoPool[i]))
        ++matched;
      i += quint32(kInfoHeader) + objects;
    }
    if (matched > 0) {
      scopes << scopeOf(s.key);
      held += matched;
      if (atLeast >= 0 && held >= atLeast)
        break;
    }
  }
  return scopes;
}

QVector<ValidationScope> ScopeStore::scopesWithInfoKeys(const QSet<QString>& keys) const {
  QSet<quint64> hashes;
  for (const QString& key : keys)
    hashes.insert(keyHash(key));
  QVector<ValidationScope> scopes = scopesWithInfos([&](const quint32* record) {
    return hashes.contains(quint64(record[1]) | (quint64(record[2]) << 32));
  });
  for (auto it = mListedBySlot.cbegin(); it != mListedBySlot.cend(); ++it) {
    const bool holds = std::any_of(it->begin(), it->end(), [&](const Finding& finding) {
      return finding.severity == Severity::Info && keys.contains(finding.key());
    });
    if (holds)
      scopes << scopeOf(mSlots[size_t(it.key())].key);
  }
  return scopes;
}

QVector<ValidationScope> ScopeStore::scopesWithInfosAbout(const QSet<ObjectId>& objects) const {
  QSet<quint32> nodes;
  for (const ObjectId& id : objects) {
    const quint32 node = mIds.find(id);
    if (node != IdInterner::kNone)
      nodes.insert(node);
  }
  if (nodes.isEmpty())
    return {};
  return scopesWithInfos([&](const quint32* record) {
    for (quint32 k = 0; k < record[3]; ++k) {
      if (nodes.contains(record[kInfoHeader + k]))
        return true;
    }
    return false;
  });
}

QVector<ValidationScope> ScopeStore::scopesWithInfosOf(const QString& rule, int atLeast) const {
  const auto index = mRuleIndex.constFind(rule);
  if (index == mRuleIndex.constEnd())
    return {};
  const quint32 wanted = *index;
  return scopesWithInfos([wanted](const quint32* record) { return record[0] == wanted; }, atLeast);
}

qint64 ScopeStore::bytesHeld() const {
  constexpr qint64 kHashEntry = 24;  // a QHash entry with its share of the span
  qint64 bytes = qint64(mIds.size()) * (sizeof(ObjectId) + 2 * sizeof(quint32));
  bytes += qint64(mSlots.capacity() * sizeof(Slot)) + mSlotOfKey.size() * kHashEntry;
  bytes += qint64((mDepPool.capacity() + mInfoPool.capacity() + mDependents.capacity() +
                   mDependentsBegin.capacity()) *
                  sizeof(quint32));
  bytes += qint64(mAddedCount) * qint64(sizeof(int)) + mAddedDependents.size() * 48;
  bytes += qint64(mOrdered.size()) * qint64(sizeof(Finding) + 32) * 2;
  bytes += mInfosByObject.size() * (kHashEntry + 8);
  return bytes;
}

}  // namespace rackwright
