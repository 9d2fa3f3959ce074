#ifndef RACKWRIGHT_CORE_IMPORT_NETBOX_NETBOXDEVICETYPE_H
#define RACKWRIGHT_CORE_IMPORT_NETBOX_NETBOXDEVICETYPE_H

// Internal to the NetBox importer: the device type as read from YAML (already checked for
// types), and the cage builder that turns its interfaces into catalog cages.

#include "core/catalog/enums.h"
#include "core/geometry/rackunits.h"
#include "core/import/netbox/netboxinterfacetypes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rackwright::netbox {

struct Interface {
  QString name;
  QString where;  ///< YAML key path, e.g. "interfaces[3]"
  int line = 0;
  QString type;  ///< empty when the file gives none
  std::optional<bool> mgmtOnly;
  QString description;
};

struct FrontPort {
  QString name;
  QString where;
  int line = 0;
  QString type;
  int positions = 1;
  QString rearPort;  ///< empty: the file maps this port to no rear port
  int rearPosition = 1;
};

struct RearPort {
  QString name;
  QString where;
  int line = 0;
  QString type;
  int positions = 1;
};

struct ModuleBay {
  QString name;
  QString position;
};

/// A NetBox device or module type, as read from the file.
struct DeviceType {
  QString manufacturer;
  QString model;
  QString slug;
  QString partNumber;
  QString description;
  QString comments;
  bool moduleType = false;
  std::optional<double> uHeight;
  std::optional<bool> fullDepth;
  QString airflow;  ///< NetBox spelling, empty when absent
  int airflowLine = 0;
  std::optional<double> weightKg;
  QString subdeviceRole;
  QVector<Interface> interfaces;
  QVector<FrontPort> frontPorts;
  QVector<RearPort> rearPorts;
  QVector<ModuleBay> moduleBays;
  QStringList deviceBays;
  int consolePorts = 0;
  int consoleServerPorts = 0;
  /// The RJ45 console ports (NetBox "console-ports" of type rj-45; none for a console server,
  /// whose own console stays a count) and RJ45 console server ports: they become RS-232 serial
  /// cages; other console jacks (USB) stay counts.
  QVector<Interface> serialConsoles;
  QVector<Interface> serialServerPorts;
  int powerPorts = 0;
  int powerOutlets = 0;
  int maxDrawW = 0;        ///< largest maximum_draw of one power port
  int allocatedDrawW = 0;  ///< largest allocated_draw of one power port
};

/// Warnings and unconfirmed fields collected while importing one file.
struct Notes {
  QStringList warnings;
  QMap<QString, QString> unconfirmed;
  void warn(const QString& text) {
    if (!warnings.contains(text))
      warnings << text;
  }
};

/// One interface after reading its type: a cabled data or management port.
struct PlannedPort {
  Interface source;
  InterfaceTypeInfo type;
  bool management = false;
};

/// Sorts interfaces into cabled ports, skipping logical/wireless/backplane ones with a warning.
/// Interfaces named like management ports become management ports (with a warning) when the file
/// marks none as mgmt_only.
QVector<PlannedPort> planInterfaces(const QVector<Interface>& interfaces, Notes* notes);
/// The RJ45 console and console server ports as RS-232 serial cages (management ports, so they
/// take no part in the data ports' pairing and protocol).
QVector<PlannedPort> planSerialPorts(const DeviceType& dt, Notes* notes);

/// What the cage builder needs to know about the device.
struct CageContext {
  bool airCooledSwitch = false;  ///< OSFP cages then expect finned (IHS) modules
  bool infiniband = false;       ///< data ports run InfiniBand although NetBox says Ethernet
  double panelWidthMm = kRackPanelWidthMm;
  double panelHeightMm = kRackUnitMm;
};

struct CageResult {
  QJsonArray cages;
  std::optional<Protocol> defaultProtocol;
};

/// Builds the catalog cages: twin-port OSFP pairs and split sub-ports are merged into one cage
/// when the names leave no doubt, and everything is laid out on a generic grid.
CageResult buildCages(const QVector<PlannedPort>& ports, const CageContext& context, Notes* notes);

/// Nominal opening of a cage or panel port, in mm (for the generic grid).
struct SlotSize {
  double w = 0;
  double h = 0;
};

/// Lays slots out column by column on a panel of the given size, starting a new column when the
/// slot size changes; returns top-left positions. Squeezes horizontally when they do not fit.
QVector<QPointF> gridLayout(QVector<SlotSize>* sizes, double panelWidthMm, double panelHeightMm);

/// Turns a device type into one catalog part definition (netboxparts.cpp): decides the kind and
/// role, builds cages, panel ports, bays and counts, and records what was assumed.
QJsonObject assemblePart(const DeviceType& dt, const QString& fileName, Notes* notes);

}  // namespace rackwright::netbox

#endif
