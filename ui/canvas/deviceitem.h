#ifndef RACKWRIGHT_UI_CANVAS_DEVICEITEM_H
#define RACKWRIGHT_UI_CANVAS_DEVICEITEM_H

#include "core/catalog/parttypes.h"
#include "core/model/entities.h"

#include <QCoreApplication>
#include <QGraphicsItem>

#include <optional>

namespace rackwright::ui {

class DeviceGhostItem;

/// One racked device: a box over its U span in the elevation of its face, coloured by role, with
/// its name and catalog model. A full-depth device also shows as a faint outline in the other
/// elevation (a child ghost item), because it blocks those units from that side too.
/// Shows a copy of the Device value; it never changes the model.
class DeviceItem final : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::DeviceItem)

 public:
  enum { Type = UserType + 2 };

  DeviceItem(const Device& device, PartPtr part, QGraphicsItem* parent = nullptr);
  ~DeviceItem() override;

  void setDevice(const Device& device, PartPtr part);
  const Device& device() const { return mDevice; }
  const PartPtr& part() const { return mPart; }

  /// Places the box at `rect` and the ghost at `ghostRect` (none when absent), both in parent
  /// (rack) coordinates.
  void setGeometry(const QRectF& rect, const std::optional<QRectF>& ghostRect);

  /// The text lines shown on the box.
  QString nameText() const;
  QString modelText() const;
  /// The box fill colour (by role; orange for parts missing from the catalog).
  QColor fillColour() const;
  /// Height in U per the catalog (1 for unknown parts).
  double unitHeight() const;
  bool hasGhost() const { return mGhost != nullptr; }

  int type() const override { return Type; }
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  void updateToolTip();

  Device mDevice;
  PartPtr mPart;
  QSizeF mSize;
  DeviceGhostItem* mGhost = nullptr;  // child item, owned through the item tree
};

}  // namespace rackwright::ui

#endif
