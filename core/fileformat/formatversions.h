#ifndef RACKWRIGHT_CORE_FILEFORMAT_FORMATVERSIONS_H
#define RACKWRIGHT_CORE_FILEFORMAT_FORMATVERSIONS_H

// The history of the design-file format in one place: each format version, what it added and
// the first Rackwright release that reads it. Messages about a file's version and the choice of
// the version a file is written in come from here.

#include <QLatin1StringView>
#include <QString>

#include <span>

namespace rackwright {

class DesignData;

struct FileFormatVersion {
  int version;
  QLatin1StringView firstRelease;  ///< the first release that reads files of this version
  QLatin1StringView adds;          ///< what the version added, for messages and documentation
};

/// Every format version this build knows, oldest first; the last one is
/// RACKWRIGHT_FILE_FORMAT_VERSION.
std::span<const FileFormatVersion> fileFormatVersions();

/// The first release that reads `version` ("0.1.0"); empty for a version this build does not
/// know (newer than it).
QString firstReleaseReading(int version);

/// The format version a design is written in: the oldest one that holds everything in it, so
/// that a design which uses nothing new still opens in older releases. Today that is format 1,
/// 2 when the design has a quarantine section (older releases would drop it unseen), 3 when
/// it assigns networks or planes or declares networks of its own, or 4 when a rack is a
/// rack-scale system.
int formatVersionNeeded(const DesignData& design);

/// The problem text for a file whose format `version` is newer than this build reads; `savedBy`
/// is the file's "savedBy" field ("Rackwright 0.3.0"), empty when absent.
QString newerFormatProblem(int version, const QString& savedBy);

}  // namespace rackwright

#endif
