#include "designbuilder.h"

#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/editing/edittransaction.h"
#include "core/fileformat/designfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace rackwright::test {

namespace {

const QUuid kNamespace =
    QUuid::fromString(QStringLiteral("{6f1c2a56-5b0e-4c55-9d0c-6e3b7d2b9a10}"));

/// Cage names of a device type that match a predicate, in catalog order.
QStringList cagesOf(const Design& design, const QString& typeId,
                    const std::function<bool(const CageDefinition&)>& predicate) {
  QStringList names;
  PartPtr part = design.part(typeId);
  if (!part || !part->device())
    return names;
  for (const CageDefinition& cage : part->device()->cages) {
    if (predicate(cage))
      names << cage.name;
  }
  return names;
}

}  // namespace

DesignBuilder::DesignBuilder(Design& design, QUndoStack* stack) : mDesign(design), mStack(stack) {}

ObjectId DesignBuilder::idFor(const QString& name) {
  return QUuid::createUuidV5(kNamespace, name);
}

void DesignBuilder::push(std::unique_ptr<QUndoCommand> command) {
  // Every step is an edit as the workbench makes it: one transaction, one undo step when the
  // builder has a stack, none otherwise.
  EditTransaction transaction(mDesign, mStack, command->text());
  transaction.apply(std::move(command));
  transaction.commit();
}

ObjectId DesignBuilder::site(const QString& name) {
  Site s{idFor(QStringLiteral("site:") + name), name, {}};
  push(DesignEdits::addSite(mDesign, s));
  return s.id;
}

ObjectId DesignBuilder::room(const QString& name, const ObjectId& site) {
  Room r{idFor(QStringLiteral("room:") + name), site, name, {}};
  push(DesignEdits::addRoom(mDesign, r));
  return r.id;
}

ObjectId DesignBuilder::row(const QString& name, const ObjectId& room, int order) {
  Row r{idFor(QStringLiteral("row:") + name), room, name, order, {}};
  push(DesignEdits::addRow(mDesign, r));
  return r.id;
}

ObjectId DesignBuilder::rack(const QString& name, const ObjectId& row, int position, int heightU) {
  Rack r;
  r.id = idFor(QStringLiteral("rack:") + name);
  r.rowId = row;
  r.name = name;
  r.heightU = heightU;
  r.positionInRow = position;
  r.maxPowerW = 40000;
  r.maxWeightKg = 1200;
  push(DesignEdits::addRack(mDesign, r));
  return r.id;
}

ObjectId DesignBuilder::device(const QString& name, const QString& typeId, const ObjectId& rack,
                               double positionU, RackFace face) {
  Device d;
  d.id = idFor(QStringLiteral("device:") + name);
  d.name = name;
  d.typeId = typeId;
  d.rackId = rack;
  d.positionU = positionU;
  d.face = face;
  push(DesignEdits::addDevice(mDesign, d));
  return d.id;
}

ObjectId DesignBuilder::adapter(const QString& name, const QString& typeId, const ObjectId& parent,
                                const QString& bay) {
  Device d;
  d.id = idFor(QStringLiteral("device:") + name);
  d.name = name;
  d.typeId = typeId;
  d.parentId = parent;
  d.bay = bay;
  push(DesignEdits::addDevice(mDesign, d));
  return d.id;
}

ObjectId DesignBuilder::module(const QString& typeId, const ObjectId& device, const QString& cage) {
  Module m;
  m.id = idFor(QStringLiteral("module:%1:%2").arg(device.toString(), cage));
  m.typeId = typeId;
  m.deviceId = device;
  m.cage = cage;
  push(DesignEdits::plugModule(mDesign, m));
  return m.id;
}

ObjectId DesignBuilder::cable(const QString& typeId, const CableEnds& ends, double lengthM,
                              const QString& name) {
  Cable c;
  c.id = idFor(QStringLiteral("cable:%1").arg(++mCounter));
  c.typeId = typeId;
  c.ends = ends;
  c.lengthM = lengthM;
  c.name = name;
  push(DesignEdits::addCable(mDesign, c));
  return c.id;
}

CableEnd DesignBuilder::cageEnd(const QString& end, const ObjectId& device, const QString& cage) {
  return CableEnd{end, Attachment{Attachment::Kind::Cage, device, cage}};
}

CableEnd DesignBuilder::modulePortEnd(const QString& end, const ObjectId& module,
                                      const QString& port) {
  return CableEnd{end, Attachment{Attachment::Kind::ModulePort, module, port}};
}

CableEnd DesignBuilder::panelPortEnd(const QString& end, const ObjectId& panel,
                                     const QString& port) {
  return CableEnd{end, Attachment{Attachment::Kind::PanelPort, panel, port}};
}

void DesignBuilder::buildSmallCluster() {
  const ObjectId s = site(QStringLiteral("Lab"));
  const ObjectId h = room(QStringLiteral("Hall A"), s);
  const ObjectId r = row(QStringLiteral("Row 1"), h);
  const ObjectId rackA = rack(QStringLiteral("R01"), r, 0);
  const ObjectId rackB = rack(QStringLiteral("R02"), r, 1);

  const ObjectId leaf = device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rackB, 40);
  const ObjectId leaf2 = device(QStringLiteral("leaf-02"), QStringLiteral("QM9700"), rackB, 38);
  const ObjectId dgx1 = device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rackA, 2);
  const ObjectId dgx2 = device(QStringLiteral("dgx-02"), QStringLiteral("DGX-H100"), rackA, 12);

  auto twinOsfp = [](const CageDefinition& c) {
    return c.formFactor == FormFactor::OSFP && c.twinPort;
  };
  const QStringList leafCages = cagesOf(mDesign, QStringLiteral("QM9700"), twinOsfp);
  const QStringList dgxCages = cagesOf(mDesign, QStringLiteral("DGX-H100"), twinOsfp);
  QVERIFY(leafCages.size() >= 4);
  QVERIFY(dgxCages.size() >= 2);

  // dgx-01 cage 1 → leaf cage 1: flat twin-port SR module at the server, finned at the switch,
  // two MFP7E10 Type-B cords.
  const ObjectId m1 = module(QStringLiteral("MMA4Z00-NS-FLT"), dgx1, dgxCages[0]);
  const ObjectId m2 = module(QStringLiteral("MMA4Z00-NS"), leaf, leafCages[0]);
  cable(QStringLiteral("MFP7E10-N010"),
        {modulePortEnd(QStringLiteral("A"), m1, QStringLiteral("1")),
         modulePortEnd(QStringLiteral("B"), m2, QStringLiteral("1"))},
        10);
  cable(QStringLiteral("MFP7E10-N010"),
        {modulePortEnd(QStringLiteral("A"), m1, QStringLiteral("2")),
         modulePortEnd(QStringLiteral("B"), m2, QStringLiteral("2"))},
        10);

  // leaf-01 ↔ leaf-02 twin-port DAC.
  cable(QStringLiteral("MCP4Y10-N001"),
        {cageEnd(QStringLiteral("A"), leaf, leafCages[1]),
         cageEnd(QStringLiteral("B"), leaf2, leafCages[1])},
        1);

  // dgx-02 cage 1 port 1 → MPO panel in each rack → trunk → leaf cage 3.
  QString panelType;
  QString front;
  QString rear;
  for (const PartPtr& part : mDesign.library().parts(PartKind::Panel)) {
    if (!part->device() || part->device()->role != DeviceRole::PatchPanel)
      continue;
    for (const PanelPortDefinition& port : part->device()->panelPorts) {
      if (port.face == PanelFace::Front && port.connector == Connector::MPO12 &&
          !port.rearPort.isEmpty()) {
        panelType = part->id;
        front = port.name;
        rear = port.rearPort;
        break;
      }
    }
    if (!panelType.isEmpty())
      break;
  }
  QVERIFY2(!panelType.isEmpty(), "the catalog needs an MPO-12 patch panel");
  const ObjectId panelA = device(QStringLiteral("pp-r01"), panelType, rackA, 42);
  const ObjectId panelB = device(QStringLiteral("pp-r02"), panelType, rackB, 42);
  const ObjectId m3 = module(QStringLiteral("MMA4Z00-NS-FLT"), dgx2, dgxCages[0]);
  const ObjectId m4 = module(QStringLiteral("MMA4Z00-NS"), leaf, leafCages[2]);
  cable(QStringLiteral("MFP7E10-N003"),
        {modulePortEnd(QStringLiteral("A"), m3, QStringLiteral("1")),
         panelPortEnd(QStringLiteral("B"), panelA, front)},
        3);
  cable(QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:10m"),
        {panelPortEnd(QStringLiteral("A"), panelA, rear),
         panelPortEnd(QStringLiteral("B"), panelB, rear)},
        10);
  cable(QStringLiteral("MFP7E10-N003"),
        {panelPortEnd(QStringLiteral("A"), panelB, front),
         modulePortEnd(QStringLiteral("B"), m4, QStringLiteral("1"))},
        3);
}

ObjectId DesignBuilder::standaloneRack(const QString& name) {
  const ObjectId s = site(name + QStringLiteral(" site"));
  const ObjectId h = room(name + QStringLiteral(" room"), s);
  const ObjectId r = row(name + QStringLiteral(" row"), h);
  return rack(name, r, 0);
}

PartPtr DesignBuilder::embedVariant(const QString& baseId, const QString& newId,
                                    const std::function<void(Part&)>& edit) {
  const PartPtr base = mDesign.part(baseId);
  if (!base)
    return nullptr;
  auto copy = std::make_shared<Part>(*base);
  copy->id = newId;
  edit(*copy);
  mDesign.embeddedParts().add(copy, Catalog::Origin::Embedded);
  return copy;
}

ObjectId DesignBuilder::labRack(const QString& rackName, int position, int heightU) {
  const ObjectId labRow = idFor(QStringLiteral("row:Lab row"));
  if (!mDesign.contains<Row>(labRow)) {
    const ObjectId s = site(QStringLiteral("Lab"));
    const ObjectId h = room(QStringLiteral("Lab hall"), s);
    row(QStringLiteral("Lab row"), h);
  }
  return rack(rackName, labRow, position, heightU);
}

void DesignBuilder::embedPart(const QByteArray& json) {
  QJsonParseError error;
  const QJsonDocument document = QJsonDocument::fromJson(json, &error);
  QVERIFY2(document.isObject(), qPrintable(error.errorString()));
  QStringList warnings;
  try {
    for (const PartPtr& part : Catalog::parsePartDefinition(
             document.object(), QStringLiteral("test"), QStringLiteral("parts[0]"), &warnings)) {
      mDesign.embeddedParts().add(part, Catalog::Origin::Embedded);
    }
  } catch (const Error& e) {
    QFAIL(qPrintable(e.message()));
  }
  QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
}

void DesignBuilder::configureCage(const ObjectId& device, const QString& cage,
                                  const CageConfig& config) {
  push(DesignEdits::setCageConfig(mDesign, device, cage, config));
}

void DesignBuilder::editRack(const Rack& rack) {
  push(DesignEdits::editRack(mDesign, rack));
}

QVector<ObjectId> DesignBuilder::fiberChain(const ObjectId& rack, const ObjectId& moduleA,
                                            const QString& portA, const ObjectId& moduleB,
                                            const QString& portB, const QStringList& elements) {
  QVector<ObjectId> cables;
  CableEnd from = modulePortEnd(QStringLiteral("A"), moduleA, portA);
  for (int i = 0; i < elements.size(); ++i) {
    const QString& type = elements.at(i);
    const PartPtr part = mDesign.part(type);
    if (part && part->device()) {
      const int count = int(mDesign.devicesInRack(rack).size());
      const ObjectId panel = device(QStringLiteral("pp-%1").arg(count + 1), type, rack, 42 - count);
      from.attachment = {Attachment::Kind::PanelPort, panel, QStringLiteral("R1")};
      // The previous cable ends at the panel's front port.
      push(
          DesignEdits::connectCableEnd(mDesign, cables.constLast(), QStringLiteral("B"),
                                       {Attachment::Kind::PanelPort, panel, QStringLiteral("F1")}));
      continue;
    }
    const bool last = i == elements.size() - 1;
    CableEnd a{QStringLiteral("A"), from.attachment};
    CableEnd b = last ? modulePortEnd(QStringLiteral("B"), moduleB, portB)
                      : CableEnd{QStringLiteral("B"), Attachment{}};
    cables << cable(type, {a, b}, part ? part->lengthM : 0);
  }
  return cables;
}

QByteArray smallClusterBytes() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  DesignInfo info;
  info.name = QStringLiteral("Small cluster");
  info.revision = QStringLiteral("A");
  design.setInfo(info);
  return DesignFile::toBytes(design);
}

}  // namespace rackwright::test
