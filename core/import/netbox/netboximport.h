#ifndef RACKWRIGHT_CORE_IMPORT_NETBOX_NETBOXIMPORT_H
#define RACKWRIGHT_CORE_IMPORT_NETBOX_NETBOXIMPORT_H

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace rackwright {

/// One NetBox device or module type turned into a catalog part.
struct NetBoxImportResult {
  QString file;          ///< the YAML file as given
  QString id;            ///< catalog id of the part
  QString manufacturer;  ///< as the file names it
  QString model;
  bool moduleType = false;  ///< a NetBox module type (adapter, transceiver, power supply …)
  /// One catalog part definition (see the catalog README for the schema).
  QJsonObject part;
  /// What the importer had to assume or skip, one sentence each, naming the YAML key.
  QStringList warnings;
  /// The id the type would have had when giveFreeId() had to rename it; empty otherwise.
  QString renamedFrom;
};

class PartIdRegistry;

/// Reads NetBox device-type-library YAML (device types and module types) into catalog parts.
///
/// NetBox knows names and types of ports but nothing about where cages sit on the panel, which
/// heat sink they expect or which lane signalling they run: the importer derives what it can from
/// the interface type ("400gbase-x-osfp"), lays cages out on a generic grid and records every
/// such assumption in the part's "unconfirmed" map, so validation reports them as unconfirmed.
class NetBoxImporter final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::NetBoxImporter)

 public:
  /// Reads one YAML file. Throws ParseError naming the file, the YAML key path
  /// (e.g. "interfaces[3].type") and the line when the file is not a usable device type.
  NetBoxImportResult importFile(const QString& path) const;

  /// Same as importFile() for YAML text already in memory; `fileName` is used in messages and
  /// in the part's source.
  NetBoxImportResult importYaml(const QByteArray& yaml, const QString& fileName) const;

  /// The catalog file name for a result: "netbox-<manufacturer>-<model>.json", lower case.
  static QString catalogFileName(const NetBoxImportResult& result);

  /// Gives `result` an id that nothing else has where it is going: the built-in catalog and the
  /// other files of the user catalog folder `dir` (the file the import replaces does not count,
  /// so importing a type again keeps its id). A type whose id is taken, say the built-in
  /// "QM9700", becomes "QM9700-netbox" (then "-netbox-2" …): both stay usable, neither hides the
  /// other, and no later command has to warn that one is ignored. Keeping the taken id would make
  /// the import useless (the built-in part wins); refusing would make the user rename the YAML by
  /// hand. The rename is recorded in renamedFrom. Returns true when the id changed.
  static bool giveFreeId(NetBoxImportResult& result, const PartIdRegistry& ids, const QString& dir);

  /// Checks the part with the catalog parser, then writes `{"formatVersion":1,"parts":[part]}`
  /// to `dir`/catalogFileName() atomically (the folder is created if needed). Returns the written
  /// path. Throws Error when the folder or file cannot be written.
  static QString writeToCatalog(const NetBoxImportResult& result, const QString& dir);
};

}  // namespace rackwright

#endif
