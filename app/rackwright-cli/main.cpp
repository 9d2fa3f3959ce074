// The `rackwright-cli` executable: Rackwright's commands on core alone, for CI images and
// servers. It links no widget, print-support or chart library (app/CMakeLists.txt refuses them;
// tests/cli/tst_headlessbinary.cpp checks what the running process maps).
#include "app/cli/commandline.h"

#include <QString>
#include <QStringList>

int main(int argc, char** argv) {
  QStringList args;
  for (int i = 1; i < argc; ++i)
    args << QString::fromLocal8Bit(argv[i]);
  const bool verbose = args.removeAll(QStringLiteral("--verbose")) > 0;
  return rackwright::cli::runCommandLine(argc, argv, args, verbose,
                                         rackwright::cli::Program::CommandLineOnly);
}
