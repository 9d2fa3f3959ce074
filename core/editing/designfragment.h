#ifndef RACKWRIGHT_CORE_EDITING_DESIGNFRAGMENT_H
#define RACKWRIGHT_CORE_EDITING_DESIGNFRAGMENT_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

namespace rackwright {

class EditTransaction;

/// Copied design objects as a JSON fragment (the clipboard payload): the chosen devices with
/// the adapters inside them and their transceivers, the chosen cables, and every cable whose
/// ends all lie within the copy. Pasting gives everything new ids and free names (dgx-01 →
/// dgx-03 …), puts each device back at its place when that is free, else at the first free
/// place in the same rack, else in another rack, else unracked, all in one undo step.
class DesignFragment final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignFragment)

 public:
  static constexpr int kVersion = 1;

  static QJsonObject copy(const DesignData& design, const QVector<ObjectId>& devices,
                          const QSet<ObjectId>& cables);
  static bool isFragment(const QJsonObject& json);

  struct PasteResult {
    QVector<ObjectId> devices;  ///< the new top-level devices
    QSet<ObjectId> cables;
    int unracked = 0;  ///< devices for which no rack had room
  };
  /// Adds the fragment's objects to the transaction's design. Throws rackwright::Error when the
  /// fragment is damaged or an object is refused; the caller's transaction then rolls back.
  static PasteResult paste(EditTransaction& transaction, const QJsonObject& fragment);
};

}  // namespace rackwright

#endif
