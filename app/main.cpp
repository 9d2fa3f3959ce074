// Rackwright entry point. With no arguments, or with design files, it opens the workbench; with a
// subcommand (`rackwright info FILE`, `rackwright validate FILE` …) it runs headless on a
// QCoreApplication, so no display is needed.
#include "commandregistry.h"
#include "core/common/buildinfo.h"
#include "core/common/logging.h"
#include "core/common/translations.h"
#include "ui/application/guimain.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace {

using rackwright::cli::Command;

void printHelp(QTextStream& out) {
  out << QCoreApplication::translate("main", "Usage: rackwright [--verbose] [FILE...]") << '\n'
      << QCoreApplication::translate("main", "       rackwright [--verbose] COMMAND [ARGS...]")
      << "\n\n"
      << QCoreApplication::translate("main",
                                     "Without a command, opens the workbench (with the design "
                                     "FILEs, if given).")
      << "\n\n"
      << QCoreApplication::translate("main", "Commands:") << '\n';
  for (const Command& command : rackwright::cli::commands()) {
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
      << '\n'
      << QCoreApplication::translate("main",
                                     "Exit codes: 0 success, 1 findings at or above the "
                                     "threshold, 2 bad input.")
      << '\n';
}

/// Finds the longest registered command name at the start of `args` ("catalog list" before
/// "catalog").
const Command* matchCommand(const QStringList& args, int* consumed) {
  for (int words = qMin(2, int(args.size())); words >= 1; --words) {
    const QString name = args.mid(0, words).join(QLatin1Char(' '));
    if (const Command* command = rackwright::cli::findCommand(name)) {
      *consumed = words;
      return command;
    }
  }
  return nullptr;
}

bool looksLikeCommand(const QString& arg) {
  // A bare word that is not an existing file is meant as a command.
  return !arg.startsWith(QLatin1Char('-')) && !QFileInfo::exists(arg) &&
         !arg.endsWith(QStringLiteral(".rackwright"));
}

}  // namespace

int main(int argc, char** argv) {
  QStringList args;
  for (int i = 1; i < argc; ++i)
    args << QString::fromLocal8Bit(argv[i]);

  bool verbose = false;
  if (args.removeAll(QStringLiteral("--verbose")) > 0)
    verbose = true;

  const bool wantsHelp = args.size() == 1 && (args.front() == QStringLiteral("--help") ||
                                              args.front() == QStringLiteral("-h"));
  const bool wantsVersion = args.size() == 1 && args.front() == QStringLiteral("--version");
  const bool headless =
      wantsHelp || wantsVersion || (!args.isEmpty() && looksLikeCommand(args.front()));

  if (!headless) {
    rackwright::initLogging(verbose, false);
    return rackwright::ui::runGui(argc, argv, args);
  }

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
  rackwright::initLogging(verbose, true);
  rackwright::installTranslations(app, QLocale::system());

  QTextStream out(stdout);
  QTextStream err(stderr);
  if (wantsVersion) {
    out << "rackwright " << RACKWRIGHT_VERSION << '\n';
    return rackwright::cli::Success;
  }
  if (wantsHelp) {
    printHelp(out);
    return rackwright::cli::Success;
  }

  int consumed = 0;
  const Command* command = matchCommand(args, &consumed);
  if (!command) {
    err << "rackwright: "
        << QCoreApplication::translate("main",
                                       "unknown command or missing file \"%1\"; run "
                                       "\"rackwright --help\" for the list of commands")
               .arg(args.front())
        << Qt::endl;
    return rackwright::cli::BadInput;
  }
  rackwright::cli::CommandContext context{args.mid(consumed), out, err, verbose};
  const int code = command->run(context);
  out.flush();
  err.flush();
  return code;
}
