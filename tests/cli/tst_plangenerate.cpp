// `rackwright plan ... --output FILE` as a user runs it: the written design loads, counts what the
// plan counts, validates without errors and is byte-identical when generated twice; the layout
// options change the design; the checked-in 1,024-GPU example is what the generator makes today,
// round-trips and validates; wrong options exit 2 with the reason.
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::ProcessResult;
using rackwright::test::runRackwright;
using rackwright::test::sourcePath;

namespace {

const QStringList kExample{QStringLiteral("plan"),     QStringLiteral("--gpus"),
                           QStringLiteral("1024"),     QStringLiteral("--server"),
                           QStringLiteral("DGX-H100"), QStringLiteral("--switch"),
                           QStringLiteral("QM9700"),   QStringLiteral("--rail-optimized")};

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject json(const QByteArray& bytes) {
  return QJsonDocument::fromJson(bytes).object();
}

/// The design content of a file: everything but the writer's version and the embedded part
/// definitions (those follow the catalog, not the generator).
QJsonObject designContent(const QByteArray& bytes) {
  QJsonObject root = json(bytes);
  root.remove(QStringLiteral("savedBy"));
  root.remove(QStringLiteral("parts"));
  return root;
}

QJsonObject planJson(const QStringList& args) {
  const ProcessResult r =
      runRackwright(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
  if (r.exitCode != 0)
    qWarning("exit %d: %s", r.exitCode, r.err.constData());
  return json(r.out);
}

QJsonObject infoJson(const QString& file) {
  const ProcessResult r = runRackwright(
      {QStringLiteral("info"), file, QStringLiteral("--format"), QStringLiteral("json")});
  if (r.exitCode != 0)
    qWarning("exit %d: %s", r.exitCode, r.err.constData());
  return json(r.out);
}

double longest(const QJsonObject& plan, const QString& tier) {
  for (const QJsonValue& t : plan[QStringLiteral("generated")][QStringLiteral("tiers")].toArray()) {
    if (t[QStringLiteral("tier")].toString() == tier)
      return t[QStringLiteral("longestM")].toDouble();
  }
  return -1;
}

}  // namespace

class TestPlanGenerate final : public QObject {
  Q_OBJECT

 private slots:
  void writesDesignThatMatchesThePlan() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("fabric.rackwright"));
    const ProcessResult r = runRackwright(kExample + QStringList{QStringLiteral("--output"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("Generated design: 37 racks, 176 devices, 2048 transceivers, 2048 "
                            "cable assemblies"),
             r.out.constData());
    QVERIFY(r.out.contains("Wrote "));
    const QJsonObject info = infoJson(file);
    QCOMPARE(info[QStringLiteral("logicalLinks")].toInt(), 2048);
    QCOMPARE(info[QStringLiteral("modules")].toInt(), 2048);
    QCOMPARE(info[QStringLiteral("cables")].toInt(), 2048);
    QCOMPARE(info[QStringLiteral("devicesByRole")][QStringLiteral("server")].toInt(), 128);
    QCOMPARE(info[QStringLiteral("devicesByRole")][QStringLiteral("switch")].toInt(), 48);
    const ProcessResult validate = runRackwright(
        {QStringLiteral("validate"), file, QStringLiteral("--fail-on"), QStringLiteral("error")});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());
  }

  void oversubscribedPlanIsStatedInTheDesign() {
    // Asked for 2:1, the generator states it for the compute fabric, so PL-13 holds every leaf
    // to the plan: the design validates clean, and a leaf is then reported only against it.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("oversubscribed.rackwright"));
    const QStringList args{QStringLiteral("plan"),
                           QStringLiteral("--gpus"),
                           QStringLiteral("512"),
                           QStringLiteral("--server"),
                           QStringLiteral("DGX-H100"),
                           QStringLiteral("--switch"),
                           QStringLiteral("QM9700"),
                           QStringLiteral("--oversubscription"),
                           QStringLiteral("2:1"),
                           QStringLiteral("--output"),
                           file};
    const ProcessResult r = runRackwright(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject root = json(readAll(file));
    QCOMPARE(root[QStringLiteral("design")][QStringLiteral("fabrics")][QStringLiteral("compute")]
                 [QStringLiteral("oversubscription")]
                     .toString(),
             QStringLiteral("2:1"));
    const ProcessResult validate = runRackwright(
        {QStringLiteral("validate"), file, QStringLiteral("--fail-on"), QStringLiteral("warning"),
         QStringLiteral("--infos"), QStringLiteral("none")});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());

    // The same fabric held to the non-blocking default: every leaf is reported.
    QByteArray bytes = readAll(file);
    bytes.replace("\"oversubscription\": \"2:1\"", "\"oversubscription\": \"1:1\"");
    const QString strict = dir.filePath(QStringLiteral("strict.rackwright"));
    QFile out(strict);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    const ProcessResult again = runRackwright(
        {QStringLiteral("validate"), strict, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(again.exitCode, 1);
    int pl13 = 0;
    for (const QJsonValue& f : json(again.out)[QStringLiteral("findings")].toArray())
      pl13 += f[QStringLiteral("rule")].toString() == QStringLiteral("PL-13") ? 1 : 0;
    const int leaves =
        infoJson(file)[QStringLiteral("devicesByRole")][QStringLiteral("switch")].toInt();
    QVERIFY2(pl13 > 0 && pl13 < leaves, qPrintable(QString::number(pl13)));
  }

  void rackScaleSystemIsPlannedInWholeRacks() {
    // --server names the system: whole NVL72 racks with every member, leaves in network racks,
    // and the design validates with no errors and no warnings.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("gb200.rackwright"));
    const ProcessResult r = runRackwright(
        {QStringLiteral("plan"), QStringLiteral("--gpus"), QStringLiteral("576"),
         QStringLiteral("--server"), QStringLiteral("GB200-NVL72"), QStringLiteral("--switch"),
         QStringLiteral("QM9700"), QStringLiteral("--output"), file});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("Scalable unit: 8 racks of GB200-NVL72 (144 compute trays, 576 GPUs)"),
             r.out.constData());
    QVERIFY(r.out.contains("Rackwright's own layout"));
    const QJsonObject info = infoJson(file);
    QCOMPARE(info[QStringLiteral("devicesByRole")][QStringLiteral("server")].toInt(), 144);
    int systemRacks = 0;
    for (const QJsonValue& rack : json(readAll(file))[QStringLiteral("racks")].toArray())
      systemRacks += rack[QStringLiteral("system")].toString() == QStringLiteral("GB200-NVL72");
    QCOMPARE(systemRacks, 8);
    const ProcessResult validate = runRackwright(
        {QStringLiteral("validate"), file, QStringLiteral("--fail-on"), QStringLiteral("warning"),
         QStringLiteral("--infos"), QStringLiteral("none")});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());
  }

  void jsonReportsTheGeneratedDesign() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("fabric.rackwright"));
    const QJsonObject plan = planJson(kExample + QStringList{QStringLiteral("--output"), file});
    const QJsonObject generated = plan[QStringLiteral("generated")].toObject();
    QCOMPARE(generated[QStringLiteral("file")].toString(), file);
    QCOMPARE(generated[QStringLiteral("cables")].toInt(),
             plan[QStringLiteral("cableAssemblies")][QStringLiteral("total")].toInt());
    QCOMPARE(generated[QStringLiteral("modules")].toInt(),
             plan[QStringLiteral("transceivers")][QStringLiteral("total")].toInt());
    QCOMPARE(generated[QStringLiteral("tiers")].toArray().size(), 3);
    QVERIFY(generated[QStringLiteral("notes")].toArray().isEmpty());
  }

  void sameInputsSameBytes() {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.rackwright"));
    const QString b = dir.filePath(QStringLiteral("b.rackwright"));
    QCOMPARE(runRackwright(kExample + QStringList{QStringLiteral("--output"), a}).exitCode, 0);
    QCOMPARE(runRackwright(kExample + QStringList{QStringLiteral("--output"), b}).exitCode, 0);
    const QByteArray bytes = readAll(a);
    QVERIFY(bytes.size() > 100000);
    QVERIFY(bytes == readAll(b));
  }

  void layoutOptionsShapeTheDesign() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("f.rackwright"));
    const QJsonObject standard = planJson(kExample + QStringList{QStringLiteral("--output"), file});
    // Two servers per rack: twice the server racks (64), plus 4 network racks and 1 spine rack.
    const QJsonObject twoPerRack =
        planJson(kExample + QStringList{QStringLiteral("--output"), file,
                                        QStringLiteral("--servers-per-rack"), QStringLiteral("2")});
    QCOMPARE(twoPerRack[QStringLiteral("generated")][QStringLiteral("racks")].toInt(), 69);
    // More overhead and slack make every cable longer.
    const QJsonObject longer =
        planJson(kExample + QStringList{QStringLiteral("--output"), file,
                                        QStringLiteral("--routing-overhead"), QStringLiteral("3"),
                                        QStringLiteral("--slack"), QStringLiteral("2m")});
    QVERIFY(longest(longer, QStringLiteral("serverLeaf")) >
            longest(standard, QStringLiteral("serverLeaf")));
    // Network racks at the end of each unit: the farthest server is farther from its leaves.
    const QJsonObject atEnd =
        planJson(kExample + QStringList{QStringLiteral("--output"), file,
                                        QStringLiteral("--network-racks"), QStringLiteral("end")});
    QVERIFY(longest(atEnd, QStringLiteral("serverLeaf")) >
            longest(standard, QStringLiteral("serverLeaf")));
    // One long row instead of rows of ten.
    const QJsonObject oneRow =
        planJson(kExample + QStringList{QStringLiteral("--output"), file,
                                        QStringLiteral("--row-length"), QStringLiteral("40")});
    QCOMPARE(oneRow[QStringLiteral("generated")][QStringLiteral("racks")].toInt(), 37);
    const ProcessResult rows = runRackwright({QStringLiteral("info"), file});
    QCOMPARE(rows.exitCode, 0);
    QVERIFY(readAll(file).contains("\"name\": \"R01-37\""));
    QVERIFY(!readAll(file).contains("\"name\": \"R02-"));
  }

  void checkedInExampleIsCurrent() {
    const QString example = sourcePath(QStringLiteral("examples/su-1024gpu.rackwright"));
    const QByteArray bytes = readAll(example);
    QVERIFY(!bytes.isEmpty());
    // It loads and validates with zero errors.
    const ProcessResult validate = runRackwright({QStringLiteral("validate"), example});
    QCOMPARE(validate.exitCode, 0);
    QVERIFY2(!validate.out.contains("ERROR"), validate.out.constData());
    // Save → load → save gives the same bytes.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy.rackwright"));
    QVERIFY(QFile::copy(example, copy));
    QCOMPARE(runRackwright({QStringLiteral("upgrade"), copy}).exitCode, 0);
    QVERIFY(readAll(copy) == bytes);
    // And it is what the generator makes today (regenerate it with the command in the docs).
    const QString fresh = dir.filePath(QStringLiteral("fresh.rackwright"));
    QCOMPARE(runRackwright(kExample + QStringList{QStringLiteral("--output"), fresh}).exitCode, 0);
    QVERIFY(designContent(readAll(fresh)) == designContent(bytes));
  }

  void refusals_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("--output");
    const QString file = QStringLiteral("x.rackwright");
    QTest::newRow("no server") << QStringList{QStringLiteral("plan"),
                                              QStringLiteral("--gpus"),
                                              QStringLiteral("64"),
                                              QStringLiteral("--switch"),
                                              QStringLiteral("QM9700"),
                                              out,
                                              file}
                               << QStringLiteral("give --server MODEL and --switch MODEL");
    QTest::newRow("layout option without output")
        << (QStringList(kExample) << QStringLiteral("--slack") << QStringLiteral("1"))
        << QStringLiteral("--slack shapes the generated design; it goes with --output FILE");
    QTest::newRow("bad length") << (QStringList(kExample)
                                    << out << file << QStringLiteral("--routing-overhead")
                                    << QStringLiteral("far"))
                                << QStringLiteral("--routing-overhead: \"far\" is not a length");
    QTest::newRow("bad rack position")
        << (QStringList(kExample) << out << file << QStringLiteral("--network-racks")
                                  << QStringLiteral("side"))
        << QStringLiteral("--network-racks must be middle or end, not \"side\"");
    QTest::newRow("servers do not fit the rack")
        << QStringList{QStringLiteral("plan"),
                       QStringLiteral("--servers"),
                       QStringLiteral("16"),
                       QStringLiteral("--server"),
                       QStringLiteral("DGX-H100"),
                       QStringLiteral("--switch"),
                       QStringLiteral("QM9700"),
                       out,
                       file,
                       QStringLiteral("--servers-per-rack"),
                       QStringLiteral("6")}
        << QStringLiteral("cannot generate the design: 6 servers and 2 switches need 50 U");
    // An NVL72 tray racked alone would fail PL-11; the generator names the system to plan.
    QTest::newRow("NVL72 compute trays")
        << QStringList{QStringLiteral("plan"),
                       QStringLiteral("--servers"),
                       QStringLiteral("18"),
                       QStringLiteral("--server"),
                       QStringLiteral("GB200-NVL72-COMPUTE-TRAY"),
                       QStringLiteral("--switch"),
                       QStringLiteral("QM9700"),
                       out,
                       file}
        << QStringLiteral(
               "GB200-NVL72-COMPUTE-TRAY works only inside its rack-scale system; "
               "plan the system (GB200-NVL72)");
    QTest::newRow("NVL72 racks are whole")
        << QStringList{QStringLiteral("plan"),
                       QStringLiteral("--gpus"),
                       QStringLiteral("100"),
                       QStringLiteral("--server"),
                       QStringLiteral("GB200-NVL72"),
                       QStringLiteral("--switch"),
                       QStringLiteral("QM9700"),
                       out,
                       file}
        << QStringLiteral("GB200-NVL72 comes in whole racks of 18 compute trays (72 GPUs)");
  }
  void refusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    for (QString& arg : args) {
      if (arg == QLatin1String("x.rackwright"))
        arg = dir.filePath(arg);
    }
    const ProcessResult r = runRackwright(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.rackwright"))));
  }
};

QTEST_GUILESS_MAIN(TestPlanGenerate)
#include "tst_plangenerate.moc"
