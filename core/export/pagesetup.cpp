#include "pagesetup.h"

namespace rackwright {

QSizeF PageSetup::paperSizeMm(PaperSize paper) {
  switch (paper) {
    case PaperSize::A4:
      return {210, 297};
    case PaperSize::A3:
      return {297, 420};
    case PaperSize::Letter:
      return {215.9, 279.4};
    case PaperSize::Tabloid:
      return {279.4, 431.8};
  }
  return {210, 297};
}

QString PageSetup::paperName(PaperSize paper) {
  switch (paper) {
    case PaperSize::A4:
      return QStringLiteral("A4");
    case PaperSize::A3:
      return QStringLiteral("A3");
    case PaperSize::Letter:
      return QStringLiteral("Letter");
    case PaperSize::Tabloid:
      return QStringLiteral("Tabloid");
  }
  return {};
}

std::optional<PaperSize> PageSetup::paperFromName(const QString& name) {
  for (PaperSize paper : {PaperSize::A4, PaperSize::A3, PaperSize::Letter, PaperSize::Tabloid}) {
    if (paperName(paper).compare(name.trimmed(), Qt::CaseInsensitive) == 0)
      return paper;
  }
  return std::nullopt;
}

QStringList PageSetup::paperNames() {
  return {paperName(PaperSize::A4), paperName(PaperSize::A3), paperName(PaperSize::Letter),
          paperName(PaperSize::Tabloid)};
}

QSizeF PageSetup::pageSizeMm() const {
  if (customPageMm)
    return *customPageMm;
  const QSizeF size = paperSizeMm(paper);
  return landscape ? size.transposed() : size;
}

QRectF PageSetup::frameRectMm() const {
  const QSizeF size = pageSizeMm();
  if (!hasFrame())
    return QRectF(QPointF(0, 0), size);
  return QRectF(marginMm, marginMm, size.width() - 2 * marginMm, size.height() - 2 * marginMm);
}

QRectF PageSetup::titleBlockRectMm() const {
  if (!hasFrame())
    return {};
  const QRectF frame = frameRectMm();
  return QRectF(frame.left(), frame.bottom() - kTitleBlockHeightMm, frame.width(),
                kTitleBlockHeightMm);
}

QRectF PageSetup::contentRectMm() const {
  if (!hasFrame())
    return frameRectMm();
  const QRectF frame = frameRectMm();
  return QRectF(frame.left() + kFrameGapMm, frame.top() + kFrameGapMm,
                frame.width() - 2 * kFrameGapMm,
                frame.height() - kTitleBlockHeightMm - 2 * kFrameGapMm);
}

QPageSize PageSetup::pageSize() const {
  if (customPageMm)
    return QPageSize(*customPageMm, QPageSize::Millimeter, QStringLiteral("Label"));
  switch (paper) {
    case PaperSize::A4:
      return QPageSize(QPageSize::A4);
    case PaperSize::A3:
      return QPageSize(QPageSize::A3);
    case PaperSize::Letter:
      return QPageSize(QPageSize::Letter);
    case PaperSize::Tabloid:
      return QPageSize(QPageSize::Tabloid);
  }
  return QPageSize(QPageSize::A4);
}

QPageLayout PageSetup::pageLayout() const {
  // Tape pages are defined in their final orientation already.
  const auto orientation =
      landscape && !customPageMm ? QPageLayout::Landscape : QPageLayout::Portrait;
  return QPageLayout(pageSize(), orientation, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
}

}  // namespace rackwright
