#include "recovery.h"

#include "core/common/error.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QSysInfo>
#include <QUuid>

#include <algorithm>

namespace rackwright {

namespace {

const QString kDesignSuffix = QStringLiteral(".rackwright");
const QString kInfoSuffix = QStringLiteral(".json");
const QString kLockSuffix = QStringLiteral(".lock");
constexpr int kInfoFormatVersion = 1;

std::unique_ptr<QLockFile> tryLock(const QString& path) {
  auto lock = std::make_unique<QLockFile>(path);
  // Only a lock whose process is gone (or whose pid now runs another program) is stale; a live
  // instance keeps its documents however long it has been open.
  lock->setStaleLockTime(0);
  if (!lock->tryLock(0))
    return nullptr;
  return lock;
}

}  // namespace

RecoveryStore::RecoveryStore(QString directory) : mDirectory(std::move(directory)) {
  if (mDirectory.isEmpty())
    mDirectory = defaultDirectory();
}

QString RecoveryStore::defaultDirectory() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
      .filePath(QStringLiteral("recovery"));
}

QString RecoveryStore::instanceId() {
  static const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
  return id;
}

QString RecoveryStore::designPath(const QString& id) const {
  return QDir(mDirectory).filePath(id + kDesignSuffix);
}

QString RecoveryStore::infoPath(const QString& id) const {
  return QDir(mDirectory).filePath(id + kInfoSuffix);
}

QString RecoveryStore::lockPath(const QString& id) const {
  return QDir(mDirectory).filePath(id + kLockSuffix);
}

QStringList RecoveryStore::ids() const {
  QSet<QString> found;
  const QFileInfoList files =
      QDir(mDirectory)
          .entryInfoList({QLatin1Char('*') + kDesignSuffix, QLatin1Char('*') + kInfoSuffix},
                         QDir::Files);
  for (const QFileInfo& file : files)
    found.insert(file.completeBaseName());
  QStringList ids(found.begin(), found.end());
  ids.sort();
  return ids;
}

void RecoveryStore::writeDesign(const QString& id, const DesignData& design,
                                const ProgressCallback& progress) const {
  DesignFile::save(design, designPath(id), progress);
}

void RecoveryStore::writeInfo(const QString& id, const RecoveryInfo& info) const {
  QJsonObject json;
  json.insert(QStringLiteral("formatVersion"), kInfoFormatVersion);
  json.insert(QStringLiteral("originalPath"), info.originalPath);
  json.insert(QStringLiteral("designName"), info.designName);
  json.insert(QStringLiteral("writtenAt"), info.writtenAt.toUTC().toString(Qt::ISODateWithMs));
  json.insert(QStringLiteral("pid"), info.pid);
  json.insert(QStringLiteral("instance"), info.instance);
  json.insert(QStringLiteral("host"), info.host);
  const QString path = infoPath(id);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) ||
      file.write(QJsonDocument(json).toJson(QJsonDocument::Indented)) < 0 || !file.commit()) {
    throw Error(tr("Cannot write the recovery information \"%1\": %2. Free some space or make "
                   "the folder writable.")
                    .arg(QDir::toNativeSeparators(path), file.errorString()));
  }
}

RecoveryInfo RecoveryStore::readInfo(const QString& id) const {
  const QString path = infoPath(id);
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    throw Error(
        tr("Cannot read \"%1\": %2.").arg(QDir::toNativeSeparators(path), file.errorString()));
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
  if (!doc.isObject()) {
    throw ParseError(QDir::toNativeSeparators(path), QStringLiteral("$"), 0,
                     parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                  : tr("expected a JSON object"));
  }
  const QJsonObject json = doc.object();
  RecoveryInfo info;
  info.originalPath = json.value(QStringLiteral("originalPath")).toString();
  info.designName = json.value(QStringLiteral("designName")).toString();
  info.writtenAt =
      QDateTime::fromString(json.value(QStringLiteral("writtenAt")).toString(), Qt::ISODateWithMs);
  if (!info.writtenAt.isValid()) {
    throw ParseError(QDir::toNativeSeparators(path), QStringLiteral("$.writtenAt"), 0,
                     tr("expected a date and time like 2026-01-31T12:00:00.000Z"));
  }
  info.writtenAt = info.writtenAt.toUTC();
  info.pid = json.value(QStringLiteral("pid")).toInteger();
  info.instance = json.value(QStringLiteral("instance")).toString();
  info.host = json.value(QStringLiteral("host")).toString();
  return info;
}

void RecoveryStore::removeFiles(const QString& id) const {
  QStringList paths{designPath(id), infoPath(id)};
  // A write that was killed half-way may leave QSaveFile's temporary beside the final name.
  const QDir dir(mDirectory);
  for (const QString& name : dir.entryList(
           {id + kDesignSuffix + QStringLiteral(".*"), id + kInfoSuffix + QStringLiteral(".*")},
           QDir::Files | QDir::Hidden))
    paths << dir.filePath(name);
  for (const QString& path : std::as_const(paths)) {
    if (QFileInfo::exists(path) && !QFile::remove(path))
      spdlog::warn("Cannot remove the recovery file {}.", path.toStdString());
  }
}

std::vector<std::unique_ptr<RecoverySlot>> RecoveryStore::claimOrphans() const {
  std::vector<std::unique_ptr<RecoverySlot>> entries;
  for (const QString& id : ids()) {
    std::unique_ptr<RecoverySlot> slot = RecoverySlot::claim(*this, id);
    if (!slot)
      continue;  // a running instance has it open
    if (!slot->hasDesign()) {
      // A sidecar whose design never got written, or was removed by hand: nothing to recover.
      slot->discard();
      continue;
    }
    entries.push_back(std::move(slot));
  }
  std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    return a->info().writtenAt < b->info().writtenAt;
  });
  return entries;
}

// --- RecoverySlot --------------------------------------------------------------------------------

RecoverySlot::RecoverySlot(RecoveryStore store, QString id, std::unique_ptr<QLockFile> lock)
    : mStore(std::move(store)), mId(std::move(id)), mLock(std::move(lock)) {}

RecoverySlot::~RecoverySlot() = default;

std::unique_ptr<RecoverySlot> RecoverySlot::create(const RecoveryStore& store) {
  if (!QDir().mkpath(store.directory())) {
    throw Error(tr("Cannot create the recovery folder \"%1\". Make its parent folder writable.")
                    .arg(QDir::toNativeSeparators(store.directory())));
  }
  const QString id = QStringLiteral("design-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
  std::unique_ptr<QLockFile> lock = tryLock(store.lockPath(id));
  if (!lock) {
    throw Error(tr("Cannot create the lock file \"%1\". Make the recovery folder writable.")
                    .arg(QDir::toNativeSeparators(store.lockPath(id))));
  }
  auto slot = std::unique_ptr<RecoverySlot>(new RecoverySlot(store, id, std::move(lock)));
  slot->mInfo.pid = QCoreApplication::applicationPid();
  slot->mInfo.instance = RecoveryStore::instanceId();
  slot->mInfo.host = QSysInfo::machineHostName();
  return slot;
}

std::unique_ptr<RecoverySlot> RecoverySlot::claim(const RecoveryStore& store, const QString& id) {
  std::unique_ptr<QLockFile> lock = tryLock(store.lockPath(id));
  if (!lock)
    return nullptr;
  auto slot = std::unique_ptr<RecoverySlot>(new RecoverySlot(store, id, std::move(lock)));
  slot->readInfo();
  return slot;
}

bool RecoverySlot::hasDesign() const {
  return QFileInfo::exists(designPath());
}

void RecoverySlot::readInfo() {
  try {
    mInfo = mStore.readInfo(mId);
    return;
  } catch (const Error& e) {
    mInfoProblem = e.message();
  }
  // The design may still be worth having: offer it as untitled, dated by its file.
  spdlog::warn("Recovery entry {}: {}", mId.toStdString(), mInfoProblem.toStdString());
  mInfo = RecoveryInfo();
  mInfo.writtenAt = QFileInfo(designPath()).lastModified().toUTC();
}

void RecoverySlot::discard() {
  mStore.removeFiles(mId);
}

}  // namespace rackwright
