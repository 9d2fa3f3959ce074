#ifndef RACKWRIGHT_UI_CANVAS_CABLELAYERITEM_H
#define RACKWRIGHT_UI_CANVAS_CABLELAYERITEM_H

#include "core/model/entities.h"
#include "core/validation/finding.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QHash>
#include <QPainterPath>
#include <QSet>

#include <optional>

namespace rackwright::ui {

/// Every cable of the design in one item. A design with 100,000 cables would make 100,000
/// graphics items slow to build and to index; this item keeps one path per cable, paints only
/// those that cross the exposed area, and below a zoom threshold draws one bundle per rack pair
/// (its width growing with the number of cables) instead of single cables.
class CableLayerItem final : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::CableLayerItem)

 public:
  enum { Type = UserType + 3 };
  enum class ColourMode { Kind, Status, Validation };
  /// Below this level of detail (pixels per millimetre) cables are drawn as bundles.
  static constexpr double kBundleLod = 0.06;

  /// How one cable is drawn.
  struct Route {
    QPainterPath path;
    QRectF bounds;
    QColor kindColour;
    CableStatus status = CableStatus::Planned;
    ObjectId rackA;  ///< rack of the first drawn end (for bundles)
    ObjectId rackB;
    QPointF bundleA;  ///< top centre of those racks
    QPointF bundleB;
    QString toolTip;
    QVector<QPointF> ends;  ///< the drawn end points
  };

  CableLayerItem();

  void setRoute(const ObjectId& cableId, Route route);
  void removeRoute(const ObjectId& cableId);
  void clearRoutes();
  bool hasRoute(const ObjectId& cableId) const { return mRoutes.contains(cableId); }
  int routeCount() const { return int(mRoutes.size()); }
  const Route* route(const ObjectId& cableId) const;
  /// Recomputes the bounds and bundles after a batch of route changes.
  void finishUpdate();

  void setColourMode(ColourMode mode);
  ColourMode colourMode() const { return mColourMode; }
  /// Worst unwaived severity per cable (cables missing from the map have no finding).
  void setSeverities(const QHash<ObjectId, Severity>& severities);
  void setSelectedCables(const QSet<ObjectId>& cables);
  const QSet<ObjectId>& selectedCables() const { return mSelected; }
  /// Number of rack-pair bundles drawn when zoomed out.
  int bundleCount() const { return int(mBundles.size()); }

  /// The cable whose path passes within `tolerance` (scene units) of `scenePos`.
  std::optional<ObjectId> cableAt(const QPointF& scenePos, double tolerance) const;
  /// The colour a cable is drawn in under the current mode.
  QColor colourOf(const ObjectId& cableId) const;

  int type() const override { return Type; }
  QRectF boundingRect() const override { return mBounds; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  struct Bundle {
    QPointF a;
    QPointF b;
    int count = 0;
    std::optional<Severity> worst;
  };
  void paintBundles(QPainter* painter, const QRectF& exposed, double lod) const;

  QHash<ObjectId, Route> mRoutes;
  QHash<QPair<ObjectId, ObjectId>, Bundle> mBundles;
  QHash<ObjectId, Severity> mSeverities;
  QSet<ObjectId> mSelected;
  ColourMode mColourMode = ColourMode::Kind;
  QRectF mBounds;
};

}  // namespace rackwright::ui

#endif
