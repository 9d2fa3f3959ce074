// Full validation of one saved design, in one process: the figures bench_scale reports for its
// generated designs (raw parse, load, full validation, their ratio), for any file, with the
// spread over many runs. Made for comparing two builds on a machine whose speed drifts: run both
// builds' binaries alternately on the same file and compare medians (docs/performance.md).
//
//   bench_validate FILE [--repeat N] [--infos all|summary|none] [--check-incremental]
//
// --check-incremental also runs the incremental validator's first run (which records every
// scope's dependencies and so bypasses the full run's caches) and requires the same findings:
// a change meant to make the full run faster must not change what it finds.

#include "benchsupport.h"
#include "core/fileformat/designfile.h"
#include "core/model/design.h"
#include "core/validation/incrementalvalidator.h"
#include "core/validation/validator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace rackwright;

namespace {

struct Spread {
  double median = 0;
  double min = 0;
  double max = 0;
};

Spread spreadOf(const QVector<double>& times) {
  return {bench::median(times), *std::min_element(times.begin(), times.end()),
          *std::max_element(times.begin(), times.end())};
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Full validation of one design file."));
  parser.addHelpOption();
  parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A .rackwright design"));
  const QCommandLineOption repeatOption(QStringLiteral("repeat"),
                                        QStringLiteral("Timed runs of each step (default 9)."),
                                        QStringLiteral("N"), QStringLiteral("9"));
  const QCommandLineOption infosOption(
      QStringLiteral("infos"),
      QStringLiteral("all (every info's text, the default), summary or none (counted only)."),
      QStringLiteral("detail"), QStringLiteral("all"));
  const QCommandLineOption checkOption(
      QStringLiteral("check-incremental"),
      QStringLiteral("Require the incremental validator's first run to find the same."));
  parser.addOptions({repeatOption, infosOption, checkOption});
  parser.process(app);
  if (parser.positionalArguments().size() != 1) {
    std::fprintf(stderr, "bench_validate: give one design file (see --help).\n");
    return 2;
  }
  const QString path = parser.positionalArguments().constFirst();
  const int repeat = std::max(1, parser.value(repeatOption).toInt());
  const QString infosText = parser.value(infosOption);
  InfoDetail infos = InfoDetail::All;
  if (infosText == QStringLiteral("summary")) {
    infos = InfoDetail::Summary;
  } else if (infosText == QStringLiteral("none")) {
    infos = InfoDetail::None;
  } else if (infosText != QStringLiteral("all")) {
    std::fprintf(stderr, "bench_validate: --infos takes all, summary or none, not \"%s\".\n",
                 qPrintable(infosText));
    return 2;
  }

  QByteArray bytes;
  try {
    bytes = DesignFile::readBytes(path);
  } catch (const Error& e) {
    std::fprintf(stderr, "bench_validate: %s\n", qPrintable(e.message()));
    return 1;
  }
  // As bench_scale times them: each step's previous result (the parsed tree, the findings) is
  // freed before the clock starts, so that no step is charged for freeing what another made.
  QJsonDocument parsed;
  const Spread parse = spreadOf(bench::runTimesMs(
      repeat, [&] { parsed = QJsonDocument(); }, [&] { parsed = QJsonDocument::fromJson(bytes); }));
  parsed = QJsonDocument();
  // Each load into a new design; the previous one is freed outside the timed step, as
  // bench_scale does.
  std::unique_ptr<Design> design;
  QVector<double> loadTimes;
  for (int i = 0; i < repeat; ++i) {
    design.reset();
    design = std::make_unique<Design>();
    QElapsedTimer timer;
    timer.start();
    try {
      DesignFile::loadFromBytes(bytes, path, *design);
    } catch (const Error& e) {
      std::fprintf(stderr, "bench_validate: %s\n", qPrintable(e.message()));
      return 1;
    }
    loadTimes << timer.nsecsElapsed() / 1e6;
  }
  const Spread load = spreadOf(loadTimes);
  ValidationResult result;
  const Spread validation = spreadOf(bench::runTimesMs(
      repeat, [&] { result = ValidationResult(); },
      [&] { result = Validator::validateAll(*design, infos); }));
  const qsizetype findings = result.findings.size();
  std::printf("%s: %lld cables, %lld findings kept (infos: %s)\n", qPrintable(path),
              static_cast<long long>(design->all<Cable>().size()), static_cast<long long>(findings),
              qPrintable(infosText));
  std::printf("raw parse       median %8.1f ms  (%.1f–%.1f)\n", parse.median, parse.min, parse.max);
  std::printf("load            median %8.1f ms  (%.1f–%.1f)\n", load.median, load.min, load.max);
  std::printf("full validation median %8.1f ms  (%.1f–%.1f)\n", validation.median, validation.min,
              validation.max);
  std::printf("(load + full validation) / raw parse = %.2f x (medians)\n",
              (load.median + validation.median) / parse.median);

  if (parser.isSet(checkOption)) {
    const ValidationResult full = Validator::validateAll(*design, infos);
    IncrementalValidator incremental(*design, infos);
    incremental.update();
    const bool same = incremental.result() == full;
    std::printf("incremental first run finds the same: %s\n", same ? "yes" : "NO");
    if (!same)
      return 1;
  }
  return 0;
}
