#include "paintkit.h"

#include <QFontMetricsF>
#include <QHash>

#include <array>

namespace rackwright::paintkit {

namespace {

// Built per call: Qt caches the font engines per thread, and a metrics object kept in a static
// would outlive the application's font database at exit.
QFontMetricsF metrics(Face face) {
  return QFontMetricsF(referenceFont(face));
}

/// What every line of a face needs, measured once (plain numbers, safe to keep in a static).
struct FaceFigures {
  double ascent = 0;
  double descent = 0;
  double monoAdvance = 0;  ///< advance of every Latin character of a monospaced face
};

const FaceFigures& figures(Face face) {
  static const std::array<FaceFigures, 4> all = [] {
    std::array<FaceFigures, 4> result;
    for (const Face f : {Face::Regular, Face::Bold, Face::Mono, Face::MonoBold}) {
      const QFontMetricsF m = metrics(f);
      result[size_t(f)] = {m.ascent(), m.descent(), m.horizontalAdvance(QLatin1Char('0'))};
    }
    return result;
  }();
  return all[size_t(face)];
}

/// A monospaced face sets every Latin character at one advance: no shaping needed to measure.
bool monoMeasurable(const QString& text, Face face) {
  if (face != Face::Mono && face != Face::MonoBold)
    return false;
  for (const QChar c : text) {
    if (c.unicode() < 0x20 || c.unicode() >= 0x180)
      return false;
  }
  return true;
}

/// Widths of short texts (tags, headers, "pick"): a handful of distinct strings measured again
/// on every label otherwise. Longer texts are not kept, so the cache stays small.
double referenceWidth(const QString& text, Face face) {
  if (monoMeasurable(text, face))
    return figures(face).monoAdvance * text.size();
  constexpr qsizetype kShort = 8;
  if (text.size() > kShort)
    return metrics(face).horizontalAdvance(text);
  thread_local QHash<QString, double> cache[4];
  QHash<QString, double>& table = cache[size_t(face)];
  const auto it = table.constFind(text);
  if (it != table.constEnd())
    return *it;
  const double width = metrics(face).horizontalAdvance(text);
  table.insert(text, width);
  return width;
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
  return referenceWidth(text, face) * heightMm / kReference;
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

void drawTextLine(QPainter& painter, const QRectF& rect, const QString& text, double heightMm,
                  Face face, const QColor& colour, double widthMm) {
  if (text.isEmpty() || heightMm <= 0)
    return;
  if (widthMm < 0)
    widthMm = textWidth(text, heightMm, face);
  if (widthMm > rect.width() + 0.01) {
    drawText(painter, rect, text, heightMm, Qt::AlignLeft | Qt::AlignVCenter, face, colour);
    return;
  }
  const double k = heightMm / kReference;
  const FaceFigures& f = figures(face);
  painter.save();
  painter.translate(rect.left(), rect.center().y());
  painter.scale(k, k);
  painter.setFont(referenceFont(face));
  painter.setPen(colour);
  // Centred as Qt::AlignVCenter centres a line: ascent plus descent about the middle.
  painter.drawText(QPointF(0, (f.ascent - f.descent) / 2), text);
  painter.restore();
}

QPen pen(const QColor& colour, double widthMm, Qt::PenStyle style) {
  QPen p(colour, widthMm, style);
  p.setCosmetic(false);
  p.setJoinStyle(Qt::MiterJoin);
  return p;
}

}  // namespace rackwright::paintkit
