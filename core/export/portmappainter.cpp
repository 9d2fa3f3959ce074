#include "portmappainter.h"

#include "core/analysis/connectivity.h"
#include "core/geometry/panelgeometry.h"
#include "core/geometry/rackunits.h"
#include "paintkit.h"

#include <QSet>

#include <cmath>

namespace rackwright {

using namespace paintkit;

namespace {

constexpr double kHeaderMm = 14;
constexpr double kContinuedHeaderMm = 9;
constexpr double kFaceLabelMm = 4.5;
constexpr double kBandMarginMm = 5;
constexpr double kLegendMm = 7;
constexpr double kRowMm = 4.6;
constexpr double kRowEm = 2.1;
constexpr double kModelEm = 2.4;
// Panels up to 2U are drawn whole; taller ones (8U servers) only around their ports.
constexpr double kCropAboveMm = 2 * kRackUnitMm + 1;
constexpr double kMaxBandsMm = 70;  // all panel drawings of one device together

PortMapPainter::State stateOf(CableStatus status) {
  switch (status) {
    case CableStatus::Planned:
      return PortMapPainter::State::Planned;
    case CableStatus::Installed:
      return PortMapPainter::State::Installed;
    case CableStatus::Decommissioned:
      return PortMapPainter::State::Decommissioned;
  }
  return PortMapPainter::State::Planned;
}

struct Column {
  const char* header;
  double weight;
  bool mono;
};
constexpr Column kColumns[] = {
    {QT_TRANSLATE_NOOP("rackwright::PortMapPainter", "Cage"), 1.0, true},
    {QT_TRANSLATE_NOOP("rackwright::PortMapPainter", "Port"), 1.1, true},
    {QT_TRANSLATE_NOOP("rackwright::PortMapPainter", "Module"), 1.5, false},
    {QT_TRANSLATE_NOOP("rackwright::PortMapPainter", "Peer device:port"), 2.3, true},
    {QT_TRANSLATE_NOOP("rackwright::PortMapPainter", "Cable"), 2.6, true},
    {QT_TRANSLATE_NOOP("rackwright::PortMapPainter", "Status"), 1.0, false},
};

}  // namespace

bool PortMapPainter::DeviceMap::hasFace(PanelFace face) const {
  for (const CageShape& cage : cages) {
    if (cage.face == face)
      return true;
  }
  return false;
}

QString PortMapPainter::stateTitle(State state) {
  switch (state) {
    case State::Empty:
      return tr("empty");
    case State::ModuleOnly:
      return tr("module, no cable");
    case State::Planned:
      return tr("planned");
    case State::Installed:
      return tr("installed");
    case State::Decommissioned:
      return tr("decommissioned");
  }
  return {};
}

QColor PortMapPainter::stateColour(State state) {
  switch (state) {
    case State::Empty:
      return QColor(0xff, 0xff, 0xff);
    case State::ModuleOnly:
      return QColor(0xf2, 0xc0, 0x5c);
    case State::Planned:
      return QColor(0x6f, 0xa3, 0xdc);
    case State::Installed:
      return QColor(0x5c, 0xae, 0x74);
    case State::Decommissioned:
      return QColor(0xb0, 0xb4, 0xba);
  }
  return Qt::white;
}

PortMapPainter::PortMapPainter(std::shared_ptr<const ExportIndex> index, PortMapOptions options,
                               std::optional<ValidationResult> findings)
    : mIndex(std::move(index)), mOptions(std::move(options)) {
  const DesignData& design = mIndex->design();
  QSet<ObjectId> errorObjects;
  if (findings) {
    for (const Finding& finding : findings->findings) {
      if (!finding.waived && finding.severity == Severity::Error) {
        for (const ObjectId& id : finding.objects)
          errorObjects.insert(id);
      }
    }
  }
  const auto peersOf = [&](const Cable& cable, const QString& endName) {
    QStringList peers;
    for (const Connectivity::Reach& reach : Connectivity::traceFrom(design, cable.id, endName)) {
      const QString text = mIndex->endpoint(reach.attachment).display();
      if (!peers.contains(text))
        peers << text;
    }
    return peers.isEmpty() ? tr("(loose end)") : peers.join(QStringLiteral("; "));
  };
  const auto cableRow = [&](PortRow row, const Cable& cable, const CableEnd& end) {
    row.peer = peersOf(cable, end.name);
    row.cable = CableLabels::cableIdentifier(*mIndex, mOptions.scheme, cable);
    row.state = stateOf(cable.status);
    row.error = row.error || errorObjects.contains(cable.id);
    return row;
  };

  for (const ObjectId& deviceId : mIndex->devicesInOrder()) {
    const Device& device = *design.find<Device>(deviceId);
    if (!mOptions.racks.isEmpty()) {
      const Device* mounted = mIndex->mountedDevice(deviceId);
      if (!mounted || !mOptions.racks.contains(mounted->rackId))
        continue;
    }
    const PartPtr part = design.part(device.typeId);
    if (!part || !part->device() ||
        (part->device()->cages.isEmpty() && part->device()->panelPorts.isEmpty()))
      continue;
    const DeviceBody& body = *part->device();
    DeviceMap map;
    map.id = device.id;
    map.name = device.name;
    map.model = part->displayName();
    map.partNumber = part->partNumber.isEmpty() ? part->id : part->partNumber;
    for (auto it = part->unconfirmed.constBegin(); it != part->unconfirmed.constEnd(); ++it) {
      if (it.key().startsWith(QStringLiteral("device.cages")) ||
          it.key().startsWith(QStringLiteral("device.panelPorts"))) {
        map.unconfirmed = it.value();
      }
    }
    // The panel and every port where the canvas draws them (core/geometry/panelgeometry).
    map.panelMm = PanelGeometry::panelSize(*part);
    map.location = mIndex->deviceLocation(device.id);

    const QVector<ObjectId> attached = design.cablesAttachedTo(device.id);
    for (const CageDefinition& cage : body.cages) {
      CageShape shape{
          cage.name, cage.face, QRectF(cage.positionMm, PanelGeometry::cageSize(cage)), {}, false};
      const QString logical =
          cage.logicalPorts.isEmpty() ? cage.name : cage.logicalPorts.join(QStringLiteral(", "));
      const QVector<ObjectId> modules = design.modulesInCage(device.id, cage.name);
      QVector<PortRow> rows;
      if (!modules.isEmpty()) {
        const Module& module = *design.find<Module>(modules.front());
        const PartPtr modulePart = design.part(module.typeId);
        const QString moduleName =
            modulePart
                ? (modulePart->partNumber.isEmpty() ? modulePart->id : modulePart->partNumber)
                : module.typeId;
        QStringList ports;
        if (modulePart && modulePart->transceiver()) {
          for (const OpticalPortDefinition& port : modulePart->transceiver()->opticalPorts)
            ports << port.name;
        }
        if (ports.isEmpty())
          ports << QString();
        const QVector<ObjectId> moduleCables = design.cablesAttachedTo(module.id);
        for (const QString& port : ports) {
          PortRow row;
          row.cage = cage.name;
          row.module = moduleName;
          row.error = errorObjects.contains(module.id);
          const EndpointInfo info =
              mIndex->endpoint({Attachment::Kind::ModulePort, module.id, port});
          row.port = info.logicalPort.isEmpty() ? logical : info.logicalPort;
          row.state = State::ModuleOnly;
          bool any = false;
          for (const ObjectId& cableId : moduleCables) {
            const Cable& cable = *design.find<Cable>(cableId);
            for (const CableEnd& end : cable.ends) {
              if (end.attachment.kind == Attachment::Kind::ModulePort &&
                  end.attachment.objectId == module.id &&
                  (port.isEmpty() || end.attachment.port == port)) {
                rows << cableRow(row, cable, end);
                any = true;
              }
            }
          }
          if (!any)
            rows << row;
        }
      } else {
        for (const ObjectId& cableId : attached) {
          const Cable& cable = *design.find<Cable>(cableId);
          for (const CableEnd& end : cable.ends) {
            if (end.attachment.kind == Attachment::Kind::Cage &&
                end.attachment.objectId == device.id && end.attachment.port == cage.name) {
              PortRow row;
              row.cage = cage.name;
              row.port = logical;
              row.module = tr("(cable plug)");
              rows << cableRow(row, cable, end);
            }
          }
        }
        if (rows.isEmpty()) {
          PortRow row;
          row.cage = cage.name;
          row.port = logical;
          rows << row;
        }
      }
      for (const PortRow& row : rows) {
        shape.states << row.state;
        shape.error = shape.error || row.error;
      }
      if (shape.states.size() > 2 || !cage.twinPort) {
        // One colour for the cage: the most advanced state of its ports.
        State best = State::Empty;
        for (State s : shape.states)
          best = int(s) > int(best) ? s : best;
        shape.states = {best};
      }
      map.cages << shape;
      map.rows << rows;
    }
    for (const PanelPortDefinition& port : body.panelPorts) {
      CageShape shape{port.name,
                      port.face,
                      QRectF(port.positionMm, PanelGeometry::panelPortSize(port.connector)),
                      {},
                      false};
      QString connector = toString(port.connector);
      if (port.polish != Polish::None)
        connector += QLatin1Char('/') + toString(port.polish);
      PortRow base;
      base.cage = port.name;
      base.port = port.face == PanelFace::Front ? tr("front") : tr("rear");
      base.module = connector;
      bool any = false;
      for (const ObjectId& cableId : attached) {
        const Cable& cable = *design.find<Cable>(cableId);
        for (const CableEnd& end : cable.ends) {
          if (end.attachment.kind == Attachment::Kind::PanelPort &&
              end.attachment.objectId == device.id && end.attachment.port == port.name) {
            const PortRow row = cableRow(base, cable, end);
            map.rows << row;
            shape.states << row.state;
            shape.error = shape.error || row.error;
            any = true;
          }
        }
      }
      if (!any) {
        map.rows << base;
        shape.states << State::Empty;
      }
      shape.states = {shape.states.front()};
      map.cages << shape;
    }
    mDevices << map;
  }
}

QString PortMapPainter::title() const {
  return tr("Port maps");
}

namespace {

/// The vertical band of a panel face that holds its ports (whole panel up to 2U).
std::pair<double, double> portBand(const PortMapPainter::DeviceMap& map, PanelFace face) {
  double top = map.panelMm.height();
  double bottom = 0;
  for (const PortMapPainter::CageShape& cage : map.cages) {
    if (cage.face != face)
      continue;
    top = qMin(top, cage.rectMm.top());
    bottom = qMax(bottom, cage.rectMm.bottom());
  }
  top = qMax(0.0, top - kBandMarginMm);
  bottom = qMin(map.panelMm.height(), bottom + kBandMarginMm);
  if (map.panelMm.height() <= kCropAboveMm) {
    top = 0;
    bottom = map.panelMm.height();
  }
  return {top, qMax(bottom, top + 8.0)};
}

/// The model line under a device's name: model, part number and, when the catalog says so, why
/// the drawn positions may be off. Wrapped, never shortened: the reason is what a reviewer
/// must read ("UNCONFIRMED: …" was cut to "unconfi…" when it had one line).
QStringList modelLines(const PortMapPainter::DeviceMap& map, double width) {
  QString model = PortMapPainter::tr("%1 · part %2").arg(map.model, map.partNumber);
  if (!map.unconfirmed.isEmpty())
    model += QStringLiteral(" · ") + PortMapPainter::tr("UNCONFIRMED: %1").arg(map.unconfirmed);
  return wrapped(model, width, kModelEm);
}

double headerHeight(const PortMapPainter::DeviceMap& map, double width) {
  return kHeaderMm + (int(modelLines(map, width).size()) - 1) * lineHeight(kModelEm);
}

/// Drawing scale of a device's panels: the page width, at most 1:1, and never so tall that the
/// port table loses the page (a tall band is drawn smaller).
double panelScale(const PortMapPainter::DeviceMap& map, double width) {
  double band = 0;
  for (PanelFace face : {PanelFace::Front, PanelFace::Rear}) {
    if (map.hasFace(face)) {
      const auto [top, bottom] = portBand(map, face);
      band += bottom - top;
    }
  }
  return qMin(qMin(1.0, width / map.panelMm.width()), band > 0 ? kMaxBandsMm / band : 1.0);
}

}  // namespace

double PortMapPainter::drawingHeight(const DeviceMap& map, double width) const {
  double height = 0;
  const double scale = panelScale(map, width);
  for (PanelFace face : {PanelFace::Front, PanelFace::Rear}) {
    if (!map.hasFace(face))
      continue;
    const auto [top, bottom] = portBand(map, face);
    height += kFaceLabelMm + (bottom - top) * scale + 3;
  }
  return height + kLegendMm;
}

std::shared_ptr<const QVector<PortMapPainter::PagePlan>> PortMapPainter::plan(
    const PageSetup& setup) const {
  const QSizeF content = setup.contentSizeMm();
  const std::lock_guard<std::mutex> lock(mPlanMutex);
  if (!mPlan || mPlanSize != content) {
    mPlan = std::make_shared<const QVector<PagePlan>>(computePlan(content));
    mPlanSize = content;
  }
  return mPlan;
}

QVector<PortMapPainter::PagePlan> PortMapPainter::computePlan(const QSizeF& content) const {
  QVector<PagePlan> pages;
  for (int d = 0; d < mDevices.size(); ++d) {
    const DeviceMap& map = mDevices[d];
    double space = content.height() - headerHeight(map, content.width()) -
                   drawingHeight(map, content.width()) - kRowMm;
    int first = 0;
    bool firstPage = true;
    do {
      const int fit = qMax(firstPage ? 0 : 1, int(std::floor(space / kRowMm)));
      const int rows = qMin(fit, int(map.rows.size()) - first);
      pages.push_back({d, first, rows, firstPage});
      first += rows;
      firstPage = false;
      space = content.height() - kContinuedHeaderMm - kRowMm;
    } while (first < map.rows.size());
  }
  return pages;
}

int PortMapPainter::pageCount(const PageSetup& setup) const {
  return int(plan(setup)->size());
}

QString PortMapPainter::pageTitle(int page, const PageSetup& setup) const {
  const std::shared_ptr<const QVector<PagePlan>> shared = plan(setup);
  const QVector<PagePlan>& pages = *shared;
  if (page < 0 || page >= pages.size())
    return title();
  return tr("Port map: %1").arg(mDevices[pages[page].device].name);
}

double PortMapPainter::paintPanel(QPainter& painter, const DeviceMap& map, PanelFace face, double y,
                                  double width) const {
  const double scale = panelScale(map, width);
  const auto [top, bottom] = portBand(map, face);
  const bool croppedTop = top > 0.01;
  const bool croppedBottom = bottom < map.panelMm.height() - 0.01;

  QString label = face == PanelFace::Front ? tr("FRONT PANEL") : tr("REAR PANEL");
  if (croppedTop || croppedBottom)
    label += QStringLiteral("  ") + tr("(port area, %1 mm to %2 mm from the top)")
                                        .arg(std::lround(top))
                                        .arg(std::lround(bottom));
  drawText(painter, QRectF(0, y, width, kFaceLabelMm), label, 2.3, Qt::AlignLeft | Qt::AlignVCenter,
           Face::Bold, face == PanelFace::Front ? colours::kAccent : colours::kWarning.darker(130));
  y += kFaceLabelMm;
  const double bandHeight = (bottom - top) * scale;
  const QRectF band(0, y, map.panelMm.width() * scale, bandHeight);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(0x3a, 0x3f, 0x47));
  painter.drawRect(band);
  painter.setBrush(Qt::NoBrush);
  painter.setPen(pen(QColor(0x20, 0x24, 0x2a), 0.3));
  painter.drawLine(band.topLeft(), band.bottomLeft());
  painter.drawLine(band.topRight(), band.bottomRight());
  painter.setPen(pen(QColor(0x20, 0x24, 0x2a), 0.3, croppedTop ? Qt::DashLine : Qt::SolidLine));
  painter.drawLine(band.topLeft(), band.topRight());
  painter.setPen(pen(QColor(0x20, 0x24, 0x2a), 0.3, croppedBottom ? Qt::DashLine : Qt::SolidLine));
  painter.drawLine(band.bottomLeft(), band.bottomRight());

  for (const CageShape& cage : map.cages) {
    if (cage.face != face)
      continue;
    const QRectF r((cage.rectMm.left()) * scale, y + (cage.rectMm.top() - top) * scale,
                   cage.rectMm.width() * scale, cage.rectMm.height() * scale);
    const int parts = qMax(1, int(cage.states.size()));
    for (int i = 0; i < parts; ++i) {
      const QRectF part(r.left() + r.width() * i / parts, r.top(), r.width() / parts, r.height());
      painter.setPen(Qt::NoPen);
      painter.setBrush(stateColour(cage.states.value(i, State::Empty)));
      painter.drawRect(part);
    }
    painter.setBrush(Qt::NoBrush);
    if (parts > 1) {
      painter.setPen(pen(QColor(0x3a, 0x3f, 0x47), 0.15));
      painter.drawLine(QPointF(r.center().x(), r.top()), QPointF(r.center().x(), r.bottom()));
    }
    painter.setPen(cage.error ? pen(colours::kError, 0.6) : pen(QColor(0x90, 0x96, 0x9e), 0.15));
    painter.drawRect(r);
    // The cage name under (or, when cages are packed in rows, inside) the opening.
    const double em = qMin(1.7, qMax(0.9, r.height() * 0.32));
    drawText(painter, r.adjusted(-0.5, 0, 0.5, 0), cage.name, qMin(em, r.width() / 4.2),
             Qt::AlignCenter, Face::Bold, colours::kInk);
  }
  return kFaceLabelMm + bandHeight + 3;
}

void PortMapPainter::paintTable(QPainter& painter, const DeviceMap& map, int first, int count,
                                double y, double width) const {
  double total = 0;
  for (const Column& c : kColumns)
    total += c.weight;
  const auto cells = [&](double rowY, const QStringList& texts, bool header, const QColor& fill,
                         bool error) {
    if (fill.isValid())
      painter.fillRect(QRectF(0, rowY, width, kRowMm), fill);
    double x = 0;
    int i = 0;
    for (const Column& c : kColumns) {
      const double w = width * c.weight / total;
      const Face face = header ? Face::Bold : (c.mono ? Face::Mono : Face::Regular);
      drawText(painter, QRectF(x + 1.2, rowY, w - 2.4, kRowMm), texts.value(i), kRowEm,
               Qt::AlignLeft | Qt::AlignVCenter, face,
               header ? QColor(Qt::white) : (error && i == 5 ? colours::kError : colours::kInk));
      x += w;
      ++i;
    }
    painter.setPen(pen(colours::kRule, 0.1));
    painter.drawLine(QPointF(0, rowY + kRowMm), QPointF(width, rowY + kRowMm));
  };
  QStringList headers;
  for (const Column& c : kColumns)
    headers << tr(c.header);
  cells(y, headers, true, colours::kHeaderFill, false);
  y += kRowMm;
  for (int i = first; i < first + count; ++i) {
    const PortRow& row = map.rows[i];
    QString status = stateTitle(row.state);
    if (row.error)
      status += QStringLiteral(" · ") + tr("error");
    const QColor fill = i % 2 ? colours::kZebra : QColor();
    cells(y, {row.cage, row.port, row.module, row.peer, row.cable, status}, false, fill, row.error);
    // Status swatch at the left edge, the same colour as the cage drawing.
    painter.fillRect(QRectF(0, y + 0.6, 0.9, kRowMm - 1.2),
                     row.state == State::Empty ? colours::kRule : stateColour(row.state));
    y += kRowMm;
  }
}

void PortMapPainter::paint(QPainter& painter, int page, const PageSetup& setup) const {
  const std::shared_ptr<const QVector<PagePlan>> shared = plan(setup);
  const QVector<PagePlan>& pages = *shared;
  if (page < 0 || page >= pages.size())
    return;
  const PagePlan& p = pages[page];
  const DeviceMap& map = mDevices[p.device];
  const double width = setup.contentSizeMm().width();
  double y = 0;
  drawText(painter, QRectF(0, y, width * 0.6, 6),
           map.name + (p.first ? QString() : tr(" (continued)")), 4.4,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
  drawText(painter, QRectF(width * 0.6, y, width * 0.4, 6), map.location, 2.4,
           Qt::AlignRight | Qt::AlignVCenter, Face::Regular, colours::kMuted);
  if (p.first) {
    double lineY = y + 6.5;
    for (const QString& line : modelLines(map, width)) {
      drawText(painter, QRectF(0, lineY, width, lineHeight(kModelEm)), line, kModelEm,
               Qt::AlignLeft | Qt::AlignVCenter, Face::Regular,
               map.unconfirmed.isEmpty() ? colours::kMuted : colours::kWarning.darker(140));
      lineY += lineHeight(kModelEm);
    }
    y += headerHeight(map, width);
    for (PanelFace face : {PanelFace::Front, PanelFace::Rear}) {
      if (map.hasFace(face))
        y += paintPanel(painter, map, face, y, width);
    }
    // Legend of the status colours.
    double x = 0;
    for (State s : {State::Installed, State::Planned, State::ModuleOnly, State::Empty,
                    State::Decommissioned}) {
      painter.setPen(pen(QColor(0x90, 0x96, 0x9e), 0.15));
      painter.setBrush(stateColour(s));
      painter.drawRect(QRectF(x, y + 1, 5, 3));
      const QString text = stateTitle(s);
      drawText(painter, QRectF(x + 6, y + 0.5, 40, 4), text, 2.1);
      x += 6 + textWidth(text, 2.1) + 5;
    }
    painter.setPen(pen(colours::kError, 0.6));
    painter.setBrush(Qt::white);
    painter.drawRect(QRectF(x, y + 1, 5, 3));
    drawText(painter, QRectF(x + 6, y + 0.5, 50, 4), tr("validation error"), 2.1);
    y += kLegendMm;
  } else {
    y += kContinuedHeaderMm;
  }
  paintTable(painter, map, p.firstRow, p.rows, y, width);
}

}  // namespace rackwright
