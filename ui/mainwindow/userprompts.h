#ifndef RACKWRIGHT_UI_MAINWINDOW_USERPROMPTS_H
#define RACKWRIGHT_UI_MAINWINDOW_USERPROMPTS_H

#include "core/common/ratio.h"
#include "core/editing/designfragment.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

class QWidget;

namespace rackwright::ui {

/// One design found at start-up that an earlier run left with unsaved changes.
struct RecoveredDesign {
  QString name;          ///< the design's name, or its file name
  QString originalPath;  ///< the file it belongs to; empty for a design never saved
  QDateTime savedAt;     ///< when its recovery file was written
  QString differences;   ///< how it differs from the file on disk, in one line
  bool readable = true;  ///< false when the recovery file cannot be read: it cannot be restored
};

/// Every question and message the document workflow puts to the user. The window talks to the
/// user only through this interface, so tests replace the modal dialogs with a recorder.
class UserPrompts {
 public:
  enum class UnsavedChoice { Save, Discard, Cancel };
  enum class RecoveryChoice { Restore, Discard, Later };
  /// How to open a file the normal load refuses (see core/fileformat/designrepair.h).
  enum class RepairChoice { Quarantine, Drop, Cancel };

  virtual ~UserPrompts() = default;

  /// Shows an error whose message is complete (file, JSON path, line and the fix).
  virtual void showError(QWidget* parent, const QString& title, const QString& message) = 0;
  /// Asks what to do with unsaved changes of `documentName` before they would be lost.
  virtual UnsavedChoice askUnsavedChanges(QWidget* parent, const QString& documentName) = 0;
  /// Returns the design file to open, or an empty string when the user cancelled.
  virtual QString askOpenFileName(QWidget* parent, const QString& directory) = 0;
  /// Returns where to save, or an empty string when the user cancelled.
  virtual QString askSaveFileName(QWidget* parent, const QString& suggestedPath) = 0;
  /// Asks why a finding of `rule` is acceptable; an empty string means cancelled. The default
  /// shows a text input dialog.
  virtual QString askWaiverReason(QWidget* parent, const QString& rule, const QString& message);
  /// Asks for the leaf oversubscription the fabric `fabricName` is planned for, offering
  /// `current` (empty: the rule's default), with the finding's `message` for context. Nothing
  /// means cancelled; an empty ratio returns the fabric to the rule's default. The default shows
  /// a text input dialog that asks again, with the problem, until the text is a ratio or empty.
  virtual std::optional<std::optional<Ratio>> askFabricOversubscription(
      QWidget* parent, const QString& fabricName, const std::optional<Ratio>& current,
      const QString& message);
  /// Asks for the uplink capacity (Gb/s) every leaf of the fabric `fabricName` is built with,
  /// offering `current`, with the finding's `message` for context. Nothing means cancelled; an
  /// empty value (0 entered) stops stating it. The default shows a number input dialog.
  virtual std::optional<std::optional<int>> askLeafUplinks(QWidget* parent,
                                                           const QString& fabricName,
                                                           std::optional<int> current,
                                                           const QString& message);
  /// Asks what to do with each recovered design: one choice per entry, in order. The default
  /// shows the RecoveryDialog; closing it keeps every file for later.
  virtual QList<RecoveryChoice> askRecovery(QWidget* parent, const QList<RecoveredDesign>& designs);
  /// `documentName` cannot be opened as it is; `problems` lists each problem (file, path, line,
  /// text). Asks whether to open it with those objects set aside in a quarantine section of the
  /// file, with them dropped, or not at all. The default shows a message box.
  virtual RepairChoice askOpenWithRepair(QWidget* parent, const QString& documentName,
                                         const QStringList& problems);
  /// Shows what opening with repair did, one line per object. The default shows a message box.
  virtual void showRepairReport(QWidget* parent, const QString& documentName,
                                const QStringList& lines);
  /// `count` copied cables run to objects outside what `action` ("Paste", "Duplicate") adds.
  /// Asks what to do with them; nothing means cancel. The default shows a message box whose
  /// default button connects them to the next free matching ports.
  virtual std::optional<DesignFragment::OutsideCables> askOutsideCables(QWidget* parent,
                                                                        const QString& action,
                                                                        int count);
};

/// The real prompts: QMessageBox and QFileDialog.
class DialogPrompts final : public UserPrompts {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::DialogPrompts)

 public:
  void showError(QWidget* parent, const QString& title, const QString& message) override;
  UnsavedChoice askUnsavedChanges(QWidget* parent, const QString& documentName) override;
  QString askOpenFileName(QWidget* parent, const QString& directory) override;
  QString askSaveFileName(QWidget* parent, const QString& suggestedPath) override;

  /// The file dialog filter for design files.
  static QString designFileFilter();
};

}  // namespace rackwright::ui

#endif
