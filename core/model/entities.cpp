#include "entities.h"

namespace rackwright {

QString toString(ObjectKind kind) {
  switch (kind) {
    case ObjectKind::Site:
      return QStringLiteral("site");
    case ObjectKind::Room:
      return QStringLiteral("room");
    case ObjectKind::Row:
      return QStringLiteral("row");
    case ObjectKind::Rack:
      return QStringLiteral("rack");
    case ObjectKind::Device:
      return QStringLiteral("device");
    case ObjectKind::Module:
      return QStringLiteral("module");
    case ObjectKind::Cable:
      return QStringLiteral("cable");
    case ObjectKind::Waiver:
      return QStringLiteral("waiver");
  }
  return QStringLiteral("object");
}

QString toString(RackFace face) {
  return face == RackFace::Front ? QStringLiteral("front") : QStringLiteral("rear");
}

std::optional<RackFace> rackFaceFromString(const QString& s) {
  if (s == QLatin1String("front"))
    return RackFace::Front;
  if (s == QLatin1String("rear"))
    return RackFace::Rear;
  return std::nullopt;
}

QString toString(RackSide side) {
  switch (side) {
    case RackSide::Left:
      return QStringLiteral("left");
    case RackSide::Right:
      return QStringLiteral("right");
    case RackSide::Auto:
      break;
  }
  return QStringLiteral("auto");
}

std::optional<RackSide> rackSideFromString(const QString& s) {
  if (s == QLatin1String("left"))
    return RackSide::Left;
  if (s == QLatin1String("right"))
    return RackSide::Right;
  if (s == QLatin1String("auto"))
    return RackSide::Auto;
  return std::nullopt;
}

QString toString(Attachment::Kind kind) {
  switch (kind) {
    case Attachment::Kind::None:
      return QStringLiteral("none");
    case Attachment::Kind::Cage:
      return QStringLiteral("cage");
    case Attachment::Kind::ModulePort:
      return QStringLiteral("module-port");
    case Attachment::Kind::PanelPort:
      return QStringLiteral("panel-port");
  }
  return QStringLiteral("none");
}

std::optional<Attachment::Kind> attachmentKindFromString(const QString& s) {
  for (auto kind : {Attachment::Kind::None, Attachment::Kind::Cage, Attachment::Kind::ModulePort,
                    Attachment::Kind::PanelPort}) {
    if (toString(kind) == s)
      return kind;
  }
  return std::nullopt;
}

QString toString(CableStatus status) {
  switch (status) {
    case CableStatus::Planned:
      return QStringLiteral("planned");
    case CableStatus::Installed:
      return QStringLiteral("installed");
    case CableStatus::Decommissioned:
      return QStringLiteral("decommissioned");
  }
  return QStringLiteral("planned");
}

std::optional<CableStatus> cableStatusFromString(const QString& s) {
  for (auto status : {CableStatus::Planned, CableStatus::Installed, CableStatus::Decommissioned}) {
    if (toString(status) == s)
      return status;
  }
  return std::nullopt;
}

const CableEnd* Cable::end(const QString& endName) const {
  for (const CableEnd& e : ends) {
    if (e.name == endName)
      return &e;
  }
  return nullptr;
}

}  // namespace rackwright
