#include "exportjob.h"

#include "core/common/error.h"
#include "core/export/billofmaterials.h"
#include "core/export/cableschedule.h"
#include "core/export/documentwriter.h"
#include "core/export/labelpainter.h"
#include "core/export/netboxexport.h"
#include "core/export/portmappainter.h"
#include "core/export/rackelevationpainter.h"
#include "core/export/reviewreport.h"
#include "core/export/tablepainter.h"

#include <QDate>
#include <QtConcurrent>

namespace rackwright::ui {

namespace {

using Kind = ExportSettings::Kind;

QVector<ObjectId> racksOf(const ExportIndex& index, const ExportSettings& settings) {
  QStringList unknown;
  const QVector<ObjectId> racks = index.racksNamed(settings.racks, &unknown);
  if (!unknown.isEmpty()) {
    throw Error(ExportJob::tr("no rack named %1 in this design; leave the rack filter empty for "
                              "every rack")
                    .arg(unknown.join(QStringLiteral(", "))));
  }
  return racks;
}

LabelFilter filterOf(const ExportIndex& index, const ExportSettings& settings) {
  LabelFilter filter;
  filter.racks = racksOf(index, settings);
  if (!settings.status.isEmpty())
    filter.status = cableStatusFromString(settings.status);
  return filter;
}

}  // namespace

PageDocument ExportJob::document(const DesignData& snapshot, const ExportSettings& settings,
                                 const QVector<PagePainterPtr>& extra) {
  const auto index = std::make_shared<ExportIndex>(snapshot);
  PageSetup setup;
  setup.paper = settings.paper;
  setup.landscape = settings.landscape;
  setup.titleBlock.project = snapshot.info().name;
  setup.titleBlock.revision = snapshot.info().revision;
  setup.titleBlock.date = QDate::currentDate().toString(Qt::ISODate);
  const LabelScheme scheme;

  switch (settings.kind) {
    case Kind::Review: {
      ReviewOptions options;
      options.setup = setup;
      options.racks = racksOf(*index, settings);
      options.trueScaleElevations = settings.trueScale;
      ReviewReport report(snapshot, options);
      for (const PagePainterPtr& page : extra)
        report.addExtraPages(page);
      return report.document();
    }
    case Kind::Elevations: {
      setup.titleBlock.document = tr("Rack elevations");
      ElevationOptions options;
      options.racks = racksOf(*index, settings);
      options.trueScale = settings.trueScale;
      PageDocument document(setup);
      document.add(
          std::make_shared<RackElevationPainter>(index, options, Validator::validateAll(snapshot)));
      return document;
    }
    case Kind::PortMaps: {
      setup.titleBlock.document = tr("Port maps");
      PortMapOptions options;
      options.racks = racksOf(*index, settings);
      PageDocument document(setup);
      document.add(
          std::make_shared<PortMapPainter>(index, options, Validator::validateAll(snapshot)));
      return document;
    }
    case Kind::Labels: {
      LabelOptions options;
      options.label =
          LabelTemplate::fromName(settings.labelTemplate).value_or(LabelTemplate::wrap());
      options.layout = settings.tape ? SheetLayout::continuousTape()
                                     : SheetLayout::fit(options.label, settings.paper);
      const auto painter = std::make_shared<LabelSheetPainter>(
          CableLabels::build(*index, scheme, filterOf(*index, settings)), options);
      if (painter->labels().isEmpty())
        throw Error(tr("no cable matches the rack and status filters; nothing to print"));
      setup.titleBlock.document = tr("Cable labels");
      PageDocument document(painter->pageSetup(setup.titleBlock));
      document.add(painter);
      return document;
    }
    case Kind::Bom: {
      setup.titleBlock.document = tr("Bill of materials");
      PageDocument document(setup);
      document.add(std::make_shared<TablePainter>(
          setup.titleBlock.document,
          BillOfMaterials::toBlocks(BillOfMaterials::build(snapshot), BomOptions())));
      return document;
    }
    case Kind::Cables: {
      setup.titleBlock.document = tr("Cable schedule");
      PageDocument document(setup);
      document.add(std::make_shared<TablePainter>(
          setup.titleBlock.document,
          QVector<TableBlock>{CableSchedule::toBlock(
              CableSchedule::build(*index, scheme, filterOf(*index, settings)))}));
      return document;
    }
    case Kind::NetBox:
      break;
  }
  throw Error(tr("NetBox exports are tables only; choose CSV"));
}

QStringList ExportJob::run(const DesignData& snapshot, const ExportSettings& settings,
                           const QVector<PagePainterPtr>& extra, const ProgressCallback& progress) {
  if (settings.output.isEmpty())
    throw Error(tr("choose where to write the export"));
  if (settings.format == QLatin1String("csv")) {
    const ExportIndex index(snapshot);
    QStringList files;
    if (settings.kind == Kind::NetBox) {
      files = NetBoxExport::write(index, settings.output);
    } else if (settings.kind == Kind::Bom) {
      BillOfMaterials::toCsv(BillOfMaterials::build(snapshot)).write(settings.output);
      files << settings.output;
    } else if (settings.kind == Kind::Cables) {
      CableSchedule::toCsv(CableSchedule::build(index, LabelScheme(), filterOf(index, settings)))
          .write(settings.output);
      files << settings.output;
    } else {
      throw Error(tr("%1 cannot be written as CSV").arg(ExportSettings::kindName(settings.kind)));
    }
    if (progress)
      progress(100);
    return files;
  }
  const PageDocument doc = document(snapshot, settings, extra);
  const auto format = DocumentWriter::formatFromName(settings.format);
  if (!format)
    throw Error(tr("unknown format \"%1\"").arg(settings.format));
  return DocumentWriter::write(doc, *format, settings.output, progress);
}

QFuture<QStringList> ExportJob::start(DesignData snapshot, ExportSettings settings,
                                      QVector<PagePainterPtr> extra,
                                      std::shared_ptr<Control> control) {
  return QtConcurrent::run([snapshot = std::move(snapshot), settings = std::move(settings),
                            extra = std::move(extra), control]() {
    return run(snapshot, settings, extra, [control](int percent) {
      control->percent = percent;
      return !control->cancel.load();
    });
  });
}

}  // namespace rackwright::ui
