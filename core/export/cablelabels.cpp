#include "cablelabels.h"

#include <QRegularExpression>

#include <algorithm>
#include <tuple>

namespace rackwright {

namespace {

QString compacted(const QString& text, bool compact) {
  if (!compact)
    return text;
  static const QRegularExpression space(QStringLiteral("\\s+"));
  QString result = text;
  return result.remove(space);
}

/// The ordering number; for cut-to-length parts the base id (the length is printed apart).
QString partLabel(const DesignData& design, const QString& typeId) {
  const PartPtr part = design.part(typeId);
  QString id = part ? (part->partNumber.isEmpty() ? part->id : part->partNumber) : typeId;
  QString base;
  double length = 0;
  if (Catalog::splitLengthSuffix(id, &base, &length))
    id = base;
  return id;
}

}  // namespace

QString LabelScheme::endName(const EndpointInfo& end) const {
  if (!end.isConnected())
    return tr("(loose)");
  QString u = ExportIndex::formatU(end.positionU);
  if (padUnits && end.positionU < 10 && end.positionU >= 1)
    u.prepend(QLatin1Char('0'));
  QString text = end.positionU > 0 ? endFormat : unrackedFormat;
  text.replace(QStringLiteral("{site}"), compacted(end.siteName, compact));
  text.replace(QStringLiteral("{room}"), compacted(end.roomName, compact));
  text.replace(QStringLiteral("{row}"), compacted(end.rowName, compact));
  text.replace(QStringLiteral("{rack}"), compacted(end.rackName, compact));
  text.replace(QStringLiteral("{u}"), u);
  text.replace(QStringLiteral("{device}"), compacted(end.deviceName, compact));
  text.replace(QStringLiteral("{port}"), compacted(end.port, compact));
  return text;
}

QString LabelScheme::legSuffix(const QString& legName, int legNumber) const {
  QString text = legFormat;
  text.replace(QStringLiteral("{leg}"), legName);
  text.replace(QStringLiteral("{n}"), QString::number(legNumber));
  return text;
}

QString CableLabel::qrPayload() const {
  return cableName + QLatin1Char('\n') + nearEnd + QLatin1Char('\n') + farEnd;
}

QVector<const CableEnd*> CableLabels::legs(const ExportIndex& index, const Cable& cable,
                                           const CableEnd** head) {
  const QString headName = index.headEnd(cable);
  *head = nullptr;
  QVector<const CableEnd*> result;
  for (const CableEnd& end : cable.ends) {
    if (!*head && end.name == headName)
      *head = &end;
    else
      result << &end;
  }
  if (!*head && !result.isEmpty())
    *head = result.takeFirst();
  return result;
}

QString CableLabels::cableIdentifier(const ExportIndex& index, const LabelScheme& scheme,
                                     const Cable& cable) {
  if (!cable.name.trimmed().isEmpty())
    return cable.name.trimmed();
  const CableEnd* head = nullptr;
  const QVector<const CableEnd*> legEnds = legs(index, cable, &head);
  const QString a = head ? scheme.endName(index.endpoint(head->attachment)) : tr("(loose)");
  const QString b = legEnds.isEmpty() ? tr("(loose)")
                                      : scheme.endName(index.endpoint(legEnds.front()->attachment));
  return a + scheme.separator + b;
}

QVector<CableLabel> CableLabels::build(const ExportIndex& index, const LabelScheme& scheme,
                                       const LabelFilter& filter) {
  const DesignData& design = index.design();
  QVector<CableLabel> labels;
  for (const Cable& cable : design.all<Cable>()) {
    if (filter.status && cable.status != *filter.status)
      continue;
    const CableEnd* head = nullptr;
    const QVector<const CableEnd*> legEnds = legs(index, cable, &head);
    if (!head)
      continue;
    const QString cableName = cableIdentifier(index, scheme, cable);
    const EndpointInfo headInfo = index.endpoint(head->attachment);
    const QString headName = scheme.endName(headInfo);
    const bool breakout = legEnds.size() > 1;
    int number = 0;
    for (const CableEnd* leg : legEnds) {
      ++number;
      const EndpointInfo legInfo = index.endpoint(leg->attachment);
      const QString legName = scheme.endName(legInfo);
      const QString suffix = breakout ? scheme.legSuffix(leg->name, number) : QString();
      const auto make = [&](bool atHead) {
        CableLabel label;
        label.cableId = cable.id;
        label.cableName = cableName + suffix;
        label.leg = breakout ? leg->name : QString();
        label.nearInfo = atHead ? headInfo : legInfo;
        label.farInfo = atHead ? legInfo : headInfo;
        label.nearEnd = atHead ? headName : legName;
        label.farEnd = atHead ? legName : headName;
        label.identifier = label.nearEnd + scheme.separator + label.farEnd + suffix;
        label.part = partLabel(design, cable.typeId);
        label.lengthM = cable.lengthM;
        label.status = cable.status;
        label.colour = cable.colour;
        label.rackOrder = index.rackOrder(label.nearInfo.rackId);
        label.headSide = atHead;
        return label;
      };
      labels << make(true) << make(false);
    }
  }
  if (!filter.racks.isEmpty()) {
    labels.erase(std::remove_if(labels.begin(), labels.end(),
                                [&](const CableLabel& label) {
                                  return !filter.racks.contains(label.nearInfo.rackId);
                                }),
                 labels.end());
  }
  // Installation order: rack by rack, top to bottom, device, port; the head before its legs.
  std::stable_sort(labels.begin(), labels.end(), [](const CableLabel& a, const CableLabel& b) {
    const double ua = -a.nearInfo.positionU;
    const double ub = -b.nearInfo.positionU;
    const QString pa = ExportIndex::naturalKey(a.nearInfo.port);
    const QString pb = ExportIndex::naturalKey(b.nearInfo.port);
    return std::tie(a.rackOrder, ua, a.nearInfo.deviceName, pa, a.cableName, a.identifier) <
           std::tie(b.rackOrder, ub, b.nearInfo.deviceName, pb, b.cableName, b.identifier);
  });
  return labels;
}

}  // namespace rackwright
