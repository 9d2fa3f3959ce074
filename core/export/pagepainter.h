#ifndef RACKWRIGHT_CORE_EXPORT_PAGEPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_PAGEPAINTER_H

#include "pagesetup.h"

#include <QCoreApplication>
#include <QPainter>
#include <QString>
#include <QVector>

#include <memory>

namespace rackwright {

/// One kind of printed page (rack elevations, port maps, a table …), painted from model data —
/// never by rendering the on-screen scene — so the same drawing goes to the screen, PDF, SVG,
/// PNG and the printer.
///
/// `paint` receives a painter whose coordinates are millimetres with the origin at the top-left
/// of the content rectangle (`setup.contentRectMm()`); the frame and title block are drawn by
/// PageDocument. Implementations read an immutable DesignData snapshot taken when they were
/// built and keep no mutable state (or guard it), so that pages can be painted on worker
/// threads, several at once.
class PagePainter {
 public:
  virtual ~PagePainter() = default;
  /// Pages this painter produces on the given paper.
  virtual int pageCount(const PageSetup& setup) const = 0;
  /// Paints local page `page` (0-based).
  virtual void paint(QPainter& painter, int page, const PageSetup& setup) const = 0;
  /// The section name (contents, title block).
  virtual QString title() const = 0;
  /// A page's own caption for the title block ("R01 front", "leaf-01"); defaults to the title.
  virtual QString pageTitle(int page, const PageSetup& setup) const;
};

using PagePainterPtr = std::shared_ptr<const PagePainter>;

/// An ordered sequence of page painters with one page setup: the document that goes to a PDF,
/// a printer or a set of SVG/PNG files. Draws the frame and the title block (project,
/// revision, date, document, page n of m) around every painter's content.
class PageDocument final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PageDocument)

 public:
  PageDocument() = default;
  explicit PageDocument(const PageSetup& setup) : mSetup(setup) {}

  const PageSetup& setup() const { return mSetup; }
  void setSetup(const PageSetup& setup);
  void add(PagePainterPtr painter);
  const QVector<PagePainterPtr>& painters() const { return mPainters; }

  int pageCount() const;
  /// First page (0-based) of each painter, in order.
  QVector<int> sectionStarts() const;

  /// Paints page `page` (0-based) onto a device whose full extent is the page: the transform is
  /// set from the device width so that one unit is one millimetre.
  void paintPage(QPainter& painter, int page) const;
  /// Same, onto a target rectangle in device coordinates (print preview, thumbnails).
  void paintPage(QPainter& painter, int page, const QRectF& target) const;

 private:
  void paintFrame(QPainter& painter, int page, const QString& caption) const;

  PageSetup mSetup;
  QVector<PagePainterPtr> mPainters;
  QVector<int> mCounts;  ///< pages per painter for mSetup, counted when added (thread-safe reads)
};

}  // namespace rackwright

#endif
