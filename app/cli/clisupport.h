#ifndef RACKWRIGHT_APP_CLISUPPORT_H
#define RACKWRIGHT_APP_CLISUPPORT_H

#include "commandregistry.h"
#include "core/catalog/catalog.h"
#include "core/fileformat/designfile.h"
#include "core/model/design.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>

#include <memory>
#include <optional>

namespace rackwright::cli {

/// The catalog headless commands resolve parts with: built-in parts plus the user's catalog
/// folder. Problems in user catalog files are printed once on stderr as warnings.
const Catalog& library(CommandContext& ctx);

/// Output format chosen with --format.
enum class OutputFormat { Text, Json };

/// Small argument parser shared by the subcommands: options ("--format json" or
/// "--format=json"), flags, and positional arguments. Unknown options are errors.
class ArgParser final {
 public:
  ArgParser(const QStringList& args, const QStringList& valueOptions, const QStringList& flags);
  bool ok() const { return mError.isEmpty(); }
  const QString& error() const { return mError; }
  bool has(const QString& option) const {
    return mValues.contains(option) || mFlags.contains(option);
  }
  QString value(const QString& option, const QString& fallback = {}) const {
    return mValues.value(option, fallback);
  }
  const QStringList& positional() const { return mPositional; }
  /// Parses --format text|json; reports the problem through `error` when invalid.
  std::optional<OutputFormat> format(QString* error) const;

 private:
  QMap<QString, QString> mValues;
  QSet<QString> mFlags;
  QStringList mPositional;
  QString mError;
};

/// What a subcommand accepts, checked in one place by parseArguments(): its options, its flags
/// and how many positional arguments it takes.
struct CommandSyntax {
  QStringList valueOptions;
  QStringList flags;
  int minPositional = 1;
  int maxPositional = 1;  ///< −1: no limit
  /// The message when the count of positional arguments is wrong: a source text in the "cli"
  /// translation context, marked with QT_TRANSLATE_NOOP so lupdate sees it.
  const char* usage = nullptr;
};

/// A command line parsed by its CommandSyntax.
struct ParsedArguments {
  ArgParser parser;
  OutputFormat format = OutputFormat::Text;  ///< --format, when the syntax takes it
  const QStringList& positional() const { return parser.positional(); }
  bool has(const QString& option) const { return parser.has(option); }
  QString value(const QString& option, const QString& fallback = {}) const {
    return parser.value(option, fallback);
  }
};

/// Parses the command's arguments by `syntax`: unknown options, a bad --format and a wrong
/// number of positional arguments are printed on stderr, and the result is empty (the command
/// then exits with BadInput).
std::optional<ParsedArguments> parseArguments(CommandContext& ctx, const CommandSyntax& syntax);

/// Loads a design for a headless command. On failure prints one line on stderr and returns null.
std::unique_ptr<Design> loadDesign(CommandContext& ctx, const QString& path);
/// A progress callback that redraws "rackwright: <what> 42 %" on stderr when ctx.showProgress
/// (a terminal, no --quiet) and clears the line at 100 %; otherwise one that says nothing.
ProgressCallback terminalProgress(CommandContext& ctx, const QString& what);

/// Writes JSON (indented) to the command's stdout.
void printJson(CommandContext& ctx, const QJsonDocument& document);

/// What `plan` prints, for a fabric or a whole cluster: the plan, and when a design was generated
/// its summary and the file it went to (JSON: under "generated", with "file").
template <typename Plan, typename Generated>
void printPlanOutput(CommandContext& ctx, OutputFormat format, const Plan& plan,
                     const std::optional<Generated>& generated, const QString& output) {
  if (format == OutputFormat::Json) {
    QJsonObject json = plan.toJson();
    if (generated) {
      QJsonObject summary = generated->toJson();
      summary.insert(QStringLiteral("file"), output);
      json.insert(QStringLiteral("generated"), summary);
    }
    printJson(ctx, QJsonDocument(json));
    return;
  }
  ctx.out << plan.toText();
  if (generated) {
    ctx.out << '\n'
            << generated->toText()
            << QCoreApplication::translate("rackwright::cli", "Wrote %1")
                   .arg(QDir::toNativeSeparators(output))
            << '\n';
  }
}

}  // namespace rackwright::cli

#endif
