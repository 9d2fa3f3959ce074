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
#include <utility>

namespace rackwright {

/// What the scopes that one worker checks in a row over the same, unchanging design can share:
/// a switch's location is then built once, not once per port, and a twin-port module's second
/// port is traced once, not once per scope that looks at it. A cache lives for one batch of
/// scopes only (the design does not change during it) and belongs to one thread.
/// One combination of plug and cage as the plug-in-cage rules see it (see checkPlugInCage).
struct PlugFitKey {
  const Part* plug = nullptr;
  const AssemblyEndDefinition* end = nullptr;
  const Part* host = nullptr;
  const CageDefinition* cage = nullptr;
  int configuredProtocol = -1;  ///< the cage's configured protocol, -1 when none is set
  bool operator==(const PlugFitKey&) const = default;
};
inline size_t qHash(const PlugFitKey& key, size_t seed = 0) {
  return qHashMulti(seed, key.plug, key.end, key.host, key.cage, key.configuredProtocol);
}

/// What the plug-in-cage rules reported for one combination, with placeholders for the names.
struct PlugFitMemo {
  struct Report {
    QString rule;
    Severity severity = Severity::Error;
    checks::NamedText discriminator;
    checks::NamedText message;
    checks::NamedText location;
  };
  bool reusable = true;  ///< false when a report named other objects than the plug's own
  QVector<Report> reports;
};

/// Both ends of a link as the link protocol rules see them (see checkModuleLinks): plug parts,
/// host parts, what the checks read of the cages, and the cages' configured protocols.
struct LinkKey {
  const Part* nearPlug = nullptr;
  const Part* nearHost = nullptr;
  int nearCage = 0;  ///< linkTraits() of the cage
  int nearConfigured = -1;
  const Part* farPlug = nullptr;
  const Part* farHost = nullptr;
  int farCage = 0;
  int farConfigured = -1;
  bool operator==(const LinkKey&) const = default;
};
inline size_t qHash(const LinkKey& key, size_t seed = 0) {
  return qHashMulti(seed, key.nearPlug, key.nearHost, key.nearCage, key.nearConfigured, key.farPlug,
                    key.farHost, key.farCage, key.farConfigured);
}

/// All the link protocol checks (checkLinkProtocol: PR-01/02/03) read of a cage: the protocols
/// it supports (and how many are listed) and its default. A switch's cages differ in name and
/// place but rarely in these, so one kind of link is checked once rather than once per cage.
/// A check that reads more of the cage must add it here.
inline int linkTraits(const CageDefinition& cage) {
  int traits = 0;
  for (const Protocol protocol : cage.protocols)
    traits |= 1 << int(protocol);
  traits |= int(std::min<qsizetype>(cage.protocols.size(), 15)) << 4;
  traits |= (cage.defaultProtocol ? 1 + int(*cage.defaultProtocol) : 0) << 8;
  return traits;
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
struct ModuleSpeedText {
  QString typeId;  ///< the module's part number as written in the design (a length variant's
                   ///< spelling may differ from the part's id)
  checks::NamedText text;  ///< with kWherePlaceholder for the cage's name
};

struct ValidationRunCache {
  QHash<ObjectId, QString> deviceLocations;
  /// Traces of module optical ports. Filled and used only when the scopes do not record their
  /// dependencies: a trace taken from the cache would not record them in the second scope.
  QHash<std::pair<ObjectId, QString>, QVector<OpticalChannel>> traces;
  /// The maps through a fiber part from each of its ends (part data: the same for every cable of
  /// the part; the parts do not change during a run).
  QHash<std::pair<const PassiveFiberBody*, int>, QMap<int, PositionMap>> fiberPaths;
  QHash<PlugFitKey, PlugFitMemo> plugFits;
  /// Link combinations whose protocol checks reported nothing: the next link of the kind is
  /// skipped (links that do report are checked one by one).
  QSet<LinkKey> quietLinks;
  /// Parts by the address of the type-id text they were looked up with (CheckContext::findPart).
  /// Each entry keeps a reference to its text: while it is cached, that text's memory can be
  /// neither freed and reused for another text nor changed in place (a write would detach), so
  /// a hit by address needs no comparison of the texts.
  struct CachedPart {
    QString text;
    const Part* part = nullptr;
  };
  QHash<const void*, CachedPart> partsByTypeText;
  QHash<ModuleSpeedKey, ModuleSpeedText> moduleSpeedTexts;
};

}  // namespace rackwright

#endif
