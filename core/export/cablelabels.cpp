#include "cablelabels.h"

#include "core/model/networks.h"

#include <QRegularExpression>

#include <algorithm>
#include <numeric>
#include <tuple>

namespace rackwright {

namespace {

QString compacted(const QString& text, bool compact) {
  // Most names hold no white space: they are shared as they are, without a regular expression.
  if (!compact || std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); }))
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
  // One pass over the format, each {field} replaced where it stands: a label export names both
  // ends of every cable, and replacing field after field made a new string for every field.
  // Exports give an end a rack only when its device is in it: racked, or zero-U (no unit).
  const QStringView format(end.positionU > 0         ? endFormat
                           : !end.rackName.isEmpty() ? zeroUFormat
                                                     : unrackedFormat);
  QString text;
  text.reserve(format.size() + 48);
  qsizetype at = 0;
  while (at < format.size()) {
    const qsizetype open = format.indexOf(u'{', at);
    const qsizetype close = open < 0 ? -1 : format.indexOf(u'}', open + 1);
    if (close < 0) {
      text += format.mid(at);
      break;
    }
    text += format.mid(at, open - at);
    const QStringView field = format.mid(open + 1, close - open - 1);
    if (field == u"site") {
      text += compacted(end.siteName, compact);
    } else if (field == u"room") {
      text += compacted(end.roomName, compact);
    } else if (field == u"row") {
      text += compacted(end.rowName, compact);
    } else if (field == u"rack") {
      text += compacted(end.rackName, compact);
    } else if (field == u"u") {
      if (padUnits && end.positionU < 10 && end.positionU >= 1)
        text += QLatin1Char('0');
      text += ExportIndex::formatU(end.positionU);
    } else if (field == u"device") {
      text += compacted(end.deviceName, compact);
    } else if (field == u"port") {
      text += compacted(end.port, compact);
    } else {
      text += format.mid(open, close - open + 1);  // not a field: kept as written
    }
    at = close + 1;
  }
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

namespace {

/// Where a label sits in installation order, and where the label at its far end sits: both
/// from the label, so that the first end of a cable is found without building the far label.
struct OrderKey {
  int rack;
  double minusU;
  QString device;
  QString port;
  int leg;
  bool operator<(const OrderKey& o) const {
    return std::tie(rack, minusU, device, port, leg) <
           std::tie(o.rack, o.minusU, o.device, o.port, o.leg);
  }
};

OrderKey nearKey(const CableLabel& label) {
  return {label.rackOrder, -label.nearInfo.positionU, label.nearInfo.deviceName,
          ExportIndex::naturalKey(label.nearInfo.port), label.legNumber};
}

}  // namespace

bool CableLabels::installedBefore(const CableLabel& a, const CableLabel& b) {
  const double ua = -a.nearInfo.positionU;
  const double ub = -b.nearInfo.positionU;
  if (a.rackOrder != b.rackOrder || ua != ub)
    return std::tie(a.rackOrder, ua) < std::tie(b.rackOrder, ub);
  if (a.nearInfo.deviceName != b.nearInfo.deviceName)
    return a.nearInfo.deviceName < b.nearInfo.deviceName;
  const QString pa = ExportIndex::naturalKey(a.nearInfo.port);
  const QString pb = ExportIndex::naturalKey(b.nearInfo.port);
  return std::tie(pa, a.cableName, a.identifier) < std::tie(pb, b.cableName, b.identifier);
}

QVector<qsizetype> CableLabels::installationOrder(const QVector<CableLabel>& labels) {
  // installedBefore's order, with each label's sort key made once: the port's natural key is a
  // new string, and comparing made two of them per comparison (millions for a large design).
  struct Key {
    int rackOrder;
    double downU;
    const QString* device;
    QString port;
    const QString* cable;
    const QString* identifier;
  };
  QVector<Key> keys;
  keys.reserve(labels.size());
  for (const CableLabel& label : labels) {
    keys.push_back(Key{label.rackOrder, -label.nearInfo.positionU, &label.nearInfo.deviceName,
                       ExportIndex::naturalKey(label.nearInfo.port), &label.cableName,
                       &label.identifier});
  }
  QVector<qsizetype> order(labels.size());
  std::iota(order.begin(), order.end(), qsizetype(0));
  std::stable_sort(order.begin(), order.end(), [&keys](qsizetype ia, qsizetype ib) {
    const Key& a = keys[ia];
    const Key& b = keys[ib];
    if (a.rackOrder != b.rackOrder || a.downU != b.downU)
      return std::tie(a.rackOrder, a.downU) < std::tie(b.rackOrder, b.downU);
    if (*a.device != *b.device)
      return *a.device < *b.device;
    return std::tie(a.port, *a.cable, *a.identifier) < std::tie(b.port, *b.cable, *b.identifier);
  });
  return order;
}

void CableLabels::sortForInstallation(QVector<CableLabel>& labels) {
  const QVector<qsizetype> order = installationOrder(labels);
  QVector<CableLabel> sorted;
  sorted.reserve(labels.size());
  for (const qsizetype i : order)
    sorted.push_back(std::move(labels[i]));
  labels = std::move(sorted);
}

QVector<CableLabel> CableLabels::ofCable(const ExportIndex& index, const LabelScheme& scheme,
                                         const Cable& cable) {
  return labelsOf(index, scheme, cable, true);
}

QVector<CableLabel> CableLabels::headLabelsOf(const ExportIndex& index, const LabelScheme& scheme,
                                              const Cable& cable) {
  return labelsOf(index, scheme, cable, false);
}

QString CableLabels::farIdentifier(const CableLabel& head, const LabelScheme& scheme) {
  // identifier = near + separator + far + suffix (the leg suffix of a breakout).
  const QString suffix =
      head.identifier.mid(head.nearEnd.size() + scheme.separator.size() + head.farEnd.size());
  return head.farEnd + scheme.separator + head.nearEnd + suffix;
}

QVector<CableLabel> CableLabels::labelsOf(const ExportIndex& index, const LabelScheme& scheme,
                                          const Cable& cable, bool bothEnds) {
  const DesignData& design = index.design();
  QVector<CableLabel> labels;
  const CableEnd* head = nullptr;
  const QVector<const CableEnd*> legEnds = legs(index, cable, &head);
  if (!head)
    return labels;
  const QString cableName = cableIdentifier(index, scheme, cable);
  const EndpointInfo headInfo = index.endpoint(head->attachment);
  const QString headName = scheme.endName(headInfo);
  const int headRack = index.rackOrder(headInfo.rackId);
  const QString part = partLabel(design, cable.typeId);
  const QString network = Networks::ofCable(design, cable);
  const bool breakout = legEnds.size() > 1;
  labels.reserve(2 * legEnds.size());
  int number = 0;
  for (const CableEnd* leg : legEnds) {
    ++number;
    const EndpointInfo legInfo = index.endpoint(leg->attachment);
    const QString legName = scheme.endName(legInfo);
    const int legRack = index.rackOrder(legInfo.rackId);
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
      label.part = part;
      label.lengthM = cable.lengthM;
      label.status = cable.status;
      label.colour = cable.colour;
      label.network = network;
      label.rackOrder = atHead ? headRack : legRack;
      label.farRackOrder = atHead ? legRack : headRack;
      label.legNumber = number;
      label.headSide = atHead;
      return label;
    };
    labels << make(true);
    if (bothEnds)
      labels << make(false);
  }
  if (!bothEnds)
    return labels;
  // The cable is taken from stock where the installer meets it first.
  int first = 0;
  OrderKey best = nearKey(labels[0]);
  for (int i = 1; i < labels.size(); ++i) {
    const OrderKey key = nearKey(labels[i]);
    if (key < best) {
      best = key;
      first = i;
    }
  }
  labels[first].picksCable = true;
  return labels;
}

bool LabelFilter::admits(const DesignData& design, const Cable& cable) const {
  if (status && cable.status != *status)
    return false;
  return networks.isEmpty() || networks.contains(Networks::ofCable(design, cable));
}

QVector<CableLabel> CableLabels::build(const ExportIndex& index, const LabelScheme& scheme,
                                       const LabelFilter& filter) {
  const DesignData& design = index.design();
  QVector<CableLabel> labels;
  for (const Cable& cable : design.all<Cable>()) {
    if (!filter.admits(design, cable))
      continue;
    for (CableLabel& label : ofCable(index, scheme, cable)) {
      if (filter.racks.isEmpty() || filter.racks.contains(label.nearInfo.rackId))
        labels << std::move(label);
    }
  }
  sortForInstallation(labels);
  return labels;
}

}  // namespace rackwright
