#ifndef RACKWRIGHT_UI_PORTMAP_PORTMAPROWS_H
#define RACKWRIGHT_UI_PORTMAP_PORTMAPROWS_H

#include "core/geometry/panelgeometry.h"
#include "core/model/designdata.h"

#include <QCoreApplication>

namespace rackwright::ui {

/// One port of a device's port map: the cage or panel port, its logical ports, the module in
/// it, and for each cable on it the cable id and the far end it leads to (through patch panels).
struct PortMapRow {
  PortShape shape;  ///< where it is on the panel (rectMm empty for adapter cages)
  QString owner;    ///< the device or adapter that has the port
  QString port;     ///< cage or panel port name
  QStringList logicalPorts;
  QString module;      ///< part id of the module in the cage ("" = empty)
  QStringList peers;   ///< "leaf-1:OSFP7 port 1" per cable end
  QStringList cables;  ///< cable label per cable ("MFP7E10-N003 #3f2a1c0e")
};

/// Builds the rows of a device's port map: its own cages and panel ports in panel order, then
/// the cages of the adapters inside it.
class PortMapRows final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::PortMapRows)

 public:
  static QVector<PortMapRow> build(const DesignData& design, const ObjectId& deviceId);
  /// "device:cage", "device:cage port 2", "panel:F3" for an attachment.
  static QString attachmentLabel(const DesignData& design, const Attachment& attachment);
  /// Where the end `endName` of `cable` leads: the ports at the far end of the link (through
  /// patch panels), or the cable's other ends when the trace finds none.
  static QStringList farEnds(const DesignData& design, const Cable& cable, const QString& endName);
  /// The label printed for a cable: its name, or part id and the start of its id.
  static QString cableLabel(const Cable& cable);
};

}  // namespace rackwright::ui

#endif
