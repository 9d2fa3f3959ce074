#ifndef RACKWRIGHT_CORE_MODEL_DESIGN_H
#define RACKWRIGHT_CORE_MODEL_DESIGN_H

#include "designdata.h"

#include <QObject>

namespace rackwright {

/// The live, editable design: a DesignData that announces every change (objectAdded,
/// objectRemoved, objectChanged with kind and id), which scenes and the incremental validator
/// observe. Objects are plain values rather than QObjects so that a 100,000-cable design stays
/// within a few hundred bytes per cable.
///
/// Interactive code never calls the mutators directly: every user edit is an undo command
/// (core/commands). `snapshot()` hands an immutable copy to worker threads.
class Design final : public QObject, public DesignData {
  Q_OBJECT

 public:
  explicit Design(QObject* parent = nullptr);
  ~Design() override;

  /// A cheap immutable copy (implicitly shared containers) for worker threads.
  DesignData snapshot() const { return static_cast<const DesignData&>(*this); }

  void setInfo(const DesignInfo& info);
  /// Replaces the quarantine section (loaders only; it is not edited in the workbench).
  void setQuarantine(const QJsonArray& quarantine) { setQuarantineValue(quarantine); }
  /// Replaces the design's own networks. Emits networksChanged.
  void setCustomNetworks(const QVector<NetworkDefinition>& networks);

  /// Adds an object (its id must be new). Emits objectAdded. Pass an rvalue to move it in.
  template <typename T>
  void insert(T object) {
    const ObjectId id = object.id;
    insertValue(std::move(object));
    if (!mBulk)
      Q_EMIT objectAdded(T::kKind, id);
  }
  /// Adds an object unless one of its kind has the same id: then returns false and changes
  /// nothing (readers that report duplicate ids: one look-up instead of contains() + insert()).
  template <typename T>
  bool insertNew(T object) {
    const ObjectId id = object.id;
    if (!insertNewValue(std::move(object)))
      return false;
    if (!mBulk)
      Q_EMIT objectAdded(T::kKind, id);
    return true;
  }
  /// Replaces the object with the same id. Emits objectChanged.
  template <typename T>
  void update(const T& object) {
    if (updateValue(object) && !mBulk)
      Q_EMIT objectChanged(T::kKind, object.id);
  }
  /// Removes and returns the object. Emits objectRemoved.
  template <typename T>
  T remove(const ObjectId& id) {
    const ObjectId removedId = id;  // `id` may be the object's own, which the removal moves
    T removed{};
    if (removeValue(removedId, &removed) && !mBulk)
      Q_EMIT objectRemoved(T::kKind, removedId);
    return removed;
  }

  /// Makes room for `count` objects of one kind (bulk loads and generators).
  template <typename T>
  void reserve(qsizetype count) {
    reserveValues<T>(count);
  }

  /// Removes everything (used before loading). Emits designReset.
  void clear();
  /// While a bulk load runs, no per-object events are sent; designReset is sent at the end.
  /// The cage and port indexes are built once at the end, so the relation queries
  /// (modulesInCage, cablesAttachedAt, …) must not be asked in between.
  void beginBulkLoad();
  void endBulkLoad();
  /// Builds the indexes of a bulk load now, on the calling thread; endBulkLoad() then arranges
  /// the tables (DesignData::arrangeForLocality) and ends the load. Only the indexes change here:
  /// other threads may go on reading the object tables.
  void buildBulkIndexes() { rebuildSlotIndexes(); }

 Q_SIGNALS:
  void objectAdded(rackwright::ObjectKind kind, const QUuid& id);
  void objectRemoved(rackwright::ObjectKind kind, const QUuid& id);
  void objectChanged(rackwright::ObjectKind kind, const QUuid& id);
  void infoChanged();
  void networksChanged();
  void designReset();

 private:
  bool mBulk = false;
};

}  // namespace rackwright

#endif
