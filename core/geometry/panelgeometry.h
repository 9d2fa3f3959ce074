#ifndef RACKWRIGHT_CORE_GEOMETRY_PANELGEOMETRY_H
#define RACKWRIGHT_CORE_GEOMETRY_PANELGEOMETRY_H

#include "core/catalog/parttypes.h"
#include "core/model/entities.h"

#include <QRectF>
#include <QVector>

namespace rackwright {

/// One cage or patch-panel port at its physical place on a device panel, in millimetres from
/// the panel's top-left corner as seen looking at that face (CageDefinition::positionMm/sizeMm).
struct PortShape {
  Attachment::Kind kind = Attachment::Kind::Cage;  ///< Cage or PanelPort
  QString name;
  PanelFace face = PanelFace::Front;
  QRectF rectMm;
  const CageDefinition* cage = nullptr;            ///< cages only; points into the part
  const PanelPortDefinition* panelPort = nullptr;  ///< panel ports only
};

/// Panel geometry of a catalog device type: its size and where each port is. The one home of
/// these shapes and of their fallback sizes for parts that leave them out (NetBox imports give
/// no cage sizes): the canvas's device items and the port-map painter both draw from ports().
class PanelGeometry final {
 public:
  /// Width × height of the panel: widthMm (else 482.6 mm) × heightMm (else uHeight · 1 U, at
  /// least half a unit).
  static QSizeF panelSize(const Part& part);
  /// A cage's opening: its catalog size, else 20 × 12 mm.
  static QSizeF cageSize(const CageDefinition& cage);
  /// Every cage and panel port of the part, front face first. The part must outlive the result.
  static QVector<PortShape> ports(const Part& part);
  /// The face of a rack that a device panel face looks at: a device mounted facing the rear
  /// shows its front panel in the rear elevation.
  static RackFace rackFaceOf(PanelFace panelFace, RackFace mountedFace);
  /// Fallback opening of a panel port, from its connector.
  static QSizeF panelPortSize(Connector connector);
};

}  // namespace rackwright

#endif
