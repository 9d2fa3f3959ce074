#include "networkfields.h"

#include "core/model/designdata.h"
#include "core/model/networks.h"

#include <QComboBox>
#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace rackwright::ui {

namespace {

/// The item data of "(mixed)": neither a key nor a plane.
const QVariant kMixedData;

QIcon swatch(const QColor& colour) {
  QPixmap pixmap(12, 12);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setPen(QColor(0, 0, 0, 90));
  painter.setBrush(colour);
  painter.drawRect(QRectF(0.5, 0.5, 11, 11));
  return QIcon(pixmap);
}

template <typename T>
bool allSame(const QVector<T>& values) {
  return std::all_of(values.begin(), values.end(), [&](const T& v) { return v == values.front(); });
}

void selectOrMixed(QComboBox* box, bool same, const QVariant& data) {
  if (!same) {
    box->insertItem(0, NetworkFields::mixedText(), kMixedData);
    box->setCurrentIndex(0);
    return;
  }
  box->setCurrentIndex(qMax(0, box->findData(data)));
}

}  // namespace

void NetworkFields::fillNetworks(QComboBox* box, const DesignData& design, const QStringList& keys,
                                 const QString& automaticText) {
  box->clear();
  box->addItem(automaticText, QString());
  QStringList offered;
  for (const NetworkDefinition& network : Networks::all(design)) {
    box->addItem(swatch(Networks::colour(design, network.key)),
                 Networks::displayName(design, network.key), network.key);
    offered << network.key;
  }
  // A key a cable carries without the design declaring it stays choosable, as the file has it.
  for (const QString& key : keys) {
    if (!key.isEmpty() && !offered.contains(key)) {
      box->addItem(swatch(Networks::colour(design, key)), key, key);
      offered << key;
    }
  }
  selectOrMixed(box, allSame(keys), keys.isEmpty() ? QVariant(QString()) : QVariant(keys.front()));
}

void NetworkFields::fillPlanes(QComboBox* box, const QVector<int>& planes,
                               const QString& automaticText) {
  box->clear();
  box->addItem(automaticText, 0);
  const int highest = planes.isEmpty() ? 0 : *std::max_element(planes.begin(), planes.end());
  for (int plane = 1; plane <= qMin(Networks::kMaxPlane, qMax(kPlanesOffered, highest)); ++plane)
    box->addItem(tr("Plane %1").arg(Networks::planeLabel(plane)), plane);
  selectOrMixed(box, allSame(planes), planes.isEmpty() ? 0 : planes.front());
}

QString NetworkFields::mixedText() {
  return tr("(mixed)");
}

void NetworkFields::onChoice(QComboBox* network, QComboBox* plane, QObject* context,
                             const bool* filling, const Assign& assign) {
  QObject::connect(network, &QComboBox::activated, context, [=] {
    if (const auto key = chosenNetwork(network); key && !*filling)
      assign(*key, std::nullopt);
  });
  QObject::connect(plane, &QComboBox::activated, context, [=] {
    if (const auto chosen = chosenPlane(plane); chosen && !*filling)
      assign(std::nullopt, *chosen);
  });
}

std::optional<QString> NetworkFields::chosenNetwork(const QComboBox* box) {
  const QVariant data = box->currentData();
  if (!data.isValid())
    return std::nullopt;
  return data.toString();
}

std::optional<int> NetworkFields::chosenPlane(const QComboBox* box) {
  const QVariant data = box->currentData();
  if (!data.isValid())
    return std::nullopt;
  return data.toInt();
}

}  // namespace rackwright::ui
