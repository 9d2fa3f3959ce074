#ifndef RACKWRIGHT_UI_DOCKS_OUTLINEMODEL_H
#define RACKWRIGHT_UI_DOCKS_OUTLINEMODEL_H

#include "core/model/design.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <QSet>

#include <memory>
#include <vector>

namespace rackwright::ui {

class EditSession;

/// The design as a tree: site → hall → row → rack → device (racked devices; adapters stay with
/// their server). Children are read from the design's relation indexes the first time a node is
/// expanded, so opening a 6,000-device design costs a few hundred nodes, not a tree of the whole
/// design. Change events mark the parents they concern; once per burst of events (an undo of a
/// composite edit sends hundreds) each marked parent that has been expanded is brought in line
/// with the design by row insertions, removals and a re-sort — never a reset, so expansion and
/// selection survive edits. A reset is sent only when the design is replaced.
///
/// Renaming an item (EditRole) is an undo command through the session (RackEditing::rename).
class OutlineModel final : public QAbstractItemModel {
  Q_OBJECT

 public:
  enum Role { KindRole = Qt::UserRole + 1, IdRole };

  explicit OutlineModel(EditSession* session, QObject* parent = nullptr);
  ~OutlineModel() override;

  void setDesign(const Design* design);

  QModelIndex indexOf(ObjectKind kind, const ObjectId& id) const;
  /// The index of an object, expanding (populating) its ancestors as needed.
  QModelIndex reveal(ObjectKind kind, const ObjectId& id);
  ObjectKind kindAt(const QModelIndex& index) const;
  ObjectId idAt(const QModelIndex& index) const;

  /// Applies the pending changes now (tests; otherwise once per event-loop turn).
  void flushPending();
  /// Whether the model is changing its rows itself (a view's current item that moves or goes
  /// away then is no choice of the user's).
  bool isUpdating() const { return mUpdating > 0; }
  /// How many nodes exist (tests check that the tree stays lazy).
  int nodeCount() const { return int(mNodes.size()); }

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& child) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  bool hasChildren(const QModelIndex& parent = {}) const override;
  bool canFetchMore(const QModelIndex& parent) const override;
  void fetchMore(const QModelIndex& parent) override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;

 private:
  struct Node;
  Node* nodeAt(const QModelIndex& index) const;
  QModelIndex indexOfNode(const Node* node) const;
  /// The ids of a node's children as the design has them, in display order.
  QVector<ObjectId> childIds(const Node* node) const;
  void populate(Node* node);
  /// Brings a populated node's children in line with the design.
  void sync(Node* node);
  void forget(Node* node);
  /// The node that holds (or would hold) the object as the design has it now.
  Node* parentNodeFor(ObjectKind kind, const ObjectId& id) const;
  void markParent(Node* node);
  void onAdded(ObjectKind kind, const QUuid& id);
  void onChanged(ObjectKind kind, const QUuid& id);
  void onRemoved(ObjectKind kind, const QUuid& id);
  void schedule();
  void rebuild();

  EditSession* mSession;
  QPointer<const Design> mDesign;
  std::unique_ptr<Node> mRoot;
  /// Every node by object id (ids are unique across kinds: they are UUIDs).
  QHash<ObjectId, Node*> mNodes;
  QSet<Node*> mDirty;
  bool mPending = false;
  int mUpdating = 0;
};

}  // namespace rackwright::ui

#endif
