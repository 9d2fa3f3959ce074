#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNREPAIR_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNREPAIR_H

#include "designfile.h"

namespace rackwright {

/// What Open with repair does with the objects it sets aside.
enum class RepairMode {
  /// Keeps them, unchanged, in the file's top-level "quarantine" section (with the reason), which
  /// every later load and save carries along: nothing is lost and they can be fixed later.
  Quarantine,
  /// Leaves them out; the report says what was dropped.
  Drop,
};

/// Open with repair: loads a design that the normal load refuses because of problems confined to
/// single objects, by setting those objects aside. The normal load stops at the first problem;
/// this one collects every problem it can set aside, each with the file, JSON path, line and the
/// same text the normal load gives:
///
/// - an object that cannot be read (a wrong value, a missing required field, not an object);
/// - an id used twice in one section (the first object keeps it; later ones are set aside);
/// - an unknown part id;
/// - a reference to an object that is not in the file (a room's site, a row's room, a rack's row,
///   a device's rack or parent, a module's device, a cable end's device or module);
/// - a cable end on a cage, panel port or optical port its device or module does not have.
///
/// What is set aside takes along what cannot exist without it: the rooms of a site, the rows of
/// a room, the racks of a row, the devices of a rack, the child devices and modules of a device.
/// A cable with an end on an object that is not in the file, or on a port that does not exist,
/// is set aside whole in both modes (where that end went is unknown; disconnecting it silently
/// would lose the information). A cable whose end is on an object that was itself set aside is
/// set aside with it in quarantine mode (so that the two come back together once the object is
/// fixed) and, in drop mode, kept with that end disconnected, as deleting the object in the
/// editor would leave it.
///
/// Problems of the file as a whole (not JSON, not a design, a newer format, a section that is not
/// an array, a broken embedded part definition or design header) cannot be repaired: the error
/// of the normal load is thrown.
class DesignRepair final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignRepair)

 public:
  /// Loads normally when the file has no problem (report.repairs is then empty); otherwise
  /// repairs as described above. The design is cleared first and left empty on error.
  static DesignFile::LoadReport load(const QString& path, Design& design, RepairMode mode,
                                     const ProgressCallback& progress = {});
  static DesignFile::LoadReport loadFromBytes(const QByteArray& bytes, const QString& fileName,
                                              Design& design, RepairMode mode,
                                              const ProgressCallback& progress = {});

  /// "quarantined", "dropped", "kept with the end disconnected" (translated).
  static QString outcomeText(DesignFile::RepairAction::Outcome outcome);
};

}  // namespace rackwright

#endif
