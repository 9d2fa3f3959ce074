#ifndef RACKWRIGHT_UI_PORTMAP_PORTMAPDIALOG_H
#define RACKWRIGHT_UI_PORTMAP_PORTMAPDIALOG_H

#include "portmaprows.h"

#include <QDialog>
#include <QPointer>

class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QTableWidget;

namespace rackwright {
class Design;
}

namespace rackwright::ui {

class PanelFaceItem;
class PortMapView;

/// The port map of one device: its panels enlarged (front and rear, side by side or one above
/// the other, whichever shows them larger), every cage and panel port labelled with its module,
/// the peer device:port it leads to and the cable id (PanelFaceItem), the full story of each
/// port in its tooltip, and the same as a table (adapter cages included). The panels zoom with
/// the wheel and pan by dragging. It follows the design while open.
class PortMapDialog final : public QDialog {
  Q_OBJECT

 public:
  PortMapDialog(const Design* design, const ObjectId& deviceId, QWidget* parent = nullptr);

  const QVector<PortMapRow>& rows() const { return mRows; }
  QTableWidget* table() const { return mTable; }
  QGraphicsView* panelView() const;
  /// The drawn panel faces (front first).
  const QVector<PanelFaceItem*>& faces() const { return mFaces; }
  /// Re-reads the design.
  void refresh();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void fitPanels();

  QPointer<const Design> mDesign;
  ObjectId mDeviceId;
  QVector<PortMapRow> mRows;
  QGraphicsScene* mScene;
  PortMapView* mView;
  QVector<PanelFaceItem*> mFaces;
  QTableWidget* mTable;
  QLabel* mLocation;  ///< where the device is: room, rack, unit or channel
};

}  // namespace rackwright::ui

#endif
