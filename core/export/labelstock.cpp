#include "labelstock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace rackwright {

namespace {

QString normalised(const QString& name) {
  return name.toLower().remove(QRegularExpression(QStringLiteral("[^a-z0-9]")));
}

QString attribute(const QXmlStreamReader& xml, const char* name) {
  return xml.attributes().value(QLatin1String(name)).toString();
}

LabelStock::Shape shapeOf(QStringView element) {
  if (element == u"Label-rectangle")
    return LabelStock::Shape::Rectangle;
  if (element == u"Label-round")
    return LabelStock::Shape::Round;
  if (element == u"Label-ellipse")
    return LabelStock::Shape::Ellipse;
  if (element == u"Label-cd")
    return LabelStock::Shape::Cd;
  return LabelStock::Shape::Other;
}

}  // namespace

int LabelStock::labelsPerPage() const {
  int count = 0;
  for (const Layout& layout : layouts)
    count += layout.nx * layout.ny;
  return count;
}

QString LabelStock::describe() const {
  const QString size =
      tr("%1 × %2 mm").arg(labelMm.width(), 0, 'f', 1).arg(labelMm.height(), 0, 'f', 1);
  const QString where = isRoll() ? tr("one per label (roll or single label)")
                                 : tr("%n per %1 sheet", nullptr, labelsPerPage()).arg(paperId);
  QString text = description.isEmpty() ? tr("%1: %2, %3").arg(name(), size, where)
                                       : tr("%1: %2, %3, %4").arg(name(), description, size, where);
  if (!equivalentOf.isEmpty())
    text += tr(" (same as %1)").arg(equivalentOf);
  return text;
}

std::optional<LabelOptions> LabelStock::labelOptions(QString* why) const {
  const auto refuse = [&](const QString& reason) -> std::optional<LabelOptions> {
    if (why)
      *why = reason;
    return std::nullopt;
  };
  if (shape != Shape::Rectangle) {
    return refuse(tr("%1 is not a rectangular label; a cable label's lines need one. Choose a "
                     "rectangular stock")
                      .arg(name()));
  }
  if (layouts.size() > 1) {
    return refuse(tr("%1 is a staggered sheet (%2 layouts); choose a stock with one grid of "
                     "labels")
                      .arg(name())
                      .arg(layouts.size()));
  }
  LabelOptions options;
  options.label = LabelTemplate::wrap();
  options.label.sizeMm = labelMm;
  options.label.printHeightMm = labelMm.height();  // a plain label: printable all over
  if (isRoll()) {
    options.layout = SheetLayout::continuousTape();
    return options;
  }
  // The sheet sizes the page writer knows, by gLabels' ids.
  static const QHash<QString, PaperSize> papers{{QStringLiteral("A4"), PaperSize::A4},
                                                {QStringLiteral("A3"), PaperSize::A3},
                                                {QStringLiteral("US-Letter"), PaperSize::Letter},
                                                {QStringLiteral("Tabloid"), PaperSize::Tabloid}};
  if (!papers.contains(paperId)) {
    return refuse(tr("%1 comes on %2 sheets; labels print on A4, A3, US-Letter or Tabloid "
                     "sheets or on rolls. Choose another stock")
                      .arg(name(), paperId));
  }
  const Layout& grid = layouts.front();
  options.layout.paper = papers.value(paperId);
  options.layout.rows = grid.ny;
  options.layout.columns = grid.nx;
  options.layout.marginLeftMm = grid.x0Mm;
  options.layout.marginTopMm = grid.y0Mm;
  options.layout.pitchXMm = grid.nx > 1 ? grid.dxMm : labelMm.width();
  options.layout.pitchYMm = grid.ny > 1 ? grid.dyMm : labelMm.height();
  // Die-cut stock needs no outlines printed round each label.
  options.outlines = false;
  return options;
}

QString LabelStockLibrary::directory() {
  const QString chosen = qEnvironmentVariable("RACKWRIGHT_LABEL_TEMPLATES");
  return chosen.isEmpty() ? systemDirectory() : chosen;
}

QString LabelStockLibrary::systemDirectory() {
  return QStringLiteral("/usr/share/libglabels-3.0/templates");
}

std::optional<double> LabelStockLibrary::lengthMm(const QString& text) {
  static const QRegularExpression pattern(
      QStringLiteral("^\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*(pt|in|mm|cm|pc)?\\s*$"));
  const QRegularExpressionMatch match = pattern.match(text);
  if (!match.hasMatch())
    return std::nullopt;
  const double value = match.captured(1).toDouble();
  const QString unit = match.captured(2);
  // gLabels' own unit is the point.
  if (unit.isEmpty() || unit == u"pt")
    return value * 25.4 / 72.0;
  if (unit == u"in")
    return value * 25.4;
  if (unit == u"cm")
    return value * 10.0;
  if (unit == u"pc")
    return value * 12.0 * 25.4 / 72.0;
  return value;  // mm
}

LabelStockLibrary LabelStockLibrary::load(const QString& directory, QStringList* warnings) {
  LabelStockLibrary library;
  const QDir dir(directory);
  if (!dir.exists()) {
    if (warnings)
      *warnings << tr("%1: no such folder; install the gLabels templates (Debian package "
                      "glabels-data) or name the folder that holds them")
                       .arg(QDir::toNativeSeparators(directory));
    return library;
  }
  if (dir.exists(QStringLiteral("paper-sizes.xml")))
    library.readPaperSizes(dir.filePath(QStringLiteral("paper-sizes.xml")));
  const QStringList files =
      dir.entryList({QStringLiteral("*-templates.xml")}, QDir::Files, QDir::Name);
  for (const QString& file : files)
    library.readFile(dir.filePath(file), warnings);
  return library;
}

void LabelStockLibrary::readPaperSizes(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return;
  QXmlStreamReader xml(&file);
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement() && xml.name() == u"Paper-size") {
      const auto w = lengthMm(attribute(xml, "width"));
      const auto h = lengthMm(attribute(xml, "height"));
      if (w && h)
        mPaperSizes.insert(attribute(xml, "id"), QSizeF(*w, *h));
    }
  }
}

void LabelStockLibrary::readFile(const QString& path, QStringList* warnings) {
  if (mPaperSizes.isEmpty()) {
    mPaperSizes.insert(QStringLiteral("A4"), QSizeF(210, 297));
    mPaperSizes.insert(QStringLiteral("US-Letter"), QSizeF(215.9, 279.4));
  }
  QFile file(path);
  const QString fileName = QFileInfo(path).fileName();
  const auto warn = [&](qint64 line, const QString& what) {
    if (warnings)
      *warnings << tr("%1:%2: %3").arg(fileName).arg(line).arg(what);
  };
  if (!file.open(QIODevice::ReadOnly)) {
    warn(0, tr("cannot be read: %1").arg(file.errorString()));
    return;
  }
  QXmlStreamReader xml(&file);
  LabelStock current;
  bool inTemplate = false;
  bool usable = false;
  QHash<QString, qsizetype> byName;
  for (qsizetype i = 0; i < mStocks.size(); ++i)
    byName.insert(normalised(mStocks.at(i).name()), i);
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement()) {
      const QStringView element = xml.name();
      if (element == u"Template") {
        current = LabelStock();
        current.brand = attribute(xml, "brand");
        current.part = attribute(xml, "part");
        current.description = attribute(xml, "_description");
        if (current.description.isEmpty())
          current.description = attribute(xml, "description");
        current.paperId = attribute(xml, "size");
        current.sourceFile = fileName;
        inTemplate = true;
        usable = true;
        const QString equiv = attribute(xml, "equiv");
        if (!equiv.isEmpty()) {
          // A product sold under another number: the same label, its own name.
          const QString key = normalised(current.brand + QLatin1Char(' ') + equiv);
          if (!byName.contains(key)) {
            warn(xml.lineNumber(), tr("%1 %2 is \"the same as %3\", which is not defined before "
                                      "it; skipped")
                                       .arg(current.brand, current.part, equiv));
            usable = false;
          } else {
            LabelStock copy = mStocks.at(byName.value(key));
            copy.part = current.part;
            copy.equivalentOf = current.brand + QLatin1Char(' ') + equiv;
            copy.sourceFile = fileName;
            current = copy;
          }
          continue;
        }
        if (current.paperId == u"Other") {
          const auto w = lengthMm(attribute(xml, "width"));
          const auto h = lengthMm(attribute(xml, "height"));
          if (w && h)
            current.pageMm = QSizeF(*w, *h);
        } else if (mPaperSizes.contains(current.paperId)) {
          current.pageMm = mPaperSizes.value(current.paperId);
        }
        if (current.pageMm.isEmpty()) {
          warn(xml.lineNumber(), tr("%1 %2: unknown sheet size \"%3\"; skipped")
                                     .arg(current.brand, current.part, current.paperId));
          usable = false;
        }
      } else if (inTemplate && element.startsWith(u"Label-")) {
        current.shape = shapeOf(element);
        std::optional<double> w;
        std::optional<double> h;
        if (current.shape == LabelStock::Shape::Round || current.shape == LabelStock::Shape::Cd) {
          w = lengthMm(attribute(xml, "radius"));
          if (w)
            h = w = *w * 2;
        } else {
          w = lengthMm(attribute(xml, "width"));
          h = lengthMm(attribute(xml, "height"));
        }
        if (!w || !h || *w <= 0 || *h <= 0) {
          warn(xml.lineNumber(),
               tr("%1 %2: the label has no size; skipped").arg(current.brand, current.part));
          usable = false;
        } else {
          current.labelMm = QSizeF(*w, *h);
        }
        current.cornerRadiusMm = lengthMm(attribute(xml, "round")).value_or(0);
      } else if (inTemplate && element == u"Markup-margin") {
        current.markupMarginMm = lengthMm(attribute(xml, "size")).value_or(0);
      } else if (inTemplate && element == u"Layout") {
        LabelStock::Layout layout;
        layout.nx = attribute(xml, "nx").toInt();
        layout.ny = attribute(xml, "ny").toInt();
        layout.x0Mm = lengthMm(attribute(xml, "x0")).value_or(0);
        layout.y0Mm = lengthMm(attribute(xml, "y0")).value_or(0);
        layout.dxMm = lengthMm(attribute(xml, "dx")).value_or(0);
        layout.dyMm = lengthMm(attribute(xml, "dy")).value_or(0);
        if (layout.nx < 1 || layout.ny < 1) {
          warn(xml.lineNumber(), tr("%1 %2: a layout with %3 × %4 labels; skipped")
                                     .arg(current.brand, current.part)
                                     .arg(layout.nx)
                                     .arg(layout.ny));
          usable = false;
        } else {
          current.layouts << layout;
        }
      }
    } else if (xml.isEndElement() && xml.name() == u"Template") {
      inTemplate = false;
      if (usable && current.layouts.isEmpty() && current.equivalentOf.isEmpty()) {
        warn(xml.lineNumber(), tr("%1 %2: no layout; skipped").arg(current.brand, current.part));
        usable = false;
      }
      if (!usable)
        continue;
      const QString key = normalised(current.name());
      if (byName.contains(key)) {
        mStocks[byName.value(key)] = current;  // a later definition replaces an earlier one
      } else {
        byName.insert(key, mStocks.size());
        mStocks << current;
      }
    }
  }
  if (xml.hasError())
    warn(xml.lineNumber(), tr("not a readable template file: %1").arg(xml.errorString()));
}

const LabelStock* LabelStockLibrary::find(const QString& name, QString* why) const {
  const QString wanted = normalised(name);
  QStringList partMatches;
  const LabelStock* byPart = nullptr;
  for (const LabelStock& stock : mStocks) {
    if (normalised(stock.name()) == wanted)
      return &stock;
    if (normalised(stock.part) == wanted) {
      partMatches << stock.name();
      byPart = &stock;
    }
  }
  if (partMatches.size() == 1)
    return byPart;
  if (why) {
    *why = partMatches.isEmpty()
               ? tr("no label stock \"%1\" in the gLabels templates; `rackwright export labels "
                    "--list-stock` lists them")
                     .arg(name)
               : tr("\"%1\" is the part number of %2; name the brand too")
                     .arg(name, partMatches.join(QStringLiteral(", ")));
  }
  return nullptr;
}

}  // namespace rackwright
