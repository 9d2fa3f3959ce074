#include "netboxinterfacetypes.h"

#include <QRegularExpression>

#include <array>
#include <cmath>

namespace rackwright::netbox {

namespace {

using IC = InterfaceClass;
using FF = FormFactor;
using SG = Signalling;

enum Proto { None, Eth, Ib };

struct Row {
  const char* slug;
  IC cls;
  FF ff;
  int lanes;
  double speedGbps;
  SG signalling;
  Proto proto;
  const char* cageLabel;  // NetBox's mechanical family when it is not a Rackwright form factor
  bool ffAssumed;
  bool rhs;
};

// Every interface type of NetBox (dcim InterfaceTypeChoices, as listed by the device-type library
// schema). Lane counts and signalling are what the cage uses at the type's speed; a type whose
// lane rate fits no Rackwright signalling family (10G NRZ, Fibre Channel rates) stays Unknown.
constexpr std::array<Row, 125> kRows{{
    // Logical
    {"virtual", IC::Logical, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"bridge", IC::Logical, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"lag", IC::Logical, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    // Ethernet, fixed ports
    {"100base-fx", IC::Cage, FF::Unknown, 1, 0.1, SG::Unknown, Eth, "100BASE-FX fiber", false,
     false},
    {"100base-lfx", IC::Cage, FF::Unknown, 1, 0.1, SG::Unknown, Eth, "100BASE-LFX fiber", false,
     false},
    {"100base-tx", IC::Cage, FF::RJ45, 1, 0.1, SG::BaseT, Eth, "", false, false},
    {"100base-t1", IC::Cage, FF::Unknown, 1, 0.1, SG::Unknown, Eth, "single-pair 100BASE-T1", false,
     false},
    {"1000base-t", IC::Cage, FF::RJ45, 1, 1, SG::BaseT, Eth, "", false, false},
    {"2.5gbase-t", IC::Cage, FF::RJ45, 1, 2.5, SG::BaseT, Eth, "", false, false},
    {"5gbase-t", IC::Cage, FF::RJ45, 1, 5, SG::BaseT, Eth, "", false, false},
    {"10gbase-t", IC::Cage, FF::RJ45, 1, 10, SG::BaseT, Eth, "", false, false},
    {"10gbase-cx4", IC::Cage, FF::Unknown, 4, 10, SG::Unknown, Eth, "CX4", false, false},
    // Ethernet, modular
    {"1000base-x-gbic", IC::Cage, FF::Unknown, 1, 1, SG::Unknown, Eth, "GBIC", false, false},
    {"1000base-x-sfp", IC::Cage, FF::SFP, 1, 1, SG::Unknown, Eth, "", false, false},
    {"10gbase-x-sfpp", IC::Cage, FF::SFP, 1, 10, SG::Unknown, Eth, "SFP+", false, false},
    {"10gbase-x-xfp", IC::Cage, FF::Unknown, 1, 10, SG::Unknown, Eth, "XFP", false, false},
    {"10gbase-x-xenpak", IC::Cage, FF::Unknown, 4, 10, SG::Unknown, Eth, "XENPAK", false, false},
    {"10gbase-x-x2", IC::Cage, FF::Unknown, 4, 10, SG::Unknown, Eth, "X2", false, false},
    {"25gbase-x-sfp28", IC::Cage, FF::SFP28, 1, 25, SG::NRZ25G, Eth, "", false, false},
    {"50gbase-x-sfp56", IC::Cage, FF::SFP, 1, 50, SG::PAM4_50G, Eth, "SFP56", false, false},
    {"40gbase-x-qsfpp", IC::Cage, FF::QSFP28, 4, 40, SG::Unknown, Eth, "QSFP+", false, false},
    {"50gbase-x-sfp28", IC::Cage, FF::SFP28, 1, 50, SG::PAM4_50G, Eth, "", false, false},
    {"100gbase-x-cfp", IC::Cage, FF::Unknown, 10, 100, SG::Unknown, Eth, "CFP", false, false},
    {"100gbase-x-cfp2", IC::Cage, FF::Unknown, 4, 100, SG::NRZ25G, Eth, "CFP2", false, false},
    {"200gbase-x-cfp2", IC::Cage, FF::Unknown, 8, 200, SG::NRZ25G, Eth, "CFP2", false, false},
    {"400gbase-x-cfp2", IC::Cage, FF::Unknown, 8, 400, SG::PAM4_50G, Eth, "CFP2", false, false},
    {"100gbase-x-cfp4", IC::Cage, FF::Unknown, 4, 100, SG::NRZ25G, Eth, "CFP4", false, false},
    {"100gbase-x-cxp", IC::Cage, FF::Unknown, 12, 100, SG::Unknown, Eth, "CXP", false, false},
    {"100gbase-x-cpak", IC::Cage, FF::Unknown, 10, 100, SG::Unknown, Eth, "CPAK", false, false},
    {"100gbase-x-dsfp", IC::Cage, FF::Unknown, 2, 100, SG::PAM4_50G, Eth, "DSFP", false, false},
    {"100gbase-x-sfpdd", IC::Cage, FF::Unknown, 2, 100, SG::PAM4_50G, Eth, "SFP-DD", false, false},
    {"100gbase-x-qsfp28", IC::Cage, FF::QSFP28, 4, 100, SG::NRZ25G, Eth, "", false, false},
    {"100gbase-x-qsfpdd", IC::Cage, FF::QSFP_DD, 8, 100, SG::Unknown, Eth, "", false, false},
    {"200gbase-x-qsfp56", IC::Cage, FF::QSFP56, 4, 200, SG::PAM4_50G, Eth, "", false, false},
    {"200gbase-x-qsfpdd", IC::Cage, FF::QSFP_DD, 8, 200, SG::NRZ25G, Eth, "", false, false},
    {"400gbase-x-qsfp112", IC::Cage, FF::QSFP112, 4, 400, SG::PAM4_100G, Eth, "", false, false},
    {"400gbase-x-qsfpdd", IC::Cage, FF::QSFP_DD, 8, 400, SG::PAM4_50G, Eth, "", false, false},
    {"400gbase-x-osfp", IC::Cage, FF::OSFP, 8, 400, SG::PAM4_50G, Eth, "", false, false},
    {"400gbase-x-osfp-rhs", IC::Cage, FF::OSFP, 8, 400, SG::PAM4_50G, Eth, "", false, true},
    {"400gbase-x-cdfp", IC::Cage, FF::Unknown, 16, 400, SG::NRZ25G, Eth, "CDFP", false, false},
    {"400gbase-x-cfp8", IC::Cage, FF::Unknown, 8, 400, SG::PAM4_50G, Eth, "CFP8", false, false},
    {"800gbase-x-qsfpdd", IC::Cage, FF::QSFP_DD800, 8, 800, SG::PAM4_100G, Eth, "", false, false},
    {"800gbase-x-osfp", IC::Cage, FF::OSFP, 8, 800, SG::PAM4_100G, Eth, "", false, false},
    // Ethernet, backplane
    {"1000base-kx", IC::Backplane, FF::Unknown, 1, 1, SG::Unknown, Eth, "", false, false},
    {"2.5gbase-kx", IC::Backplane, FF::Unknown, 1, 2.5, SG::Unknown, Eth, "", false, false},
    {"5gbase-kr", IC::Backplane, FF::Unknown, 1, 5, SG::Unknown, Eth, "", false, false},
    {"10gbase-kr", IC::Backplane, FF::Unknown, 1, 10, SG::Unknown, Eth, "", false, false},
    {"10gbase-kx4", IC::Backplane, FF::Unknown, 4, 10, SG::Unknown, Eth, "", false, false},
    {"25gbase-kr", IC::Backplane, FF::Unknown, 1, 25, SG::NRZ25G, Eth, "", false, false},
    {"40gbase-kr4", IC::Backplane, FF::Unknown, 4, 40, SG::Unknown, Eth, "", false, false},
    {"50gbase-kr", IC::Backplane, FF::Unknown, 1, 50, SG::PAM4_50G, Eth, "", false, false},
    {"100gbase-kp4", IC::Backplane, FF::Unknown, 4, 100, SG::NRZ25G, Eth, "", false, false},
    {"100gbase-kr2", IC::Backplane, FF::Unknown, 2, 100, SG::PAM4_50G, Eth, "", false, false},
    {"100gbase-kr4", IC::Backplane, FF::Unknown, 4, 100, SG::NRZ25G, Eth, "", false, false},
    // Wireless and cellular
    {"ieee802.11a", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.11g", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.11n", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.11ac", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.11ad", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.11ax", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.11ay", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"ieee802.15.1", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"other-wireless", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"gsm", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"cdma", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"lte", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"4g", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    {"5g", IC::Wireless, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
    // SONET
    {"sonet-oc3", IC::Cage, FF::Unknown, 1, 0.155, SG::Unknown, None, "SONET", false, false},
    {"sonet-oc12", IC::Cage, FF::Unknown, 1, 0.622, SG::Unknown, None, "SONET", false, false},
    {"sonet-oc48", IC::Cage, FF::Unknown, 1, 2.5, SG::Unknown, None, "SONET", false, false},
    {"sonet-oc192", IC::Cage, FF::Unknown, 1, 10, SG::Unknown, None, "SONET", false, false},
    {"sonet-oc768", IC::Cage, FF::Unknown, 4, 40, SG::Unknown, None, "SONET", false, false},
    {"sonet-oc1920", IC::Cage, FF::Unknown, 4, 100, SG::Unknown, None, "SONET", false, false},
    {"sonet-oc3840", IC::Cage, FF::Unknown, 4, 200, SG::Unknown, None, "SONET", false, false},
    // Fibre Channel
    {"1gfc-sfp", IC::Cage, FF::SFP, 1, 1, SG::Unknown, None, "", false, false},
    {"2gfc-sfp", IC::Cage, FF::SFP, 1, 2, SG::Unknown, None, "", false, false},
    {"4gfc-sfp", IC::Cage, FF::SFP, 1, 4, SG::Unknown, None, "", false, false},
    {"8gfc-sfpp", IC::Cage, FF::SFP, 1, 8, SG::Unknown, None, "SFP+", false, false},
    {"16gfc-sfpp", IC::Cage, FF::SFP, 1, 16, SG::Unknown, None, "SFP+", false, false},
    {"32gfc-sfp28", IC::Cage, FF::SFP28, 1, 32, SG::Unknown, None, "", false, false},
    {"32gfc-sfpp", IC::Cage, FF::SFP, 1, 32, SG::Unknown, None, "SFP+", false, false},
    {"64gfc-qsfpp", IC::Cage, FF::QSFP28, 4, 64, SG::Unknown, None, "QSFP+", false, false},
    {"64gfc-sfpdd", IC::Cage, FF::Unknown, 2, 64, SG::Unknown, None, "SFP-DD", false, false},
    {"64gfc-sfpp", IC::Cage, FF::SFP, 1, 64, SG::Unknown, None, "SFP+", false, false},
    {"128gfc-qsfp28", IC::Cage, FF::QSFP28, 4, 128, SG::Unknown, None, "", false, false},
    // InfiniBand: NetBox names only the speed, so the cage is the usual one for that generation
    {"infiniband-sdr", IC::Cage, FF::QSFP28, 4, 10, SG::Unknown, Ib, "QSFP", true, false},
    {"infiniband-ddr", IC::Cage, FF::QSFP28, 4, 20, SG::Unknown, Ib, "QSFP", true, false},
    {"infiniband-qdr", IC::Cage, FF::QSFP28, 4, 40, SG::Unknown, Ib, "QSFP+", true, false},
    {"infiniband-fdr10", IC::Cage, FF::QSFP28, 4, 40, SG::Unknown, Ib, "QSFP+", true, false},
    {"infiniband-fdr", IC::Cage, FF::QSFP28, 4, 56, SG::Unknown, Ib, "QSFP+", true, false},
    {"infiniband-edr", IC::Cage, FF::QSFP28, 4, 100, SG::NRZ25G, Ib, "", true, false},
    {"infiniband-hdr", IC::Cage, FF::QSFP56, 4, 200, SG::PAM4_50G, Ib, "", true, false},
    {"infiniband-ndr", IC::Cage, FF::OSFP, 4, 400, SG::PAM4_100G, Ib, "", true, false},
    {"infiniband-xdr", IC::Cage, FF::OSFP, 4, 800, SG::PAM4_200G, Ib, "", true, false},
    // Telco and access
    {"t1", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "T1 (RJ-48)", false, false},
    {"e1", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "E1 (RJ-48)", false, false},
    {"t3", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "T3 (coax)", false, false},
    {"e3", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "E3 (coax)", false, false},
    {"xdsl", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "xDSL", false, false},
    {"docsis", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "DOCSIS (coax)", false, false},
    {"bpon", IC::Cage, FF::Unknown, 1, 0, SG::Unknown, None, "PON", false, false},
    {"epon", IC::Cage, FF::Unknown, 1, 1, SG::Unknown, None, "PON", false, false},
    {"10g-epon", IC::Cage, FF::Unknown, 1, 10, SG::Unknown, None, "PON", false, false},
    {"gpon", IC::Cage, FF::Unknown, 1, 2.5, SG::Unknown, None, "PON", false, false},
    {"xg-pon", IC::Cage, FF::Unknown, 1, 10, SG::Unknown, None, "PON", false, false},
    {"xgs-pon", IC::Cage, FF::Unknown, 1, 10, SG::Unknown, None, "PON", false, false},
    {"ng-pon2", IC::Cage, FF::Unknown, 1, 10, SG::Unknown, None, "PON", false, false},
    {"25g-pon", IC::Cage, FF::Unknown, 1, 25, SG::Unknown, None, "PON", false, false},
    {"50g-pon", IC::Cage, FF::Unknown, 1, 50, SG::Unknown, None, "PON", false, false},
    // Stacking
    {"cisco-stackwise", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "stacking", false, false},
    {"cisco-stackwise-plus", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "stacking", false,
     false},
    {"cisco-flexstack", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "stacking", false, false},
    {"cisco-flexstack-plus", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "stacking", false,
     false},
    {"cisco-stackwise-80", IC::Cage, FF::Unknown, 0, 80, SG::Unknown, None, "stacking", false,
     false},
    {"cisco-stackwise-160", IC::Cage, FF::Unknown, 0, 160, SG::Unknown, None, "stacking", false,
     false},
    {"cisco-stackwise-320", IC::Cage, FF::Unknown, 0, 320, SG::Unknown, None, "stacking", false,
     false},
    {"cisco-stackwise-480", IC::Cage, FF::Unknown, 0, 480, SG::Unknown, None, "stacking", false,
     false},
    {"cisco-stackwise-1t", IC::Cage, FF::Unknown, 0, 1000, SG::Unknown, None, "stacking", false,
     false},
    {"juniper-vcp", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "stacking", false, false},
    {"extreme-summitstack", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "stacking", false,
     false},
    {"extreme-summitstack-128", IC::Cage, FF::Unknown, 0, 128, SG::Unknown, None, "stacking", false,
     false},
    {"extreme-summitstack-256", IC::Cage, FF::Unknown, 0, 256, SG::Unknown, None, "stacking", false,
     false},
    {"extreme-summitstack-512", IC::Cage, FF::Unknown, 0, 512, SG::Unknown, None, "stacking", false,
     false},
    // Anything else
    {"other", IC::Cage, FF::Unknown, 0, 0, SG::Unknown, None, "", false, false},
}};

constexpr bool allRowsFilled() {
  for (const Row& row : kRows) {
    if (row.slug == nullptr)
      return false;
  }
  return true;
}
static_assert(allRowsFilled(), "kRows has fewer entries than its declared size");

InterfaceTypeInfo fromRow(const Row& row) {
  InterfaceTypeInfo info;
  info.slug = QString::fromLatin1(row.slug);
  info.cls = row.cls;
  info.formFactor = row.ff;
  info.lanes = row.lanes;
  info.speedGbps = row.speedGbps;
  info.signalling = row.signalling;
  if (row.proto == Eth)
    info.protocol = Protocol::Ethernet;
  if (row.proto == Ib)
    info.protocol = Protocol::InfiniBand;
  info.cageLabel = QString::fromLatin1(row.cageLabel);
  info.formFactorAssumed = row.ffAssumed;
  info.ridingHeatSink = row.rhs;
  // "other" is in NetBox's list but says nothing about the port.
  info.understood = info.slug != QLatin1String("other");
  return info;
}

int defaultLanes(FormFactor ff) {
  switch (ff) {
    case FF::SFP:
    case FF::SFP28:
    case FF::RJ45:
      return 1;
    case FF::QSFP28:
    case FF::QSFP56:
    case FF::QSFP112:
      return 4;
    case FF::QSFP_DD:
    case FF::QSFP_DD800:
    case FF::OSFP:
      return 8;
    case FF::Unknown:
      break;
  }
  return 0;
}

/// Reads the cage token at the end of a type slug ("qsfp28", "osfp-rhs").
void applyCageToken(const QString& token, double speedGbps, InterfaceTypeInfo* info) {
  struct Token {
    const char* name;
    FF ff;
    const char* label;
  };
  static constexpr std::array<Token, 14> kTokens{{
      {"sfp", FF::SFP, ""},
      {"sfpp", FF::SFP, "SFP+"},
      {"sfp28", FF::SFP28, ""},
      {"sfp56", FF::SFP, "SFP56"},
      {"sfp112", FF::SFP, "SFP112"},
      {"qsfp", FF::QSFP28, "QSFP"},
      {"qsfpp", FF::QSFP28, "QSFP+"},
      {"qsfp28", FF::QSFP28, ""},
      {"qsfp56", FF::QSFP56, ""},
      {"qsfp112", FF::QSFP112, ""},
      {"qsfpdd", FF::QSFP_DD, ""},
      {"qsfpdd800", FF::QSFP_DD800, ""},
      {"osfp", FF::OSFP, ""},
      {"osfp112", FF::OSFP, ""},
  }};
  QString base = token;
  if (base.endsWith(QLatin1String("-rhs"))) {
    base.chop(4);
    info->ridingHeatSink = true;
  }
  for (const Token& t : kTokens) {
    if (base == QLatin1String(t.name)) {
      info->formFactor = t.ff;
      info->cageLabel = QString::fromLatin1(t.label);
      if (t.ff == FF::QSFP_DD && speedGbps >= 800)
        info->formFactor = FF::QSFP_DD800;
      return;
    }
  }
  info->formFactor = FF::Unknown;
  info->cageLabel = token.toUpper();
}

/// Guesses the usual cage for a lane count and rate when the type names none ("200gbase-cr4").
FormFactor cageForLanes(int lanes, double gbpsPerLane) {
  if (lanes == 1 && gbpsPerLane <= 10)
    return FF::SFP;
  if (lanes == 1 && std::abs(gbpsPerLane - 25) < 0.01)
    return FF::SFP28;
  if (lanes == 4 && std::abs(gbpsPerLane - 25) < 0.01)
    return FF::QSFP28;
  if (lanes == 4 && std::abs(gbpsPerLane - 50) < 0.01)
    return FF::QSFP56;
  if (lanes == 4 && std::abs(gbpsPerLane - 100) < 0.01)
    return FF::QSFP112;
  if (lanes == 8 && std::abs(gbpsPerLane - 50) < 0.01)
    return FF::QSFP_DD;
  return FF::Unknown;
}

InterfaceTypeInfo guess(const QString& slug) {
  InterfaceTypeInfo info;
  info.slug = slug;
  info.known = false;
  // <speed><unit>base-<medium><lanes>[-<cage>]: "200gbase-cr4", "1.6tbase-x-osfp".
  static const QRegularExpression pattern(
      QStringLiteral("^(\\d+(?:\\.\\d+)?)([mgt]?)base-([a-z]+?)(\\d*)(?:-([a-z0-9-]+))?$"));
  const QRegularExpressionMatch m = pattern.match(slug.toLower());
  if (!m.hasMatch()) {
    info.understood = false;
    return info;
  }
  double speed = m.captured(1).toDouble();
  const QString unit = m.captured(2);
  if (unit == QLatin1String("t"))
    speed *= 1000;
  if (unit.isEmpty() || unit == QLatin1String("m"))
    speed /= 1000;
  // Found by fuzzing: "1888…8gbase-t" read as 10^48 Gb/s overflowed the cage's whole-number
  // speed. A name faster than any Ethernet there is (NetBox's fastest is 1.6T) is not a speed
  // this guess understands.
  constexpr double kFastestGuessedGbps = 3200;
  if (!(speed > 0 && speed <= kFastestGuessedGbps)) {
    info.understood = false;
    return info;
  }
  info.speedGbps = speed;
  info.protocol = Protocol::Ethernet;
  const QString medium = m.captured(3);
  const int lanesInName = m.captured(4).toInt();
  const QString cage = m.captured(5);
  if (medium.startsWith(QLatin1Char('k'))) {
    info.cls = IC::Backplane;
    return info;
  }
  if (medium == QLatin1String("t") && cage.isEmpty()) {
    info.formFactor = FF::RJ45;
    info.lanes = 1;
    info.signalling = SG::BaseT;
    return info;
  }
  if (!cage.isEmpty())
    applyCageToken(cage, speed, &info);
  info.lanes = lanesInName > 0 ? lanesInName : defaultLanes(info.formFactor);
  if (info.lanes > 0)
    info.signalling = signallingForLaneRate(speed / info.lanes);
  if (cage.isEmpty()) {
    info.formFactor = cageForLanes(info.lanes, info.lanes > 0 ? speed / info.lanes : 0);
    info.formFactorAssumed = info.formFactor != FF::Unknown;
  }
  info.understood = info.formFactor != FF::Unknown || !info.cageLabel.isEmpty();
  return info;
}

}  // namespace

InterfaceTypeInfo interfaceType(const QString& slug) {
  const QString key = slug.trimmed().toLower();
  for (const Row& row : kRows) {
    if (key == QLatin1String(row.slug))
      return fromRow(row);
  }
  return guess(key);
}

QStringList knownInterfaceTypes() {
  QStringList out;
  for (const Row& row : kRows)
    out << QString::fromLatin1(row.slug);
  return out;
}

Signalling signallingForLaneRate(double gbpsPerLane) {
  struct Rate {
    double gbps;
    SG signalling;
  };
  static constexpr std::array<Rate, 4> kRates{{
      {25, SG::NRZ25G},
      {50, SG::PAM4_50G},
      {100, SG::PAM4_100G},
      {200, SG::PAM4_200G},
  }};
  for (const Rate& r : kRates) {
    if (std::abs(gbpsPerLane - r.gbps) < 0.01)
      return r.signalling;
  }
  return SG::Unknown;
}

PortTypeInfo portType(const QString& slug) {
  const QString key = slug.trimmed().toLower();
  PortTypeInfo info;
  // 8P8C family and GG45/TERA are the RJ45-style copper ports of patch panels.
  static const QStringList copper{QStringLiteral("8p8c"), QStringLiteral("8p6c"),
                                  QStringLiteral("8p4c"), QStringLiteral("8p2c"),
                                  QStringLiteral("gg45")};
  if (copper.contains(key)) {
    info.connector = Connector::RJ45;
    return info;
  }
  if (key == QLatin1String("mpo")) {
    info.connector = Connector::MPO12;
    info.fiberCountAssumed = true;
    return info;
  }
  if (key == QLatin1String("lc") || key.startsWith(QLatin1String("lc-"))) {
    info.connector = Connector::LCDuplex;
    info.duplexAssumed = true;
    if (key == QLatin1String("lc-apc"))
      info.polish = Polish::APC;
    if (key == QLatin1String("lc-upc"))
      info.polish = Polish::UPC;
    if (key == QLatin1String("lc-pc")) {
      info.polish = Polish::UPC;
      info.pcAsUpc = true;
    }
    return info;
  }
  info.known = false;
  return info;
}

}  // namespace rackwright::netbox
