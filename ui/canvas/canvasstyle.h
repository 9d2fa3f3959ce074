#ifndef RACKWRIGHT_UI_CANVAS_CANVASSTYLE_H
#define RACKWRIGHT_UI_CANVAS_CANVASSTYLE_H

#include "core/catalog/parttypes.h"
#include "core/validation/finding.h"

#include <QColor>
#include <QFont>

namespace rackwright::ui {

/// Colours and type sizes of the row view, in one place so that the elevation, the summary dock
/// legend and exports agree. Sizes are in scene units (millimetres).
namespace canvasstyle {

/// Device fill by role: switches blue, servers green, panels grey; parts missing from the
/// catalog orange, so they stand out.
QColor roleColour(DeviceRole role);
QColor unknownPartColour();
/// Colour of a part (unknown colour when the part is missing or is not a device).
QColor partColour(const Part* part);
/// Dark or light text, whichever reads better on `fill`.
QColor textOn(const QColor& fill);

QColor sceneBackground();
QColor frameColour();
QColor railTextColour();
QColor emptyUnitColour();
QColor unitLineColour();
QColor headingColour();
QColor subtleTextColour();
QColor selectionColour();
/// The fixed NVLink spine of a rack-scale system and its caption: a product part, so in the
/// frame's family rather than a network or cable colour.
QColor spineColour();
QColor spineTextColour();

/// A font whose size is given in scene millimetres (pixel size, so it scales with the view).
QFont font(double sizeMm, bool bold = false);

/// Text smaller than this many device pixels is not drawn: it would only be a smudge, and at a
/// far zoom thousands of such smudges cost most of a frame.
inline constexpr double kMinTextPixels = 4.0;
/// Whether text of `sizeMm` is big enough to draw at level of detail `lod` (pixels per mm).
inline bool legible(double sizeMm, double lod) {
  return sizeMm * lod >= kMinTextPixels;
}

/// Marker colours of findings: errors red, warnings orange, infos blue.
QColor severityColour(Severity severity);

}  // namespace canvasstyle

}  // namespace rackwright::ui

#endif
