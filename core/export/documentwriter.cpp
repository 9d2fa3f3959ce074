#include "documentwriter.h"

#include "core/common/error.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

namespace rackwright {

namespace {

void report(const ProgressCallback& progress, int done, int total, const QStringList& written) {
  if (!progress)
    return;
  const int percent = total > 0 ? done * 100 / total : 100;
  if (!progress(percent)) {
    for (const QString& file : written)
      QFile::remove(file);
    throw CancelledError();
  }
}

void ensureFolder(const QString& path) {
  const QDir dir = QFileInfo(path).absoluteDir();
  if (!dir.exists() && !QDir().mkpath(dir.absolutePath())) {
    throw Error(
        DocumentWriter::tr("cannot create the folder %1 for %2; check the path and "
                           "permissions")
            .arg(QDir::toNativeSeparators(dir.absolutePath()), QDir::toNativeSeparators(path)));
  }
}

void checkEmpty(const PageDocument& document, const QString& path) {
  if (document.pageCount() == 0) {
    throw Error(DocumentWriter::tr("nothing to write to %1: the selection has no pages (check "
                                   "the rack and status filters)")
                    .arg(QDir::toNativeSeparators(path)));
  }
}

QSize pixelSize(const PageSetup& setup, int dpi) {
  const QSizeF mm = setup.pageSizeMm();
  return QSize(int(std::lround(mm.width() / 25.4 * dpi)),
               int(std::lround(mm.height() / 25.4 * dpi)));
}

}  // namespace

QString DocumentWriter::formatName(PageFormat format) {
  switch (format) {
    case PageFormat::Pdf:
      return QStringLiteral("pdf");
    case PageFormat::Svg:
      return QStringLiteral("svg");
    case PageFormat::Png:
      return QStringLiteral("png");
  }
  return {};
}

std::optional<PageFormat> DocumentWriter::formatFromName(const QString& name) {
  for (PageFormat format : {PageFormat::Pdf, PageFormat::Svg, PageFormat::Png}) {
    if (formatName(format).compare(name, Qt::CaseInsensitive) == 0)
      return format;
  }
  return std::nullopt;
}

QStringList DocumentWriter::pageFileNames(const QString& path, int pages, const QString& suffix) {
  if (pages == 1)
    return {path};
  QString base = path;
  const QString dotted = QLatin1Char('.') + suffix;
  if (base.endsWith(dotted, Qt::CaseInsensitive))
    base.chop(dotted.size());
  QStringList names;
  for (int i = 1; i <= pages; ++i)
    names << QStringLiteral("%1-%2%3").arg(base).arg(i).arg(dotted);
  return names;
}

void DocumentWriter::writePdf(const PageDocument& document, const QString& path,
                              const ProgressCallback& progress) {
  checkEmpty(document, path);
  ensureFolder(path);
  const PageSetup& setup = document.setup();
  const int pages = document.pageCount();
  {
    QPdfWriter writer(path);
    writer.setResolution(kPdfResolution);
    writer.setCreator(QStringLiteral("Rackwright"));
    writer.setTitle(setup.titleBlock.project.isEmpty()
                        ? setup.titleBlock.document
                        : setup.titleBlock.document + QStringLiteral(" — ") +
                              setup.titleBlock.project);
    writer.setPageLayout(setup.pageLayout());
    QPainter painter;
    if (!painter.begin(&writer)) {
      throw Error(tr("cannot write %1; check that the folder exists and is writable")
                      .arg(QDir::toNativeSeparators(path)));
    }
    for (int page = 0; page < pages; ++page) {
      if (page > 0)
        writer.newPage();
      document.paintPage(painter, page);
      if (progress && !progress((page + 1) * 100 / pages)) {
        painter.end();
        QFile::remove(path);
        throw CancelledError();
      }
    }
    painter.end();
  }
  if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0) {
    throw Error(tr("cannot write %1; check that the folder exists and is writable")
                    .arg(QDir::toNativeSeparators(path)));
  }
  spdlog::info("export: wrote {} page(s) to {}", pages, path.toStdString());
}

QStringList DocumentWriter::writeSvg(const PageDocument& document, const QString& path,
                                     const ProgressCallback& progress) {
  checkEmpty(document, path);
  ensureFolder(path);
  const int pages = document.pageCount();
  const QStringList names = pageFileNames(path, pages, QStringLiteral("svg"));
  const QSizeF mm = document.setup().pageSizeMm();
  QStringList written;
  for (int page = 0; page < pages; ++page) {
    // SVG user units are millimetres × 10 (the viewBox), so the page is drawn in fine units
    // and the width/height attributes carry the physical size.
    constexpr int kUnitsPerMm = 10;
    QSvgGenerator generator;
    generator.setFileName(names[page]);
    generator.setTitle(document.setup().titleBlock.document);
    generator.setDescription(document.setup().titleBlock.project);
    generator.setResolution(int(std::lround(25.4 * kUnitsPerMm)));
    generator.setSize(QSize(int(std::lround(mm.width() * kUnitsPerMm)),
                            int(std::lround(mm.height() * kUnitsPerMm))));
    generator.setViewBox(QRectF(0, 0, mm.width() * kUnitsPerMm, mm.height() * kUnitsPerMm));
    QPainter painter;
    if (!painter.begin(&generator)) {
      throw Error(tr("cannot write %1; check that the folder exists and is writable")
                      .arg(QDir::toNativeSeparators(names[page])));
    }
    document.paintPage(painter, page);
    painter.end();
    if (!QFileInfo(names[page]).isFile()) {
      throw Error(tr("cannot write %1; check that the folder exists and is writable")
                      .arg(QDir::toNativeSeparators(names[page])));
    }
    written << names[page];
    report(progress, page + 1, pages, written);
  }
  return written;
}

QImage DocumentWriter::renderPage(const PageDocument& document, int page, int dpi) {
  QImage image(pixelSize(document.setup(), dpi), QImage::Format_ARGB32_Premultiplied);
  const int dotsPerMeter = int(std::lround(dpi / 0.0254));
  image.setDotsPerMeterX(dotsPerMeter);
  image.setDotsPerMeterY(dotsPerMeter);
  image.fill(Qt::white);
  QPainter painter(&image);
  document.paintPage(painter, page);
  painter.end();
  return image;
}

QStringList DocumentWriter::writePng(const PageDocument& document, const QString& path, int dpi,
                                     const ProgressCallback& progress) {
  checkEmpty(document, path);
  ensureFolder(path);
  const int pages = document.pageCount();
  const QStringList names = pageFileNames(path, pages, QStringLiteral("png"));
  QStringList written;
  for (int page = 0; page < pages; ++page) {
    const QImage image = renderPage(document, page, dpi).convertToFormat(QImage::Format_RGB32);
    if (!image.save(names[page], "PNG")) {
      throw Error(tr("cannot write %1; check that the folder exists and is writable")
                      .arg(QDir::toNativeSeparators(names[page])));
    }
    written << names[page];
    report(progress, page + 1, pages, written);
  }
  return written;
}

QStringList DocumentWriter::write(const PageDocument& document, PageFormat format,
                                  const QString& path, const ProgressCallback& progress) {
  switch (format) {
    case PageFormat::Pdf:
      writePdf(document, path, progress);
      return {path};
    case PageFormat::Svg:
      return writeSvg(document, path, progress);
    case PageFormat::Png:
      return writePng(document, path, DocumentWriter::kDefaultPngDpi, progress);
  }
  return {};
}

}  // namespace rackwright
