#include "designrepair.h"

#include "core/common/error.h"
#include "designjson.h"
#include "designloaders.h"

#include <spdlog/spdlog.h>

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <cstring>
#include <optional>
#include <vector>

namespace rackwright {

namespace {

using Action = DesignFile::RepairAction;
using Outcome = Action::Outcome;

/// The lines of the objects' ids: every `"id": "…"` in the file, found in one pass the first time
/// a line is asked for (only when something is set aside).
class IdLines {
 public:
  explicit IdLines(const QByteArray& bytes) : mBytes(bytes) {}

  /// Line of the `n`-th (0-based) "id" whose value is `idText`, 0 when there is none.
  int line(const QString& idText, int n) {
    if (!mBuilt)
      build();
    const auto it = mLines.constFind(idText.toUtf8());
    return it == mLines.constEnd() || n >= it->size() ? 0 : it->at(n);
  }

 private:
  void build() {
    mBuilt = true;
    const char* const begin = mBytes.constData();
    const char* const end = begin + mBytes.size();
    int line = 1;
    for (const char* p = begin; p < end; ++p) {
      if (*p == '\n') {
        ++line;
        continue;
      }
      if (*p != '"' || end - p < 4 || p[1] != 'i' || p[2] != 'd' || p[3] != '"')
        continue;
      const char* q = p + 4;
      while (q < end && (*q == ' ' || *q == '\t' || *q == '\r'))
        ++q;
      if (q >= end || *q != ':')
        continue;
      ++q;
      while (q < end && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n'))
        line += *q++ == '\n' ? 1 : 0;
      if (q >= end || *q != '"')
        continue;
      const char* valueEnd = static_cast<const char*>(memchr(q + 1, '"', std::size_t(end - q - 1)));
      if (!valueEnd)
        break;
      mLines[QByteArray(q + 1, valueEnd - q - 1)].append(line);
      p = valueEnd;
    }
  }

  const QByteArray& mBytes;
  bool mBuilt = false;
  QHash<QByteArray, QVector<int>> mLines;
};

/// One element of a section as the file has it.
struct Entry {
  QJsonValue json;
  QString idText;      ///< the "id" as written (empty when absent or not a string)
  int occurrence = 0;  ///< how many earlier objects of the section have the same id text
  bool readable = false;
  bool aside = false;
  QString reason;  ///< why it was set aside (the quarantine entry's "reason")
};

/// One top-level array ("devices") with its objects read where they could be.
template <typename T>
struct Section {
  QString key = arrayKey<T>();
  std::vector<Entry> entries;
  std::vector<std::optional<T>> objects;  ///< parallel to entries; set for readable ones
  QHash<ObjectId, qsizetype> firstById;   ///< index of the first readable object with an id
  QSet<ObjectId> ids;   ///< every id the file has in this section, readable or not
  bool edited = false;  ///< an entry's JSON was changed (a cable end disconnected)

  QString path(qsizetype i) const { return QStringLiteral("$.%1[%2]").arg(key).arg(i); }
};

enum class Presence { Missing, Kept, SetAside };

/// Finds every problem, decides what is set aside and rewrites the tree without it.
class Repairer {
 public:
  Repairer(const QByteArray& bytes, const QString& fileName, QJsonObject& root,
           const DesignData& parts, RepairMode mode)
      : mBytes(bytes),
        mFileName(fileName),
        mRoot(root),
        mParts(parts),
        mMode(mode),
        mPorts(parts) {}

  QList<Action> run();

 private:
  template <typename T>
  void read(Section<T>& section);
  template <typename T>
  void setAside(Section<T>& section, qsizetype i, const QString& path, int line,
                const QString& problem, bool cascade = false);
  template <typename T>
  Presence presence(const Section<T>& section, const ObjectId& id) const;
  /// Checks the reference `field` of object `i` to `target` in `targets`; sets the object aside
  /// (a root cause when the target is not in the file, a cascade when it was set aside).
  template <typename T, typename U>
  bool checkReference(Section<T>& section, qsizetype i, const QString& field,
                      const Section<U>& targets, const ObjectId& target, const QString& what);
  template <typename T>
  void checkPart(Section<T>& section);
  void checkCables();
  template <typename T>
  void rewrite(const Section<T>& section);

  int lineOf(const Entry& entry) { return mIdLines.line(entry.idText, entry.occurrence); }

  const QByteArray& mBytes;
  const QString& mFileName;
  IdLines mIdLines{mBytes};
  QJsonObject& mRoot;
  const DesignData& mParts;
  const RepairMode mMode;
  detail::PortCheck mPorts;
  QList<Action> mActions;
  QJsonArray mQuarantine;

  Section<Site> mSites;
  Section<Room> mRooms;
  Section<Row> mRows;
  Section<Rack> mRacks;
  Section<Device> mDevices;
  Section<Module> mModules;
  Section<Cable> mCables;
  Section<Waiver> mWaivers;
};

template <typename T>
void Repairer::read(Section<T>& section) {
  const QJsonValue value = mRoot.value(section.key);
  if (!value.isArray())
    return;  // absent, or a problem of the whole section that the normal read reports
  const QJsonArray array = value.toArray();
  section.entries.resize(std::size_t(array.size()));
  section.objects.resize(std::size_t(array.size()));
  // How often each id text was met so far, for the line of a repeated one.
  QHash<QString, int> seen;
  for (qsizetype i = 0; i < array.size(); ++i) {
    Entry& entry = section.entries[std::size_t(i)];
    entry.json = array[i];
    const QString path = section.path(i);
    if (!entry.json.isObject()) {
      setAside(section, i, path, 0,
               JsonReader::tr("expected an object, found %1")
                   .arg(describeJsonKind(jsonKindOf(entry.json))));
      continue;
    }
    const QJsonObject json = entry.json.toObject();
    entry.idText = json.value(QStringLiteral("id")).toString();
    entry.occurrence = seen[entry.idText]++;
    const QUuid rawId = QUuid::fromString(entry.idText);
    if (!rawId.isNull())
      section.ids.insert(rawId);
    JsonReader reader(mFileName, &mBytes);
    reader.setAnchor(entry.idText);
    T object;
    try {
      fromJson(reader, json, path, object);
    } catch (const ParseError& e) {
      const int line = lineOf(entry);
      setAside(section, i, e.where(), line > 0 ? line : e.line(), e.problem());
      continue;
    }
    entry.readable = true;
    section.ids.insert(object.id);
    if (section.firstById.contains(object.id)) {
      setAside(section, i, path + QStringLiteral(".id"), lineOf(entry),
               DesignFile::tr("the id %1 is used twice; every object needs its own id")
                       .arg(object.id.toString(QUuid::WithoutBraces)) +
                   QLatin1Char(' ') + DesignRepair::tr("(the first object with it is kept)"));
      continue;
    }
    section.firstById.insert(object.id, i);
    section.objects[std::size_t(i)] = std::move(object);
  }
  // Objects set aside by an earlier repair are in the file too: what refers to them follows them.
  for (const QJsonValue old : mRoot.value(QStringLiteral("quarantine")).toArray()) {
    const QJsonObject held = old.toObject();
    if (held.value(QStringLiteral("section")).toString() == section.key) {
      const QUuid id = QUuid::fromString(
          held.value(QStringLiteral("object"))[QLatin1StringView("id")].toString());
      if (!id.isNull())
        section.ids.insert(id);
    }
  }
}

template <typename T>
void Repairer::setAside(Section<T>& section, qsizetype i, const QString& path, int line,
                        const QString& problem, bool cascade) {
  Entry& entry = section.entries[std::size_t(i)];
  entry.aside = true;
  entry.reason = problem;
  Action action;
  action.file = mFileName;
  action.path = path;
  action.line = line;
  action.section = section.key;
  action.objectId = entry.idText;
  action.problem = problem;
  action.outcome = mMode == RepairMode::Quarantine ? Outcome::Quarantined : Outcome::Dropped;
  action.cascade = cascade;
  mActions << action;
}

template <typename T>
Presence Repairer::presence(const Section<T>& section, const ObjectId& id) const {
  const auto it = section.firstById.constFind(id);
  if (it != section.firstById.constEnd() && !section.entries[std::size_t(*it)].aside)
    return Presence::Kept;
  return section.ids.contains(id) ? Presence::SetAside : Presence::Missing;
}

template <typename T, typename U>
bool Repairer::checkReference(Section<T>& section, qsizetype i, const QString& field,
                              const Section<U>& targets, const ObjectId& target,
                              const QString& what) {
  if (target.isNull())
    return false;
  const Entry& entry = section.entries[std::size_t(i)];
  switch (presence(targets, target)) {
    case Presence::Kept:
      return false;
    case Presence::Missing:
      setAside(section, i, section.path(i) + QLatin1Char('.') + field, lineOf(entry),
               detail::missingObjectProblem(what, target));
      return true;
    case Presence::SetAside:
      setAside(section, i, section.path(i), lineOf(entry),
               DesignRepair::tr("belongs to %1 %2, which was set aside")
                   .arg(what, target.toString(QUuid::WithoutBraces)),
               true);
      return true;
  }
  return false;
}

template <typename T>
void Repairer::checkPart(Section<T>& section) {
  for (std::size_t i = 0; i < section.entries.size(); ++i) {
    const Entry& entry = section.entries[i];
    if (entry.aside || !section.objects[i] || mParts.findPart(section.objects[i]->typeId))
      continue;
    setAside(section, qsizetype(i), section.path(qsizetype(i)) + QStringLiteral(".type"),
             lineOf(entry), detail::unknownPartProblem(section.objects[i]->typeId));
  }
}

void Repairer::checkCables() {
  for (std::size_t i = 0; i < mCables.entries.size(); ++i) {
    Entry& entry = mCables.entries[i];
    if (entry.aside || !mCables.objects[i])
      continue;
    const Cable& cable = *mCables.objects[i];
    const QString path = mCables.path(qsizetype(i));
    // Ends on objects that were set aside: the cable follows them, or loses those ends.
    QList<qsizetype> endsOnSetAside;
    bool setAsideWhole = false;
    for (qsizetype k = 0; k < cable.ends.size() && !setAsideWhole; ++k) {
      const CableEnd& end = cable.ends[k];
      const Attachment& at = end.attachment;
      if (!at.isConnected())
        continue;
      const QString endPath = path + QStringLiteral(".ends[%1]").arg(k);
      const bool onModule = at.kind == Attachment::Kind::ModulePort;
      const Presence where =
          onModule ? presence(mModules, at.objectId) : presence(mDevices, at.objectId);
      if (where == Presence::Missing) {
        setAside(mCables, qsizetype(i), endPath + QStringLiteral(".object"), lineOf(entry),
                 detail::missingObjectProblem(
                     onModule ? QStringLiteral("module") : QStringLiteral("device"), at.objectId));
        setAsideWhole = true;
      } else if (where == Presence::SetAside) {
        endsOnSetAside << k;
      } else {
        const QString& targetType =
            onModule ? mModules.objects[std::size_t(mModules.firstById.value(at.objectId))]->typeId
                     : mDevices.objects[std::size_t(mDevices.firstById.value(at.objectId))]->typeId;
        if (!mPorts.has(targetType, at)) {
          setAside(mCables, qsizetype(i), endPath + QStringLiteral(".port"), lineOf(entry),
                   detail::missingPortProblem(end, targetType));
          setAsideWhole = true;
        }
      }
    }
    if (setAsideWhole || endsOnSetAside.isEmpty())
      continue;
    const auto problemOf = [&](qsizetype k) {
      const Attachment& at = cable.ends[k].attachment;
      return DesignRepair::tr("end %1 is on %2 %3, which was set aside")
          .arg(cable.ends[k].name,
               at.kind == Attachment::Kind::ModulePort ? QStringLiteral("module")
                                                       : QStringLiteral("device"),
               at.objectId.toString(QUuid::WithoutBraces));
    };
    if (mMode == RepairMode::Quarantine) {
      setAside(mCables, qsizetype(i), path + QStringLiteral(".ends[%1]").arg(endsOnSetAside[0]),
               lineOf(entry), problemOf(endsOnSetAside[0]), true);
      continue;
    }
    // Drop mode: the cable stays, as it does when the object is deleted in the editor.
    QJsonObject json = entry.json.toObject();
    QJsonArray ends = json.value(QStringLiteral("ends")).toArray();
    for (qsizetype k : std::as_const(endsOnSetAside)) {
      QJsonObject loose;
      loose.insert(QStringLiteral("end"), cable.ends[k].name);
      loose.insert(QStringLiteral("kind"), toString(Attachment::Kind::None));
      ends[k] = loose;
      Action action;
      action.file = mFileName;
      action.path = path + QStringLiteral(".ends[%1]").arg(k);
      action.line = lineOf(entry);
      action.section = mCables.key;
      action.objectId = entry.idText;
      action.problem = problemOf(k);
      action.outcome = Outcome::EndDisconnected;
      action.cascade = true;
      mActions << action;
    }
    json.insert(QStringLiteral("ends"), ends);
    entry.json = json;
    mCables.edited = true;
  }
}

template <typename T>
void Repairer::rewrite(const Section<T>& section) {
  bool changed = false;
  QJsonArray kept;
  for (const Entry& entry : section.entries) {
    if (!entry.aside) {
      kept.append(entry.json);
      continue;
    }
    changed = true;
    if (mMode == RepairMode::Quarantine) {
      QJsonObject held;
      held.insert(QStringLiteral("section"), section.key);
      held.insert(QStringLiteral("reason"), entry.reason);
      held.insert(QStringLiteral("object"), entry.json);
      mQuarantine.append(held);
    }
  }
  if (changed || section.edited)
    mRoot.insert(section.key, kept);
}

QList<Action> Repairer::run() {
  read(mSites);
  read(mRooms);
  read(mRows);
  read(mRacks);
  read(mDevices);
  read(mModules);
  read(mCables);
  read(mWaivers);

  checkPart(mDevices);
  checkPart(mModules);
  checkPart(mCables);

  for (qsizetype i = 0; i < qsizetype(mRooms.entries.size()); ++i) {
    if (mRooms.objects[std::size_t(i)] && !mRooms.entries[std::size_t(i)].aside)
      checkReference(mRooms, i, QStringLiteral("site"), mSites,
                     mRooms.objects[std::size_t(i)]->siteId, QStringLiteral("site"));
  }
  for (qsizetype i = 0; i < qsizetype(mRows.entries.size()); ++i) {
    if (mRows.objects[std::size_t(i)] && !mRows.entries[std::size_t(i)].aside)
      checkReference(mRows, i, QStringLiteral("room"), mRooms,
                     mRows.objects[std::size_t(i)]->roomId, QStringLiteral("room"));
  }
  for (qsizetype i = 0; i < qsizetype(mRacks.entries.size()); ++i) {
    if (mRacks.objects[std::size_t(i)] && !mRacks.entries[std::size_t(i)].aside)
      checkReference(mRacks, i, QStringLiteral("row"), mRows, mRacks.objects[std::size_t(i)]->rowId,
                     QStringLiteral("row"));
  }
  // A device's parent may come after it in the file, and may itself follow its own parent:
  // repeat until nothing more is set aside.
  for (bool changed = true; changed;) {
    changed = false;
    for (qsizetype i = 0; i < qsizetype(mDevices.entries.size()); ++i) {
      const auto& device = mDevices.objects[std::size_t(i)];
      if (!device || mDevices.entries[std::size_t(i)].aside)
        continue;
      changed = checkReference(mDevices, i, QStringLiteral("rack"), mRacks, device->rackId,
                               QStringLiteral("rack")) ||
                checkReference(mDevices, i, QStringLiteral("parent"), mDevices, device->parentId,
                               QStringLiteral("device")) ||
                changed;
    }
  }
  for (qsizetype i = 0; i < qsizetype(mModules.entries.size()); ++i) {
    if (mModules.objects[std::size_t(i)] && !mModules.entries[std::size_t(i)].aside)
      checkReference(mModules, i, QStringLiteral("device"), mDevices,
                     mModules.objects[std::size_t(i)]->deviceId, QStringLiteral("device"));
  }
  checkCables();

  if (mActions.isEmpty())
    return mActions;
  mQuarantine = mRoot.value(QStringLiteral("quarantine")).toArray();
  rewrite(mSites);
  rewrite(mRooms);
  rewrite(mRows);
  rewrite(mRacks);
  rewrite(mDevices);
  rewrite(mModules);
  rewrite(mCables);
  rewrite(mWaivers);
  if (!mQuarantine.isEmpty())
    mRoot.insert(QStringLiteral("quarantine"), mQuarantine);
  return mActions;
}

}  // namespace

QString DesignFile::RepairAction::describe() const {
  return ParseError(file, path, line, problem).message();
}

QString DesignFile::RepairAction::toString() const {
  return describe() + QStringLiteral(" → ") + DesignRepair::outcomeText(outcome);
}

QString DesignRepair::outcomeText(DesignFile::RepairAction::Outcome outcome) {
  switch (outcome) {
    case Outcome::Quarantined:
      return tr("quarantined");
    case Outcome::Dropped:
      return tr("dropped");
    case Outcome::EndDisconnected:
      return tr("kept with the end disconnected");
  }
  return {};
}

DesignFile::LoadReport DesignRepair::load(const QString& path, Design& design, RepairMode mode,
                                          const ProgressCallback& progress) {
  const QByteArray bytes = DesignFile::readBytes(path);
  return loadFromBytes(bytes, QFileInfo(path).fileName(), design, mode, progress);
}

DesignFile::LoadReport DesignRepair::loadFromBytes(const QByteArray& bytes, const QString& fileName,
                                                   Design& design, RepairMode mode,
                                                   const ProgressCallback& progress) {
  // A file without problems takes the normal (fast) load; only a refused one is looked at again.
  std::optional<ParseError> refused;
  try {
    return DesignFile::loadFromBytes(bytes, fileName, design, progress);
  } catch (const ParseError& e) {
    refused = e;
  }
  spdlog::info("{} was refused ({}); looking for problems to set aside.", fileName.toStdString(),
               refused->message().toStdString());
  DesignFile::LoadReport report;
  QJsonObject root;
  try {
    root = detail::parseTree(bytes, fileName, report);
    design.clear();
    const JsonReader reader(fileName, &bytes);
    detail::readEmbeddedParts(reader, root, design, nullptr);
  } catch (const ParseError&) {
    design.clear();
    throw *refused;  // the file as a whole is unreadable: the normal load's message says why
  }
  report.repairs = Repairer(bytes, fileName, root, design, mode).run();
  if (report.repairs.isEmpty())
    throw *refused;  // nothing an object can be set aside for: a problem of the whole file
  detail::readTree(bytes, fileName, root, design, progress, &report.warnings);
  spdlog::info("Opened {} with {} repair(s).", fileName.toStdString(), report.repairs.size());
  return report;
}

}  // namespace rackwright
