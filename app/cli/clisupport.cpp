#include "clisupport.h"

#include "core/common/error.h"
#include "core/fileformat/designfile.h"

#include <QDir>
#include <QFileInfo>

namespace rackwright::cli {

const Catalog& library(CommandContext& ctx) {
  static std::unique_ptr<Catalog> catalog;
  if (!catalog) {
    catalog = std::make_unique<Catalog>();
    catalog->merge(Catalog::builtIn());
    QStringList warnings;
    catalog->loadFolder(Catalog::userCatalogDir(), Catalog::Origin::User, &warnings);
    for (const QString& warning : warnings) {
      ctx.err << "rackwright: " << QCoreApplication::translate("cli", "warning:") << ' ' << warning
              << Qt::endl;
    }
  }
  return *catalog;
}

ArgParser::ArgParser(const QStringList& args, const QStringList& valueOptions,
                     const QStringList& flags) {
  for (int i = 0; i < args.size(); ++i) {
    const QString& arg = args[i];
    const bool isOption = arg.startsWith(QStringLiteral("--")) ||
                          (arg.size() == 2 && arg.startsWith(QLatin1Char('-')) &&
                           (valueOptions.contains(arg) || flags.contains(arg)));
    if (!isOption || arg == QStringLiteral("--")) {
      mPositional << arg;
      continue;
    }
    QString name = arg;
    QString inlineValue;
    bool hasInlineValue = false;
    if (const int eq = int(arg.indexOf(QLatin1Char('='))); eq > 0) {
      name = arg.left(eq);
      inlineValue = arg.mid(eq + 1);
      hasInlineValue = true;
    }
    if (flags.contains(name)) {
      mFlags.insert(name);
    } else if (valueOptions.contains(name)) {
      if (hasInlineValue) {
        mValues.insert(name, inlineValue);
      } else if (i + 1 < args.size()) {
        mValues.insert(name, args[++i]);
      } else {
        mError = QCoreApplication::translate("cli", "option %1 needs a value").arg(name);
        return;
      }
    } else {
      mError = QCoreApplication::translate("cli", "unknown option %1").arg(name);
      return;
    }
  }
}

std::optional<OutputFormat> ArgParser::format(QString* error) const {
  const QString f = value(QStringLiteral("--format"), QStringLiteral("text"));
  if (f == QStringLiteral("text"))
    return OutputFormat::Text;
  if (f == QStringLiteral("json"))
    return OutputFormat::Json;
  *error = QCoreApplication::translate("cli", "--format must be text or json, not \"%1\"").arg(f);
  return std::nullopt;
}

std::optional<ParsedArguments> parseArguments(CommandContext& ctx, const CommandSyntax& syntax) {
  ParsedArguments parsed{ArgParser(ctx.args, syntax.valueOptions, syntax.flags)};
  if (!parsed.parser.ok()) {
    badInput(ctx, parsed.parser.error());
    return std::nullopt;
  }
  if (syntax.valueOptions.contains(QStringLiteral("--format"))) {
    QString error;
    const std::optional<OutputFormat> format = parsed.parser.format(&error);
    if (!format) {
      badInput(ctx, error);
      return std::nullopt;
    }
    parsed.format = *format;
  }
  const int count = int(parsed.positional().size());
  if (count < syntax.minPositional || (syntax.maxPositional >= 0 && count > syntax.maxPositional)) {
    badInput(ctx, QCoreApplication::translate("cli", syntax.usage));
    return std::nullopt;
  }
  return parsed;
}

ProgressCallback terminalProgress(CommandContext& ctx, const QString& what) {
  if (!ctx.showProgress)
    return {};
  return [&ctx, what, last = -1](int percent) mutable {
    if (percent == last)
      return true;
    last = percent;
    // \r redraws the line; \033[K clears what a longer text left. Gone at 100 %, so the
    // command's own output starts on a clean line.
    if (percent >= 100)
      ctx.err << "\r\033[K";
    else
      ctx.err << "\rrackwright: " << what << ' ' << percent << " %\033[K";
    ctx.err.flush();
    return true;
  };
}

std::unique_ptr<Design> loadDesign(CommandContext& ctx, const QString& path) {
  auto design = std::make_unique<Design>();
  design->setLibrary(&library(ctx));
  try {
    const DesignFile::LoadReport report = DesignFile::load(
        path, *design,
        terminalProgress(
            ctx, QCoreApplication::translate("cli", "Loading %1").arg(QFileInfo(path).fileName())));
    for (const QString& warning : report.warnings) {
      ctx.err << "rackwright: " << QCoreApplication::translate("cli", "warning:") << ' ' << warning
              << Qt::endl;
    }
    if (!design->quarantine().isEmpty()) {
      ctx.err << "rackwright: " << QCoreApplication::translate("cli", "warning:") << ' '
              << QCoreApplication::translate(
                     "cli",
                     "%1 has a quarantine section: %n object(s) set aside when it was opened "
                     "with repair. They are kept in the file but not checked; fix each as its "
                     "\"reason\" says and move it back into its section.",
                     nullptr, int(design->quarantine().size()))
                     .arg(path)
              << Qt::endl;
    }
  } catch (const Error& e) {
    badInput(ctx, e.message());
    return nullptr;
  }
  return design;
}

void printJson(CommandContext& ctx, const QJsonDocument& document) {
  ctx.out << QString::fromUtf8(document.toJson(QJsonDocument::Indented));
}

}  // namespace rackwright::cli
