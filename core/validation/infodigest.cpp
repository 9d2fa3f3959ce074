#include "infodigest.h"

#include "validator.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

void InfoDigest::dropped(std::span<const ObjectId> objects) {
  QVarLengthArray<ObjectId, 4> seen;
  for (const ObjectId& id : objects) {
    if (!seen.contains(id)) {
      seen.append(id);
      ++byObject[id];
    }
  }
}

void InfoDigest::add(Finding finding) {
  ++countByRule[finding.rule];
  QVector<Finding>& list = examples[finding.rule];
  const auto at = std::upper_bound(list.begin(), list.end(), finding, &Validator::lessThan);
  if (at - list.begin() >= mKeep) {
    dropped(finding.objects);
    return;
  }
  list.insert(at, std::move(finding));
  if (list.size() > mKeep) {
    dropped(list.back().objects);
    list.removeLast();
  }
}

bool InfoDigest::mayKeep(const QString& rule, const QString& location) const {
  if (mKeep <= 0)
    return false;
  const auto it = examples.constFind(rule);
  if (it == examples.constEnd() || it->size() < mKeep)
    return true;
  // Validator::lessThan orders one rule's infos by location first.
  return location.compare(it->constLast().location) <= 0;
}

void InfoDigest::count(const QString& rule, std::span<const ObjectId> objects) {
  ++countByRule[rule];
  dropped(objects);
}

void InfoDigest::merge(InfoDigest& other) {
  for (auto it = other.countByRule.cbegin(); it != other.countByRule.cend(); ++it)
    countByRule[it.key()] += it.value();
  for (auto it = other.byObject.cbegin(); it != other.byObject.cend(); ++it)
    byObject[it.key()] += it.value();
  for (auto it = other.examples.begin(); it != other.examples.end(); ++it) {
    for (Finding& finding : it.value()) {
      --countByRule[finding.rule];  // add() counts it again
      add(std::move(finding));
    }
  }
}

}  // namespace rackwright
