#ifndef RACKWRIGHT_UI_DOCKS_INSPECTORDOCK_H
#define RACKWRIGHT_UI_DOCKS_INSPECTORDOCK_H

#include "core/model/design.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rackwright::ui {

class EditSession;
class RackInspector;

/// The Inspector dock: properties of the selected devices and cables. Every change is an undo
/// command through the session; with several objects selected a field shows "(mixed)" until it
/// is set, and then sets it on all of them in one undo step.
class InspectorDock final : public QWidget {
  Q_OBJECT

 public:
  explicit InspectorDock(EditSession* session, QWidget* parent = nullptr);

  /// Shows the properties of these objects (of the session's design).
  void setSelection(const QVector<ObjectId>& devices, const QVector<ObjectId>& cables,
                    const QVector<ObjectId>& racks = {});
  /// Re-reads the shown objects (after an edit or undo).
  void refresh();

  QLabel* summaryLabel() const { return mSummary; }
  /// The rack section (ui/docks/rackinspector.h).
  RackInspector* rackInspector() const { return mRackInspector; }
  QLabel* deviceInfoLabel() const { return mDeviceInfo; }
  QLineEdit* nameField() const { return mName; }
  QComboBox* rackField() const { return mRack; }
  QSpinBox* positionField() const { return mPosition; }
  QComboBox* faceField() const { return mFace; }
  QComboBox* cableStatusField() const { return mCableStatus; }
  QDoubleSpinBox* cableLengthField() const { return mCableLength; }
  QLineEdit* cableColourField() const { return mCableColour; }

  /// The edits the fields make (also used by tests): each one undo step; false when refused.
  bool renameDevice(const QString& name);
  bool moveDevicesTo(const ObjectId& rackId, std::optional<int> positionU,
                     std::optional<RackFace> face);
  bool editCables(std::optional<CableStatus> status, std::optional<double> lengthM,
                  std::optional<QString> colour);

 private:
  void build();
  void connectDesign();

  EditSession* mSession;
  QPointer<Design> mDesign;
  QVector<ObjectId> mDevices;
  QVector<ObjectId> mCables;
  bool mFilling = false;
  bool mRefreshPending = false;

  QLabel* mSummary;
  RackInspector* mRackInspector;
  QGroupBox* mDeviceBox;
  QLineEdit* mName;
  QLabel* mPart;
  QComboBox* mRack;
  QSpinBox* mPosition;
  QComboBox* mFace;
  QLabel* mDeviceInfo;
  QGroupBox* mCableBox;
  QLabel* mCableInfo;
  QComboBox* mCableStatus;
  QDoubleSpinBox* mCableLength;
  QLineEdit* mCableColour;
};

}  // namespace rackwright::ui

#endif
