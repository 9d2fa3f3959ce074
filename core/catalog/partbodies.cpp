// The kind-specific bodies of a catalog part. Split from partjson.cpp (which reads the common
// part fields and variants) to keep both files readable.
#include "core/common/wholenumber.h"
#include "core/geometry/rackunits.h"
#include "core/model/networks.h"
#include "partjson.h"
#include "positionmap.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace rackwright::partjson {

namespace {

using R = ObjectReader;  // short name for reader parameters; translations use ObjectReader::tr

QString indexed(const QString& path, int index) {
  return QStringLiteral("%1[%2]").arg(path).arg(index);
}

QString substituted(QString pattern, int n) {
  return pattern.replace(QStringLiteral("{n}"), QString::number(n));
}

QStringList substituted(const QStringList& patterns, int n) {
  QStringList out;
  for (const QString& p : patterns)
    out << substituted(p, n);
  return out;
}

/// Position maps written as a preset name: the same permutation the polarity types describe.
QVector<int> presetMap(const QString& preset, int count) {
  QVector<int> map;
  for (int i = 1; i <= count; ++i) {
    if (preset == QLatin1String("identity")) {
      map << i;
    } else if (preset == QLatin1String("reverse")) {
      map << count + 1 - i;
    } else if (preset == QLatin1String("pairswap") && count % 2 == 0) {
      map << (i % 2 == 1 ? i + 1 : i - 1);
    } else {
      return {};
    }
  }
  return map;
}

// Grid placement of the members of a cage or panel-port group.
struct Layout {
  double x0 = 0, y0 = 0, dx = 0, dy = 0;
  int rows = 1;
  bool columnMajor = false;

  QPointF at(int index, int count) const {
    int row = 0, column = 0;
    if (columnMajor) {
      row = index % rows;
      column = index / rows;
    } else {
      const int columns = (count + rows - 1) / rows;
      row = index / columns;
      column = index % columns;
    }
    return {x0 + column * dx, y0 + row * dy};
  }
};

Layout readLayout(const R& group) {
  group.requirePresent(QStringLiteral("layout"));
  const R l = group.child(QStringLiteral("layout"));
  Layout layout;
  layout.x0 = l.number(QStringLiteral("x0"), 0, 0);
  layout.y0 = l.number(QStringLiteral("y0"), 0, 0);
  layout.dx = l.number(QStringLiteral("dx"), 0, 0);
  layout.dy = l.number(QStringLiteral("dy"), 0, 0);
  layout.rows = l.integer(QStringLiteral("rows"), 1, 1);
  const QString order = l.string(QStringLiteral("order"), QStringLiteral("row-major"));
  if (order != QLatin1String("row-major") && order != QLatin1String("column-major")) {
    l.fail(l.childPath(QStringLiteral("order")),
           ObjectReader::tr("expected one of row-major, column-major; got \"%1\"").arg(order));
  }
  layout.columnMajor = order == QLatin1String("column-major");
  l.warnUnknownKeys();
  return layout;
}

QString groupNamePattern(const R& group) {
  QString pattern = group.requiredString(QStringLiteral("name"));
  if (!pattern.contains(QStringLiteral("{n}"))) {
    group.fail(
        group.childPath(QStringLiteral("name")),
        ObjectReader::tr("a group's name needs the number placeholder {n}, e.g. \"OSFP{n}\"; got "
                         "\"%1\"")
            .arg(pattern));
  }
  return pattern;
}

// Rails count GPUs of one node; no node has more than this many.
constexpr int kMaxRail = 64;

// The networks a node port (or an adapter bay) is meant for: keys of core/model/networks.h. A
// design may declare networks of its own, so a well-formed key that is not built in loads with a
// warning (a typo such as "compte" would otherwise make the port refuse every link).
void readNetworks(const R& c, QStringList& networks) {
  const QString key = QStringLiteral("networks");
  networks = c.strings(key);
  for (qsizetype i = 0; i < networks.size(); ++i) {
    const QString& network = networks.at(i);
    const QString where = QStringLiteral("%1[%2]").arg(c.childPath(key)).arg(i);
    if (const QString problem = Networks::keyProblem(network); !problem.isEmpty())
      c.fail(where, problem);
    if (networks.indexOf(network) != i) {
      c.fail(where, ObjectReader::tr("the network \"%1\" is listed twice").arg(network));
    }
    if (!Networks::builtIn(network)) {
      c.warn(where, ObjectReader::tr("\"%1\" is not a built-in network (%2); the port then "
                                     "joins only a design's own network of that key")
                        .arg(network, Networks::builtInKeysText()));
    }
  }
}

void readCageAttributes(const R& c, CageDefinition& cage) {
  cage.face = c.enumValue(QStringLiteral("face"), PanelFace::Front);
  cage.sizeMm = QSizeF(c.number(QStringLiteral("w"), 0, 0), c.number(QStringLiteral("h"), 0, 0));
  cage.formFactor = c.requiredEnum<FormFactor>(QStringLiteral("formFactor"));
  cage.thermal = c.enumValue(QStringLiteral("thermal"), CageThermal::NotApplicable);
  cage.twinPort = c.boolean(QStringLiteral("twinPort"), false);
  cage.electricalLanes = c.integer(QStringLiteral("lanes"), 0, 0);
  cage.signalling = c.enums<Signalling>(QStringLiteral("signalling"));
  cage.powerClassW = c.number(QStringLiteral("powerClassW"), 0, 0);
  cage.protocols = c.enums<Protocol>(QStringLiteral("protocols"));
  cage.defaultProtocol = c.optionalEnum<Protocol>(QStringLiteral("defaultProtocol"));
  cage.splitCapable = c.boolean(QStringLiteral("splitCapable"), false);
  cage.maxSpeedGbps = c.integer(QStringLiteral("maxSpeedGbps"), 0, 0);
  readNetworks(c, cage.networks);
  cage.rails = c.integers(QStringLiteral("rails"), 1, kMaxRail);
  cage.leaveUnwired = c.boolean(QStringLiteral("leaveUnwired"), false);
  if (cage.defaultProtocol && !cage.protocols.isEmpty() &&
      !cage.protocols.contains(*cage.defaultProtocol)) {
    c.fail(c.childPath(QStringLiteral("defaultProtocol")),
           ObjectReader::tr("the default protocol \"%1\" is not among the cage's protocols")
               .arg(toString(*cage.defaultProtocol)));
  }
}

// Fills the default logical ports and checks the twin-port rule.
void finishCage(const R& c, CageDefinition& cage) {
  if (cage.logicalPorts.isEmpty()) {
    cage.logicalPorts = cage.twinPort ? QStringList{cage.name + QStringLiteral("/1"),
                                                    cage.name + QStringLiteral("/2")}
                                      : QStringList{cage.name};
  }
  if (cage.twinPort && cage.logicalPorts.size() != 2) {
    c.fail(c.childPath(QStringLiteral("logicalPorts")),
           ObjectReader::tr("a twin-port cage carries exactly two logical ports; got %1")
               .arg(cage.logicalPorts.size()));
  }
  if (!cage.rails.isEmpty() && cage.rails.size() != cage.logicalPorts.size()) {
    c.fail(c.childPath(QStringLiteral("rails")),
           ObjectReader::tr("give one rail per logical port (%1: %2); got %3")
               .arg(cage.logicalPorts.size())
               .arg(cage.logicalPorts.join(QStringLiteral(", ")))
               .arg(cage.rails.size()));
  }
}

void readCages(const R& r, DeviceBody& d) {
  QSet<QString> names, logical;
  auto add = [&](const CageDefinition& cage, const R& at) {
    if (names.contains(cage.name)) {
      at.fail(at.path(),
              ObjectReader::tr("cage name \"%1\" is used twice in this device").arg(cage.name));
    }
    names.insert(cage.name);
    for (const QString& port : cage.logicalPorts) {
      if (logical.contains(port)) {
        at.fail(at.path(),
                ObjectReader::tr("logical port \"%1\" is used twice in this device").arg(port));
      }
      logical.insert(port);
    }
    d.cages << cage;
  };
  const QJsonArray cages = r.array(QStringLiteral("cages"));
  for (int i = 0; i < cages.size(); ++i) {
    const R c = r.element(QStringLiteral("cages"), cages, i);
    CageDefinition cage;
    cage.name = c.requiredString(QStringLiteral("name"));
    cage.positionMm =
        QPointF(c.number(QStringLiteral("x"), 0, 0), c.number(QStringLiteral("y"), 0, 0));
    readCageAttributes(c, cage);
    cage.logicalPorts = c.strings(QStringLiteral("logicalPorts"));
    cage.note = c.string(QStringLiteral("note"));
    finishCage(c, cage);
    c.warnUnknownKeys();
    add(cage, c);
  }
  const QJsonArray groups = r.array(QStringLiteral("cageGroups"));
  for (int i = 0; i < groups.size(); ++i) {
    const R g = r.element(QStringLiteral("cageGroups"), groups, i);
    const int count = g.requiredInteger(QStringLiteral("count"), 1);
    const int start = g.integer(QStringLiteral("start"), 1, 0);
    const QString pattern = groupNamePattern(g);
    const Layout layout = readLayout(g);
    CageDefinition proto;
    readCageAttributes(g, proto);
    const QStringList logicalPatterns = g.strings(QStringLiteral("logicalPorts"));
    const QString note = g.string(QStringLiteral("note"));
    g.warnUnknownKeys();
    for (int k = 0; k < count; ++k) {
      CageDefinition cage = proto;
      cage.name = substituted(pattern, start + k);
      cage.positionMm = layout.at(k, count);
      cage.logicalPorts = substituted(logicalPatterns, start + k);
      cage.note = substituted(note, start + k);
      finishCage(g, cage);
      add(cage, g);
    }
  }
}

void readPanelPortAttributes(const R& p, PanelPortDefinition& port, QString* rearPositionsPreset) {
  port.face = p.enumValue(QStringLiteral("face"), PanelFace::Front);
  port.connector = p.requiredEnum<Connector>(QStringLiteral("connector"));
  port.positions =
      p.integer(QStringLiteral("positions"), std::max(1, connectorFiberCount(port.connector)), 1);
  port.polish = p.enumValue(QStringLiteral("polish"), Polish::None);
  port.couplingAdapter = p.string(QStringLiteral("couplingAdapter"));
  port.rearPort = p.string(QStringLiteral("rearPort"));
  const QString key = QStringLiteral("rearPositions");
  if (p.object().value(key).isString()) {
    *rearPositionsPreset = p.string(key);
    if (presetMap(*rearPositionsPreset, port.positions).isEmpty()) {
      p.fail(p.childPath(key),
             ObjectReader::tr("expected one of identity, reverse or a list of rear "
                              "positions; got \"%1\"")
                 .arg(*rearPositionsPreset));
    }
  } else {
    port.rearPositions = p.integers(key, 1, 4096);
  }
}

// Checks every front→rear mapping once all ports (single and grouped) are known.
void checkPanelPorts(const DeviceBody& d, const QVector<R>& origins) {
  QHash<QString, const PanelPortDefinition*> byName;
  for (int i = 0; i < d.panelPorts.size(); ++i) {
    const PanelPortDefinition& port = d.panelPorts.at(i);
    if (byName.contains(port.name)) {
      origins.at(i).fail(
          origins.at(i).path(),
          ObjectReader::tr("panel port name \"%1\" is used twice in this device").arg(port.name));
    }
    byName.insert(port.name, &port);
  }
  QHash<QString, QSet<int>> fed;
  for (int i = 0; i < d.panelPorts.size(); ++i) {
    const PanelPortDefinition& port = d.panelPorts.at(i);
    const R& at = origins.at(i);
    if (port.rearPort.isEmpty()) {
      if (!port.rearPositions.isEmpty()) {
        at.fail(at.childPath(QStringLiteral("rearPositions")),
                ObjectReader::tr("rear positions need a \"rearPort\" to land on"));
      }
      continue;
    }
    const PanelPortDefinition* rear = byName.value(port.rearPort);
    if (!rear) {
      at.fail(
          at.childPath(QStringLiteral("rearPort")),
          ObjectReader::tr("port \"%1\" names rear port \"%2\", which this device does not have")
              .arg(port.name, port.rearPort));
    }
    if (rear->face != PanelFace::Rear || port.face != PanelFace::Front) {
      at.fail(at.childPath(QStringLiteral("rearPort")),
              ObjectReader::tr(
                  "only a front port maps onto a rear port; \"%1\" is on the %2 and \"%3\" on "
                  "the %4")
                  .arg(port.name, toString(port.face), rear->name, toString(rear->face)));
    }
    if (port.rearPositions.size() != port.positions) {
      at.fail(
          at.childPath(QStringLiteral("rearPositions")),
          ObjectReader::tr("expected %1 rear positions, one per position of port \"%2\"; got %3")
              .arg(port.positions)
              .arg(port.name)
              .arg(port.rearPositions.size()));
    }
    QSet<int>& used = fed[rear->name];
    for (int position : port.rearPositions) {
      if (position > rear->positions) {
        at.fail(at.childPath(QStringLiteral("rearPositions")),
                ObjectReader::tr("rear port \"%1\" has %2 positions; got position %3")
                    .arg(rear->name)
                    .arg(rear->positions)
                    .arg(position));
      }
      if (used.contains(position)) {
        at.fail(
            at.childPath(QStringLiteral("rearPositions")),
            ObjectReader::tr("position %1 of rear port \"%2\" is already fed by another front port")
                .arg(position)
                .arg(rear->name));
      }
      used.insert(position);
    }
  }
}

void readPanelPorts(const R& r, DeviceBody& d) {
  QVector<R> origins;
  auto finish = [](PanelPortDefinition& port, const QString& preset) {
    if (!preset.isEmpty()) {
      port.rearPositions = presetMap(preset, port.positions);
    } else if (!port.rearPort.isEmpty() && port.rearPositions.isEmpty()) {
      port.rearPositions = presetMap(QStringLiteral("identity"), port.positions);
    }
  };
  const QJsonArray ports = r.array(QStringLiteral("panelPorts"));
  for (int i = 0; i < ports.size(); ++i) {
    const R p = r.element(QStringLiteral("panelPorts"), ports, i);
    PanelPortDefinition port;
    port.name = p.requiredString(QStringLiteral("name"));
    port.positionMm =
        QPointF(p.number(QStringLiteral("x"), 0, 0), p.number(QStringLiteral("y"), 0, 0));
    QString preset;
    readPanelPortAttributes(p, port, &preset);
    finish(port, preset);
    p.warnUnknownKeys();
    d.panelPorts << port;
    origins << p;
  }
  const QJsonArray groups = r.array(QStringLiteral("panelPortGroups"));
  for (int i = 0; i < groups.size(); ++i) {
    const R g = r.element(QStringLiteral("panelPortGroups"), groups, i);
    const int count = g.requiredInteger(QStringLiteral("count"), 1);
    const int start = g.integer(QStringLiteral("start"), 1, 0);
    const QString pattern = groupNamePattern(g);
    const Layout layout = readLayout(g);
    PanelPortDefinition proto;
    QString preset;
    readPanelPortAttributes(g, proto, &preset);
    g.warnUnknownKeys();
    for (int k = 0; k < count; ++k) {
      PanelPortDefinition port = proto;
      port.name = substituted(pattern, start + k);
      port.rearPort = substituted(proto.rearPort, start + k);
      port.positionMm = layout.at(k, count);
      finish(port, preset);
      d.panelPorts << port;
      origins << g;
    }
  }
  checkPanelPorts(d, origins);
}

// "signalling": one family, or a list whose first entry is the full-speed family and whose
// others the assembly also runs (see CableAssemblyBody::otherSignalling).
void readAssemblySignalling(const R& r, CableAssemblyBody& a) {
  const QString key = QStringLiteral("signalling");
  if (!r.object().value(key).isArray()) {
    a.signalling = r.requiredEnum<Signalling>(key);
    return;
  }
  const QVector<Signalling> families = r.enums<Signalling>(key);
  if (families.isEmpty()) {
    r.fail(r.childPath(key), ObjectReader::tr("expected at least one signalling family, the "
                                              "full-speed one first"));
  }
  for (int i = 0; i < families.size(); ++i) {
    if (families.indexOf(families.at(i)) != i) {
      r.fail(indexed(r.childPath(key), i),
             ObjectReader::tr("signalling family \"%1\" is listed twice")
                 .arg(toString(families.at(i))));
    }
  }
  a.signalling = families.constFirst();
  a.otherSignalling = families.mid(1);
}

}  // namespace

DeviceBody readDevice(const R& r) {
  DeviceBody d;
  d.role = r.requiredEnum<DeviceRole>(QStringLiteral("role"));
  d.uHeight = r.number(QStringLiteral("uHeight"), 1, 0);
  if (!isWholeInt(d.uHeight * 2)) {
    r.fail(r.childPath(QStringLiteral("uHeight")),
           ObjectReader::tr("expected whole or half rack units; got %1").arg(d.uHeight));
  }
  d.fullDepth = r.boolean(QStringLiteral("fullDepth"), true);
  d.depthMm = r.number(QStringLiteral("depthMm"), 0, 0);
  d.widthMm = r.number(QStringLiteral("widthMm"), kRackPanelWidthMm, 1);
  d.heightMm = r.number(QStringLiteral("heightMm"), 0, 0);
  if (d.uHeight == 0 && d.heightMm == 0) {
    r.fail(
        r.childPath(QStringLiteral("heightMm")),
        ObjectReader::tr("a device of 0 U (an adapter card, a cassette or a zero-U PDU) needs its "
                         "panel height in mm"));
  }
  d.airflow = r.enumValue(QStringLiteral("airflow"), Airflow::Unknown);
  d.weightKg = r.number(QStringLiteral("weightKg"), 0, 0);
  d.powerTypicalW = r.number(QStringLiteral("powerTypicalW"), 0, 0);
  d.powerMaxW = r.number(QStringLiteral("powerMaxW"), 0, 0);
  d.defaultProtocol = r.optionalEnum<Protocol>(QStringLiteral("defaultProtocol"));
  readCages(r, d);

  const QJsonArray bays = r.array(QStringLiteral("adapterBays"));
  QSet<QString> bayNames;
  for (int i = 0; i < bays.size(); ++i) {
    const R b = r.element(QStringLiteral("adapterBays"), bays, i);
    AdapterBayDefinition bay;
    bay.name = b.requiredString(QStringLiteral("name"));
    bay.defaultAdapter = b.string(QStringLiteral("defaultAdapter"));
    readNetworks(b, bay.networks);
    if (bayNames.contains(bay.name)) {
      b.fail(
          b.childPath(QStringLiteral("name")),
          ObjectReader::tr("adapter bay name \"%1\" is used twice in this device").arg(bay.name));
    }
    bayNames.insert(bay.name);
    b.warnUnknownKeys();
    d.adapterBays << bay;
  }

  readPanelPorts(r, d);

  const R other = r.child(QStringLiteral("otherPorts"));
  for (auto it = other.object().begin(); it != other.object().end(); ++it) {
    d.otherPorts.insert(it.key(), other.integer(it.key(), 0, 0));
  }
  r.warnUnknownKeys();
  return d;
}

TransceiverBody readTransceiver(const R& r) {
  TransceiverBody t;
  t.formFactor = r.requiredEnum<FormFactor>(QStringLiteral("formFactor"));
  t.topStyle = r.requiredEnum<TopStyle>(QStringLiteral("topStyle"));
  t.twinPort = r.boolean(QStringLiteral("twinPort"), false);
  t.electricalLanes = r.requiredInteger(QStringLiteral("lanes"), 1);
  t.signalling = r.requiredEnum<Signalling>(QStringLiteral("signalling"));
  t.pmd = r.string(QStringLiteral("pmd"));
  t.wavelengthNm = r.integer(QStringLiteral("wavelengthNm"), 0, 0);
  t.fiberClass = r.requiredEnum<FiberClass>(QStringLiteral("fiberClass"));
  const R reach = r.child(QStringLiteral("reachM"));
  for (auto it = reach.object().begin(); it != reach.object().end(); ++it) {
    const FiberGrade grade =
        reach.enumAt<FiberGrade>(QJsonValue(it.key()), reach.childPath(it.key()));
    t.reachM.insert(grade, reach.number(it.key(), 0, 0));
  }
  t.minReachM = r.number(QStringLiteral("minReachM"), 0, 0);
  t.powerTypW = r.number(QStringLiteral("powerTypW"), 0, 0);
  t.powerMaxW = r.number(QStringLiteral("powerMaxW"), 0, 0);
  t.splitPowerTypW = r.number(QStringLiteral("splitPowerTypW"), 0, 0);
  t.splitPowerMaxW = r.number(QStringLiteral("splitPowerMaxW"), 0, 0);
  if (t.powerMaxW > 0 && t.powerTypW > t.powerMaxW) {
    r.fail(r.childPath(QStringLiteral("powerTypW")),
           ObjectReader::tr("typical power (%1 W) exceeds the maximum (%2 W)")
               .arg(t.powerTypW)
               .arg(t.powerMaxW));
  }
  t.protocols = r.enums<Protocol>(QStringLiteral("protocols"));
  t.generation = r.enumValue(QStringLiteral("generation"), Generation::None);
  t.splittable = r.boolean(QStringLiteral("splittable"), false);
  t.speedGbps = r.integer(QStringLiteral("speedGbps"), 0, 0);

  const QJsonArray ports = r.requiredArray(QStringLiteral("opticalPorts"));
  QSet<QString> names;
  for (int i = 0; i < ports.size(); ++i) {
    const R p = r.element(QStringLiteral("opticalPorts"), ports, i);
    OpticalPortDefinition port;
    port.name = p.requiredString(QStringLiteral("name"));
    if (names.contains(port.name)) {
      p.fail(p.childPath(QStringLiteral("name")),
             ObjectReader::tr("optical port name \"%1\" is used twice").arg(port.name));
    }
    names.insert(port.name);
    port.connector = p.requiredEnum<Connector>(QStringLiteral("connector"));
    const int fibers = connectorFiberCount(port.connector);
    if (fibers == 0) {
      p.fail(p.childPath(QStringLiteral("connector")),
             ObjectReader::tr("an optical port needs a fiber connector; got \"%1\"")
                 .arg(toString(port.connector)));
    }
    port.gender = p.enumValue(QStringLiteral("gender"), Gender::None);
    port.polish = p.enumValue(QStringLiteral("polish"), Polish::None);
    p.requirePresent(QStringLiteral("tx"));
    p.requirePresent(QStringLiteral("rx"));
    port.txPositions = p.integers(QStringLiteral("tx"), 1, fibers);
    port.rxPositions = p.integers(QStringLiteral("rx"), 1, fibers);
    if (port.txPositions.isEmpty() || port.txPositions.size() != port.rxPositions.size()) {
      p.fail(p.childPath(QStringLiteral("rx")),
             ObjectReader::tr("expected as many Rx positions as Tx positions (%1); got %2")
                 .arg(port.txPositions.size())
                 .arg(port.rxPositions.size()));
    }
    QSet<int> used;
    for (int position : port.txPositions + port.rxPositions) {
      if (used.contains(position)) {
        p.fail(p.path(), ObjectReader::tr("fiber position %1 is used twice").arg(position));
      }
      used.insert(position);
    }
    p.warnUnknownKeys();
    t.opticalPorts << port;
  }
  if (t.twinPort && t.opticalPorts.size() != 2) {
    r.fail(r.childPath(QStringLiteral("opticalPorts")),
           ObjectReader::tr("a twin-port module has two optical ports; got %1")
               .arg(t.opticalPorts.size()));
  }
  r.warnUnknownKeys();
  return t;
}

CableAssemblyBody readAssembly(const R& r) {
  CableAssemblyBody a;
  a.type = r.requiredEnum<CableAssemblyType>(QStringLiteral("type"));
  readAssemblySignalling(r, a);
  a.protocols = r.enums<Protocol>(QStringLiteral("protocols"));
  a.generation = r.enumValue(QStringLiteral("generation"), Generation::None);
  a.fiberGrade = r.enumValue(QStringLiteral("fiberGrade"), FiberGrade::None);
  const QJsonArray ends = r.requiredArray(QStringLiteral("ends"));
  if (ends.size() < 2) {
    r.fail(r.childPath(QStringLiteral("ends")),
           ObjectReader::tr("an assembly has a head end and at least one more end; got %1")
               .arg(ends.size()));
  }
  QSet<QString> names;
  QHash<int, int> carriedBy;  // head lane → number of other ends carrying it
  for (int i = 0; i < ends.size(); ++i) {
    const R e = r.element(QStringLiteral("ends"), ends, i);
    AssemblyEndDefinition end;
    end.name = e.requiredString(QStringLiteral("name"));
    if (names.contains(end.name)) {
      e.fail(e.childPath(QStringLiteral("name")),
             ObjectReader::tr("end name \"%1\" is used twice").arg(end.name));
    }
    names.insert(end.name);
    end.formFactor = e.requiredEnum<FormFactor>(QStringLiteral("formFactor"));
    end.topStyle = e.enumValue(QStringLiteral("topStyle"), TopStyle::NotApplicable);
    end.twinPort = e.boolean(QStringLiteral("twinPort"), false);
    e.requirePresent(QStringLiteral("lanes"));
    end.lanes = e.integers(QStringLiteral("lanes"), 1, 64);
    if (end.lanes.isEmpty()) {
      e.fail(e.childPath(QStringLiteral("lanes")), ObjectReader::tr("expected at least one lane"));
    }
    end.powerW = e.number(QStringLiteral("powerW"), 0, 0);
    for (int lane : end.lanes) {
      const QString where = e.childPath(QStringLiteral("lanes"));
      if (i == 0) {
        if (carriedBy.contains(lane))
          e.fail(where, ObjectReader::tr("lane %1 is listed twice").arg(lane));
        carriedBy.insert(lane, 0);
      } else if (!carriedBy.contains(lane)) {
        e.fail(where, ObjectReader::tr("lane %1 is not a lane of the head end \"%2\"")
                          .arg(lane)
                          .arg(a.ends.constFirst().name));
      } else if (++carriedBy[lane] > 1) {
        e.fail(where, ObjectReader::tr("head lane %1 is carried by more than one end").arg(lane));
      }
    }
    e.warnUnknownKeys();
    a.ends << end;
  }
  for (auto it = carriedBy.cbegin(); it != carriedBy.cend(); ++it) {
    if (it.value() == 0) {
      r.fail(r.childPath(QStringLiteral("ends")),
             ObjectReader::tr("head lane %1 is carried by no other end").arg(it.key()));
    }
  }
  r.warnUnknownKeys();
  return a;
}

PassiveFiberBody readFiber(const R& r) {
  PassiveFiberBody f;
  f.construction = r.requiredEnum<FiberConstruction>(QStringLiteral("construction"));
  f.grade = r.requiredEnum<FiberGrade>(QStringLiteral("grade"));
  f.fiberClass = r.requiredEnum<FiberClass>(QStringLiteral("fiberClass"));
  f.polarity = r.string(QStringLiteral("polarity"));
  f.ilPerMatingDb = r.number(QStringLiteral("ilPerMatingDb"), 0, 0);
  f.lowLoss = r.boolean(QStringLiteral("lowLoss"), false);
  const QJsonArray ends = r.requiredArray(QStringLiteral("ends"));
  if (ends.size() < 2) {
    r.fail(r.childPath(QStringLiteral("ends")),
           ObjectReader::tr("a fiber has at least two ends; got %1").arg(ends.size()));
  }
  QHash<QString, int> endIndex;
  for (int i = 0; i < ends.size(); ++i) {
    const R e = r.element(QStringLiteral("ends"), ends, i);
    FiberEndDefinition end;
    end.name = e.requiredString(QStringLiteral("name"));
    if (endIndex.contains(end.name)) {
      e.fail(e.childPath(QStringLiteral("name")),
             ObjectReader::tr("end name \"%1\" is used twice").arg(end.name));
    }
    endIndex.insert(end.name, i);
    end.connector = e.requiredEnum<Connector>(QStringLiteral("connector"));
    end.fiberCount = e.integer(QStringLiteral("fiberCount"), connectorFiberCount(end.connector), 1);
    if (end.fiberCount < 1) {
      e.fail(e.childPath(QStringLiteral("fiberCount")),
             ObjectReader::tr(
                 "expected the number of fibers at this end (connector \"%1\" carries none)")
                 .arg(toString(end.connector)));
    }
    end.gender = e.enumValue(QStringLiteral("gender"), Gender::None);
    end.polish = e.enumValue(QStringLiteral("polish"), Polish::None);
    end.keyOrientation = e.string(QStringLiteral("keyOrientation"));
    e.warnUnknownKeys();
    f.ends << end;
  }

  r.requirePresent(QStringLiteral("map"));
  const QString mapPath = r.childPath(QStringLiteral("map"));
  const QJsonValue map = r.object().value(QStringLiteral("map"));
  if (map.isString()) {
    const QVector<int> preset = presetMap(map.toString(), f.ends.constFirst().fiberCount);
    if (f.ends.size() != 2 || f.ends.at(0).fiberCount != f.ends.at(1).fiberCount) {
      r.fail(mapPath,
             ObjectReader::tr("the preset \"%1\" needs exactly two ends with equal fiber counts; "
                              "list the paths instead")
                 .arg(map.toString()));
    }
    if (preset.isEmpty()) {
      r.fail(mapPath,
             ObjectReader::tr("expected one of identity, reverse, pairswap or a list of [fromEnd, "
                              "fromPosition, toEnd, toPosition]; got %1")
                 .arg(describe(map)));
    }
    for (int i = 0; i < preset.size(); ++i)
      f.paths << FiberPath{0, i + 1, 1, preset.at(i)};
  } else {
    const QJsonArray paths = r.array(QStringLiteral("map"));
    QSet<QPair<int, int>> used;
    for (int i = 0; i < paths.size(); ++i) {
      const QString where = indexed(mapPath, i);
      const QJsonArray p = paths.at(i).toArray();
      if (!paths.at(i).isArray() || p.size() != 4 || !p.at(0).isString() || !p.at(1).isDouble() ||
          !p.at(2).isString() || !p.at(3).isDouble()) {
        r.fail(where, ObjectReader::tr("expected [fromEnd, fromPosition, toEnd, toPosition], e.g. "
                                       "[\"A\", 1, \"B\", 12]; got %1")
                          .arg(describe(paths.at(i))));
      }
      FiberPath path;
      const int ends2[2] = {0, 2};
      int* endField[2] = {&path.fromEnd, &path.toEnd};
      int* positionField[2] = {&path.fromPosition, &path.toPosition};
      for (int side = 0; side < 2; ++side) {
        const QString name = p.at(ends2[side]).toString();
        if (!endIndex.contains(name)) {
          r.fail(where, ObjectReader::tr("expected one of the end names %1; got \"%2\"")
                            .arg(QStringList(endIndex.keys()).join(QStringLiteral(", ")), name));
        }
        *endField[side] = endIndex.value(name);
        const int position = p.at(ends2[side] + 1).toInt();
        const int count = f.ends.at(*endField[side]).fiberCount;
        if (position < 1 || position > count || p.at(ends2[side] + 1).toDouble() != position) {
          r.fail(where, ObjectReader::tr("end \"%1\" has positions 1 to %2; got %3")
                            .arg(name)
                            .arg(count)
                            .arg(describe(p.at(ends2[side] + 1))));
        }
        *positionField[side] = position;
        if (used.contains({*endField[side], position})) {
          r.fail(where, ObjectReader::tr("position %1 of end \"%2\" is used by two paths")
                            .arg(position)
                            .arg(name));
        }
        used.insert({*endField[side], position});
      }
      if (path.fromEnd == path.toEnd) {
        r.fail(where, ObjectReader::tr("a path joins two different ends"));
      }
      f.paths << path;
    }
    if (f.paths.isEmpty())
      r.fail(mapPath, ObjectReader::tr("expected at least one fiber path"));
  }
  // The label is documentation; the map is what channels compose. Say when they disagree.
  const QString contradiction = polarityLabelContradiction(f);
  if (!contradiction.isEmpty())
    r.warn(r.childPath(QStringLiteral("polarity")), contradiction);
  r.warnUnknownKeys();
  return f;
}

CouplingAdapterBody readCoupler(const R& r) {
  CouplingAdapterBody c;
  c.connector = r.requiredEnum<Connector>(QStringLiteral("connector"));
  c.fiberCount = r.integer(QStringLiteral("fiberCount"), connectorFiberCount(c.connector), 1);
  c.polish = r.enumValue(QStringLiteral("polish"), Polish::None);
  c.keying = r.enumValue(QStringLiteral("keying"), AdapterKeying::NotApplicable);
  const QString mapPath = r.childPath(QStringLiteral("map"));
  const QJsonValue map = r.object().value(QStringLiteral("map"));
  if (!r.has(QStringLiteral("map"))) {
    // Key-up/key-up adapters reverse positions; every other keying keeps them.
    c.map = presetMap(c.keying == AdapterKeying::KeyUpKeyUp ? QStringLiteral("reverse")
                                                            : QStringLiteral("identity"),
                      c.fiberCount);
  } else if (map.isString()) {
    c.map = presetMap(map.toString(), c.fiberCount);
    if (c.map.isEmpty()) {
      r.fail(mapPath,
             ObjectReader::tr("expected one of identity, reverse, pairswap or a list of side-2 "
                              "positions; got %1")
                 .arg(describe(map)));
    }
  } else {
    c.map = r.integers(QStringLiteral("map"), 1, c.fiberCount);
    QVector<int> sorted = c.map;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != presetMap(QStringLiteral("identity"), c.fiberCount)) {
      r.fail(
          mapPath,
          ObjectReader::tr("expected each side-2 position 1 to %1 exactly once").arg(c.fiberCount));
    }
  }
  r.warnUnknownKeys();
  return c;
}

}  // namespace rackwright::partjson
