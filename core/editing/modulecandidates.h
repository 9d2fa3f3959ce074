#ifndef RACKWRIGHT_CORE_EDITING_MODULECANDIDATES_H
#define RACKWRIGHT_CORE_EDITING_MODULECANDIDATES_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QVector>

namespace rackwright {

/// A transceiver that could be plugged into a cage.
struct ModuleCandidate {
  PartPtr part;
  /// The part to choose for the cage (compat's preferred(): form factor, top, port style, lanes,
  /// signalling and a common protocol); the others only mate mechanically and validation will
  /// say what is off.
  bool preferred = false;
  QString label() const;
};

/// The transceivers offered for an empty cage (the canvas's Plug transceiver menu): every
/// catalog transceiver that mates with the cage, the preferred ones first. Compatibility decides,
/// as it does for the planner and the FF rules.
class ModuleCandidates final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ModuleCandidates)

 public:
  static QVector<ModuleCandidate> forCage(const DesignData& design, const ObjectId& deviceId,
                                          const QString& cage);
  /// Why nothing can be plugged into the cage (empty when something can): it holds a module
  /// or the plug of a cable, or the device has no such cage.
  static QString impossibleReason(const DesignData& design, const ObjectId& deviceId,
                                  const QString& cage);
};

}  // namespace rackwright

#endif
