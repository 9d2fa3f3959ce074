#include "positionmap.h"

#include <QCoreApplication>

#include <algorithm>

namespace rackwright {

namespace {
class Text final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PolarityMethod)
};
}  // namespace

// --- PositionMap -------------------------------------------------------------------------------

PositionMap::PositionMap(const QVector<int>& targets, int targetSize)
    : PositionMap(fromTargets(Targets(targets.cbegin(), targets.cend()), targetSize)) {}

PositionMap PositionMap::fromTargets(Targets targets, int targetSize) {
  PositionMap map;
  map.mTargets = std::move(targets);
  map.mTargetSize = targetSize;
  if (map.mTargetSize <= 0 && !map.mTargets.isEmpty())
    map.mTargetSize = *std::max_element(map.mTargets.cbegin(), map.mTargets.cend());
  return map;
}

PositionMap PositionMap::identity(int positions) {
  Targets t(positions);
  for (int i = 0; i < positions; ++i)
    t[i] = i + 1;
  return fromTargets(std::move(t), positions);
}

PositionMap PositionMap::reversal(int positions) {
  Targets t(positions);
  for (int i = 0; i < positions; ++i)
    t[i] = positions - i;
  return fromTargets(std::move(t), positions);
}

PositionMap PositionMap::pairSwap(int positions) {
  Targets t(positions);
  for (int i = 0; i < positions; ++i) {
    const int p = i + 1;
    t[i] = (p % 2 == 1) ? (p + 1 <= positions ? p + 1 : p) : p - 1;
  }
  return fromTargets(std::move(t), positions);
}

int PositionMap::map(int position) const {
  if (position < 1 || position > mTargets.size())
    return 0;
  return mTargets.at(position - 1);
}

int PositionMap::mappedCount() const {
  return int(std::count_if(mTargets.cbegin(), mTargets.cend(), [](int t) { return t > 0; }));
}

PositionMap PositionMap::then(const PositionMap& next) const {
  Targets t(mTargets.size());
  for (int i = 0; i < mTargets.size(); ++i)
    t[i] = next.map(mTargets.at(i));
  return fromTargets(std::move(t), next.targetSize());
}

void PositionMap::limitTargets(int positions) {
  for (int& target : mTargets) {
    if (target < 1 || target > positions)
      target = 0;
  }
  mTargetSize = positions;
}

PositionMap PositionMap::inverse() const {
  Targets t(mTargetSize, 0);
  for (int i = 0; i < mTargets.size(); ++i) {
    const int target = mTargets.at(i);
    if (target > 0 && target <= mTargetSize)
      t[target - 1] = i + 1;
  }
  return fromTargets(std::move(t), int(mTargets.size()));
}

PositionMap PositionMap::restrictedTo(const QVector<int>& positions) const {
  Targets t(mTargets.size(), 0);
  for (int p : positions) {
    if (p >= 1 && p <= mTargets.size())
      t[p - 1] = mTargets.at(p - 1);
  }
  return fromTargets(std::move(t), mTargetSize);
}

bool PositionMap::isIdentity() const {
  if (isEmpty())
    return false;
  for (int i = 0; i < mTargets.size(); ++i) {
    if (mTargets.at(i) > 0 && mTargets.at(i) != i + 1)
      return false;
  }
  return true;
}

bool PositionMap::isReversal() const {
  if (isEmpty())
    return false;
  const int n = int(mTargets.size());
  for (int i = 0; i < n; ++i) {
    if (mTargets.at(i) > 0 && mTargets.at(i) != n - i)
      return false;
  }
  return true;
}

bool PositionMap::isPairSwap() const {
  if (isEmpty())
    return false;
  const PositionMap swap = PositionMap::pairSwap(sourceSize());
  for (int i = 0; i < mTargets.size(); ++i) {
    if (mTargets.at(i) > 0 && mTargets.at(i) != swap.map(i + 1))
      return false;
  }
  return true;
}

QString PositionMap::toString() const {
  QStringList parts;
  for (int i = 0; i < mTargets.size(); ++i) {
    if (mTargets.at(i) > 0)
      parts << QStringLiteral("%1→%2").arg(i + 1).arg(mTargets.at(i));
  }
  return parts.join(QLatin1Char(' '));
}

QMap<int, PositionMap> fiberPathsFrom(const PassiveFiberBody& fiber, int fromEnd) {
  QMap<int, QVector<int>> targets;
  if (fromEnd < 0 || fromEnd >= fiber.ends.size())
    return {};
  const int size = fiber.ends.at(fromEnd).fiberCount;
  auto add = [&](int toEnd, int fromPosition, int toPosition) {
    QVector<int>& t = targets[toEnd];
    if (t.isEmpty())
      t.resize(size);
    if (fromPosition >= 1 && fromPosition <= size)
      t[fromPosition - 1] = toPosition;
  };
  // Paths are fibers: they can be walked from either end.
  for (const FiberPath& path : fiber.paths) {
    if (path.fromEnd == fromEnd)
      add(path.toEnd, path.fromPosition, path.toPosition);
    if (path.toEnd == fromEnd)
      add(path.fromEnd, path.toPosition, path.fromPosition);
  }
  QMap<int, PositionMap> result;
  for (auto it = targets.cbegin(); it != targets.cend(); ++it) {
    const int toEnd = it.key();
    result.insert(toEnd, PositionMap(it.value(), fiber.ends.at(toEnd).fiberCount));
  }
  return result;
}

// --- Polarity methods --------------------------------------------------------------------------

PolarityMethod polarityMethodOf(const PositionMap& map, bool splitter) {
  if (splitter)
    return PolarityMethod::Splitter;
  if (map.isIdentity())
    return PolarityMethod::Straight;
  if (map.isReversal())
    return PolarityMethod::Reversed;
  if (map.sourceSize() > 2 && map.isPairSwap())
    return PolarityMethod::PairSwap;
  return PolarityMethod::Custom;
}

PolarityMethod polarityMethodOf(const PassiveFiberBody& fiber) {
  if (fiber.ends.size() > 2)
    return PolarityMethod::Splitter;
  const QMap<int, PositionMap> paths = fiberPathsFrom(fiber, 0);
  return paths.size() == 1 ? polarityMethodOf(paths.first()) : PolarityMethod::Custom;
}

std::optional<PolarityMethod> polarityMethodClaimedBy(const QString& label) {
  if (label == QLatin1String("A") || label == QLatin1String("AA"))
    return PolarityMethod::Straight;
  if (label == QLatin1String("B") || label == QLatin1String("AB"))
    return PolarityMethod::Reversed;
  if (label == QLatin1String("C"))
    return PolarityMethod::PairSwap;
  if (label == QLatin1String("splitter"))
    return PolarityMethod::Splitter;
  return std::nullopt;
}

QString polarityMethodName(PolarityMethod method, int positions) {
  const bool duplex = positions <= 2;
  switch (method) {
    case PolarityMethod::Straight:
      return duplex ? Text::tr("A-A") : Text::tr("Type A");
    case PolarityMethod::Reversed:
      return duplex ? Text::tr("A-B") : Text::tr("Type B");
    case PolarityMethod::PairSwap:
      return Text::tr("Type C");
    case PolarityMethod::Splitter:
      return Text::tr("splitter");
    case PolarityMethod::Custom:
      return Text::tr("custom map");
  }
  return {};
}

QString polarityLabelContradiction(const PassiveFiberBody& fiber) {
  const std::optional<PolarityMethod> claimed = polarityMethodClaimedBy(fiber.polarity);
  const PolarityMethod actual = polarityMethodOf(fiber);
  if (!claimed || *claimed == actual)
    return {};
  const int positions = fiber.ends.isEmpty() ? 0 : fiber.ends.constFirst().fiberCount;
  return Text::tr(
             "the label \"%1\" says %2 but the map is %3; Rackwright follows the map. Correct "
             "the label or the map so they agree")
      .arg(fiber.polarity, polarityMethodName(*claimed, positions),
           polarityMethodName(actual, positions));
}

}  // namespace rackwright
