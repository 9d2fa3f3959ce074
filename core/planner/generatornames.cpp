#include "generatornames.h"

#include <QUuid>

namespace rackwright::generator {

namespace {

// The namespace of generated object ids; any fixed UUID would do, this one is the generator's.
const QUuid kNamespace(QStringLiteral("{6f1d3c2a-8e47-5b90-a1c4-3d7e9f20b615}"));

QString kindPrefix(ObjectKind kind) {
  return toString(kind) + QLatin1Char(':');
}

int digits(int count) {
  int width = 1;
  for (int n = count; n >= 10; n /= 10)
    ++width;
  return width;
}

}  // namespace

GeneratorNames::GeneratorNames(const Part& server, int servers, int planes)
    : mServers(servers), mPlanes(planes) {
  // "DGX-H100" → "dgx", "HGX-8GPU-GENERIC" → "hgx": short names for the labels.
  const QString head = server.id.section(QLatin1Char('-'), 0, 0).toLower();
  mServerPrefix = head.isEmpty() ? QStringLiteral("srv") : head;
}

ObjectId GeneratorNames::id(ObjectKind kind, const QString& name) {
  return QUuid::createUuidV5(kNamespace, kindPrefix(kind) + name);
}

ObjectId GeneratorNames::moduleId(const QString& deviceName, const QString& cage) {
  return QUuid::createUuidV5(kNamespace, QStringLiteral("module:%1/%2").arg(deviceName, cage));
}

QString GeneratorNames::number(int value, int count, int minWidth) {
  return QStringLiteral("%1").arg(value + 1, std::max(minWidth, digits(count)), 10,
                                  QLatin1Char('0'));
}

QString GeneratorNames::planePrefix(int plane) const {
  return mPlanes > 1 ? QStringLiteral("p%1-").arg(plane + 1) : QString();
}

QString GeneratorNames::server(int index) const {
  return mServerPrefix + QLatin1Char('-') + number(index, mServers, 4);
}

QString GeneratorNames::railLeaf(int plane, int su, int suCount, int rail, int rails) const {
  return QStringLiteral("leaf-%1su%2-r%3")
      .arg(planePrefix(plane), number(su, suCount, 2), number(rail, rails, 1));
}

QString GeneratorNames::positionLeaf(int plane, int su, int suCount, int position,
                                     int positions) const {
  return QStringLiteral("leaf-%1su%2-ct%3")
      .arg(planePrefix(plane), number(su, suCount, 2), number(position, positions, 2));
}

QString GeneratorNames::leaf(int plane, int index, int count) const {
  return QStringLiteral("leaf-%1%2").arg(planePrefix(plane), number(index, count, 3));
}

QString GeneratorNames::spine(int plane, int pod, int pods, int index, int count) const {
  const QString podPart = pod < 0 ? QString() : QStringLiteral("pod%1-").arg(number(pod, pods, 2));
  return QStringLiteral("spine-%1%2%3").arg(planePrefix(plane), podPart, number(index, count, 2));
}

QString GeneratorNames::core(int plane, int group, int groups, int index, int count) const {
  return QStringLiteral("core-%1g%2-%3")
      .arg(planePrefix(plane), number(group, groups, 2), number(index, count, 2));
}

QString GeneratorNames::adapter(const QString& serverName, const QString& bay) {
  return serverName + QLatin1Char('-') + bay.toLower();
}

QString GeneratorNames::row(int row, int rows) {
  return QStringLiteral("Row %1").arg(number(row, rows, 2));
}

QString GeneratorNames::rack(int row, int rows, int position, int rowLength) {
  return QStringLiteral("R%1-%2").arg(number(row, rows, 2), number(position, rowLength, 2));
}

QString GeneratorNames::logicalPort(const CageDefinition& cage, int sub) {
  if (sub < cage.logicalPorts.size())
    return cage.logicalPorts[sub];
  if (!cage.twinPort)
    return cage.name;
  return cage.name + QLatin1Char('/') + QString::number(sub + 1);
}

QString GeneratorNames::cable(Tier tier, const QString& lowerDevice, const QString& lowerPort) {
  static const QString kPrefixes[kTierCount] = {QStringLiteral("SL-"), QStringLiteral("LS-"),
                                                QStringLiteral("SC-")};
  return kPrefixes[int(tier)] + lowerDevice + QLatin1Char('-') + lowerPort;
}

}  // namespace rackwright::generator
