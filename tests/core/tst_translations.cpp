// Translations: the German catalogue is compiled into the binary under :/i18n/, loads for German
// locales (with region fallback) and not for English, and every entry of rackwright_de.ts reaches
// the user exactly as written in the .ts file, with the same placeholders as the English source.
#include "core/common/translations.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
  QString context;
  QString source;
  QString comment;
  QStringList translations;  ///< one entry, or the plural forms of a numerus message
  bool numerus = false;
  bool finished = true;
};

/// Reads every message of a Qt Linguist .ts file.
QList<Message> readTs(const QString& path, QString* error) {
  QList<Message> messages;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = file.errorString();
    return messages;
  }
  QXmlStreamReader xml(&file);
  QString context;
  Message current;
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement()) {
      const auto name = xml.name();
      if (name == QLatin1String("name")) {
        context = xml.readElementText();
      } else if (name == QLatin1String("message")) {
        current = Message{context, {}, {}, {}, false, true};
        current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
      } else if (name == QLatin1String("source")) {
        current.source = xml.readElementText();
      } else if (name == QLatin1String("comment")) {
        current.comment = xml.readElementText();
      } else if (name == QLatin1String("translation")) {
        const auto type = xml.attributes().value(QLatin1String("type"));
        current.finished = type.isEmpty();
        if (!current.numerus)
          current.translations << xml.readElementText();
      } else if (name == QLatin1String("numerusform")) {
        current.translations << xml.readElementText();
      }
    } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
      messages << current;
    }
  }
  if (xml.hasError()) {
    *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
  }
  return messages;
}

QSet<QString> placeholders(const QString& text) {
  static const QRegularExpression pattern(QStringLiteral("%(?:n|L?\\d+)"));
  QSet<QString> found;
  for (auto it = pattern.globalMatch(text); it.hasNext();)
    found.insert(it.next().captured());
  return found;
}

void removeTranslators() {
  for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>())
    delete translator;
}

const QString kTsFile = QStringLiteral("translations/rackwright_de.ts");

}  // namespace

class TestTranslations final : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { removeTranslators(); }

  void catalogueIsEmbedded() { QVERIFY(QFile::exists(QStringLiteral(":/i18n/rackwright_de.qm"))); }

  void loadsForLocale_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<bool>("installed");
    QTest::newRow("German") << "de_DE" << true;
    QTest::newRow("Austrian German falls back to de") << "de_AT" << true;
    QTest::newRow("Swiss German falls back to de") << "de_CH" << true;
    QTest::newRow("English is the source language") << "en_US" << false;
    QTest::newRow("untranslated language") << "fi_FI" << false;
  }
  void loadsForLocale() {
    QFETCH(QString, locale);
    QFETCH(bool, installed);
    QCOMPARE(rackwright::installTranslations(*QCoreApplication::instance(), QLocale(locale)),
             installed);
  }

  void tsFileIsWellFormed() {
    QString error;
    const QList<Message> messages = readTs(rackwright::test::sourcePath(kTsFile), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
  }

  void everyFinishedEntryIsShown_data() {
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QStringList>("translations");
    QTest::addColumn<bool>("numerus");
    QString error;
    int rows = 0;
    for (const Message& message : readTs(rackwright::test::sourcePath(kTsFile), &error)) {
      if (!message.finished)
        continue;
      ++rows;
      QTest::addRow("%s: %s", qPrintable(message.context), qPrintable(message.source.left(60)))
          << message.context << message.source << message.comment << message.translations
          << message.numerus;
    }
    // A catalogue without a single finished entry is a defect, not a reason to skip the test.
    if (rows == 0) {
      QTest::newRow("no finished entry in the .ts file")
          << QString() << QString() << QString() << QStringList() << false;
    }
  }
  void everyFinishedEntryIsShown() {
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, comment);
    QFETCH(QStringList, translations);
    QFETCH(bool, numerus);
    QVERIFY(rackwright::installTranslations(*QCoreApplication::instance(),
                                            QLocale(QStringLiteral("de_DE"))));

    const QByteArray ctx = context.toUtf8();
    const QByteArray src = source.toUtf8();
    const QByteArray disambiguation = comment.toUtf8();
    const char* commentText = comment.isEmpty() ? nullptr : disambiguation.constData();
    if (!numerus) {
      QCOMPARE(translations.size(), 1);
      QVERIFY2(!translations.first().isEmpty(), "empty translation");
      QCOMPARE(QCoreApplication::translate(ctx.constData(), src.constData(), commentText),
               translations.first());
      QCOMPARE(placeholders(translations.first()), placeholders(source));
      return;
    }
    // German has two plural forms: singular for 1, plural otherwise.
    QCOMPARE(translations.size(), 2);
    for (int n : {1, 2, 5}) {
      const QString form = translations.at(n == 1 ? 0 : 1);
      QCOMPARE(QCoreApplication::translate(ctx.constData(), src.constData(), commentText, n),
               QString(form).replace(QStringLiteral("%n"), QString::number(n)));
      QCOMPARE(placeholders(form), placeholders(source));
    }
  }

  void englishPluralsAgreeWithTheCount_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one cable") << "%n cable(s)" << 1 << "%n cable";
    QTest::newRow("two cables") << "%n cable(s)" << 2 << "%n cables";
    QTest::newRow("no cables") << "%n cable(s)" << 0 << "%n cables";
    QTest::newRow("switches") << "%n switch(es)" << 3 << "%n switches";
    QTest::newRow("one switch") << "%n switch(es)" << 1 << "%n switch";
    QTest::newRow("assembly") << "%n assembly(ies)" << 1 << "%n assembly";
    QTest::newRow("assemblies") << "%n assembly(ies)" << 4 << "%n assemblies";
    QTest::newRow("verb agrees") << "%n cable end(s) are loose" << 1 << "%n cable end is loose";
    QTest::newRow("verb plural") << "%n cable end(s) are loose" << 2 << "%n cable ends are loose";
    QTest::newRow("run") << "%n copied cable(s) run outside" << 1 << "%n copied cable runs outside";
    QTest::newRow("were") << "%n device(s); they were added" << 1 << "%n device; they were added";
    QTest::newRow("no marker") << "%n matings" << 1 << "";
  }
  void englishPluralsAgreeWithTheCount() {
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(rackwright::englishPlural(source, n), expected);
  }

  void englishPluralsAreShownForEveryLocaleWithoutACatalogue() {
    rackwright::installTranslations(*QCoreApplication::instance(),
                                    QLocale(QStringLiteral("en_US")));
    QCOMPARE(
        QCoreApplication::translate("rackwright::ui::EditController", "%n cable(s)", nullptr, 1),
        QStringLiteral("1 cable"));
    QCOMPARE(
        QCoreApplication::translate("rackwright::ui::EditController", "%n cable(s)", nullptr, 7),
        QStringLiteral("7 cables"));
    // Texts without a count stay as written.
    QCOMPARE(QCoreApplication::translate("rackwright::ui::EditController", "Paste (s)"),
             QStringLiteral("Paste (s)"));
  }

  void englishKeepsSourceText() {
    QVERIFY(!rackwright::installTranslations(*QCoreApplication::instance(),
                                             QLocale(QStringLiteral("en_GB"))));
    QString error;
    const QList<Message> messages = readTs(rackwright::test::sourcePath(kTsFile), &error);
    QVERIFY(!messages.isEmpty());
    const Message& first = messages.first();
    QCOMPARE(QCoreApplication::translate(first.context.toUtf8().constData(),
                                         first.source.toUtf8().constData()),
             first.source);
  }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
