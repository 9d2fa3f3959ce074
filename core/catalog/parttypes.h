#ifndef RACKWRIGHT_CORE_CATALOG_PARTTYPES_H
#define RACKWRIGHT_CORE_CATALOG_PARTTYPES_H

#include "core/catalog/partfield.h"
#include "core/geometry/rackunits.h"
#include "enums.h"

#include <QJsonObject>
#include <QMap>
#include <QPointF>
#include <QSizeF>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>
#include <variant>

namespace rackwright {

/// One physical cage (or fixed port) on a device panel.
struct CageDefinition {
  QString name;  ///< e.g. "OSFP7" or "1"
  PanelFace face = PanelFace::Front;
  QPointF positionMm;  ///< top-left of the cage opening, measured from the panel's top-left corner
  QSizeF sizeMm;       ///< opening size, for port maps
  FormFactor formFactor = FormFactor::Unknown;
  CageThermal thermal = CageThermal::NotApplicable;
  bool twinPort = false;  ///< 8-lane cage carrying two logical ports (Quantum-2, SN5600, DGX OSFP)
  int electricalLanes = 0;
  QVector<Signalling> signalling;  ///< supported lane signalling families
  double powerClassW = 0;          ///< 0 = unknown (rules then report UNCONFIRMED)
  QVector<Protocol> protocols;
  std::optional<Protocol> defaultProtocol;
  bool splitCapable = false;
  QStringList logicalPorts;  ///< logical port names this cage produces (e.g. P7/1, P7/2)
  /// Highest port speed the host supports, when below lanes × lane rate (a 200G-only card with
  /// a 4-lane QSFP112 cage); 0 = lanes × lane rate.
  int maxSpeedGbps = 0;
  /// The network keys (core/model/networks.h) the port is intended for, e.g. {"compute"} or
  /// {"storage", "inband"}; empty = any network (switch cages: the switch's network decides).
  QStringList networks;
  /// Compute ports: the rail each logical port serves, one 1-based number per logical port in
  /// `logicalPorts` order (rail n = the GPU numbered n - 1 from 0); empty = not known.
  QVector<int> rails;
  /// NVIDIA's reference architectures leave this port unused (the LAN port next to a DGX BMC);
  /// a cable on it is reported.
  bool leaveUnwired = false;
  QString note;

  friend bool operator==(const CageDefinition&, const CageDefinition&) = default;
};

/// A slot inside a server where an adapter card (itself a device type) sits.
struct AdapterBayDefinition {
  QString name;
  QString defaultAdapter;  ///< catalog id, may be empty
  /// The networks an adapter in this bay serves, whatever the adapter (keys of
  /// core/model/networks.h): an HGX 2-8-9 node's eight SuperNIC bays serve the compute fabric,
  /// its DPU bay the north-south networks (PL-19). Empty: the adapter's own ports decide.
  QStringList networks;

  friend bool operator==(const AdapterBayDefinition&, const AdapterBayDefinition&) = default;
};

/// A patch-panel or cassette port; front ports map their positions onto rear-port positions.
struct PanelPortDefinition {
  QString name;
  PanelFace face = PanelFace::Front;
  QPointF positionMm;
  Connector connector = Connector::None;
  int positions = 1;  ///< fiber positions this port carries
  Polish polish = Polish::None;
  QString couplingAdapter;  ///< catalog id of the coupling adapter fitted in this port, if any
  /// Front ports only: the rear port this front port feeds and, per front position (1-based
  /// index into the vector), the rear position it lands on.
  QString rearPort;
  QVector<int> rearPositions;

  friend bool operator==(const PanelPortDefinition&, const PanelPortDefinition&) = default;
};

/// Everything that is racked or sits inside something racked.
struct DeviceBody {
  DeviceRole role = DeviceRole::Other;
  double uHeight = 1;  ///< 0.5 steps allowed (half-U devices)
  bool fullDepth = true;
  double depthMm = 0;
  double widthMm = kRackPanelWidthMm;
  /// Panel height for devices not measured in rack units (adapter brackets, cassettes); 0 means
  /// uHeight × kRackUnitMm (44.45 mm).
  double heightMm = 0;
  Airflow airflow = Airflow::Unknown;
  double weightKg = 0;
  double powerTypicalW = 0;
  double powerMaxW = 0;
  std::optional<Protocol> defaultProtocol;
  QVector<CageDefinition> cages;
  QVector<AdapterBayDefinition> adapterBays;
  QVector<PanelPortDefinition> panelPorts;  ///< patch panels and cassettes
  QMap<QString, int> otherPorts;  ///< console, power, USB … (name → count), for info only

  const CageDefinition* cage(const QString& name) const;
  const PanelPortDefinition* panelPort(const QString& name) const;
  /// The cages that run RS-232 serial, in cage order: a console server's ports (its own console
  /// is not modelled as a cage, so that every serial cage of a console server takes a client),
  /// or another device's console port.
  QVector<const CageDefinition*> serialPorts() const;
  /// The device's own RS-232 console port (the first serial cage of a device that is no console
  /// server); null when it has none.
  const CageDefinition* consolePort() const;

  friend bool operator==(const DeviceBody&, const DeviceBody&) = default;
};

/// One optical receptacle of a transceiver.
struct OpticalPortDefinition {
  QString name;  ///< "1", "2"
  Connector connector = Connector::None;
  Gender gender = Gender::None;
  Polish polish = Polish::None;
  QVector<int> txPositions;  ///< fiber positions carrying Tx lanes 1..n (receptacle frame)
  QVector<int> rxPositions;  ///< fiber positions carrying Rx lanes 1..n

  friend bool operator==(const OpticalPortDefinition&, const OpticalPortDefinition&) = default;
};

struct TransceiverBody {
  FormFactor formFactor = FormFactor::Unknown;
  TopStyle topStyle = TopStyle::NotApplicable;
  bool twinPort = false;
  int electricalLanes = 0;
  Signalling signalling = Signalling::Unknown;
  QVector<OpticalPortDefinition> opticalPorts;
  QString pmd;  ///< SR4, DR4, FR4, LR4 …
  int wavelengthNm = 0;
  FiberClass fiberClass = FiberClass::None;
  QMap<FiberGrade, double> reachM;  ///< channel reach per fiber grade
  double minReachM = 0;
  double powerTypW = 0;
  double powerMaxW = 0;
  double splitPowerTypW = 0;  ///< when a 4-lane module runs 2 lanes on a split leg
  double splitPowerMaxW = 0;
  QVector<Protocol> protocols;
  Generation generation = Generation::None;
  bool splittable = false;  ///< may feed a 1:2 fiber splitter (parallel PMDs only)
  int speedGbps = 0;        ///< per optical port, at full lanes

  friend bool operator==(const TransceiverBody&, const TransceiverBody&) = default;
};

/// One end of a copper/active/AOC assembly (the head or a breakout leg).
struct AssemblyEndDefinition {
  QString name;  ///< "A", "B", "B1" …
  FormFactor formFactor = FormFactor::Unknown;
  TopStyle topStyle = TopStyle::NotApplicable;
  bool twinPort = false;
  QVector<int> lanes;  ///< head-end lane numbers this end carries (1-based)
  double powerW = 0;

  friend bool operator==(const AssemblyEndDefinition&, const AssemblyEndDefinition&) = default;
};

struct CableAssemblyBody {
  CableAssemblyType type = CableAssemblyType::DAC;
  Signalling signalling = Signalling::Unknown;  ///< the family at full speed
  /// Further lane families the assembly also runs at a lower speed (a passive DAC is rated for
  /// them by its maker): MCP7Y60's legs carry 4 x 25G-NRZ to "2x100GbE/EDR" peers. The catalog
  /// writes all families as one "signalling" list, the full-speed one first.
  QVector<Signalling> otherSignalling;
  QVector<Protocol> protocols;
  Generation generation = Generation::None;
  QVector<AssemblyEndDefinition> ends;       ///< ends[0] is the head
  FiberGrade fiberGrade = FiberGrade::None;  ///< AOC only
  bool breakout() const { return ends.size() > 2; }

  friend bool operator==(const CableAssemblyBody&, const CableAssemblyBody&) = default;
};

/// One end of a passive fiber (cord, trunk, splitter leg).
struct FiberEndDefinition {
  QString name;
  Connector connector = Connector::None;
  int fiberCount = 0;
  Gender gender = Gender::None;
  Polish polish = Polish::None;
  QString keyOrientation;  ///< "up" / "down" as seen from the cable, informational

  friend bool operator==(const FiberEndDefinition&, const FiberEndDefinition&) = default;
};

/// A fiber path from one end/position to another end/position.
struct FiberPath {
  int fromEnd = 0;  ///< index into ends
  int fromPosition = 0;
  int toEnd = 0;
  int toPosition = 0;

  friend bool operator==(const FiberPath&, const FiberPath&) = default;
};

struct PassiveFiberBody {
  FiberConstruction construction = FiberConstruction::Cord;
  FiberGrade grade = FiberGrade::None;
  FiberClass fiberClass = FiberClass::None;
  QString polarity;  ///< "A", "B", "C", "AB", "AA", "splitter": a label; the map is the truth
  QVector<FiberEndDefinition> ends;
  QVector<FiberPath> paths;
  double ilPerMatingDb = 0;
  bool lowLoss = false;

  friend bool operator==(const PassiveFiberBody&, const PassiveFiberBody&) = default;
};

/// A coupling adapter (as fitted in a patch-panel port, or standing alone in a channel).
struct CouplingAdapterBody {
  Connector connector = Connector::None;
  int fiberCount = 0;
  Polish polish = Polish::None;
  AdapterKeying keying = AdapterKeying::NotApplicable;
  QVector<int> map;  ///< side-1 position i (1-based index) → side-2 position

  friend bool operator==(const CouplingAdapterBody&, const CouplingAdapterBody&) = default;
};

/// What a part is, beyond its names: exactly one body. There is no "no body" alternative: the
/// catalog reader refuses a part without one, and a part made in code starts as a device, the
/// body of the default kind (Other).
using PartBody = std::variant<DeviceBody, TransceiverBody, CableAssemblyBody, PassiveFiberBody,
                              CouplingAdapterBody>;

/// One catalog entry. Its body follows its kind (panels and other devices carry a DeviceBody;
/// coupling adapters carry an adapter body and kind Panel).
struct Part {
  QString id;  ///< catalog id: the part number or model name, e.g. "MMA4Z00-NS"
  PartKind kind = PartKind::Other;
  QString manufacturer;
  QString model;
  QString partNumber;  ///< ordering number, if different from id
  QString description;
  QString source;  ///< document the data came from (required)
  /// Field path ("transceiver.powerMaxW", "device.cages.logicalPorts") → why it is unconfirmed.
  /// Every place that shows the part shows these.
  QMap<QString, QString> unconfirmed;
  QString family;                 ///< family id for length variants, e.g. "MFP7E10"
  double lengthM = 0;             ///< fixed length of this variant; 0 = none
  bool lengthSelectable = false;  ///< generic parts: length given as ":<n>m"
  double minLengthM = 0;
  double maxLengthM = 0;

  PartBody body;

  /// The body, or null when the part is something else.
  const DeviceBody* device() const { return std::get_if<DeviceBody>(&body); }
  DeviceBody* device() { return std::get_if<DeviceBody>(&body); }
  const TransceiverBody* transceiver() const { return std::get_if<TransceiverBody>(&body); }
  TransceiverBody* transceiver() { return std::get_if<TransceiverBody>(&body); }
  const CableAssemblyBody* assembly() const { return std::get_if<CableAssemblyBody>(&body); }
  CableAssemblyBody* assembly() { return std::get_if<CableAssemblyBody>(&body); }
  const PassiveFiberBody* fiber() const { return std::get_if<PassiveFiberBody>(&body); }
  PassiveFiberBody* fiber() { return std::get_if<PassiveFiberBody>(&body); }
  const CouplingAdapterBody* coupler() const { return std::get_if<CouplingAdapterBody>(&body); }
  CouplingAdapterBody* coupler() { return std::get_if<CouplingAdapterBody>(&body); }

  /// The JSON this entry was read from (variants already resolved), embedded in design files.
  QJsonObject definition;

  bool isUnconfirmed() const { return !unconfirmed.isEmpty(); }
  QString displayName() const;

  /// Field-wise equality: an embedded definition must re-read to the same part.
  friend bool operator==(const Part&, const Part&) = default;
};

using PartPtr = std::shared_ptr<const Part>;

/// Makes the part's names that designs and checks copy all the time (its id, cage, port and end
/// names, PMD and polarity labels) text atoms (see textAtom()): parts are shared by every
/// validation thread, and copying an atom writes no reference count.
void shareNames(Part& part);

}  // namespace rackwright

#endif
