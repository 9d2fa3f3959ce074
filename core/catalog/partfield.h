#ifndef RACKWRIGHT_CORE_CATALOG_PARTFIELD_H
#define RACKWRIGHT_CORE_CATALOG_PARTFIELD_H

#include <QLatin1StringView>
#include <QString>

#include <array>

namespace rackwright {

struct Part;

// The catalog fields that code marks or asks about as UNCONFIRMED, in one table: a check or an
// importer names a field by its enumerator, so a mistyped field does not compile (a mistyped
// text used to return "confirmed" silently). Each text is a schema path; tst_catalogreader
// checks that every one is a field the reader knows. Catalog files may mark any schema path,
// including keys of free maps ("transceiver.reachM.OM5"); those stay text in Part::unconfirmed.
// clang-format off
#define RACKWRIGHT_PART_FIELDS(X) \
  X(Id, "id") \
  X(DeviceRole, "device.role") \
  X(DeviceUHeight, "device.uHeight") \
  X(DeviceHeightMm, "device.heightMm") \
  X(DevicePowerMaxW, "device.powerMaxW") \
  X(DevicePowerTypicalW, "device.powerTypicalW") \
  X(DeviceWeightKg, "device.weightKg") \
  X(CageFormFactor, "device.cages.formFactor") \
  X(CageSignalling, "device.cages.signalling") \
  X(CageThermal, "device.cages.thermal") \
  X(CageTwinPort, "device.cages.twinPort") \
  X(CagePowerClassW, "device.cages.powerClassW") \
  X(CageProtocols, "device.cages.protocols") \
  X(CageX, "device.cages.x") \
  X(CageY, "device.cages.y") \
  X(PanelPortConnector, "device.panelPorts.connector") \
  X(PanelPortPolish, "device.panelPorts.polish") \
  X(PanelPortX, "device.panelPorts.x") \
  X(PanelPortY, "device.panelPorts.y") \
  X(TransceiverTopStyle, "transceiver.topStyle") \
  X(TransceiverSignalling, "transceiver.signalling") \
  X(TransceiverProtocols, "transceiver.protocols") \
  X(TransceiverPmd, "transceiver.pmd") \
  X(TransceiverReachM, "transceiver.reachM") \
  X(TransceiverOpticalPorts, "transceiver.opticalPorts") \
  X(TransceiverPowerMaxW, "transceiver.powerMaxW") \
  X(TransceiverSplitPowerMaxW, "transceiver.splitPowerMaxW") \
  X(AssemblyEndTopStyle, "assembly.ends.topStyle") \
  X(AssemblyEndPowerW, "assembly.ends.powerW") \
  X(FiberMap, "fiber.map")
// clang-format on

/// A catalog field by name (see the table above).
enum class PartField : quint8 {
#define RACKWRIGHT_PART_FIELD_ENUMERATOR(name, text) name,
  RACKWRIGHT_PART_FIELDS(RACKWRIGHT_PART_FIELD_ENUMERATOR)
#undef RACKWRIGHT_PART_FIELD_ENUMERATOR
};

inline constexpr std::array kPartFieldPaths = {
#define RACKWRIGHT_PART_FIELD_TEXT(name, text) text,
    RACKWRIGHT_PART_FIELDS(RACKWRIGHT_PART_FIELD_TEXT)
#undef RACKWRIGHT_PART_FIELD_TEXT
};

/// The field's schema path, "device.cages.thermal".
inline QLatin1StringView fieldPath(PartField field) {
  return QLatin1StringView(kPartFieldPaths[std::size_t(field)]);
}

/// Why the part's `field` is UNCONFIRMED; empty when the catalog trusts it.
QString unconfirmedReason(const Part& part, PartField field);

}  // namespace rackwright

#endif
