#include "racksystem.h"

#include "partjson.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace rackwright {

namespace {

using partjson::ObjectReader;

constexpr std::array<std::pair<RackSystemRole, const char*>, 4> kRoleNames = {{
    {RackSystemRole::ComputeTray, "compute-tray"},
    {RackSystemRole::NvlinkSwitchTray, "nvlink-switch-tray"},
    {RackSystemRole::PowerShelf, "power-shelf"},
    {RackSystemRole::ManagementSwitch, "management-switch"},
}};

RackSystemRole readRole(const ObjectReader& r) {
  const QString text = r.requiredString(QStringLiteral("role"));
  QStringList spellings;
  for (const auto& [role, name] : kRoleNames) {
    if (text == QLatin1String(name))
      return role;
    spellings << QString::fromLatin1(name);
  }
  r.fail(r.childPath(QStringLiteral("role")), ObjectReader::tr("expected one of %1; got \"%2\"")
                                                  .arg(spellings.join(QStringLiteral(", ")), text));
}

QMap<QString, QString> readUnconfirmed(const ObjectReader& r) {
  QMap<QString, QString> out;
  const QJsonObject u = r.object().value(QStringLiteral("unconfirmed")).toObject();
  for (auto it = u.begin(); it != u.end(); ++it) {
    const QString where = r.childPath(QStringLiteral("unconfirmed")) + QLatin1Char('.') + it.key();
    if (!it.value().isString() || it.value().toString().trimmed().isEmpty()) {
      r.fail(where, ObjectReader::tr("expected the reason why this value is unconfirmed, as "
                                     "text; got %1")
                        .arg(partjson::describe(it.value())));
    }
    if (!partjson::isKnownFieldPath(it.key(), QStringLiteral("system")))
      r.warn(where, ObjectReader::tr("\"%1\" is not a field of a rack system; name the field, "
                                     "e.g. \"memberGroups.firstU\"")
                        .arg(it.key()));
    out.insert(it.key(), it.value().toString());
  }
  return out;
}

}  // namespace

QString toString(RackSystemRole role) {
  for (const auto& [r, name] : kRoleNames) {
    if (r == role)
      return QString::fromLatin1(name);
  }
  return {};
}

const RackSystemMember* RackSystem::memberAt(int positionU) const {
  const auto it = std::find_if(members.begin(), members.end(),
                               [&](const RackSystemMember& m) { return m.positionU == positionU; });
  return it == members.end() ? nullptr : &*it;
}

const RackSystemMember* RackSystem::memberFor(const QString& partId, double positionU) const {
  if (positionU != std::floor(positionU))
    return nullptr;
  const RackSystemMember* member = memberAt(static_cast<int>(positionU));
  return member && member->partId == partId ? member : nullptr;
}

int RackSystem::count(RackSystemRole role) const {
  return static_cast<int>(std::count_if(members.begin(), members.end(),
                                        [&](const RackSystemMember& m) { return m.role == role; }));
}

QString RackSystem::displayName() const {
  QString name = model.isEmpty() ? id : model;
  if (!manufacturer.isEmpty() && !name.startsWith(manufacturer))
    name = manufacturer + QLatin1Char(' ') + name;
  return name;
}

namespace racksystemjson {

RackSystemPtr parse(const QJsonObject& json, const QString& file, const QString& where,
                    QStringList* warnings) {
  const ObjectReader r(json, where, file, QStringLiteral("system"), warnings);
  r.warnUnknownKeys();
  auto system = std::make_shared<RackSystem>();
  system->id = r.requiredString(QStringLiteral("id"));
  if (system->id.contains(QLatin1Char(' ')) || system->id.isEmpty()) {
    r.fail(r.childPath(QStringLiteral("id")),
           ObjectReader::tr("expected an id without spaces; got \"%1\"").arg(system->id));
  }
  system->manufacturer = r.string(QStringLiteral("manufacturer"));
  system->model = r.string(QStringLiteral("model"));
  system->description = r.string(QStringLiteral("description"));
  system->source = r.requiredString(QStringLiteral("source"));
  system->unconfirmed = readUnconfirmed(r);
  system->gpus = r.integer(QStringLiteral("gpus"), 0, 0);
  system->heightU = r.requiredInteger(QStringLiteral("heightU"), 1);
  if (system->heightU > 60) {
    r.fail(r.childPath(QStringLiteral("heightU")),
           ObjectReader::tr("a rack is 1 to 60 U high; got %1").arg(system->heightU));
  }
  system->widthMm = r.number(QStringLiteral("widthMm"), 600, 300);
  system->depthMm = r.number(QStringLiteral("depthMm"), 1200, 300);
  system->powerMaxW = r.requiredNumber(QStringLiteral("powerMaxW"), 0);
  system->liquidCooled = r.boolean(QStringLiteral("liquidCooled"), false);
  system->internalLinks = r.string(QStringLiteral("internalLinks"));

  const QJsonArray groups = r.requiredArray(QStringLiteral("memberGroups"));
  for (int i = 0; i < groups.size(); ++i) {
    const ObjectReader g = r.element(QStringLiteral("memberGroups"), groups, i);
    g.warnUnknownKeys();
    const QString name = g.requiredString(QStringLiteral("name"));
    const QString part = g.requiredString(QStringLiteral("part"));
    const RackSystemRole role = readRole(g);
    const int count = g.integer(QStringLiteral("count"), 1, 1);
    const int firstU = g.requiredInteger(QStringLiteral("firstU"), 1);
    const int firstNumber = g.integer(QStringLiteral("firstNumber"), 1, 0);
    if (firstU + count - 1 > system->heightU) {
      g.fail(g.childPath(QStringLiteral("firstU")),
             ObjectReader::tr("%1 members from U%2 end above the rack's %3 U")
                 .arg(count)
                 .arg(firstU)
                 .arg(system->heightU));
    }
    // Members are 1 U each, numbered upwards with two digits: "CT" with 8 from U5 gives CT01 at
    // U5 … CT08 at U12, and the names sort in rack order.
    for (int n = 0; n < count; ++n) {
      RackSystemMember member;
      member.name = name + QStringLiteral("%1").arg(firstNumber + n, 2, 10, QLatin1Char('0'));
      member.partId = part;
      member.positionU = firstU + n;
      member.role = role;
      if (const RackSystemMember* other = system->memberAt(member.positionU)) {
        g.fail(
            g.childPath(QStringLiteral("firstU")),
            ObjectReader::tr("U%1 is taken by %2 already").arg(member.positionU).arg(other->name));
      }
      if (std::any_of(system->members.begin(), system->members.end(),
                      [&](const RackSystemMember& m) { return m.name == member.name; })) {
        g.fail(g.childPath(QStringLiteral("name")),
               ObjectReader::tr("the member name %1 is used twice").arg(member.name));
      }
      system->members.push_back(member);
    }
  }
  std::sort(system->members.begin(), system->members.end(),
            [](const RackSystemMember& a, const RackSystemMember& b) {
              return a.positionU < b.positionU;
            });
  return system;
}

}  // namespace racksystemjson

}  // namespace rackwright
