// The validator: rule catalog, waivers, stable keys across save/load, the worker-thread variant
// and the exact findings of the small reference cluster.
#include "core/catalog/catalog.h"
#include "core/commands/designedits.h"
#include "core/common/translations.h"
#include "core/fileformat/designfile.h"
#include "core/validation/checksupport.h"
#include "core/validation/findingsummary.h"
#include "core/validation/infodigest.h"
#include "core/validation/rulecatalog.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

QString describe(const QVector<Finding>& findings) {
  QStringList lines;
  for (const Finding& f : findings) {
    lines << QStringLiteral("%1 %2 %3: %4")
                 .arg(toString(f.severity), f.rule, f.location, f.message());
  }
  return lines.join(QLatin1Char('\n'));
}

QStringList keysOf(const ValidationResult& result) {
  QStringList keys;
  for (const Finding& f : result.findings)
    keys << f.key();
  return keys;
}

}  // namespace

class TestValidator : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void messageTemplateFillsLikeArg_data();
  void messageTemplateFillsLikeArg();
  void findingTextReadsAsWorded();
  void wordedOnceReadsAsWordedForEach();
  void displayOrderFollowsTheKeys();
  void ruleCatalog_data();
  void ruleCatalog();
  void everyRuleHasSource();
  void ruleIdsRoundTrip();
  void ruleTitlesTranslatedWhereShown();
  void smallCluster();
  void waivers();
  void waiverMatchingNothing();
  void infoDigestTurnsAwayOnlyWhatSortsLast();
  void summaryKeepsTheFirstInfosOfEachRule_data();
  void summaryKeepsTheFirstInfosOfEachRule();
  void stableKeysAcrossSaveAndLoad();
  void asyncEqualsSync();
  void fullRunEqualsScopeByScope_data();
  void fullRunEqualsScopeByScope();
  void displayOrder_data();
  void displayOrder();
  void scopesInOrder();
};

void TestValidator::ruleCatalog_data() {
  QTest::addColumn<QString>("rule");
  QTest::addColumn<int>("severity");
  const int E = int(Severity::Error);
  const int W = int(Severity::Warning);
  const int I = int(Severity::Info);
  // Default severities exactly as the cabling reference (and, for PL, the platform reference)
  // states them.
  const QList<QPair<const char*, int>> expected{
      {"FF-01", E},  {"FF-02", E},  {"FF-03", E}, {"FF-04", E},  {"FF-05", E},  {"OC-01", E},
      {"OC-02", E},  {"OC-03", E},  {"OC-04", W}, {"POL-01", E}, {"POL-02", E}, {"POL-03", W},
      {"FM-01", E},  {"FM-02", E},  {"FM-03", W}, {"PMD-01", E}, {"PMD-02", E}, {"PMD-03", E},
      {"PMD-04", E}, {"PMD-05", W}, {"LN-01", E}, {"LN-02", E},  {"LN-03", I},  {"LN-04", W},
      {"LN-05", I},  {"LN-06", E},  {"RE-01", E}, {"RE-02", E},  {"RE-03", E},  {"RE-04", W},
      {"RE-05", W},  {"RE-06", W},  {"PR-01", E}, {"PR-02", W},  {"PR-03", E},  {"PW-01", E},
      {"PW-02", E},  {"PW-03", I},  {"DS-01", E}, {"DS-02", W},  {"DS-03", E},  {"DS-04", E},
      {"DS-05", E},  {"DS-06", W},  {"DS-07", E}, {"DS-08", I},  {"PL-03", E},  {"PL-04", E},
      {"PL-08", E},  {"PL-09", W},  {"PL-10", E}, {"PL-12", W},  {"PL-15", E}};
  for (const auto& [id, severity] : expected)
    QTest::newRow(id) << QString::fromLatin1(id) << severity;
}

void TestValidator::ruleCatalog() {
  QFETCH(QString, rule);
  QFETCH(int, severity);
  const RuleInfo* info = RuleCatalog::find(rule);
  QVERIFY(info);
  QCOMPARE(int(info->severity), severity);
  QVERIFY(!info->title.isEmpty());
}

void TestValidator::everyRuleHasSource() {
  QCOMPARE(RuleCatalog::all().size(), 60);
  for (const RuleInfo& info : RuleCatalog::all()) {
    QVERIFY2(!info.source.isEmpty(), qPrintable(info.id));
    if (!info.id.startsWith(QStringLiteral("DS-0")) || info.id == QStringLiteral("DS-07")) {
      QVERIFY2(info.source.contains(QStringLiteral("https://")), qPrintable(info.id));
    }
  }
  QVERIFY(RuleCatalog::find(QStringLiteral("FF-02"))
              ->source.contains(QStringLiteral(
                  "https://docs.nvidia.com/networking/display/cableovpub/connectors+and+cages")));
  QVERIFY(!RuleCatalog::find(QStringLiteral("XX-99")));
}

/// Every RuleId reads back from its text and indexes its own catalog entry; texts that name no
/// rule (the edges parse them) are refused with a message naming the text.
void TestValidator::ruleIdsRoundTrip() {
  QCOMPARE(int(kRuleCount), RuleCatalog::all().size());
  for (std::size_t i = 0; i < kRuleCount; ++i) {
    const RuleId rule = RuleId(i);
    const RuleInfo& info = RuleCatalog::info(rule);
    QVERIFY(info.rule == rule);
    QCOMPARE(info.id, toString(rule));
    QVERIFY2(parseRuleId(toString(rule)) == rule, qPrintable(toString(rule)));
    QCOMPARE(RuleCatalog::find(toString(rule)), &info);
  }
  QCOMPARE(toString(RuleId::DS08), QStringLiteral("DS-08"));
  QCOMPARE(RuleCatalog::info(RuleId::FF02).id, QStringLiteral("FF-02"));
  for (const char* typo : {"XX-99", "ds-08", "DS08", "DS-8", ""})
    QVERIFY2(!parseRuleId(QString::fromLatin1(typo)), typo);
  QVERIFY(unknownRuleIdMessage(u"XX-99").contains(QStringLiteral("XX-99")));
}

/// Titles are shown translated, but the catalog keeps the English text (JSON output and files).
void TestValidator::ruleTitlesTranslatedWhereShown() {
  const RuleInfo& info = RuleCatalog::info(RuleId::FF01);
  QCOMPARE(info.translatedTitle(), info.title);
  QVERIFY(installTranslations(*QCoreApplication::instance(), QLocale(QStringLiteral("de_DE"))));
  QStringList untranslated;
  for (const RuleInfo& rule : RuleCatalog::all()) {
    if (rule.translatedTitle() == rule.title)
      untranslated << rule.id;
  }
  const QString german = info.translatedTitle();
  const QString english = info.title;
  for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>())
    delete translator;
  QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char(' '))));
  QCOMPARE(english, QStringLiteral("Form-factor family must match the cage"));
  QVERIFY(german != english);
}

void TestValidator::smallCluster() {
  Design design;
  DesignBuilder builder(design);
  builder.buildSmallCluster();
  const ValidationResult result = Validator::validateAll(design);
  QStringList actual;
  for (const Finding& f : result.findings) {
    actual << QStringLiteral("%1 %2 %3").arg(toString(f.severity), f.rule, f.location);
    QVERIFY2(RuleCatalog::find(f.rule), qPrintable(f.rule));
  }
  // The cluster is built right (flat modules at the DGX, finned at the switch, Type-B cords and
  // trunk, 17 W modules in 17 W cages). What remains: the OM3 cords around an OM4 trunk (FM-03),
  // the DGX cage power class and the -FLT part number that the catalog cannot confirm (DS-08),
  // the switch modules' 17 W, which is NVIDIA's family maximum rather than the MMA4Z00-NS's own
  // figure (DS-08), and the display rules (LN-03 speeds, PW-03 roll-ups).
  const QStringList expected{
      QStringLiteral("warning FM-03 R01 U12 dgx-02 OSFP1 MMA4Z00-NS-FLT port 1"),
      QStringLiteral("info DS-08 R01 U12 dgx-02 OSFP1"),
      QStringLiteral("info DS-08 R01 U12 dgx-02 OSFP1"),
      QStringLiteral("info DS-08 R01 U2 dgx-01 OSFP1"),
      QStringLiteral("info DS-08 R01 U2 dgx-01 OSFP1"),
      QStringLiteral("info DS-08 R02 U40 leaf-01 OSFP1"),
      QStringLiteral("info DS-08 R02 U40 leaf-01 OSFP3"),
      QStringLiteral("info LN-03 R01 U12 dgx-02 OSFP1"),
      QStringLiteral("info LN-03 R01 U2 dgx-01 OSFP1"),
      QStringLiteral("info LN-03 R02 U40 leaf-01 OSFP1"),
      QStringLiteral("info LN-03 R02 U40 leaf-01 OSFP2"),
      QStringLiteral("info LN-03 R02 U40 leaf-01 OSFP3"),
      QStringLiteral("info PW-03 R01"),
      QStringLiteral("info PW-03 R01 U12 dgx-02"),
      QStringLiteral("info PW-03 R01 U2 dgx-01"),
      QStringLiteral("info PW-03 R02"),
      QStringLiteral("info PW-03 R02 U38 leaf-02"),
      QStringLiteral("info PW-03 R02 U40 leaf-01"),
  };
  QVERIFY2(actual == expected, qPrintable(describe(result.findings)));
  QCOMPARE(result.errors, 0);
  QCOMPARE(result.warnings, 1);
  QCOMPARE(result.infos, 17);
  QCOMPARE(result.waived, 0);

  auto message = [&](const QString& rule, const QString& location) {
    for (const Finding& f : result.findings) {
      if (f.rule == rule && f.location == location)
        return f.message();
    }
    return QString();
  };
  QCOMPARE(message(QStringLiteral("LN-03"), QStringLiteral("R02 U40 leaf-01 OSFP2")),
           QStringLiteral("MCP4Y10-N001 between leaf-01 OSFP2 and leaf-02 OSFP2: 2 x 400 Gb/s "
                          "(8 lanes x 100G-PAM4)."));
  QCOMPARE(message(QStringLiteral("PW-03"), QStringLiteral("R02")),
           QStringLiteral("R02: 3.47 kW maximum, 1.52 kW typical, 30.2 kg in 3 device(s). "
                          "Limits: 40.00 kW, 1200.0 kg. Counted from UNCONFIRMED catalog data: "
                          "the power of MMA4Z00-NS."));
  QCOMPARE(message(QStringLiteral("PW-03"), QStringLiteral("R02 U40 leaf-01")),
           QStringLiteral("leaf-01: 1.75 kW maximum, 777 W typical (including 2 transceiver(s) "
                          "34 W). Counted from UNCONFIRMED catalog data: the power of "
                          "MMA4Z00-NS."));
}

void TestValidator::waivers() {
  Design design;
  DesignBuilder b(design);
  const ObjectId rack = b.labRack();
  const ObjectId dgx = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);
  b.module(QStringLiteral("MMA4Z00-NS"), dgx, QStringLiteral("OSFP1"));

  const ValidationResult before = Validator::validateAll(design);
  const auto ff03 =
      std::find_if(before.findings.begin(), before.findings.end(),
                   [](const Finding& f) { return f.rule == QStringLiteral("FF-03"); });
  QVERIFY2(ff03 != before.findings.end(), qPrintable(describe(before.findings)));
  QVERIFY(!ff03->waived);

  Waiver waiver;
  waiver.findingKey = ff03->key();
  waiver.reason = QStringLiteral("lab mock-up, no traffic");
  waiver.author = QStringLiteral("test");
  DesignEdits::addWaiver(design, waiver)->redo();

  const ValidationResult after = Validator::validateAll(design);
  QCOMPARE(after.findings.size(), before.findings.size());  // waived, never dropped
  const auto waived = std::find_if(after.findings.begin(), after.findings.end(),
                                   [&](const Finding& f) { return f.key() == ff03->key(); });
  QVERIFY(waived != after.findings.end());
  QVERIFY(waived->waived);
  QCOMPARE(waived->waiverReason, QStringLiteral("lab mock-up, no traffic"));
  QCOMPARE(after.errors, before.errors - 1);
  QCOMPARE(after.waived, before.waived + 1);
  QCOMPARE(after.warnings, before.warnings);
  QCOMPARE(after.infos, before.infos);
  // Everything else is untouched.
  for (int i = 0; i < after.findings.size(); ++i) {
    if (after.findings[i].key() == ff03->key())
      continue;
    QVERIFY(!after.findings[i].waived);
  }
}

void TestValidator::infoDigestTurnsAwayOnlyWhatSortsLast() {
  // One object for all: the discriminators alone tell the keys apart.
  const ObjectId object = QUuid::createUuid();
  const auto info = [&object](const QString& location, const QString& discriminator) {
    Finding f;
    f.rule = QStringLiteral("LN-03");
    f.severity = Severity::Info;
    f.location = location;
    f.discriminator = discriminator;
    f.objects = {object};
    return f;
  };
  const QString rule = QStringLiteral("LN-03");
  InfoDigest digest(2);
  QVERIFY(digest.mayKeep(rule, QStringLiteral("R09")));  // nothing kept yet
  digest.add(info(QStringLiteral("R05"), QStringLiteral("k5")));
  QVERIFY(digest.mayKeep(rule, QStringLiteral("R09")));  // room for a second example
  digest.add(info(QStringLiteral("R07"), QStringLiteral("k7")));
  // Full: a later location is only counted; an earlier one, or the same location (its key may
  // sort first), may still be kept.
  QVERIFY(!digest.mayKeep(rule, QStringLiteral("R08")));
  QVERIFY(digest.mayKeep(rule, QStringLiteral("R06")));
  QVERIFY(digest.mayKeep(rule, QStringLiteral("R07")));
  digest.add(info(QStringLiteral("R07"), QStringLiteral("k0")));
  QCOMPARE(digest.examples.value(rule).constLast().discriminator, QStringLiteral("k0"));
  QVERIFY(digest.mayKeep(QStringLiteral("DS-08"), QStringLiteral("R99")));  // another rule
  digest.count(rule, {});
  QCOMPARE(digest.countByRule.value(rule), 4);
  QVERIFY(!InfoDigest(0).mayKeep(rule, QStringLiteral("R00")));  // infos only counted
}

void TestValidator::summaryKeepsTheFirstInfosOfEachRule_data() {
  QTest::addColumn<int>("waivedInfos");
  QTest::newRow("no waivers") << 0;
  // A waived info is listed as waived, never summarised; with waivers the checks build every
  // info to tell.
  QTest::newRow("three infos waived") << 3;
}

void TestValidator::summaryKeepsTheFirstInfosOfEachRule() {
  // The H100 4-SU example: thousands of infos over many chunks of scopes, so that each
  // chunk's digest and their merge are exercised. A summarising run skips building the infos it
  // only counts; what it reports must be exactly what the full list gives.
  QFETCH(int, waivedInfos);
  Design design;
  design.setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/superpod-dgx-h100-4su.rackwright")),
                   design);
  ValidationResult all = Validator::validateAll(design, InfoDetail::All);
  QVector<QString> waivedKeys;
  for (int i = 0; i < all.findings.size() && waivedKeys.size() < waivedInfos; i += 997) {
    if (all.findings[i].severity != Severity::Info)
      continue;
    Waiver waiver;
    waiver.findingKey = all.findings[i].key();
    waiver.reason = QStringLiteral("accepted");
    DesignEdits::addWaiver(design, waiver)->redo();
    waivedKeys << waiver.findingKey;
  }
  QCOMPARE(waivedKeys.size(), waivedInfos);
  all = Validator::validateAll(design, InfoDetail::All);
  QVERIFY2(all.infos > 5000, qPrintable(QString::number(all.infos)));

  // What the full list says the summary must hold.
  QHash<QString, int> countByRule;
  QHash<QString, QVector<Finding>> firstTwo;
  QHash<ObjectId, int> unlistedByObject;
  QVector<Finding> listed;
  for (const Finding& f : all.findings) {
    if (f.severity != Severity::Info || f.waived) {
      listed << f;
      continue;
    }
    ++countByRule[f.rule];
    QVector<Finding>& kept = firstTwo[f.rule];
    if (kept.size() < FindingSummary::kExamples) {
      kept << f;
      continue;
    }
    QSet<ObjectId> once(f.objects.cbegin(), f.objects.cend());
    for (const ObjectId& id : once)
      ++unlistedByObject[id];
  }
  for (const QVector<Finding>& kept : firstTwo)
    listed += kept;
  std::sort(listed.begin(), listed.end(), &Validator::lessThan);

  for (const InfoDetail detail : {InfoDetail::Summary, InfoDetail::None}) {
    const ValidationResult summary = Validator::validateAll(design, detail);
    QVERIFY(summary.infosSummarised);
    QCOMPARE(summary.infoCountByRule, countByRule);
    QCOMPARE(summary.infos, all.infos);
    QCOMPARE(summary.waived, waivedInfos);
    QCOMPARE(summary.errors, all.errors);
    QCOMPARE(summary.warnings, all.warnings);
    if (detail == InfoDetail::Summary) {
      QCOMPARE(summary.findings.size(), listed.size());
      for (qsizetype i = 0; i < listed.size(); ++i)
        QCOMPARE(summary.findings[i], listed[i]);
      QCOMPARE(summary.unlistedInfosByObject, unlistedByObject);
    } else {
      for (const Finding& f : summary.findings)
        QVERIFY(f.severity != Severity::Info || f.waived);
    }
  }
}

void TestValidator::waiverMatchingNothing() {
  Design design;
  DesignBuilder b(design);
  b.buildSmallCluster();
  const ValidationResult before = Validator::validateAll(design);
  Waiver waiver;
  waiver.findingKey = QStringLiteral("FF-03|00000000-0000-0000-0000-000000000000");
  waiver.reason = QStringLiteral("stale waiver");
  DesignEdits::addWaiver(design, waiver)->redo();
  const ValidationResult after = Validator::validateAll(design);
  QCOMPARE(after, before);
}

void TestValidator::stableKeysAcrossSaveAndLoad() {
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  Design design;
  DesignBuilder b(design);
  b.buildSmallCluster();
  // Waive one finding so the waiver travels through the file too.
  const ValidationResult original = Validator::validateAll(design);
  QVERIFY(!original.findings.isEmpty());
  Waiver waiver;
  waiver.findingKey = original.findings.front().key();
  waiver.reason = QStringLiteral("accepted");
  DesignEdits::addWaiver(design, waiver)->redo();
  const ValidationResult waivedBefore = Validator::validateAll(design);

  const QString path = dir.filePath(QStringLiteral("cluster.rackwright"));
  DesignFile::save(design, path);
  Design loaded;
  DesignFile::load(path, loaded);
  const ValidationResult reloaded = Validator::validateAll(loaded);
  QCOMPARE(keysOf(reloaded), keysOf(waivedBefore));
  QCOMPARE(reloaded, waivedBefore);
  QCOMPARE(reloaded.waived, 1);

  // Renaming a rack changes locations, not keys.
  Rack renamed = *loaded.find<Rack>(DesignBuilder::idFor(QStringLiteral("rack:R01")));
  renamed.name = QStringLiteral("R01-new");
  DesignEdits::editRack(loaded, renamed)->redo();
  QStringList renamedKeys = keysOf(Validator::validateAll(loaded));
  QStringList expectedKeys = keysOf(waivedBefore);
  std::sort(renamedKeys.begin(), renamedKeys.end());
  std::sort(expectedKeys.begin(), expectedKeys.end());
  QCOMPARE(renamedKeys, expectedKeys);
}

void TestValidator::asyncEqualsSync() {
  Design design;
  DesignBuilder b(design);
  b.buildSmallCluster();
  const DesignData snapshot = design.snapshot();
  QFuture<ValidationResult> future = Validator::validateAsync(design.snapshot());
  // The live design keeps changing while the worker runs on its snapshot.
  const ObjectId dgx2 = DesignBuilder::idFor(QStringLiteral("device:dgx-02"));
  DesignEdits::removeDevice(design, dgx2)->redo();
  future.waitForFinished();
  QCOMPARE(future.result(), Validator::validateAll(snapshot));
  QVERIFY(future.result() != Validator::validateAll(design));
  QCOMPARE(Validator::validateAsync(design.snapshot()).result(), Validator::validateAll(design));
}

void TestValidator::fullRunEqualsScopeByScope_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<bool>("swapParts");
  const QString example =
      rackwright::test::sourcePath(QStringLiteral("examples/su-1024gpu.rackwright"));
  QTest::newRow("1,024-GPU example") << example << false;
  // Every transceiver swapped for another catalog part, round robin: thousands of cage, lane,
  // power and protocol findings, each kind repeated on many modules.
  QTest::newRow("1,024-GPU example, parts swapped") << example << true;
  QTest::newRow("small cluster, parts swapped") << QString() << true;
}

void TestValidator::fullRunEqualsScopeByScope() {
  // A full run checks each combination of parts once and repeats its findings per instance,
  // finds channels and cables next to their modules and shares look-ups between scopes. It must
  // report exactly what checking every scope on its own reports.
  QFETCH(QString, file);
  QFETCH(bool, swapParts);
  Design design;
  if (file.isEmpty()) {
    DesignBuilder(design).buildSmallCluster();
  } else {
    DesignFile::load(file, design);
    QVERIFY(design.all<Module>().size() > 1000);
  }
  if (swapParts) {
    const QVector<PartPtr> parts = design.library().parts(PartKind::Transceiver);
    QVERIFY(parts.size() > 3);
    QVector<ObjectId> ids = design.all<Module>().keys();
    std::sort(ids.begin(), ids.end());
    for (qsizetype i = 0; i < ids.size(); ++i) {
      Module module = *design.find<Module>(ids.at(i));
      module.typeId = parts.at(i % parts.size())->id;
      design.update(module);
    }
  }
  const ValidationResult full = Validator::validateAll(design);
  QVector<Finding> scopeByScope;
  for (const ValidationScope& scope : Validator::scopes(design))
    scopeByScope += Validator::runScope(design, scope, false, nullptr).findings;
  const ValidationResult reference =
      Validator::finish(scopeByScope, Validator::waiverReasons(design));
  QCOMPARE(full.findings.size(), reference.findings.size());
  for (qsizetype i = 0; i < full.findings.size(); ++i)
    QCOMPARE(full.findings.at(i), reference.findings.at(i));
  QVERIFY(full == reference);
  if (swapParts)
    QVERIFY(full.errors > 100 || file.isEmpty());
}

void TestValidator::displayOrder_data() {
  QTest::addColumn<int>("count");
  QTest::addColumn<int>("distinct");
  // Locations are made of these pieces: the sort keys hold the first characters of a location
  // as bytes (0xFF for any wider character), so wide characters, NULs and long shared prefixes
  // must sort as the texts do.
  QTest::addColumn<QStringList>("pieces");
  const QStringList plain{QStringLiteral("R01 U")};
  const QStringList tricky{QStringLiteral("R01-01 U12 dgx-0001 OSFP"),
                           QStringLiteral("\u00fe"),
                           QStringLiteral("\u00ff"),
                           QStringLiteral("\u0100"),
                           QStringLiteral("\u03a9"),
                           QString(QChar(0)),
                           QStringLiteral("z"),
                           QString()};
  QTest::newRow("empty") << 0 << 10 << plain;
  QTest::newRow("one") << 1 << 10 << plain;
  QTest::newRow("a few, all different") << 300 << 1000 << plain;
  QTest::newRow("a few, tricky locations") << 2000 << 50 << tricky;
  // Above a few thousand findings the merge is cut into parts at sampled splitters.
  QTest::newRow("many, many equal") << 20000 << 3 << plain;
  QTest::newRow("many, some equal") << 60000 << 40 << plain;
  QTest::newRow("many, all different") << 60000 << 1000000 << plain;
  QTest::newRow("many, tricky locations") << 30000 << 400 << tricky;
}

void TestValidator::displayOrder() {
  // Sorting sorts runs on the workers and merges them; the result must be exactly what one
  // sort of the whole list gives, every finding kept.
  QFETCH(int, count);
  QFETCH(int, distinct);
  QFETCH(QStringList, pieces);
  QRandomGenerator random(quint32(count) * 7919u + quint32(distinct));
  const auto pick = [&](const QString& prefix, int range) {
    return prefix + QString::number(random.bounded(std::max(1, range)));
  };
  QVector<Finding> findings;
  for (int i = 0; i < count; ++i) {
    Finding f;
    f.severity = Severity(random.bounded(3));
    // Rules of the catalog and rules outside it (which sort between and around them).
    const QVector<RuleInfo>& rules = RuleCatalog::all();
    f.rule = random.bounded(2) ? rules.at(random.bounded(std::min(distinct, int(rules.size())))).id
                               : pick(QStringLiteral("PW-0"), std::min(distinct, 12));
    QString location;
    for (int p = 0, n = 1 + random.bounded(pieces.size() > 1 ? 6 : 1); p < n; ++p)
      location += pieces.at(random.bounded(int(pieces.size())));
    f.location = pick(location, distinct);
    f.discriminator = pick(QStringLiteral("key-"), distinct);
    f.wording = pick(QStringLiteral("message "), distinct);
    f.objects = {
        ObjectId(quint32(random.bounded(std::max(1, distinct))), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)};
    findings.push_back(f);
  }
  QVector<Finding> expected = findings;
  std::sort(expected.begin(), expected.end(), &Validator::lessThan);
  Validator::sortInDisplayOrder(findings);
  QCOMPARE(findings.size(), expected.size());
  for (qsizetype i = 0; i < findings.size(); ++i) {
    const Finding& got = findings.at(i);
    const Finding& want = expected.at(i);
    QVERIFY2(got == want, qPrintable(QStringLiteral("at %1: %2 '%3', expected %4 '%5'")
                                         .arg(i)
                                         .arg(got.rule, got.location, want.rule, want.location)));
  }
}

void TestValidator::scopesInOrder() {
  // The incremental validator's first run files results while the pool still checks: every
  // scope must arrive once, in order, with what checking it alone gives.
  Design design;
  DesignFile::load(rackwright::test::sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")),
                   design);
  const QVector<ValidationScope> scopes = Validator::scopes(design);
  QVERIFY(scopes.size() > 1000);
  qsizetype expected = 0;
  bool inOrder = true;
  bool same = true;
  Validator::runScopesInOrder(
      design, scopes, true, [&](qsizetype i, Validator::ScopeResult& result) {
        inOrder = inOrder && i == expected++;
        const Validator::ScopeResult alone = Validator::runScope(design, scopes.at(i));
        same =
            same && result.findings == alone.findings && result.dependencies == alone.dependencies;
      });
  QCOMPARE(expected, scopes.size());
  QVERIFY(inOrder);
  QVERIFY(same);
}

void TestValidator::messageTemplateFillsLikeArg_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QStringList>("args");
  const QStringList six{QStringLiteral("MMA4Z00-NS"),      QStringLiteral("leaf-01 OSFP1"),
                        QStringLiteral("port 1 NDR 400G"), QStringLiteral("4"),
                        QStringLiteral("100G-PAM4"),       QString()};
  QTest::newRow("LN-03") << QStringLiteral("%1 in %2: %3 (%4 lanes x %5)%6.") << six;
  QTest::newRow("reordered, repeated") << QStringLiteral("%2 hat %1; %3 %3 (%6%4 x %5)") << six;
  QTest::newRow("gaps and two digits") << QStringLiteral("%10 a %3 b %12 c %3") << six.mid(0, 3);
  QTest::newRow("more markers than strings")
      << QStringLiteral("%1 %2 %3 %4") << QStringList{QStringLiteral("a"), QStringLiteral("b")};
  QTest::newRow("locale flag, lone percent")
      << QStringLiteral("100% %L1 of %2%") << QStringList{QStringLiteral("x"), QStringLiteral("y")};
  QTest::newRow("a value with a marker")
      << QStringLiteral("%1 and %2") << QStringList{QStringLiteral("%2"), QStringLiteral("b")};
}

void TestValidator::messageTemplateFillsLikeArg() {
  QFETCH(QString, text);
  QFETCH(QStringList, args);
  const MessageTemplate message(text);
  QString expected;
  QString actual;
  switch (args.size()) {
    case 2:
      expected = text.arg(args[0], args[1]);
      actual = message.arg({args[0], args[1]});
      break;
    case 3:
      expected = text.arg(args[0], args[1], args[2]);
      actual = message.arg({args[0], args[1], args[2]});
      break;
    case 6:
      expected = text.arg(args[0], args[1], args[2], args[3], args[4], args[5]);
      actual = message.arg({args[0], args[1], args[2], args[3], args[4], args[5]});
      break;
    default:
      QFAIL("no case for this many strings");
  }
  QCOMPARE(actual, expected);
}

/// A finding worded once per run reads as the message worded for it alone; a parameter holding
/// the stand-in keeps its verdict's message worded per plug.
void TestValidator::findingTextReadsAsWorded() {
  const QString standIn(MessageTemplate::kStandIn);
  const auto form = std::make_shared<const MessageTemplate>(MessageTemplate::withHole(
      QStringLiteral("%1 in ") + standIn + QStringLiteral(", again ") + standIn, standIn));
  const FindingText worded(form, QStringLiteral("leaf-01 OSFP1"));
  // Only the stand-in is a place: a "%1" in the worded text stays.
  QCOMPARE(worded.toString(), QStringLiteral("%1 in leaf-01 OSFP1, again leaf-01 OSFP1"));
  QVERIFY(worded == FindingText(QStringLiteral("%1 in leaf-01 OSFP1, again leaf-01 OSFP1")));
  QVERIFY(!(worded == FindingText(form, QStringLiteral("leaf-02 OSFP1"))));
  QVERIFY(MessageTemplate::holdsStandIn({QStringLiteral("a"), standIn}));
  QVERIFY(!MessageTemplate::holdsStandIn({QStringLiteral("a"), QStringLiteral("b")}));

  const checks::FactFinding plain{RuleId::PW01,
                                  true,
                                  [](const QStringList& p, const QString& where) {
                                    return QStringLiteral("%1 sits in %2").arg(p[0], where);
                                  },
                                  {QStringLiteral("MMA4Z00-NS")}};
  checks::FactFinding odd = plain;
  odd.parameters = {QStringLiteral("MMA4Z00-NS") + standIn};
  const checks::WordedVerdict verdict = checks::wordVerdict({plain, odd});
  QCOMPARE(verdict.messages.size(), 2);
  QVERIFY(verdict.messages[0]);
  QVERIFY(!verdict.messages[1]);
  QCOMPARE(FindingText(verdict.messages[0], QStringLiteral("leaf-01 OSFP1")).toString(),
           QStringLiteral("PW-01 not verified: MMA4Z00-NS sits in leaf-01 OSFP1"));
}

/// A full run words each kind of info once and fills in the cage's name; checking each scope on
/// its own (no run cache) words every message for its finding. Both read the same, and the keys
/// (which waivers saved in designs match) keep their spelling.
void TestValidator::wordedOnceReadsAsWordedForEach() {
  Design design;
  DesignBuilder b(design);
  b.buildSmallCluster();
  const ValidationResult full = Validator::validateAll(design);
  QVector<Finding> each;
  for (const ValidationScope& scope : Validator::scopes(design))
    each += Validator::runScope(design, scope, false).findings;
  const ValidationResult alone = Validator::finish(each, Validator::waiverReasons(design));
  QCOMPARE(alone.findings.size(), full.findings.size());
  for (qsizetype i = 0; i < full.findings.size(); ++i) {
    QCOMPARE(full.findings.at(i).message(), alone.findings.at(i).message());
    QCOMPARE(full.findings.at(i).key(), alone.findings.at(i).key());
  }
  const auto idText = [](const ObjectId& id) { return id.toString(QUuid::WithoutBraces); };
  bool unverifiedPower = false;
  bool speed = false;
  for (const Finding& f : full.findings) {
    if (f.rule == QLatin1String("DS-08") && f.about == RuleId::PW01 && f.objects.size() == 1) {
      unverifiedPower = true;
      QCOMPARE(f.key(), QStringLiteral("DS-08|%1|PW-01:").arg(idText(f.objects.front())));
      QVERIFY2(f.message().startsWith(QStringLiteral("PW-01 not verified: ")),
               qPrintable(f.message()));
      // The cage's name ("dgx-01 OSFP1") is filled in.
      QVERIFY2(f.message().contains(f.location.section(QLatin1Char(' '), -2)),
               qPrintable(f.message()));
    }
    if (f.rule == QLatin1String("LN-03") && design.contains<Module>(f.objects.value(0))) {
      speed = true;
      QCOMPARE(f.key(), QStringLiteral("LN-03|%1|speed").arg(idText(f.objects.front())));
    }
  }
  QVERIFY(unverifiedPower);
  QVERIFY(speed);
}

/// The display order compares two findings of one rule at one place by their keys; about the
/// same objects it compares the discriminators without building the keys, and must agree.
void TestValidator::displayOrderFollowsTheKeys() {
  const ObjectId a = QUuid::createUuid();
  const ObjectId b = QUuid::createUuid();
  const QVector<QVector<ObjectId>> objectLists{
      {}, {a}, {b}, {a, b}, {b, a}, {std::min(a, b)}, {std::max(a, b), std::min(a, b)}};
  const QStringList discriminators{
      QString(),           QStringLiteral("a"),  QStringLiteral("a|b"),
      QStringLiteral("b"), QStringLiteral("a|"), QStringLiteral("speed")};
  QVector<Finding> findings;
  for (const QVector<ObjectId>& objects : objectLists) {
    for (const QString& discriminator : discriminators) {
      Finding f;
      f.rule = QStringLiteral("DS-08");
      f.severity = Severity::Info;
      f.location = QStringLiteral("R01 U1 dgx-01 OSFP1");
      f.objects = objects;
      f.discriminator = discriminator;
      findings << f;
    }
  }
  for (const Finding& x : std::as_const(findings)) {
    for (const Finding& y : std::as_const(findings)) {
      const int byKey = x.key().compare(y.key());
      if (byKey != 0) {
        QVERIFY2(Validator::lessThan(x, y) == (byKey < 0),
                 qPrintable(QStringLiteral("%1 against %2").arg(x.key(), y.key())));
      }
    }
  }
  // The key names the objects in id order, however the finding lists them.
  Finding unsorted;
  unsorted.rule = QStringLiteral("LN-03");
  unsorted.objects = {std::max(a, b), std::min(a, b)};
  unsorted.discriminator = QStringLiteral("speed");
  QCOMPARE(unsorted.key(), QStringLiteral("LN-03|%1|%2|speed")
                               .arg(std::min(a, b).toString(QUuid::WithoutBraces),
                                    std::max(a, b).toString(QUuid::WithoutBraces)));
}

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
