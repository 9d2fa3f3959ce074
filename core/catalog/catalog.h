#ifndef RACKWRIGHT_CORE_CATALOG_CATALOG_H
#define RACKWRIGHT_CORE_CATALOG_CATALOG_H

#include "parttypes.h"
#include "racksystem.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <mutex>

namespace rackwright {

/// The parts catalog: built-in parts (JSON resources under :/catalog), the user's catalog folder
/// and parts embedded in an open design. Lookups accept a length suffix for parts whose length
/// is chosen per use: "GEN-MPO12-APC-TYPEB-OM4:40m".
class Catalog final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::Catalog)

 public:
  /// Where a part came from; the built-in catalog wins over the user catalog, which wins over
  /// parts embedded in a design.
  enum class Origin { BuiltIn, User, Embedded };

  Catalog() = default;

  /// The catalog shipped with the application (parsed once per process, then shared).
  static const Catalog& builtIn();

  /// Reads every `*.json` catalog file in `dir`. Problems become `warnings`; a broken file does
  /// not stop the others from loading.
  void loadFolder(const QString& dir, Origin origin, QStringList* warnings);

  /// Reads one catalog file (an object with "formatVersion", "parts" and optionally "systems",
  /// the rack-scale systems). Throws ParseError.
  void loadFile(const QString& path, Origin origin, QStringList* warnings);
  /// Same as loadFile() for the bytes of a catalog file already in memory; `path` names it in
  /// messages.
  void loadBytes(const QByteArray& bytes, const QString& path, Origin origin,
                 QStringList* warnings);

  /// Parses one part definition. Family entries with "variants" produce several parts.
  /// Throws ParseError naming `where` (file and JSON path).
  static QVector<PartPtr> parsePartDefinition(const QJsonObject& json, const QString& file,
                                              const QString& where, QStringList* warnings);

  /// Adds a part; returns false (and leaves the catalog unchanged) if the id exists already.
  bool add(const PartPtr& part, Origin origin);
  /// Adds a rack-scale system; returns false (and leaves the catalog unchanged) if the id exists.
  /// Only a built-in system makes its members' parts system-only (isSystemOnlyPart): a user's
  /// system that lists an ordinary server must not turn that server into an error everywhere.
  bool addSystem(const RackSystemPtr& system, Origin origin = Origin::BuiltIn);
  /// Copies every part and system of `other` that this catalog does not have yet.
  void merge(const Catalog& other);

  /// Looks a part up by id, resolving a ":<n>m" length suffix. Returns null when unknown.
  PartPtr find(const QString& id) const;
  /// Same as find(), without copying the shared pointer: for hot read-only paths (validation
  /// asks about thirty times per link, from several threads at once, and each copy of a popular
  /// part's shared pointer is an atomic write to one cache line). Valid while the catalog lives.
  const Part* findPart(const QString& id) const;
  bool contains(const QString& id) const { return find(id) != nullptr; }
  Origin origin(const QString& id) const;

  /// All parts, sorted by id; optionally one kind only.
  QVector<PartPtr> parts() const;
  QVector<PartPtr> parts(PartKind kind) const;
  int size() const { return mParts.size(); }

  /// A rack-scale system by id (GB200-NVL72); null when unknown.
  RackSystemPtr findSystem(const QString& id) const { return mSystems.value(id); }
  /// All rack-scale systems, sorted by id.
  QVector<RackSystemPtr> systems() const;
  /// Whether `partId` is a member part a built-in system places that works only inside its system
  /// (compute and NVLink switch trays, power shelves): racked anywhere else it has no bus bar,
  /// no liquid loop and no NVLink spine (PL-11). Management switches are ordinary switches.
  bool isSystemOnlyPart(const QString& partId) const { return mSystemOnlyParts.contains(partId); }

  /// Splits "ID:40m" into ("ID", 40). Returns false if there is no suffix.
  static bool splitLengthSuffix(const QString& id, QString* baseId, double* lengthM);
  /// The length-suffixed id for a generic part: ("ID", 40) → "ID:40m".
  static QString lengthId(const QString& baseId, double lengthM);

  /// The user's catalog folder (created on demand by importers).
  static QString userCatalogDir();

 private:
  QHash<QString, PartPtr> mParts;
  QHash<QString, Origin> mOrigins;
  QHash<QString, RackSystemPtr> mSystems;
  QHash<QString, Origin> mSystemOrigins;
  QSet<QString> mSystemOnlyParts;
  mutable QHash<QString, PartPtr> mLengthVariants;  // cache of resolved "ID:<n>m" lookups
  mutable std::mutex mLengthVariantsMutex;
};

}  // namespace rackwright

#endif
