#ifndef RACKWRIGHT_CORE_ANALYSIS_DESIGNDIFF_H
#define RACKWRIGHT_CORE_ANALYSIS_DESIGNDIFF_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QString>

namespace rackwright {

/// How one design differs from another, counted per kind of object by id: an object only in
/// `after` is added, one only in `before` removed, one in both with any field different changed.
/// Used to tell the user what a recovered design holds that the file on disk does not.
struct DesignDiff {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignDiff)

 public:
  struct Counts {
    int added = 0;
    int removed = 0;
    int changed = 0;
    bool isEmpty() const { return added == 0 && removed == 0 && changed == 0; }
    bool operator==(const Counts&) const = default;
  };

  Counts sites;
  Counts rooms;
  Counts rows;
  Counts racks;
  Counts devices;
  Counts modules;
  Counts cables;
  Counts waivers;
  bool infoChanged = false;  ///< name, author, description, revision or the design's networks

  /// Pure: reads both designs, changes neither.
  static DesignDiff compute(const DesignData& before, const DesignData& after);

  bool isEmpty() const;
  /// One line for people, the kinds in design order: "racks: 1 added; devices: 2 removed,
  /// 1 changed; cables: 4 removed", "design details changed", or "no differences".
  QString toText() const;
  bool operator==(const DesignDiff&) const = default;
};

}  // namespace rackwright

#endif
