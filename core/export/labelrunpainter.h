#ifndef RACKWRIGHT_CORE_EXPORT_LABELRUNPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_LABELRUNPAINTER_H

#include "labelbatches.h"
#include "labelpainter.h"

#include <QCoreApplication>
#include <QFuture>
#include <QMutex>

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
  RackLabelsPtr labelsOfRack(int rackSlot) const;
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
  // one rack is painted, the next one's labels and QR codes are built on a worker thread.
  mutable QMutex mCacheMutex;
  mutable int mCachedRack = -1;
  mutable RackLabelsPtr mCached;
  mutable int mNextRack = -1;
  mutable QFuture<RackLabelsPtr> mNext;
};

}  // namespace rackwright

#endif
