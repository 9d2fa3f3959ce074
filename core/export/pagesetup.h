#ifndef RACKWRIGHT_CORE_EXPORT_PAGESETUP_H
#define RACKWRIGHT_CORE_EXPORT_PAGESETUP_H

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>

namespace rackwright {

/// The paper sizes every printed output supports.
enum class PaperSize { A4, A3, Letter, Tabloid };

/// What the title block of every page shows.
struct TitleBlock {
  QString project;
  QString revision;
  QString date;      ///< ISO 8601 day the output was made
  QString document;  ///< "Rack elevations", "Design review" …
};

/// Paper, orientation and margins of a printed output, in millimetres. A page has a frame
/// inside the margins; the title block sits at the bottom of the frame and the painters draw in
/// the content rectangle above it. Tape labels use a custom page size without a frame.
struct PageSetup {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PageSetup)

 public:
  PaperSize paper = PaperSize::A4;
  bool landscape = false;
  double marginMm = 10;
  TitleBlock titleBlock;
  /// Set for continuous tape: the page is exactly this size and has no frame or title block.
  std::optional<QSizeF> customPageMm;
  /// False for label sheets: die-cut labels cover the sheet, so no frame or title block.
  bool frame = true;

  static constexpr double kTitleBlockHeightMm = 13;
  static constexpr double kFrameGapMm = 3;  ///< between the frame and the content

  bool hasFrame() const { return frame && !customPageMm.has_value(); }
  /// The sheet in its orientation.
  QSizeF pageSizeMm() const;
  /// The frame inside the margins (the whole page for tape).
  QRectF frameRectMm() const;
  /// The title block at the bottom of the frame (empty for tape).
  QRectF titleBlockRectMm() const;
  /// Where painters draw, in page millimetres.
  QRectF contentRectMm() const;
  QSizeF contentSizeMm() const { return contentRectMm().size(); }

  QPageSize pageSize() const;
  QPageLayout pageLayout() const;

  static QSizeF paperSizeMm(PaperSize paper);
  static QString paperName(PaperSize paper);
  /// Case-insensitive "A4", "a3", "letter", "tabloid"; nullopt when unknown.
  static std::optional<PaperSize> paperFromName(const QString& name);
  static QStringList paperNames();
};

}  // namespace rackwright

#endif
