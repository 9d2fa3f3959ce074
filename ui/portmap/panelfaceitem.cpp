#include "panelfaceitem.h"

#include "ui/canvas/canvasstyle.h"

#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QHash>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rackwright::ui {

namespace {

constexpr double kGapMm = 2.5;       // between the outermost port of a column and its labels
constexpr double kLinePitch = 1.12;  // line spacing in text heights
constexpr double kPaddingMm = 0.5;   // between neighbouring labels
constexpr double kEndRoomMm = 6;     // beside the first and last column of ports
constexpr double kTitleMm = 8;
// Labels name the cables only on sparse panels (a server's few ports) and at full size; on a
// switch they would make every label twice as long and the whole map smaller, so there labels
// show the peers, and the cables are in the tooltips and the table.
constexpr int kMaxPortsWithCableNames = 16;
constexpr double kCableNamesFontMm = PanelFaceItem::kMaxFontMm;
// Text is laid out at this pixel size and scaled to its size in millimetres, which need not be
// whole (canvasstyle::font rounds to whole pixels).
constexpr double kLayoutPixels = 48;

QFont layoutFont(bool bold) {
  return canvasstyle::font(kLayoutPixels, bold);
}

double textWidthMm(const QString& text, bool bold, double fontMm) {
  return QFontMetricsF(layoutFont(bold)).horizontalAdvance(text) * fontMm / kLayoutPixels;
}

/// How much of a port's story its label tells.
enum class Detail { PeersAndCables = 0, Peers = 1, FirstPeer = 2 };

QStringList labelLines(const PortMapRow& row, Detail detail) {
  QString first = row.port;
  if (!row.module.isEmpty()) {
    first += QStringLiteral("  ") + row.module;
  } else if (row.cables.isEmpty()) {
    first += QStringLiteral("  —");
  }
  QStringList lines{first};
  for (int i = 0; i < row.cables.size(); ++i) {
    if (detail == Detail::FirstPeer && i > 0) {
      lines.last() += QStringLiteral("  (+%1)").arg(row.cables.size() - 1);
      break;
    }
    QString line = QStringLiteral("→ %1").arg(row.peers.value(i));
    if (detail == Detail::PeersAndCables)
      line += QStringLiteral("  ") + row.cables.at(i);
    lines << line;
  }
  return lines;
}

/// Ports on one side of the panel whose spans across it overlap: their labels share its width.
struct Column {
  QVector<int> rows;
  double left = 0;
  double right = 0;
};

/// An invisible area that shows a tooltip.
class HotSpot final : public QGraphicsRectItem {
 public:
  HotSpot(const QRectF& rect, const QString& toolTip, QGraphicsItem* parent)
      : QGraphicsRectItem(rect, parent) {
    setPen(Qt::NoPen);
    setBrush(Qt::NoBrush);
    setToolTip(toolTip);
    setAcceptedMouseButtons(Qt::NoButton);
  }
  void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}
};

/// Draws `text` with its top-left at the painter's origin, `fontMm` high, at most `width` long.
void drawText(QPainter* painter, const QString& text, bool bold, double fontMm, double width) {
  const QFont font = layoutFont(bold);
  const double scale = fontMm / kLayoutPixels;
  painter->save();
  painter->scale(scale, scale);
  painter->setFont(font);
  const double available = width / scale;
  painter->drawText(QRectF(0, 0, available, kLayoutPixels * kLinePitch),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(font).elidedText(text, Qt::ElideRight, available));
  painter->restore();
}

}  // namespace

PanelFaceItem::PanelFaceItem(QString title, QSizeF panel, QVector<PortMapRow> rows, QColor body)
    : mTitle(std::move(title)), mPanel(panel), mRows(std::move(rows)), mBody(body) {
  layoutLabels();
  addToolTips();
}

QString PanelFaceItem::describe(const PortMapRow& row) {
  QStringList lines;
  lines << (row.logicalPorts.isEmpty() || row.logicalPorts == QStringList{row.port}
                ? row.port
                : tr("%1 (%2)").arg(row.port, row.logicalPorts.join(QStringLiteral(", "))));
  lines << (row.module.isEmpty() ? tr("No module") : tr("Module: %1").arg(row.module));
  for (int i = 0; i < row.cables.size(); ++i)
    lines << tr("→ %1 — cable %2").arg(row.peers.value(i), row.cables.at(i));
  if (row.cables.isEmpty())
    lines << tr("No cable");
  return lines.join(QLatin1Char('\n'));
}

void PanelFaceItem::layoutLabels() {
  mLabels.clear();
  QRectF ports;
  for (const bool above : {true, false}) {
    QVector<int> side;
    for (int i = 0; i < mRows.size(); ++i) {
      const QRectF r = mRows.at(i).shape.rectMm;
      if (!r.isEmpty() && (r.center().y() < mPanel.height() / 2) == above)
        side << i;
    }
    std::sort(side.begin(), side.end(), [this](int a, int b) {
      return mRows.at(a).shape.rectMm.left() < mRows.at(b).shape.rectMm.left();
    });
    QVector<Column> columns;
    for (const int i : side) {
      const QRectF r = mRows.at(i).shape.rectMm;
      ports |= r;
      if (!columns.isEmpty() && r.left() < columns.last().right - 0.01) {
        columns.last().rows << i;
        columns.last().right = qMax(columns.last().right, r.right());
      } else {
        columns.push_back(Column{{i}, r.left(), r.right()});
      }
    }
    // Each column may use half the gap to its neighbours; the outer ones as much beyond.
    struct Share {
      int row;
      double left;
      double width;
      double baseline;
    };
    QVector<Share> shares;
    for (int c = 0; c < columns.size(); ++c) {
      Column& column = columns[c];
      const double before =
          c > 0 ? (column.left - columns[c - 1].right) / 2 : std::numeric_limits<double>::max();
      const double after = c + 1 < columns.size() ? (columns[c + 1].left - column.right) / 2
                                                  : std::numeric_limits<double>::max();
      const double room = qMin(before, after) < std::numeric_limits<double>::max()
                              ? qMin(before, after)
                              : kEndRoomMm;
      const double left = column.left - (c > 0 ? before : room);
      const double right = column.right + (c + 1 < columns.size() ? after : room);
      // Outermost port first (the top row above the panel, the bottom row below it).
      std::sort(column.rows.begin(), column.rows.end(), [&](int a, int b) {
        const QRectF ra = mRows.at(a).shape.rectMm;
        const QRectF rb = mRows.at(b).shape.rectMm;
        return above ? ra.top() < rb.top() : ra.bottom() > rb.bottom();
      });
      double outer = above ? mRows.at(column.rows.front()).shape.rectMm.top()
                           : mRows.at(column.rows.front()).shape.rectMm.bottom();
      const double width = (right - left) / column.rows.size();
      for (int k = 0; k < column.rows.size(); ++k)
        shares.push_back(Share{column.rows.at(k), left + k * width, width,
                               above ? outer - kGapMm : outer + kGapMm});
    }
    if (shares.isEmpty())
      continue;
    // One detail level and one font for the side, so that its labels read alike: the most
    // detail whose every label fits its share of the column at a legible size.
    auto fontFor = [](double width, int lines) {
      return qMin(kMaxFontMm, (width - kPaddingMm) / (lines * kLinePitch));
    };
    const bool sparse = mRows.size() <= kMaxPortsWithCableNames;
    Detail detail = Detail::PeersAndCables;
    for (const Detail candidate : {Detail::PeersAndCables, Detail::Peers, Detail::FirstPeer}) {
      if (candidate == Detail::PeersAndCables && !sparse)
        continue;
      detail = candidate;
      const double needed = candidate == Detail::PeersAndCables ? kCableNamesFontMm : kMinFontMm;
      const bool fits = std::all_of(shares.begin(), shares.end(), [&](const Share& share) {
        return fontFor(share.width, labelLines(mRows.at(share.row), candidate).size()) >= needed;
      });
      if (fits)
        break;
    }
    double font = kMaxFontMm;
    for (const Share& share : shares)
      font = qMin(font, fontFor(share.width, labelLines(mRows.at(share.row), detail).size()));
    font = qMax(font, kMinFontMm);
    for (const Share& share : shares) {
      Label label;
      label.row = share.row;
      label.above = above;
      label.fontMm = font;
      label.baseline = share.baseline;
      label.lines = labelLines(mRows.at(share.row), detail);
      // Lines beyond the share are left to the tooltip.
      const int fitting = qMax(1, int((share.width - kPaddingMm) / (font * kLinePitch)));
      while (label.lines.size() > fitting)
        label.lines.removeLast();
      double length = 0;
      for (int i = 0; i < label.lines.size(); ++i)
        length = qMax(length, textWidthMm(label.lines.at(i), i == 0, font));
      // A little slack: text measured to exactly its width would be elided when drawn.
      length = qMin(length + 0.5, kMaxLabelMm);
      const double thickness = label.lines.size() * font * kLinePitch;
      const double x = share.left + (share.width - thickness) / 2;
      label.rect = above ? QRectF(x, share.baseline - length, thickness, length)
                         : QRectF(x, share.baseline, thickness, length);
      mLabels.push_back(label);
    }
  }
  QRectF content = ports.adjusted(-kEndRoomMm, -kEndRoomMm, kEndRoomMm, kEndRoomMm);
  for (const Label& label : std::as_const(mLabels))
    content |= label.rect;
  if (content.isEmpty())
    content = QRectF(QPointF(), mPanel);
  mTitleRect = QRectF(content.left(), content.top() - 14, textWidthMm(mTitle, true, kTitleMm) + 2,
                      kTitleMm * kLinePitch);
  mContent = content | mTitleRect;
}

void PanelFaceItem::addToolTips() {
  for (const Label& label : std::as_const(mLabels)) {
    const QString text = describe(mRows.at(label.row));
    new HotSpot(mRows.at(label.row).shape.rectMm, text, this);
    new HotSpot(label.rect, text, this);
  }
}

void PanelFaceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  painter->setRenderHint(QPainter::TextAntialiasing);
  painter->setPen(canvasstyle::headingColour());
  painter->save();
  painter->translate(mTitleRect.topLeft());
  drawText(painter, mTitle, true, kTitleMm, mTitleRect.width());
  painter->restore();

  painter->setPen(QPen(mBody.darker(140), 0.8));
  painter->setBrush(mBody);
  painter->drawRoundedRect(QRectF(QPointF(), mPanel), 2, 2);

  // Ports, with their names inside as large as the opening allows, alike in openings alike.
  QHash<QPair<int, int>, double> nameSizes;
  auto sizeKey = [](const QRectF& r) {
    return qMakePair(qRound(r.width() * 10), qRound(r.height() * 10));
  };
  for (const PortMapRow& row : std::as_const(mRows)) {
    const QRectF r = row.shape.rectMm;
    const double fit = r.width() * 0.9 / qMax(1e-3, textWidthMm(row.port, true, 1.0));
    const double size = qMin(r.height() * 0.55, fit);
    const auto key = sizeKey(r);
    nameSizes.insert(key, qMin(nameSizes.value(key, size), size));
  }
  for (const PortMapRow& row : std::as_const(mRows)) {
    const QRectF r = row.shape.rectMm;
    if (r.isEmpty())
      continue;
    const bool used = !row.module.isEmpty() || !row.cables.isEmpty();
    const QColor fill = !row.module.isEmpty()
                            ? QColor(0xc9, 0xcf, 0xd6)
                            : (used ? QColor(0x8d, 0x6e, 0x4a) : QColor(0x1b, 0x1f, 0x24));
    painter->setPen(QPen(Qt::black, 0.4));
    painter->setBrush(fill);
    painter->drawRect(r);
    const double size = nameSizes.value(sizeKey(r));
    if (size >= 1.2) {
      painter->save();
      painter->setPen(canvasstyle::textOn(fill));
      const double width = textWidthMm(row.port, true, size);
      painter->translate(r.center() - QPointF(width / 2, size * kLinePitch / 2));
      drawText(painter, row.port, true, size, width + 1);
      painter->restore();
    }
  }

  const QRectF body(QPointF(), mPanel);
  for (const Label& label : std::as_const(mLabels)) {
    const QRectF& rect = label.rect;
    // Over the panel (a server's labels start at their port) a light plate keeps the text
    // readable on any panel colour.
    if (rect.intersects(body)) {
      painter->setPen(Qt::NoPen);
      painter->setBrush(QColor(255, 255, 255, 215));
      painter->drawRoundedRect(rect.adjusted(-0.6, -0.6, 0.6, 0.6), 1, 1);
    }
    // A tick from the label to the edge of its column of ports.
    const double tickX = rect.center().x();
    const double edge = label.above ? label.baseline + kGapMm : label.baseline - kGapMm;
    painter->setPen(QPen(canvasstyle::subtleTextColour(), 0.3));
    painter->drawLine(QPointF(tickX, label.baseline), QPointF(tickX, edge));
    painter->save();
    // Text runs along the label, read bottom-up above the panel and top-down below.
    if (label.above) {
      painter->translate(rect.left(), rect.bottom());
      painter->rotate(-90);
    } else {
      painter->translate(rect.right(), rect.top());
      painter->rotate(90);
    }
    const double pitch = label.fontMm * kLinePitch;
    const double length = rect.height();
    for (int i = 0; i < label.lines.size(); ++i) {
      painter->save();
      painter->translate(0, i * pitch);
      const QString& line = label.lines.at(i);
      if (i == 0) {
        // The port name in bold, the module after it.
        const QString& port = mRows.at(label.row).port;
        painter->setPen(canvasstyle::headingColour());
        drawText(painter, port, true, label.fontMm, length);
        const double nameWidth = textWidthMm(port, true, label.fontMm);
        if (line.size() > port.size() && nameWidth < length) {
          painter->translate(nameWidth, 0);
          painter->setPen(canvasstyle::subtleTextColour());
          drawText(painter, line.mid(port.size()), false, label.fontMm, length - nameWidth);
        }
      } else {
        painter->setPen(canvasstyle::headingColour());
        drawText(painter, line, false, label.fontMm, length);
      }
      painter->restore();
    }
    painter->restore();
  }
}

}  // namespace rackwright::ui
