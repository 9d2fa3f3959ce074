// `rackwright repair FILE -o OUT [--drop]`: prints every problem and what it did, writes OUT
// (exit 0), refuses unreadable input (exit 2); `info` and `validate` mention a quarantine.
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::runRackwright;
using rackwright::test::sourcePath;

namespace {

const QString kNowhere = QStringLiteral("0badbeef-0000-4000-8000-000000000003");

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
    qFatal("cannot write the test file");
}

}  // namespace

class TestRepairCli : public QObject {
  Q_OBJECT

  QTemporaryDir mTemp;
  QString mBroken;
  QByteArray mBrokenBytes;

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    // The pilot with a module whose device is not in the file and a rack that repeats an id.
    QJsonObject root =
        QJsonDocument::fromJson(
            readAll(sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"))))
            .object();
    QJsonArray modules = root.value(QStringLiteral("modules")).toArray();
    QJsonObject module = modules[0].toObject();
    module.insert(QStringLiteral("device"), kNowhere);
    modules[0] = module;
    root.insert(QStringLiteral("modules"), modules);
    QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
    racks.append(racks[0]);
    root.insert(QStringLiteral("racks"), racks);
    mBrokenBytes = QJsonDocument(root).toJson();
    mBroken = mTemp.filePath(QStringLiteral("broken.rackwright"));
    write(mBroken, mBrokenBytes);
  }

  void normalCommandsRefuseTheBrokenFile() {
    const auto r = runRackwright({QStringLiteral("info"), mBroken});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("broken.rackwright:"), r.err.constData());
  }

  void quarantine() {
    const QString out = mTemp.filePath(QStringLiteral("quarantined.rackwright"));
    const auto r = runRackwright({QStringLiteral("repair"), mBroken, QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    // One line per problem: file, line, JSON path, problem, what was done.
    const QRegularExpression problem(
        QStringLiteral("^broken\\.rackwright:\\d+: \\$\\.(\\w+)\\[\\d+\\][.\\w\\[\\]]*: .+ → "
                       "quarantined$"));
    QStringList sections;
    for (const QString& line : lines) {
      const auto match = problem.match(line);
      if (match.hasMatch())
        sections << match.captured(1);
    }
    QVERIFY2(sections.contains(QStringLiteral("racks")), r.out.constData());
    QVERIFY2(sections.contains(QStringLiteral("modules")), r.out.constData());
    QVERIFY2(r.out.contains("$.modules[0].device: refers to device " + kNowhere.toUtf8() +
                            ", which is not in the file → quarantined"),
             r.out.constData());
    QVERIFY2(r.out.contains(QStringLiteral("Wrote %1: %2 object(s) quarantined, 0 dropped")
                                .arg(out)
                                .arg(sections.size())
                                .toUtf8()),
             r.out.constData());
    QVERIFY2(r.out.contains("file format version 2, which Rackwright 0.2.0 and later read"),
             r.out.constData());
    QCOMPARE(readAll(mBroken), mBrokenBytes);  // the input is left alone

    const QJsonObject saved = QJsonDocument::fromJson(readAll(out)).object();
    QCOMPARE(saved.value(QStringLiteral("formatVersion")).toInt(), 2);
    QCOMPARE(saved.value(QStringLiteral("quarantine")).toArray().size(), sections.size());

    // The repaired file opens normally; info and validate say that it holds a quarantine.
    const auto info = runRackwright({QStringLiteral("info"), out});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QStringLiteral("Quarantine: %1 object%2 set aside")
                                   .arg(sections.size())
                                   .arg(sections.size() == 1 ? "" : "s")
                                   .toUtf8()),
             info.out.constData());
    QVERIFY2(info.err.contains("has a quarantine section"), info.err.constData());
    const auto infoJson = runRackwright(
        {QStringLiteral("info"), out, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(QJsonDocument::fromJson(infoJson.out).object().value(QStringLiteral("quarantined")),
             QJsonValue(int(sections.size())));
    const auto validate = runRackwright({QStringLiteral("validate"), out,
                                         QStringLiteral("--format"), QStringLiteral("json"),
                                         QStringLiteral("--fail-on"), QStringLiteral("never")});
    QCOMPARE(validate.exitCode, 0);
    QVERIFY2(validate.err.contains("has a quarantine section"), validate.err.constData());
    QCOMPARE(QJsonDocument::fromJson(validate.out).object().value(QStringLiteral("quarantined")),
             QJsonValue(int(sections.size())));

    // Repairing the repaired file finds nothing more and writes the same bytes.
    const QString again = mTemp.filePath(QStringLiteral("again.rackwright"));
    const auto second = runRackwright({QStringLiteral("repair"), out, QStringLiteral("-o"), again});
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.out.contains("has no problems to repair"), second.out.constData());
    QCOMPARE(readAll(again), readAll(out));
  }

  void drop() {
    const QString out = mTemp.filePath(QStringLiteral("dropped.rackwright"));
    const auto r = runRackwright(
        {QStringLiteral("repair"), mBroken, QStringLiteral("--drop"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("$.modules[0].device: refers to device " + kNowhere.toUtf8() +
                            ", which is not in the file → dropped"),
             r.out.constData());
    QVERIFY2(r.out.contains(" 0 object(s) quarantined, "), r.out.constData());
    QVERIFY(!r.out.contains("quarantine section"));
    const QJsonObject saved = QJsonDocument::fromJson(readAll(out)).object();
    QCOMPARE(saved.value(QStringLiteral("formatVersion")).toInt(), 1);
    QVERIFY(!saved.contains(QStringLiteral("quarantine")));
    const auto validate = runRackwright(
        {QStringLiteral("validate"), out, QStringLiteral("--fail-on"), QStringLiteral("never")});
    QCOMPARE(validate.exitCode, 0);
    QVERIFY2(!validate.err.contains("quarantine"), validate.err.constData());
  }

  void cleanFileIsCopied() {
    const QString out = mTemp.filePath(QStringLiteral("clean.rackwright"));
    const QString example = sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"));
    const auto r = runRackwright({QStringLiteral("repair"), example, QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("has no problems to repair"), r.out.constData());
    QCOMPARE(readAll(out), readAll(example));
  }

  void badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString notJson = mTemp.filePath(QStringLiteral("notjson.rackwright"));
    write(notJson, "{\"formatVersion\": 1, \"racks\": [");
    const QString out = mTemp.filePath(QStringLiteral("never-written.rackwright"));
    QTest::newRow("not JSON") << QStringList{QStringLiteral("repair"), notJson,
                                             QStringLiteral("-o"), out}
                              << QStringLiteral("is not valid JSON");
    QTest::newRow("missing file") << QStringList{QStringLiteral("repair"),
                                                 mTemp.filePath(QStringLiteral("nothing")),
                                                 QStringLiteral("-o"), out}
                                  << QStringLiteral("Cannot open");
    QTest::newRow("no output") << QStringList{QStringLiteral("repair"), notJson}
                               << QStringLiteral("rackwright repair FILE -o OUT [--drop]");
  }

  void badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const auto r = runRackwright(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(expected.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFile::exists(mTemp.filePath(QStringLiteral("never-written.rackwright"))));
  }

  void usage() {
    const auto r = runRackwright({QStringLiteral("repair"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("Usage: rackwright repair FILE -o OUT [--drop]"), r.out.constData());
    const auto help = runRackwright({QStringLiteral("--help")});
    QVERIFY(help.out.contains("repair"));
  }
};

QTEST_GUILESS_MAIN(TestRepairCli)
#include "tst_repaircli.moc"
