#ifndef RACKWRIGHT_CORE_VALIDATION_MODULEENDS_H
#define RACKWRIGHT_CORE_VALIDATION_MODULEENDS_H

#include "core/model/designdata.h"

#include <QHash>
#include <QVector>

#include <optional>
#include <span>

namespace rackwright {

/// The cable ends attached to every transceiver, gathered for one full validation run in one
/// pass over the cables.
///
/// Why: the design finds the ends at a module's port through two large hash tables (the slot
/// index, then the cable table), each look-up a chain of cache misses, and a full run asked that
/// first for every port of every module. Gathered here, the cables are read in table order, where
/// the processor fetches several at once, and what a module's checks ask for is one small look-up.
/// The index is read-only once built: the run's workers share it. It describes the design as it
/// was when built, so it lives only as long as one run over unchanging data.
class ModuleEnds final {
 public:
  /// One cable end attached to a module (under any attachment kind that names the module).
  struct End {
    const Cable* cable = nullptr;
    qint32 endIndex = 0;  ///< into cable->ends
    const CableEnd& end() const { return cable->ends.at(endIndex); }
  };

  /// `modules`: the design's transceivers; the ends of each are kept in this order.
  static ModuleEnds build(const DesignData& design, const QVector<const Module*>& modules);

  /// The ends attached to a module, sorted by port, then cable id, then end order; nullopt for an
  /// id that is no module of the design.
  std::optional<std::span<const End>> endsOf(const ObjectId& moduleId) const;
  /// The cables whose first end no module of the design holds, in table order.
  const QVector<const Cable*>& unheldCables() const { return mUnheld; }

 private:
  struct Range {
    quint32 begin = 0;
    quint32 end = 0;
  };
  QHash<ObjectId, Range> mRanges;
  std::vector<End> mEnds;
  QVector<const Cable*> mUnheld;
};

}  // namespace rackwright

#endif
