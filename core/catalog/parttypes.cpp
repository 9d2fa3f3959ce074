#include "parttypes.h"

#include "core/common/textatoms.h"

namespace rackwright {

void shareNames(Part& part) {
  const auto share = [](QString& text) { text = textAtom(text); };
  share(part.id);
  share(part.family);
  if (part.device()) {
    for (CageDefinition& cage : part.device()->cages) {
      share(cage.name);
      for (QString& port : cage.logicalPorts)
        share(port);
    }
    for (AdapterBayDefinition& bay : part.device()->adapterBays) {
      share(bay.name);
      share(bay.defaultAdapter);
    }
    for (PanelPortDefinition& port : part.device()->panelPorts) {
      share(port.name);
      share(port.couplingAdapter);
      share(port.rearPort);
    }
  }
  if (part.transceiver()) {
    for (OpticalPortDefinition& port : part.transceiver()->opticalPorts)
      share(port.name);
    share(part.transceiver()->pmd);
  }
  if (part.assembly()) {
    for (AssemblyEndDefinition& end : part.assembly()->ends)
      share(end.name);
  }
  if (part.fiber()) {
    share(part.fiber()->polarity);
    for (FiberEndDefinition& end : part.fiber()->ends) {
      share(end.name);
      share(end.keyOrientation);
    }
  }
}

QVector<const CageDefinition*> DeviceBody::serialPorts() const {
  QVector<const CageDefinition*> ports;
  for (const CageDefinition& c : cages) {
    if (c.protocols.contains(Protocol::Serial))
      ports << &c;
  }
  return ports;
}

const CageDefinition* DeviceBody::consolePort() const {
  if (role == DeviceRole::ConsoleServer)
    return nullptr;
  for (const CageDefinition& c : cages) {
    if (c.protocols.contains(Protocol::Serial))
      return &c;
  }
  return nullptr;
}

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

QString unconfirmedReason(const Part& part, PartField field) {
  return part.unconfirmed.value(QString(fieldPath(field)));
}

}  // namespace rackwright
