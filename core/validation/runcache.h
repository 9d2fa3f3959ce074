#ifndef RACKWRIGHT_CORE_VALIDATION_RUNCACHE_H
#define RACKWRIGHT_CORE_VALIDATION_RUNCACHE_H

#include "checkcontext.h"
#include "checksupport.h"
#include "core/channel/opticalchannel.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QVector>

#include <algorithm>
#include <array>
#include <memory>
#include <utility>

namespace rackwright {

/// Both ends of a link as the link protocol checks of checkModuleLinks read them: each end's
/// transceiver part and its ProtocolFacts.
struct LinkFacts {
  const Part* nearPlug = nullptr;
  checks::ProtocolFacts near;
  const Part* farPlug = nullptr;
  checks::ProtocolFacts far;
  bool operator==(const LinkFacts&) const = default;
};
inline size_t qHash(const LinkFacts& facts, size_t seed = 0) {
  return qHashMulti(seed, facts.nearPlug, facts.near, facts.farPlug, facts.far);
}

/// What decides a transceiver's LN-03 text besides its cage's name: the part, the cage, the
/// protocol and what each optical port carries (see checkModuleLanes).
struct ModuleSpeedKey {
  const Part* part = nullptr;
  const CageDefinition* cage = nullptr;
  int protocol = -1;
  quint64 ports = 0;  ///< per optical port: split head, split leg, number of legs
  bool operator==(const ModuleSpeedKey&) const = default;
};
inline size_t qHash(const ModuleSpeedKey& key, size_t seed = 0) {
  return qHashMulti(seed, key.part, key.cage, key.protocol, key.ports);
}
/// What LN-03 says of one such combination, but for the module's part number and the cage's
/// name (see checkModuleLanes).
struct ModuleSpeed {
  bool twinPort = false;
  MessageTemplate text;  ///< the message, translated once for the run
  QString ports;         ///< what each optical port runs
  QString lanes;
  QString signalling;
  QString portSpeed;
  QString total;  ///< twin-port modules: both ports together
  QString limit;  ///< ", limited to … by the host", or empty
  /// The whole message for the part's own number with the cage's name open (FindingText); null
  /// when a text holds the stand-in.
  std::shared_ptr<const MessageTemplate> worded;
};

/// What one switch carries in one fabric, in Gb/s and links (PL-12, PL-13 and PL-14 in
/// checks_fabric.cpp), and the switches of that fabric it reaches, each once, in link order.
struct LeafCapacity {
  qint64 nodes = 0;       ///< towards servers and their adapters (UFM appliances aside)
  qint64 appliances = 0;  ///< towards storage appliances
  qint64 up = 0;          ///< towards switches of the same fabric
  int nodeLinks = 0;
  int applianceLinks = 0;
  int upLinks = 0;
  QVector<const Device*> switches;
};

/// What the scopes that one worker checks in a row over the same, unchanging design can share:
/// a switch's location is then built once, not once per port, and a twin-port module's second
/// port is traced once, not once per scope that looks at it. A cache lives for one batch of
/// scopes only (the design does not change during it) and belongs to one thread.
/// Its verdicts are keyed by the facts the rules read, so a key is the rule's input.
struct ValidationRunCache {
  QHash<ObjectId, QString> deviceLocations;
  /// Traces of module optical ports. Filled and used only when the scopes do not record their
  /// dependencies: a trace taken from the cache would not record them in the second scope.
  QHash<std::pair<ObjectId, QString>, QVector<OpticalChannel>> traces;
  /// The maps through a fiber part from each of its ends (part data: the same for every cable of
  /// the part; the parts do not change during a run).
  QHash<std::pair<const PassiveFiberBody*, int>, QMap<int, PositionMap>> fiberPaths;
  QHash<checks::PlugInCageFacts, checks::WordedVerdict> plugVerdicts;
  /// Link combinations whose protocol checks reported nothing: the next link of the kind is
  /// skipped (links that do report are checked one by one).
  QSet<LinkFacts> quietLinks;
  /// Parts by the address of the type-id text they were looked up with (CheckContext::findPart).
  /// Each entry keeps a reference to its text: while it is cached, that text's memory can be
  /// neither freed and reused for another text nor changed in place (a write would detach), so
  /// a hit by address needs no comparison of the texts.
  struct CachedPart {
    QString text;
    const Part* part = nullptr;
  };
  QHash<const void*, CachedPart> partsByTypeText;
  /// A direct-mapped front for partsByTypeText: a run asks for the same few parts (a
  /// transceiver's, its host's, its cables') hundreds of thousands of times, and the hash
  /// look-up was 6 % of a full run. Holds only entries of partsByTypeText, whose texts it keeps
  /// alive, so an address still stands for one text.
  struct RecentPart {
    const void* text = nullptr;
    qsizetype size = 0;
    const Part* part = nullptr;
  };
  static constexpr std::size_t kRecentParts = 64;
  std::array<RecentPart, kRecentParts> recentParts{};
  QHash<ModuleSpeedKey, ModuleSpeed> moduleSpeeds;
  /// Switches' walks by switch and fabric: every spine of a plane measures the same leaf (PL-13's
  /// spine count). Filled and used only when the scopes do not record their dependencies, as
  /// `traces`.
  QHash<std::pair<ObjectId, QString>, LeafCapacity> leafCapacities;
  /// DS-08's "part number UNCONFIRMED" text of each transceiver part: one text, shared by the
  /// findings of every module of the part.
  QHash<const Part*, QString> partNumberNotices;
  /// The last cage location built (CheckContext::cageLocation): a transceiver's findings are
  /// located at its cage one after another.
  ObjectId lastCageDevice;
  QString lastCage;
  QString lastCageLocation;
};

}  // namespace rackwright

#endif
