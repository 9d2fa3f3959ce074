// `rackwright catalog list [--kind KIND] [--format text|json]` and
// `rackwright catalog show ID [--format text|json]`: the parts and rack-scale systems the design
// tools know (built-in catalog plus the user's catalog folder), with every unconfirmed value
// marked.
#include "clisupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace rackwright::cli {
namespace {

QString number(double v) {
  return QString::number(v, 'g', 12);
}

template <typename E>
QString joined(const QVector<E>& values, const QString& separator = QStringLiteral(", ")) {
  QStringList out;
  for (const E& v : values)
    out << toString(v);
  return out.join(separator);
}

QString joinedNumbers(const QVector<int>& values) {
  QStringList out;
  for (int v : values)
    out << QString::number(v);
  return out.join(QLatin1Char(','));
}

/// Pads the columns of `rows` so they line up; the last column is left ragged.
QStringList alignRows(const QList<QStringList>& rows) {
  QVector<qsizetype> widths;
  for (const QStringList& row : rows) {
    if (widths.size() < row.size())
      widths.resize(row.size());
    for (int i = 0; i + 1 < row.size(); ++i)
      widths[i] = std::max(widths[i], row.at(i).size());
  }
  QStringList lines;
  for (const QStringList& row : rows) {
    QString line;
    for (int i = 0; i < row.size(); ++i) {
      line += i + 1 < row.size() ? row.at(i).leftJustified(widths.at(i) + 2) : row.at(i);
    }
    lines << line.trimmed();
  }
  return lines;
}

/// Writes one part as readable text. Each line names the schema fields it shows, so a value
/// the catalog marks as unconfirmed carries "UNCONFIRMED: <reason>" right where it is printed;
/// whatever was not printed inline is listed at the end, so no flag is ever dropped.
class PartPrinter final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::cli::PartPrinter)

 public:
  PartPrinter(QTextStream& out, const Part& part) : mOut(out), mPart(part) {}

  void print() {
    mOut << mPart.id;
    for (const QString& mark : marksFor({QStringLiteral("id")}))
      mOut << "  " << mark;
    mOut << '\n';
    field(tr("Kind"), toString(mPart.kind), {QStringLiteral("kind")});
    field(tr("Manufacturer"), mPart.manufacturer, {QStringLiteral("manufacturer")});
    field(tr("Model"), mPart.model, {QStringLiteral("model")});
    field(tr("Part number"), mPart.partNumber, {QStringLiteral("partNumber")});
    field(tr("Description"), mPart.description, {QStringLiteral("description")});
    printLength();
    if (mPart.device())
      printDevice(*mPart.device());
    if (mPart.transceiver())
      printTransceiver(*mPart.transceiver());
    if (mPart.assembly())
      printAssembly(*mPart.assembly());
    if (mPart.fiber())
      printFiber(*mPart.fiber());
    if (mPart.coupler())
      printCoupler(*mPart.coupler());
    field(tr("Source"), mPart.source, {QStringLiteral("source")});
    QStringList rest;
    for (auto it = mPart.unconfirmed.cbegin(); it != mPart.unconfirmed.cend(); ++it) {
      if (!mShown.contains(it.key()))
        rest << QStringLiteral("  %1: UNCONFIRMED: %2").arg(it.key(), it.value());
    }
    if (!rest.isEmpty())
      mOut << tr("Other unconfirmed values:") << '\n' << rest.join('\n') << '\n';
  }

 private:
  // Unconfirmed entries for these field paths (or anything below them).
  QStringList marksFor(const QStringList& fields) {
    QStringList reasons;
    for (auto it = mPart.unconfirmed.cbegin(); it != mPart.unconfirmed.cend(); ++it) {
      for (const QString& f : fields) {
        if (it.key() == f || it.key().startsWith(f + QLatin1Char('.'))) {
          const QString detail =
              it.key() == f ? QString() : it.key().mid(f.size() + 1) + QStringLiteral(": ");
          const QString mark = QStringLiteral("UNCONFIRMED: %1%2").arg(detail, it.value());
          // Several fields of one line often share a reason (typical and max power).
          if (!reasons.contains(mark))
            reasons << mark;
          mShown.insert(it.key());
          break;
        }
      }
    }
    return reasons;
  }

  void field(const QString& label, const QString& value, const QStringList& fields,
             int indent = 2) {
    const QStringList marks = marksFor(fields);
    if (value.isEmpty() && marks.isEmpty())
      return;
    mOut << QString(indent, QLatin1Char(' ')) << (label + QLatin1Char(':')).leftJustified(20)
         << value;
    for (const QString& mark : marks)
      mOut << "  " << mark;
    mOut << '\n';
  }

  // A heading for a list, with the marks that apply to every entry of it.
  void heading(const QString& label, const QStringList& fields, int indent = 2) {
    mOut << QString(indent, QLatin1Char(' ')) << label << ":\n";
    for (const QString& mark : marksFor(fields))
      mOut << QString(indent + 2, QLatin1Char(' ')) << mark << '\n';
  }

  void rows(const QList<QStringList>& rows, int indent = 4) {
    for (const QString& line : alignRows(rows))
      mOut << QString(indent, QLatin1Char(' ')) << line << '\n';
  }

  void printLength() {
    const QStringList fields{QStringLiteral("lengthM"),    QStringLiteral("variants"),
                             QStringLiteral("family"),     QStringLiteral("lengthSelectable"),
                             QStringLiteral("minLengthM"), QStringLiteral("maxLengthM")};
    QString value;
    if (mPart.lengthM > 0)
      value = tr("%1 m").arg(number(mPart.lengthM));
    if (!mPart.family.isEmpty())
      value += tr(" (family %1)").arg(mPart.family);
    if (mPart.lengthSelectable) {
      const QString base = mPart.family.isEmpty() ? mPart.id : mPart.family;
      value += (value.isEmpty() ? QString() : QStringLiteral("; ")) +
               tr("selectable from %1 to %2 m: use %3:<n>m")
                   .arg(number(mPart.minLengthM), number(mPart.maxLengthM), base);
    }
    field(tr("Length"), value, fields);
  }

  void printDevice(const DeviceBody& d) {
    mOut << tr("Device") << '\n';
    field(tr("Role"), toString(d.role), {QStringLiteral("device.role")});
    QString size =
        d.uHeight > 0
            ? tr("%1 U").arg(number(d.uHeight))
            : tr("not rack-mounted, panel %1 x %2 mm").arg(number(d.widthMm), number(d.heightMm));
    size += d.fullDepth ? tr(", full depth") : tr(", not full depth");
    if (d.depthMm > 0)
      size += tr(", %1 mm deep").arg(number(d.depthMm));
    field(tr("Size"), size,
          {QStringLiteral("device.uHeight"), QStringLiteral("device.fullDepth"),
           QStringLiteral("device.depthMm"), QStringLiteral("device.widthMm"),
           QStringLiteral("device.heightMm")});
    field(tr("Airflow"), toString(d.airflow), {QStringLiteral("device.airflow")});
    field(tr("Weight"), d.weightKg > 0 ? tr("%1 kg").arg(number(d.weightKg)) : QString(),
          {QStringLiteral("device.weightKg")});
    QStringList power;
    if (d.powerTypicalW > 0)
      power << tr("%1 W typical").arg(number(d.powerTypicalW));
    if (d.powerMaxW > 0)
      power << tr("%1 W max").arg(number(d.powerMaxW));
    field(tr("Power"), power.join(QStringLiteral(", ")),
          {QStringLiteral("device.powerTypicalW"), QStringLiteral("device.powerMaxW")});
    field(tr("Default protocol"), d.defaultProtocol ? toString(*d.defaultProtocol) : QString(),
          {QStringLiteral("device.defaultProtocol")});
    if (!d.cages.isEmpty()) {
      heading(tr("Cages (%1)").arg(d.cages.size()),
              {QStringLiteral("device.cages"), QStringLiteral("device.cageGroups")});
      QList<QStringList> table{{tr("NAME"), tr("FACE"), tr("FORM"), tr("LANES"), tr("SIGNALLING"),
                                tr("POWER"), tr("THERMAL"), tr("PROTOCOLS"), tr("LOGICAL PORTS"),
                                tr("NOTE")}};
      for (const CageDefinition& c : d.cages) {
        QString lanes =
            c.electricalLanes > 0 ? QString::number(c.electricalLanes) : QStringLiteral("-");
        if (c.twinPort)
          lanes += tr(" twin");
        if (c.splitCapable)
          lanes += tr(" split");
        QString protocols = joined(c.protocols, QStringLiteral("/"));
        if (c.defaultProtocol)
          protocols += tr(" (default %1)").arg(toString(*c.defaultProtocol));
        QString signalling = joined(c.signalling, QStringLiteral("/"));
        if (c.maxSpeedGbps > 0)
          signalling += tr(" max %1G").arg(c.maxSpeedGbps);
        table << QStringList{
            c.name,
            toString(c.face),
            toString(c.formFactor),
            lanes,
            signalling.isEmpty() ? QStringLiteral("-") : signalling,
            c.powerClassW > 0 ? tr("%1 W").arg(number(c.powerClassW)) : QStringLiteral("-"),
            toString(c.thermal),
            protocols.isEmpty() ? QStringLiteral("-") : protocols,
            c.logicalPorts.join(QStringLiteral(", ")),
            c.note};
      }
      rows(table);
    }
    if (!d.adapterBays.isEmpty()) {
      heading(tr("Adapter bays (%1)").arg(d.adapterBays.size()),
              {QStringLiteral("device.adapterBays")});
      QList<QStringList> table;
      for (const AdapterBayDefinition& b : d.adapterBays) {
        table << QStringList{b.name, b.defaultAdapter.isEmpty()
                                         ? tr("(empty)")
                                         : tr("default %1").arg(b.defaultAdapter)};
      }
      rows(table);
    }
    if (!d.panelPorts.isEmpty()) {
      heading(tr("Panel ports (%1)").arg(d.panelPorts.size()),
              {QStringLiteral("device.panelPorts"), QStringLiteral("device.panelPortGroups")});
      QList<QStringList> table{{tr("NAME"), tr("FACE"), tr("CONNECTOR"), tr("POSITIONS"),
                                tr("POLISH"), tr("ADAPTER"), tr("REAR")}};
      for (const PanelPortDefinition& p : d.panelPorts) {
        table << QStringList{
            p.name,
            toString(p.face),
            toString(p.connector),
            QString::number(p.positions),
            toString(p.polish),
            p.couplingAdapter.isEmpty() ? QStringLiteral("-") : p.couplingAdapter,
            p.rearPort.isEmpty()
                ? QStringLiteral("-")
                : QStringLiteral("%1 [%2]").arg(p.rearPort, joinedNumbers(p.rearPositions))};
      }
      rows(table);
    }
    if (!d.otherPorts.isEmpty()) {
      QStringList other;
      for (auto it = d.otherPorts.cbegin(); it != d.otherPorts.cend(); ++it)
        other << QStringLiteral("%1 x %2").arg(it.value()).arg(it.key());
      field(tr("Other ports"), other.join(QStringLiteral(", ")),
            {QStringLiteral("device.otherPorts")});
    }
  }

  void printTransceiver(const TransceiverBody& t) {
    mOut << tr("Transceiver") << '\n';
    field(tr("Form factor"),
          QStringLiteral("%1, %2 %3")
              .arg(toString(t.formFactor), toString(t.topStyle),
                   t.twinPort ? tr("twin-port") : tr("single-port")),
          {QStringLiteral("transceiver.formFactor"), QStringLiteral("transceiver.topStyle"),
           QStringLiteral("transceiver.twinPort")});
    field(tr("Lanes"),
          tr("%1 x %2, %3 Gb/s per optical port")
              .arg(t.electricalLanes)
              .arg(toString(t.signalling))
              .arg(t.speedGbps),
          {QStringLiteral("transceiver.lanes"), QStringLiteral("transceiver.signalling"),
           QStringLiteral("transceiver.speedGbps")});
    field(tr("PMD"), tr("%1, %2 nm, %3").arg(t.pmd).arg(t.wavelengthNm).arg(toString(t.fiberClass)),
          {QStringLiteral("transceiver.pmd"), QStringLiteral("transceiver.wavelengthNm"),
           QStringLiteral("transceiver.fiberClass")});
    QStringList reach;
    for (auto it = t.reachM.cbegin(); it != t.reachM.cend(); ++it)
      reach << tr("%1 %2 m").arg(toString(it.key()), number(it.value()));
    if (t.minReachM > 0)
      reach << tr("minimum %1 m").arg(number(t.minReachM));
    field(tr("Reach"), reach.join(QStringLiteral(", ")),
          {QStringLiteral("transceiver.reachM"), QStringLiteral("transceiver.minReachM")});
    QStringList power;
    if (t.powerTypW > 0)
      power << tr("%1 W typical").arg(number(t.powerTypW));
    if (t.powerMaxW > 0)
      power << tr("%1 W max").arg(number(t.powerMaxW));
    if (t.splitPowerTypW > 0)
      power << tr("%1 W typical on a split leg").arg(number(t.splitPowerTypW));
    if (t.splitPowerMaxW > 0)
      power << tr("%1 W max on a split leg").arg(number(t.splitPowerMaxW));
    field(tr("Power"), power.join(QStringLiteral(", ")),
          {QStringLiteral("transceiver.powerTypW"), QStringLiteral("transceiver.powerMaxW"),
           QStringLiteral("transceiver.splitPowerTypW"),
           QStringLiteral("transceiver.splitPowerMaxW")});
    field(tr("Protocols"),
          tr("%1; generation %2; %3")
              .arg(joined(t.protocols), toString(t.generation),
                   t.splittable ? tr("may feed a 1:2 splitter") : tr("not splittable")),
          {QStringLiteral("transceiver.protocols"), QStringLiteral("transceiver.generation"),
           QStringLiteral("transceiver.splittable")});
    heading(tr("Optical ports (%1)").arg(t.opticalPorts.size()),
            {QStringLiteral("transceiver.opticalPorts")});
    QList<QStringList> table;
    for (const OpticalPortDefinition& p : t.opticalPorts) {
      table << QStringList{p.name,
                           toString(p.connector),
                           toString(p.gender),
                           toString(p.polish),
                           tr("tx %1").arg(joinedNumbers(p.txPositions)),
                           tr("rx %1").arg(joinedNumbers(p.rxPositions))};
    }
    rows(table);
  }

  void printAssembly(const CableAssemblyBody& a) {
    mOut << tr("Cable assembly") << '\n';
    QString signalling = toString(a.signalling);
    if (!a.otherSignalling.isEmpty())
      signalling += QLatin1Char('/') + joined(a.otherSignalling, QStringLiteral("/"));
    QString type =
        QStringLiteral("%1, %2, %3, %4")
            .arg(toString(a.type), signalling, toString(a.generation), joined(a.protocols));
    if (a.fiberGrade != FiberGrade::None)
      type += tr(", %1 fiber").arg(toString(a.fiberGrade));
    field(tr("Type"), type,
          {QStringLiteral("assembly.type"), QStringLiteral("assembly.signalling"),
           QStringLiteral("assembly.generation"), QStringLiteral("assembly.protocols"),
           QStringLiteral("assembly.fiberGrade")});
    heading(tr("Ends (%1, the first is the head)").arg(a.ends.size()),
            {QStringLiteral("assembly.ends")});
    QList<QStringList> table;
    for (const AssemblyEndDefinition& e : a.ends) {
      table << QStringList{e.name,
                           toString(e.formFactor),
                           toString(e.topStyle),
                           e.twinPort ? tr("twin-port") : tr("single-port"),
                           tr("lanes %1").arg(joinedNumbers(e.lanes)),
                           e.powerW > 0 ? tr("%1 W").arg(number(e.powerW)) : QStringLiteral("-")};
    }
    rows(table);
  }

  void printFiber(const PassiveFiberBody& f) {
    mOut << tr("Passive fiber") << '\n';
    QString kind =
        tr("%1, %2 (%3), polarity %4")
            .arg(toString(f.construction), toString(f.grade), toString(f.fiberClass), f.polarity);
    if (f.ilPerMatingDb > 0)
      kind += tr(", %1 dB per mating").arg(number(f.ilPerMatingDb));
    if (f.lowLoss)
      kind += tr(", low loss");
    field(tr("Construction"), kind,
          {QStringLiteral("fiber.construction"), QStringLiteral("fiber.grade"),
           QStringLiteral("fiber.fiberClass"), QStringLiteral("fiber.polarity"),
           QStringLiteral("fiber.ilPerMatingDb"), QStringLiteral("fiber.lowLoss")});
    heading(tr("Ends (%1)").arg(f.ends.size()), {QStringLiteral("fiber.ends")});
    QList<QStringList> table;
    for (const FiberEndDefinition& e : f.ends) {
      table << QStringList{
          e.name,
          toString(e.connector),
          tr("%1 fibers").arg(e.fiberCount),
          toString(e.gender),
          toString(e.polish),
          e.keyOrientation.isEmpty() ? QString() : tr("key %1").arg(e.keyOrientation)};
    }
    rows(table);
    QStringList paths;
    for (const FiberPath& p : f.paths) {
      paths << QStringLiteral("%1/%2->%3/%4")
                   .arg(f.ends.at(p.fromEnd).name)
                   .arg(p.fromPosition)
                   .arg(f.ends.at(p.toEnd).name)
                   .arg(p.toPosition);
    }
    field(tr("Map"), paths.join(QLatin1Char(' ')), {QStringLiteral("fiber.map")});
  }

  void printCoupler(const CouplingAdapterBody& c) {
    mOut << tr("Coupling adapter") << '\n';
    field(tr("Connector"),
          tr("%1, %2 fibers, %3, %4")
              .arg(toString(c.connector))
              .arg(c.fiberCount)
              .arg(toString(c.polish), toString(c.keying)),
          {QStringLiteral("coupler.connector"), QStringLiteral("coupler.fiberCount"),
           QStringLiteral("coupler.polish"), QStringLiteral("coupler.keying")});
    QStringList map;
    for (int i = 0; i < c.map.size(); ++i)
      map << QStringLiteral("%1->%2").arg(i + 1).arg(c.map.at(i));
    field(tr("Map"), map.join(QLatin1Char(' ')), {QStringLiteral("coupler.map")});
  }

  QTextStream& mOut;
  const Part& mPart;
  QSet<QString> mShown;
};

/// A rack-scale system as JSON: the list's fields, and with `members` its members too.
QJsonObject systemJson(const RackSystem& system, bool members) {
  QJsonObject unconfirmed;
  for (auto it = system.unconfirmed.cbegin(); it != system.unconfirmed.cend(); ++it)
    unconfirmed.insert(it.key(), it.value());
  QJsonObject json{{QStringLiteral("id"), system.id},
                   {QStringLiteral("kind"), QStringLiteral("system")},
                   {QStringLiteral("manufacturer"), system.manufacturer},
                   {QStringLiteral("model"), system.model},
                   {QStringLiteral("description"), system.description},
                   {QStringLiteral("source"), system.source},
                   {QStringLiteral("unconfirmed"), unconfirmed}};
  if (!members)
    return json;
  json.insert(QStringLiteral("gpus"), system.gpus);
  json.insert(QStringLiteral("heightU"), system.heightU);
  json.insert(QStringLiteral("widthMm"), system.widthMm);
  json.insert(QStringLiteral("depthMm"), system.depthMm);
  json.insert(QStringLiteral("powerMaxW"), system.powerMaxW);
  json.insert(QStringLiteral("liquidCooled"), system.liquidCooled);
  json.insert(QStringLiteral("internalLinks"), system.internalLinks);
  QJsonArray array;
  for (const RackSystemMember& member : system.members) {
    array.append(QJsonObject{{QStringLiteral("name"), member.name},
                             {QStringLiteral("part"), member.partId},
                             {QStringLiteral("positionU"), member.positionU},
                             {QStringLiteral("role"), toString(member.role)}});
  }
  json.insert(QStringLiteral("members"), array);
  return json;
}

/// `catalog show` of a rack-scale system: what it is, where it comes from, what is assumed, and
/// its members from the top of the rack down, as the elevation shows them.
void printSystem(QTextStream& out, const RackSystem& system) {
  const auto line = [&](const char* label, const QString& value) {
    out << QCoreApplication::translate("cli", label) << ' ' << value << '\n';
  };
  out << system.displayName() << " (" << system.id << ")\n";
  line(QT_TRANSLATE_NOOP("cli", "Kind:"), QCoreApplication::translate("cli", "rack-scale system"));
  line(QT_TRANSLATE_NOOP("cli", "Description:"), system.description);
  line(QT_TRANSLATE_NOOP("cli", "Source:"), system.source);
  line(QT_TRANSLATE_NOOP("cli", "GPUs:"), QString::number(system.gpus));
  line(QT_TRANSLATE_NOOP("cli", "Rack:"), QCoreApplication::translate("cli", "%1 U, %2 × %3 mm")
                                              .arg(system.heightU)
                                              .arg(system.widthMm)
                                              .arg(system.depthMm));
  line(QT_TRANSLATE_NOOP("cli", "Power at full load:"),
       QCoreApplication::translate("cli", "%1 kW").arg(system.powerMaxW / 1000.0));
  line(QT_TRANSLATE_NOOP("cli", "Cooling:"), system.liquidCooled
                                                 ? QCoreApplication::translate("cli", "liquid")
                                                 : QCoreApplication::translate("cli", "air"));
  line(QT_TRANSLATE_NOOP("cli", "Inside the product:"), system.internalLinks);
  for (auto it = system.unconfirmed.cbegin(); it != system.unconfirmed.cend(); ++it) {
    out << QCoreApplication::translate("cli", "UNCONFIRMED %1: %2").arg(it.key(), it.value())
        << '\n';
  }
  QList<QStringList> table{
      {QCoreApplication::translate("cli", "U"), QCoreApplication::translate("cli", "MEMBER"),
       QCoreApplication::translate("cli", "PART"), QCoreApplication::translate("cli", "ROLE")}};
  for (auto it = system.members.crbegin(); it != system.members.crend(); ++it) {
    table << QStringList{QString::number(it->positionU), it->name, it->partId, toString(it->role)};
  }
  for (const QString& row : alignRows(table))
    out << row << '\n';
}

int runList(CommandContext& ctx) {
  ArgParser parser(ctx.args, {QStringLiteral("--kind"), QStringLiteral("--format")}, {});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  QString error;
  const auto format = parser.format(&error);
  if (!format)
    return badInput(ctx, error);
  if (!parser.positional().isEmpty()) {
    return badInput(
        ctx, QCoreApplication::translate(
                 "cli", "catalog list takes no arguments besides --kind and --format; got \"%1\"")
                 .arg(parser.positional().front()));
  }
  std::optional<PartKind> kind;
  // "system" lists the rack-scale systems alone; they are not parts, so PartKind has no such kind.
  const bool systemsOnly = parser.value(QStringLiteral("--kind")) == QLatin1String("system");
  if (parser.has(QStringLiteral("--kind")) && !systemsOnly) {
    kind = enumFromString<PartKind>(parser.value(QStringLiteral("--kind")));
    if (!kind) {
      return badInput(ctx,
                      QCoreApplication::translate("cli", "--kind must be one of %1, not \"%2\"")
                          .arg((enumSpellings<PartKind>() << QStringLiteral("system"))
                                   .join(QStringLiteral(", ")),
                               parser.value(QStringLiteral("--kind"))));
    }
  }
  const Catalog& catalog = library(ctx);
  const QVector<PartPtr> parts =
      systemsOnly ? QVector<PartPtr>() : (kind ? catalog.parts(*kind) : catalog.parts());

  if (*format == OutputFormat::Json) {
    QJsonArray array;
    for (const PartPtr& part : parts) {
      QJsonObject unconfirmed;
      for (auto it = part->unconfirmed.cbegin(); it != part->unconfirmed.cend(); ++it)
        unconfirmed.insert(it.key(), it.value());
      array.append(QJsonObject{{QStringLiteral("id"), part->id},
                               {QStringLiteral("kind"), toString(part->kind)},
                               {QStringLiteral("manufacturer"), part->manufacturer},
                               {QStringLiteral("model"), part->model},
                               {QStringLiteral("partNumber"), part->partNumber},
                               {QStringLiteral("description"), part->description},
                               {QStringLiteral("source"), part->source},
                               {QStringLiteral("unconfirmed"), unconfirmed}});
    }
    if (!kind) {
      for (const RackSystemPtr& system : catalog.systems())
        array.append(systemJson(*system, false));
    }
    printJson(ctx, QJsonDocument(array));
    return Success;
  }
  QList<QStringList> table{
      {QCoreApplication::translate("cli", "ID"), QCoreApplication::translate("cli", "KIND"),
       QCoreApplication::translate("cli", "MANUFACTURER"),
       QCoreApplication::translate("cli", "MODEL"), QCoreApplication::translate("cli", "STATUS"),
       QCoreApplication::translate("cli", "DESCRIPTION")}};
  for (const PartPtr& part : parts) {
    table << QStringList{
        part->id,
        toString(part->kind),
        part->manufacturer,
        part->model,
        part->isUnconfirmed() ? QStringLiteral("UNCONFIRMED") : QStringLiteral("-"),
        part->description};
  }
  if (!kind) {
    for (const RackSystemPtr& system : catalog.systems()) {
      table << QStringList{
          system->id,
          QStringLiteral("system"),
          system->manufacturer,
          system->model,
          system->unconfirmed.isEmpty() ? QStringLiteral("-") : QStringLiteral("UNCONFIRMED"),
          system->description};
    }
  }
  for (const QString& line : alignRows(table))
    ctx.out << line << '\n';
  return Success;
}

int runShow(CommandContext& ctx) {
  const auto args = parseArguments(
      ctx, {{QStringLiteral("--format")},
            {},
            1,
            1,
            QT_TRANSLATE_NOOP(
                "cli", "catalog show needs exactly one part id: rackwright catalog show ID")});
  if (!args)
    return BadInput;
  const QString id = args->positional().front();
  const PartPtr part = library(ctx).find(id);
  if (const RackSystemPtr system = part ? nullptr : library(ctx).findSystem(id)) {
    if (args->format == OutputFormat::Json)
      printJson(ctx, QJsonDocument(systemJson(*system, true)));
    else
      printSystem(ctx.out, *system);
    return Success;
  }
  if (!part) {
    return badInput(ctx,
                    QCoreApplication::translate(
                        "cli",
                        "unknown catalog id \"%1\"; run `rackwright catalog list` to see the ids "
                        "(generic parts take a length, e.g. GEN-MPO12-APC-TYPEB-OM4:40m)")
                        .arg(id));
  }
  if (args->format == OutputFormat::Json) {
    printJson(ctx, QJsonDocument(part->definition));
  } else {
    PartPrinter(ctx.out, *part).print();
  }
  return Success;
}

const CommandRegistration listRegistration(
    "catalog list", QT_TRANSLATE_NOOP("cli", "List the catalog parts (built-in and user catalog)"),
    runList);
const CommandRegistration showRegistration(
    "catalog show",
    QT_TRANSLATE_NOOP("cli", "Show every attribute of one catalog part or rack-scale system"),
    runShow);

}  // namespace
}  // namespace rackwright::cli
