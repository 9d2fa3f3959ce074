#ifndef RACKWRIGHT_CORE_CHANNEL_OPTICALCHANNEL_H
#define RACKWRIGHT_CORE_CHANNEL_OPTICALCHANNEL_H

#include "core/catalog/positionmap.h"
#include "core/model/designdata.h"

#include <QMap>
#include <QString>
#include <QVarLengthArray>
#include <QVector>

namespace rackwright {

class CheckContext;

/// One side of a mated pair.
struct MatingSide {
  enum class Kind {
    ModuleReceptacle,  ///< a transceiver's optical port (objectId = module)
    CablePlug,         ///< a cord, trunk or splitter end (objectId = cable)
    PanelConnector     ///< a cassette's own connector behind its port (objectId = panel)
  };
  Kind kind = Kind::CablePlug;
  ObjectId objectId;
  QString name;  ///< optical port, cable end or panel port
  QString partId;
  Connector connector = Connector::None;
  int fiberCount = 0;
  Gender gender = Gender::None;  ///< None = not an MPO or not known
  Polish polish = Polish::None;
  bool rated = false;  ///< quality data applies (cable plugs)
  bool lowLoss = false;
  double ilPerMatingDb = 0;
  bool operator==(const MatingSide&) const = default;
};

/// Two connectors joined, directly (plug in a receptacle) or through a coupling adapter.
struct MatedPair {
  MatingSide near;  ///< the side nearer the start of the trace
  MatingSide far;
  QString adapterPartId;   ///< empty = plugged directly
  ObjectId adapterHolder;  ///< panel holding the adapter
  QString adapterPort;
  Connector adapterConnector = Connector::None;
  int adapterFiberCount = 0;
  Polish adapterPolish = Polish::None;
  AdapterKeying adapterKeying = AdapterKeying::NotApplicable;
  bool operator==(const MatedPair&) const = default;
};

/// One fiber assembly walked from one of its ends to another.
struct FiberSegment {
  ObjectId cableId;
  QString partId;
  QString fromEnd;
  QString toEnd;
  double lengthM = 0;
  FiberGrade grade = FiberGrade::None;
  FiberClass fiberClass = FiberClass::None;
  FiberConstruction construction = FiberConstruction::Cord;
  bool splitter = false;
  QString leg;  ///< splitters: the leg end walked (the end that is not the head)
  PositionMap map;
  /// The method `map` implements (derived from it; the catalog's label is never read).
  PolarityMethod method() const { return polarityMethodOf(map, splitter); }
  bool operator==(const FiberSegment&) const = default;
};

/// The way through a patch panel or cassette, front port ↔ rear port.
struct PanelPassage {
  ObjectId panelId;
  QString partId;
  QString fromPort;
  QString toPort;
  QString adapterPartId;  ///< coupling adapter fitted in the front port
  AdapterKeying adapterKeying = AdapterKeying::NotApplicable;
  /// A feed-through adapter panel (one mating: the plugs on both sides meet in the adapter)
  /// rather than a cassette with its own harness (two matings).
  bool feedThrough = true;
  PositionMap map;
  bool operator==(const PanelPassage&) const = default;
};

/// Where a channel trace stops.
enum class ChannelEnd {
  ModulePort,     ///< another transceiver's optical port: a complete channel
  LooseCableEnd,  ///< a cable end attached to nothing
  OpenPanelPort,  ///< a panel port with nothing on its other side
  Cage,           ///< a fiber end recorded as plugged into a cage (a modelling mistake)
  Dark            ///< none of the start port's positions continue (unmapped fibers)
};

/// One optical channel: the path from a transceiver optical port to one far end (a splitter
/// gives one channel per leg). Matings, segments and panel passages are listed separately and,
/// in walking order, in `elements`.
struct OpticalChannel {
  struct Element {
    enum class Kind { Mating, Segment, Passage };
    Kind kind = Kind::Mating;
    int index = 0;  ///< into matings, segments or passages
    bool operator==(const Element&) const = default;
  };

  ObjectId nearModule;
  QString nearPort;
  ChannelEnd end = ChannelEnd::Dark;
  ObjectId farModule;  ///< when end == ModulePort
  QString farPort;
  Attachment farAttachment;  ///< the last attachment reached (for loose/open/cage ends)
  ObjectId farCable;         ///< the cable whose end is loose / in a cage
  QString farCableEnd;

  QVector<MatedPair> matings;
  QVector<FiberSegment> segments;
  QVector<PanelPassage> passages;
  QVector<Element> elements;
  /// Near receptacle position → far receptacle (or last plug) position.
  PositionMap map;

  bool complete() const { return end == ChannelEnd::ModulePort; }
  double lengthM() const;
  int splitterCount() const;
  /// Cables and panels the channel runs through, in walking order, without duplicates.
  QVector<ObjectId> cables() const;
  QVector<ObjectId> panels() const;
  /// The same channel traced from the far module port (only for complete channels).
  OpticalChannel reversed() const;
  bool operator==(const OpticalChannel&) const = default;
};

/// Traces optical channels at fiber-position level through the design.
class OpticalTracer final {
 public:
  /// Every channel from one optical port of a module, one per far end. Empty when nothing is
  /// plugged into the port. With a context, every object read and every attachment relation
  /// walked is declared as a dependency.
  static QVector<OpticalChannel> trace(const DesignData& design, const ObjectId& moduleId,
                                       const QString& opticalPort, CheckContext* ctx = nullptr);
};

/// Lane-level verdict of a channel between two transceiver ports: where each Tx lane lands,
/// in both directions.
struct LaneCheck {
  enum class Problem {
    None,
    TxOnTx,         ///< a Tx lane lands on a Tx position of the far port
    TxOnDark,       ///< a Tx lane lands on a position the far port does not use (or nowhere)
    LanesCrossed,   ///< Tx lane i lands on Rx lane j ≠ i of a straight channel
    ReturnMismatch  ///< the far Tx lane does not come back on the matching near Rx lane
  };
  Problem problem = Problem::None;
  int nearLane = 0;      ///< first failing lane (1-based), seen from the side it starts on
  bool fromFar = false;  ///< the failing lane starts at the far port
  int landsOn = 0;       ///< position it lands on (0 = nowhere)
  int litLanes = 0;      ///< lanes that reach the far port correctly
  int laneCount = 0;     ///< lanes of the near port
  bool ok() const { return problem == Problem::None; }
};

/// Checks where the Tx lanes of `near` land through `map` (near position → far position) and
/// where the Tx lanes of `far` come back. A straight channel must carry every lane i to Rx lane
/// i; a split leg carries only the lanes that reach it, each paired consistently both ways.
LaneCheck checkLanes(const OpticalPortDefinition& near, const OpticalPortDefinition& far,
                     const PositionMap& map, bool split);

/// The optical port definition of a module (null when the part or port is unknown).
const OpticalPortDefinition* opticalPortOf(const DesignData& design, const Module& module,
                                           const QString& port);
/// The same for a module's part (null when the part is not a transceiver or has no such port).
const OpticalPortDefinition* opticalPortOf(const Part* part, const QString& port);

}  // namespace rackwright

#endif
