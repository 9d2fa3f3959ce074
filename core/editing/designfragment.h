#ifndef RACKWRIGHT_CORE_EDITING_DESIGNFRAGMENT_H
#define RACKWRIGHT_CORE_EDITING_DESIGNFRAGMENT_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

namespace rackwright {

class EditTransaction;

/// Copied design objects as a JSON fragment (the clipboard payload): the chosen devices with
/// the adapters inside them and their transceivers, every cable whose ends all lie within the
/// copy, and apart from those the cables that run from the copy to objects outside it (with the
/// chosen cables that reach outside). Pasting gives everything new ids and free names (dgx-01 →
/// dgx-03 …), puts each device back at its place when that is free, else at the first free
/// place in the same rack, else in another rack, else unracked, all in one undo step; what
/// happens to the cables that reach outside is the caller's choice (OutsideCables).
class DesignFragment final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignFragment)

 public:
  static constexpr int kVersion = 1;

  /// What a copy of `devices` and `cables` holds: the devices with the adapters inside them,
  /// their transceivers, and every cable at any of them or chosen (sorted by id). Cut removes
  /// exactly these.
  struct Selection {
    QVector<ObjectId> devices;
    QVector<ObjectId> modules;
    QVector<ObjectId> cables;
    QSet<ObjectId> inside;  ///< devices and modules
  };
  static Selection gather(const DesignData& design, const QVector<ObjectId>& devices,
                          const QSet<ObjectId>& cables);
  static QJsonObject copy(const DesignData& design, const QVector<ObjectId>& devices,
                          const QSet<ObjectId>& cables);
  static bool isFragment(const QJsonObject& json);
  /// Cables of the fragment with an end on an object outside it (0 for what is not a fragment):
  /// the ones the user is asked about before pasting.
  static int outsideCableCount(const QJsonObject& fragment);

  /// What pasting does with a cable that ran to an object outside the copy.
  enum class OutsideCables {
    LeaveOut,   ///< the cable is not pasted
    FreePorts,  ///< each outside end goes to the next free matching port of the same device
    LooseEnds   ///< the cable is pasted with that end loose, for the user to plug
  };

  struct PasteResult {
    QVector<ObjectId> devices;  ///< the new top-level devices
    QSet<ObjectId> cables;
    int unracked = 0;            ///< devices for which no rack had room
    int outsideLeftOut = 0;      ///< outside cables not pasted
    int outsideReconnected = 0;  ///< outside ends plugged into a free matching port
    int outsideLoose = 0;        ///< outside ends left loose (chosen, or no free port)
  };
  /// Adds the fragment's objects to the transaction's design. Throws rackwright::Error when the
  /// fragment is damaged or an object is refused; the caller's transaction then rolls back.
  static PasteResult paste(EditTransaction& transaction, const QJsonObject& fragment,
                           OutsideCables outside = OutsideCables::LeaveOut);
};

}  // namespace rackwright

#endif
