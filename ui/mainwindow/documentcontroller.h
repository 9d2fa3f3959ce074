#ifndef RACKWRIGHT_UI_MAINWINDOW_DOCUMENTCONTROLLER_H
#define RACKWRIGHT_UI_MAINWINDOW_DOCUMENTCONTROLLER_H

#include "core/fileformat/designfile.h"
#include "core/model/design.h"

#include <QCoroTask>
#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>

class QUndoStack;
class QWidget;

namespace rackwright::ui {

class UserPrompts;

/// Owns the open document of one window (the Design, its undo stack and file path) and runs
/// New, Open and Save.
///
/// Loading and saving run on a worker thread with a progress dialog, so a 100,000-cable design
/// does not freeze the window. A load never touches the live Design: it fills a fresh Design on
/// the worker and hands it over only when it succeeded, so a failed or cancelled load leaves the
/// open document exactly as it was. A save reads the live Design on the worker; while it runs the
/// controller reports busy and the window blocks every edit, so nothing writes to it meanwhile.
class DocumentController final : public QObject {
  Q_OBJECT

 public:
  /// `window` parents the dialogs; `prompts` must outlive the controller.
  DocumentController(QWidget* window, UserPrompts* prompts);
  ~DocumentController() override;

  void setPrompts(UserPrompts* prompts) { mPrompts = prompts; }

  Design& design() { return *mDesign; }
  const Design& design() const { return *mDesign; }
  QUndoStack& undoStack() { return *mUndoStack; }
  /// Absolute path of the file, empty for a new design never saved.
  QString filePath() const { return mFilePath; }
  /// File name, or "Untitled" for a new design.
  QString displayName() const;
  bool isModified() const;
  /// True while a load or save runs on the worker.
  bool isBusy() const { return bool(mWork); }

  enum class DiscardDecision { Proceed, SaveFirst, Cancel };
  /// Asks (only when there are unsaved changes) whether the document may be replaced or closed.
  DiscardDecision askBeforeDiscard();
  /// askBeforeDiscard(), then saves when the user chose to. True when it is fine to go on.
  QCoro::Task<bool> confirmDiscard();

  /// Replaces the document with an empty design. Callers confirm unsaved changes first.
  void newDocument();
  /// Replaces the document with `design` (generated, never saved). Callers confirm first.
  void adoptNew(std::unique_ptr<Design> design);
  /// Loads `path` into a fresh design and replaces the document with it. On failure an error is
  /// shown through the prompts and the open document stays untouched. Returns success.
  QCoro::Task<bool> load(QString path);
  /// Saves to the current file, or asks for one.
  QCoro::Task<bool> save();
  /// Asks for a file name (`path` empty) and saves there.
  QCoro::Task<bool> saveAs(QString path = {});

  /// Cancels a running load or save (as the progress dialog's Cancel button does).
  void cancelOperation();

  /// Appends ".rackwright" unless the name has it.
  static QString withDesignSuffix(const QString& path);

 Q_SIGNALS:
  /// design() is a different object now (new, opened); the undo stack was cleared.
  void documentReplaced();
  void filePathChanged(const QString& path);
  void modifiedChanged(bool modified);
  void busyChanged(bool busy);
  /// A file was opened or saved (for the recent-files list).
  void fileUsed(const QString& path);
  void statusMessage(const QString& message);

 private:
  struct WorkerState;
  struct Outcome;
  using OutcomePtr = std::shared_ptr<Outcome>;
  using Work = std::function<void(Outcome&, const ProgressCallback&)>;

  QCoro::Task<OutcomePtr> runInBackground(QString label, Work work);
  QCoro::Task<bool> saveTo(QString path);
  void adopt(std::unique_ptr<Design> design, const QString& path);
  void setFilePath(const QString& path);

  QPointer<QWidget> mWindow;
  UserPrompts* mPrompts;
  std::unique_ptr<Design> mDesign;
  QUndoStack* mUndoStack;
  QString mFilePath;
  std::shared_ptr<WorkerState> mWork;
  QFuture<OutcomePtr> mWorkFuture;
};

}  // namespace rackwright::ui

#endif
