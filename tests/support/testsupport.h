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
/// Runs the command-line tests' executable (`rackwright`, or `rackwright-cli` when the build
/// says so: RACKWRIGHT_CLI_TESTS_BINARY) headless with `args` (and optional stdin).
ProcessResult runRackwright(const QStringList& args, const QByteArray& stdinData = {});
/// Runs the built `rackwright-cli` binary (the commands on core alone) the same way.
ProcessResult runRackwrightCli(const QStringList& args, const QByteArray& stdinData = {});
/// Runs `program` with `args` on the offscreen platform, with `environment` added to this
/// process's environment.
ProcessResult runProgram(const QString& program, const QStringList& args,
                         const QByteArray& stdinData = {}, const QStringList& environment = {});
/// The built executables: the workbench's, `rackwright-cli`, and the one the command-line tests
/// run (RACKWRIGHT_CLI_TESTS_BINARY, `rackwright` by default).
QString rackwrightBinary();
QString rackwrightCliBinary();
QString commandLineTestsBinary();

}  // namespace rackwright::test

#endif
