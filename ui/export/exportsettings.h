#ifndef RACKWRIGHT_UI_EXPORT_EXPORTSETTINGS_H
#define RACKWRIGHT_UI_EXPORT_EXPORTSETTINGS_H

#include "core/export/exportpipeline.h"
#include "core/export/pagesetup.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace rackwright::ui {

/// What the user exports, with the choices of the export dialog. Remembered per design file
/// (QSettings, keyed by the file path) so that the next export of the same design starts from
/// the same paper, racks and output.
struct ExportSettings {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::ExportSettings)

 public:
  /// The kinds are core's (ExportRequest::kinds()); these settings are the dialog's choices,
  /// turned into an ExportRequest by ExportJob::request().
  using Kind = ExportKind;

  Kind kind = Kind::Review;
  PaperSize paper = PaperSize::A4;
  bool landscape = false;
  QString format = QStringLiteral("pdf");  ///< pdf, svg, png, csv
  QStringList racks;                       ///< empty = all
  QString status;                          ///< empty = all; planned, installed, decommissioned
  QString network;                         ///< empty = all; a network key (labels, cables)
  QString labelTemplate = QStringLiteral("wrap");
  bool tape = false;
  bool trueScale = false;
  QString output;

  static QString kindName(Kind kind);     ///< "pdf", "elevations" … as on the command line
  static QString kindTitle(Kind kind);    ///< menu text
  static QStringList formats(Kind kind);  ///< ExportRequest::formats() by name

  /// Settings last used for `kind` with the design at `designPath` (defaults when none).
  static ExportSettings load(const QString& designPath, Kind kind);
  void save(const QString& designPath) const;
};

}  // namespace rackwright::ui

#endif
