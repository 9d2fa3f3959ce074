#include "tablepainter.h"

#include "paintkit.h"

namespace rackwright {

using namespace paintkit;

namespace {

constexpr double kCellPad = 1.2;
constexpr double kRowPad = 1.1;  // above and below the text

double rowHeight(int lines) {
  return lines * lineHeight(TablePainter::kTextEm) + 2 * kRowPad;
}

}  // namespace

TablePainter::TablePainter(QString title, QVector<TableBlock> blocks)
    : mTitle(std::move(title)), mBlocks(std::move(blocks)) {}

QVector<double> TablePainter::columnWidths(int block, double width) const {
  const auto& columns = mBlocks[block].columns;
  double total = 0;
  for (const TableColumn& c : columns)
    total += c.weight;
  QVector<double> widths;
  for (const TableColumn& c : columns)
    widths << (total > 0 ? width * c.weight / total : 0);
  return widths;
}

TablePainter::Layout TablePainter::compute(const QSizeF& size) const {
  Layout layout;
  layout.size = size;
  const double width = size.width();
  layout.items.push_back({Item::Kind::Title, 0, 0, lineHeight(kTitleEm) + 2.5, {}, {}, 1});
  for (int b = 0; b < mBlocks.size(); ++b) {
    const TableBlock& block = mBlocks[b];
    if (!block.heading.isEmpty())
      layout.items.push_back({Item::Kind::Heading, b, 0, lineHeight(kHeadingEm) + 2.5, {}, {}, 1});
    if (!block.text.isEmpty()) {
      int index = 0;
      for (const QString& line : wrapped(block.text, width, kTextEm))
        layout.items.push_back({Item::Kind::Text, b, index++, lineHeight(kTextEm), {line}, {}, 1});
      layout.items.back().height += 2;
    }
    if (block.columns.isEmpty())
      continue;
    layout.items.push_back({Item::Kind::Header, b, 0, rowHeight(1), {}, {}, 1});
    const QVector<double> widths = columnWidths(b, width);
    for (int r = 0; r < block.rows.size(); ++r) {
      Item item{Item::Kind::Row, b, r, rowHeight(1), {}, {}, 1};
      const QStringList& cells = block.rows[r].cells;
      item.cellLines.resize(block.columns.size());
      for (int c = 0; c < block.columns.size() && c < cells.size(); ++c) {
        if (!block.columns[c].wrap)
          continue;
        const Face face = block.columns[c].mono ? Face::Mono : Face::Regular;
        item.cellLines[c] = wrapped(cells[c], widths[c] - 2 * kCellPad, kTextEm, face);
        item.rowLines = qMax(item.rowLines, int(item.cellLines[c].size()));
      }
      item.height = rowHeight(item.rowLines);
      layout.items.push_back(item);
    }
    layout.items.back().height += 4;  // space after the table
  }

  // Greedy pages; a heading or table header never ends a page, and a page that starts inside a
  // table repeats its header (painted, not an item).
  layout.pageStarts << 0;
  double y = 0;
  for (int i = 0; i < layout.items.size(); ++i) {
    const Item& item = layout.items[i];
    double needed = item.height;
    if (item.kind == Item::Kind::Heading || item.kind == Item::Kind::Header) {
      // Keep with what follows: the next two items.
      for (int k = i + 1; k < qMin(int(layout.items.size()), i + 3); ++k)
        needed += layout.items[k].height;
    }
    const bool pageHasContent = i > layout.pageStarts.back();
    if (pageHasContent && y + needed > size.height()) {
      layout.pageStarts << i;
      y = 0;
      if (item.kind == Item::Kind::Row)
        y += rowHeight(1);              // repeated header
      y += lineHeight(kTitleEm) + 2.5;  // repeated title
    }
    y += item.height;
  }
  return layout;
}

std::shared_ptr<const TablePainter::Layout> TablePainter::layout(const QSizeF& size) const {
  std::lock_guard<std::mutex> lock(mMutex);
  if (!mLayout || mLayout->size != size)
    mLayout = std::make_shared<const Layout>(compute(size));
  return mLayout;
}

int TablePainter::pageCount(const PageSetup& setup) const {
  return int(layout(setup.contentSizeMm())->pageStarts.size());
}

void TablePainter::paintRow(QPainter& painter, const Item& item, double y, double width,
                            bool zebra) const {
  const TableBlock& block = mBlocks[item.block];
  const QVector<double> widths = columnWidths(item.block, width);
  const bool header = item.kind == Item::Kind::Header;
  const TableRow* row = header ? nullptr : &block.rows[item.row];
  const double height = header ? rowHeight(1) : rowHeight(item.rowLines);
  const QRectF band(0, y, width, height);
  if (header) {
    painter.fillRect(band, colours::kHeaderFill);
  } else if (row->kind == TableRow::Kind::Group) {
    painter.fillRect(band, QColor(0xe4, 0xe9, 0xf0));
  } else if (zebra) {
    painter.fillRect(band, colours::kZebra);
  }
  if (row && row->marker.isValid())
    painter.fillRect(QRectF(0, y, 1.0, height), row->marker);
  if (row && row->kind == TableRow::Kind::Total) {
    painter.setPen(pen(colours::kInk, 0.3));
    painter.drawLine(QPointF(0, y), QPointF(width, y));
  }
  double x = 0;
  for (int c = 0; c < block.columns.size(); ++c) {
    const TableColumn& column = block.columns[c];
    const QRectF cell(x + kCellPad + (c == 0 ? 0.6 : 0), y + kRowPad,
                      widths[c] - 2 * kCellPad - (c == 0 ? 0.6 : 0), height - 2 * kRowPad);
    Face face = column.mono ? Face::Mono : Face::Regular;
    if (header || row->kind != TableRow::Kind::Normal)
      face = column.mono ? Face::MonoBold : Face::Bold;
    const QColor colour = header ? QColor(Qt::white) : colours::kInk;
    if (header) {
      drawText(painter, cell, column.header, kTextEm, int(column.align) | Qt::AlignVCenter, face,
               colour);
    } else if (column.wrap && c < item.cellLines.size() && !item.cellLines[c].isEmpty()) {
      const QStringList& lines = item.cellLines[c];
      for (int l = 0; l < lines.size(); ++l) {
        drawText(painter,
                 QRectF(cell.left(), cell.top() + l * lineHeight(kTextEm), cell.width(),
                        lineHeight(kTextEm)),
                 lines[l], kTextEm, int(column.align) | Qt::AlignVCenter, face, colour);
      }
    } else if (c < row->cells.size()) {
      drawText(painter, QRectF(cell.left(), cell.top(), cell.width(), lineHeight(kTextEm)),
               row->cells[c], kTextEm, int(column.align) | Qt::AlignVCenter, face, colour);
    }
    x += widths[c];
  }
  painter.setPen(pen(colours::kRule, 0.1));
  painter.drawLine(QPointF(0, y + height), QPointF(width, y + height));
}

void TablePainter::paint(QPainter& painter, int page, const PageSetup& setup) const {
  const std::shared_ptr<const Layout> shared = layout(setup.contentSizeMm());
  const Layout& l = *shared;
  if (page < 0 || page >= l.pageStarts.size())
    return;
  const int first = l.pageStarts[page];
  const int last = page + 1 < l.pageStarts.size() ? l.pageStarts[page + 1] : int(l.items.size());
  const double width = l.size.width();
  double y = 0;

  const auto paintTitle = [&](bool continued) {
    const QString text = continued ? tr("%1 (continued)").arg(mTitle) : mTitle;
    drawText(painter, QRectF(0, y, width, lineHeight(kTitleEm)), text, kTitleEm,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
    painter.setPen(pen(colours::kAccent, 0.5));
    painter.drawLine(QPointF(0, y + lineHeight(kTitleEm) + 0.8),
                     QPointF(width, y + lineHeight(kTitleEm) + 0.8));
    y += lineHeight(kTitleEm) + 2.5;
  };
  if (l.items[first].kind != Item::Kind::Title)
    paintTitle(true);
  if (l.items[first].kind == Item::Kind::Row) {
    Item header{Item::Kind::Header, l.items[first].block, 0, rowHeight(1), {}, {}, 1};
    paintRow(painter, header, y, width, false);
    y += rowHeight(1);
  }
  for (int i = first; i < last; ++i) {
    const Item& item = l.items[i];
    switch (item.kind) {
      case Item::Kind::Title:
        paintTitle(false);
        continue;
      case Item::Kind::Heading:
        drawText(painter, QRectF(0, y + 1, width, lineHeight(kHeadingEm)),
                 mBlocks[item.block].heading, kHeadingEm, Qt::AlignLeft | Qt::AlignVCenter,
                 Face::Bold, colours::kHeaderFill);
        break;
      case Item::Kind::Text:
        drawText(painter, QRectF(0, y, width, lineHeight(kTextEm)), item.lines.value(0), kTextEm,
                 Qt::AlignLeft | Qt::AlignVCenter);
        break;
      case Item::Kind::Header:
      case Item::Kind::Row:
        paintRow(painter, item, y, width, item.kind == Item::Kind::Row && item.row % 2 == 1);
        break;
    }
    y += item.height;
  }
}

}  // namespace rackwright
