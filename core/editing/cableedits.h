#ifndef RACKWRIGHT_CORE_EDITING_CABLEEDITS_H
#define RACKWRIGHT_CORE_EDITING_CABLEEDITS_H

#include "cablecandidates.h"
#include "edittransaction.h"

#include <QCoreApplication>
#include <QHash>

namespace rackwright {

/// Edits of existing cables that take more than one field: giving cables another part (the
/// Inspector's and the context menu's Replace part…) and swapping two ends. Each applies
/// DesignEdits commands to a transaction, so the workbench makes one undo step of it and a
/// refusal rolls everything back.
class CableEdits final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CableEdits)

 public:
  /// Gives every cable of `cableIds` a part of `chosen`'s catalog entry (its family), each at the
  /// orderable length its own run needs (`neededM` by cable id; a cable missing there keeps its
  /// length as the need), every end staying where it is. `chosen` is one of the candidates
  /// offered for the first cable. Throws Error naming a cable that no variant of the entry fits.
  static void replaceParts(Design& design, EditTransaction& transaction,
                           const QVector<ObjectId>& cableIds,
                           const QHash<ObjectId, double>& neededM, const CableCandidate& chosen);
  /// Swaps where the first two ends of the cable are attached (the plug names stay with the
  /// part: end A is then at the port end B was at). Throws Error for a cable with fewer ends.
  static void swapEnds(Design& design, EditTransaction& transaction, const ObjectId& cableId);

  /// Why end `endName` of the cable cannot be moved to `target` (empty when it can): what
  /// DesignEdits refuses for any attachment, plus the places a moved end must not land on, which
  /// a new cable's validation would only flag afterwards: the port it is at already, a port
  /// another cable (or another end of this one) holds, a cage that holds a transceiver.
  static QString moveEndRefusal(const DesignData& design, const ObjectId& cableId,
                                const QString& endName, const Attachment& target);
  /// Moves one end (the re-route tool): part, length, label and the other ends stay. Throws
  /// Error with moveEndRefusal()'s reason.
  static void moveEnd(Design& design, EditTransaction& transaction, const ObjectId& cableId,
                      const QString& endName, const Attachment& target);
};

}  // namespace rackwright

#endif
