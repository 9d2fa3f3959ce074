#ifndef RACKWRIGHT_UI_MAINWINDOW_DESIGNSUMMARYWIDGET_H
#define RACKWRIGHT_UI_MAINWINDOW_DESIGNSUMMARYWIDGET_H

#include "core/analysis/designstats.h"

#include <QPointer>
#include <QWidget>

class QTimer;
class QTreeWidget;

namespace rackwright::ui {

/// The "Design summary" dock: counts of racks, devices by role, cages, transceivers, cable
/// assemblies by kind and logical links. Counting walks the whole design, so model changes only
/// restart a short single-shot timer and the counts are computed once the edits settle.
class DesignSummaryWidget final : public QWidget {
  Q_OBJECT

 public:
  static constexpr int kRefreshDelayMs = 200;

  explicit DesignSummaryWidget(QWidget* parent = nullptr);

  void setDesign(const Design* design);
  /// The counts currently shown.
  const DesignStats& stats() const { return mStats; }
  /// Recomputes now instead of waiting for the timer.
  void refresh();
  bool refreshPending() const;

 Q_SIGNALS:
  void statsUpdated(const rackwright::DesignStats& stats);

 private:
  void scheduleRefresh();
  void fill();

  QPointer<const Design> mDesign;
  DesignStats mStats;
  QTreeWidget* mTree;
  QTimer* mTimer;
};

}  // namespace rackwright::ui

#endif
