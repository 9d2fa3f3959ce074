#ifndef RACKWRIGHT_CORE_CATALOG_ENUMS_H
#define RACKWRIGHT_CORE_CATALOG_ENUMS_H

#include <QString>
#include <QStringList>

#include <optional>

namespace rackwright {

/// What a catalog entry is; also the filter of `rackwright catalog list --kind`.
enum class PartKind { Switch, Server, Adapter, Transceiver, Cable, Fiber, Panel, Other };

/// What a device does in a design; counted separately by `rackwright info`.
enum class DeviceRole {
  Switch,
  ManagementSwitch,
  Server,
  Adapter,
  Firewall,
  Pdu,
  PatchPanel,
  Cassette,
  Storage,
  ConsoleServer,
  Other
};

/// Mechanical family of a cage or of a plug that goes into one.
enum class FormFactor {
  OSFP,
  QSFP112,
  QSFP56,
  QSFP28,
  QSFP_DD,
  QSFP_DD800,
  SFP28,
  SFP,
  RJ45,
  Unknown
};

/// Top of a pluggable: IHS ("finned", OSFP MSA open/closed top) or RHS ("flat", riding heat sink).
enum class TopStyle { Finned, Flat, NotApplicable };

/// What a cage needs: no heat sink of its own (needs a finned module) or a riding heat sink /
/// cold plate (needs a flat module).
enum class CageThermal { NeedsFinned, NeedsFlat, NotApplicable };

/// Electrical lane signalling families. Optics cannot shift between them (cabling rules §0.7).
/// RS232: an RS-232 serial console line (a switch's console, a console server's ports): no lanes,
/// no rate in Gb/s.
enum class Signalling { NRZ25G, PAM4_50G, PAM4_100G, PAM4_200G, BaseT, RS232, Unknown };

/// Serial: the RS-232 console of a switch or server and the console server port it is wired to.
enum class Protocol { InfiniBand, Ethernet, Serial };

enum class Generation { None, EDR, HDR, NDR, XDR };

enum class Connector { MPO12, MPO16, MPO24, LCDuplex, LC, RJ45, None };

enum class Gender { Male, Female, None };

enum class Polish { APC, UPC, None };

enum class FiberClass { MMF, SMF, None };

enum class FiberGrade { OM3, OM4, OM5, OS2, None };

enum class CableAssemblyType { DAC, ACC, LACC, AOC, Copper };

/// Passive fiber construction.
enum class FiberConstruction { Cord, Trunk, Splitter, Harness };

/// Coupling adapter keying: key-up/key-down keeps positions (identity); key-up/key-up reverses.
enum class AdapterKeying { KeyUpKeyDown, KeyUpKeyUp, NotApplicable };

enum class Airflow { FrontToRear, RearToFront, Passive, SideToSide, Mixed, Unknown };

enum class PanelFace { Front, Rear };

/// String forms used in catalog and design JSON. Each `fromString` returns nullopt on an unknown
/// spelling so callers can report the JSON path.
QString toString(PartKind v);
QString toString(DeviceRole v);
QString toString(FormFactor v);
QString toString(TopStyle v);
QString toString(CageThermal v);
QString toString(Signalling v);
QString toString(Protocol v);
QString toString(Generation v);
QString toString(Connector v);
QString toString(Gender v);
QString toString(Polish v);
QString toString(FiberClass v);
QString toString(FiberGrade v);
QString toString(CableAssemblyType v);
QString toString(FiberConstruction v);
QString toString(AdapterKeying v);
QString toString(Airflow v);
QString toString(PanelFace v);

template <typename E>
std::optional<E> enumFromString(const QString& s);

/// All spellings of an enum, for error messages ("expected one of …").
template <typename E>
QStringList enumSpellings();

template <>
std::optional<PartKind> enumFromString<PartKind>(const QString& s);
template <>
QStringList enumSpellings<PartKind>();
template <>
std::optional<DeviceRole> enumFromString<DeviceRole>(const QString& s);
template <>
QStringList enumSpellings<DeviceRole>();
template <>
std::optional<FormFactor> enumFromString<FormFactor>(const QString& s);
template <>
QStringList enumSpellings<FormFactor>();
template <>
std::optional<TopStyle> enumFromString<TopStyle>(const QString& s);
template <>
QStringList enumSpellings<TopStyle>();
template <>
std::optional<CageThermal> enumFromString<CageThermal>(const QString& s);
template <>
QStringList enumSpellings<CageThermal>();
template <>
std::optional<Signalling> enumFromString<Signalling>(const QString& s);
template <>
QStringList enumSpellings<Signalling>();
template <>
std::optional<Protocol> enumFromString<Protocol>(const QString& s);
template <>
QStringList enumSpellings<Protocol>();
template <>
std::optional<Generation> enumFromString<Generation>(const QString& s);
template <>
QStringList enumSpellings<Generation>();
template <>
std::optional<Connector> enumFromString<Connector>(const QString& s);
template <>
QStringList enumSpellings<Connector>();
template <>
std::optional<Gender> enumFromString<Gender>(const QString& s);
template <>
QStringList enumSpellings<Gender>();
template <>
std::optional<Polish> enumFromString<Polish>(const QString& s);
template <>
QStringList enumSpellings<Polish>();
template <>
std::optional<FiberClass> enumFromString<FiberClass>(const QString& s);
template <>
QStringList enumSpellings<FiberClass>();
template <>
std::optional<FiberGrade> enumFromString<FiberGrade>(const QString& s);
template <>
QStringList enumSpellings<FiberGrade>();
template <>
std::optional<CableAssemblyType> enumFromString<CableAssemblyType>(const QString& s);
template <>
QStringList enumSpellings<CableAssemblyType>();
template <>
std::optional<FiberConstruction> enumFromString<FiberConstruction>(const QString& s);
template <>
QStringList enumSpellings<FiberConstruction>();
template <>
std::optional<AdapterKeying> enumFromString<AdapterKeying>(const QString& s);
template <>
QStringList enumSpellings<AdapterKeying>();
template <>
std::optional<Airflow> enumFromString<Airflow>(const QString& s);
template <>
QStringList enumSpellings<Airflow>();
template <>
std::optional<PanelFace> enumFromString<PanelFace>(const QString& s);
template <>
QStringList enumSpellings<PanelFace>();

/// The protocol's name as users read it ("InfiniBand", "Ethernet", "RS-232 serial"), translated.
QString protocolName(Protocol protocol);

/// Lane rate in Gb/s of one lane of a signalling family (25, 50, 100, 200; 0 when unknown).
int laneRateGbps(Signalling s);

/// Number of fibers a connector carries (12 for MPO-12, 2 for LC duplex …).
int connectorFiberCount(Connector c);

}  // namespace rackwright

#endif
