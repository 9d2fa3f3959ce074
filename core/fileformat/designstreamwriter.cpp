#include "designstreamwriter.h"

#include "core/common/buildinfo.h"
#include "designjson.h"
#include "designloaders.h"
#include "formatversions.h"
#include "jsonwriter.h"

#include <QJsonArray>
#include <QVarLengthArray>

#include <algorithm>

namespace rackwright::detail {

namespace {

// A full buffer is handed to the sink at about this size, so that saving a large design keeps
// one small buffer instead of the whole file.
constexpr qsizetype kChunkBytes = qsizetype(1) << 20;

/// An id as toJson writes it (QUuid::toString(WithoutBraces)), without building a QString.
void writeId(QByteArray& out, const QUuid& id) {
  static constexpr char kHex[] = "0123456789abcdef";
  char text[38];
  char* p = text;
  *p++ = '"';
  const auto put = [&p](quint64 value, int digits) {
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
      *p++ = kHex[(value >> shift) & 0xF];
  };
  put(id.data1, 8);
  *p++ = '-';
  put(id.data2, 4);
  *p++ = '-';
  put(id.data3, 4);
  *p++ = '-';
  put(id.data4[0], 2);
  put(id.data4[1], 2);
  *p++ = '-';
  for (int i = 2; i < 8; ++i)
    put(id.data4[i], 2);
  *p++ = '"';
  out.append(text, p - text);
}

/// The members of one object, collected in JsonWriter's key order by the caller and then written
/// as JsonWriter writes a QJsonObject: on one line when it has no nested object or array and fits
/// the line, otherwise one member per line.
class ObjectWriter {
 public:
  using Nested = std::function<void(QByteArray& out, int indent)>;

  ObjectWriter(QByteArray& out, int indent) : mOut(out), mIndent(indent) {}

  void string(QLatin1StringView key, const QString& value) {
    Member& m = add(key, Kind::String);
    m.text = value;
  }
  void number(QLatin1StringView key, double value) {
    Member& m = add(key, Kind::Number);
    m.number = value;
  }
  void id(QLatin1StringView key, const QUuid& value) {
    Member& m = add(key, Kind::Id);
    m.id = value;
  }
  void nested(QLatin1StringView key, Nested write) {
    Member& m = add(key, Kind::Nested);
    m.nested = std::move(write);
    mFlat = false;
  }

  void finish() {
    if (mFlat) {
      const qsizetype start = mOut.size();
      mOut += '{';
      for (qsizetype i = 0; i < mMembers.size(); ++i) {
        if (i > 0)
          mOut += ", ";
        writeMember(mMembers[i], mIndent);
      }
      mOut += '}';
      if (mOut.size() - start <= JsonWriter::inlineBudget(mIndent))
        return;
      mOut.truncate(start);
    }
    mOut += '{';
    for (qsizetype i = 0; i < mMembers.size(); ++i) {
      if (i > 0)
        mOut += ',';
      JsonWriter::newline(mOut, mIndent + 2);
      writeMember(mMembers[i], mIndent + 2);
    }
    JsonWriter::newline(mOut, mIndent);
    mOut += '}';
  }

 private:
  enum class Kind { String, Number, Id, Nested };
  struct Member {
    QLatin1StringView key;
    Kind kind = Kind::String;
    QString text;
    double number = 0;
    QUuid id;
    Nested nested;
  };

  Member& add(QLatin1StringView key, Kind kind) {
    mMembers.append(Member());
    Member& m = mMembers.back();
    m.key = key;
    m.kind = kind;
    return m;
  }

  void writeMember(const Member& m, int indent) {
    mOut += '"';
    mOut.append(m.key.data(), m.key.size());  // the keys are plain ASCII names
    mOut += "\": ";
    switch (m.kind) {
      case Kind::String:
        JsonWriter::writeString(mOut, m.text);
        break;
      case Kind::Number:
        JsonWriter::writeNumber(mOut, m.number);
        break;
      case Kind::Id:
        writeId(mOut, m.id);
        break;
      case Kind::Nested:
        m.nested(mOut, indent);
        break;
    }
  }

  QByteArray& mOut;
  int mIndent;
  bool mFlat = true;
  QVarLengthArray<Member, 10> mMembers;
};

// Every writeObject below writes what JsonWriter writes for toJson(o) at `indent`. The members
// are added in JsonWriter's key order ("id", "name", then alphabetical); objects with unknown
// keys, whose order depends on those keys, take the generic route.

void writeObject(QByteArray& out, int indent, const Site& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  if (!o.name.isEmpty())
    w.string(QLatin1StringView("name"), o.name);
  w.finish();
}

void writeObject(QByteArray& out, int indent, const Room& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  if (!o.name.isEmpty())
    w.string(QLatin1StringView("name"), o.name);
  if (!o.siteId.isNull())
    w.id(QLatin1StringView("site"), o.siteId);
  w.finish();
}

void writeObject(QByteArray& out, int indent, const Row& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  if (!o.name.isEmpty())
    w.string(QLatin1StringView("name"), o.name);
  w.number(QLatin1StringView("order"), o.order);
  if (!o.roomId.isNull())
    w.id(QLatin1StringView("room"), o.roomId);
  w.finish();
}

void writeObject(QByteArray& out, int indent, const Rack& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  // Required by the readers, so written even when empty: the file must open again.
  w.string(QLatin1StringView("name"), o.name);
  w.number(QLatin1StringView("depthMm"), o.depthMm);
  w.number(QLatin1StringView("heightU"), o.heightU);
  if (o.maxPowerW > 0)
    w.number(QLatin1StringView("maxPowerW"), o.maxPowerW);
  if (o.maxWeightKg > 0)
    w.number(QLatin1StringView("maxWeightKg"), o.maxWeightKg);
  w.number(QLatin1StringView("positionInRow"), o.positionInRow);
  if (!o.rowId.isNull())
    w.id(QLatin1StringView("row"), o.rowId);
  if (!o.systemId.isEmpty())
    w.string(QLatin1StringView("system"), o.systemId);
  w.number(QLatin1StringView("widthMm"), o.widthMm);
  w.finish();
}

void writeObject(QByteArray& out, int indent, const Device& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  w.string(QLatin1StringView("name"), o.name);  // required, as for racks
  if (!o.bay.isEmpty())
    w.string(QLatin1StringView("bay"), o.bay);
  if (!o.cageConfig.isEmpty()) {
    // Rare and keyed by free-form cage names: written from its JSON form.
    w.nested(QLatin1StringView("cageConfig"), [&o](QByteArray& out, int indent) {
      JsonWriter::writeValue(out, toJson(o).value(QLatin1StringView("cageConfig")), indent);
    });
  }
  if (o.positionU > 0 || !o.rackId.isNull())  // zero-U: the face of its side channels
    w.string(QLatin1StringView("face"), toString(o.face));
  if (!o.network.isEmpty())
    w.string(QLatin1StringView("network"), o.network);
  if (!o.parentId.isNull())
    w.id(QLatin1StringView("parent"), o.parentId);
  if (o.plane != 0)
    w.number(QLatin1StringView("plane"), o.plane);
  if (o.positionU > 0)
    w.number(QLatin1StringView("positionU"), o.positionU);
  if (!o.rackId.isNull())
    w.id(QLatin1StringView("rack"), o.rackId);
  if (o.side != RackSide::Auto)
    w.string(QLatin1StringView("side"), toString(o.side));
  w.string(QLatin1StringView("type"), o.typeId);
  w.finish();
}

void writeObject(QByteArray& out, int indent, const Module& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  if (!o.cage.isEmpty())
    w.string(QLatin1StringView("cage"), o.cage);
  if (!o.deviceId.isNull())
    w.id(QLatin1StringView("device"), o.deviceId);
  if (!o.serial.isEmpty())
    w.string(QLatin1StringView("serial"), o.serial);
  w.string(QLatin1StringView("type"), o.typeId);
  w.finish();
}

void writeEnds(QByteArray& out, int indent, const CableEnds& ends) {
  if (ends.isEmpty()) {
    out += "[]";
    return;
  }
  out += '[';
  for (qsizetype i = 0; i < ends.size(); ++i) {
    if (i > 0)
      out += ',';
    JsonWriter::newline(out, indent + 2);
    const CableEnd& end = ends[i];
    ObjectWriter w(out, indent + 2);
    w.string(QLatin1StringView("end"), end.name);
    w.string(QLatin1StringView("kind"), toString(end.attachment.kind));
    if (end.attachment.isConnected()) {
      w.id(QLatin1StringView("object"), end.attachment.objectId);
      w.string(QLatin1StringView("port"), end.attachment.port);
    }
    w.finish();
  }
  JsonWriter::newline(out, indent);
  out += ']';
}

void writeObject(QByteArray& out, int indent, const Cable& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  if (!o.name.isEmpty())
    w.string(QLatin1StringView("name"), o.name);
  if (!o.colour.isEmpty())
    w.string(QLatin1StringView("colour"), o.colour);
  w.nested(QLatin1StringView("ends"),
           [&o](QByteArray& out, int indent) { writeEnds(out, indent, o.ends); });
  if (o.lengthM > 0)
    w.number(QLatin1StringView("lengthM"), o.lengthM);
  if (!o.network.isEmpty())
    w.string(QLatin1StringView("network"), o.network);
  if (o.plane != 0)
    w.number(QLatin1StringView("plane"), o.plane);
  w.string(QLatin1StringView("status"), toString(o.status));
  w.string(QLatin1StringView("type"), o.typeId);
  w.finish();
}

void writeObject(QByteArray& out, int indent, const Waiver& o) {
  if (!o.extra.isEmpty())
    return JsonWriter::writeValue(out, toJson(o), indent);
  ObjectWriter w(out, indent);
  w.id(QLatin1StringView("id"), o.id);
  if (!o.author.isEmpty())
    w.string(QLatin1StringView("author"), o.author);
  if (!o.date.isEmpty())
    w.string(QLatin1StringView("date"), o.date);
  w.string(QLatin1StringView("finding"), o.findingKey);
  w.string(QLatin1StringView("reason"), o.reason);
  w.finish();
}

/// Writes one top-level member: a line break, the key and the value.
void beginMember(QByteArray& out, const char* key, bool first = false) {
  if (!first)
    out += ',';
  JsonWriter::newline(out, 2);
  out += '"';
  out += key;
  out += "\": ";
}

template <typename T>
void writeSection(QByteArray& out, const char* key, const DesignData& design,
                  ObjectProgress& progress, const ByteSink& sink) {
  beginMember(out, key);
  QList<ObjectId> ids = design.all<T>().keys();
  if (ids.isEmpty()) {
    out += "[]";
    return;
  }
  std::sort(ids.begin(), ids.end());
  out += '[';
  for (qsizetype i = 0; i < ids.size(); ++i) {
    if (i > 0)
      out += ',';
    JsonWriter::newline(out, 4);
    writeObject(out, 4, *design.find<T>(ids[i]));
    progress.step();
    if (sink && out.size() >= kChunkBytes)
      sink(out);
  }
  JsonWriter::newline(out, 2);
  out += ']';
}

QString baseTypeId(const QString& typeId) {
  QString base;
  double length = 0;
  return Catalog::splitLengthSuffix(typeId, &base, &length) ? base : typeId;
}

}  // namespace

void writeDesign(const DesignData& design, const ProgressCallback& progress, QByteArray& out,
                 const ByteSink& sink) {
  out += '{';
  beginMember(out, "formatVersion", true);
  JsonWriter::writeNumber(out, formatVersionNeeded(design));
  beginMember(out, "savedBy");
  JsonWriter::writeString(out, QStringLiteral("Rackwright " RACKWRIGHT_VERSION));
  beginMember(out, "design");
  JsonWriter::writeValue(out, toJson(design.info()), 2);

  ObjectProgress tracker(progress, design.objectCount(), 0, 90);
  writeSection<Site>(out, "sites", design, tracker, sink);
  writeSection<Room>(out, "rooms", design, tracker, sink);
  writeSection<Row>(out, "rows", design, tracker, sink);
  writeSection<Rack>(out, "racks", design, tracker, sink);
  writeSection<Device>(out, "devices", design, tracker, sink);
  writeSection<Module>(out, "modules", design, tracker, sink);
  writeSection<Cable>(out, "cables", design, tracker, sink);
  writeSection<Waiver>(out, "waivers", design, tracker, sink);

  // Embed the definitions of every part the design uses, so the file opens on a machine whose
  // catalog lacks them.
  QSet<QString> typeIds;
  for (const Device& d : design.all<Device>())
    typeIds.insert(d.typeId);
  for (const Module& m : design.all<Module>())
    typeIds.insert(m.typeId);
  for (const Cable& c : design.all<Cable>())
    typeIds.insert(c.typeId);
  // The objects set aside keep the definitions of their parts too, so that they are whole again
  // once their problem is fixed.
  for (const auto& entry : design.quarantine()) {
    const QJsonValue type =
        entry.toObject().value(QLatin1StringView("object"))[QLatin1StringView("type")];
    if (type.isString())
      typeIds.insert(type.toString());
  }
  QSet<QString> used;
  for (const QString& typeId : std::as_const(typeIds))
    used.insert(baseTypeId(typeId));
  QStringList ids(used.begin(), used.end());
  std::sort(ids.begin(), ids.end());
  QJsonArray parts;
  for (const QString& id : ids) {
    if (PartPtr part = design.part(id))
      parts.append(part->definition);
  }
  beginMember(out, "parts");
  JsonWriter::writeValue(out, parts, 2);
  // After "parts", where JsonWriter's order of top-level keys puts it (alphabetical after the
  // sections it ranks).
  if (!design.customNetworks().isEmpty()) {
    // A few entries at most: written from their JSON form.
    QJsonArray networks;
    for (const NetworkDefinition& network : design.customNetworks())
      networks.append(toJson(network));
    beginMember(out, "networks");
    JsonWriter::writeValue(out, networks, 2);
  }
  if (!design.quarantine().isEmpty()) {
    beginMember(out, "quarantine");
    JsonWriter::writeValue(out, design.quarantine(), 2);
  }
  JsonWriter::newline(out, 0);
  out += "}\n";
  if (sink)
    sink(out);
}

}  // namespace rackwright::detail
