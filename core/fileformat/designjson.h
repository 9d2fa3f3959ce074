#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNJSON_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNJSON_H

#include "core/model/entities.h"
#include "core/model/networks.h"
#include "jsonreader.h"

#include <QJsonObject>

namespace rackwright {

/// JSON form of each design object (format version 3; networks and planes are written only
/// when set, so a design without them reads as before). Empty strings and null ids are left out
/// so that files stay small; `extra` (keys from newer versions) is written back unchanged.
QJsonObject toJson(const Site& o);
QJsonObject toJson(const Room& o);
QJsonObject toJson(const Row& o);
QJsonObject toJson(const Rack& o);
QJsonObject toJson(const Device& o);
QJsonObject toJson(const Module& o);
QJsonObject toJson(const Cable& o);
QJsonObject toJson(const Waiver& o);
QJsonObject toJson(const DesignInfo& o);
QJsonObject toJson(const NetworkDefinition& o);
QJsonObject toJson(const Attachment& o);

/// Reads one object; throws ParseError naming `path`. Unknown keys land in `extra`.
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Site& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Room& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Row& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Rack& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Device& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Module& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Cable& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Waiver& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, DesignInfo& o);
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, NetworkDefinition& o);

/// The JSON array key of each object type ("racks", "devices" …).
template <typename T>
QString arrayKey();

}  // namespace rackwright

#endif
