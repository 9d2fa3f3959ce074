#include "labelrunpainter.h"

#include "core/common/workpool.h"
#include "paintkit.h"

#include <QMutexLocker>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>
#include <utility>

namespace rackwright {

using namespace paintkit;

namespace {

// Pick-list page geometry, millimetres.
constexpr double kSideMargin = 12;
constexpr double kTitleY = 10;
constexpr double kHeaderY = 24;
constexpr double kFirstLineY = 29.5;
constexpr double kLinePitch = 5.0;
constexpr double kBottomMargin = 14;
constexpr double kTextEm = 2.5;

/// Column weights of the pick list: tick box, line, action, cable, part, length, from, to.
constexpr double kColumnWeights[] = {5, 9, 14, 40, 30, 13, 45, 45};
constexpr int kColumns = int(std::size(kColumnWeights));

QVector<QRectF> columnRects(double left, double width, double y, double height) {
  double total = 0;
  for (double w : kColumnWeights)
    total += w;
  QVector<QRectF> rects;
  double x = left;
  for (double w : kColumnWeights) {
    const double cw = width * w / total;
    rects << QRectF(x, y, cw - 1.0, height);
    x += cw;
  }
  return rects;
}

/// The face of a pick-list column: mono for numbers and identifiers (they line up), the action
/// bold where the cable is taken from stock.
Face pickFace(int column, const CableLabel& label) {
  return column != 2 ? Face::Mono : label.picksCable ? Face::Bold : Face::Regular;
}

/// The pick-list cells of a rack's labels, shaped, numbered over the whole run.
QVector<QVector<ShapedLine>> shapedPickRows(const LabelPlan& plan, int rackSlot,
                                            const QVector<CableLabel>& labels) {
  int rackFirstLabel = 0;
  for (const LabelBatch& batch : plan.batches) {
    if (batch.rackSlot == rackSlot) {
      rackFirstLabel = batch.firstLabel - batch.firstInRack;
      break;
    }
  }
  QVector<QVector<ShapedLine>> rows;
  rows.reserve(labels.size());
  for (int i = 0; i < labels.size(); ++i) {
    const QStringList cells = LabelBatches::pickListRow(rackFirstLabel + i + 1, labels[i]);
    QVector<ShapedLine> row;
    row.reserve(cells.size());
    for (int c = 0; c < cells.size(); ++c)
      row << ShapedLine(cells[c], pickFace(c + 1, labels[i]));
    rows << std::move(row);
  }
  return rows;
}

}  // namespace

LabelRunPainter::~LabelRunPainter() {
  dropPreparedAhead();
}

LabelRunPainter::LabelRunPainter(std::shared_ptr<const ExportIndex> index, LabelScheme scheme,
                                 LabelPlan plan, LabelRunOptions options)
    : mIndex(std::move(index)),
      mScheme(std::move(scheme)),
      mPlan(std::move(plan)),
      mOptions(options) {
  mPageMm = pageSetup(TitleBlock()).pageSizeMm();
  mFirstPage.reserve(mPlan.batches.size());
  for (const LabelBatch& batch : std::as_const(mPlan.batches)) {
    mFirstPage << mPages;
    const int picks = pickPagesOf(batch);
    mPickPages += picks;
    mPages += picks + sheetsOf(batch);
  }
}

PageSetup LabelRunPainter::pageSetup(const TitleBlock& titleBlock) const {
  PageSetup setup;
  setup.titleBlock = titleBlock;
  setup.frame = false;
  setup.marginMm = 0;
  if (mOptions.labels.layout.tape)
    setup.customPageMm = mOptions.labels.label.sizeMm;
  else
    setup.paper = mOptions.labels.layout.paper;
  return setup;
}

QString LabelRunPainter::title() const {
  return tr("Cable labels");
}

bool LabelRunPainter::hasPickLists() const {
  return mOptions.pickLists && !mOptions.labels.layout.tape;
}

int LabelRunPainter::pickLinesPerPage() const {
  return qMax(1, int(std::floor((mPageMm.height() - kFirstLineY - kBottomMargin) / kLinePitch)));
}

int LabelRunPainter::pickPagesOf(const LabelBatch& batch) const {
  if (!hasPickLists())
    return 0;
  const int per = pickLinesPerPage();
  return (batch.count + per - 1) / per;
}

int LabelRunPainter::sheetsOf(const LabelBatch& batch) const {
  const int per = mOptions.labels.layout.labelsPerPage();
  return (batch.count + per - 1) / per;
}

int LabelRunPainter::pageCount(const PageSetup& /*setup*/) const {
  return mPages;
}

LabelRunPainter::Place LabelRunPainter::locate(int page) const {
  Place place;
  const auto it = std::upper_bound(mFirstPage.cbegin(), mFirstPage.cend(), page);
  place.batch = int(it - mFirstPage.cbegin()) - 1;
  const int local = page - mFirstPage[place.batch];
  const int picks = pickPagesOf(mPlan.batches[place.batch]);
  if (local < picks)
    place.pickPage = local;
  else
    place.sheet = local - picks;
  return place;
}

LabelRunPainter::RackLabelsPtr LabelRunPainter::buildRack(int rackSlot) const {
  auto rack = std::make_shared<RackLabels>();
  rack->labels = LabelBatches::rackLabels(*mIndex, mScheme, mPlan, rackSlot);
  rack->prepared.reserve(rack->labels.size());
  for (const CableLabel& label : std::as_const(rack->labels))
    rack->prepared << PreparedLabel::prepare(label, mOptions.labels.label);
  if (hasPickLists())
    rack->pickRows = shapedPickRows(mPlan, rackSlot, rack->labels);
  return rack;
}

void LabelRunPainter::dropPreparedAhead() const {
  for (PreparedRack& ahead : mAhead) {
    try {
      waitInWorkPool(ahead.labels);
    } catch (...) {
      // A rack whose labels failed is dropped with the rest: it is built again, and fails
      // again with its message, if a page needs it. (This also runs in the destructor.)
    }
  }
  mAhead.clear();
  mRetired.clear();
}

void LabelRunPainter::prepareAhead(int paintedRack) const {
  int next = mAhead.empty() ? paintedRack + 1 : mAhead.back().rackSlot + 1;
  int labelsAhead = 0;
  for (const PreparedRack& ahead : mAhead)
    labelsAhead += mPlan.racks[ahead.rackSlot].labels;
  while (next < mPlan.racks.size() && int(mAhead.size()) < kMaxRacksAhead &&
         labelsAhead < kLabelsAhead) {
    // Racks already painted are let go on the worker too: their memory came from the worker's
    // heap, and freeing it on the painting thread made that thread wait for the worker's heap
    // lock at every label.
    auto build = [this, next, retired = std::exchange(mRetired, {})](auto&&...) mutable {
      retired.clear();
      return buildRack(next);
    };
    // One rack after the other on one worker: the painting thread keeps the other core.
    QFuture<RackLabelsPtr> labels = mAhead.empty()
                                        ? QtConcurrent::run(workPool(), std::move(build))
                                        : mAhead.back().labels.then(workPool(), std::move(build));
    mAhead.push_back(PreparedRack{next, std::move(labels)});
    labelsAhead += mPlan.racks[next].labels;
    ++next;
  }
}

LabelRunPainter::RackLabelsPtr LabelRunPainter::labelsOfRack(int rackSlot) const {
  QMutexLocker lock(&mCacheMutex);
  if (mCachedRack == rackSlot && mCached)
    return mCached;
  if (!mAhead.empty() && mAhead.front().rackSlot == rackSlot) {
    if (mCached)
      mRetired << std::move(mCached);
    // Waited for in the pool's place: a continuation (every rack but the first) is only queued
    // on the pool, and a painter that runs in a pool job (the workbench's export) would
    // otherwise wait for a job that no thread is free to run.
    waitInWorkPool(mAhead.front().labels);
    mCached = mAhead.front().labels.result();
    mAhead.pop_front();
  } else {
    // Not painted in order (a preview jumping to a page): what was prepared is of no use.
    dropPreparedAhead();
    mCached = buildRack(rackSlot);
  }
  mCachedRack = rackSlot;
  prepareAhead(rackSlot);
  return mCached;
}

void LabelRunPainter::paint(QPainter& painter, int page, const PageSetup& setup) const {
  if (page < 0 || page >= mPages)
    return;
  const Place place = locate(page);
  const LabelBatch& batch = mPlan.batches[place.batch];
  const RackLabelsPtr rack = labelsOfRack(batch.rackSlot);
  if (place.pickPage >= 0)
    paintPickList(painter, batch, place.pickPage, *rack, setup);
  else
    paintSheet(painter, batch, place.sheet, *rack, setup);
}

void LabelRunPainter::paintPickList(QPainter& painter, const LabelBatch& batch, int pickPage,
                                    const RackLabels& rack, const PageSetup& setup) const {
  const QVector<CableLabel>& labels = rack.labels;
  const double width = mPageMm.width() - 2 * kSideMargin;
  const int per = pickLinesPerPage();
  const int first = pickPage * per;
  const int last = qMin(batch.count, first + per);
  const int pages = pickPagesOf(batch);
  int picks = 0;
  for (int i = 0; i < batch.count; ++i)
    picks += labels[batch.firstInRack + i].picksCable ? 1 : 0;

  QString heading = LabelBatches::title(mPlan, batch);
  if (pages > 1)
    heading += QStringLiteral(" — ") + tr("pick list %1 of %2").arg(pickPage + 1).arg(pages);
  else
    heading += QStringLiteral(" — ") + tr("pick list");
  drawText(painter, QRectF(kSideMargin, kTitleY, width, 6), heading, 4.2,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold);
  const QString facts =
      tr("%1 labels (%2–%3 of %4) · %5 cables to take from stock here, %6 arriving laid · "
         "%7 rev %8 · %9")
          .arg(batch.count)
          .arg(batch.firstLabel + 1)
          .arg(batch.firstLabel + batch.count)
          .arg(mPlan.labelCount)
          .arg(picks)
          .arg(batch.count - picks)
          .arg(setup.titleBlock.project, setup.titleBlock.revision, setup.titleBlock.date);
  drawText(painter, QRectF(kSideMargin, kTitleY + 6.5, width, 4), facts, 2.6,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);

  const QVector<QRectF> header = columnRects(kSideMargin, width, kHeaderY, 4);
  const QStringList titles = LabelBatches::pickListHeaders();
  for (int c = 1; c < kColumns; ++c) {
    drawText(painter, header[c], titles[c - 1], kTextEm, Qt::AlignLeft | Qt::AlignVCenter,
             Face::Bold);
  }
  painter.setPen(pen(colours::kInk, 0.25));
  painter.drawLine(QPointF(kSideMargin, kHeaderY + 4.5),
                   QPointF(kSideMargin + width, kHeaderY + 4.5));

  drawText(painter, QRectF(kSideMargin, mPageMm.height() - kBottomMargin + 5, width, 3),
           tr("pick: take the cable from stock, fit this end, lay it to the far end; connect: "
              "the cable arrives laid from the far end"),
           2.0, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);

  painter.setBrush(Qt::NoBrush);
  const auto rowY = [&](int i) { return kFirstLineY + (i - first) * kLinePitch; };
  // A box to tick when the cable is in place.
  painter.setPen(pen(colours::kMuted, 0.2));
  for (int i = first; i < last; ++i)
    painter.drawRect(QRectF(kSideMargin, rowY(i) + 1.2, 2.6, 2.6));
  // Then every cell's text, shaped with the rack's labels on the worker thread, in one batch:
  // one size, one transform for the whole page.
  ShapedLineBatch cellTexts(painter, kTextEm);
  for (int i = first; i < last; ++i) {
    const QVector<QRectF> cells = columnRects(kSideMargin, width, rowY(i), kLinePitch);
    const QVector<ShapedLine>& row = rack.pickRows[batch.firstInRack + i];
    for (int c = 1; c < kColumns && c - 1 < row.size(); ++c)
      cellTexts.draw(row[c - 1], cells[c], colours::kInk);
  }
}

void LabelRunPainter::paintSheet(QPainter& painter, const LabelBatch& batch, int sheet,
                                 const RackLabels& rack, const PageSetup& setup) const {
  const SheetLayout& layout = mOptions.labels.layout;
  const int per = layout.labelsPerPage();
  const int first = sheet * per;
  const int last = qMin(batch.count, first + per);
  for (int i = first; i < last; ++i) {
    painter.save();
    painter.translate(layout.slotOrigin(i - first));
    const int at = batch.firstInRack + i;
    LabelSheetPainter::paintLabel(painter, rack.labels[at], mOptions.labels.label,
                                  mOptions.labels.outlines, rack.prepared[at]);
    painter.restore();
  }
  if (layout.tape)
    return;
  // Sheet footer in the bottom margin, clear of the labels: which batch this sheet belongs to.
  const double bottom = layout.marginTopMm + layout.rows * layout.pitchYMm;
  if (mPageMm.height() - bottom < 4)
    return;
  const QString footer = tr("%1 rev %2 — %3 — %4 — sheet %5 of %6 — labels %7–%8 of %9")
                             .arg(setup.titleBlock.project, setup.titleBlock.revision,
                                  setup.titleBlock.date, LabelBatches::title(mPlan, batch))
                             .arg(sheet + 1)
                             .arg(sheetsOf(batch))
                             .arg(batch.firstLabel + first + 1)
                             .arg(batch.firstLabel + last)
                             .arg(mPlan.labelCount);
  drawText(painter,
           QRectF(layout.marginLeftMm, mPageMm.height() - 6.5,
                  mPageMm.width() - 2 * layout.marginLeftMm, 3),
           footer, 2.0, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
}

}  // namespace rackwright
