#ifndef RACKWRIGHT_CORE_CHANNEL_CHANNELTRACE_H
#define RACKWRIGHT_CORE_CHANNEL_CHANNELTRACE_H

// The channel trace: what the workbench draws when a user asks to see an optical channel end to
// end. It is built from the same tracer the rules walk (OpticalTracer), the same lane check
// (checkLanes) and the same loss estimate (channelLoss), and it carries the current findings
// placed on the element each is about, so the picture and the Issues list never disagree.

#include "core/channel/channelloss.h"
#include "core/channel/opticalchannel.h"
#include "core/validation/finding.h"

#include <QCoreApplication>

namespace rackwright {

/// One block of the trace, left to right.
struct TraceElement {
  enum class Kind {
    NearPort,  ///< the transceiver optical port the trace starts at
    Mating,    ///< two connectors joined (directly or through an adapter)
    Segment,   ///< a cord, trunk or splitter leg
    Passage,   ///< through a patch panel or cassette
    FarEnd     ///< the far transceiver port, or where the trace stops
  };
  Kind kind = Kind::NearPort;
  int index = -1;       ///< into the channel's matings, segments or passages (-1 for the ends)
  ObjectId objectId;    ///< what selecting the element selects: module, cable or panel
  QString title;        ///< "MFP7E10-N010 'C-17'"
  QStringList details;  ///< one fact a line: connector, length, grade, polarity method …
  /// Positions through this element (identity for ports and matings) and the composite map
  /// from the near port up to and including it: near position k is at cumulative(k) here.
  PositionMap map;
  PositionMap cumulative;
  int positionsIn = 0;  ///< fiber positions on the element's near side
  int positionsOut = 0;
  double lengthM = 0;
  double lossDb = 0;
};

/// Where one Tx lane of the near port lands at the far port.
struct TxLanding {
  int lane = 0;          ///< 1-based
  int nearPosition = 0;  ///< the near receptacle position carrying it
  int farPosition = 0;   ///< where it arrives (0 = nowhere: dark or a loose end)
  int farRxLane = 0;     ///< the far Rx lane on that position (0 = none)
  bool farTx = false;    ///< it arrives on a far Tx position (Tx on Tx)
};

/// A finding placed on the trace.
struct TraceFinding {
  Finding finding;
  int element = -1;  ///< into ChannelTrace::elements; -1 = the channel as a whole
};

/// One channel drawn end to end.
struct ChannelTrace {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ChannelTrace)

 public:
  OpticalChannel channel;
  QString name;            ///< "Channel dgx-01 OSFP1 port 1 → leaf-01 OSFP3 port 1"
  QString endDescription;  ///< why the trace stops where it does (empty for a complete one)
  QVector<TraceElement> elements;
  int positions = 0;                          ///< fiber positions of the near receptacle
  QVector<int> nearTx, nearRx, farTx, farRx;  ///< receptacle positions of the lanes
  QVector<TxLanding> landings;
  bool lanesChecked = false;  ///< both ends are transceivers with known ports
  LaneCheck lanes;
  ChannelLoss loss;
  QVector<TraceFinding> findings;

  double lengthM() const { return channel.lengthM(); }
  /// The worst severity of the findings on an element (nullopt = none; waived ones skipped).
  std::optional<Severity> worstOn(int element) const;
  /// The block showing `objectId`: its cord, panel or port (a mating only when nothing else
  /// shows it); -1 = none.
  int elementOf(const ObjectId& objectId) const;
};

/// Builds channel traces from the places a user can start one.
class ChannelTracer final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ChannelTracer)

 public:
  /// Every channel through a cable, from each transceiver port its fibers reach (so a cord
  /// between two modules gives the channel in both directions, a splitter one per leg).
  static QVector<ChannelTrace> fromCable(const DesignData& design, const ObjectId& cableId,
                                         const QVector<Finding>& findings);
  /// The channels of one optical port of a module, or of all its ports when `port` is empty.
  static QVector<ChannelTrace> fromModule(const DesignData& design, const ObjectId& moduleId,
                                          const QString& port, const QVector<Finding>& findings);
  /// The channels a finding is about: its modules' and cables' channels that carry it (or all
  /// of them when none carries it, e.g. a cable rule).
  static QVector<ChannelTrace> fromFinding(const DesignData& design, const Finding& finding,
                                           const QVector<Finding>& findings);
  /// The trace of one channel as the tracer returned it.
  static ChannelTrace build(const DesignData& design, const OpticalChannel& channel,
                            const QVector<Finding>& findings);

  /// Why a start has no optical channel, for the user ("MCP4Y10-N001 is a copper assembly …");
  /// empty when it has one.
  static QString noChannelReason(const DesignData& design, const ObjectId& objectId);
};

}  // namespace rackwright

#endif
