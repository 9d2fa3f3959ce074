#include "rowscene.h"

#include "canvasstyle.h"
#include "core/analysis/floorplan.h"
#include "core/geometry/zeroumount.h"
#include "deviceitem.h"
#include "findingindex.h"
#include "overviewitem.h"
#include "rackitem.h"
#include "rowheadingitem.h"

#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>

namespace rackwright::ui {

namespace {

/// Rows in reading order: by site and room name, then the row's order in its room.
bool rackBefore(const Rack& a, const Rack& b) {
  return FloorPlanLayout::rackBefore(a, b);
}

bool rowBefore(const Design& design, const Row& a, const Row& b) {
  return FloorPlanLayout::rowBefore(design, a, b);
}

}  // namespace

RowScene::RowScene(QObject* parent)
    : QGraphicsScene(parent),
      mCables(new CableLayerItem),
      mOverview(new OverviewItem(mRacks, mDevices)) {
  setBackgroundBrush(canvasstyle::sceneBackground());
  // Items are added and removed far more often than the scene is searched spatially in bulk.
  setItemIndexMethod(QGraphicsScene::BspTreeIndex);
  addItem(mCables);
  addItem(mOverview);
  connect(this, &QGraphicsScene::selectionChanged, this, &RowScene::objectSelectionChanged);
  connect(this, &QGraphicsScene::selectionChanged, this, &RowScene::touchOverview);
}

RowScene::~RowScene() = default;

void RowScene::setDesign(const Design* design) {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = design;
  mMarks.clear();
  mFindings.clear();
  mCableWorst.clear();
  mCables->setSeverities({});
  mCables->setSelectedCables({});
  mCables->setHiddenNetworks({});
  if (mDesign) {
    connect(mDesign, &Design::networksChanged, this, &RowScene::refreshCableNetworks);
    connect(mDesign, &Design::objectAdded, this, &RowScene::onObjectAdded);
    connect(mDesign, &Design::objectChanged, this, &RowScene::onObjectChanged);
    connect(mDesign, &Design::objectRemoved, this, &RowScene::onObjectRemoved);
    connect(mDesign, &Design::designReset, this, &RowScene::rebuild);
  }
  rebuild();
  // The filter was cleared above without a word: the legend and the floor plan follow it.
  Q_EMIT cableViewChanged();
}

void RowScene::clearItems() {
  // Device items are children of rack items; forget them before the racks delete them.
  mDevices.clear();
  mSelectedRacks.clear();
  qDeleteAll(mRacks);
  mRacks.clear();
  qDeleteAll(mHeadings);
  mHeadings.clear();
  mModuleDevice.clear();
  mCableDevices.clear();
  mCables->clearRoutes();
  mDirtyCables.clear();
}

void RowScene::rebuild() {
  clearItems();
  if (mDesign) {
    for (const Rack& rack : mDesign->all<Rack>())
      syncRack(rack.id);
    // Each new device item is given its modules and plugged cages as it is made.
    for (const Device& device : mDesign->all<Device>())
      syncDevice(device.id);
    mModuleDevice.reserve(mDesign->all<Module>().size());
    for (const Module& module : mDesign->all<Module>())
      mModuleDevice.insert(module.id, module.deviceId);
    for (const Cable& cable : mDesign->all<Cable>())
      syncCable(cable.id);
  }
  layout();
  updateCables();
}

void RowScene::setOverview(bool active) {
  if (active == mOverview->isActive())
    return;
  mOverview->setActive(active);
  updateMinimumRenderSize();
}

bool RowScene::overviewActive() const {
  return mOverview->isActive();
}

void RowScene::updateMinimumRenderSize() {
  // Every rack is smaller than this on screen below OverviewItem::kMaxLod, so the scene skips
  // them with their devices (racks contain their children in their shape). Row headings are
  // skipped as well; they are a pixel or two high that far out.
  const double size = mOverview->isActive() ? mMaxRackSide * OverviewItem::kMaxLod + 2 : 0;
  if (!qFuzzyCompare(size + 1, minimumRenderSize() + 1))
    setMinimumRenderSize(size);
}

void RowScene::touchOverview() {
  mOverview->invalidate();
}

void RowScene::flushPending() {
  if (mLayoutPending)
    layout();
  if (mCablesPending || mAllCablesDirty || !mDirtyCables.isEmpty())
    updateCables();
}

void RowScene::onObjectAdded(ObjectKind kind, const QUuid& id) {
  switch (kind) {
    case ObjectKind::Rack:
      syncRack(id);
      // Devices may name this rack already (a rack restored by undo comes back before them,
      // but a direct insert need not).
      for (const ObjectId& deviceId : mDesign->devicesInRack(id))
        syncDevice(deviceId);
      scheduleLayout();
      break;
    case ObjectKind::Device:
      syncDevice(id);
      markCablesOfDevice(id);
      break;
    case ObjectKind::Site:
    case ObjectKind::Room:
    case ObjectKind::Row:
      scheduleLayout();
      break;
    case ObjectKind::Module:
      syncModule(id);
      break;
    case ObjectKind::Cable:
      syncCable(id);
      break;
    case ObjectKind::Waiver:
      break;
  }
}

void RowScene::onObjectChanged(ObjectKind kind, const QUuid& id) {
  switch (kind) {
    case ObjectKind::Rack:
      syncRack(id);
      scheduleLayout();
      break;
    case ObjectKind::Device:
      syncDevice(id);
      markCablesOfDevice(id);
      break;
    case ObjectKind::Site:
    case ObjectKind::Room:
    case ObjectKind::Row:
      scheduleLayout();
      break;
    case ObjectKind::Module:
      syncModule(id);
      break;
    case ObjectKind::Cable:
      syncCable(id);
      break;
    case ObjectKind::Waiver:
      break;
  }
}

void RowScene::onObjectRemoved(ObjectKind kind, const QUuid& id) {
  switch (kind) {
    case ObjectKind::Rack:
      removeRack(id);
      scheduleLayout();
      break;
    case ObjectKind::Device:
      removeDevice(id);
      break;
    case ObjectKind::Site:
    case ObjectKind::Room:
    case ObjectKind::Row:
      scheduleLayout();
      break;
    case ObjectKind::Module:
      syncModule(id);
      break;
    case ObjectKind::Cable:
      syncCable(id);
      break;
    case ObjectKind::Waiver:
      break;
  }
}

void RowScene::syncRack(const ObjectId& rackId) {
  const Rack* rack = mDesign ? mDesign->find<Rack>(rackId) : nullptr;
  if (!rack) {
    removeRack(rackId);
    return;
  }
  RackItem* item = mRacks.value(rackId);
  const RackSystemPtr system =
      rack->isSystem() ? mDesign->library().findSystem(rack->systemId) : RackSystemPtr();
  if (!item) {
    item = new RackItem(*rack);
    item->setSystem(system);
    item->setRackSelected(mSelectedRacks.contains(rackId));
    addItem(item);
    mRacks.insert(rackId, item);
    touchOverview();
    return;
  }
  const bool heightChanged =
      item->rack().heightU != rack->heightU || item->rack().widthMm != rack->widthMm;
  item->setRack(*rack);
  item->setSystem(system);
  touchOverview();
  if (heightChanged) {
    for (const ObjectId& deviceId : mDesign->devicesInRack(rackId))
      syncDevice(deviceId);
  }
}

void RowScene::removeRack(const ObjectId& rackId) {
  RackItem* item = mRacks.take(rackId);
  if (!item)
    return;
  touchOverview();
  if (mSelectedRacks.remove(rackId))
    QMetaObject::invokeMethod(this, &RowScene::objectSelectionChanged, Qt::QueuedConnection);
  // Device items of this rack go with it; drop them from the map first.
  for (auto it = mDevices.begin(); it != mDevices.end();) {
    if (it.value()->parentItem() == item) {
      it = mDevices.erase(it);
    } else {
      ++it;
    }
  }
  delete item;
}

void RowScene::syncDevice(const ObjectId& deviceId) {
  const Device* device = mDesign ? mDesign->find<Device>(deviceId) : nullptr;
  // A zero-U device's neighbours in the side channels move over when it comes, goes or moves.
  DeviceItem* existing = mDevices.value(deviceId);
  const ObjectId zeroUBefore =
      existing && existing->device().positionU <= 0 ? existing->device().rackId : ObjectId();
  const bool zeroU = device && ZeroUMount::isMounted(*mDesign, *device);
  RackItem* rack = device && (device->isRacked() || zeroU) ? mRacks.value(device->rackId) : nullptr;
  if (!rack) {
    // Unracked devices and adapters inside servers are not drawn in the elevation.
    removeDevice(deviceId);
    return;
  }
  PartPtr part = mDesign->part(device->typeId);
  DeviceItem* item = existing;
  if (!item) {
    item = new DeviceItem(*device, std::move(part), rack);
    mDevices.insert(deviceId, item);
    refreshModules(deviceId);
    refreshPlugs(deviceId);
    applyMarks(item);
  } else {
    item->setDevice(*device, std::move(part));
    if (item->parentItem() != rack)
      item->setParentItem(rack);
  }
  if (zeroU || !zeroUBefore.isNull()) {
    if (!zeroUBefore.isNull() && zeroUBefore != device->rackId)
      placeZeroU(zeroUBefore);
    if (zeroU)
      placeZeroU(device->rackId);
  }
  if (!zeroU)
    placeDevice(item, rack);
  touchOverview();
}

void RowScene::placeZeroU(const ObjectId& rackId) {
  RackItem* rack = mRacks.value(rackId);
  if (!rack)
    return;
  const QHash<ObjectId, ZeroUMount::Slot> channels = ZeroUMount::channelSlots(*mDesign, rackId);
  for (auto it = channels.cbegin(); it != channels.cend(); ++it) {
    DeviceItem* item = mDevices.value(it.key());
    if (!item)
      continue;
    const PartPtr& part = item->part();
    const double lengthMm = part && part->device() ? part->device()->heightMm : 0;
    const QRectF before = item->sceneBoundingRect();
    item->setGeometry(rack->zeroURect(*it, lengthMm), std::nullopt);
    item->setZeroUSlotText(ZeroUMount::slotText(*it));
    // A neighbour that moved over takes its cables along.
    if (item->sceneBoundingRect() != before)
      markCablesOfDevice(it.key());
  }
  scheduleCables();
}

void RowScene::removeDevice(const ObjectId& deviceId) {
  if (DeviceItem* item = mDevices.take(deviceId)) {
    // A zero-U device leaves its channel: the others of its rack move back over.
    const ObjectId zeroURack = item->device().positionU <= 0 ? item->device().rackId : ObjectId();
    delete item;
    if (!zeroURack.isNull())
      placeZeroU(zeroURack);
    touchOverview();
  }
}

void RowScene::placeDevice(DeviceItem* item, RackItem* rack) {
  const Device& device = item->device();
  const double height = item->unitHeight();
  const QRectF rect = rack->unitSpanRect(device.face, device.positionU, height);
  std::optional<QRectF> ghost;
  const PartPtr& part = item->part();
  bool otherFacePorts = false;
  if (part && part->device()) {
    const PanelFace away = PanelFace::Rear;
    for (const CageDefinition& cage : part->device()->cages)
      otherFacePorts = otherFacePorts || cage.face == away;
    for (const PanelPortDefinition& port : part->device()->panelPorts)
      otherFacePorts = otherFacePorts || port.face == away;
  }
  // Full-depth devices block the other face; half-depth ones with ports on their back (patch
  // panels) show those ports there too.
  if (part && part->device() && (part->device()->fullDepth || otherFacePorts)) {
    const RackFace other = device.face == RackFace::Front ? RackFace::Rear : RackFace::Front;
    ghost = rack->unitSpanRect(other, device.positionU, height);
  }
  item->setGeometry(rect, ghost);
}

void RowScene::syncModule(const ObjectId& moduleId) {
  const Module* module = mDesign ? mDesign->find<Module>(moduleId) : nullptr;
  const ObjectId before = mModuleDevice.value(moduleId);
  const ObjectId now = module ? module->deviceId : ObjectId();
  if (module) {
    mModuleDevice.insert(moduleId, now);
  } else {
    mModuleDevice.remove(moduleId);
  }
  for (const ObjectId& deviceId : {before, now}) {
    if (deviceId.isNull())
      continue;
    refreshModules(deviceId);
    markCablesOfDevice(deviceId);
  }
  scheduleCables();
}

void RowScene::syncCable(const ObjectId& cableId) {
  const Cable* cable = mDesign ? mDesign->find<Cable>(cableId) : nullptr;
  QVector<ObjectId> devices;
  if (cable) {
    for (const CableEnd& end : cable->ends) {
      if (end.attachment.kind == Attachment::Kind::Cage &&
          !devices.contains(end.attachment.objectId))
        devices.push_back(end.attachment.objectId);
    }
  }
  const QVector<ObjectId> before =
      cable ? mCableDevices.value(cableId) : mCableDevices.take(cableId);
  if (cable)
    mCableDevices.insert(cableId, devices);
  for (const ObjectId& deviceId : before + devices)
    refreshPlugs(deviceId);
  mDirtyCables.insert(cableId);
  scheduleCables();
}

void RowScene::refreshModules(const ObjectId& deviceId) {
  DeviceItem* item = mDevices.value(deviceId);
  if (!item || !mDesign)
    return;
  QHash<QString, PlugView> modules;
  for (const ObjectId& moduleId : mDesign->modulesInDevice(deviceId)) {
    const Module* module = mDesign->find<Module>(moduleId);
    modules.insert(module->cage, PlugView{module->id, mDesign->part(module->typeId)});
  }
  item->setModules(modules);
}

void RowScene::refreshPlugs(const ObjectId& deviceId) {
  DeviceItem* item = mDevices.value(deviceId);
  if (!item || !mDesign)
    return;
  QSet<QString> cages;
  for (const ObjectId& cableId : mDesign->cablesAttachedTo(deviceId)) {
    for (const CableEnd& end : mDesign->find<Cable>(cableId)->ends) {
      if (end.attachment.kind == Attachment::Kind::Cage && end.attachment.objectId == deviceId)
        cages.insert(end.attachment.port);
    }
  }
  item->setPluggedCages(cages);
}

void RowScene::markCablesOfDevice(const ObjectId& deviceId) {
  if (!mDesign)
    return;
  QVector<ObjectId> objects{deviceId};
  for (const ObjectId& moduleId : mDesign->modulesInDevice(deviceId))
    objects << moduleId;
  for (const ObjectId& childId : mDesign->childDevices(deviceId)) {
    objects << childId;
    for (const ObjectId& moduleId : mDesign->modulesInDevice(childId))
      objects << moduleId;
  }
  for (const ObjectId& object : objects) {
    for (const ObjectId& cableId : mDesign->cablesAttachedTo(object))
      mDirtyCables.insert(cableId);
  }
  if (!mDirtyCables.isEmpty())
    scheduleCables();
}

void RowScene::applyMarks(DeviceItem* item) {
  item->setMarks(mMarks.value(item->device().id));
}

void RowScene::setFindings(const QVector<Finding>& findings) {
  if (!mDesign)
    return;
  const FindingIndex index = FindingIndex::build(*mDesign, findings);
  const QHash<ObjectId, DeviceMarks> before = std::exchange(mMarks, index.devices);
  for (auto it = before.constBegin(); it != before.constEnd(); ++it) {
    if (!mMarks.contains(it.key())) {
      if (DeviceItem* item = mDevices.value(it.key()))
        item->setMarks({});
    }
  }
  for (auto it = mMarks.constBegin(); it != mMarks.constEnd(); ++it) {
    if (DeviceItem* item = mDevices.value(it.key()))
      item->setMarks(it.value());
  }
  mCables->setSeverities(index.cables);
  mFindings = findings;
  mCableWorst = index.cableWorst;
  touchOverview();
}

QString RowScene::worstFindingOf(const ObjectId& cableId) const {
  const auto it = mCableWorst.constFind(cableId);
  if (it == mCableWorst.constEnd() || *it >= mFindings.size())
    return {};
  const Finding& finding = mFindings.at(*it);
  return QStringLiteral("%1: %2").arg(finding.rule, finding.message());
}

RackItem* RowScene::rackAt(const QPointF& scenePos) const {
  for (QGraphicsItem* item : items(scenePos)) {
    QGraphicsItem* top = item->topLevelItem();
    if (top->type() == RackItem::Type)
      return static_cast<RackItem*>(top);
  }
  return nullptr;
}

DeviceItem* RowScene::deviceAt(const QPointF& scenePos) const {
  for (QGraphicsItem* item : items(scenePos)) {
    for (QGraphicsItem* at = item; at; at = at->parentItem()) {
      if (at->type() == DeviceItem::Type)
        return static_cast<DeviceItem*>(at);
    }
  }
  return nullptr;
}

std::optional<PortHit> RowScene::portAt(const QPointF& scenePos, double lod) const {
  if (lod < DeviceItem::kMinLodForPorts)
    return std::nullopt;
  DeviceItem* device = deviceAt(scenePos);
  return device ? device->portAt(scenePos) : std::nullopt;
}

QVector<ObjectId> RowScene::selectedDevices() const {
  QVector<ObjectId> ids;
  for (QGraphicsItem* item : selectedItems()) {
    if (item->type() == DeviceItem::Type)
      ids << static_cast<DeviceItem*>(item)->device().id;
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

QSet<ObjectId> RowScene::selectedCables() const {
  return mCables->selectedCables();
}

QVector<ObjectId> RowScene::selectedRacks() const {
  QVector<ObjectId> ids(mSelectedRacks.begin(), mSelectedRacks.end());
  std::sort(ids.begin(), ids.end());
  return ids;
}

void RowScene::selectObjects(const QVector<ObjectId>& devices, const QSet<ObjectId>& cables,
                             const QVector<ObjectId>& racks) {
  QSignalBlocker blocker(this);
  clearSelection();
  for (const ObjectId& id : devices) {
    if (DeviceItem* item = mDevices.value(id))
      item->setSelected(true);
  }
  mCables->setSelectedCables(cables);
  blocker.unblock();
  // The scene's selectionChanged was held back above; the overview shows the selection too.
  touchOverview();
  selectRacks(racks);
  Q_EMIT objectSelectionChanged();
}

void RowScene::selectRacks(const QVector<ObjectId>& racks) {
  QSet<ObjectId> wanted;
  for (const ObjectId& id : racks) {
    if (mRacks.contains(id))
      wanted.insert(id);
  }
  if (wanted == mSelectedRacks)
    return;
  for (const ObjectId& id : std::as_const(mSelectedRacks)) {
    if (RackItem* item = mRacks.value(id))
      item->setRackSelected(false);
  }
  mSelectedRacks = wanted;
  for (const ObjectId& id : std::as_const(mSelectedRacks))
    mRacks.value(id)->setRackSelected(true);
  touchOverview();
  Q_EMIT objectSelectionChanged();
}

QRectF RowScene::selectionRect() const {
  QRectF rect;
  for (QGraphicsItem* item : selectedItems())
    rect |= item->sceneBoundingRect();
  for (const ObjectId& cableId : mCables->selectedCables()) {
    if (const auto* route = mCables->route(cableId))
      rect |= route->bounds;
  }
  for (const ObjectId& rackId : mSelectedRacks) {
    if (const RackItem* item = mRacks.value(rackId))
      rect |= item->sceneBoundingRect();
  }
  return rect;
}

void RowScene::scheduleLayout() {
  // Many changes arrive at once (an undo of a composite edit); lay out once afterwards.
  if (mLayoutPending)
    return;
  mLayoutPending = true;
  QMetaObject::invokeMethod(this, &RowScene::layout, Qt::QueuedConnection);
}

QString RowScene::rowHeading(const Row& row) const {
  QStringList parts{row.name.isEmpty() ? tr("Unnamed row") : row.name};
  if (const Room* room = mDesign->find<Room>(row.roomId)) {
    if (!room->name.isEmpty())
      parts << room->name;
    if (const Site* site = mDesign->find<Site>(room->siteId)) {
      if (!site->name.isEmpty())
        parts << site->name;
    }
  }
  return parts.join(QStringLiteral("  ·  "));
}

int RowScene::rowsPerColumn(const QVector<QSizeF>& rows) {
  const int count = int(rows.size());
  double width = 0;
  double height = 0;
  for (const QSizeF& row : rows) {
    width = qMax(width, row.width());
    height += row.height() + kRowGapMm;
  }
  // Only a design far taller than wide wraps; a few rows stay one above the other.
  if (count < 4 || width <= 0 || width / height >= kWrapBelowAspect)
    return qMax(1, count);
  int best = count;
  double bestScore = std::abs(std::log(width / height / kTargetAspect));
  for (int columns = 2; columns <= count; ++columns) {
    const int perColumn = (count + columns - 1) / columns;
    if ((columns - 1) * perColumn >= count)
      continue;
    double columnsWidth = 0;
    double tallest = 0;
    for (int start = 0; start < count; start += perColumn) {
      double columnWidth = 0;
      double columnHeight = 0;
      for (int r = start; r < qMin(count, start + perColumn); ++r) {
        columnWidth = qMax(columnWidth, rows.at(r).width());
        columnHeight += rows.at(r).height() + kRowGapMm;
      }
      columnsWidth += columnWidth + (start > 0 ? kColumnGapMm : 0);
      tallest = qMax(tallest, columnHeight);
    }
    const double score = std::abs(std::log(columnsWidth / tallest / kTargetAspect));
    if (score < bestScore) {
      bestScore = score;
      best = perColumn;
    }
  }
  return best;
}

void RowScene::layout() {
  mLayoutPending = false;
  qDeleteAll(mHeadings);
  mHeadings.clear();
  delete mEmptyHint;
  mEmptyHint = nullptr;

  // Group the racks by row; racks whose row is missing form a last group.
  QVector<Row> rows;
  if (mDesign) {
    for (const Row& row : mDesign->all<Row>())
      rows.push_back(row);
    std::sort(rows.begin(), rows.end(),
              [this](const Row& a, const Row& b) { return rowBefore(*mDesign, a, b); });
  }
  QHash<ObjectId, QVector<RackItem*>> racksByRow;
  QVector<RackItem*> rowless;
  for (RackItem* item : std::as_const(mRacks)) {
    const ObjectId rowId = item->rack().rowId;
    if (!rowId.isNull() && mDesign && mDesign->contains<Row>(rowId)) {
      racksByRow[rowId].push_back(item);
    } else {
      rowless.push_back(item);
    }
  }

  // Each row's racks in order, with the size the row takes.
  struct PlacedRow {
    QString heading;
    QVector<RackItem*> racks;
    QSizeF size;
  };
  QVector<PlacedRow> placed;
  auto addRow = [&](const QString& heading, QVector<RackItem*> racks) {
    std::sort(racks.begin(), racks.end(),
              [](RackItem* a, RackItem* b) { return rackBefore(a->rack(), b->rack()); });
    double width = 0;
    double height = 0;
    for (RackItem* rack : std::as_const(racks)) {
      const QRectF bounds = rack->boundingRect();
      width += bounds.width() + kRackGapMm;
      height = qMax(height, bounds.height());
    }
    placed.push_back({heading, std::move(racks), QSizeF(width, kRowHeadingMm + height)});
  };
  for (const Row& row : rows) {
    // Rows without racks keep their heading, so a freshly added row is visible.
    addRow(rowHeading(row), racksByRow.value(row.id));
  }
  if (!rowless.isEmpty())
    addRow(tr("Racks without a row"), rowless);

  QVector<QSizeF> sizes;
  for (const PlacedRow& row : std::as_const(placed))
    sizes << row.size;
  const int perColumn = rowsPerColumn(sizes);
  mRowsPerColumn = perColumn;
  QRectF content;
  double x0 = 0;
  double y = 0;
  double columnWidth = 0;
  for (int r = 0; r < placed.size(); ++r) {
    if (r > 0 && r % perColumn == 0) {
      // The next column of rows, to the right of the widest row of this one.
      x0 += columnWidth + kColumnGapMm;
      columnWidth = 0;
      y = 0;
    }
    const PlacedRow& row = placed.at(r);
    auto* label = new RowHeadingItem(row.heading);
    label->setPos(x0, y);
    addItem(label);
    mHeadings.push_back(label);
    content |= label->mapRectToScene(label->textRect());
    y += kRowHeadingMm;
    double x = x0;
    double rowHeight = 0;
    for (RackItem* rack : row.racks) {
      const QRectF bounds = rack->boundingRect();
      rack->setPos(x - bounds.left(), y - bounds.top());
      x += bounds.width() + kRackGapMm;
      rowHeight = qMax(rowHeight, bounds.height());
      content |= rack->sceneBoundingRect();
    }
    columnWidth = qMax(columnWidth, qMax(row.size.width(), label->textRect().width()));
    y += rowHeight + kRowGapMm;
  }
  if (mRacks.isEmpty()) {
    mEmptyHint = new QGraphicsSimpleTextItem(mDesign ? tr("This design has no racks yet.")
                                                     : tr("No design is open."));
    mEmptyHint->setFont(canvasstyle::font(60));
    mEmptyHint->setBrush(canvasstyle::subtleTextColour());
    mEmptyHint->setPos(0, y);
    addItem(mEmptyHint);
    content |= mEmptyHint->sceneBoundingRect();
  }
  mContentRect = content;
  setSceneRect(content.adjusted(-200, -200, 200, 200));
  mOverview->setBounds(content);
  mMaxRackSide = 0;
  for (const RackItem* rack : std::as_const(mRacks)) {
    const QRectF bounds = rack->boundingRect();
    mMaxRackSide = qMax(mMaxRackSide, qMin(bounds.width(), bounds.height()));
  }
  updateMinimumRenderSize();
  touchOverview();
  // Every route depends on where the racks ended up.
  mAllCablesDirty = true;
  scheduleCables();
  Q_EMIT contentChanged();
}

}  // namespace rackwright::ui
