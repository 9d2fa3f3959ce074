#ifndef RACKWRIGHT_UI_MAINWINDOW_AUTOSAVER_H
#define RACKWRIGHT_UI_MAINWINDOW_AUTOSAVER_H

#include "core/fileformat/recovery.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <memory>

namespace rackwright {
class Design;
}

namespace rackwright::ui {

class DocumentController;

/// Writes the unsaved changes of one window's document to a recovery file, so that a crash or a
/// kill loses at most the last interval of work. It writes every `intervalSeconds()` (a user
/// setting, 60 s unless changed, 0 turns autosave off) when something changed since the last
/// write, and also shortly after the editing pauses following a large change (many objects or
/// many commands since the last write).
///
/// The write never blocks the window and never touches the live design: it takes a snapshot
/// (implicitly shared, so it costs no copy until the next edit) and serialises that on a worker
/// thread, while the user keeps editing. The recovery file goes away when the document is saved,
/// returns to its saved state, is replaced (New, Open) or closed, and when the window goes.
class Autosaver final : public QObject {
  Q_OBJECT

 public:
  static constexpr int kDefaultIntervalSeconds = 60;
  /// A command or a run of commands that changed this many objects is a large edit.
  static constexpr int kLargeEditObjects = 100;
  /// So many commands since the last write count as a large edit too.
  static constexpr int kLargeEditCommands = 20;
  /// How long the editing must pause after a large edit before it is written.
  static constexpr int kIdleDelayMs = 2000;

  /// The setting the Preferences dialog edits (seconds; 0 = off).
  static QString intervalKey();
  static int savedIntervalSeconds();
  static void saveIntervalSeconds(int seconds);

  explicit Autosaver(DocumentController* document, RecoveryStore store = RecoveryStore(),
                     QObject* parent = nullptr);
  ~Autosaver() override;

  /// Reads the interval setting again (after the Preferences dialog changed it).
  void reloadSettings();
  int intervalSeconds() const { return mIntervalSeconds; }

  /// Makes a recovery entry claimed at start-up this document's own: the open document was just
  /// restored from it, so it is up to date; it is rewritten on the next change and removed like
  /// any other when the document is saved or closed.
  void takeOver(std::unique_ptr<RecoverySlot> slot);

  /// Starts a write now if there are changes the recovery file lacks. Returns false when there
  /// is nothing to write, autosave is off, or the document is busy.
  bool writeNow();
  /// The window closed its document: the recovery file goes and nothing is written any more.
  void stop();
  /// True while a write runs on the worker.
  bool isWriting() const { return mWatcher.isRunning(); }
  /// True when every change of the document is in the recovery file (or there are none).
  bool isUpToDate() const { return mGeneration == mWrittenGeneration; }
  /// The recovery file of this document, or empty while there is none.
  QString recoveryFile() const;

 Q_SIGNALS:
  /// A write finished; `path` is the recovery file.
  void written(const QString& path);
  /// A write failed; the message names the file and the fix.
  void writeFailed(const QString& message);

 private:
  void attachDesign();
  void noteChange(int objects);
  void onModifiedChanged(bool modified);
  void onWriteFinished();
  /// Removes the recovery files (after the write in flight, if there is one).
  void discard();

  QPointer<DocumentController> mDocument;
  QPointer<Design> mDesign;
  RecoveryStore mStore;
  std::unique_ptr<RecoverySlot> mSlot;
  QTimer mIntervalTimer;
  QTimer mIdleTimer;
  int mIntervalSeconds = kDefaultIntervalSeconds;
  /// Counts every change of the document; a write records the count it captured.
  quint64 mGeneration = 0;
  quint64 mWrittenGeneration = 0;
  quint64 mWritingGeneration = 0;
  int mObjectsSinceWrite = 0;
  int mCommandsSinceWrite = 0;
  QFutureWatcher<QString> mWatcher;
  std::shared_ptr<std::atomic<bool>> mCancelWrite;
  bool mDiscardAfterWrite = false;
  bool mReportedFailure = false;
  bool mStopped = false;
};

}  // namespace rackwright::ui

#endif
