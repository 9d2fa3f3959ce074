#ifndef RACKWRIGHT_CORE_EXPORT_EXPORTPIPELINE_H
#define RACKWRIGHT_CORE_EXPORT_EXPORTPIPELINE_H

#include "cablelabels.h"
#include "core/fileformat/designfile.h"
#include "core/validation/findingsummary.h"
#include "labelpainter.h"
#include "pagepainter.h"
#include "pagesetup.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace rackwright {

/// What an export produces. The one list of kinds: the command line parses its names, the
/// workbench builds its menu from it.
enum class ExportKind { Review, Elevations, PortMaps, Labels, Bom, Cables, NetBox };
enum class ExportFormat { Pdf, Svg, Png, Csv, Zpl };

/// One export, typed: the command line and the workbench fill it from their own inputs (strings
/// are parsed only there) and hand it to ExportPipeline::run().
struct ExportRequest {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ExportRequest)

 public:
  ExportKind kind = ExportKind::Review;
  ExportFormat format = ExportFormat::Pdf;
  QString output;  ///< the file (the first of a page series, or the prefix/folder for NetBox)
  PaperSize paper = PaperSize::A4;
  bool landscape = false;
  QStringList racks;                  ///< rack names; empty = every rack
  QStringList rows;                   ///< row names: adds their racks to `racks`
  std::optional<CableStatus> status;  ///< labels and cable schedule: only cables with this status
  /// Labels and cable schedule: only cables on these networks (keys); empty = every network.
  QStringList networks;
  LabelTemplate label = LabelTemplate::wrap();
  bool tape = false;  ///< labels on continuous tape rather than sheets
  /// Labels on a named stock (gLabels template): its own sheet layout, instead of fitting
  /// `label` on `paper` or tape.
  std::optional<SheetLayout> stockLayout;
  bool outlines = true;    ///< labels: thin die-cut outlines (plain paper and previews)
  int batchSize = 0;       ///< labels: at most this many labels a batch; 0 = a batch per rack
  bool pickLists = true;   ///< labels: a pick list page before each batch (sheets)
  QString pickListCsv;     ///< labels: also write every batch's pick list to this CSV
  int zplDpi = 203;        ///< labels as ZPL: the printer's resolution, 203 or 300
  bool trueScale = false;  ///< elevations at an engineering scale
  QString date;            ///< title-block date (ISO 8601); today when empty
  /// Review: infos by rule (default), all of them, or only their count.
  InfoDetail infos = InfoDetail::Summary;
  /// Review: elevations, port maps and cable schedule of every rack instead of one
  /// representative per rack type.
  bool full = false;

  static QList<ExportKind> kinds();
  /// "pdf", "elevations", "portmaps", "labels", "bom", "cables", "netbox": the command line's
  /// words and the settings' keys.
  static QString kindName(ExportKind kind);
  static std::optional<ExportKind> kindFromName(const QString& name);
  static QString formatName(ExportFormat format);
  static std::optional<ExportFormat> formatFromName(const QString& name);
  /// The formats a kind can be written in, the default first.
  static QList<ExportFormat> formats(ExportKind kind);
  /// The format an output path asks for by its suffix when it fits the kind, else the kind's
  /// default.
  static ExportFormat defaultFormat(ExportKind kind, const QString& output);
};

/// What an export wrote.
struct ExportOutcome {
  QStringList files;
  QString summary;  ///< one line for the user when there is more to say ("24 labels … on 2 pages")
};

/// Runs an export: the one place that turns a request into painters, tables and files, used by
/// `rackwright export` and the workbench's export actions alike. Safe on a worker thread given a
/// snapshot. What several pages need (the export index, the validation) is derived once.
class ExportPipeline final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ExportPipeline)

 public:
  /// "4,096 labels in 2 batches": the summary of a label export, each count pluralised on its
  /// own (%n forms, so that the English plurals and every catalogue can inflect them).
  static QString labelsInBatches(int labels, int batches);

  /// The pages of a painted export (every kind but NetBox; Bom and Cables as tables). `extra`
  /// are pages the caller adds to a design review (the workbench's charts). Throws Error with the
  /// problem and the fix: a rack name the design does not have, no cable to label.
  static PageDocument document(const DesignData& design, const ExportRequest& request,
                               const QVector<PagePainterPtr>& extra = {});

  /// Writes the files. Progress goes to `progress` per page (return false to cancel:
  /// CancelledError, partial files removed). Throws Error for a bad request (a format the kind
  /// cannot be written in, no output, an unknown rack) or a file that cannot be written.
  static ExportOutcome run(const DesignData& design, const ExportRequest& request,
                           const QVector<PagePainterPtr>& extra = {},
                           const ProgressCallback& progress = {});
};

}  // namespace rackwright

#endif
