#ifndef RACKWRIGHT_CORE_EXPORT_LABELRUNPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_LABELRUNPAINTER_H

#include "labelbatches.h"
#include "labelpainter.h"

#include <QCoreApplication>
#include <QFuture>
#include <QMutex>

#include <deque>
#include <memory>

namespace rackwright {

/// Options of a batched label print run.
struct LabelRunOptions {
  LabelOptions labels;
  /// A pick list before each batch's labels (sheets only: on tape it would be one line a page).
  bool pickLists = true;
};

/// The label print run as pages, batch by batch: each batch's pick list, then its label sheets
/// (or tape labels). Labels are built one rack at a time while the pages are painted, never all
/// at once, so memory stays flat however many labels the run has; painting pages in order builds
/// each rack once.
class LabelRunPainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelRunPainter)

 public:
  LabelRunPainter(std::shared_ptr<const ExportIndex> index, LabelScheme scheme, LabelPlan plan,
                  LabelRunOptions options);
  ~LabelRunPainter() override;
  LabelRunPainter(const LabelRunPainter&) = delete;
  LabelRunPainter& operator=(const LabelRunPainter&) = delete;

  /// The page setup the layout needs (sheet paper without a frame, or the tape label size).
  PageSetup pageSetup(const TitleBlock& titleBlock) const;

  int pageCount(const PageSetup& setup) const override;
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;

  const LabelPlan& plan() const { return mPlan; }
  const LabelRunOptions& options() const { return mOptions; }
  bool hasPickLists() const;
  int pickListPages() const { return mPickPages; }
  int labelPages() const { return mPages - mPickPages; }
  /// Pick-list lines on one page.
  int pickLinesPerPage() const;

 private:
  struct Place {
    int batch = 0;
    int pickPage = -1;  ///< page of the batch's pick list, or -1 for a label page
    int sheet = 0;      ///< label page within the batch
  };
  /// One rack's labels with their QR codes encoded.
  struct RackLabels {
    QVector<CableLabel> labels;
    QVector<PreparedLabel> prepared;  ///< QR codes and measured texts, one per label
    /// Pick-list cells of each label, shaped (empty without pick lists).
    QVector<QVector<paintkit::ShapedLine>> pickRows;
  };
  using RackLabelsPtr = std::shared_ptr<const RackLabels>;
  Place locate(int page) const;
  int pickPagesOf(const LabelBatch& batch) const;
  int sheetsOf(const LabelBatch& batch) const;
  /// A rack's labels: QR codes encoded, texts measured, pick-list cells shaped.
  RackLabelsPtr buildRack(int rackSlot) const;
  /// The labels of the rack a page shows, prepared ahead when pages are painted in order.
  RackLabelsPtr labelsOfRack(int rackSlot) const;
  /// Queues the racks after `paintedRack` (or after the last one queued) up to the limits.
  void prepareAhead(int paintedRack) const;
  void dropPreparedAhead() const;
  void paintPickList(QPainter& painter, const LabelBatch& batch, int pickPage,
                     const RackLabels& rack, const PageSetup& setup) const;
  void paintSheet(QPainter& painter, const LabelBatch& batch, int sheet, const RackLabels& rack,
                  const PageSetup& setup) const;

  std::shared_ptr<const ExportIndex> mIndex;
  LabelScheme mScheme;
  LabelPlan mPlan;
  LabelRunOptions mOptions;
  QSizeF mPageMm;
  QVector<int> mFirstPage;  ///< first page of each batch
  int mPages = 0;
  int mPickPages = 0;

  // The labels of the rack painted last: pages are painted in order, a rack at a time. While
  // one rack is painted, the racks after it are prepared on a worker thread, one after the
  // other. Racks differ a lot (a compute rack has a few dozen labels, a spine rack a thousand),
  // so the queue reaches by labels, not by one rack: with only the next rack prepared, the
  // painter waited at every large rack and the worker at every small one.
  static constexpr int kLabelsAhead = 2048;
  static constexpr int kMaxRacksAhead = 32;
  struct PreparedRack {
    int rackSlot = -1;
    QFuture<RackLabelsPtr> labels;
  };
  mutable QMutex mCacheMutex;
  mutable int mCachedRack = -1;
  mutable RackLabelsPtr mCached;
  mutable std::deque<PreparedRack> mAhead;
  mutable QVector<RackLabelsPtr> mRetired;  ///< painted, to be let go by the next queued job
};

}  // namespace rackwright

#endif
