// The `rackwright` executable. With no arguments, or with design files, it opens the workbench;
// with a command (`rackwright info FILE`, `rackwright validate FILE` …) it runs it headless on a
// QCoreApplication, exactly as `rackwright-cli` does, so no display is needed.
#include "app/cli/commandline.h"
#include "core/common/logging.h"
#include "ui/application/guimain.h"

#include <QString>
#include <QStringList>

int main(int argc, char** argv) {
  QStringList args;
  for (int i = 1; i < argc; ++i)
    args << QString::fromLocal8Bit(argv[i]);
  const bool verbose = args.removeAll(QStringLiteral("--verbose")) > 0;
  if (rackwright::cli::isCommandLine(args)) {
    return rackwright::cli::runCommandLine(argc, argv, args, verbose,
                                           rackwright::cli::Program::Workbench);
  }
  rackwright::initLogging(verbose, false);
  return rackwright::ui::runGui(argc, argv, args);
}
