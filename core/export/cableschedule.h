#ifndef RACKWRIGHT_CORE_EXPORT_CABLESCHEDULE_H
#define RACKWRIGHT_CORE_EXPORT_CABLESCHEDULE_H

#include "cablelabels.h"
#include "csvtable.h"
#include "tablepainter.h"

#include <QCoreApplication>

namespace rackwright {

/// One line of the cable schedule: one cable, or one leg of a breakout.
struct ScheduleLine {
  ObjectId cableId;
  QString cable;  ///< identifier (with the leg suffix for breakout legs)
  QString leg;
  QString aEnd;     ///< scheme name of the head end ("HallA.R01-U02:OSFP1.1")
  QString aDevice;  ///< "dgx-01:OSFP1.1"
  QString bEnd;
  QString bDevice;
  QString part;
  double lengthM = 0;
  CableStatus status = CableStatus::Planned;
  QString colour;
  QString labelA;  ///< what the label at the A end prints
  QString labelB;
  QString network;      ///< key of the cable's network (Networks::ofCable); empty = unassigned
  QString networkName;  ///< its display name
};

/// The cable schedule in installation order (the head end's rack, top to bottom, port).
class CableSchedule final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CableSchedule)

 public:
  static QVector<ScheduleLine> build(const ExportIndex& index, const LabelScheme& scheme,
                                     const LabelFilter& filter = {});
  static CsvTable toCsv(const QVector<ScheduleLine>& lines);
  static TableBlock toBlock(const QVector<ScheduleLine>& lines);
  static QString statusTitle(CableStatus status);
};

}  // namespace rackwright

#endif
