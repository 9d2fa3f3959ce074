#ifndef RACKWRIGHT_CORE_EXPORT_TABLEPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_TABLEPAINTER_H

#include "pagepainter.h"

#include <QColor>
#include <QCoreApplication>
#include <QStringList>
#include <QVector>

#include <memory>
#include <mutex>

namespace rackwright {

struct TableColumn {
  QString header;
  double weight = 1;  ///< share of the table width
  Qt::Alignment align = Qt::AlignLeft;
  bool mono = false;  ///< identifiers and ports
  bool wrap = false;  ///< long text (messages) wraps instead of being shortened
};

struct TableRow {
  enum class Kind { Normal, Group, Total };
  QStringList cells;
  Kind kind = Kind::Normal;
  QColor marker;  ///< optional band at the left edge (severity, status)
};

/// One block of a table section: an optional heading and paragraph, then a table (which may be
/// empty: a heading with text only).
struct TableBlock {
  QString heading;
  QString text;  ///< paragraph under the heading; "\n" starts a new paragraph
  QVector<TableColumn> columns;
  QVector<TableRow> rows;
};

/// A report section made of headings, paragraphs and tables that flow over as many pages as
/// they need; a table broken over a page repeats its header. Long cells are shortened with "…"
/// unless their column wraps. The layout is computed once per content size (under a mutex) and
/// then only read, so pages can be painted from several threads.
class TablePainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::TablePainter)

 public:
  TablePainter(QString title, QVector<TableBlock> blocks);

  int pageCount(const PageSetup& setup) const override;
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override { return mTitle; }

  const QVector<TableBlock>& blocks() const { return mBlocks; }

  static constexpr double kTextEm = 2.3;
  static constexpr double kTitleEm = 4.6;
  static constexpr double kHeadingEm = 3.2;

 private:
  struct Item {
    enum class Kind { Title, Heading, Text, Header, Row } kind;
    int block = 0;
    int row = 0;  ///< row index, or paragraph line index for Text
    double height = 0;
    QStringList lines;               ///< Text: the line
    QVector<QStringList> cellLines;  ///< Row: wrapped lines per wrapping column (else empty)
    int rowLines = 1;                ///< Row: lines of its tallest cell
  };
  struct Layout {
    QSizeF size;
    QVector<Item> items;
    QVector<int> pageStarts;  ///< first item of each page
  };
  /// Shared so that a page painted while another thread lays out another size keeps its own.
  std::shared_ptr<const Layout> layout(const QSizeF& size) const;
  Layout compute(const QSizeF& size) const;
  QVector<double> columnWidths(int block, double width) const;
  void paintRow(QPainter& painter, const Item& item, double y, double width, bool zebra) const;

  QString mTitle;
  QVector<TableBlock> mBlocks;
  mutable std::mutex mMutex;
  mutable std::shared_ptr<const Layout> mLayout;
};

}  // namespace rackwright

#endif
