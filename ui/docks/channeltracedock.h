#ifndef RACKWRIGHT_UI_DOCKS_CHANNELTRACEDOCK_H
#define RACKWRIGHT_UI_DOCKS_CHANNELTRACEDOCK_H

#include "core/channel/channeltrace.h"
#include "core/export/channeltracepainter.h"

#include <QUrl>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QScrollArea;
class QSplitter;
class QTreeWidget;

namespace rackwright::ui {

/// Shows one channel trace drawn by ChannelTracePainter, scaled to the widget's height; a click
/// on an element block chooses it.
class ChannelTraceView final : public QWidget {
  Q_OBJECT

 public:
  explicit ChannelTraceView(QWidget* parent = nullptr);

  void setTrace(const ChannelTrace* trace);
  const ChannelTracePainter* painter() const { return mPainter.get(); }
  /// Device pixels per millimetre of the drawing.
  double scale() const { return mScale; }
  void setScale(double pixelsPerMm);
  /// Outlines the chosen element.
  void setHighlighted(int index);
  /// The widget point at the centre of element `index` (for tests and tooltips).
  QPoint elementCentre(int index) const;

  QSize sizeHint() const override;

 Q_SIGNALS:
  void elementClicked(int index);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;

 private:
  std::unique_ptr<ChannelTracePainter> mPainter;
  double mScale = 4.5;  ///< px per mm: 2 mm detail text is 9 px high
};

/// The Channel Trace dock: the optical channel of the current selection end to end, a chooser
/// when the start has several channels (ports of a twin-port module, splitter legs, the two
/// directions of a cord), the drawing, and the findings on the channel with the element each is
/// about. Clicking an element or a finding asks to show its object on the canvas; a rule id is a
/// link to the rule's help page.
class ChannelTraceDock final : public QWidget {
  Q_OBJECT

 public:
  explicit ChannelTraceDock(QWidget* parent = nullptr);

  /// Shows `traces` (the one matching `keep` when there is one, else the first), or
  /// `emptyMessage` when there are none.
  void showTraces(QVector<ChannelTrace> traces, const QString& emptyMessage,
                  const OpticalChannel* keep = nullptr);
  int traceCount() const { return int(mTraces.size()); }
  const ChannelTrace* currentTrace() const;
  void setCurrentTrace(int index);
  /// Chooses element `index` of the current trace (as a click does).
  void activateElement(int index);

  QComboBox* chooser() const { return mChooser; }
  ChannelTraceView* view() const { return mView; }
  QTreeWidget* findingsList() const { return mFindings; }
  QLabel* messageLabel() const { return mMessage; }

 Q_SIGNALS:
  /// The user chose an element or a finding: show this object on the canvas.
  void objectActivated(const rackwright::ObjectId& objectId);
  /// A rule id was clicked ("rackwright:rule/POL-02").
  void ruleLinkActivated(const QUrl& url);

 private:
  void showCurrent();
  void fillFindings(const ChannelTrace& trace);

  QVector<ChannelTrace> mTraces;
  QLabel* mMessage;
  QComboBox* mChooser;
  QSplitter* mSplit;
  QScrollArea* mScroll;
  ChannelTraceView* mView;
  QTreeWidget* mFindings;
};

}  // namespace rackwright::ui

#endif
