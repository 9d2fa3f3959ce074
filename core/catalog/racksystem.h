#ifndef RACKWRIGHT_CORE_CATALOG_RACKSYSTEM_H
#define RACKWRIGHT_CORE_CATALOG_RACKSYSTEM_H

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

namespace rackwright {

/// What a member does in its system; the platform rules (PL-11) and the elevation read it.
enum class RackSystemRole { ComputeTray, NvlinkSwitchTray, PowerShelf, ManagementSwitch };

QString toString(RackSystemRole role);

/// One device of a rack-scale system at its fixed place.
struct RackSystemMember {
  QString name;    ///< "CT01", "NVS1": joined to the rack's name for the placed device
  QString partId;  ///< catalog device part
  int positionU = 0;
  RackSystemRole role = RackSystemRole::ComputeTray;
  friend bool operator==(const RackSystemMember&, const RackSystemMember&) = default;
};

/// A rack sold, installed and cabled inside as one product (GB200 / GB300 NVL72): the rack, its
/// compute trays, NVLink switch trays, power shelves and management switches at fixed places,
/// and the links between them that are part of the product (the NVLink spine of copper cable
/// cartridges), which are never user cables. A rack in a design names its system
/// (Rack::systemId); placing one places every member with it (RackSystemPlacement).
struct RackSystem {
  QString id;  ///< "GB200-NVL72"
  QString manufacturer;
  QString model;
  QString description;
  QString source;  ///< documents the data came from (required)
  /// Field path ("heightU", "memberGroups.firstU") → why the value is unconfirmed.
  QMap<QString, QString> unconfirmed;
  int gpus = 0;  ///< GPUs in the system's NVLink domain
  int heightU = 48;
  double widthMm = 600;
  double depthMm = 1200;
  double powerMaxW = 0;  ///< the whole rack at full load, as its vendor sizes it
  bool liquidCooled = false;
  /// The links inside the product, described (the NVLink spine): shown in the elevation and
  /// the Inspector, never modelled as cables.
  QString internalLinks;
  QVector<RackSystemMember> members;  ///< sorted by positionU

  const RackSystemMember* memberAt(int positionU) const;
  /// The member a device of `partId` at `positionU` is: the member at that unit (a whole unit)
  /// with that part, or null. The one test of membership: placement, the rack-slot refusals and
  /// PL-11 all ask it.
  const RackSystemMember* memberFor(const QString& partId, double positionU) const;
  int count(RackSystemRole role) const;
  QString displayName() const;

  friend bool operator==(const RackSystem&, const RackSystem&) = default;
};

using RackSystemPtr = std::shared_ptr<const RackSystem>;

namespace racksystemjson {

/// Reads one entry of a catalog file's "systems" array; `where` is its JSON path. Throws
/// ParseError naming the file and the path of the problem. Member parts are not looked up here
/// (the catalog may load them from a later file): placing a system refuses one whose member part
/// is missing, and PL-11 reports the member as missing.
RackSystemPtr parse(const QJsonObject& json, const QString& file, const QString& where,
                    QStringList* warnings);

}  // namespace racksystemjson

}  // namespace rackwright

#endif
