#include "outlinemodel.h"

#include "core/editing/edittransaction.h"
#include "core/editing/rackediting.h"
#include "core/geometry/rackslots.h"
#include "core/geometry/zeroumount.h"
#include "ui/actions/actionregistry.h"
#include "ui/editing/editsession.h"

#include <QTimer>

#include <algorithm>
#include <tuple>

namespace rackwright::ui {

struct OutlineModel::Node {
  ObjectKind kind = ObjectKind::Site;
  ObjectId id;  ///< null for the root
  Node* parent = nullptr;
  std::vector<std::unique_ptr<Node>> children;
  bool populated = false;

  int depth() const {
    int d = 0;
    for (const Node* at = parent; at; at = at->parent)
      ++d;
    return d;
  }
  int row() const {
    if (!parent)
      return 0;
    const auto& siblings = parent->children;
    for (size_t i = 0; i < siblings.size(); ++i) {
      if (siblings[i].get() == this)
        return int(i);
    }
    return 0;
  }
};

namespace {

using Child = std::pair<ObjectKind, ObjectId>;

/// Marks the model as changing its own rows while in scope (nests).
class Updating final {
 public:
  explicit Updating(int& counter) : mCounter(counter) { ++mCounter; }
  ~Updating() { --mCounter; }
  Updating(const Updating&) = delete;
  Updating& operator=(const Updating&) = delete;

 private:
  int& mCounter;
};

template <typename T>
QVector<ObjectId> byName(const DesignData& design, QVector<ObjectId> ids) {
  std::sort(ids.begin(), ids.end(), [&design](const ObjectId& a, const ObjectId& b) {
    const T& oa = *design.find<T>(a);
    const T& ob = *design.find<T>(b);
    return std::tie(oa.name, oa.id) < std::tie(ob.name, ob.id);
  });
  return ids;
}

void append(QVector<Child>& out, ObjectKind kind, const QVector<ObjectId>& ids) {
  for (const ObjectId& id : ids)
    out.push_back({kind, id});
}

/// Devices shown under a rack: racked or zero-U mounted, not adapters (those sit inside their
/// server).
bool shownInRack(const DesignData& design, const Device& device) {
  return device.parentId.isNull() && ZeroUMount::isInRack(design, device);
}

}  // namespace

OutlineModel::OutlineModel(EditSession* session, QObject* parent)
    : QAbstractItemModel(parent), mSession(session), mRoot(std::make_unique<Node>()) {}

OutlineModel::~OutlineModel() = default;

void OutlineModel::setDesign(const Design* design) {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = design;
  if (mDesign) {
    connect(mDesign, &Design::objectAdded, this, &OutlineModel::onAdded);
    connect(mDesign, &Design::objectChanged, this, &OutlineModel::onChanged);
    connect(mDesign, &Design::objectRemoved, this, &OutlineModel::onRemoved);
    connect(mDesign, &Design::designReset, this, &OutlineModel::rebuild);
  }
  rebuild();
}

void OutlineModel::rebuild() {
  const Updating updating(mUpdating);
  beginResetModel();
  mNodes.clear();
  mDirty.clear();
  mRoot = std::make_unique<Node>();
  endResetModel();
  if (mDesign)
    populate(mRoot.get());
}

QVector<ObjectId> OutlineModel::childIds(const Node* node) const {
  QVector<ObjectId> ids;
  if (!mDesign)
    return ids;
  const Design& design = *mDesign;
  QVector<Child> children;
  if (node == mRoot.get()) {
    // Sites, then whatever lost its parent (a file may hold a rack without a row): shown at
    // the top so that nothing of the design is out of reach.
    append(children, ObjectKind::Site, byName<Site>(design, design.all<Site>().keys()));
    QVector<ObjectId> rooms;
    for (const Room& room : design.all<Room>()) {
      if (!design.contains<Site>(room.siteId))
        rooms << room.id;
    }
    append(children, ObjectKind::Room, byName<Room>(design, rooms));
    QVector<ObjectId> rows;
    for (const Row& row : design.all<Row>()) {
      if (!design.contains<Room>(row.roomId))
        rows << row.id;
    }
    append(children, ObjectKind::Row, byName<Row>(design, rows));
    QVector<ObjectId> racks;
    for (const Rack& rack : design.all<Rack>()) {
      if (!design.contains<Row>(rack.rowId))
        racks << rack.id;
    }
    append(children, ObjectKind::Rack, byName<Rack>(design, racks));
  } else {
    switch (node->kind) {
      case ObjectKind::Site:
        append(children, ObjectKind::Room, byName<Room>(design, design.roomsInSite(node->id)));
        break;
      case ObjectKind::Room:
        append(children, ObjectKind::Row, RackEditing::rowsInOrder(design, node->id));
        break;
      case ObjectKind::Row:
        append(children, ObjectKind::Rack, RackEditing::racksInOrder(design, node->id));
        break;
      case ObjectKind::Rack: {
        // Top of the rack first, as the elevation reads.
        QVector<const Device*> devices;
        for (const ObjectId& id : design.devicesInRack(node->id)) {
          const Device* device = design.find<Device>(id);
          if (device && shownInRack(design, *device))
            devices << device;
        }
        std::sort(devices.begin(), devices.end(), [](const Device* a, const Device* b) {
          return std::make_tuple(-a->positionU, int(a->face), a->name, a->id) <
                 std::make_tuple(-b->positionU, int(b->face), b->name, b->id);
        });
        for (const Device* device : std::as_const(devices))
          children.push_back({ObjectKind::Device, device->id});
        break;
      }
      default:
        break;
    }
  }
  // The kinds are implied by the ids (UUIDs are unique across tables).
  ids.reserve(children.size());
  for (const Child& child : std::as_const(children))
    ids << child.second;
  return ids;
}

namespace {

std::optional<ObjectKind> kindOf(const DesignData& design, const ObjectId& id) {
  if (design.contains<Site>(id))
    return ObjectKind::Site;
  if (design.contains<Room>(id))
    return ObjectKind::Room;
  if (design.contains<Row>(id))
    return ObjectKind::Row;
  if (design.contains<Rack>(id))
    return ObjectKind::Rack;
  if (design.contains<Device>(id))
    return ObjectKind::Device;
  return std::nullopt;
}

}  // namespace

void OutlineModel::populate(Node* node) {
  if (node->populated || !mDesign)
    return;
  const Updating updating(mUpdating);
  node->populated = true;
  const QVector<ObjectId> ids = childIds(node);
  if (ids.isEmpty())
    return;
  beginInsertRows(indexOfNode(node), 0, int(ids.size()) - 1);
  for (const ObjectId& id : ids) {
    auto child = std::make_unique<Node>();
    child->kind = kindOf(*mDesign, id).value_or(ObjectKind::Device);
    child->id = id;
    child->parent = node;
    mNodes.insert(id, child.get());
    node->children.push_back(std::move(child));
  }
  endInsertRows();
}

void OutlineModel::forget(Node* node) {
  for (const auto& child : node->children)
    forget(child.get());
  mNodes.remove(node->id);
  mDirty.remove(node);
}

void OutlineModel::sync(Node* node) {
  if (!node->populated || !mDesign)
    return;
  const QVector<ObjectId> wanted = childIds(node);
  const QSet<ObjectId> wantedSet(wanted.begin(), wanted.end());
  const QModelIndex parentIndex = indexOfNode(node);
  // Gone: removed one row at a time, from the end, so the rows before keep their numbers.
  for (int i = int(node->children.size()) - 1; i >= 0; --i) {
    Node* child = node->children[size_t(i)].get();
    if (wantedSet.contains(child->id))
      continue;
    beginRemoveRows(parentIndex, i, i);
    forget(child);
    node->children.erase(node->children.begin() + i);
    endRemoveRows();
  }
  // New: appended, then put in place with the others below.
  QVector<ObjectId> missing;
  for (const ObjectId& id : wanted) {
    const Node* existing = mNodes.value(id);
    if (!existing || existing->parent != node)
      missing << id;
  }
  if (!missing.isEmpty()) {
    // A node still held elsewhere (a rack moved to another row) leaves its old parent first.
    for (const ObjectId& id : std::as_const(missing)) {
      if (Node* elsewhere = mNodes.value(id)) {
        Node* oldParent = elsewhere->parent;
        const int row = elsewhere->row();
        beginRemoveRows(indexOfNode(oldParent), row, row);
        forget(elsewhere);
        oldParent->children.erase(oldParent->children.begin() + row);
        endRemoveRows();
      }
    }
    const int first = int(node->children.size());
    beginInsertRows(parentIndex, first, first + int(missing.size()) - 1);
    for (const ObjectId& id : std::as_const(missing)) {
      auto child = std::make_unique<Node>();
      child->kind = kindOf(*mDesign, id).value_or(ObjectKind::Device);
      child->id = id;
      child->parent = node;
      mNodes.insert(id, child.get());
      node->children.push_back(std::move(child));
    }
    endInsertRows();
  }
  // Order: a re-sort that keeps the persistent indexes (selection, expansion, the editor).
  bool inOrder = node->children.size() == size_t(wanted.size());
  for (size_t i = 0; inOrder && i < node->children.size(); ++i)
    inOrder = node->children[i]->id == wanted.at(qsizetype(i));
  if (inOrder)
    return;
  Q_EMIT layoutAboutToBeChanged({QPersistentModelIndex(parentIndex)},
                                QAbstractItemModel::VerticalSortHint);
  QModelIndexList before;
  for (size_t i = 0; i < node->children.size(); ++i)
    before << createIndex(int(i), 0, node->children[i].get());
  QHash<ObjectId, int> rank;
  for (int i = 0; i < wanted.size(); ++i)
    rank.insert(wanted.at(i), i);
  std::stable_sort(
      node->children.begin(), node->children.end(),
      [&rank](const auto& a, const auto& b) { return rank.value(a->id) < rank.value(b->id); });
  QModelIndexList after;
  for (const QModelIndex& old : std::as_const(before)) {
    const Node* moved = static_cast<const Node*>(old.internalPointer());
    after << createIndex(moved->row(), 0, const_cast<Node*>(moved));
  }
  changePersistentIndexList(before, after);
  Q_EMIT layoutChanged({QPersistentModelIndex(parentIndex)}, QAbstractItemModel::VerticalSortHint);
}

OutlineModel::Node* OutlineModel::parentNodeFor(ObjectKind kind, const ObjectId& id) const {
  if (!mDesign)
    return nullptr;
  const Design& design = *mDesign;
  // The parent object's node, or the root when the parent is missing from the design; none
  // when the parent exists but has not been read yet (it reads the object when it is).
  auto under = [&](const ObjectId& parentId, bool parentExists) -> Node* {
    if (!parentExists)
      return mRoot.get();
    return mNodes.value(parentId);
  };
  switch (kind) {
    case ObjectKind::Site:
      return mRoot.get();
    case ObjectKind::Room: {
      const Room* room = design.find<Room>(id);
      return room ? under(room->siteId, design.contains<Site>(room->siteId)) : nullptr;
    }
    case ObjectKind::Row: {
      const Row* row = design.find<Row>(id);
      return row ? under(row->roomId, design.contains<Room>(row->roomId)) : nullptr;
    }
    case ObjectKind::Rack: {
      const Rack* rack = design.find<Rack>(id);
      return rack ? under(rack->rowId, design.contains<Row>(rack->rowId)) : nullptr;
    }
    case ObjectKind::Device: {
      const Device* device = design.find<Device>(id);
      return device && shownInRack(design, *device) ? mNodes.value(device->rackId) : nullptr;
    }
    default:
      return nullptr;
  }
}

void OutlineModel::markParent(Node* node) {
  if (!node)
    return;
  mDirty.insert(node);
  schedule();
}

void OutlineModel::schedule() {
  if (mPending)
    return;
  mPending = true;
  QTimer::singleShot(0, this, &OutlineModel::flushPending);
}

void OutlineModel::flushPending() {
  mPending = false;
  if (mDirty.isEmpty())
    return;
  const Updating updating(mUpdating);
  // Parents before children: syncing a row may drop a rack node that is marked itself.
  QVector<Node*> dirty(mDirty.begin(), mDirty.end());
  std::sort(dirty.begin(), dirty.end(),
            [](const Node* a, const Node* b) { return a->depth() < b->depth(); });
  for (Node* node : std::as_const(dirty)) {
    if (!mDirty.contains(node))
      continue;  // forgotten by the sync of an ancestor
    mDirty.remove(node);
    sync(node);
  }
  mDirty.clear();
}

void OutlineModel::onAdded(ObjectKind kind, const QUuid& id) {
  // Rooms, rows and racks whose parent arrives after them (undo restores parents first, but a
  // direct insert need not) sit at the top until then.
  if (kind == ObjectKind::Site || kind == ObjectKind::Room || kind == ObjectKind::Row)
    markParent(mRoot.get());
  markParent(parentNodeFor(kind, id));
}

void OutlineModel::onChanged(ObjectKind kind, const QUuid& id) {
  if (Node* node = mNodes.value(id)) {
    markParent(node->parent);
    const QModelIndex at = indexOfNode(node);
    Q_EMIT dataChanged(at, at);
  }
  markParent(parentNodeFor(kind, id));
}

void OutlineModel::onRemoved(ObjectKind kind, const QUuid& id) {
  if (Node* node = mNodes.value(id))
    markParent(node->parent);
  if (kind == ObjectKind::Site || kind == ObjectKind::Room || kind == ObjectKind::Row)
    markParent(mRoot.get());  // their children may now be orphans, shown at the top
}

OutlineModel::Node* OutlineModel::nodeAt(const QModelIndex& index) const {
  return index.isValid() ? static_cast<Node*>(index.internalPointer()) : mRoot.get();
}

QModelIndex OutlineModel::indexOfNode(const Node* node) const {
  if (!node || node == mRoot.get())
    return {};
  return createIndex(node->row(), 0, const_cast<Node*>(node));
}

QModelIndex OutlineModel::indexOf(ObjectKind, const ObjectId& id) const {
  return indexOfNode(mNodes.value(id));
}

QModelIndex OutlineModel::reveal(ObjectKind kind, const ObjectId& id) {
  flushPending();
  if (Node* node = mNodes.value(id))
    return indexOfNode(node);
  if (!mDesign)
    return {};
  // The chain of ancestors as the design has it, populated from the top.
  QVector<std::pair<ObjectKind, ObjectId>> chain;
  ObjectKind at = kind;
  ObjectId atId = id;
  while (!atId.isNull()) {
    chain.prepend({at, atId});
    switch (at) {
      case ObjectKind::Device: {
        const Device* d = mDesign->find<Device>(atId);
        at = ObjectKind::Rack;
        atId = d && shownInRack(*mDesign, *d) ? d->rackId : ObjectId();
        break;
      }
      case ObjectKind::Rack: {
        const Rack* r = mDesign->find<Rack>(atId);
        at = ObjectKind::Row;
        atId = r ? r->rowId : ObjectId();
        break;
      }
      case ObjectKind::Row: {
        const Row* r = mDesign->find<Row>(atId);
        at = ObjectKind::Room;
        atId = r ? r->roomId : ObjectId();
        break;
      }
      case ObjectKind::Room: {
        const Room* r = mDesign->find<Room>(atId);
        at = ObjectKind::Site;
        atId = r ? r->siteId : ObjectId();
        break;
      }
      default:
        atId = ObjectId();
        break;
    }
  }
  populate(mRoot.get());
  for (const auto& link : std::as_const(chain)) {
    Node* node = mNodes.value(link.second);
    if (!node)
      continue;  // an ancestor missing from the design: the chain goes on from the top
    if (link.second == id)
      return indexOfNode(node);
    populate(node);
  }
  return indexOfNode(mNodes.value(id));
}

ObjectKind OutlineModel::kindAt(const QModelIndex& index) const {
  return nodeAt(index)->kind;
}

ObjectId OutlineModel::idAt(const QModelIndex& index) const {
  return index.isValid() ? nodeAt(index)->id : ObjectId();
}

QModelIndex OutlineModel::index(int row, int column, const QModelIndex& parent) const {
  const Node* node = nodeAt(parent);
  if (column != 0 || row < 0 || size_t(row) >= node->children.size())
    return {};
  return createIndex(row, 0, node->children[size_t(row)].get());
}

QModelIndex OutlineModel::parent(const QModelIndex& child) const {
  if (!child.isValid())
    return {};
  return indexOfNode(nodeAt(child)->parent);
}

int OutlineModel::rowCount(const QModelIndex& parent) const {
  if (parent.column() > 0)
    return 0;
  return int(nodeAt(parent)->children.size());
}

int OutlineModel::columnCount(const QModelIndex&) const {
  return 1;
}

bool OutlineModel::hasChildren(const QModelIndex& parent) const {
  const Node* node = nodeAt(parent);
  if (node->populated)
    return !node->children.empty();
  if (!mDesign)
    return false;
  switch (node->kind) {
    case ObjectKind::Site:
      return !mDesign->roomsInSite(node->id).isEmpty();
    case ObjectKind::Room:
      return !mDesign->rowsInRoom(node->id).isEmpty();
    case ObjectKind::Row:
      return !mDesign->racksInRow(node->id).isEmpty();
    case ObjectKind::Rack:
      return !mDesign->devicesInRack(node->id).isEmpty();
    default:
      return false;
  }
}

bool OutlineModel::canFetchMore(const QModelIndex& parent) const {
  return !nodeAt(parent)->populated && hasChildren(parent);
}

void OutlineModel::fetchMore(const QModelIndex& parent) {
  populate(nodeAt(parent));
}

QVariant OutlineModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || !mDesign)
    return {};
  const Node* node = nodeAt(index);
  const Design& design = *mDesign;
  switch (role) {
    case KindRole:
      return int(node->kind);
    case IdRole:
      return node->id;
    default:
      break;
  }
  switch (node->kind) {
    case ObjectKind::Site:
      if (const Site* site = design.find<Site>(node->id)) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
          return site->name;
        if (role == Qt::ToolTipRole)
          return tr("Site %1").arg(site->name);
      }
      break;
    case ObjectKind::Room:
      if (const Room* room = design.find<Room>(node->id)) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
          return room->name;
        if (role == Qt::ToolTipRole)
          return tr("Hall %1: %n row(s)", nullptr, int(design.rowsInRoom(room->id).size()))
              .arg(room->name);
      }
      break;
    case ObjectKind::Row:
      if (const Row* row = design.find<Row>(node->id)) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
          return row->name;
        if (role == Qt::ToolTipRole)
          return tr("Row %1: %n rack(s)", nullptr, int(design.racksInRow(row->id).size()))
              .arg(row->name);
      }
      break;
    case ObjectKind::Rack:
      if (const Rack* rack = design.find<Rack>(node->id)) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
          return rack->name;
        if (role == Qt::ToolTipRole)
          return tr("Rack %1: %2 U, %3 × %4 mm")
              .arg(rack->name)
              .arg(rack->heightU)
              .arg(rack->widthMm)
              .arg(rack->depthMm);
        if (role == Qt::DecorationRole)
          return ActionRegistry::icon(QStringLiteral("rackwright-rack"));
      }
      break;
    case ObjectKind::Device:
      if (const Device* device = design.find<Device>(node->id)) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
          return device->name;
        if (role == Qt::ToolTipRole) {
          if (ZeroUMount::isMounted(design, *device)) {
            return tr("%1 (%2), %3")
                .arg(device->name, device->typeId,
                     ZeroUMount::slotText(ZeroUMount::slotOf(design, *device)));
          }
          const double height = RackSlots::footprint(design, device->typeId).heightU;
          return tr("%1 (%2), %3 %4")
              .arg(device->name, device->typeId, RackSlots::spanText(device->positionU, height),
                   device->face == RackFace::Front ? tr("front") : tr("rear"));
        }
        if (role == Qt::DecorationRole) {
          const Part* part = design.findPart(device->typeId);
          return ActionRegistry::icon(part && part->kind == PartKind::Switch
                                          ? QStringLiteral("rackwright-switch")
                                          : QStringLiteral("rackwright-server"));
        }
      }
      break;
    default:
      break;
  }
  return {};
}

bool OutlineModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (!index.isValid() || role != Qt::EditRole || !mSession)
    return false;
  const Node* node = nodeAt(index);
  const ObjectKind kind = node->kind;
  const ObjectId id = node->id;
  const QString name = value.toString();
  return mSession->pushSequence(tr("Rename %1").arg(name),
                                [&](Design&, EditTransaction& transaction) {
                                  RackEditing::rename(transaction, kind, id, name);
                                });
}

Qt::ItemFlags OutlineModel::flags(const QModelIndex& index) const {
  if (!index.isValid())
    return Qt::NoItemFlags;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

}  // namespace rackwright::ui
