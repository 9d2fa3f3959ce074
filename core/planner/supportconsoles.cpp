// The serial consoles of the generated cluster: every switch with an RS-232 console port is
// cabled to a console server in its own rack (a console line reaches only some 15 m), and each
// console server's network port joins the out-of-band network like any management port. The
// reference architectures list no console servers; the presets say so in their notes.

#include "core/editing/racksystemplacement.h"
#include "core/geometry/rackslots.h"
#include "core/model/networks.h"
#include "generatornames.h"
#include "supportbuilder.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace rackwright::generator {

QStringList SupportBuilder::consoleServerPorts() const {
  QStringList ports;
  const Part* part = mLibrary.findPart(mPreset.oob.consoleServerPart);
  if (part && part->device()) {
    for (const CageDefinition* cage : part->device()->serialPorts())
      ports << cage->name;
  }
  return ports;
}

QVector<SupportBuilder::ConsoleRack> SupportBuilder::consoleRacks() const {
  QHash<ObjectId, ConsoleRack> byRack;
  // The plan decides whether the cluster has console servers (ClusterInputs::consoleServers).
  if (mPlan.consoleServers == 0)
    return {};
  for (const Device& device : mDesign.all<Device>()) {
    if (device.rackId.isNull() || !device.parentId.isNull())
      continue;
    // A rack-scale system's own trays and switches are reached through the system's management
    // switches; its rack has no unit to spare for a console server.
    const Rack* rack = mDesign.find<Rack>(device.rackId);
    if (!rack || rack->isSystem() || RackSystemPlacement::memberOf(mDesign, device))
      continue;
    // The OOB access switches carry the console servers' own network: their consoles are left
    // free, as the plan counts them (ClusterPlanner).
    if (device.typeId == mPreset.oob.switchPart)
      continue;
    const Part* part = mLibrary.findPart(device.typeId);
    const CageDefinition* console =
        part && part->device() ? part->device()->consolePort() : nullptr;
    if (!console)
      continue;
    ConsoleRack& entry = byRack[device.rackId];
    entry.rack = device.rackId;
    entry.consoles << Port{device.id, console->name, 0};
  }
  QVector<ConsoleRack> racks = byRack.values();
  std::sort(racks.begin(), racks.end(), [this](const ConsoleRack& a, const ConsoleRack& b) {
    return mRacks.value(a.rack).index < mRacks.value(b.rack).index;
  });
  // From the top of the rack down, as the switches sit.
  for (ConsoleRack& rack : racks) {
    std::sort(rack.consoles.begin(), rack.consoles.end(), [this](const Port& a, const Port& b) {
      const Device& da = *mDesign.find<Device>(a.device);
      const Device& db = *mDesign.find<Device>(b.device);
      return da.positionU != db.positionU ? da.positionU > db.positionU : da.name < db.name;
    });
  }
  return racks;
}

int SupportBuilder::consoleServersToPlace() const {
  const qsizetype perServer = consoleServerPorts().size();
  if (perServer == 0)
    return 0;
  int servers = 0;
  for (const ConsoleRack& rack : consoleRacks())
    servers += int((rack.consoles.size() + perServer - 1) / perServer);
  return servers;
}

std::optional<double> SupportBuilder::nearestFreeUnit(const ObjectId& rack, RackFace face,
                                                      double anchorU) const {
  const Rack* where = mDesign.find<Rack>(rack);
  const QString& partId = mPreset.oob.consoleServerPart;
  const double height = RackSlots::footprint(mDesign, partId).heightU;
  std::optional<double> best;
  for (double u = 1; where && RackSlots::fitsInRack(u, height, where->heightU); u += 1) {
    if (best && std::abs(u - anchorU) >= std::abs(*best - anchorU))
      continue;
    if (RackSlots::refusal(mDesign, rack, partId, QString(), u, face).isEmpty())
      best = u;
  }
  return best;
}

std::optional<std::pair<ObjectId, double>> SupportBuilder::consoleServerSlot(const ObjectId& rack,
                                                                             RackFace face,
                                                                             double anchorU) const {
  // The switches' own rack, else the nearest rack of the row with a free unit (a rack full of
  // spines has none): a console line reaches only a few racks.
  const RackInfo home = mRacks.value(rack);
  QVector<std::pair<int, const Rack*>> candidates;
  for (const Rack& other : mDesign.all<Rack>()) {
    const RackInfo info = mRacks.value(other.id);
    if (info.row == home.row && !other.isSystem())
      candidates.push_back(
          {std::abs(info.position - home.position) * 2 + (info.position < home.position ? 1 : 0),
           &other});
  }
  std::sort(candidates.begin(), candidates.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [distance, candidate] : candidates) {
    if (const std::optional<double> free = nearestFreeUnit(candidate->id, face, anchorU))
      return std::make_pair(candidate->id, *free);
  }
  return std::nullopt;
}

QVector<ObjectId> SupportBuilder::placeConsoleServers() {
  const QStringList ports = consoleServerPorts();
  const QVector<ConsoleRack> racks = consoleRacks();
  if (ports.isEmpty()) {
    if (!racks.isEmpty()) {
      throw GeneratorError(tr("the cluster needs %1 console servers, which the catalog does not "
                              "have; add the part to the user catalog")
                               .arg(mPreset.oob.consoleServerPart));
    }
    return {};
  }
  const Part& part = *mLibrary.findPart(mPreset.oob.consoleServerPart);
  const QString& net = Networks::key(BuiltInNetwork::OutOfBand);
  QVector<ObjectId> placed;
  for (const ConsoleRack& rack : racks) {
    const Rack& where = *mDesign.find<Rack>(rack.rack);
    const int servers = int((rack.consoles.size() + ports.size() - 1) / ports.size());
    QVector<ObjectId> inRack;
    // As near the switches as the rack allows: the middle one of their consoles, so that the
    // console lines stay short.
    const double anchorU =
        mDesign.find<Device>(rack.consoles[rack.consoles.size() / 2].device)->positionU;
    for (int k = 0; k < servers; ++k) {
      Device server;
      // "cs-r01-05", and "cs-r01-05-1", "cs-r01-05-2" where a rack needs more than one: named
      // after the rack whose switches it serves, wherever it stands.
      server.name = servers == 1 ? QStringLiteral("cs-%1").arg(where.name.toLower())
                                 : QStringLiteral("cs-%1-%2").arg(where.name.toLower()).arg(k + 1);
      server.id = GeneratorNames::id(ObjectKind::Device, server.name);
      server.typeId = part.id;
      server.rackId = rack.rack;
      server.face = mountingFace(part);
      const std::optional<std::pair<ObjectId, double>> slot =
          consoleServerSlot(rack.rack, server.face, anchorU);
      if (!slot) {
        throw GeneratorError(tr("neither rack %1 nor a rack of its row has a free unit for the "
                                "console server of its %2 switch consoles")
                                 .arg(where.name)
                                 .arg(rack.consoles.size()));
      }
      server.rackId = slot->first;
      server.positionU = slot->second;
      server.network = net;
      inRack << server.id;
      mDesign.insert(std::move(server));
      ++stats(net).devices;
    }
    for (int c = 0; c < rack.consoles.size(); ++c) {
      const Port& console = rack.consoles[c];
      const Port serverPort{inRack[c / ports.size()], ports[c % ports.size()], 0};
      assembly(kConsoleCable, console, serverPort, QStringLiteral("console"), net,
               QStringLiteral("CS-%1-%2").arg(nameOf(console.device), console.cage));
    }
    placed += inRack;
  }
  mConsoleServers = placed;
  return placed;
}

}  // namespace rackwright::generator
