#include "cablenetworks.h"

#include "core/model/designdata.h"

#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace rackwright::ui {

QVector<NetworkDefinition> drawnNetworks(const DesignData* design,
                                         const QHash<QString, int>& routesByNetwork,
                                         const QSet<QString>& hidden) {
  auto listed = [&](const QString& key) {
    return routesByNetwork.value(key) > 0 || hidden.contains(key);
  };
  QVector<NetworkDefinition> result;
  QSet<QString> known;
  const DesignData& source = design ? *design : []() -> const DesignData& {
    static const DesignData none;  // the built-in networks only
    return none;
  }();
  for (const NetworkDefinition& network : Networks::all(source)) {
    known.insert(network.key);
    if (listed(network.key))
      result << NetworkDefinition{network.key, network.name, network.colour, {}};
  }
  QStringList undeclared;
  for (auto it = routesByNetwork.constBegin(); it != routesByNetwork.constEnd(); ++it) {
    if (!it.key().isEmpty() && !known.contains(it.key()) && it.value() > 0)
      undeclared << it.key();
  }
  for (const QString& key : hidden) {
    if (!key.isEmpty() && !known.contains(key) && !undeclared.contains(key))
      undeclared << key;
  }
  std::sort(undeclared.begin(), undeclared.end());
  for (const QString& key : std::as_const(undeclared)) {
    result << NetworkDefinition{
        key, Networks::displayName(source, key), Networks::colour(source, key), {}};
  }
  if (listed(QString())) {
    result << NetworkDefinition{
        QString(), Networks::unassignedName(), Networks::unassignedColour(), {}};
  }
  return result;
}

QIcon networkSwatch(const QColor& colour) {
  QPixmap pixmap(16, 16);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(colour.darker(150), 1));
  painter.setBrush(colour);
  painter.drawRoundedRect(QRectF(2.5, 2.5, 11, 11), 2, 2);
  return QIcon(pixmap);
}

}  // namespace rackwright::ui
