#ifndef RACKWRIGHT_CORE_EXPORT_CABLELABELS_H
#define RACKWRIGHT_CORE_EXPORT_CABLELABELS_H

#include "exportindex.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace rackwright {

/// How cable ends and cables are named on labels and schedules. The default follows TIA-606:
/// each end is "room.rack-U<u>:port" and a cable is "near/far", so the label at either end
/// reads from where it hangs; breakout legs get a suffix.
///
/// Placeholders in `endFormat`: {site} {room} {row} {rack} {u} {device} {port}.
/// In `legFormat`: {leg} (the end name from the part, e.g. "B2") and {n} (1-based leg number).
struct LabelScheme {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelScheme)

 public:
  QString endFormat = QStringLiteral("{room}.{rack}-U{u}:{port}");
  /// For ends on unracked devices (spares, bench set-ups).
  QString unrackedFormat = QStringLiteral("{device}:{port}");
  /// For ends on zero-U devices (vertical PDUs): in a rack, at no unit, so the device names the
  /// end where the unit would.
  QString zeroUFormat = QStringLiteral("{room}.{rack}-{device}:{port}");
  QString separator = QStringLiteral("/");
  QString legFormat = QStringLiteral("-{n}");
  /// Leave out whitespace from names ("Hall A" → "HallA"): identifiers are typed and scanned.
  bool compact = true;
  /// Pad rack units to two digits ("U02") so identifiers sort in rack order.
  bool padUnits = true;

  QString endName(const EndpointInfo& end) const;
  QString legSuffix(const QString& legName, int legNumber) const;
};

/// One printed cable label: the label that hangs at the near end of one cable (or one breakout
/// leg). Both ends of every leg get one.
struct CableLabel {
  ObjectId cableId;
  QString cableName;   ///< the cable's identifier (its name, else its A-first identifier)
  QString leg;         ///< end name of the breakout leg; empty for a plain two-end cable
  QString identifier;  ///< "near/far" plus the leg suffix: what the label prints large
  QString nearEnd;     ///< scheme name of this end
  QString farEnd;
  EndpointInfo nearInfo;
  EndpointInfo farInfo;
  QString part;
  double lengthM = 0;
  CableStatus status = CableStatus::Planned;
  QString colour;
  QString network;       ///< the cable's network key (Networks::ofCable); empty = unassigned
  int rackOrder = 0;     ///< of the near end, for installation order
  int farRackOrder = 0;  ///< of the far end
  int legNumber = 1;     ///< 1-based leg of a breakout; 1 for a plain cable
  bool headSide = true;
  /// The first label of its cable in installation order: the installer takes the cable from
  /// stock at this end and lays it to the far end(s); at every other end it arrives laid.
  bool picksCable = false;

  /// What the QR code encodes: cable id, near end and far end on three lines.
  QString qrPayload() const;
};

/// Which labels to print.
struct LabelFilter {
  QVector<ObjectId> racks;  ///< near end in one of these racks; empty = all
  std::optional<CableStatus> status;
  /// Network keys: only cables on one of them (Networks::ofCable); empty = every cable. An
  /// installer labels one network at a time: the out-of-band copper, the compute fabric.
  QStringList networks;

  /// Whether a cable's labels are printed, racks aside (they are a matter of each end).
  bool admits(const DesignData& design, const Cable& cable) const;
};

/// Builds the labels of a design in installation order: rack by rack, top to bottom, then by
/// port, the head end of a cable before its legs.
class CableLabels final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CableLabels)

 public:
  static QVector<CableLabel> build(const ExportIndex& index, const LabelScheme& scheme,
                                   const LabelFilter& filter = {});
  /// Every label of one cable (both ends of every leg), with `picksCable` set on the first in
  /// installation order; unordered otherwise.
  static QVector<CableLabel> ofCable(const ExportIndex& index, const LabelScheme& scheme,
                                     const Cable& cable);
  /// Only the labels at the head end of each leg (the cable schedule's lines: a far end's
  /// identifier is farIdentifier() of its head label); `picksCable` is not set.
  static QVector<CableLabel> headLabelsOf(const ExportIndex& index, const LabelScheme& scheme,
                                          const Cable& cable);
  /// What the label at the far end of `head`'s leg prints: the same ends the other way round.
  static QString farIdentifier(const CableLabel& head, const LabelScheme& scheme);
  /// The installation order of labels: rack, top to bottom, device, port, cable, identifier.
  static bool installedBefore(const CableLabel& a, const CableLabel& b);
  /// Sorts labels into installation order (stable).
  static void sortForInstallation(QVector<CableLabel>& labels);
  /// The indexes of `labels` in installation order (installedBefore), without moving them.
  static QVector<qsizetype> installationOrder(const QVector<CableLabel>& labels);

  /// The identifier of a cable as a whole: its name, else "A-end/B-end" (first leg for
  /// breakouts, without a suffix).
  static QString cableIdentifier(const ExportIndex& index, const LabelScheme& scheme,
                                 const Cable& cable);
  /// The ends of a cable as (head, legs): a plain cable has one leg.
  static QVector<const CableEnd*> legs(const ExportIndex& index, const Cable& cable,
                                       const CableEnd** head);

 private:
  static QVector<CableLabel> labelsOf(const ExportIndex& index, const LabelScheme& scheme,
                                      const Cable& cable, bool bothEnds);
};

}  // namespace rackwright

#endif
