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

ProcessResult runRackwright(const QStringList& args, const QByteArray& stdinData) {
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  process.setProcessEnvironment(env);
  process.start(QStringLiteral(RACKWRIGHT_BINARY), args);
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

}  // namespace rackwright::test
