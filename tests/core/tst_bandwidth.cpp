// Bandwidth calculators: unit parsing, line coding, nccl-tests bus-bandwidth factors, collective
// times, KV-cache transfers and storage bursts, each pinned on hand-worked numbers.
#include "core/calc/bandwidth.h"
#include "core/calc/collectives.h"
#include "core/calc/units.h"
#include "core/common/error.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace rackwright;

Q_DECLARE_METATYPE(rackwright::Collective)
Q_DECLARE_METATYPE(rackwright::CollectiveAlgorithm)
Q_DECLARE_METATYPE(rackwright::LineCoding)

namespace {

/// Relative comparison for computed doubles.
bool near(double actual, double expected, double tolerance = 1e-9) {
  return std::fabs(actual - expected) <= tolerance * std::max(1.0, std::fabs(expected));
}

#define COMPARE_NEAR(actual, expected)                                                    \
  QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 is %2, expected %3") \
                                                      .arg(QStringLiteral(#actual))       \
                                                      .arg((actual), 0, 'g', 15)          \
                                                      .arg((expected), 0, 'g', 15)))

}  // namespace

class TestBandwidth final : public QObject {
  Q_OBJECT

 private slots:
  void parseRate_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("bitsPerSecond");
    QTest::newRow("400G is bits") << QStringLiteral("400G") << 400e9;
    QTest::newRow("Gb/s") << QStringLiteral("400Gb/s") << 400e9;
    QTest::newRow("Gbps") << QStringLiteral("100Gbps") << 100e9;
    QTest::newRow("GB/s is bytes") << QStringLiteral("50GB/s") << 400e9;  // 50 × 10^9 × 8
    QTest::newRow("binary bytes") << QStringLiteral("1GiB/s") << 8.0 * 1073741824.0;
    QTest::newRow("terabit") << QStringLiteral("1.6T") << 1.6e12;
    QTest::newRow("space") << QStringLiteral("25 Gb/s") << 25e9;
  }
  void parseRate() {
    QFETCH(QString, text);
    QFETCH(double, bitsPerSecond);
    COMPARE_NEAR(Units::parseRate(text, QStringLiteral("--rate")), bitsPerSecond);
  }

  void parseRateRejects_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("bare number") << QStringLiteral("400");
    QTest::newRow("word") << QStringLiteral("fast");
    QTest::newRow("size unit") << QStringLiteral("400GB");
    QTest::newRow("negative") << QStringLiteral("-5G");
  }
  void parseRateRejects() {
    QFETCH(QString, text);
    try {
      Units::parseRate(text, QStringLiteral("--bandwidth"));
      QFAIL("accepted");
    } catch (const Error& e) {
      QVERIFY(e.message().startsWith(
          QStringLiteral("--bandwidth: \"%1\" is not a data rate").arg(text)));
    }
  }

  void parseRateGbps() {
    QCOMPARE(Units::parseRateGbps(QStringLiteral("400G"), QStringLiteral("--link-rate")), 400);
    QCOMPARE(Units::parseRateGbps(QStringLiteral("800"), QStringLiteral("--link-rate")), 800);
    QCOMPARE(Units::parseRateGbps(QStringLiteral("1.6T"), QStringLiteral("--link-rate")), 1600);
    QVERIFY_THROWS_EXCEPTION(Error,
                             Units::parseRateGbps(QStringLiteral("0.5G"), QStringLiteral("--x")));
  }

  void parseSize_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("bytes");
    QTest::newRow("GiB") << QStringLiteral("1GiB") << 1073741824.0;   // 2^30
    QTest::newRow("MiB") << QStringLiteral("512MiB") << 536870912.0;  // 2^29
    QTest::newRow("KiB") << QStringLiteral("1KiB") << 1024.0;
    QTest::newRow("kB") << QStringLiteral("1kB") << 1000.0;
    QTest::newRow("TB") << QStringLiteral("1.5TB") << 1.5e12;
    QTest::newRow("Gb is bits") << QStringLiteral("8Gb") << 1e9;  // 8 × 10^9 / 8
    QTest::newRow("plain bytes") << QStringLiteral("4096") << 4096.0;
  }
  void parseSize() {
    QFETCH(QString, text);
    QFETCH(double, bytes);
    COMPARE_NEAR(Units::parseSize(text, QStringLiteral("--size")), bytes);
  }

  void parseSizeRejectsAmbiguousPrefix() {
    // "1G" could be gigabits or gigabytes.
    QVERIFY_THROWS_EXCEPTION(Error,
                             Units::parseSize(QStringLiteral("1G"), QStringLiteral("--size")));
  }

  void parseDuration_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("seconds");
    QTest::newRow("ms") << QStringLiteral("500ms") << 0.5;
    QTest::newRow("us") << QStringLiteral("1.5us") << 1.5e-6;
    QTest::newRow("min") << QStringLiteral("30min") << 1800.0;
    QTest::newRow("h") << QStringLiteral("2h") << 7200.0;
    QTest::newRow("bare seconds") << QStringLiteral("90") << 90.0;
  }
  void parseDuration() {
    QFETCH(QString, text);
    QFETCH(double, seconds);
    COMPARE_NEAR(Units::parseDuration(text, QStringLiteral("--t")), seconds);
  }

  void formatting() {
    // 1342177280 B = 1.34218 GB = 1.25 GiB (5 significant digits).
    QCOMPARE(Units::formatSize(1342177280.0), QStringLiteral("1.3422 GB (1.25 GiB)"));
    QCOMPARE(Units::formatBitRate(400e9), QStringLiteral("400 Gb/s"));
    // 50e9 B/s / 2^30 = 46.566 GiB/s.
    QCOMPARE(Units::formatByteRate(50e9), QStringLiteral("50 GB/s (46.566 GiB/s)"));
    QCOMPARE(Units::formatDuration(0.0268435456), QStringLiteral("26.844 ms"));
    QCOMPARE(Units::formatNumber(16.0 / 17.0), QStringLiteral("0.941176"));
  }

  void lineCoding_data() {
    QTest::addColumn<LineCoding>("coding");
    QTest::addColumn<double>("lineRate");
    QTest::addColumn<double>("dataRate");
    // 10GbE: 10.3125 Gb/s × 64/66 = 10 Gb/s.
    QTest::newRow("64b66b") << LineCoding::B64B66B << 10.3125e9 << 10e9;
    // EDR: 4 × 25.78125 = 103.125 Gb/s × 64/66 = 100 Gb/s.
    QTest::newRow("ib-edr") << LineCoding::IbEdr << 103.125e9 << 100e9;
    // 400GbE: 4 × 106.25 = 425 Gb/s × (256/257) × (514/544) = 425 × 16/17 = 400 Gb/s.
    QTest::newRow("256b257b-rsfec") << LineCoding::B256B257BRsFec << 425e9 << 400e9;
    QTest::newRow("ib-ndr") << LineCoding::IbNdr << 425e9 << 400e9;
    // PCIe Gen2 lane: 5 GT/s × 8/10 = 4 Gb/s.
    QTest::newRow("8b10b") << LineCoding::B8B10B << 5e9 << 4e9;
    QTest::newRow("none") << LineCoding::None << 400e9 << 400e9;
  }
  void lineCoding() {
    QFETCH(LineCoding, coding);
    QFETCH(double, lineRate);
    QFETCH(double, dataRate);
    COMPARE_NEAR(BandwidthCalculator::payloadRate(lineRate, true, coding), dataRate);
    COMPARE_NEAR(BandwidthCalculator::payloadRate(dataRate, false, coding), dataRate);
  }

  void rsFecEfficiencyIsSixteenSeventeenths() {
    // (256/257) × (514/544) = (256 × 514) / (257 × 544) = 131584 / 139808 = 16/17.
    COMPARE_NEAR((256.0 / 257.0) * (514.0 / 544.0), 16.0 / 17.0);
    COMPARE_NEAR(Units::lineCoding(QStringLiteral("256b257b-rsfec"))->efficiency, 16.0 / 17.0);
    QVERIFY(!Units::lineCoding(QStringLiteral("9b11b")));
  }

  void busBandwidthFactor_data() {
    QTest::addColumn<Collective>("op");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("factor");
    QTest::newRow("allreduce 8") << Collective::AllReduce << 8 << 1.75;              // 2 × 7/8
    QTest::newRow("allreduce 2") << Collective::AllReduce << 2 << 1.0;               // 2 × 1/2
    QTest::newRow("allgather 8") << Collective::AllGather << 8 << 0.875;             // 7/8
    QTest::newRow("reducescatter 16") << Collective::ReduceScatter << 16 << 0.9375;  // 15/16
    QTest::newRow("alltoall 4") << Collective::AllToAll << 4 << 0.75;                // 3/4
    QTest::newRow("broadcast 8") << Collective::Broadcast << 8 << 1.0;
    QTest::newRow("reduce 8") << Collective::Reduce << 8 << 1.0;
  }
  void busBandwidthFactor() {
    QFETCH(Collective, op);
    QFETCH(int, ranks);
    QFETCH(double, factor);
    COMPARE_NEAR(CollectiveCalculator::busBandwidthFactor(op, ranks), factor);
  }

  void collectiveEstimates_data() {
    QTest::addColumn<Collective>("op");
    QTest::addColumn<CollectiveAlgorithm>("algorithm");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("bitsPerSecond");
    QTest::addColumn<LineCoding>("lineCoding");
    QTest::addColumn<double>("latency");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("algbw");
    QTest::addColumn<double>("busbw");
    const auto R = CollectiveAlgorithm::Ring;
    const auto N = LineCoding::None;
    // S = 2^30 B, n = 8, B = 400 Gb/s = 50e9 B/s.
    // t = 2·7/8 · 1073741824 / 50e9 = 1879048192 / 50e9 = 0.03758096384 s
    // algbw = 1073741824 / 0.03758096384 = 50e9 / 1.75 = 28.571428571e9 B/s
    // busbw = algbw · 1.75 = 50e9 B/s (the link rate, as a saturated ring should give)
    QTest::newRow("allreduce ring") << Collective::AllReduce << R << 1073741824.0 << 8 << 400e9 << N
                                    << 0.0 << 14 << 0.03758096384 << 50e9 / 1.75 << 50e9;
    // Tree: t = 2 · 1073741824 / 50e9 = 0.04294967296 s; algbw = 25e9; busbw = 25e9 · 1.75.
    // Steps = 2 · ⌈log2 8⌉ = 6.
    QTest::newRow("allreduce tree")
        << Collective::AllReduce << CollectiveAlgorithm::Tree << 1073741824.0 << 8 << 400e9 << N
        << 0.0 << 6 << 0.04294967296 << 25e9 << 43.75e9;
    // S = 8e8 B total, n = 16, B = 200 Gb/s = 25e9 B/s.
    // t = 15/16 · 8e8 / 25e9 = 0.9375 · 0.032 = 0.03 s; algbw = 8e8 / 0.03 = 26.666…e9;
    // busbw = 26.666…e9 · 15/16 = 25e9.
    QTest::newRow("allgather ring") << Collective::AllGather << R << 8e8 << 16 << 200e9 << N << 0.0
                                    << 15 << 0.03 << 8e8 / 0.03 << 25e9;
    // S = 1e9 B, n = 4, B = 100 Gb/s = 12.5e9 B/s, α = 10 µs.
    // t = 3 · 10e-6 + 3/4 · 1e9 / 12.5e9 = 0.00003 + 0.06 = 0.06003 s
    // algbw = 1e9 / 0.06003 = 16.6583…e9; busbw = algbw · 0.75 = 12.4938…e9.
    QTest::newRow("reducescatter with latency")
        << Collective::ReduceScatter << R << 1e9 << 4 << 100e9 << N << 10e-6 << 3 << 0.06003
        << 1e9 / 0.06003 << 0.75e9 / 0.06003;
    // S = 2^28 B, n = 8, line rate 425 Gb/s under 256b/257b + RS-FEC → 400 Gb/s = 50e9 B/s.
    // t = 7/8 · 268435456 / 50e9 = 234881024 / 50e9 = 0.00469762048 s
    // algbw = 268435456 / 0.00469762048 = 57.142857…e9; busbw = algbw · 7/8 = 50e9.
    QTest::newRow("alltoall over a line rate")
        << Collective::AllToAll << R << 268435456.0 << 8 << 425e9 << LineCoding::B256B257BRsFec
        << 0.0 << 7 << 0.00469762048 << 50e9 * 8.0 / 7.0 << 50e9;
    // Broadcast: t = 1e9 / 50e9 = 0.02 s; algbw = busbw = 50e9.
    QTest::newRow("broadcast") << Collective::Broadcast << R << 1e9 << 8 << 400e9 << N << 0.0 << 7
                               << 0.02 << 50e9 << 50e9;
  }
  void collectiveEstimates() {
    QFETCH(Collective, op);
    QFETCH(CollectiveAlgorithm, algorithm);
    QFETCH(double, bytes);
    QFETCH(int, ranks);
    QFETCH(double, bitsPerSecond);
    QFETCH(LineCoding, lineCoding);
    QFETCH(double, latency);
    QFETCH(int, steps);
    QFETCH(double, time);
    QFETCH(double, algbw);
    QFETCH(double, busbw);
    CollectiveInputs in;
    in.op = op;
    in.algorithm = algorithm;
    in.messageBytes = bytes;
    in.ranks = ranks;
    in.bandwidthBitsPerSecond = bitsPerSecond;
    in.coding = lineCoding;
    in.rateIsLineRate = lineCoding != LineCoding::None;
    in.stepLatencySeconds = latency;
    const CollectiveEstimate e = CollectiveCalculator::estimate(in);
    QCOMPARE(e.steps, steps);
    COMPARE_NEAR(e.timeSeconds, time);
    COMPARE_NEAR(e.algBandwidth, algbw);
    COMPARE_NEAR(e.busBandwidth, busbw);
  }

  void collectiveReport() {
    CollectiveInputs in;
    in.messageBytes = 1073741824.0;
    in.ranks = 8;
    in.bandwidthBitsPerSecond = 400e9;
    const CalcResult r = CollectiveCalculator::report(in);
    QCOMPARE(r.calculator, QStringLiteral("allreduce"));
    QVERIFY(
        r.formulas.contains(QStringLiteral("busbw = algbw × 2(n−1)/n (nccl-tests convention)")));
    QCOMPARE(r.value(QStringLiteral("time"))->display, QStringLiteral("37.581 ms"));
    QCOMPARE(r.value(QStringLiteral("busbw"))->display, QStringLiteral("50 GB/s (46.566 GiB/s)"));
    QVERIFY(r.assumptions.join(QLatin1Char('\n')).contains(QStringLiteral("Latency not counted")));
    const QString text = r.toText();
    for (const char* heading : {"Formula:", "Inputs:", "Assumptions:", "Result:"}) {
      QVERIFY2(text.contains(QLatin1String(heading)), heading);
    }
    QVERIFY(text.contains(QStringLiteral("Message size S")));
    const QJsonObject json = r.toJson();
    QCOMPARE(json.value(QStringLiteral("results"))
                 .toObject()
                 .value(QStringLiteral("busbw"))
                 .toObject()
                 .value(QStringLiteral("unit"))
                 .toString(),
             QStringLiteral("B/s"));
  }

  void collectiveRefusals() {
    CollectiveInputs in;
    in.messageBytes = 1e9;
    in.ranks = 1;
    in.bandwidthBitsPerSecond = 400e9;
    try {
      CollectiveCalculator::estimate(in);
      QFAIL("one GPU accepted");
    } catch (const Error& e) {
      QCOMPARE(e.message(), QStringLiteral("All-reduce needs at least 2 GPUs, not 1"));
    }
    in.ranks = 8;
    in.op = Collective::AllGather;
    in.algorithm = CollectiveAlgorithm::Tree;
    QVERIFY_THROWS_EXCEPTION(Error, CollectiveCalculator::estimate(in));
  }

  void kvCache_data() {
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<double>("bytesPerElement");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("sequences");
    QTest::addColumn<double>("bitsPerSecond");
    QTest::addColumn<double>("latency");
    QTest::addColumn<double>("perToken");
    QTest::addColumn<double>("perSequence");
    QTest::addColumn<double>("seconds");
    // 80 layers, 8 KV heads, dim 128, FP16: 2 · 80 · 8 · 128 · 2 = 327680 B per token;
    // × 4096 tokens = 1342177280 B (1.25 GiB); over 400 Gb/s = 50e9 B/s: 0.0268435456 s.
    QTest::newRow("70B-class fp16 over 400G") << 80 << 8 << 128 << 2.0 << 4096 << 1 << 400e9 << 0.0
                                              << 327680.0 << 1342177280.0 << 0.0268435456;
    // 32 layers, 8 KV heads, dim 128, FP8: 2 · 32 · 8 · 128 · 1 = 65536 B per token;
    // × 8192 = 536870912 B (512 MiB) per sequence; 4 sequences = 2147483648 B;
    // over 100 Gb/s: 2147483648 · 8 / 1e11 = 0.17179869184 s, + 1 ms = 0.17279869184 s.
    QTest::newRow("8B-class fp8, 4 sequences, 100G, 1 ms")
        << 32 << 8 << 128 << 1.0 << 8192 << 4 << 100e9 << 1e-3 << 65536.0 << 536870912.0
        << 0.17279869184;
  }
  void kvCache() {
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(double, bytesPerElement);
    QFETCH(int, tokens);
    QFETCH(int, sequences);
    QFETCH(double, bitsPerSecond);
    QFETCH(double, latency);
    QFETCH(double, perToken);
    QFETCH(double, perSequence);
    QFETCH(double, seconds);
    KvCacheInputs in;
    in.layers = layers;
    in.kvHeads = kvHeads;
    in.headDim = headDim;
    in.bytesPerElement = bytesPerElement;
    in.tokens = tokens;
    in.sequences = sequences;
    in.linkBitsPerSecond = bitsPerSecond;
    in.latencySeconds = latency;
    const KvCacheEstimate e = BandwidthCalculator::estimateKvCache(in);
    COMPARE_NEAR(e.bytesPerToken, perToken);
    COMPARE_NEAR(e.bytesPerSequence, perSequence);
    COMPARE_NEAR(e.totalBytes, perSequence * sequences);
    COMPARE_NEAR(e.transferSeconds, seconds);
  }

  void kvCacheReportShowsUnits() {
    KvCacheInputs in;
    in.layers = 80;
    in.kvHeads = 8;
    in.headDim = 128;
    in.tokens = 4096;
    in.linkBitsPerSecond = 400e9;
    const CalcResult r = BandwidthCalculator::kvCache(in);
    QCOMPARE(r.value(QStringLiteral("bytesPerSequence"))->display,
             QStringLiteral("1.3422 GB (1.25 GiB)"));
    QCOMPARE(r.value(QStringLiteral("transferTime"))->display, QStringLiteral("26.844 ms"));
    QVERIFY(r.formulas.front().startsWith(QStringLiteral("KV bytes per token = 2 (K and V)")));
    in.layers = 0;
    QVERIFY_THROWS_EXCEPTION(Error, BandwidthCalculator::estimateKvCache(in));
  }

  void storage() {
    StorageInputs in;
    in.checkpointBytes = 10e12;        // 10 TB
    in.storageBytesPerSecond = 500e9;  // 500 GB/s
    in.datasetBytes = 100e12;          // 100 TB
    in.readsPerEpoch = 1;
    in.epochSeconds = 7200;  // 2 h
    in.clients = 64;
    const StorageEstimate e = BandwidthCalculator::estimateStorage(in);
    COMPARE_NEAR(e.checkpointSeconds, 20.0);                // 10e12 / 500e9
    COMPARE_NEAR(e.epochReadBytes, 100e12);                 // 100e12 × 1
    COMPARE_NEAR(e.epochReadSeconds, 200.0);                // 100e12 / 500e9
    COMPARE_NEAR(e.requiredBytesPerSecond, 100e12 / 7200);  // 13.888…e9 B/s
    COMPARE_NEAR(e.readShareOfEpoch, 200.0 / 7200);         // 2.78 %
    COMPARE_NEAR(e.perClientBytesPerSecond, 7.8125e9);      // 500e9 / 64

    in.readsPerEpoch = 3;  // three passes: 300 TB per epoch, 600 s
    COMPARE_NEAR(BandwidthCalculator::estimateStorage(in).epochReadSeconds, 600.0);

    const CalcResult r = BandwidthCalculator::storage(in);
    QCOMPARE(r.value(QStringLiteral("checkpointTime"))->display, QStringLiteral("20 s"));
    QCOMPARE(r.value(QStringLiteral("epochReadTime"))->display, QStringLiteral("10 min"));
    QCOMPARE(r.value(QStringLiteral("readShareOfEpoch"))->display, QStringLiteral("8.333 %"));

    StorageInputs none;
    none.storageBytesPerSecond = 1e9;
    QVERIFY_THROWS_EXCEPTION(Error, BandwidthCalculator::estimateStorage(none));
  }

  void unitsReport() {
    UnitsInputs in;
    in.rateBitsPerSecond = 425e9;  // NDR line rate
    in.rateIsLineRate = true;
    in.coding = LineCoding::IbNdr;
    in.sizeBytes = 1073741824.0;
    const CalcResult r = BandwidthCalculator::units(in);
    COMPARE_NEAR(r.value(QStringLiteral("dataRate"))->value, 400e9);  // 425 × 16/17
    COMPARE_NEAR(r.value(QStringLiteral("lineRate"))->value, 425e9);
    COMPARE_NEAR(r.value(QStringLiteral("dataRateBytes"))->value, 50e9);
    COMPARE_NEAR(r.value(QStringLiteral("bidirectional"))->value, 800e9);
    COMPARE_NEAR(r.value(QStringLiteral("sizeBits"))->value, 8589934592.0);
    // 2^30 B · 8 / 400e9 b/s = 0.02147483648 s.
    COMPARE_NEAR(r.value(QStringLiteral("transferTime"))->value, 0.02147483648);
    QCOMPARE(r.value(QStringLiteral("sizeDecimalBinary"))->display,
             QStringLiteral("1.0737 GB (1 GiB)"));
    QVERIFY(r.assumptions.front().startsWith(QStringLiteral("The rate given is the line rate")));
    QVERIFY_THROWS_EXCEPTION(Error, BandwidthCalculator::units(UnitsInputs{}));
  }
};

QTEST_GUILESS_MAIN(TestBandwidth)
#include "tst_bandwidth.moc"
