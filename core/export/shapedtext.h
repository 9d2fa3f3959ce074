#ifndef RACKWRIGHT_CORE_EXPORT_SHAPEDTEXT_H
#define RACKWRIGHT_CORE_EXPORT_SHAPEDTEXT_H

#include "paintkit.h"

#include <QPointF>
#include <QVector>

namespace rackwright::paintkit {

/// One line of text shaped ahead of painting: glyph indexes and positions in the face's
/// reference font. Shaping is most of what drawing a short text costs; a long label run shapes
/// the next rack's texts on a worker thread while the painter writes this rack's pages, and the
/// painter only places the glyphs. Plain data, so it may be made on one thread and painted on
/// another (font objects stay on the thread that made them).
class ShapedLine {
 public:
  ShapedLine() = default;
  /// Shapes `text` in `face` (any thread).
  ShapedLine(const QString& text, Face face);

  /// A text repeated on every label or page (a caption, a tag): shaped once per thread and
  /// kept. Not for texts that differ from label to label.
  static const ShapedLine& repeated(const QString& text, Face face);

  const QString& text() const { return mText; }
  Face face() const { return mFace; }
  /// Width at `heightMm` (em size), millimetres.
  double widthMm(double heightMm) const;
  /// Whether the glyphs can be placed without shaping again: false when a character needed a
  /// fallback font (painting then shapes the text as drawTextLine() does).
  bool placeable() const { return mPlaceable; }

  /// Draws the line left-aligned and vertically centred in `rect`, `heightMm` high; elided as
  /// drawTextLine() does when it is wider than `rect`.
  void draw(QPainter& painter, const QRectF& rect, double heightMm, const QColor& colour) const;

 private:
  QString mText;
  Face mFace = Face::Regular;
  bool mPlaceable = false;
  double mWidth = 0;   ///< at the reference size
  double mAscent = 0;  ///< at the reference size
  double mDescent = 0;
  QVector<quint32> mGlyphs;
  QVector<QPointF> mPositions;  ///< baseline at y = 0
};

}  // namespace rackwright::paintkit

#endif
