#include "parttypes.h"

namespace rackwright {

const CageDefinition* DeviceBody::cage(const QString& name) const {
  // A switch has up to 64 cages whose names differ mostly in their last digits ("OSFP1" …
  // "OSFP64"): comparing the last character first skips most full comparisons.
  const qsizetype size = name.size();
  for (const CageDefinition& c : cages) {
    if (c.name.size() == size && (size == 0 || c.name.at(size - 1) == name.at(size - 1)) &&
        c.name == name) {
      return &c;
    }
  }
  return nullptr;
}

const PanelPortDefinition* DeviceBody::panelPort(const QString& name) const {
  for (const PanelPortDefinition& p : panelPorts) {
    if (p.name == name)
      return &p;
  }
  return nullptr;
}

QString Part::displayName() const {
  QString name = model.isEmpty() ? id : model;
  if (!manufacturer.isEmpty() && !name.startsWith(manufacturer)) {
    name = manufacturer + QLatin1Char(' ') + name;
  }
  // Length variants share their family's model; the length tells them apart.
  if (lengthM > 0)
    name += QStringLiteral(", %1 m").arg(lengthM);
  return name;
}

}  // namespace rackwright
