#ifndef RACKWRIGHT_UI_MAINWINDOW_DESIGNSUMMARYWIDGET_H
#define RACKWRIGHT_UI_MAINWINDOW_DESIGNSUMMARYWIDGET_H

#include "core/analysis/designstats.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QWidget>

class QTimer;
class QTreeWidget;

namespace rackwright::ui {

/// The "Design summary" dock: counts of racks, devices by role, cages, transceivers, cable
/// assemblies by kind and logical links. Counting walks the whole design (3 s at 131,072 GPUs,
/// most of it tracing the logical links), so model changes only restart a short single-shot
/// timer, and the counts are then made on a worker thread from a snapshot: opening and editing
/// never wait for them.
class DesignSummaryWidget final : public QWidget {
  Q_OBJECT

 public:
  static constexpr int kRefreshDelayMs = 200;

  explicit DesignSummaryWidget(QWidget* parent = nullptr);
  ~DesignSummaryWidget() override;

  void setDesign(const Design* design);
  /// The counts currently shown.
  const DesignStats& stats() const { return mStats; }
  /// Recomputes now, on this thread, instead of waiting for the timer and the worker.
  void refresh();
  /// Whether new counts are on their way (the timer runs or the worker counts).
  bool refreshPending() const;

 Q_SIGNALS:
  void statsUpdated(const rackwright::DesignStats& stats);

 private:
  void scheduleRefresh();
  void refreshInBackground();
  void fill();

  QPointer<const Design> mDesign;
  DesignStats mStats;
  QTreeWidget* mTree;
  QTimer* mTimer;
  QFutureWatcher<DesignStats>* mWatcher;
  bool mCounting = false;  ///< the worker counts; its result is shown unless superseded
  bool mRecount = false;   ///< the design changed while the worker counted
  int mRequest = 0;        ///< counts every request; a worker's result shows if it is the last
  int mWorkerRequest = 0;  ///< the request the worker answers
};

}  // namespace rackwright::ui

#endif
