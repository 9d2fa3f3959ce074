#include "catalogdock.h"

#include "ui/actions/actionregistry.h"
#include "ui/canvas/canvasmime.h"

#include <QApplication>
#include <QComboBox>
#include <QDrag>
#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

constexpr int kPartIdRole = Qt::UserRole + 1;
constexpr int kSearchTextRole = Qt::UserRole + 2;
constexpr int kKindRole = Qt::UserRole + 3;

QString kindTitle(PartKind kind) {
  switch (kind) {
    case PartKind::Switch:
      return CatalogDock::tr("Switch");
    case PartKind::Server:
      return CatalogDock::tr("Server");
    case PartKind::Adapter:
      return CatalogDock::tr("Adapter");
    case PartKind::Transceiver:
      return CatalogDock::tr("Transceiver");
    case PartKind::Cable:
      return CatalogDock::tr("Cable");
    case PartKind::Fiber:
      return CatalogDock::tr("Fiber");
    case PartKind::Panel:
      return CatalogDock::tr("Panel");
    case PartKind::Other:
      break;
  }
  return CatalogDock::tr("Other");
}

}  // namespace

CatalogTree::CatalogTree(QWidget* parent) : QTreeWidget(parent) {
  setDragEnabled(true);
  setDragDropMode(QAbstractItemView::DragOnly);
  setSelectionMode(QAbstractItemView::SingleSelection);
  setRootIsDecorated(false);
  setUniformRowHeights(true);
  setAlternatingRowColors(true);
}

QPixmap CatalogTree::dragImage(const QString& partId, const QString& kind, qreal devicePixelRatio) {
  QFont font = QApplication::font();
  font.setBold(true);
  const QFontMetrics fm(font);
  const QString text = fm.elidedText(partId, Qt::ElideMiddle, 180);
  const QString kindText = QFontMetrics(QApplication::font()).elidedText(kind, Qt::ElideRight, 80);
  const int w = 8 + fm.horizontalAdvance(text) + 6 +
                QFontMetrics(QApplication::font()).horizontalAdvance(kindText) + 8;
  const int h = fm.height() + 6;
  QPixmap pixmap(QSize(w, h) * devicePixelRatio);
  pixmap.setDevicePixelRatio(devicePixelRatio);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  const QPalette palette = QApplication::palette();
  QColor fill = palette.color(QPalette::Highlight);
  fill.setAlpha(215);
  painter.setPen(fill.darker(130));
  painter.setBrush(fill);
  painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 4, 4);
  painter.setPen(palette.color(QPalette::HighlightedText));
  painter.setFont(font);
  painter.drawText(QRect(8, 0, w, h), Qt::AlignVCenter | Qt::AlignLeft, text);
  painter.setFont(QApplication::font());
  painter.drawText(QRect(8 + fm.horizontalAdvance(text) + 6, 0, w, h),
                   Qt::AlignVCenter | Qt::AlignLeft, kindText);
  return pixmap;
}

QPoint CatalogTree::dragHotSpot() {
  // Negative: the pointer sits 14 px left of and above the badge.
  return {-14, -14};
}

void CatalogTree::startDrag(Qt::DropActions supportedActions) {
  QTreeWidgetItem* item = currentItem();
  if (!item)
    return;
  QMimeData* mime = mimeData({item});
  if (!mime)
    return;
  auto* drag = new QDrag(this);
  drag->setMimeData(mime);
  drag->setPixmap(dragImage(item->data(CatalogDock::IdColumn, kPartIdRole).toString(),
                            item->text(CatalogDock::KindColumn), devicePixelRatioF()));
  drag->setHotSpot(dragHotSpot());
  drag->exec(supportedActions, Qt::CopyAction);
}

QStringList CatalogTree::mimeTypes() const {
  return {canvasmime::partMimeType()};
}

QMimeData* CatalogTree::mimeData(const QList<QTreeWidgetItem*>& items) const {
  if (items.isEmpty())
    return nullptr;
  return canvasmime::partMimeData(
      items.front()->data(CatalogDock::IdColumn, kPartIdRole).toString());
}

CatalogDock::CatalogDock(QWidget* parent)
    : QWidget(parent),
      mTree(new CatalogTree(this)),
      mSearch(new QLineEdit(this)),
      mKind(new QComboBox(this)) {
  mTree->setObjectName(QStringLiteral("catalogTree"));
  mSearch->setObjectName(QStringLiteral("catalogSearch"));
  mKind->setObjectName(QStringLiteral("catalogKind"));
  mSearch->setPlaceholderText(tr("Search parts…"));
  mSearch->setClearButtonEnabled(true);
  mKind->addItem(tr("All kinds"), -1);
  for (const PartKind kind :
       {PartKind::Switch, PartKind::Server, PartKind::Adapter, PartKind::Transceiver,
        PartKind::Cable, PartKind::Fiber, PartKind::Panel, PartKind::Other}) {
    mKind->addItem(kindTitle(kind), int(kind));
  }
  mTree->setHeaderLabels({tr("Part"), tr("Kind"), tr("Model"), tr("Data")});
  mTree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(mSearch);
  layout->addWidget(mKind);
  layout->addWidget(mTree);
  connect(mSearch, &QLineEdit::textChanged, this, &CatalogDock::applyFilter);
  connect(mKind, &QComboBox::currentIndexChanged, this, &CatalogDock::applyFilter);
}

void CatalogDock::setDesign(const DesignData* design) {
  mTree->clear();
  if (!design)
    return;
  QVector<PartPtr> parts = design->library().parts();
  for (const PartPtr& part : design->embeddedParts().parts()) {
    if (!design->library().contains(part->id))
      parts.push_back(part);
  }
  QList<QTreeWidgetItem*> items;
  const QIcon warning = ActionRegistry::icon(QStringLiteral("rackwright-finding-warning"));
  for (const PartPtr& part : std::as_const(parts)) {
    auto* item = new QTreeWidgetItem;
    item->setText(IdColumn, part->id);
    item->setText(KindColumn, kindTitle(part->kind));
    item->setText(ModelColumn, part->model);
    item->setData(IdColumn, kPartIdRole, part->id);
    item->setData(IdColumn, kKindRole, int(part->kind));
    item->setData(
        IdColumn, kSearchTextRole,
        QStringList{part->id, part->model, part->manufacturer, part->description, part->family}
            .join(QLatin1Char('\n')));
    QStringList tip{
        QStringLiteral("<b>%1</b> %2").arg(part->id.toHtmlEscaped(), part->model.toHtmlEscaped()),
        part->description.toHtmlEscaped()};
    if (part->isUnconfirmed()) {
      item->setText(FlagColumn, tr("UNCONFIRMED"));
      item->setIcon(FlagColumn, warning);
      item->setForeground(FlagColumn, QColor(0xb2, 0x5b, 0x00));
      tip << tr("<b>UNCONFIRMED data:</b>");
      for (auto it = part->unconfirmed.constBegin(); it != part->unconfirmed.constEnd(); ++it)
        tip << QStringLiteral("%1 — %2").arg(it.key(), it.value()).toHtmlEscaped();
    }
    tip << tr("Source: %1").arg(part->source).toHtmlEscaped();
    for (int c = 0; c <= FlagColumn; ++c)
      item->setToolTip(c, tip.join(QStringLiteral("<br>")));
    if (!part->device() && !part->transceiver())
      item->setFlags(item->flags() & ~Qt::ItemIsDragEnabled);
    items << item;
  }
  mTree->addTopLevelItems(items);
  applyFilter();
}

void CatalogDock::applyFilter() {
  const QString text = mSearch->text().trimmed();
  const int kind = mKind->currentData().toInt();
  for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
    QTreeWidgetItem* item = mTree->topLevelItem(i);
    const bool kindOk = kind < 0 || item->data(IdColumn, kKindRole).toInt() == kind;
    const bool textOk =
        text.isEmpty() ||
        item->data(IdColumn, kSearchTextRole).toString().contains(text, Qt::CaseInsensitive);
    item->setHidden(!(kindOk && textOk));
  }
}

QStringList CatalogDock::visiblePartIds() const {
  QStringList ids;
  for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
    if (!mTree->topLevelItem(i)->isHidden())
      ids << mTree->topLevelItem(i)->data(IdColumn, kPartIdRole).toString();
  }
  return ids;
}

QTreeWidgetItem* CatalogDock::itemFor(const QString& partId) const {
  for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
    if (mTree->topLevelItem(i)->data(IdColumn, kPartIdRole).toString() == partId)
      return mTree->topLevelItem(i);
  }
  return nullptr;
}

}  // namespace rackwright::ui
