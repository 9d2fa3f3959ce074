#ifndef RACKWRIGHT_CORE_PLANNER_PLANSETTINGS_H
#define RACKWRIGHT_CORE_PLANNER_PLANSETTINGS_H

#include <QCoreApplication>
#include <QString>

namespace rackwright {

/// A planner input a message can tell the user to change.
enum class PlanSetting {
  Servers,
  Tiers,
  RailOptimized,
  SuSize,
  Planes,
  Media,
  ServersPerRack,
  RowLength,
  ScalableUnits,     ///< whole-cluster plans: the number of scalable units
  Nodes,             ///< whole-cluster plans: compute nodes fewer than whole units
  StorageAppliances  ///< whole-cluster plans: storage appliances on the storage fabric
};

/// Who reads the planner's messages: the command line names its options (--su-size 16), the
/// planner wizard its fields ("SU size" 16). Every message that suggests a change names the
/// setting through PlanSettings, so a wizard user never reads a command-line flag.
enum class SettingNames { CommandLine, Form };

class PlanSettings final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PlanSettings)

 public:
  /// The setting's name: "--su-size" or "SU size" (quoted as the wizard labels it).
  static QString name(PlanSetting setting, SettingNames names);
  /// The setting with a value to give it: "--tiers 3" or "Tiers 3"; "--media fiber" or
  /// "Media: Fiber".
  static QString withValue(PlanSetting setting, const QString& value, SettingNames names);
};

}  // namespace rackwright

#endif
