#ifndef RACKWRIGHT_CORE_MODEL_ENTITIES_H
#define RACKWRIGHT_CORE_MODEL_ENTITIES_H

#include "core/catalog/enums.h"
#include "core/common/ratio.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QUuid>
#include <QVarLengthArray>
#include <QVector>

#include <initializer_list>
#include <optional>

namespace rackwright {

/// Stable identity of every design object. Generated once, saved, never reused.
using ObjectId = QUuid;

/// The kinds of object a design holds; change events name the kind and the id.
enum class ObjectKind { Site, Room, Row, Rack, Device, Module, Cable, Waiver };

QString toString(ObjectKind kind);

/// Plain value types: a design object is copied into undo commands whole (old/new values), so
/// these stay small and cheap to copy. Keys that a newer file had but this version does not
/// understand stay in `extra` and are written back unchanged.

struct Site {
  static constexpr ObjectKind kKind = ObjectKind::Site;
  ObjectId id;
  QString name;
  QJsonObject extra;
  bool operator==(const Site&) const = default;
};

/// A room or data hall.
struct Room {
  static constexpr ObjectKind kKind = ObjectKind::Room;
  ObjectId id;
  ObjectId siteId;
  QString name;
  QJsonObject extra;
  bool operator==(const Room&) const = default;
};

struct Row {
  static constexpr ObjectKind kKind = ObjectKind::Row;
  ObjectId id;
  ObjectId roomId;
  QString name;
  int order = 0;  ///< position of the row in its room (0 = first)
  QJsonObject extra;
  bool operator==(const Row&) const = default;
};

struct Rack {
  static constexpr ObjectKind kKind = ObjectKind::Rack;
  ObjectId id;
  ObjectId rowId;
  QString name;
  int heightU = 42;
  double widthMm = 600;
  double depthMm = 1200;
  int positionInRow = 0;  ///< slot index in the row, left to right seen from the cold aisle
  double maxPowerW = 0;   ///< 0 = no limit given
  double maxWeightKg = 0;
  /// The rack-scale system this rack is (a catalog RackSystem id, "GB200-NVL72"); empty for an
  /// ordinary rack. Its members are the devices at the system's places (RackSystemPlacement).
  QString systemId;
  QJsonObject extra;
  bool isSystem() const { return !systemId.isEmpty(); }
  bool operator==(const Rack&) const = default;
};

enum class RackFace { Front, Rear };
QString toString(RackFace face);
std::optional<RackFace> rackFaceFromString(const QString& s);

/// The side channel a zero-U device hangs in (core/geometry/zeroumount.h); Auto lets the rack's
/// other zero-U devices decide.
enum class RackSide { Auto, Left, Right };
QString toString(RackSide side);
std::optional<RackSide> rackSideFromString(const QString& s);

/// Per-cage configuration of a placed device (switch profile settings the rules need).
struct CageConfig {
  bool splitConfigured = false;
  std::optional<Protocol> protocol;  ///< empty = the device's default
  bool operator==(const CageConfig&) const = default;
};

/// A placed (or unracked) instance of a catalog device type. Adapters sit in a parent server's
/// bay; they have no rack position of their own.
struct Device {
  static constexpr ObjectKind kKind = ObjectKind::Device;
  ObjectId id;
  QString name;
  QString typeId;        ///< catalog id
  ObjectId rackId;       ///< null = unracked (spare or planned)
  double positionU = 0;  ///< lowest occupied U (1-based); 0 = unracked
  RackFace face = RackFace::Front;
  RackSide side = RackSide::Auto;        ///< zero-U devices: the side channel they hang in
  ObjectId parentId;                     ///< set for adapters inside a server
  QString bay;                           ///< adapter bay name in the parent
  QMap<QString, CageConfig> cageConfig;  ///< keyed by cage name; only non-default entries
  /// A switch or appliance that serves one network: its key (core/model/networks.h); empty for
  /// servers, whose ports take their networks from the catalog.
  QString network;
  int plane = 0;  ///< the fabric plane it serves: 0 = none, 1 = plane A, 2 = plane B …
  QJsonObject extra;
  bool isRacked() const { return !rackId.isNull() && positionU > 0; }
  bool operator==(const Device&) const = default;
};

/// A transceiver plugged into a cage (or a spare when deviceId is null).
struct Module {
  static constexpr ObjectKind kKind = ObjectKind::Module;
  ObjectId id;
  QString typeId;
  ObjectId deviceId;
  QString cage;
  QString serial;
  QJsonObject extra;
  bool operator==(const Module&) const = default;
};

/// Where one end of a cable is attached.
struct Attachment {
  enum class Kind {
    None,        ///< loose end
    Cage,        ///< plug of a DAC/ACC/AOC in a device cage: objectId = device, port = cage
    ModulePort,  ///< fiber connector in a transceiver receptacle: objectId = module, port = name
    PanelPort    ///< fiber connector in a patch-panel/cassette port: objectId = device
  };
  Kind kind = Kind::None;
  ObjectId objectId;
  QString port;
  bool isConnected() const { return kind != Kind::None; }
  bool operator==(const Attachment&) const = default;
};

QString toString(Attachment::Kind kind);
std::optional<Attachment::Kind> attachmentKindFromString(const QString& s);

struct CableEnd {
  QString name;  ///< end name from the part ("A", "B", "B1" …)
  Attachment attachment;
  bool operator==(const CableEnd&) const = default;
};

/// A cable's ends, kept inside the cable: two for all but splitters, and the validator reads
/// them for every cable it follows, so a heap block of their own was one more cache miss each.
class CableEnds : public QVarLengthArray<CableEnd, 2> {
  using Base = QVarLengthArray<CableEnd, 2>;

 public:
  using Base::Base;
  CableEnds() = default;
  CableEnds(const CableEnds&) = default;
  CableEnds(CableEnds&&) noexcept = default;
  ~CableEnds() = default;
  CableEnds& operator=(const CableEnds&) = default;
  /// Qt 6.4's move assignment takes the other array's heap block without freeing its own: a
  /// splitter's ends moved over a splitter's leaked (undo, redo). Ours is freed first.
  CableEnds& operator=(CableEnds&& other) noexcept {
    if (this != &other) {
      clear();
      squeeze();  // back to the inline places, freeing a heap block
      Base::operator=(std::move(other));
    }
    return *this;
  }
  CableEnds& operator=(std::initializer_list<CableEnd> ends) {
    Base::operator=(ends);
    return *this;
  }
};

enum class CableStatus { Planned, Installed, Decommissioned };
QString toString(CableStatus status);
std::optional<CableStatus> cableStatusFromString(const QString& s);

/// A cable assembly: DAC/ACC/AOC, fiber cord, trunk or splitter.
struct Cable {
  static constexpr ObjectKind kKind = ObjectKind::Cable;
  ObjectId id;
  QString typeId;
  QString name;  ///< identifier printed on the label; empty = derived from the ends
  double lengthM = 0;
  QString colour;
  CableStatus status = CableStatus::Planned;
  CableEnds ends;
  /// The network the link belongs to (a key, core/model/networks.h); empty = decided by the
  /// ports at its ends (Networks::ofCable).
  QString network;
  int plane = 0;  ///< 0 = none or decided by the devices at its ends; 1 = plane A, 2 = B …
  QJsonObject extra;
  const CableEnd* end(const QString& endName) const;
  bool operator==(const Cable&) const = default;
};

/// A user's decision to accept a validation finding, with the reason. Saved, never dropped.
struct Waiver {
  static constexpr ObjectKind kKind = ObjectKind::Waiver;
  ObjectId id;
  QString findingKey;  ///< stable key of the finding
  QString reason;
  QString author;
  QString date;  ///< ISO 8601
  QJsonObject extra;
  bool operator==(const Waiver&) const = default;
};

/// What a design states it intends for one of its fabrics, so that the rules hold the fabric to
/// the design's own plan rather than to a default (PL-13, PL-14).
struct FabricIntent {
  /// The leaves' node-facing : uplink capacity the fabric is planned for; empty = the rule's
  /// default (non-blocking 1:1 for the compute fabric, see RuleCatalog for the others).
  std::optional<Ratio> oversubscription;
  /// The uplink capacity, in Gb/s, every leaf of the fabric is built with, whether its scalable
  /// unit is full or not (full-SU provisioning, PL-12): a partial SU gets all its leaf–spine
  /// cables, and its missing nodes leave empty leaf ports. A capacity rather than a count of
  /// links, so that a twin-port DAC (one cable, two ports) and two fibers measure the same.
  /// Empty = the design states none.
  std::optional<int> leafUplinkGbps;
  QJsonObject extra;
  bool isEmpty() const { return !oversubscription && !leafUplinkGbps && extra.isEmpty(); }
  bool operator==(const FabricIntent&) const = default;
};

/// Descriptive data about the design itself, and what it states about its fabrics.
struct DesignInfo {
  QString name;
  QString revision;
  QString author;
  QString description;
  /// Keyed by network key (core/model/networks.h): "compute", "storage" …
  QMap<QString, FabricIntent> fabrics;
  QJsonObject extra;
  bool operator==(const DesignInfo&) const = default;
};

}  // namespace rackwright

#endif
