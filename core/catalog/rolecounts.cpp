#include "rolecounts.h"

#include <algorithm>

namespace rackwright {

QString RoleCounts::title(DeviceRole role) {
  switch (role) {
    case DeviceRole::Switch:
      return tr("Switch");
    case DeviceRole::ManagementSwitch:
      return tr("Management switch");
    case DeviceRole::Server:
      return tr("Server");
    case DeviceRole::Adapter:
      return tr("Adapter");
    case DeviceRole::Firewall:
      return tr("Firewall");
    case DeviceRole::Pdu:
      return tr("PDU");
    case DeviceRole::PatchPanel:
      return tr("Patch panel");
    case DeviceRole::Cassette:
      return tr("Cassette");
    case DeviceRole::Storage:
      return tr("Storage");
    case DeviceRole::ConsoleServer:
      return tr("Console server");
    case DeviceRole::Other:
      break;
  }
  return tr("Other");
}

QString RoleCounts::title(const Entry& entry) {
  return entry.role ? title(*entry.role) : tr("Unknown");
}

void RoleCounts::add(std::optional<DeviceRole> role, int n) {
  if (role)
    mCounts[index(*role)] += n;
  else
    mUnknown += n;
}

int RoleCounts::total() const {
  int sum = mUnknown;
  for (int n : mCounts)
    sum += n;
  return sum;
}

QVector<RoleCounts::Entry> RoleCounts::entries() const {
  QVector<Entry> out;
  for (int i = 0; i < kRoles; ++i) {
    if (mCounts[i] > 0)
      out.append({DeviceRole(i), mCounts[i]});
  }
  std::sort(out.begin(), out.end(),
            [](const Entry& a, const Entry& b) { return toString(*a.role) < toString(*b.role); });
  if (mUnknown > 0)
    out.append({std::nullopt, mUnknown});
  return out;
}

QString RoleCounts::spelling(const Entry& entry) {
  return entry.role ? toString(*entry.role) : QStringLiteral("unknown");
}

}  // namespace rackwright
