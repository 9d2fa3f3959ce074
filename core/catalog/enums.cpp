#include "enums.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace rackwright {

namespace {

template <typename E, std::size_t N>
QString nameOf(const std::array<std::pair<E, const char*>, N>& table, E v) {
  for (const auto& [e, name] : table) {
    if (e == v)
      return QString::fromLatin1(name);
  }
  return QStringLiteral("?");
}

template <typename E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, const char*>, N>& table, const QString& s) {
  for (const auto& [e, name] : table) {
    if (s.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
      return e;
  }
  return std::nullopt;
}

template <typename E, std::size_t N>
QStringList namesOf(const std::array<std::pair<E, const char*>, N>& table) {
  QStringList out;
  for (const auto& [e, name] : table)
    out << QString::fromLatin1(name);
  return out;
}

constexpr std::array<std::pair<PartKind, const char*>, 8> kPartKindNames{{
    {PartKind::Switch, "switch"},
    {PartKind::Server, "server"},
    {PartKind::Adapter, "adapter"},
    {PartKind::Transceiver, "transceiver"},
    {PartKind::Cable, "cable"},
    {PartKind::Fiber, "fiber"},
    {PartKind::Panel, "panel"},
    {PartKind::Other, "other"},
}};

constexpr std::array<std::pair<DeviceRole, const char*>, 11> kDeviceRoleNames{{
    {DeviceRole::Switch, "switch"},
    {DeviceRole::ManagementSwitch, "management-switch"},
    {DeviceRole::Server, "server"},
    {DeviceRole::Adapter, "adapter"},
    {DeviceRole::Firewall, "firewall"},
    {DeviceRole::Pdu, "pdu"},
    {DeviceRole::PatchPanel, "patch-panel"},
    {DeviceRole::Cassette, "cassette"},
    {DeviceRole::Storage, "storage"},
    {DeviceRole::ConsoleServer, "console-server"},
    {DeviceRole::Other, "other"},
}};

constexpr std::array<std::pair<FormFactor, const char*>, 10> kFormFactorNames{{
    {FormFactor::OSFP, "OSFP"},
    {FormFactor::QSFP112, "QSFP112"},
    {FormFactor::QSFP56, "QSFP56"},
    {FormFactor::QSFP28, "QSFP28"},
    {FormFactor::QSFP_DD, "QSFP-DD"},
    {FormFactor::QSFP_DD800, "QSFP-DD800"},
    {FormFactor::SFP28, "SFP28"},
    {FormFactor::SFP, "SFP"},
    {FormFactor::RJ45, "RJ45"},
    {FormFactor::Unknown, "unknown"},
}};

constexpr std::array<std::pair<TopStyle, const char*>, 3> kTopStyleNames{{
    {TopStyle::Finned, "finned"},
    {TopStyle::Flat, "flat"},
    {TopStyle::NotApplicable, "n/a"},
}};

constexpr std::array<std::pair<CageThermal, const char*>, 3> kCageThermalNames{{
    {CageThermal::NeedsFinned, "needs-finned"},
    {CageThermal::NeedsFlat, "needs-flat"},
    {CageThermal::NotApplicable, "n/a"},
}};

constexpr std::array<std::pair<Signalling, const char*>, 7> kSignallingNames{{
    {Signalling::NRZ25G, "25G-NRZ"},
    {Signalling::PAM4_50G, "50G-PAM4"},
    {Signalling::PAM4_100G, "100G-PAM4"},
    {Signalling::PAM4_200G, "200G-PAM4"},
    {Signalling::BaseT, "BASE-T"},
    {Signalling::RS232, "RS-232"},
    {Signalling::Unknown, "unknown"},
}};

constexpr std::array<std::pair<Protocol, const char*>, 3> kProtocolNames{{
    {Protocol::InfiniBand, "infiniband"},
    {Protocol::Ethernet, "ethernet"},
    {Protocol::Serial, "serial"},
}};

constexpr std::array<std::pair<Generation, const char*>, 5> kGenerationNames{{
    {Generation::None, "none"},
    {Generation::EDR, "EDR"},
    {Generation::HDR, "HDR"},
    {Generation::NDR, "NDR"},
    {Generation::XDR, "XDR"},
}};

constexpr std::array<std::pair<Connector, const char*>, 7> kConnectorNames{{
    {Connector::MPO12, "MPO-12"},
    {Connector::MPO16, "MPO-16"},
    {Connector::MPO24, "MPO-24"},
    {Connector::LCDuplex, "LC-duplex"},
    {Connector::LC, "LC"},
    {Connector::RJ45, "RJ45"},
    {Connector::None, "none"},
}};

constexpr std::array<std::pair<Gender, const char*>, 3> kGenderNames{{
    {Gender::Male, "male"},
    {Gender::Female, "female"},
    {Gender::None, "none"},
}};

constexpr std::array<std::pair<Polish, const char*>, 3> kPolishNames{{
    {Polish::APC, "APC"},
    {Polish::UPC, "UPC"},
    {Polish::None, "none"},
}};

constexpr std::array<std::pair<FiberClass, const char*>, 3> kFiberClassNames{{
    {FiberClass::MMF, "MMF"},
    {FiberClass::SMF, "SMF"},
    {FiberClass::None, "none"},
}};

constexpr std::array<std::pair<FiberGrade, const char*>, 5> kFiberGradeNames{{
    {FiberGrade::OM3, "OM3"},
    {FiberGrade::OM4, "OM4"},
    {FiberGrade::OM5, "OM5"},
    {FiberGrade::OS2, "OS2"},
    {FiberGrade::None, "none"},
}};

constexpr std::array<std::pair<CableAssemblyType, const char*>, 5> kCableAssemblyTypeNames{{
    {CableAssemblyType::DAC, "DAC"},
    {CableAssemblyType::ACC, "ACC"},
    {CableAssemblyType::LACC, "LACC"},
    {CableAssemblyType::AOC, "AOC"},
    {CableAssemblyType::Copper, "copper"},
}};

constexpr std::array<std::pair<FiberConstruction, const char*>, 4> kFiberConstructionNames{{
    {FiberConstruction::Cord, "cord"},
    {FiberConstruction::Trunk, "trunk"},
    {FiberConstruction::Splitter, "splitter"},
    {FiberConstruction::Harness, "harness"},
}};

constexpr std::array<std::pair<AdapterKeying, const char*>, 3> kAdapterKeyingNames{{
    {AdapterKeying::KeyUpKeyDown, "key-up-key-down"},
    {AdapterKeying::KeyUpKeyUp, "key-up-key-up"},
    {AdapterKeying::NotApplicable, "n/a"},
}};

constexpr std::array<std::pair<Airflow, const char*>, 6> kAirflowNames{{
    {Airflow::FrontToRear, "front-to-rear"},
    {Airflow::RearToFront, "rear-to-front"},
    {Airflow::Passive, "passive"},
    {Airflow::SideToSide, "side-to-side"},
    {Airflow::Mixed, "mixed"},
    {Airflow::Unknown, "unknown"},
}};

constexpr std::array<std::pair<PanelFace, const char*>, 2> kPanelFaceNames{{
    {PanelFace::Front, "front"},
    {PanelFace::Rear, "rear"},
}};

}  // namespace

QString toString(PartKind v) {
  return nameOf(kPartKindNames, v);
}
template <>
std::optional<PartKind> enumFromString<PartKind>(const QString& s) {
  return valueOf(kPartKindNames, s);
}
template <>
QStringList enumSpellings<PartKind>() {
  return namesOf(kPartKindNames);
}

QString toString(DeviceRole v) {
  return nameOf(kDeviceRoleNames, v);
}
template <>
std::optional<DeviceRole> enumFromString<DeviceRole>(const QString& s) {
  return valueOf(kDeviceRoleNames, s);
}
template <>
QStringList enumSpellings<DeviceRole>() {
  return namesOf(kDeviceRoleNames);
}

QString toString(FormFactor v) {
  return nameOf(kFormFactorNames, v);
}
template <>
std::optional<FormFactor> enumFromString<FormFactor>(const QString& s) {
  return valueOf(kFormFactorNames, s);
}
template <>
QStringList enumSpellings<FormFactor>() {
  return namesOf(kFormFactorNames);
}

QString toString(TopStyle v) {
  return nameOf(kTopStyleNames, v);
}
template <>
std::optional<TopStyle> enumFromString<TopStyle>(const QString& s) {
  return valueOf(kTopStyleNames, s);
}
template <>
QStringList enumSpellings<TopStyle>() {
  return namesOf(kTopStyleNames);
}

QString toString(CageThermal v) {
  return nameOf(kCageThermalNames, v);
}
template <>
std::optional<CageThermal> enumFromString<CageThermal>(const QString& s) {
  return valueOf(kCageThermalNames, s);
}
template <>
QStringList enumSpellings<CageThermal>() {
  return namesOf(kCageThermalNames);
}

QString toString(Signalling v) {
  return nameOf(kSignallingNames, v);
}
template <>
std::optional<Signalling> enumFromString<Signalling>(const QString& s) {
  return valueOf(kSignallingNames, s);
}
template <>
QStringList enumSpellings<Signalling>() {
  return namesOf(kSignallingNames);
}

QString toString(Protocol v) {
  return nameOf(kProtocolNames, v);
}
template <>
std::optional<Protocol> enumFromString<Protocol>(const QString& s) {
  return valueOf(kProtocolNames, s);
}
template <>
QStringList enumSpellings<Protocol>() {
  return namesOf(kProtocolNames);
}

QString toString(Generation v) {
  return nameOf(kGenerationNames, v);
}
template <>
std::optional<Generation> enumFromString<Generation>(const QString& s) {
  return valueOf(kGenerationNames, s);
}
template <>
QStringList enumSpellings<Generation>() {
  return namesOf(kGenerationNames);
}

QString toString(Connector v) {
  return nameOf(kConnectorNames, v);
}
template <>
std::optional<Connector> enumFromString<Connector>(const QString& s) {
  return valueOf(kConnectorNames, s);
}
template <>
QStringList enumSpellings<Connector>() {
  return namesOf(kConnectorNames);
}

QString toString(Gender v) {
  return nameOf(kGenderNames, v);
}
template <>
std::optional<Gender> enumFromString<Gender>(const QString& s) {
  return valueOf(kGenderNames, s);
}
template <>
QStringList enumSpellings<Gender>() {
  return namesOf(kGenderNames);
}

QString toString(Polish v) {
  return nameOf(kPolishNames, v);
}
template <>
std::optional<Polish> enumFromString<Polish>(const QString& s) {
  return valueOf(kPolishNames, s);
}
template <>
QStringList enumSpellings<Polish>() {
  return namesOf(kPolishNames);
}

QString toString(FiberClass v) {
  return nameOf(kFiberClassNames, v);
}
template <>
std::optional<FiberClass> enumFromString<FiberClass>(const QString& s) {
  return valueOf(kFiberClassNames, s);
}
template <>
QStringList enumSpellings<FiberClass>() {
  return namesOf(kFiberClassNames);
}

QString toString(FiberGrade v) {
  return nameOf(kFiberGradeNames, v);
}
template <>
std::optional<FiberGrade> enumFromString<FiberGrade>(const QString& s) {
  return valueOf(kFiberGradeNames, s);
}
template <>
QStringList enumSpellings<FiberGrade>() {
  return namesOf(kFiberGradeNames);
}

QString toString(CableAssemblyType v) {
  return nameOf(kCableAssemblyTypeNames, v);
}
template <>
std::optional<CableAssemblyType> enumFromString<CableAssemblyType>(const QString& s) {
  return valueOf(kCableAssemblyTypeNames, s);
}
template <>
QStringList enumSpellings<CableAssemblyType>() {
  return namesOf(kCableAssemblyTypeNames);
}

QString toString(FiberConstruction v) {
  return nameOf(kFiberConstructionNames, v);
}
template <>
std::optional<FiberConstruction> enumFromString<FiberConstruction>(const QString& s) {
  return valueOf(kFiberConstructionNames, s);
}
template <>
QStringList enumSpellings<FiberConstruction>() {
  return namesOf(kFiberConstructionNames);
}

QString toString(AdapterKeying v) {
  return nameOf(kAdapterKeyingNames, v);
}
template <>
std::optional<AdapterKeying> enumFromString<AdapterKeying>(const QString& s) {
  return valueOf(kAdapterKeyingNames, s);
}
template <>
QStringList enumSpellings<AdapterKeying>() {
  return namesOf(kAdapterKeyingNames);
}

QString toString(Airflow v) {
  return nameOf(kAirflowNames, v);
}
template <>
std::optional<Airflow> enumFromString<Airflow>(const QString& s) {
  return valueOf(kAirflowNames, s);
}
template <>
QStringList enumSpellings<Airflow>() {
  return namesOf(kAirflowNames);
}

QString toString(PanelFace v) {
  return nameOf(kPanelFaceNames, v);
}
template <>
std::optional<PanelFace> enumFromString<PanelFace>(const QString& s) {
  return valueOf(kPanelFaceNames, s);
}
template <>
QStringList enumSpellings<PanelFace>() {
  return namesOf(kPanelFaceNames);
}

QString protocolName(Protocol protocol) {
  switch (protocol) {
    case Protocol::InfiniBand:
      return QCoreApplication::translate("rackwright::Protocol", "InfiniBand");
    case Protocol::Ethernet:
      return QCoreApplication::translate("rackwright::Protocol", "Ethernet");
    case Protocol::Serial:
      return QCoreApplication::translate("rackwright::Protocol", "RS-232 serial");
  }
  return QString();
}

int laneRateGbps(Signalling s) {
  switch (s) {
    case Signalling::NRZ25G:
      return 25;
    case Signalling::PAM4_50G:
      return 50;
    case Signalling::PAM4_100G:
      return 100;
    case Signalling::PAM4_200G:
      return 200;
    case Signalling::BaseT:
    case Signalling::RS232:
    case Signalling::Unknown:
      return 0;
  }
  return 0;
}

int connectorFiberCount(Connector c) {
  switch (c) {
    case Connector::MPO12:
      return 12;
    case Connector::MPO16:
      return 16;
    case Connector::MPO24:
      return 24;
    case Connector::LCDuplex:
      return 2;
    case Connector::LC:
      return 1;
    case Connector::RJ45:
    case Connector::None:
      return 0;
  }
  return 0;
}

}  // namespace rackwright
