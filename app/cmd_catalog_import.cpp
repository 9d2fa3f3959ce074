// `rackwright catalog import-netbox FILE... [--catalog-dir DIR]`: turns NetBox device-type-library
// YAML (device and module types) into parts of the user catalog, one catalog file per type.
#include "clisupport.h"
#include "core/catalog/catalog.h"
#include "core/catalog/netboximport.h"
#include "core/common/error.h"

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
  int refused = 0;
  for (const QString& file : files) {
    try {
      const NetBoxImportResult result = importer.importFile(file);
      const QString written = NetBoxImporter::writeToCatalog(result, dir);
      ctx.out << QCoreApplication::translate("cli", "imported %1 from %2 → %3")
                     .arg(result.id, file, written)
              << '\n';
      for (const QString& warning : result.warnings) {
        ctx.out << QCoreApplication::translate("cli", "warning:") << ' ' << warning << '\n';
      }
      // The built-in catalog wins over the user catalog, so say when the import is shadowed.
      if (Catalog::builtIn().contains(result.id)) {
        ctx.out << QCoreApplication::translate("cli", "warning:") << ' '
                << QCoreApplication::translate(
                       "cli",
                       "the built-in catalog has a part %1 too and takes precedence over this "
                       "import")
                       .arg(result.id)
                << '\n';
      }
    } catch (const Error& e) {
      badInput(ctx, e.message());
      ++refused;
    }
  }
  ctx.out.flush();
  return refused > 0 ? BadInput : Success;
}

const CommandRegistration registration(
    "catalog import-netbox",
    QT_TRANSLATE_NOOP("cli", "Import NetBox device-type YAML files into the user catalog"),
    runImportNetBox);

}  // namespace
}  // namespace rackwright::cli
