#include "channeltracedock.h"

#include "ui/actions/actionregistry.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

constexpr int kElementRole = Qt::UserRole + 1;
/// Below this the MPO-16 position labels are no longer legible on a 96 dpi screen.
constexpr double kMinScale = 3.2;

QIcon severityIcon(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return ActionRegistry::icon(QStringLiteral("rackwright-finding-error"));
    case Severity::Warning:
      return ActionRegistry::icon(QStringLiteral("rackwright-finding-warning"));
    case Severity::Info:
      break;
  }
  return ActionRegistry::icon(QStringLiteral("rackwright-finding-info"));
}

/// The same channel (from the same end): the trace to keep shown after a retrace.
bool sameChannel(const OpticalChannel& a, const OpticalChannel& b) {
  return a.nearModule == b.nearModule && a.nearPort == b.nearPort && a.end == b.end &&
         a.farModule == b.farModule && a.farPort == b.farPort && a.farCable == b.farCable &&
         a.farCableEnd == b.farCableEnd;
}

}  // namespace

// --- ChannelTraceView ---------------------------------------------------------------------------

ChannelTraceView::ChannelTraceView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("channelTraceView"));
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent);
}

void ChannelTraceView::setTrace(const ChannelTrace* trace) {
  mPainter = trace ? std::make_unique<ChannelTracePainter>(*trace) : nullptr;
  setScale(mScale);
  update();
}

void ChannelTraceView::setScale(double pixelsPerMm) {
  mScale = std::max(kMinScale, pixelsPerMm);
  if (mPainter) {
    const QSizeF mm = mPainter->sizeMm();
    setFixedSize(qCeil(mm.width() * mScale), qCeil(mm.height() * mScale));
  } else {
    setFixedSize(0, 0);
  }
  update();
}

void ChannelTraceView::setHighlighted(int index) {
  if (mPainter)
    mPainter->setHighlighted(index);
  update();
}

QSize ChannelTraceView::sizeHint() const {
  return size();
}

QPoint ChannelTraceView::elementCentre(int index) const {
  if (!mPainter)
    return {};
  return (mPainter->elementRect(index).center() * mScale).toPoint();
}

void ChannelTraceView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), Qt::white);
  if (!mPainter)
    return;
  p.scale(mScale, mScale);
  mPainter->paint(p);
}

void ChannelTraceView::mousePressEvent(QMouseEvent* event) {
  if (!mPainter || event->button() != Qt::LeftButton)
    return QWidget::mousePressEvent(event);
  const int index = mPainter->elementAt(event->position() / mScale);
  if (index >= 0)
    Q_EMIT elementClicked(index);
}

void ChannelTraceView::mouseMoveEvent(QMouseEvent* event) {
  const int index = mPainter ? mPainter->elementAt(event->position() / mScale) : -1;
  setCursor(index >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
  if (index < 0) {
    setToolTip({});
    return;
  }
  const TraceElement& e = mPainter->trace().elements.at(index);
  QStringList lines{QStringLiteral("<b>%1</b>").arg(e.title.toHtmlEscaped())};
  for (const QString& d : e.details)
    lines << d.toHtmlEscaped();
  if (e.lengthM > 0)
    lines << tr("%1 m, %2 dB").arg(e.lengthM).arg(e.lossDb, 0, 'f', 2);
  else if (e.lossDb > 0)
    lines << tr("%1 dB").arg(e.lossDb, 0, 'f', 2);
  lines << tr("Click to select it on the canvas.");
  setToolTip(lines.join(QStringLiteral("<br>")));
}

// --- ChannelTraceDock ---------------------------------------------------------------------------

ChannelTraceDock::ChannelTraceDock(QWidget* parent)
    : QWidget(parent),
      mMessage(new QLabel(this)),
      mChooser(new QComboBox(this)),
      mSplit(new QSplitter(Qt::Vertical, this)),
      mScroll(new QScrollArea(this)),
      mView(new ChannelTraceView(this)),
      mFindings(new QTreeWidget(this)) {
  mMessage->setObjectName(QStringLiteral("traceMessage"));
  mChooser->setObjectName(QStringLiteral("traceChooser"));
  mFindings->setObjectName(QStringLiteral("traceFindings"));
  mMessage->setWordWrap(true);
  mMessage->setText(
      tr("Select a fiber cable, a cage holding a transceiver or a finding and "
         "choose Tools ▸ Trace Channel (Ctrl+T) to see its optical channel end "
         "to end."));
  mChooser->setToolTip(
      tr("The channels that start here: each optical port, splitter leg and "
         "direction"));
  mChooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  mChooser->setMinimumContentsLength(30);
  mScroll->setWidget(mView);
  mScroll->setWidgetResizable(false);
  mScroll->setBackgroundRole(QPalette::Base);
  mScroll->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  mFindings->setHeaderLabels({tr("Severity"), tr("Rule"), tr("Element"), tr("Message")});
  mFindings->setRootIsDecorated(false);
  mFindings->setAlternatingRowColors(true);
  mFindings->setWordWrap(true);
  mFindings->header()->setStretchLastSection(true);
  mFindings->setToolTip(
      tr("Click a row to select its element on the canvas; click the rule id "
         "to read what the rule checks."));
  mSplit->addWidget(mScroll);
  mSplit->addWidget(mFindings);
  mSplit->setStretchFactor(0, 0);
  mSplit->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(mMessage);
  layout->addWidget(mChooser);
  layout->addWidget(mSplit, 1);
  mChooser->hide();
  mScroll->hide();
  mFindings->hide();

  connect(mChooser, &QComboBox::currentIndexChanged, this, [this] { showCurrent(); });
  connect(mView, &ChannelTraceView::elementClicked, this, &ChannelTraceDock::activateElement);
  connect(mFindings, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
    const int element = item->data(0, kElementRole).toInt();
    if (element >= 0)
      activateElement(element);
  });
}

void ChannelTraceDock::showTraces(QVector<ChannelTrace> traces, const QString& emptyMessage,
                                  const OpticalChannel* keep) {
  mTraces = std::move(traces);
  int chosen = 0;
  if (keep) {
    for (int i = 0; i < mTraces.size(); ++i) {
      if (sameChannel(mTraces.at(i).channel, *keep))
        chosen = i;
    }
  }
  {
    const QSignalBlocker blocker(mChooser);
    mChooser->clear();
    for (const ChannelTrace& t : std::as_const(mTraces))
      mChooser->addItem(t.name);
    mChooser->setCurrentIndex(mTraces.isEmpty() ? -1 : chosen);
  }
  const bool any = !mTraces.isEmpty();
  mChooser->setVisible(mTraces.size() > 1);
  mScroll->setVisible(any);
  mFindings->setVisible(any);
  if (!any) {
    mMessage->setText(emptyMessage);
    mView->setTrace(nullptr);
    mFindings->clear();
    return;
  }
  showCurrent();
}

const ChannelTrace* ChannelTraceDock::currentTrace() const {
  const int i = mChooser->currentIndex();
  return i >= 0 && i < mTraces.size() ? &mTraces.at(i) : nullptr;
}

void ChannelTraceDock::setCurrentTrace(int index) {
  mChooser->setCurrentIndex(index);
}

void ChannelTraceDock::showCurrent() {
  const ChannelTrace* trace = currentTrace();
  mView->setTrace(trace);
  if (!trace)
    return;
  // The drawing gets the height it needs (long channels scroll sideways); the findings list
  // takes the rest.
  const int drawing = mView->height() + 2 * mScroll->frameWidth() +
                      mScroll->horizontalScrollBar()->sizeHint().height();
  const int total = std::max(mSplit->height(), drawing + 60);
  mSplit->setSizes({drawing, total - drawing});
  int errors = 0, warnings = 0;
  for (const TraceFinding& f : trace->findings) {
    if (f.finding.waived)
      continue;
    errors += f.finding.severity == Severity::Error ? 1 : 0;
    warnings += f.finding.severity == Severity::Warning ? 1 : 0;
  }
  QString verdict =
      errors > 0 || warnings > 0
          ? tr("%1 error(s), %2 warning(s) on this channel.").arg(errors).arg(warnings)
          : tr("No error or warning on this channel.");
  if (!trace->channel.complete())
    verdict += QLatin1Char(' ') + trace->endDescription;
  mMessage->setText(mTraces.size() > 1
                        ? tr("%1 channels start here. %2").arg(mTraces.size()).arg(verdict)
                        : verdict);
  fillFindings(*trace);
}

void ChannelTraceDock::fillFindings(const ChannelTrace& trace) {
  mFindings->clear();
  for (const TraceFinding& f : trace.findings) {
    auto* item = new QTreeWidgetItem(mFindings);
    item->setIcon(0, severityIcon(f.finding.severity));
    item->setText(0, toString(f.finding.severity));
    item->setText(2, f.element >= 0 ? trace.elements.at(f.element).title : tr("whole channel"));
    item->setText(3, f.finding.message());
    item->setToolTip(3, f.finding.message());
    item->setData(0, kElementRole, f.element);
    auto* link = new QLabel(
        QStringLiteral("<a href=\"rackwright:rule/%1\">%1</a>").arg(f.finding.rule.toHtmlEscaped()),
        mFindings);
    link->setObjectName(QStringLiteral("traceRuleLink"));
    link->setToolTip(tr("What %1 checks and how to fix it").arg(f.finding.rule));
    connect(link, &QLabel::linkActivated, this,
            [this](const QString& url) { Q_EMIT ruleLinkActivated(QUrl(url)); });
    mFindings->setItemWidget(item, 1, link);
  }
  mFindings->resizeColumnToContents(0);
  mFindings->setColumnWidth(1, 70);
  mFindings->setColumnWidth(2, 200);
}

void ChannelTraceDock::activateElement(int index) {
  const ChannelTrace* trace = currentTrace();
  if (!trace || index < 0 || index >= trace->elements.size())
    return;
  mView->setHighlighted(index);
  const ObjectId id = trace->elements.at(index).objectId;
  if (!id.isNull())
    Q_EMIT objectActivated(id);
}

}  // namespace rackwright::ui
