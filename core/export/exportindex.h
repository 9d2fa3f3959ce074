#ifndef RACKWRIGHT_CORE_EXPORT_EXPORTINDEX_H
#define RACKWRIGHT_CORE_EXPORT_EXPORTINDEX_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QVector>

namespace rackwright {

/// Where one cable end (or one port) is, in the words of the printed outputs.
struct EndpointInfo {
  ObjectId deviceId;   ///< the device carrying the port (the host of a module)
  ObjectId rackId;     ///< the rack of the device (or of its parent, for adapters)
  QString deviceName;  ///< empty for a loose end
  QString siteName;
  QString roomName;
  QString rowName;
  QString rackName;
  double positionU = 0;  ///< 0 = no unit: unracked, or zero-U when rackName is set
  QString cage;          ///< cage or panel port name
  QString port;          ///< printed port: "OSFP4", "OSFP4.2" (module port 2), "F7", "PCIe1.P1"
  QString logicalPort;   ///< the logical port served ("P7/2"), empty for panel ports
  enum class Kind { Loose, Cage, ModulePort, FrontPort, RearPort } kind = Kind::Loose;

  bool isConnected() const { return kind != Kind::Loose; }
  /// "dgx-01:OSFP4.2" (or "—" for a loose end).
  QString display() const;
};

/// Lookups shared by the exporters: rack order (room, row, position), device order within a
/// rack (top to bottom) and the description of cable ends. Built once from a snapshot; read-only
/// afterwards, so one index serves several worker threads.
class ExportIndex final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ExportIndex)

 public:
  explicit ExportIndex(const DesignData& design);

  const DesignData& design() const { return mDesign; }

  /// Racks in installation order: site, room, row order, position in the row, name.
  const QVector<ObjectId>& racks() const { return mRacks; }
  /// 0-based place of a rack in that order; racks().size() for none.
  int rackOrder(const ObjectId& rackId) const;
  /// Racks whose name is one of `names` (case-insensitive); `unknown` collects names matching
  /// none.
  QVector<ObjectId> racksNamed(const QStringList& names, QStringList* unknown) const;
  /// Racks in rows whose name is one of `names` (case-insensitive, in any hall), in order.
  QVector<ObjectId> racksInRows(const QStringList& names, QStringList* unknown) const;

  /// Racked devices of a rack, top to bottom (highest U first), then by name.
  QVector<ObjectId> devicesTopDown(const ObjectId& rackId) const;
  /// Every device in installation order: racks in order, top down, adapters after their host,
  /// then unracked devices by name.
  QVector<ObjectId> devicesInOrder() const;

  /// The device that holds a position in a rack for `deviceId` (its parent for adapters).
  const Device* mountedDevice(const ObjectId& deviceId) const;
  /// Where a device is, as the port maps head it: "Hall 1 · R01 · U12 · front", "… · 0U rear
  /// left" (zero-U), "… · in dgx-01, bay NIC1" (adapters), or "not racked".
  QString deviceLocation(const ObjectId& deviceId) const;
  EndpointInfo endpoint(const Attachment& attachment) const;
  /// The rack an attachment is fitted in (null when loose or unracked): endpoint().rackId
  /// without naming anything, for passes that only sort ends by rack.
  ObjectId rackOf(const Attachment& attachment) const;
  /// The head end name of a cable (the part's first end; the cable's first end otherwise).
  QString headEnd(const Cable& cable) const;

  QString roomName(const ObjectId& rackId) const;
  QString rowName(const ObjectId& rackId) const;
  QString siteName(const ObjectId& rackId) const;

  /// A sort key that orders digit runs by value ("OSFP2" before "OSFP10").
  static QString naturalKey(const QString& text);
  /// "12", "12.5".
  static QString formatU(double u);
  /// "5 m", "2.5 m", "" for no length.
  static QString formatLength(double lengthM);

 private:
  DesignData mDesign;
  QVector<ObjectId> mRacks;
  QHash<ObjectId, int> mRackOrder;
};

}  // namespace rackwright

#endif
