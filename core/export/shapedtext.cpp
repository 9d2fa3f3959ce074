#include "shapedtext.h"

#include <QGlyphRun>
#include <QHash>
#include <QRawFont>
#include <QTextLayout>

#include <array>

namespace rackwright::paintkit {

namespace {

/// The reference font of a face as a raw font of the painting thread. Font engines belong to
/// the thread that made them, so each thread keeps its own.
const QRawFont& rawFont(Face face) {
  thread_local std::array<QRawFont, 4> fonts;
  QRawFont& font = fonts[size_t(face)];
  if (!font.isValid())
    font = QRawFont::fromFont(referenceFont(face));
  return font;
}

}  // namespace

ShapedLine::ShapedLine(const QString& text, Face face) : mText(text), mFace(face) {
  if (text.isEmpty())
    return;
  const QFont font = referenceFont(face);
  QTextLayout layout(text, font);
  layout.setCacheEnabled(true);
  layout.beginLayout();
  QTextLine line = layout.createLine();
  layout.endLayout();
  if (!line.isValid())
    return;
  mWidth = line.naturalTextWidth();
  mAscent = line.ascent();
  mDescent = line.descent();
  const QList<QGlyphRun> runs = line.glyphRuns();
  // One run in the face itself: a character from a fallback font would need that font too.
  if (runs.size() != 1)
    return;
  const QRawFont used = runs.front().rawFont();
  const QRawFont& wanted = rawFont(face);
  if (used.familyName() != wanted.familyName() || used.styleName() != wanted.styleName())
    return;
  mGlyphs = runs.front().glyphIndexes();
  mPositions = runs.front().positions();
  for (QPointF& p : mPositions)
    p.ry() -= mAscent;
  mPlaceable = true;
}

const ShapedLine& ShapedLine::repeated(const QString& text, Face face) {
  thread_local QHash<QString, ShapedLine> cache[4];
  QHash<QString, ShapedLine>& table = cache[size_t(face)];
  auto it = table.constFind(text);
  if (it == table.constEnd())
    it = table.insert(text, ShapedLine(text, face));
  return *it;
}

double ShapedLine::widthMm(double heightMm) const {
  return mWidth * heightMm / kReference;
}

void ShapedLine::draw(QPainter& painter, const QRectF& rect, double heightMm,
                      const QColor& colour) const {
  ShapedLineBatch(painter, heightMm).draw(*this, rect, colour);
}

ShapedLineBatch::ShapedLineBatch(QPainter& painter, double heightMm)
    : mPainter(painter),
      mHeightMm(heightMm),
      mScale(heightMm / kReference),
      mUnscaled(painter.worldTransform()),
      mPen(painter.pen()) {}

ShapedLineBatch::~ShapedLineBatch() {
  if (mScaled)
    mPainter.setWorldTransform(mUnscaled);
  mPainter.setPen(mPen);
}

void ShapedLineBatch::draw(const ShapedLine& line, const QRectF& rect, const QColor& colour) {
  if (line.mText.isEmpty() || mHeightMm <= 0)
    return;
  const double width = line.widthMm(mHeightMm);
  if (!line.mPlaceable || width > rect.width() + 0.01) {
    if (mScaled) {
      mPainter.setWorldTransform(mUnscaled);
      mScaled = false;
    }
    drawTextLine(mPainter, rect, line.mText, mHeightMm, line.mFace, colour, width);
    return;
  }
  if (!mScaled) {
    mPainter.setWorldTransform(QTransform::fromScale(mScale, mScale) * mUnscaled);
    mScaled = true;
  }
  QGlyphRun run;
  run.setRawFont(rawFont(line.mFace));
  run.setGlyphIndexes(line.mGlyphs);
  run.setPositions(line.mPositions);
  mPainter.setPen(colour);  // QPainter ignores a pen equal to the one it has
  // Centred as Qt::AlignVCenter centres a line: ascent plus descent about the middle.
  mPainter.drawGlyphRun(QPointF(rect.left() / mScale,
                                rect.center().y() / mScale + (line.mAscent - line.mDescent) / 2),
                        run);
}

}  // namespace rackwright::paintkit
