#include "labelpainter.h"

#include "paintkit.h"
#include "qrcode.h"

#include <cmath>

namespace rackwright {

using namespace paintkit;

QVector<QRectF> LabelTemplate::printAreas() const {
  if (kind == Kind::Wrap)
    return {QRectF(0, 0, sizeMm.width(), printHeightMm)};
  const double half = (sizeMm.width() - wrapZoneMm) / 2;
  return {QRectF(0, 0, half, sizeMm.height()), QRectF(half + wrapZoneMm, 0, half, sizeMm.height())};
}

QString LabelTemplate::name() const {
  return kind == Kind::Wrap ? QStringLiteral("wrap") : QStringLiteral("flag");
}

LabelTemplate LabelTemplate::wrap() {
  // 2 in × 1 in printable, 1.5 in laminate tail: covers cables up to about 10 mm across.
  LabelTemplate t;
  t.kind = Kind::Wrap;
  t.sizeMm = QSizeF(50.8, 63.5);
  t.printHeightMm = 25.4;
  return t;
}

LabelTemplate LabelTemplate::flag() {
  // Two 40 × 24 mm flags either side of a 12 mm wrap zone.
  LabelTemplate t;
  t.kind = Kind::Flag;
  t.sizeMm = QSizeF(92, 24);
  t.wrapZoneMm = 12;
  t.printHeightMm = 24;
  return t;
}

std::optional<LabelTemplate> LabelTemplate::fromName(const QString& name) {
  if (name.compare(QStringLiteral("wrap"), Qt::CaseInsensitive) == 0)
    return wrap();
  if (name.compare(QStringLiteral("flag"), Qt::CaseInsensitive) == 0)
    return flag();
  return std::nullopt;
}

SheetLayout SheetLayout::fit(const LabelTemplate& label, PaperSize paper) {
  constexpr double kMinMargin = 8;
  constexpr double kGap = 3;
  const QSizeF page = PageSetup::paperSizeMm(paper);
  SheetLayout layout;
  layout.paper = paper;
  layout.pitchXMm = label.sizeMm.width() + kGap;
  layout.pitchYMm = label.sizeMm.height() + kGap;
  layout.columns =
      qMax(1, int(std::floor((page.width() - 2 * kMinMargin + kGap) / layout.pitchXMm)));
  layout.rows = qMax(1, int(std::floor((page.height() - 2 * kMinMargin + kGap) / layout.pitchYMm)));
  const double usedW = layout.columns * layout.pitchXMm - kGap;
  const double usedH = layout.rows * layout.pitchYMm - kGap;
  layout.marginLeftMm = (page.width() - usedW) / 2;
  layout.marginTopMm = (page.height() - usedH) / 2;
  return layout;
}

SheetLayout SheetLayout::continuousTape() {
  SheetLayout layout;
  layout.tape = true;
  return layout;
}

QString SheetLayout::describe(const LabelTemplate& label) const {
  if (tape) {
    return tr("continuous tape, one %1 × %2 mm label per page")
        .arg(label.sizeMm.width())
        .arg(label.sizeMm.height());
  }
  return tr("%1 sheet, %2 rows × %3 columns")
      .arg(PageSetup::paperName(paper))
      .arg(rows)
      .arg(columns);
}

LabelSheetPainter::LabelSheetPainter(QVector<CableLabel> labels, LabelOptions options)
    : mLabels(std::move(labels)), mOptions(options) {}

PageSetup LabelSheetPainter::pageSetup(const TitleBlock& titleBlock) const {
  PageSetup setup;
  setup.titleBlock = titleBlock;
  setup.frame = false;
  setup.marginMm = 0;
  if (mOptions.layout.tape)
    setup.customPageMm = mOptions.label.sizeMm;
  else
    setup.paper = mOptions.layout.paper;
  return setup;
}

QString LabelSheetPainter::title() const {
  return tr("Cable labels");
}

int LabelSheetPainter::pageCount(const PageSetup& /*setup*/) const {
  const int per = mOptions.layout.labelsPerPage();
  return int((mLabels.size() + per - 1) / per);
}

QPointF SheetLayout::slotOrigin(int slot) const {
  if (tape)
    return {0, 0};
  const int row = slot / columns;
  const int column = slot % columns;
  return {marginLeftMm + column * pitchXMm, marginTopMm + row * pitchYMm};
}

QPointF LabelSheetPainter::slotOrigin(int slot) const {
  return mOptions.layout.slotOrigin(slot);
}

void LabelSheetPainter::paint(QPainter& painter, int page, const PageSetup& setup) const {
  const int per = mOptions.layout.labelsPerPage();
  const int first = page * per;
  const int last = qMin(int(mLabels.size()), first + per);
  for (int i = first; i < last; ++i) {
    painter.save();
    painter.translate(slotOrigin(i - first));
    paintLabel(painter, mLabels[i], mOptions.label, mOptions.outlines);
    painter.restore();
  }
  if (!mOptions.layout.tape) {
    // Sheet footer in the bottom margin, clear of the labels: which batch this sheet is.
    const QSizeF pageMm = setup.pageSizeMm();
    const double bottom =
        mOptions.layout.marginTopMm + mOptions.layout.rows * mOptions.layout.pitchYMm;
    if (pageMm.height() - bottom >= 4) {
      const QString footer = tr("%1 — %2 rev %3 — %4 — sheet %5 of %6 — labels %7–%8 of %9")
                                 .arg(title(), setup.titleBlock.project, setup.titleBlock.revision,
                                      setup.titleBlock.date)
                                 .arg(page + 1)
                                 .arg(pageCount(setup))
                                 .arg(first + 1)
                                 .arg(last)
                                 .arg(mLabels.size());
      drawText(painter,
               QRectF(mOptions.layout.marginLeftMm, pageMm.height() - 6.5,
                      pageMm.width() - 2 * mOptions.layout.marginLeftMm, 3),
               footer, 2.0, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
    }
  }
}

namespace {

/// The largest height (em, millimetres) between `minHeight` and `maxHeight` at which a text
/// fits `width`.
double fittedEm(const ShapedLine& text, double width, double maxHeight, double minHeight) {
  const double w = text.widthMm(maxHeight);
  if (w <= width || w <= 0)
    return maxHeight;
  return qMax(minHeight, maxHeight * width / w);
}

QColor statusColour(CableStatus status) {
  switch (status) {
    case CableStatus::Planned:
      return colours::kAccent;
    case CableStatus::Installed:
      return colours::kOk;
    case CableStatus::Decommissioned:
      return colours::kMuted;
  }
  return colours::kMuted;
}

constexpr double kPad = 1.6;
constexpr double kCaptionEm = 1.8;

QString laminateCaption() {
  return LabelSheetPainter::tr("clear laminate — wraps over the print");
}

LabelTextLayout layoutOf(const CableLabel& label, const LabelTemplate& stock) {
  const QSizeF area = stock.printAreas().front().size();
  LabelTextLayout l;
  const QSizeF inner(area.width() - 2 * kPad, area.height() - 2 * kPad);
  // QR code on the left, square.
  // Modules stay above 0.4 mm (readable from a 300 dpi print); the rest of the width is text.
  l.qrSide = qMin(qMin(inner.height() * 0.78, 18.0), inner.width() * 0.36);
  l.textLeft = kPad + l.qrSide + 0.4;
  l.textWidth = area.width() - kPad - l.textLeft;
  // Cable identifier, the two ends (near first) and the part, spread over the height.
  l.pitch = inner.height() / 4.6;
  const double maxEm = qMin(3.2, l.pitch * 0.85);
  l.name = ShapedLine(label.cableName, Face::Bold);
  l.nameEm = fittedEm(l.name, l.textWidth, qMin(maxEm, 2.9), 1.2);
  l.tagEm = maxEm * 0.62;
  l.fromTag = ShapedLine::repeated(LabelSheetPainter::tr("FROM"), Face::Bold);
  l.toTag = ShapedLine::repeated(LabelSheetPainter::tr("TO"), Face::Bold);
  l.tagWidth = qMax(l.fromTag.widthMm(l.tagEm), l.toTag.widthMm(l.tagEm)) + l.tagEm * 0.6;
  const double endWidth = l.textWidth - l.tagWidth;
  l.nearEnd = ShapedLine(label.nearEnd, Face::MonoBold);
  l.farEnd = ShapedLine(label.farEnd, Face::MonoBold);
  // Both ends at one size, so that neither reads as more important than the other.
  l.endEm = qMin(fittedEm(l.nearEnd, endWidth * 0.97, maxEm * 0.8, 1.0),
                 fittedEm(l.farEnd, endWidth * 0.97, maxEm * 0.8, 1.0));
  QString detail = label.part;
  if (label.lengthM > 0)
    detail += QStringLiteral(" · ") + ExportIndex::formatLength(label.lengthM);
  if (!label.leg.isEmpty())
    detail += QStringLiteral(" · ") + LabelSheetPainter::tr("leg %1").arg(label.leg);
  l.detail = ShapedLine(detail, Face::Regular);
  l.detailEm = fittedEm(l.detail, l.textWidth, maxEm * 0.6, 1.3);
  if (stock.kind == LabelTemplate::Kind::Wrap)
    l.caption = ShapedLine::repeated(laminateCaption(), Face::Regular);
  return l;
}

void paintPrintArea(QPainter& painter, const QRectF& area, const PreparedLabel& prepared,
                    const QColor& statusColour) {
  const LabelTextLayout& l = prepared.text;
  const QRectF inner = area.adjusted(kPad, kPad, -kPad, -kPad);
  prepared.qr.paint(painter,
                    QPointF(inner.left() - 0.6, inner.top() + (inner.height() - l.qrSide) / 2),
                    l.qrSide, prepared.qrImage);
  const double left = area.left() + l.textLeft;
  const double top = inner.top();
  const double endLeft = left + l.tagWidth;
  const double endWidth = l.textWidth - l.tagWidth;
  const double nearY = top + l.pitch * 1.15;
  const double farY = top + l.pitch * 2.15;
  // The lines grouped by size, one batch each (see ShapedLineBatch): the cable identifier, the
  // FROM and TO tags, the two ends, the part and length.
  ShapedLineBatch(painter, l.nameEm)
      .draw(l.name, QRectF(left, top, l.textWidth, l.pitch * 1.1), colours::kInk);
  {
    ShapedLineBatch tags(painter, l.tagEm);
    tags.draw(l.fromTag, QRectF(left, nearY, l.tagWidth, l.pitch), colours::kInk);
    tags.draw(l.toTag, QRectF(left, farY, l.tagWidth, l.pitch), colours::kMuted);
  }
  {
    ShapedLineBatch ends(painter, l.endEm);
    ends.draw(l.nearEnd, QRectF(endLeft, nearY, endWidth, l.pitch), colours::kInk);
    ends.draw(l.farEnd, QRectF(endLeft, farY, endWidth, l.pitch), colours::kInk);
  }
  ShapedLineBatch(painter, l.detailEm)
      .draw(l.detail, QRectF(left, top + l.pitch * 3.25, l.textWidth, l.pitch), colours::kMuted);
  // Status bar along the bottom edge: installers see at a glance what is still planned.
  painter.fillRect(QRectF(left, inner.bottom() - 0.6, l.textWidth, 0.6), statusColour);
}

}  // namespace

PreparedLabel PreparedLabel::prepare(const CableLabel& label, const LabelTemplate& stock) {
  QrCode qr(label.qrPayload());
  QImage image = qr.image();
  return PreparedLabel{std::move(qr), std::move(image), layoutOf(label, stock)};
}

void LabelSheetPainter::paintLabel(QPainter& painter, const CableLabel& label,
                                   const LabelTemplate& stock, bool outline) {
  paintLabel(painter, label, stock, outline, PreparedLabel::prepare(label, stock));
}

void LabelSheetPainter::paintLabel(QPainter& painter, const CableLabel& label,
                                   const LabelTemplate& stock, bool outline,
                                   const PreparedLabel& prepared) {
  const QRectF whole(QPointF(0, 0), stock.sizeMm);
  if (outline) {
    painter.setBrush(Qt::NoBrush);
    painter.setPen(pen(colours::kRule, 0.15));
    painter.drawRoundedRect(whole, 1.5, 1.5);
    if (stock.kind == LabelTemplate::Kind::Wrap) {
      // The laminate tail: dashed boundary and a note, so a plain-paper proof reads right.
      painter.setPen(pen(colours::kRule, 0.15, Qt::DashLine));
      painter.drawLine(QPointF(0, stock.printHeightMm),
                       QPointF(whole.width(), stock.printHeightMm));
      const ShapedLine& caption = prepared.text.caption;
      const double width = caption.widthMm(kCaptionEm);
      const QRectF tail(0, stock.printHeightMm, whole.width(),
                        whole.height() - stock.printHeightMm);
      if (width <= tail.width()) {
        caption.draw(painter, QRectF((tail.width() - width) / 2, tail.top(), width, tail.height()),
                     kCaptionEm, colours::kRule);
      } else {
        drawText(painter, tail, caption.text(), kCaptionEm, Qt::AlignCenter, Face::Regular,
                 colours::kRule);
      }
    } else {
      const QVector<QRectF> areas = stock.printAreas();
      painter.setPen(pen(colours::kRule, 0.15, Qt::DashLine));
      painter.drawLine(areas[0].topRight(), areas[0].bottomRight());
      painter.drawLine(areas[1].topLeft(), areas[1].bottomLeft());
    }
  }
  // One image for both halves of a flag: a PDF stores the image once.
  for (const QRectF& area : stock.printAreas())
    paintPrintArea(painter, area, prepared, statusColour(label.status));
}

}  // namespace rackwright
