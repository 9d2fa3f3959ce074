#include "cablenetworklegend.h"

#include "cablenetworks.h"
#include "rowscene.h"

#include <QCheckBox>
#include <QEvent>
#include <QGraphicsView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

constexpr int kMarginPx = 8;
const char* const kKeyProperty = "networkKey";

}  // namespace

CableNetworkLegend::CableNetworkLegend(QGraphicsView* view)
    : QFrame(view), mView(view), mTitle(new QLabel(this)), mEntries(new QVBoxLayout) {
  setObjectName(QStringLiteral("cableNetworkLegend"));
  setFrameShape(QFrame::StyledPanel);
  setAutoFillBackground(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 6, 8, 6);
  layout->setSpacing(2);
  QFont bold = mTitle->font();
  bold.setBold(true);
  mTitle->setFont(bold);
  mTitle->setText(tr("Cable networks"));
  layout->addWidget(mTitle);
  mEntries->setSpacing(0);
  layout->addLayout(mEntries);
  mView->viewport()->installEventFilter(this);
  hide();
}

void CableNetworkLegend::setScene(RowScene* scene) {
  if (mScene)
    disconnect(mScene, nullptr, this, nullptr);
  mScene = scene;
  if (mScene)
    connect(mScene, &RowScene::cableViewChanged, this, &CableNetworkLegend::refresh);
  refresh();
}

QCheckBox* CableNetworkLegend::entry(const QString& key) const {
  for (QCheckBox* box : mBoxes) {
    if (box->property(kKeyProperty).toString() == key)
      return box;
  }
  return nullptr;
}

void CableNetworkLegend::refresh() {
  const QVector<NetworkDefinition> networks =
      mScene ? mScene->cableNetworks() : QVector<NetworkDefinition>();
  const CableLayerItem* layer = mScene ? mScene->cableLayer() : nullptr;
  const bool byNetwork = layer && layer->colourMode() == CableLayerItem::ColourMode::Network;
  const bool filtered = layer && !layer->hiddenNetworks().isEmpty();
  // One check box per network, reused: this runs from a box's own toggled signal.
  while (mBoxes.size() > networks.size()) {
    QCheckBox* box = mBoxes.takeLast();
    box->hide();
    box->deleteLater();
  }
  while (mBoxes.size() < networks.size()) {
    auto* box = new QCheckBox(this);
    box->setObjectName(QStringLiteral("cableNetworkEntry"));
    mEntries->addWidget(box);
    connect(box, &QCheckBox::toggled, this,
            [this, box](bool shown) { toggle(box->property(kKeyProperty).toString(), shown); });
    mBoxes << box;
  }
  for (qsizetype i = 0; i < networks.size(); ++i) {
    const NetworkDefinition& network = networks.at(i);
    QCheckBox* box = mBoxes.at(i);
    const QSignalBlocker blocker(box);
    box->setProperty(kKeyProperty, network.key);
    box->setIcon(networkSwatch(network.colour));
    const int cables = layer->routesByNetwork().value(network.key);
    box->setText(tr("%1 (%2)").arg(network.name, QLocale().toString(cables)));
    box->setToolTip(tr("Show or hide the cables of this network"));
    box->setChecked(!layer->hiddenNetworks().contains(network.key));
  }
  setVisible(!networks.isEmpty() && (byNetwork || filtered));
  adjustSize();
  place();
}

void CableNetworkLegend::toggle(const QString& key, bool shown) {
  if (!mScene)
    return;
  QSet<QString> hidden = mScene->cableLayer()->hiddenNetworks();
  if (shown) {
    hidden.remove(key);
  } else {
    hidden.insert(key);
  }
  mScene->setHiddenNetworks(hidden);
}

void CableNetworkLegend::place() {
  // Bottom right: the tops of the racks are where the switches sit and the cables run.
  const QRect area = mView->viewport()->geometry();
  move(area.right() - width() - kMarginPx + 1, area.bottom() - height() - kMarginPx + 1);
  raise();
}

bool CableNetworkLegend::eventFilter(QObject* watched, QEvent* event) {
  if (watched == mView->viewport() && event->type() == QEvent::Resize)
    place();
  return QFrame::eventFilter(watched, event);
}

}  // namespace rackwright::ui
