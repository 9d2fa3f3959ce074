#include "rackplacement.h"

#include "generatornames.h"

#include <cmath>

namespace rackwright::generator {

namespace {

constexpr double kUnitM = 0.04445;  // one rack unit

}  // namespace

RackPlacement::RackPlacement(const GeneratorOptions& options, QVector<DeviceSlot>& devices)
    : mOptions(options), mDevices(devices) {}

double RackPlacement::uHeight(int device) const {
  const PartPtr& part = mDevices[device].part;
  return part && part->device() ? std::max(part->device()->uHeight, 0.5) : 1.0;
}

int RackPlacement::serverRack(const QVector<int>& servers, const QVector<int>& switches) {
  const int rack = int(mRacks.size());
  mRacks.push_back({});
  double used = 0;
  for (int d : servers)
    used += uHeight(d);
  for (int d : switches)
    used += uHeight(d);
  if (used > mOptions.rackHeightU + 1e-9) {
    throw GeneratorError(
        tr("%1 servers and %2 switches need %3 U, more than a %4 U rack has; lower %5")
            .arg(servers.size())
            .arg(switches.size())
            .arg(used)
            .arg(mOptions.rackHeightU)
            .arg(PlanSettings::name(PlanSetting::ServersPerRack, mOptions.settingNames)));
  }
  // Lower half of the servers, then the switches, then the rest: the copper from the switches
  // to the farthest server stays as short as the rack allows.
  double u = 1;
  const int lower = int(servers.size() + 1) / 2;
  const auto place = [&](int d, RackFace face) {
    mDevices[d].rack = rack;
    mDevices[d].positionU = u;
    mDevices[d].face = face;
    u += uHeight(d);
  };
  for (int i = 0; i < lower; ++i)
    place(servers[i], RackFace::Front);
  // Switches with rear-to-front airflow are mounted facing the rear: their ports then sit on the
  // same face as the servers' rear ports and their air moves with the servers'.
  for (int d : switches)
    place(d, RackFace::Rear);
  for (int i = lower; i < servers.size(); ++i)
    place(servers[i], RackFace::Front);
  return rack;
}

int RackPlacement::systemRack(const QString& systemId, int heightU, const QVector<int>& members) {
  const int rack = int(mRacks.size());
  RackSlot slot;
  slot.systemId = systemId;
  slot.heightU = heightU;
  mRacks.push_back(slot);
  for (int d : members) {
    mDevices[d].rack = rack;
    mDevices[d].face = RackFace::Front;
  }
  return rack;
}

int RackPlacement::tallestRackU() const {
  return std::max(mOptions.rackHeightU, mTallestU);
}

RackPlacement::Sequence RackPlacement::switchRacks(const QVector<int>& switches) {
  Sequence result;
  qsizetype i = 0;
  while (i < switches.size()) {
    const int rack = int(mRacks.size());
    mRacks.push_back({});
    result.push_back(rack);
    double top = mOptions.rackHeightU + 1;  // the lowest U used so far
    int placed = 0;
    while (i < switches.size() && top - uHeight(switches[i]) >= 1 - 1e-9) {
      top -= uHeight(switches[i]);
      DeviceSlot& device = mDevices[switches[i]];
      device.rack = rack;
      device.positionU = top;
      device.face = RackFace::Rear;
      ++placed;
      ++i;
    }
    if (placed == 0) {
      throw GeneratorError(tr("a %1 U switch does not fit in a %2 U rack")
                               .arg(uHeight(switches[i]))
                               .arg(mOptions.rackHeightU));
    }
  }
  return result;
}

RackPlacement::Sequence RackPlacement::withNetworkRacks(Sequence members,
                                                        const Sequence& network) const {
  const qsizetype at =
      mOptions.networkRacks == NetworkRackPosition::Middle ? members.size() / 2 : members.size();
  for (qsizetype i = 0; i < network.size(); ++i)
    members.insert(at + i, network[i]);
  return members;
}

RackPlacement::Units RackPlacement::withNetworkUnit(Units units, const Sequence& network) const {
  if (network.isEmpty())
    return units;
  const qsizetype at =
      mOptions.networkRacks == NetworkRackPosition::Middle ? units.size() / 2 : units.size();
  units.insert(at, network);
  return units;
}

void RackPlacement::finish(const Units& hall) {
  const int rowLength = std::max(1, mOptions.rowLength);
  QVector<bool> seen(mRacks.size(), false);
  qsizetype slot = 0;
  for (const Sequence& unit : hall) {
    const qsizetype used = slot % rowLength;
    if (used > 0 && unit.size() <= rowLength && used + unit.size() > rowLength)
      slot += rowLength - used;
    for (int rack : unit) {
      Q_ASSERT(!seen[rack]);
      seen[rack] = true;
      mRacks[rack].row = int(slot / rowLength);
      mRacks[rack].position = int(slot % rowLength);
      ++slot;
    }
  }
  Q_ASSERT(std::all_of(seen.begin(), seen.end(), [](bool s) { return s; }));
  mRows = int((slot + rowLength - 1) / rowLength);
  for (RackSlot& rack : mRacks)
    rack.name = GeneratorNames::rack(rack.row, mRows, rack.position, rowLength);
  for (const RackSlot& rack : mRacks)
    mTallestU = std::max(mTallestU, rack.heightU);
  for (DeviceSlot& device : mDevices) {
    if (!device.member.isEmpty())
      device.name = mRacks[device.rack].name + QLatin1Char('-') + device.member;
  }
}

RackPlacement::HallPoint RackPlacement::portPoint(const PortRef& port) const {
  const DeviceSlot* device = &mDevices[port.device];
  const CageDefinition* cage = nullptr;
  if (device->part && device->part->device() && port.cage >= 0 &&
      port.cage < device->part->device()->cages.size()) {
    cage = &device->part->device()->cages[port.cage];
  }
  if (device->parent >= 0) {
    // An adapter card: its bracket is on the server's rear panel; the bay position is not in the
    // catalog, so the port is taken to be at the middle of the server.
    const DeviceSlot& server = mDevices[device->parent];
    const RackSlot& rack = mRacks[server.rack];
    const double h = uHeight(device->parent);
    return {server.rack, rack.row, rack.position, (server.positionU - 1 + h / 2) * kUnitM, true};
  }
  const RackSlot& rack = mRacks[device->rack];
  return portPoint(device->rack, rack.row, rack.position, device->positionU, uHeight(port.device),
                   device->face, cage);
}

RackPlacement::HallPoint RackPlacement::portPoint(int rack, int row, int position, double positionU,
                                                  double uHeight, RackFace face,
                                                  const CageDefinition* cage) {
  HallPoint point;
  point.rack = rack;
  point.row = row;
  point.position = position;
  const double top = (positionU - 1 + uHeight) * kUnitM;
  const double fromTop = cage ? (cage->positionMm.y() + cage->sizeMm.height() / 2) / 1000.0 : 0;
  point.heightM = std::max(0.0, top - fromTop);
  const bool cageAtDeviceFront = !cage || cage->face == PanelFace::Front;
  const bool deviceFacesFront = face == RackFace::Front;
  point.rear = cageAtDeviceFront != deviceFacesFront;
  return point;
}

double RackPlacement::pathLengthM(const PortRef& a, const PortRef& b) const {
  return pathLengthM(portPoint(a), portPoint(b), mOptions, tallestRackU());
}

double RackPlacement::pathLengthM(const HallPoint& pa, const HallPoint& pb,
                                  const GeneratorOptions& options, int tallestRackU) {
  double length = 0;
  if (pa.rack == pb.rack) {
    length = std::abs(pa.heightM - pb.heightM);
    if (pa.rear != pb.rear)
      length += options.rackDepthM;
    return length;
  }
  const double tray = std::max(options.rackHeightU, tallestRackU) * kUnitM + options.trayClearanceM;
  length += (tray - pa.heightM) + (tray - pb.heightM);
  length += std::abs(pa.position - pb.position) * options.rackPitchM;
  length += std::abs(pa.row - pb.row) * options.rowPitchM;
  if (!pa.rear)
    length += options.rackDepthM;
  if (!pb.rear)
    length += options.rackDepthM;
  return length;
}

}  // namespace rackwright::generator
