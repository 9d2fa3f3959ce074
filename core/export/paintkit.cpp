#include "paintkit.h"

#include <QFontMetricsF>

namespace rackwright::paintkit {

namespace {

constexpr double kReference = 100.0;

// Built per call: Qt caches the font engines per thread, and a metrics object kept in a static
// would outlive the application's font database at exit.
QFontMetricsF metrics(Face face) {
  return QFontMetricsF(referenceFont(face));
}

}  // namespace

QFont referenceFont(Face face) {
  const bool mono = face == Face::Mono || face == Face::MonoBold;
  QFont font(mono ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
  font.setStyleHint(mono ? QFont::Monospace : QFont::SansSerif);
  font.setPixelSize(int(kReference));
  font.setBold(face == Face::Bold || face == Face::MonoBold);
  font.setHintingPreference(QFont::PreferNoHinting);
  return font;
}

double textWidth(const QString& text, double heightMm, Face face) {
  return metrics(face).horizontalAdvance(text) * heightMm / kReference;
}

QString elided(const QString& text, double widthMm, double heightMm, Face face) {
  if (heightMm <= 0 || textWidth(text, heightMm, face) <= widthMm)
    return text;
  return metrics(face).elidedText(text, Qt::ElideRight, widthMm * kReference / heightMm);
}

QStringList wrapped(const QString& text, double widthMm, double heightMm, Face face) {
  QStringList lines;
  for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
    QString line;
    for (QString word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
      const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
      if (textWidth(candidate, heightMm, face) <= widthMm) {
        line = candidate;
        continue;
      }
      if (!line.isEmpty())
        lines << line;
      // A word longer than the line (a long id) is cut where it overflows.
      while (textWidth(word, heightMm, face) > widthMm && word.size() > 1) {
        int fit = int(word.size()) - 1;
        while (fit > 1 && textWidth(word.left(fit), heightMm, face) > widthMm)
          --fit;
        lines << word.left(fit);
        word = word.mid(fit);
      }
      line = word;
    }
    lines << line;
  }
  return lines;
}

void drawText(QPainter& painter, const QRectF& rect, const QString& text, double heightMm,
              int flags, Face face, const QColor& colour) {
  if (text.isEmpty() || heightMm <= 0)
    return;
  const double k = heightMm / kReference;
  QString shown = text;
  if (flags & Qt::TextWordWrap) {
    shown = wrapped(text, rect.width(), heightMm, face).join(QLatin1Char('\n'));
    flags &= ~Qt::TextWordWrap;
  } else if (!text.contains(QLatin1Char('\n'))) {
    shown = elided(text, rect.width() + 0.01, heightMm, face);
  }
  painter.save();
  painter.translate(rect.topLeft());
  painter.scale(k, k);
  painter.setFont(referenceFont(face));
  painter.setPen(colour);
  painter.drawText(QRectF(0, 0, rect.width() / k, rect.height() / k), flags | Qt::TextDontClip,
                   shown);
  painter.restore();
}

QPen pen(const QColor& colour, double widthMm, Qt::PenStyle style) {
  QPen p(colour, widthMm, style);
  p.setCosmetic(false);
  p.setJoinStyle(Qt::MiterJoin);
  return p;
}

}  // namespace rackwright::paintkit
