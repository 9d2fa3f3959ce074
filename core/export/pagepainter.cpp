#include "pagepainter.h"

#include "paintkit.h"

namespace rackwright {

using namespace paintkit;

QString PagePainter::pageTitle(int /*page*/, const PageSetup& /*setup*/) const {
  return title();
}

void PageDocument::setSetup(const PageSetup& setup) {
  mSetup = setup;
  mCounts.clear();
  for (const PagePainterPtr& painter : std::as_const(mPainters))
    mCounts << painter->pageCount(mSetup);
}

void PageDocument::add(PagePainterPtr painter) {
  mCounts << painter->pageCount(mSetup);
  mPainters << std::move(painter);
}

int PageDocument::pageCount() const {
  int total = 0;
  for (int count : mCounts)
    total += count;
  return total;
}

QVector<int> PageDocument::sectionStarts() const {
  QVector<int> starts;
  int page = 0;
  for (int count : mCounts) {
    starts << page;
    page += count;
  }
  return starts;
}

void PageDocument::paintPage(QPainter& painter, int page) const {
  const QPaintDevice* device = painter.device();
  paintPage(painter, page, QRectF(0, 0, device->width(), device->height()));
}

void PageDocument::paintPage(QPainter& painter, int page, const QRectF& target) const {
  int local = page;
  int index = 0;
  while (index < mPainters.size() && local >= mCounts[index]) {
    local -= mCounts[index];
    ++index;
  }
  if (index >= mPainters.size())
    return;
  const PagePainter& section = *mPainters[index];
  const QSizeF pageMm = mSetup.pageSizeMm();

  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, true);
  painter.setRenderHint(QPainter::TextAntialiasing, true);
  painter.translate(target.topLeft());
  painter.scale(target.width() / pageMm.width(), target.height() / pageMm.height());
  painter.fillRect(QRectF(QPointF(0, 0), pageMm), Qt::white);
  if (mSetup.hasFrame())
    paintFrame(painter, page, section.pageTitle(local, mSetup));

  const QRectF content = mSetup.contentRectMm();
  painter.translate(content.topLeft());
  painter.setClipRect(QRectF(QPointF(0, 0), content.size()));
  section.paint(painter, local, mSetup);
  painter.restore();
}

void PageDocument::paintFrame(QPainter& painter, int page, const QString& caption) const {
  const QRectF frame = mSetup.frameRectMm();
  const QRectF block = mSetup.titleBlockRectMm();
  const TitleBlock& info = mSetup.titleBlock;

  painter.setBrush(Qt::NoBrush);
  painter.setPen(pen(colours::kInk, 0.35));
  painter.drawRect(frame);
  painter.drawLine(block.topLeft(), block.topRight());

  // Cells from left to right: document and caption (wide), project, revision, date, page.
  struct Cell {
    QString label;
    QString value;
    double weight;
  };
  const Cell cells[] = {
      {info.document, caption, 3.2},
      {tr("Project"), info.project, 2.4},
      {tr("Revision"), info.revision, 0.8},
      {tr("Date"), info.date, 1.1},
      {tr("Page"), tr("%1 of %2").arg(page + 1).arg(pageCount()), 1.0},
  };
  double total = 0;
  for (const Cell& cell : cells)
    total += cell.weight;
  double x = block.left();
  bool first = true;
  for (const Cell& cell : cells) {
    const double width = block.width() * cell.weight / total;
    const QRectF r(x, block.top(), width, block.height());
    if (!first) {
      painter.setPen(pen(colours::kInk, 0.25));
      painter.drawLine(r.topLeft(), r.bottomLeft());
    }
    const QRectF inner = r.adjusted(2, 1.2, -2, -1);
    if (first) {
      drawText(painter, QRectF(inner.left(), inner.top(), inner.width(), 4.5), cell.label, 3.6,
               Qt::AlignLeft | Qt::AlignTop, Face::Bold);
      drawText(painter, QRectF(inner.left(), inner.top() + 5.5, inner.width(), 4.5), cell.value,
               3.0, Qt::AlignLeft | Qt::AlignTop);
    } else {
      drawText(painter, QRectF(inner.left(), inner.top(), inner.width(), 3.5), cell.label, 2.2,
               Qt::AlignLeft | Qt::AlignTop, Face::Regular, colours::kMuted);
      drawText(painter, QRectF(inner.left(), inner.top() + 4.6, inner.width(), 5), cell.value, 3.2,
               Qt::AlignLeft | Qt::AlignTop, Face::Bold);
    }
    x += width;
    first = false;
  }
}

}  // namespace rackwright
