#include "panelgeometry.h"

#include "rackunits.h"

namespace rackwright {

QSizeF PanelGeometry::panelSize(const Part& part) {
  if (!part.device())
    return {};
  const DeviceBody& body = *part.device();
  const double height =
      body.heightMm > 0 ? body.heightMm : qMax(kMinimumPanelUnits, body.uHeight) * kRackUnitMm;
  return {body.widthMm > 0 ? body.widthMm : kRackPanelWidthMm, height};
}

QSizeF PanelGeometry::cageSize(const CageDefinition& cage) {
  return cage.sizeMm.isValid() && !cage.sizeMm.isEmpty() ? cage.sizeMm : QSizeF(20, 12);
}

QSizeF PanelGeometry::panelPortSize(Connector connector) {
  switch (connector) {
    case Connector::MPO12:
    case Connector::MPO16:
    case Connector::MPO24:
      return {12.5, 8.0};
    case Connector::LCDuplex:
      return {13.0, 9.0};
    case Connector::LC:
      return {6.5, 9.0};
    case Connector::RJ45:
      return {11.7, 13.5};
    case Connector::None:
      break;
  }
  return {10.0, 10.0};
}

QVector<PortShape> PanelGeometry::ports(const Part& part) {
  QVector<PortShape> result;
  if (!part.device())
    return result;
  for (const PanelFace face : {PanelFace::Front, PanelFace::Rear}) {
    for (const CageDefinition& cage : part.device()->cages) {
      if (cage.face != face)
        continue;
      PortShape shape;
      shape.kind = Attachment::Kind::Cage;
      shape.name = cage.name;
      shape.face = face;
      shape.rectMm = QRectF(cage.positionMm, cageSize(cage));
      shape.cage = &cage;
      result.push_back(shape);
    }
    for (const PanelPortDefinition& port : part.device()->panelPorts) {
      if (port.face != face)
        continue;
      PortShape shape;
      shape.kind = Attachment::Kind::PanelPort;
      shape.name = port.name;
      shape.face = face;
      shape.rectMm = QRectF(port.positionMm, panelPortSize(port.connector));
      shape.panelPort = &port;
      result.push_back(shape);
    }
  }
  return result;
}

RackFace PanelGeometry::rackFaceOf(PanelFace panelFace, RackFace mountedFace) {
  const bool front = panelFace == PanelFace::Front;
  if (mountedFace == RackFace::Front)
    return front ? RackFace::Front : RackFace::Rear;
  return front ? RackFace::Rear : RackFace::Front;
}

}  // namespace rackwright
