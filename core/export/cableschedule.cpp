#include "cableschedule.h"

#include "core/common/parallelranges.h"
#include "core/model/networks.h"

#include <QSet>

namespace rackwright {

namespace {

/// Cables per job of the work pool.
constexpr qsizetype kRange = 2048;

}  // namespace

QString CableSchedule::statusTitle(CableStatus status) {
  switch (status) {
    case CableStatus::Planned:
      return tr("planned");
    case CableStatus::Installed:
      return tr("installed");
    case CableStatus::Decommissioned:
      return tr("decommissioned");
  }
  return {};
}

QVector<ScheduleLine> CableSchedule::build(const ExportIndex& index, const LabelScheme& scheme,
                                           const LabelFilter& filter) {
  // Only the cables with an end in the chosen racks are labelled: a summary review prints a
  // handful of racks of a design with a hundred thousand cables, and the labels of the others
  // (both ends named, both endpoints described) would be the largest thing in memory. A line is
  // the head end's label of a leg; the far end prints the same ends the other way round.
  const QSet<ObjectId> racks(filter.racks.cbegin(), filter.racks.cend());
  const auto touches = [&](const Cable& cable) {
    if (racks.isEmpty())
      return true;
    for (const CableEnd& end : cable.ends) {
      if (racks.contains(index.rackOf(end.attachment)))
        return true;
    }
    return false;
  };
  QVector<const Cable*> chosen;
  chosen.reserve(index.design().all<Cable>().size());
  for (const Cable& cable : index.design().all<Cable>()) {
    if (!filter.admits(index.design(), cable))
      continue;
    if (touches(cable))
      chosen << &cable;
  }
  // Building the labels (ends named, endpoints described) is most of a schedule's cost: it is
  // done on the work pool in ranges of cables, and the lines likewise in ranges of the order.
  // Everything read here is the design and the index, which do not change meanwhile.
  QVector<QVector<CableLabel>> parts(rangeCount(chosen.size(), kRange));
  forEachRange(chosen.size(), kRange, [&](qsizetype range, qsizetype begin, qsizetype end) {
    QVector<CableLabel>& part = parts[range];
    part.reserve(end - begin);
    for (qsizetype i = begin; i < end; ++i) {
      for (CableLabel& label : CableLabels::headLabelsOf(index, scheme, *chosen[i]))
        part << std::move(label);
    }
  });
  QVector<CableLabel> heads;
  heads.reserve(chosen.size());
  for (QVector<CableLabel>& part : parts) {
    for (CableLabel& label : part)
      heads << std::move(label);
    part = {};
  }
  // Installation order as CableLabels::build gives it (the far-side labels do not change where
  // the head-side ones fall among themselves).
  QVector<qsizetype> order = CableLabels::installationOrder(heads);
  if (!racks.isEmpty()) {
    order.removeIf([&](qsizetype i) {
      return !racks.contains(heads[i].nearInfo.rackId) && !racks.contains(heads[i].farInfo.rackId);
    });
  }
  QVector<ScheduleLine> lines(order.size());
  const QString unassigned = Networks::unassignedName();
  forEachRange(order.size(), kRange, [&](qsizetype, qsizetype begin, qsizetype end) {
    // The network texts are the resolver's shared instances: a line copies them, it formats
    // nothing. A resolver learns as it goes, so each range has its own.
    NetworkResolver networks(index.design());
    for (qsizetype at = begin; at < end; ++at) {
      const CableLabel& label = heads.at(order[at]);
      ScheduleLine& line = lines[at];
      line.cableId = label.cableId;
      line.cable = label.cableName;
      line.leg = label.leg;
      line.aEnd = label.nearEnd;
      line.aDevice = label.nearInfo.display();
      line.bEnd = label.farEnd;
      line.bDevice = label.farInfo.display();
      line.part = label.part;
      line.lengthM = label.lengthM;
      line.status = label.status;
      line.colour = label.colour;
      line.labelA = label.identifier;
      line.labelB = CableLabels::farIdentifier(label, scheme);
      const Cable* cable = index.design().find<Cable>(label.cableId);
      const int network = cable ? networks.indexOf(*cable) : -1;
      if (network >= 0) {
        line.network = networks.networks().at(network).key;
        line.networkName = networks.networks().at(network).name;
      } else {
        line.networkName = unassigned;
      }
    }
  });
  return lines;
}

CsvTable CableSchedule::toCsv(const QVector<ScheduleLine>& lines) {
  CsvTable table;
  table.headers = {
      QStringLiteral("cable_id"),      QStringLiteral("leg"),      QStringLiteral("a_end"),
      QStringLiteral("a_device_port"), QStringLiteral("b_end"),    QStringLiteral("b_device_port"),
      QStringLiteral("part"),          QStringLiteral("length_m"), QStringLiteral("status"),
      QStringLiteral("colour"),        QStringLiteral("label_a"),  QStringLiteral("label_b"),
      QStringLiteral("network")};
  for (const ScheduleLine& line : lines) {
    table.rows << QStringList{line.cable,
                              line.leg,
                              line.aEnd,
                              line.aDevice,
                              line.bEnd,
                              line.bDevice,
                              line.part,
                              line.lengthM > 0 ? QString::number(line.lengthM, 'g', 6) : QString(),
                              toString(line.status),
                              line.colour,
                              line.labelA,
                              line.labelB,
                              line.network};
  }
  return table;
}

TableBlock CableSchedule::toBlock(const QVector<ScheduleLine>& lines) {
  TableBlock block;
  block.text =
      tr("%n cable line(s) in installation order (rack by rack, top to bottom). A is "
         "the head end of the assembly; breakout legs have a line each. The label "
         "column is the identifier printed at the A end; the B-end label reads the "
         "other way round.",
         nullptr, int(lines.size()));
  block.columns = {{tr("Cable"), 2.6, Qt::AlignLeft, true, false},
                   {tr("A end"), 2.6, Qt::AlignLeft, true, false},
                   {tr("B end"), 2.6, Qt::AlignLeft, true, false},
                   {tr("Part"), 1.7, Qt::AlignLeft, false, false},
                   {tr("Length"), 0.8, Qt::AlignRight, false, false},
                   {tr("Network"), 1.2, Qt::AlignLeft, false, false},
                   {tr("Status"), 1.0, Qt::AlignLeft, false, false},
                   {tr("Label"), 3.6, Qt::AlignLeft, true, true}};
  for (const ScheduleLine& line : lines) {
    block.rows << TableRow{
        {line.cable, line.aDevice, line.bDevice, line.part, ExportIndex::formatLength(line.lengthM),
         line.networkName, statusTitle(line.status), line.labelA},
        TableRow::Kind::Normal,
        {}};
  }
  return block;
}

}  // namespace rackwright
