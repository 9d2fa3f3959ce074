#ifndef RACKWRIGHT_UI_EXPORT_EXPORTACTIONS_H
#define RACKWRIGHT_UI_EXPORT_EXPORTACTIONS_H

#include "core/export/pagepainter.h"
#include "core/model/design.h"
#include "exportsettings.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <functional>

class QMainWindow;
class QPrinter;
class QProgressDialog;

namespace rackwright::ui {

/// Adds an "Export" menu to `window`: the design review PDF, rack elevations, port maps, cable
/// labels, bill of materials, cable schedule and NetBox CSV (each through the export dialog),
/// then Print preview… and Print… for the painted outputs. `design` returns the open design
/// (nullptr when there is none); `filePath`, when given, returns the design's file path, under
/// which the export settings are remembered (QSettings). Exports run on a worker over a
/// snapshot with a progress bar and Cancel; the window stays responsive.
void installExportActions(QMainWindow* window, std::function<const Design*()> design,
                          std::function<QString()> filePath = {});

/// The object behind the menu (a child of the window, found with findChild). Public so that
/// tests can drive exports without the modal dialogs.
class ExportController final : public QObject {
  Q_OBJECT

 public:
  ExportController(QMainWindow* window, std::function<const Design*()> design,
                   std::function<QString()> filePath);

  /// Asks for the options, then exports in the background.
  void exportInteractive(ExportSettings::Kind kind);
  /// Exports with these settings in the background (progress dialog with Cancel). The future
  /// gives the files written; errors are reported in a message box unless `quiet`.
  QFuture<QStringList> startExport(const ExportSettings& settings, bool quiet = false);
  /// Cancels the running export, if any.
  void cancel();

  /// The printed pages of `settings` for the open design (charts included for the review).
  PageDocument printDocument(const ExportSettings& settings) const;
  /// Renders `document` onto a printer (print dialog or preview).
  static void print(const PageDocument& document, QPrinter* printer);
  void printPreview(ExportSettings::Kind kind);
  void printNow(ExportSettings::Kind kind);

  QString designPath() const;
  /// A design is open and no export runs.
  bool canExport() const;

 Q_SIGNALS:
  void exportFinished(const QStringList& files);
  void exportFailed(const QString& message);

 private:
  QPointer<QMainWindow> mWindow;
  std::function<const Design*()> mDesign;
  std::function<QString()> mFilePath;
  struct Running;
  std::shared_ptr<Running> mRunning;
};

}  // namespace rackwright::ui

#endif
