#ifndef RACKWRIGHT_CORE_MODEL_NETWORKS_H
#define RACKWRIGHT_CORE_MODEL_NETWORKS_H

// The networks of a cluster, in one place: every link belongs to one (the compute fabric, the
// storage fabric, in-band management, out-of-band management, the customer uplink, or a network
// the design declares itself), and a node port may name the networks it is meant for (catalog
// cage key "networks"). Which network a cable belongs to is decided here, once, for the rules,
// the exports, the command line and the canvas alike.

#include <QColor>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUuid>
#include <QVector>

#include <optional>
#include <span>
#include <unordered_map>

namespace rackwright {

class DesignData;
struct Cable;
struct CageDefinition;
struct Device;
struct Part;

/// The networks every design knows, in report order. Their keys are stable (files, catalog).
enum class BuiltInNetwork { Compute, Storage, InBand, OutOfBand, Uplink };

/// A network a design declares beside the built-in ones (saved in the file's "networks"
/// section). Built-in networks are not stored: their names and colours are fixed.
struct NetworkDefinition {
  QString key;    ///< stable key: a lower-case letter, then letters, digits or '-'
  QString name;   ///< display name; empty = the key
  QColor colour;  ///< invalid = the default colour of a design's own network
  QJsonObject extra;
  bool operator==(const NetworkDefinition&) const = default;
};

class Networks final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::Networks)

 public:
  /// The highest plane number (1 = plane A … 26 = plane Z).
  static constexpr int kMaxPlane = 26;

  static std::span<const BuiltInNetwork> builtIns();
  /// The stable key ("compute", "storage", "inband", "oob", "uplink"). One shared instance per
  /// network, so that cables given it share the text.
  static const QString& key(BuiltInNetwork network);
  static std::optional<BuiltInNetwork> builtIn(QStringView key);
  /// The built-in keys, comma-separated, for messages.
  static QString builtInKeysText();
  /// A lower-case letter, then up to 31 lower-case letters, digits or '-'.
  static bool isValidKey(QStringView key);
  /// The display name of a built-in network (translated).
  static QString name(BuiltInNetwork network);
  /// The colour a built-in network is drawn in.
  static QColor colour(BuiltInNetwork network);
  /// The colour of a design's network that gives none, and of links without a network.
  static QColor defaultColour();
  static QColor unassignedColour();
  /// What reports call links without a network: "unassigned".
  static QString unassignedName();

  /// Why `networks` cannot be a design's own networks (empty when they can): a malformed key,
  /// a built-in key, or a key used twice. `index` is set to the entry at fault.
  static QString customNetworksProblem(const QVector<NetworkDefinition>& networks,
                                       qsizetype* index = nullptr);
  /// Why a cable or device cannot carry `key` (empty when it can): only malformed keys.
  static QString keyProblem(const QString& key);

  /// Every network of a design: the built-in ones, then the design's own in their order.
  static QVector<NetworkDefinition> all(const DesignData& design);
  /// all(), then the keys the design's cables use without a declaration, as they are met: what
  /// a filter by network can choose from.
  static QVector<NetworkDefinition> inUse(const DesignData& design);
  /// The display name of `key` in `design`: a built-in's translated name, a declared network's
  /// name, the key itself for a key nothing declares, "unassigned" for the empty key.
  static QString displayName(const DesignData& design, const QString& key);
  static QColor colour(const DesignData& design, const QString& key);
  /// A colour as files write it, "#rrggbb"; invalid for any other text.
  static QColor parseColour(QStringView text);
  /// "A" for plane 1, "B" for 2 …; empty for 0 (no plane).
  static QString planeLabel(int plane);

  /// The networks a port of a device is intended for: the catalog cage's "networks" when it
  /// has any (a node port, a management port), else the device's network when it serves one (a
  /// switch of one fabric); empty = any.
  static QStringList portNetworks(const DesignData& design, const Device& device,
                                  const QString& cage);
  /// The network a cable belongs to: its own `network` when set; else the one network that all
  /// the ports and devices at its ends agree on; else empty (unassigned).
  static QString ofCable(const DesignData& design, const Cable& cable);
  /// The plane of a cable: its own `plane` when set, else the plane the devices at its ends
  /// agree on, else 0.
  static int planeOfCable(const DesignData& design, const Cable& cable);
};

/// Decides the network of many cables, for counts and exports over the whole design: each part,
/// cage and key text is looked at once, and a cable costs the look-ups of the devices at its
/// ends plus a few pointer-keyed table look-ups. Not thread-safe (one per thread); the design
/// must not change while it is used.
class NetworkResolver final {
 public:
  explicit NetworkResolver(const DesignData& design);

  /// The networks known so far, in report order: the built-ins, the design's own, then keys
  /// that cables or devices use without a declaration (added as they are met).
  const QVector<NetworkDefinition>& networks() const { return mNetworks; }
  /// Index into networks() of the cable's network, or -1 when it has none.
  int indexOf(const Cable& cable);
  /// The key of the cable's network (empty = unassigned).
  QString keyOf(const Cable& cable);
  /// The plane of the cable (0 = none).
  int planeOf(const Cable& cable);
  /// The networks (as a bit per index) a port allows; 0 = any.
  quint64 portMask(const Device& device, const QString& cage);
  /// The index of `key`, added as an undeclared network when new; -1 for the empty key.
  int indexOfKey(const QString& key);

 private:
  /// The device and cage a cable end sits in (a module's cage for a fiber on a transceiver);
  /// null for a loose end or a patch-panel port, which decide nothing.
  const Device* endDevice(const Cable& cable, qsizetype end, const QString** cage) const;
  const Part* partOf(const QString& typeId);

  const DesignData& mDesign;
  QVector<NetworkDefinition> mNetworks;
  std::unordered_map<const QChar*, int> mIndexByKeyData;
  std::unordered_map<const QChar*, const Part*> mPartByTypeData;
  struct CageKey {
    const Part* part;
    const QChar* cage;
    bool operator==(const CageKey&) const = default;
  };
  struct CageKeyHash {
    std::size_t operator()(const CageKey& k) const {
      return std::hash<const void*>()(k.part) * 31 ^ std::hash<const void*>()(k.cage);
    }
  };
  std::unordered_map<CageKey, quint64, CageKeyHash> mMaskByCage;
};

}  // namespace rackwright

#endif
