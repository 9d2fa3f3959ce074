// `rackwright-cli`, the commands on core alone: it answers every command exactly as
// `rackwright COMMAND` does, and the running process maps no widget, print-support or chart
// library, even for the exports that paint (checked with the dynamic loader's own log, which
// also lists the plugins Qt loads at run time).
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::ProcessResult;
using rackwright::test::rackwrightBinary;
using rackwright::test::rackwrightCliBinary;
using rackwright::test::runProgram;
using rackwright::test::runRackwrightCli;
using rackwright::test::sourcePath;

namespace {

QString pilot() {
  return sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"));
}

QStringList words(const char* text) {
  return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

/// The libraries the widget layer brings; core and the command line must never load them.
const QStringList kForbiddenLibraries = {QStringLiteral("libQt6Widgets"),
                                         QStringLiteral("libQt6PrintSupport"),
                                         QStringLiteral("libQt6Charts")};

/// Every shared object the process (and the processes it started) opened, by file name, from
/// the dynamic loader's LD_DEBUG=files log: linked libraries and the plugins Qt loads later.
QSet<QString> loadedObjects(const QString& logDir) {
  static const QRegularExpression fileLine(QStringLiteral(R"(^\s*\d+:\s+file=(\S+))"));
  QSet<QString> objects;
  const QStringList logs = QDir(logDir).entryList({QStringLiteral("ld.*")}, QDir::Files);
  for (const QString& log : logs) {
    QFile file(QDir(logDir).filePath(log));
    if (!file.open(QIODevice::ReadOnly))
      continue;
    for (const QByteArray& line : file.readAll().split('\n')) {
      const QRegularExpressionMatch match = fileLine.match(QString::fromUtf8(line));
      if (match.hasMatch())
        objects.insert(QFileInfo(match.captured(1)).fileName());
    }
  }
  return objects;
}

QStringList forbiddenAmong(const QSet<QString>& objects) {
  QStringList found;
  for (const QString& object : objects) {
    for (const QString& library : kForbiddenLibraries) {
      if (object.startsWith(library))
        found << object;
    }
  }
  found.sort();
  return found;
}

}  // namespace

class TestHeadlessBinary : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() { QVERIFY(mDir.isValid()); }

  /// Both executables run the same command code: same exit code, same bytes out.
  void answersAsRackwrightDoes_data() {
    QTest::addColumn<QStringList>("args");
    const QString file = pilot();
    QTest::newRow("version") << words("--version");
    QTest::newRow("info") << QStringList{QStringLiteral("info"), file};
    QTest::newRow("info json") << QStringList{QStringLiteral("info"), file,
                                              QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("validate json")
        << QStringList{QStringLiteral("validate"),  file,
                       QStringLiteral("--format"),  QStringLiteral("json"),
                       QStringLiteral("--fail-on"), QStringLiteral("never")};
    QTest::newRow("catalog list") << words("catalog list --kind switch");
    QTest::newRow("catalog show") << words("catalog show QM9700");
    QTest::newRow("check-channel")
        << words("check-channel QM9700 MMA4Z00-NS MFP7E10-N030 MMA4Z00-NS400 MCX75310AAS-NEAT");
    QTest::newRow("command help") << words("validate --help");
    QTest::newRow("unknown command") << words("no-such-command");
    QTest::newRow("missing file") << QStringList{QStringLiteral("info"),
                                                 mDir.filePath(QStringLiteral("missing"))};
  }
  void answersAsRackwrightDoes() {
    QFETCH(QStringList, args);
    const ProcessResult workbench = runProgram(rackwrightBinary(), args);
    const ProcessResult cli = runRackwrightCli(args);
    QVERIFY2(workbench.exitCode >= 0, workbench.err.constData());
    QCOMPARE(cli.exitCode, workbench.exitCode);
    QCOMPARE(cli.out, workbench.out);
    // The program names itself in the hint of an unknown command; everything else is equal.
    QCOMPARE(QString::fromUtf8(cli.err).replace(QStringLiteral("rackwright-cli"),
                                                QStringLiteral("rackwright")),
             QString::fromUtf8(workbench.err));
  }

  /// An export writes the same file from either executable.
  void exportsTheSameFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("cable schedule") << QStringLiteral("cables") << QStringLiteral("cables.csv");
    QTest::newRow("bill of materials") << QStringLiteral("bom") << QStringLiteral("bom.csv");
  }
  void exportsTheSameFile() {
    QFETCH(QString, kind);
    QFETCH(QString, fileName);
    QByteArray written[2];
    for (int i = 0; i < 2; ++i) {
      const QString out = mDir.filePath(QStringLiteral("%1-%2").arg(i).arg(fileName));
      const QStringList args{QStringLiteral("export"), kind, pilot(), QStringLiteral("-o"), out};
      const ProcessResult r =
          i == 0 ? runProgram(rackwrightBinary(), args) : runRackwrightCli(args);
      QVERIFY2(r.exitCode == 0, r.err.constData());
      QFile file(out);
      QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(out));
      written[i] = file.readAll();
    }
    QVERIFY(!written[0].isEmpty());
    QCOMPARE(written[1], written[0]);
  }

  /// What the running `rackwright-cli` maps, for commands that read, validate and paint.
  void mapsNoWidgetLibrary_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), pilot(),
                                             QStringLiteral("--fail-on"), QStringLiteral("never")};
    QTest::newRow("catalog list") << words("catalog list");
    QTest::newRow("export pdf (paints text)")
        << QStringList{QStringLiteral("export"), QStringLiteral("pdf"), pilot(),
                       QStringLiteral("-o"), mDir.filePath(QStringLiteral("review.pdf"))};
    QTest::newRow("export labels (paints QR codes)")
        << QStringList{QStringLiteral("export"), QStringLiteral("labels"), pilot(),
                       QStringLiteral("-o"), mDir.filePath(QStringLiteral("labels.pdf"))};
  }
  void mapsNoWidgetLibrary() {
    QFETCH(QStringList, args);
    const QSet<QString> objects = loadedBy(rackwrightCliBinary(), args);
    QVERIFY2(!objects.isEmpty(), "the loader wrote no log");
    QVERIFY2(
        std::any_of(objects.begin(), objects.end(),
                    [](const QString& o) { return o.startsWith(QStringLiteral("libQt6Core")); }),
        "the log does not list libQt6Core: the check would see nothing");
    const QStringList forbidden = forbiddenAmong(objects);
    QVERIFY2(forbidden.isEmpty(), qPrintable(forbidden.join(QStringLiteral(", "))));
  }

  /// The check above can fail: the workbench executable, which links the widget layer, shows
  /// up with it even when it only runs a command.
  void checkSeesTheWorkbenchsWidgets() {
    const QSet<QString> objects =
        loadedBy(rackwrightBinary(), {QStringLiteral("validate"), pilot(),
                                      QStringLiteral("--fail-on"), QStringLiteral("never")});
    const QStringList forbidden = forbiddenAmong(objects);
    QVERIFY2(forbidden.contains(QStringLiteral("libQt6Widgets.so.6")),
             qPrintable(forbidden.join(QStringLiteral(", "))));
  }

  /// rackwright-cli never opens the workbench: a design file alone gets a pointer to the
  /// commands, and no arguments get the help on stderr, both with exit code 2.
  void refusesToOpenTheWorkbench() {
    ProcessResult r = runRackwrightCli({pilot()});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("is a file, not a command"), r.err.constData());
    QVERIFY2(r.err.contains("rackwright-cli validate"), r.err.constData());
    QVERIFY(r.out.isEmpty());

    r = runRackwrightCli({});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("Usage: rackwright-cli"), r.err.constData());
    QVERIFY(!r.err.contains("opens the workbench"));

    r = runRackwrightCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Usage: rackwright-cli"));
    QVERIFY(r.out.contains("validate"));
  }

 private:
  QSet<QString> loadedBy(const QString& program, const QStringList& args) {
    const QString logDir = mDir.filePath(QStringLiteral("ld-%1").arg(++mRuns));
    if (!QDir().mkpath(logDir))
      return {};
    const ProcessResult r = runProgram(
        program, args, {},
        {QStringLiteral("LD_DEBUG=files"),
         QStringLiteral("LD_DEBUG_OUTPUT=") + QDir(logDir).filePath(QStringLiteral("ld"))});
    if (r.exitCode != 0) {
      qWarning("%s exited with %d: %s", qPrintable(program), r.exitCode, r.err.constData());
      return {};
    }
    return loadedObjects(logDir);
  }

  QTemporaryDir mDir;
  int mRuns = 0;
};

QTEST_GUILESS_MAIN(TestHeadlessBinary)
#include "tst_headlessbinary.moc"
