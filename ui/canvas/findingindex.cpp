#include "findingindex.h"

#include "core/geometry/zeroumount.h"

namespace rackwright::ui {

namespace {

ObjectId rackedAncestor(const DesignData& design, ObjectId deviceId) {
  // Adapters nest in servers; a few levels at most, but never loop on a broken file.
  for (int depth = 0; depth < 8 && !deviceId.isNull(); ++depth) {
    const Device* device = design.find<Device>(deviceId);
    if (!device)
      return {};
    if (ZeroUMount::isInRack(design, *device))
      return device->id;
    deviceId = device->parentId;
  }
  return {};
}

}  // namespace

ObjectId FindingIndex::displayedDevice(const DesignData& design, const ObjectId& objectId) {
  if (design.contains<Device>(objectId))
    return rackedAncestor(design, objectId);
  if (const Module* module = design.find<Module>(objectId))
    return rackedAncestor(design, module->deviceId);
  if (const Cable* cable = design.find<Cable>(objectId)) {
    for (const CableEnd& end : cable->ends) {
      if (!end.attachment.isConnected())
        continue;
      const ObjectId shown = displayedDevice(design, end.attachment.objectId);
      if (!shown.isNull())
        return shown;
    }
  }
  return {};
}

QString FindingIndex::cageOf(const DesignData& design, const ObjectId& objectId) {
  if (const Module* module = design.find<Module>(objectId))
    return module->cage;
  return {};
}

FindingIndex FindingIndex::build(const DesignData& design, const QVector<Finding>& findings) {
  FindingIndex index;
  for (int findingIndex = 0; findingIndex < findings.size(); ++findingIndex) {
    const Finding& finding = findings.at(findingIndex);
    if (finding.waived || finding.severity == Severity::Info)
      continue;
    QSet<ObjectId> marked;
    for (const ObjectId& object : finding.objects) {
      if (design.contains<Cable>(object)) {
        auto it = index.cables.find(object);
        if (it == index.cables.end() || finding.severity < *it) {
          index.cables.insert(object, finding.severity);
          index.cableWorst.insert(object, findingIndex);
        }
        continue;
      }
      const ObjectId deviceId = displayedDevice(design, object);
      if (deviceId.isNull())
        continue;
      DeviceMarks& marks = index.devices[deviceId];
      if (!marks.worst || finding.severity < *marks.worst)
        marks.worst = finding.severity;
      if (!marked.contains(deviceId)) {
        marks.messages << QStringLiteral("%1: %2").arg(finding.rule, finding.message());
        marked.insert(deviceId);
      }
      // A module's finding outlines its cage when the module sits in the shown device.
      const Module* module = design.find<Module>(object);
      if (module && module->deviceId == deviceId) {
        auto cage = marks.cages.find(module->cage);
        if (cage == marks.cages.end() || finding.severity < *cage)
          marks.cages.insert(module->cage, finding.severity);
      }
    }
    // Cage-level findings about a cable plug name the device and the cable; outline the cage.
    for (const ObjectId& object : finding.objects) {
      const Cable* cable = design.find<Cable>(object);
      if (!cable)
        continue;
      for (const CableEnd& end : cable->ends) {
        if (end.attachment.kind != Attachment::Kind::Cage ||
            !finding.objects.contains(end.attachment.objectId))
          continue;
        auto device = index.devices.find(end.attachment.objectId);
        if (device == index.devices.end())
          continue;
        auto cage = device->cages.find(end.attachment.port);
        if (cage == device->cages.end() || finding.severity < *cage)
          device->cages.insert(end.attachment.port, finding.severity);
      }
    }
  }
  return index;
}

}  // namespace rackwright::ui
