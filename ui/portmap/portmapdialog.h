#ifndef RACKWRIGHT_UI_PORTMAP_PORTMAPDIALOG_H
#define RACKWRIGHT_UI_PORTMAP_PORTMAPDIALOG_H

#include "portmaprows.h"

#include <QDialog>
#include <QPointer>

class QGraphicsScene;
class QGraphicsView;
class QTableWidget;

namespace rackwright {
class Design;
}

namespace rackwright::ui {

/// The port map of one device: its panels enlarged (front and rear), every cage and panel port
/// labelled with its module, the peer device:port it leads to and the cable id, and the same as
/// a table (adapter cages included). It follows the design while open.
class PortMapDialog final : public QDialog {
  Q_OBJECT

 public:
  PortMapDialog(const Design* design, const ObjectId& deviceId, QWidget* parent = nullptr);

  const QVector<PortMapRow>& rows() const { return mRows; }
  QTableWidget* table() const { return mTable; }
  QGraphicsView* panelView() const { return mView; }
  /// Re-reads the design.
  void refresh();

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void fitPanels();

  QPointer<const Design> mDesign;
  ObjectId mDeviceId;
  QVector<PortMapRow> mRows;
  QGraphicsScene* mScene;
  QGraphicsView* mView;
  QTableWidget* mTable;
};

}  // namespace rackwright::ui

#endif
