#ifndef RACKWRIGHT_CORE_IMPORT_NETBOX_NETBOXINTERFACETYPES_H
#define RACKWRIGHT_CORE_IMPORT_NETBOX_NETBOXINTERFACETYPES_H

#include "core/catalog/enums.h"

#include <QString>

#include <optional>

namespace rackwright::netbox {

/// What Rackwright makes of a NetBox interface type.
enum class InterfaceClass {
  Cage,       ///< a cabled port: becomes a cage
  Logical,    ///< virtual, bridge, LAG: no hardware, skipped
  Wireless,   ///< radio interfaces: nothing to cable, skipped
  Backplane,  ///< KR/KX backplane links inside a chassis: nothing to cable, skipped
};

/// The physical reading of one NetBox interface type slug (e.g. "400gbase-x-osfp").
struct InterfaceTypeInfo {
  QString slug;
  InterfaceClass cls = InterfaceClass::Cage;
  FormFactor formFactor = FormFactor::Unknown;
  int lanes = 0;         ///< electrical lanes of the cage
  double speedGbps = 0;  ///< speed of the NetBox interface (one logical port)
  Signalling signalling = Signalling::Unknown;  ///< lane signalling at that speed
  std::optional<Protocol> protocol;
  /// The mechanical family NetBox names when it differs from Rackwright's form factor, e.g.
  /// "QSFP+" (modelled as QSFP28) or "CFP2" (no Rackwright form factor: Unknown).
  QString cageLabel;
  /// NetBox gives no form factor for this type (InfiniBand types are speed-only), so the form
  /// factor above is an assumption.
  bool formFactorAssumed = false;
  /// The cage has a riding heat sink, so it needs a flat-top module ("-rhs" types).
  bool ridingHeatSink = false;
  /// False when the slug is not in NetBox's list and everything above was read from its name.
  bool known = true;
  /// False when the slug could not be read at all: a cage of unknown form factor.
  bool understood = true;
};

/// Looks up a NetBox interface type slug. Slugs NetBox does not define are read from their
/// name ("200gbase-cr4": 200G over 4 lanes); `known` and `understood` say how that went.
InterfaceTypeInfo interfaceType(const QString& slug);

/// All interface type slugs NetBox defines (for tests).
QStringList knownInterfaceTypes();

/// Lane signalling family for a per-lane rate in Gb/s (25 → 25G-NRZ, 50 → 50G-PAM4 …).
Signalling signallingForLaneRate(double gbpsPerLane);

/// The reading of a NetBox front/rear port type (e.g. "lc-apc", "mpo", "8p8c").
struct PortTypeInfo {
  Connector connector = Connector::None;
  Polish polish = Polish::None;
  bool duplexAssumed = false;      ///< NetBox "lc" does not say simplex or duplex
  bool fiberCountAssumed = false;  ///< NetBox "mpo" carries no fiber count
  bool pcAsUpc = false;            ///< "-pc" polish recorded as UPC
  bool known = true;               ///< false: no Rackwright connector for this type
};

PortTypeInfo portType(const QString& slug);

}  // namespace rackwright::netbox

#endif
