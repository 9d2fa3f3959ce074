// `rackwright upgrade FILE [-o OUT]`: rewrites a design in the current file format and canonical
// form (migrating files written by older versions), in place or to OUT.
#include "clisupport.h"
#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/formatversions.h"

namespace rackwright::cli {
namespace {

int runUpgrade(CommandContext& ctx) {
  const auto args = parseArguments(ctx, {{QStringLiteral("-o"), QStringLiteral("--output")},
                                         {},
                                         1,
                                         1,
                                         QT_TRANSLATE_NOOP("cli",
                                                           "upgrade needs exactly one design "
                                                           "file: rackwright upgrade FILE [-o "
                                                           "OUT]")});
  if (!args)
    return BadInput;
  const QString input = args->positional().front();
  const QString output =
      args->value(QStringLiteral("--output"), args->value(QStringLiteral("-o"), input));
  Design design;
  design.setLibrary(&library(ctx));
  try {
    const DesignFile::LoadReport report = DesignFile::load(input, design);
    for (const QString& line : report.migrationLog)
      ctx.out << line << '\n';
    for (const QString& warning : report.warnings) {
      ctx.err << "rackwright: " << QCoreApplication::translate("cli", "warning:") << ' ' << warning
              << Qt::endl;
    }
    DesignFile::save(design, output);
    ctx.out << QCoreApplication::translate("cli", "Wrote %1 in file format %2.")
                   .arg(output)
                   .arg(formatVersionNeeded(design))
            << '\n';
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  return Success;
}

const CommandRegistration registration(
    "upgrade",
    QT_TRANSLATE_NOOP("cli", "Rewrite a design in the current file format (migrating old files)"),
    runUpgrade);

}  // namespace
}  // namespace rackwright::cli
