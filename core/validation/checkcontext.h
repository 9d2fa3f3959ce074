#ifndef RACKWRIGHT_CORE_VALIDATION_CHECKCONTEXT_H
#define RACKWRIGHT_CORE_VALIDATION_CHECKCONTEXT_H

#include "core/model/designdata.h"
#include "finding.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <optional>
#include <span>

namespace rackwright {

struct ValidationRunCache;
class InfoDigest;

/// What a rule check gets: read access to one design (live or snapshot), a place to report
/// findings, and a record of everything the check read. The incremental validator re-runs a
/// check only when one of its recorded dependencies changes, so a check must declare what it
/// reads: objects with dependsOn(), and the relations it walks (cables attached to an object,
/// modules in a device, devices in a rack) with the relation variants.
class CheckContext final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CheckContext)

 public:
  enum class Relation { Attachments, ModulesIn, DevicesIn, ChildrenOf };

  /// A full validation has no use for the dependencies and runs faster without recording them;
  /// `cache` (optional) is shared by the scopes one worker checks in a row.
  explicit CheckContext(const DesignData& design, bool recordDependencies = true,
                        ValidationRunCache* cache = nullptr)
      : mDesign(design), mRecordDependencies(recordDependencies), mCache(cache) {}

  const DesignData& design() const { return mDesign; }
  bool recordsDependencies() const { return mRecordDependencies; }
  ValidationRunCache* runCache() const { return mCache; }

  /// The design's part for a type id (DesignData::findPart). Within a run the same few parts
  /// are looked up hundreds of thousands of times by the same strings (the objects' type ids),
  /// so the run cache remembers them by the string's address, checked against the part's id.
  const Part* findPart(const QString& typeId) const;

  void dependsOn(const ObjectId& id) {
    if (mRecordDependencies)
      record(mLengthBlind ? shapeKey(id) : id);
  }
  void dependsOnRelation(const ObjectId& id, Relation relation) {
    if (mRecordDependencies)
      record(relationKey(id, relation));
  }
  /// A derived id standing for "the set of X related to id" (stable; its version nibble 0xF,
  /// which no UUID version uses, keeps it apart from real object ids, which are random v4 or
  /// name-based v5 UUIDs). Cheap: a bit copy, no hashing.
  static ObjectId relationKey(const ObjectId& id, Relation relation);
  /// A derived id standing for "the object, apart from a cable's length" (version nibble 0xE).
  /// The incremental validator marks it changed with every edit of the object except one that
  /// changes a cable's length only. Ids that are not object ids (derived keys) stay themselves.
  static ObjectId shapeKey(const ObjectId& id);

  /// While one lives, the checks of the context read no cable's length, so what they read is
  /// recorded by its shape key: a whole-switch or whole-rack check (rail alignment, leaf
  /// capacity, rack power) then does not re-run when a cable gets longer or shorter, the most
  /// common edit.
  class LengthBlind {
   public:
    explicit LengthBlind(CheckContext& ctx)
        : mCtx(ctx), mWasBlind(std::exchange(ctx.mLengthBlind, true)) {}
    ~LengthBlind() { mCtx.mLengthBlind = mWasBlind; }
    LengthBlind(const LengthBlind&) = delete;
    LengthBlind& operator=(const LengthBlind&) = delete;

   private:
    CheckContext& mCtx;
    bool mWasBlind;
  };

  /// Reports a finding; severity comes from the rule catalog unless given.
  void report(RuleId rule, const QVector<ObjectId>& objects, const QString& discriminator,
              FindingText message, const QString& location);
  void report(RuleId rule, Severity severity, const QVector<ObjectId>& objects,
              const QString& discriminator, FindingText message, const QString& location);
  /// A DS-08 info: the verdict of `about` rests on unknown or UNCONFIRMED data.
  void reportUnverified(RuleId about, const QVector<ObjectId>& objects,
                        const QString& discriminator, FindingText message, const QString& location);

  /// "R01 U12 dgx-01" (rack, U, device; "unracked" when not in a rack; adapters name their
  /// parent server and bay).
  QString deviceLocation(const ObjectId& deviceId) const;
  QString buildDeviceLocation(const ObjectId& deviceId) const;
  /// "R01 U12 dgx-01 OSFP2".
  QString cageLocation(const ObjectId& deviceId, const QString& cage) const;
  /// "R01 U12 dgx-01 OSFP2 MMA4Z00-NS port 1".
  QString modulePortLocation(const ObjectId& moduleId, const QString& port) const;
  /// "R01 U42 pp-r01 port 3".
  QString panelPortLocation(const ObjectId& panelId, const QString& port) const;
  /// Where a cable end is attached, in the forms above ("loose" when not attached).
  QString attachmentLocation(const Attachment& attachment) const;
  /// A device's display name ("dgx-01"), or a placeholder when it is gone.
  QString deviceName(const ObjectId& deviceId) const;

  /// Findings go to `sink` (appended) instead of the context's own list: a full run's worker
  /// collects every scope's findings in one list, without a list per scope.
  void reportInto(QVector<Finding>* sink) { mSink = sink; }

  /// A summarising full run: unwaived infos go to `digest` (counted, a few kept as examples)
  /// instead of the list; `waivers` (finding key → reason) says which infos are waived.
  void summariseInfosInto(InfoDigest* digest, const QHash<QString, QString>* waivers) {
    mInfos = digest;
    mWaivers = waivers;
  }
  /// In a summarising run: true when an info of `rule` about `objects` at `location` can only
  /// be counted (InfoDigest::mayKeep). It is then counted, and the check skips building its
  /// message. False in every other run, and in a design with waivers (a waived info is listed,
  /// and telling needs its key). Worth asking for infos that every transceiver reports.
  bool countsInfoOnly(RuleId rule, std::span<const ObjectId> objects, const QString& location);

  /// How many findings the scope has reported so far, those only counted included.
  qsizetype findingCount() const { return mReported; }
  QVector<Finding> takeFindings() { return std::exchange(mFindings, {}); }
  /// What the scope read, sorted and each once.
  QVector<ObjectId> takeDependencies();

 private:
  void record(const ObjectId& id) {
    if (mDependencies.isEmpty() || mDependencies.constLast() != id)
      mDependencies.append(id);
  }

  const DesignData& mDesign;
  const bool mRecordDependencies;
  bool mLengthBlind = false;  ///< see LengthBlind
  ValidationRunCache* mCache = nullptr;
  QVector<Finding> mFindings;
  /// Appended as read (a repeat of the last one skipped), sorted when taken. A validator keeps
  /// every scope's list for as long as the design is open: a sorted vector costs 16 bytes an
  /// id, a QSet over a kilobyte for the few ids a scope reads.
  QVector<ObjectId> mDependencies;
  /// Builds a finding and files it, unless a summarising run only counts it (countsInfoOnly).
  void fileNew(RuleId rule, Severity severity, const QVector<ObjectId>& objects,
               const QString& discriminator, FindingText message, const QString& location,
               std::optional<RuleId> about);
  /// Files a finding: into the digest when it is an unwaived info of a summarising run, else
  /// into the sink or the context's own list.
  void file(Finding finding);
  /// Builds the finding's key only when the design has waivers.
  bool isWaived(const Finding& finding) const {
    return mWaivers && !mWaivers->isEmpty() && mWaivers->contains(finding.key());
  }

  QVector<Finding>* mSink = nullptr;
  qsizetype mReported = 0;
  InfoDigest* mInfos = nullptr;
  const QHash<QString, QString>* mWaivers = nullptr;
};

}  // namespace rackwright

#endif
