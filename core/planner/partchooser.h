#ifndef RACKWRIGHT_CORE_PLANNER_PARTCHOOSER_H
#define RACKWRIGHT_CORE_PLANNER_PARTCHOOSER_H

#include "cablelengths.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace rackwright::generator {

/// Chooses the catalog parts of a generated fabric: the transceiver for a cage, the fiber cord
/// for a run, the direct-attach copper for a pair of cages. Candidates are tried in order of
/// preference and each is checked against the cage it goes into (form factor, top style
/// against the cage's heat sink, twin- or single-port, lane signalling, port speed, protocol),
/// so a part is used only where it fits and only if the catalog has it.
class PartChooser final {
 public:
  PartChooser(const Catalog& library, const PartFamilies& families, int linkRateGbps);

  /// The transceiver for `cage` with optics for `fiber` (MMF: SR, SMF: DR), or null.
  PartPtr module(const CageDefinition& cage, FiberClass fiber) const;

  /// The cord families of a fiber class, preferred first; the last is the generic part that
  /// takes over where the families' longest length is too short.
  static QStringList cordFamilies(FiberClass fiber);
  /// The shortest cord of class `fiber` at least `lengthM` long whose grade both modules reach
  /// over its length; empty when none does.
  std::optional<LengthChoice> cord(FiberClass fiber, double lengthM, const Part& moduleA,
                                   const Part& moduleB) const;

  /// A copper assembly for two cages: which family, and which of its ends goes where.
  struct DacFit {
    QString family;
    QString lowerEnd;        ///< straight assemblies: the end in the lower cage
    QString upperEnd;        ///< straight assemblies: the end in the upper cage
    bool breakout = false;   ///< head in the twin-port cage, one leg per single-port cage
    bool headUpper = false;  ///< breakout: the head is in the upper cage
    QStringList legsBySub;   ///< breakout: the leg that carries logical port i of the head cage
  };
  std::optional<DacFit> dac(const CageDefinition& lower, const CageDefinition& upper) const;

  /// Whether a plug end of an assembly fits `cage` (exposed for tests).
  static bool plugFits(const CableAssemblyBody& body, const AssemblyEndDefinition& end,
                       const CageDefinition& cage);
  /// Whether transceiver `part` fits `cage` at `linkRateGbps` (exposed for tests).
  static bool moduleFits(const Part& part, const CageDefinition& cage, int linkRateGbps);

 private:
  const Catalog& mLibrary;
  const PartFamilies& mFamilies;
  int mRate;
  mutable QHash<QPair<const CageDefinition*, int>, PartPtr> mModules;
  mutable QHash<QPair<const CageDefinition*, const CageDefinition*>, std::optional<DacFit>> mDacs;
};

}  // namespace rackwright::generator

#endif
