#include "billofmaterials.h"

#include "exportindex.h"

#include <QMap>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <tuple>

namespace rackwright {

namespace {

QString deviceGroup(const Part* part) {
  if (!part)
    return BillOfMaterials::tr("Unknown parts");
  switch (part->kind) {
    case PartKind::Switch:
      return BillOfMaterials::tr("Switches");
    case PartKind::Server:
      return BillOfMaterials::tr("Servers");
    case PartKind::Adapter:
      return BillOfMaterials::tr("Adapters");
    case PartKind::Panel:
      return BillOfMaterials::tr("Patch panels and cassettes");
    default:
      return BillOfMaterials::tr("Other equipment");
  }
}

QString cableGroup(const Part* part) {
  if (!part)
    return BillOfMaterials::tr("Unknown parts");
  if (part->assembly()) {
    switch (part->assembly()->type) {
      case CableAssemblyType::DAC:
      case CableAssemblyType::ACC:
      case CableAssemblyType::LACC:
        return BillOfMaterials::tr("Direct-attach copper");
      case CableAssemblyType::AOC:
        return BillOfMaterials::tr("Active optical cables");
      case CableAssemblyType::Copper:
        return BillOfMaterials::tr("Twisted-pair copper");
    }
  }
  if (part->fiber()) {
    switch (part->fiber()->construction) {
      case FiberConstruction::Trunk:
        return BillOfMaterials::tr("Fiber trunks");
      case FiberConstruction::Splitter:
      case FiberConstruction::Harness:
        return BillOfMaterials::tr("Fiber splitters and harnesses");
      case FiberConstruction::Cord:
        return BillOfMaterials::tr("Fiber cords");
    }
  }
  return BillOfMaterials::tr("Other cables");
}

}  // namespace

QString BillOfMaterials::sectionTitle(BomLine::Section section) {
  switch (section) {
    case BomLine::Section::Devices:
      return tr("Devices");
    case BomLine::Section::Transceivers:
      return tr("Transceivers");
    case BomLine::Section::Cables:
      return tr("Cable assemblies");
  }
  return {};
}

QVector<BomLine> BillOfMaterials::build(const DesignData& design, const BomOptions& options) {
  // Key: section, network (index, -1 = unassigned), type id, length (in mm, so that 2.5 m and
  // 2.50 m are one line).
  QMap<std::tuple<int, int, QString, qint64>, BomLine> lines;
  NetworkResolver networks(design);
  const auto add = [&](BomLine::Section section, const QString& typeId, double lengthM,
                       const QString& group, int network) {
    const auto key =
        std::make_tuple(int(section), network, typeId, qint64(std::llround(lengthM * 1000)));
    auto it = lines.find(key);
    if (it == lines.end()) {
      BomLine line;
      line.section = section;
      line.group = group;
      line.partId = typeId;
      line.lengthM = lengthM;
      if (network >= 0) {
        line.network = networks.networks().at(network).key;
        line.networkName = networks.networks().at(network).name;
        line.networkOrder = network;
      } else {
        line.networkOrder = std::numeric_limits<int>::max();
      }
      const PartPtr part = design.part(typeId);
      if (part) {
        line.partNumber = part->partNumber.isEmpty() ? part->id : part->partNumber;
        line.manufacturer = part->manufacturer;
        line.description = part->description.isEmpty() ? part->displayName() : part->description;
        line.unconfirmed = part->isUnconfirmed();
      } else {
        line.partNumber = typeId;
        line.description = tr("not in the catalog");
      }
      it = lines.insert(key, line);
    }
    ++it->quantity;
  };
  const auto onlyNetwork = [](quint64 mask) {
    return std::popcount(mask) == 1 ? std::countr_zero(mask) : -1;
  };
  for (const Device& device : design.all<Device>()) {
    const PartPtr part = design.part(device.typeId);
    add(BomLine::Section::Devices, device.typeId, 0, deviceGroup(part.get()),
        networks.indexOfKey(device.network));
  }
  for (const Module& module : design.all<Module>()) {
    const PartPtr part = design.part(module.typeId);
    const Device* device = design.find<Device>(module.deviceId);
    add(BomLine::Section::Transceivers, module.typeId, 0,
        part ? tr("Transceivers") : tr("Unknown parts"),
        device ? onlyNetwork(networks.portMask(*device, module.cage)) : -1);
  }
  for (const Cable& cable : design.all<Cable>()) {
    const PartPtr part = design.part(cable.typeId);
    const double length = cable.lengthM > 0 ? cable.lengthM : (part ? part->lengthM : 0);
    add(BomLine::Section::Cables, cable.typeId, length, cableGroup(part.get()),
        networks.indexOf(cable));
  }
  QVector<BomLine> result;
  for (BomLine line : lines) {
    line.sparesPercent = line.section == BomLine::Section::Devices ? options.deviceSparesPercent
                         : line.section == BomLine::Section::Transceivers
                             ? options.transceiverSparesPercent
                             : options.cableSparesPercent;
    line.spares = int(std::ceil(line.quantity * line.sparesPercent / 100.0 - 1e-9));
    result << line;
  }
  std::sort(result.begin(), result.end(), [](const BomLine& a, const BomLine& b) {
    return std::make_tuple(int(a.section), a.networkOrder, a.group, a.partNumber, a.lengthM) <
           std::make_tuple(int(b.section), b.networkOrder, b.group, b.partNumber, b.lengthM);
  });
  return result;
}

int BillOfMaterials::quantity(const QVector<BomLine>& lines, BomLine::Section section) {
  int total = 0;
  for (const BomLine& line : lines) {
    if (line.section == section)
      total += line.quantity;
  }
  return total;
}

CsvTable BillOfMaterials::toCsv(const QVector<BomLine>& lines) {
  CsvTable table;
  table.headers = {QStringLiteral("section"),        QStringLiteral("group"),
                   QStringLiteral("part_number"),    QStringLiteral("catalog_id"),
                   QStringLiteral("manufacturer"),   QStringLiteral("description"),
                   QStringLiteral("length_m"),       QStringLiteral("quantity"),
                   QStringLiteral("spares_percent"), QStringLiteral("spares"),
                   QStringLiteral("total"),          QStringLiteral("unconfirmed"),
                   QStringLiteral("network")};
  for (const BomLine& line : lines) {
    table.rows << QStringList{sectionTitle(line.section),
                              line.group,
                              line.partNumber,
                              line.partId,
                              line.manufacturer,
                              line.description,
                              line.lengthM > 0 ? QString::number(line.lengthM, 'g', 6) : QString(),
                              QString::number(line.quantity),
                              QString::number(line.sparesPercent, 'g', 6),
                              QString::number(line.spares),
                              QString::number(line.total()),
                              line.unconfirmed ? QStringLiteral("yes") : QStringLiteral("no"),
                              line.network};
  }
  return table;
}

QVector<TableBlock> BillOfMaterials::toBlocks(const QVector<BomLine>& lines,
                                              const BomOptions& options) {
  QVector<TableBlock> blocks;
  TableBlock intro;
  intro.text = tr("Quantities are what the design places; spares are added per line, rounded "
                  "up: devices %1 %, transceivers %2 %, cable assemblies %3 %. Parts marked "
                  "† carry catalog data marked UNCONFIRMED; check them with the vendor before "
                  "ordering.")
                   .arg(options.deviceSparesPercent)
                   .arg(options.transceiverSparesPercent)
                   .arg(options.cableSparesPercent);
  blocks << intro;
  for (BomLine::Section section :
       {BomLine::Section::Devices, BomLine::Section::Transceivers, BomLine::Section::Cables}) {
    TableBlock block;
    block.heading = sectionTitle(section);
    block.columns = {{tr("Part number"), 2.2, Qt::AlignLeft, true, false},
                     {tr("Manufacturer"), 1.3, Qt::AlignLeft, false, false},
                     {tr("Description"), 4.6, Qt::AlignLeft, false, false},
                     {tr("Length"), 0.9, Qt::AlignRight, false, false},
                     {tr("Qty"), 0.7, Qt::AlignRight, false, false},
                     {tr("Spares"), 1.0, Qt::AlignRight, false, false},
                     {tr("Total"), 0.8, Qt::AlignRight, false, false}};
    // In a design that assigns networks, each network's lines come together under group rows
    // that name it ("Compute: Fiber cords"); unassigned lines come last, under the plain group.
    bool anyNetwork = false;
    for (const BomLine& line : lines)
      anyNetwork = anyNetwork || (line.section == section && !line.network.isEmpty());
    QString group;
    bool first = true;
    int quantity = 0;
    int total = 0;
    for (const BomLine& line : lines) {
      if (line.section != section)
        continue;
      QString lineGroup = line.group;
      if (anyNetwork) {
        lineGroup = tr("%1: %2").arg(
            line.network.isEmpty() ? Networks::unassignedName() : line.networkName, line.group);
      }
      if (first || lineGroup != group) {
        group = lineGroup;
        first = false;
        block.rows << TableRow{{group}, TableRow::Kind::Group, {}};
      }
      block.rows << TableRow{
          {line.partNumber + (line.unconfirmed ? QStringLiteral(" †") : QString()),
           line.manufacturer, line.description, ExportIndex::formatLength(line.lengthM),
           QString::number(line.quantity),
           line.spares > 0 ? QStringLiteral("%1 (%2 %)").arg(line.spares).arg(line.sparesPercent)
                           : QStringLiteral("–"),
           QString::number(line.total())},
          TableRow::Kind::Normal,
          {}};
      quantity += line.quantity;
      total += line.total();
    }
    if (quantity == 0)
      continue;
    block.rows << TableRow{
        {tr("Total %1").arg(sectionTitle(section).toLower()), QString(), QString(), QString(),
         QString::number(quantity), QString(), QString::number(total)},
        TableRow::Kind::Total,
        {}};
    blocks << block;
  }
  return blocks;
}

}  // namespace rackwright
