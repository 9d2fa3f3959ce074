#ifndef RACKWRIGHT_CORE_EDITING_DESIGNSEARCH_H
#define RACKWRIGHT_CORE_EDITING_DESIGNSEARCH_H

#include "core/model/designdata.h"

#include <QVector>

namespace rackwright {

/// One thing Find located: a device (by name or part), a port of a device, or a cable (by
/// label, part or id).
struct SearchHit {
  ObjectId deviceId;  ///< the device to select (null for cable hits)
  ObjectId cableId;   ///< the cable to select (null for device and port hits)
  QString label;      ///< "dgx-01", "dgx-01:OSFP3", "cable MFP7E10-N003 (3f2a…)"
};

/// Find over a design: case-insensitive substring match on device names and part ids, cage and
/// logical port names ("OSFP3", "dgx-01:OSFP3", "P7/1"), cable labels, part ids and ids. Exact
/// matches come first, then those that start with the text, then the rest, each alphabetically.
class DesignSearch final {
 public:
  static QVector<SearchHit> find(const DesignData& design, const QString& text);
};

}  // namespace rackwright

#endif
