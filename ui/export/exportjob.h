#ifndef RACKWRIGHT_UI_EXPORT_EXPORTJOB_H
#define RACKWRIGHT_UI_EXPORT_EXPORTJOB_H

#include "core/export/exportpipeline.h"
#include "core/export/pagepainter.h"
#include "core/fileformat/designfile.h"
#include "core/model/designdata.h"
#include "exportsettings.h"

#include <QCoreApplication>
#include <QFuture>

#include <atomic>
#include <memory>

namespace rackwright::ui {

/// Runs one export from a design snapshot through core's ExportPipeline, as `rackwright export`
/// does. Safe on a worker thread (the snapshot is a copy; extra pages are pre-rendered).
class ExportJob final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::ExportJob)

 public:
  /// Progress and cancellation shared between the worker and the window.
  struct Control {
    std::atomic<int> percent{0};
    std::atomic<bool> cancel{false};
  };

  /// The export pipeline's request for the dialog's settings.
  static ExportRequest request(const ExportSettings& settings);
  /// The pages of a painted export. `extra` goes into the design review (charts). Throws Error
  /// (unknown rack, nothing to print).
  static PageDocument document(const DesignData& snapshot, const ExportSettings& settings,
                               const QVector<PagePainterPtr>& extra = {});
  /// Writes the files; returns them. Throws Error, or CancelledError when cancelled.
  static QStringList run(const DesignData& snapshot, const ExportSettings& settings,
                         const QVector<PagePainterPtr>& extra, const ProgressCallback& progress);
  /// run() on the global thread pool.
  static QFuture<QStringList> start(DesignData snapshot, ExportSettings settings,
                                    QVector<PagePainterPtr> extra,
                                    const std::shared_ptr<Control>& control);
};

}  // namespace rackwright::ui

#endif
