#ifndef RACKWRIGHT_UI_DOCKS_RACKINSPECTOR_H
#define RACKWRIGHT_UI_DOCKS_RACKINSPECTOR_H

#include "core/editing/rackediting.h"
#include "core/model/design.h"

#include <QGroupBox>
#include <QPointer>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace rackwright::ui {

class EditSession;

/// The rack section of the Inspector: name, height, width, depth and the power and weight
/// limits of the selected racks. Every change is one undo step through the session; with
/// several racks selected a field that differs shows "(mixed)" until it is set, and then sets
/// it on all of them in one step. Core decides what is allowed (DesignEdits::editRack refuses a
/// height below the devices); the refusal is shown here, under the fields, and the fields go
/// back to the model's values.
class RackInspector final : public QGroupBox {
  Q_OBJECT

 public:
  explicit RackInspector(EditSession* session, QWidget* parent = nullptr);

  void setRacks(const QVector<ObjectId>& racks);
  const QVector<ObjectId>& racks() const { return mRacks; }
  /// How many of the racks are still in the design (the Inspector's summary counts them).
  int shownRackCount() const;
  /// Re-reads the racks (after an edit or undo); hides the section when none is left.
  void refresh();

  /// The edit the fields make (also used by tests): one undo step; false when refused or when
  /// nothing would change.
  bool apply(const RackEditing::RackChange& change);

  QLineEdit* nameField() const { return mName; }
  QComboBox* heightField() const { return mHeight; }
  QDoubleSpinBox* widthField() const { return mWidth; }
  QDoubleSpinBox* depthField() const { return mDepth; }
  QDoubleSpinBox* powerField() const { return mPower; }
  QDoubleSpinBox* weightField() const { return mWeight; }
  QLabel* infoLabel() const { return mInfo; }
  QLabel* refusalLabel() const { return mRefusal; }

 private:
  void connectDesign();
  void scheduleRefresh();

  EditSession* mSession;
  QPointer<Design> mDesign;
  QVector<ObjectId> mRacks;
  bool mFilling = false;
  bool mRefreshPending = false;
  bool mApplying = false;
  QString mLastRefusal;

  QLineEdit* mName;
  QComboBox* mHeight;
  QDoubleSpinBox* mWidth;
  QDoubleSpinBox* mDepth;
  QDoubleSpinBox* mPower;
  QDoubleSpinBox* mWeight;
  QLabel* mInfo;
  QLabel* mRefusal;
};

}  // namespace rackwright::ui

#endif
