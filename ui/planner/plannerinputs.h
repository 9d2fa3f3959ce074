#ifndef RACKWRIGHT_UI_PLANNER_PLANNERINPUTS_H
#define RACKWRIGHT_UI_PLANNER_PLANNERINPUTS_H

// Setting the planner's fields from the values it keeps between sessions (PlannerDialog,
// ClusterPage): a value is applied only where this build can take it, so that a setting left
// by another build never becomes a wrong input.

#include <QComboBox>
#include <QSpinBox>
#include <QVariantMap>

namespace rackwright::ui::plannerinputs {

/// Sets `box` to the number under `key`; nothing when the key is absent or not a number (the
/// box clamps a number out of its range).
inline void applyNumber(QSpinBox* box, const QVariantMap& values, const QString& key) {
  bool ok = false;
  const int value = values.value(key).toInt(&ok);
  if (ok)
    box->setValue(value);
}

/// Chooses the item of `box` whose data is the value under `key`; false (the box as it was)
/// when the key is absent or no item has that data.
inline bool applyChoice(QComboBox* box, const QVariantMap& values, const QString& key) {
  const int index = values.contains(key) ? box->findData(values.value(key)) : -1;
  if (index >= 0)
    box->setCurrentIndex(index);
  return index >= 0;
}

}  // namespace rackwright::ui::plannerinputs

#endif
