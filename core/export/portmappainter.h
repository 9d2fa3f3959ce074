#ifndef RACKWRIGHT_CORE_EXPORT_PORTMAPPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_PORTMAPPAINTER_H

#include "cablelabels.h"
#include "core/validation/validator.h"
#include "pagepainter.h"

#include <QCoreApplication>

#include <memory>
#include <mutex>
#include <optional>

namespace rackwright {

struct PortMapOptions {
  QVector<ObjectId> racks;  ///< devices in these racks only; empty = every device
  LabelScheme scheme;       ///< how cable ids are written
};

/// Port maps: for each device with cages or panel ports, its panels with the cages at their
/// physical positions coloured by status, and a table with every port: cage, logical port,
/// installed module, peer device:port, cable id and status.
class PortMapPainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PortMapPainter)

 public:
  enum class State { Empty, ModuleOnly, Planned, Installed, Decommissioned };

  struct PortRow {
    QString cage;
    QString port;    ///< logical port(s), or the panel side
    QString module;  ///< installed module part, or the connector of a panel port
    QString peer;    ///< far end(s): "leaf-01:OSFP7.2"
    QString cable;   ///< cable identifier
    State state = State::Empty;
    bool error = false;
  };
  struct CageShape {
    QString name;
    PanelFace face = PanelFace::Front;
    QRectF rectMm;          ///< on the panel, from its top-left corner
    QVector<State> states;  ///< one per logical port shown side by side (twin-port: two)
    bool error = false;
  };
  struct DeviceMap {
    ObjectId id;
    QString name;
    QString model;
    QString partNumber;
    QString location;
    QString unconfirmed;  ///< why the drawn positions may be off, when the catalog says so
    QSizeF panelMm;
    QVector<CageShape> cages;
    QVector<PortRow> rows;
    bool hasFace(PanelFace face) const;
  };

  PortMapPainter(std::shared_ptr<const ExportIndex> index, PortMapOptions options,
                 std::optional<ValidationResult> findings = std::nullopt);

  int pageCount(const PageSetup& setup) const override;
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;
  QString pageTitle(int page, const PageSetup& setup) const override;

  const QVector<DeviceMap>& devices() const { return mDevices; }
  static QString stateTitle(State state);
  static QColor stateColour(State state);

 private:
  struct PagePlan {
    int device = 0;
    int firstRow = 0;
    int rows = 0;
    bool first = true;
  };
  /// The pages for `setup`'s content size, computed once per size: every page asks for it, and
  /// computing it wraps each device's header, so per page it made a 19,000-page export quadratic.
  std::shared_ptr<const QVector<PagePlan>> plan(const PageSetup& setup) const;
  QVector<PagePlan> computePlan(const QSizeF& content) const;
  double drawingHeight(const DeviceMap& map, double width) const;
  double paintPanel(QPainter& painter, const DeviceMap& map, PanelFace face, double y,
                    double width) const;
  void paintTable(QPainter& painter, const DeviceMap& map, int first, int count, double y,
                  double width) const;

  std::shared_ptr<const ExportIndex> mIndex;
  PortMapOptions mOptions;
  QVector<DeviceMap> mDevices;
  mutable std::mutex mPlanMutex;
  mutable QSizeF mPlanSize;
  mutable std::shared_ptr<const QVector<PagePlan>> mPlan;
};

}  // namespace rackwright

#endif
