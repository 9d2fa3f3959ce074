// `rackwright validate`: exit codes 0/1/2 per --fail-on, the text and JSON formats, each
// --infos mode in both (infos in full, by rule with two examples, or only counted; errors,
// warnings and waived findings always in full), and waived findings, on design files the test
// writes.
#include "core/commands/designedits.h"
#include "core/fileformat/designfile.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;
using rackwright::test::runRackwright;

class TestValidateCli : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase();
  void exitCodes_data();
  void exitCodes();
  void jsonFormat();
  void textFormat();
  void infoDetail_data();
  void infoDetail();
  void waivedFindingsDoNotFail();

 private:
  QString write(const QString& name, const std::function<void(Design&, DesignBuilder&)>& build);
  QTemporaryDir mDir;
  QString mClean;
  QString mWarnings;
  QString mErrors;
  QString mWaived;
  QString mGarbage;
};

QString TestValidateCli::write(const QString& name,
                               const std::function<void(Design&, DesignBuilder&)>& build) {
  Design design;
  DesignBuilder b(design);
  build(design, b);
  const QString path = mDir.filePath(name);
  DesignFile::save(design, path);
  return path;
}

void TestValidateCli::initTestCase() {
  QVERIFY(mDir.isValid());
  // Infos only: a switch with a correct module.
  mClean = write(QStringLiteral("clean.rackwright"), [](Design&, DesignBuilder& b) {
    const ObjectId leaf =
        b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), b.labRack(), 40);
    b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP1"));
  });
  // One warning (a loose cable end), no error.
  mWarnings = write(QStringLiteral("warnings.rackwright"), [](Design&, DesignBuilder& b) {
    const ObjectId leaf =
        b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), b.labRack(), 40);
    const ObjectId m = b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP1"));
    b.cable(QStringLiteral("MFP7E10-N003"),
            {DesignBuilder::modulePortEnd(QStringLiteral("A"), m, QStringLiteral("1"))}, 3);
  });
  // One error: a finned module in a DGX H100 (flat-top) port.
  auto finnedInDgx = [](Design&, DesignBuilder& b) {
    const ObjectId dgx =
        b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), b.labRack(), 2);
    b.module(QStringLiteral("MMA4Z00-NS"), dgx, QStringLiteral("OSFP1"));
  };
  mErrors = write(QStringLiteral("errors.rackwright"), finnedInDgx);
  mWaived = write(QStringLiteral("waived.rackwright"), [&](Design& design, DesignBuilder& b) {
    finnedInDgx(design, b);
    for (const Finding& f : Validator::validateAll(design).findings) {
      if (f.rule != QStringLiteral("FF-03"))
        continue;
      Waiver waiver;
      waiver.findingKey = f.key();
      waiver.reason = QStringLiteral("bench test only");
      DesignEdits::addWaiver(design, waiver)->redo();
    }
  });
  mGarbage = mDir.filePath(QStringLiteral("garbage.rackwright"));
  QFile garbage(mGarbage);
  QVERIFY(garbage.open(QIODevice::WriteOnly));
  garbage.write("{ not json");
}

void TestValidateCli::exitCodes_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<QStringList>("options");
  QTest::addColumn<int>("exitCode");
  QTest::newRow("clean, default") << mClean << QStringList() << 0;
  QTest::newRow("clean, fail on warning")
      << mClean << QStringList{QStringLiteral("--fail-on"), QStringLiteral("warning")} << 0;
  QTest::newRow("warnings, default (error)") << mWarnings << QStringList() << 0;
  QTest::newRow("warnings, fail on error")
      << mWarnings << QStringList{QStringLiteral("--fail-on=error")} << 0;
  QTest::newRow("warnings, fail on warning")
      << mWarnings << QStringList{QStringLiteral("--fail-on"), QStringLiteral("warning")} << 1;
  QTest::newRow("warnings, never")
      << mWarnings << QStringList{QStringLiteral("--fail-on"), QStringLiteral("never")} << 0;
  QTest::newRow("errors, default") << mErrors << QStringList() << 1;
  QTest::newRow("errors, fail on warning")
      << mErrors << QStringList{QStringLiteral("--fail-on"), QStringLiteral("warning")} << 1;
  QTest::newRow("errors, never") << mErrors
                                 << QStringList{QStringLiteral("--fail-on"),
                                                QStringLiteral("never")}
                                 << 0;
  QTest::newRow("errors, json") << mErrors
                                << QStringList{QStringLiteral("--format"), QStringLiteral("json")}
                                << 1;
  QTest::newRow("waived error, default") << mWaived << QStringList() << 0;
  QTest::newRow("missing file") << mDir.filePath(QStringLiteral("nope.rackwright")) << QStringList()
                                << 2;
  QTest::newRow("unreadable file") << mGarbage << QStringList() << 2;
  QTest::newRow("bad --fail-on") << mErrors
                                 << QStringList{QStringLiteral("--fail-on"),
                                                QStringLiteral("sometimes")}
                                 << 2;
  QTest::newRow("bad --infos") << mErrors
                               << QStringList{QStringLiteral("--infos"), QStringLiteral("some")}
                               << 2;
  QTest::newRow("errors, infos none")
      << mErrors << QStringList{QStringLiteral("--infos=none")} << 1;
  QTest::newRow("clean, infos all, json")
      << mClean
      << QStringList{QStringLiteral("--infos"), QStringLiteral("all"), QStringLiteral("--format"),
                     QStringLiteral("json")}
      << 0;
  QTest::newRow("bad --format") << mErrors
                                << QStringList{QStringLiteral("--format"), QStringLiteral("xml")}
                                << 2;
}

void TestValidateCli::exitCodes() {
  QFETCH(QString, file);
  QFETCH(QStringList, options);
  QFETCH(int, exitCode);
  const auto r = runRackwright(QStringList{QStringLiteral("validate"), file} + options);
  QVERIFY2(r.exitCode == exitCode, r.out.left(2000) + r.err);
  if (exitCode == 2) {
    QVERIFY(r.err.startsWith("rackwright: "));
    QVERIFY(r.out.isEmpty());
  }
}

void TestValidateCli::jsonFormat() {
  const auto r =
      runRackwright({QStringLiteral("validate"), mErrors, QStringLiteral("--format"),
                     QStringLiteral("json"), QStringLiteral("--infos"), QStringLiteral("all")});
  QCOMPARE(r.exitCode, 1);
  QJsonParseError error;
  const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
  QCOMPARE(error.error, QJsonParseError::NoError);
  QCOMPARE(root.value(QStringLiteral("file")).toString(), mErrors);
  QCOMPARE(root.keys(), (QStringList{QStringLiteral("file"), QStringLiteral("findings"),
                                     QStringLiteral("infoDetail"), QStringLiteral("summary")}));
  QCOMPARE(root.value(QStringLiteral("infoDetail")).toString(), QStringLiteral("all"));
  const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
  QCOMPARE(summary.keys(), (QStringList{QStringLiteral("errors"), QStringLiteral("infos"),
                                        QStringLiteral("waived"), QStringLiteral("warnings")}));
  QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 1);
  QCOMPARE(summary.value(QStringLiteral("waived")).toInt(), 0);
  const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
  QVERIFY(!findings.isEmpty());
  const QStringList keys{
      QStringLiteral("about"),    QStringLiteral("key"),     QStringLiteral("location"),
      QStringLiteral("message"),  QStringLiteral("objects"), QStringLiteral("rule"),
      QStringLiteral("severity"), QStringLiteral("waived"),  QStringLiteral("waiverReason")};
  int infos = 0;
  int unverified = 0;
  for (const QJsonValue& value : findings) {
    const QJsonObject f = value.toObject();
    QCOMPARE(f.keys(), keys);
    // "about" names the rule a DS-08 "not verified" info qualifies, and is null elsewhere.
    const QString about = f.value(QStringLiteral("about")).toString();
    if (!about.isEmpty()) {
      QCOMPARE(f.value(QStringLiteral("rule")).toString(), QStringLiteral("DS-08"));
      QVERIFY(f.value(QStringLiteral("message"))
                  .toString()
                  .startsWith(about + QLatin1String(" not verified")));
      ++unverified;
    } else {
      QVERIFY(f.value(QStringLiteral("about")).isNull());
    }
    QVERIFY(!f.value(QStringLiteral("objects")).toArray().isEmpty());
    QVERIFY(f.value(QStringLiteral("key"))
                .toString()
                .startsWith(f.value(QStringLiteral("rule")).toString()));
    if (f.value(QStringLiteral("severity")).toString() == QStringLiteral("info"))
      ++infos;
  }
  QCOMPARE(summary.value(QStringLiteral("infos")).toInt(), infos);
  QVERIFY(unverified > 0);
  // Sorted by severity: the error comes first.
  const QJsonObject first = findings.first().toObject();
  QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("FF-03"));
  QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
  QCOMPARE(first.value(QStringLiteral("location")).toString(),
           QStringLiteral("R01 U2 dgx-01 OSFP1"));
  QVERIFY(
      first.value(QStringLiteral("message")).toString().contains(QStringLiteral("MMA4Z00-NS-FLT")));
  QCOMPARE(first.value(QStringLiteral("waived")).toBool(), false);
  QVERIFY(first.value(QStringLiteral("waiverReason")).isNull());
  QCOMPARE(first.value(QStringLiteral("objects")).toArray().first().toString(),
           DesignBuilder::idFor(
               QStringLiteral("module:%1:OSFP1")
                   .arg(DesignBuilder::idFor(QStringLiteral("device:dgx-01")).toString()))
               .toString(QUuid::WithoutBraces));
}

void TestValidateCli::textFormat() {
  const auto r = runRackwright(
      {QStringLiteral("validate"), mErrors, QStringLiteral("--infos"), QStringLiteral("all")});
  QCOMPARE(r.exitCode, 1);
  const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  QVERIFY(lines.size() >= 2);
  QVERIFY2(
      lines.first().startsWith(QStringLiteral("ERROR FF-03 R01 U2 dgx-01 OSFP1: dgx-01 OSFP1 is "
                                              "a flat-top (RHS) cage; MMA4Z00-NS is a finned "
                                              "(IHS) module.")),
      qPrintable(lines.first()));
  for (int i = 1; i + 1 < lines.size(); ++i) {
    QVERIFY2(lines[i].startsWith(QStringLiteral("INFO ")), qPrintable(lines[i]));
  }
  QVERIFY2(lines.last().startsWith(QStringLiteral("1 error(s), 0 warning(s), ")),
           qPrintable(lines.last()));
  QVERIFY(lines.last().endsWith(QStringLiteral(" info(s), 0 waived")));
}

void TestValidateCli::infoDetail_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<QString>("mode");  ///< empty: the default
  QTest::addColumn<QString>("format");
  QTest::addColumn<int>("exitCode");
  for (const char* format : {"text", "json"}) {
    for (const char* mode : {"", "summary", "all", "none"}) {
      QTest::addRow("errors, %s, %s", *mode ? mode : "default", format)
          << mErrors << QString::fromLatin1(mode) << QString::fromLatin1(format) << 1;
    }
    QTest::addRow("clean, default, %s", format)
        << mClean << QString() << QString::fromLatin1(format) << 0;
  }
}

void TestValidateCli::infoDetail() {
  QFETCH(QString, file);
  QFETCH(QString, mode);
  QFETCH(QString, format);
  QFETCH(int, exitCode);
  // What the design holds, from the full list.
  const auto full =
      runRackwright({QStringLiteral("validate"), file, QStringLiteral("--format"),
                     QStringLiteral("json"), QStringLiteral("--infos"), QStringLiteral("all")});
  const QJsonObject fullRoot = QJsonDocument::fromJson(full.out).object();
  QMap<QString, int> perRule;  // unwaived infos by rule
  QStringList listedAlways;    // errors, warnings, waived: "rule location"
  for (const QJsonValue& value : fullRoot.value(QStringLiteral("findings")).toArray()) {
    const QJsonObject f = value.toObject();
    const QString id = f.value(QStringLiteral("rule")).toString() + QLatin1Char(' ') +
                       f.value(QStringLiteral("location")).toString();
    if (f.value(QStringLiteral("severity")).toString() == QStringLiteral("info") &&
        !f.value(QStringLiteral("waived")).toBool())
      ++perRule[f.value(QStringLiteral("rule")).toString()];
    else
      listedAlways << id;
  }
  const int infos =
      fullRoot.value(QStringLiteral("summary")).toObject().value(QStringLiteral("infos")).toInt();
  QVERIFY(infos > 0);
  const QString effective = mode.isEmpty() ? QStringLiteral("summary") : mode;

  QStringList args{QStringLiteral("validate"), file, QStringLiteral("--format"), format};
  if (!mode.isEmpty())
    args << QStringLiteral("--infos") << mode;
  const auto r = runRackwright(args);
  QCOMPARE(r.exitCode, exitCode);  // the exit code never depends on --infos

  if (format == QStringLiteral("json")) {
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value(QStringLiteral("infoDetail")).toString(), effective);
    QCOMPARE(root.value(QStringLiteral("summary")).toObject(),
             fullRoot.value(QStringLiteral("summary")).toObject());
    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    int listedInfos = 0;
    QStringList others;
    for (const QJsonValue& value : findings) {
      const QJsonObject f = value.toObject();
      if (f.value(QStringLiteral("severity")).toString() == QStringLiteral("info") &&
          !f.value(QStringLiteral("waived")).toBool())
        ++listedInfos;
      else
        others << f.value(QStringLiteral("rule")).toString() + QLatin1Char(' ') +
                      f.value(QStringLiteral("location")).toString();
    }
    QCOMPARE(others, listedAlways);
    QCOMPARE(listedInfos, effective == QStringLiteral("all") ? infos : 0);
    QCOMPARE(root.contains(QStringLiteral("infoRules")), effective == QStringLiteral("summary"));
    if (effective == QStringLiteral("summary")) {
      QMap<QString, int> tallied;
      for (const QJsonValue& value : root.value(QStringLiteral("infoRules")).toArray()) {
        const QJsonObject rule = value.toObject();
        QCOMPARE(rule.keys(), (QStringList{QStringLiteral("count"), QStringLiteral("examples"),
                                           QStringLiteral("rule"), QStringLiteral("title")}));
        const QString id = rule.value(QStringLiteral("rule")).toString();
        tallied[id] = rule.value(QStringLiteral("count")).toInt();
        QVERIFY(!rule.value(QStringLiteral("title")).toString().isEmpty());
        const QJsonArray examples = rule.value(QStringLiteral("examples")).toArray();
        QCOMPARE(examples.size(), qMin(2, tallied[id]));
        for (const QJsonValue& example : examples)
          QCOMPARE(example.toObject().value(QStringLiteral("rule")).toString(), id);
      }
      QCOMPARE(tallied, perRule);
    }
    return;
  }

  const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  QVERIFY(lines.last().endsWith(QStringLiteral(" %1 info(s), 0 waived").arg(infos)));
  QStringList others;
  int infoLines = 0;
  QMap<QString, int> tallied;
  int examples = 0;
  static const QRegularExpression tally(QStringLiteral("^INFO (\\S+) (\\d+) × (.+)$"));
  for (const QString& line : lines) {
    if (line.startsWith(QStringLiteral("ERROR ")) || line.startsWith(QStringLiteral("WARNING ")))
      others << line.section(QLatin1Char(' '), 1, 1) + QLatin1Char(' ') +
                    line.section(QLatin1Char(' '), 2).section(QStringLiteral(": "), 0, 0);
    if (!line.startsWith(QStringLiteral("INFO ")))
      examples += line.startsWith(QStringLiteral("    "));
    else if (const auto match = tally.match(line);
             effective == QStringLiteral("summary") && match.hasMatch())
      tallied[match.captured(1)] = match.captured(2).toInt();
    else
      ++infoLines;
  }
  QCOMPARE(others, listedAlways);
  if (effective == QStringLiteral("all")) {
    QCOMPARE(infoLines, infos);
    QCOMPARE(examples, 0);
  } else if (effective == QStringLiteral("summary")) {
    QCOMPARE(infoLines, 0);
    QCOMPARE(tallied, perRule);
    int wanted = 0;
    for (const int count : std::as_const(perRule))
      wanted += qMin(2, count);
    QCOMPARE(examples, wanted);
    QVERIFY(r.out.contains("--infos all lists them"));
  } else {
    QCOMPARE(infoLines, 0);
    QCOMPARE(examples, 0);
  }
}

void TestValidateCli::waivedFindingsDoNotFail() {
  const auto text = runRackwright({QStringLiteral("validate"), mWaived});
  QCOMPARE(text.exitCode, 0);
  QVERIFY2(text.out.contains("ERROR FF-03 R01 U2 dgx-01 OSFP1: ") &&
               text.out.contains(" [waived: bench test only]\n"),
           text.out);
  QVERIFY(text.out.contains("0 error(s), 0 warning(s), "));
  QVERIFY(text.out.contains(" 1 waived"));

  const auto json = runRackwright({QStringLiteral("validate"), mWaived, QStringLiteral("--format"),
                                   QStringLiteral("json"), QStringLiteral("--fail-on"),
                                   QStringLiteral("warning")});
  QCOMPARE(json.exitCode, 0);
  const QJsonObject root = QJsonDocument::fromJson(json.out).object();
  QCOMPARE(root.value(QStringLiteral("summary")).toObject().value(QStringLiteral("waived")).toInt(),
           1);
  QCOMPARE(root.value(QStringLiteral("summary")).toObject().value(QStringLiteral("errors")).toInt(),
           0);
  const QJsonObject first = root.value(QStringLiteral("findings")).toArray().first().toObject();
  QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("FF-03"));
  QCOMPARE(first.value(QStringLiteral("waived")).toBool(), true);
  QCOMPARE(first.value(QStringLiteral("waiverReason")).toString(),
           QStringLiteral("bench test only"));
}

QTEST_GUILESS_MAIN(TestValidateCli)
#include "tst_validatecli.moc"
