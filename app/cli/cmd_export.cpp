// `rackwright export pdf|elevations|portmaps|labels|bom|cables|netbox FILE -o OUT …`: printed
// and tabular outputs of a design, without a display. Painted outputs go to PDF, SVG or PNG
// (one file per page for SVG/PNG: OUT-1.svg, OUT-2.svg …); tables go to CSV.
#include "clisupport.h"
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
#include <QDir>
#include <QFileInfo>

namespace rackwright::cli {
namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("rackwright::cli", text);
}

const QStringList kKinds = {QStringLiteral("pdf"),      QStringLiteral("elevations"),
                            QStringLiteral("portmaps"), QStringLiteral("labels"),
                            QStringLiteral("bom"),      QStringLiteral("cables"),
                            QStringLiteral("netbox")};

void printHelp(CommandContext& ctx) {
  ctx.out
      << tr("Usage: rackwright export KIND FILE -o OUT [options]") << "\n\n"
      << tr("Kinds:") << '\n'
      << "  pdf          " << tr("design-review report (pdf, svg or png)") << '\n'
      << "  elevations   " << tr("front and rear rack elevations (pdf, svg or png)") << '\n'
      << "  portmaps     " << tr("port maps of every device (pdf, svg or png)") << '\n'
      << "  labels       " << tr("cable labels with QR codes (pdf, svg or png)") << '\n'
      << "  bom          " << tr("bill of materials (csv or pdf)") << '\n'
      << "  cables       " << tr("cable schedule (csv or pdf)") << '\n'
      << "  netbox       "
      << tr("NetBox bulk-import devices.csv and cables.csv; OUT is a folder "
            "or a prefix")
      << "\n\n"
      << tr("Options:") << '\n'
      << "  -o, --output OUT           " << tr("Output file (or folder/prefix for netbox)") << '\n'
      << "  --format pdf|svg|png|csv   "
      << tr("Default: from OUT's suffix, else pdf (csv for "
            "bom, cables, netbox)")
      << '\n'
      << "  --paper A4|A3|Letter|Tabloid  " << tr("Paper (default A4)") << '\n'
      << "  --landscape                " << tr("Landscape pages") << '\n'
      << "  --rack R[,R…]              " << tr("Only these racks") << '\n'
      << "  --true-scale               " << tr("Elevations at an engineering scale (1:10 …)")
      << '\n'
      << "  --template wrap|flag       " << tr("Label stock (default wrap)") << '\n'
      << "  --layout sheet|tape        " << tr("Label sheets or continuous tape (default sheet)")
      << '\n'
      << "  --status planned|installed|decommissioned  "
      << tr("Only cables with this status (labels, cables)") << "\n\n"
      << tr("Examples:") << '\n'
      << "  rackwright export pdf design.rackwright -o review.pdf --paper A3 --landscape\n"
      << "  rackwright export labels design.rackwright -o labels.pdf --rack R01 --status planned\n"
      << "  rackwright export elevations design.rackwright -o elev.svg\n"
      << "  rackwright export netbox design.rackwright -o netbox/\n";
}

struct Request {
  QString kind;
  QString file;
  QString out;
  QString format;
  PageSetup setup;
  QStringList racks;
  std::optional<CableStatus> status;
  LabelTemplate label = LabelTemplate::wrap();
  bool tape = false;
  bool trueScale = false;
};

QString defaultFormat(const Request& r) {
  const QString suffix = QFileInfo(r.out).suffix().toLower();
  if (r.kind == QLatin1String("netbox"))
    return QStringLiteral("csv");
  if (QStringList{QStringLiteral("pdf"), QStringLiteral("svg"), QStringLiteral("png"),
                  QStringLiteral("csv")}
          .contains(suffix))
    return suffix;
  return r.kind == QLatin1String("bom") || r.kind == QLatin1String("cables")
             ? QStringLiteral("csv")
             : QStringLiteral("pdf");
}

/// Reads the options; throws Error with the problem and the fix.
Request readRequest(const ArgParser& parser) {
  Request r;
  const QStringList& pos = parser.positional();
  if (pos.size() != 2) {
    throw Error(
        tr("export needs a kind and one design file: rackwright export KIND FILE -o OUT "
           "(see rackwright export --help)"));
  }
  r.kind = pos[0].toLower();
  if (!kKinds.contains(r.kind)) {
    throw Error(tr("unknown export kind \"%1\"; use one of %2")
                    .arg(pos[0], kKinds.join(QStringLiteral(", "))));
  }
  r.file = pos[1];
  r.out = parser.has(QStringLiteral("-o")) ? parser.value(QStringLiteral("-o"))
                                           : parser.value(QStringLiteral("--output"));
  if (r.out.isEmpty())
    throw Error(tr("export needs an output: -o OUT"));
  r.format = parser.value(QStringLiteral("--format"), defaultFormat(r)).toLower();
  QStringList allowed;
  if (r.kind == QLatin1String("netbox"))
    allowed = {QStringLiteral("csv")};
  else if (r.kind == QLatin1String("bom") || r.kind == QLatin1String("cables"))
    allowed = {QStringLiteral("csv"), QStringLiteral("pdf"), QStringLiteral("svg"),
               QStringLiteral("png")};
  else
    allowed = {QStringLiteral("pdf"), QStringLiteral("svg"), QStringLiteral("png")};
  if (!allowed.contains(r.format)) {
    throw Error(tr("--format %1 does not fit export %2; use one of %3")
                    .arg(r.format, r.kind, allowed.join(QStringLiteral(", "))));
  }
  const QString paper = parser.value(QStringLiteral("--paper"), QStringLiteral("A4"));
  const auto paperSize = PageSetup::paperFromName(paper);
  if (!paperSize) {
    throw Error(tr("--paper must be one of %1, not \"%2\"")
                    .arg(PageSetup::paperNames().join(QStringLiteral(", ")), paper));
  }
  r.setup.paper = *paperSize;
  r.setup.landscape = parser.has(QStringLiteral("--landscape"));
  r.setup.titleBlock.date = QDate::currentDate().toString(Qt::ISODate);
  if (parser.has(QStringLiteral("--rack"))) {
    for (const QString& name : parser.value(QStringLiteral("--rack")).split(QLatin1Char(',')))
      if (!name.trimmed().isEmpty())
        r.racks << name.trimmed();
  }
  if (parser.has(QStringLiteral("--status"))) {
    const QString text = parser.value(QStringLiteral("--status"));
    r.status = cableStatusFromString(text.toLower());
    if (!r.status) {
      throw Error(
          tr("--status must be planned, installed or decommissioned, not \"%1\"").arg(text));
    }
  }
  const QString stock = parser.value(QStringLiteral("--template"), QStringLiteral("wrap"));
  const auto label = LabelTemplate::fromName(stock);
  if (!label)
    throw Error(tr("--template must be wrap or flag, not \"%1\"").arg(stock));
  r.label = *label;
  const QString layout = parser.value(QStringLiteral("--layout"), QStringLiteral("sheet"));
  if (layout != QLatin1String("sheet") && layout != QLatin1String("tape"))
    throw Error(tr("--layout must be sheet or tape, not \"%1\"").arg(layout));
  r.tape = layout == QLatin1String("tape");
  r.trueScale = parser.has(QStringLiteral("--true-scale"));
  return r;
}

QStringList writePages(const PageDocument& document, const Request& r) {
  return DocumentWriter::write(document, *DocumentWriter::formatFromName(r.format), r.out);
}

QStringList runExport(CommandContext& ctx, const Request& r, const Design& design) {
  const auto index = std::make_shared<ExportIndex>(design);
  QStringList unknown;
  const QVector<ObjectId> racks = index->racksNamed(r.racks, &unknown);
  if (!unknown.isEmpty()) {
    QStringList names;
    for (const ObjectId& id : index->racks())
      names << design.find<Rack>(id)->name;
    throw Error(tr("--rack: no rack named %1 in %2; the design has %3")
                    .arg(unknown.join(QStringLiteral(", ")), r.file,
                         names.isEmpty() ? tr("no racks") : names.join(QStringLiteral(", "))));
  }
  PageSetup setup = r.setup;
  setup.titleBlock.project = design.info().name;
  setup.titleBlock.revision = design.info().revision;
  const LabelScheme scheme;
  LabelFilter filter;
  filter.racks = racks;
  filter.status = r.status;

  if (r.kind == QLatin1String("netbox"))
    return NetBoxExport::write(*index, r.out);
  if (r.kind == QLatin1String("bom")) {
    const QVector<BomLine> lines = BillOfMaterials::build(design);
    if (r.format == QLatin1String("csv")) {
      BillOfMaterials::toCsv(lines).write(r.out);
      return {r.out};
    }
    setup.titleBlock.document = tr("Bill of materials");
    PageDocument document(setup);
    document.add(std::make_shared<TablePainter>(setup.titleBlock.document,
                                                BillOfMaterials::toBlocks(lines, BomOptions())));
    return writePages(document, r);
  }
  if (r.kind == QLatin1String("cables")) {
    const QVector<ScheduleLine> lines = CableSchedule::build(*index, scheme, filter);
    if (r.format == QLatin1String("csv")) {
      CableSchedule::toCsv(lines).write(r.out);
      return {r.out};
    }
    setup.titleBlock.document = tr("Cable schedule");
    PageDocument document(setup);
    document.add(std::make_shared<TablePainter>(
        setup.titleBlock.document, QVector<TableBlock>{CableSchedule::toBlock(lines)}));
    return writePages(document, r);
  }
  if (r.kind == QLatin1String("labels")) {
    LabelOptions options;
    options.label = r.label;
    options.layout =
        r.tape ? SheetLayout::continuousTape() : SheetLayout::fit(r.label, setup.paper);
    const auto painter =
        std::make_shared<LabelSheetPainter>(CableLabels::build(*index, scheme, filter), options);
    if (painter->labels().isEmpty())
      throw Error(tr("no cable matches the rack and status filters; nothing to print"));
    setup.titleBlock.document = tr("Cable labels");
    PageDocument document(painter->pageSetup(setup.titleBlock));
    document.add(painter);
    ctx.out << tr("%1 labels (%2) on %3 page(s)")
                   .arg(painter->labels().size())
                   .arg(options.layout.describe(options.label))
                   .arg(document.pageCount())
            << '\n';
    return writePages(document, r);
  }
  if (r.kind == QLatin1String("pdf")) {
    ReviewOptions options;
    options.setup = setup;
    options.racks = racks;
    options.trueScaleElevations = r.trueScale;
    return writePages(ReviewReport(design, options).document(), r);
  }
  const ValidationResult findings = Validator::validateAll(design);
  if (r.kind == QLatin1String("elevations")) {
    setup.titleBlock.document = tr("Rack elevations");
    ElevationOptions options;
    options.racks = racks;
    options.trueScale = r.trueScale;
    PageDocument document(setup);
    document.add(std::make_shared<RackElevationPainter>(index, options, findings));
    return writePages(document, r);
  }
  setup.titleBlock.document = tr("Port maps");
  PortMapOptions options;
  options.racks = racks;
  options.scheme = scheme;
  PageDocument document(setup);
  document.add(std::make_shared<PortMapPainter>(index, options, findings));
  return writePages(document, r);
}

int run(CommandContext& ctx) {
  ArgParser parser(
      ctx.args,
      {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--format"),
       QStringLiteral("--paper"), QStringLiteral("--rack"), QStringLiteral("--status"),
       QStringLiteral("--template"), QStringLiteral("--layout")},
      {QStringLiteral("--landscape"), QStringLiteral("--true-scale"), QStringLiteral("--help")});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  if (parser.has(QStringLiteral("--help"))) {
    printHelp(ctx);
    return Success;
  }
  try {
    const Request request = readRequest(parser);
    const auto design = loadDesign(ctx, request.file);
    if (!design)
      return BadInput;
    for (const QString& file : runExport(ctx, request, *design))
      ctx.out << tr("wrote %1").arg(QDir::toNativeSeparators(file)) << '\n';
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  return Success;
}

const CommandRegistration registration(
    "export",
    QT_TRANSLATE_NOOP("cli",
                      "Review PDF, elevations, port maps, labels, BOM, cable schedule, NetBox CSV"),
    run);

}  // namespace
}  // namespace rackwright::cli
