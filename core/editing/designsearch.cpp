#include "designsearch.h"

#include <algorithm>

namespace rackwright {

QVector<SearchHit> DesignSearch::find(const DesignData& design, const QString& rawText) {
  const QString text = rawText.trimmed();
  QVector<SearchHit> hits;
  if (text.isEmpty())
    return hits;
  const Qt::CaseSensitivity cs = Qt::CaseInsensitive;
  // "device:port" narrows a port search to devices whose name matches the first part.
  const QString devicePart =
      text.contains(QLatin1Char(':')) ? text.section(QLatin1Char(':'), 0, 0) : QString();
  const QString portPart =
      text.contains(QLatin1Char(':')) ? text.section(QLatin1Char(':'), 1) : text;
  for (const Device& device : design.all<Device>()) {
    if (devicePart.isEmpty() &&
        (device.name.contains(text, cs) || device.typeId.contains(text, cs))) {
      hits.push_back({device.id, {}, device.name});
      continue;
    }
    if (!devicePart.isEmpty() && device.name.compare(devicePart, cs) != 0)
      continue;
    const PartPtr part = design.part(device.typeId);
    if (!part || !part->device() || portPart.isEmpty())
      continue;
    for (const CageDefinition& cage : part->device()->cages) {
      const bool match =
          cage.name.compare(portPart, cs) == 0 ||
          std::any_of(cage.logicalPorts.begin(), cage.logicalPorts.end(),
                      [&](const QString& p) { return p.compare(portPart, cs) == 0; });
      if (match)
        hits.push_back({device.id, {}, QStringLiteral("%1:%2").arg(device.name, cage.name)});
    }
    for (const PanelPortDefinition& port : part->device()->panelPorts) {
      if (port.name.compare(portPart, cs) == 0)
        hits.push_back({device.id, {}, QStringLiteral("%1:%2").arg(device.name, port.name)});
    }
  }
  if (devicePart.isEmpty()) {
    for (const Cable& cable : design.all<Cable>()) {
      const QString id = cable.id.toString(QUuid::WithoutBraces);
      if (cable.name.contains(text, cs) || cable.typeId.contains(text, cs) ||
          id.startsWith(text, cs)) {
        const QString label = cable.name.isEmpty() ? cable.typeId : cable.name;
        hits.push_back({{}, cable.id, QStringLiteral("%1 (%2)").arg(label, id.left(8))});
      }
    }
  }
  // What the user typed exactly comes first, then names that start with it, then the rest;
  // alphabetical within each.
  const auto rank = [&](const SearchHit& hit) {
    const QString name = hit.label.section(QLatin1Char(' '), 0, 0);
    if (name.compare(text, cs) == 0 || hit.label.compare(text, cs) == 0)
      return 0;
    return name.startsWith(text, cs) ? 1 : 2;
  };
  std::sort(hits.begin(), hits.end(), [&](const SearchHit& a, const SearchHit& b) {
    const int ra = rank(a);
    const int rb = rank(b);
    return std::tie(ra, a.label, a.deviceId, a.cableId) <
           std::tie(rb, b.label, b.deviceId, b.cableId);
  });
  return hits;
}

}  // namespace rackwright
