#ifndef RACKWRIGHT_UI_CANVAS_CABLENETWORKS_H
#define RACKWRIGHT_UI_CANVAS_CABLENETWORKS_H

#include "core/model/networks.h"

#include <QHash>
#include <QIcon>
#include <QSet>
#include <QVector>

namespace rackwright {
class DesignData;
}

namespace rackwright::ui {

/// The networks the row view lists in its legend and filter: those of `routesByNetwork` (cable
/// count by network key, as core decided each cable's network) and the `hidden` ones, in the
/// core's report order (Networks::all: the built-in networks, then the design's own), then keys
/// nothing declares (by key), then the unassigned (empty key). Names and colours are the core's
/// (Networks::displayName, Networks::colour). `design` may be null (then only built-in names).
QVector<NetworkDefinition> drawnNetworks(const DesignData* design,
                                         const QHash<QString, int>& routesByNetwork,
                                         const QSet<QString>& hidden);

/// A small square of `colour` with a dark rim, for the legend.
QIcon networkSwatch(const QColor& colour);

}  // namespace rackwright::ui

#endif
