// RowScene's cable layer: routing the cables after edits (batched), the colour mode and the
// network filter of the cable view, and the points where cables meet ports. Split from
// rowscene.cpp, which keeps the racks, devices, selection and layout.
#include "cablenetworks.h"
#include "cablerouter.h"
#include "core/editing/cablecandidates.h"
#include "rowscene.h"

namespace rackwright::ui {

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
    for (const Cable& cable : mDesign->all<Cable>())
      reroute(cable.id);
  } else {
    for (const ObjectId& cableId : std::as_const(mDirtyCables))
      reroute(cableId);
  }
  mAllCablesDirty = false;
  mDirtyCables.clear();
  refreshCableNetworks();
  mCables->finishUpdate();
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
