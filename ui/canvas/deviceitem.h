#ifndef RACKWRIGHT_UI_CANVAS_DEVICEITEM_H
#define RACKWRIGHT_UI_CANVAS_DEVICEITEM_H

#include "core/catalog/parttypes.h"
#include "core/geometry/panelgeometry.h"
#include "core/model/entities.h"
#include "core/validation/finding.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QHash>
#include <QPainterPath>
#include <QSet>

#include <optional>

namespace rackwright::ui {

class OutlineBatch;

/// A module plugged into one cage, as the device item shows it.
struct PlugView {
  ObjectId moduleId;
  PartPtr part;
};

/// Validation state of one device as its item shows it: a marker in the corner, the messages in
/// the tooltip, and the cages whose module or plug has a finding outlined.
struct DeviceMarks {
  std::optional<Severity> worst;  ///< none: no unwaived finding
  QStringList messages;
  QHash<QString, Severity> cages;
  bool operator==(const DeviceMarks&) const = default;
};

/// A port under the cursor: what a cable end would attach to there.
struct PortHit {
  Attachment attachment;  ///< Cage (device, cage), ModulePort (module, port) or PanelPort
  ObjectId deviceId;
  QString cage;   ///< the cage (cages and module ports)
  QString label;  ///< "dgx-01:OSFP3", "dgx-01:OSFP3 port 2", "pp-1:F4"
  QRectF sceneRect;
};

/// One racked device: a box over its U span in the elevation of its face, coloured by role, with
/// its name and catalog model. A full-depth device also shows as a faint ghost in the other
/// elevation, because it blocks those units from that side too; the item draws and hit-tests both
/// (shape() is the box and the ghost), which keeps the scene at one item per device. At working
/// zoom the panel shows every cage and panel port at its physical place, with the modules
/// plugged into them; below that only the box, flat without rounded corners once those would be
/// smaller than a pixel, and at the smallest zoom a plain outline. Text is drawn only where it is
/// legible (canvasstyle::legible). Shows copies of model values; it never changes the model.
class DeviceItem final : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::DeviceItem)

 public:
  enum { Type = UserType + 2 };
  /// Level of detail (device pixels per millimetre) from which ports are drawn and hit.
  static constexpr double kMinLodForPorts = 0.3;
  /// Below this the box is one filled rectangle (thousands of them at "fit all").
  static constexpr double kMinLodForShading = 0.03;
  /// From this level on boxes have rounded, antialiased outlines (a 4 mm corner is a pixel).
  static constexpr double kMinLodForRounding = 0.25;

  DeviceItem(const Device& device, PartPtr part, QGraphicsItem* parent = nullptr);
  ~DeviceItem() override;

  void setDevice(const Device& device, PartPtr part);
  const Device& device() const { return mDevice; }
  const PartPtr& part() const { return mPart; }

  /// Places the box at `rect` and the ghost at `ghostRect` (none when absent), both in parent
  /// (rack) coordinates.
  void setGeometry(const QRectF& rect, const std::optional<QRectF>& ghostRect);

  void setModules(const QHash<QString, PlugView>& modules);
  const QHash<QString, PlugView>& modules() const { return mModules; }
  /// Cages holding a cable plug (DAC/ACC/AOC end) rather than a module.
  void setPluggedCages(const QSet<QString>& cages);
  void setMarks(const DeviceMarks& marks);
  /// Where a zero-U device hangs ("0U rear left"), from the scene's layout of the channels.
  void setZeroUSlotText(const QString& text);
  const DeviceMarks& marks() const { return mMarks; }

  /// The text lines shown on the box.
  QString nameText() const;
  QString modelText() const;
  /// The box fill colour (by role; orange for parts missing from the catalog).
  QColor fillColour() const;
  /// Height in U per the catalog (1 for unknown parts).
  double unitHeight() const;
  bool hasGhost() const { return mHasGhost; }

  /// The port at `scenePos` (cages with a module give the module's optical port there).
  std::optional<PortHit> portAt(const QPointF& scenePos) const;
  /// Scene rectangle of a cage or panel port; for a module port, its share of the cage.
  std::optional<QRectF> portSceneRect(const Attachment& attachment) const;
  /// Scene rectangle of the panel face that looks at `rackFace` (the box or the ghost).
  std::optional<QRectF> faceSceneRect(RackFace rackFace) const;

  /// What the outline level shows, offset by `offset`: the box and the ghost filled, and a frame
  /// when the device is selected or has a finding.
  void addOutline(OutlineBatch& batch, const QPointF& offset) const;

  int type() const override { return Type; }
  QRectF boundingRect() const override { return mBounds; }
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  void updateToolTip();
  void updateBounds();
  /// Item-coordinate box of the panel looking at `rackFace` (main box or ghost), if shown.
  std::optional<QRectF> localFaceRect(RackFace rackFace) const;
  QRectF portRect(const PortShape& shape, const QRectF& box) const;
  void rebuildShapes();
  void paintBox(QPainter* painter, const QRectF& box, double lod) const;
  void paintGhost(QPainter* painter, const QRectF& box, double lod) const;
  /// Paints the ports of the panel that looks at `rackFace` into `box` (item coordinates).
  void paintPorts(QPainter* painter, RackFace rackFace, const QRectF& box, double lod) const;
  void paintBadge(QPainter* painter, const QRectF& box, double lod) const;
  void paintText(QPainter* painter, const QRectF& box, double lod, bool ports) const;

  Device mDevice;
  PartPtr mPart;
  QVector<PortShape> mShapes;
  QHash<QString, int> mShapeIndex;  ///< port name → first shape of that name (cable routing)
  QHash<QString, PlugView> mModules;
  /// Where a module sits, for routing the cables of 100,000 module ports: its cage's shape (an
  /// index into mShapes, −1 when the panel does not place it) and the module's part.
  struct ModuleSlot {
    int shape = -1;
    PartPtr part;
  };
  QHash<ObjectId, ModuleSlot> mModuleSlots;
  QSet<QString> mPluggedCages;
  DeviceMarks mMarks;
  QString mZeroUSlotText;
  QSizeF mSize;
  bool mHasGhost = false;
  bool mGhostBlocking = false;  ///< full depth: the ghost blocks the units on the other face
  QPointF mGhostOffset;
  QRectF mBounds;
};

}  // namespace rackwright::ui

#endif
