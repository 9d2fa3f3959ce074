#include "networks.h"

#include "designdata.h"

#include <array>
#include <bit>

namespace rackwright {

namespace {

constexpr std::array kBuiltIns = {BuiltInNetwork::Compute, BuiltInNetwork::Storage,
                                  BuiltInNetwork::InBand, BuiltInNetwork::OutOfBand,
                                  BuiltInNetwork::Uplink};

/// The cage definition a port name names: a cage, or a logical port of one (P1/1 of a split).
const CageDefinition* findCage(const Part* part, const QString& cage) {
  const DeviceBody* body = part ? part->device() : nullptr;
  return body ? body->cage(cage) : nullptr;
}

/// The device and cage an attachment sits in; null for a loose end or a patch-panel port.
const Device* attachedDevice(const DesignData& design, const Attachment& at, const QString** cage) {
  switch (at.kind) {
    case Attachment::Kind::Cage:
      *cage = &at.port;
      return design.find<Device>(at.objectId);
    case Attachment::Kind::ModulePort:
      if (const Module* module = design.find<Module>(at.objectId)) {
        *cage = &module->cage;
        return design.find<Device>(module->deviceId);
      }
      return nullptr;
    case Attachment::Kind::None:
    case Attachment::Kind::PanelPort:
      break;
  }
  return nullptr;
}

}  // namespace

std::span<const BuiltInNetwork> Networks::builtIns() {
  return kBuiltIns;
}

const QString& Networks::key(BuiltInNetwork network) {
  static const std::array<QString, kBuiltIns.size()> keys = {
      QStringLiteral("compute"), QStringLiteral("storage"), QStringLiteral("inband"),
      QStringLiteral("oob"), QStringLiteral("uplink")};
  return keys[std::size_t(network)];
}

std::optional<BuiltInNetwork> Networks::builtIn(QStringView text) {
  for (BuiltInNetwork network : kBuiltIns) {
    if (key(network) == text)
      return network;
  }
  return std::nullopt;
}

QString Networks::builtInKeysText() {
  QStringList keys;
  for (BuiltInNetwork network : kBuiltIns)
    keys << key(network);
  return keys.join(QStringLiteral(", "));
}

bool Networks::isValidKey(QStringView text) {
  if (text.isEmpty() || text.size() > 32 || text.front() < u'a' || text.front() > u'z')
    return false;
  for (QChar c : text) {
    const bool ok = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-';
    if (!ok)
      return false;
  }
  return true;
}

QString Networks::keyProblem(const QString& text) {
  if (isValidKey(text))
    return {};
  return tr("\"%1\" is not a network key: use a lower-case letter, then up to 31 lower-case "
            "letters, digits or '-' (built in: %2)")
      .arg(text, builtInKeysText());
}

QString Networks::customNetworksProblem(const QVector<NetworkDefinition>& networks,
                                        qsizetype* index) {
  for (qsizetype i = 0; i < networks.size(); ++i) {
    if (index)
      *index = i;
    const QString& text = networks.at(i).key;
    if (QString problem = keyProblem(text); !problem.isEmpty())
      return problem;
    if (builtIn(text)) {
      return tr("\"%1\" is a built-in network; give the design's own network another key")
          .arg(text);
    }
    for (qsizetype j = 0; j < i; ++j) {
      if (networks.at(j).key == text)
        return tr("the network key \"%1\" is used twice; every network needs its own key")
            .arg(text);
    }
  }
  return {};
}

QString Networks::name(BuiltInNetwork network) {
  switch (network) {
    case BuiltInNetwork::Compute:
      return tr("Compute");
    case BuiltInNetwork::Storage:
      return tr("Storage");
    case BuiltInNetwork::InBand:
      return tr("In-band management");
    case BuiltInNetwork::OutOfBand:
      return tr("Out-of-band management");
    case BuiltInNetwork::Uplink:
      return tr("Customer uplink");
  }
  return {};
}

QColor Networks::colour(BuiltInNetwork network) {
  // Distinct in hue and readable on white paper and on the dark canvas alike.
  switch (network) {
    case BuiltInNetwork::Compute:
      return QColor(0x2e, 0x7d, 0x32);  // green
    case BuiltInNetwork::Storage:
      return QColor(0x15, 0x65, 0xc0);  // blue
    case BuiltInNetwork::InBand:
      return QColor(0xef, 0x6c, 0x00);  // orange
    case BuiltInNetwork::OutOfBand:
      return QColor(0x6a, 0x1b, 0x9a);  // purple
    case BuiltInNetwork::Uplink:
      return QColor(0xc6, 0x28, 0x28);  // red
  }
  return defaultColour();
}

QColor Networks::defaultColour() {
  return QColor(0x00, 0x83, 0x8f);  // teal
}

QColor Networks::unassignedColour() {
  return QColor(0x75, 0x75, 0x75);  // grey
}

QVector<NetworkDefinition> Networks::all(const DesignData& design) {
  QVector<NetworkDefinition> result;
  result.reserve(qsizetype(kBuiltIns.size()) + design.customNetworks().size());
  for (BuiltInNetwork network : kBuiltIns)
    result.append(NetworkDefinition{key(network), name(network), colour(network), {}});
  for (NetworkDefinition own : design.customNetworks()) {
    if (own.name.isEmpty())
      own.name = own.key;
    if (!own.colour.isValid())
      own.colour = defaultColour();
    result.append(std::move(own));
  }
  return result;
}

QVector<NetworkDefinition> Networks::inUse(const DesignData& design) {
  NetworkResolver resolver(design);
  for (const Cable& cable : design.all<Cable>())
    resolver.keyOf(cable);
  return resolver.networks();
}

QString Networks::unassignedName() {
  return tr("unassigned");
}

QString Networks::displayName(const DesignData& design, const QString& text) {
  if (text.isEmpty())
    return unassignedName();
  if (const auto network = builtIn(text))
    return name(*network);
  for (const NetworkDefinition& own : design.customNetworks()) {
    if (own.key == text)
      return own.name.isEmpty() ? own.key : own.name;
  }
  return text;
}

QColor Networks::colour(const DesignData& design, const QString& text) {
  if (text.isEmpty())
    return unassignedColour();
  if (const auto network = builtIn(text))
    return colour(*network);
  for (const NetworkDefinition& own : design.customNetworks()) {
    if (own.key == text && own.colour.isValid())
      return own.colour;
  }
  return defaultColour();
}

QColor Networks::parseColour(QStringView text) {
  if (text.size() != 7 || text.front() != u'#')
    return {};
  for (QChar c : text.mid(1)) {
    const bool hex =
        (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    if (!hex)
      return {};
  }
  return QColor::fromString(text);
}

QString Networks::planeLabel(int plane) {
  if (plane <= 0)
    return {};
  if (plane <= kMaxPlane)
    return QString(QChar(u'A' + (plane - 1)));
  return QString::number(plane);
}

QStringList Networks::portNetworks(const DesignData& design, const Device& device,
                                   const QString& cage) {
  // A port's own role comes first: the management port of a compute switch is still an
  // out-of-band port.
  if (const CageDefinition* definition = findCage(design.findPart(device.typeId), cage);
      definition && !definition->networks.isEmpty()) {
    return definition->networks;
  }
  if (!device.network.isEmpty())
    return {device.network};
  return {};
}

QString Networks::ofCable(const DesignData& design, const Cable& cable) {
  if (!cable.network.isEmpty())
    return cable.network;
  QStringList agreed;
  bool any = false;
  for (const CableEnd& end : cable.ends) {
    const QString* cage = nullptr;
    const Device* device = attachedDevice(design, end.attachment, &cage);
    if (!device)
      continue;
    const QStringList allowed = portNetworks(design, *device, *cage);
    if (allowed.isEmpty())
      continue;
    if (!any) {
      agreed = allowed;
      any = true;
    } else {
      agreed.removeIf([&](const QString& key) { return !allowed.contains(key); });
    }
  }
  return agreed.size() == 1 ? agreed.constFirst() : QString();
}

int Networks::planeOfCable(const DesignData& design, const Cable& cable) {
  if (cable.plane > 0)
    return cable.plane;
  int agreed = 0;
  for (const CableEnd& end : cable.ends) {
    const QString* cage = nullptr;
    const Device* device = attachedDevice(design, end.attachment, &cage);
    if (!device || device->plane <= 0)
      continue;
    if (agreed != 0 && agreed != device->plane)
      return 0;
    agreed = device->plane;
  }
  return agreed;
}

// --- NetworkResolver ----------------------------------------------------------------------------

NetworkResolver::NetworkResolver(const DesignData& design)
    : mDesign(design), mNetworks(Networks::all(design)) {}

int NetworkResolver::indexOfKey(const QString& key) {
  if (key.isEmpty())
    return -1;
  // Keys are a handful of shared texts: remembered by address, checked by text (a temporary's
  // address may be reused by another text).
  const auto it = mIndexByKeyData.find(key.constData());
  if (it != mIndexByKeyData.end() && mNetworks.at(it->second).key == key)
    return it->second;
  int index = -1;
  for (qsizetype i = 0; i < mNetworks.size(); ++i) {
    if (mNetworks.at(i).key == key) {
      index = int(i);
      break;
    }
  }
  if (index < 0) {
    // A key nothing declares: reported under its own name rather than hidden.
    index = int(mNetworks.size());
    mNetworks.append(NetworkDefinition{key, key, Networks::defaultColour(), {}});
  }
  mIndexByKeyData[key.constData()] = index;
  return index;
}

const Part* NetworkResolver::partOf(const QString& typeId) {
  const auto [it, added] = mPartByTypeData.try_emplace(typeId.constData(), nullptr);
  if (added)
    it->second = mDesign.findPart(typeId);
  return it->second;
}

quint64 NetworkResolver::portMask(const Device& device, const QString& cage) {
  const auto bitOf = [](int index) {
    return index >= 0 && index < 64 ? quint64(1) << index : quint64(0);
  };
  const Part* part = partOf(device.typeId);
  const auto [it, added] = mMaskByCage.try_emplace(CageKey{part, cage.constData()}, 0);
  if (added) {
    if (const CageDefinition* definition = findCage(part, cage)) {
      for (const QString& key : definition->networks)
        it->second |= bitOf(indexOfKey(key));
    }
  }
  // As Networks::portNetworks: the port's own role first, then the device's network.
  if (it->second == 0 && !device.network.isEmpty())
    return bitOf(indexOfKey(device.network));
  return it->second;
}

const Device* NetworkResolver::endDevice(const Cable& cable, qsizetype end,
                                         const QString** cage) const {
  return attachedDevice(mDesign, cable.ends.at(end).attachment, cage);
}

int NetworkResolver::indexOf(const Cable& cable) {
  if (!cable.network.isEmpty())
    return indexOfKey(cable.network);
  quint64 agreed = ~quint64(0);
  bool any = false;
  for (qsizetype i = 0; i < cable.ends.size(); ++i) {
    const QString* cage = nullptr;
    const Device* device = endDevice(cable, i, &cage);
    if (!device)
      continue;
    const quint64 allowed = portMask(*device, *cage);
    if (allowed == 0)
      continue;
    agreed &= allowed;
    any = true;
  }
  if (!any || std::popcount(agreed) != 1)
    return -1;
  return std::countr_zero(agreed);
}

QString NetworkResolver::keyOf(const Cable& cable) {
  const int index = indexOf(cable);
  return index < 0 ? QString() : mNetworks.at(index).key;
}

int NetworkResolver::planeOf(const Cable& cable) {
  return Networks::planeOfCable(mDesign, cable);
}

}  // namespace rackwright
