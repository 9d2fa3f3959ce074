// `rackwright plan` and `rackwright calc` run as a user runs them: JSON keys and values of the
// guide's worked example, the three-tier fabric, an impossible plan (exit 2, reason on stderr),
// and the calculators' output.
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using rackwright::test::ProcessResult;
using rackwright::test::runRackwright;

namespace {

QJsonObject runJson(const QStringList& args) {
  const ProcessResult r =
      runRackwright(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
  if (r.exitCode != 0) {
    qWarning("exit %d: %s", r.exitCode, r.err.constData());
    return {};
  }
  QJsonParseError error;
  const QJsonDocument document = QJsonDocument::fromJson(r.out, &error);
  if (error.error != QJsonParseError::NoError)
    qWarning("%s", r.out.constData());
  return document.object();
}

int intAt(const QJsonObject& object, const QString& path) {
  QJsonValue value = object;
  for (const QString& key : path.split(QLatin1Char('.')))
    value = value.toObject().value(key);
  return value.toInt(-1);
}

const QStringList kWorkedExample{
    QStringLiteral("plan"),     QStringLiteral("--servers"), QStringLiteral("128"),
    QStringLiteral("--switch"), QStringLiteral("QM9700"),    QStringLiteral("--downlinks"),
    QStringLiteral("32"),       QStringLiteral("--uplinks"), QStringLiteral("32")};

}  // namespace

class TestPlanCli final : public QObject {
  Q_OBJECT

 private slots:
  void workedExampleJson_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("catalog switch") << kWorkedExample;
    QTest::newRow("port override")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--gpus"),
                       QStringLiteral("1024"), QStringLiteral("--switch-ports"),
                       QStringLiteral("64"),   QStringLiteral("--switch-rate"),
                       QStringLiteral("400G"), QStringLiteral("--ports-per-cage"),
                       QStringLiteral("2"),    QStringLiteral("--downlinks"),
                       QStringLiteral("32"),   QStringLiteral("--uplinks"),
                       QStringLiteral("32")};
  }
  void workedExampleJson() {
    QFETCH(QStringList, args);
    const QJsonObject json = runJson(args);
    QVERIFY(!json.isEmpty());
    for (const char* key :
         {"servers", "gpus", "leaves", "spines", "cores", "linksPerLeafSpinePair",
          "linksPerSpineCorePair", "oversubscription", "logicalLinks", "cagesUsed", "transceivers",
          "cableAssemblies", "ports", "assumptions", "inputs", "media"}) {
      QVERIFY2(json.contains(QLatin1String(key)), key);
    }
    QCOMPARE(intAt(json, QStringLiteral("servers")), 128);
    QCOMPARE(intAt(json, QStringLiteral("gpus")), 1024);
    QCOMPARE(intAt(json, QStringLiteral("endpoints")), 1024);
    QCOMPARE(intAt(json, QStringLiteral("leaves")), 32);
    QCOMPARE(intAt(json, QStringLiteral("leafUplinks")), 32);
    QCOMPARE(intAt(json, QStringLiteral("spines")), 16);
    QCOMPARE(intAt(json, QStringLiteral("cores")), 0);
    QCOMPARE(intAt(json, QStringLiteral("linksPerLeafSpinePair")), 2);
    QCOMPARE(intAt(json, QStringLiteral("linksPerSpineCorePair")), 0);
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.total")), 2048);
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.serverLeaf")), 1024);
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.leafSpine")), 1024);  // leaf uplinks
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.spineCore")), 0);
    QCOMPARE(intAt(json, QStringLiteral("ports.spine.switches")), 16);
    QCOMPARE(intAt(json, QStringLiteral("ports.spine.used")), 16 * 64);  // 64 ports each
    QCOMPARE(intAt(json, QStringLiteral("ports.spine.free")), 0);
    QCOMPARE(intAt(json, QStringLiteral("ports.leaf.used")), 32 * 64);
    QCOMPARE(intAt(json, QStringLiteral("transceivers.leafSpine")), 1024);  // 512 + 512 twin
    QCOMPARE(intAt(json, QStringLiteral("cableAssemblies.leafSpine")), 1024);
    QCOMPARE(intAt(json, QStringLiteral("inputs.switch.logicalPorts")), 64);
    QCOMPARE(intAt(json, QStringLiteral("inputs.switch.cages")), 32);
    QCOMPARE(json.value(QStringLiteral("oversubscription"))
                 .toObject()
                 .value(QStringLiteral("leaf"))
                 .toObject()
                 .value(QStringLiteral("ratio"))
                 .toString(),
             QStringLiteral("1:1"));
    QVERIFY(json.value(QStringLiteral("assumptions")).toArray().size() >= 5);
  }

  void threeTierJson() {
    const QJsonObject json =
        runJson({QStringLiteral("plan"), QStringLiteral("--gpus"), QStringLiteral("16384"),
                 QStringLiteral("--switch"), QStringLiteral("QM9700"), QStringLiteral("--tiers"),
                 QStringLiteral("3")});
    QCOMPARE(intAt(json, QStringLiteral("leaves")), 512);
    QCOMPARE(intAt(json, QStringLiteral("spines")), 512);
    QCOMPARE(intAt(json, QStringLiteral("cores")), 256);
    QCOMPARE(intAt(json, QStringLiteral("pods.count")), 16);
    QCOMPARE(intAt(json, QStringLiteral("linksPerSpineCorePair")), 4);
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.serverLeaf")), 16384);
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.leafSpine")), 16384);
    QCOMPARE(intAt(json, QStringLiteral("logicalLinks.spineCore")), 16384);
  }

  void twinPlaneServerDefaults_data() {
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("planes");
    QTest::addColumn<int>("linksPerGpu");
    QTest::addColumn<int>("leaves");
    // DGX-B300-ETH gives every rail two ports: two links per GPU, one plane per leg.
    QTest::newRow("defaults") << QStringList() << 2 << 2 << 16;
    QTest::newRow("--links-per-gpu 2 keeps the planes")
        << QStringList{QStringLiteral("--links-per-gpu"), QStringLiteral("2")} << 2 << 2 << 16;
    QTest::newRow("--links-per-gpu 1: one plane")
        << QStringList{QStringLiteral("--links-per-gpu"), QStringLiteral("1")} << 1 << 1 << 8;
    QTest::newRow("--planes 1: both legs on one plane")
        << QStringList{QStringLiteral("--planes"), QStringLiteral("1")} << 1 << 2 << 16;
  }
  void twinPlaneServerDefaults() {
    QFETCH(QStringList, extra);
    QFETCH(int, planes);
    QFETCH(int, linksPerGpu);
    QFETCH(int, leaves);
    const QJsonObject json =
        runJson(QStringList{QStringLiteral("plan"), QStringLiteral("--gpus"), QStringLiteral("512"),
                            QStringLiteral("--server"), QStringLiteral("DGX-B300-ETH"),
                            QStringLiteral("--switch"), QStringLiteral("SN5610"),
                            QStringLiteral("--rail-optimized")} +
                extra);
    QCOMPARE(intAt(json, QStringLiteral("inputs.planes")), planes);
    QCOMPARE(intAt(json, QStringLiteral("inputs.linksPerGpu")), linksPerGpu);
    QCOMPARE(intAt(json, QStringLiteral("leaves")), leaves);
  }

  void switchRateFromCatalog_data() {
    QTest::addColumn<QString>("rate");
    QTest::addColumn<int>("ports");
    QTest::newRow("SN5600 at 800G") << QStringLiteral("800G") << 64;
    QTest::newRow("SN5600 at 400G") << QStringLiteral("400G") << 128;
  }
  void switchRateFromCatalog() {
    QFETCH(QString, rate);
    QFETCH(int, ports);
    const QJsonObject json =
        runJson({QStringLiteral("plan"), QStringLiteral("--servers"), QStringLiteral("64"),
                 QStringLiteral("--switch"), QStringLiteral("SN5600"),
                 QStringLiteral("--link-rate"), rate});
    QCOMPARE(intAt(json, QStringLiteral("inputs.switch.logicalPorts")), ports);
    QCOMPARE(intAt(json, QStringLiteral("inputs.switch.cages")), 64);
  }

  void dgxServersUseTwinPortModules() {
    const QJsonObject json =
        runJson(kWorkedExample + QStringList{QStringLiteral("--server"), QStringLiteral("DGX-H100"),
                                             QStringLiteral("--media"), QStringLiteral("fiber")});
    QCOMPARE(intAt(json, QStringLiteral("inputs.gpusPerServer")), 8);
    QCOMPARE(intAt(json, QStringLiteral("inputs.server.linksPerModule")), 2);
    // 128 servers × 4 twin-port cages, one module each.
    QCOMPARE(intAt(json, QStringLiteral("tierDetails.serverLeaf.transceivers.lower")), 512);
  }

  void textReport() {
    const ProcessResult r = runRackwright(kWorkedExample);
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QRegularExpression(QStringLiteral("Links per leaf–spine pair +2\n"))),
             r.out.constData());
    QVERIFY(out.contains(QRegularExpression(QStringLiteral("Spines +16\n"))));
    QVERIFY(out.contains(QStringLiteral("Assumptions:")));
    QVERIFY(r.err.isEmpty());
  }

  void impossiblePlans_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::newRow("too many leaves for two tiers")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--servers"), QStringLiteral("512"),
                       QStringLiteral("--switch"), QStringLiteral("QM9700")}
        << QStringLiteral(
               "rackwright: impossible plan: 128 leaves per plane need spines with at "
               "least 128 ports");
    QTest::newRow("uneven spines")
        << kWorkedExample + QStringList{QStringLiteral("--spines"), QStringLiteral("12")}
        << QStringLiteral("32 uplinks per leaf do not divide evenly over 12 spines");
    QTest::newRow("800G InfiniBand")
        << QStringList{QStringLiteral("plan"),   QStringLiteral("--servers"),
                       QStringLiteral("8"),      QStringLiteral("--switch"),
                       QStringLiteral("QM9700"), QStringLiteral("--link-rate"),
                       QStringLiteral("800G")}
        << QStringLiteral("no cage of QM9700 can carry a 800G port");
    QTest::newRow("unknown switch")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--servers"), QStringLiteral("8"),
                       QStringLiteral("--switch"), QStringLiteral("NOPE")}
        << QStringLiteral("--switch: no part \"NOPE\" in the catalog");
    QTest::newRow("both split styles")
        << kWorkedExample + QStringList{QStringLiteral("--oversubscription"), QStringLiteral("2:1")}
        << QStringLiteral("give either --oversubscription or --downlinks/--uplinks, not both");
  }
  void impossiblePlans() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const ProcessResult r = runRackwright(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
    QVERIFY(r.out.isEmpty());
  }

  void clusterPlanPerNetwork() {
    // RA-11333 (DGX H100) Appendix A, Table 7: 48 compute and 16 storage QM9700, 8 SN4600C,
    // 8 SN2201 for 4 SU (the planner's own figures are pinned in core tst_clusterplan). The RA's
    // tables leave the storage product out (--storage-appliances 0) and list no console servers
    // (--console-servers no); with them, their network ports take a ninth access switch.
    const QStringList raTables{QStringLiteral("plan"),
                               QStringLiteral("--cluster"),
                               QStringLiteral("dgx-h100-ib"),
                               QStringLiteral("--sus"),
                               QStringLiteral("4"),
                               QStringLiteral("--storage-appliances"),
                               QStringLiteral("0")};
    const QJsonObject json =
        runJson(raTables + QStringList{QStringLiteral("--console-servers"), QStringLiteral("no")});
    QCOMPARE(intAt(json, QStringLiteral("nodes")), 127);
    QMap<QString, int> switches;
    for (const QJsonValue& n : json.value(QStringLiteral("networks")).toArray()) {
      switches.insert(n.toObject().value(QStringLiteral("network")).toString(),
                      n.toObject().value(QStringLiteral("switches")).toInt());
    }
    QCOMPARE(switches,
             (QMap<QString, int>{{"compute", 48}, {"storage", 16}, {"inband", 8}, {"oob", 8}}));
    QCOMPARE(intAt(json, QStringLiteral("consoleServers")), 0);
    const QJsonObject withConsoles = runJson(raTables);
    QCOMPARE(intAt(withConsoles, QStringLiteral("consoleServers")), 7);
    QCOMPARE(intAt(runJson(raTables +
                           QStringList{QStringLiteral("--console-servers"), QStringLiteral("yes")}),
                   QStringLiteral("consoleServers")),
             7);
    for (const QJsonValue& n : withConsoles.value(QStringLiteral("networks")).toArray()) {
      if (n.toObject().value(QStringLiteral("network")).toString() == QLatin1String("oob"))
        QCOMPARE(n.toObject().value(QStringLiteral("switches")).toInt(), 9);
    }

    const ProcessResult text = runRackwright({QStringLiteral("plan"), QStringLiteral("--cluster"),
                                              QStringLiteral("dgx-b200-ib"),
                                              QStringLiteral("--servers"), QStringLiteral("60")});
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    for (const char* heading : {"Compute (400G):", "Storage (400G):", "In-band management (100G):",
                                "Out-of-band management (1G):", "Source:", "Assumed:"}) {
      QVERIFY2(out.contains(QString::fromUtf8(heading)), heading);
    }
    QVERIFY2(out.contains(QStringLiteral("2 SU, 60 × DGX-B200")), text.out.constData());
  }

  void clusterPlanRefusals_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    const QStringList cluster{QStringLiteral("plan"), QStringLiteral("--cluster"),
                              QStringLiteral("dgx-h100-ib")};
    QTest::newRow("unknown preset")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--cluster"),
                       QStringLiteral("dgx-q1"), QStringLiteral("--sus"), QStringLiteral("1")}
        << QStringLiteral("unknown cluster preset \"dgx-q1\"; the presets are dgx-h100-ib");
    QTest::newRow("no size") << cluster << QStringLiteral("--sus");
    QTest::newRow("compute option")
        << cluster + QStringList{QStringLiteral("--sus"), QStringLiteral("1"),
                                 QStringLiteral("--switch"), QStringLiteral("QM9700")}
        << QStringLiteral("--switch shapes a compute-only plan");
    QTest::newRow("sus without cluster")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--sus"), QStringLiteral("2")}
        << QStringLiteral("--sus goes with --cluster");
    QTest::newRow("storage appliances without cluster")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--gpus"), QStringLiteral("64"),
                       QStringLiteral("--storage-appliances"), QStringLiteral("2")}
        << QStringLiteral("--storage-appliances goes with --cluster");
    QTest::newRow("console servers neither yes nor no")
        << cluster + QStringList{QStringLiteral("--sus"), QStringLiteral("1"),
                                 QStringLiteral("--console-servers"), QStringLiteral("maybe")}
        << QStringLiteral("--console-servers takes yes or no, not \"maybe\"");
    QTest::newRow("console servers without cluster")
        << QStringList{QStringLiteral("plan"), QStringLiteral("--gpus"), QStringLiteral("64"),
                       QStringLiteral("--console-servers"), QStringLiteral("no")}
        << QStringLiteral("--console-servers goes with --cluster");
    QTest::newRow("more storage appliances than ports")
        << cluster + QStringList{QStringLiteral("--sus"), QStringLiteral("1"),
                                 QStringLiteral("--storage-appliances"), QStringLiteral("7")}
        << QStringLiteral("lower --storage-appliances to 6 or plan more SU");
    QTest::newRow("storage appliances not a number")
        << cluster + QStringList{QStringLiteral("--sus"), QStringLiteral("1"),
                                 QStringLiteral("--storage-appliances"), QStringLiteral("many")}
        << QStringLiteral(
               "--storage-appliances expects a whole number of at least 0, not \"many\"");
  }
  void clusterPlanRefusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const ProcessResult r = runRackwright(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
    QVERIFY(r.out.isEmpty());
  }

  void planHelp() {
    const ProcessResult r = runRackwright({QStringLiteral("plan"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char* option :
         {"--rail-optimized", "--oversubscription", "--su-size", "--planes", "--media",
          "--switch-ports", "--cluster", "--sus", "--storage-appliances"}) {
      QVERIFY2(r.out.contains(option), option);
    }
    // Every cluster preset is listed.
    for (const char* preset :
         {"dgx-h100-ib", "dgx-b200-ib", "dgx-b300-xdr", "dgx-b300-eth", "dgx-gb200"}) {
      QVERIFY2(r.out.contains(preset), preset);
    }
  }

  void calcText() {
    const ProcessResult r =
        runRackwright({QStringLiteral("calc"), QStringLiteral("allreduce"),
                       QStringLiteral("--size"), QStringLiteral("1GiB"), QStringLiteral("--gpus"),
                       QStringLiteral("8"), QStringLiteral("--bandwidth"), QStringLiteral("400G")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    // 1.75 × 2^30 B / 50e9 B/s = 37.581 ms; busbw = the 50 GB/s link rate.
    for (const QString& expected :
         {QStringLiteral("time = 2(n−1) × α + 2(n−1)/n × S / B"),
          QStringLiteral("busbw = algbw × 2(n−1)/n (nccl-tests convention)"),
          QStringLiteral("Message size S"), QStringLiteral("1.0737 GB (1 GiB)"),
          QStringLiteral("Assumptions:"), QStringLiteral("37.581 ms"),
          QStringLiteral("50 GB/s (46.566 GiB/s)")}) {
      QVERIFY2(out.contains(expected), qPrintable(expected + QStringLiteral("\n") + out));
    }
  }

  void calcJson_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    // 2 · 80 · 8 · 128 · 2 B × 4096 tokens = 1342177280 B; / 50e9 B/s = 0.0268435456 s.
    QTest::newRow("kvcache")
        << QStringList{QStringLiteral("kvcache"), QStringLiteral("--layers"),
                       QStringLiteral("80"),      QStringLiteral("--kv-heads"),
                       QStringLiteral("8"),       QStringLiteral("--head-dim"),
                       QStringLiteral("128"),     QStringLiteral("--tokens"),
                       QStringLiteral("4096"),    QStringLiteral("--link-rate"),
                       QStringLiteral("400G")}
        << QStringLiteral("transferTime") << 0.0268435456;
    // 10 TB / 500 GB/s = 20 s.
    QTest::newRow("storage") << QStringList{QStringLiteral("storage"),
                                            QStringLiteral("--checkpoint-size"),
                                            QStringLiteral("10TB"),
                                            QStringLiteral("--storage-bandwidth"),
                                            QStringLiteral("500GB/s")}
                             << QStringLiteral("checkpointTime") << 20.0;
    // 425 Gb/s NDR line rate × 16/17 = 400 Gb/s of data.
    QTest::newRow("units") << QStringList{QStringLiteral("units"), QStringLiteral("--rate"),
                                          QStringLiteral("425G"),  QStringLiteral("--rate-is"),
                                          QStringLiteral("line"),  QStringLiteral("--encoding"),
                                          QStringLiteral("ib-ndr")}
                           << QStringLiteral("dataRate") << 400e9;
    // all-gather of 8e8 B over 16 GPUs at 25e9 B/s: 15/16 · 8e8 / 25e9 = 0.03 s.
    QTest::newRow("allgather") << QStringList{QStringLiteral("allgather"),
                                              QStringLiteral("--size"),
                                              QStringLiteral("800MB"),
                                              QStringLiteral("--gpus"),
                                              QStringLiteral("16"),
                                              QStringLiteral("--bandwidth"),
                                              QStringLiteral("25GB/s")}
                               << QStringLiteral("time") << 0.03;
  }
  void calcJson() {
    QFETCH(QStringList, args);
    QFETCH(QString, key);
    QFETCH(double, value);
    const QJsonObject json = runJson(QStringList{QStringLiteral("calc")} + args);
    const QJsonObject result =
        json.value(QStringLiteral("results")).toObject().value(key).toObject();
    QVERIFY2(!result.isEmpty(), qPrintable(key));
    QVERIFY2(
        qAbs(result.value(QStringLiteral("value")).toDouble() - value) <= 1e-9 * qAbs(value),
        qPrintable(QString::number(result.value(QStringLiteral("value")).toDouble(), 'g', 15)));
    QVERIFY(!result.value(QStringLiteral("unit")).toString().isEmpty());
    QVERIFY(!json.value(QStringLiteral("formula")).toArray().isEmpty());
    QVERIFY(!json.value(QStringLiteral("assumptions")).toArray().isEmpty());
  }

  void calcErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no calculator") << QStringList{QStringLiteral("calc")}
                                   << QStringLiteral("calc needs a calculator: allreduce, ");
    QTest::newRow("unknown calculator")
        << QStringList{QStringLiteral("calc"), QStringLiteral("speed")}
        << QStringLiteral("unknown calculator \"speed\"");
    QTest::newRow("missing option")
        << QStringList{QStringLiteral("calc"),        QStringLiteral("allreduce"),
                       QStringLiteral("--size"),      QStringLiteral("1GiB"),
                       QStringLiteral("--bandwidth"), QStringLiteral("400G")}
        << QStringLiteral("calc allreduce needs --gpus N");
    QTest::newRow("ambiguous size") << QStringList{QStringLiteral("calc"), QStringLiteral("units"),
                                                   QStringLiteral("--size"), QStringLiteral("1G")}
                                    << QStringLiteral("--size: \"1G\" is not a size");
  }
  void calcErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const ProcessResult r = runRackwright(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
  }

  void calcHelp() {
    ProcessResult r = runRackwright({QStringLiteral("calc"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char* name :
         {"allreduce", "allgather", "reducescatter", "alltoall", "kvcache", "storage", "units"}) {
      QVERIFY2(r.out.contains(name), name);
    }
    r = runRackwright(
        {QStringLiteral("calc"), QStringLiteral("allreduce"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--algorithm ring|tree"));
    QVERIFY(r.out.contains("--encoding CODING"));
  }
};

QTEST_GUILESS_MAIN(TestPlanCli)
#include "tst_plancli.moc"
