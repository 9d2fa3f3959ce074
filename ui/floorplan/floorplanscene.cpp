#include "floorplanscene.h"

#include "core/common/workpool.h"
#include "floorplanitems.h"
#include "ui/canvas/canvasstyle.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QLocale>
#include <QtConcurrent>

namespace rackwright::ui {

namespace {

// A burst of edits (a paste, an undo of many) lands as one update.
constexpr int kLayoutDelayMs = 30;
constexpr int kBundleDelayMs = 120;
// Half the width within which the cursor is on a bundle, in pixels.
constexpr double kBundlePickPixels = 5;

QString kilowatts(double watts) {
  return QLocale().toString(watts / 1000.0, 'f', 1);
}

}  // namespace

FloorPlanScene::FloorPlanScene(QObject* parent)
    : QGraphicsScene(parent),
      mHallsItem(new FloorHallsItem),
      mBundlesItem(new FloorBundlesItem),
      mLabelsItem(new FloorLabelsItem) {
  setBackgroundBrush(canvasstyle::sceneBackground());
  // Racks are placed once per layout and do not move in between: the index answers the
  // hit tests of clicks and tooltips.
  setItemIndexMethod(QGraphicsScene::BspTreeIndex);
  mHallsItem->setZValue(-1);
  // They paint only what is exposed (the racks' names and bundles in view, not the hall's).
  for (QGraphicsItem* item :
       std::initializer_list<QGraphicsItem*>{mHallsItem, mBundlesItem, mLabelsItem})
    item->setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
  // Racks at 0, the bundles over them, the names over everything.
  mBundlesItem->setZValue(1);
  mLabelsItem->setZValue(2);
  addItem(mHallsItem);
  addItem(mBundlesItem);
  addItem(mLabelsItem);
  mLayoutTimer.setSingleShot(true);
  mLayoutTimer.setInterval(kLayoutDelayMs);
  mBundleTimer.setSingleShot(true);
  mBundleTimer.setInterval(kBundleDelayMs);
  connect(&mLayoutTimer, &QTimer::timeout, this, &FloorPlanScene::layout);
  connect(&mBundleTimer, &QTimer::timeout, this, &FloorPlanScene::gatherBundlesInBackground);
  connect(&mBundleWatcher, &QFutureWatcher<CableBundles>::finished, this, [this] {
    if (mBundleWatcher.isCanceled())
      return;
    CableBundles result = mBundleWatcher.result();
    // Edited meanwhile: the snapshot is out of date, the timer runs again for the newer one.
    if (mBundleGeneration != mDesignGeneration || mBundleTimer.isActive())
      return;
    applyBundles(std::move(result));
  });
}

FloorPlanScene::~FloorPlanScene() {
  mBundleWatcher.waitForFinished();
}

void FloorPlanScene::setDesign(const Design* design) {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = design;
  ++mDesignGeneration;
  mFindings.clear();
  mSelected.clear();
  if (mDesign) {
    connect(mDesign, &Design::objectAdded, this,
            [this](ObjectKind kind, const QUuid&) { onObjectEvent(kind); });
    connect(mDesign, &Design::objectRemoved, this,
            [this](ObjectKind kind, const QUuid&) { onObjectEvent(kind); });
    connect(mDesign, &Design::objectChanged, this, [this](ObjectKind kind, const QUuid& id) {
      // A device moved within its rack (the common edit) changes what the rack holds, not
      // which racks its cables join: no need to gather 100,000 cables again.
      if (kind == ObjectKind::Device && !mBundleTimer.isActive() &&
          mDeviceRacks.value(id) == rackOfObject(*mDesign, id)) {
        mLayoutTimer.start();
        return;
      }
      onObjectEvent(kind);
    });
    connect(mDesign, &Design::designReset, this, [this] {
      ++mDesignGeneration;
      mLayoutTimer.start();
      mBundleTimer.start();
    });
    // A network declared, renamed or recoloured: the bundles count by the new list, in the new
    // colours.
    connect(mDesign, &Design::networksChanged, this, [this] {
      ++mDesignGeneration;
      mBundleTimer.start();
    });
  }
  // Another design shows every network, as the elevations do (the window passes their view).
  mHiddenNetworks.clear();
  layout();
  gatherBundles();
}

void FloorPlanScene::onObjectEvent(ObjectKind kind) {
  if (kind == ObjectKind::Waiver)
    return;
  ++mDesignGeneration;  // every other kind starts the bundle timer below
  switch (kind) {
    case ObjectKind::Site:
    case ObjectKind::Room:
    case ObjectKind::Row:
    case ObjectKind::Rack:
      mLayoutTimer.start();
      mBundleTimer.start();  // bundles are drawn between the racks' places
      break;
    case ObjectKind::Device:
      mLayoutTimer.start();  // what a rack holds: network racks, power
      mBundleTimer.start();
      break;
    case ObjectKind::Module:
    case ObjectKind::Cable:
      mBundleTimer.start();
      break;
    case ObjectKind::Waiver:
      break;
  }
}

void FloorPlanScene::flushPending() {
  if (mLayoutTimer.isActive()) {
    mLayoutTimer.stop();
    layout();
  }
  if (mBundleTimer.isActive() || mBundleWatcher.isRunning()) {
    mBundleTimer.stop();
    gatherBundles();
  }
}

void FloorPlanScene::layout() {
  mLayoutTimer.stop();
  ++mLayoutRuns;
  QElapsedTimer clock;
  clock.start();
  mPlan = mDesign ? FloorPlanLayout::compute(*mDesign) : FloorPlan();
  QSet<ObjectId> seen;
  QVector<QPair<QRectF, QString>> labels;
  labels.reserve(mPlan.racks.size());
  for (const FloorRack& place : std::as_const(mPlan.racks)) {
    const Rack* rack = mDesign->find<Rack>(place.rackId);
    const QString name = rack ? rack->name : QString();
    labels.push_back({place.rectMm, name});
    FloorRackItem*& item = mRacks[place.rackId];
    if (!item) {
      item = new FloorRackItem(place, name);
      addItem(item);
    } else {
      item->setPlace(place, name);
    }
    item->setSummary(summarizeRack(*mDesign, place.rackId));
    item->setHighlighted(mSelected.contains(place.rackId));
    seen.insert(place.rackId);
  }
  for (auto it = mRacks.begin(); it != mRacks.end();) {
    if (seen.contains(it.key())) {
      ++it;
      continue;
    }
    mSelected.remove(it.key());
    delete it.value();
    it = mRacks.erase(it);
  }
  QHash<ObjectId, QString> rowNames;
  if (mDesign) {
    for (const Row& row : mDesign->all<Row>())
      rowNames.insert(row.id, row.name);
  }
  mHallsItem->setPlan(mPlan, rowNames);
  mLabelsItem->setRacks(labels);
  applySeverities();
  setSceneRect(mPlan.bounds.adjusted(-4000, -4000, 4000, 4000));
  spdlog::debug("Floor plan: {} racks in {} halls laid out in {} ms", mPlan.racks.size(),
                mPlan.halls.size(), clock.elapsed());
  // The bundles run between the racks' new places.
  if (!mBundleTimer.isActive())
    mBundlesItem->setBundles(mBundles, mPlan, bundleStyle());
  Q_EMIT contentChanged();
}

void FloorPlanScene::setCableView(bool colourByNetwork, const QSet<QString>& hiddenNetworks) {
  if (colourByNetwork == mByNetwork && hiddenNetworks == mHiddenNetworks)
    return;
  mByNetwork = colourByNetwork;
  mHiddenNetworks = hiddenNetworks;
  mBundlesItem->setBundles(mBundles, mPlan, bundleStyle());
}

BundleStyle FloorPlanScene::bundleStyle() const {
  BundleStyle style;
  style.byNetwork = mByNetwork;
  for (const NetworkDefinition& network : mBundles.networks) {
    style.networkColours << (mDesign ? Networks::colour(*mDesign, network.key)
                                     : Networks::defaultColour());
    style.hidden << mHiddenNetworks.contains(network.key);
  }
  style.unassignedColour = Networks::unassignedColour();
  style.unassignedHidden = mHiddenNetworks.contains(QString());
  return style;
}

void FloorPlanScene::gatherBundles() {
  mBundleTimer.stop();
  ++mDesignGeneration;  // a worker's result, if one is running, is older than this
  applyBundles(mDesign ? CableBundles::aggregate(*mDesign) : CableBundles());
}

void FloorPlanScene::gatherBundlesInBackground() {
  if (!mDesign) {
    applyBundles({});
    return;
  }
  if (mBundleWatcher.isRunning()) {
    // Once this one is done; its result will be dropped as stale.
    mBundleTimer.start();
    return;
  }
  mBundleGeneration = mDesignGeneration;
  mBundleWatcher.setFuture(QtConcurrent::run(
      workPool(), [snapshot = mDesign->snapshot()] { return CableBundles::aggregate(snapshot); }));
}

void FloorPlanScene::applyBundles(CableBundles bundles) {
  ++mBundleRuns;
  QElapsedTimer clock;
  clock.start();
  mBundles = std::move(bundles);
  mDeviceRacks.clear();
  if (mDesign) {
    mDeviceRacks.reserve(mDesign->all<Device>().size());
    for (const Device& device : mDesign->all<Device>())
      mDeviceRacks.insert(device.id, rackOfObject(*mDesign, device.id));
  }
  mBundlesItem->setBundles(mBundles, mPlan, bundleStyle());
  mBundlesItem->setHighlightedRacks(mSelected);
  spdlog::debug("Floor plan: {} cables in {} bundles, drawn in {} ms", mBundles.cables,
                mBundles.bundles.size(), clock.elapsed());
}

ObjectId FloorPlanScene::rackAt(const QPointF& scenePos) const {
  for (QGraphicsItem* item : items(scenePos)) {
    if (item->type() == FloorRackItem::Type)
      return static_cast<FloorRackItem*>(item)->rackId();
  }
  return {};
}

void FloorPlanScene::setSelectedRacks(const QVector<ObjectId>& racks) {
  QSet<ObjectId> wanted;
  for (const ObjectId& id : racks) {
    if (mRacks.contains(id))
      wanted.insert(id);
  }
  if (wanted == mSelected)
    return;
  for (const ObjectId& id : std::as_const(mSelected)) {
    if (FloorRackItem* item = mRacks.value(id))
      item->setHighlighted(false);
  }
  mSelected = wanted;
  for (const ObjectId& id : std::as_const(mSelected))
    mRacks.value(id)->setHighlighted(true);
  mBundlesItem->setHighlightedRacks(mSelected);
}

QVector<ObjectId> FloorPlanScene::selectedRacks() const {
  QVector<ObjectId> racks(mSelected.begin(), mSelected.end());
  std::sort(racks.begin(), racks.end());
  return racks;
}

void FloorPlanScene::setFindings(const QVector<Finding>& findings) {
  mFindings = findings;
  applySeverities();
}

void FloorPlanScene::applySeverities() {
  const QHash<ObjectId, Severity> worst =
      mDesign ? worstSeverityByRack(*mDesign, mFindings) : QHash<ObjectId, Severity>();
  for (auto it = mRacks.cbegin(); it != mRacks.cend(); ++it) {
    const auto found = worst.constFind(it.key());
    it.value()->setSeverity(found == worst.constEnd() ? std::nullopt : std::optional(*found));
  }
}

QString FloorPlanScene::toolTipAt(const QPointF& scenePos, double lod) const {
  const ObjectId rack = rackAt(scenePos);
  if (!rack.isNull())
    return toolTipFor(rack);
  const auto bundle = mBundlesItem->bundleAt(scenePos, kBundlePickPixels / qMax(lod, 1e-6));
  if (!bundle || !mDesign)
    return {};
  const Rack* a = mDesign->find<Rack>(bundle->rackA);
  const Rack* b = mDesign->find<Rack>(bundle->rackB);
  const QStringList media = {tr("copper"), tr("AOC"), tr("multimode"), tr("single-mode"),
                             tr("other")};
  QStringList counts;
  for (int m = 0; m < kCableMediumCount; ++m) {
    if (const int n = bundle->byMedium[std::size_t(m)])
      counts << QStringLiteral("%1 %2").arg(n).arg(media.at(m));
  }
  // By network too, in report order: a bundle between a compute rack and a management rack
  // carries several networks, which the installers lay in different trays.
  QStringList onNetworks;
  int onSome = 0;
  for (int n = 0; n < bundle->byNetwork.size() && n < mBundles.networks.size(); ++n) {
    if (const int count = bundle->byNetwork.at(n)) {
      onSome += count;
      onNetworks << QStringLiteral("%1 %2").arg(count).arg(
          Networks::displayName(*mDesign, mBundles.networks.at(n).key).toHtmlEscaped());
    }
  }
  if (const int none = bundle->cables - onSome; none > 0 && !onNetworks.isEmpty())
    onNetworks << QStringLiteral("%1 %2").arg(none).arg(Networks::unassignedName());
  QString text =
      tr("<b>%1 ↔ %2</b><br>%n cable(s): %3<br>%4 m of cable in all", nullptr, bundle->cables)
          .arg(a ? a->name.toHtmlEscaped() : QString(), b ? b->name.toHtmlEscaped() : QString(),
               counts.join(QStringLiteral(", ")), QLocale().toString(bundle->lengthM, 'f', 1));
  if (!onNetworks.isEmpty())
    text +=
        QStringLiteral("<br>") + tr("By network: %1").arg(onNetworks.join(QStringLiteral(", ")));
  return text;
}

QString FloorPlanScene::toolTipFor(const ObjectId& rackId) const {
  const FloorRackItem* item = mRacks.value(rackId);
  const Rack* rack = mDesign ? mDesign->find<Rack>(rackId) : nullptr;
  if (!item || !rack)
    return {};
  const Row* row = mDesign->find<Row>(rack->rowId);
  const Room* room = row ? mDesign->find<Room>(row->roomId) : nullptr;
  const RackSummary& s = item->summary();
  QStringList lines;
  lines << QStringLiteral("<b>%1</b>").arg(rack->name.toHtmlEscaped());
  if (row)
    lines << (room ? tr("Row %1 in %2").arg(row->name.toHtmlEscaped(), room->name.toHtmlEscaped())
                   : tr("Row %1").arg(row->name.toHtmlEscaped()));
  lines << tr("%n device(s)", nullptr, s.devices) + QStringLiteral(": ") +
               QStringList{tr("%n switch(es)", nullptr, s.switches),
                           tr("%n server(s)", nullptr, s.servers),
                           tr("%n panel(s)", nullptr, s.panels)}
                   .join(QStringLiteral(", "));
  QString power = tr("Power: %1 kW maximum, %2 kW typical")
                      .arg(kilowatts(s.powerMaxW), kilowatts(s.powerTypicalW));
  if (rack->maxPowerW > 0)
    power += tr(" (limit %1 kW)").arg(kilowatts(rack->maxPowerW));
  lines << power;
  const QVector<int> bundles = mBundles.bundlesOf(rackId);
  int toOthers = 0;
  for (int i : bundles)
    toOthers += mBundles.bundles.at(i).cables;
  lines << tr("Cables: %1 to %n other rack(s), %2 within", nullptr, int(bundles.size()))
               .arg(toOthers)
               .arg(mBundles.withinRack.value(rackId));
  if (const auto severity = item->severity()) {
    lines << (*severity == Severity::Error ? tr("Has errors: see the Issues list")
                                           : tr("Has warnings: see the Issues list"));
  }
  lines << tr("Double-click for its elevations");
  return lines.join(QStringLiteral("<br>"));
}

}  // namespace rackwright::ui
