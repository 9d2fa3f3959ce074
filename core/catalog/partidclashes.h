#ifndef RACKWRIGHT_CORE_CATALOG_PARTIDCLASHES_H
#define RACKWRIGHT_CORE_CATALOG_PARTIDCLASHES_H

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QVector>

namespace rackwright {

class Catalog;

/// Which part ids are taken where a part is about to be added to the user catalog: the built-in
/// catalog and every file of the user catalog folder. The built-in catalog wins over the user
/// catalog and earlier files over later ones, so a second part with a taken id would be ignored
/// (with a warning on every command). Importers ask here for a free id instead.
class PartIdRegistry final {
 public:
  /// Reads the ids of every catalog file in `userDir` (unreadable files are skipped; loading
  /// reports them).
  PartIdRegistry(const Catalog& builtIn, const QString& userDir);

  /// True when the built-in catalog or a user catalog file has `id`. `exceptFile` (an absolute
  /// path) does not count: it is the file an import is about to replace.
  bool isTaken(const QString& id, const QString& exceptFile = {}) const;
  /// `id` itself when free, else "<id>-<suffix>", then "<id>-<suffix>-2", "-3" … until free.
  QString freeId(const QString& id, const QString& suffix, const QString& exceptFile = {}) const;
  /// Records that `file` now holds exactly `ids` (after it was written).
  void setFileIds(const QString& file, const QStringList& ids);

 private:
  const Catalog& mBuiltIn;
  QHash<QString, QString> mUserIds;  ///< id → absolute path of the first file that has it
  QHash<QString, QStringList> mIdsOfFile;
};

/// One part of a user catalog file whose id something else already had, and what it became.
struct PartIdClash {
  QString file;     ///< absolute path of the catalog file
  int line = 0;     ///< line of the part's id, 0 when unknown
  QString id;       ///< the id as written
  QString newId;    ///< the free id it gets, empty when it cannot be renamed (a family variant)
  QString takenBy;  ///< "built-in" or the path of the earlier file that has the id
};

/// Finds and fixes parts of a user catalog folder that clash with a built-in part or with a part
/// of an earlier file (in the order loading reads them), as older versions of the NetBox import
/// wrote them. A clashing part was never usable: loading ignores it. Renaming it makes it usable
/// and silences the warning; designs never referred to it (they resolved the id to the other
/// part), so they are unaffected.
class PartIdClashes final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PartIdClashes)

 public:
  /// The suffix a renamed part gets: "netbox" for files the NetBox import wrote, "user" else.
  static QString suffixFor(const QString& file);

  /// Every clash in `userDir`, in loading order, with the id each would get.
  static QVector<PartIdClash> find(const Catalog& builtIn, const QString& userDir);

  /// Rewrites each file with clashes, changing only the text of the clashing ids (the rest of
  /// the file stays byte for byte), atomically. Clashes without a newId are left. Throws Error
  /// naming the file when one cannot be rewritten; files done before stay done.
  static void resolve(const QVector<PartIdClash>& clashes);
};

}  // namespace rackwright

#endif
