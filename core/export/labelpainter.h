#ifndef RACKWRIGHT_CORE_EXPORT_LABELPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_LABELPAINTER_H

#include "cablelabels.h"
#include "pagepainter.h"
#include "qrcode.h"
#include "shapedtext.h"

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

/// Where a label's texts go in one print area and at what size, and the texts shaped, measured
/// once per label. Sizes in millimetres; a long text is set smaller to fit its line.
struct LabelTextLayout {
  double qrSide = 0;
  double textLeft = 0;  ///< from the area's left
  double textWidth = 0;
  double pitch = 0;  ///< line pitch
  double nameEm = 0;
  double tagEm = 0;
  double tagWidth = 0;
  double endEm = 0;
  double detailEm = 0;
  paintkit::ShapedLine name;
  paintkit::ShapedLine fromTag;
  paintkit::ShapedLine toTag;
  paintkit::ShapedLine nearEnd;
  paintkit::ShapedLine farEnd;
  paintkit::ShapedLine detail;   ///< part · length · leg
  paintkit::ShapedLine caption;  ///< the wrap stock's laminate note (empty on a flag)
};

/// Everything painting a label needs besides the label: its QR code and the measured texts.
/// Encoding and measuring are most of a label's cost and need no painter, so a long run
/// prepares the next rack's labels on a worker thread while this rack's pages are written.
struct PreparedLabel {
  QrCode qr;
  QImage qrImage;
  LabelTextLayout text;

  static PreparedLabel prepare(const CableLabel& label, const LabelTemplate& stock);
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
  /// Same, with the label prepared ahead (PreparedLabel::prepare(label, stock)).
  static void paintLabel(QPainter& painter, const CableLabel& label, const LabelTemplate& stock,
                         bool outline, const PreparedLabel& prepared);

 private:
  QVector<CableLabel> mLabels;
  LabelOptions mOptions;
};

}  // namespace rackwright

#endif
