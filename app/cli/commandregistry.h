#ifndef RACKWRIGHT_APP_COMMANDREGISTRY_H
#define RACKWRIGHT_APP_COMMANDREGISTRY_H

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace rackwright::cli {

/// Exit codes shared by every subcommand.
enum ExitCode { Success = 0, Findings = 1, BadInput = 2 };

/// What a subcommand gets: its own arguments (after the subcommand name) and the streams.
struct CommandContext {
  QStringList args;
  QTextStream& out;
  QTextStream& err;
  bool verbose = false;
  /// Long steps (loading a design, writing an export) report their progress on stderr: only
  /// when it is a terminal, and not with --quiet.
  bool showProgress = false;
};

/// A headless subcommand (`rackwright info …`). Each lives in its own app/cli/cmd_*.cpp file and
/// registers itself with a static CommandRegistration, so adding one touches no other file.
struct Command {
  QString name;
  QString synopsis;  ///< one line for `rackwright --help` (English; translated at print time)
  std::function<int(CommandContext&)> run;
};

const std::vector<Command>& commands();
const Command* findCommand(const QString& name);

struct CommandRegistration {
  CommandRegistration(const char* name, const char* synopsis,
                      std::function<int(CommandContext&)> run);
};

/// Prints "rackwright: <message>" on stderr (one line) and returns BadInput.
int badInput(CommandContext& ctx, const QString& message);

}  // namespace rackwright::cli

#endif
