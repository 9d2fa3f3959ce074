#ifndef RACKWRIGHT_UI_EXPORT_EXPORTDIALOG_H
#define RACKWRIGHT_UI_EXPORT_EXPORTDIALOG_H

#include "core/model/networks.h"
#include "exportsettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace rackwright::ui {

/// The export options: paper, orientation, format, racks, label stock and filters, and the
/// output. Only the options that apply to the chosen export are shown.
class ExportDialog final : public QDialog {
  Q_OBJECT

 public:
  /// `networks`: the design's networks, offered as a filter of labels and the cable schedule.
  ExportDialog(const ExportSettings& settings, const QStringList& rackNames, QWidget* parent,
               const QVector<NetworkDefinition>& networks = {});

  ExportSettings settings() const;

 private:
  void browse();
  void updateState();

  ExportSettings mSettings;
  QComboBox* mPaper;
  QCheckBox* mLandscape;
  QComboBox* mFormat;
  QLineEdit* mRacks;
  QComboBox* mStatus;
  QComboBox* mNetwork;
  QComboBox* mTemplate;
  QCheckBox* mTape;
  QCheckBox* mTrueScale;
  QLineEdit* mOutput;
};

}  // namespace rackwright::ui

#endif
