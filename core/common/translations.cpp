#include "translations.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
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

/// Answers only texts with a count and a plural marker, with their English form; every other
/// text is left to the catalogues above it or shown as written.
class EnglishPlurals final : public QTranslator {
 public:
  using QTranslator::QTranslator;
  QString translate(const char* /*context*/, const char* source, const char* /*disambiguation*/,
                    int n) const override {
    if (n < 0 || !source)
      return {};
    return englishPlural(QString::fromUtf8(source), n);
  }
  bool isEmpty() const override { return false; }
};

}  // namespace

QString englishPlural(const QString& source, int n) {
  static const QRegularExpression marker(QStringLiteral("(\\w*?)(y\\(ies\\)|\\(es\\)|\\(s\\))"));
  if (!source.contains(marker))
    return {};
  const bool one = n == 1;
  QString text = source;
  // Verbs that follow a counted word agree with it; the source writes the plural.
  if (one) {
    static const QList<std::pair<QRegularExpression, QString>> verbs = {
        {QRegularExpression(QStringLiteral("(\\((?:s|es|ies)\\)) are\\b")),
         QStringLiteral("\\1 is")},
        {QRegularExpression(QStringLiteral("(\\((?:s|es|ies)\\)) were\\b")),
         QStringLiteral("\\1 was")},
        {QRegularExpression(QStringLiteral("(\\((?:s|es|ies)\\)) have\\b")),
         QStringLiteral("\\1 has")},
        {QRegularExpression(QStringLiteral("(\\((?:s|es|ies)\\)) run\\b")),
         QStringLiteral("\\1 runs")},
    };
    for (const auto& [pattern, replacement] : verbs)
      text.replace(pattern, replacement);
  }
  text.replace(QStringLiteral("y(ies)"), one ? QStringLiteral("y") : QStringLiteral("ies"));
  text.replace(QStringLiteral("(es)"), one ? QString() : QStringLiteral("es"));
  text.replace(QStringLiteral("(s)"), one ? QString() : QStringLiteral("s"));
  return text;
}

bool installTranslations(QCoreApplication& app, const QLocale& locale) {
  // Beneath everything else: Qt asks the translator installed last first.
  const QString pluralsName = QStringLiteral("rackwrightEnglishPlurals");
  if (!app.findChild<QTranslator*>(pluralsName, Qt::FindDirectChildrenOnly)) {
    auto* plurals = new EnglishPlurals(&app);
    plurals->setObjectName(pluralsName);
    app.installTranslator(plurals);
  }
  install(app, locale, QStringLiteral("qtbase"),
          QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  return install(app, locale, QStringLiteral("rackwright"), QStringLiteral(":/i18n"));
}

}  // namespace rackwright
