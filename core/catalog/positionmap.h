#ifndef RACKWRIGHT_CORE_CATALOG_POSITIONMAP_H
#define RACKWRIGHT_CORE_CATALOG_POSITIONMAP_H

#include "core/catalog/parttypes.h"

#include <QMap>
#include <QString>
#include <QVarLengthArray>
#include <QVector>

#include <optional>

namespace rackwright {

/// A partial one-to-one map of fiber positions: source position i (1-based) lands on target
/// position (i) or nowhere (0: a dark or unterminated position). Every passive element of a
/// channel is one of these (a cord's end-to-end map, a panel's front-to-rear map, one leg of a
/// splitter), so polarity is computed rather than inferred from labels: compose the elements
/// along the channel and look where each Tx lane lands.
class PositionMap final {
 public:
  PositionMap() = default;
  /// `targets[i]` is where position i + 1 goes (0 = nowhere); `targetSize` is the number of
  /// positions on the far side (defaults to the largest target).
  explicit PositionMap(const QVector<int>& targets, int targetSize = 0);

  static PositionMap identity(int positions);
  /// Type-B cord / key-up-key-up adapter: i → N + 1 − i.
  static PositionMap reversal(int positions);
  /// Type-C cord: adjacent pairs swapped (1↔2, 3↔4 …).
  static PositionMap pairSwap(int positions);

  int sourceSize() const { return int(mTargets.size()); }
  int targetSize() const { return mTargetSize; }
  /// Where `position` lands; 0 when it is out of range or dark.
  int map(int position) const;
  int operator()(int position) const { return map(position); }
  int mappedCount() const;
  bool isEmpty() const { return mappedCount() == 0; }

  /// This map first, then `next` (positions that leave the range of `next` go dark).
  PositionMap then(const PositionMap& next) const;
  /// The same as then(identity(positions)), in place: targets beyond `positions` go dark and the
  /// far side has `positions` positions (a receptacle at the end of a channel).
  void limitTargets(int positions);
  /// The same fibers walked the other way.
  PositionMap inverse() const;
  /// Keeps only the source positions in `positions`.
  PositionMap restrictedTo(const QVector<int>& positions) const;

  /// Tests on the mapped positions only (a splitter leg that reverses its four fibers counts as
  /// a reversal).
  bool isIdentity() const;
  bool isReversal() const;
  bool isPairSwap() const;

  /// "1→12 2→11 …" for messages and logs.
  QString toString() const;

  bool operator==(const PositionMap&) const = default;

 private:
  /// Connectors have up to 16 positions but for the large MPOs: those stay off the heap (every
  /// trace step composes maps).
  using Targets = QVarLengthArray<int, 16>;
  static PositionMap fromTargets(Targets targets, int targetSize);

  Targets mTargets;
  int mTargetSize = 0;
};

/// The maps from one end of a passive fiber to each of its other ends (one entry per end that
/// any position reaches). A cord gives one map; a 1:2 splitter gives two from its head and one
/// from each leg: the splitter table.
QMap<int, PositionMap> fiberPathsFrom(const PassiveFiberBody& fiber, int fromEnd);

/// What a fiber element does to positions, as the TIA-568 polarity types name it. It is derived
/// from the element's position map, never read from its label: the map is what the tracer
/// composes, so a rule that reasons about methods must see the same thing.
enum class PolarityMethod {
  Straight,  ///< i → i: Type A (MPO), A-A (duplex)
  Reversed,  ///< i → N + 1 − i: Type B (MPO), A-B crossover (duplex)
  PairSwap,  ///< adjacent pairs swapped: Type C (MPO, more than two positions)
  Splitter,  ///< a leg of a fan-out: its method is the map of that leg
  Custom,    ///< any other permutation (a vendor map, a partial map)
};

/// The method a map implements. Two positions are both a reversal and a pair swap: that is an
/// A-B crossover (Reversed).
PolarityMethod polarityMethodOf(const PositionMap& map, bool splitter = false);

/// The method of a passive fiber between its first two ends (Splitter when it has more ends).
PolarityMethod polarityMethodOf(const PassiveFiberBody& fiber);

/// The method a catalog label claims ("A", "AA" → Straight, "B", "AB" → Reversed, "C" →
/// PairSwap, "splitter" → Splitter); nothing for a label the catalog does not define.
std::optional<PolarityMethod> polarityMethodClaimedBy(const QString& label);

/// "Type B", "A-B", "splitter", "straight" … for messages; `positions` tells duplex from MPO.
QString polarityMethodName(PolarityMethod method, int positions);

/// When a fiber's label contradicts its map: a sentence naming both and the fix (empty when they
/// agree or the label is free text).
QString polarityLabelContradiction(const PassiveFiberBody& fiber);

}  // namespace rackwright

#endif
