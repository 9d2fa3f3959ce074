#include "portbudget.h"

#include "core/calc/fattree.h"
#include "core/calc/units.h"
#include "plansettings.h"
#include "systemplanning.h"

#include <QMap>
#include <QRegularExpression>

#include <numeric>

namespace rackwright {

namespace {

int ceilDiv(qint64 a, qint64 b) {
  return int((a + b - 1) / b);
}

/// The largest k ≤ limit that divides n (1 when limit < 1 would leave nothing else).
Ratio reduced(int down, int up) {
  return Ratio{down, up}.reduced();
}

[[noreturn]] void refuse(PlanProblem problem, const QString& message) {
  throw PlanError(problem, message);
}

}  // namespace

QString PortPlanner::mediaName(PlanMedia media) {
  switch (media) {
    case PlanMedia::Auto:
      return QStringLiteral("auto");
    case PlanMedia::Dac:
      return QStringLiteral("dac");
    case PlanMedia::Fiber:
      return QStringLiteral("fiber");
  }
  return {};
}

QString PortPlanner::tierTitle(const QString& key) {
  if (key == QLatin1String("serverLeaf"))
    return tr("server–leaf");
  if (key == QLatin1String("leafSpine"))
    return tr("leaf–spine");
  if (key == QLatin1String("spineCore"))
    return tr("spine–core");
  return key;
}

namespace {

/// Hardware of one tier from its links and cages. `lowerPerModule`/`upperPerModule` are the
/// links one module (cage) carries at each end; `evenPairs` says whether every cage's ports go
/// to the same far device (what a twin↔twin DAC needs).
void countMedia(TierBudget& tier, PlanMedia media, int lowerPerModule, int upperPerModule,
                bool evenPairs, const QString& pairName, const QString& whyAuto,
                SettingNames names) {
  tier.media = media;
  if (tier.logicalLinks == 0)
    return;
  if (media == PlanMedia::Fiber) {
    tier.lowerTransceivers = tier.lowerCages;
    tier.upperTransceivers = tier.upperCages;
    tier.cableAssemblies = tier.logicalLinks;
    tier.mediaAssumption =
        PortPlanner::tr(
            "optics and straight fiber: one module per used cage (a module serves "
            "%1 link(s) at the lower end, %2 at the upper end), one fiber assembly "
            "per logical link")
            .arg(lowerPerModule)
            .arg(upperPerModule);
  } else {
    tier.lowerTransceivers = 0;
    tier.upperTransceivers = 0;
    if (lowerPerModule == 2 && upperPerModule == 2) {
      if (!evenPairs) {
        refuse(
            PlanProblem::MediaImpossible,
            PortPlanner::tr("%1: a twin-port DAC joins two cages with both of its links, "
                            "which needs both ports of every cage to go to the same %2; this "
                            "plan cannot do that. Use %3")
                .arg(PlanSettings::withValue(PlanSetting::Media, PortPlanner::tr("DAC"), names),
                     pairName,
                     PlanSettings::withValue(PlanSetting::Media, PortPlanner::tr("Fiber"), names)));
      }
      tier.cableAssemblies = tier.lowerCages;
      tier.mediaAssumption = PortPlanner::tr(
          "direct-attach copper, twin-port to twin-port: one assembly carries 2 links, no "
          "transceivers");
    } else if (lowerPerModule == 2 || upperPerModule == 2) {
      tier.cableAssemblies = lowerPerModule == 2 ? tier.lowerCages : tier.upperCages;
      tier.mediaAssumption = PortPlanner::tr(
          "direct-attach copper breakout: a twin-port head with 2 single-port legs carries 2 "
          "links, no transceivers");
    } else {
      tier.cableAssemblies = tier.logicalLinks;
      tier.mediaAssumption =
          PortPlanner::tr("direct-attach copper: one assembly per link, no transceivers");
    }
  }
  if (!whyAuto.isEmpty())
    tier.mediaAssumption += QStringLiteral(" (%1)").arg(whyAuto);
}

}  // namespace

PortPlan PortPlanner::plan(const PlanInputs& given) {
  const auto setting = [&](PlanSetting s) { return PlanSettings::name(s, given.settingNames); };
  PortPlan p;
  // A rack-scale system's scalable unit is counted in its trays (systemplanning::planUnits).
  PlanInputs in = given;
  const SwitchSpec& sw = in.switchSpec;
  const QString swName = sw.model.isEmpty() ? tr("switch") : sw.model;

  // ---- Inputs -------------------------------------------------------------------------------
  if (in.tiers != 2 && in.tiers != 3) {
    refuse(PlanProblem::InvalidInput, tr("tiers must be 2 or 3, not %1").arg(in.tiers));
  }
  if (in.gpusPerServer < 1 || in.linksPerGpu < 1 || in.planes < 1 || in.linkRateGbps < 1 ||
      in.suSize < 0 || in.downlinks < 0 || in.uplinks < 0 || in.spines < 0 ||
      in.spineDownlinks < 0 || in.spineUplinks < 0) {
    refuse(PlanProblem::InvalidInput,
           tr("GPUs per server, links per GPU, planes and the link rate must be at least 1, and "
              "no count may be negative"));
  }
  if (in.gpus <= 0 && in.servers <= 0) {
    refuse(PlanProblem::InvalidInput, tr("give the number of GPUs or of servers"));
  }
  if (in.servers > 0) {
    p.servers = in.servers;
    if (qint64(in.servers) * in.gpusPerServer > 100'000'000) {
      refuse(PlanProblem::InvalidInput, tr("more than 100,000,000 GPUs is beyond this planner"));
    }
    p.gpus = in.servers * in.gpusPerServer;
    if (in.gpus > 0 && in.gpus != p.gpus) {
      refuse(PlanProblem::InvalidInput, tr("%1 GPUs do not match %2 servers × %3 GPUs per server")
                                            .arg(in.gpus)
                                            .arg(in.servers)
                                            .arg(in.gpusPerServer));
    }
  } else {
    if (in.gpus % in.gpusPerServer != 0) {
      refuse(PlanProblem::InvalidInput,
             tr("%1 GPUs are not a whole number of servers with %2 GPUs each; give a multiple of "
                "%2 or %3")
                 .arg(in.gpus)
                 .arg(in.gpusPerServer)
                 .arg(setting(PlanSetting::Servers)));
    }
    p.gpus = in.gpus;
    p.servers = in.gpus / in.gpusPerServer;
  }
  if (in.serverSpec.isSystemTray())
    systemplanning::planUnits(in, p);
  p.inputs = in;
  if (qint64(p.gpus) * in.linksPerGpu > 100'000'000) {
    refuse(PlanProblem::InvalidInput, tr("more than 100,000,000 links is beyond this planner"));
  }
  if (sw.logicalPorts < 2) {
    refuse(PlanProblem::InvalidInput, tr("the switch needs at least 2 ports"));
  }
  const int cages = sw.cages > 0 ? sw.cages : sw.logicalPorts;
  if (sw.logicalPorts % cages != 0) {
    refuse(
        PlanProblem::InvalidInput,
        tr("%1 logical ports do not divide evenly over %2 cages").arg(sw.logicalPorts).arg(cages));
  }
  if (sw.portRateGbps != in.linkRateGbps) {
    refuse(PlanProblem::RateMismatch,
           tr("the %1 ports run at %2G but the links are %3G; plan with matching rates (for split "
              "ports give the split count and rate, e.g. 128 ports at 400G for 64 at 800G)")
               .arg(swName)
               .arg(sw.portRateGbps)
               .arg(in.linkRateGbps));
  }
  const QVector<Protocol>& serverLayers = in.serverSpec.computeProtocols;
  if (!serverLayers.isEmpty() && !sw.protocols.isEmpty() &&
      std::none_of(serverLayers.begin(), serverLayers.end(),
                   [&](Protocol l) { return sw.protocols.contains(l); })) {
    refuse(PlanProblem::ProtocolMismatch,
           tr("%1's compute ports run %2 only, but %3 is an %4 switch: choose an %2 switch, "
              "or a server for %4")
               .arg(in.serverSpec.model, protocolName(serverLayers.front()), swName,
                    protocolName(sw.protocols.front())));
  }
  p.linksPerServer = in.gpusPerServer * in.linksPerGpu;
  if (p.linksPerServer % in.planes != 0) {
    refuse(PlanProblem::InvalidInput, tr("%1 links per server do not split evenly over %2 planes")
                                          .arg(p.linksPerServer)
                                          .arg(in.planes));
  }
  const int lps = p.linksPerServer / in.planes;
  p.linksPerServerPerPlane = lps;
  p.endpointsPerPlane = p.servers * lps;
  const int n = sw.logicalPorts;
  const int ppc = n / cages;
  const auto cagesFor = [ppc](int ports) { return ceilDiv(ports, ppc); };
  const bool rail = in.railOptimized;

  // ---- Leaf split ---------------------------------------------------------------------------
  int d = 0;
  int u = 0;
  if (in.downlinks > 0 || in.uplinks > 0) {
    d = in.downlinks > 0 ? in.downlinks : n - in.uplinks;
    u = in.uplinks > 0 ? in.uplinks : n - in.downlinks;
    if (d < 1 || u < 1) {
      refuse(PlanProblem::PortsExceeded,
             tr("a leaf needs at least one downlink and one uplink, and the %1 has %2 ports")
                 .arg(swName)
                 .arg(n));
    }
    if (d + u > n) {
      refuse(PlanProblem::PortsExceeded,
             tr("%1 downlinks + %2 uplinks per leaf need %3 ports; the %4 has %5")
                 .arg(d)
                 .arg(u)
                 .arg(d + u)
                 .arg(swName)
                 .arg(n));
    }
  } else {
    const Ratio r = in.oversubscription;
    if (r.down < 1 || r.up < 1) {
      refuse(PlanProblem::InvalidInput,
             tr("the oversubscription needs whole numbers of at least 1"));
    }
    if (rail && in.suSize > 0) {
      d = in.suSize;
      u = ceilDiv(qint64(d) * r.up, r.down);
      if (d + u > n) {
        refuse(PlanProblem::PortsExceeded,
               tr("rail-optimised: an SU of %1 servers needs %1 downlinks per rail leaf plus %2 "
                  "uplinks for %3 oversubscription, %4 ports; the %5 has %6. Use a smaller %7")
                   .arg(d)
                   .arg(u)
                   .arg(r.toString())
                   .arg(d + u)
                   .arg(swName)
                   .arg(n)
                   .arg(setting(PlanSetting::SuSize)));
      }
    } else {
      const int step = rail ? 1 : lps;
      bool found = false;
      // The largest split that fits; a cluster smaller than what it serves shrinks it below.
      for (d = (n / step) * step; d >= step; d -= step) {
        u = ceilDiv(qint64(d) * r.up, r.down);
        if (d + u <= n && cagesFor(d) + cagesFor(u) <= cages) {
          found = true;
          break;
        }
      }
      if (!found) {
        refuse(rail ? PlanProblem::PortsExceeded : PlanProblem::ServerExceedsLeaf,
               tr("no split of a %1-port leaf takes whole servers (%2 links each per plane) at %3 "
                  "oversubscription; use %4, more planes or a larger switch")
                   .arg(n)
                   .arg(lps)
                   .arg(r.toString())
                   .arg(setting(PlanSetting::RailOptimized)));
      }
    }
  }
  if (cagesFor(d) + cagesFor(u) > cages) {
    refuse(PlanProblem::CageAlignment,
           tr("%1 downlinks and %2 uplinks need %3 + %4 cages of %5 ports when every cage serves "
              "one tier; the %6 has %7 cages. Use counts that are multiples of %5")
               .arg(d)
               .arg(u)
               .arg(cagesFor(d))
               .arg(cagesFor(u))
               .arg(ppc)
               .arg(swName)
               .arg(cages));
  }
  // Without explicit counts or SU size, a rail-optimised cluster smaller than one full SU is its
  // own SU: each rail leaf reserves one downlink per server it has. Full-SU growth keeps the
  // leaves at the size of a whole SU instead, which the result shows as spare ports.
  const bool derived = in.downlinks == 0 && in.uplinks == 0;
  const int fullSu = d;
  if (rail && derived && in.suSize == 0 && !in.fullSuGrowth && p.servers < d)
    d = p.servers;
  p.leafDownlinks = d;
  p.leafUplinks = u;

  // ---- Leaves -------------------------------------------------------------------------------
  QMap<int, int> leafGroups;  // used downlinks per leaf → number of such leaves (one plane)
  if (rail) {
    const int su = in.suSize > 0 ? in.suSize : d;
    if (su > d) {
      refuse(PlanProblem::RailLeafTooSmall,
             tr("rail-optimised: each rail leaf takes one link from every server of its SU, so an "
                "SU of %1 servers needs %1 downlinks per leaf; the leaves have %2. Use %3 "
                "%2 or fewer")
                 .arg(su)
                 .arg(d)
                 .arg(setting(PlanSetting::SuSize)));
    }
    // Reserved slots sit after the last server: they take leaf ports like servers do.
    const int positions = p.servers + std::max(0, in.reservedSlots);
    p.suCount = ceilDiv(positions, su);
    p.serversPerSu = su;
    p.leavesPerSu = lps;
    const int lastSu = positions - (p.suCount - 1) * su;
    leafGroups[su] += (p.suCount - 1) * lps;
    leafGroups[lastSu] += lps;
    if (in.suSize == 0 && su < fullSu) {
      p.assumptions << tr("SU size not given: the %1 servers form one SU, smaller than the %2 a "
                          "rail leaf could take; choose full-SU growth to build the leaves, "
                          "spines and optics for %2")
                           .arg(su)
                           .arg(fullSu);
    } else if (in.suSize == 0) {
      p.assumptions << tr("SU size not given: %1 servers per SU, as many as a rail leaf has "
                          "downlinks")
                           .arg(su);
    }
    p.serversInLastSu = p.servers - (p.suCount - 1) * su;
    if (const int lastServers = p.serversInLastSu; lastServers == 0) {
      p.notes << tr("The last SU holds no server, only the node slot reserved for other devices "
                    "(the UFM links); its %1 rail leaves are built in full")
                     .arg(lps);
    } else if (lastServers < su) {
      p.notes << tr("The last SU has %1 of %2 servers; its %3 rail leaves are built in full")
                     .arg(lastServers)
                     .arg(su)
                     .arg(lps);
    }
  } else {
    const int perLeaf = d / lps;
    if (perLeaf < 1) {
      refuse(PlanProblem::ServerExceedsLeaf,
             tr("without rail optimisation a server's %1 links per plane go to one leaf, but a "
                "leaf has %2 downlinks; use %3, more planes or more downlinks")
                 .arg(lps)
                 .arg(d)
                 .arg(setting(PlanSetting::RailOptimized)));
    }
    p.serversPerLeaf = perLeaf;
    if (in.suSize > 0) {
      p.suCount = ceilDiv(p.servers, in.suSize);
      p.serversPerSu = in.suSize;
      p.leavesPerSu = ceilDiv(in.suSize, perLeaf);
      // A system's trays are dealt over the unit's leaves in turn (Fabric's tray-position
      // wiring); other servers fill the leaves one after another.
      const bool dealt = in.serverSpec.isSystemTray();
      const auto addSu = [&](int serversInSu, int times) {
        for (int i = 0; i < p.leavesPerSu && times > 0; ++i) {
          const int onLeaf =
              dealt ? serversInSu / p.leavesPerSu + (i < serversInSu % p.leavesPerSu ? 1 : 0)
                    : std::clamp(serversInSu - i * perLeaf, 0, perLeaf);
          leafGroups[onLeaf * lps] += times;
        }
      };
      const int lastSu = p.servers - (p.suCount - 1) * in.suSize;
      p.serversInLastSu = lastSu;
      addSu(in.suSize, p.suCount - 1);
      addSu(lastSu, 1);
      if (lastSu < in.suSize) {
        p.notes << tr("The last SU has %1 of %2 servers; its %3 leaves are built in full")
                       .arg(lastSu)
                       .arg(in.suSize)
                       .arg(p.leavesPerSu);
      }
    } else {
      const int leaves = ceilDiv(p.servers, perLeaf);
      leafGroups[perLeaf * lps] += leaves - 1;
      leafGroups[(p.servers - (leaves - 1) * perLeaf) * lps] += 1;
    }
  }
  int maxDown = 0;
  for (auto it = leafGroups.begin(); it != leafGroups.end();) {
    if (it.value() == 0) {
      it = leafGroups.erase(it);
      continue;
    }
    p.leavesPerPlane += it.value();
    maxDown = std::max(maxDown, it.key());
    ++it;
  }
  // Derived uplinks follow the downlinks the busiest leaf uses, at the requested ratio: a
  // cluster that fills its leaves only partly needs fewer uplinks, spines and optics.
  if (derived && !in.fullSuGrowth) {
    const Ratio r = in.oversubscription;
    u = std::max(1, int(ceilDiv(qint64(maxDown) * r.up, r.down)));
    p.leafUplinks = u;
  } else if (in.fullSuGrowth && rail && p.servers < fullSu) {
    p.notes << tr("Full-SU growth: every rail leaf is built for %1 servers and uses %2 of its %1 "
                  "downlinks; its %3 uplinks, the spines and their optics are sized for the full "
                  "SU")
                   .arg(fullSu)
                   .arg(maxDown)
                   .arg(u);
  }
  if (in.serverSpec.isSystemTray())
    p.assumptions << systemplanning::layoutAssumption(in, p);
  const int leaves = p.leavesPerPlane;
  p.leafOversubscription = reduced(maxDown, u);

  // ---- Spines and cores ---------------------------------------------------------------------
  RoleBudget leafRole{QStringLiteral("leaf"), leaves, n, 0, leaves * u, cages, 0};
  for (auto it = leafGroups.cbegin(); it != leafGroups.cend(); ++it) {
    leafRole.downlinksUsed += it.key() * it.value();
    leafRole.cagesUsed += (cagesFor(it.key()) + cagesFor(u)) * it.value();
  }
  RoleBudget spineRole{QStringLiteral("spine"), 0, n, 0, 0, cages, 0};
  RoleBudget coreRole{QStringLiteral("core"), 0, n, 0, 0, cages, 0};
  TierBudget serverLeaf;
  serverLeaf.key = QStringLiteral("serverLeaf");
  TierBudget leafSpine;
  leafSpine.key = QStringLiteral("leafSpine");
  TierBudget spineCore;
  spineCore.key = QStringLiteral("spineCore");

  // Checks the spine count for `leavesReached` leaves of `uplinks` each into `spinePorts`
  // downlinks; returns links per leaf–spine pair.
  const auto chooseSpines = [&](int leavesReached, int spinePorts, int* spines) {
    if (in.spines > 0) {
      *spines = in.spines;
      if (*spines > u) {
        refuse(PlanProblem::SpinesExceedUplinks,
               tr("%1 spines, but each leaf has only %2 uplinks and must reach every spine; use "
                  "at most %2 spines")
                   .arg(*spines)
                   .arg(u));
      }
      if (u % *spines != 0) {
        refuse(PlanProblem::UnevenLinks,
               tr("%1 uplinks per leaf do not divide evenly over %2 spines (%3 links per "
                  "leaf–spine pair); choose a spine count that divides %1")
                   .arg(u)
                   .arg(*spines)
                   .arg(Units::formatNumber(double(u) / *spines, 4)));
      }
      const int k = u / *spines;
      if (leavesReached * k > spinePorts) {
        refuse(PlanProblem::SpinePortsExceeded,
               tr("each of the %1 spines would need %2 leaves × %3 links = %4 downlinks, but it "
                  "has %5; use more spines or fewer leaves per spine")
                   .arg(*spines)
                   .arg(leavesReached)
                   .arg(k)
                   .arg(leavesReached * k)
                   .arg(spinePorts));
      }
      return k;
    }
    const int k = FatTree::largestDivisorAtMost(u, spinePorts / leavesReached);
    *spines = u / k;
    return k;
  };

  if (in.tiers == 2) {
    if (in.spines == 0 && leaves > n) {
      refuse(PlanProblem::LeavesExceedSpinePorts,
             tr("%1 leaves per plane need spines with at least %1 ports (one link to every leaf), "
                "but the %2 has %3; counting only the leaves hides this. Use %4, more "
                "planes or a larger switch")
                 .arg(leaves)
                 .arg(swName)
                 .arg(n)
                 .arg(PlanSettings::withValue(PlanSetting::Tiers, QStringLiteral("3"),
                                              in.settingNames)));
    }
    int spines = 0;
    const int k = chooseSpines(leaves, n, &spines);
    p.spinesPerPlane = spines;
    p.linksPerLeafSpinePair = k;
    const int naive = ceilDiv(qint64(leaves) * u, n);
    if (in.spines == 0 && naive != spines) {
      p.notes << tr("%1 leaf uplinks / %2 ports suggests %3 spines, but %4 uplinks per leaf do "
                    "not spread evenly over %3 spines within their ports; %5 spines with %6 "
                    "link(s) per leaf–spine pair are used")
                     .arg(leaves * u)
                     .arg(n)
                     .arg(naive)
                     .arg(u)
                     .arg(spines)
                     .arg(k);
    }
    if (leaves == 1) {
      p.notes << tr(
          "All servers of a plane fit on one leaf: the spine tier adds no reach, it is "
          "planned because two tiers were asked for");
    }
    spineRole.switches = spines;
    spineRole.downlinksUsed = spines * leaves * k;
    spineRole.cagesUsed = spines * cagesFor(leaves * k);
    leafSpine.upperCages = spineRole.cagesUsed;
  } else {
    // Spine split: half the ports down unless told otherwise.
    int ds = 0;
    int usGiven = 0;
    if (in.spineDownlinks > 0 || in.spineUplinks > 0) {
      ds = in.spineDownlinks > 0 ? in.spineDownlinks : n - in.spineUplinks;
      usGiven = in.spineUplinks > 0 ? in.spineUplinks : n - in.spineDownlinks;
      if (ds < 1 || usGiven < 1 || ds + usGiven > n) {
        refuse(PlanProblem::PortsExceeded,
               tr("%1 spine downlinks + %2 spine uplinks must each be at least 1 and fit in the "
                  "%3's %4 ports")
                   .arg(ds)
                   .arg(usGiven)
                   .arg(swName)
                   .arg(n));
      }
    } else {
      ds = std::max(1, (n / 2 / ppc) * ppc);
    }
    const bool bySu = p.suCount > 0;
    const int unit = bySu ? p.leavesPerSu : 1;
    const int units = bySu ? p.suCount : leaves;
    if (unit > ds) {
      refuse(PlanProblem::SuExceedsSpinePorts,
             tr("one SU has %1 leaves but a spine has %2 downlinks, and an SU must sit in one pod; "
                "use a smaller %3 or more spine downlinks")
                 .arg(unit)
                 .arg(ds)
                 .arg(setting(PlanSetting::SuSize)));
    }
    p.pods = ceilDiv(units, ds / unit);
    const int unitsPerPod = ceilDiv(units, p.pods);
    const int fullPods = units - p.pods * (unitsPerPod - 1);
    // Pods hold whole SUs (or leaves); with leaf groups of different fill the exact split of
    // leaves over pods does not change any count below.
    p.leavesPerPod = unitsPerPod * unit;
    int spinesPerPod = 0;
    const int k1 = chooseSpines(p.leavesPerPod, ds, &spinesPerPod);
    p.spinesPerPod = spinesPerPod;
    p.spinesPerPlane = spinesPerPod * p.pods;
    p.linksPerLeafSpinePair = k1;
    p.spineDownlinks = ds;
    const int fullPodDown = p.leavesPerPod * k1;
    int us = usGiven > 0 ? usGiven : std::min(fullPodDown, n - ds);
    if (usGiven == 0 && us < fullPodDown) {
      p.notes << tr("The spines have room for %1 uplinks, fewer than their %2 used downlinks")
                     .arg(us)
                     .arg(fullPodDown);
    }
    if (cagesFor(ds) + cagesFor(us) > cages) {
      refuse(PlanProblem::CageAlignment,
             tr("%1 spine downlinks and %2 spine uplinks need %3 + %4 cages of %5 ports when every "
                "cage serves one tier; the %6 has %7 cages")
                 .arg(ds)
                 .arg(us)
                 .arg(cagesFor(ds))
                 .arg(cagesFor(us))
                 .arg(ppc)
                 .arg(swName)
                 .arg(cages));
    }
    p.spineUplinks = us;
    p.spineOversubscription = reduced(fullPodDown, us);
    if (p.pods > n) {
      refuse(PlanProblem::PodsExceedCorePorts,
             tr("%1 pods need core switches with at least %1 ports (one link to every pod), but "
                "the %2 has %3; use larger pods (more spine downlinks), more planes or a larger "
                "switch")
                 .arg(p.pods)
                 .arg(swName)
                 .arg(n));
    }
    const int k2 = FatTree::largestDivisorAtMost(us, n / p.pods);
    p.linksPerSpineCorePair = k2;
    p.coreGroups = spinesPerPod;
    p.coresPerGroup = us / k2;
    p.coresPerPlane = p.coreGroups * p.coresPerGroup;
    if (p.pods == 1) {
      p.notes << tr("All leaves fit in one pod: the core tier adds no reach; two tiers would do");
    }
    if (fullPods < p.pods) {
      p.notes << tr("%1 pod(s) hold %2 leaves, the other %3 hold %4; the smaller pods keep free "
                    "spine ports")
                     .arg(fullPods)
                     .arg(p.leavesPerPod)
                     .arg(p.pods - fullPods)
                     .arg(p.leavesPerPod - unit);
    }
    // Spine ports: every pod has spinesPerPod spines; each leaf sends k1 links to each of them.
    spineRole.switches = p.spinesPerPlane;
    spineRole.downlinksUsed = spinesPerPod * leaves * k1;
    spineRole.uplinksUsed = p.spinesPerPlane * us;
    for (int pod = 0; pod < p.pods; ++pod) {
      const int podLeaves = (pod < fullPods ? unitsPerPod : unitsPerPod - 1) * unit;
      spineRole.cagesUsed += spinesPerPod * (cagesFor(std::min(podLeaves * k1, ds)) + cagesFor(us));
      leafSpine.upperCages += spinesPerPod * cagesFor(std::min(podLeaves * k1, ds));
    }
    coreRole.switches = p.coresPerPlane;
    coreRole.downlinksUsed = p.coresPerPlane * p.pods * k2;
    coreRole.cagesUsed = p.coresPerPlane * cagesFor(p.pods * k2);
    spineCore.logicalLinks = p.spinesPerPlane * us;
    spineCore.lowerCages = p.spinesPerPlane * cagesFor(us);
    spineCore.upperCages = coreRole.cagesUsed;
  }

  // ---- Tiers --------------------------------------------------------------------------------
  serverLeaf.logicalLinks = p.endpointsPerPlane;
  serverLeaf.lowerCages = p.servers * ceilDiv(lps, in.serverSpec.linksPerModule);
  for (auto it = leafGroups.cbegin(); it != leafGroups.cend(); ++it) {
    serverLeaf.upperCages += cagesFor(it.key()) * it.value();
  }
  leafSpine.logicalLinks = leaves * u;
  leafSpine.lowerCages = leaves * cagesFor(u);

  PlanMedia serverLeafMedia = in.media;
  PlanMedia switchMedia = in.media;
  QString serverLeafWhy;
  QString switchWhy;
  if (in.media == PlanMedia::Auto) {
    const bool systems = in.serverSpec.isSystemTray();
    serverLeafMedia = rail || systems ? PlanMedia::Fiber : PlanMedia::Dac;
    serverLeafWhy = rail ? tr("auto: rail leaves sit in network racks, out of copper reach")
                    : systems
                        ? tr("auto: a rack-scale system's rack has no room for leaves; they sit "
                             "in network racks, out of copper reach")
                        : tr("auto: each leaf is taken to sit in its servers' rack");
    switchMedia = PlanMedia::Fiber;
    switchWhy = tr("auto: switch-to-switch runs leave the rack");
  }
  if (serverLeafMedia == PlanMedia::Dac && rail && in.serverSpec.linksPerModule == 2 && ppc == 2) {
    refuse(PlanProblem::MediaImpossible,
           tr("%1: rail-optimised, the two ports of a server's twin-port cage go to different "
              "rail leaves, which one twin-port DAC cannot reach. Use %2")
               .arg(PlanSettings::withValue(PlanSetting::Media, tr("DAC"), in.settingNames),
                    PlanSettings::withValue(PlanSetting::Media, tr("Fiber"), in.settingNames)));
  }
  countMedia(serverLeaf, serverLeafMedia, in.serverSpec.linksPerModule, ppc, !rail, tr("leaf"),
             serverLeafWhy, in.settingNames);
  countMedia(leafSpine, switchMedia, ppc, ppc, p.linksPerLeafSpinePair % 2 == 0,
             tr("spine (an even number of links per leaf–spine pair)"), switchWhy, in.settingNames);
  if (in.tiers == 3) {
    countMedia(spineCore, switchMedia, ppc, ppc, p.linksPerSpineCorePair % 2 == 0,
               tr("core (an even number of links per spine–core pair)"), switchWhy,
               in.settingNames);
  } else {
    spineCore.media = switchMedia;
  }

  // ---- Totals over planes -------------------------------------------------------------------
  const int planes = in.planes;
  for (RoleBudget* role : {&leafRole, &spineRole, &coreRole}) {
    role->switches *= planes;
    role->downlinksUsed *= planes;
    role->uplinksUsed *= planes;
    role->cagesUsed *= planes;
  }
  for (TierBudget* tier : {&serverLeaf, &leafSpine, &spineCore}) {
    tier->logicalLinks *= planes;
    tier->lowerCages *= planes;
    tier->upperCages *= planes;
    tier->lowerTransceivers *= planes;
    tier->upperTransceivers *= planes;
    tier->cableAssemblies *= planes;
  }
  p.roles << leafRole << spineRole;
  if (in.tiers == 3)
    p.roles << coreRole;
  p.tiers << serverLeaf << leafSpine << spineCore;

  // ---- Assumptions --------------------------------------------------------------------------
  p.assumptions.prepend(tr("Links run at %1G; the %2 gives %3 logical ports at %1G in %4 cages "
                           "(%5 per cage)")
                            .arg(in.linkRateGbps)
                            .arg(swName)
                            .arg(n)
                            .arg(cages)
                            .arg(ppc));
  p.assumptions << tr("Each leaf reserves %1 downlinks and %2 uplinks; downlinks and uplinks start "
                      "on separate cages, so every switch-side module serves one tier")
                       .arg(d)
                       .arg(u);
  if (rail) {
    p.assumptions << tr("Rail-optimised: %1 rails per plane; link r of every server of an SU goes "
                        "to that SU's rail-r leaf")
                         .arg(lps);
  } else {
    p.assumptions << tr("Not rail-optimised: each server's %1 link(s) per plane go to one leaf, %2 "
                        "servers per leaf")
                         .arg(lps)
                         .arg(p.serversPerLeaf);
  }
  // A server whose catalog gives every rail several ports (DGX-B300-ETH: the two 400GbE legs of
  // each ConnectX-8) has a link per port; say where they go.
  const int portsPerRail = in.serverSpec.linksPerGpu;
  if (portsPerRail > 1 && in.linksPerGpu == portsPerRail) {
    p.assumptions << (planes == portsPerRail
                          ? tr("%1 links per GPU: %2 gives every rail %1 compute ports, one per "
                               "plane")
                                .arg(portsPerRail)
                                .arg(in.serverSpec.model)
                          : tr("%1 links per GPU: %2 gives every rail %1 compute ports, dealt "
                               "leg by leg over %3 plane(s): the first port of every rail, then "
                               "the second")
                                .arg(portsPerRail)
                                .arg(in.serverSpec.model)
                                .arg(planes));
  }
  if (planes > 1) {
    p.assumptions << tr("%1 identical planes, each carrying %2 of every server's %3 links")
                         .arg(planes)
                         .arg(lps)
                         .arg(p.linksPerServer);
  }
  if (in.tiers == 2) {
    p.assumptions << tr(
        "Every leaf connects to every spine of its plane with the same number of "
        "links");
  } else {
    p.assumptions << tr("Within a pod every leaf connects to every spine; spine j of every pod "
                        "connects to every core of core group j")
                  << tr("Spine tier: %1 downlinks reserved per spine, uplinks as given or equal to "
                        "the used downlinks (1:1)")
                         .arg(p.spineDownlinks);
  }
  p.assumptions << tr("Partly filled leaves, SUs and pods are built and cabled in full")
                << tr("Server side: one module serves %1 link(s)%2")
                       .arg(in.serverSpec.linksPerModule)
                       .arg(in.serverSpec.linksPerModule == 2 ? tr(" (twin-port server cages)")
                                                              : tr(" (adapter ports)"));
  for (const TierBudget& tier : std::as_const(p.tiers)) {
    if (tier.logicalLinks == 0)
      continue;
    p.assumptions << QStringLiteral("%1: %2").arg(tierTitle(tier.key), tier.mediaAssumption);
  }
  return p;
}

}  // namespace rackwright
