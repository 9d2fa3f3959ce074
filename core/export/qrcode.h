#ifndef RACKWRIGHT_CORE_EXPORT_QRCODE_H
#define RACKWRIGHT_CORE_EXPORT_QRCODE_H

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QVector>

namespace rackwright {

/// A QR code symbol (libqrencode, UTF-8 text in the shortest mix of numeric, alphanumeric and
/// byte segments; error correction level M unless asked).
class QrCode final {
 public:
  enum class Level { L, M, Q, H };
  /// Encodes `text`; isValid() is false when it does not fit a QR code.
  explicit QrCode(const QString& text, Level level = Level::M);

  /// Modules per side of the symbol `text` would get in byte mode alone, without encoding it:
  /// there the version follows from the length, so one symbol per length is encoded and kept.
  /// Mixed segments (this class, a printer's automatic mode) usually give a smaller symbol, but
  /// near version 10, where a segment's length field grows, they can give one a version larger.
  static int sizeFor(const QString& text, Level level);

  bool isValid() const { return mSize > 0; }
  /// Modules per side (without the quiet zone).
  int size() const { return mSize; }
  bool module(int x, int y) const { return mModules[y * mSize + x]; }

  /// The symbol with its quiet zone, one pixel per module: 1-bit, colour 0 black, colour 1 white,
  /// which Qt's PDF engine writes as a small image mask (about 150 bytes) instead of a path of
  /// every run of modules (several kilobytes).
  QImage image() const;

  /// Paints the symbol, with its 4-module quiet zone (left unpainted: labels are white), filling
  /// a square of `sideMm` at `topLeft`. PDF and raster devices get image() scaled without
  /// smoothing; SVG, where a scaled bitmap may be blurred by the viewer, gets one path.
  /// `image` is image() when the caller already has it: drawing the same image twice (both
  /// halves of a flag label) stores it once in a PDF.
  void paint(QPainter& painter, const QPointF& topLeft, double sideMm,
             const QImage& image = QImage()) const;
  static constexpr int kQuietZone = 4;

 private:
  int mSize = 0;
  QVector<bool> mModules;
};

}  // namespace rackwright

#endif
