#ifndef RACKWRIGHT_CORE_PLANNER_CABLEMAPGENERATOR_H
#define RACKWRIGHT_CORE_PLANNER_CABLEMAPGENERATOR_H

#include "core/common/error.h"
#include "core/model/design.h"
#include "portbudget.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

namespace rackwright {

/// Where the network racks of a scalable unit (and the spine and core racks) stand in the
/// row of racks they serve.
enum class NetworkRackPosition { Middle, End };

/// How a plan is laid out in the hall and how cable lengths are worked out.
struct GeneratorOptions {
  int serversPerRack = 4;  ///< four 8U DGX fill 32U of a 42U rack
  int rowLength = 10;      ///< rack slots per row: a scalable unit of 32 DGX and its network rack
  int rackHeightU = 42;
  /// Fixed length added to every cable for the routing inside racks and cable managers.
  double routingOverheadM = 0.5;
  double slackM = 0.3;  ///< service loop added to every cable
  NetworkRackPosition networkRacks = NetworkRackPosition::Middle;
  // Hall geometry (the cable path runs up to a tray above the racks, along and across rows).
  double rackPitchM = 0.6;      ///< rack width, one slot along a row
  double rowPitchM = 2.4;       ///< rack depth plus one aisle
  double rackDepthM = 1.2;      ///< added when a cable goes round to the other face
  double trayClearanceM = 0.3;  ///< tray height above the rack top
  QString designName;           ///< empty: "<n>-GPU fabric"
  /// How refusals name the setting to change: command-line options or the wizard's fields.
  SettingNames settingNames = SettingNames::CommandLine;
};

/// What was generated for one tier of the plan.
struct GeneratedTier {
  QString key;  ///< as PortPlan tiers: "serverLeaf", "leafSpine", "spineCore"
  int logicalLinks = 0;
  int transceivers = 0;
  int cableAssemblies = 0;
  double longestM = 0;              ///< longest cable assembly
  QMap<QString, int> cablesByPart;  ///< part id (with length) → count
  QMap<QString, int> modulesByPart;
};

/// The summary of a generated design: counts per tier and the notes that explain every
/// deviation from the plan's media assumptions (a DAC that does not reach, optics switched to
/// single-mode for a long run).
struct GeneratorResult {
  int racks = 0;
  int devices = 0;
  int modules = 0;
  int cables = 0;
  QVector<GeneratedTier> tiers;  ///< three entries, as in PortPlan
  QStringList notes;
  const GeneratedTier* tier(const QString& key) const;
  QJsonObject toJson() const;
  QString toText() const;
};

/// The generator refused the plan (unknown parts, a layout that does not fit, a run beyond the
/// reach of any optics); the message names the option to change.
class GeneratorError final : public Error {
 public:
  using Error::Error;
  void raise() const override { throw *this; }
  GeneratorError* clone() const override { return new GeneratorError(*this); }
};

/// Turns a port plan into a complete design: rows and racks, servers and switches at U
/// positions, a transceiver in every used cage (flat twin-port in DGX cages, finned in
/// air-cooled switches), one cable assembly per link or per DAC pair, rail-optimised
/// server-to-leaf wiring, leaf-to-spine striping, lengths from the rack geometry rounded up to
/// orderable part lengths (the cords of a twin-port module all at the longest of their lengths,
/// so its two fibers never differ, as RE-06 asks), and deterministic names and ids (UUID v5 of
/// the names), so the same plan and options give byte-identical files.
class CableMapGenerator final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CableMapGenerator)

 public:
  /// Replaces the content of `design` with the generated fabric. The plan must name catalog
  /// parts for its server and switch (PlanInputs::serverSpec.model, switchSpec.model), found in
  /// `library`, which the design keeps using. Throws GeneratorError.
  static GeneratorResult generate(const PortPlan& plan, const GeneratorOptions& options,
                                  const Catalog& library, Design& design);
};

}  // namespace rackwright

#endif
