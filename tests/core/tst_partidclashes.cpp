// Part id clashes in the user catalog: a NetBox type whose id is a built-in part (QM9700) or is
// already in another user catalog file is imported under a free id ("QM9700-netbox") that loads
// without a warning, and importing the same type again keeps that id. A catalog folder written by
// an older version (a netbox file that reuses a built-in id) warns naming the file and the fix
// command, and PartIdClashes renames only the id text, after which loading is silent.
#include "core/catalog/catalog.h"
#include "core/catalog/partidclashes.h"
#include "core/import/netbox/netboximport.h"
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;

namespace {

NetBoxImportResult importQm9700() {
  return NetBoxImporter().importFile(
      test::testData(QStringLiteral("netbox-devicetypes/Nvidia/QM9700.yaml")));
}

/// The built-in catalog plus `dir` as the user catalog, as the command line loads it.
QStringList loadWarnings(const QString& dir, Catalog& catalog) {
  catalog.merge(Catalog::builtIn());
  QStringList warnings;
  catalog.loadFolder(dir, Catalog::Origin::User, &warnings);
  return warnings;
}

QStringList loadWarnings(const QString& dir) {
  Catalog catalog;
  return loadWarnings(dir, catalog);
}

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestPartIdClashes final : public QObject {
  Q_OBJECT

 private slots:
  void builtInIdIsRenamedAtImport() {
    QTemporaryDir dir;
    NetBoxImportResult result = importQm9700();
    QCOMPARE(result.id, QStringLiteral("QM9700"));
    QVERIFY(Catalog::builtIn().contains(result.id));

    const PartIdRegistry ids(Catalog::builtIn(), dir.path());
    QVERIFY(NetBoxImporter::giveFreeId(result, ids, dir.path()));
    QCOMPARE(result.id, QStringLiteral("QM9700-netbox"));
    QCOMPARE(result.renamedFrom, QStringLiteral("QM9700"));
    QCOMPARE(result.part.value(QStringLiteral("id")).toString(), result.id);
    NetBoxImporter::writeToCatalog(result, dir.path());

    Catalog catalog;
    const QStringList warnings = loadWarnings(dir.path(), catalog);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
    QCOMPARE(catalog.origin(QStringLiteral("QM9700")), Catalog::Origin::BuiltIn);
    QCOMPARE(catalog.origin(QStringLiteral("QM9700-netbox")), Catalog::Origin::User);
    QCOMPARE(catalog.find(QStringLiteral("QM9700-netbox"))->model, QStringLiteral("QM9700"));
  }

  void importingAgainKeepsTheId() {
    QTemporaryDir dir;
    for (int i = 0; i < 2; ++i) {
      NetBoxImportResult result = importQm9700();
      const PartIdRegistry ids(Catalog::builtIn(), dir.path());
      NetBoxImporter::giveFreeId(result, ids, dir.path());
      // The second time the file it replaces holds QM9700-netbox: that does not count as taken.
      QCOMPARE(result.id, QStringLiteral("QM9700-netbox"));
      NetBoxImporter::writeToCatalog(result, dir.path());
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    QVERIFY(loadWarnings(dir.path()).isEmpty());
  }

  void idOfAnotherUserFileIsRenamed() {
    QTemporaryDir dir;
    // A hand-written user part that already took the id the import would get.
    NetBoxImportResult handWritten = importQm9700();
    handWritten.manufacturer = QStringLiteral("Lab");
    handWritten.part.insert(QStringLiteral("id"), QStringLiteral("QM9700-netbox"));
    NetBoxImporter::writeToCatalog(handWritten, dir.path());

    NetBoxImportResult result = importQm9700();
    PartIdRegistry ids(Catalog::builtIn(), dir.path());
    QVERIFY(NetBoxImporter::giveFreeId(result, ids, dir.path()));
    QCOMPARE(result.id, QStringLiteral("QM9700-netbox-2"));
    const QString written = NetBoxImporter::writeToCatalog(result, dir.path());
    ids.setFileIds(written, {result.id});
    QVERIFY(ids.isTaken(QStringLiteral("QM9700-netbox-2")));
    QVERIFY(!ids.isTaken(QStringLiteral("QM9700-netbox-2"), written));
    QVERIFY(loadWarnings(dir.path()).isEmpty());
  }

  void olderCatalogClashIsNamedAndFixedOnce() {
    QTemporaryDir dir;
    // What older versions wrote: the NetBox QM9700 under the built-in id, ignored on every load.
    const NetBoxImportResult old = importQm9700();
    const QString file = NetBoxImporter::writeToCatalog(old, dir.path());
    const QByteArray before = readAll(file);

    const QStringList warnings = loadWarnings(dir.path());
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.front().startsWith(file + QLatin1Char(':')), qPrintable(warnings.front()));
    QVERIFY2(warnings.front().contains(QStringLiteral("a built-in part")),
             qPrintable(warnings.front()));
    QVERIFY2(warnings.front().contains(QStringLiteral("rackwright catalog resolve-clashes")),
             qPrintable(warnings.front()));
    QVERIFY2(warnings.front().contains(QStringLiteral("\"QM9700-netbox\"")),
             qPrintable(warnings.front()));

    const QVector<PartIdClash> clashes = PartIdClashes::find(Catalog::builtIn(), dir.path());
    QCOMPARE(clashes.size(), 1);
    QCOMPARE(clashes.front().file, QFileInfo(file).absoluteFilePath());
    QCOMPARE(clashes.front().id, QStringLiteral("QM9700"));
    QCOMPARE(clashes.front().newId, QStringLiteral("QM9700-netbox"));
    QCOMPARE(clashes.front().takenBy, QStringLiteral("built-in"));
    QVERIFY(clashes.front().line > 0);
    PartIdClashes::resolve(clashes);

    // Only the id's text changed; loading is silent from now on and nothing is left to fix.
    QByteArray expected = before;
    expected.replace("\"id\": \"QM9700\"", "\"id\": \"QM9700-netbox\"");
    QCOMPARE(readAll(file), expected);
    QVERIFY(loadWarnings(dir.path()).isEmpty());
    QVERIFY(PartIdClashes::find(Catalog::builtIn(), dir.path()).isEmpty());
  }

  void clashBetweenUserFilesFollowsLoadingOrder() {
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QString& id) {
      NetBoxImportResult r = importQm9700();
      r.part.insert(QStringLiteral("id"), id);
      const QString path = QDir(dir.path()).filePath(name);
      NetBoxImporter::writeToCatalog(r, dir.path());
      QFile::rename(QDir(dir.path()).filePath(NetBoxImporter::catalogFileName(r)), path);
      return path;
    };
    write(QStringLiteral("a-lab.json"), QStringLiteral("LAB-SW"));
    const QString second = write(QStringLiteral("b-lab.json"), QStringLiteral("LAB-SW"));
    const QVector<PartIdClash> clashes = PartIdClashes::find(Catalog::builtIn(), dir.path());
    QCOMPARE(clashes.size(), 1);
    QCOMPARE(clashes.front().file, QFileInfo(second).absoluteFilePath());
    QCOMPARE(clashes.front().newId, QStringLiteral("LAB-SW-user"));
    QVERIFY(clashes.front().takenBy.endsWith(QStringLiteral("a-lab.json")));
    QCOMPARE(loadWarnings(dir.path()).size(), 1);
    PartIdClashes::resolve(clashes);
    QVERIFY(loadWarnings(dir.path()).isEmpty());
  }
};

QTEST_GUILESS_MAIN(TestPartIdClashes)
#include "tst_partidclashes.moc"
