#ifndef RACKWRIGHT_CORE_CATALOG_ROLECOUNTS_H
#define RACKWRIGHT_CORE_CATALOG_ROLECOUNTS_H

#include "enums.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <array>
#include <optional>

namespace rackwright {

/// Devices counted per role. Devices whose role is unknown (their type is not in the catalog,
/// or is not a device) are counted apart, so that the counts still add up to the devices.
class RoleCounts final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RoleCounts)

 public:
  struct Entry {
    std::optional<DeviceRole> role;  ///< nullopt: the role is unknown
    int count = 0;
  };

  void add(std::optional<DeviceRole> role, int n = 1);
  int count(DeviceRole role) const { return mCounts[index(role)]; }
  int unknown() const { return mUnknown; }
  int total() const;

  /// The roles with at least one device, in the order of their file-format spelling (the order
  /// `rackwright info` has always printed them in), the unknown ones last.
  QVector<Entry> entries() const;
  /// The file-format spelling of an entry's role ("patch-panel"), "unknown" for the unknown
  /// ones: the key `rackwright info` prints and writes to JSON.
  static QString spelling(const Entry& entry);

  /// The user-facing name of a role ("Patch panel"): the one every view that shows roles takes
  /// (the workbench's design summary, the rack-elevation legend).
  static QString title(DeviceRole role);
  /// The same for an entry ("Unknown" for the unknown ones).
  static QString title(const Entry& entry);

  friend bool operator==(const RoleCounts&, const RoleCounts&) = default;

 private:
  static constexpr int kRoles = int(DeviceRole::Other) + 1;
  static int index(DeviceRole role) { return int(role); }

  std::array<int, kRoles> mCounts{};
  int mUnknown = 0;
};

}  // namespace rackwright

#endif
