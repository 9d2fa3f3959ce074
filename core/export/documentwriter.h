#ifndef RACKWRIGHT_CORE_EXPORT_DOCUMENTWRITER_H
#define RACKWRIGHT_CORE_EXPORT_DOCUMENTWRITER_H

#include "core/fileformat/designfile.h"
#include "pagepainter.h"

#include <QCoreApplication>
#include <QImage>
#include <QStringList>

namespace rackwright {

/// Output formats of the page documents.
enum class PageFormat { Pdf, Svg, Png };

/// Writes a PageDocument to files. Every function reports progress per page through the
/// callback (return false to cancel: CancelledError is thrown and partial files are removed)
/// and throws Error naming the file when it cannot be written. Safe to call on a worker thread.
class DocumentWriter final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DocumentWriter)

 public:
  static constexpr int kPdfResolution = 600;
  static constexpr int kDefaultPngDpi = 150;

  static void writePdf(const PageDocument& document, const QString& path,
                       const ProgressCallback& progress = {});
  /// One SVG per page: `path` itself for a single page, else "<base>-1.svg", "<base>-2.svg" …
  /// Returns the files written.
  static QStringList writeSvg(const PageDocument& document, const QString& path,
                              const ProgressCallback& progress = {});
  /// One PNG per page, named like writeSvg.
  static QStringList writePng(const PageDocument& document, const QString& path,
                              int dpi = kDefaultPngDpi, const ProgressCallback& progress = {});
  /// Writes in `format`; returns the files written.
  static QStringList write(const PageDocument& document, PageFormat format, const QString& path,
                           const ProgressCallback& progress = {});

  /// One page rendered to an image (tests, thumbnails, screenshots).
  static QImage renderPage(const PageDocument& document, int page, int dpi = kDefaultPngDpi);

  /// The file names writeSvg/writePng use for `pages` pages.
  static QStringList pageFileNames(const QString& path, int pages, const QString& suffix);
  static QString formatName(PageFormat format);
  static std::optional<PageFormat> formatFromName(const QString& name);
};

}  // namespace rackwright

#endif
