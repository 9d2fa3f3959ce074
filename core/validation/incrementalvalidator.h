#ifndef RACKWRIGHT_CORE_VALIDATION_INCREMENTALVALIDATOR_H
#define RACKWRIGHT_CORE_VALIDATION_INCREMENTALVALIDATOR_H

#include "core/model/design.h"
#include "scopestore.h"
#include "validator.h"

#include <QObject>

namespace rackwright {

/// Keeps the validation of a live design current while it is edited. It observes the design's
/// change signals, and `update()` re-runs only the scopes whose recorded dependencies changed:
/// the changed objects themselves and the relations they joined or left (a cable's old and new
/// attachments, a module's old and new cage, a device's old and new rack or server). The old
/// relations come from a shadow copy of the design as of the last update.
///
/// `result()` equals `Validator::validateAll(design, infos)` after every update, where `infos`
/// is InfoDetail::All (every info listed) or None (infos counted per rule and per object; a
/// validator asked for Summary counts like None, since it makes examples only on demand; a
/// 131,072-GPU design has 870,000 of them, and the workbench lists an object's or a rule's infos
/// on demand with infosAbout() and infosOf()). The property test in
/// tests/core/tst_incremental.cpp holds it to that.
class IncrementalValidator final : public QObject {
  Q_OBJECT

 public:
  explicit IncrementalValidator(Design& design, QObject* parent = nullptr);
  /// `infos`: All, or Summary/None to keep unwaived infos counted only.
  IncrementalValidator(Design& design, InfoDetail infos, QObject* parent = nullptr);
  ~IncrementalValidator() override;

  /// A validator of an immutable copy of a design, which it keeps and which nothing edits: its
  /// update() is a first full run that any thread may make. The live design's validator then
  /// adopt()s it, so that the first run never reads a design that is being edited.
  static std::unique_ptr<IncrementalValidator> ofSnapshot(DesignData snapshot,
                                                          InfoDetail infos = InfoDetail::All);
  /// Takes over what `baseline` (a validator of a snapshot of this design, updated) found: its
  /// findings and dependencies, its way of keeping infos (listed or counted), and the snapshot
  /// as the state of the last update. The edits made
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
  /// Whether unwaived infos are counted rather than listed (see the class comment).
  bool countsInfos() const { return !mStore.listsAllInfos(); }

  /// The unwaived infos that name one of `objects`, in display order, made again by re-running
  /// the scopes that hold them (a few milliseconds): what an Inspector lists when infos are
  /// counted. With every info listed, they are taken from the result.
  QVector<Finding> infosAbout(const QSet<ObjectId>& objects) const;
  /// Unwaived infos of `rule` (at least `limit` when there are that many), made again the same
  /// way: with infos counted, those of the first scopes that hold any, in display order among
  /// themselves (not the first of all of them in display order, which only a full list knows).
  QVector<Finding> infosOf(const QString& rule, int limit) const;
  /// Bytes the per-scope state holds (an estimate), for the benchmarks.
  qint64 bytesHeld() const { return mStore.bytesHeld(); }

 Q_SIGNALS:
  void findingsChanged();

 private:
  class Shadow;
  IncrementalValidator(std::unique_ptr<DesignData> snapshot, InfoDetail infos);

  void onAdded(ObjectKind kind, const QUuid& id);
  void onRemoved(ObjectKind kind, const QUuid& id);
  void onChanged(ObjectKind kind, const QUuid& id);
  void onReset();

  void fullRun();
  void runScope(const ValidationScope& scope);
  void dropScope(const ValidationScope& scope);
  /// True when the pending edit of the cable changed its length and nothing else: the checks
  /// that read no length (CheckContext::LengthBlind) need not re-run.
  bool onlyLengthChanged(const ObjectId& cableId) const;
  void collectRelationChanges(ObjectKind kind, const ObjectId& id, QSet<ObjectId>& dirty,
                              QSet<ObjectId>& channelModules) const;
  /// Re-reads the waivers; with infos counted, queues the scopes whose infos they (un)waive.
  void refreshWaivers(QSet<ValidationScope>& toRun);
  QVector<Finding> rerunForInfos(const QVector<ValidationScope>& scopes,
                                 const std::function<bool(const Finding&)>& wanted) const;
  const ValidationResult& output() const;

  std::unique_ptr<DesignData> mOwnedSnapshot;  ///< ofSnapshot() only: the copy it validates
  const DesignData& mDesign;
  std::unique_ptr<Shadow> mShadow;
  bool mInitialized = false;
  bool mResetPending = false;
  bool mWaiversDirty = false;
  QHash<ObjectId, ObjectKind> mPending;

  ScopeStore mStore;
  QHash<QString, QString> mWaivers;
  bool mChanged = false;  ///< a scope's findings or the waivers changed during this update
  mutable bool mOutputValid = false;
  mutable ValidationResult mOutput;  ///< cache of the merged, waived and counted findings
  UpdateStats mStats;
};

}  // namespace rackwright

#endif
