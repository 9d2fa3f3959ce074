#ifndef RACKWRIGHT_CORE_FILEFORMAT_RECOVERY_H
#define RACKWRIGHT_CORE_FILEFORMAT_RECOVERY_H

#include "core/fileformat/designfile.h"
#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QLockFile;

namespace rackwright {

/// What the sidecar of a recovery file says about it.
struct RecoveryInfo {
  QString originalPath;  ///< absolute path of the design's file; empty for a design never saved
  QString designName;    ///< the design's own name, for the list shown at start-up
  QDateTime writtenAt;   ///< UTC
  qint64 pid = 0;        ///< process that wrote it
  QString instance;      ///< that process's instance id (RecoveryStore::instanceId())
  QString host;

  bool isUntitled() const { return originalPath.isEmpty(); }
  bool operator==(const RecoveryInfo&) const = default;
};

class RecoverySlot;

/// The folder of recovery files: for each open document with unsaved changes, `<id>.rackwright`
/// (the design, written atomically like a normal save), `<id>.json` (its RecoveryInfo) and
/// `<id>.lock`, a QLockFile the owning process holds while the document is open. A process that
/// crashed or was killed leaves its files behind with a stale lock; a running one keeps its lock,
/// so another instance never offers or deletes files that are still in use.
///
/// A store is a value (a folder path): the write functions may run on a worker thread.
class RecoveryStore final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RecoveryStore)

 public:
  /// `directory` empty means defaultDirectory().
  explicit RecoveryStore(QString directory = {});

  /// `recovery/` in the per-user application data folder (XDG_DATA_HOME on Linux).
  static QString defaultDirectory();
  /// A random id of this process, recorded in every sidecar it writes.
  static QString instanceId();

  const QString& directory() const { return mDirectory; }
  QString designPath(const QString& id) const;
  QString infoPath(const QString& id) const;
  QString lockPath(const QString& id) const;

  /// Every id that has a design or a sidecar file, sorted.
  QStringList ids() const;

  /// Writes the design atomically (QSaveFile: the previous recovery file stays until the new
  /// one is complete). Throws Error naming the file, or CancelledError.
  void writeDesign(const QString& id, const DesignData& design,
                   const ProgressCallback& progress = {}) const;
  /// Writes the sidecar atomically. Throws Error naming the file.
  void writeInfo(const QString& id, const RecoveryInfo& info) const;
  /// Reads a sidecar. Throws ParseError naming the file and the key.
  RecoveryInfo readInfo(const QString& id) const;
  /// Removes the design and the sidecar (not the lock). Missing files are fine.
  void removeFiles(const QString& id) const;

  /// Claims every entry no running process owns (its lock is free or stale), oldest first. Each
  /// returned slot holds the entry's lock until it is released or destroyed, so two instances
  /// starting at once never offer the same design. Entries without a design file are removed.
  std::vector<std::unique_ptr<RecoverySlot>> claimOrphans() const;

 private:
  QString mDirectory;
};

/// One recovery entry owned by this process: its lock is held as long as the slot lives.
/// Destroying the slot releases the lock and keeps the files (what "decide later" needs);
/// discard() removes them first.
class RecoverySlot final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RecoverySlot)

 public:
  /// A new entry with a fresh id, locked. Throws Error when the folder cannot be written.
  static std::unique_ptr<RecoverySlot> create(const RecoveryStore& store);
  /// Locks an existing entry; nullptr when a running process holds it.
  static std::unique_ptr<RecoverySlot> claim(const RecoveryStore& store, const QString& id);
  ~RecoverySlot();

  const RecoveryStore& store() const { return mStore; }
  const QString& id() const { return mId; }
  QString designPath() const { return mStore.designPath(mId); }
  bool hasDesign() const;

  /// The sidecar as read by claim(); for an entry whose sidecar is missing or broken, an untitled
  /// entry dated by its design file, and infoProblem() says why.
  const RecoveryInfo& info() const { return mInfo; }
  const QString& infoProblem() const { return mInfoProblem; }

  /// Removes the entry's files; the lock goes when the slot does.
  void discard();

 private:
  RecoverySlot(RecoveryStore store, QString id, std::unique_ptr<QLockFile> lock);
  void readInfo();

  RecoveryStore mStore;
  QString mId;
  std::unique_ptr<QLockFile> mLock;
  RecoveryInfo mInfo;
  QString mInfoProblem;
};

}  // namespace rackwright

#endif
