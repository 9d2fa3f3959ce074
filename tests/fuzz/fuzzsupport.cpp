#include "fuzzsupport.h"

#include "core/catalog/catalog.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace rackwright::fuzz {

namespace {

void quietMessages(QtMsgType type, const QMessageLogContext&, const QString& message) {
  if (type == QtFatalMsg) {
    std::fprintf(stderr, "qFatal: %s\n", qPrintable(message));
    std::abort();
  }
}

}  // namespace

void initFuzzTarget() {
  // Qt is given only the program name: the fuzzer's own flags are not Qt's to interpret.
  static int argc = 1;
  static char name[] = "rackwright-fuzz";
  static char* argv[] = {name, nullptr};
  static QCoreApplication app(argc, argv);
  spdlog::set_level(spdlog::level::off);
  qInstallMessageHandler(quietMessages);
  // Parsed here, not in the first input, so that the first input does not pay for it against
  // the one-second timeout.
  (void)Catalog::builtIn();
}

void fail(const char* what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
  std::abort();
}

}  // namespace rackwright::fuzz
