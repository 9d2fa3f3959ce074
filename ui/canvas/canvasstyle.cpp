#include "canvasstyle.h"

#include <QApplication>

#include <cmath>

namespace rackwright::ui::canvasstyle {

QColor roleColour(DeviceRole role) {
  switch (role) {
    case DeviceRole::Switch:
      return QColor(0x2f, 0x6d, 0xb5);
    case DeviceRole::ManagementSwitch:
      return QColor(0x5b, 0x8f, 0xd3);
    case DeviceRole::Server:
    case DeviceRole::Adapter:
      return QColor(0x2e, 0x85, 0x4b);
    case DeviceRole::Storage:
      return QColor(0x1f, 0x7a, 0x7a);
    case DeviceRole::Firewall:
      return QColor(0xb5, 0x44, 0x3c);
    case DeviceRole::Pdu:
      return QColor(0x55, 0x5d, 0x69);
    case DeviceRole::PatchPanel:
    case DeviceRole::Cassette:
      return QColor(0x8a, 0x92, 0x9d);
    case DeviceRole::ConsoleServer:
      return QColor(0x6a, 0x5a, 0xa8);
    case DeviceRole::Other:
      break;
  }
  return QColor(0x7d, 0x72, 0x66);
}

QColor unknownPartColour() {
  return QColor(0xe8, 0x86, 0x1a);
}

QColor partColour(const Part* part) {
  if (!part || !part->device())
    return unknownPartColour();
  return roleColour(part->device()->role);
}

QColor textOn(const QColor& fill) {
  // Relative luminance (sRGB approximation) decides between near-black and white text.
  const double luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
  return luminance > 0.55 ? QColor(0x1d, 0x21, 0x27) : QColor(Qt::white);
}

QColor sceneBackground() {
  return QColor(0xf3, 0xf4, 0xf6);
}
QColor frameColour() {
  return QColor(0x2b, 0x30, 0x38);
}
QColor railTextColour() {
  return QColor(0xc3, 0xc9, 0xd2);
}
QColor emptyUnitColour() {
  return QColor(0xe7, 0xea, 0xef);
}
QColor unitLineColour() {
  return QColor(0xd3, 0xd8, 0xdf);
}
QColor headingColour() {
  return QColor(0x22, 0x27, 0x2e);
}
QColor subtleTextColour() {
  return QColor(0x6b, 0x72, 0x7c);
}
QColor selectionColour() {
  return QColor(0xff, 0xb3, 0x00);
}

QColor spineColour() {
  return QColor(0x5b, 0x4a, 0x8c);
}

QColor spineTextColour() {
  return QColor(0xf2, 0xee, 0xfa);
}

QColor severityColour(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return QColor(0xd3, 0x2f, 0x2f);
    case Severity::Warning:
      return QColor(0xef, 0x8f, 0x00);
    case Severity::Info:
      break;
  }
  return QColor(0x1e, 0x88, 0xe5);
}

QFont font(double sizeMm, bool bold) {
  QFont f = QApplication::font();
  f.setPixelSize(qMax(1, int(std::lround(sizeMm))));
  f.setBold(bold);
  // Glyph hinting snaps to device pixels at the unscaled size and distorts scaled text.
  f.setHintingPreference(QFont::PreferNoHinting);
  return f;
}

}  // namespace rackwright::ui::canvasstyle
