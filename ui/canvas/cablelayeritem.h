#ifndef RACKWRIGHT_UI_CANVAS_CABLELAYERITEM_H
#define RACKWRIGHT_UI_CANVAS_CABLELAYERITEM_H

#include "bundleraster.h"
#include "core/model/entities.h"
#include "core/model/networks.h"
#include "core/validation/finding.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QHash>
#include <QPainterPath>
#include <QSet>

#include <optional>
#include <vector>

namespace rackwright::ui {

/// Every cable of the design in one item. A design with 100,000 cables would make 100,000
/// graphics items slow to build and to index; this item keeps one path per cable in a grid of
/// cable ends, and draws either single cables or one bundle per rack pair (its width growing
/// with the number of cables):
///
/// - below kBundleLod always bundles;
/// - above it single cables with an end in or near the view (and selected cables), drawn only
///   along the stretch the view shows, when there are at most kMaxDetailCables of them; a denser
///   view (the spine racks of a large hall at 10 %) shows the bundles and the selected cables;
/// - with more than kMaxSmoothCables single cables in view (the leaf racks of a large hall) they
///   are drawn without antialiasing and dashes: they overlap into bands there.
///
/// Coloured by network, a rack pair has one bundle per network, side by side in the order of
/// setNetworks() (one lane per network). Cables of a hidden network (setHiddenNetworks) are neither
/// drawn, nor bundled, nor found by cableAt(): the filter is view state, the model does not know
/// it.
class CableLayerItem final : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::CableLayerItem)

 public:
  enum { Type = UserType + 3 };
  enum class ColourMode { Kind, Status, Validation, Network };
  /// Below this level of detail (pixels per millimetre) cables are drawn as bundles.
  static constexpr double kBundleLod = 0.06;
  /// The most single cables a frame draws; with more in view it draws the bundles.
  static constexpr int kMaxDetailCables = 1500;
  /// The most single cables drawn antialiased (and dashed when planned).
  static constexpr int kMaxSmoothCables = 120;
  /// How far apart (in device-independent pixels, across and along) the bundles of one rack
  /// pair run when coloured by network.
  static constexpr double kLanePixels = 3.0;

  /// How one cable is drawn. A design of 131,072 GPUs has 393,216 of these, so the curve is
  /// kept as its points (one allocation) and made into a path only when it is painted or hit.
  struct Route {
    /// The head end, then for each leg the two control points of its cubic curve and its end.
    QVector<QPointF> points;
    QRectF bounds;
    QColor kindColour;
    CableStatus status = CableStatus::Planned;
    ObjectId rackA;  ///< rack of the first drawn end (for bundles)
    ObjectId rackB;
    QPointF bundleA;  ///< top centre of those racks
    QPointF bundleB;
    /// The key of the cable's network as core decides it (Networks::ofCable); empty =
    /// unassigned.
    QString network;

    /// Starts the curve at the head end.
    void start(const QPointF& head) {
      points.clear();  // keeps the room reserved for the legs
      points.append(head);
    }
    /// Adds a leg from the head end to `end`.
    void addLeg(const QPointF& c1, const QPointF& c2, const QPointF& end) {
      points << c1 << c2 << end;
    }
    QPainterPath path() const;
    /// The drawn end points: the head and each leg's end.
    qsizetype endCount() const { return points.isEmpty() ? 0 : 1 + (points.size() - 1) / 3; }
    QPointF end(qsizetype i) const { return points.at(i * 3); }
    template <typename F>
    void forEachEnd(F f) const {
      for (qsizetype i = 0; i < endCount(); ++i)
        f(end(i));
    }
  };

  CableLayerItem();

  void setRoute(const ObjectId& cableId, const Route& route);
  void removeRoute(const ObjectId& cableId);
  void clearRoutes();
  /// Makes room for `count` routes at once (a whole design's; growing step by step rehashes
  /// 393,216 routes several times at 131,072 GPUs).
  void reserveRoutes(qsizetype count) { mRoutes.reserve(count); }
  bool hasRoute(const ObjectId& cableId) const { return mRoutes.contains(cableId); }
  int routeCount() const { return int(mRoutes.size()); }
  const Route* route(const ObjectId& cableId) const;
  /// Recomputes the bounds and bundles after a batch of route changes.
  void finishUpdate();

  void setColourMode(ColourMode mode);
  ColourMode colourMode() const { return mColourMode; }
  /// The networks cables are coloured in by network, in compositing order (the last on top);
  /// the key of the unassigned is empty. A cable whose network is missing is drawn in the
  /// unassigned colour.
  void setNetworks(const QVector<NetworkDefinition>& networks);
  const QVector<NetworkDefinition>& networks() const { return mNetworks; }
  /// How many routes each network key has (hidden ones included).
  const QHash<QString, int>& routesByNetwork() const { return mRoutesByNetwork; }
  /// Networks whose cables are not drawn, by key (empty = unassigned).
  void setHiddenNetworks(const QSet<QString>& keys);
  const QSet<QString>& hiddenNetworks() const { return mHiddenNetworks; }
  /// Whether a cable is drawn (it has a route and its network is not hidden).
  bool isShown(const ObjectId& cableId) const;
  /// Worst unwaived severity per cable (cables missing from the map have no finding).
  void setSeverities(const QHash<ObjectId, Severity>& severities);
  void setSelectedCables(const QSet<ObjectId>& cables);
  const QSet<ObjectId>& selectedCables() const { return mSelected; }
  /// The cable under the mouse, drawn with a light halo (null: none).
  void setHoveredCable(const ObjectId& cableId);
  const ObjectId& hoveredCable() const { return mHovered; }
  /// Number of rack-pair bundles drawn when zoomed out.
  int bundleCount() const { return int(mBundles.size()); }
  /// Whether the last paint showed bundles rather than single cables.
  bool paintedBundles() const { return mPaintedBundles; }

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
    int network = -1;  ///< index into mNetworks when coloured by network, else -1
  };
  /// A rack pair (ordered), and the network when coloured by network (else -1).
  struct BundleKey {
    ObjectId a;
    ObjectId b;
    int network = -1;
    bool operator==(const BundleKey&) const = default;
    friend size_t qHash(const BundleKey& key, size_t seed = 0) {
      return qHashMulti(seed, key.a, key.b, key.network);
    }
  };
  using CellKey = quint64;
  using RouteIt = QHash<ObjectId, Route>::const_iterator;
  static CellKey cellOf(const QPointF& scenePos);
  bool isHidden(const Route& route) const {
    return !mHiddenNetworks.isEmpty() && mHiddenNetworks.contains(route.network);
  }
  /// Index into mNetworks of a network key, -1 when it is not listed.
  int networkIndex(const QString& key) const { return mNetworkIndex.value(key, -1); }
  /// The bundle a route belongs to under the current mode.
  BundleKey bundleKey(const Route& route) const;
  /// Gathers the bundles of the shown routes again.
  void rebuildBundles();
  void countNetwork(const Route& route, int delta);
  void addToGrid(const ObjectId& cableId, const Route& route);
  void removeFromGrid(const ObjectId& cableId, const Route& route);
  /// Routes with an end in `area`, or none and `dense` set when there are more than `limit`.
  QVector<RouteIt> routesNear(const QRectF& area, int limit, bool* dense) const;
  QColor bundleColour(const Bundle& bundle) const;
  /// Coloured by network, the bundles of one rack pair run side by side, each network in its
  /// lane: this offset in device-independent pixels (none in the other modes).
  QPointF laneOffset(const Bundle& bundle) const;
  /// A bundle as the raster strokes it, in the scene: its shape, lane, width and colour layer.
  struct BundleStroke {
    QPointF a;
    QPointF b;
    double top = 0;
    QRectF box;
    QPointF lane;      ///< device-independent pixels
    double width = 0;  ///< device-independent pixels
    int layer = 0;
  };
  /// The bundles as strokes, made again only when the bundles changed (mBundlesVersion): a
  /// frame after a zoom strokes 8,000 of them at 131,072 GPUs, and working out each one's
  /// shape, width and layer from the hash at every frame cost as much as counting its pixels.
  const std::vector<BundleStroke>& bundleStrokes() const;
  /// Colour layers of the networks when coloured by network (the errors' layer is next).
  int networkLayerCount() const;
  void paintBundles(QPainter* painter, const QRectF& exposed, double lod) const;
  /// Counts the bundles crossing `area` (device pixels) and blends them into an image placed at
  /// `origin`.
  QImage rasterBundles(const QTransform& toDevice, const QRect& area, const QRectF& exposed,
                       double lod, double ratio, QPoint* origin) const;
  static void drawBundleImage(QPainter* painter, const QImage& layer, const QPoint& origin,
                              double ratio);
  /// The same drawn with QPainter, for paint devices other than raster images (print, SVG).
  void paintBundlesWithPainter(QPainter* painter, const QRectF& exposed, double lod) const;
  void paintCables(QPainter* painter, const QVector<RouteIt>& routes, const QRectF& exposed,
                   double lod) const;

  QHash<ObjectId, Route> mRoutes;
  QHash<CellKey, QVector<ObjectId>> mGrid;  ///< cables by the grid cells of their ends
  QHash<BundleKey, Bundle> mBundles;
  QHash<ObjectId, Severity> mSeverities;
  QSet<ObjectId> mSelected;
  ObjectId mHovered;
  ColourMode mColourMode = ColourMode::Kind;
  QVector<NetworkDefinition> mNetworks;
  QHash<QString, int> mNetworkIndex;  ///< key → index into mNetworks
  QHash<QString, int> mRoutesByNetwork;
  QSet<QString> mHiddenNetworks;
  QRectF mBounds;
  mutable std::vector<BundleStroke> mStrokes;
  mutable quint64 mStrokesVersion = 0;
  mutable BundleRaster mRaster;
  mutable BundleRaster mHelperRaster;  ///< the second half of a large frame's bundles
  mutable bool mPaintedBundles = false;
  /// Bumped whenever what the bundles look like changes (routes, severities, colour mode,
  /// networks and their filter).
  quint64 mBundlesVersion = 0;
  /// The bundles as last rasterised for the whole view: a repaint at the same zoom and scroll
  /// position (hover, selection, a finding elsewhere) draws this image instead of counting 8,000
  /// bundles again, which at "fit all" of 131,072 GPUs took half a frame.
  struct BundleImage {
    QTransform toDevice;
    QRect area;
    quint64 version = 0;
    QImage image;
    QPoint origin;
  };
  mutable BundleImage mBundleImage;
};

}  // namespace rackwright::ui

#endif
