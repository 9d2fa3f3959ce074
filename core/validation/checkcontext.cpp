#include "checkcontext.h"

#include "rulecatalog.h"

namespace rackwright {

namespace {
const QUuid kRelationNamespace =
    QUuid::fromString(QStringLiteral("{3d8c5e02-7a41-4f0e-b1a4-2c9f6e5d7b31}"));
}

ObjectId CheckContext::relationKey(const ObjectId& id, Relation relation) {
  QByteArray name = id.toRfc4122();
  name.append(char(relation));
  return QUuid::createUuidV5(kRelationNamespace, name);
}

void CheckContext::report(const QString& rule, const QVector<ObjectId>& objects,
                          const QString& discriminator, const QString& message,
                          const QString& location) {
  const RuleInfo* info = RuleCatalog::find(rule);
  Q_ASSERT_X(info, "CheckContext::report", "rule missing from the rule catalog");
  report(rule, info ? info->severity : Severity::Error, objects, discriminator, message, location);
}

void CheckContext::report(const QString& rule, Severity severity, const QVector<ObjectId>& objects,
                          const QString& discriminator, const QString& message,
                          const QString& location) {
  Finding finding;
  finding.rule = rule;
  finding.severity = severity;
  finding.objects = objects;
  finding.message = message;
  finding.location = location;
  finding.key = findingKey(rule, objects, discriminator);
  mFindings.push_back(std::move(finding));
}

QString CheckContext::deviceName(const ObjectId& deviceId) const {
  const Device* device = mDesign.find<Device>(deviceId);
  return device ? device->name : tr("(missing device)");
}

QString CheckContext::deviceLocation(const ObjectId& deviceId) const {
  const Device* device = mDesign.find<Device>(deviceId);
  if (!device)
    return tr("(missing device)");
  if (!device->parentId.isNull()) {
    return tr("%1 in %2 bay %3").arg(device->name, deviceLocation(device->parentId), device->bay);
  }
  const Rack* rack = mDesign.find<Rack>(device->rackId);
  if (!rack || !device->isRacked())
    return tr("unracked %1").arg(device->name);
  return QStringLiteral("%1 U%2 %3").arg(rack->name).arg(device->positionU).arg(device->name);
}

QString CheckContext::cageLocation(const ObjectId& deviceId, const QString& cage) const {
  return QStringLiteral("%1 %2").arg(deviceLocation(deviceId), cage);
}

QString CheckContext::modulePortLocation(const ObjectId& moduleId, const QString& port) const {
  const Module* module = mDesign.find<Module>(moduleId);
  if (!module)
    return tr("(missing transceiver)");
  const QString where =
      module->deviceId.isNull() ? tr("spare") : cageLocation(module->deviceId, module->cage);
  return tr("%1 %2 port %3").arg(where, module->typeId, port);
}

QString CheckContext::panelPortLocation(const ObjectId& panelId, const QString& port) const {
  return tr("%1 port %2").arg(deviceLocation(panelId), port);
}

QString CheckContext::attachmentLocation(const Attachment& attachment) const {
  switch (attachment.kind) {
    case Attachment::Kind::None:
      return tr("loose");
    case Attachment::Kind::Cage:
      return cageLocation(attachment.objectId, attachment.port);
    case Attachment::Kind::ModulePort:
      return modulePortLocation(attachment.objectId, attachment.port);
    case Attachment::Kind::PanelPort:
      return panelPortLocation(attachment.objectId, attachment.port);
  }
  return {};
}

}  // namespace rackwright
