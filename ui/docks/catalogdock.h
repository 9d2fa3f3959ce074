#ifndef RACKWRIGHT_UI_DOCKS_CATALOGDOCK_H
#define RACKWRIGHT_UI_DOCKS_CATALOGDOCK_H

#include "core/model/designdata.h"

#include <QTreeWidget>
#include <QWidget>

class QComboBox;
class QLineEdit;

namespace rackwright::ui {

/// The part list of the Catalog dock; dragging a row carries the part id (canvasmime).
class CatalogTree final : public QTreeWidget {
  Q_OBJECT

 public:
  explicit CatalogTree(QWidget* parent = nullptr);

  /// The drag image of a part: a small badge with its id and kind (not the whole row), shown
  /// below and right of the pointer, so the cage or rack unit under it stays in sight.
  static QPixmap dragImage(const QString& partId, const QString& kind, qreal devicePixelRatio);
  /// Where the pointer is relative to the drag image's top-left corner: outside it.
  static QPoint dragHotSpot();

 protected:
  void startDrag(Qt::DropActions supportedActions) override;
  QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override;
  QStringList mimeTypes() const override;
};

/// The Catalog dock: every part the open design can use (built-in, user and embedded catalogs),
/// searchable by id, model and description and filtered by kind. Parts with UNCONFIRMED data
/// say so in their row and tooltip. Rows are drag sources onto the canvas.
class CatalogDock final : public QWidget {
  Q_OBJECT

 public:
  enum Column { IdColumn, KindColumn, ModelColumn, FlagColumn };

  explicit CatalogDock(QWidget* parent = nullptr);

  /// Lists the parts `design` resolves against (its library and embedded parts).
  void setDesign(const DesignData* design);
  CatalogTree* tree() const { return mTree; }
  QLineEdit* searchField() const { return mSearch; }
  QComboBox* kindFilter() const { return mKind; }
  /// Ids of the rows currently shown, in order.
  QStringList visiblePartIds() const;
  /// The row of a part, or null.
  QTreeWidgetItem* itemFor(const QString& partId) const;

 private:
  void applyFilter();

  CatalogTree* mTree;
  QLineEdit* mSearch;
  QComboBox* mKind;
};

}  // namespace rackwright::ui

#endif
