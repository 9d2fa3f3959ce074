#ifndef RACKWRIGHT_CORE_EXPORT_CHANNELTRACEPAINTER_H
#define RACKWRIGHT_CORE_EXPORT_CHANNELTRACEPAINTER_H

#include "core/channel/channeltrace.h"

#include <QCoreApplication>
#include <QPainter>
#include <QRectF>

namespace rackwright {

/// Draws a channel trace left to right in millimetres with QPainter only (so the same drawing
/// goes to the screen, an SVG or a PDF page): each element as a block (transceiver, mated
/// connector faces with their pins and polish, the adapter, a cord or trunk with its length, a
/// panel or cassette with its harness), one line per fiber position in its TIA-598 colour
/// following the position maps through every element, the Tx lanes marked from the near port to
/// where they land, unused and dark positions grey, each element with a finding outlined in the
/// finding's severity colour with the rule ids above it, and a footer with length, matings and
/// loss against the allowance.
///
/// Lines are coloured by the near receptacle's position, so "blue" is near position 1 wherever
/// a crossing cord takes it.
class ChannelTracePainter final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ChannelTracePainter)

 public:
  explicit ChannelTracePainter(ChannelTrace trace);

  const ChannelTrace& trace() const { return mTrace; }
  /// The drawing's size in millimetres.
  QSizeF sizeMm() const { return mSize; }
  /// The area of element `index` (its block with title and details), in millimetres.
  QRectF elementRect(int index) const;
  /// The element at `pointMm` (-1 = none).
  int elementAt(const QPointF& pointMm) const;
  /// Outlines one element as chosen (dashed accent), or none with -1.
  void setHighlighted(int index) { mHighlighted = index; }

  /// Paints with the painter's transform mapping millimetres to the device.
  void paint(QPainter& painter) const;

 private:
  struct Column {
    double left = 0;
    double right = 0;
  };
  void layout();
  double positionY(int position, int positionsHere) const;
  void paintBlocks(QPainter& painter) const;
  void paintBlock(QPainter& painter, int index) const;
  void paintFibers(QPainter& painter) const;
  void paintLaneMarks(QPainter& painter) const;
  void paintFindings(QPainter& painter) const;
  void paintFooter(QPainter& painter) const;
  QRectF blockRect(int index) const;

  ChannelTrace mTrace;
  QVector<Column> mColumns;
  int mMaxPositions = 1;
  double mPitch = 3;
  double mFiberTop = 0;  ///< top of the fiber area
  double mFiberHeight = 0;
  double mFooterTop = 0;
  QSizeF mSize;
  int mHighlighted = -1;
};

}  // namespace rackwright

#endif
