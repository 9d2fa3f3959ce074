#include "catalog.h"

#include "core/common/error.h"
#include "core/common/inputfile.h"
#include "core/common/textatoms.h"
#include "core/fileformat/jsonuniquekeys.h"
#include "partidclashes.h"
#include "partjson.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace rackwright {

namespace {

/// The catalog file format this build reads and writes.
constexpr int kCatalogFormatVersion = 1;

int lineAtOffset(const QByteArray& text, qsizetype offset) {
  offset = std::clamp<qsizetype>(offset, 0, text.size());
  return static_cast<int>(std::count(text.constBegin(), text.constBegin() + offset, '\n')) + 1;
}

// The line where a part's id is written, so errors point a text editor at the part; 0 if the
// id cannot be found (missing or written in an unusual way).
int lineOfId(const QString& text, const QString& id) {
  if (id.isEmpty())
    return 0;
  const QRegularExpression re(
      QStringLiteral("\"id\"\\s*:\\s*\"%1\"").arg(QRegularExpression::escape(id)));
  const QRegularExpressionMatch m = re.match(text);
  if (!m.hasMatch())
    return 0;
  return static_cast<int>(QStringView(text).left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
}

// Part warnings are written without a line; give them the line of the part they belong to.
QString withLine(const QString& warning, const QString& file, int line) {
  const QString prefix = file + QStringLiteral(": ");
  if (line <= 0 || !warning.startsWith(prefix))
    return warning;
  return file + QStringLiteral(":%1: ").arg(line) + warning.mid(prefix.size());
}

struct BuiltInCatalog {
  Catalog catalog;
  BuiltInCatalog() {
    QStringList warnings;
    catalog.loadFolder(QStringLiteral(":/catalog"), Catalog::Origin::BuiltIn, &warnings);
    for (const QString& warning : warnings) {
      spdlog::warn("built-in catalog: {}", warning.toStdString());
    }
    spdlog::debug("built-in catalog: {} parts", catalog.size());
  }
};

}  // namespace

const Catalog& Catalog::builtIn() {
  static const BuiltInCatalog instance;
  return instance.catalog;
}

void Catalog::loadFolder(const QString& dir, Origin origin, QStringList* warnings) {
  const QDir folder(dir);
  if (!folder.exists())
    return;
  // Every entry named *.json, not only readable files: a folder, a pipe, a device, a broken
  // link or a link loop of that name is reported (loadFile refuses it without blocking), not
  // silently passed over.
  const QStringList files =
      folder.entryList({QStringLiteral("*.json")},
                       QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
  for (const QString& name : files) {
    try {
      loadFile(folder.filePath(name), origin, warnings);
    } catch (const Error& e) {
      if (warnings)
        warnings->append(e.message());
    }
  }
}

void Catalog::loadFile(const QString& path, Origin origin, QStringList* warnings) {
  loadBytes(readInputFile(path, InputLimits::kCatalogFileBytes, tr("Rackwright catalog file")),
            path, origin, warnings);
}

void Catalog::loadBytes(const QByteArray& bytes, const QString& path, Origin origin,
                        QStringList* warnings) {
  // A JSON tree would take a NUL byte into a part's texts; catalog files are small, so the whole
  // file is checked (with UTF-8, which the line of the problem then names too).
  checkUtf8Text(bytes, path);
  QJsonParseError jsonError;
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &jsonError);
  if (jsonError.error != QJsonParseError::NoError) {
    throw ParseError(path, {}, lineAtOffset(bytes, jsonError.offset),
                     tr("not valid JSON: %1").arg(jsonError.errorString()));
  }
  if (!doc.isObject()) {
    throw ParseError(path, QStringLiteral("$"), 1,
                     tr("expected an object with \"formatVersion\" and \"parts\""));
  }
  // The tree kept only the last value of a repeated key; refuse the file instead.
  if (const RepeatedKey repeated = findRepeatedKey(bytes.constBegin(), bytes.constEnd());
      repeated.found()) {
    throw ParseError(path, repeated.objectPath,
                     lineAtOffset(bytes, repeated.at - bytes.constBegin()),
                     repeatedKeyProblem(repeated.key, repeated.fault));
  }
  const partjson::ObjectReader top(doc.object(), QStringLiteral("$"), path,
                                   QStringLiteral("catalog"), warnings);
  const int version = top.requiredInteger(QStringLiteral("formatVersion"), 1);
  if (version > kCatalogFormatVersion) {
    throw ParseError(path, QStringLiteral("$.formatVersion"), 0,
                     tr("format version %1 is newer than this version of Rackwright reads (%2); "
                        "update Rackwright")
                         .arg(version)
                         .arg(kCatalogFormatVersion));
  }
  // A file of rack-scale systems alone has no parts.
  const QJsonArray systems = top.array(QStringLiteral("systems"));
  const QJsonArray parts = systems.isEmpty() ? top.requiredArray(QStringLiteral("parts"))
                                             : top.array(QStringLiteral("parts"));
  top.warnUnknownKeys();

  // Parse everything first: a file with an error adds nothing, so a half-loaded file can never
  // hide which of its parts are missing.
  struct Parsed {
    PartPtr part;
    QString where;
    int line;
  };
  QVector<Parsed> parsed;
  QStringList fileWarnings;
  const QString text = QString::fromUtf8(bytes);
  for (int i = 0; i < parts.size(); ++i) {
    const QString where = QStringLiteral("$.parts[%1]").arg(i);
    if (!parts.at(i).isObject()) {
      throw ParseError(path, where, 0,
                       tr("expected a part object; got %1").arg(partjson::describe(parts.at(i))));
    }
    const QJsonObject json = parts.at(i).toObject();
    const int line = lineOfId(text, json.value(QStringLiteral("id")).toString());
    QStringList partWarnings;
    try {
      for (const PartPtr& part : parsePartDefinition(json, path, where, &partWarnings)) {
        parsed.append({part, where, line});
      }
    } catch (const ParseError& e) {
      throw ParseError(e.file(), e.where(), line, e.problem());
    }
    for (const QString& warning : partWarnings)
      fileWarnings << withLine(warning, path, line);
  }
  QVector<std::pair<RackSystemPtr, QString>> parsedSystems;
  for (int i = 0; i < systems.size(); ++i) {
    const QString where = QStringLiteral("$.systems[%1]").arg(i);
    if (!systems.at(i).isObject()) {
      throw ParseError(
          path, where, 0,
          tr("expected a rack system object; got %1").arg(partjson::describe(systems.at(i))));
    }
    const QJsonObject json = systems.at(i).toObject();
    const int line = lineOfId(text, json.value(QStringLiteral("id")).toString());
    QStringList systemWarnings;
    try {
      parsedSystems.append({racksystemjson::parse(json, path, where, &systemWarnings), where});
    } catch (const ParseError& e) {
      throw ParseError(e.file(), e.where(), line, e.problem());
    }
    for (const QString& warning : systemWarnings)
      fileWarnings << withLine(warning, path, line);
  }
  for (const Parsed& p : parsed) {
    if (!add(p.part, origin)) {
      // Older versions of the NetBox import wrote such files; the fix is one command, which
      // the warning names, so it does not come back on every later command.
      const QString problem =
          origin == Origin::User
              ? tr("the id \"%1\" is already in the catalog (%2), so this definition is "
                   "ignored. Run \"rackwright catalog resolve-clashes\" once to rename it to a "
                   "free id such as \"%1-%3\" and keep both.")
                    .arg(p.part->id,
                         this->origin(p.part->id) == Origin::BuiltIn ? tr("a built-in part")
                                                                     : tr("from an earlier file"),
                         PartIdClashes::suffixFor(path))
              : tr("the id \"%1\" is already in the catalog; this definition is ignored "
                   "(rename it to keep both)")
                    .arg(p.part->id);
      fileWarnings << ParseError(path, p.where, p.line, problem).message();
    }
  }
  for (const auto& [system, where] : parsedSystems) {
    if (!addSystem(system, origin)) {
      fileWarnings << ParseError(path, where, lineOfId(text, system->id),
                                 tr("the rack system id \"%1\" is already in the catalog; this "
                                    "definition is ignored (rename it to keep both)")
                                     .arg(system->id))
                          .message();
    }
  }
  if (warnings)
    *warnings += fileWarnings;
}

QVector<PartPtr> Catalog::parsePartDefinition(const QJsonObject& json, const QString& file,
                                              const QString& where, QStringList* warnings) {
  return partjson::parse(json, file, where, warnings);
}

bool Catalog::add(const PartPtr& part, Origin origin) {
  if (!part || mParts.contains(part->id))
    return false;
  mParts.insert(part->id, part);
  mOrigins.insert(part->id, origin);
  return true;
}

bool Catalog::addSystem(const RackSystemPtr& system, Origin origin) {
  if (!system || mSystems.contains(system->id))
    return false;
  mSystems.insert(system->id, system);
  mSystemOrigins.insert(system->id, origin);
  if (origin != Origin::BuiltIn)
    return true;
  for (const RackSystemMember& member : system->members) {
    if (member.role != RackSystemRole::ManagementSwitch)
      mSystemOnlyParts.insert(member.partId);
  }
  return true;
}

QVector<RackSystemPtr> Catalog::systems() const {
  QVector<RackSystemPtr> out(mSystems.begin(), mSystems.end());
  std::sort(out.begin(), out.end(),
            [](const RackSystemPtr& a, const RackSystemPtr& b) { return a->id < b->id; });
  return out;
}

void Catalog::merge(const Catalog& other) {
  for (auto it = other.mParts.cbegin(); it != other.mParts.cend(); ++it) {
    add(it.value(), other.mOrigins.value(it.key(), Origin::BuiltIn));
  }
  for (const RackSystemPtr& system : other.mSystems)
    addSystem(system, other.mSystemOrigins.value(system->id, Origin::BuiltIn));
}

PartPtr Catalog::find(const QString& id) const {
  if (const auto it = mParts.constFind(id); it != mParts.constEnd())
    return it.value();
  {
    // A length variant asked for before, by its own id (a design's cables name them so): no
    // parsing of the length suffix, which cost more than the rest of a rack's power check.
    std::lock_guard<std::mutex> lock(mLengthVariantsMutex);
    if (const auto it = mLengthVariants.constFind(id); it != mLengthVariants.constEnd())
      return it.value();
  }
  QString baseId;
  double lengthM = 0;
  if (!splitLengthSuffix(id, &baseId, &lengthM))
    return nullptr;
  const PartPtr base = mParts.value(baseId);
  if (!base || !base->lengthSelectable || lengthM < base->minLengthM ||
      lengthM > base->maxLengthM) {
    return nullptr;
  }
  const QString key = lengthId(baseId, lengthM);
  std::lock_guard<std::mutex> lock(mLengthVariantsMutex);
  if (PartPtr cached = mLengthVariants.value(key))
    return cached;
  auto part = std::make_shared<Part>(*base);
  part->id = textAtom(key);
  part->family = baseId;
  part->lengthM = lengthM;
  part->definition.insert(QStringLiteral("id"), key);
  part->definition.insert(QStringLiteral("family"), baseId);
  part->definition.insert(QStringLiteral("lengthM"), lengthM);
  mLengthVariants.insert(key, part);
  return part;
}

const Part* Catalog::findPart(const QString& id) const {
  if (const auto it = mParts.constFind(id); it != mParts.constEnd())
    return it.value().get();
  // Length variants are kept in the catalog's cache once resolved, so the pointer stays valid.
  return find(id).get();
}

Catalog::Origin Catalog::origin(const QString& id) const {
  if (const auto it = mOrigins.constFind(id); it != mOrigins.constEnd())
    return it.value();
  QString baseId;
  double lengthM = 0;
  if (splitLengthSuffix(id, &baseId, &lengthM))
    return mOrigins.value(baseId, Origin::BuiltIn);
  return Origin::BuiltIn;
}

QVector<PartPtr> Catalog::parts() const {
  QVector<PartPtr> out;
  out.reserve(mParts.size());
  for (const PartPtr& part : mParts)
    out << part;
  std::sort(out.begin(), out.end(),
            [](const PartPtr& a, const PartPtr& b) { return a->id < b->id; });
  return out;
}

QVector<PartPtr> Catalog::parts(PartKind kind) const {
  QVector<PartPtr> out = parts();
  out.erase(std::remove_if(out.begin(), out.end(),
                           [kind](const PartPtr& part) { return part->kind != kind; }),
            out.end());
  return out;
}

bool Catalog::splitLengthSuffix(const QString& id, QString* baseId, double* lengthM) {
  static const QRegularExpression re(QStringLiteral("^(.+):([0-9]+(?:\\.[0-9]+)?)m$"));
  const QRegularExpressionMatch m = re.match(id);
  if (!m.hasMatch())
    return false;
  if (baseId)
    *baseId = m.captured(1);
  if (lengthM)
    *lengthM = m.captured(2).toDouble();
  return true;
}

QString Catalog::lengthId(const QString& baseId, double lengthM) {
  return QStringLiteral("%1:%2m").arg(baseId, QString::number(lengthM, 'g', 12));
}

QString Catalog::userCatalogDir() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/catalog");
}

}  // namespace rackwright
