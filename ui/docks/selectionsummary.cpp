#include "selectionsummary.h"

#include "ui/portmap/portmaprows.h"

#include <QStringList>

namespace rackwright::ui {

namespace {

template <typename T>
QVector<const T*> existing(const DesignData& design, const QVector<ObjectId>& ids) {
  QVector<const T*> found;
  for (const ObjectId& id : ids) {
    if (const T* object = design.find<T>(id))
      found << object;
  }
  return found;
}

}  // namespace

QString SelectionSummary::describe(const DesignData& design, const QVector<ObjectId>& deviceIds,
                                   const QVector<ObjectId>& cableIds,
                                   const QVector<ObjectId>& rackIds) {
  const auto devices = existing<Device>(design, deviceIds);
  const auto cables = existing<Cable>(design, cableIds);
  const auto racks = existing<Rack>(design, rackIds);
  const int total = int(devices.size() + cables.size() + racks.size());
  if (total == 0)
    return {};
  if (total == 1) {
    if (!devices.isEmpty())
      return tr("Selected: %1 (%2)").arg(devices.front()->name, devices.front()->typeId);
    if (!racks.isEmpty())
      return tr("Selected: rack %1").arg(racks.front()->name);
    return tr("Selected: cable %1").arg(PortMapRows::cableLabel(*cables.front()));
  }
  QStringList parts;
  if (!racks.isEmpty())
    parts << tr("%n rack(s)", nullptr, int(racks.size()));
  if (!devices.isEmpty())
    parts << tr("%n device(s)", nullptr, int(devices.size()));
  if (!cables.isEmpty())
    parts << tr("%n cable(s)", nullptr, int(cables.size()));
  return tr("Selected: %1").arg(parts.join(QStringLiteral(", ")));
}

}  // namespace rackwright::ui
