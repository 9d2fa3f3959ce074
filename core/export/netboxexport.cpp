#include "netboxexport.h"

#include "cablelabels.h"
#include "core/common/parallelranges.h"

#include <QDir>
#include <QFileInfo>

namespace rackwright {

namespace {

QString statusSlug(CableStatus status) {
  switch (status) {
    case CableStatus::Planned:
      return QStringLiteral("planned");
    case CableStatus::Installed:
      return QStringLiteral("connected");
    case CableStatus::Decommissioned:
      return QStringLiteral("decommissioning");
  }
  return QStringLiteral("planned");
}

QString roleSlug(DeviceRole role) {
  return toString(role);
}

}  // namespace

const QStringList& NetBoxExport::deviceColumns() {
  static const QStringList columns = {QStringLiteral("name"),
                                      QStringLiteral("role"),
                                      QStringLiteral("tenant"),
                                      QStringLiteral("manufacturer"),
                                      QStringLiteral("device_type"),
                                      QStringLiteral("platform"),
                                      QStringLiteral("serial"),
                                      QStringLiteral("asset_tag"),
                                      QStringLiteral("status"),
                                      QStringLiteral("site"),
                                      QStringLiteral("location"),
                                      QStringLiteral("rack"),
                                      QStringLiteral("position"),
                                      QStringLiteral("face"),
                                      QStringLiteral("latitude"),
                                      QStringLiteral("longitude"),
                                      QStringLiteral("parent"),
                                      QStringLiteral("device_bay"),
                                      QStringLiteral("airflow"),
                                      QStringLiteral("virtual_chassis"),
                                      QStringLiteral("vc_position"),
                                      QStringLiteral("vc_priority"),
                                      QStringLiteral("cluster"),
                                      QStringLiteral("description"),
                                      QStringLiteral("config_template"),
                                      QStringLiteral("owner"),
                                      QStringLiteral("comments"),
                                      QStringLiteral("tags")};
  return columns;
}

const QStringList& NetBoxExport::cableColumns() {
  static const QStringList columns = {QStringLiteral("side_a_site"),
                                      QStringLiteral("side_a_device"),
                                      QStringLiteral("side_a_power_panel"),
                                      QStringLiteral("side_a_type"),
                                      QStringLiteral("side_a_name"),
                                      QStringLiteral("side_b_site"),
                                      QStringLiteral("side_b_device"),
                                      QStringLiteral("side_b_power_panel"),
                                      QStringLiteral("side_b_type"),
                                      QStringLiteral("side_b_name"),
                                      QStringLiteral("type"),
                                      QStringLiteral("status"),
                                      QStringLiteral("profile"),
                                      QStringLiteral("tenant"),
                                      QStringLiteral("bundle"),
                                      QStringLiteral("label"),
                                      QStringLiteral("color"),
                                      QStringLiteral("length"),
                                      QStringLiteral("length_unit"),
                                      QStringLiteral("description"),
                                      QStringLiteral("owner"),
                                      QStringLiteral("comments"),
                                      QStringLiteral("tags")};
  return columns;
}

CsvTable NetBoxExport::devices(const ExportIndex& index) {
  const DesignData& design = index.design();
  CsvTable table;
  table.headers = deviceColumns();
  const QStringList& columns = deviceColumns();
  for (const ObjectId& id : index.devicesInOrder()) {
    const Device& device = *design.find<Device>(id);
    const PartPtr part = design.part(device.typeId);
    QHash<QString, QString> v;
    v[QStringLiteral("name")] = device.name;
    v[QStringLiteral("role")] =
        roleSlug(part && part->device() ? part->device()->role : DeviceRole::Other);
    v[QStringLiteral("manufacturer")] = part ? part->manufacturer : QString();
    v[QStringLiteral("device_type")] =
        part ? (part->model.isEmpty() ? part->id : part->model) : device.typeId;
    v[QStringLiteral("status")] = QStringLiteral("planned");
    const Device* mounted = index.mountedDevice(id);
    const ObjectId rackId = mounted ? mounted->rackId : ObjectId();
    if (!rackId.isNull()) {
      v[QStringLiteral("site")] = index.siteName(rackId);
      v[QStringLiteral("location")] = index.roomName(rackId);
      if (const Rack* rack = design.find<Rack>(rackId))
        v[QStringLiteral("rack")] = rack->name;
    }
    if (device.parentId.isNull() && device.isRacked()) {
      v[QStringLiteral("position")] = ExportIndex::formatU(device.positionU);
      v[QStringLiteral("face")] = toString(device.face);
    }
    if (!device.parentId.isNull()) {
      if (const Device* parent = design.find<Device>(device.parentId))
        v[QStringLiteral("parent")] = parent->name;
      v[QStringLiteral("device_bay")] = device.bay;
    }
    if (part && part->device() && part->device()->airflow != Airflow::Unknown &&
        part->device()->airflow != Airflow::Mixed) {
      v[QStringLiteral("airflow")] = toString(part->device()->airflow);
    }
    v[QStringLiteral("description")] = part ? part->displayName() : QString();
    QStringList row;
    for (const QString& column : columns)
      row << v.value(column);
    table.rows << row;
  }
  return table;
}

QString NetBoxExport::cableType(const Part* part) {
  if (!part)
    return {};
  if (part->assembly()) {
    switch (part->assembly()->type) {
      case CableAssemblyType::DAC:
        return QStringLiteral("dac-passive");
      case CableAssemblyType::ACC:
      case CableAssemblyType::LACC:
        return QStringLiteral("dac-active");
      case CableAssemblyType::AOC:
        return QStringLiteral("aoc");
      case CableAssemblyType::Copper: {
        const QString id = part->id.toLower() + part->model.toLower();
        for (const char* cat : {"cat8", "cat7a", "cat7", "cat6a", "cat6", "cat5e"}) {
          if (id.contains(QLatin1String(cat)))
            return QString::fromLatin1(cat);
        }
        return {};
      }
    }
  }
  if (part->fiber()) {
    switch (part->fiber()->grade) {
      case FiberGrade::OM3:
        return QStringLiteral("mmf-om3");
      case FiberGrade::OM4:
        return QStringLiteral("mmf-om4");
      case FiberGrade::OM5:
        return QStringLiteral("mmf-om5");
      case FiberGrade::OS2:
        return QStringLiteral("smf-os2");
      case FiberGrade::None:
        return part->fiber()->fiberClass == FiberClass::SMF   ? QStringLiteral("smf")
               : part->fiber()->fiberClass == FiberClass::MMF ? QStringLiteral("mmf")
                                                              : QString();
    }
  }
  return {};
}

QString NetBoxExport::terminationType(const EndpointInfo& end) {
  switch (end.kind) {
    case EndpointInfo::Kind::FrontPort:
      return QStringLiteral("dcim.frontport");
    case EndpointInfo::Kind::RearPort:
      return QStringLiteral("dcim.rearport");
    case EndpointInfo::Kind::Cage:
    case EndpointInfo::Kind::ModulePort:
      return QStringLiteral("dcim.interface");
    case EndpointInfo::Kind::Loose:
      return {};
  }
  return {};
}

QString NetBoxExport::terminationName(const EndpointInfo& end) {
  if (end.kind == EndpointInfo::Kind::ModulePort || end.kind == EndpointInfo::Kind::Cage) {
    // An interface is a logical port; a cage plug carrying several names the first (NetBox
    // models one cable per interface).
    if (!end.logicalPort.isEmpty())
      return end.logicalPort.section(QLatin1Char(','), 0, 0);
    return end.cage;
  }
  return end.cage;
}

CsvTable NetBoxExport::cables(const ExportIndex& index) {
  const DesignData& design = index.design();
  CsvTable table;
  table.headers = cableColumns();
  const LabelScheme scheme;
  // Installation order, as the schedule: by the head end's rack, top to bottom. Each cable's
  // key is made once (a key looked up in a hash at every comparison was a fifth of the export).
  struct Key {
    int rackOrder;
    double downU;
    QString device;
    QString port;
    const Cable* cable;
  };
  QVector<Key> keys;
  keys.reserve(design.all<Cable>().size());
  for (const Cable& cable : design.all<Cable>()) {
    const CableEnd* head = nullptr;
    CableLabels::legs(index, cable, &head);
    const EndpointInfo info = head ? index.endpoint(head->attachment) : EndpointInfo();
    keys.push_back(Key{index.rackOrder(info.rackId), -info.positionU, info.deviceName,
                       ExportIndex::naturalKey(info.port), &cable});
  }
  std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
    return std::tie(a.rackOrder, a.downU, a.device, a.port, a.cable->name, a.cable->id) <
           std::tie(b.rackOrder, b.downU, b.device, b.port, b.cable->name, b.cable->id);
  });
  // Columns by position, found once by name.
  const QStringList& columns = cableColumns();
  const auto column = [&columns](const char* name) {
    return int(columns.indexOf(QLatin1String(name)));
  };
  const int sideASite = column("side_a_site"), sideADevice = column("side_a_device"),
            sideAType = column("side_a_type"), sideAName = column("side_a_name"),
            sideBSite = column("side_b_site"), sideBDevice = column("side_b_device"),
            sideBType = column("side_b_type"), sideBName = column("side_b_name"),
            typeColumn = column("type"), statusColumn = column("status"),
            labelColumn = column("label"), colorColumn = column("color"),
            lengthColumn = column("length"), lengthUnit = column("length_unit"),
            descriptionColumn = column("description");
  // The rows on the work pool, in ranges of the order; the design and index only are read.
  constexpr qsizetype kRange = 2048;
  table.rows.resize(keys.size());
  forEachRange(keys.size(), kRange, [&](qsizetype, qsizetype begin, qsizetype end) {
    for (qsizetype at = begin; at < end; ++at) {
      const Cable* cable = keys[at].cable;
      const CableEnd* head = nullptr;
      const QVector<const CableEnd*> legs = CableLabels::legs(index, *cable, &head);
      const EndpointInfo a = head ? index.endpoint(head->attachment) : EndpointInfo();
      QVector<EndpointInfo> bs;
      for (const CableEnd* leg : legs)
        bs << index.endpoint(leg->attachment);
      QStringList row(columns.size());
      row[sideASite] = a.siteName;
      row[sideADevice] = a.deviceName;
      row[sideAType] = terminationType(a);
      row[sideAName] = terminationName(a);
      const EndpointInfo b = bs.isEmpty() ? EndpointInfo() : bs.front();
      row[sideBSite] = b.siteName;
      row[sideBDevice] = b.deviceName;
      row[sideBType] = terminationType(b);
      QStringList names{terminationName(b)};
      bool oneDevice = true;
      for (int i = 1; i < bs.size(); ++i) {
        oneDevice = oneDevice && bs[i].deviceId == b.deviceId && bs[i].kind == b.kind;
        names << terminationName(bs[i]);
      }
      QStringList description;
      if (bs.size() > 1) {
        // NetBox's order of the names decides which connector each one gets: keep leg order.
        row[sideBName] = oneDevice ? names.join(QLatin1Char(',')) : names.front();
        QStringList legText;
        for (int i = 0; i < bs.size(); ++i)
          legText << QStringLiteral("%1 %2").arg(legs[i]->name, bs[i].display());
        description << tr("breakout: %1").arg(legText.join(QStringLiteral("; ")));
      } else {
        row[sideBName] = names.front();
      }
      const Part* part = design.findPart(cable->typeId);
      row[typeColumn] = cableType(part);
      row[statusColumn] = statusSlug(cable->status);
      row[labelColumn] = CableLabels::cableIdentifier(index, scheme, *cable);
      QString colour = cable->colour;
      if (colour.startsWith(QLatin1Char('#')))
        colour = colour.mid(1).toLower();
      row[colorColumn] = colour;
      const double length = cable->lengthM > 0 ? cable->lengthM : (part ? part->lengthM : 0);
      if (length > 0) {
        row[lengthColumn] = QString::number(length, 'g', 6);
        row[lengthUnit] = QStringLiteral("m");
      }
      description.prepend(part ? (part->partNumber.isEmpty() ? part->id : part->partNumber)
                               : cable->typeId);
      row[descriptionColumn] = description.join(QStringLiteral("; "));
      table.rows[at] = std::move(row);
    }
  });
  return table;
}

QStringList NetBoxExport::write(const ExportIndex& index, const QString& out) {
  QString prefix;
  const QFileInfo info(out);
  if (out.endsWith(QLatin1Char('/')) || out.endsWith(QDir::separator()) || info.isDir()) {
    QDir().mkpath(out);
    prefix = QDir(out).filePath(QString());
    if (!prefix.endsWith(QLatin1Char('/')))
      prefix += QLatin1Char('/');
  } else {
    prefix = out;
    // "out/netbox" reads as a name stem: out/netbox-devices.csv.
    const QChar last = prefix.isEmpty() ? QLatin1Char('-') : prefix.back();
    if (last != QLatin1Char('-') && last != QLatin1Char('_') && last != QLatin1Char('.'))
      prefix += QLatin1Char('-');
  }
  const QString devicesPath = prefix + QStringLiteral("devices.csv");
  const QString cablesPath = prefix + QStringLiteral("cables.csv");
  devices(index).write(devicesPath);
  cables(index).write(cablesPath);
  return {devicesPath, cablesPath};
}

}  // namespace rackwright
