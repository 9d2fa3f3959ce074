#ifndef RACKWRIGHT_CORE_EXPORT_LABELFILES_H
#define RACKWRIGHT_CORE_EXPORT_LABELFILES_H

#include "core/fileformat/designfile.h"
#include "labelbatches.h"
#include "labelpainter.h"

#include <QCoreApplication>

namespace rackwright {

/// How a label is laid out for a Zebra printer.
struct ZplOptions {
  LabelTemplate label = LabelTemplate::wrap();
  int dpi = 203;  ///< the print head: 203 (8 dots/mm) or 300 (12 dots/mm)

  double dotsPerMm() const { return dpi / 25.4; }
  int dots(double mm) const;
};

/// The label print run as files for label printers and their software, written batch by batch
/// (each rack's labels built once, never all at once):
/// - ZPL II for Zebra printers: one ^XA … ^XZ format per label, sized to the stock, with the QR
///   code printed by the printer (^BQ) and text in its scalable font (^A0);
/// - a database CSV for Brother P-touch Editor and Brady Workstation merges: one row per label;
/// - the pick lists of every batch as CSV.
/// Each throws Error naming the file when it cannot be written; progress per batch (return false
/// to cancel: CancelledError, nothing written).
class LabelFiles final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelFiles)

 public:
  /// One label as a ZPL format. `comment` (batch and label number) goes into a ^FX field.
  static QByteArray zplLabel(const CableLabel& label, const ZplOptions& options,
                             const QString& comment = QString());
  /// `text` for a ^FD field after ^FH_: the characters ZPL would read as commands (^ ~), the
  /// escape character itself and line breaks as _XX hex bytes.
  static QByteArray zplFieldData(const QString& text);
  /// The dots per module (^BQ magnification) that fit a QR code of `payload` into `sideDots`.
  static int zplQrMagnification(const QString& payload, int sideDots);

  /// The merge CSV columns and one label's row.
  static QStringList csvHeaders();
  static QStringList csvRow(const LabelPlan& plan, const LabelBatch& batch, int number,
                            const CableLabel& label);

  static void writeZpl(const ExportIndex& index, const LabelScheme& scheme, const LabelPlan& plan,
                       const ZplOptions& options, const QString& path,
                       const ProgressCallback& progress = {});
  /// UTF-8 with a byte-order mark (Windows label software reads a CSV without one in the
  /// local code page), CRLF line ends, RFC 4180 quoting.
  static void writeCsv(const ExportIndex& index, const LabelScheme& scheme, const LabelPlan& plan,
                       const QString& path, const ProgressCallback& progress = {});
  static void writePickListCsv(const ExportIndex& index, const LabelScheme& scheme,
                               const LabelPlan& plan, const QString& path,
                               const ProgressCallback& progress = {});
};

}  // namespace rackwright

#endif
