#include "designsummarywidget.h"

#include "core/common/workpool.h"
#include "ui/canvas/canvasstyle.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace rackwright::ui {

namespace {

QIcon swatch(const QColor& colour) {
  QPixmap pixmap(12, 12);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(colour.darker(130));
  painter.setBrush(colour);
  painter.drawRoundedRect(QRectF(0.5, 0.5, 11, 11), 2, 2);
  return QIcon(pixmap);
}

/// "patch-panel" → "Patch panel": the file-format spelling made readable.
QString readable(const QString& spelling) {
  QString text = spelling;
  text.replace(QLatin1Char('-'), QLatin1Char(' '));
  if (!text.isEmpty())
    text[0] = text[0].toUpper();
  return text;
}

QColor colourForRole(const RoleCounts::Entry& entry) {
  return entry.role ? canvasstyle::roleColour(*entry.role) : canvasstyle::unknownPartColour();
}

}  // namespace

DesignSummaryWidget::DesignSummaryWidget(QWidget* parent)
    : QWidget(parent),
      mTree(new QTreeWidget(this)),
      mTimer(new QTimer(this)),
      mWatcher(new QFutureWatcher<DesignStats>(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(mTree);
  mTree->setColumnCount(2);
  mTree->setHeaderLabels({tr("Item"), tr("Count")});
  mTree->setRootIsDecorated(true);
  mTree->setUniformRowHeights(true);
  mTree->setSelectionMode(QAbstractItemView::NoSelection);
  mTree->setFocusPolicy(Qt::NoFocus);
  mTree->header()->setStretchLastSection(false);
  mTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  mTree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

  mTimer->setSingleShot(true);
  mTimer->setInterval(kRefreshDelayMs);
  connect(mTimer, &QTimer::timeout, this, &DesignSummaryWidget::refreshInBackground);
  connect(mWatcher, &QFutureWatcher<DesignStats>::finished, this, [this] {
    if (!mCounting)
      return;
    mCounting = false;
    if (mWorkerRequest == mRequest && mWatcher->future().resultCount() > 0) {
      mStats = mWatcher->result();
      fill();
      Q_EMIT statsUpdated(mStats);
    }
    mWatcher->setFuture(QFuture<DesignStats>());
    if (std::exchange(mRecount, false))
      refreshInBackground();
  });
  fill();
}

DesignSummaryWidget::~DesignSummaryWidget() {
  // A count not started yet is dropped rather than run here, on the closing window's thread.
  mWatcher->cancel();
  mWatcher->waitForFinished();
}

void DesignSummaryWidget::setDesign(const Design* design) {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = design;
  if (mDesign) {
    connect(mDesign, &Design::objectAdded, this, &DesignSummaryWidget::scheduleRefresh);
    connect(mDesign, &Design::objectRemoved, this, &DesignSummaryWidget::scheduleRefresh);
    connect(mDesign, &Design::objectChanged, this, &DesignSummaryWidget::scheduleRefresh);
    connect(mDesign, &Design::designReset, this, &DesignSummaryWidget::scheduleRefresh);
  }
  // Until the worker's counts arrive the old design's would mislead: show none.
  ++mRequest;
  mStats = DesignStats{};
  fill();
  refreshInBackground();
}

bool DesignSummaryWidget::refreshPending() const {
  return mTimer->isActive() || mCounting || mRecount;
}

void DesignSummaryWidget::refreshInBackground() {
  mTimer->stop();
  if (!mDesign) {
    refresh();
    return;
  }
  if (mCounting) {
    mRecount = true;  // counted again from a fresh snapshot once this run is done
    return;
  }
  mCounting = true;
  mWorkerRequest = ++mRequest;
  mWatcher->setFuture(QtConcurrent::run(
      workPool(), [snapshot = mDesign->snapshot()] { return DesignStats::compute(snapshot); }));
}

void DesignSummaryWidget::scheduleRefresh() {
  mTimer->start();
}

void DesignSummaryWidget::refresh() {
  mTimer->stop();
  ++mRequest;  // a worker still counting an older state is not shown
  mStats = mDesign ? DesignStats::compute(*mDesign) : DesignStats{};
  fill();
  Q_EMIT statsUpdated(mStats);
}

void DesignSummaryWidget::fill() {
  mTree->clear();
  auto add = [this](QTreeWidgetItem* parent, const QString& label, int count) {
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(mTree);
    item->setText(0, label);
    item->setText(1, QString::number(count));
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    return item;
  };
  add(nullptr, tr("Racks"), mStats.racks);
  QTreeWidgetItem* devices = add(nullptr, tr("Devices"), mStats.devices);
  for (const RoleCounts::Entry& entry : mStats.devicesByRole.entries())
    add(devices, RoleCounts::title(entry), entry.count)->setIcon(0, swatch(colourForRole(entry)));
  QTreeWidgetItem* cages = add(nullptr, tr("Cages"), mStats.cages);
  add(cages, tr("in use"), mStats.cagesUsed);
  add(nullptr, tr("Transceivers"), mStats.modules);
  QTreeWidgetItem* cables = add(nullptr, tr("Cable assemblies"), mStats.cables);
  for (auto it = mStats.cablesByKind.constBegin(); it != mStats.cablesByKind.constEnd(); ++it) {
    add(cables, readable(it.key()), it.value());
  }
  add(nullptr, tr("Logical links"), mStats.logicalLinks);
  mTree->expandAll();
}

}  // namespace rackwright::ui
