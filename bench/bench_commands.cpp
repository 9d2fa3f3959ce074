// Command-line benchmark: every headless command on one design, as whole processes, against the
// load of the same file measured in the same run.
//
//   bench_commands [--gpus N | --design FILE] [--repeat N] [--cli PATH] [--only NAME,...]
//
// The floor is a process of this benchmark that starts, reads the built-in catalog, loads the
// design with DesignFile::load (what every command does first) and exits: start-up, load and the
// teardown of the loaded design, as a command pays them. Each command then runs as
// `rackwright-cli COMMAND FILE ...` with its output written to a temporary folder, and its wall
// time is printed as a multiple of the floor. Target (issue "Large designs end to end"): a command
// takes at most 2 × its load plus writing its own output. A command that writes an output gets a
// second floor: a process of this benchmark that loads the design untimed and then times only
// the making and writing of that output (ExportPipeline::run, DesignFile::save), the figure the
// target adds to twice the load.
//
// Without a design file it generates the benchmarks' fabric of N GPUs (default 32,768; rows of
// 40 racks as at 131,072) with the planner and saves it first.
#include "benchsupport.h"
#include "core/catalog/catalog.h"
#include "core/common/heaptuning.h"
#include "core/export/exportpipeline.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

using namespace rackwright;

namespace {

/// A command of the table: its name and the arguments after the design file's place.
struct CommandRow {
  QString name;
  QStringList arguments;  ///< "{design}" and "{out}" are replaced
  bool writesOutput = false;
  /// What the output-only process writes: an export kind's name, or "upgrade" (a design file).
  QString output;
};

QVector<CommandRow> commandRows() {
  const QString design = QStringLiteral("{design}");
  const QString out = QStringLiteral("{out}");
  return {
      {QStringLiteral("info"), {QStringLiteral("info"), design}, false, {}},
      {QStringLiteral("info --format json"),
       {QStringLiteral("info"), design, QStringLiteral("--format"), QStringLiteral("json")},
       false,
       {}},
      {QStringLiteral("validate"),
       {QStringLiteral("validate"), design, QStringLiteral("--fail-on"), QStringLiteral("never")},
       false,
       {}},
      {QStringLiteral("validate --format json"),
       {QStringLiteral("validate"), design, QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--fail-on"), QStringLiteral("never")},
       false,
       {}},
      {QStringLiteral("export bom"),
       {QStringLiteral("export"), QStringLiteral("bom"), design, QStringLiteral("-o"),
        out + QStringLiteral("/bom.csv")},
       true,
       QStringLiteral("bom")},
      {QStringLiteral("export cables"),
       {QStringLiteral("export"), QStringLiteral("cables"), design, QStringLiteral("-o"),
        out + QStringLiteral("/cables.csv")},
       true,
       QStringLiteral("cables")},
      {QStringLiteral("export netbox"),
       {QStringLiteral("export"), QStringLiteral("netbox"), design, QStringLiteral("-o"),
        out + QStringLiteral("/netbox")},
       true,
       QStringLiteral("netbox")},
      {QStringLiteral("upgrade -o"),
       {QStringLiteral("upgrade"), design, QStringLiteral("-o"),
        out + QStringLiteral("/upgraded.rackwright")},
       true,
       QStringLiteral("upgrade")},
  };
}

/// Runs a process to its end and returns its wall time in ms, or a negative number when it
/// failed (the reason printed). `standardOutput`, when given, receives what it printed.
double runProcess(const QString& program, const QStringList& arguments, QTextStream& out,
                  QByteArray* standardOutput = nullptr) {
  QProcess process;
  process.setProcessChannelMode(QProcess::SeparateChannels);
  if (!standardOutput)
    process.setStandardOutputFile(QProcess::nullDevice());
  QElapsedTimer timer;
  timer.start();
  process.start(program, arguments);
  if (!process.waitForStarted(-1) || !process.waitForFinished(-1)) {
    out << "could not run " << program << ": " << process.errorString() << '\n';
    return -1;
  }
  const double ms = timer.nsecsElapsed() / 1e6;
  // Exit code 1 is "findings at the threshold", not a failure of the run.
  if (process.exitStatus() != QProcess::NormalExit || process.exitCode() > 1) {
    out << program << ' ' << arguments.join(QLatin1Char(' ')) << " failed (" << process.exitCode()
        << "): " << process.readAllStandardError() << '\n';
    return -1;
  }
  if (standardOutput)
    *standardOutput = process.readAllStandardOutput();
  return ms;
}

/// The floor process: load the design the way every command does, then exit.
int loadOnly(const QString& path) {
  keepFreedMemoryForReuse();  // as the command line keeps its heap
  Design design;
  design.setLibrary(&Catalog::builtIn());
  try {
    DesignFile::load(path, design);
  } catch (const Error& e) {
    QTextStream(stderr) << e.message() << '\n';
    return 2;
  }
  return 0;
}

/// The output floor: loads the design untimed as the command does (with the heap kept as the
/// command line keeps it), then prints the milliseconds of making and writing `output` alone.
int outputOnly(const QString& path, const QString& output, const QString& target) {
  keepFreedMemoryForReuse();
  Design design;
  design.setLibrary(&Catalog::builtIn());
  try {
    DesignFile::load(path, design);
    QElapsedTimer timer;
    timer.start();
    if (output == QStringLiteral("upgrade")) {
      DesignFile::save(design, target);
    } else {
      ExportRequest request;
      const auto kind = ExportRequest::kindFromName(output);
      if (!kind) {
        QTextStream(stderr) << "no export " << output << '\n';
        return 2;
      }
      request.kind = *kind;
      request.output = target;
      request.format = ExportRequest::defaultFormat(request.kind, target);
      ExportPipeline::run(design, request);
    }
    QTextStream(stdout) << timer.nsecsElapsed() / 1e6 << '\n';
  } catch (const Error& e) {
    QTextStream(stderr) << e.message() << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QCommandLineParser parser;
  parser.addHelpOption();
  const QCommandLineOption gpusOption(
      QStringLiteral("gpus"), QStringLiteral("Generate a fabric of N GPUs (default 32768)."),
      QStringLiteral("N"), QStringLiteral("32768"));
  const QCommandLineOption designOption(QStringLiteral("design"),
                                        QStringLiteral("Run the commands on this design file."),
                                        QStringLiteral("FILE"));
  const QCommandLineOption repeatOption(QStringLiteral("repeat"),
                                        QStringLiteral("Runs for each median (default 3)."),
                                        QStringLiteral("N"), QStringLiteral("3"));
  const QCommandLineOption cliOption(
      QStringLiteral("cli"),
      QStringLiteral("The rackwright-cli to run (default: the one built beside this benchmark)."),
      QStringLiteral("PATH"));
  const QCommandLineOption onlyOption(
      QStringLiteral("only"),
      QStringLiteral("Only these commands (names as in the table, comma-separated)."),
      QStringLiteral("NAMES"));
  const QCommandLineOption loadOnlyOption(QStringLiteral("load-only"),
                                          QStringLiteral("(internal) load FILE and exit."),
                                          QStringLiteral("FILE"));
  const QCommandLineOption outputOnlyOption(
      QStringLiteral("output-only"),
      QStringLiteral("(internal) load FILE, then time writing OUTPUT (an export kind or "
                     "\"upgrade\") to the first positional argument."),
      QStringLiteral("OUTPUT"));
  parser.addOptions({gpusOption, designOption, repeatOption, cliOption, onlyOption, loadOnlyOption,
                     outputOnlyOption});
  parser.process(app);
  if (parser.isSet(outputOnlyOption)) {
    if (parser.positionalArguments().size() != 1)
      return 2;
    return outputOnly(parser.value(designOption), parser.value(outputOnlyOption),
                      parser.positionalArguments().front());
  }
  if (parser.isSet(loadOnlyOption))
    return loadOnly(parser.value(loadOnlyOption));

  QTextStream out(stdout);
  const int repeat = qMax(1, parser.value(repeatOption).toInt());
  const QString cli = parser.isSet(cliOption)
                          ? parser.value(cliOption)
                          : QDir(QCoreApplication::applicationDirPath())
                                .filePath(QStringLiteral("../app/rackwright-cli"));
  if (!QFileInfo(cli).isExecutable()) {
    out << "no rackwright-cli at " << cli << " (build it, or name it with --cli)\n";
    return 2;
  }

  QTemporaryDir folder;
  QString path = parser.value(designOption);
  if (path.isEmpty()) {
    const int gpus = parser.value(gpusOption).toInt();
    Design design;
    design.setLibrary(&Catalog::builtIn());
    GeneratorOptions options;
    options.rowLength = 40;
    CableMapGenerator::generate(PortPlanner::plan(bench::railFabric(gpus)), options,
                                Catalog::builtIn(), design);
    path = folder.filePath(QStringLiteral("fabric.rackwright"));
    DesignFile::save(design, path);
    out << "generated and saved the " << gpus << "-GPU fabric\n";
  }
  const QString outputs = folder.filePath(QStringLiteral("out"));
  QDir().mkpath(outputs);
  const QStringList only = parser.value(onlyOption).split(QLatin1Char(','), Qt::SkipEmptyParts);

  const QString self = QCoreApplication::applicationFilePath();
  QVector<double> floorRuns;
  for (int i = 0; i < repeat; ++i) {
    const double ms = runProcess(self, {QStringLiteral("--load-only"), path}, out);
    if (ms < 0)
      return 1;
    floorRuns << ms;
  }
  const double floorMs = bench::median(floorRuns);
  out << "\ndesign: " << QFileInfo(path).size() / 1048576.0 << " MiB; medians of " << repeat
      << " runs\n\n| command | seconds | × the load | its output alone (s) | target |\n"
      << "|---|---:|---:|---:|---|\n";
  out << "| load only (the floor) | " << QString::number(floorMs / 1000, 'f', 2)
      << " | 1.00 | | |\n";
  bool allMet = true;
  for (const CommandRow& row : commandRows()) {
    if (!only.isEmpty() && !only.contains(row.name))
      continue;
    QStringList arguments;
    for (QString argument : row.arguments) {
      argument.replace(QStringLiteral("{design}"), path);
      argument.replace(QStringLiteral("{out}"), outputs);
      arguments << argument;
    }
    arguments << QStringLiteral("--quiet");
    QVector<double> runs;
    QVector<double> outputRuns;
    for (int i = 0; i < repeat; ++i) {
      const double ms = runProcess(cli, arguments, out);
      if (ms < 0)
        return 1;
      runs << ms;
      if (!row.writesOutput)
        continue;
      QByteArray printed;
      const QString target = arguments.at(arguments.indexOf(QStringLiteral("-o")) + 1);
      if (runProcess(self,
                     {QStringLiteral("--design"), path, QStringLiteral("--output-only"), row.output,
                      target},
                     out, &printed) < 0)
        return 1;
      // The figure is the last line (the log may come before it).
      outputRuns << printed.trimmed().split('\n').last().toDouble();
    }
    const double ms = bench::median(runs);
    const double ratio = ms / floorMs;
    const double outputMs = row.writesOutput ? bench::median(outputRuns) : 0;
    const bool met = ms <= 2 * floorMs + outputMs;
    allMet = allMet && met;
    out << "| " << row.name << " | " << QString::number(ms / 1000, 'f', 2) << " | "
        << QString::number(ratio, 'f', 2) << " | "
        << (row.writesOutput ? QString::number(outputMs / 1000, 'f', 2) : QString()) << " | "
        << (row.writesOutput ? QStringLiteral("≤ 2 × the load + its output (%1 s)")
                                   .arg(QString::number((2 * floorMs + outputMs) / 1000, 'f', 2))
                             : QStringLiteral("≤ 2 × the load"))
        << ": " << (met ? QStringLiteral("met") : QStringLiteral("NOT met")) << " |\n";
    out.flush();
  }
  return allMet ? 0 : 1;
}
