// `rackwright repair FILE -o OUT [--drop]`: opens a design that the normal load refuses for
// problems of single objects, sets those objects aside (in the file's quarantine section, or
// dropped with --drop) and writes the result to OUT, printing every problem and what was done.
#include "clisupport.h"
#include "core/common/error.h"
#include "core/fileformat/designrepair.h"
#include "core/fileformat/formatversions.h"

namespace rackwright::cli {
namespace {

using Outcome = DesignFile::RepairAction::Outcome;

int runRepair(CommandContext& ctx) {
  ArgParser parser(ctx.args, {QStringLiteral("-o"), QStringLiteral("--output")},
                   {QStringLiteral("--drop")});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  const QString output =
      parser.value(QStringLiteral("--output"), parser.value(QStringLiteral("-o")));
  if (parser.positional().size() != 1 || output.isEmpty()) {
    return badInput(ctx, QCoreApplication::translate(
                             "cli",
                             "repair needs one design file and where to write the result: "
                             "rackwright repair FILE -o OUT [--drop]"));
  }
  const QString input = parser.positional().front();
  const RepairMode mode =
      parser.has(QStringLiteral("--drop")) ? RepairMode::Drop : RepairMode::Quarantine;
  Design design;
  design.setLibrary(&library(ctx));
  try {
    const DesignFile::LoadReport report = DesignRepair::load(input, design, mode);
    for (const QString& line : report.migrationLog)
      ctx.out << line << '\n';
    for (const QString& warning : report.warnings) {
      ctx.err << "rackwright: " << QCoreApplication::translate("cli", "warning:") << ' ' << warning
              << Qt::endl;
    }
    int quarantined = 0;
    int dropped = 0;
    int disconnected = 0;
    for (const DesignFile::RepairAction& action : report.repairs) {
      ctx.out << action.toString() << '\n';
      quarantined += action.outcome == Outcome::Quarantined;
      dropped += action.outcome == Outcome::Dropped;
      disconnected += action.outcome == Outcome::EndDisconnected;
    }
    DesignFile::save(design, output);
    if (report.repairs.isEmpty()) {
      ctx.out << QCoreApplication::translate("cli", "%1 has no problems to repair; wrote it to %2.")
                     .arg(input, output)
              << '\n';
      return Success;
    }
    ctx.out << QCoreApplication::translate("cli",
                                           "Wrote %1: %2 object(s) quarantined, %3 dropped, %4 "
                                           "cable end(s) disconnected.")
                   .arg(output)
                   .arg(quarantined)
                   .arg(dropped)
                   .arg(disconnected)
            << '\n';
    if (!design.quarantine().isEmpty()) {
      const int version = formatVersionNeeded(design);
      ctx.out << QCoreApplication::translate(
                     "cli",
                     "The quarantine section keeps the objects set aside, unchanged, with the "
                     "reason for each; fix them and move them back into their sections. It needs "
                     "file format version %1, which Rackwright %2 and later read.")
                     .arg(version)
                     .arg(firstReleaseReading(version))
              << '\n';
    }
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  return Success;
}

const CommandRegistration registration(
    "repair",
    QT_TRANSLATE_NOOP("cli",
                      "Open a design with broken references, setting the broken objects aside "
                      "(quarantine, or --drop), and write the result to OUT"),
    runRepair);

}  // namespace
}  // namespace rackwright::cli
