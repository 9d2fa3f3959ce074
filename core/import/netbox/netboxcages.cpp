// Cage building for the NetBox importer: interface types to cages, twin-port pairs, generic grid.
#include "core/catalog/partfield.h"
#include "core/import/netbox/netboxdevicetype.h"
#include "core/import/netbox/netboximport.h"

#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rackwright::netbox {

namespace {

QString quoted(const QString& s) {
  return QStringLiteral("'%1'").arg(s);
}

QString speedText(double gbps) {
  if (gbps <= 0)
    return {};
  if (gbps < 1)
    return QStringLiteral("%1M").arg(qRound(gbps * 1000));
  return QStringLiteral("%1G").arg(gbps);
}

/// "a QSFP56 cage with 4 lanes of 50G-PAM4 (200G)", for warnings about guessed types.
QString describe(const InterfaceTypeInfo& info) {
  const QString ff = info.formFactor == FormFactor::Unknown && !info.cageLabel.isEmpty()
                         ? info.cageLabel
                         : toString(info.formFactor);
  QString text;
  if (info.lanes > 0 && info.signalling != Signalling::Unknown) {
    text = NetBoxImporter::tr("a %1 cage with %n lane(s) of %2", nullptr, info.lanes)
               .arg(ff, toString(info.signalling));
  } else {
    text = NetBoxImporter::tr("a %1 cage").arg(ff);
  }
  if (info.speedGbps > 0)
    text += QStringLiteral(" (%1)").arg(speedText(info.speedGbps));
  return text;
}

bool looksLikeManagement(const Interface& iface) {
  static const QRegularExpression names(
      QStringLiteral("^(mgmt\\d*|management\\d*|eth0|bmc|ipmi|xcc|idrac|ilo|oob|me0|fxp0|em0|"
                     "re\\d:mgmt-\\d+)$"),
      QRegularExpression::CaseInsensitiveOption);
  return names.match(iface.name).hasMatch() ||
         iface.description.contains(QLatin1String("management"), Qt::CaseInsensitive);
}

SlotSize cageSize(FormFactor ff) {
  // Nominal cage openings; good enough for a port map drawn on a generic grid.
  switch (ff) {
    case FormFactor::OSFP:
      return {22.6, 13.0};
    case FormFactor::QSFP_DD:
    case FormFactor::QSFP_DD800:
    case FormFactor::QSFP112:
    case FormFactor::QSFP56:
    case FormFactor::QSFP28:
      return {18.4, 8.5};
    case FormFactor::SFP28:
    case FormFactor::SFP:
      return {13.7, 8.6};
    case FormFactor::RJ45:
      return {11.7, 13.3};
    case FormFactor::Unknown:
      break;
  }
  return {15.0, 10.0};
}

/// One cage to be: a single interface, or a group of sub-ports that share one cage.
struct Draft {
  QString name;
  QVector<int> members;  // indices into the planned ports
  QStringList logicalPorts;
  bool twinPort = false;
  bool split = false;
};

/// Decides whether the data ports of one interface type are sub-ports of shared cages:
/// NVIDIA's twin-port OSFP cages ("P0.0"/"P0.1") or split notation ("swp1s0"/"swp1s1").
/// Returns the drafts, or nothing when one cage per interface is the safer reading.
QVector<Draft> pairUp(const QVector<PlannedPort>& ports, const QVector<int>& members,
                      Notes* notes) {
  static const QRegularExpression subPort(QStringLiteral("^(.*?)(\\d+)([./:s])(\\d+)$"));
  if (members.size() < 2)
    return {};
  const InterfaceTypeInfo& type = ports[members.front()].type;
  QString prefix;
  QString separator;
  QStringList order;                                // cage numbers in file order
  QHash<QString, QVector<QPair<int, int>>> groups;  // cage number → (sub index, port index)
  for (int index : members) {
    const QRegularExpressionMatch m = subPort.match(ports[index].source.name);
    if (!m.hasMatch())
      return {};
    if (order.isEmpty()) {
      prefix = m.captured(1);
      separator = m.captured(3);
    } else if (m.captured(1) != prefix || m.captured(3) != separator) {
      return {};
    }
    const QString number = m.captured(2);
    if (!groups.contains(number))
      order << number;
    groups[number].append({m.captured(4).toInt(), index});
  }
  const bool splitNotation = separator == QLatin1String("s");
  const bool twinCapable = type.formFactor == FormFactor::OSFP && type.lanes == 8;
  if (!splitNotation && !twinCapable)
    return {};

  int largest = 0;
  QSet<int> subs;
  for (const auto& group : std::as_const(groups)) {
    largest = std::max(largest, int(group.size()));
    for (const auto& [sub, index] : group)
      subs.insert(sub);
  }
  if (largest <= 1)
    return {};  // one port per cage number: "Ethernet1/1", "Ethernet2/1" …
  if (largest > 2 && !splitNotation)
    return {};  // slot/port numbering, not cage sub-ports

  // Sub-port numbering must be one consistent run (0..k-1, or 1..k for twin pairs).
  const int base = *std::min_element(subs.cbegin(), subs.cend());
  const int width = splitNotation ? (largest <= 2 ? 2 : 4) : 2;
  bool consistent = (base == 0 || (base == 1 && !splitNotation)) && subs.size() == width;
  for (int sub : subs)
    consistent = consistent && sub >= base && sub < base + width;
  int complete = 0;
  for (const auto& group : std::as_const(groups)) {
    QSet<int> seen;
    for (const auto& [sub, index] : group) {
      if (seen.contains(sub))
        consistent = false;
      seen.insert(sub);
    }
    if (group.size() == width)
      ++complete;
  }
  const bool confident =
      consistent && groups.size() >= 2 && qsizetype(complete) * 4 >= groups.size() * 3;
  if (!confident) {
    notes->warn(NetBoxImporter::tr("interfaces: names such as %1 look like sub-ports of shared "
                                   "cages, but they do not pair up cleanly; imported one cage "
                                   "per interface")
                    .arg(quoted(ports[members.front()].source.name)));
    return {};
  }

  QVector<Draft> drafts;
  for (const QString& number : std::as_const(order)) {
    Draft draft;
    draft.name = prefix + number;
    draft.twinPort = !splitNotation;
    draft.split = splitNotation;
    QStringList present;
    for (const auto& [sub, index] : groups.value(number)) {
      draft.members << index;
      present << ports[index].source.name;
    }
    QStringList missing;
    for (int sub = base; sub < base + width; ++sub) {
      const QString name = prefix + number + separator + QString::number(sub);
      draft.logicalPorts << name;
      if (!present.contains(name))
        missing << name;
    }
    if (!missing.isEmpty()) {
      notes->warn(NetBoxImporter::tr("%1: the file lists %2 but not %3; assumed cage %4 carries "
                                     "%5 all the same")
                      .arg(ports[draft.members.front()].source.where,
                           present.join(QLatin1String(", ")), missing.join(QLatin1String(", ")),
                           quoted(draft.name), draft.logicalPorts.join(QLatin1String(", "))));
    }
    drafts << draft;
  }
  return drafts;
}

}  // namespace

QVector<PlannedPort> planInterfaces(const QVector<Interface>& interfaces, Notes* notes) {
  const bool anyMarked = std::any_of(interfaces.cbegin(), interfaces.cend(),
                                     [](const Interface& i) { return i.mgmtOnly.value_or(false); });
  QStringList logical;
  QStringList wireless;
  QStringList backplane;
  QSet<QString> explained;  // interface types already warned about
  QVector<PlannedPort> planned;
  for (const Interface& iface : interfaces) {
    PlannedPort port;
    port.source = iface;
    if (iface.type.isEmpty()) {
      port.type.understood = false;
      notes->warn(NetBoxImporter::tr("%1 %2: no type given; imported as a cage of unknown form "
                                     "factor")
                      .arg(iface.where, quoted(iface.name)));
    } else {
      port.type = interfaceType(iface.type);
    }
    switch (port.type.cls) {
      case InterfaceClass::Logical:
        logical << iface.name;
        continue;
      case InterfaceClass::Wireless:
        wireless << iface.name;
        continue;
      case InterfaceClass::Backplane:
        backplane << iface.name;
        continue;
      case InterfaceClass::Cage:
        break;
    }
    const QString slug = port.type.slug;
    if (!iface.type.isEmpty() && !explained.contains(slug)) {
      explained.insert(slug);
      if (!port.type.known && port.type.understood) {
        notes->warn(NetBoxImporter::tr("%1.type: NetBox interface type %2 is not one Rackwright "
                                       "knows; assumed %3 from the type name")
                        .arg(iface.where, quoted(slug), describe(port.type)));
        notes->unconfirmed.insert(QString(fieldPath(PartField::CageFormFactor)),
                                  NetBoxImporter::tr("guessed from the unknown NetBox interface "
                                                     "type %1")
                                      .arg(quoted(slug)));
      } else if (!port.type.understood) {
        notes->warn(NetBoxImporter::tr("%1.type: NetBox interface type %2 says nothing about the "
                                       "cage; imported as a cage of unknown form factor")
                        .arg(iface.where, quoted(slug)));
      } else if (port.type.formFactor == FormFactor::Unknown) {
        notes->warn(NetBoxImporter::tr("%1.type: %2 is a %3 port, for which Rackwright has no "
                                       "form factor; imported as form factor 'unknown'")
                        .arg(iface.where, quoted(slug), port.type.cageLabel));
      } else if (port.type.formFactorAssumed) {
        notes->warn(NetBoxImporter::tr("%1.type: NetBox type %2 names a speed but no cage; "
                                       "assumed %3")
                        .arg(iface.where, quoted(slug), describe(port.type)));
        notes->unconfirmed.insert(QString(fieldPath(PartField::CageFormFactor)),
                                  NetBoxImporter::tr("NetBox type %1 names no cage; the usual "
                                                     "cage for its speed was assumed")
                                      .arg(quoted(slug)));
      }
    }
    if (iface.mgmtOnly.has_value()) {
      port.management = *iface.mgmtOnly;
    } else if (!anyMarked && port.type.formFactor == FormFactor::RJ45 &&
               looksLikeManagement(iface)) {
      port.management = true;
      notes->warn(NetBoxImporter::tr("%1 %2: mgmt_only is not set; assumed a management port "
                                     "from its name or description")
                      .arg(iface.where, quoted(iface.name)));
    }
    planned << port;
  }
  const auto skipped = [notes](const QStringList& names, const char* what) {
    if (names.isEmpty())
      return;
    notes->warn(NetBoxImporter::tr("interfaces: skipped %1 (%2): %3")
                    .arg(names.size())
                    .arg(names.join(QLatin1String(", ")), NetBoxImporter::tr(what)));
  };
  skipped(logical,
          QT_TRANSLATE_NOOP("rackwright::NetBoxImporter",
                            "virtual, bridge and LAG interfaces have no hardware to cable"));
  skipped(wireless, QT_TRANSLATE_NOOP("rackwright::NetBoxImporter",
                                      "wireless interfaces have nothing to cable"));
  skipped(backplane, QT_TRANSLATE_NOOP("rackwright::NetBoxImporter",
                                       "backplane interfaces are wired inside the chassis"));
  return planned;
}

QVector<PlannedPort> planSerialPorts(const DeviceType& dt, Notes* notes) {
  QVector<PlannedPort> planned;
  const auto add = [&](const QVector<Interface>& jacks, const QString& label) {
    for (const Interface& jack : jacks) {
      PlannedPort port;
      port.source = jack;
      port.type.slug = jack.type;
      port.type.formFactor = FormFactor::RJ45;
      port.type.lanes = 1;  // one line, as the console cable's ends have
      port.type.signalling = Signalling::RS232;
      port.type.protocol = Protocol::Serial;
      port.type.cageLabel = label;
      port.management = true;
      planned << port;
    }
  };
  add(dt.serialConsoles, NetBoxImporter::tr("RS-232 console"));
  add(dt.serialServerPorts, NetBoxImporter::tr("RS-232 console server port"));
  if (!planned.isEmpty()) {
    notes->warn(
        NetBoxImporter::tr("console-ports, console-server-ports: %n RJ45 port(s) imported "
                           "as RS-232 serial cages, for console cables",
                           nullptr, int(planned.size())));
  }
  return planned;
}

CageResult buildCages(const QVector<PlannedPort>& ports, const CageContext& context, Notes* notes) {
  // Sub-port detection runs per interface type over the data ports.
  QMap<QString, QVector<int>> byType;
  for (int i = 0; i < ports.size(); ++i) {
    if (!ports[i].management)
      byType[ports[i].type.slug].append(i);
  }
  QHash<int, int> draftOf;  // port index → index into grouped drafts
  QVector<Draft> grouped;
  for (auto it = byType.cbegin(); it != byType.cend(); ++it) {
    for (const Draft& draft : pairUp(ports, it.value(), notes)) {
      for (int member : draft.members)
        draftOf.insert(member, grouped.size());
      grouped << draft;
    }
  }
  QVector<Draft> drafts;
  QSet<int> emitted;
  for (int i = 0; i < ports.size(); ++i) {
    if (draftOf.contains(i)) {
      const int g = draftOf.value(i);
      if (!emitted.contains(g))
        drafts << grouped[g];
      emitted.insert(g);
      continue;
    }
    Draft single;
    single.name = ports[i].source.name;
    single.members << i;
    drafts << single;
  }

  CageResult result;
  QVector<SlotSize> sizes;
  QSet<QString> names;
  QMap<Protocol, int> protocolVotes;
  bool thermalAssumed = false;
  bool signallingDerived = false;
  bool twinUnknown = false;
  bool twinInferred = false;
  for (Draft& draft : drafts) {
    const PlannedPort& port = ports[draft.members.front()];
    const InterfaceTypeInfo& type = port.type;
    if (draft.name.isEmpty())
      draft.name = QStringLiteral("port%1").arg(result.cages.size() + 1);
    if (names.contains(draft.name)) {
      const QString renamed =
          QStringLiteral("%1 (%2)").arg(draft.name).arg(result.cages.size() + 1);
      notes->warn(NetBoxImporter::tr("%1: the name %2 is used twice; renamed this cage %3")
                      .arg(port.source.where, quoted(draft.name), quoted(renamed)));
      draft.name = renamed;
    }
    names.insert(draft.name);

    QJsonObject cage;
    cage[QStringLiteral("name")] = draft.name;
    cage[QStringLiteral("face")] = toString(PanelFace::Front);
    cage[QStringLiteral("formFactor")] = toString(type.formFactor);
    CageThermal thermal = CageThermal::NotApplicable;
    if (type.formFactor == FormFactor::OSFP) {
      if (type.ridingHeatSink) {
        thermal = CageThermal::NeedsFlat;
      } else {
        thermal = context.airCooledSwitch ? CageThermal::NeedsFinned : CageThermal::NeedsFlat;
        thermalAssumed = true;
      }
    }
    cage[QStringLiteral("thermal")] = toString(thermal);
    cage[QStringLiteral("twinPort")] = draft.twinPort;
    cage[QStringLiteral("lanes")] = type.lanes;
    Signalling signalling = type.signalling;
    if (draft.twinPort && type.lanes > 0) {
      // Two logical ports share the cage's lanes: each runs on half of them.
      signalling = signallingForLaneRate(type.speedGbps * draft.logicalPorts.size() / type.lanes);
    }
    QJsonArray signallingList;
    if (signalling != Signalling::Unknown) {
      signallingList.append(toString(signalling));
      if (!port.management && signalling != Signalling::BaseT)
        signallingDerived = true;
    }
    cage[QStringLiteral("signalling")] = signallingList;
    std::optional<Protocol> protocol = type.protocol;
    if (context.infiniband && !port.management && protocol == Protocol::Ethernet) {
      protocol = Protocol::InfiniBand;
    }
    QJsonArray protocols;
    if (protocol) {
      protocols.append(toString(*protocol));
      if (!port.management)
        protocolVotes[*protocol] += 1;
    }
    cage[QStringLiteral("protocols")] = protocols;
    cage[QStringLiteral("splitCapable")] = draft.split;
    // The catalog stores whole Gb/s; 2.5G and 100M ports leave it out.
    const double maxSpeed = type.speedGbps * std::max(1, int(draft.logicalPorts.size()));
    if (maxSpeed >= 1 && maxSpeed == std::floor(maxSpeed)) {
      cage[QStringLiteral("maxSpeedGbps")] = int(maxSpeed);
    }
    if (!draft.logicalPorts.isEmpty()) {
      cage[QStringLiteral("logicalPorts")] = QJsonArray::fromStringList(draft.logicalPorts);
    }
    // A serial jack is named by its label below, not as a management (network) port.
    QString note = port.management && type.protocol != Protocol::Serial
                       ? NetBoxImporter::tr("management port, NetBox type %1")
                       : NetBoxImporter::tr("NetBox type %1");
    note = note.arg(type.slug.isEmpty() ? NetBoxImporter::tr("(none)") : type.slug);
    if (!type.cageLabel.isEmpty())
      note += QStringLiteral(" (%1)").arg(type.cageLabel);
    cage[QStringLiteral("note")] = note;
    if (type.formFactor == FormFactor::OSFP && type.lanes == 8 && !port.management) {
      if (draft.twinPort) {
        twinInferred = true;
      } else {
        twinUnknown = true;
      }
    }
    result.cages.append(cage);
    sizes << cageSize(type.formFactor);
  }

  const QVector<QPointF> positions =
      gridLayout(&sizes, context.panelWidthMm, context.panelHeightMm);
  for (int i = 0; i < result.cages.size(); ++i) {
    QJsonObject cage = result.cages[i].toObject();
    cage[QStringLiteral("x")] = positions[i].x();
    cage[QStringLiteral("y")] = positions[i].y();
    cage[QStringLiteral("w")] = sizes[i].w;
    cage[QStringLiteral("h")] = sizes[i].h;
    result.cages[i] = cage;
  }

  int best = 0;
  for (auto it = protocolVotes.cbegin(); it != protocolVotes.cend(); ++it) {
    if (it.value() > best) {
      best = it.value();
      result.defaultProtocol = it.key();
    }
  }
  if (thermalAssumed) {
    notes->unconfirmed.insert(
        QString(fieldPath(PartField::CageThermal)),
        context.airCooledSwitch
            ? NetBoxImporter::tr("NetBox does not say which heat sink OSFP cages expect; assumed "
                                 "an air-cooled switch that takes finned (IHS) modules")
            : NetBoxImporter::tr("NetBox does not say which heat sink OSFP cages expect; assumed "
                                 "a riding heat sink that takes flat (RHS) modules"));
  }
  if (signallingDerived) {
    notes->unconfirmed.insert(QString(fieldPath(PartField::CageSignalling)),
                              NetBoxImporter::tr("NetBox gives the interface speed only; lane "
                                                 "signalling is speed divided by lanes, and "
                                                 "slower modes the cage may run are not listed"));
  }
  if (twinInferred) {
    notes->unconfirmed.insert(QString(fieldPath(PartField::CageTwinPort)),
                              NetBoxImporter::tr("NetBox lists two interfaces per OSFP cage; "
                                                 "twin-port cages were inferred from their names"));
  } else if (twinUnknown) {
    notes->unconfirmed.insert(QString(fieldPath(PartField::CageTwinPort)),
                              NetBoxImporter::tr("NetBox lists one interface per OSFP cage and "
                                                 "does not say whether the cage carries two "
                                                 "logical ports"));
  }
  if (context.infiniband) {
    notes->unconfirmed.insert(QString(fieldPath(PartField::CageProtocols)),
                              NetBoxImporter::tr("NetBox names Ethernet interface types; "
                                                 "InfiniBand was assumed from the model name"));
  }
  return result;
}

QVector<QPointF> gridLayout(QVector<SlotSize>* sizes, double panelWidthMm, double panelHeightMm) {
  // 19" panels keep the rack ears (about 20 mm each side) free; small faceplates use 5 %.
  const double kLeft = std::min(20.0, panelWidthMm * 0.05);
  constexpr double kTop = 3;
  constexpr double kGap = 1.5;
  const double kUsableWidth = panelWidthMm - 2 * kLeft;
  const double usableHeight = panelHeightMm - 2 * kTop;

  QVector<QPointF> positions;
  double x = kLeft;
  double columnWidth = 0;
  int row = 0;
  int rows = 0;
  SlotSize previous;
  for (const SlotSize& size : std::as_const(*sizes)) {
    const bool sameSize = size.w == previous.w && size.h == previous.h;
    if (positions.isEmpty() || !sameSize || row >= rows) {
      if (!positions.isEmpty())
        x += columnWidth + kGap;
      columnWidth = 0;
      row = 0;
      rows = std::max(1, int(std::floor((usableHeight + kGap) / (size.h + kGap))));
      // Cages come in belly-to-belly pairs on real panels; keep rows even.
      if (rows > 1 && rows % 2 == 1)
        --rows;
    }
    positions << QPointF(x, kTop + row * (size.h + kGap));
    columnWidth = std::max(columnWidth, size.w);
    previous = size;
    ++row;
  }
  const double used = positions.isEmpty() ? 0 : x + columnWidth - kLeft;
  const double squeeze = used > kUsableWidth ? kUsableWidth / used : 1.0;
  const auto round1 = [](double v) { return std::round(v * 10) / 10; };
  for (int i = 0; i < positions.size(); ++i) {
    positions[i] =
        QPointF(round1(kLeft + (positions[i].x() - kLeft) * squeeze), round1(positions[i].y()));
    (*sizes)[i].w = round1((*sizes)[i].w * squeeze);
  }
  return positions;
}

}  // namespace rackwright::netbox
