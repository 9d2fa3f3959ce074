// Logging: the log file lands in $XDG_STATE_HOME/rackwright, Qt messages reach it with their
// category, --verbose switches the level, headless mode keeps stderr quiet, and an unusable state
// directory degrades to console-only logging with one notice.
#include "core/common/logging.h"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QUuid>

#include <cstdio>

namespace {

Q_LOGGING_CATEGORY(lcTest, "rackwright.test")

QString uniqueMarker(const char* what) {
  return QStringLiteral("%1-%2").arg(QLatin1String(what),
                                     QUuid::createUuid().toString(QUuid::WithoutBraces));
}

QByteArray readAll(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return file.readAll();
}

/// Redirects the process's stderr (file descriptor 2) into a temporary file while alive, so that
/// what the console sink prints can be inspected.
class StderrCapture final {
 public:
  StderrCapture() {
    QVERIFY(mFile.open());
    std::fflush(stderr);
    mSaved = ::dup(STDERR_FILENO);
    ::dup2(mFile.handle(), STDERR_FILENO);
  }
  ~StderrCapture() { restore(); }
  QByteArray finish() {
    restore();
    mFile.seek(0);
    return mFile.readAll();
  }

 private:
  void restore() {
    if (mSaved < 0)
      return;
    std::fflush(stderr);
    ::dup2(mSaved, STDERR_FILENO);
    ::close(mSaved);
    mSaved = -1;
  }
  QTemporaryFile mFile;
  int mSaved = -1;
};

}  // namespace

class TestLogging final : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    QVERIFY(mState.isValid());
    qputenv("XDG_STATE_HOME", mState.path().toUtf8());
  }
  void cleanup() {
    // Leave no handler pointing at a logger whose file lives in a deleted directory.
    qInstallMessageHandler(nullptr);
    spdlog::drop_all();
  }

  void logDirectoryFollowsXdgStateHome() {
    QCOMPARE(rackwright::logDirectory(), mState.path() + QStringLiteral("/rackwright"));
    // A relative XDG_STATE_HOME is invalid per the XDG specification and must be ignored.
    qputenv("XDG_STATE_HOME", "relative/state");
    QCOMPARE(rackwright::logDirectory(),
             QDir::homePath() + QStringLiteral("/.local/state/rackwright"));
    qunsetenv("XDG_STATE_HOME");
    QCOMPARE(rackwright::logDirectory(),
             QDir::homePath() + QStringLiteral("/.local/state/rackwright"));
  }

  void qtWarningReachesLogFile() {
    rackwright::initLogging(false, true);
    const QString expected = mState.path() + QStringLiteral("/rackwright/rackwright.log");
    QCOMPARE(rackwright::logFilePath(), expected);
    QVERIFY(QFileInfo(expected).isFile());

    const QString marker = uniqueMarker("warning");
    qWarning("%s", qPrintable(marker));
    qCWarning(lcTest) << "categorised" << marker;
    rackwright::flushLogs();

    const QByteArray log = readAll(expected);
    QVERIFY2(log.contains("[warning] default: " + marker.toUtf8()), log.constData());
    QVERIFY2(log.contains("[warning] rackwright.test: categorised \"" + marker.toUtf8() + '"'),
             log.constData());
  }

  void qtMessageTypesMapToLevels_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<QByteArray>("level");
    QTest::newRow("qInfo") << int(QtInfoMsg) << QByteArray("[info]");
    QTest::newRow("qWarning") << int(QtWarningMsg) << QByteArray("[warning]");
    QTest::newRow("qCritical") << int(QtCriticalMsg) << QByteArray("[error]");
  }
  void qtMessageTypesMapToLevels() {
    QFETCH(int, type);
    QFETCH(QByteArray, level);
    rackwright::initLogging(false, true);
    const QString marker = uniqueMarker("level");
    QMessageLogger logger(__FILE__, __LINE__, Q_FUNC_INFO, "rackwright.test");
    switch (type) {
      case QtInfoMsg:
        logger.info("%s", qPrintable(marker));
        break;
      case QtWarningMsg:
        logger.warning("%s", qPrintable(marker));
        break;
      default:
        logger.critical("%s", qPrintable(marker));
        break;
    }
    rackwright::flushLogs();
    const QByteArray log = readAll(rackwright::logFilePath());
    QVERIFY2(log.contains(level + " rackwright.test: " + marker.toUtf8()), log.constData());
  }

  void verboseSwitchesLevel_data() {
    QTest::addColumn<bool>("verbose");
    QTest::addColumn<bool>("debugLogged");
    QTest::newRow("normal") << false << false;
    QTest::newRow("verbose") << true << true;
  }
  void verboseSwitchesLevel() {
    QFETCH(bool, verbose);
    QFETCH(bool, debugLogged);
    rackwright::initLogging(verbose, false);
    QCOMPARE(spdlog::default_logger()->level(),
             verbose ? spdlog::level::debug : spdlog::level::info);

    const QString debugMarker = uniqueMarker("debug");
    const QString infoMarker = uniqueMarker("info");
    qDebug("%s", qPrintable(debugMarker));
    spdlog::info("{}", infoMarker.toStdString());
    rackwright::flushLogs();

    const QByteArray log = readAll(rackwright::logFilePath());
    QVERIFY2(log.contains(infoMarker.toUtf8()), log.constData());
    QCOMPARE(log.contains("[debug] default: " + debugMarker.toUtf8()), debugLogged);
  }

  void consoleKeepsHeadlessOutputClean_data() {
    QTest::addColumn<bool>("verbose");
    QTest::addColumn<bool>("headless");
    QTest::addColumn<bool>("showsDebug");
    QTest::addColumn<bool>("showsInfo");
    QTest::newRow("gui") << false << false << false << true;
    QTest::newRow("gui verbose") << true << false << true << true;
    QTest::newRow("headless") << false << true << false << false;
    QTest::newRow("headless verbose") << true << true << true << true;
  }
  void consoleKeepsHeadlessOutputClean() {
    QFETCH(bool, verbose);
    QFETCH(bool, headless);
    QFETCH(bool, showsDebug);
    QFETCH(bool, showsInfo);
    const QByteArray debugMarker = uniqueMarker("debug").toUtf8();
    const QByteArray infoMarker = uniqueMarker("info").toUtf8();
    const QByteArray warnMarker = uniqueMarker("warn").toUtf8();

    StderrCapture capture;
    rackwright::initLogging(verbose, headless);
    spdlog::debug("{}", debugMarker.toStdString());
    spdlog::info("{}", infoMarker.toStdString());
    qWarning("%s", warnMarker.constData());
    rackwright::flushLogs();
    const QByteArray console = capture.finish();

    QCOMPARE(console.contains(debugMarker), showsDebug);
    QCOMPARE(console.contains(infoMarker), showsInfo);
    QVERIFY2(console.contains("rackwright: warning: default: " + warnMarker), console.constData());
    // Whatever the console hides, the file keeps info and above for bug reports.
    QVERIFY(readAll(rackwright::logFilePath()).contains(infoMarker));
  }

  void unusableStateDirectoryFallsBackToConsole() {
    // A regular file where the directory should be makes creating it impossible.
    QFile blocker(mState.filePath(QStringLiteral("blocked")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    qputenv("XDG_STATE_HOME", blocker.fileName().toUtf8());

    StderrCapture capture;
    rackwright::initLogging(false, true);
    const QString marker = uniqueMarker("console-only");
    qWarning("%s", qPrintable(marker));
    qWarning("%s", qPrintable(marker));
    rackwright::flushLogs();
    const QByteArray console = capture.finish();

    QCOMPARE(rackwright::logFilePath(), QString());
    const QByteArray notice =
        "cannot write the log file " + blocker.fileName().toUtf8() + "/rackwright/rackwright.log";
    QCOMPARE(console.count(notice), 1);
    QVERIFY2(console.contains("logging to the console only"), console.constData());
    QCOMPARE(console.count(marker.toUtf8()), 2);
  }

 private:
  QTemporaryDir mState;
};

QTEST_GUILESS_MAIN(TestLogging)
#include "tst_logging.moc"
