#include "designdiff.h"

#include <QStringList>

namespace rackwright {

namespace {

template <typename T>
DesignDiff::Counts countDifferences(const DesignData& before, const DesignData& after) {
  DesignDiff::Counts counts;
  const ObjectTable<T>& old = before.all<T>();
  const ObjectTable<T>& now = after.all<T>();
  for (auto it = now.constBegin(); it != now.constEnd(); ++it) {
    const auto found = old.constFind(it.key());
    if (found == old.constEnd()) {
      ++counts.added;
    } else if (!(found.value() == it.value())) {
      ++counts.changed;
    }
  }
  for (auto it = old.constBegin(); it != old.constEnd(); ++it) {
    if (!now.contains(it.key()))
      ++counts.removed;
  }
  return counts;
}

}  // namespace

DesignDiff DesignDiff::compute(const DesignData& before, const DesignData& after) {
  DesignDiff diff;
  diff.sites = countDifferences<Site>(before, after);
  diff.rooms = countDifferences<Room>(before, after);
  diff.rows = countDifferences<Row>(before, after);
  diff.racks = countDifferences<Rack>(before, after);
  diff.devices = countDifferences<Device>(before, after);
  diff.modules = countDifferences<Module>(before, after);
  diff.cables = countDifferences<Cable>(before, after);
  diff.waivers = countDifferences<Waiver>(before, after);
  // The design's own networks are design details too.
  diff.infoChanged =
      !(before.info() == after.info()) || !(before.customNetworks() == after.customNetworks());
  return diff;
}

bool DesignDiff::isEmpty() const {
  return !infoChanged && sites.isEmpty() && rooms.isEmpty() && rows.isEmpty() && racks.isEmpty() &&
         devices.isEmpty() && modules.isEmpty() && cables.isEmpty() && waivers.isEmpty();
}

QString DesignDiff::toText() const {
  if (isEmpty())
    return tr("no differences");
  QStringList parts;
  if (infoChanged)
    parts << tr("design details changed");
  const auto describe = [&parts](const QString& kind, const Counts& counts) {
    if (counts.isEmpty())
      return;
    QStringList what;
    if (counts.added > 0)
      what << tr("%1 added").arg(counts.added);
    if (counts.removed > 0)
      what << tr("%1 removed").arg(counts.removed);
    if (counts.changed > 0)
      what << tr("%1 changed").arg(counts.changed);
    parts << tr("%1: %2").arg(kind, what.join(QStringLiteral(", ")));
  };
  describe(tr("sites"), sites);
  describe(tr("rooms"), rooms);
  describe(tr("rows"), rows);
  describe(tr("racks"), racks);
  describe(tr("devices"), devices);
  describe(tr("modules"), modules);
  describe(tr("cables"), cables);
  describe(tr("waivers"), waivers);
  return parts.join(QStringLiteral("; "));
}

}  // namespace rackwright
