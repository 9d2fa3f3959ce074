#ifndef RACKWRIGHT_CORE_COMMON_LOGGING_H
#define RACKWRIGHT_CORE_COMMON_LOGGING_H

#include <QString>

namespace rackwright {

/// Sets up the process-wide spdlog logger and routes Qt's qDebug/qInfo/qWarning/qCritical/qFatal
/// into it, tagged with their logging category.
///
/// Two sinks:
/// - stderr: info and above (debug with `verbose`). In `headless` command-line mode only warnings
///   and above unless `verbose`, so that a subcommand's output stays clean for scripts.
/// - a rotating file `rackwright.log` (5 MiB, three rotated copies) in the user's state directory,
///   see logDirectory(). It records info and above (debug with `verbose`) in both modes, so a bug
///   report can include what happened even when the console showed nothing. If the directory
///   cannot be created or the file cannot be opened, logging goes to the console only and one
///   warning says why.
///
/// Safe to call again (a later call replaces the earlier setup), which tests rely on.
void initLogging(bool verbose, bool headless);

/// Absolute path of the log file currently written, or an empty string when logging goes to the
/// console only (initLogging() not called yet, or the state directory was unusable).
QString logFilePath();

/// Where the log file lives: `$XDG_STATE_HOME/rackwright`, falling back to
/// `~/.local/state/rackwright` when XDG_STATE_HOME is unset or not an absolute path (the XDG base
/// directory specification says relative paths are to be ignored).
QString logDirectory();

/// Writes everything buffered to the log file (the logger flushes by itself on warnings).
void flushLogs();

}  // namespace rackwright

#endif
