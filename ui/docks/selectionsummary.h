#ifndef RACKWRIGHT_UI_DOCKS_SELECTIONSUMMARY_H
#define RACKWRIGHT_UI_DOCKS_SELECTIONSUMMARY_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace rackwright::ui {

/// The one line that names the selection, shown by the status bar and at the top of the
/// Inspector: both call this, so they cannot disagree. Objects no longer in the design (deleted
/// since they were selected) are not counted.
class SelectionSummary final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::SelectionSummary)

 public:
  /// "Selected: dgx-01 (DGX-H100)", "Selected: rack R01", "Selected: cable C-17",
  /// "Selected: 2 racks, 3 devices, 1 cable"; empty when nothing that exists is selected.
  static QString describe(const DesignData& design, const QVector<ObjectId>& devices,
                          const QVector<ObjectId>& cables, const QVector<ObjectId>& racks);
};

}  // namespace rackwright::ui

#endif
