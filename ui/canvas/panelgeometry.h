#ifndef RACKWRIGHT_UI_CANVAS_PANELGEOMETRY_H
#define RACKWRIGHT_UI_CANVAS_PANELGEOMETRY_H

#include "core/catalog/parttypes.h"
#include "core/model/entities.h"

#include <QRectF>
#include <QVector>

namespace rackwright::ui {

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

/// Panel geometry of a catalog device type: its size and where each port is.
class PanelGeometry final {
 public:
  static constexpr double kUnitMm = 44.45;

  /// Width × height of the panel (widthMm × uHeight · 44.45 mm, or heightMm when given).
  static QSizeF panelSize(const Part& part);
  /// Every cage and panel port of the part, front face first. The part must outlive the result.
  static QVector<PortShape> ports(const Part& part);
  /// The face of a rack that a device panel face looks at: a device mounted facing the rear
  /// shows its front panel in the rear elevation.
  static RackFace rackFaceOf(PanelFace panelFace, RackFace mountedFace);
  /// Fallback opening of a panel port, from its connector.
  static QSizeF panelPortSize(Connector connector);
};

}  // namespace rackwright::ui

#endif
