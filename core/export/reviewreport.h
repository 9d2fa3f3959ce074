#ifndef RACKWRIGHT_CORE_EXPORT_REVIEWREPORT_H
#define RACKWRIGHT_CORE_EXPORT_REVIEWREPORT_H

#include "acceptanceplan.h"
#include "billofmaterials.h"
#include "cablelabels.h"
#include "core/analysis/designstats.h"
#include "core/analysis/racktypes.h"
#include "core/validation/findingsummary.h"
#include "core/validation/validator.h"
#include "pagepainter.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

#include <memory>
#include <optional>

namespace rackwright {

struct ReviewOptions {
  PageSetup setup;
  LabelScheme scheme;
  BomOptions bom;
  QVector<ObjectId> racks;  ///< elevations and port maps of these racks only; empty = all
  bool trueScaleElevations = false;
  /// Infos in the validation report: tallied by rule with two examples (default), every one, or
  /// only their count. Errors and warnings are always listed in full.
  InfoDetail infos = InfoDetail::Summary;
  /// Elevations, port maps and cable schedule of every rack. By default (and when `racks` is
  /// empty) one representative rack per rack type is drawn, and the rack-types table names the
  /// racks each stands for: a 32,768-GPU design has some 1,200 racks of a handful of types.
  bool full = false;
};

/// One row of the design in the review's per-row table: what stands in it and what is open.
struct RowFigures {
  ObjectId rowId;  ///< null: racks not placed in a row
  QString name;
  int racks = 0;
  RoleCounts devices;  ///< racked devices of the row's racks, adapters with their host
  int cables = 0;      ///< cable assemblies with an end in the row (between rows: in each)
  int errors = 0;      ///< unwaived findings naming an object in the row
  int warnings = 0;
};

/// The design-review PDF, summary first: title page, contents, summary, port budget and its
/// charts (planner designs only), any pages the caller contributes, the validation report
/// (errors and warnings in full, infos by rule), rack types, bill of materials, rack
/// elevations, port maps, cable schedule and the acceptance checklist.
///
/// Built from a snapshot on any thread: validation, statistics and the sections are computed in
/// the constructor. The charts are painted in core, so the headless command and the workbench
/// produce the same report.
class ReviewReport final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ReviewReport)

 public:
  ReviewReport(const DesignData& design, const ReviewOptions& options);
  /// The same with what an export has derived already: the index of `design` and its full
  /// validation (ExportPipeline), so that neither is computed twice.
  ReviewReport(const DesignData& design, ReviewOptions options,
               std::shared_ptr<const ExportIndex> index, ValidationResult validation);

  /// Extension point: pages inserted after the port budget (after the summary when the design
  /// has no plan), e.g. port-budget charts from the widget layer.
  void addExtraPages(PagePainterPtr painter);

  /// The complete document, contents filled in.
  PageDocument document() const;

  const DesignStats& stats() const { return mStats; }
  const ValidationResult& validation() const { return mValidation; }
  const std::optional<QJsonObject>& plan() const { return mPlan; }
  const QVector<BomLine>& bom() const { return mBom; }
  const ExpectedFigures& expected() const { return mExpected; }
  const QVector<RackType>& rackTypes() const { return mRackTypes; }
  /// Per row in installation order; counts only, so it stays small at any design size.
  const QVector<RowFigures>& rows() const { return mRows; }
  /// The racks whose elevations and port maps the report draws: the chosen racks, every rack
  /// with `full`, else one representative per rack type.
  QVector<ObjectId> drawnRacks() const;

  /// Section painters by role, for callers that want one alone.
  PagePainterPtr summaryPages() const;
  PagePainterPtr validationPages() const;
  PagePainterPtr rackTypePages() const;
  /// "Racks by row": one line per row (none for a design without racks).
  PagePainterPtr rowPages() const;

 private:
  /// The design's logical links are traced once here and shared by the statistics and the
  /// acceptance figures (the link rate reads them too).
  ReviewReport(const DesignData& design, ReviewOptions options,
               std::shared_ptr<const ExportIndex> index, ValidationResult validation,
               const QVector<LogicalLink>& links);
  QVector<PagePainterPtr> sections() const;

  ReviewOptions mOptions;
  std::shared_ptr<const ExportIndex> mIndex;
  DesignStats mStats;
  ValidationResult mValidation;
  std::optional<QJsonObject> mPlan;
  QVector<BomLine> mBom;
  ExpectedFigures mExpected;
  QVector<RackType> mRackTypes;
  QVector<RowFigures> mRows;
  /// Network key → its leaf oversubscription plan as RuleCatalog::planText reads it, for the
  /// networks a rule holds to a plan.
  QHash<QString, QString> mFabricPlans;
  QVector<PagePainterPtr> mExtra;
};

}  // namespace rackwright

#endif
