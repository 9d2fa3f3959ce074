#include "reviewreport.h"

#include "cableschedule.h"
#include "core/common/buildinfo.h"
#include "core/validation/rulecatalog.h"
#include "portbudgetcharts.h"
#include "portmappainter.h"
#include "rackelevationpainter.h"
#include "reviewpages.h"
#include "tablepainter.h"

#include <spdlog/spdlog.h>

#include <QDate>
#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

namespace {

QColor severityColour(Severity s) {
  switch (s) {
    case Severity::Error:
      return QColor(0xc6, 0x28, 0x28);
    case Severity::Warning:
      return QColor(0xe0, 0x8a, 0x00);
    case Severity::Info:
      return QColor(0x2b, 0x6c, 0xb0);
  }
  return {};
}

QString severityTitle(Severity s) {
  switch (s) {
    case Severity::Error:
      return ReviewReport::tr("Errors");
    case Severity::Warning:
      return ReviewReport::tr("Warnings");
    case Severity::Info:
      return ReviewReport::tr("Information");
  }
  return {};
}

/// The per-row figures: racks, devices by role, cables and open errors and warnings, from the
/// model alone (rows in the index's installation order).
QVector<RowFigures> rowFiguresOf(const ExportIndex& index, const ValidationResult& validation) {
  const DesignData& design = index.design();
  QVector<RowFigures> rows;
  QHash<ObjectId, int> rowOf;   // row id → place in `rows`
  QHash<ObjectId, int> rackAt;  // rack id → place in `rows`
  for (const ObjectId& rackId : index.racks()) {
    const Rack* rack = design.find<Rack>(rackId);
    const ObjectId rowId = rack ? rack->rowId : ObjectId();
    auto it = rowOf.constFind(rowId);
    if (it == rowOf.constEnd()) {
      RowFigures figures;
      figures.rowId = rowId;
      const Row* row = design.find<Row>(rowId);
      figures.name = row ? row->name : QString();
      it = rowOf.insert(rowId, int(rows.size()));
      rows << figures;
    }
    ++rows[*it].racks;
    rackAt.insert(rackId, *it);
  }
  if (rows.isEmpty())
    return rows;
  const auto rowOfDevice = [&](const ObjectId& deviceId) {
    const Device* mounted = index.mountedDevice(deviceId);
    return mounted ? rackAt.value(mounted->rackId, -1) : -1;
  };
  for (const Device& device : design.all<Device>()) {
    const int at = rowOfDevice(device.id);
    if (at < 0)
      continue;
    const PartPtr part = design.part(device.typeId);
    const DeviceBody* body = part ? part->device() : nullptr;
    rows[at].devices.add(body ? std::optional(body->role) : std::nullopt);
  }
  const auto rowsOfCable = [&](const Cable& cable) {
    QVarLengthArray<int, 4> at;
    for (const CableEnd& end : cable.ends) {
      const int row = rackAt.value(index.rackOf(end.attachment), -1);
      if (row >= 0 && !at.contains(row))
        at.append(row);
    }
    return at;
  };
  for (const Cable& cable : design.all<Cable>()) {
    for (const int at : rowsOfCable(cable))
      ++rows[at].cables;
  }
  for (const Finding& finding : validation.findings) {
    if (finding.waived || finding.severity == Severity::Info)
      continue;
    QVarLengthArray<int, 4> at;
    const auto note = [&at](int row) {
      if (row >= 0 && !at.contains(row))
        at.append(row);
    };
    for (const ObjectId& id : finding.objects) {
      if (const Module* module = design.find<Module>(id)) {
        note(rowOfDevice(module->deviceId));
      } else if (const Cable* cable = design.find<Cable>(id)) {
        for (const int row : rowsOfCable(*cable))
          note(row);
      } else if (rackAt.contains(id)) {
        note(rackAt.value(id));
      } else {
        note(rowOfDevice(id));
      }
    }
    for (const int row : at)
      ++(finding.severity == Severity::Error ? rows[row].errors : rows[row].warnings);
  }
  return rows;
}

}  // namespace

ReviewReport::ReviewReport(const DesignData& design, const ReviewOptions& options)
    : ReviewReport(design, options, std::make_shared<ExportIndex>(design),
                   Validator::validateAll(design, options.infos)) {}

ReviewReport::ReviewReport(const DesignData& design, ReviewOptions options,
                           std::shared_ptr<const ExportIndex> index, ValidationResult validation)
    : ReviewReport(design, std::move(options), std::move(index), std::move(validation),
                   Connectivity::logicalLinks(design)) {}

ReviewReport::ReviewReport(const DesignData& design, ReviewOptions options,
                           std::shared_ptr<const ExportIndex> index, ValidationResult validation,
                           const QVector<LogicalLink>& links)
    : mOptions(std::move(options)),
      mIndex(std::move(index)),
      mStats(DesignStats::compute(design, links)),
      mValidation(std::move(validation)),
      mPlan(AcceptancePlan::storedPlan(design)),
      mBom(BillOfMaterials::build(design, mOptions.bom)),
      mExpected(AcceptancePlan::expectedFigures(design, mPlan, links)),
      mRackTypes(RackTypes::group(design, mIndex->racks())),
      mRows(rowFiguresOf(*mIndex, mValidation)) {
  TitleBlock& block = mOptions.setup.titleBlock;
  if (block.document.isEmpty())
    block.document = tr("Design review");
  if (block.project.isEmpty())
    block.project = design.info().name;
  if (block.revision.isEmpty())
    block.revision = design.info().revision;
  for (const QString& fabric : RuleCatalog::plannedFabrics()) {
    mFabricPlans.insert(fabric, RuleCatalog::planText(
                                    fabric, design.info().fabrics.value(fabric).oversubscription));
  }
  if (block.date.isEmpty())
    block.date = QDate::currentDate().toString(Qt::ISODate);
}

void ReviewReport::addExtraPages(PagePainterPtr painter) {
  mExtra << std::move(painter);
}

PagePainterPtr ReviewReport::summaryPages() const {
  const QVector<TableColumn> columns = {{tr("Item"), 3, Qt::AlignLeft, false, false},
                                        {tr("Count"), 1, Qt::AlignRight, false, false},
                                        {tr("Notes"), 4, Qt::AlignLeft, false, true}};
  const auto row = [](const QString& a, int n, const QString& note = {},
                      TableRow::Kind kind = TableRow::Kind::Normal) {
    return TableRow{{a, QString::number(n), note}, kind, {}};
  };
  TableBlock counts;
  counts.text =
      tr("Logical links, cages, transceivers and cable assemblies are different "
         "things and are counted separately: one twin-port cage holds one "
         "transceiver serving two logical links, and one splitter cable is one "
         "assembly carrying several links. The figures are those of \"rackwright info\".");
  counts.columns = columns;
  counts.rows << row(tr("Racks"), mStats.racks);
  counts.rows << row(tr("Rack types"), int(mRackTypes.size()),
                     tr("racks with the same devices at the same positions"));
  counts.rows << row(tr("Devices"), mStats.devices, tr("adapters in servers included"),
                     TableRow::Kind::Group);
  for (const RoleCounts::Entry& entry : mStats.devicesByRole.entries())
    counts.rows << row(QStringLiteral("    ") + RoleCounts::spelling(entry), entry.count);
  counts.rows << row(tr("Cages"), mStats.cages,
                     tr("%1 in use (holding a transceiver or a cable plug)").arg(mStats.cagesUsed));
  counts.rows << row(tr("Transceivers"), mStats.modules);
  counts.rows << row(tr("Cable assemblies"), mStats.cables, {}, TableRow::Kind::Group);
  for (auto it = mStats.cablesByKind.constBegin(); it != mStats.cablesByKind.constEnd(); ++it)
    counts.rows << row(QStringLiteral("    ") + it.key(), it.value());
  counts.rows << row(tr("Logical links"), mStats.logicalLinks,
                     tr("traced end to end through cords, panels and trunks"));

  // Per network (the same figures as "rackwright info"), when the design assigns any.
  TableBlock byNetwork;
  const bool anyNetwork =
      std::any_of(mStats.networks.cbegin(), mStats.networks.cend(),
                  [](const DesignStats::NetworkCount& n) { return !n.key.isEmpty(); });
  if (anyNetwork) {
    byNetwork.heading = tr("Networks");
    // Wide enough for the count headers in full ("Cable assemblies" was cut to "Cable
    // assemb…" at a weight of 1).
    // The leaf plan is the oversubscription PL-13/PL-14 hold the fabric's leaves to, so a
    // reviewer sees what the design was checked against.
    byNetwork.columns = {{tr("Network"), 3, Qt::AlignLeft, false, false},
                         {tr("Cable assemblies"), 2, Qt::AlignRight, false, false},
                         {tr("Logical links"), 2, Qt::AlignRight, false, false},
                         {tr("Leaf plan"), 2, Qt::AlignLeft, false, false},
                         {tr("Key"), 2, Qt::AlignLeft, false, false}};
    for (const DesignStats::NetworkCount& network : mStats.networks) {
      byNetwork.rows << TableRow{
          {network.name, QString::number(network.cables), QString::number(network.links),
           mFabricPlans.value(network.key), network.key},
          TableRow::Kind::Normal,
          {}};
    }
  }

  TableBlock checks;
  checks.heading = tr("Validation");
  checks.columns = columns;
  checks.rows << TableRow{
      {tr("Errors"), QString::number(mValidation.errors),
       mValidation.errors > 0 ? tr("must be fixed or waived before sign-off") : QString()},
      TableRow::Kind::Normal,
      severityColour(Severity::Error)};
  checks.rows << TableRow{{tr("Warnings"), QString::number(mValidation.warnings), QString()},
                          TableRow::Kind::Normal,
                          severityColour(Severity::Warning)};
  checks.rows << TableRow{{tr("Information"), QString::number(mValidation.infos), QString()},
                          TableRow::Kind::Normal,
                          severityColour(Severity::Info)};
  checks.rows << row(tr("Waived"), mValidation.waived, tr("listed with their reasons"));

  TableBlock commissioning;
  commissioning.heading = tr("Commissioning targets");
  commissioning.columns = columns;
  commissioning.rows << row(tr("Servers"), mExpected.servers);
  commissioning.rows << row(tr("GPUs"), mExpected.gpus);
  commissioning.rows << row(tr("Compute link rate (Gb/s)"), mExpected.linkRateGbps,
                            mExpected.source);
  QVector<TableBlock> blocks{counts};
  if (!byNetwork.rows.isEmpty())
    blocks << byNetwork;
  blocks << checks << commissioning;
  return std::make_shared<TablePainter>(tr("Summary"), blocks);
}

PagePainterPtr ReviewReport::validationPages() const {
  const QVector<TableColumn> columns = {{tr("Rule"), 0.8, Qt::AlignLeft, true, false},
                                        {tr("Where"), 2.4, Qt::AlignLeft, false, true},
                                        {tr("Finding"), 6.0, Qt::AlignLeft, false, true}};
  QVector<TableBlock> blocks;
  TableBlock intro;
  intro.text = mValidation.findings.isEmpty()
                   ? tr("Every rule passed: no findings.")
                   : tr("%1, %2, %3 open; %4 waived. Each finding names the objects, what is "
                        "wrong and the fix.")
                         .arg(tr("%n error(s)", nullptr, mValidation.errors),
                              tr("%n warning(s)", nullptr, mValidation.warnings),
                              tr("%n information item(s)", nullptr, mValidation.infos),
                              tr("%n finding(s)", nullptr, mValidation.waived));
  blocks << intro;
  for (Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
    if (severity == Severity::Info && mOptions.infos != InfoDetail::All)
      continue;
    TableBlock block;
    block.columns = columns;
    for (const Finding& f : mValidation.findings) {
      if (!f.waived && f.severity == severity)
        block.rows << TableRow{
            {f.rule, f.location, f.message()}, TableRow::Kind::Normal, severityColour(severity)};
    }
    if (block.rows.isEmpty())
      continue;
    block.heading = QStringLiteral("%1 (%2)").arg(severityTitle(severity)).arg(block.rows.size());
    blocks << block;
  }
  if (mOptions.infos != InfoDetail::All && mValidation.infos > 0) {
    // Infos by rule: a large design has one per module or cable for the same reason, and the
    // reader needs which rules speak and how often, with an example to recognise them by.
    TableBlock infos;
    infos.heading = tr("%1 by rule (%2)").arg(severityTitle(Severity::Info)).arg(mValidation.infos);
    if (mOptions.infos == InfoDetail::Summary) {
      infos.text =
          tr("Each rule with its count and two examples; \"rackwright export pdf "
             "--infos all\" lists every one, \"rackwright validate --infos all\" too.");
      infos.columns = {{tr("Rule"), 0.8, Qt::AlignLeft, true, false},
                       {tr("Title"), 2.4, Qt::AlignLeft, false, true},
                       {tr("Count"), 0.8, Qt::AlignRight, false, false},
                       {tr("Examples"), 5.2, Qt::AlignLeft, false, true}};
      for (const RuleTally& tally : mValidation.infoTallies()) {
        const RuleInfo* info = RuleCatalog::find(tally.rule);
        const int count = tally.count;
        QStringList examples;
        for (const Finding& f : tally.examples)
          examples << QStringLiteral("• %1: %2").arg(f.location, f.message());
        infos.rows << TableRow{{tally.rule, info ? info->translatedTitle() : tally.title,
                                QString::number(count), examples.join(QLatin1Char('\n'))},
                               TableRow::Kind::Normal,
                               severityColour(Severity::Info)};
      }
    } else {
      infos.text =
          tr("Not listed in this report (\"--infos none\"); \"rackwright validate "
             "--infos all\" lists them.");
    }
    blocks << infos;
  }
  TableBlock waived;
  waived.columns = {{tr("Rule"), 0.8, Qt::AlignLeft, true, false},
                    {tr("Finding"), 4.6, Qt::AlignLeft, false, true},
                    {tr("Waiver reason"), 3.8, Qt::AlignLeft, false, true}};
  for (const Finding& f : mValidation.findings) {
    if (f.waived) {
      waived.rows << TableRow{
          {f.rule, f.location + QStringLiteral(": ") + f.message(), f.waiverReason},
          TableRow::Kind::Normal,
          QColor(0x8a, 0x8f, 0x98)};
    }
  }
  if (!waived.rows.isEmpty()) {
    waived.heading = tr("Waived (%1)").arg(waived.rows.size());
    blocks << waived;
  }
  return std::make_shared<TablePainter>(tr("Validation report"), blocks);
}

PagePainterPtr ReviewReport::rowPages() const {
  // Roles as columns: those the design has, in the order "rackwright info" prints them.
  QVector<RoleCounts::Entry> roles;
  for (const RowFigures& row : mRows) {
    for (const RoleCounts::Entry& entry : row.devices.entries()) {
      const bool known = std::any_of(roles.cbegin(), roles.cend(), [&](const RoleCounts::Entry& e) {
        return e.role == entry.role;
      });
      if (!known)
        roles << entry;
    }
  }
  std::sort(roles.begin(), roles.end(), [](const RoleCounts::Entry& a, const RoleCounts::Entry& b) {
    return RoleCounts::spelling(a) < RoleCounts::spelling(b);
  });
  TableBlock block;
  block.text =
      tr("Each row of racks with what it holds: racked devices by role (adapters with "
         "their server), cable assemblies with an end in the row (a cable between two "
         "rows is counted in both) and the open errors and warnings naming its objects.");
  block.columns = {{tr("Row"), 1.4, Qt::AlignLeft, true, false},
                   {tr("Racks"), 0.8, Qt::AlignRight, false, false}};
  for (const RoleCounts::Entry& entry : roles)
    block.columns << TableColumn{RoleCounts::title(entry), 1.0, Qt::AlignRight, false, false};
  block.columns << TableColumn{tr("Cables"), 1.0, Qt::AlignRight, false, false}
                << TableColumn{tr("Errors"), 0.8, Qt::AlignRight, false, false}
                << TableColumn{tr("Warnings"), 0.9, Qt::AlignRight, false, false};
  for (const RowFigures& row : mRows) {
    QStringList cells = {row.name.isEmpty() ? tr("(no row)") : row.name,
                         QString::number(row.racks)};
    for (const RoleCounts::Entry& entry : roles) {
      cells << QString::number(entry.role ? row.devices.count(*entry.role) : row.devices.unknown());
    }
    cells << QString::number(row.cables) << QString::number(row.errors)
          << QString::number(row.warnings);
    block.rows << TableRow{cells, TableRow::Kind::Normal,
                           row.errors > 0     ? severityColour(Severity::Error)
                           : row.warnings > 0 ? severityColour(Severity::Warning)
                                              : QColor()};
  }
  block.heading = tr("%n row(s)", nullptr, int(mRows.size()));
  return std::make_shared<TablePainter>(tr("Racks by row"), QVector<TableBlock>{block});
}

QVector<ObjectId> ReviewReport::drawnRacks() const {
  if (!mOptions.racks.isEmpty())
    return mOptions.racks;
  if (mOptions.full)
    return mIndex->racks();
  QVector<ObjectId> racks;
  for (const RackType& type : mRackTypes)
    racks << type.representative();
  return racks;
}

PagePainterPtr ReviewReport::rackTypePages() const {
  const DesignData& design = mIndex->design();
  TableBlock block;
  block.text =
      mOptions.full || !mOptions.racks.isEmpty()
          ? tr("Racks that hold the same device types at the same positions are one type. "
               "The elevations and port maps that follow show every rack chosen.")
          : tr("Racks that hold the same device types at the same positions are one type. The "
               "elevations, port maps and cable schedule that follow show the first rack of "
               "each type for all of them; \"rackwright export pdf --full\" draws every rack, "
               "and \"rackwright export cables\" writes the whole cable schedule.");
  block.columns = {{tr("Type"), 0.5, Qt::AlignRight, false, false},
                   {tr("Shown as"), 0.9, Qt::AlignLeft, true, false},
                   {tr("Contents"), 3.0, Qt::AlignLeft, false, true},
                   {tr("Height"), 0.6, Qt::AlignRight, false, false},
                   {tr("Racks of this type"), 4.0, Qt::AlignLeft, true, true}};
  int number = 1;
  for (const RackType& type : mRackTypes) {
    const Rack* rack = design.find<Rack>(type.representative());
    block.rows << TableRow{
        {QString::number(number++), rack ? rack->name : QString(), type.contents,
         tr("%1U").arg(type.heightU), RackTypes::describeMembers(design, type, mIndex->racks())},
        TableRow::Kind::Normal,
        {}};
  }
  return std::make_shared<TablePainter>(tr("Rack types"), QVector<TableBlock>{block});
}

QVector<PagePainterPtr> ReviewReport::sections() const {
  QVector<PagePainterPtr> list;
  list << summaryPages();
  if (!mRows.isEmpty())
    list << rowPages();
  if (mPlan) {
    list << std::make_shared<TablePainter>(tr("Port budget and oversubscription"),
                                           AcceptancePlan::planBlocks(*mPlan));
    list << std::make_shared<PortBudgetChartPainter>(*mPlan);
  }
  list << mExtra;
  list << validationPages();
  if (!mRackTypes.isEmpty())
    list << rackTypePages();
  list << std::make_shared<TablePainter>(tr("Bill of materials"),
                                         BillOfMaterials::toBlocks(mBom, mOptions.bom));
  const QVector<ObjectId> drawn = drawnRacks();
  ElevationOptions elevation;
  elevation.racks = drawn;
  elevation.trueScale = mOptions.trueScaleElevations;
  list << std::make_shared<RackElevationPainter>(mIndex, elevation, mValidation);
  PortMapOptions ports;
  ports.racks = drawn;
  ports.scheme = mOptions.scheme;
  list << std::make_shared<PortMapPainter>(mIndex, ports, mValidation);
  LabelFilter filter;
  if (!mOptions.full || !mOptions.racks.isEmpty())
    filter.racks = drawn;
  list << std::make_shared<TablePainter>(
      tr("Cable schedule"), QVector<TableBlock>{CableSchedule::toBlock(
                                CableSchedule::build(*mIndex, mOptions.scheme, filter))});
  list << std::make_shared<TablePainter>(tr("Acceptance checklist"),
                                         AcceptancePlan::checklistBlocks(mExpected));
  return list;
}

PageDocument ReviewReport::document() const {
  const DesignInfo& info = mIndex->design().info();
  const QVector<PagePainterPtr> list = sections();

  QVector<TitlePagePainter::Fact> facts = {
      {tr("Revision"), mOptions.setup.titleBlock.revision},
      {tr("Author"), info.author},
      {tr("Date"), mOptions.setup.titleBlock.date},
      {tr("Scope"), tr("%1 racks, %2 devices, %3 transceivers, %4 cable assemblies, %5 logical "
                       "links")
                        .arg(mStats.racks)
                        .arg(mStats.devices)
                        .arg(mStats.modules)
                        .arg(mStats.cables)
                        .arg(mStats.logicalLinks)},
      {tr("Validation"), tr("%1, %2, %3 waived")
                             .arg(tr("%n error(s)", nullptr, mValidation.errors),
                                  tr("%n warning(s)", nullptr, mValidation.warnings),
                                  QString::number(mValidation.waived))},
      {tr("Generated by"), QStringLiteral("Rackwright %1").arg(QStringLiteral(RACKWRIGHT_VERSION))},
  };
  if (mPlan)
    facts.insert(3, {tr("Port plan"), tr("stored with the design (planner)")});

  // The contents page is one page, so section pages are known before it is painted.
  QVector<ContentsPainter::Entry> entries;
  int page = 3;  // title page and contents first
  for (const PagePainterPtr& section : list) {
    const int count = section->pageCount(mOptions.setup);
    if (count > 0)
      entries << ContentsPainter::Entry{section->title(), page};
    page += count;
  }
  PageDocument document(mOptions.setup);
  document.add(std::make_shared<TitlePagePainter>(
      mOptions.setup.titleBlock.document, info.name.isEmpty() ? tr("Untitled design") : info.name,
      info.description, facts));
  document.add(std::make_shared<ContentsPainter>(entries));
  for (const PagePainterPtr& section : list)
    document.add(section);
  spdlog::info("export: design review with {} pages", document.pageCount());
  return document;
}

}  // namespace rackwright
