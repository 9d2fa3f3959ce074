// Part assembly for the NetBox importer: what the device is, its panel ports, bays and counts,
// and the transceiver body of optics module types.
#include "core/catalog/partfield.h"
#include "core/import/netbox/netboxdevicetype.h"
#include "core/import/netbox/netboximport.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rackwright::netbox {

namespace {

QString quoted(const QString& s) {
  return QStringLiteral("'%1'").arg(s);
}

bool matches(const QString& text, const char* pattern) {
  return QRegularExpression(QString::fromLatin1(pattern), QRegularExpression::CaseInsensitiveOption)
      .match(text)
      .hasMatch();
}

struct Classification {
  PartKind kind = PartKind::Other;
  DeviceRole role = DeviceRole::Other;
  QString reason;
};

int dataPortCount(const QVector<PlannedPort>& ports) {
  return int(std::count_if(ports.cbegin(), ports.cend(),
                           [](const PlannedPort& p) { return !p.management; }));
}

/// NetBox device types carry no role, so it is read from the ports and names.
Classification classify(const DeviceType& dt, const QVector<PlannedPort>& ports) {
  const int data = dataPortCount(ports);
  const QString text = QStringList{dt.model, dt.slug, dt.description, dt.comments}.join(' ');
  const QString maker = dt.manufacturer;
  if (dt.moduleType) {
    if (data > 0) {
      return {PartKind::Adapter, DeviceRole::Adapter,
              NetBoxImporter::tr("a NetBox module type with network interfaces")};
    }
    return {PartKind::Other, DeviceRole::Other,
            NetBoxImporter::tr(
                "a NetBox module type without network interfaces (e.g. a power supply)")};
  }
  if (dt.powerOutlets > 0) {
    return {PartKind::Other, DeviceRole::Pdu, NetBoxImporter::tr("it has power outlets")};
  }
  if (dt.consoleServerPorts > 0) {
    return {PartKind::Other, DeviceRole::ConsoleServer,
            NetBoxImporter::tr("it has console server ports")};
  }
  if ((!dt.frontPorts.isEmpty() || !dt.rearPorts.isEmpty()) && data == 0) {
    return {PartKind::Panel, DeviceRole::PatchPanel,
            NetBoxImporter::tr("it has front and rear pass-through ports and no interfaces")};
  }
  if (data == 0 && dt.powerPorts == 0 && dt.airflow == QLatin1String("passive") &&
      !dt.moduleBays.isEmpty()) {
    return {PartKind::Panel, DeviceRole::PatchPanel,
            NetBoxImporter::tr("it has only module bays (for cassettes) and passive airflow")};
  }
  if (matches(text, "\\bfirewall\\b") ||
      matches(maker, "^(palo alto|fortinet|check ?point|sonicwall)")) {
    return {PartKind::Other, DeviceRole::Firewall,
            NetBoxImporter::tr("its manufacturer or description names a firewall")};
  }
  if (matches(text, "\\b(storage|flasharray|flashblade)\\b") ||
      matches(maker, "^(pure storage|netapp|vast data|ddn|weka)")) {
    return {PartKind::Other, DeviceRole::Storage,
            NetBoxImporter::tr("its manufacturer or description names a storage system")};
  }
  const bool pcieBays = std::any_of(
      dt.moduleBays.cbegin(), dt.moduleBays.cend(),
      [](const ModuleBay& bay) { return matches(bay.name + ' ' + bay.position, "pcie|\\bslot"); });
  if (pcieBays || matches(text, "\\b(server|thinksystem|poweredge|proliant|dgx|hgx)\\b")) {
    return {PartKind::Server, DeviceRole::Server,
            pcieBays ? NetBoxImporter::tr("it has PCIe module bays")
                     : NetBoxImporter::tr("its name says server")};
  }
  const bool switchByName = matches(text, "\\bswitch\\b");
  if (switchByName || data >= 8) {
    const int slowCopper =
        int(std::count_if(ports.cbegin(), ports.cend(), [](const PlannedPort& p) {
          return !p.management && p.type.formFactor == FormFactor::RJ45 && p.type.speedGbps <= 1;
        }));
    if (data >= 24 && slowCopper * 4 >= data * 3) {
      return {PartKind::Switch, DeviceRole::ManagementSwitch,
              NetBoxImporter::tr("most of its %1 ports are 1G copper").arg(data)};
    }
    return {PartKind::Switch, DeviceRole::Switch,
            switchByName ? NetBoxImporter::tr("its name says switch")
                         : NetBoxImporter::tr("it has %1 network ports").arg(data)};
  }
  return {PartKind::Other, DeviceRole::Other,
          NetBoxImporter::tr("nothing in the file says what it is")};
}

/// NVIDIA Quantum switches are InfiniBand, although NetBox lists Ethernet interface types.
bool infinibandSwitch(const DeviceType& dt) {
  const QString text = QStringList{dt.model, dt.description, dt.comments}.join(' ');
  return matches(text, "\\binfiniband\\b") ||
         (matches(dt.manufacturer, "^(nvidia|mellanox)") && matches(dt.model, "^(mqm|qm|q)\\d{4}"));
}

Airflow airflowOf(const DeviceType& dt, Notes* notes) {
  if (dt.airflow.isEmpty())
    return Airflow::Unknown;
  if (const std::optional<Airflow> a = enumFromString<Airflow>(dt.airflow))
    return *a;
  if (dt.airflow == QLatin1String("left-to-right") ||
      dt.airflow == QLatin1String("right-to-left")) {
    return Airflow::SideToSide;
  }
  if (dt.airflow == QLatin1String("side-to-rear")) {
    notes->warn(NetBoxImporter::tr("airflow (line %1): side-to-rear recorded as mixed")
                    .arg(dt.airflowLine));
    return Airflow::Mixed;
  }
  notes->warn(NetBoxImporter::tr("airflow (line %1): unknown value %2; recorded as unknown")
                  .arg(dt.airflowLine)
                  .arg(quoted(dt.airflow)));
  return Airflow::Unknown;
}

// ---- panel ports ---------------------------------------------------------------------------

/// Fibers one NetBox position stands for: a duplex LC front port with one position carries two.
int fibersPerPosition(Connector connector, int netboxPositions) {
  const int fibers = connectorFiberCount(connector);
  if (fibers <= 0 || netboxPositions <= 0 || fibers % netboxPositions != 0)
    return 1;
  return fibers / netboxPositions;
}

QJsonArray buildPanelPorts(const DeviceType& dt, const CageContext& panel, Notes* notes) {
  QSet<QString> frontNames;
  for (const FrontPort& f : dt.frontPorts)
    frontNames.insert(f.name);
  bool clash = false;
  for (const RearPort& r : dt.rearPorts)
    clash = clash || frontNames.contains(r.name);
  const auto rearName = [clash](const QString& name) {
    return clash ? NetBoxImporter::tr("%1 (rear)").arg(name) : name;
  };
  if (clash) {
    notes->warn(
        NetBoxImporter::tr("rear-ports: rear ports share names with front ports; renamed them "
                           "\"<name> (rear)\""));
  }

  QSet<QString> unknownTypes;
  bool duplexAssumed = false;
  bool simplexAssumed = false;
  bool mpoAssumed = false;
  bool pcAsUpc = false;
  bool noPolish = false;
  const auto connectorOf = [&](const QString& type, const QString& where) {
    const PortTypeInfo info = portType(type);
    if (!info.known && !unknownTypes.contains(type)) {
      unknownTypes.insert(type);
      notes->warn(NetBoxImporter::tr(
                      "%1.type: NetBox port type %2 has no Rackwright connector; recorded as "
                      "'none'")
                      .arg(where, quoted(type)));
    }
    duplexAssumed = duplexAssumed || info.duplexAssumed;
    mpoAssumed = mpoAssumed || info.fiberCountAssumed;
    pcAsUpc = pcAsUpc || info.pcAsUpc;
    noPolish = noPolish || (connectorFiberCount(info.connector) > 0 && info.polish == Polish::None);
    return info;
  };

  // Fibers per NetBox position of each rear port, from the first front port that maps onto it,
  // but never more than the rear connector holds: twelve 'lc' fronts on a 12-position MPO-12
  // are simplex.
  QHash<QString, int> rearFactor;
  for (const FrontPort& f : dt.frontPorts) {
    if (f.rearPort.isEmpty())
      continue;
    int factor = fibersPerPosition(portType(f.type).connector, f.positions);
    const auto rear = std::find_if(dt.rearPorts.cbegin(), dt.rearPorts.cend(),
                                   [&](const RearPort& r) { return r.name == f.rearPort; });
    const int rearFibers =
        rear == dt.rearPorts.cend() ? 0 : connectorFiberCount(portType(rear->type).connector);
    if (rearFibers > 0 && rear->positions * factor > rearFibers) {
      factor = std::max(1, rearFibers / rear->positions);
    }
    if (!rearFactor.contains(f.rearPort)) {
      rearFactor.insert(f.rearPort, factor);
    } else if (rearFactor.value(f.rearPort) != factor) {
      notes->warn(
          NetBoxImporter::tr("%1: front ports of rear port %2 carry different fiber counts; "
                             "positions follow the first of them")
              .arg(f.where, quoted(f.rearPort)));
    }
  }

  QJsonArray ports;
  QVector<SlotSize> frontSizes;
  QVector<SlotSize> rearSizes;
  const SlotSize size{13.0, 10.0};  // a duplex LC / MPO adapter opening
  bool unmapped = false;
  for (const FrontPort& f : dt.frontPorts) {
    PortTypeInfo info = connectorOf(f.type, f.where);
    const int factor = f.rearPort.isEmpty() ? fibersPerPosition(info.connector, f.positions)
                                            : rearFactor.value(f.rearPort);
    if (info.connector == Connector::LCDuplex && factor * f.positions < 2) {
      info.connector = Connector::LC;
      simplexAssumed = true;
    }
    QJsonObject port;
    port[QStringLiteral("name")] = f.name;
    port[QStringLiteral("face")] = toString(PanelFace::Front);
    port[QStringLiteral("connector")] = toString(info.connector);
    port[QStringLiteral("positions")] = f.positions * factor;
    if (info.polish != Polish::None)
      port[QStringLiteral("polish")] = toString(info.polish);
    if (f.rearPort.isEmpty()) {
      unmapped = true;
    } else {
      QJsonArray rearPositions;
      for (int j = 0; j < f.positions; ++j) {
        for (int k = 0; k < factor; ++k)
          rearPositions.append((f.rearPosition - 1 + j) * factor + k + 1);
      }
      port[QStringLiteral("rearPort")] = rearName(f.rearPort);
      port[QStringLiteral("rearPositions")] = rearPositions;
    }
    ports.append(port);
    frontSizes << (info.connector == Connector::RJ45 ? SlotSize{11.7, 13.3} : size);
  }
  for (const RearPort& r : dt.rearPorts) {
    const PortTypeInfo info = connectorOf(r.type, r.where);
    const int factor = rearFactor.value(r.name, fibersPerPosition(info.connector, r.positions));
    QJsonObject port;
    port[QStringLiteral("name")] = rearName(r.name);
    port[QStringLiteral("face")] = toString(PanelFace::Rear);
    port[QStringLiteral("connector")] = toString(info.connector);
    port[QStringLiteral("positions")] = r.positions * factor;
    if (info.polish != Polish::None)
      port[QStringLiteral("polish")] = toString(info.polish);
    ports.append(port);
    rearSizes << (info.connector == Connector::RJ45 ? SlotSize{11.7, 13.3} : size);
  }
  // Front and rear faces each get their own grid.
  const QVector<QPointF> front = gridLayout(&frontSizes, panel.panelWidthMm, panel.panelHeightMm);
  const QVector<QPointF> rear = gridLayout(&rearSizes, panel.panelWidthMm, panel.panelHeightMm);
  for (int i = 0; i < ports.size(); ++i) {
    const QPointF at = i < front.size() ? front[i] : rear[i - front.size()];
    QJsonObject port = ports[i].toObject();
    port[QStringLiteral("x")] = at.x();
    port[QStringLiteral("y")] = at.y();
    ports[i] = port;
  }

  if (unmapped) {
    notes->warn(
        NetBoxImporter::tr("front-ports: some front ports name no rear_port; imported without a "
                           "rear mapping"));
  }
  QStringList connectorAssumptions;
  if (duplexAssumed && !simplexAssumed) {
    connectorAssumptions << NetBoxImporter::tr(
        "NetBox port type 'lc' does not say simplex or duplex; "
        "assumed LC duplex (two fibers per NetBox position)");
  }
  if (simplexAssumed) {
    connectorAssumptions << NetBoxImporter::tr(
        "NetBox port type 'lc' does not say simplex or duplex; "
        "assumed LC simplex where the rear connector leaves one fiber "
        "per position");
  }
  if (mpoAssumed) {
    connectorAssumptions << NetBoxImporter::tr(
        "NetBox port type 'mpo' has no fiber count; assumed MPO-12");
  }
  if (!connectorAssumptions.isEmpty()) {
    notes->unconfirmed.insert(QString(fieldPath(PartField::PanelPortConnector)),
                              connectorAssumptions.join(QStringLiteral("; ")));
  }
  if (noPolish || pcAsUpc) {
    notes->unconfirmed.insert(QString(fieldPath(PartField::PanelPortPolish)),
                              pcAsUpc ? NetBoxImporter::tr("NetBox 'pc' polish recorded as UPC")
                                      : NetBoxImporter::tr("the NetBox port type gives no polish"));
  }
  return ports;
}

// ---- transceivers --------------------------------------------------------------------------

/// The PMD named in the model or part number ("QSFP28-100G-LR4" → "LR4"), or empty.
QString pmdOf(const DeviceType& dt) {
  static const QRegularExpression token(
      QStringLiteral("^(?:\\d+X)?(SR|LR|ER|ZR|DR|FR|SX|LX|CWDM|PSM|BIDI|VR)(\\d*)$"));
  static const QRegularExpression separators(QStringLiteral("[\\s/_-]+"));
  for (const QString& text : {dt.model, dt.partNumber}) {
    for (const QString& part : text.toUpper().split(separators, Qt::SkipEmptyParts)) {
      if (token.match(part).hasMatch())
        return part;
    }
  }
  return {};
}

bool pluggable(FormFactor ff) {
  return ff != FormFactor::RJ45 && ff != FormFactor::Unknown;
}

bool looksLikeTransceiver(const DeviceType& dt, const QVector<PlannedPort>& ports) {
  if (!dt.moduleType || ports.size() != 1 || ports.front().management)
    return false;
  if (!pluggable(ports.front().type.formFactor))
    return false;
  if (dt.powerPorts > 0 || dt.consolePorts > 0 || !dt.moduleBays.isEmpty() ||
      !dt.frontPorts.isEmpty() || !dt.rearPorts.isEmpty()) {
    return false;
  }
  // Without a PMD there is nothing to say about the optics, so such a module stays an adapter.
  return !pmdOf(dt).isEmpty();
}

QJsonArray range(int from, int to) {
  QJsonArray out;
  for (int i = from; i <= to; ++i)
    out.append(i);
  return out;
}

/// IEEE nominal channel reach for common PMDs; empty when the PMD or rate is not covered.
QJsonObject nominalReach(const QString& pmd, const InterfaceTypeInfo& type) {
  const auto os2 = [](int m) { return QJsonObject{{QStringLiteral("OS2"), m}}; };
  const auto mmf = [](int om3, int om4) {
    return QJsonObject{{QStringLiteral("OM3"), om3}, {QStringLiteral("OM4"), om4}};
  };
  if (matches(pmd, "^(LR4?|LR1)$"))
    return os2(10000);
  if (matches(pmd, "^(ER4?|ER1)$"))
    return os2(40000);
  if (matches(pmd, "^ZR4?$"))
    return os2(80000);
  if (matches(pmd, "^(FR4?|FR1|CWDM4)$"))
    return os2(2000);
  if (matches(pmd, "^(DR4?|DR1|PSM4)$"))
    return os2(500);
  if (pmd == QLatin1String("SR4") && type.signalling == Signalling::NRZ25G)
    return mmf(70, 100);
  if (pmd == QLatin1String("SR") && type.signalling == Signalling::NRZ25G)
    return mmf(70, 100);
  if (pmd == QLatin1String("SR") && std::abs(type.speedGbps - 10) < 0.01)
    return mmf(300, 400);
  return {};
}

QJsonObject transceiverBody(const DeviceType& dt, const PlannedPort& port, Notes* notes) {
  const InterfaceTypeInfo& type = port.type;
  QJsonObject t;
  t[QStringLiteral("formFactor")] = toString(type.formFactor);
  TopStyle top = TopStyle::NotApplicable;
  if (type.formFactor == FormFactor::OSFP) {
    top = type.ridingHeatSink ? TopStyle::Flat : TopStyle::Finned;
    if (!type.ridingHeatSink) {
      notes->unconfirmed.insert(
          QString(fieldPath(PartField::TransceiverTopStyle)),
          NetBoxImporter::tr("NetBox does not give the top style; assumed finned"));
    }
  }
  t[QStringLiteral("topStyle")] = toString(top);
  t[QStringLiteral("twinPort")] = false;
  t[QStringLiteral("lanes")] = type.lanes;
  t[QStringLiteral("signalling")] = toString(type.signalling);
  if (type.signalling != Signalling::Unknown) {
    notes->unconfirmed.insert(
        QString(fieldPath(PartField::TransceiverSignalling)),
        NetBoxImporter::tr("derived from the NetBox interface speed and lane count"));
  }
  if (type.speedGbps >= 1)
    t[QStringLiteral("speedGbps")] = qRound(type.speedGbps);
  if (type.protocol)
    t[QStringLiteral("protocols")] = QJsonArray{toString(*type.protocol)};

  const QString pmd = pmdOf(dt);  // never empty: looksLikeTransceiver() requires one
  t[QStringLiteral("pmd")] = pmd;
  static const QRegularExpression family(QStringLiteral("^(?:\\d+X)?([A-Z]+)(\\d*)$"));
  const QRegularExpressionMatch m = family.match(pmd);
  const QString base = m.captured(1);
  const int opticalLanes = m.captured(2).toInt();
  const bool multimode =
      base == QLatin1String("SR") || base == QLatin1String("VR") || base == QLatin1String("SX");
  // BiDi optics exist for both fiber classes; the name does not say which.
  const FiberClass fiberClass = base == QLatin1String("BIDI") ? FiberClass::None
                                : multimode                   ? FiberClass::MMF
                                                              : FiberClass::SMF;
  t[QStringLiteral("fiberClass")] = toString(fiberClass);
  const bool parallel = opticalLanes >= 4 &&
                        (multimode || base == QLatin1String("DR") || base == QLatin1String("PSM"));
  QJsonObject optical;
  optical[QStringLiteral("name")] = QStringLiteral("1");
  if (parallel) {
    const bool sixteen = opticalLanes > 4;
    optical[QStringLiteral("connector")] = toString(sixteen ? Connector::MPO16 : Connector::MPO12);
    optical[QStringLiteral("gender")] = toString(Gender::Male);
    const bool pam4At100 =
        type.signalling == Signalling::PAM4_100G || type.signalling == Signalling::PAM4_200G;
    optical[QStringLiteral("polish")] = toString(pam4At100 ? Polish::APC : Polish::UPC);
    optical[QStringLiteral("tx")] = sixteen ? range(1, 8) : range(1, 4);
    optical[QStringLiteral("rx")] = sixteen ? range(9, 16) : range(9, 12);
  } else {
    optical[QStringLiteral("connector")] = toString(Connector::LCDuplex);
    optical[QStringLiteral("polish")] = toString(Polish::UPC);
    optical[QStringLiteral("tx")] = QJsonArray{1};
    optical[QStringLiteral("rx")] = QJsonArray{2};
  }
  t[QStringLiteral("opticalPorts")] = QJsonArray{optical};
  notes->unconfirmed.insert(QString(fieldPath(PartField::TransceiverPmd)),
                            NetBoxImporter::tr("read from the model name"));
  notes->unconfirmed.insert(
      QString(fieldPath(PartField::TransceiverOpticalPorts)),
      NetBoxImporter::tr("NetBox describes no optics; connector, polish and fiber "
                         "positions are the usual ones for %1")
          .arg(pmd));
  const QJsonObject reach = nominalReach(pmd, type);
  if (!reach.isEmpty()) {
    t[QStringLiteral("reachM")] = reach;
    notes->unconfirmed.insert(
        QString(fieldPath(PartField::TransceiverReachM)),
        NetBoxImporter::tr("IEEE nominal reach for %1; NetBox carries no reach").arg(pmd));
  } else {
    notes->warn(
        NetBoxImporter::tr("model: no nominal reach known for %1; reach left empty").arg(pmd));
  }
  return t;
}

QString firstLine(const QString& text) {
  for (QString line : text.split(QLatin1Char('\n'))) {
    line = line.trimmed();
    if (line.isEmpty())
      continue;
    // Markdown links "[title](url)" read better as "title (url)".
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\(([^)]*)\\)"));
    line.replace(link, QStringLiteral("\\1 (\\2)"));
    return line.left(200);
  }
  return {};
}

}  // namespace

QJsonObject assemblePart(const DeviceType& dt, const QString& fileName, Notes* notes) {
  const QVector<PlannedPort> ports = planInterfaces(dt.interfaces, notes);
  const bool transceiver = looksLikeTransceiver(dt, ports);
  Classification c = classify(dt, ports);
  if (transceiver) {
    c = {PartKind::Transceiver, DeviceRole::Other,
         NetBoxImporter::tr(
             "a module type with one pluggable interface whose name reads like an optic")};
  }

  QJsonObject part;
  QString id = dt.model;
  if (!dt.partNumber.isEmpty() && dt.model.contains(dt.partNumber))
    id = dt.partNumber;
  static const QRegularExpression spaces(QStringLiteral("\\s+"));
  id.replace(spaces, QStringLiteral("-"));
  part[QStringLiteral("id")] = id;
  part[QStringLiteral("kind")] = toString(c.kind);
  part[QStringLiteral("manufacturer")] = dt.manufacturer;
  part[QStringLiteral("model")] = dt.model;
  if (!dt.partNumber.isEmpty())
    part[QStringLiteral("partNumber")] = dt.partNumber;
  const QString description =
      dt.description.isEmpty() ? firstLine(dt.comments) : firstLine(dt.description);
  if (!description.isEmpty())
    part[QStringLiteral("description")] = description;
  part[QStringLiteral("source")] =
      NetBoxImporter::tr("NetBox device-type library: %1/%2").arg(dt.manufacturer, fileName);

  if (transceiver) {
    part[QStringLiteral("transceiver")] = transceiverBody(dt, ports.front(), notes);
  } else {
    QJsonObject device;
    device[QStringLiteral("role")] = toString(c.role);
    notes->unconfirmed.insert(
        QString(fieldPath(PartField::DeviceRole)),
        NetBoxImporter::tr("NetBox device types carry no role; assumed %1 because %2")
            .arg(toString(c.role), c.reason));
    double uHeight = 0;
    if (!dt.moduleType) {
      uHeight = dt.uHeight.value_or(1);
      if (!dt.uHeight)
        notes->warn(
            NetBoxImporter::tr("u_height: not given; assumed 1 rack unit (NetBox's "
                               "default)"));
      if (uHeight == 0 && c.role == DeviceRole::Pdu) {
        notes->warn(
            NetBoxImporter::tr("u_height: 0, a zero-U PDU: it hangs in a rack's side "
                               "channel and takes no rack units"));
      } else if (uHeight == 0) {
        notes->warn(NetBoxImporter::tr(
                        "u_height: 0, so the device is not rackable%1; it cannot be placed in "
                        "a rack")
                        .arg(dt.subdeviceRole == QLatin1String("child")
                                 ? NetBoxImporter::tr(" (a child device that sits in a device bay)")
                                 : QString()));
      }
    }
    device[QStringLiteral("uHeight")] = uHeight;
    CageContext context;
    if (dt.moduleType) {
      // Module types have no size in NetBox: a card-sized faceplate keeps port maps readable.
      context.panelWidthMm = 120;
      context.panelHeightMm = 20;
    } else if (uHeight == 0 && c.role == DeviceRole::Pdu) {
      // A zero-U PDU stands upright in the side channel: a generic full-height body.
      context.panelWidthMm = 56;
      context.panelHeightMm = 1778;
    } else {
      context.panelHeightMm = std::max(uHeight, 1.0) * kRackUnitMm;
    }
    if (uHeight == 0) {
      device[QStringLiteral("widthMm")] = context.panelWidthMm;
      device[QStringLiteral("heightMm")] = context.panelHeightMm;
      notes->unconfirmed.insert(
          QString(fieldPath(PartField::DeviceHeightMm)),
          NetBoxImporter::tr("NetBox gives no size for this %1; assumed a %2 × %3 mm "
                             "faceplate")
              .arg(dt.moduleType ? NetBoxImporter::tr("module") : NetBoxImporter::tr("0 U device"))
              .arg(context.panelWidthMm)
              .arg(context.panelHeightMm));
    }
    device[QStringLiteral("fullDepth")] = dt.moduleType ? false : dt.fullDepth.value_or(true);
    device[QStringLiteral("airflow")] = toString(airflowOf(dt, notes));
    if (dt.weightKg)
      device[QStringLiteral("weightKg")] = *dt.weightKg;
    if (!dt.moduleType && dt.maxDrawW > 0) {
      device[QStringLiteral("powerMaxW")] = dt.maxDrawW;
      notes->unconfirmed.insert(
          QString(fieldPath(PartField::DevicePowerMaxW)),
          NetBoxImporter::tr("NetBox gives the draw per power port; used the largest, "
                             "assuming redundant supplies"));
    }
    if (!dt.moduleType && dt.allocatedDrawW > 0) {
      device[QStringLiteral("powerTypicalW")] = dt.allocatedDrawW;
      notes->unconfirmed.insert(QString(fieldPath(PartField::DevicePowerTypicalW)),
                                NetBoxImporter::tr("NetBox's allocated draw of one power port"));
    }

    context.airCooledSwitch = c.kind == PartKind::Switch;
    context.infiniband = c.kind == PartKind::Switch && infinibandSwitch(dt);
    if (context.infiniband) {
      notes->warn(
          NetBoxImporter::tr("interfaces: NetBox lists Ethernet interface types, but %1 is an "
                             "InfiniBand switch; its data ports were imported as InfiniBand")
              .arg(dt.model));
    }
    const CageResult cages = buildCages(ports + planSerialPorts(dt, notes), context, notes);
    const QJsonArray panelPorts = buildPanelPorts(dt, context, notes);
    if (!cages.cages.isEmpty())
      device[QStringLiteral("cages")] = cages.cages;
    if (!panelPorts.isEmpty())
      device[QStringLiteral("panelPorts")] = panelPorts;
    if (cages.defaultProtocol) {
      device[QStringLiteral("defaultProtocol")] = toString(*cages.defaultProtocol);
    }
    const int laidOut = int(cages.cages.size() + panelPorts.size());
    if (laidOut > 0) {
      notes->warn(
          NetBoxImporter::tr("NetBox has no panel positions; laid out %n port(s) on a generic grid "
                             "(x and y are placeholders)",
                             nullptr, laidOut));
      const QString why = NetBoxImporter::tr("NetBox has no panel positions; generic grid");
      const bool panel = cages.cages.isEmpty();
      notes->unconfirmed.insert(
          QString(fieldPath(panel ? PartField::PanelPortX : PartField::CageX)), why);
      notes->unconfirmed.insert(
          QString(fieldPath(panel ? PartField::PanelPortY : PartField::CageY)), why);
    }

    // Power-supply and fan bays take no adapter; they become counts like the power ports.
    QJsonArray adapterBays;
    QMap<QString, int> other;
    for (const ModuleBay& bay : dt.moduleBays) {
      const QString text = bay.name + ' ' + bay.position;
      if (matches(text, "^(psu|ps|pwr|power)[\\s_-]*\\d*\\b|power supply")) {
        other[QStringLiteral("power-supply-bay")] += 1;
      } else if (matches(text, "^fan")) {
        other[QStringLiteral("fan-bay")] += 1;
      } else {
        adapterBays.append(QJsonObject{{QStringLiteral("name"), bay.name}});
      }
    }
    if (other.value(QStringLiteral("power-supply-bay")) + other.value(QStringLiteral("fan-bay")) >
        0) {
      notes->warn(
          NetBoxImporter::tr("module-bays: %1 power-supply and fan bays recorded as counts, not as "
                             "adapter bays")
              .arg(other.value(QStringLiteral("power-supply-bay")) +
                   other.value(QStringLiteral("fan-bay"))));
    }
    if (!adapterBays.isEmpty())
      device[QStringLiteral("adapterBays")] = adapterBays;
    // The RJ45 ones are serial cages (planSerialPorts); the others (USB) are counted.
    other[QStringLiteral("console")] = dt.consolePorts - int(dt.serialConsoles.size());
    other[QStringLiteral("console-server")] =
        dt.consoleServerPorts - int(dt.serialServerPorts.size());
    other[QStringLiteral("power")] = dt.powerPorts;
    other[QStringLiteral("power-outlet")] = dt.powerOutlets;
    other[QStringLiteral("device-bay")] = int(dt.deviceBays.size());
    if (!dt.deviceBays.isEmpty()) {
      notes->warn(
          NetBoxImporter::tr("device-bays: %1 bay(s) for child devices (%2) recorded as a count; "
                             "Rackwright does not nest devices")
              .arg(dt.deviceBays.size())
              .arg(dt.deviceBays.join(QStringLiteral(", "))));
    }
    QJsonObject otherPorts;
    for (auto it = other.cbegin(); it != other.cend(); ++it) {
      if (it.value() > 0)
        otherPorts[it.key()] = it.value();
    }
    if (!otherPorts.isEmpty())
      device[QStringLiteral("otherPorts")] = otherPorts;
    part[QStringLiteral("device")] = device;
  }

  if (!notes->unconfirmed.isEmpty()) {
    QJsonObject unconfirmed;
    for (auto it = notes->unconfirmed.cbegin(); it != notes->unconfirmed.cend(); ++it) {
      unconfirmed[it.key()] = it.value();
    }
    part[QStringLiteral("unconfirmed")] = unconfirmed;
  }
  return part;
}

}  // namespace rackwright::netbox
