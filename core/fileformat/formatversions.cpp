#include "formatversions.h"

#include "core/common/buildinfo.h"
#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QVersionNumber>

#include <array>

namespace rackwright {

namespace {

using namespace Qt::StringLiterals;

constexpr std::array kVersions = {
    FileFormatVersion{0, "0.1.0"_L1,
                      "development snapshots before the first release (migrated when opened)"_L1},
    FileFormatVersion{1, "0.1.0"_L1, "the first released format"_L1},
    FileFormatVersion{2, "0.2.0"_L1,
                      "the \"quarantine\" section: objects set aside by Open with repair"_L1},
    FileFormatVersion{3, "0.2.0"_L1,
                      "networks: \"network\" and \"plane\" on cables and devices, and the "
                      "design's own \"networks\" section"_L1},
    FileFormatVersion{4, "0.2.0"_L1,
                      "rack-scale systems: \"system\" on racks (GB200 / GB300 NVL72)"_L1},
};
static_assert(kVersions.back().version == RACKWRIGHT_FILE_FORMAT_VERSION,
              "every format version needs its row here: the first release that reads it");

}  // namespace

std::span<const FileFormatVersion> fileFormatVersions() {
  return kVersions;
}

QString firstReleaseReading(int version) {
  for (const FileFormatVersion& row : kVersions) {
    if (row.version == version)
      return QString(row.firstRelease);
  }
  return {};
}

namespace {

/// Whether anything of format 3 is in the design. One pass over the devices and cables, which
/// costs little beside writing them.
bool usesNetworks(const DesignData& design) {
  if (!design.customNetworks().isEmpty())
    return true;
  for (const Device& device : design.all<Device>()) {
    if (!device.network.isEmpty() || device.plane != 0)
      return true;
  }
  for (const Cable& cable : design.all<Cable>()) {
    if (!cable.network.isEmpty() || cable.plane != 0)
      return true;
  }
  return false;
}

}  // namespace

int formatVersionNeeded(const DesignData& design) {
  for (const Rack& rack : design.all<Rack>()) {
    if (rack.isSystem())
      return 4;
  }
  if (usesNetworks(design))
    return 3;
  return design.quarantine().isEmpty() ? 1 : 2;
}

QString newerFormatProblem(int version, const QString& savedBy) {
  const QString prefix = QStringLiteral("Rackwright ");
  QString writer = savedBy.startsWith(prefix) ? savedBy.mid(prefix.size()).trimmed() : QString();
  // A release no newer than this one cannot have written a newer format (the file was edited or
  // copied from elsewhere): naming it would send the user to the release they already have.
  const QVersionNumber writerVersion = QVersionNumber::fromString(writer);
  if (writerVersion.isNull() ||
      writerVersion <= QVersionNumber::fromString(QStringLiteral(RACKWRIGHT_VERSION))) {
    writer.clear();
  }
  const QString here =
      QCoreApplication::translate(
          "rackwright::FileFormatVersions",
          "this is Rackwright %1, which reads file format versions up to %2")
          .arg(QStringLiteral(RACKWRIGHT_VERSION), QString::number(RACKWRIGHT_FILE_FORMAT_VERSION));
  if (!writer.isEmpty()) {
    return QCoreApplication::translate(
               "rackwright::FileFormatVersions",
               "this design was written by Rackwright %1 in file format version %2; %3. Install "
               "Rackwright %1 or a later release to open it.")
        .arg(writer, QString::number(version), here);
  }
  return QCoreApplication::translate(
             "rackwright::FileFormatVersions",
             "this design uses file format version %1, which is newer than this build knows; %2. "
             "Install a later Rackwright release that reads file format version %1.")
      .arg(QString::number(version), here);
}

}  // namespace rackwright
