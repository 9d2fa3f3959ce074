// `rackwright plan --cluster PRESET --output FILE` as a user runs it: the whole cluster is
// written, validates with no error and no warning, reports what it generated per network, and
// the checked-in example of every preset is what the generator makes today and round-trips.
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::ProcessResult;
using rackwright::test::runRackwright;
using rackwright::test::sourcePath;

namespace {

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Everything but the writer's version and the embedded part definitions (those follow the
/// catalog, not the generator).
QJsonObject designContent(const QByteArray& bytes) {
  QJsonObject root = QJsonDocument::fromJson(bytes).object();
  root.remove(QStringLiteral("savedBy"));
  root.remove(QStringLiteral("parts"));
  return root;
}

QStringList clusterArgs(const QString& preset, int sus) {
  return {QStringLiteral("plan"), QStringLiteral("--cluster"), preset, QStringLiteral("--sus"),
          QString::number(sus)};
}

}  // namespace

class TestPlanCluster final : public QObject {
  Q_OBJECT

 private slots:
  void writesTheWholeClusterAndItValidatesClean() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cluster.rackwright"));
    const ProcessResult r = runRackwright(clusterArgs(QStringLiteral("dgx-h100-ib"), 1) +
                                          QStringList{QStringLiteral("--output"), file});
    QCOMPARE(r.exitCode, 0);
    for (const char* text : {"Racks as generated:", "Storage:", "In-band management:",
                             "Out-of-band management:", "PDUs hung zero-U", "Wrote "}) {
      QVERIFY2(r.out.contains(text), text);
    }
    const ProcessResult validate = runRackwright(
        {QStringLiteral("validate"), file, QStringLiteral("--fail-on"), QStringLiteral("warning")});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());
    QVERIFY(validate.out.contains("0 error(s), 0 warning(s)"));
    // `info` counts the cables of every network.
    const ProcessResult info = runRackwright(
        {QStringLiteral("info"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(info.exitCode, 0);
    for (const char* network : {"\"compute\"", "\"storage\"", "\"inband\"", "\"oob\""})
      QVERIFY2(info.out.contains(network), network);
  }

  void jsonReportsEveryGeneratedNetwork() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cluster.rackwright"));
    const ProcessResult r =
        runRackwright(clusterArgs(QStringLiteral("dgx-b200-ib"), 1) +
                      QStringList{QStringLiteral("--output"), file, QStringLiteral("--format"),
                                  QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    const QJsonObject generated = json.value(QStringLiteral("generated")).toObject();
    QCOMPARE(generated.value(QStringLiteral("file")).toString(), file);
    QMap<QString, int> cables;
    for (const QJsonValue& n : generated.value(QStringLiteral("networks")).toArray())
      cables.insert(n[QStringLiteral("network")].toString(), n[QStringLiteral("cables")].toInt());
    QCOMPARE(cables.keys(), (QStringList{"compute", "inband", "oob", "storage"}));
    // The plan's storage node links: 31 nodes × 2.
    QJsonObject storage;
    for (const QJsonValue& n : json.value(QStringLiteral("networks")).toArray()) {
      if (n[QStringLiteral("network")].toString() == QLatin1String("storage"))
        storage = n.toObject();
    }
    QCOMPARE(
        storage.value(QStringLiteral("groups")).toArray().first()[QStringLiteral("links")].toInt(),
        62);
    QVERIFY(cables.value(QStringLiteral("storage")) >= 62);
  }

  void checkedInExamplesAreCurrent_data() {
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    QTest::newRow("DGX H100, 4 SU") << "examples/superpod-dgx-h100-4su.rackwright"
                                    << "dgx-h100-ib" << 4;
    QTest::newRow("DGX B200, 1 SU") << "examples/superpod-dgx-b200-1su.rackwright"
                                    << "dgx-b200-ib" << 1;
    QTest::newRow("DGX B300 XDR, 1 SU") << "examples/superpod-dgx-b300-xdr-1su.rackwright"
                                        << "dgx-b300-xdr" << 1;
    QTest::newRow("DGX B300 Ethernet, 1 SU") << "examples/superpod-dgx-b300-eth-1su.rackwright"
                                             << "dgx-b300-eth" << 1;
    QTest::newRow("DGX GB200 NVL72, 1 SU") << "examples/superpod-dgx-gb200-1su.rackwright"
                                           << "dgx-gb200" << 1;
  }
  void checkedInExamplesAreCurrent() {
    QFETCH(QString, example);
    QFETCH(QString, preset);
    QFETCH(int, sus);
    const QString path = sourcePath(example);
    const QByteArray bytes = readAll(path);
    QVERIFY(!bytes.isEmpty());
    const ProcessResult validate = runRackwright(
        {QStringLiteral("validate"), path, QStringLiteral("--fail-on"), QStringLiteral("warning")});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());
    // Save → load → save gives the same bytes.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy.rackwright"));
    QVERIFY(QFile::copy(path, copy));
    QCOMPARE(runRackwright({QStringLiteral("upgrade"), copy}).exitCode, 0);
    QVERIFY(readAll(copy) == bytes);
    // And it is what the generator makes today (the README names the command).
    const QString fresh = dir.filePath(QStringLiteral("fresh.rackwright"));
    QCOMPARE(
        runRackwright(clusterArgs(preset, sus) + QStringList{QStringLiteral("--output"), fresh})
            .exitCode,
        0);
    QVERIFY(designContent(readAll(fresh)) == designContent(bytes));
  }

  void layoutOptionsNeedOutput() {
    const ProcessResult r =
        runRackwright(clusterArgs(QStringLiteral("dgx-h100-ib"), 1) +
                      QStringList{QStringLiteral("--row-length"), QStringLiteral("20")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--row-length shapes the generated design; it goes with --output"),
             r.err.constData());
  }
};

QTEST_GUILESS_MAIN(TestPlanCluster)
#include "tst_plancluster.moc"
