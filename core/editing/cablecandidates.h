#ifndef RACKWRIGHT_CORE_EDITING_CABLECANDIDATES_H
#define RACKWRIGHT_CORE_EDITING_CABLECANDIDATES_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QPointF>
#include <QVector>

namespace rackwright {

/// A catalog part that could join two ports, with the length to order and what validation says
/// about the link it would make.
struct CableCandidate {
  PartPtr part;
  QString typeId;  ///< the id stored in the cable: a length variant or "GENERIC:<n>m"
  double lengthM = 0;
  QString startEnd;           ///< the cable end at the port the drag started from
  QString targetEnd;          ///< the cable end at the port it ended on
  QStringList remainingEnds;  ///< breakout legs the user lands one by one afterwards
  int errors = 0;
  int warnings = 0;
  QStringList problems;  ///< "FF-03: …" for each finding about the new cable
  /// Part, length and finding counts: "MFP7E10-N010 · 10 m — 1 warning(s)".
  QString heading() const;
  /// heading() and the first finding, on one line.
  QString label() const;
  /// The catalog entry the candidate comes from: its family (the length variants of one entry)
  /// or, for a part without one, its id without a length suffix. Several cables given "the same
  /// part" get the variant of this family that each one's run needs.
  QString familyKey() const;
};

/// Finds and ranks the catalog parts that fit between two ports. A cage takes the plug of a
/// DAC/ACC/AOC; a transceiver receptacle or a panel port takes a fiber whose connector matches.
/// Each candidate is added to a scratch copy of the design and validated there, so the list puts
/// links without errors first, then fewer warnings, then the shortest orderable length.
class CableCandidates final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CableCandidates)

 public:
  /// Cable run in metres between two port positions (scene millimetres): up to the tray over
  /// the racks and across when the ports are in different racks, with slack for dressing.
  static double routeLengthM(const QPointF& a, const QPointF& b, bool sameRack);
  /// The shortest orderable length of `part`'s family that covers `neededM` (the part itself
  /// for fixed parts; a ":<n>m" id for parts cut to length). Empty when nothing is long enough.
  /// `replacing`: a cable whose part is being replaced; the candidates are validated as if it
  /// were not there (its ports are about to be taken by the new part).
  static QVector<CableCandidate> find(const DesignData& design, const Attachment& start,
                                      const Attachment& target, double neededM,
                                      const ObjectId& replacing = {});
  /// The parts that could replace `cable`'s part with every end staying where it is: the
  /// candidates between its first two ends, validated without the cable itself, that have as
  /// many further legs as it has. Empty when replacementImpossibleReason() is not.
  static QVector<CableCandidate> forReplacement(const DesignData& design, const Cable& cable,
                                                double neededM);
  /// Why `cable`'s part cannot be replaced (empty when it can): both of its first ends must be
  /// on a port.
  static QString replacementImpossibleReason(const DesignData& design, const Cable& cable);
  /// `cable` made of `candidate`'s part at its length: the ends take the candidate's end names
  /// and stay attached where they were; id, label, colour and status are kept.
  static Cable replaced(const Cable& cable, const CableCandidate& candidate);
  /// Whether the cables can be offered one replacement: each has its first two ends on ports of
  /// the same two kinds (cage to cage, transceiver to panel …) as the others.
  static bool sameEndKinds(const QVector<Cable>& cables);
  /// Why no part can join the two ports (empty when some can).
  static QString impossibleReason(const DesignData& design, const Attachment& start,
                                  const Attachment& target);
};

}  // namespace rackwright

#endif
