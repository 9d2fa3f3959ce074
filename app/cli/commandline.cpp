#include "commandline.h"

#include "commandregistry.h"
#include "core/common/buildinfo.h"
#include "core/common/heaptuning.h"
#include "core/common/logging.h"
#include "core/common/translations.h"

#include <unistd.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHash>
#include <QLocale>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace rackwright::cli {

namespace {

void printHelp(QTextStream& out, Program program) {
  if (program == Program::Workbench) {
    out << QCoreApplication::translate("main", "Usage: rackwright [--verbose] [FILE...]") << '\n'
        << QCoreApplication::translate("main", "       rackwright [--verbose] COMMAND [ARGS...]")
        << "\n\n"
        << QCoreApplication::translate("main",
                                       "Without a command, opens the workbench (with the design "
                                       "FILEs, if given).")
        << "\n\n";
  } else {
    out << QCoreApplication::translate("main",
                                       "Usage: rackwright-cli [--verbose] COMMAND [ARGS...]")
        << "\n\n"
        << QCoreApplication::translate("main",
                                       "Runs Rackwright's commands without the workbench and "
                                       "without any display; \"rackwright COMMAND\" does the "
                                       "same.")
        << "\n\n";
  }
  out << QCoreApplication::translate("main", "Commands:") << '\n';
  for (const Command& command : commands()) {
    out << "  " << command.name.leftJustified(24) << ' '
        << QCoreApplication::translate("cli", command.synopsis.toUtf8().constData()) << '\n';
  }
  out << '\n'
      << QCoreApplication::translate("main", "Options:") << '\n'
      << "  --help, -h               "
      << QCoreApplication::translate("main", "Show this help and exit") << '\n'
      << "  --version                "
      << QCoreApplication::translate("main", "Show the version and exit") << '\n'
      << "  --verbose                "
      << QCoreApplication::translate("main", "Log debug messages to the console") << '\n'
      << "  --quiet                  "
      << QCoreApplication::translate("main",
                                     "No progress on the terminal (it is shown only on one)")
      << '\n'
      << '\n'
      << QCoreApplication::translate("main",
                                     "Exit codes: 0 success, 1 findings at or above the "
                                     "threshold, 2 bad input.")
      << '\n';
}

/// Usage lines of the commands that do not print their own --help (calc, plan and export do).
QString usageOf(const QString& command) {
  static const QHash<QString, const char*> usages = {
      {QStringLiteral("info"), "info FILE [--format text|json]"},
      {QStringLiteral("validate"),
       "validate FILE [--format text|json] [--fail-on error|warning|never]\n"
       "  [--infos summary|all|none]\n"
       "  Errors and warnings are listed in full; infos by rule with a count and two examples\n"
       "  (summary, the default), one by one (all) or only counted (none)."},
      {QStringLiteral("check-channel"),
       "check-channel ELEMENT... [--format text|json] [--fail-on error|warning|never]\n"
       "  ELEMENT: a catalog id, optionally with :N (optical port), :legN (splitter leg) or\n"
       "  :<n>m (length of a generic part); e.g. rackwright check-channel QM9700 MMA4Z00-NS\n"
       "  MFP7E10-N030 MMA4Z00-NS400 MCX75310AAS-NEAT"},
      {QStringLiteral("upgrade"), "upgrade FILE [-o OUT]"},
      {QStringLiteral("repair"),
       "repair FILE -o OUT [--drop]\n"
       "  Sets aside the objects with broken references (dangling or duplicate ids, unknown\n"
       "  parts, cable ends on cages or ports that do not exist) and writes the rest to OUT.\n"
       "  They are kept in OUT's quarantine section, or left out with --drop."},
      {QStringLiteral("catalog list"),
       "catalog list [--kind switch|server|adapter|transceiver|cable|fiber|panel|other] "
       "[--format text|json]"},
      {QStringLiteral("catalog show"), "catalog show ID [--format text|json]"},
      {QStringLiteral("catalog import-netbox"),
       "catalog import-netbox FILE|FOLDER... [--catalog-dir DIR]"},
  };
  const auto it = usages.constFind(command);
  return it == usages.constEnd() ? QString() : QString::fromUtf8(it.value());
}

/// Finds the longest registered command name at the start of `args` ("catalog list" before
/// "catalog").
const Command* matchCommand(const QStringList& args, int* consumed) {
  for (int words = qMin(2, int(args.size())); words >= 1; --words) {
    const QString name = args.mid(0, words).join(QLatin1Char(' '));
    if (const Command* command = findCommand(name)) {
      *consumed = words;
      return command;
    }
  }
  return nullptr;
}

bool isHelp(const QStringList& args) {
  return args.size() == 1 &&
         (args.front() == QStringLiteral("--help") || args.front() == QStringLiteral("-h"));
}

bool isVersion(const QStringList& args) {
  return args.size() == 1 && args.front() == QStringLiteral("--version");
}

}  // namespace

bool isCommandLine(const QStringList& args) {
  if (isHelp(args) || isVersion(args))
    return true;
  if (args.isEmpty())
    return false;
  // A bare word that is not an existing file is meant as a command.
  const QString& first = args.front();
  return !first.startsWith(QLatin1Char('-')) && !QFileInfo::exists(first) &&
         !first.endsWith(QStringLiteral(".rackwright"));
}

int runCommandLine(int argc, char** argv, const QStringList& args, bool verbose, Program program) {
  keepFreedMemoryForReuse();
  // Exports paint text, which needs the font database of a QGuiApplication; the offscreen
  // platform gives one without a display.
  const bool paints = !args.isEmpty() && args.front() == QStringLiteral("export");
  if (paints && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  const std::unique_ptr<QCoreApplication> application =
      paints ? std::make_unique<QGuiApplication>(argc, argv)
             : std::make_unique<QCoreApplication>(argc, argv);
  QCoreApplication& app = *application;
  QCoreApplication::setOrganizationName(QStringLiteral("Rackwright"));
  QCoreApplication::setApplicationName(QStringLiteral("Rackwright"));
  QCoreApplication::setApplicationVersion(QStringLiteral(RACKWRIGHT_VERSION));
  initLogging(verbose, true);
  installTranslations(app, QLocale::system());

  QTextStream out(stdout);
  QTextStream err(stderr);
  if (isVersion(args)) {
    out << "rackwright " << RACKWRIGHT_VERSION << '\n';
    return Success;
  }
  if (isHelp(args)) {
    printHelp(out, program);
    return Success;
  }
  if (args.isEmpty()) {  // rackwright-cli alone: nothing to do
    printHelp(err, program);
    return BadInput;
  }

  int consumed = 0;
  const Command* command = matchCommand(args, &consumed);
  if (!command) {
    if (program == Program::CommandLineOnly && QFileInfo::exists(args.front())) {
      // Every message starts "rackwright: " whichever executable prints it (scripts match it).
      err << "rackwright: "
          << QCoreApplication::translate("main",
                                         "\"%1\" is a file, not a command; rackwright-cli only "
                                         "runs commands (e.g. rackwright-cli validate %1); "
                                         "\"rackwright %1\" opens it in the workbench")
                 .arg(args.front())
          << Qt::endl;
      return BadInput;
    }
    const QString self = program == Program::Workbench ? QStringLiteral("rackwright")
                                                       : QStringLiteral("rackwright-cli");
    err << "rackwright: "
        << QCoreApplication::translate("main",
                                       "unknown command or missing file \"%1\"; run "
                                       "\"%2 --help\" for the list of commands")
               .arg(args.front(), self)
        << Qt::endl;
    return BadInput;
  }
  const QStringList commandArgs = args.mid(consumed);
  const QString usage = usageOf(command->name);
  if (!usage.isEmpty() && (commandArgs.contains(QStringLiteral("--help")) ||
                           commandArgs.contains(QStringLiteral("-h")))) {
    out << QCoreApplication::translate("main", "Usage: rackwright %1").arg(usage) << "\n\n"
        << QCoreApplication::translate("cli", command->synopsis.toUtf8().constData()) << '\n';
    return Success;
  }
  // --quiet anywhere after the command; progress only on a terminal, where \r redraws a line.
  QStringList ownArgs = commandArgs;
  const bool quiet = ownArgs.removeAll(QStringLiteral("--quiet")) > 0;
  CommandContext context{ownArgs, out, err, verbose, !quiet && isatty(fileno(stderr)) != 0};
  const int code = command->run(context);
  out.flush();
  err.flush();
  return code;
}

}  // namespace rackwright::cli
