#include "netboximport.h"

#include "core/catalog/catalog.h"
#include "core/catalog/partidclashes.h"
#include "core/common/error.h"
#include "core/common/inputfile.h"
#include "core/common/safesave.h"
#include "core/import/netbox/netboxdevicetype.h"
#include "core/import/netbox/yamlprescan.h"

#include <spdlog/spdlog.h>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rackwright {

namespace {

using namespace netbox;

/// The tallest device type the importer takes (racks are at most 60 U).
constexpr double kMaxUHeight = 60;

QString quoted(const QString& s) {
  return QStringLiteral("'%1'").arg(s);
}

int lineOf(const YAML::Node& node) {
  if (!node.IsDefined())
    return 0;
  const YAML::Mark mark = node.Mark();
  return mark.is_null() ? 0 : mark.line + 1;
}

QString kindOfNode(const YAML::Node& node) {
  if (node.IsSequence())
    return NetBoxImporter::tr("a list");
  if (node.IsMap())
    return NetBoxImporter::tr("a mapping");
  if (node.IsNull())
    return NetBoxImporter::tr("nothing");
  return quoted(QString::fromStdString(node.Scalar()));
}

/// Typed access to the YAML tree; every problem becomes a ParseError naming the file, the key
/// path and the line.
class Reader {
 public:
  explicit Reader(QString file) : mFile(std::move(file)) {}

  [[noreturn]] void fail(const QString& where, int line, const QString& problem) const {
    throw ParseError(mFile, where, line, problem);
  }

  QString text(const YAML::Node& node, const QString& where) const {
    if (!node.IsScalar()) {
      fail(where, lineOf(node),
           NetBoxImporter::tr("expected text; found %1").arg(kindOfNode(node)));
    }
    return QString::fromStdString(node.Scalar()).trimmed();
  }

  QString requiredText(const YAML::Node& map, const char* key, const QString& where,
                       const QString& why) const {
    const YAML::Node node = map[key];
    if (!node.IsDefined() || node.IsNull())
      fail(where, lineOf(map), why);
    QString value = text(node, where);
    if (value.isEmpty())
      fail(where, lineOf(node), why);
    return value;
  }

  double number(const YAML::Node& node, const QString& where, const QString& expected) const {
    bool ok = false;
    const double value =
        node.IsScalar() ? QLocale::c().toDouble(QString::fromStdString(node.Scalar()), &ok) : 0;
    if (!ok || !std::isfinite(value)) {
      fail(where, lineOf(node),
           NetBoxImporter::tr("expected %1; found %2").arg(expected, kindOfNode(node)));
    }
    return value;
  }

  int positiveInt(const YAML::Node& node, const QString& where) const {
    const double value = number(node, where, NetBoxImporter::tr("a whole number of at least 1"));
    if (value < 1 || value != std::floor(value) || value > 100000) {
      fail(where, lineOf(node),
           NetBoxImporter::tr("expected a whole number of at least 1; found %1").arg(value));
    }
    return int(value);
  }

  bool boolean(const YAML::Node& node, const QString& where) const {
    bool value = false;
    if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value)) {
      fail(where, lineOf(node),
           NetBoxImporter::tr("expected true or false; found %1").arg(kindOfNode(node)));
    }
    return value;
  }

 private:
  QString mFile;
};

const QStringList& topLevelKeys() {
  static const QStringList keys{"manufacturer",
                                "model",
                                "slug",
                                "part_number",
                                "u_height",
                                "is_full_depth",
                                "airflow",
                                "weight",
                                "weight_unit",
                                "front_image",
                                "rear_image",
                                "subdevice_role",
                                "is_powered",
                                "description",
                                "comments",
                                "console-ports",
                                "console-server-ports",
                                "power-ports",
                                "power-outlets",
                                "interfaces",
                                "front-ports",
                                "rear-ports",
                                "module-bays",
                                "device-bays",
                                "inventory-items"};
  return keys;
}

/// Calls `visit(item, where, name)` for each entry of a component list, after checking it is a
/// list of mappings with names. Keys NetBox does not define for the component are reported once
/// per key.
template <typename Visit>
void forEachComponent(const YAML::Node& root, const char* key, const QStringList& knownKeys,
                      const Reader& reader, Notes* notes, Visit visit) {
  const YAML::Node list = root[key];
  const QString listKey = QString::fromLatin1(key);
  if (!list.IsDefined() || list.IsNull())
    return;
  if (!list.IsSequence()) {
    reader.fail(
        listKey, lineOf(list),
        NetBoxImporter::tr("expected a list of %1; found %2").arg(listKey, kindOfNode(list)));
  }
  QMap<QString, QPair<int, int>> unknown;  // key → (count, first line)
  for (std::size_t i = 0; i < list.size(); ++i) {
    const YAML::Node item = list[i];
    const QString where = QStringLiteral("%1[%2]").arg(listKey).arg(i);
    if (!item.IsMap()) {
      reader.fail(where, lineOf(item),
                  NetBoxImporter::tr("expected a mapping with at least a name; found %1")
                      .arg(kindOfNode(item)));
    }
    for (auto it = item.begin(); it != item.end(); ++it) {
      const QString itemKey = reader.text(it->first, where);
      if (knownKeys.contains(itemKey))
        continue;
      auto& entry = unknown[itemKey];
      if (entry.first++ == 0)
        entry.second = lineOf(it->first);
    }
    const QString name = reader.requiredText(item, "name", where + QStringLiteral(".name"),
                                             NetBoxImporter::tr("every entry needs a name"));
    visit(item, where, name);
  }
  for (auto it = unknown.cbegin(); it != unknown.cend(); ++it) {
    notes->warn(NetBoxImporter::tr("%1[*].%2: not a NetBox key for %1, ignored (%n time(s), "
                                   "first at line %3)",
                                   nullptr, it.value().first)
                    .arg(listKey, it.key())
                    .arg(it.value().second));
  }
}

/// NetBox module types name ports after the bay they sit in: "{module}/1", "PS{module}".
QString withoutPlaceholder(const QString& name, bool* used) {
  if (!name.contains(QLatin1String("{module}")))
    return name;
  *used = true;
  QString out = name;
  out.remove(QStringLiteral("{module}"));
  static const QRegularExpression edges(QStringLiteral("^[\\s/.:_-]+|[\\s/.:_-]+$"));
  return out.remove(edges);
}

void readWeight(const YAML::Node& root, const Reader& reader, DeviceType* dt, Notes* notes) {
  const YAML::Node weight = root["weight"];
  const YAML::Node unitNode = root["weight_unit"];
  const bool hasWeight = weight.IsDefined() && !weight.IsNull();
  const bool hasUnit = unitNode.IsDefined() && !unitNode.IsNull();
  if (!hasWeight) {
    if (hasUnit)
      notes->warn(NetBoxImporter::tr("weight_unit: given without a weight; ignored"));
    return;
  }
  const double value =
      reader.number(weight, QStringLiteral("weight"), NetBoxImporter::tr("a weight (a number)"));
  if (value < 0) {
    reader.fail(QStringLiteral("weight"), lineOf(weight),
                NetBoxImporter::tr("expected a weight of at least 0; found %1").arg(value));
  }
  QString unit = QStringLiteral("kg");
  if (hasUnit) {
    unit = reader.text(unitNode, QStringLiteral("weight_unit")).toLower();
  } else {
    notes->warn(NetBoxImporter::tr("weight: no weight_unit given; assumed kg"));
  }
  static const QMap<QString, double> kKgPer{{QStringLiteral("kg"), 1.0},
                                            {QStringLiteral("g"), 0.001},
                                            {QStringLiteral("lb"), 0.45359237},
                                            {QStringLiteral("oz"), 0.028349523125}};
  if (!kKgPer.contains(unit)) {
    reader.fail(QStringLiteral("weight_unit"), lineOf(unitNode),
                NetBoxImporter::tr("unknown unit %1; expected kg, g, lb or oz").arg(quoted(unit)));
  }
  dt->weightKg = std::round(value * kKgPer.value(unit) * 1000) / 1000;
}

/// Reads and type-checks the whole file into a DeviceType.
DeviceType readDeviceType(const YAML::Node& root, const Reader& reader, Notes* notes) {
  DeviceType dt;
  for (auto it = root.begin(); it != root.end(); ++it) {
    const QString key = reader.text(it->first, QString());
    if (key == QLatin1String("$schema") || key == QLatin1String("$id")) {
      reader.fail(key, lineOf(it->first),
                  NetBoxImporter::tr("this is a JSON schema, not a NetBox device or module type; "
                                     "import the YAML files of the device-type library instead"));
    }
  }
  // Some schema files carry neither $schema nor $id; their shape gives them away.
  if (!root["manufacturer"].IsDefined()) {
    for (const char* key : {"definitions", "additionalProperties", "properties"}) {
      if (root[key].IsDefined()) {
        reader.fail(QString::fromLatin1(key), lineOf(root[key]),
                    NetBoxImporter::tr("this looks like a JSON schema, not a NetBox device or "
                                       "module type (no manufacturer, but schema keys); import "
                                       "the YAML files of the device-type library instead"));
      }
    }
  }
  const QString missingMaker = NetBoxImporter::tr(
      "missing or empty; every NetBox device and module type names its manufacturer");
  dt.manufacturer =
      reader.requiredText(root, "manufacturer", QStringLiteral("manufacturer"), missingMaker);
  dt.model = reader.requiredText(root, "model", QStringLiteral("model"),
                                 NetBoxImporter::tr("missing or empty; every NetBox device and "
                                                    "module type names its model"));
  for (auto it = root.begin(); it != root.end(); ++it) {
    const QString key = reader.text(it->first, QString());
    if (!topLevelKeys().contains(key)) {
      notes->warn(NetBoxImporter::tr("%1 (line %2): not a NetBox device-type key; ignored")
                      .arg(key)
                      .arg(lineOf(it->first)));
    }
  }
  const auto optionalText = [&](const char* key) {
    const YAML::Node node = root[key];
    return node.IsDefined() && !node.IsNull() ? reader.text(node, QString::fromLatin1(key))
                                              : QString();
  };
  dt.slug = optionalText("slug");
  dt.partNumber = optionalText("part_number");
  dt.description = optionalText("description");
  dt.comments = optionalText("comments");
  dt.subdeviceRole = optionalText("subdevice_role");
  dt.airflow = optionalText("airflow").toLower();
  dt.airflowLine = lineOf(root["airflow"]);
  // Module types (adapters, optics, power supplies) have neither height nor slug.
  dt.moduleType = !root["u_height"].IsDefined() && !root["slug"].IsDefined() &&
                  !root["is_full_depth"].IsDefined();

  if (const YAML::Node h = root["u_height"]; h.IsDefined() && !h.IsNull()) {
    const double u = reader.number(h, QStringLiteral("u_height"),
                                   NetBoxImporter::tr("a height in rack units (e.g. 1 or 0.5)"));
    // No rack is taller than 60 U; the bound also keeps 1e300 from any later arithmetic.
    if (u < 0 || u > kMaxUHeight || std::fmod(u * 2, 1.0) != 0) {
      reader.fail(QStringLiteral("u_height"), lineOf(h),
                  NetBoxImporter::tr("expected a height from 0 to %1 in steps of 0.5 rack units; "
                                     "found %2")
                      .arg(kMaxUHeight)
                      .arg(u));
    }
    dt.uHeight = u;
  }
  for (const char* key : {"is_full_depth", "front_image", "rear_image", "is_powered"}) {
    const YAML::Node node = root[key];
    if (!node.IsDefined() || node.IsNull())
      continue;
    const bool value = reader.boolean(node, QString::fromLatin1(key));
    if (QLatin1String(key) == QLatin1String("is_full_depth"))
      dt.fullDepth = value;
  }
  readWeight(root, reader, &dt, notes);

  bool placeholder = false;
  const QStringList common{"name", "label", "type", "description"};
  // An RJ45 console jack is a cage a console cable plugs into; the rest (USB) are counted.
  const auto serialJack = [&](const YAML::Node& item, const QString& where, const QString& name,
                              QVector<Interface>* jacks) {
    const YAML::Node t = item["type"];
    if (!t.IsDefined() || t.IsNull() ||
        reader.text(t, where + QStringLiteral(".type")).toLower() != QLatin1String("rj-45")) {
      return;
    }
    Interface jack;
    jack.name = withoutPlaceholder(name, &placeholder);
    jack.where = where;
    jack.line = lineOf(item);
    jack.type = QStringLiteral("rj-45");
    *jacks << jack;
  };
  // A console server's serial cages are the ports clients are cabled to; its own console stays
  // a count (DeviceBody::serialPorts), so it is read after the server ports.
  QVector<Interface> ownConsoles;
  forEachComponent(root, "console-ports", common + QStringList{"_is_power_source"}, reader, notes,
                   [&](const YAML::Node& item, const QString& where, const QString& name) {
                     ++dt.consolePorts;
                     serialJack(item, where, name, &ownConsoles);
                   });
  forEachComponent(root, "console-server-ports", common, reader, notes,
                   [&](const YAML::Node& item, const QString& where, const QString& name) {
                     ++dt.consoleServerPorts;
                     serialJack(item, where, name, &dt.serialServerPorts);
                   });
  if (dt.consoleServerPorts == 0)
    dt.serialConsoles = ownConsoles;
  forEachComponent(
      root, "power-ports", common + QStringList{"maximum_draw", "allocated_draw"}, reader, notes,
      [&](const YAML::Node& item, const QString& where, const QString&) {
        ++dt.powerPorts;
        for (const char* key : {"maximum_draw", "allocated_draw"}) {
          const YAML::Node node = item[key];
          if (!node.IsDefined() || node.IsNull())
            continue;
          const int watts = reader.positiveInt(node, where + QLatin1Char('.') + QLatin1String(key));
          int& slot =
              QLatin1String(key) == QLatin1String("maximum_draw") ? dt.maxDrawW : dt.allocatedDrawW;
          slot = std::max(slot, watts);
        }
      });
  forEachComponent(root, "power-outlets", common + QStringList{"power_port", "feed_leg"}, reader,
                   notes,
                   [&](const YAML::Node&, const QString&, const QString&) { ++dt.powerOutlets; });
  const QStringList interfaceKeys =
      common + QStringList{"enabled", "mgmt_only", "bridge", "poe_mode", "poe_type", "rf_role"};
  QSet<QString> interfaceNames;
  forEachComponent(root, "interfaces", interfaceKeys, reader, notes,
                   [&](const YAML::Node& item, const QString& where, const QString& name) {
                     Interface iface;
                     iface.name = withoutPlaceholder(name, &placeholder);
                     iface.where = where;
                     iface.line = lineOf(item);
                     if (interfaceNames.contains(iface.name)) {
                       notes->warn(NetBoxImporter::tr("%1: interface %2 is listed twice; kept "
                                                      "the first")
                                       .arg(where, quoted(iface.name)));
                       return;
                     }
                     interfaceNames.insert(iface.name);
                     if (const YAML::Node t = item["type"]; t.IsDefined() && !t.IsNull()) {
                       iface.type = reader.text(t, where + QStringLiteral(".type")).toLower();
                     }
                     if (const YAML::Node m = item["mgmt_only"]; m.IsDefined() && !m.IsNull()) {
                       iface.mgmtOnly = reader.boolean(m, where + QStringLiteral(".mgmt_only"));
                     }
                     if (const YAML::Node d = item["description"]; d.IsDefined() && !d.IsNull()) {
                       iface.description = reader.text(d, where + QStringLiteral(".description"));
                     }
                     dt.interfaces << iface;
                   });
  const QStringList portKeys = common + QStringList{"color", "positions"};
  forEachComponent(root, "rear-ports", portKeys + QStringList{"_is_power_source"}, reader, notes,
                   [&](const YAML::Node& item, const QString& where, const QString& name) {
                     RearPort port;
                     port.name = withoutPlaceholder(name, &placeholder);
                     port.where = where;
                     port.line = lineOf(item);
                     port.type = reader.requiredText(item, "type", where + QStringLiteral(".type"),
                                                     NetBoxImporter::tr("every rear port needs "
                                                                        "a type"));
                     if (const YAML::Node p = item["positions"]; p.IsDefined() && !p.IsNull()) {
                       port.positions = reader.positiveInt(p, where + QStringLiteral(".positions"));
                     }
                     dt.rearPorts << port;
                   });
  forEachComponent(
      root, "front-ports", portKeys + QStringList{"rear_port", "rear_port_position"}, reader, notes,
      [&](const YAML::Node& item, const QString& where, const QString& name) {
        FrontPort port;
        port.name = withoutPlaceholder(name, &placeholder);
        port.where = where;
        port.line = lineOf(item);
        port.type = reader.requiredText(item, "type", where + QStringLiteral(".type"),
                                        NetBoxImporter::tr("every front port needs a type"));
        if (const YAML::Node p = item["positions"]; p.IsDefined() && !p.IsNull()) {
          port.positions = reader.positiveInt(p, where + QStringLiteral(".positions"));
        }
        if (const YAML::Node r = item["rear_port"]; r.IsDefined() && !r.IsNull()) {
          port.rearPort = withoutPlaceholder(reader.text(r, where + QStringLiteral(".rear_port")),
                                             &placeholder);
        }
        if (const YAML::Node p = item["rear_port_position"]; p.IsDefined() && !p.IsNull()) {
          if (port.rearPort.isEmpty()) {
            reader.fail(where + QStringLiteral(".rear_port_position"), lineOf(p),
                        NetBoxImporter::tr("a rear port position needs a rear_port"));
          }
          port.rearPosition = reader.positiveInt(p, where + QStringLiteral(".rear_port_position"));
        }
        dt.frontPorts << port;
      });
  // Front ports must land on rear ports the file defines, within their positions, and no two
  // on the same position.
  QHash<QString, QHash<int, QString>> fedBy;  // rear port → position → front port key
  for (const FrontPort& front : std::as_const(dt.frontPorts)) {
    if (front.rearPort.isEmpty())
      continue;
    const auto rear = std::find_if(dt.rearPorts.cbegin(), dt.rearPorts.cend(),
                                   [&](const RearPort& r) { return r.name == front.rearPort; });
    if (rear == dt.rearPorts.cend()) {
      reader.fail(front.where + QStringLiteral(".rear_port"), front.line,
                  NetBoxImporter::tr("names rear port %1, which rear-ports does not define")
                      .arg(quoted(front.rearPort)));
    }
    if (front.rearPosition + front.positions - 1 > rear->positions) {
      reader.fail(front.where + QStringLiteral(".rear_port_position"), front.line,
                  NetBoxImporter::tr("position %1 (for %n front position(s)) does not fit rear "
                                     "port %2, which has %3 position(s)",
                                     nullptr, front.positions)
                      .arg(front.rearPosition)
                      .arg(quoted(rear->name))
                      .arg(rear->positions));
    }
    for (int p = front.rearPosition; p < front.rearPosition + front.positions; ++p) {
      const QString other = fedBy[rear->name].value(p);
      if (!other.isEmpty()) {
        reader.fail(front.where + QStringLiteral(".rear_port_position"), front.line,
                    NetBoxImporter::tr("position %1 of rear port %2 is already used by %3")
                        .arg(p)
                        .arg(quoted(rear->name), other));
      }
      fedBy[rear->name].insert(p, front.where);
    }
  }
  forEachComponent(root, "module-bays", {"name", "label", "position", "description"}, reader, notes,
                   [&](const YAML::Node& item, const QString& where, const QString& name) {
                     ModuleBay bay;
                     bay.name = name;
                     if (const YAML::Node p = item["position"]; p.IsDefined() && !p.IsNull()) {
                       bay.position = reader.text(p, where + QStringLiteral(".position"));
                     }
                     dt.moduleBays << bay;
                   });
  forEachComponent(
      root, "device-bays", {"name", "label", "description"}, reader, notes,
      [&](const YAML::Node&, const QString&, const QString& name) { dt.deviceBays << name; });
  int inventory = 0;
  forEachComponent(root, "inventory-items",
                   {"name", "label", "manufacturer", "part_id", "description"}, reader, notes,
                   [&](const YAML::Node&, const QString&, const QString&) { ++inventory; });
  if (inventory > 0) {
    notes->warn(
        NetBoxImporter::tr("inventory-items: %n inventory item(s) ignored; they are not "
                           "ports",
                           nullptr, inventory));
  }
  if (placeholder) {
    notes->warn(
        NetBoxImporter::tr("names contain NetBox's {module} placeholder (filled in with "
                           "the module bay position); removed it"));
  }
  return dt;
}

}  // namespace

NetBoxImportResult NetBoxImporter::importFile(const QString& path) const {
  return importYaml(
      readInputFile(path, InputLimits::kNetBoxFileBytes, tr("NetBox device-type file")), path);
}

NetBoxImportResult NetBoxImporter::importYaml(const QByteArray& yaml,
                                              const QString& fileName) const {
  const Reader reader(fileName);
  // yaml-cpp passes NUL bytes and broken UTF-8 through into the texts, where they would turn
  // into replacement characters in part names: refuse them with the line instead.
  checkUtf8Text(yaml, fileName);
  std::vector<YAML::Node> documents;
  try {
    const std::string text = yaml.toStdString();
    YamlPrescan::check(text, fileName);
    documents = YAML::LoadAll(text);
  } catch (const YAML::DeepRecursion& e) {
    // yaml-cpp words this "bad file".
    throw ParseError(fileName, QString(), e.mark.is_null() ? 0 : e.mark.line + 1,
                     tr("not valid YAML: nested more than %1 levels deep; a NetBox device type "
                        "needs a handful")
                         .arg(e.depth()));
  } catch (const YAML::Exception& e) {
    // A README or other stray file handed over with the YAML gets a hint, not just the parser's
    // complaint.
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    const bool yamlName = suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
    throw ParseError(fileName, QString(), e.mark.is_null() ? 0 : e.mark.line + 1,
                     (yamlName ? tr("not valid YAML: %1")
                               : tr("not valid YAML (and not named .yaml or .yml; is this a NetBox "
                                    "device-type file?): %1"))
                         .arg(QString::fromStdString(e.msg)));
  }
  Notes notes;
  if (documents.size() > 1) {
    notes.warn(tr("the file holds %1 YAML documents; imported the first").arg(documents.size()));
  }
  const YAML::Node root = documents.empty() ? YAML::Node() : documents.front();
  if (!root.IsMap()) {
    reader.fail(tr("(top level)"), lineOf(root),
                tr("expected a NetBox device or module type (a mapping with manufacturer and "
                   "model); found %1")
                    .arg(root.IsNull() ? tr("an empty document") : kindOfNode(root)));
  }
  DeviceType dt;
  try {
    dt = readDeviceType(root, reader, &notes);
  } catch (const YAML::Exception& e) {
    // Reader checks node kinds first, so this is a yaml-cpp surprise; still name the place.
    throw ParseError(fileName, QString(), e.mark.is_null() ? 0 : e.mark.line + 1,
                     tr("cannot be read: %1").arg(QString::fromStdString(e.msg)));
  }
  NetBoxImportResult result;
  result.file = fileName;
  result.manufacturer = dt.manufacturer;
  result.model = dt.model;
  result.moduleType = dt.moduleType;
  result.part = assemblePart(dt, QFileInfo(fileName).fileName(), &notes);
  result.id = result.part.value(QStringLiteral("id")).toString();
  result.warnings = notes.warnings;
  spdlog::debug("NetBox import: {} -> {} ({} warnings)", fileName.toStdString(),
                result.id.toStdString(), result.warnings.size());
  return result;
}

QString NetBoxImporter::catalogFileName(const NetBoxImportResult& result) {
  static const QRegularExpression unsafe(QStringLiteral("[^a-z0-9]+"));
  const auto slug = [](const QString& s) {
    QString out = s.toLower();
    out.replace(unsafe, QStringLiteral("-"));
    static const QRegularExpression edges(QStringLiteral("^-+|-+$"));
    return out.remove(edges);
  };
  return QStringLiteral("netbox-%1-%2.json").arg(slug(result.manufacturer), slug(result.model));
}

bool NetBoxImporter::giveFreeId(NetBoxImportResult& result, const PartIdRegistry& ids,
                                const QString& dir) {
  const QString target = QFileInfo(QDir(dir).filePath(catalogFileName(result))).absoluteFilePath();
  const QString id = ids.freeId(result.id, QStringLiteral("netbox"), target);
  if (id == result.id)
    return false;
  spdlog::info("NetBox import: {} is taken; importing {} as {}.", result.id.toStdString(),
               result.file.toStdString(), id.toStdString());
  result.renamedFrom = result.id;
  result.id = id;
  result.part.insert(QStringLiteral("id"), id);
  return true;
}

QString NetBoxImporter::writeToCatalog(const NetBoxImportResult& result, const QString& dir) {
  QString path = QDir(dir).filePath(catalogFileName(result));
  // A part the catalog would refuse must not land in the user's catalog folder.
  QStringList parserWarnings;
  Catalog::parsePartDefinition(result.part, path, QStringLiteral("$.parts[0]"), &parserWarnings);
  if (!QDir().mkpath(dir)) {
    throw Error(tr("Cannot create the catalog folder %1; check that it is writable.").arg(dir));
  }
  QJsonObject catalog;
  catalog[QStringLiteral("formatVersion")] = 1;
  catalog[QStringLiteral("parts")] = QJsonArray{result.part};
  SafeSave file(path);
  file.write(QJsonDocument(catalog).toJson(QJsonDocument::Indented));
  file.commit();
  return path;
}

}  // namespace rackwright
