#ifndef RACKWRIGHT_UI_PORTMAP_PANELFACEITEM_H
#define RACKWRIGHT_UI_PORTMAP_PANELFACEITEM_H

#include "portmaprows.h"

#include <QColor>
#include <QCoreApplication>
#include <QGraphicsItem>

namespace rackwright::ui {

/// One panel face of a port map, drawn enlarged (one scene unit is one millimetre): every port
/// at its place with its name inside, and a label per port with the module and the peer of each
/// cable. Labels run perpendicular to the panel, away from it: ports in the upper half are
/// labelled above the panel, the others below.
///
/// Dense panels (a 64-cage switch has four rows of sixteen cages) share the width of a column
/// of ports between the labels of that column's ports, outermost row first, so labels never
/// overlap one another or cross a port; each label starts with its port's name. The font is
/// sized to the share (between kMinFontMm and kMaxFontMm); what does not fit (cable names, then
/// further peers) is left to the tooltip of the port and its label, and to the table.
class PanelFaceItem final : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::PanelFaceItem)

 public:
  static constexpr double kMaxFontMm = 4.2;
  static constexpr double kMinFontMm = 2.4;
  static constexpr double kMaxLabelMm = 110;

  /// Where and how one port's label is drawn (item coordinates).
  struct Label {
    int row = -1;         ///< index into the rows given to the item
    QRectF rect;          ///< the area the label covers
    double fontMm = 0;    ///< text height
    QStringList lines;    ///< the first starts with the port name
    bool above = true;    ///< above the panel (read bottom-up) or below (read top-down)
    double baseline = 0;  ///< y where the text starts (the outer edge of its column of ports)
  };

  PanelFaceItem(QString title, QSizeF panel, QVector<PortMapRow> rows, QColor body);

  const QVector<Label>& labels() const { return mLabels; }
  const QVector<PortMapRow>& rows() const { return mRows; }
  /// The ports, their labels and the title: what the view fits.
  QRectF contentRect() const { return mContent; }
  /// The full text of a port (tooltips): port, logical ports, module, every peer and cable.
  static QString describe(const PortMapRow& row);

  QRectF boundingRect() const override { return mContent.adjusted(-2, -2, 2, 2); }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  void layoutLabels();
  void addToolTips();

  QString mTitle;
  QSizeF mPanel;
  QVector<PortMapRow> mRows;
  QColor mBody;
  QVector<Label> mLabels;
  QRectF mTitleRect;
  QRectF mContent;
};

}  // namespace rackwright::ui

#endif
