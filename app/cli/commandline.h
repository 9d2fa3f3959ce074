#ifndef RACKWRIGHT_APP_CLI_COMMANDLINE_H
#define RACKWRIGHT_APP_CLI_COMMANDLINE_H

#include <QStringList>

namespace rackwright::cli {

/// The executable that runs the command line: the messages name it.
enum class Program {
  Workbench,        ///< `rackwright`: a command, or else the workbench on design files
  CommandLineOnly,  ///< `rackwright-cli`: commands only
};

/// Runs one headless command line (`info FILE`, `validate FILE`, `--help`, `--version` …) on a
/// QCoreApplication, or on a QGuiApplication with the offscreen platform for `export`, which
/// paints text. Shared by `rackwright COMMAND` and `rackwright-cli COMMAND`; it needs nothing
/// but core, so `rackwright-cli` never loads a widget library.
///
/// `args` are the arguments after the program name, `--verbose` already taken out. Returns the
/// process exit code (ExitCode).
int runCommandLine(int argc, char** argv, const QStringList& args, bool verbose, Program program);

/// Whether `rackwright ARGS` means a command rather than design files for the workbench: a bare
/// first word that is not an existing file, `--help` or `--version`.
bool isCommandLine(const QStringList& args);

}  // namespace rackwright::cli

#endif
