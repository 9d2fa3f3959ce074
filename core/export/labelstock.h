#ifndef RACKWRIGHT_CORE_EXPORT_LABELSTOCK_H
#define RACKWRIGHT_CORE_EXPORT_LABELSTOCK_H

#include "labelpainter.h"

#include <QCoreApplication>
#include <QHash>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rackwright {

/// One label product as the gLabels template library describes it (the XML files of the
/// `glabels-data` package: Avery, Brother, Dymo, Herma, Zweckform …), so that a user names the
/// stock on the shelf ("Avery L7651", "Brother DK-1201") instead of measuring it. Sizes in
/// millimetres.
struct LabelStock {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelStock)

 public:
  /// Where the labels sit on the page: nx × ny labels, the first at (x0, y0), then every
  /// (dx, dy). A template may have several layouts (staggered sheets).
  struct Layout {
    int nx = 1;
    int ny = 1;
    double x0Mm = 0;
    double y0Mm = 0;
    double dxMm = 0;
    double dyMm = 0;
  };
  enum class Shape { Rectangle, Round, Ellipse, Cd, Other };

  QString brand;
  QString part;
  QString description;
  QString paperId;  ///< "A4", "US-Letter" …, or "Other" for rolls and odd sheets
  QSizeF pageMm;    ///< the sheet (or, for rolls, one label's page)
  Shape shape = Shape::Rectangle;
  QSizeF labelMm;
  double cornerRadiusMm = 0;
  double markupMarginMm = 0;  ///< gLabels' safe margin inside the label, when given
  QVector<Layout> layouts;
  QString equivalentOf;  ///< the part this one copies ("Avery 5260" is an "Avery 5160")
  QString sourceFile;    ///< the template file it came from

  /// "Avery 5160".
  QString name() const { return brand + QLatin1Char(' ') + part; }
  int labelsPerPage() const;
  /// One label per page (a roll or a single label): printed as tape, page sized to the label.
  bool isRoll() const { return labelsPerPage() == 1; }
  /// "Avery 5160: Address Labels, 66.7 × 25.4 mm, 30 per US-Letter sheet".
  QString describe() const;
  /// The label run on this stock: the whole label printable, on its sheet in its layout (or as
  /// tape, one label a page, for a roll). Nothing, with `why`, for what a cable label cannot be
  /// printed on: a round or CD label, a staggered sheet, a sheet size the printer pages lack.
  std::optional<LabelOptions> labelOptions(QString* why = nullptr) const;
};

/// The label stocks read from gLabels template files. Unreadable files and templates are
/// skipped with a warning naming the file, the line and what is wrong; the rest load.
class LabelStockLibrary final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::LabelStockLibrary)

 public:
  /// Where Debian's glabels-data installs the templates.
  static QString systemDirectory();
  /// The folder the commands read: RACKWRIGHT_LABEL_TEMPLATES when set, else systemDirectory().
  static QString directory();

  /// Reads every `*-templates.xml` (and `paper-sizes.xml` for the sheet sizes) in `directory`.
  static LabelStockLibrary load(const QString& directory, QStringList* warnings = nullptr);
  /// Reads one template file; `paperSizes` maps paper ids to millimetres (A4 and US-Letter are
  /// known without it).
  void readFile(const QString& path, QStringList* warnings);

  const QVector<LabelStock>& stocks() const { return mStocks; }
  bool isEmpty() const { return mStocks.isEmpty(); }
  /// The stock a user means by `name`: "Avery 5160", "avery-5160", "AVERY_5160" or the part
  /// alone when only one brand has it. Null when there is no such stock or the part alone is
  /// ambiguous (`why` then says which brands have it).
  const LabelStock* find(const QString& name, QString* why = nullptr) const;

  /// "210mm", "8.5in", "72pt", "1.5cm", "2pc" or a bare number (points) → millimetres.
  static std::optional<double> lengthMm(const QString& text);

 private:
  void readPaperSizes(const QString& path);

  QVector<LabelStock> mStocks;
  QHash<QString, QSizeF> mPaperSizes;
};

}  // namespace rackwright

#endif
