#ifndef RACKWRIGHT_CORE_EXPORT_BILLOFMATERIALS_H
#define RACKWRIGHT_CORE_EXPORT_BILLOFMATERIALS_H

#include "core/model/designdata.h"
#include "csvtable.h"
#include "tablepainter.h"

#include <QCoreApplication>

namespace rackwright {

/// Spares added on top of the design quantities, per section, in percent (rounded up per line).
struct BomOptions {
  double deviceSparesPercent = 0;
  double transceiverSparesPercent = 5;
  double cableSparesPercent = 5;
};

/// One line of the bill of materials: one part (and, for cut-to-length parts, one length).
struct BomLine {
  enum class Section { Devices, Transceivers, Cables };
  Section section = Section::Devices;
  QString group;  ///< "Switches", "Servers", "Fiber" …: lines are grouped by this within a section
  QString partId;
  QString partNumber;
  QString manufacturer;
  QString description;
  double lengthM = 0;
  int quantity = 0;
  double sparesPercent = 0;
  int spares = 0;
  bool unconfirmed = false;
  /// The network of the line's objects (core/model/networks.h): a switch's own network, the
  /// network of the port a transceiver sits in, a cable's network; empty = unassigned. Each
  /// network gets its own lines.
  QString network;
  QString networkName;   ///< display name; empty when unassigned
  int networkOrder = 0;  ///< report order of the network (unassigned last)
  int total() const { return quantity + spares; }
};

/// The bill of materials: every device (adapters included), transceiver and cable assembly of
/// the design, grouped by kind and, where the design assigns networks, by network. Quantities
/// per section equal the counts of `rackwright info`.
class BillOfMaterials final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::BillOfMaterials)

 public:
  static QVector<BomLine> build(const DesignData& design, const BomOptions& options = {});
  static int quantity(const QVector<BomLine>& lines, BomLine::Section section);

  static QString sectionTitle(BomLine::Section section);
  static CsvTable toCsv(const QVector<BomLine>& lines);
  /// One block per section for the printed report.
  static QVector<TableBlock> toBlocks(const QVector<BomLine>& lines, const BomOptions& options);
};

}  // namespace rackwright

#endif
