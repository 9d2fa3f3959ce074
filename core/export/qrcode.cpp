#include "qrcode.h"

#include <spdlog/spdlog.h>

#include <QPainterPath>
#include <qrencode.h>

namespace rackwright {

QrCode::QrCode(const QString& text) {
  const QByteArray utf8 = text.toUtf8();
  QRcode* code = QRcode_encodeString8bit(utf8.constData(), 0, QR_ECLEVEL_M);
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

void QrCode::paint(QPainter& painter, const QPointF& topLeft, double sideMm) const {
  if (!isValid())
    return;
  const int total = mSize + 2 * kQuietZone;
  const double unit = sideMm / total;
  painter.save();
  painter.setPen(Qt::NoPen);
  painter.setBrush(Qt::white);
  painter.drawRect(QRectF(topLeft, QSizeF(sideMm, sideMm)));
  // One path of horizontal runs: fewer objects in PDF/SVG and no hairline gaps between modules.
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
  painter.setRenderHint(QPainter::Antialiasing, false);
  painter.setBrush(Qt::black);
  painter.drawPath(path);
  painter.restore();
}

}  // namespace rackwright
