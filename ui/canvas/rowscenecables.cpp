// RowScene's cable layer: routing the cables after edits (batched), the colour mode and the
// network filter of the cable view, and the points where cables meet ports. Split from
// rowscene.cpp, which keeps the racks, devices, selection and layout.
#include "cablenetworks.h"
#include "cablerouter.h"
#include "core/common/workpool.h"
#include "core/editing/cablecandidates.h"
#include "rackitem.h"
#include "rowscene.h"

#include <QtConcurrent/QtConcurrentMap>

namespace rackwright::ui {

namespace {

/// Cables a routing job takes at once.
constexpr qsizetype kCablesPerRoutingJob = 1024;

}  // namespace

void RowScene::scheduleCables() {
  if (mCablesPending)
    return;
  mCablesPending = true;
  QMetaObject::invokeMethod(this, &RowScene::updateCables, Qt::QueuedConnection);
}

void RowScene::updateCables() {
  mCablesPending = false;
  if (mLayoutPending)
    layout();  // routes follow rack positions
  if (!mDesign) {
    mCables->clearRoutes();
    refreshCableNetworks();
    mCables->finishUpdate();
    return;
  }
  NetworkResolver networks(*mDesign);
  const CableRouter router(
      *mDesign, [this](const ObjectId& id) { return mDevices.value(id); },
      [this](const ObjectId& id) { return mRacks.value(id); }, &networks);
  auto reroute = [&](const ObjectId& cableId) {
    const Cable* cable = mDesign->find<Cable>(cableId);
    auto route = cable ? router.route(*cable) : std::nullopt;
    if (route) {
      mCables->setRoute(cableId, *route);
    } else {
      mCables->removeRoute(cableId);
    }
  };
  if (mAllCablesDirty) {
    mCables->clearRoutes();
    mCables->reserveRoutes(mDesign->all<Cable>().size());
    for (RoutedCables& range : routeAllCables()) {
      for (auto& [cableId, route] : range.routes) {
        if (route)
          mCables->setRoute(cableId, *route);
      }
      range.routes = {};  // 393,216 routes would otherwise be held twice until the end
    }
  } else {
    for (const ObjectId& cableId : std::as_const(mDirtyCables))
      reroute(cableId);
  }
  mAllCablesDirty = false;
  mDirtyCables.clear();
  refreshCableNetworks();
  mCables->finishUpdate();
}

QVector<RowScene::RoutedCables> RowScene::routeAllCables() {
  const DesignData& design = *mDesign;
  QVector<const Cable*> cables;
  cables.reserve(design.all<Cable>().size());
  for (const Cable& cable : design.all<Cable>())
    cables << &cable;
  auto devices = [this](const ObjectId& id) { return mDevices.value(id); };
  auto racks = [this](const ObjectId& id) { return mRacks.value(id); };
  auto routeRange = [&](RoutedCables& range) {
    NetworkResolver networks(design);  // one per thread
    const CableRouter router(design, devices, racks, &networks);
    range.routes.reserve(range.to - range.from);
    for (qsizetype i = range.from; i < range.to; ++i)
      range.routes.emplace_back(cables.at(i)->id, router.route(*cables.at(i)));
  };
  QVector<RoutedCables> ranges;
  if (cables.size() < kParallelRoutingFrom) {
    ranges << RoutedCables{0, cables.size(), {}};
    routeRange(ranges.front());
    return ranges;
  }
  for (qsizetype from = 0; from < cables.size(); from += kCablesPerRoutingJob)
    ranges << RoutedCables{from, qMin(from + kCablesPerRoutingJob, cables.size()), {}};
  // 393,216 cables take 3.6 s on one thread at 131,072 GPUs. The jobs only read: the design
  // (unchanged while the GUI thread waits here), the item tables and the items' geometry. An
  // item's first mapToScene after a move writes its cached scene transform, so every item's is
  // settled here first; after that sceneTransform() only reads. Each job fills its own range.
  for (RackItem* rack : std::as_const(mRacks))
    rack->sceneTransform();
  for (DeviceItem* item : std::as_const(mDevices))
    item->sceneTransform();
  // A map is not taken over by the thread waiting for it: while a validation fills the pool,
  // the wait lends the pool a place, so the ranges start at once.
  QFuture<void> jobs = QtConcurrent::map(workPool(), ranges, routeRange);
  waitInWorkPool(jobs);
  return ranges;
}

void RowScene::refreshCableNetworks() {
  const QVector<NetworkDefinition> networks =
      drawnNetworks(mDesign, mCables->routesByNetwork(), mCables->hiddenNetworks());
  if (networks == mCables->networks())
    return;
  mCables->setNetworks(networks);
  Q_EMIT cableViewChanged();
}

void RowScene::setCableColourMode(CableLayerItem::ColourMode mode) {
  if (mode == mCables->colourMode())
    return;
  mCables->setColourMode(mode);
  Q_EMIT cableViewChanged();
}

void RowScene::setHiddenNetworks(const QSet<QString>& keys) {
  if (keys == mCables->hiddenNetworks())
    return;
  mCables->setHiddenNetworks(keys);
  QSet<ObjectId> selected = mCables->selectedCables();
  selected.removeIf([this](const ObjectId& id) { return !mCables->isShown(id); });
  if (selected.size() != mCables->selectedCables().size())
    selectObjects(selectedDevices(), selected, selectedRacks());
  refreshCableNetworks();  // a hidden network stays listed, so that it can be shown again
  Q_EMIT cableViewChanged();
}

std::optional<double> RowScene::routeLengthM(const ObjectId& cableId) const {
  const Cable* cable = mDesign ? mDesign->find<Cable>(cableId) : nullptr;
  if (!cable)
    return std::nullopt;
  const CableRouter router(
      *mDesign, [this](const ObjectId& id) { return mDevices.value(id); },
      [this](const ObjectId& id) { return mRacks.value(id); });
  std::optional<std::pair<QPointF, ObjectId>> head;
  std::optional<double> longest;
  for (const CableEnd& end : cable->ends) {
    const auto point = router.endPoint(end.attachment);
    if (!point)
      continue;
    if (!head) {
      head = point;
      continue;
    }
    const double run =
        CableCandidates::routeLengthM(head->first, point->first, head->second == point->second);
    longest = qMax(longest.value_or(0.0), run);
  }
  return longest;
}

std::optional<std::pair<QPointF, ObjectId>> RowScene::attachmentPoint(
    const Attachment& attachment) const {
  if (!mDesign)
    return std::nullopt;
  const CableRouter router(
      *mDesign, [this](const ObjectId& id) { return mDevices.value(id); },
      [this](const ObjectId& id) { return mRacks.value(id); });
  return router.endPoint(attachment);
}

}  // namespace rackwright::ui
