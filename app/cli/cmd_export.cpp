// `rackwright export pdf|elevations|portmaps|labels|bom|cables|netbox FILE -o OUT …`: printed
// and tabular outputs of a design, without a display. Painted outputs go to PDF, SVG or PNG
// (one file per page for SVG/PNG: OUT-1.svg, OUT-2.svg …); tables go to CSV.
#include "clisupport.h"
#include "core/common/error.h"
#include "core/export/exportpipeline.h"
#include "core/export/labelstock.h"

#include <QDir>
#include <QFileInfo>

namespace rackwright::cli {
namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("rackwright::cli", text);
}

QStringList kindNames() {
  QStringList names;
  for (const ExportKind kind : ExportRequest::kinds())
    names << ExportRequest::kindName(kind);
  return names;
}

/// The review's own options (kept apart from the label options for easy merging).
void printReviewHelp(CommandContext& ctx) {
  ctx.out << "  --full                     "
          << tr("Review: elevations, port maps and cable schedule of every rack (default: one "
                "representative rack per rack type)")
          << '\n'
          << "  --infos summary|all|none   "
          << tr("Review: infos by rule with two examples (default), all of them, or only "
                "their count")
          << '\n';
}

/// Reads --full and --infos into the request; throws Error for a bad value.
void readReviewOptions(const ArgParser& parser, ExportRequest& r) {
  r.full = parser.has(QStringLiteral("--full"));
  const QString infos = parser.value(QStringLiteral("--infos"), QStringLiteral("summary"));
  const auto detail = FindingSummary::detailFromName(infos);
  if (!detail)
    throw Error(tr("--infos must be summary, all or none, not \"%1\"").arg(infos));
  r.infos = *detail;
}

void printHelp(CommandContext& ctx) {
  ctx.out << tr("Usage: rackwright export KIND FILE -o OUT [options]") << "\n\n"
          << tr("Kinds:") << '\n'
          << "  pdf          " << tr("design-review report (pdf, svg or png)") << '\n'
          << "  elevations   " << tr("front and rear rack elevations (pdf, svg or png)") << '\n'
          << "  portmaps     " << tr("port maps of every device (pdf, svg or png)") << '\n'
          << "  labels       "
          << tr("cable labels with QR codes in batches with pick lists (pdf, svg, png; zpl for "
                "Zebra printers; csv for P-touch Editor and Brady Workstation)")
          << '\n'
          << "  bom          " << tr("bill of materials (csv or pdf)") << '\n'
          << "  cables       " << tr("cable schedule (csv or pdf)") << '\n'
          << "  netbox       "
          << tr("NetBox bulk-import devices.csv and cables.csv; OUT is a folder "
                "or a prefix")
          << "\n\n"
          << tr("Options:") << '\n'
          << "  -o, --output OUT           " << tr("Output file (or folder/prefix for netbox)")
          << '\n'
          << "  --format pdf|svg|png|csv|zpl  "
          << tr("Default: from OUT's suffix, else pdf (csv for "
                "bom, cables, netbox)")
          << '\n'
          << "  --paper A4|A3|Letter|Tabloid  " << tr("Paper (default A4)") << '\n'
          << "  --landscape                " << tr("Landscape pages") << '\n'
          << "  --rack R[,R…]              " << tr("Only these racks") << '\n'
          << "  --row ROW[,ROW…]           "
          << tr("Only the racks of these rows (with --rack: both)") << '\n'
          << "  --true-scale               " << tr("Elevations at an engineering scale (1:10 …)")
          << '\n'
          << "  --template wrap|flag       " << tr("Label stock (default wrap)") << '\n'
          << "  --stock NAME               "
          << tr("Labels on a product from the gLabels templates (\"Avery L7651\", "
                "\"Brother DK-1201\"): its size, sheet and layout")
          << '\n'
          << "  --list-stock               " << tr("List the label stocks --stock knows") << '\n'
          << "  --layout sheet|tape        "
          << tr("Label sheets or continuous tape (default sheet)") << '\n'
          << "  --status planned|installed|decommissioned  "
          << tr("Only cables with this status (labels, cables)") << '\n'
          << "  --network KEY[,KEY…]       "
          << tr("Only cables on these networks, e.g. oob (labels, cables)") << '\n'
          << "  --batch-size N             "
          << tr("Labels: at most N labels a batch (a batch never mixes racks; default: a batch "
                "per rack)")
          << '\n'
          << "  --pick-list FILE.csv       "
          << tr("Labels: also write every batch's pick list as CSV") << '\n'
          << "  --no-pick-lists            " << tr("Labels: no pick-list page before each batch")
          << '\n'
          << "  --dpi 203|300              "
          << tr("Labels as ZPL: the printer's resolution (default 203)") << '\n';
  printReviewHelp(ctx);
  ctx.out
      << '\n'
      << tr("Examples:") << '\n'
      << "  rackwright export pdf design.rackwright -o review.pdf --paper A3 --landscape\n"
      << "  rackwright export pdf design.rackwright -o review-full.pdf --full --infos all\n"
      << "  rackwright export labels design.rackwright -o labels.pdf --rack R01 --status planned\n"
      << "  rackwright export labels design.rackwright -o row3.zpl --row 3 --batch-size 48 --dpi "
         "300\n"
      << "  rackwright export labels design.rackwright -o merge.csv --pick-list picks.csv\n"
      << "  rackwright export elevations design.rackwright -o elev.svg\n"
      << "  rackwright export netbox design.rackwright -o netbox/\n";
}

/// --stock NAME: the label, its sheet and layout from the gLabels template library.
void readStock(const ArgParser& parser, ExportRequest& r) {
  if (r.kind != ExportKind::Labels)
    throw Error(tr("--stock is an option of export labels"));
  if (parser.has(QStringLiteral("--template")) || parser.has(QStringLiteral("--layout"))) {
    throw Error(
        tr("--stock names the label and its sheet or roll; leave out --template and "
           "--layout"));
  }
  const LabelStockLibrary library = LabelStockLibrary::load(LabelStockLibrary::directory());
  QString why;
  const LabelStock* stock = library.find(parser.value(QStringLiteral("--stock")), &why);
  if (!stock)
    throw Error(why);
  const std::optional<LabelOptions> options = stock->labelOptions(&why);
  if (!options)
    throw Error(why);
  r.label = options->label;
  r.tape = options->layout.tape;
  r.stockLayout = options->layout;
  r.outlines = options->outlines;
}

/// --list-stock: every label stock of the gLabels library, by name.
int listStock(CommandContext& ctx) {
  QStringList warnings;
  const LabelStockLibrary library =
      LabelStockLibrary::load(LabelStockLibrary::directory(), &warnings);
  if (library.isEmpty()) {
    return badInput(ctx, warnings.isEmpty()
                             ? tr("no label stock in %1").arg(LabelStockLibrary::directory())
                             : warnings.front());
  }
  QVector<const LabelStock*> stocks;
  for (const LabelStock& stock : library.stocks())
    stocks << &stock;
  std::sort(stocks.begin(), stocks.end(), [](const LabelStock* a, const LabelStock* b) {
    return a->name().compare(b->name(), Qt::CaseInsensitive) < 0;
  });
  for (const LabelStock* stock : std::as_const(stocks)) {
    QString why;
    ctx.out << stock->describe();
    if (!stock->labelOptions(&why))
      ctx.out << " — " << tr("cannot be used: %1").arg(why);
    ctx.out << '\n';
  }
  if (ctx.verbose) {
    for (const QString& warning : std::as_const(warnings))
      ctx.err << "rackwright: " << tr("warning:") << ' ' << warning << '\n';
  }
  return Success;
}

/// The command line's words, parsed into the typed request of the export pipeline; throws Error
/// with the problem and the fix.
ExportRequest readRequest(const ArgParser& parser, QString* designFile) {
  ExportRequest r;
  const QStringList& pos = parser.positional();
  if (pos.size() != 2) {
    throw Error(
        tr("export needs a kind and one design file: rackwright export KIND FILE -o OUT "
           "(see rackwright export --help)"));
  }
  const auto kind = ExportRequest::kindFromName(pos[0]);
  if (!kind) {
    throw Error(tr("unknown export kind \"%1\"; use one of %2")
                    .arg(pos[0], kindNames().join(QStringLiteral(", "))));
  }
  r.kind = *kind;
  *designFile = pos[1];
  r.output = parser.has(QStringLiteral("-o")) ? parser.value(QStringLiteral("-o"))
                                              : parser.value(QStringLiteral("--output"));
  if (r.output.isEmpty())
    throw Error(tr("export needs an output: -o OUT"));
  r.format = ExportRequest::defaultFormat(r.kind, r.output);
  if (parser.has(QStringLiteral("--format"))) {
    const QString text = parser.value(QStringLiteral("--format")).toLower();
    const auto format = ExportRequest::formatFromName(text);
    QStringList allowed;
    for (const ExportFormat f : ExportRequest::formats(r.kind))
      allowed << ExportRequest::formatName(f);
    if (!format || !ExportRequest::formats(r.kind).contains(*format)) {
      throw Error(
          tr("--format %1 does not fit export %2; use one of %3")
              .arg(text, ExportRequest::kindName(r.kind), allowed.join(QStringLiteral(", "))));
    }
    r.format = *format;
  }
  const QString paper = parser.value(QStringLiteral("--paper"), QStringLiteral("A4"));
  const auto paperSize = PageSetup::paperFromName(paper);
  if (!paperSize) {
    throw Error(tr("--paper must be one of %1, not \"%2\"")
                    .arg(PageSetup::paperNames().join(QStringLiteral(", ")), paper));
  }
  r.paper = *paperSize;
  r.landscape = parser.has(QStringLiteral("--landscape"));
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
  if (parser.has(QStringLiteral("--network"))) {
    if (r.kind != ExportKind::Labels && r.kind != ExportKind::Cables)
      throw Error(tr("--network is an option of export labels and export cables"));
    for (const QString& key : parser.value(QStringLiteral("--network")).split(QLatin1Char(',')))
      if (!key.trimmed().isEmpty())
        r.networks << key.trimmed();
    if (r.networks.isEmpty())
      throw Error(tr("--network needs a network key, e.g. --network oob"));
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
  if (parser.has(QStringLiteral("--stock")))
    readStock(parser, r);
  r.trueScale = parser.has(QStringLiteral("--true-scale"));
  readReviewOptions(parser, r);
  if (parser.has(QStringLiteral("--row"))) {
    for (const QString& name : parser.value(QStringLiteral("--row")).split(QLatin1Char(',')))
      if (!name.trimmed().isEmpty())
        r.rows << name.trimmed();
  }
  if (parser.has(QStringLiteral("--batch-size"))) {
    const QString text = parser.value(QStringLiteral("--batch-size"));
    bool ok = false;
    r.batchSize = text.toInt(&ok);
    if (!ok || r.batchSize < 1)
      throw Error(
          tr("--batch-size must be a whole number of labels of 1 or more, not \"%1\"").arg(text));
  }
  if (parser.has(QStringLiteral("--dpi"))) {
    const QString text = parser.value(QStringLiteral("--dpi"));
    r.zplDpi = text.toInt();
    if (r.zplDpi != 203 && r.zplDpi != 300)
      throw Error(tr("--dpi must be 203 or 300, not \"%1\"").arg(text));
  }
  r.pickLists = !parser.has(QStringLiteral("--no-pick-lists"));
  r.pickListCsv = parser.value(QStringLiteral("--pick-list"));
  const bool labelOnly = !r.rows.isEmpty() || parser.has(QStringLiteral("--batch-size")) ||
                         parser.has(QStringLiteral("--dpi")) || !r.pickListCsv.isEmpty() ||
                         !r.pickLists;
  if (labelOnly && r.kind != ExportKind::Labels) {
    throw Error(
        tr("--row, --batch-size, --pick-list, --no-pick-lists and --dpi are options of "
           "export labels"));
  }
  return r;
}

int run(CommandContext& ctx) {
  ArgParser parser(
      ctx.args,
      {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--format"),
       QStringLiteral("--paper"), QStringLiteral("--rack"), QStringLiteral("--status"),
       QStringLiteral("--network"), QStringLiteral("--template"), QStringLiteral("--layout"),
       QStringLiteral("--infos"), QStringLiteral("--row"), QStringLiteral("--batch-size"),
       QStringLiteral("--pick-list"), QStringLiteral("--dpi"), QStringLiteral("--stock")},
      {QStringLiteral("--landscape"), QStringLiteral("--true-scale"), QStringLiteral("--help"),
       QStringLiteral("--full"), QStringLiteral("--no-pick-lists"),
       QStringLiteral("--list-stock")});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  if (parser.has(QStringLiteral("--help"))) {
    printHelp(ctx);
    return Success;
  }
  if (parser.has(QStringLiteral("--list-stock")))
    return listStock(ctx);
  try {
    QString designFile;
    const ExportRequest request = readRequest(parser, &designFile);
    const auto design = loadDesign(ctx, designFile);
    if (!design)
      return BadInput;
    const ExportOutcome outcome = ExportPipeline::run(
        *design, request, {},
        terminalProgress(ctx, tr("Writing %1").arg(QFileInfo(request.output).fileName())));
    if (!outcome.summary.isEmpty())
      ctx.out << outcome.summary << '\n';
    for (const QString& file : outcome.files)
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
