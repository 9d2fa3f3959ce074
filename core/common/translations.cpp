#include "translations.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace rackwright {

namespace {

// Loads `<name>_<lang>.qm` from `directory`, trying the locale's UI languages in order (de_AT
// falls back to de). The translator is owned by `app` so that it lives as long as the texts.
bool install(QCoreApplication& app, const QLocale& locale, const QString& name,
             const QString& directory) {
  auto* translator = new QTranslator(&app);
  if (!translator->load(locale, name, QStringLiteral("_"), directory)) {
    delete translator;
    spdlog::debug("no {} translation for {} in {}", name.toStdString(), locale.name().toStdString(),
                  directory.toStdString());
    return false;
  }
  app.installTranslator(translator);
  spdlog::debug("installed translation {}", translator->filePath().toStdString());
  return true;
}

}  // namespace

bool installTranslations(QCoreApplication& app, const QLocale& locale) {
  install(app, locale, QStringLiteral("qtbase"),
          QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  return install(app, locale, QStringLiteral("rackwright"), QStringLiteral(":/i18n"));
}

}  // namespace rackwright
