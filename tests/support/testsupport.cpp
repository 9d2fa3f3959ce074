#include "testsupport.h"

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>

namespace rackwright::test {

QString sourcePath(const QString& relative) {
  return QDir(QStringLiteral(RACKWRIGHT_SOURCE_DIR)).filePath(relative);
}

QString testData(const QString& relative) {
  return QDir::cleanPath(QDir(QStringLiteral(RACKWRIGHT_TEST_DATA_DIR)).filePath(relative));
}

QString rackwrightBinary() {
  return QStringLiteral(RACKWRIGHT_WORKBENCH_BINARY);
}

QString commandLineTestsBinary() {
  return QStringLiteral(RACKWRIGHT_BINARY);
}

QString rackwrightCliBinary() {
  return QStringLiteral(RACKWRIGHT_CLI_BINARY);
}

ProcessResult runProgram(const QString& program, const QStringList& args,
                         const QByteArray& stdinData, const QStringList& environment) {
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  for (const QString& entry : environment) {
    const qsizetype equals = entry.indexOf(QLatin1Char('='));
    env.insert(entry.left(equals), entry.mid(equals + 1));
  }
  process.setProcessEnvironment(env);
  process.start(program, args);
  process.waitForStarted();
  if (!stdinData.isEmpty())
    process.write(stdinData);
  process.closeWriteChannel();
  process.waitForFinished(300000);
  ProcessResult result;
  result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  result.out = process.readAllStandardOutput();
  result.err = process.readAllStandardError();
  return result;
}

ProcessResult runRackwright(const QStringList& args, const QByteArray& stdinData) {
  return runProgram(commandLineTestsBinary(), args, stdinData);
}

ProcessResult runRackwrightCli(const QStringList& args, const QByteArray& stdinData) {
  return runProgram(rackwrightCliBinary(), args, stdinData);
}

}  // namespace rackwright::test
