#ifndef RACKWRIGHT_TESTS_SUPPORT_TESTSUPPORT_H
#define RACKWRIGHT_TESTS_SUPPORT_TESTSUPPORT_H

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rackwright::test {

/// Absolute path of a file in the source tree ("examples/two-node-pilot.rackwright").
QString sourcePath(const QString& relative);
/// Absolute path under the repository's test data folder (`tests/data/`).
QString testData(const QString& relative);

/// Result of running the real `rackwright` executable.
struct ProcessResult {
  int exitCode = -1;
  QByteArray out;
  QByteArray err;
};
/// Runs the built `rackwright` binary headless with `args` (and optional stdin).
ProcessResult runRackwright(const QStringList& args, const QByteArray& stdinData = {});

}  // namespace rackwright::test

#endif
