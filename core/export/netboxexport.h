#ifndef RACKWRIGHT_CORE_EXPORT_NETBOXEXPORT_H
#define RACKWRIGHT_CORE_EXPORT_NETBOXEXPORT_H

#include "csvtable.h"
#include "exportindex.h"

#include <QCoreApplication>

namespace rackwright {

/// NetBox bulk-import CSVs (Devices and Cables import forms), with NetBox's column names in its
/// order: one row per device and one per cable.
///
/// Devices: adapters are child devices (parent + device_bay); devices have no status in a design
/// and are imported as "planned". Cables: cage plugs and transceiver ports end on the
/// interface named after the logical port ("P7/2"), panel ports on front/rear ports; a breakout
/// lists its legs' interfaces when they are all on one device and describes the legs otherwise.
class NetBoxExport final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::NetBoxExport)

 public:
  static const QStringList& deviceColumns();
  static const QStringList& cableColumns();

  static CsvTable devices(const ExportIndex& index);
  static CsvTable cables(const ExportIndex& index);

  /// NetBox cable type slug for a part ("dac-passive", "mmf-om4" …), empty when none fits.
  static QString cableType(const Part* part);
  /// The interface (or front/rear port) name NetBox will know an end by.
  static QString terminationName(const EndpointInfo& end);
  static QString terminationType(const EndpointInfo& end);

  /// Writes devices.csv and cables.csv. `out` is a folder (existing, or ending in a separator)
  /// or a prefix ("out/netbox" or "out/netbox-" → out/netbox-devices.csv). Returns the files
  /// written.
  static QStringList write(const ExportIndex& index, const QString& out);
};

}  // namespace rackwright

#endif
