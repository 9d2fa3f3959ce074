// The headless front end: --version, --help, info, exit codes and one-line errors.
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::runRackwright;
using rackwright::test::sourcePath;

class TestCli : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void version();
  void help();
  void infoJson();
  void infoText();
  void progressOnATerminalOnly_data();
  void progressOnATerminalOnly();
  void badInput_data();
  void badInput();
  void commandHelp_data();
  void commandHelp();
  void catalogShowsRackSystems();
  void examplesValidate_data();
  void examplesValidate();
};

void TestCli::version() {
  const auto r = runRackwright({QStringLiteral("--version")});
  QCOMPARE(r.exitCode, 0);
  QVERIFY(r.out.startsWith("rackwright 0."));
}

void TestCli::help() {
  const auto r = runRackwright({QStringLiteral("--help")});
  QCOMPARE(r.exitCode, 0);
  for (const char* word : {"info", "catalog list", "catalog show", "Exit codes"}) {
    QVERIFY2(r.out.contains(word), word);
  }
}

void TestCli::infoJson() {
  const auto r = runRackwright({QStringLiteral("info"),
                                sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")),
                                QStringLiteral("--format"), QStringLiteral("json")});
  QCOMPARE(r.exitCode, 0);
  const QJsonObject info = QJsonDocument::fromJson(r.out).object();
  for (const char* key : {"racks", "devices", "devicesByRole", "cages", "modules", "cables",
                          "cablesByKind", "logicalLinks"}) {
    QVERIFY2(info.contains(QLatin1String(key)), key);
  }
  const QJsonObject roles = info.value(QStringLiteral("devicesByRole")).toObject();
  QCOMPARE(roles.value(QStringLiteral("server")).toInt(), 2);
  QCOMPARE(roles.value(QStringLiteral("switch")).toInt(), 1);
  QCOMPARE(roles.value(QStringLiteral("management-switch")).toInt(), 1);
  QCOMPARE(roles.value(QStringLiteral("firewall")).toInt(), 1);
  QVERIFY(roles.value(QStringLiteral("patch-panel")).toInt() >= 1);
  // Every DGX compute port is linked (2 servers × 4 cages × 2 logical ports), plus the
  // management and firewall links.
  QVERIFY(info.value(QStringLiteral("logicalLinks")).toInt() >= 16);
  QVERIFY(info.value(QStringLiteral("cablesByKind")).toObject().contains(QStringLiteral("DAC")));
  QVERIFY(r.err.isEmpty());
}

void TestCli::infoText() {
  const auto r = runRackwright(
      {QStringLiteral("info"), sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"))});
  QCOMPARE(r.exitCode, 0);
  QVERIFY(r.out.contains("Racks: "));
  QVERIFY(r.out.contains("Logical links: "));
}

void TestCli::progressOnATerminalOnly_data() {
  QTest::addColumn<bool>("terminal");
  QTest::addColumn<bool>("quiet");
  QTest::addColumn<bool>("progress");
  QTest::newRow("terminal") << true << false << true;
  QTest::newRow("terminal, --quiet") << true << true << false;
  QTest::newRow("pipe") << false << false << false;
}

void TestCli::progressOnATerminalOnly() {
  QFETCH(bool, terminal);
  QFETCH(bool, quiet);
  QFETCH(bool, progress);
  const QString design = sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"));
  QStringList args{QStringLiteral("info"), design};
  if (quiet)
    args << QStringLiteral("--quiet");
  QByteArray output;
  if (terminal) {
    // script(1) gives the command a terminal, as a user's shell does.
    QProcess script;
    QStringList command{rackwright::test::commandLineTestsBinary()};
    command << args;
    script.start(QStringLiteral("script"),
                 {QStringLiteral("-qec"), command.join(u' '), QStringLiteral("/dev/null")});
    QVERIFY2(script.waitForFinished(60000), "script did not finish");
    QCOMPARE(script.exitCode(), 0);
    output = script.readAllStandardOutput();
  } else {
    const auto r = runRackwright(args);
    QCOMPARE(r.exitCode, 0);
    output = r.out + r.err;
  }
  QVERIFY(output.contains("Racks: "));
  QCOMPARE(output.contains("\rrackwright: Loading two-node-pilot.rackwright "), progress);
  if (progress) {
    // The line is cleared before the command's own output.
    QVERIFY(output.contains(" %"));
    QVERIFY(output.indexOf("\r\033[K") < output.indexOf("Racks: "));
  }
}

void TestCli::badInput_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("expected");
  QTest::newRow("unknown command")
      << QStringList{QStringLiteral("frobnicate")}
      << QStringLiteral("unknown command or missing file \"frobnicate\"");
  QTest::newRow("missing file") << QStringList{QStringLiteral("info"),
                                               QStringLiteral("/nonexistent/x.rackwright")}
                                << QStringLiteral("Cannot open");
  QTest::newRow("bad format") << QStringList{QStringLiteral("info"), QStringLiteral("x"),
                                             QStringLiteral("--format"), QStringLiteral("xml")}
                              << QStringLiteral("--format must be text or json");
  QTest::newRow("unknown option") << QStringList{QStringLiteral("info"), QStringLiteral("--colour")}
                                  << QStringLiteral("unknown option --colour");
  QTest::newRow("no file") << QStringList{QStringLiteral("info")}
                           << QStringLiteral("info needs exactly one design file");
}

void TestCli::badInput() {
  QFETCH(QStringList, args);
  QFETCH(QString, expected);
  const auto r = runRackwright(args);
  QCOMPARE(r.exitCode, 2);
  const QString err = QString::fromUtf8(r.err).trimmed();
  QVERIFY2(err.contains(expected), qPrintable(err));
  QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));  // one line
  QVERIFY(err.startsWith(QStringLiteral("rackwright: ")));
}

void TestCli::commandHelp_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("expected");
  QTest::newRow("info") << QStringList{QStringLiteral("info"), QStringLiteral("--help")}
                        << QStringLiteral("Usage: rackwright info FILE [--format text|json]");
  QTest::newRow("validate") << QStringList{QStringLiteral("validate"), QStringLiteral("-h")}
                            << QStringLiteral("--fail-on error|warning|never");
  QTest::newRow("check-channel") << QStringList{QStringLiteral("check-channel"),
                                                QStringLiteral("--help")}
                                 << QStringLiteral(":legN (splitter leg)");
  QTest::newRow("catalog show") << QStringList{QStringLiteral("catalog"), QStringLiteral("show"),
                                               QStringLiteral("--help")}
                                << QStringLiteral("Usage: rackwright catalog show ID");
  QTest::newRow("calc prints its own")
      << QStringList{QStringLiteral("calc"), QStringLiteral("--help")}
      << QStringLiteral("allreduce");
}

void TestCli::commandHelp() {
  QFETCH(QStringList, args);
  QFETCH(QString, expected);
  const auto r = runRackwright(args);
  QCOMPARE(r.exitCode, 0);
  QVERIFY2(QString::fromUtf8(r.out).contains(expected), r.out.constData());
}

void TestCli::catalogShowsRackSystems() {
  // A rack-scale system is shown like a part: what it is, its source, what is assumed, and its
  // members from the top of the rack down.
  const auto text = runRackwright(
      {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("GB200-NVL72")});
  QCOMPARE(text.exitCode, 0);
  const QString out = QString::fromUtf8(text.out);
  for (const char* part :
       {"NVIDIA DGX GB200 NVL72 rack (GB200-NVL72)", "Kind: rack-scale system",
        "Power at full load: 120 kW", "UNCONFIRMED powerMaxW:", "48 U, 600 × 1200 mm",
        "https://docs.nvidia.com/dgx/dgxgb200-user-guide/hardware.html"}) {
    QVERIFY2(out.contains(QString::fromUtf8(part)), qPrintable(out));
  }
  QVERIFY2(out.indexOf(QLatin1String("TOR02")) >= 0 &&
               out.indexOf(QLatin1String("TOR02")) < out.indexOf(QLatin1String("CT01")),
           qPrintable(out));

  const auto json = runRackwright({QStringLiteral("catalog"), QStringLiteral("show"),
                                   QStringLiteral("GB300-NVL72"), QStringLiteral("--format"),
                                   QStringLiteral("json")});
  QCOMPARE(json.exitCode, 0);
  const QJsonObject system = QJsonDocument::fromJson(json.out).object();
  QCOMPARE(system.value(QStringLiteral("kind")).toString(), QStringLiteral("system"));
  QCOMPARE(system.value(QStringLiteral("members")).toArray().size(), 37);
  QCOMPARE(system.value(QStringLiteral("powerMaxW")).toDouble(), 142000.0);

  const auto list = runRackwright({QStringLiteral("catalog"), QStringLiteral("list")});
  QCOMPARE(list.exitCode, 0);
  QVERIFY(QString::fromUtf8(list.out).contains(QRegularExpression(
      QStringLiteral("\\nGB300-NVL72 +system +NVIDIA +GB300 NVL72 rack +UNCONFIRMED"))));
}

void TestCli::examplesValidate_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<QString>("failOn");
  // The pilot is a reviewed design: no errors and no warnings (the DGX BMC ports speak only
  // Ethernet, so no protocol warning; one fiber grade end to end; airflow consistent).
  QTest::newRow("two-node pilot") << QStringLiteral("examples/two-node-pilot.rackwright")
                                  << QStringLiteral("warning");
  QTest::newRow("1,024-GPU SU") << QStringLiteral("examples/su-1024gpu.rackwright")
                                << QStringLiteral("error");
}

void TestCli::examplesValidate() {
  QFETCH(QString, file);
  QFETCH(QString, failOn);
  QVERIFY2(QFile::exists(sourcePath(file)), qPrintable(file));
  const auto r =
      runRackwright({QStringLiteral("validate"), sourcePath(file), QStringLiteral("--fail-on"),
                     failOn, QStringLiteral("--format"), QStringLiteral("json")});
  const QJsonObject result = QJsonDocument::fromJson(r.out).object();
  const QJsonObject summary = result.value(QStringLiteral("summary")).toObject();
  QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
  if (failOn == QStringLiteral("warning")) {
    QCOMPARE(summary.value(QStringLiteral("warnings")).toInt(), 0);
  }
  QCOMPARE(r.exitCode, 0);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
