#ifndef RACKWRIGHT_UI_DOCKS_INSPECTORDOCK_H
#define RACKWRIGHT_UI_DOCKS_INSPECTORDOCK_H

#include "cableinspector.h"
#include "core/model/design.h"
#include "core/validation/finding.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rackwright::ui {

class CableInspector;
class EditSession;
class RackInspector;

/// The Inspector dock: properties of the selected devices and cables (the cable section is a
/// CableInspector). Every change is an undo command through the session; with several objects
/// selected a field shows "(mixed)" until it is set, and then sets it on all of them in one undo
/// step.
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
  QComboBox* sideField() const { return mSide; }
  QComboBox* deviceNetworkField() const { return mNetwork; }
  QComboBox* devicePlaneField() const { return mPlane; }
  CableInspector* cableInspector() const { return mCableInspector; }
  QComboBox* cableStatusField() const;
  QDoubleSpinBox* cableLengthField() const;
  QLineEdit* cableColourField() const;
  /// The current validation findings (the cable section lists those of its cables).
  void setFindings(const QVector<Finding>& findings, CableInspector::InfoSource countedInfos = {});

  /// The edits the fields make (also used by tests): each one undo step; false when refused.
  bool renameDevice(const QString& name);
  bool moveDevicesTo(const ObjectId& rackId, std::optional<int> positionU,
                     std::optional<RackFace> face);
  /// Hangs the selected zero-U devices in the side channel `side` (ZeroUMount).
  bool hangDevices(RackSide side);
  /// Says which network and plane the selected devices serve (empty key: none; plane 0: none).
  bool assignDevicesNetwork(std::optional<QString> network, std::optional<int> plane);
  bool editCables(std::optional<CableStatus> status, std::optional<double> lengthM,
                  std::optional<QString> colour, std::optional<QString> label = std::nullopt);

 Q_SIGNALS:
  /// The user asked to see a device (an end link of the cable section).
  void deviceLinkActivated(const rackwright::ObjectId& deviceId);

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
  QComboBox* mSide;  ///< zero-U devices: the side channel
  QComboBox* mNetwork;
  QComboBox* mPlane;
  QLabel* mDeviceInfo;
  CableInspector* mCableInspector;
};

}  // namespace rackwright::ui

#endif
