#include "design.h"

namespace rackwright {

Design::Design(QObject* parent) : QObject(parent) {}

Design::~Design() = default;

void Design::setInfo(const DesignInfo& info) {
  if (info == this->info())
    return;
  setInfoValue(info);
  if (!mBulk)
    Q_EMIT infoChanged();
}

void Design::setCustomNetworks(const QVector<NetworkDefinition>& networks) {
  if (networks == customNetworks())
    return;
  setCustomNetworksValue(networks);
  if (!mBulk)
    Q_EMIT networksChanged();
}

void Design::clear() {
  clearAll();
  if (!mBulk)
    Q_EMIT designReset();
}

void Design::beginBulkLoad() {
  mBulk = true;
  deferSlotIndexes();
}

void Design::endBulkLoad() {
  rebuildSlotIndexes();
  arrangeForLocality();
  mBulk = false;
  Q_EMIT designReset();
}

}  // namespace rackwright
