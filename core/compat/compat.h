#ifndef RACKWRIGHT_CORE_COMPAT_COMPAT_H
#define RACKWRIGHT_CORE_COMPAT_COMPAT_H

// Whether a plug fits a cage and which ends of a cable can join two ports: the one answer the
// validation rules (FF, LN, PR), the planner's part chooser and the canvas's cable candidates
// share. Each of them asks a different question of the same verdict (is the plug seated at all,
// is it the part to choose, does it mate mechanically), so the verdict says what matched and
// what did not, and the callers read the part they need.

#include "core/catalog/parttypes.h"

#include <QHashFunctions>
#include <QVector>

#include <initializer_list>
#include <span>

namespace rackwright::compat {

/// A set of values of a small enum, as bits: facts stay small values that compare and hash in a
/// few instructions.
template <typename E>
class EnumSet final {
 public:
  constexpr EnumSet() = default;
  constexpr EnumSet(std::initializer_list<E> values) {
    for (const E value : values)
      insert(value);
  }
  static EnumSet of(std::span<const E> values) {
    EnumSet set;
    for (const E value : values)
      set.insert(value);
    return set;
  }
  constexpr void insert(E value) { mBits |= bit(value); }
  constexpr bool contains(E value) const { return (mBits & bit(value)) != 0; }
  constexpr bool isEmpty() const { return mBits == 0; }
  constexpr bool intersects(EnumSet other) const { return (mBits & other.mBits) != 0; }
  constexpr quint32 bits() const { return mBits; }
  constexpr bool operator==(const EnumSet&) const = default;

 private:
  static constexpr quint32 bit(E value) { return quint32(1) << int(value); }
  quint32 mBits = 0;
};

/// What the fit decisions read of a plug: a transceiver, or one end of a DAC/ACC/AOC.
struct PlugFacts {
  FormFactor formFactor = FormFactor::Unknown;
  TopStyle topStyle = TopStyle::NotApplicable;
  bool twinPort = false;
  bool assembly = false;  ///< an end of a cable assembly, not a transceiver
  int lanes = 0;          ///< electrical lanes of the plug (of the end, for an assembly)
  Signalling signalling = Signalling::Unknown;
  Generation generation = Generation::None;
  EnumSet<Protocol> protocols;  ///< empty: the part does not say
  /// Further families an assembly also runs at a lower speed (CableAssemblyBody::otherSignalling).
  EnumSet<Signalling> otherSignalling;
  bool operator==(const PlugFacts&) const = default;
  /// Whether the plug runs `family`, at full speed or as one of its other families.
  bool runs(Signalling family) const {
    return signalling == family || otherSignalling.contains(family);
  }
};
size_t qHash(const PlugFacts& facts, size_t seed = 0);
PlugFacts plugFacts(const TransceiverBody& transceiver);
PlugFacts plugFacts(const CableAssemblyBody& assembly, const AssemblyEndDefinition& end);

/// What the fit decisions read of a cage.
struct CageFacts {
  FormFactor formFactor = FormFactor::Unknown;
  CageThermal thermal = CageThermal::NotApplicable;
  bool twinPort = false;
  int lanes = 0;  ///< electrical lanes; 0 = not stated
  EnumSet<Signalling> signalling;
  EnumSet<Protocol> protocols;
  bool operator==(const CageFacts&) const = default;
};
size_t qHash(const CageFacts& facts, size_t seed = 0);
CageFacts cageFacts(const CageDefinition& cage);

/// The mechanical family of a plug against a cage.
enum class FormFit {
  Same,      ///< the cage's own form factor
  Backward,  ///< an older plug the cage accepts (QSFP56 in QSFP112, QSFP in QSFP-DD …), or a
             ///< QSFP56 assembly end that runs a QSFP28 cage's 25G-NRZ
  Unstated,  ///< the cage's or the plug's form factor is not in the catalog
  Foreign,   ///< does not go in
};
/// The plug's top against what the cage's thermal design needs.
enum class TopFit {
  Exact,      ///< the top the cage needs, or the cage needs none
  Tolerated,  ///< the plug states no top style: nothing contradicts the cage
  Wrong,      ///< finned in a flat-top cage or flat in a cage for finned plugs
};
/// The plug's lane signalling against the families the cage runs.
enum class SignallingFit {
  NotChecked,    ///< the plug states no signalling, or the cage is twisted pair (RJ45)
  CageUnstated,  ///< the cage lists no signalling
  Listed,        ///< the cage runs the plug's family (or one of an assembly's other families)
  Downshift,     ///< a whitelisted downshift (older QSFP in QSFP112, HDR twin-port cables)
  Wrong,
};
/// The plug's electrical lanes against the cage's.
enum class LaneFit {
  Within,
  CageUnstated,  ///< the cage states no lanes, the plug does
  Exceeds,       ///< more lanes than the cage has: the extra ones are lost
};

/// The verdict on one plug in one cage: what matched and what did not.
struct PlugFit {
  FormFit form = FormFit::Foreign;
  bool formFactorUnstated = false;  ///< the cage's or the plug's form factor is Unknown
  bool sameFamily = false;          ///< same mechanical family (QSFP112/56/28, QSFP-DD …)
  bool twinPortMatches = false;
  TopFit top = TopFit::Wrong;
  SignallingFit signalling = SignallingFit::Wrong;
  bool signallingListed = false;  ///< the cage lists a signalling family the plug runs
  LaneFit lanes = LaneFit::Exceeds;
  bool protocolsMeet = false;  ///< the plug and the cage share a protocol, or one lists none

  /// The plug goes into the cage (validation then reports the detail): FF-01 refuses the rest.
  bool seated() const { return form != FormFit::Foreign; }
  /// The part to choose for the cage: its own form factor, top, port style, lane family, lanes
  /// and a common protocol. The planner uses only such parts.
  bool preferred() const {
    return form == FormFit::Same && twinPortMatches && top == TopFit::Exact && signallingListed &&
           lanes == LaneFit::Within && protocolsMeet;
  }
  /// The plug mates with the cage mechanically (same family): what the canvas offers between
  /// two cages before validation judges the detail.
  bool mates() const { return sameFamily; }
};
PlugFit fitPlug(const PlugFacts& plug, const CageFacts& cage);

/// Whether a part listing `protocols` runs `protocol` (a part that lists none does not say).
bool runsProtocol(std::span<const Protocol> protocols, Protocol protocol);

/// How far a cable join must fit: mechanically (the canvas's candidates) or as the part to
/// choose (the planner).
enum class JoinPolicy { Mates, Preferred };

/// One way a cable can join two ports: which of its ends goes to each (indices into its ends).
struct Join {
  int endAtA = 0;
  int endAtB = 0;
  bool operator==(const Join&) const = default;
};

/// The ways a cable assembly can join cage `a` to cage `b`, in order of the end at `a`, then the
/// end at `b`. One of the two ends is the head (end 0): a breakout joins its head to a leg.
QVector<Join> assemblyJoins(const CableAssemblyBody& assembly, const CageFacts& a,
                            const CageFacts& b, JoinPolicy policy);
/// The ways a passive fiber can join a receptacle of connector `a` to one of connector `b`.
QVector<Join> fiberJoins(const PassiveFiberBody& fiber, Connector a, Connector b);

}  // namespace rackwright::compat

#endif
