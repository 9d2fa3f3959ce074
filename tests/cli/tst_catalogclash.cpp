// The README's own example imports NetBox's QM9700, whose id is a built-in part: the import says
// it renamed the type to QM9700-netbox, and later commands load the user catalog without a
// warning. A user catalog written by an older version (the NetBox QM9700 under the built-in id)
// warns naming the file and `rackwright catalog resolve-clashes`; that command renames it once
// and the warning is gone for good.
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::ProcessResult;
using rackwright::test::runRackwright;
using rackwright::test::testData;

namespace {

QString qm9700Yaml() {
  return testData(QStringLiteral("netbox-devicetypes/Nvidia/QM9700.yaml"));
}

/// The catalog file an import wrote, from its "imported ID from FILE → PATH" line.
QString writtenPath(const ProcessResult& r) {
  const QRegularExpression re(QStringLiteral("→ (.+)$"), QRegularExpression::MultilineOption);
  return re.match(QString::fromUtf8(r.out)).captured(1);
}

}  // namespace

class TestCatalogClash final : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    // Every case gets a user catalog of its own (the commands find it through XDG_DATA_HOME).
    mHome = std::make_unique<QTemporaryDir>();
    QVERIFY(mHome->isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(mHome->path()));
  }

  void importOfABuiltInIdIsRenamed() {
    const ProcessResult r =
        runRackwright({QStringLiteral("catalog"), QStringLiteral("import-netbox"), qm9700Yaml()});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.startsWith("imported QM9700-netbox from "), r.out.constData());
    QVERIFY2(r.out.contains("renamed: QM9700 is a built-in part, so this type is imported as "
                            "QM9700-netbox; place it as QM9700-netbox (QM9700 stays the built-in "
                            "part)\n"),
             r.out.constData());
    QVERIFY(QFile::exists(writtenPath(r)));

    const ProcessResult list = runRackwright({QStringLiteral("catalog"), QStringLiteral("list")});
    QCOMPARE(list.exitCode, 0);
    QCOMPARE(list.err, QByteArray());
    QVERIFY(list.out.contains("\nQM9700-netbox "));
    QVERIFY(list.out.contains("\nQM9700 "));

    // Importing it again replaces the same file and keeps the id.
    const ProcessResult again =
        runRackwright({QStringLiteral("catalog"), QStringLiteral("import-netbox"), qm9700Yaml()});
    QVERIFY2(again.out.startsWith("imported QM9700-netbox from "), again.out.constData());
    QCOMPARE(writtenPath(again), writtenPath(r));
  }

  void olderClashIsFixedOnce() {
    // Make the catalog an older version wrote: the import's file with the built-in id.
    const ProcessResult r =
        runRackwright({QStringLiteral("catalog"), QStringLiteral("import-netbox"), qm9700Yaml()});
    QCOMPARE(r.exitCode, 0);
    const QString file = writtenPath(r);
    QFile catalogFile(file);
    QVERIFY(catalogFile.open(QIODevice::ReadOnly));
    QByteArray bytes = catalogFile.readAll();
    catalogFile.close();
    bytes.replace("\"id\": \"QM9700-netbox\"", "\"id\": \"QM9700\"");
    QVERIFY(catalogFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    catalogFile.write(bytes);
    catalogFile.close();

    const ProcessResult warned = runRackwright(
        {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("QM9700")});
    QCOMPARE(warned.exitCode, 0);
    const QString warning = QString::fromUtf8(warned.err);
    QCOMPARE(warning.count(QLatin1Char('\n')), 1);
    QVERIFY2(warning.startsWith(QStringLiteral("rackwright: warning: %1:").arg(file)),
             qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("Run \"rackwright catalog resolve-clashes\" once")),
             qPrintable(warning));

    const ProcessResult fixed =
        runRackwright({QStringLiteral("catalog"), QStringLiteral("resolve-clashes")});
    QVERIFY2(fixed.exitCode == 0, fixed.err.constData());
    QCOMPARE(QString::fromUtf8(fixed.out),
             QStringLiteral("renamed QM9700 → QM9700-netbox in %1 (QM9700 is a built-in part)\n")
                 .arg(file));

    for (int i = 0; i < 2; ++i) {
      const ProcessResult later =
          runRackwright({QStringLiteral("catalog"), QStringLiteral("list")});
      QCOMPARE(later.exitCode, 0);
      QCOMPARE(later.err, QByteArray());
      QVERIFY(later.out.contains("\nQM9700-netbox "));
    }
    const ProcessResult nothingLeft =
        runRackwright({QStringLiteral("catalog"), QStringLiteral("resolve-clashes")});
    QCOMPARE(nothingLeft.exitCode, 0);
    QVERIFY2(nothingLeft.out.startsWith("No part ids clash in "), nothingLeft.out.constData());
  }

 private:
  std::unique_ptr<QTemporaryDir> mHome;
};

QTEST_GUILESS_MAIN(TestCatalogClash)
#include "tst_catalogclash.moc"
