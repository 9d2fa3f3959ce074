#ifndef RACKWRIGHT_UI_MAINWINDOW_ADDRACKDIALOG_H
#define RACKWRIGHT_UI_MAINWINDOW_ADDRACKDIALOG_H

#include "core/model/design.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace rackwright::ui {

/// "Add rack…": the row it goes to, its type (an empty rack or a rack-scale system of the
/// catalog, such as GB200 NVL72, which fixes the size and brings every tray), its name (proposed
/// by Naming for the chosen row until the user types one), height, width, depth and limits. The
/// sizes start as the last rack added had them ("use last-used values"); Standard values goes back
/// to 42 U, 600 × 1200 mm and no limits. The dialog only asks: accepted() is handled by the window,
/// which adds the rack in one undo step.
class AddRackDialog final : public QDialog {
  Q_OBJECT

 public:
  AddRackDialog(const Design& design, const ObjectId& proposedRow, QWidget* parent = nullptr);

  /// The chosen row (null: a new site, hall and row are created for the rack).
  ObjectId rowId() const;
  /// The rack as entered (no id, no row position); a system's rack names its system.
  Rack rack() const;

  QComboBox* rowField() const { return mRow; }
  QComboBox* typeField() const { return mType; }
  QLabel* systemSummary() const { return mSystemSummary; }
  QLineEdit* nameField() const { return mName; }
  QComboBox* heightField() const { return mHeight; }
  QDoubleSpinBox* widthField() const { return mWidth; }
  QDoubleSpinBox* depthField() const { return mDepth; }
  QDoubleSpinBox* powerField() const { return mPower; }
  QDoubleSpinBox* weightField() const { return mWeight; }
  QDialogButtonBox* buttons() const { return mButtons; }

  /// The sizes and limits of the rack added last (42 U, 600 × 1200 mm, no limits at first).
  static Rack lastUsedRack();
  static void rememberRack(const Rack& rack);

 private:
  void setValues(const Rack& rack);
  void proposeName();
  /// Fixes the size fields to the chosen system's (or frees them for an empty rack).
  void applyType();

  QPointer<const Design> mDesign;
  QComboBox* mRow;
  QComboBox* mType;
  QLabel* mSystemSummary;
  QLineEdit* mName;
  QComboBox* mHeight;
  QDoubleSpinBox* mWidth;
  QDoubleSpinBox* mDepth;
  QDoubleSpinBox* mPower;
  QDoubleSpinBox* mWeight;
  QDialogButtonBox* mButtons;
  bool mNameTyped = false;
};

}  // namespace rackwright::ui

#endif
