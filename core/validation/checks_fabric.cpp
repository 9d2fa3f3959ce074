// Platform rules PL-12, PL-13 and PL-14, on one leaf: what a leaf carries towards its nodes and
// storage appliances against what it carries up to the next tier. A compute leaf is held to the
// oversubscription the design states for the compute fabric, non-blocking (1:1) when it states
// none, as the SuperPOD reference architectures build it (PL-13, an error). A storage leaf keeps
// its appliances' side at 1:1 and its nodes' side within the storage fabric's stated ratio, 4:3
// when none is stated (PL-14, a warning). Only switches whose Network says they serve one of
// those fabrics are judged, and only links to switches of the same fabric are uplinks. A switch
// without uplinks is no leaf of a leaf-spine fabric (a single-switch lab fabric) and is not
// judged; nor are spines and cores. The same walk checks full-SU provisioning (PL-12, a warning):
// where the design states the uplinks every leaf of a fabric is built with, a leaf of a partial
// scalable unit has them all, as the reference architectures build a unit whole.

#include "checks.h"
#include "checksupport.h"
#include "core/calc/fattree.h"
#include "core/catalog/cageports.h"
#include "core/model/networks.h"
#include "portlinks.h"
#include "rulecatalog.h"
#include "runcache.h"

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace {

enum class FarKind { Other, Node, Appliance, Switch };

FarKind farKind(CheckContext& ctx, const Device& far, const QString& fabric) {
  const Part* part = ctx.findPart(far.typeId);
  if (!part || !part->device())
    return FarKind::Other;
  // A fabric manager's links carry the subnet manager's traffic, not a node's: the reference
  // architectures hang UFM appliances on spare leaf ports beyond the node budget.
  if (isFabricManager(*part))
    return FarKind::Other;
  switch (part->device()->role) {
    case DeviceRole::Server:
    case DeviceRole::Adapter:
      return FarKind::Node;
    case DeviceRole::Storage:
      return FarKind::Appliance;
    default:
      break;
  }
  if (isSwitch(*part) && far.network == fabric)
    return FarKind::Switch;
  return FarKind::Other;
}

QString gbps(qint64 rate) {
  return Text::tr("%1 Gb/s").arg(rate);
}

/// "2:1", or "1.33:1" where whole numbers would be long: the measured ratio for a message.
QString measuredRatio(qint64 down, qint64 up) {
  const Ratio reduced = Ratio{int(down), int(up)}.reduced();
  if (reduced.down <= 16 && reduced.up <= 16)
    return reduced.toString();
  return QStringLiteral("%1:1").arg(double(down) / double(up), 0, 'f', 2);
}

/// PL-12: a leaf has the uplink capacity the design builds every leaf of `fabric` with.
void checkFullProvisioning(CheckContext& ctx, const Device& sw, const LeafCapacity& capacity,
                           const FabricIntent& intent, const QString& fabric,
                           const QVector<ObjectId>& objects) {
  if (!intent.leafUplinkGbps || capacity.up >= *intent.leafUplinkGbps)
    return;
  const qint64 stated = *intent.leafUplinkGbps;
  ctx.report(
      RuleId::PL12, objects, QStringLiteral("provisioning:") + fabric,
      Text::tr("%1 has %2 of uplinks, but the design builds every %3 leaf with %4: a scalable "
               "unit that is not full yet still gets all its leaf-spine links, so that its "
               "nodes join later without recabling the spines. Add the missing %5 of uplinks, "
               "or change the leaf uplinks the design states for the %3 fabric.")
          .arg(deviceName(ctx, sw.id), gbps(capacity.up),
               Networks::name(*Networks::builtIn(fabric)), gbps(stated),
               gbps(stated - capacity.up)),
      deviceLocation(ctx, sw.id));
}

/// Walks the links of `sw` in `fabric`: what it carries towards endpoints and up, and the
/// switches of the fabric it reaches.
LeafCapacity walk(CheckContext& ctx, const Device& sw, const Part& part, const QString& fabric) {
  QVector<PortLink> links;
  links.reserve(2 * part.device()->cages.size());  // a twin-port cage has two links
  const ObjectId own[] = {sw.id};
  for (const CageDefinition& cage : part.device()->cages)
    linksOfPort(ctx, sw, cage.name, own, &links);

  LeafCapacity capacity;
  for (const PortLink& link : links) {
    if (!link.network.isEmpty() && link.network != fabric)
      continue;  // a link of another network is that network's business (PL-08)
    for (const FarEnd& end : link.ends) {
      if (!end.device || end.rateGbps <= 0)
        continue;
      switch (farKind(ctx, *end.device, fabric)) {
        case FarKind::Node:
          capacity.nodes += end.rateGbps;
          ++capacity.nodeLinks;
          break;
        case FarKind::Appliance:
          capacity.appliances += end.rateGbps;
          ++capacity.applianceLinks;
          break;
        case FarKind::Switch:
          capacity.up += end.rateGbps;
          ++capacity.upLinks;
          if (!capacity.switches.contains(end.device))
            capacity.switches.append(end.device);
          break;
        case FarKind::Other:
          break;
      }
    }
  }
  return capacity;
}

/// walk(), remembered for the run where the scopes record no dependencies (a remembered walk
/// would not record them for the second scope that asks). A copy: the cache may grow meanwhile.
LeafCapacity measure(CheckContext& ctx, const Device& sw, const Part& part, const QString& fabric) {
  ValidationRunCache* cache = ctx.recordsDependencies() ? nullptr : ctx.runCache();
  if (!cache)
    return walk(ctx, sw, part, fabric);
  const auto key = std::make_pair(sw.id, fabric);
  auto it = cache->leafCapacities.find(key);
  if (it == cache->leafCapacities.end())
    it = cache->leafCapacities.insert(key, walk(ctx, sw, part, fabric));
  return *it;
}

/// Whether `sw` has a link to a node or storage appliance in `fabric` (a leaf); stops at the
/// first, so that telling a core from a leaf costs a core's walk and a leaf's first port.
bool hasEndpointLink(CheckContext& ctx, const Device& sw, const QString& fabric) {
  const Part* part = ctx.findPart(sw.typeId);
  if (!part || !part->device())
    return false;
  const ObjectId own[] = {sw.id};
  QVector<PortLink> links;
  for (const CageDefinition& cage : part->device()->cages) {
    links.clear();
    linksOfPort(ctx, sw, cage.name, own, &links);
    for (const PortLink& link : std::as_const(links)) {
      if (!link.network.isEmpty() && link.network != fabric)
        continue;
      for (const FarEnd& end : link.ends) {
        const FarKind kind = end.device ? farKind(ctx, *end.device, fabric) : FarKind::Other;
        if (kind == FarKind::Node || kind == FarKind::Appliance)
          return true;
      }
    }
  }
  return false;
}

/// PL-13's spine count, an info: in a two-tier compute fabric whose leaves are non-blocking,
/// the number of spines against the reference's formula S = the smallest divisor of R/2 with
/// S × R ≥ L × R/2 (L leaves of R ports at the compute speed, their uplinks spread evenly). Told
/// once per fabric plane, by its spine with the smallest id.
void checkSpineCount(CheckContext& ctx, const Device& spine, const QVector<const Device*>& leaves,
                     const QString& fabric) {
  if (leaves.isEmpty())
    return;
  // The cheap tests first: every spine and core of a large fabric gets here, and only one spine
  // per plane goes on to walk all its leaves.
  const Device* first = *std::min_element(
      leaves.begin(), leaves.end(), [](const Device* a, const Device* b) { return a->id < b->id; });
  const Part* leafPart = ctx.findPart(first->typeId);
  if (!leafPart || !leafPart->device())
    return;
  const LeafCapacity leaf = measure(ctx, *first, *leafPart, fabric);
  const QVector<const Device*>& spines = leaf.switches;
  if (leaf.upLinks == 0 || leaf.up < leaf.nodes + leaf.appliances || !spines.contains(&spine))
    return;  // a blocking leaf is PL-13's error on that leaf
  const auto lowest = std::min_element(
      spines.begin(), spines.end(), [](const Device* a, const Device* b) { return a->id < b->id; });
  if ((*lowest)->id != spine.id)
    return;
  // Two tiers only: every switch the spine reaches is a leaf (a spine under cores, or a core,
  // reaches switches without endpoints).
  for (const Device* reached : leaves) {
    if (!hasEndpointLink(ctx, *reached, fabric))
      return;
  }
  // R is the leaf's: the formula spreads each leaf's R/2 uplinks over the spines.
  int rate = int(leaf.up / leaf.upLinks);
  int radix = CagePorts::portsAt(*leafPart, rate);
  if (radix == 0) {
    // A twin-port DAC is measured as one link of both ports: two logical ports at half the rate.
    rate /= 2;
    radix = CagePorts::portsAt(*leafPart, rate);
  }
  const int half = radix / 2;
  const int leafCount = int(leaves.size());
  const int spineCount = int(spines.size());
  const int formula = FatTree::evenSpines(leafCount, half, radix);
  if (formula == 0 || formula == spineCount)
    return;  // beyond two tiers' reach (PL-13 judges the leaves), or the formula's count
  ctx.report(
      RuleId::PL13, Severity::Info, {spine.id}, QStringLiteral("spines:") + fabric,
      Text::tr("The %1 fabric's %2 leaves reach %3 spines; the reference architectures build %2 "
               "leaves of %4 ports at %5 Gb/s with %6 spines: the fewest that take every leaf's "
               "%7 uplinks in equal shares. %8.")
          .arg(Networks::name(*Networks::builtIn(fabric)))
          .arg(leafCount)
          .arg(spineCount)
          .arg(radix)
          .arg(rate)
          .arg(formula)
          .arg(half)
          .arg(spineCount > formula
                   ? Text::tr("The extra spines cost switches whose ports stay idle")
                   : Text::tr("With fewer spines a leaf's uplinks cannot be spread evenly, so "
                              "some spines carry more of its traffic than others")),
      deviceLocation(ctx, spine.id));
}

}  // namespace

void checkLeafCapacity(CheckContext& ctx, const Device& sw) {
  const Part* part = ctx.findPart(sw.typeId);
  if (!part || !part->device() || !isSwitch(*part))
    return;
  // Only a switch that says it serves a fabric with a capacity rule is judged: without that,
  // a link between two switches may as well be a peer link as an uplink (a lab, a design from
  // before networks), and a switch of another network costs no walk.
  const QString& fabric = sw.network;
  const std::optional<RuleId> rule = RuleCatalog::capacityRule(fabric);
  if (!rule)
    return;
  const LeafCapacity capacity = measure(ctx, sw, *part, fabric);
  QVector<ObjectId> objects{sw.id};
  const qint64 down = capacity.nodes + capacity.appliances;
  const FabricIntent intent = ctx.design().info().fabrics.value(fabric);
  // Where the design states the leaves' uplinks, a switch with node links is a leaf of the
  // fabric even when it has no uplink at all: that is the largest shortfall.
  if (down > 0)
    checkFullProvisioning(ctx, sw, capacity, intent, fabric, objects);
  if (*rule == RuleId::PL13 && down == 0 && capacity.up > 0)
    checkSpineCount(ctx, sw, capacity.switches, fabric);
  if (capacity.up == 0 || down == 0)
    return;  // no leaf of a leaf-spine fabric

  const bool stated = intent.oversubscription.has_value();
  const QString fabricName = Networks::name(*Networks::builtIn(fabric));
  if (*rule == RuleId::PL13) {
    const Ratio planned =
        intent.oversubscription.value_or(RuleCatalog::defaultOversubscription(*rule));
    if (down * planned.up <= capacity.up * planned.down)
      return;
    const QString plan =
        stated ? Text::tr("the %1 the design plans the %2 fabric for")
                     .arg(planned.toString(), fabricName)
               : Text::tr(
                     "the non-blocking 1:1 the reference architectures build the %1 fabric "
                     "to (the design states no oversubscription for it)")
                     .arg(fabricName);
    ctx.report(
        *rule, objects, QStringLiteral("capacity:") + fabric,
        Text::tr("%1 carries %2 towards %3 node ports over %4 of uplinks in %5 links: %6, more "
                 "than %7. Add uplinks, move node links to a leaf with room, or, if the fabric "
                 "is meant to be oversubscribed, state its oversubscription for the design.")
            .arg(deviceName(ctx, sw.id), gbps(down),
                 QString::number(capacity.nodeLinks + capacity.applianceLinks), gbps(capacity.up),
                 QString::number(capacity.upLinks), measuredRatio(down, capacity.up), plan),
        deviceLocation(ctx, sw.id));
    return;
  }

  // Storage: the appliances' side at 1:1, the nodes' side at most the planned ratio, so the
  // uplinks must carry the appliances' capacity plus the nodes' divided by that ratio.
  const Ratio planned =
      intent.oversubscription.value_or(RuleCatalog::defaultOversubscription(*rule));
  const qint64 neededScaled = capacity.appliances * planned.down + capacity.nodes * planned.up;
  if (neededScaled <= capacity.up * planned.down)
    return;
  const qint64 needed = (neededScaled + planned.down - 1) / planned.down;
  const QString plan =
      stated ? Text::tr("the %1 the design plans for the nodes' side").arg(planned.toString())
             : Text::tr(
                   "%1 for the nodes' side, the figure NVIDIA's DGX H100 SuperPOD "
                   "reference architecture gives (\"a ratio near 4:3\"; the design states "
                   "none)")
                   .arg(planned.toString());
  ctx.report(
      *rule, objects, QStringLiteral("capacity:") + fabric,
      Text::tr("%1 carries %2 towards nodes (%3 links) and %4 towards storage appliances "
               "(%5 links) over %6 of uplinks (%7 links); it needs %8: the appliances' "
               "side at 1:1 and %9. Add uplinks or move links to a leaf with room, or "
               "state the %10 fabric's oversubscription for the design.")
          .arg(deviceName(ctx, sw.id), gbps(capacity.nodes), QString::number(capacity.nodeLinks),
               gbps(capacity.appliances), QString::number(capacity.applianceLinks),
               gbps(capacity.up), QString::number(capacity.upLinks), gbps(needed), plan)
          .arg(fabricName),
      deviceLocation(ctx, sw.id));
}

}  // namespace rackwright
