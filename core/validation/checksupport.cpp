#include "checksupport.h"

#include <algorithm>

namespace rackwright::checks {

namespace {

/// Version nibbles no UUID version uses, one per kind of derived key (see CheckContext::relationKey
/// for the one relation keys use).
constexpr ushort kCageKeyVersion = 0xA;
constexpr ushort kPortKeyVersion = 0xB;

/// A key for (object, name), cheap enough to compute for every port a check looks at (a SHA-1
/// per call was a tenth of a full validation): the object's 128 bits with a 64-bit FNV-1a hash
/// of the name folded into the low half, the version nibble set to `version` and the RFC 4122
/// variant kept. The version keeps the keys apart from real ids (v4, v5) and from each other;
/// two keys of one kind agree only if the objects agree in their high 60 bits and the name
/// hashes in 62 bits. A collision would only make the incremental validator re-run an extra
/// scope, never skip one.
ObjectId derivedId(ushort version, const ObjectId& id, const QString& name) {
  // Seeded with the version, so a cage key and a port key of one name differ beyond the
  // version nibble, which relationKey() overwrites.
  quint64 hash = (14695981039346656037ull ^ version) * 1099511628211ull;
  for (const QChar c : name) {
    hash ^= c.unicode();
    hash *= 1099511628211ull;
  }
  QUuid key = id;
  for (int i = 0; i < 8; ++i)
    key.data4[i] = uchar(key.data4[i] ^ uchar(hash >> (8 * (7 - i))));
  key.data3 = ushort((key.data3 & 0x0FFFu) | (version << 12));
  key.data4[0] = uchar((key.data4[0] & 0x3Fu) | 0x80u);
  return key;
}

bool partMentions(const Part& part, const QString& text) {
  return part.id.contains(text, Qt::CaseInsensitive) ||
         part.model.contains(text, Qt::CaseInsensitive) ||
         part.description.contains(text, Qt::CaseInsensitive);
}

}  // namespace

ObjectId cageKey(const ObjectId& deviceId, const QString& cage) {
  return derivedId(kCageKeyVersion, deviceId, cage);
}

ObjectId portKey(const ObjectId& objectId, const QString& port) {
  return derivedId(kPortKeyVersion, objectId, port);
}

const Device* findDevice(CheckContext& ctx, const ObjectId& id) {
  if (id.isNull())
    return nullptr;
  ctx.dependsOn(id);
  return ctx.design().find<Device>(id);
}

const Module* findModule(CheckContext& ctx, const ObjectId& id) {
  if (id.isNull())
    return nullptr;
  ctx.dependsOn(id);
  return ctx.design().find<Module>(id);
}

const Cable* findCable(CheckContext& ctx, const ObjectId& id) {
  if (id.isNull())
    return nullptr;
  ctx.dependsOn(id);
  return ctx.design().find<Cable>(id);
}

const Rack* findRack(CheckContext& ctx, const ObjectId& id) {
  if (id.isNull())
    return nullptr;
  ctx.dependsOn(id);
  return ctx.design().find<Rack>(id);
}

EndRefs endsAt(CheckContext& ctx, const ObjectId& objectId, const QString& port) {
  if (ctx.recordsDependencies())  // the key costs a hash of the name; a full run needs none
    ctx.dependsOnRelation(portKey(objectId, port), CheckContext::Relation::Attachments);
  EndRefs result;
  const DesignData& design = ctx.design();
  ObjectId previous;
  for (const DesignData::SlotRef& ref : design.cableRefsAt(objectId, port)) {
    if (ref.id == previous)
      continue;  // a cable with two ends here: both are found below
    previous = ref.id;
    const Cable* cable = design.find<Cable>(ref.id);
    if (!cable)
      continue;
    bool found = false;
    for (const CableEnd& end : cable->ends) {
      if (end.attachment.isConnected() && end.attachment.objectId == objectId &&
          end.attachment.port == port) {
        result.push_back({cable, end.name});
        found = true;
      }
    }
    if (found)
      ctx.dependsOn(cable->id);
  }
  return result;
}

CageModules modulesInCage(CheckContext& ctx, const ObjectId& deviceId, const QString& cage) {
  if (ctx.recordsDependencies())
    ctx.dependsOnRelation(cageKey(deviceId, cage), CheckContext::Relation::ModulesIn);
  // Read from the index itself (sorted by cage, then id): asked for every transceiver and every
  // cage of a switch, a list of ids and a list of modules were two heap blocks each time.
  CageModules result;
  ObjectId previous;
  for (const DesignData::SlotRef& ref : ctx.design().moduleRefsIn(deviceId, cage)) {
    if (ref.id == previous)
      continue;
    previous = ref.id;
    if (const Module* module = findModule(ctx, ref.id))
      result.push_back(module);
  }
  return result;
}

QString deviceName(CheckContext& ctx, const ObjectId& deviceId) {
  findDevice(ctx, deviceId);
  return ctx.deviceName(deviceId);
}

QString deviceLocation(CheckContext& ctx, const ObjectId& deviceId) {
  // The location names the device, its parent chain and the rack: depend on all of them.
  ObjectId id = ctx.recordsDependencies() ? deviceId : ObjectId();
  for (int depth = 0; depth < 8 && !id.isNull(); ++depth) {
    const Device* device = findDevice(ctx, id);
    if (!device)
      break;
    if (!device->rackId.isNull())
      findRack(ctx, device->rackId);
    id = device->parentId;
  }
  return ctx.deviceLocation(deviceId);
}

QString cageLocation(CheckContext& ctx, const ObjectId& deviceId, const QString& cage) {
  deviceLocation(ctx, deviceId);
  return ctx.cageLocation(deviceId, cage);
}

QString modulePortLocation(CheckContext& ctx, const ObjectId& moduleId, const QString& port) {
  if (const Module* module = findModule(ctx, moduleId))
    deviceLocation(ctx, module->deviceId);
  return ctx.modulePortLocation(moduleId, port);
}

QString attachmentLocation(CheckContext& ctx, const Attachment& attachment) {
  switch (attachment.kind) {
    case Attachment::Kind::None:
      break;
    case Attachment::Kind::ModulePort:
      modulePortLocation(ctx, attachment.objectId, attachment.port);
      break;
    case Attachment::Kind::Cage:
    case Attachment::Kind::PanelPort:
      deviceLocation(ctx, attachment.objectId);
      break;
  }
  return ctx.attachmentLocation(attachment);
}

QString cageName(CheckContext& ctx, const ObjectId& deviceId, const QString& cage) {
  return deviceName(ctx, deviceId) + QLatin1Char(' ') + cage;
}

QString joinReasons(const QStringList& reasons) {
  QStringList nonEmpty;
  for (const QString& reason : reasons) {
    if (!reason.isEmpty())
      nonEmpty << reason;
  }
  return nonEmpty.join(QStringLiteral("; "));
}

namespace {

/// Whether a part names a product family, remembered by the texts it searches: the lane and
/// cage checks ask it for every transceiver's host, and a case-insensitive search of a part's
/// description costs far more than hashing it. Keyed by content, not by address, so a part
/// replaced by another (a reloaded user catalog) can never inherit the answer.
struct MentionKey {
  QString id;
  QString model;
  QString description;
  QString text;
  bool operator==(const MentionKey&) const = default;
};

/// The id and the text only: hashing a long description for every far end of every link cost
/// more than the search it saves. A part with the same id and other texts is told apart by
/// the equality the hash table checks on every hit.
size_t qHash(const MentionKey& key, size_t seed = 0) {
  return qHashMulti(seed, key.id, key.text);
}

bool partMentionsCached(const Part& part, const QString& text) {
  // One table per thread (a handful of parts each): no locking between validation workers.
  thread_local QHash<MentionKey, bool> known;
  const MentionKey key{part.id, part.model, part.description, text};
  const auto it = known.constFind(key);
  if (it != known.constEnd())
    return *it;
  const bool mentions = partMentions(part, text);
  known.insert(key, mentions);
  return mentions;
}

}  // namespace

bool isBlueField3(const Part& part) {
  return partMentionsCached(part, QStringLiteral("BlueField-3"));
}

bool isConnectX8(const Part& part) {
  return partMentionsCached(part, QStringLiteral("ConnectX-8"));
}

bool isFabricManager(const Part& part) {
  return part.device() && part.device()->role == DeviceRole::Server &&
         partMentionsCached(part, QStringLiteral("Unified Fabric Manager"));
}

QString topStyleText(TopStyle style) {
  switch (style) {
    case TopStyle::Finned:
      return Text::tr("finned (IHS)");
    case TopStyle::Flat:
      return Text::tr("flat-top (RHS)");
    case TopStyle::NotApplicable:
      break;
  }
  return Text::tr("unspecified top");
}

QString thermalText(CageThermal thermal) {
  switch (thermal) {
    case CageThermal::NeedsFinned:
      return Text::tr("an air-cooled cage for finned (IHS) plugs");
    case CageThermal::NeedsFlat:
      return Text::tr("a flat-top (RHS) cage");
    case CageThermal::NotApplicable:
      break;
  }
  return Text::tr("a cage without thermal data");
}

QString formatWatts(double watts) {
  return QString::number(watts, 'g', 4) + QStringLiteral(" W");
}

bool isSwitch(const Part& devicePart) {
  return devicePart.device() && (devicePart.device()->role == DeviceRole::Switch ||
                                 devicePart.device()->role == DeviceRole::ManagementSwitch);
}

bool Host::isSwitch() const {
  return part && checks::isSwitch(*part);
}

const QString& Host::where(CheckContext& ctx) const {
  if (whereText.isEmpty())
    whereText = checks::cageName(ctx, device->id, cageName);
  return whereText;
}

bool resolveHost(CheckContext& ctx, const ObjectId& deviceId, const QString& cage, Host* host) {
  const Device* device = findDevice(ctx, deviceId);
  if (!device)
    return false;
  // A catalog pointer, not a shared pointer: both threads copying one popular part's shared
  // pointer write to one cache line for every transceiver.
  const Part* part = ctx.findPart(device->typeId);
  if (!part || !part->device())
    return false;
  const CageDefinition* def = part->device()->cage(cage);
  if (!def)
    return false;
  *host = Host{device, part, def, cage, {}};
  return true;
}

std::optional<Protocol> configuredProtocol(const Host& host) {
  const auto it = host.device->cageConfig.constFind(host.cageName);
  if (it == host.device->cageConfig.constEnd())
    return std::nullopt;
  return it->protocol;
}

size_t qHash(const ProtocolFacts& facts, size_t seed) {
  return qHashMulti(seed, facts.host, facts.protocols.bits(), facts.protocolCount,
                    facts.cageDefault ? 1 + int(*facts.cageDefault) : 0,
                    facts.configured ? 1 + int(*facts.configured) : 0);
}

ProtocolFacts protocolFacts(const Part& hostPart, const CageDefinition& cage,
                            std::optional<Protocol> configured) {
  return ProtocolFacts{&hostPart, compat::EnumSet<Protocol>::of(cage.protocols),
                       int(cage.protocols.size()), cage.defaultProtocol, configured};
}

ProtocolFacts protocolFacts(const Host& host) {
  return protocolFacts(*host.part, *host.cage, configuredProtocol(host));
}

std::optional<Protocol> defaultProtocol(const ProtocolFacts& facts) {
  if (facts.cageDefault)
    return facts.cageDefault;
  // The device's default applies only to cages that can run it: a DGX defaults its compute
  // ports to InfiniBand, but its BMC port only speaks Ethernet.
  const auto& device = *facts.host->device();
  if (device.defaultProtocol &&
      (facts.protocols.isEmpty() || facts.protocols.contains(*device.defaultProtocol)))
    return device.defaultProtocol;
  if (facts.protocolCount == 1) {
    for (const Protocol protocol : {Protocol::InfiniBand, Protocol::Ethernet, Protocol::Serial}) {
      if (facts.protocols.contains(protocol))
        return protocol;
    }
  }
  return std::nullopt;
}

std::optional<Protocol> defaultProtocol(const Host& host) {
  return defaultProtocol(protocolFacts(host));
}

std::optional<Protocol> effectiveProtocol(const ProtocolFacts& facts) {
  return facts.configured ? facts.configured : defaultProtocol(facts);
}

std::optional<Protocol> effectiveProtocol(const Host& host) {
  if (auto configured = configuredProtocol(host))
    return configured;
  return defaultProtocol(host);
}

compat::PlugFacts Plug::facts() const {
  compat::PlugFacts facts{formFactor,
                          topStyle,
                          twinPort,
                          isAssembly,
                          lanes,
                          signalling,
                          generation,
                          compat::EnumSet<Protocol>::of(protocols),
                          compat::EnumSet<Signalling>()};
  if (isAssembly && part && part->assembly())
    facts.otherSignalling = compat::EnumSet<Signalling>::of(part->assembly()->otherSignalling);
  return facts;
}

Plug plugOf(const Part* transceiverPart) {
  Plug plug;
  const TransceiverBody& t = *transceiverPart->transceiver();
  plug.part = transceiverPart;
  plug.name = transceiverPart->id;
  plug.formFactor = t.formFactor;
  plug.topStyle = t.topStyle;
  plug.twinPort = t.twinPort;
  plug.lanes = t.electricalLanes;
  plug.signalling = t.signalling;
  plug.generation = t.generation;
  plug.protocols = t.protocols;
  plug.powerMaxW = t.powerMaxW;
  return plug;
}

Plug plugOf(const Part* assemblyPart, const AssemblyEndDefinition& end) {
  Plug plug;
  const CableAssemblyBody& a = *assemblyPart->assembly();
  plug.part = assemblyPart;
  plug.name = Text::tr("%1 end %2").arg(assemblyPart->id, end.name);
  plug.isAssembly = true;
  plug.breakout = a.breakout();
  plug.formFactor = end.formFactor;
  plug.topStyle = end.topStyle;
  plug.twinPort = end.twinPort;
  plug.lanes = int(end.lanes.size());
  plug.signalling = a.signalling;
  plug.generation = a.generation;
  plug.protocols = a.protocols;
  plug.powerMaxW = end.powerW;
  plug.end = &end;
  return plug;
}

void reportUnverified(CheckContext& ctx, RuleId rule, const QVector<ObjectId>& objects,
                      const QString& discriminator, const QString& what, const QString& location) {
  if (ctx.countsInfoOnly(RuleId::DS08, {objects.constData(), size_t(objects.size())}, location))
    return;
  reportUnverifiedText(ctx, rule, objects, discriminator, unverifiedText(rule, what), location);
}

QString unverifiedText(RuleId rule, const QString& what) {
  return Text::tr("%1 not verified: %2").arg(toString(rule), what);
}

void reportUnverifiedText(CheckContext& ctx, RuleId rule, const QVector<ObjectId>& objects,
                          const QString& discriminator, FindingText message,
                          const QString& location) {
  ctx.reportUnverified(rule, objects, toString(rule) + QLatin1Char(':') + discriminator,
                       std::move(message), location);
}

// --- optical trace ------------------------------------------------------------------------------

QString headEndName(const Part* part, const Cable& cable) {
  if (part && part->fiber() && !part->fiber()->ends.isEmpty())
    return part->fiber()->ends.front().name;
  if (part && part->assembly() && !part->assembly()->ends.isEmpty()) {
    return part->assembly()->ends.front().name;
  }
  return cable.ends.isEmpty() ? QString() : cable.ends.front().name;
}

namespace {

struct WalkState {
  QVector<ObjectId> cables;
  bool split = false;
  bool nearIsHead = false;
  int legs = 1;
};

QStringList panelPassThrough(const Part& panelPart, const QString& port) {
  QStringList result;
  if (!panelPart.device())
    return result;
  const PanelPortDefinition* def = panelPart.device()->panelPort(port);
  if (!def)
    return result;
  if (def->face == PanelFace::Front) {
    if (!def->rearPort.isEmpty())
      result << def->rearPort;
  } else {
    for (const PanelPortDefinition& other : panelPart.device()->panelPorts) {
      if (other.face == PanelFace::Front && other.rearPort == port)
        result << other.name;
    }
  }
  return result;
}

void walk(CheckContext& ctx, const Cable& cable, const QString& enteredEnd, WalkState state,
          QVector<std::pair<ObjectId, QString>>& visited, QVector<OpticalPeer>& out) {
  ctx.dependsOn(cable.id);
  const Part* part = ctx.findPart(cable.typeId);
  state.cables.push_back(cable.id);
  const QString head = headEndName(part, cable);
  if (part && part->fiber() && part->fiber()->construction == FiberConstruction::Splitter &&
      part->fiber()->ends.size() > 2 && !state.split) {
    state.split = true;
    state.nearIsHead = enteredEnd == head;
    state.legs = int(part->fiber()->ends.size()) - 1;
  }
  for (const CableEnd& other : cable.ends) {
    if (other.name == enteredEnd)
      continue;
    if (enteredEnd != head && other.name != head)
      continue;  // splitter legs do not meet
    const Attachment& at = other.attachment;
    if (at.kind == Attachment::Kind::ModulePort) {
      if (const Module* far = findModule(ctx, at.objectId)) {
        out.push_back({far, at.port, state.cables, state.split, state.nearIsHead, state.legs});
      }
    } else if (at.kind == Attachment::Kind::PanelPort) {
      const Device* panel = findDevice(ctx, at.objectId);
      if (!panel)
        continue;
      const Part* panelPart = ctx.findPart(panel->typeId);
      if (!panelPart)
        continue;
      // Panel ports passed (few per channel: a linear search, no id formatted as text).
      if (!visited.contains({panel->id, at.port}))
        visited.push_back({panel->id, at.port});
      for (const QString& through : panelPassThrough(*panelPart, at.port)) {
        const std::pair<ObjectId, QString> key{panel->id, through};
        if (visited.contains(key))
          continue;
        visited.push_back(key);
        for (const EndRef& next : endsAt(ctx, panel->id, through)) {
          walk(ctx, *next.cable, next.end, state, visited, out);
        }
      }
    }
  }
}

}  // namespace

QVector<OpticalPeer> traceOpticalPort(CheckContext& ctx, std::span<const EndRef> ends) {
  QVector<OpticalPeer> peers;
  QVector<std::pair<ObjectId, QString>> visited;
  for (const EndRef& start : ends) {
    walk(ctx, *start.cable, start.end, WalkState{}, visited, peers);
  }
  // A far port reached twice (two parallel paths) is one peer: the first path is kept.
  qsizetype kept = 0;
  for (qsizetype i = 0; i < peers.size(); ++i) {
    const OpticalPeer& peer = peers.at(i);
    const bool seen = std::any_of(peers.cbegin(), peers.cbegin() + kept, [&](const OpticalPeer& p) {
      return p.far->id == peer.far->id && p.farPort == peer.farPort;
    });
    if (seen)
      continue;
    if (kept != i)
      peers[kept] = peers.at(i);
    ++kept;
  }
  peers.resize(kept);
  return peers;
}

}  // namespace rackwright::checks
