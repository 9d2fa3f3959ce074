#ifndef RACKWRIGHT_CORE_EXPORT_SHAPEDTEXT_H
#define RACKWRIGHT_CORE_EXPORT_SHAPEDTEXT_H

#include "paintkit.h"

#include <QPen>
#include <QPointF>
#include <QTransform>
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
  /// drawTextLine() does when it is wider than `rect`. Several lines of one size are cheaper
  /// drawn through one ShapedLineBatch.
  void draw(QPainter& painter, const QRectF& rect, double heightMm, const QColor& colour) const;

 private:
  friend class ShapedLineBatch;
  QString mText;
  Face mFace = Face::Regular;
  bool mPlaceable = false;
  double mWidth = 0;   ///< at the reference size
  double mAscent = 0;  ///< at the reference size
  double mDescent = 0;
  QVector<quint32> mGlyphs;
  QVector<QPointF> mPositions;  ///< baseline at y = 0
};

/// Draws shaped lines of one size under one transform. Qt's PDF engine writes the whole
/// graphics state again (transform, pen, brush: some 200 bytes) at the first drawing after any
/// change of transform, and a save(), scale() and restore() around every line made that half
/// of a label page's content, all of it compressed page by page. Here the painter is scaled
/// once and each line is placed by its position; a pick-list page is then one transform.
/// Draw nothing else through the painter while a batch is alive.
class ShapedLineBatch {
 public:
  ShapedLineBatch(QPainter& painter, double heightMm);
  ~ShapedLineBatch();
  ShapedLineBatch(const ShapedLineBatch&) = delete;
  ShapedLineBatch& operator=(const ShapedLineBatch&) = delete;

  /// As ShapedLine::draw() at the batch's size.
  void draw(const ShapedLine& line, const QRectF& rect, const QColor& colour);

 private:
  QPainter& mPainter;
  double mHeightMm;
  double mScale;         ///< millimetres per reference pixel
  QTransform mUnscaled;  ///< the painter's transform when the batch began
  QPen mPen;             ///< and its pen: both are given back when the batch ends
  bool mScaled = false;
};

}  // namespace rackwright::paintkit

#endif
