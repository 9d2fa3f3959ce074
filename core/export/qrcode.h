#ifndef RACKWRIGHT_CORE_EXPORT_QRCODE_H
#define RACKWRIGHT_CORE_EXPORT_QRCODE_H

#include <QPainter>
#include <QRectF>
#include <QString>
#include <QVector>

namespace rackwright {

/// A QR code symbol (libqrencode, error correction level M, UTF-8 byte mode).
class QrCode final {
 public:
  /// Encodes `text`; isValid() is false when it does not fit a QR code.
  explicit QrCode(const QString& text);

  bool isValid() const { return mSize > 0; }
  /// Modules per side (without the quiet zone).
  int size() const { return mSize; }
  bool module(int x, int y) const { return mModules[y * mSize + x]; }

  /// Paints the symbol, with its 4-module quiet zone, filling a square of `sideMm` at `topLeft`.
  void paint(QPainter& painter, const QPointF& topLeft, double sideMm) const;
  static constexpr int kQuietZone = 4;

 private:
  int mSize = 0;
  QVector<bool> mModules;
};

}  // namespace rackwright

#endif
