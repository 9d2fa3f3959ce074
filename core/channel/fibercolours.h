#ifndef RACKWRIGHT_CORE_CHANNEL_FIBERCOLOURS_H
#define RACKWRIGHT_CORE_CHANNEL_FIBERCOLOURS_H

#include <QColor>
#include <QString>

namespace rackwright {

/// The identification colour of a fiber position, per TIA-598 (ANSI/TIA-598-C/D, "Optical
/// Fiber Cable Color Coding"): positions 1–12 are blue, orange, green, brown, slate, white,
/// red, black, yellow, violet, rose and aqua; 13–24 repeat the twelve with a black tracer
/// (black itself, position 20, takes a yellow tracer), and every further twelve adds one more
/// tracer. An MPO-12 ferrule's positions follow the same sequence, so a position number and
/// its colour are one thing.
struct FiberColour {
  QColor base;
  QColor tracer;    ///< invalid when the fiber has none (positions 1–12)
  int tracers = 0;  ///< tracer marks: 0 for 1–12, 1 for 13–24, …
  QString name;     ///< "blue", "blue/black" (translated)

  bool hasTracer() const { return tracers > 0; }
};

/// The colour of fiber `position` (1-based); an invalid colour for position 0 or below.
FiberColour fiberColour(int position);

}  // namespace rackwright

#endif
