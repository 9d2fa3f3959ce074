// The bad-input catalogue (docs/reliability.md, "Bad input"): every reader a user can feed —
// design files (info, validate, upgrade, export), NetBox YAML (catalog import-netbox), the user
// catalog folder and check-channel elements — given inputs built to crash, hang or exhaust it.
// Each row runs the real binary with a time limit and expects a normal exit (no signal, no
// sanitizer report), exit code 2 and one line on stderr naming the file and the problem (for the
// user catalog, which must not stop every command: exit 0 and one warning line).
#include "support/badinputs.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright::test;
using namespace rackwright::test::badinput;

namespace {

/// Far above the fraction of a second each case takes, also under the sanitizers on a busy
/// machine; a hang is stopped here and reported.
constexpr int kTimeLimitMs = 60000;

struct Outcome {
  bool finished = false;  ///< within the time limit
  bool crashed = false;   ///< ended by a signal
  int exitCode = -1;
  qint64 ms = 0;
  QString err;
};

QString runtimeDir() {
  static QTemporaryDir dir;
  QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
  return dir.path();
}

Outcome run(const QStringList& args, const QString& dataHome = {}) {
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  if (!dataHome.isEmpty())
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
  // Without it Qt warns on stderr, which is to hold nothing but the one line.
  if (!env.contains(QStringLiteral("XDG_RUNTIME_DIR")))
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir());
  process.setProcessEnvironment(env);
  process.setStandardOutputFile(QProcess::nullDevice());
  QElapsedTimer timer;
  timer.start();
  process.start(QStringLiteral(RACKWRIGHT_BINARY), args);
  Outcome outcome;
  outcome.finished = process.waitForFinished(kTimeLimitMs);
  if (!outcome.finished) {
    process.kill();
    process.waitForFinished();
  }
  outcome.ms = timer.elapsed();
  outcome.crashed = process.exitStatus() == QProcess::CrashExit;
  outcome.exitCode = process.exitCode();
  outcome.err = QString::fromUtf8(process.readAllStandardError()).trimmed();
  return outcome;
}

/// Checks what every row expects of the process and its one line of stderr.
void checkOutcome(const Outcome& r, int expectedExitCode, const QStringList& expected) {
  QVERIFY2(r.finished,
           qPrintable(QStringLiteral("no answer within %1 s").arg(kTimeLimitMs / 1000)));
  QVERIFY2(!r.crashed, qPrintable(r.err.left(4000)));
  QVERIFY2(r.exitCode == expectedExitCode,
           qPrintable(QStringLiteral("exit code %1: %2").arg(r.exitCode).arg(r.err.left(4000))));
  QVERIFY2(!r.err.contains(QLatin1Char('\n')), qPrintable(r.err.left(4000)));
  QVERIFY2(r.err.startsWith(QStringLiteral("rackwright: ")), qPrintable(r.err.left(4000)));
  for (const QString& text : expected)
    QVERIFY2(r.err.contains(text),
             qPrintable(QStringLiteral("no \"%1\" in: %2").arg(text, r.err.left(4000))));
}

}  // namespace

class TestBadInput : public QObject {
  Q_OBJECT

  QTemporaryDir mTemp;
  QDir mDir;
  int mCatalogCase = 0;

  /// One row per design-file reader for an input at `path`.
  void addDesignRows(const char* name, const QString& path, const QStringList& expected) {
    const QString out = mDir.filePath(QStringLiteral("out"));
    const QList<QPair<const char*, QStringList>> commands = {
        {"info", {QStringLiteral("info"), path}},
        {"validate", {QStringLiteral("validate"), path}},
        {"upgrade", {QStringLiteral("upgrade"), path, QStringLiteral("-o"), out}},
        {"export",
         {QStringLiteral("export"), QStringLiteral("bom"), path, QStringLiteral("-o"),
          out + QStringLiteral(".csv")}},
    };
    for (const auto& [command, args] : commands)
      QTest::addRow("%s: %s", command, name) << args << expected;
  }

  /// A user catalog folder of its own for one row, with the entry `make` puts in it.
  template <typename Make>
  void addCatalogRow(const char* name, Make make, const QStringList& expected) {
    const QString home = mDir.filePath(QStringLiteral("home-%1").arg(++mCatalogCase));
    const QByteArray before = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(home));
    const QString catalogDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                               QStringLiteral("/catalog");
    qputenv("XDG_DATA_HOME", before);
    QVERIFY(QDir().mkpath(catalogDir));
    make(QDir(catalogDir));
    QTest::newRow(name) << home << expected;
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    mDir = QDir(mTemp.path());
    QVERIFY(!goodDesign().isEmpty());
    // As the binary names its folders, so that the user catalog folder is the one it reads.
    QCoreApplication::setOrganizationName(QStringLiteral("Rackwright"));
    QCoreApplication::setApplicationName(QStringLiteral("Rackwright"));
  }

  void designFile_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("expected");
    const QByteArray good = goodDesign();
    const auto write = [&](const char* file, const QByteArray& bytes) {
      return writeFile(mDir, QString::fromLatin1(file), bytes);
    };

    addDesignRows(
        "1 GiB file",
        writeSparseFile(mDir, QStringLiteral("huge.rackwright"), good.left(200), qint64(1) << 30),
        {"huge.rackwright", "1024 MiB, larger than the 512 MiB"});
    addDesignRows("100,000-deep nesting (stream reader)",
                  write("deep.rackwright",
                        replaced(good, "\"revision\": \"A\"", "\"revision\": " + nested(100000))),
                  {"deep.rackwright", "not valid JSON", "too deeply nested"});
    addDesignRows("100,000-deep nesting (tree reader)",
                  write("deep-tree.rackwright", "{\"x\": " + nested(100000) + "}"),
                  {"deep-tree.rackwright:1", "not valid JSON", "too deeply nested"});
    addDesignRows("NUL byte in a text",
                  write("nul-text.rackwright",
                        replaced(good, "Two-node pilot", QByteArray("Two-node\0pilot", 14))),
                  {"nul-text.rackwright", "$.design.name", "NUL character"});
    addDesignRows(
        "NUL byte between values",
        write("nul.rackwright", replaced(good, "\"sites\"", QByteArray("\0\"sites\"", 8))),
        {"nul.rackwright:10", "not valid JSON"});
    addDesignRows("invalid UTF-8",
                  write("utf8.rackwright", replaced(good, "Pilot lab", "Pilot \xC3\x28 lab")),
                  {"utf8.rackwright:11", "not valid JSON", "UTF8"});
    addDesignRows("overlong UTF-8",
                  write("overlong.rackwright", replaced(good, "Pilot lab", "Pilot \xC0\xAF lab")),
                  {"overlong.rackwright:11", "not valid JSON", "UTF8"});
    addDesignRows("number beyond double",
                  write("inf.rackwright", replaced(good, "\"heightU\": 42", "\"heightU\": 1e400")),
                  {"inf.rackwright", "not valid JSON", "illegal number"});
    addDesignRows("whole number beyond int",
                  write("bigint.rackwright",
                        replaced(good, "\"positionInRow\": 1", "\"positionInRow\": 1e300")),
                  {"bigint.rackwright", "$.racks[0].positionInRow", "expected a whole number"});
    addDesignRows(
        "negative number where a count goes",
        write("negative.rackwright", replaced(good, "\"heightU\": 42", "\"heightU\": -42")),
        {"negative.rackwright", "$.racks[0].heightU"});
    addDesignRows("duplicate key in an object",
                  write("dupkey.rackwright",
                        replaced(good, "\"heightU\": 42,", "\"heightU\": 42, \"heightU\": 40,")),
                  {"dupkey.rackwright:29", "$.racks[0]", "\"heightU\" appears twice"});
    addDesignRows("duplicate top-level key",
                  write("dupsection.rackwright",
                        replaced(good, "\"sites\": [", "\"sites\": [],\n  \"sites\": [")),
                  {"dupsection.rackwright:11", "\"sites\" appears twice"});
    addDesignRows("folder", makeFolder(mDir, QStringLiteral("folder.rackwright")),
                  {"folder.rackwright", "is a folder"});
    addDesignRows("/dev/zero", QStringLiteral("/dev/zero"),
                  {"/dev/zero", "is a device, pipe or socket"});
    addDesignRows("FIFO", makeFifo(mDir, QStringLiteral("fifo.rackwright")),
                  {"fifo.rackwright", "is a device, pipe or socket"});
    addDesignRows("symbolic-link loop", makeSymlinkLoop(mDir, QStringLiteral("loop.rackwright")),
                  {"loop.rackwright", "Too many levels of symbolic links"});
    addDesignRows("missing file", mDir.filePath(QStringLiteral("missing.rackwright")),
                  {"missing.rackwright", "No such file or directory"});
    addDesignRows("empty file", write("empty.rackwright", QByteArray()),
                  {"empty.rackwright", "the file is empty"});
  }

  void designFile() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, expected);
    checkOutcome(run(args), 2, expected);
  }

  void netBoxImport_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("expected");
    const QString catalogDir = mDir.filePath(QStringLiteral("imported"));
    const auto row = [&](const char* name, const QString& path, const QStringList& expected) {
      QTest::newRow(name) << QStringList{QStringLiteral("catalog"), QStringLiteral("import-netbox"),
                                         path, QStringLiteral("--catalog-dir"), catalogDir}
                          << expected;
    };
    const auto write = [&](const char* file, const QByteArray& bytes) {
      return writeFile(mDir, QString::fromLatin1(file), bytes);
    };
    row("100 MB YAML", write("large.yaml", largeNetBoxYaml(100'000'000)),
        {"large.yaml", "larger than the 8.0 MiB"});
    row("100,000-deep nesting (flow)",
        write("deep.yaml", netBoxYaml("comments: " + nested(100000))),
        {"deep.yaml:7", "nested more than 500 levels deep"});
    row("100,000-deep nesting (block)",
        write("deep-block.yaml",
              netBoxYaml("comments:\n" + QByteArray("- ").repeated(100000) + "x\n")),
        {"deep-block.yaml", "nested more than 500 levels deep"});
    row("alias bomb", write("bomb.yaml", yamlAliasBomb("comments")), {"bomb.yaml", "alias"});
    row("alias bomb in interfaces", write("bomb-interfaces.yaml", yamlAliasBomb("front-ports")),
        {"bomb-interfaces.yaml", "alias"});
    // yaml-cpp 0.7 would start empty documents at a stray token for ever (YamlPrescan).
    row("stray comma after the document", write("comma.yaml", netBoxYaml("...\n,\n")),
        {"comma.yaml:8", "cannot read past this line"});
    row("stray comma in a second document", write("comma-doc.yaml", netBoxYaml("---\n,\n")),
        {"comma-doc.yaml:8", "cannot read past this line"});
    row("a file of one comma", write("comma-only.yaml", ",\n"),
        {"comma-only.yaml:1", "cannot read past this line"});
    row("NUL byte", write("nul.yaml", netBoxYaml(QByteArray("comments: a\0b\n", 14))),
        {"nul.yaml:7", "NUL byte"});
    row("invalid UTF-8", write("utf8.yaml", netBoxYaml("comments: \xC3\x28\n")),
        {"utf8.yaml:7", "not valid UTF-8"});
    row("number beyond double",
        write("inf.yaml", replaced(netBoxYaml(), "u_height: 1", "u_height: 1e400")),
        {"inf.yaml", "u_height"});
    row("number beyond int",
        write("bigint.yaml", replaced(netBoxYaml(), "u_height: 1", "u_height: 1e300")),
        {"bigint.yaml", "u_height", "expected a height from 0 to 60"});
    row("duplicate key",
        write("dupkey.yaml", replaced(netBoxYaml(), "model: EX-1\n", "model: EX-1\nmodel: EX-2\n")),
        {"dupkey.yaml:3", "model", "twice"});
    row("duplicate key in an interface",
        write("dupkey-interface.yaml", netBoxYaml("    type: 100gbase-x-qsfp28\n")),
        {"dupkey-interface.yaml:7", "type", "twice"});
    row("folder without YAML", makeFolder(mDir, QStringLiteral("folder.yaml")),
        {"folder.yaml", "no .yaml or .yml files"});
    row("/dev/zero", QStringLiteral("/dev/zero"), {"/dev/zero", "is a device, pipe or socket"});
    row("FIFO", makeFifo(mDir, QStringLiteral("fifo.yaml")),
        {"fifo.yaml", "is a device, pipe or socket"});
    row("symbolic-link loop", makeSymlinkLoop(mDir, QStringLiteral("loop.yaml")),
        {"loop.yaml", "Too many levels of symbolic links"});
  }

  void netBoxImport() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, expected);
    checkOutcome(run(args), 2, expected);
  }

  void userCatalog_data() {
    QTest::addColumn<QString>("dataHome");
    QTest::addColumn<QStringList>("expected");
    const QByteArray part =
        R"({"formatVersion": 1, "parts": [{"id": "X-1", "kind": "other", "name": "X"}]})";
    addCatalogRow("1 GiB file",
                  [&](const QDir& d) {
                    writeSparseFile(d, QStringLiteral("huge.json"), part, qint64(1) << 30);
                  },
                  {"huge.json", "larger than the 64 MiB"});
    addCatalogRow("100,000-deep nesting",
                  [&](const QDir& d) {
                    writeFile(d, QStringLiteral("deep.json"),
                              "{\"parts\": " + nested(100000) + "}");
                  },
                  {"deep.json", "not valid JSON"});
    addCatalogRow("NUL byte",
                  [&](const QDir& d) {
                    writeFile(d, QStringLiteral("nul.json"),
                              replaced(part, "\"X\"", QByteArray("\"X\0\"", 4)));
                  },
                  {"nul.json:1", "NUL byte"});
    addCatalogRow("invalid UTF-8",
                  [&](const QDir& d) {
                    writeFile(d, QStringLiteral("utf8.json"),
                              replaced(part, "\"X\"", "\"X\xC3\x28\""));
                  },
                  {"utf8.json:1", "not valid UTF-8"});
    addCatalogRow("number beyond int",
                  [&](const QDir& d) {
                    writeFile(d, QStringLiteral("bigint.json"),
                              replaced(part, "\"formatVersion\": 1", "\"formatVersion\": 1e300"));
                  },
                  {"bigint.json", "formatVersion", "whole number"});
    addCatalogRow("duplicate key",
                  [&](const QDir& d) {
                    writeFile(
                        d, QStringLiteral("dupkey.json"),
                        replaced(part, "\"name\": \"X\"", "\"name\": \"X\", \"name\": \"Y\""));
                  },
                  {"dupkey.json", "name", "twice"});
    addCatalogRow("folder", [&](const QDir& d) { makeFolder(d, QStringLiteral("folder.json")); },
                  {"folder.json", "is a folder"});
    addCatalogRow("FIFO", [&](const QDir& d) { makeFifo(d, QStringLiteral("fifo.json")); },
                  {"fifo.json", "is a device, pipe or socket"});
    addCatalogRow("link to /dev/zero",
                  [&](const QDir& d) {
                    makeSymlink(d, QStringLiteral("zero.json"), QStringLiteral("/dev/zero"));
                  },
                  {"zero.json", "is a device, pipe or socket"});
    addCatalogRow("symbolic-link loop",
                  [&](const QDir& d) { makeSymlinkLoop(d, QStringLiteral("loop.json")); },
                  {"loop.json", "Too many levels of symbolic links"});
    addCatalogRow("link to its own folder",
                  [&](const QDir& d) { makeSymlink(d, QStringLiteral("self.json"), d.path()); },
                  {"self.json", "is a folder"});
  }

  void userCatalog() {
    QFETCH(QString, dataHome);
    QFETCH(QStringList, expected);
    // The command still works; the broken file is named once, as a warning.
    const Outcome r = run({QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--kind"), QStringLiteral("switch")},
                          dataHome);
    checkOutcome(r, 0, QStringList{QStringLiteral("warning:")} + expected);
  }

  void checkChannel_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("expected");
    const auto row = [](const char* name, const QStringList& elements,
                        const QStringList& expected) {
      QTest::newRow(name) << QStringList{QStringLiteral("check-channel")} + elements << expected;
    };
    row("empty element", {QStringLiteral("QM9700"), QString(), QStringLiteral("MMA4Z00-NS")},
        {"element 2"});
    // Linux takes no argument longer than 128 KiB.
    row("100,000-character element", {QString(100'000, QLatin1Char('X'))},
        {"element 1", "is not in the catalog"});
    row("invalid UTF-8", {QString::fromUtf8("QM9700\xC3\x28")},
        {"element 1", "is not in the catalog"});
    row("leg number beyond int", {QStringLiteral("MFP7E20-N010:leg99999999999999999999")},
        {"element 1", "leg"});
    row("length beyond double",
        {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:") + QString(400, QLatin1Char('9')) +
         QStringLiteral("m")},
        {"element 1"});
    row("length zero", {QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:0m")}, {"element 1"});
    QStringList manyCords;
    for (int i = 0; i < 10000; ++i)
      manyCords << QStringLiteral("MFP7E10-N030");
    row("10,000 cords",
        QStringList{QStringLiteral("QM9700"), QStringLiteral("MMA4Z00-NS")} + manyCords,
        {"does not fit"});
  }

  void checkChannel() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, expected);
    checkOutcome(run(args), 2, expected);
  }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
