// `rackwright calc <calculator> [options] [--format text|json]`: bandwidth calculators for
// collectives, KV-cache transfers, storage bursts and unit conversions. Every result shows its
// formula, inputs with units, assumptions and result.
#include "clisupport.h"
#include "core/calc/bandwidth.h"
#include "core/calc/collectives.h"
#include "core/calc/units.h"
#include "core/common/error.h"

#include <functional>
#include <vector>

namespace rackwright::cli {
namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("rackwright::cli", text);
}

struct OptionHelp {
  const char* name;
  const char* value;  ///< empty for flags
  const char* help;
};

struct Calculator {
  const char* name;
  const char* summary;
  std::vector<OptionHelp> options;
  std::function<CalcResult(const ArgParser&)> run;
};

const OptionHelp kEncoding{
    "--encoding", "CODING",
    QT_TRANSLATE_NOOP("cli",
                      "Line coding between line and data rate: none, 8b10b, 64b66b, "
                      "128b130b, 256b257b-rsfec, ib-edr, ib-hdr, ib-ndr (default none)")};
const OptionHelp kRateIs{
    "--rate-is", "data|line",
    QT_TRANSLATE_NOOP("cli",
                      "Whether the rate given is the data rate (default; what 400G means "
                      "on a port) or the line rate, reduced by --encoding")};
const OptionHelp kStepLatency{
    "--latency", "DURATION",
    QT_TRANSLATE_NOOP("cli", "Latency α of each communication step, e.g. 5us (default 0)")};
const OptionHelp kTransferLatency{
    "--latency", "DURATION",
    QT_TRANSLATE_NOOP("cli", "Fixed setup latency of the transfer, e.g. 1ms (default 0)")};

QString opt(const ArgParser& parser, const char* name) {
  return parser.value(QString::fromLatin1(name));
}
bool has(const ArgParser& parser, const char* name) {
  return parser.has(QString::fromLatin1(name));
}
QString need(const ArgParser& parser, const char* calculator, const char* name, const char* value) {
  if (!has(parser, name)) {
    throw Error(tr("calc %1 needs %2 %3")
                    .arg(QString::fromLatin1(calculator), QString::fromLatin1(name),
                         QString::fromLatin1(value)));
  }
  return opt(parser, name);
}

/// --encoding and --rate-is.
void readCoding(const ArgParser& parser, LineCoding* coding, bool* isLineRate) {
  const QString name = parser.value(QStringLiteral("--encoding"), QStringLiteral("none"));
  const std::optional<LineCodingInfo> info = Units::lineCoding(name);
  if (!info) {
    throw Error(tr("--encoding must be one of %1, not \"%2\"")
                    .arg(Units::lineCodingNames().join(QStringLiteral(", ")), name));
  }
  *coding = info->coding;
  const QString rateIs = parser.value(QStringLiteral("--rate-is"), QStringLiteral("data"));
  if (rateIs != QLatin1String("data") && rateIs != QLatin1String("line")) {
    throw Error(tr("--rate-is must be data or line, not \"%1\"").arg(rateIs));
  }
  *isLineRate = rateIs == QLatin1String("line");
}

Calculator collective(const char* name, Collective op) {
  std::vector<OptionHelp> options{
      {"--size", "SIZE",
       op == Collective::AllGather || op == Collective::ReduceScatter
           ? QT_TRANSLATE_NOOP("cli", "Total gathered buffer S, e.g. 1GiB (nccl-tests size)")
           : QT_TRANSLATE_NOOP("cli", "Buffer per GPU S, e.g. 1GiB (nccl-tests size)")},
      {"--gpus", "N", QT_TRANSLATE_NOOP("cli", "GPUs taking part, n")},
      {"--bandwidth", "RATE",
       QT_TRANSLATE_NOOP("cli", "Per-GPU one-way bandwidth B, e.g. 400G or 50GB/s")},
      kStepLatency,
      kEncoding,
      kRateIs};
  if (op == Collective::AllReduce) {
    options.insert(options.begin() + 3,
                   {"--algorithm", "ring|tree",
                    QT_TRANSLATE_NOOP("cli", "Ring or double binary tree (default ring)")});
  }
  const char* summary = nullptr;
  switch (op) {
    case Collective::AllReduce:
      summary = QT_TRANSLATE_NOOP("cli", "All-reduce time, algbw and busbw (ring or tree)");
      break;
    case Collective::AllGather:
      summary = QT_TRANSLATE_NOOP("cli", "All-gather time, algbw and busbw");
      break;
    case Collective::ReduceScatter:
      summary = QT_TRANSLATE_NOOP("cli", "Reduce-scatter time, algbw and busbw");
      break;
    case Collective::AllToAll:
      summary = QT_TRANSLATE_NOOP("cli", "All-to-all time, algbw and busbw");
      break;
    case Collective::Broadcast:
      summary = QT_TRANSLATE_NOOP("cli", "Broadcast time, algbw and busbw");
      break;
    case Collective::Reduce:
      summary = QT_TRANSLATE_NOOP("cli", "Reduce time, algbw and busbw");
      break;
  }
  return Calculator{
      name, summary, options, [name, op](const ArgParser& p) {
        CollectiveInputs in;
        in.op = op;
        in.messageBytes =
            Units::parseSize(need(p, name, "--size", "SIZE"), QStringLiteral("--size"));
        in.ranks = Units::parseCount(need(p, name, "--gpus", "N"), QStringLiteral("--gpus"));
        in.bandwidthBitsPerSecond =
            Units::parseRate(need(p, name, "--bandwidth", "RATE"), QStringLiteral("--bandwidth"));
        const QString algorithm = p.value(QStringLiteral("--algorithm"), QStringLiteral("ring"));
        if (algorithm == QLatin1String("tree")) {
          in.algorithm = CollectiveAlgorithm::Tree;
        } else if (algorithm != QLatin1String("ring")) {
          throw Error(tr("--algorithm must be ring or tree, not \"%1\"").arg(algorithm));
        }
        if (has(p, "--latency")) {
          in.stepLatencySeconds =
              Units::parseDuration(opt(p, "--latency"), QStringLiteral("--latency"));
        }
        readCoding(p, &in.coding, &in.rateIsLineRate);
        return CollectiveCalculator::report(in);
      }};
}

double bytesPerElement(const ArgParser& p) {
  if (has(p, "--bytes-per-element") && has(p, "--dtype")) {
    throw Error(tr("give either --bytes-per-element or --dtype, not both"));
  }
  if (has(p, "--bytes-per-element")) {
    return Units::parsePositive(opt(p, "--bytes-per-element"),
                                QStringLiteral("--bytes-per-element"));
  }
  const QString dtype = p.value(QStringLiteral("--dtype"), QStringLiteral("fp16")).toLower();
  if (dtype == QLatin1String("fp32"))
    return 4;
  if (dtype == QLatin1String("fp16") || dtype == QLatin1String("bf16"))
    return 2;
  if (dtype == QLatin1String("fp8") || dtype == QLatin1String("int8"))
    return 1;
  if (dtype == QLatin1String("fp4") || dtype == QLatin1String("int4"))
    return 0.5;
  throw Error(
      tr("--dtype must be fp32, fp16, bf16, fp8, int8, fp4 or int4, not \"%1\"").arg(dtype));
}

const std::vector<Calculator>& calculators() {
  static const std::vector<Calculator> kCalculators{
      collective("allreduce", Collective::AllReduce),
      collective("allgather", Collective::AllGather),
      collective("reducescatter", Collective::ReduceScatter),
      collective("alltoall", Collective::AllToAll),
      collective("broadcast", Collective::Broadcast),
      collective("reduce", Collective::Reduce),
      Calculator{
          "kvcache",
          QT_TRANSLATE_NOOP("cli", "KV-cache size per sequence and prefill → decode transfer time"),
          {{"--layers", "N", QT_TRANSLATE_NOOP("cli", "Transformer layers")},
           {"--kv-heads", "N", QT_TRANSLATE_NOOP("cli", "Key/value heads (GQA groups)")},
           {"--head-dim", "N", QT_TRANSLATE_NOOP("cli", "Dimension per head")},
           {"--dtype", "TYPE",
            QT_TRANSLATE_NOOP("cli", "fp32, fp16, bf16, fp8, int8, fp4, int4 (default fp16)")},
           {"--bytes-per-element", "X", QT_TRANSLATE_NOOP("cli", "Instead of --dtype")},
           {"--tokens", "N", QT_TRANSLATE_NOOP("cli", "Tokens per sequence (context length)")},
           {"--sequences", "N", QT_TRANSLATE_NOOP("cli", "Sequences moved at once (default 1)")},
           {"--link-rate", "RATE",
            QT_TRANSLATE_NOOP("cli", "Prefill → decode path rate, e.g. 400G")},
           kTransferLatency,
           kEncoding,
           kRateIs},
          [](const ArgParser& p) {
            KvCacheInputs in;
            in.layers =
                Units::parseCount(need(p, "kvcache", "--layers", "N"), QStringLiteral("--layers"));
            in.kvHeads = Units::parseCount(need(p, "kvcache", "--kv-heads", "N"),
                                           QStringLiteral("--kv-heads"));
            in.headDim = Units::parseCount(need(p, "kvcache", "--head-dim", "N"),
                                           QStringLiteral("--head-dim"));
            in.bytesPerElement = bytesPerElement(p);
            in.tokens =
                Units::parseCount(need(p, "kvcache", "--tokens", "N"), QStringLiteral("--tokens"));
            if (has(p, "--sequences")) {
              in.sequences =
                  Units::parseCount(opt(p, "--sequences"), QStringLiteral("--sequences"));
            }
            in.linkBitsPerSecond = Units::parseRate(need(p, "kvcache", "--link-rate", "RATE"),
                                                    QStringLiteral("--link-rate"));
            if (has(p, "--latency")) {
              in.latencySeconds =
                  Units::parseDuration(opt(p, "--latency"), QStringLiteral("--latency"));
            }
            readCoding(p, &in.coding, &in.rateIsLineRate);
            return BandwidthCalculator::kvCache(in);
          }},
      Calculator{
          "storage",
          QT_TRANSLATE_NOOP("cli", "Checkpoint write time and dataset reads per epoch"),
          {{"--storage-bandwidth", "RATE",
            QT_TRANSLATE_NOOP("cli", "Aggregate storage bandwidth, e.g. 500GB/s")},
           {"--checkpoint-size", "SIZE", QT_TRANSLATE_NOOP("cli", "Checkpoint size, e.g. 10TB")},
           {"--dataset-size", "SIZE", QT_TRANSLATE_NOOP("cli", "Dataset size, e.g. 100TB")},
           {"--reads-per-epoch", "X",
            QT_TRANSLATE_NOOP("cli", "Times the dataset is read per epoch (default 1)")},
           {"--epoch-time", "DURATION", QT_TRANSLATE_NOOP("cli", "Length of an epoch, e.g. 2h")},
           {"--clients", "N", QT_TRANSLATE_NOOP("cli", "Clients sharing the bandwidth")}},
          [](const ArgParser& p) {
            StorageInputs in;
            in.storageBytesPerSecond =
                Units::parseRate(need(p, "storage", "--storage-bandwidth", "RATE"),
                                 QStringLiteral("--storage-bandwidth")) /
                8.0;
            if (!has(p, "--checkpoint-size") && !has(p, "--dataset-size")) {
              throw Error(
                  tr("calc storage needs --checkpoint-size SIZE, --dataset-size SIZE or "
                     "both"));
            }
            if (has(p, "--checkpoint-size")) {
              in.checkpointBytes = Units::parseSize(opt(p, "--checkpoint-size"),
                                                    QStringLiteral("--checkpoint-size"));
            }
            if (has(p, "--dataset-size")) {
              in.datasetBytes =
                  Units::parseSize(opt(p, "--dataset-size"), QStringLiteral("--dataset-size"));
            }
            if (has(p, "--reads-per-epoch")) {
              in.readsPerEpoch = Units::parsePositive(opt(p, "--reads-per-epoch"),
                                                      QStringLiteral("--reads-per-epoch"));
            }
            if (has(p, "--epoch-time")) {
              in.epochSeconds =
                  Units::parseDuration(opt(p, "--epoch-time"), QStringLiteral("--epoch-time"));
            }
            if (has(p, "--clients")) {
              in.clients = Units::parseCount(opt(p, "--clients"), QStringLiteral("--clients"));
            }
            return BandwidthCalculator::storage(in);
          }},
      Calculator{
          "units",
          QT_TRANSLATE_NOOP("cli",
                            "Bits/bytes, decimal/binary prefixes, line/data rate, one-way/"
                            "bidirectional"),
          {{"--rate", "RATE", QT_TRANSLATE_NOOP("cli", "A rate, e.g. 400G, 425Gb/s or 50GB/s")},
           {"--size", "SIZE", QT_TRANSLATE_NOOP("cli", "A size, e.g. 1GiB, 1.5TB or 8Gb")},
           kEncoding,
           kRateIs},
          [](const ArgParser& p) {
            UnitsInputs in;
            if (!has(p, "--rate") && !has(p, "--size")) {
              throw Error(tr("calc units needs --rate RATE, --size SIZE or both"));
            }
            if (has(p, "--rate")) {
              in.rateBitsPerSecond = Units::parseRate(opt(p, "--rate"), QStringLiteral("--rate"));
            }
            if (has(p, "--size")) {
              in.sizeBytes = Units::parseSize(opt(p, "--size"), QStringLiteral("--size"));
            }
            readCoding(p, &in.coding, &in.rateIsLineRate);
            return BandwidthCalculator::units(in);
          }},
  };
  return kCalculators;
}

void printOverview(CommandContext& ctx) {
  ctx.out << tr("Usage: rackwright calc CALCULATOR [options] [--format text|json]") << "\n\n"
          << tr("Calculators:") << '\n';
  for (const Calculator& calculator : calculators()) {
    ctx.out << "  " << QString::fromLatin1(calculator.name).leftJustified(15) << ' '
            << QCoreApplication::translate("cli", calculator.summary) << '\n';
  }
  ctx.out << '\n' << tr("Run \"rackwright calc CALCULATOR --help\" for its options.") << '\n';
}

void printHelp(CommandContext& ctx, const Calculator& calculator) {
  ctx.out << tr("Usage: rackwright calc %1 [options] [--format text|json]")
                 .arg(QString::fromLatin1(calculator.name))
          << "\n\n"
          << QCoreApplication::translate("cli", calculator.summary) << "\n\n"
          << tr("Options:") << '\n';
  std::vector<OptionHelp> all = calculator.options;
  all.push_back(
      {"--format", "text|json", QT_TRANSLATE_NOOP("cli", "Output format (default text)")});
  all.push_back({"--help", "", QT_TRANSLATE_NOOP("cli", "Show this help")});
  for (const OptionHelp& option : all) {
    QString left = QString::fromLatin1(option.name);
    if (*option.value)
      left += QLatin1Char(' ') + QString::fromLatin1(option.value);
    ctx.out << "  " << left.leftJustified(28) << ' '
            << QCoreApplication::translate("cli", option.help) << '\n';
  }
  ctx.out << '\n'
          << tr("Rates: 400G = 400Gb/s (bits); 50GB/s = bytes; GiB/s binary. Sizes: 1GiB = 2^30 "
                "bytes, 1GB = 10^9 bytes, 8Gb = bits. Durations: 10us, 5ms, 90s, 2h.")
          << '\n';
}

int runCalc(CommandContext& ctx) {
  QStringList names;
  for (const Calculator& candidate : calculators())
    names << QString::fromLatin1(candidate.name);
  if (ctx.args.isEmpty()) {
    return badInput(ctx, tr("calc needs a calculator: %1; see rackwright calc --help")
                             .arg(names.join(QStringLiteral(", "))));
  }
  if (ctx.args.front() == QLatin1String("--help") || ctx.args.front() == QLatin1String("-h")) {
    printOverview(ctx);
    return Success;
  }
  const QString name = ctx.args.front();
  const Calculator* calculator = nullptr;
  for (const Calculator& candidate : calculators()) {
    if (name == QLatin1String(candidate.name))
      calculator = &candidate;
  }
  if (!calculator) {
    return badInput(ctx, tr("unknown calculator \"%1\"; choose one of %2")
                             .arg(name, names.join(QStringLiteral(", "))));
  }
  QStringList valueOptions{QStringLiteral("--format")};
  QStringList flags{QStringLiteral("--help")};
  for (const OptionHelp& option : calculator->options) {
    (*option.value ? valueOptions : flags) << QString::fromLatin1(option.name);
  }
  ArgParser parser(ctx.args.mid(1), valueOptions, flags);
  if (!parser.ok())
    return badInput(ctx, parser.error());
  if (parser.has(QStringLiteral("--help"))) {
    printHelp(ctx, *calculator);
    return Success;
  }
  if (!parser.positional().isEmpty()) {
    return badInput(
        ctx, tr("calc %1 takes options only, not \"%2\"").arg(name, parser.positional().front()));
  }
  QString error;
  const auto format = parser.format(&error);
  if (!format)
    return badInput(ctx, error);
  try {
    const CalcResult result = calculator->run(parser);
    if (*format == OutputFormat::Json) {
      printJson(ctx, QJsonDocument(result.toJson()));
    } else {
      ctx.out << result.toText();
    }
  } catch (const Error& e) {
    return badInput(ctx, e.message());
  }
  return Success;
}

const CommandRegistration registration(
    "calc",
    QT_TRANSLATE_NOOP("cli", "Bandwidth calculators: collectives, KV cache, storage, units"),
    runCalc);

}  // namespace
}  // namespace rackwright::cli
