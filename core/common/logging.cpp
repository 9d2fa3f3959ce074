#include "logging.h"

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QtGlobal>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace rackwright {

namespace {

constexpr std::size_t kMaxLogFileBytes = std::size_t(5) * 1024 * 1024;
// spdlog counts the rotated copies (rackwright.1.log … rackwright.3.log) besides the live file.
constexpr std::size_t kRotatedLogFiles = 3;
constexpr const char* kLoggerName = "rackwright";

// logFilePath() may be asked from any thread while initLogging() replaces the setup.
std::mutex& stateMutex() {
  static std::mutex mutex;
  return mutex;
}

QString& currentLogFile() {
  static QString path;
  return path;
}

spdlog::level::level_enum levelFor(QtMsgType type) {
  switch (type) {
    case QtDebugMsg:
      return spdlog::level::debug;
    case QtInfoMsg:
      return spdlog::level::info;
    case QtWarningMsg:
      return spdlog::level::warn;
    case QtCriticalMsg:
      return spdlog::level::err;
    case QtFatalMsg:
      return spdlog::level::critical;
  }
  return spdlog::level::info;
}

void routeQtMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  const std::shared_ptr<spdlog::logger> logger = spdlog::default_logger();
  if (!logger)
    return;
  const char* category = context.category ? context.category : "default";
  const QByteArray text = message.toUtf8();
  logger->log(levelFor(type), "{}: {}", category,
              std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
  // Qt aborts right after the handler returns for qFatal; the file must already hold the reason.
  if (type == QtFatalMsg)
    logger->flush();
}

// Creates the log directory; on failure returns the reason, otherwise an empty string.
std::string createDirectory(const QString& directory) {
  std::error_code error;
  const std::filesystem::path path(directory.toStdString());
  std::filesystem::create_directories(path, error);
  if (error)
    return error.message();
  if (!std::filesystem::is_directory(path, error))
    return "not a directory";
  return {};
}

}  // namespace

QString logDirectory() {
  const QString stateHome = qEnvironmentVariable("XDG_STATE_HOME");
  const QString base = !stateHome.isEmpty() && QDir::isAbsolutePath(stateHome)
                           ? stateHome
                           : QDir::homePath() + QStringLiteral("/.local/state");
  return QDir::cleanPath(base + QStringLiteral("/rackwright"));
}

QString logFilePath() {
  const std::lock_guard lock(stateMutex());
  return currentLogFile();
}

void flushLogs() {
  if (const auto logger = spdlog::default_logger())
    logger->flush();
}

void initLogging(bool verbose, bool headless) {
  const spdlog::level::level_enum detail = verbose ? spdlog::level::debug : spdlog::level::info;

  auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
  console->set_pattern("rackwright: %^%l%$: %v");
  console->set_level(headless && !verbose ? spdlog::level::warn : detail);
  std::vector<spdlog::sink_ptr> sinks{console};

  // Decide about the file before the logger exists, but report a failure only through the
  // finished logger so that the notice reaches the console exactly once.
  const QString directory = logDirectory();
  const QString file = directory + QStringLiteral("/rackwright.log");
  std::string fileProblem = createDirectory(directory);
  if (fileProblem.empty()) {
    try {
      auto rotating = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
          file.toStdString(), kMaxLogFileBytes, kRotatedLogFiles);
      rotating->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [thread %t] [%l] %v");
      rotating->set_level(detail);
      sinks.push_back(rotating);
    } catch (const spdlog::spdlog_ex& error) {
      fileProblem = error.what();
    }
  }

  auto logger = std::make_shared<spdlog::logger>(kLoggerName, sinks.begin(), sinks.end());
  logger->set_level(detail);
  logger->flush_on(spdlog::level::warn);
  spdlog::drop(kLoggerName);
  spdlog::set_default_logger(logger);

  {
    const std::lock_guard lock(stateMutex());
    currentLogFile() = fileProblem.empty() ? QFileInfo(file).absoluteFilePath() : QString();
  }
  qInstallMessageHandler(routeQtMessage);
  // Qt may still print while statics are destroyed after main(); by then spdlog's registry can be
  // gone. Registered after the registry exists, this runs before its destructor.
  static const bool restoreAtExit = [] {
    std::atexit([] { qInstallMessageHandler(nullptr); });
    return true;
  }();
  Q_UNUSED(restoreAtExit)

  if (!fileProblem.empty()) {
    logger->warn("cannot write the log file {}: {}; logging to the console only",
                 file.toStdString(), fileProblem);
  } else {
    logger->debug("logging to {}", file.toStdString());
  }
}

}  // namespace rackwright
