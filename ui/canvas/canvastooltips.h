#ifndef RACKWRIGHT_UI_CANVAS_CANVASTOOLTIPS_H
#define RACKWRIGHT_UI_CANVAS_CANVASTOOLTIPS_H

#include "core/model/designdata.h"
#include "deviceitem.h"

#include <QCoreApplication>

#include <optional>

namespace rackwright::ui {

/// The texts the canvas shows when the mouse rests on a port or a cable (plain text, one fact a
/// line), built from the model so that they say what the Inspector and the port map say.
class CanvasToolTips final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::CanvasToolTips)

 public:
  /// The port, the transceiver in its cage (or the cable plug in it), and for each cable on it
  /// the cable and the port at its far end.
  static QString port(const DesignData& design, const PortHit& hit);
  /// The cable's label and part, its length (and the drawn run when known), its ends, and its
  /// worst finding (`worstFinding`, "FF-03: …"; empty when it has none).
  static QString cable(const DesignData& design, const Cable& cable, std::optional<double> runM,
                       const QString& worstFinding);
};

}  // namespace rackwright::ui

#endif
