#include "exportpipeline.h"

#include "billofmaterials.h"
#include "cableschedule.h"
#include "core/common/error.h"
#include "core/common/textmatch.h"
#include "core/model/networks.h"
#include "documentwriter.h"
#include "exportindex.h"
#include "labelfiles.h"
#include "labelrunpainter.h"
#include "netboxexport.h"
#include "portmappainter.h"
#include "rackelevationpainter.h"
#include "reviewreport.h"
#include "tablepainter.h"

#include <QDate>
#include <QFileInfo>

#include <algorithm>

namespace rackwright {

// --- the request ------------------------------------------------------------------------------

QList<ExportKind> ExportRequest::kinds() {
  return {ExportKind::Review, ExportKind::Elevations, ExportKind::PortMaps, ExportKind::Labels,
          ExportKind::Bom,    ExportKind::Cables,     ExportKind::NetBox};
}

QString ExportRequest::kindName(ExportKind kind) {
  switch (kind) {
    case ExportKind::Review:
      return QStringLiteral("pdf");
    case ExportKind::Elevations:
      return QStringLiteral("elevations");
    case ExportKind::PortMaps:
      return QStringLiteral("portmaps");
    case ExportKind::Labels:
      return QStringLiteral("labels");
    case ExportKind::Bom:
      return QStringLiteral("bom");
    case ExportKind::Cables:
      return QStringLiteral("cables");
    case ExportKind::NetBox:
      return QStringLiteral("netbox");
  }
  return {};
}

std::optional<ExportKind> ExportRequest::kindFromName(const QString& name) {
  for (const ExportKind kind : kinds()) {
    if (kindName(kind).compare(name, Qt::CaseInsensitive) == 0)
      return kind;
  }
  return std::nullopt;
}

QString ExportRequest::formatName(ExportFormat format) {
  switch (format) {
    case ExportFormat::Pdf:
      return QStringLiteral("pdf");
    case ExportFormat::Svg:
      return QStringLiteral("svg");
    case ExportFormat::Png:
      return QStringLiteral("png");
    case ExportFormat::Csv:
      return QStringLiteral("csv");
    case ExportFormat::Zpl:
      return QStringLiteral("zpl");
  }
  return {};
}

std::optional<ExportFormat> ExportRequest::formatFromName(const QString& name) {
  for (const ExportFormat format : {ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png,
                                    ExportFormat::Csv, ExportFormat::Zpl}) {
    if (formatName(format).compare(name, Qt::CaseInsensitive) == 0)
      return format;
  }
  return std::nullopt;
}

QList<ExportFormat> ExportRequest::formats(ExportKind kind) {
  switch (kind) {
    case ExportKind::NetBox:
      return {ExportFormat::Csv};
    case ExportKind::Bom:
    case ExportKind::Cables:
      // Tables: CSV for spreadsheets, or painted as a table.
      return {ExportFormat::Csv, ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png};
    case ExportKind::Labels:
      // Painted sheets or tape, ZPL for Zebra printers, a merge CSV for P-touch and Brady.
      return {ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png, ExportFormat::Zpl,
              ExportFormat::Csv};
    case ExportKind::Review:
    case ExportKind::Elevations:
    case ExportKind::PortMaps:
      break;
  }
  return {ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png};
}

ExportFormat ExportRequest::defaultFormat(ExportKind kind, const QString& output) {
  const QList<ExportFormat> allowed = formats(kind);
  const auto bySuffix = formatFromName(QFileInfo(output).suffix());
  return bySuffix && allowed.contains(*bySuffix) ? *bySuffix : allowed.front();
}

// --- the pipeline -----------------------------------------------------------------------------

namespace {

/// The names a "no rack/row named X" message offers: all of a small design's, else the few
/// that share the longest beginning with what was asked for (a typo is usually near its
/// target) and how many more there are, so that a 1,197-rack design does not print them all.
QString namesToOffer(const QStringList& names, const QStringList& wanted) {
  constexpr int kAll = 12;
  constexpr int kNearest = 8;
  if (names.size() <= kAll)
    return names.join(QStringLiteral(", "));
  const auto shared = [&](const QString& name) {
    qsizetype best = 0;
    for (const QString& w : wanted)
      best = qMax(best, commonPrefixLength(name, w, Qt::CaseInsensitive));
    return best;
  };
  QVector<std::pair<qsizetype, int>> ranked;  // (shared beginning, index) — stable by index
  ranked.reserve(names.size());
  for (int i = 0; i < names.size(); ++i)
    ranked.push_back({shared(names[i]), i});
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  QVector<int> picked;
  for (int i = 0; i < kNearest; ++i)
    picked << ranked[i].second;
  std::sort(picked.begin(), picked.end());
  QStringList offered;
  for (const int i : std::as_const(picked))
    offered << names[i];
  return ExportPipeline::tr("%1 and %n more", nullptr, int(names.size() - picked.size()))
      .arg(offered.join(QStringLiteral(", ")));
}

/// What the pages of one export share, derived once: the index every painter reads, the racks
/// the request names and, on first use, the validation the elevations and port maps colour by.
class ExportFacts {
 public:
  ExportFacts(const DesignData& design, const ExportRequest& request)
      : mDesign(design),
        mIndex(std::make_shared<ExportIndex>(design)),
        mInfos(request.kind == ExportKind::Review ? request.infos : InfoDetail::All) {
    QStringList unknown;
    mRacks = mIndex->racksNamed(request.racks, &unknown);
    if (!request.rows.isEmpty()) {
      QStringList unknownRows;
      for (const ObjectId& id : mIndex->racksInRows(request.rows, &unknownRows)) {
        if (!mRacks.contains(id))
          mRacks << id;
      }
      std::sort(mRacks.begin(), mRacks.end(), [this](const ObjectId& a, const ObjectId& b) {
        return mIndex->rackOrder(a) < mIndex->rackOrder(b);
      });
      if (!unknownRows.isEmpty()) {
        QStringList names;
        for (const ObjectId& id : mIndex->racks()) {
          const QString row = mIndex->rowName(id);
          if (!row.isEmpty() && !names.contains(row))
            names << row;
        }
        throw Error(ExportPipeline::tr("no row named %1 in this design; it has %2")
                        .arg(unknownRows.join(QStringLiteral(", ")),
                             names.isEmpty() ? ExportPipeline::tr("no rows")
                                             : namesToOffer(names, unknownRows)));
      }
    }
    if (!unknown.isEmpty()) {
      QStringList names;
      for (const ObjectId& id : mIndex->racks())
        names << design.find<Rack>(id)->name;
      throw Error(ExportPipeline::tr("no rack named %1 in this design; it has %2. Leave the "
                                     "rack filter empty for every rack")
                      .arg(unknown.join(QStringLiteral(", ")), names.isEmpty()
                                                                   ? ExportPipeline::tr("no racks")
                                                                   : namesToOffer(names, unknown)));
    }
    mFilter.racks = mRacks;
    mFilter.status = request.status;
    if (!request.networks.isEmpty()) {
      QStringList keys;
      for (const NetworkDefinition& network : Networks::inUse(design))
        keys << network.key;
      QStringList unknownNetworks;
      for (const QString& key : request.networks) {
        if (!keys.contains(key))
          unknownNetworks << key;
      }
      if (!unknownNetworks.isEmpty()) {
        throw Error(
            ExportPipeline::tr("no network %1 in this design; use one of %2, or leave "
                               "the network filter out for every cable")
                .arg(unknownNetworks.join(QStringLiteral(", ")), keys.join(QStringLiteral(", "))));
      }
      mFilter.networks = request.networks;
    }
  }

  const DesignData& design() const { return mDesign; }
  const std::shared_ptr<ExportIndex>& index() const { return mIndex; }
  const QVector<ObjectId>& racks() const { return mRacks; }
  const LabelFilter& labelFilter() const { return mFilter; }
  const ValidationResult& validation() {
    if (!mValidation)
      mValidation = Validator::validateAll(mDesign, mInfos);
    return *mValidation;
  }

 private:
  const DesignData& mDesign;
  std::shared_ptr<ExportIndex> mIndex;
  QVector<ObjectId> mRacks;
  LabelFilter mFilter;
  /// What the review lists of the infos (the other exports count every finding).
  InfoDetail mInfos;
  std::optional<ValidationResult> mValidation;
};

PageSetup pageSetupOf(const DesignData& design, const ExportRequest& request) {
  PageSetup setup;
  setup.paper = request.paper;
  setup.landscape = request.landscape;
  setup.titleBlock.project = design.info().name;
  setup.titleBlock.revision = design.info().revision;
  setup.titleBlock.date =
      request.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : request.date;
  return setup;
}

PageFormat pageFormatOf(ExportFormat format) {
  return format == ExportFormat::Svg   ? PageFormat::Svg
         : format == ExportFormat::Png ? PageFormat::Png
                                       : PageFormat::Pdf;
}

void checkFormat(const ExportRequest& request) {
  const QList<ExportFormat> allowed = ExportRequest::formats(request.kind);
  if (allowed.contains(request.format))
    return;
  QStringList names;
  for (const ExportFormat format : allowed)
    names << ExportRequest::formatName(format);
  throw Error(ExportPipeline::tr("%1 cannot be written as %2; use %3")
                  .arg(ExportRequest::kindName(request.kind),
                       ExportRequest::formatName(request.format),
                       names.join(QStringLiteral(", "))));
}

LabelOptions labelOptionsOf(const ExportRequest& request) {
  LabelOptions options;
  options.label = request.label;
  options.layout =
      request.tape ? SheetLayout::continuousTape() : SheetLayout::fit(request.label, request.paper);
  if (request.stockLayout)
    options.layout = *request.stockLayout;
  options.outlines = request.outlines;
  return options;
}

/// The labels the request selects, batched; refuses a selection without labels.
LabelPlan labelPlanOf(ExportFacts& facts, const ExportRequest& request) {
  LabelPlan plan = LabelBatches::plan(*facts.index(), facts.labelFilter(), request.batchSize);
  if (plan.labelCount == 0) {
    throw Error(ExportPipeline::tr(
        "no cable matches the rack, status and network filters; nothing to print"));
  }
  return plan;
}

PageDocument documentOf(ExportFacts& facts, const ExportRequest& request,
                        const QVector<PagePainterPtr>& extra, QString* summary) {
  const DesignData& design = facts.design();
  PageSetup setup = pageSetupOf(design, request);
  const LabelScheme scheme;
  switch (request.kind) {
    case ExportKind::Review: {
      ReviewOptions options;
      options.setup = setup;
      options.racks = facts.racks();
      options.trueScaleElevations = request.trueScale;
      options.infos = request.infos;
      options.full = request.full;
      ReviewReport report(design, options, facts.index(), facts.validation());
      for (const PagePainterPtr& page : extra)
        report.addExtraPages(page);
      return report.document();
    }
    case ExportKind::Elevations: {
      setup.titleBlock.document = ExportPipeline::tr("Rack elevations");
      ElevationOptions options;
      options.racks = facts.racks();
      options.trueScale = request.trueScale;
      PageDocument document(setup);
      document.add(
          std::make_shared<RackElevationPainter>(facts.index(), options, facts.validation()));
      return document;
    }
    case ExportKind::PortMaps: {
      setup.titleBlock.document = ExportPipeline::tr("Port maps");
      PortMapOptions options;
      options.racks = facts.racks();
      options.scheme = scheme;
      PageDocument document(setup);
      document.add(std::make_shared<PortMapPainter>(facts.index(), options, facts.validation()));
      return document;
    }
    case ExportKind::Labels: {
      LabelRunOptions options;
      options.labels = labelOptionsOf(request);
      options.pickLists = request.pickLists;
      const auto painter = std::make_shared<LabelRunPainter>(facts.index(), scheme,
                                                             labelPlanOf(facts, request), options);
      setup.titleBlock.document = ExportPipeline::tr("Cable labels");
      PageDocument document(painter->pageSetup(setup.titleBlock));
      document.add(painter);
      if (summary) {
        *summary = ExportPipeline::tr("%1 (%2) on %3")
                       .arg(ExportPipeline::labelsInBatches(painter->plan().labelCount,
                                                            int(painter->plan().batches.size())),
                            options.labels.layout.describe(options.labels.label),
                            ExportPipeline::tr("%n page(s)", nullptr, document.pageCount()));
        if (painter->pickListPages() > 0) {
          *summary +=
              ExportPipeline::tr(", %n of them pick list(s)", nullptr, painter->pickListPages());
        }
      }
      return document;
    }
    case ExportKind::Bom: {
      setup.titleBlock.document = ExportPipeline::tr("Bill of materials");
      PageDocument document(setup);
      document.add(std::make_shared<TablePainter>(
          setup.titleBlock.document,
          BillOfMaterials::toBlocks(BillOfMaterials::build(design), BomOptions())));
      return document;
    }
    case ExportKind::Cables: {
      setup.titleBlock.document = ExportPipeline::tr("Cable schedule");
      PageDocument document(setup);
      document.add(std::make_shared<TablePainter>(
          setup.titleBlock.document,
          QVector<TableBlock>{CableSchedule::toBlock(
              CableSchedule::build(*facts.index(), scheme, facts.labelFilter()))}));
      return document;
    }
    case ExportKind::NetBox:
      break;
  }
  throw Error(ExportPipeline::tr("NetBox exports are tables only; choose CSV"));
}

}  // namespace

QString ExportPipeline::labelsInBatches(int labels, int batches) {
  // One count per text, so that each is pluralised on its own ("1 batch", "2 batches").
  return tr("%1 in %2")
      .arg(tr("%n label(s)", nullptr, labels), tr("%n batch(es)", nullptr, batches));
}

PageDocument ExportPipeline::document(const DesignData& design, const ExportRequest& request,
                                      const QVector<PagePainterPtr>& extra) {
  ExportFacts facts(design, request);
  return documentOf(facts, request, extra, nullptr);
}

ExportOutcome ExportPipeline::run(const DesignData& design, const ExportRequest& request,
                                  const QVector<PagePainterPtr>& extra,
                                  const ProgressCallback& progress) {
  if (request.output.isEmpty())
    throw Error(tr("choose where to write the export"));
  checkFormat(request);
  ExportFacts facts(design, request);
  ExportOutcome outcome;
  if (request.kind == ExportKind::Labels) {
    if (request.zplDpi != 203 && request.zplDpi != 300)
      throw Error(tr("the ZPL resolution must be 203 or 300 dpi, not %1").arg(request.zplDpi));
    const LabelScheme scheme;
    if (request.format == ExportFormat::Zpl || request.format == ExportFormat::Csv) {
      const LabelPlan plan = labelPlanOf(facts, request);
      if (request.format == ExportFormat::Zpl) {
        ZplOptions options;
        options.label = request.label;
        options.dpi = request.zplDpi;
        LabelFiles::writeZpl(*facts.index(), scheme, plan, options, request.output, progress);
      } else {
        LabelFiles::writeCsv(*facts.index(), scheme, plan, request.output, progress);
      }
      outcome.files << request.output;
      outcome.summary = labelsInBatches(plan.labelCount, int(plan.batches.size()));
    } else {
      const PageDocument document = documentOf(facts, request, extra, &outcome.summary);
      outcome.files =
          DocumentWriter::write(document, pageFormatOf(request.format), request.output, progress);
    }
    if (!request.pickListCsv.isEmpty()) {
      LabelFiles::writePickListCsv(*facts.index(), scheme, labelPlanOf(facts, request),
                                   request.pickListCsv);
      outcome.files << request.pickListCsv;
    }
    return outcome;
  }
  if (request.format == ExportFormat::Csv) {
    const LabelScheme scheme;
    switch (request.kind) {
      case ExportKind::NetBox:
        outcome.files = NetBoxExport::write(*facts.index(), request.output);
        break;
      case ExportKind::Bom:
        BillOfMaterials::toCsv(BillOfMaterials::build(design)).write(request.output);
        outcome.files << request.output;
        break;
      case ExportKind::Cables:
        CableSchedule::toCsv(CableSchedule::build(*facts.index(), scheme, facts.labelFilter()))
            .write(request.output);
        outcome.files << request.output;
        break;
      case ExportKind::Review:
      case ExportKind::Elevations:
      case ExportKind::PortMaps:
      case ExportKind::Labels:
        break;  // refused by checkFormat(); labels were written above
    }
    if (progress)
      progress(100);
    return outcome;
  }
  const PageDocument document = documentOf(facts, request, extra, &outcome.summary);
  outcome.files =
      DocumentWriter::write(document, pageFormatOf(request.format), request.output, progress);
  return outcome;
}

}  // namespace rackwright
