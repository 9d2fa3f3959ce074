#ifndef RACKWRIGHT_TESTS_SUPPORT_INTEGRITYEDITOR_P_H
#define RACKWRIGHT_TESTS_SUPPORT_INTEGRITYEDITOR_P_H

// The editor's state and its edits, shared by integrityeditor.cpp (steps, macros, refusals) and
// integrityedits.cpp (the edits themselves).

#include "core/commands/designedits.h"
#include "core/commands/objectcommands.h"
#include "core/common/error.h"
#include "integrityeditor.h"
#include "modelchecks.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace rackwright::test {

namespace integrity {

using Kind = IntegrityEditor::Kind;

inline const QStringList kDeviceTypes{QStringLiteral("QM9700"),
                                      QStringLiteral("SN5600"),
                                      QStringLiteral("DGX-H100"),
                                      QStringLiteral("HGX-8GPU-GENERIC"),
                                      QStringLiteral("GEN-PANEL-1U-12MPO12-APC"),
                                      QStringLiteral("GEN-PANEL-1U-24LC"),
                                      QStringLiteral("SN2201")};
inline const QStringList kAdapterTypes{QStringLiteral("MCX75310AAS-NEAT"), QStringLiteral("B3220"),
                                       QStringLiteral("MCX755106AS-HEAT")};
inline const QStringList kColours{QStringLiteral("aqua"), QStringLiteral("black"),
                                  QStringLiteral("yellow"), QStringLiteral("violet"), QString()};

enum class Outcome { NotApplicable, Applied, Refused };

inline Device makeDevice(const ObjectId& id, const QString& name, const QString& typeId) {
  Device device;
  device.id = id;
  device.name = name;
  device.typeId = typeId;
  return device;
}

inline Module makeModule(const ObjectId& id, const QString& typeId, const ObjectId& deviceId = {},
                         const QString& cage = {}) {
  Module module;
  module.id = id;
  module.typeId = typeId;
  module.deviceId = deviceId;
  module.cage = cage;
  return module;
}

}  // namespace integrity

struct IntegrityEditor::Impl {
  using Outcome = integrity::Outcome;

  Impl(Design& d, QUndoStack& s, quint32 seedValue, FindingsSource source)
      : design(d), stack(s), rng(seedValue), seed(seedValue), findings(std::move(source)) {
    const auto count = [this] { ++changeSignals; };
    connections << QObject::connect(&design, &Design::objectAdded, count)
                << QObject::connect(&design, &Design::objectRemoved, count)
                << QObject::connect(&design, &Design::objectChanged, count)
                << QObject::connect(&design, &Design::infoChanged, count)
                << QObject::connect(&design, &Design::designReset, count);
    for (const PartPtr& part : design.library().parts(PartKind::Transceiver))
      transceivers << part->id;
    for (PartKind kind : {PartKind::Cable, PartKind::Fiber}) {
      for (const PartPtr& part : design.library().parts(kind)) {
        if (!part->assembly() && !part->fiber())
          continue;
        const QString id =
            part->lengthSelectable
                ? Catalog::lengthId(part->id, qBound(part->minLengthM, 10.0, part->maxLengthM))
                : part->id;
        if (design.part(id))
          (part->assembly() ? assemblies : fibers) << id;
      }
    }
    for (const ObjectId& id : design.all<Site>().keys())
      everyId.insert(id);
    remember<Room>();
    remember<Row>();
    remember<Rack>();
    remember<Device>();
    remember<Module>();
    remember<Cable>();
    remember<Waiver>();
    startDevices = int(design.all<Device>().size());
    startModules = int(design.all<Module>().size());
    startCables = int(design.all<Cable>().size());
  }
  ~Impl() {
    for (const QMetaObject::Connection& c : std::as_const(connections))
      QObject::disconnect(c);
  }

  template <typename T>
  void remember() {
    for (const ObjectId& id : design.all<T>().keys())
      everyId.insert(id);
  }

  // --- random choices ---
  int bounded(qsizetype n) { return n <= 0 ? 0 : int(rng.bounded(quint32(n))); }
  bool chance(int oneIn) { return bounded(oneIn) == 0; }
  template <typename List>
  const auto& pickOf(const List& list) {
    return list[bounded(list.size())];
  }
  ObjectId newId() {
    const ObjectId id = QUuid::createUuidV5(
        QUuid::fromString(QStringLiteral("{5d0e8b1a-2c47-4f3e-9a61-7b2c4d8e0f13}")),
        QStringLiteral("%1:%2").arg(seed).arg(++counter));
    everyId.insert(id);
    return id;
  }
  template <typename T>
  QVector<ObjectId> ids() const {
    QVector<ObjectId> result = design.all<T>().keys().toVector();
    std::sort(result.begin(), result.end());
    return result;
  }
  template <typename T>
  const T* pick(const std::function<bool(const T&)>& accept = {}) {
    QVector<const T*> candidates;
    for (const ObjectId& id : ids<T>()) {
      const T* object = design.find<T>(id);
      if (!accept || accept(*object))
        candidates << object;
    }
    return candidates.isEmpty() ? nullptr : pickOf(candidates);
  }
  const DeviceBody* bodyOf(const Device& device) const {
    const PartPtr part = design.part(device.typeId);
    return part ? part->device() : nullptr;
  }
  const Device* pickDevice(const std::function<bool(const Device&, const DeviceBody&)>& accept) {
    return pick<Device>([&](const Device& d) {
      const DeviceBody* body = bodyOf(d);
      return body && accept(d, *body);
    });
  }
  /// A device cage that takes a pluggable (not RJ45).
  bool randomCage(ObjectId* deviceId, QString* cage) {
    const Device* device = pickDevice([](const Device&, const DeviceBody& b) {
      return std::any_of(b.cages.begin(), b.cages.end(),
                         [](const CageDefinition& c) { return c.formFactor != FormFactor::RJ45; });
    });
    if (!device)
      return false;
    QStringList names;
    for (const CageDefinition& c : bodyOf(*device)->cages) {
      if (c.formFactor != FormFactor::RJ45)
        names << c.name;
    }
    *deviceId = device->id;
    *cage = pickOf(names);
    return true;
  }
  Attachment randomAttachment(bool plugEnd) {
    if (chance(10))
      return {};
    if (plugEnd) {
      Attachment at{Attachment::Kind::Cage, {}, {}};
      return randomCage(&at.objectId, &at.port) ? at : Attachment{};
    }
    if (chance(3)) {
      if (const Device* panel = pickDevice(
              [](const Device&, const DeviceBody& b) { return !b.panelPorts.isEmpty(); })) {
        return {Attachment::Kind::PanelPort, panel->id, pickOf(bodyOf(*panel)->panelPorts).name};
      }
    }
    const Module* module = pick<Module>([this](const Module& m) {
      const PartPtr part = design.part(m.typeId);
      return part && part->transceiver() && !part->transceiver()->opticalPorts.isEmpty();
    });
    if (!module)
      return {};
    return {Attachment::Kind::ModulePort, module->id,
            pickOf(design.part(module->typeId)->transceiver()->opticalPorts).name};
  }
  bool isPlugEnd(const Cable& cable) const {
    const PartPtr part = design.part(cable.typeId);
    return part && part->assembly();
  }
  QStringList endNamesOf(const QString& typeId) const {
    QStringList names;
    const PartPtr part = design.part(typeId);
    if (part && part->assembly()) {
      for (const auto& e : part->assembly()->ends)
        names << e.name;
    } else if (part && part->fiber()) {
      for (const auto& e : part->fiber()->ends)
        names << e.name;
    }
    return names;
  }
  /// The highest U a device of `body` can start at in `rack` (0 when it does not fit at all).
  static int topStart(const Rack& rack, const DeviceBody& body) {
    return rack.heightU - int(std::ceil(body.uHeight)) + 1;
  }

  void push(std::unique_ptr<QUndoCommand> command) {
    pushed = true;
    stack.push(command.release());
  }
  void push(QUndoCommand* command) { push(std::unique_ptr<QUndoCommand>(command)); }

  // --- the edits; false when there is nothing to apply the edit to ---
  bool addRack(const ObjectId& rowId = {});
  bool editRack();
  bool removeRack();
  bool addRow();
  void addRowSteps();
  bool addDevice();
  bool addAdapter();
  bool moveDevice();
  bool dragDevice();
  bool renameDevice();
  bool configureCage();
  bool removeDevice();
  bool plugModule();
  bool moveModule();
  bool removeModule();
  bool addCable();
  /// A cable and one of its ends that satisfies `accept`.
  const Cable* pickEnd(const std::function<bool(const CableEnd&)>& accept, QString* endName);
  bool connectEnd(Kind kind);
  bool editCable(Kind kind);
  bool removeCable();
  bool addWaiver();
  bool editWaiver();
  bool removeWaiver();
  bool editDesignInfo();

  bool apply(Kind kind);
  std::unique_ptr<QUndoCommand> buildRefusedEdit();
  Outcome run(Kind kind, QString* problem);
  Outcome runMacro(bool withRefusal, QString* problem);
  Outcome runRefused(QString* problem);
  Kind chooseKind(bool editsOnly);

  Design& design;
  QUndoStack& stack;
  QRandomGenerator rng;
  quint32 seed;
  FindingsSource findings;
  QVector<QMetaObject::Connection> connections;
  quint64 changeSignals = 0;
  int counter = 0;
  bool pushed = false;
  QSet<ObjectId> everyId;
  QStringList transceivers;
  QStringList assemblies;
  QStringList fibers;
  int startDevices = 0;
  int startModules = 0;
  int startCables = 0;
  QString last;                        ///< what the edit being made does
  QStringList stepTexts;               ///< by step - 1
  QVector<QVector<int>> commandSteps;  ///< by undo-stack position - 1
  int applied[kKindCount] = {};
  int refused[kKindCount] = {};
};

}  // namespace rackwright::test

#endif
