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

QPointF LabelSheetPainter::slotOrigin(int slot) const {
  const SheetLayout& l = mOptions.layout;
  if (l.tape)
    return {0, 0};
  const int row = slot / l.columns;
  const int column = slot % l.columns;
  return {l.marginLeftMm + column * l.pitchXMm, l.marginTopMm + row * l.pitchYMm};
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

/// Largest text height (em, millimetres) at which `text` fits `width`, between min and max.
double fittedHeight(const QString& text, double width, double maxHeight, double minHeight,
                    Face face) {
  const double w = textWidth(text, maxHeight, face);
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

void paintPrintArea(QPainter& painter, const CableLabel& label, const QRectF& area) {
  constexpr double kPad = 1.6;
  const QRectF inner = area.adjusted(kPad, kPad, -kPad, -kPad);
  // QR code on the left, square.
  // Modules stay above 0.4 mm (readable from a 300 dpi print); the rest of the width is text.
  const double qrSide = qMin(qMin(inner.height() * 0.78, 18.0), inner.width() * 0.36);
  const QrCode qr(label.qrPayload());
  qr.paint(painter, QPointF(inner.left() - 0.6, inner.top() + (inner.height() - qrSide) / 2),
           qrSide);
  const double textLeft = inner.left() + qrSide + 0.4;
  const QRectF text(textLeft, inner.top(), inner.right() - textLeft, inner.height());

  // Cable identifier, the two ends (near first) and the part, spread over the height.
  const double lines = 4.6;
  const double pitch = text.height() / lines;
  const double maxEm = qMin(3.2, pitch * 0.85);
  const double nameEm =
      fittedHeight(label.cableName, text.width(), qMin(maxEm, 2.9), 1.2, Face::Bold);
  drawText(painter, QRectF(text.left(), text.top(), text.width(), pitch * 1.1), label.cableName,
           nameEm, Qt::AlignLeft | Qt::AlignVCenter, Face::Bold);

  // Both ends at one size, so that neither reads as more important than the other.
  const double tagEm = maxEm * 0.62;
  const double tagW = qMax(textWidth(LabelSheetPainter::tr("FROM"), tagEm, Face::Bold),
                           textWidth(LabelSheetPainter::tr("TO"), tagEm, Face::Bold)) +
                      tagEm * 0.6;
  const double endWidth = text.width() - tagW;
  const double endEm =
      qMin(fittedHeight(label.nearEnd, endWidth * 0.97, maxEm * 0.8, 1.0, Face::MonoBold),
           fittedHeight(label.farEnd, endWidth * 0.97, maxEm * 0.8, 1.0, Face::MonoBold));
  const auto endLine = [&](double y, const QString& tag, const QString& end, const QColor& c) {
    drawText(painter, QRectF(text.left(), y, tagW, pitch), tag, tagEm,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, c);
    drawText(painter, QRectF(text.left() + tagW, y, endWidth, pitch), end, endEm,
             Qt::AlignLeft | Qt::AlignVCenter, Face::MonoBold);
  };
  endLine(text.top() + pitch * 1.15, LabelSheetPainter::tr("FROM"), label.nearEnd, colours::kInk);
  endLine(text.top() + pitch * 2.15, LabelSheetPainter::tr("TO"), label.farEnd, colours::kMuted);

  QString detail = label.part;
  if (label.lengthM > 0)
    detail += QStringLiteral(" · ") + ExportIndex::formatLength(label.lengthM);
  if (!label.leg.isEmpty())
    detail += QStringLiteral(" · ") + LabelSheetPainter::tr("leg %1").arg(label.leg);
  const double detailEm = fittedHeight(detail, text.width(), maxEm * 0.6, 1.3, Face::Regular);
  drawText(painter, QRectF(text.left(), text.top() + pitch * 3.25, text.width(), pitch), detail,
           detailEm, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
  // Status bar along the bottom edge: installers see at a glance what is still planned.
  painter.fillRect(QRectF(text.left(), inner.bottom() - 0.6, text.width(), 0.6),
                   statusColour(label.status));
}

}  // namespace

void LabelSheetPainter::paintLabel(QPainter& painter, const CableLabel& label,
                                   const LabelTemplate& stock, bool outline) {
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
      drawText(painter,
               QRectF(0, stock.printHeightMm, whole.width(), whole.height() - stock.printHeightMm),
               tr("clear laminate — wraps over the print"), 1.8, Qt::AlignCenter, Face::Regular,
               colours::kRule);
    } else {
      const QVector<QRectF> areas = stock.printAreas();
      painter.setPen(pen(colours::kRule, 0.15, Qt::DashLine));
      painter.drawLine(areas[0].topRight(), areas[0].bottomRight());
      painter.drawLine(areas[1].topLeft(), areas[1].bottomLeft());
    }
  }
  for (const QRectF& area : stock.printAreas())
    paintPrintArea(painter, label, area);
}

}  // namespace rackwright
