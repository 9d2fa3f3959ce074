#ifndef RACKWRIGHT_UI_CANVAS_FINDINGINDEX_H
#define RACKWRIGHT_UI_CANVAS_FINDINGINDEX_H

#include "core/model/designdata.h"
#include "core/validation/finding.h"
#include "deviceitem.h"

#include <QHash>

namespace rackwright::ui {

/// Findings sorted by what the canvas draws: the racked device that shows each object (a module
/// shows on its device, an adapter on its server) and the cables. Waived findings and infos do
/// not mark anything.
struct FindingIndex {
  QHash<ObjectId, DeviceMarks> devices;
  QHash<ObjectId, Severity> cables;
  /// Each marked cable's worst finding (the first of that severity), as an index into the
  /// findings the index was built from: no text is made for the cables nobody looks at.
  QHash<ObjectId, int> cableWorst;

  static FindingIndex build(const DesignData& design, const QVector<Finding>& findings);
  /// The racked device on which `objectId` is seen (null when none is racked): the device
  /// itself, the server an adapter sits in, the device a module is plugged into, or for a
  /// cable the device of its first attached end.
  static ObjectId displayedDevice(const DesignData& design, const ObjectId& objectId);
  /// The cage a module sits in, or the cage a cable end plugs into, on `objectId`.
  static QString cageOf(const DesignData& design, const ObjectId& objectId);
};

}  // namespace rackwright::ui

#endif
