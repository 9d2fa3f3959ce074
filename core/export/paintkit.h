#ifndef RACKWRIGHT_CORE_EXPORT_PAINTKIT_H
#define RACKWRIGHT_CORE_EXPORT_PAINTKIT_H

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace rackwright::paintkit {

/// Text drawing in millimetre coordinates. Fonts are set up at a 100-unit reference pixel size
/// and scaled into place, so a 2.5 mm line renders the same on a 1200 dpi PDF, an SVG and a
/// 150 dpi PNG, and measurements do not depend on the device (no hinting at tiny sizes).
enum class Face { Regular, Bold, Mono, MonoBold };

/// Pixel size of the reference fonts: texts are shaped and measured at it and scaled to size.
constexpr double kReference = 100.0;

/// The reference font (pixel size kReference) of a face: DejaVu Sans / DejaVu Sans Mono.
QFont referenceFont(Face face);

/// Width of `text` set `heightMm` high (em size), in millimetres.
double textWidth(const QString& text, double heightMm, Face face = Face::Regular);
/// `text` shortened with "…" so it fits `widthMm`.
QString elided(const QString& text, double widthMm, double heightMm, Face face = Face::Regular);
/// `text` broken into lines at spaces (or anywhere, for a word longer than a line) to fit.
QStringList wrapped(const QString& text, double widthMm, double heightMm,
                    Face face = Face::Regular);

/// Draws `text` in `rect` (millimetres) with Qt alignment `flags`; elides when it is too wide
/// unless `flags` has Qt::TextWordWrap (then wraps and clips).
void drawText(QPainter& painter, const QRectF& rect, const QString& text, double heightMm,
              int flags = Qt::AlignLeft | Qt::AlignVCenter, Face face = Face::Regular,
              const QColor& colour = QColor(0x1d, 0x1d, 0x1f));

/// Draws one line of `text` left-aligned and vertically centred in `rect`, the fast way for
/// labels and long tables: one shaping pass, no layout. `widthMm` is the text's width at
/// `heightMm` when the caller measured it (negative: measured here); text wider than `rect` is
/// elided as drawText() does.
void drawTextLine(QPainter& painter, const QRectF& rect, const QString& text, double heightMm,
                  Face face = Face::Regular, const QColor& colour = QColor(0x1d, 0x1d, 0x1f),
                  double widthMm = -1);

/// Line height used for `heightMm` text (em × 1.25).
inline double lineHeight(double heightMm) {
  return heightMm * 1.25;
}

/// Thin pen in millimetres (cosmetic pens would vary with the device).
QPen pen(const QColor& colour, double widthMm = 0.2, Qt::PenStyle style = Qt::SolidLine);

/// The project's print palette.
namespace colours {
inline const QColor kInk{0x1d, 0x1d, 0x1f};
inline const QColor kMuted{0x6b, 0x6f, 0x76};
inline const QColor kRule{0xb8, 0xbc, 0xc4};
inline const QColor kHeaderFill{0x2f, 0x3e, 0x50};
inline const QColor kZebra{0xf3, 0xf5, 0xf8};
inline const QColor kAccent{0x2b, 0x6c, 0xb0};
inline const QColor kError{0xc6, 0x28, 0x28};
inline const QColor kWarning{0xe0, 0x8a, 0x00};
inline const QColor kInfo{0x2b, 0x6c, 0xb0};
inline const QColor kOk{0x2e, 0x7d, 0x32};
}  // namespace colours

}  // namespace rackwright::paintkit

#endif
