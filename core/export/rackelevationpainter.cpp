#include "rackelevationpainter.h"

#include "core/catalog/rolecounts.h"
#include "core/geometry/rackunits.h"
#include "core/geometry/zeroumount.h"
#include "paintkit.h"

#include <cmath>

namespace rackwright {

using namespace paintkit;

namespace {

constexpr double kHeaderMm = 13;
constexpr double kLegendMm = 12;
constexpr double kRailMm = 6.5;       // U numbers on each side
constexpr double kBodyMm = 60;        // device width when not drawn to scale
constexpr double kGapMm = 9;          // between rack faces
constexpr double kRackFrameMm = 2.2;  // top and bottom of the rack frame
constexpr double kMaxUMm = 7;
constexpr int kScales[] = {5, 10, 15, 20, 25, 30, 40, 50, 75, 100};

QColor tint(const QColor& c, double amount) {
  return QColor::fromRgbF(c.redF() + (1 - c.redF()) * amount,
                          c.greenF() + (1 - c.greenF()) * amount,
                          c.blueF() + (1 - c.blueF()) * amount);
}

QColor severityColour(Severity s) {
  switch (s) {
    case Severity::Error:
      return colours::kError;
    case Severity::Warning:
      return colours::kWarning;
    case Severity::Info:
      return colours::kInfo;
  }
  return colours::kInfo;
}

}  // namespace

RackElevationPainter::RackElevationPainter(std::shared_ptr<const ExportIndex> index,
                                           ElevationOptions options,
                                           std::optional<ValidationResult> findings)
    : mIndex(std::move(index)), mOptions(std::move(options)) {
  const QVector<ObjectId> racks = mOptions.racks.isEmpty() ? mIndex->racks() : mOptions.racks;
  for (const ObjectId& rack : racks) {
    if (mOptions.front)
      mPanels.push_back({rack, RackFace::Front});
    if (mOptions.rear)
      mPanels.push_back({rack, RackFace::Rear});
  }
  if (findings) {
    mHasFindings = true;
    const DesignData& design = mIndex->design();
    for (const Finding& finding : findings->findings) {
      if (finding.waived)
        continue;
      QSet<ObjectId> devices;
      for (const ObjectId& id : finding.objects) {
        ObjectId deviceId = id;
        if (const Module* module = design.find<Module>(id))
          deviceId = module->deviceId;
        if (const Device* mounted = mIndex->mountedDevice(deviceId))
          devices.insert(mounted->id);
      }
      for (const ObjectId& id : devices) {
        Marker& marker = mMarkers[id];
        if (marker.count == 0 || int(finding.severity) < int(marker.worst))
          marker.worst = finding.severity;
        ++marker.count;
      }
    }
    // Infos a summarised validation counted without keeping them (one object each, as far as
    // the rules go: an info naming a module and its host would count twice here).
    for (auto it = findings->unlistedInfosByObject.cbegin();
         it != findings->unlistedInfosByObject.cend(); ++it) {
      ObjectId deviceId = it.key();
      if (const Module* module = design.find<Module>(deviceId))
        deviceId = module->deviceId;
      if (const Device* mounted = mIndex->mountedDevice(deviceId)) {
        Marker& marker = mMarkers[mounted->id];
        if (marker.count == 0)
          marker.worst = Severity::Info;
        marker.count += it.value();
      }
    }
  }
}

QString RackElevationPainter::title() const {
  return tr("Rack elevations");
}

QColor RackElevationPainter::roleColour(DeviceRole role) {
  switch (role) {
    case DeviceRole::Switch:
      return {0x2b, 0x6c, 0xb0};
    case DeviceRole::ManagementSwitch:
      return {0x4f, 0x9d, 0xc9};
    case DeviceRole::Server:
      return {0x3d, 0x8b, 0x5a};
    case DeviceRole::Adapter:
      return {0x6a, 0xa8, 0x7c};
    case DeviceRole::Firewall:
      return {0xb5, 0x4a, 0x32};
    case DeviceRole::Pdu:
      return {0x7a, 0x7f, 0x87};
    case DeviceRole::PatchPanel:
      return {0x9a, 0x6b, 0x2f};
    case DeviceRole::Cassette:
      return {0xb7, 0x8b, 0x4a};
    case DeviceRole::Storage:
      return {0x6d, 0x4f, 0x9e};
    case DeviceRole::ConsoleServer:
      return {0x5c, 0x6b, 0x7a};
    case DeviceRole::Other:
      return {0x8a, 0x8f, 0x98};
  }
  return {0x8a, 0x8f, 0x98};
}

int RackElevationPainter::maxHeightU() const {
  int height = 1;
  for (const Panel& panel : mPanels) {
    if (const Rack* rack = mIndex->design().find<Rack>(panel.rack))
      height = qMax(height, rack->heightU);
  }
  return height;
}

double RackElevationPainter::availableRackHeight(const PageSetup& setup) const {
  return setup.contentSizeMm().height() - kHeaderMm - kLegendMm - 2 * kRackFrameMm - 3;
}

int RackElevationPainter::scaleDenominator(const PageSetup& setup) const {
  if (!mOptions.trueScale)
    return 0;
  const double available = availableRackHeight(setup);
  for (int d : kScales) {
    if (maxHeightU() * kRackUnitMm / d <= available)
      return d;
  }
  return kScales[std::size(kScales) - 1];
}

int RackElevationPainter::panelsPerPage(const PageSetup& setup) const {
  if (mOptions.racksPerPage > 0)
    return mOptions.racksPerPage;
  const int scale = scaleDenominator(setup);
  const double body = scale > 0 ? kRackPanelWidthMm / scale : kBodyMm;
  const double width = body + 2 * kRailMm;
  return qMax(1, int(std::floor((setup.contentSizeMm().width() + kGapMm) / (width + kGapMm))));
}

int RackElevationPainter::pageCount(const PageSetup& setup) const {
  const int per = panelsPerPage(setup);
  return int((mPanels.size() + per - 1) / per);
}

QString RackElevationPainter::pageTitle(int page, const PageSetup& setup) const {
  const int per = panelsPerPage(setup);
  QStringList names;
  for (int i = page * per; i < qMin(int(mPanels.size()), (page + 1) * per); ++i) {
    const Rack* rack = mIndex->design().find<Rack>(mPanels[i].rack);
    const QString name = rack ? rack->name : QString();
    names << (mPanels[i].face == RackFace::Front ? tr("%1 front") : tr("%1 rear")).arg(name);
  }
  return names.join(QStringLiteral(", "));
}

void RackElevationPainter::paint(QPainter& painter, int page, const PageSetup& setup) const {
  const QSizeF content = setup.contentSizeMm();
  const int per = panelsPerPage(setup);
  const int scale = scaleDenominator(setup);
  const double available = availableRackHeight(setup);
  const double uMm = scale > 0 ? kRackUnitMm / scale : qMin(kMaxUMm, available / maxHeightU());
  const double body = scale > 0 ? kRackPanelWidthMm / scale : kBodyMm;
  const double panelWidth = body + 2 * kRailMm;

  const int first = page * per;
  const int last = qMin(int(mPanels.size()), first + per);
  const int count = last - first;
  // Centre the faces on the page.
  const double used = count * panelWidth + (count - 1) * kGapMm;
  double x = qMax(0.0, (content.width() - used) / 2);
  QVector<DeviceRole> roles;
  for (int i = first; i < last; ++i) {
    const Panel& panel = mPanels[i];
    paintPanel(painter, panel, QRectF(x, 0, panelWidth, content.height() - kLegendMm), uMm, scale);
    for (const ObjectId& id : mIndex->design().devicesInRack(panel.rack)) {
      const PartPtr part = mIndex->design().part(mIndex->design().find<Device>(id)->typeId);
      const DeviceRole role = part && part->device() ? part->device()->role : DeviceRole::Other;
      if (!roles.contains(role))
        roles << role;
    }
    x += panelWidth + kGapMm;
  }
  std::sort(roles.begin(), roles.end(), [](DeviceRole a, DeviceRole b) { return int(a) < int(b); });
  paintLegend(painter, QRectF(0, content.height() - kLegendMm + 2, content.width(), kLegendMm - 2),
              roles);
}

void RackElevationPainter::paintPanel(QPainter& painter, const Panel& panel, const QRectF& area,
                                      double uMm, int scale) const {
  const DesignData& design = mIndex->design();
  const Rack* rack = design.find<Rack>(panel.rack);
  if (!rack)
    return;
  const int heightU = qMax(1, rack->heightU);

  // Header: rack name, where it is, which face, size and scale.
  drawText(painter, QRectF(area.left(), area.top(), area.width(), 5), rack->name, 4.2,
           Qt::AlignHCenter | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
  QStringList where;
  for (const QString& part : {mIndex->roomName(rack->id), mIndex->rowName(rack->id)}) {
    if (!part.isEmpty())
      where << part;
  }
  where << (panel.face == RackFace::Front ? tr("FRONT") : tr("REAR"));
  drawText(painter, QRectF(area.left(), area.top() + 5.2, area.width(), 3.4),
           where.join(QStringLiteral(" · ")), 2.4, Qt::AlignHCenter | Qt::AlignVCenter, Face::Bold,
           panel.face == RackFace::Front ? colours::kAccent : colours::kWarning.darker(130));
  QString size = tr("%1U · %2 × %3 mm").arg(heightU).arg(rack->widthMm).arg(rack->depthMm);
  // A rack-scale system says which product it is: its trays are not a rack the user filled.
  if (const RackSystemPtr system =
          rack->isSystem() ? design.library().findSystem(rack->systemId) : nullptr) {
    size = tr("%1 (%n GPU(s), NVLink spine inside)", nullptr, system->gpus)
               .arg(system->model.isEmpty() ? system->id : system->model) +
           QStringLiteral(" · ") + size;
  }
  if (scale > 0)
    size += QStringLiteral(" · ") + tr("scale 1:%1").arg(scale);
  drawText(painter, QRectF(area.left(), area.top() + 8.8, area.width(), 3), size, 2.0,
           Qt::AlignHCenter | Qt::AlignVCenter, Face::Regular, colours::kMuted);

  const double top = area.top() + kHeaderMm;
  const double bodyLeft = area.left() + kRailMm;
  const double bodyWidth = area.width() - 2 * kRailMm;
  const QRectF rackBody(bodyLeft, top + kRackFrameMm, bodyWidth, heightU * uMm);
  const auto yOfU = [&](double lowU, double heightUnits) {
    // U1 is at the bottom (EIA-310 numbering).
    return rackBody.top() + (heightU - (lowU - 1) - heightUnits) * uMm;
  };

  // Frame: posts and the top and bottom of the rack.
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(0x3a, 0x3f, 0x47));
  painter.drawRect(QRectF(area.left(), top, area.width(), kRackFrameMm));
  painter.drawRect(QRectF(area.left(), rackBody.bottom(), area.width(), kRackFrameMm));
  painter.setBrush(QColor(0xdd, 0xe1, 0xe6));
  painter.drawRect(QRectF(area.left(), rackBody.top(), kRailMm, rackBody.height()));
  painter.drawRect(QRectF(rackBody.right(), rackBody.top(), kRailMm, rackBody.height()));

  // Empty U first (shaded), then devices on top.
  painter.setBrush(QColor(0xee, 0xf0, 0xf3));
  painter.drawRect(rackBody);
  const double numberEm = qMin(2.0, uMm * 0.55);
  for (int u = 1; u <= heightU; ++u) {
    const double y = yOfU(u, 1);
    painter.setPen(pen(QColor(0xd2, 0xd6, 0xdc), 0.1));
    painter.drawLine(QPointF(rackBody.left(), y), QPointF(rackBody.right(), y));
    const QString number = QString::number(u);
    drawText(painter, QRectF(area.left(), y, kRailMm - 0.8, uMm), number, numberEm,
             Qt::AlignRight | Qt::AlignVCenter, Face::Regular, colours::kMuted);
    drawText(painter, QRectF(rackBody.right() + 0.8, y, kRailMm - 0.8, uMm), number, numberEm,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
  }

  paintZeroU(painter, *rack, panel.face, area, rackBody, uMm);

  QVector<ObjectId> ids = mIndex->devicesTopDown(rack->id);
  // Devices on the other face underneath, so a front device is never hidden by a rear one.
  std::stable_sort(ids.begin(), ids.end(), [&](const ObjectId& a, const ObjectId& b) {
    return (design.find<Device>(a)->face == panel.face) <
           (design.find<Device>(b)->face == panel.face);
  });
  for (const ObjectId& id : ids) {
    const Device& device = *design.find<Device>(id);
    if (!device.parentId.isNull() || device.positionU <= 0)
      continue;
    const PartPtr part = design.part(device.typeId);
    const double units = part && part->device() ? part->device()->uHeight : 1;
    if (units <= 0)
      continue;
    const bool fullDepth = part && part->device() ? part->device()->fullDepth : true;
    const DeviceRole role = part && part->device() ? part->device()->role : DeviceRole::Other;
    const QRectF box(rackBody.left(), yOfU(device.positionU, units), rackBody.width(), units * uMm);
    const QString model = part ? (part->model.isEmpty() ? part->id : part->model) : device.typeId;
    const double em = qMin(units >= 2 ? 3.0 : 2.5, uMm * 0.56);

    if (device.face != panel.face) {
      // Mounted on the other face: hatched when it fills the depth, outlined when it does not.
      painter.setPen(pen(colours::kMuted, 0.15, fullDepth ? Qt::SolidLine : Qt::DashLine));
      QBrush hatch(QColor(0xb5, 0xbb, 0xc4), fullDepth ? Qt::BDiagPattern : Qt::NoBrush);
      QTransform hatchScale;
      hatchScale.scale(0.25, 0.25);  // pattern brushes are in device-independent units
      hatch.setTransform(hatchScale);
      painter.setBrush(fullDepth ? QBrush(QColor(0xe2, 0xe5, 0xea)) : QBrush(Qt::NoBrush));
      painter.drawRect(box.adjusted(0.3, 0.15, -0.3, -0.15));
      if (fullDepth) {
        painter.setBrush(hatch);
        painter.drawRect(box.adjusted(0.3, 0.15, -0.3, -0.15));
      }
      const QString text =
          (device.face == RackFace::Front ? tr("front: %1") : tr("rear: %1")).arg(device.name);
      drawText(painter, box.adjusted(2, 0, -2, 0), text, em * 0.9, Qt::AlignCenter, Face::Regular,
               colours::kMuted);
      continue;
    }

    const QColor colour = roleColour(role);
    painter.setPen(pen(colour.darker(125), 0.25));
    painter.setBrush(tint(colour, 0.82));
    painter.drawRect(box.adjusted(0.25, 0.12, -0.25, -0.12));
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRect(QRectF(box.left() + 0.25, box.top() + 0.12, 1.6, box.height() - 0.24));

    const QRectF text = box.adjusted(3.2, 0, -(mHasFindings ? 6 : 2), 0);
    if (units >= 2 && box.height() >= 2 * lineHeight(em)) {
      const double mid = box.center().y();
      drawText(painter, QRectF(text.left(), mid - lineHeight(em), text.width(), lineHeight(em)),
               device.name, em, Qt::AlignLeft | Qt::AlignBottom, Face::Bold);
      drawText(painter, QRectF(text.left(), mid, text.width(), lineHeight(em)), model, em * 0.85,
               Qt::AlignLeft | Qt::AlignTop, Face::Regular, colours::kMuted);
    } else {
      const double nameWidth =
          qMin(text.width() * 0.55, textWidth(device.name, em, Face::Bold) + 1);
      drawText(painter, QRectF(text.left(), text.top(), nameWidth, text.height()), device.name, em,
               Qt::AlignLeft | Qt::AlignVCenter, Face::Bold);
      drawText(painter,
               QRectF(text.left() + nameWidth + 1, text.top(), text.width() - nameWidth - 1,
                      text.height()),
               model, em * 0.85, Qt::AlignRight | Qt::AlignVCenter, Face::Regular, colours::kMuted);
    }

    const auto marker = mMarkers.constFind(device.id);
    if (marker != mMarkers.constEnd()) {
      const double r = qMin(2.3, uMm * 0.42);
      const QPointF centre(box.right() - r - 1.2, box.center().y());
      painter.setPen(pen(Qt::white, 0.25));
      painter.setBrush(severityColour(marker->worst));
      painter.drawEllipse(centre, r, r);
      drawText(painter, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
               QString::number(marker->count), r * 1.05, Qt::AlignCenter, Face::Bold, Qt::white);
    }
  }
  painter.setBrush(Qt::NoBrush);
  painter.setPen(pen(QColor(0x3a, 0x3f, 0x47), 0.3));
  painter.drawRect(QRectF(area.left(), top, area.width(), rackBody.height() + 2 * kRackFrameMm));
}

void RackElevationPainter::paintZeroU(QPainter& painter, const Rack& rack, RackFace face,
                                      const QRectF& area, const QRectF& rackBody,
                                      double uMm) const {
  const DesignData& design = mIndex->design();
  const QHash<ObjectId, ZeroUMount::Slot> channels = ZeroUMount::channelSlots(design, rack.id);
  // Upright bars in the outer half of the rails, where the side channels are; the U numbers keep
  // the inner half. Hung from the top of the rack, as long as the body (the whole rack at most).
  const double channel = kRailMm * 0.5;
  const QColor colour = roleColour(DeviceRole::Pdu);
  // In id order, so that a drawing's elements come out in the same order in every run.
  QVector<ObjectId> ids = channels.keys();
  std::sort(ids.begin(), ids.end());
  for (const ObjectId& id : std::as_const(ids)) {
    const ZeroUMount::Slot slot = channels.value(id);
    if (slot.face != face)
      continue;
    const Device& device = *design.find<Device>(id);
    const PartPtr part = design.part(device.typeId);
    const double bodyMm = part && part->device() ? part->device()->heightMm : 0;
    const double lengthU =
        bodyMm > 0 ? qMin(double(rack.heightU), bodyMm / kRackUnitMm) : double(rack.heightU);
    const double w = channel / qMax(1, slot.count);
    const double x = slot.side == ZeroUMount::Side::Left ? area.left() + slot.index * w
                                                         : area.right() - (slot.index + 1) * w;
    const QRectF bar(x, rackBody.top(), w, lengthU * uMm);
    painter.setPen(pen(colour.darker(125), 0.15));
    painter.setBrush(tint(colour, 0.6));
    painter.drawRect(bar.adjusted(0.1, 0, -0.1, 0));
    painter.save();
    painter.translate(bar.center());
    painter.rotate(-90);
    drawText(painter, QRectF(-bar.height() / 2, -bar.width() / 2, bar.height(), bar.width()),
             device.name, qMin(1.8, w * 0.75), Qt::AlignCenter, Face::Bold);
    painter.restore();
  }
}

void RackElevationPainter::paintLegend(QPainter& painter, const QRectF& area,
                                       const QVector<DeviceRole>& roles) const {
  painter.setPen(pen(colours::kRule, 0.15));
  painter.drawLine(area.topLeft(), area.topRight());
  double x = area.left();
  double y = area.top() + 1.5;
  const double em = 2.2;
  const auto swatch = [&](const QString& text, const std::function<void(const QRectF&)>& draw) {
    const double w = textWidth(text, em) + 1;
    if (x > area.left() && x + 7.2 + w > area.right()) {
      x = area.left();
      y += 4.6;
    }
    const QRectF box(x, y, 6, 3.4);
    draw(box);
    drawText(painter, QRectF(x + 7.2, y - 0.3, w, 4), text, em, Qt::AlignLeft | Qt::AlignVCenter);
    x += 7.2 + w + 4;
  };
  for (DeviceRole role : roles) {
    const QColor c = roleColour(role);
    swatch(RoleCounts::title(role), [&](const QRectF& box) {
      painter.setPen(pen(c.darker(125), 0.2));
      painter.setBrush(tint(c, 0.82));
      painter.drawRect(box);
      painter.setPen(Qt::NoPen);
      painter.setBrush(c);
      painter.drawRect(QRectF(box.left(), box.top(), 1.2, box.height()));
    });
  }
  swatch(tr("Empty U"), [&](const QRectF& box) {
    painter.setPen(pen(colours::kRule, 0.2));
    painter.setBrush(QColor(0xee, 0xf0, 0xf3));
    painter.drawRect(box);
  });
  swatch(tr("Other face"), [&](const QRectF& box) {
    painter.setPen(pen(colours::kMuted, 0.2));
    painter.setBrush(QColor(0xe2, 0xe5, 0xea));
    painter.drawRect(box);
  });
  if (mHasFindings) {
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info}) {
      swatch(s == Severity::Error     ? tr("Errors (count)")
             : s == Severity::Warning ? tr("Warnings (count)")
                                      : tr("Information (count)"),
             [&](const QRectF& box) {
               painter.setPen(Qt::NoPen);
               painter.setBrush(severityColour(s));
               painter.drawEllipse(box.center(), 1.7, 1.7);
             });
    }
  }
}

}  // namespace rackwright
