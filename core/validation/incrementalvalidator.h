#ifndef RACKWRIGHT_CORE_VALIDATION_INCREMENTALVALIDATOR_H
#define RACKWRIGHT_CORE_VALIDATION_INCREMENTALVALIDATOR_H

#include "core/model/design.h"
#include "validator.h"

#include <QObject>

#include <set>

namespace rackwright {

/// Keeps the validation of a live design current while it is edited. It observes the design's
/// change signals, and `update()` re-runs only the scopes whose recorded dependencies changed:
/// the changed objects themselves and the relations they joined or left (a cable's old and new
/// attachments, a module's old and new cage, a device's old and new rack or server). The old
/// relations come from a shadow copy of the design as of the last update.
///
/// `findings()` equals `Validator::validateAll(design).findings` after every update; the
/// property test in tests/core/tst_incremental.cpp holds it to that.
class IncrementalValidator final : public QObject {
  Q_OBJECT

 public:
  explicit IncrementalValidator(Design& design, QObject* parent = nullptr);
  ~IncrementalValidator() override;

  /// A validator of an immutable copy of a design, which it keeps and which nothing edits: its
  /// update() is a first full run that any thread may make. The live design's validator then
  /// adopt()s it, so that the first run never reads a design that is being edited.
  static std::unique_ptr<IncrementalValidator> ofSnapshot(DesignData snapshot);
  /// Takes over what `baseline` (a validator of a snapshot of this design, updated) found: its
  /// findings and dependencies, and the snapshot as the state of the last update. The edits made
  /// since the snapshot stay pending, so the next update() re-runs only the scopes they touch.
  void adopt(IncrementalValidator& baseline);

  struct UpdateStats {
    bool fullRun = false;
    int scopesRun = 0;             ///< scopes whose checks ran in the last update
    int scopesTotal = 0;           ///< scopes the design has
    bool findingsChanged = false;  ///< whether the update emitted findingsChanged()
  };

  /// Brings the findings up to date with the design (a full run the first time and after a
  /// design reset). Emits findingsChanged() when the findings changed.
  void update();
  /// Same order and content as Validator::validateAll(design).findings. Built on the first call
  /// after a change (O(findings)) and cached until the next one, so update() itself stays
  /// proportional to the scopes it re-runs.
  QVector<Finding> findings() const;
  ValidationResult result() const;
  UpdateStats lastUpdateStats() const { return mStats; }
  /// Whether edits arrived since the last update.
  bool hasPendingChanges() const;

 Q_SIGNALS:
  void findingsChanged();

 private:
  class Shadow;
  explicit IncrementalValidator(std::unique_ptr<DesignData> snapshot);
  struct DisplayOrder {
    bool operator()(const Finding& a, const Finding& b) const { return Validator::lessThan(a, b); }
  };
  struct ScopeState {
    QVector<Finding> findings;
    QVector<ObjectId> dependencies;  ///< sorted, each once
    int slot = -1;                   ///< the scope's place in mScopeTable
  };

  void onAdded(ObjectKind kind, const QUuid& id);
  void onRemoved(ObjectKind kind, const QUuid& id);
  void onChanged(ObjectKind kind, const QUuid& id);
  void onReset();

  void fullRun();
  void runScope(const ValidationScope& scope);
  void dropScope(const ValidationScope& scope);
  void collectRelationChanges(ObjectKind kind, const ObjectId& id, QSet<ObjectId>& dirty,
                              QSet<ObjectId>& channelModules) const;
  const ValidationResult& output() const;

  std::unique_ptr<DesignData> mOwnedSnapshot;  ///< ofSnapshot() only: the copy it validates
  const DesignData& mDesign;
  std::unique_ptr<Shadow> mShadow;
  bool mInitialized = false;
  bool mResetPending = false;
  bool mWaiversDirty = false;
  QHash<ObjectId, ObjectKind> mPending;

  /// Puts a scope in a free slot of mScopeTable and returns the slot.
  int takeSlot(const ValidationScope& scope);

  QHash<ValidationScope, ScopeState> mScopes;
  /// Every scope by slot, so that mDependents lists small numbers rather than copies of the
  /// scopes; a dropped scope's slot is reused.
  QVector<ValidationScope> mScopeTable;
  QVector<int> mFreeSlots;
  /// dependency → the slots of the scopes that read it (each once). A vector, not a set: the
  /// first run adds millions of entries, and a scope is removed only when it re-runs.
  QHash<ObjectId, QVector<int>> mDependents;
  QHash<ObjectId, QStringList> mChannelPorts;     ///< module → ports with channel scopes
  std::multiset<Finding, DisplayOrder> mOrdered;  ///< every scope's findings, sorted
  QHash<QString, QString> mWaivers;
  bool mChanged = false;  ///< a scope's findings or the waivers changed during this update
  mutable bool mOutputValid = false;
  mutable ValidationResult mOutput;  ///< cache of the merged, waived and counted findings
  UpdateStats mStats;
};

}  // namespace rackwright

#endif
