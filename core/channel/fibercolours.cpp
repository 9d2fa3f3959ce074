#include "fibercolours.h"

#include <QCoreApplication>

namespace rackwright {

namespace {

class Text final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::FiberColours)
};

struct Entry {
  QRgb rgb;
  const char* name;
};

// TIA-598 names the colours and refers to the Munsell chips of EIA-359-A; these RGB values are
// screen renderings of them, chosen so slate reads apart from black and rose apart from red on
// a white page.
constexpr Entry kTable[12] = {
    {0x1f5fd1, QT_TRANSLATE_NOOP("rackwright::FiberColours", "blue")},
    {0xf08a00, QT_TRANSLATE_NOOP("rackwright::FiberColours", "orange")},
    {0x18a040, QT_TRANSLATE_NOOP("rackwright::FiberColours", "green")},
    {0x8b5a2b, QT_TRANSLATE_NOOP("rackwright::FiberColours", "brown")},
    {0x7d8a96, QT_TRANSLATE_NOOP("rackwright::FiberColours", "slate")},
    {0xf4f4f4, QT_TRANSLATE_NOOP("rackwright::FiberColours", "white")},
    {0xd32020, QT_TRANSLATE_NOOP("rackwright::FiberColours", "red")},
    {0x161616, QT_TRANSLATE_NOOP("rackwright::FiberColours", "black")},
    {0xf2d600, QT_TRANSLATE_NOOP("rackwright::FiberColours", "yellow")},
    {0x8a3ec8, QT_TRANSLATE_NOOP("rackwright::FiberColours", "violet")},
    {0xf28cb4, QT_TRANSLATE_NOOP("rackwright::FiberColours", "rose")},
    {0x2ed6d0, QT_TRANSLATE_NOOP("rackwright::FiberColours", "aqua")},
};

constexpr int kBlack = 8;
constexpr int kYellow = 9;

}  // namespace

FiberColour fiberColour(int position) {
  FiberColour colour;
  if (position <= 0)
    return colour;
  const int slot = (position - 1) % 12 + 1;
  const Entry& entry = kTable[slot - 1];
  colour.base = QColor::fromRgb(entry.rgb);
  colour.tracers = (position - 1) / 12;
  colour.name = Text::tr(entry.name);
  if (colour.hasTracer()) {
    const Entry& tracer = slot == kBlack ? kTable[kYellow - 1] : kTable[kBlack - 1];
    colour.tracer = QColor::fromRgb(tracer.rgb);
    colour.name = Text::tr("%1/%2").arg(colour.name, Text::tr(tracer.name));
  }
  return colour;
}

}  // namespace rackwright
