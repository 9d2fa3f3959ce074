#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNFIELDS_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNFIELDS_H

// How each design object is read from JSON (format versions 1 to 3), written once for both
// readers: the tree reader (QJsonObject, used for migrated files and the clipboard) and the stream
// reader (straight from the file's bytes). Both give the same objects and, for a bad value, the
// same JSON path and problem text, because the order of the checks and the texts live only here.

#include "core/common/wholenumber.h"
#include "core/model/entities.h"
#include "core/model/networks.h"
#include "jsonreader.h"
#include "jsonstreamreader.h"

#include <QAnyStringView>
#include <QJsonObject>

#include <cmath>
#include <initializer_list>
#include <limits>

namespace rackwright {

/// A JSON path ("$.cables[12].ends[0].port") that is put together only when an error needs it.
/// Each part refers to its parent, so paths live on the stack of the code reading the value.
class JsonPath final {
 public:
  explicit JsonPath(QAnyStringView root) : mText(root) {}
  JsonPath(const JsonPath& parent, QAnyStringView key)
      : mParent(&parent), mText(key), mKind(Kind::Key) {}
  JsonPath(const JsonPath& parent, qsizetype index)
      : mParent(&parent), mIndex(index), mKind(Kind::Index) {}
  QString toString() const;

 private:
  enum class Kind : quint8 { Root, Key, Index };
  const JsonPath* mParent = nullptr;
  QAnyStringView mText;
  qsizetype mIndex = 0;
  Kind mKind = Kind::Root;
};

/// The keys one kind of object understands; the others are kept in `extra`.
using KnownKeys = std::initializer_list<QLatin1StringView>;
bool isKnownKey(const KnownKeys& known, QStringView key);

/// Typed access to the members of one JSON object, shared by both readers. `Derived` supplies
/// the storage: `Field field(key)` (the member's value, kind Undefined when absent),
/// `kindOf(field)`, `text(field)`, `sharedText(field)`, `toDouble(field)`, `toBool(field)`,
/// `parseUuid(field, text)` (sets `text` only for a non-empty text that is no id) and
/// `raise(path, field-or-null, problem, anchor)`.
template <typename Derived>
class FieldAccess {
 public:
  explicit FieldAccess(const JsonPath& path) : mPath(path) {}
  const JsonPath& path() const { return mPath; }

  /// Fails at this object's path.
  [[noreturn]] void failHere(const QString& problem) const {
    self().raise(mPath, nullptr, problem, QString());
  }
  /// Fails at the path of one of its keys.
  [[noreturn]] void fail(QLatin1StringView key, const QString& problem,
                         const QString& anchor = {}) const {
    const auto at = self().field(key);
    self().raise(JsonPath(mPath, key), &at, problem, anchor);
  }

  QString string(QLatin1StringView key, bool required = false, const QString& fallback = {}) const {
    const auto v = self().field(key);
    if (!checkString(key, v, required))
      return fallback;
    return checkedText(key, v, self().text(v));
  }
  /// A string many objects repeat (type ids, port and end names, enum words): the stream reader
  /// hands out one shared instance per distinct value instead of a new copy.
  QString sharedString(QLatin1StringView key, bool required = false,
                       const QString& fallback = {}) const {
    const auto v = self().field(key);
    if (!checkString(key, v, required))
      return fallback;
    return checkedText(key, v, self().sharedText(v));
  }

  double number(QLatin1StringView key, bool required = false, double fallback = 0) const {
    const auto v = self().field(key);
    const JsonKind kind = Derived::kindOf(v);
    if (kind == JsonKind::Undefined || kind == JsonKind::Null) {
      if (required)
        failHere(JsonReader::tr("the required number \"%1\" is missing").arg(key));
      return fallback;
    }
    if (kind != JsonKind::Number) {
      failAt(key, v, JsonReader::tr("expected a number, found %1").arg(describeJsonKind(kind)));
    }
    return self().toDouble(v);
  }

  int integer(QLatin1StringView key, bool required = false, int fallback = 0) const {
    const double value = number(key, required, fallback);
    if (value != std::trunc(value))
      fail(key, JsonReader::tr("expected a whole number, found %1").arg(value));
    if (!isWholeInt(value)) {
      fail(key, JsonReader::tr("expected a whole number from %1 to %2, found %3")
                    .arg(std::numeric_limits<int>::min())
                    .arg(std::numeric_limits<int>::max())
                    .arg(value));
    }
    return int(value);
  }

  bool boolean(QLatin1StringView key, bool fallback = false) const {
    const auto v = self().field(key);
    const JsonKind kind = Derived::kindOf(v);
    if (kind == JsonKind::Undefined || kind == JsonKind::Null)
      return fallback;
    if (kind != JsonKind::Bool) {
      failAt(key, v,
             JsonReader::tr("expected true or false, found %1").arg(describeJsonKind(kind)));
    }
    return self().toBool(v);
  }

  QUuid uuid(QLatin1StringView key, bool required = false) const {
    const auto v = self().field(key);
    if (!checkString(key, v, required))
      return {};
    QString text;
    const QUuid id = self().parseUuid(v, &text);
    if (id.isNull() && !text.isEmpty()) {
      failAt(key, v, JsonReader::tr("\"%1\" is not a valid id (a UUID)").arg(text), text);
    }
    return id;
  }

  template <typename E>
  E enumValue(QLatin1StringView key, E fallback, bool required = false) const {
    const QString text = sharedString(key, required);
    if (text.isEmpty())
      return fallback;
    if (auto value = enumFromString<E>(text))
      return *value;
    fail(key,
         JsonReader::tr("expected one of %1; got \"%2\"")
             .arg(enumSpellings<E>().join(QStringLiteral(", ")), text),
         text);
  }

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }

  template <typename Field>
  [[noreturn]] void failAt(QLatin1StringView key, const Field& at, const QString& problem,
                           const QString& anchor = {}) const {
    self().raise(JsonPath(mPath, key), &at, problem, anchor);
  }

  /// False for an absent or null optional string; fails for a missing required one or a value
  /// of another type.
  template <typename Field>
  bool checkString(QLatin1StringView key, const Field& v, bool required) const {
    const JsonKind kind = Derived::kindOf(v);
    if (kind == JsonKind::Undefined || kind == JsonKind::Null) {
      if (required)
        failHere(JsonReader::tr("the required text \"%1\" is missing").arg(key));
      return false;
    }
    if (kind != JsonKind::String) {
      failAt(key, v, JsonReader::tr("expected a string, found %1").arg(describeJsonKind(kind)));
    }
    return true;
  }

  /// `text`, unless it holds a NUL character (raw or as \u0000), which both JSON readers accept
  /// but no name, id or note can sensibly hold (C interfaces, CSV cells and file names would
  /// end at it).
  template <typename Field>
  QString checkedText(QLatin1StringView key, const Field& v, QString text) const {
    if (Q_UNLIKELY(text.contains(QChar(u'\0')))) {
      failAt(key, v,
             JsonReader::tr("the text contains a NUL character (a zero byte or \\u0000); remove "
                            "it"));
    }
    return text;
  }

  const JsonPath& mPath;
};

// --- the fields of each object ----------------------------------------------------------------
// `Obj` is a FieldAccess that also offers unknownKeys(KnownKeys), forEachMemberObject(key, f)
// and forEachArrayObject(key, required, reserve, f).

/// The "network" and "plane" of a cable or device (format 3).
template <typename Obj>
void readNetworkFields(const Obj& j, QString& network, int& plane) {
  network = j.sharedString(QLatin1StringView("network"));
  if (!network.isEmpty()) {
    if (const QString problem = Networks::keyProblem(network); !problem.isEmpty())
      j.fail(QLatin1StringView("network"), problem, network);
  }
  plane = j.integer(QLatin1StringView("plane"));
  if (plane < 0 || plane > Networks::kMaxPlane) {
    j.fail(QLatin1StringView("plane"),
           JsonReader::tr("a plane is 1 (A) to %1 (Z), or 0 for none; found %2")
               .arg(Networks::kMaxPlane)
               .arg(plane));
  }
}

template <typename Obj>
void readFields(const Obj& j, Site& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.name = j.string(QLatin1StringView("name"));
  o.extra = j.unknownKeys({QLatin1StringView("id"), QLatin1StringView("name")});
}

template <typename Obj>
void readFields(const Obj& j, Room& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.name = j.string(QLatin1StringView("name"));
  o.siteId = j.uuid(QLatin1StringView("site"));
  o.extra = j.unknownKeys(
      {QLatin1StringView("id"), QLatin1StringView("name"), QLatin1StringView("site")});
}

template <typename Obj>
void readFields(const Obj& j, Row& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.name = j.string(QLatin1StringView("name"));
  o.roomId = j.uuid(QLatin1StringView("room"));
  o.order = j.integer(QLatin1StringView("order"));
  o.extra = j.unknownKeys({QLatin1StringView("id"), QLatin1StringView("name"),
                           QLatin1StringView("room"), QLatin1StringView("order")});
}

template <typename Obj>
void readFields(const Obj& j, Rack& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.name = j.string(QLatin1StringView("name"), true);
  o.rowId = j.uuid(QLatin1StringView("row"));
  o.heightU = j.integer(QLatin1StringView("heightU"), true);
  if (o.heightU < 1 || o.heightU > 60) {
    j.fail(QLatin1StringView("heightU"),
           JsonReader::tr("a rack is 1 to 60 U high; found %1").arg(o.heightU));
  }
  o.widthMm = j.number(QLatin1StringView("widthMm"), false, 600);
  o.depthMm = j.number(QLatin1StringView("depthMm"), false, 1200);
  o.positionInRow = j.integer(QLatin1StringView("positionInRow"));
  o.maxPowerW = j.number(QLatin1StringView("maxPowerW"));
  o.maxWeightKg = j.number(QLatin1StringView("maxWeightKg"));
  o.systemId = j.sharedString(QLatin1StringView("system"));  // format 4
  o.extra = j.unknownKeys({QLatin1StringView("id"), QLatin1StringView("name"),
                           QLatin1StringView("row"), QLatin1StringView("heightU"),
                           QLatin1StringView("widthMm"), QLatin1StringView("depthMm"),
                           QLatin1StringView("positionInRow"), QLatin1StringView("maxPowerW"),
                           QLatin1StringView("maxWeightKg"), QLatin1StringView("system")});
}

template <typename Obj>
void readFields(const Obj& j, Device& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.name = j.string(QLatin1StringView("name"), true);
  o.typeId = j.sharedString(QLatin1StringView("type"), true);
  o.rackId = j.uuid(QLatin1StringView("rack"));
  o.positionU = j.number(QLatin1StringView("positionU"));
  const QString face = j.sharedString(QLatin1StringView("face"), false, QStringLiteral("front"));
  if (auto f = rackFaceFromString(face)) {
    o.face = *f;
  } else {
    j.fail(QLatin1StringView("face"),
           JsonReader::tr("expected \"front\" or \"rear\"; got \"%1\"").arg(face));
  }
  const QString side = j.sharedString(QLatin1StringView("side"), false, QStringLiteral("auto"));
  if (auto s = rackSideFromString(side)) {
    o.side = *s;
  } else {
    j.fail(QLatin1StringView("side"),
           JsonReader::tr("expected \"left\", \"right\" or \"auto\"; got \"%1\"").arg(side));
  }
  o.parentId = j.uuid(QLatin1StringView("parent"));
  o.bay = j.string(QLatin1StringView("bay"));
  j.forEachMemberObject(QLatin1StringView("cageConfig"), [&](const QString& cage, const auto& c) {
    CageConfig config;
    config.splitConfigured = c.boolean(QLatin1StringView("split"));
    const QString protocol = c.sharedString(QLatin1StringView("protocol"));
    if (!protocol.isEmpty()) {
      config.protocol =
          c.template enumValue<Protocol>(QLatin1StringView("protocol"), Protocol::InfiniBand);
    }
    o.cageConfig.insert(cage, config);
  });
  readNetworkFields(j, o.network, o.plane);
  o.extra = j.unknownKeys(
      {QLatin1StringView("id"), QLatin1StringView("name"), QLatin1StringView("type"),
       QLatin1StringView("rack"), QLatin1StringView("positionU"), QLatin1StringView("face"),
       QLatin1StringView("side"), QLatin1StringView("parent"), QLatin1StringView("bay"),
       QLatin1StringView("cageConfig"), QLatin1StringView("network"), QLatin1StringView("plane")});
}

template <typename Obj>
void readFields(const Obj& j, Module& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.typeId = j.sharedString(QLatin1StringView("type"), true);
  o.deviceId = j.uuid(QLatin1StringView("device"));
  o.cage = j.sharedString(QLatin1StringView("cage"));
  o.serial = j.string(QLatin1StringView("serial"));
  o.extra = j.unknownKeys({QLatin1StringView("id"), QLatin1StringView("type"),
                           QLatin1StringView("device"), QLatin1StringView("cage"),
                           QLatin1StringView("serial")});
}

template <typename Obj>
void readFields(const Obj& j, Cable& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.name = j.string(QLatin1StringView("name"));
  o.typeId = j.sharedString(QLatin1StringView("type"), true);
  o.lengthM = j.number(QLatin1StringView("lengthM"));
  o.colour = j.sharedString(QLatin1StringView("colour"));
  const QString status =
      j.sharedString(QLatin1StringView("status"), false, QStringLiteral("planned"));
  if (auto s = cableStatusFromString(status)) {
    o.status = *s;
  } else {
    j.fail(QLatin1StringView("status"),
           JsonReader::tr("expected planned, installed or decommissioned; got \"%1\"").arg(status));
  }
  o.ends.clear();
  j.forEachArrayObject(
      QLatin1StringView("ends"), true, [&](qsizetype count) { o.ends.reserve(count); },
      [&](const auto& e) {
        CableEnd end;
        end.name = e.sharedString(QLatin1StringView("end"), true);
        const QString kind =
            e.sharedString(QLatin1StringView("kind"), false, QStringLiteral("none"));
        if (auto k = attachmentKindFromString(kind)) {
          end.attachment.kind = *k;
        } else {
          e.fail(QLatin1StringView("kind"),
                 JsonReader::tr("expected none, cage, module-port or panel-port; got \"%1\"")
                     .arg(kind));
        }
        if (end.attachment.isConnected()) {
          end.attachment.objectId = e.uuid(QLatin1StringView("object"), true);
          end.attachment.port = e.sharedString(QLatin1StringView("port"), true);
        }
        o.ends.push_back(end);
      });
  readNetworkFields(j, o.network, o.plane);
  o.extra = j.unknownKeys(
      {QLatin1StringView("id"), QLatin1StringView("name"), QLatin1StringView("type"),
       QLatin1StringView("lengthM"), QLatin1StringView("colour"), QLatin1StringView("status"),
       QLatin1StringView("ends"), QLatin1StringView("network"), QLatin1StringView("plane")});
}

template <typename Obj>
void readFields(const Obj& j, Waiver& o) {
  o.id = j.uuid(QLatin1StringView("id"), true);
  o.findingKey = j.string(QLatin1StringView("finding"), true);
  o.reason = j.string(QLatin1StringView("reason"), true);
  o.author = j.string(QLatin1StringView("author"));
  o.date = j.string(QLatin1StringView("date"));
  o.extra = j.unknownKeys({QLatin1StringView("id"), QLatin1StringView("finding"),
                           QLatin1StringView("reason"), QLatin1StringView("author"),
                           QLatin1StringView("date")});
}

/// One of the design's own networks (format 3's "networks" section). Whether the keys of the
/// section are distinct is checked by the readers, which see the whole section.
template <typename Obj>
void readFields(const Obj& j, NetworkDefinition& o) {
  o.key = j.sharedString(QLatin1StringView("key"), true);
  // A malformed or built-in key (a key used twice needs the whole section).
  if (const QString problem = Networks::customNetworksProblem({o}); !problem.isEmpty())
    j.fail(QLatin1StringView("key"), problem, o.key);
  o.name = j.string(QLatin1StringView("name"));
  const QString colour = j.string(QLatin1StringView("colour"));
  if (!colour.isEmpty()) {
    o.colour = Networks::parseColour(colour);
    if (!o.colour.isValid()) {
      j.fail(QLatin1StringView("colour"),
             JsonReader::tr("expected a colour as \"#rrggbb\" (six hexadecimal digits); got "
                            "\"%1\"")
                 .arg(colour),
             colour);
    }
  }
  o.extra = j.unknownKeys(
      {QLatin1StringView("key"), QLatin1StringView("name"), QLatin1StringView("colour")});
}

template <typename Obj>
void readFields(const Obj& j, DesignInfo& o) {
  o.name = j.string(QLatin1StringView("name"));
  o.revision = j.string(QLatin1StringView("revision"));
  o.author = j.string(QLatin1StringView("author"));
  o.description = j.string(QLatin1StringView("description"));
  j.forEachMemberObject(QLatin1StringView("fabrics"), [&](const QString& network, const auto& f) {
    if (const QString problem = Networks::keyProblem(network); !problem.isEmpty())
      f.failHere(problem);
    FabricIntent intent;
    const QString ratio = f.string(QLatin1StringView("oversubscription"));
    if (!ratio.isEmpty()) {
      intent.oversubscription = Ratio::fromText(ratio);
      if (!intent.oversubscription)
        f.fail(QLatin1StringView("oversubscription"), Ratio::problem(ratio), ratio);
    }
    // Not a number: absent (the fallback). A stated uplink capacity is at least 1 Gb/s.
    const QLatin1StringView uplinksKey("leafUplinkGbps");
    if (!std::isnan(f.number(uplinksKey, false, std::numeric_limits<double>::quiet_NaN()))) {
      const int gbps = f.integer(uplinksKey);
      if (gbps < 1) {
        f.fail(uplinksKey,
               JsonReader::tr("expected an uplink capacity in Gb/s of at least 1, found %1")
                   .arg(gbps));
      }
      intent.leafUplinkGbps = gbps;
    }
    intent.extra =
        f.unknownKeys({QLatin1StringView("oversubscription"), QLatin1StringView("leafUplinkGbps")});
    o.fabrics.insert(network, intent);
  });
  o.extra = j.unknownKeys({QLatin1StringView("name"), QLatin1StringView("revision"),
                           QLatin1StringView("author"), QLatin1StringView("description"),
                           QLatin1StringView("fabrics")});
}

}  // namespace rackwright

#endif
