#include "plansettings.h"

namespace rackwright {

QString PlanSettings::name(PlanSetting setting, SettingNames names) {
  const bool cli = names == SettingNames::CommandLine;
  switch (setting) {
    case PlanSetting::Servers:
      return cli ? QStringLiteral("--servers") : tr("the number of servers");
    case PlanSetting::Tiers:
      return cli ? QStringLiteral("--tiers") : tr("\"Tiers\"");
    case PlanSetting::RailOptimized:
      return cli ? QStringLiteral("--rail-optimized") : tr("\"Rail-optimised\"");
    case PlanSetting::SuSize:
      return cli ? QStringLiteral("--su-size") : tr("\"SU size\"");
    case PlanSetting::Planes:
      return cli ? QStringLiteral("--planes") : tr("\"Planes\"");
    case PlanSetting::Media:
      return cli ? QStringLiteral("--media") : tr("\"Media\"");
    case PlanSetting::ServersPerRack:
      return cli ? QStringLiteral("--servers-per-rack") : tr("\"Servers per rack\"");
    case PlanSetting::RowLength:
      return cli ? QStringLiteral("--row-length") : tr("\"Row length\"");
    case PlanSetting::ScalableUnits:
      return cli ? QStringLiteral("--sus") : tr("\"Scalable units\"");
    case PlanSetting::Nodes:
      return cli ? QStringLiteral("--servers") : tr("\"Nodes\"");
    case PlanSetting::StorageAppliances:
      return cli ? QStringLiteral("--storage-appliances") : tr("\"Storage appliances\"");
  }
  return {};
}

QString PlanSettings::withValue(PlanSetting setting, const QString& value, SettingNames names) {
  if (names == SettingNames::CommandLine)
    return name(setting, names) + QLatin1Char(' ') + value.toLower();
  return tr("%1 %2").arg(name(setting, names), value);
}

}  // namespace rackwright
