// `rackwright catalog import-netbox FILE... [--catalog-dir DIR]`: turns NetBox device-type-library
// YAML (device and module types) into parts of the user catalog, one catalog file per type, each
// under an id nothing else has. `rackwright catalog resolve-clashes [--catalog-dir DIR]`: renames
// the parts older versions imported under a taken id.
#include "clisupport.h"
#include "core/catalog/catalog.h"
#include "core/catalog/partidclashes.h"
#include "core/common/error.h"
#include "core/import/netbox/netboximport.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

namespace rackwright::cli {
namespace {

/// Files named on the command line; a folder stands for every YAML file below it, so a whole
/// manufacturer folder of the library can be imported at once.
QStringList expandInputs(const QStringList& inputs) {
  QStringList files;
  for (const QString& input : inputs) {
    if (!QFileInfo(input).isDir()) {
      files << input;
      continue;
    }
    QStringList found;
    QDirIterator it(input, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
      found << it.next();
    std::sort(found.begin(), found.end());
    files += found;
  }
  return files;
}

int runImportNetBox(CommandContext& ctx) {
  ArgParser parser(ctx.args, {QStringLiteral("--catalog-dir")}, {});
  if (!parser.ok())
    return badInput(ctx, parser.error());
  QStringList inputs = parser.positional();
  inputs.removeAll(QStringLiteral("--"));
  if (inputs.isEmpty()) {
    return badInput(ctx, QCoreApplication::translate(
                             "cli",
                             "import-netbox needs at least one NetBox YAML file: rackwright "
                             "catalog import-netbox FILE... [--catalog-dir DIR]"));
  }
  const QString dir = parser.value(QStringLiteral("--catalog-dir"), Catalog::userCatalogDir());
  const QStringList files = expandInputs(inputs);
  if (files.isEmpty()) {
    return badInput(ctx, QCoreApplication::translate("cli", "no .yaml or .yml files found in %1")
                             .arg(inputs.join(QStringLiteral(", "))));
  }

  const NetBoxImporter importer;
  PartIdRegistry ids(Catalog::builtIn(), dir);
  int refused = 0;
  for (const QString& file : files) {
    try {
      NetBoxImportResult result = importer.importFile(file);
      NetBoxImporter::giveFreeId(result, ids, dir);
      const QString written = NetBoxImporter::writeToCatalog(result, dir);
      ids.setFileIds(QFileInfo(written).absoluteFilePath(), {result.id});
      ctx.out << QCoreApplication::translate("cli", "imported %1 from %2 → %3")
                     .arg(result.id, file, written)
              << '\n';
      if (!result.renamedFrom.isEmpty()) {
        const QString reason =
            Catalog::builtIn().contains(result.renamedFrom)
                ? QCoreApplication::translate("cli",
                                              "%1 is a built-in part, so this type is imported as "
                                              "%2; place it as %2 (%1 stays the built-in part)")
                : QCoreApplication::translate("cli",
                                              "%1 is already in the user catalog, so this type is "
                                              "imported as %2; place it as %2");
        ctx.out << QCoreApplication::translate("cli", "renamed:") << ' '
                << reason.arg(result.renamedFrom, result.id) << '\n';
      }
      for (const QString& warning : result.warnings) {
        ctx.out << QCoreApplication::translate("cli", "warning:") << ' ' << warning << '\n';
      }
    } catch (const Error& e) {
      badInput(ctx, e.message());
      ++refused;
    }
  }
  ctx.out.flush();
  return refused > 0 ? BadInput : Success;
}

/// Renames the parts of the user catalog that older versions of the import left with the id of
/// a built-in part (or of a part in an earlier file): loading ignores those and warns on every
/// command, so they were never usable.
int runResolveClashes(CommandContext& ctx) {
  const auto args =
      parseArguments(ctx, {{QStringLiteral("--catalog-dir")},
                           {},
                           0,
                           0,
                           QT_TRANSLATE_NOOP("cli",
                                             "catalog resolve-clashes takes no files: rackwright "
                                             "catalog resolve-clashes [--catalog-dir DIR]")});
  if (!args)
    return BadInput;
  const QString dir = args->value(QStringLiteral("--catalog-dir"), Catalog::userCatalogDir());
  const QVector<PartIdClash> clashes = PartIdClashes::find(Catalog::builtIn(), dir);
  if (clashes.isEmpty()) {
    ctx.out << QCoreApplication::translate("cli", "No part ids clash in %1.")
                   .arg(QDir::toNativeSeparators(dir))
            << '\n';
    return Success;
  }
  try {
    PartIdClashes::resolve(clashes);
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  int left = 0;
  for (const PartIdClash& clash : clashes) {
    const QString takenBy = clash.takenBy == QLatin1String("built-in")
                                ? QCoreApplication::translate("cli", "a built-in part")
                                : QCoreApplication::translate("cli", "defined first in %1")
                                      .arg(QDir::toNativeSeparators(clash.takenBy));
    if (clash.newId.isEmpty()) {
      ++left;
      ctx.err << "rackwright: "
              << QCoreApplication::translate(
                     "cli",
                     "%1:%2: %3 is %4; it is written more than once or made from variants, so "
                     "rename it in the file by hand")
                     .arg(QDir::toNativeSeparators(clash.file))
                     .arg(clash.line)
                     .arg(clash.id, takenBy)
              << Qt::endl;
      continue;
    }
    ctx.out << QCoreApplication::translate("cli", "renamed %1 → %2 in %3 (%1 is %4)")
                   .arg(clash.id, clash.newId, QDir::toNativeSeparators(clash.file), takenBy)
            << '\n';
  }
  ctx.out.flush();
  return left > 0 ? BadInput : Success;
}

const CommandRegistration registration(
    "catalog import-netbox",
    QT_TRANSLATE_NOOP("cli", "Import NetBox device-type YAML files into the user catalog"),
    runImportNetBox);
const CommandRegistration resolveRegistration(
    "catalog resolve-clashes",
    QT_TRANSLATE_NOOP("cli",
                      "Rename user catalog parts whose id a built-in or earlier part already has"),
    runResolveClashes);

}  // namespace
}  // namespace rackwright::cli
