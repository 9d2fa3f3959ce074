#include "exportjob.h"

#include "core/common/error.h"
#include "core/common/workpool.h"
#include "core/export/exportpipeline.h"

#include <QtConcurrent>

namespace rackwright::ui {

ExportRequest ExportJob::request(const ExportSettings& settings) {
  ExportRequest r;
  r.kind = settings.kind;
  const auto format = ExportRequest::formatFromName(settings.format);
  if (!format)
    throw Error(tr("unknown format \"%1\"").arg(settings.format));
  r.format = *format;
  r.output = settings.output;
  r.paper = settings.paper;
  r.landscape = settings.landscape;
  r.racks = settings.racks;
  if (!settings.status.isEmpty())
    r.status = cableStatusFromString(settings.status);
  if (!settings.network.isEmpty() &&
      (settings.kind == ExportKind::Labels || settings.kind == ExportKind::Cables))
    r.networks = {settings.network};
  r.label = LabelTemplate::fromName(settings.labelTemplate).value_or(LabelTemplate::wrap());
  r.tape = settings.tape;
  r.trueScale = settings.trueScale;
  return r;
}

PageDocument ExportJob::document(const DesignData& snapshot, const ExportSettings& settings,
                                 const QVector<PagePainterPtr>& extra) {
  return ExportPipeline::document(snapshot, request(settings), extra);
}

QStringList ExportJob::run(const DesignData& snapshot, const ExportSettings& settings,
                           const QVector<PagePainterPtr>& extra, const ProgressCallback& progress) {
  return ExportPipeline::run(snapshot, request(settings), extra, progress).files;
}

QFuture<QStringList> ExportJob::start(DesignData snapshot, ExportSettings settings,
                                      QVector<PagePainterPtr> extra,
                                      const std::shared_ptr<Control>& control) {
  return QtConcurrent::run(workPool(),
                           [snapshot = std::move(snapshot), settings = std::move(settings),
                            extra = std::move(extra), control]() {
                             return run(snapshot, settings, extra, [control](int percent) {
                               control->percent = percent;
                               return !control->cancel.load();
                             });
                           });
}

}  // namespace rackwright::ui
