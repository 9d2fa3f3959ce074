#include "integrityeditor.h"

#include "core/commands/designedits.h"
#include "core/commands/objectcommands.h"
#include "core/common/error.h"
#include "modelchecks.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace rackwright::test {

namespace {

using Kind = IntegrityEditor::Kind;

struct KindInfo {
  Kind kind;
  const char* name;
  int weight;  ///< relative frequency of the step
};

// Edits that change a lot at once (removing a rack) are rare, so that the design keeps its size.
constexpr KindInfo kKinds[] = {
    {Kind::AddRack, "add rack", 2},
    {Kind::EditRack, "edit rack", 2},
    {Kind::RemoveRack, "remove rack", 1},
    {Kind::AddRow, "add row (macro)", 1},
    {Kind::AddDevice, "add device", 5},
    {Kind::AddAdapter, "add adapter", 3},
    {Kind::MoveDevice, "move device", 5},
    {Kind::DragDevice, "drag device (merged steps)", 2},
    {Kind::RenameDevice, "rename device", 3},
    {Kind::ConfigureCage, "configure cage", 3},
    {Kind::RemoveDevice, "remove device", 3},
    {Kind::PlugModule, "plug module", 6},
    {Kind::MoveModule, "move module", 2},
    {Kind::RemoveModule, "unplug module", 3},
    {Kind::AddCable, "add cable", 6},
    {Kind::ConnectEnd, "connect cable end", 5},
    {Kind::DisconnectEnd, "disconnect cable end", 3},
    {Kind::RerouteEnd, "re-route cable end", 4},
    {Kind::ChangeCablePart, "change cable part", 3},
    {Kind::ChangeCableLength, "change cable length", 3},
    {Kind::LabelCable, "label cable", 3},
    {Kind::ColourCable, "colour cable", 2},
    {Kind::CableStatus, "cable status", 2},
    {Kind::RemoveCable, "remove cable", 3},
    {Kind::AddWaiver, "add waiver", 2},
    {Kind::EditWaiver, "edit waiver", 1},
    {Kind::RemoveWaiver, "remove waiver", 1},
    {Kind::EditDesignInfo, "edit design information", 1},
    {Kind::Macro, "macro of several edits", 3},
    {Kind::FailedMacro, "macro with a refused edit", 1},
    {Kind::Refused, "edit core must refuse", 5},
    {Kind::Undo, "undo", 4},
    {Kind::Redo, "redo", 3},
};
static_assert(std::size(kKinds) == IntegrityEditor::kKindCount);

const QStringList kDeviceTypes{QStringLiteral("QM9700"),
                               QStringLiteral("SN5600"),
                               QStringLiteral("DGX-H100"),
                               QStringLiteral("HGX-8GPU-GENERIC"),
                               QStringLiteral("GEN-PANEL-1U-12MPO12-APC"),
                               QStringLiteral("GEN-PANEL-1U-24LC"),
                               QStringLiteral("SN2201")};
const QStringList kAdapterTypes{QStringLiteral("MCX75310AAS-NEAT"), QStringLiteral("B3220"),
                                QStringLiteral("MCX755106AS-HEAT")};
const QStringList kColours{QStringLiteral("aqua"), QStringLiteral("black"),
                           QStringLiteral("yellow"), QStringLiteral("violet"), QString()};
/// Any id other than -1 makes consecutive edits of one device merge (a drag).
constexpr int kDragMergeId = 0x5247;

enum class Outcome { NotApplicable, Applied, Refused };

Device makeDevice(const ObjectId& id, const QString& name, const QString& typeId) {
  Device device;
  device.id = id;
  device.name = name;
  device.typeId = typeId;
  return device;
}

Module makeModule(const ObjectId& id, const QString& typeId, const ObjectId& deviceId = {},
                  const QString& cage = {}) {
  Module module;
  module.id = id;
  module.typeId = typeId;
  module.deviceId = deviceId;
  module.cage = cage;
  return module;
}

}  // namespace

struct IntegrityEditor::Impl {
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
        if (!part->assembly && !part->fiber)
          continue;
        const QString id =
            part->lengthSelectable
                ? Catalog::lengthId(part->id, qBound(part->minLengthM, 10.0, part->maxLengthM))
                : part->id;
        if (design.part(id))
          (part->assembly ? assemblies : fibers) << id;
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
    return part && part->device ? &*part->device : nullptr;
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
      return part && part->transceiver && !part->transceiver->opticalPorts.isEmpty();
    });
    if (!module)
      return {};
    return {Attachment::Kind::ModulePort, module->id,
            pickOf(design.part(module->typeId)->transceiver->opticalPorts).name};
  }
  bool isPlugEnd(const Cable& cable) const {
    const PartPtr part = design.part(cable.typeId);
    return part && part->assembly;
  }
  QStringList endNamesOf(const QString& typeId) const {
    QStringList names;
    const PartPtr part = design.part(typeId);
    if (part && part->assembly) {
      for (const auto& e : part->assembly->ends)
        names << e.name;
    } else if (part && part->fiber) {
      for (const auto& e : part->fiber->ends)
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
  bool addRack(const ObjectId& rowId = {}) {
    const Row* row = rowId.isNull() ? pick<Row>() : design.find<Row>(rowId);
    if (!row)
      return false;
    Rack rack;
    rack.id = newId();
    rack.rowId = row->id;
    rack.name = QStringLiteral("RX%1").arg(counter);
    rack.heightU = pickOf(QVector<int>{42, 48, 24});
    for (const ObjectId& id : design.racksInRow(row->id))
      rack.positionInRow = qMax(rack.positionInRow, design.find<Rack>(id)->positionInRow + 1);
    rack.maxPowerW = chance(2) ? 40000 : 0;
    last = QStringLiteral("rack %1 in row %2").arg(rack.name, row->name);
    push(DesignEdits::addRack(design, rack));
    return true;
  }
  bool editRack() {
    const Rack* rack = pick<Rack>();
    if (!rack)
      return false;
    Rack changed = *rack;
    switch (bounded(5)) {
      case 0:
        changed.name = rack->name + QStringLiteral("a");
        break;
      case 1:
        changed.heightU = 20 + bounded(29);
        break;
      case 2:
        changed.depthMm = chance(3) ? 600 : 1200;
        break;
      case 3:
        changed.maxPowerW = chance(2) ? 0 : 5000 + 1000 * bounded(40);
        break;
      default:
        changed.rowId = pick<Row>()->id;
        changed.positionInRow = bounded(12);
        break;
    }
    last = QStringLiteral("rack %1").arg(rack->name);
    push(DesignEdits::editRack(design, changed));
    return true;
  }
  bool removeRack() {
    if (design.all<Rack>().size() < 4)
      return false;
    const Rack* rack = pick<Rack>();
    last = QStringLiteral("rack %1 with %2 devices")
               .arg(rack->name)
               .arg(design.devicesInRack(rack->id).size());
    push(DesignEdits::removeRack(design, rack->id));
    return true;
  }
  bool addRow() {
    // As the workbench adds a row: one undo step for the (site,) (room,) row and its first rack.
    stack.beginMacro(QStringLiteral("Add row"));
    pushed = true;
    try {
      addRowSteps();
    } catch (const Error&) {
      stack.endMacro();  // the caller sees the refusal; the commands that ran stay in the macro
      throw;
    }
    stack.endMacro();
    last = QStringLiteral("row with one rack");
    return true;
  }
  void addRowSteps() {
    ObjectId roomId;
    if (const Room* room = pick<Room>(); room && !chance(3)) {
      roomId = room->id;
    } else {
      ObjectId siteId;
      if (const Site* site = pick<Site>(); site && !chance(3)) {
        siteId = site->id;
      } else {
        siteId = newId();
        push(
            DesignEdits::addSite(design, Site{siteId, QStringLiteral("Site %1").arg(counter), {}}));
      }
      roomId = newId();
      push(DesignEdits::addRoom(design,
                                Room{roomId, siteId, QStringLiteral("Hall %1").arg(counter), {}}));
    }
    const ObjectId rowId = newId();
    push(DesignEdits::addRow(
        design, Row{rowId, roomId, QStringLiteral("Row %1").arg(counter), bounded(6), {}}));
    addRack(rowId);
  }
  bool addDevice() {
    Device device;
    device.id = newId();
    device.typeId = pickOf(kDeviceTypes);
    device.name = QStringLiteral("dev-%1").arg(counter);
    const Rack* rack = chance(12) ? nullptr : pick<Rack>();
    const DeviceBody& body = *design.part(device.typeId)->device;
    if (rack && topStart(*rack, body) >= 1) {
      device.rackId = rack->id;
      device.positionU = 1 + bounded(topStart(*rack, body));
      device.face = chance(4) ? RackFace::Rear : RackFace::Front;
    }
    last = QStringLiteral("%1 %2 at U%3").arg(device.name, device.typeId).arg(device.positionU);
    push(DesignEdits::addDevice(design, device));
    return true;
  }
  bool addAdapter() {
    const Device* server =
        pickDevice([](const Device&, const DeviceBody& b) { return !b.adapterBays.isEmpty(); });
    if (!server)
      return false;
    Device adapter;
    adapter.id = newId();
    adapter.typeId = pickOf(kAdapterTypes);
    adapter.name = QStringLiteral("nic-%1").arg(counter);
    adapter.parentId = server->id;
    adapter.bay = pickOf(bodyOf(*server)->adapterBays).name;
    last = QStringLiteral("%1 in %2 bay %3").arg(adapter.name, server->name, adapter.bay);
    push(DesignEdits::addDevice(design, adapter));
    return true;
  }
  bool moveDevice() {
    const Device* device =
        pickDevice([](const Device& d, const DeviceBody&) { return d.parentId.isNull(); });
    if (!device)
      return false;
    const Rack* rack = chance(10) ? nullptr : pick<Rack>();
    const int top = rack ? topStart(*rack, *bodyOf(*device)) : 0;
    const ObjectId rackId = top >= 1 ? rack->id : ObjectId();
    const double u = top >= 1 ? 1 + bounded(top) : 0;
    last = QStringLiteral("%1 to U%2").arg(device->name).arg(u);
    push(DesignEdits::moveDevice(design, device->id, rackId, u,
                                 chance(3) ? RackFace::Rear : RackFace::Front));
    return true;
  }
  bool dragDevice() {
    const Device* device = pickDevice(
        [](const Device& d, const DeviceBody&) { return d.parentId.isNull() && d.isRacked(); });
    if (!device)
      return false;
    const ObjectId id = device->id;
    last = QStringLiteral("%1 from U%2").arg(device->name).arg(device->positionU);
    const int moves = 2 + bounded(4);
    const int direction = chance(2) ? 1 : -1;
    for (int i = 0; i < moves; ++i) {
      const Device& old = *design.find<Device>(id);
      Device moved = old;
      moved.positionU += direction;
      if (!DesignEdits::placementImpossibleReason(design, moved).isEmpty())
        break;
      push(new CmdEditDevice(design, old, moved, QStringLiteral("Drag %1").arg(old.name),
                             kDragMergeId));
    }
    return true;
  }
  bool renameDevice() {
    const Device* device = pick<Device>();
    if (!device)
      return false;
    const QString name =
        chance(2) ? device->name + QStringLiteral("-b") : QStringLiteral("node-%1").arg(++counter);
    last = QStringLiteral("%1 to %2").arg(device->name, name);
    push(DesignEdits::renameDevice(design, device->id, name));
    return true;
  }
  bool configureCage() {
    ObjectId deviceId;
    QString cage;
    if (!randomCage(&deviceId, &cage))
      return false;
    CageConfig config;
    config.splitConfigured = chance(2);
    const int protocol = bounded(3);
    if (protocol == 1)
      config.protocol = Protocol::InfiniBand;
    if (protocol == 2)
      config.protocol = Protocol::Ethernet;
    last = QStringLiteral("%1 of %2").arg(cage, design.find<Device>(deviceId)->name);
    push(DesignEdits::setCageConfig(design, deviceId, cage, config));
    return true;
  }
  bool removeDevice() {
    const Device* device = pick<Device>();
    if (!device)
      return false;
    last = QStringLiteral("%1 (%2 modules, %3 adapters)")
               .arg(device->name)
               .arg(design.modulesInDevice(device->id).size())
               .arg(design.childDevices(device->id).size());
    push(DesignEdits::removeDevice(design, device->id));
    return true;
  }
  bool plugModule() {
    Module module;
    module.id = newId();
    module.typeId = pickOf(transceivers);
    module.serial = chance(4) ? QStringLiteral("SN%1").arg(counter) : QString();
    if (!chance(10) && !randomCage(&module.deviceId, &module.cage))
      return false;
    last = QStringLiteral("%1 into %2").arg(module.typeId, module.cage);
    push(DesignEdits::plugModule(design, module));
    return true;
  }
  bool moveModule() {
    const Module* module = pick<Module>();
    if (!module)
      return false;
    Module moved = *module;
    if (chance(5) || !randomCage(&moved.deviceId, &moved.cage)) {
      moved.deviceId = {};
      moved.cage.clear();
    }
    last = QStringLiteral("%1 from %2 to %3").arg(module->typeId, module->cage, moved.cage);
    push(new CmdEditModule(design, *module, moved, QStringLiteral("Move module")));
    return true;
  }
  bool removeModule() {
    const Module* module = pick<Module>();
    if (!module)
      return false;
    last = QStringLiteral("%1 from %2 with %3 cables")
               .arg(module->typeId, module->cage)
               .arg(design.cablesAttachedTo(module->id).size());
    push(DesignEdits::removeModule(design, module->id));
    return true;
  }
  bool addCable() {
    Cable cable;
    cable.id = newId();
    cable.typeId = chance(3) ? pickOf(assemblies) : pickOf(fibers);
    const bool plug = isPlugEnd(cable);
    for (const QString& end : endNamesOf(cable.typeId))
      cable.ends.push_back({end, randomAttachment(plug)});
    cable.lengthM = 1 + bounded(60);
    last = cable.typeId;
    push(DesignEdits::addCable(design, cable));
    return true;
  }
  /// A cable and one of its ends that satisfies `accept`.
  const Cable* pickEnd(const std::function<bool(const CableEnd&)>& accept, QString* endName) {
    const Cable* cable = pick<Cable>(
        [&](const Cable& c) { return std::any_of(c.ends.begin(), c.ends.end(), accept); });
    if (!cable)
      return nullptr;
    QStringList names;
    for (const CableEnd& end : cable->ends) {
      if (accept(end))
        names << end.name;
    }
    *endName = pickOf(names);
    return cable;
  }
  bool connectEnd(Kind kind) {
    QString endName;
    const Cable* cable = nullptr;
    if (kind == Kind::ConnectEnd)
      cable = pickEnd([](const CableEnd& e) { return !e.attachment.isConnected(); }, &endName);
    else
      cable = pickEnd([](const CableEnd& e) { return e.attachment.isConnected(); }, &endName);
    if (!cable)
      return false;
    Attachment to;
    if (kind != Kind::DisconnectEnd) {
      to = randomAttachment(isPlugEnd(*cable));
      if (!to.isConnected())
        return false;
    }
    last = QStringLiteral("%1 end %2 to %3").arg(cable->typeId, endName, to.port);
    push(DesignEdits::connectCableEnd(design, cable->id, endName, to));
    return true;
  }
  bool editCable(Kind kind) {
    const Cable* cable = pick<Cable>();
    if (!cable)
      return false;
    Cable changed = *cable;
    switch (kind) {
      case Kind::ChangeCablePart: {
        // Another part with the same ends, so that every end stays where it is attached.
        const QStringList ends = endNamesOf(cable->typeId);
        QStringList alternatives;
        for (const QString& id : isPlugEnd(*cable) ? assemblies : fibers) {
          if (id != cable->typeId && endNamesOf(id) == ends)
            alternatives << id;
        }
        if (alternatives.isEmpty())
          return false;
        changed.typeId = pickOf(alternatives);
        if (const double fixed = design.part(changed.typeId)->lengthM; fixed > 0)
          changed.lengthM = fixed;
        break;
      }
      case Kind::ChangeCableLength:
        changed.lengthM = 0.5 * (1 + bounded(200));
        break;
      case Kind::LabelCable:
        changed.name =
            chance(4) ? QString() : QStringLiteral("C-%1").arg(++counter, 5, 10, QLatin1Char('0'));
        break;
      case Kind::ColourCable:
        changed.colour = pickOf(kColours);
        break;
      default:
        changed.status = CableStatus(bounded(3));
        break;
    }
    last = QStringLiteral("%1 → %2, %3 m, \"%4\"")
               .arg(cable->typeId, changed.typeId)
               .arg(changed.lengthM)
               .arg(changed.name);
    push(DesignEdits::editCable(design, changed));
    return true;
  }
  bool removeCable() {
    const Cable* cable = pick<Cable>();
    if (!cable)
      return false;
    last = cable->typeId;
    push(DesignEdits::removeCable(design, cable->id));
    return true;
  }
  bool addWaiver() {
    const QVector<Finding> current = findings();
    Waiver waiver;
    waiver.id = newId();
    waiver.findingKey = current.isEmpty() ? QStringLiteral("DS-02|none") : pickOf(current).key;
    waiver.reason = QStringLiteral("accepted in review %1").arg(counter);
    waiver.author = QStringLiteral("network team");
    waiver.date = QStringLiteral("2026-12-01");
    last = waiver.findingKey;
    push(DesignEdits::addWaiver(design, waiver));
    return true;
  }
  bool editWaiver() {
    const Waiver* waiver = pick<Waiver>();
    if (!waiver)
      return false;
    Waiver changed = *waiver;
    changed.reason = waiver->reason + QStringLiteral(" (confirmed)");
    last = waiver->findingKey;
    push(new CmdEditWaiver(design, *waiver, changed, QStringLiteral("Edit waiver")));
    return true;
  }
  bool removeWaiver() {
    const Waiver* waiver = pick<Waiver>();
    if (!waiver)
      return false;
    last = waiver->findingKey;
    push(DesignEdits::removeWaiver(design, waiver->id));
    return true;
  }
  bool editDesignInfo() {
    DesignInfo info = design.info();
    info.revision = QStringLiteral("r%1").arg(++counter);
    if (chance(2))
      info.description = QStringLiteral("Revised after review %1").arg(counter);
    last = info.revision;
    push(new CmdEditDesignInfo(design, info));
    return true;
  }

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

Kind IntegrityEditor::Impl::chooseKind(bool editsOnly) {
  int total = 0;
  for (const KindInfo& info : kKinds)
    total += info.weight;
  Kind kind = Kind::Undo;
  do {
    int r = bounded(total);
    for (const KindInfo& info : kKinds) {
      if (r < info.weight) {
        kind = info.kind;
        break;
      }
      r -= info.weight;
    }
  } while (editsOnly && kind >= Kind::Macro);
  // Keep the design near its generated size: adds turn into removals above 130 %, removals into
  // adds below 70 %.
  const auto over = [](qsizetype now, int start) { return now * 10 > start * 13 + 200; };
  const auto under = [](qsizetype now, int start) { return now * 10 < start * 7; };
  const qsizetype devices = design.all<Device>().size();
  const qsizetype modules = design.all<Module>().size();
  const qsizetype cables = design.all<Cable>().size();
  if ((kind == Kind::AddDevice || kind == Kind::AddAdapter) && over(devices, startDevices))
    return Kind::RemoveDevice;
  if ((kind == Kind::RemoveDevice || kind == Kind::RemoveRack) && under(devices, startDevices))
    return Kind::AddDevice;
  if (kind == Kind::PlugModule && over(modules, startModules))
    return Kind::RemoveModule;
  if (kind == Kind::RemoveModule && under(modules, startModules))
    return Kind::PlugModule;
  if (kind == Kind::AddCable && over(cables, startCables))
    return Kind::RemoveCable;
  if (kind == Kind::RemoveCable && under(cables, startCables))
    return Kind::AddCable;
  return kind;
}

bool IntegrityEditor::Impl::apply(Kind kind) {
  switch (kind) {
    case Kind::AddRack:
      return addRack();
    case Kind::EditRack:
      return editRack();
    case Kind::RemoveRack:
      return removeRack();
    case Kind::AddRow:
      return addRow();
    case Kind::AddDevice:
      return addDevice();
    case Kind::AddAdapter:
      return addAdapter();
    case Kind::MoveDevice:
      return moveDevice();
    case Kind::DragDevice:
      return dragDevice();
    case Kind::RenameDevice:
      return renameDevice();
    case Kind::ConfigureCage:
      return configureCage();
    case Kind::RemoveDevice:
      return removeDevice();
    case Kind::PlugModule:
      return plugModule();
    case Kind::MoveModule:
      return moveModule();
    case Kind::RemoveModule:
      return removeModule();
    case Kind::AddCable:
      return addCable();
    case Kind::ConnectEnd:
    case Kind::DisconnectEnd:
    case Kind::RerouteEnd:
      return connectEnd(kind);
    case Kind::ChangeCablePart:
    case Kind::ChangeCableLength:
    case Kind::LabelCable:
    case Kind::ColourCable:
    case Kind::CableStatus:
      return editCable(kind);
    case Kind::RemoveCable:
      return removeCable();
    case Kind::AddWaiver:
      return addWaiver();
    case Kind::EditWaiver:
      return editWaiver();
    case Kind::RemoveWaiver:
      return removeWaiver();
    case Kind::EditDesignInfo:
      return editDesignInfo();
    case Kind::Undo:
      if (!stack.canUndo())
        return false;
      last = stack.undoText();
      stack.undo();
      return true;
    case Kind::Redo:
      if (!stack.canRedo())
        return false;
      last = stack.redoText();
      stack.redo();
      return true;
    case Kind::Macro:
    case Kind::FailedMacro:
    case Kind::Refused:
      break;
  }
  return false;
}

/// An edit that describes something that cannot exist; building it must throw.
std::unique_ptr<QUndoCommand> IntegrityEditor::Impl::buildRefusedEdit() {
  const ObjectId missing = newId();
  const Device* racked = pickDevice(
      [](const Device& d, const DeviceBody&) { return d.parentId.isNull() && d.isRacked(); });
  const Cable* plugCable = pick<Cable>([this](const Cable& c) { return isPlugEnd(c); });
  const Cable* anyCable = pick<Cable>();
  const Module* module = pick<Module>();
  ObjectId cageDevice;
  QString cage;
  const bool haveCage = randomCage(&cageDevice, &cage);
  switch (bounded(24)) {
    case 1: {
      last = QStringLiteral("a transceiver placed as a device");
      Device d = makeDevice(missing, QStringLiteral("x"), pickOf(transceivers));
      return DesignEdits::addDevice(design, d);
    }
    case 2:
      if (!racked)
        break;
      last = QStringLiteral("%1 moved above the top of its rack").arg(racked->name);
      return DesignEdits::moveDevice(design, racked->id, racked->rackId,
                                     design.find<Rack>(racked->rackId)->heightU + 1,
                                     RackFace::Front);
    case 3:
      if (!racked)
        break;
      last = QStringLiteral("%1 moved into a rack that does not exist").arg(racked->name);
      return DesignEdits::moveDevice(design, racked->id, missing, 1, RackFace::Front);
    case 4:
      if (!haveCage)
        break;
      last = QStringLiteral("a module plugged into a cage the device does not have");
      return DesignEdits::plugModule(
          design, makeModule(missing, pickOf(transceivers), cageDevice, QStringLiteral("NO-CAGE")));
    case 5:
      last = QStringLiteral("a switch plugged as a module");
      return DesignEdits::plugModule(design, makeModule(missing, QStringLiteral("QM9700")));
    case 6: {
      if (!haveCage)
        break;
      last = QStringLiteral("a fiber end plugged into a cage");
      Cable c;
      c.id = missing;
      c.typeId = pickOf(fibers);
      c.ends = {CableEnd{endNamesOf(c.typeId).value(0),
                         Attachment{Attachment::Kind::Cage, cageDevice, cage}}};
      return DesignEdits::addCable(design, c);
    }
    case 7:
      if (!plugCable || !module)
        break;
      last = QStringLiteral("a DAC end plugged into a transceiver");
      return DesignEdits::connectCableEnd(
          design, plugCable->id, plugCable->ends.value(0).name,
          Attachment{Attachment::Kind::ModulePort, module->id, QStringLiteral("1")});
    case 8:
      if (!anyCable)
        break;
      last = QStringLiteral("a cable end the part does not have");
      return DesignEdits::connectCableEnd(design, anyCable->id, QStringLiteral("Z9"), {});
    case 9:
      if (!anyCable || isPlugEnd(*anyCable) || !racked)
        break;
      last = QStringLiteral("a fiber end into a panel port that does not exist");
      return DesignEdits::connectCableEnd(
          design, anyCable->id, anyCable->ends.value(0).name,
          Attachment{Attachment::Kind::PanelPort, racked->id, QStringLiteral("NO-PORT")});
    case 10:
      last = QStringLiteral("a waiver without a reason");
      return DesignEdits::addWaiver(
          design, Waiver{missing, QStringLiteral("DS-02|x"), QStringLiteral(" "), {}, {}, {}});
    case 11: {
      last = QStringLiteral("a rack 61 U high");
      Rack r;
      r.id = missing;
      r.rowId = pick<Row>()->id;
      r.heightU = chance(2) ? 0 : 61;
      return DesignEdits::addRack(design, r);
    }
    case 12: {
      last = QStringLiteral("a rack that does not exist edited");
      Rack r;
      r.id = missing;
      return DesignEdits::editRack(design, r);
    }
    case 13:
      last = QStringLiteral("a device that does not exist removed");
      return DesignEdits::removeDevice(design, missing);
    case 14:
      last = QStringLiteral("a module that does not exist removed");
      return DesignEdits::removeModule(design, missing);
    case 15:
      last = QStringLiteral("a cable that does not exist removed");
      return DesignEdits::removeCable(design, missing);
    case 16:
      last = QStringLiteral("a waiver that does not exist removed");
      return DesignEdits::removeWaiver(design, missing);
    case 17:
      if (!haveCage)
        break;
      last = QStringLiteral("a cage the device does not have configured");
      return DesignEdits::setCageConfig(design, cageDevice, QStringLiteral("NO-CAGE"),
                                        CageConfig{true, {}});
    case 18: {
      if (!anyCable)
        break;
      Cable changed = *anyCable;
      changed.typeId = chance(2) ? QStringLiteral("NO-SUCH-CABLE") : QStringLiteral("QM9700");
      if (chance(2))
        changed.ends.clear();
      last = QStringLiteral("a cable changed to part %1 (%2 ends)")
                 .arg(changed.typeId)
                 .arg(changed.ends.size());
      return DesignEdits::editCable(design, changed);
    }
    case 19:
      last = QStringLiteral("a module plugged into a device that does not exist");
      return DesignEdits::plugModule(
          design, makeModule(missing, pickOf(transceivers), newId(), QStringLiteral("OSFP1")));
    case 20: {
      last = QStringLiteral("an adapter in a server that does not exist");
      Device d = makeDevice(missing, QStringLiteral("nic"), pickOf(kAdapterTypes));
      d.parentId = newId();
      d.bay = QStringLiteral("NIC1");
      return DesignEdits::addDevice(design, d);
    }
    case 21:
      if (!anyCable || isPlugEnd(*anyCable))
        break;
      last = QStringLiteral("a fiber end into a transceiver that does not exist");
      return DesignEdits::connectCableEnd(
          design, anyCable->id, anyCable->ends.value(0).name,
          Attachment{Attachment::Kind::ModulePort, missing, QStringLiteral("1")});
    case 22:
      last = QStringLiteral("a row in a room that does not exist");
      return DesignEdits::addRow(design, Row{missing, newId(), QStringLiteral("Row ?"), 0, {}});
    case 23: {
      last = QStringLiteral("a rack moved into a row that does not exist");
      if (const Rack* rack = pick<Rack>()) {
        Rack moved = *rack;
        moved.rowId = newId();
        return DesignEdits::editRack(design, moved);
      }
      Rack r;
      r.id = missing;
      r.rowId = newId();
      return DesignEdits::addRack(design, r);
    }
    default:
      break;
  }
  last = QStringLiteral("a device of a part that is not in the catalog");
  return DesignEdits::addDevice(
      design, makeDevice(missing, QStringLiteral("x"), QStringLiteral("NO-SUCH-PART")));
}

Outcome IntegrityEditor::Impl::runRefused(QString* problem) {
  // A snapshot shares the tables until something writes to them, so comparing with it costs
  // nothing when the design was left alone and compares every object when it was not.
  const DesignData before = design.snapshot();
  const quint64 signalsBefore = changeSignals;
  const int index = stack.index();
  const int count = stack.count();
  try {
    const std::unique_ptr<QUndoCommand> command = buildRefusedEdit();
    *problem = QStringLiteral("core accepted an edit it must refuse: %1").arg(last);
  } catch (const Error& e) {
    last += QStringLiteral(" → refused: ") + e.message();
  }
  if (problem->isEmpty() && (changeSignals != signalsBefore || stack.index() != index ||
                             stack.count() != count || !ModelChecks::sameObjects(design, before))) {
    *problem = QStringLiteral("a refused edit changed the design: %1").arg(last);
  }
  return Outcome::Applied;
}

Outcome IntegrityEditor::Impl::runMacro(bool withRefusal, QString* problem) {
  const DesignData before = design.snapshot();
  const int edits = 2 + bounded(3);
  QStringList texts;
  stack.beginMacro(withRefusal ? QStringLiteral("Edits then a refused one")
                               : QStringLiteral("Several edits"));
  pushed = true;
  try {
    for (int i = 0; i < edits; ++i) {
      const Kind kind = chooseKind(true);
      last.clear();
      if (apply(kind))
        texts << QStringLiteral("%1 %2").arg(kindName(kind), last);
    }
    if (withRefusal) {
      const std::unique_ptr<QUndoCommand> command = buildRefusedEdit();
      *problem = QStringLiteral("core accepted an edit it must refuse: %1").arg(last);
    }
    stack.endMacro();
    last = texts.join(QStringLiteral("; "));
    return Outcome::Applied;
  } catch (const Error& e) {
    // As the workbench does when one edit of a group is refused: what ran is undone.
    texts << QStringLiteral("refused: %1 (%2)").arg(last, e.message());
    stack.endMacro();
    stack.undo();
    last = texts.join(QStringLiteral("; "));
    if (!ModelChecks::sameObjects(design, before))
      *problem = QStringLiteral(
                     "undoing a macro whose last edit was refused did not restore "
                     "the design: %1")
                     .arg(last);
    return withRefusal ? Outcome::Applied : Outcome::Refused;
  }
}

Outcome IntegrityEditor::Impl::run(Kind kind, QString* problem) {
  if (kind == Kind::Refused)
    return runRefused(problem);
  if (kind == Kind::Macro || kind == Kind::FailedMacro)
    return runMacro(kind == Kind::FailedMacro, problem);
  const quint64 signalsBefore = changeSignals;
  const int index = stack.index();
  const int count = stack.count();
  try {
    return apply(kind) ? Outcome::Applied : Outcome::NotApplicable;
  } catch (const Error& e) {
    // A valid-looking edit that core refused (a rare random combination): no trace allowed.
    last += QStringLiteral(" → refused: ") + e.message();
    if (changeSignals != signalsBefore || stack.index() != index || stack.count() != count)
      *problem = QStringLiteral("a refused edit changed the design: %1").arg(last);
    return Outcome::Refused;
  }
}

// --- IntegrityEditor ---------------------------------------------------------------------------

IntegrityEditor::IntegrityEditor(Design& design, QUndoStack& stack, quint32 seed,
                                 FindingsSource findings)
    : d(std::make_unique<Impl>(design, stack, seed, std::move(findings))) {}

IntegrityEditor::~IntegrityEditor() = default;

QString IntegrityEditor::kindName(Kind kind) {
  return QString::fromLatin1(kKinds[int(kind)].name);
}

bool IntegrityEditor::pushedThisStep() const {
  return d->pushed;
}

bool IntegrityEditor::wantsIncrementalUpdate() {
  return d->chance(4);
}

const QSet<ObjectId>& IntegrityEditor::everyId() const {
  return d->everyId;
}

QString IntegrityEditor::step(int step) {
  d->pushed = false;
  const int indexBefore = d->stack.index();
  QString problem;
  Kind kind = Kind::Undo;
  Outcome outcome = Outcome::NotApplicable;
  for (int attempt = 0; outcome == Outcome::NotApplicable; ++attempt) {
    // Something always applies: renaming, once the design has a device.
    kind = attempt < 50 ? d->chooseKind(false) : Kind::EditDesignInfo;
    d->last.clear();
    outcome = d->run(kind, &problem);
  }
  (outcome == Outcome::Applied ? d->applied : d->refused)[int(kind)]++;
  d->stepTexts.resize(step);
  d->stepTexts[step - 1] = QStringLiteral("%1: %2").arg(kindName(kind), d->last);
  if (d->pushed) {
    // A new command sits at position indexBefore + 1 (even when a refused macro was undone
    // again); otherwise the edit merged into the command below.
    const int count = d->stack.count();
    d->commandSteps.resize(count);
    if (count > indexBefore)
      d->commandSteps[indexBefore] = {step};
    else if (count > 0)
      d->commandSteps[count - 1] << step;
  }
  return problem;
}

QString IntegrityEditor::stepText(int step) const {
  return d->stepTexts.value(step - 1);
}

int IntegrityEditor::firstStepOfCommand(int position) const {
  const QVector<int> steps = d->commandSteps.value(position - 1);
  return steps.isEmpty() ? 0 : steps.front();
}

int IntegrityEditor::lastStepOfCommand(int position) const {
  const QVector<int> steps = d->commandSteps.value(position - 1);
  return steps.isEmpty() ? 0 : steps.back();
}

QStringList IntegrityEditor::summary() const {
  QStringList lines;
  for (const KindInfo& info : kKinds) {
    lines << QStringLiteral("%1: %2 applied, %3 refused")
                 .arg(QString::fromLatin1(info.name))
                 .arg(d->applied[int(info.kind)])
                 .arg(d->refused[int(info.kind)]);
  }
  return lines;
}

QStringList IntegrityEditor::kindsNeverApplied() const {
  QStringList kinds;
  for (const KindInfo& info : kKinds) {
    if (d->applied[int(info.kind)] == 0)
      kinds << QString::fromLatin1(info.name);
  }
  return kinds;
}

}  // namespace rackwright::test
