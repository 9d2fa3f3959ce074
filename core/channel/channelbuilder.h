#ifndef RACKWRIGHT_CORE_CHANNEL_CHANNELBUILDER_H
#define RACKWRIGHT_CORE_CHANNEL_CHANNELBUILDER_H

#include "core/model/design.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>

namespace rackwright {

/// One element of a channel chain as the user typed it ("MMA4Z00-NS:2", "MFP7E20-N010:leg2",
/// "GEN-MPO12-APC-TYPEB-OM4:40m"), resolved against the catalog.
struct ChainElement {
  int position = 0;  ///< 1-based place in the chain
  QString text;      ///< as typed
  PartPtr part;
  QString opticalPort;  ///< ":2" on a transceiver (empty = its first port)
  int leg = 0;          ///< ":leg2" on a splitter (0 = not given)
  QString panelPort;    ///< ":F6" on a panel or cassette: the port the chain leaves it by
};

/// An in-memory design built from a chain of catalog parts, end A to end B.
struct BuiltChannel {
  std::unique_ptr<Design> design;
  QVector<ChainElement> elements;
  /// What the builder assumed (implied adapters, unused splitter legs), one line each.
  QStringList assumptions;
  /// Cable ends deliberately left unconnected (the other legs of a splitter): (cable, end).
  QVector<QPair<ObjectId, QString>> unusedEnds;
};

/// Builds a design from a chain of catalog ids, like a compatibility configurator:
///
///   [host] (module | assembly) [passive …] [module] [host]
///
/// - host: a switch, server or adapter with cages. Its module goes into the first cage whose
///   form factor matches the module (or the first cage, so that a wrong part shows up as a
///   cage-fit finding).
/// - module: a transceiver; ":N" picks its optical port (default the first).
/// - assembly: a DAC/ACC/AOC whose head plugs into the host A cage and whose end B (or ":legN")
///   plugs into host B.
/// - passive: fiber cords, trunks and splitters (":legN" picks the leg that continues; the head
///   faces end A), coupling adapters (the cords on both sides are joined through it) and patch
///   panels or cassettes (entered at the first front port, left at its rear port). Two cords in
///   a row are joined through an implied generic adapter for their connector, reported as an
///   assumption. Generic parts take their length as ":<n>m".
class ChannelBuilder final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ChannelBuilder)

 public:
  /// Throws Error with one line naming the element and its position when an element is unknown
  /// or the chain cannot be built.
  static BuiltChannel build(const Catalog& library, const QStringList& chain);

  /// Resolves one element (exposed for the grammar tests). Throws Error.
  static ChainElement resolve(const Catalog& library, const QString& text, int position);
};

}  // namespace rackwright

#endif
