#ifndef RACKWRIGHT_CORE_EXPORT_LABELPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_LABELPAINTER_H

#include "cablelabels.h"
#include "pagepainter.h"
#include "qrcode.h"

#include <QCoreApplication>
#include <QSizeF>

#include <optional>

namespace rackwright {

/// A label stock. Sizes in millimetres.
///
/// Wrap-around (self-laminating): a printable area on top and a clear laminate tail that wraps
/// over it; text runs along the cable. Flag: two identical printable halves either side of a
/// wrap zone; folded around the cable they form a flag readable from both sides.
struct LabelTemplate {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelTemplate)

 public:
  enum class Kind { Wrap, Flag };
  Kind kind = Kind::Wrap;
  QSizeF sizeMm{50.8, 63.5};    ///< the whole die-cut label
  double printHeightMm = 25.4;  ///< wrap: printable part at the top; the rest is laminate
  double wrapZoneMm = 0;        ///< flag: blank band in the middle that goes round the cable

  /// The printable area(s) within the label, label coordinates.
  QVector<QRectF> printAreas() const;
  QString name() const;

  static LabelTemplate wrap();
  static LabelTemplate flag();
  /// "wrap" or "flag".
  static std::optional<LabelTemplate> fromName(const QString& name);
};

/// Where the labels sit on a sheet: rows × columns, the top-left margin and the pitch (label
/// size plus gap) in each direction. A tape layout prints one label per page sized to the label.
struct SheetLayout {
  Q_DECLARE_TR_FUNCTIONS(rackwright::SheetLayout)

 public:
  bool tape = false;
  PaperSize paper = PaperSize::A4;
  int rows = 1;
  int columns = 1;
  double marginLeftMm = 0;
  double marginTopMm = 0;
  double pitchXMm = 0;
  double pitchYMm = 0;

  int labelsPerPage() const { return tape ? 1 : rows * columns; }
  /// Top-left of label `slot` on its page, page millimetres.
  QPointF slotOrigin(int slot) const;
  /// The most labels of `label` that fit `paper` (portrait) with at least 8 mm margins and
  /// 3 mm gaps, centred.
  static SheetLayout fit(const LabelTemplate& label, PaperSize paper);
  static SheetLayout continuousTape();
  QString describe(const LabelTemplate& label) const;
};

/// Options of a label print run.
struct LabelOptions {
  LabelTemplate label = LabelTemplate::wrap();
  SheetLayout layout = SheetLayout::fit(LabelTemplate::wrap(), PaperSize::A4);
  bool outlines = true;  ///< thin die-cut outlines (for plain paper and previews)
};

/// Label sheets (or tape) for a batch of cable labels. Each label shows the cable identifier,
/// the near and the far end, the part and length, and a QR code of the cable and both ends.
class LabelSheetPainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelSheetPainter)

 public:
  LabelSheetPainter(QVector<CableLabel> labels, LabelOptions options);

  /// The page setup the layout needs (sheet paper without a frame, or the tape label size).
  PageSetup pageSetup(const TitleBlock& titleBlock) const;

  int pageCount(const PageSetup& setup) const override;
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;

  const QVector<CableLabel>& labels() const { return mLabels; }
  const LabelOptions& options() const { return mOptions; }
  /// Top-left of label `slot` on its page, page millimetres.
  QPointF slotOrigin(int slot) const;

  /// Paints one label with its top-left at the origin of the painter.
  static void paintLabel(QPainter& painter, const CableLabel& label, const LabelTemplate& stock,
                         bool outline);
  /// Same, with the label's QR code already encoded (QrCode(label.qrPayload()) and its image).
  static void paintLabel(QPainter& painter, const CableLabel& label, const LabelTemplate& stock,
                         bool outline, const QrCode& qr, const QImage& qrImage);

 private:
  QVector<CableLabel> mLabels;
  LabelOptions mOptions;
};

}  // namespace rackwright

#endif
