#ifndef RACKWRIGHT_CORE_EXPORT_LABELBATCHES_H
#define RACKWRIGHT_CORE_EXPORT_LABELBATCHES_H

#include "cablelabels.h"
#include "csvtable.h"

#include <QCoreApplication>
#include <QVector>

#include <functional>

namespace rackwright {

/// One batch of labels: what an installer takes to one rack in one go. A batch holds the labels
/// of one rack only (an installer works at one rack, and labels for another rack in the same
/// stack are the ones that get lost); a rack with more labels than the batch size is split into
/// consecutive batches, top to bottom.
struct LabelBatch {
  int number = 0;       ///< 1-based, in installation order over the whole print run
  int rackSlot = 0;     ///< index into LabelPlan::racks
  int part = 1;         ///< this batch's place among its rack's batches (1-based) …
  int parts = 1;        ///< … and how many batches the rack has
  int firstInRack = 0;  ///< index of its first label among the rack's labels
  int count = 0;
  int firstLabel = 0;  ///< index of its first label over the whole print run
};

/// The labels of a print run grouped by rack in installation order (hall, row, rack), without
/// their texts: a few bytes per cable, so that 200,000 labels are planned without building
/// them. Each cable end lands in the rack where it is fitted: a cable between racks A and B has
/// its A-end label in A's batches and its B-end label in B's.
struct LabelPlan {
  struct Rack {
    ObjectId rackId;  ///< null for ends outside any rack (loose or unracked), which come last
    int rackOrder = 0;
    QString rackName;
    QString rowName;
    QString roomName;
    QVector<const Cable*> cables;  ///< cables with at least one selected label here
    int labels = 0;
  };
  QVector<Rack> racks;
  QVector<LabelBatch> batches;
  int labelCount = 0;
  int batchSize = 0;  ///< 0: one batch per rack
};

/// Batching of labels in installation order, and the pick list that opens every batch. Pure
/// functions of an ExportIndex; the label PDF, the printer formats and (later) the workbench
/// export share them.
class LabelBatches final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelBatches)

 public:
  /// The rule of splitting one rack's `count` labels: consecutive runs of at most `batchSize`
  /// (0 = all in one). Returns (first, count) per batch.
  static QVector<std::pair<int, int>> split(int count, int batchSize);

  /// Batches of labels already in installation order (CableLabels::build): a new batch at every
  /// rack, and within a rack every `batchSize` labels. `rackSlot` is the index of the rack's
  /// first label in `labels`.
  static QVector<LabelBatch> batchesOf(const QVector<CableLabel>& labels, int batchSize);

  /// Plans a print run: which cables have labels in which rack, and the batches.
  static LabelPlan plan(const ExportIndex& index, const LabelFilter& filter, int batchSize);
  /// The labels fitted in one rack of the plan, in installation order.
  static QVector<CableLabel> rackLabels(const ExportIndex& index, const LabelScheme& scheme,
                                        const LabelPlan& plan, int rackSlot);
  /// Calls `visit` for every batch in order with its labels (a slice of its rack's labels),
  /// building each rack's labels once. Stops when `visit` returns false.
  using BatchVisitor = std::function<bool(const LabelBatch&, const CableLabel* labels)>;
  static void forEachBatch(const ExportIndex& index, const LabelScheme& scheme,
                           const LabelPlan& plan, const BatchVisitor& visit);

  /// "Batch 3 — HallA / Row 2 / R07 (2 of 3)".
  static QString title(const LabelPlan& plan, const LabelBatch& batch);
  /// What the installer does at this end: "pick" (take the cable from stock here and lay it to
  /// the far end) or "connect" (the cable arrives laid from the far end).
  static QString action(const CableLabel& label);

  /// The pick list columns: line, action, cable, part, length, from, to.
  static QStringList pickListHeaders();
  static QStringList pickListRow(int line, const CableLabel& label);
  /// Pick lists of every batch in one table, with batch, hall, row and rack columns first.
  static QStringList pickListCsvHeaders();
  static QStringList pickListCsvRow(const LabelPlan& plan, const LabelBatch& batch, int line,
                                    const CableLabel& label);
};

}  // namespace rackwright

#endif
