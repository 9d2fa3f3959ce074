#include "qrcode.h"

#include <spdlog/spdlog.h>

#include <QHash>
#include <QMutex>
#include <QPaintEngine>
#include <QPainterPath>
#include <qrencode.h>

namespace rackwright {

namespace {

QRecLevel levelOf(QrCode::Level level) {
  switch (level) {
    case QrCode::Level::L:
      return QR_ECLEVEL_L;
    case QrCode::Level::M:
      return QR_ECLEVEL_M;
    case QrCode::Level::Q:
      return QR_ECLEVEL_Q;
    case QrCode::Level::H:
      return QR_ECLEVEL_H;
  }
  return QR_ECLEVEL_M;
}

}  // namespace

QrCode::QrCode(const QString& text, Level level) {
  const QByteArray utf8 = text.toUtf8();
  // The shortest mix of numeric, alphanumeric and byte segments: port names are mostly capitals
  // and digits, so a label's payload takes a symbol a version smaller than in bytes alone (its
  // modules print larger on the same square) and encodes a seventh faster. Readers return the
  // same text either way.
  QRcode* code = QRcode_encodeString(utf8.constData(), 0, levelOf(level), QR_MODE_8, 1);
  if (!code) {
    spdlog::warn("qr: cannot encode {} bytes", utf8.size());
    return;
  }
  mSize = code->width;
  mModules.resize(qsizetype(mSize) * mSize);
  for (int i = 0; i < mSize * mSize; ++i)
    mModules[i] = (code->data[i] & 1) != 0;
  QRcode_free(code);
}

int QrCode::sizeFor(const QString& text, Level level) {
  static QMutex mutex;
  static QHash<qsizetype, int> sizes;  // by byte length × 4 + level
  const qsizetype bytes = text.toUtf8().size();
  const qsizetype key = bytes * 4 + int(level);
  {
    const QMutexLocker lock(&mutex);
    const auto it = sizes.constFind(key);
    if (it != sizes.constEnd())
      return *it;
  }
  const int size = QrCode(QString(bytes, QLatin1Char('x')), level).size();
  const QMutexLocker lock(&mutex);
  sizes.insert(key, size);
  return size;
}

QImage QrCode::image() const {
  if (!isValid())
    return {};
  const int total = mSize + 2 * kQuietZone;
  QImage image(total, total, QImage::Format_Mono);
  image.setColorTable({QColor(Qt::black).rgba(), QColor(Qt::white).rgba()});
  image.fill(1);
  // Dark modules clear their bit (colour 0); Format_Mono keeps the leftmost pixel in a byte's
  // top bit.
  for (int y = 0; y < mSize; ++y) {
    uchar* line = image.scanLine(kQuietZone + y);
    for (int x = 0; x < mSize; ++x) {
      if (module(x, y)) {
        const int px = kQuietZone + x;
        line[px >> 3] &= uchar(~(0x80 >> (px & 7)));
      }
    }
  }
  return image;
}

void QrCode::paint(QPainter& painter, const QPointF& topLeft, double sideMm,
                   const QImage& image) const {
  if (!isValid())
    return;
  const int total = mSize + 2 * kQuietZone;
  const double unit = sideMm / total;
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  const QPaintEngine* engine = painter.paintEngine();
  if (!engine || engine->type() != QPaintEngine::SVG) {
    // The PDF engine paints a 1-bit image as a mask in the pen's colour.
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.setPen(Qt::black);
    painter.drawImage(QRectF(topLeft, QSizeF(sideMm, sideMm)),
                      image.isNull() ? this->image() : image);
    painter.restore();
    return;
  }
  // One path of horizontal runs: fewer objects and no hairline gaps between modules.
  QPainterPath path;
  path.setFillRule(Qt::WindingFill);
  for (int y = 0; y < mSize; ++y) {
    int x = 0;
    while (x < mSize) {
      if (!module(x, y)) {
        ++x;
        continue;
      }
      int end = x;
      while (end < mSize && module(end, y))
        ++end;
      path.addRect(QRectF(topLeft.x() + (kQuietZone + x) * unit,
                          topLeft.y() + (kQuietZone + y) * unit, (end - x) * unit, unit));
      x = end;
    }
  }
  painter.setPen(Qt::NoPen);
  painter.setBrush(Qt::black);
  painter.drawPath(path);
  painter.restore();
}

}  // namespace rackwright
