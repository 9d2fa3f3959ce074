#include "channeltracepainter.h"

#include "core/channel/channelreporter.h"
#include "core/channel/fibercolours.h"
#include "paintkit.h"

#include <QPainterPath>

#include <algorithm>

namespace rackwright {

using namespace paintkit;

namespace {

constexpr double kMargin = 4;
constexpr double kHeaderHeight = 11;  ///< channel name and where it ends
constexpr double kTitleBand = 9;      ///< rule tags and the element title above a block
constexpr double kDetailBand = 10.5;  ///< up to three detail lines below a block
constexpr double kGap = 3;            ///< between blocks: the fibers run across it
constexpr double kBlockPadding = 3;   ///< above and below the fiber positions
constexpr double kTitleText = 2.3;
constexpr double kDetailText = 1.9;
constexpr double kFooterText = 2.5;

const QColor kBlockFill{0xf3, 0xf5, 0xf8};
const QColor kTransceiverFill{0x3a, 0x44, 0x50};
const QColor kDarkFiber{0xc4, 0xc8, 0xce};
const QColor kApc{0x2e, 0x9d, 0x4a};  // APC connectors and boots are green, UPC blue (industry
const QColor kUpc{0x2b, 0x6c, 0xd0};  // convention, TIA-568 does not mandate it)

double widthOf(TraceElement::Kind kind) {
  switch (kind) {
    case TraceElement::Kind::NearPort:
    case TraceElement::Kind::FarEnd:
      return 38;
    case TraceElement::Kind::Mating:
      return 24;
    case TraceElement::Kind::Segment:
      return 40;
    case TraceElement::Kind::Passage:
      return 32;
  }
  return 30;
}

QColor severityColour(Severity s) {
  switch (s) {
    case Severity::Error:
      return colours::kError;
    case Severity::Warning:
      return colours::kWarning;
    case Severity::Info:
      return colours::kInfo;
  }
  return colours::kInk;
}

/// The jacket colour TIA-598 gives premises cable of each fiber type.
QColor jacketColour(FiberGrade grade) {
  switch (grade) {
    case FiberGrade::OM3:
    case FiberGrade::OM4:
      return {0x2e, 0xc4, 0xc4};  // aqua
    case FiberGrade::OM5:
      return {0x8f, 0xd6, 0x3a};  // lime green
    case FiberGrade::OS2:
      return {0xf2, 0xc8, 0x00};  // yellow
    default:
      return colours::kRule;
  }
}

QString metres(double m) {
  return ChannelTracePainter::tr("%1 m").arg(QLocale().toString(m, 'f', m < 10 ? 1 : 0));
}

}  // namespace

ChannelTracePainter::ChannelTracePainter(ChannelTrace trace) : mTrace(std::move(trace)) {
  layout();
}

void ChannelTracePainter::layout() {
  mMaxPositions = std::max(1, mTrace.positions);
  for (const TraceElement& e : mTrace.elements)
    mMaxPositions = std::max({mMaxPositions, e.positionsIn, e.positionsOut});
  // Duplex LC gets generous spacing; an MPO-16 still fits in the same block height as labels
  // 1.6 mm high can be read beside its lines.
  mPitch = std::clamp(36.0 / mMaxPositions, 2.2, 6.0);
  mFiberHeight = mMaxPositions * mPitch;
  mFiberTop = kMargin + kHeaderHeight + kTitleBand + kBlockPadding;
  double x = kMargin;
  mColumns.clear();
  for (const TraceElement& e : mTrace.elements) {
    const double w = widthOf(e.kind);
    mColumns.push_back({x, x + w});
    x += w + kGap;
  }
  mFooterTop = mFiberTop + mFiberHeight + kBlockPadding + kDetailBand + 2;
  const double width = std::max(x - kGap + kMargin, 180.0);
  mSize = QSizeF(width, mFooterTop + 3 * lineHeight(kFooterText) + kMargin + 2);
}

double ChannelTracePainter::positionY(int position, int positionsHere) const {
  const int n = std::max(1, positionsHere);
  const double offset = (mMaxPositions - n) * mPitch / 2;
  return mFiberTop + offset + (position - 0.5) * mPitch;
}

QRectF ChannelTracePainter::blockRect(int index) const {
  const Column& c = mColumns.at(index);
  return QRectF(c.left, mFiberTop - kBlockPadding, c.right - c.left,
                mFiberHeight + 2 * kBlockPadding);
}

QRectF ChannelTracePainter::elementRect(int index) const {
  if (index < 0 || index >= mColumns.size())
    return {};
  const QRectF block = blockRect(index);
  return block.adjusted(0, -kTitleBand, 0, kDetailBand);
}

int ChannelTracePainter::elementAt(const QPointF& pointMm) const {
  for (int i = 0; i < mColumns.size(); ++i) {
    if (elementRect(i).contains(pointMm))
      return i;
  }
  return -1;
}

void ChannelTracePainter::paint(QPainter& painter) const {
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(QRectF(QPointF(0, 0), mSize), Qt::white);
  drawText(painter, QRectF(kMargin, kMargin, mSize.width() - 2 * kMargin, 4.5), mTrace.name, 3.2,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold);
  QString sub = mTrace.endDescription;
  if (sub.isEmpty()) {
    sub = tr("%1 positions at the near port; lines take the TIA-598 colour of their near "
             "position; ▶ Tx lane, grey unused.")
              .arg(mTrace.positions);
  }
  drawText(painter, QRectF(kMargin, kMargin + 5, mSize.width() - 2 * kMargin, 3.5), sub, 2.2,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Regular,
           mTrace.channel.complete() ? colours::kMuted : colours::kWarning.darker(130));
  paintBlocks(painter);
  paintFibers(painter);
  paintLaneMarks(painter);
  paintFindings(painter);
  paintFooter(painter);
  painter.restore();
}

void ChannelTracePainter::paintBlocks(QPainter& painter) const {
  for (int i = 0; i < mTrace.elements.size(); ++i)
    paintBlock(painter, i);
}

void ChannelTracePainter::paintBlock(QPainter& painter, int index) const {
  const TraceElement& e = mTrace.elements.at(index);
  const QRectF block = blockRect(index);
  const QRectF title(block.left(), block.top() - 4, block.width(), 3.5);
  // Long port names ("MCX75310AAS-NEAT P1 port 1") shrink a little before they are elided.
  const double titleSize = std::clamp(
      kTitleText * block.width() / std::max(1.0, textWidth(e.title, kTitleText, Face::Bold)), 1.8,
      kTitleText);
  drawText(painter, title, e.title, titleSize, Qt::AlignHCenter | Qt::AlignVCenter, Face::Bold);
  double y = block.bottom() + 0.8;
  for (const QString& line : e.details.mid(0, 3)) {
    drawText(painter, QRectF(block.left() - 1, y, block.width() + 2, lineHeight(kDetailText)), line,
             kDetailText, Qt::AlignHCenter | Qt::AlignVCenter, Face::Regular, colours::kMuted);
    y += lineHeight(kDetailText);
  }

  painter.setPen(pen(colours::kRule, 0.25));
  switch (e.kind) {
    case TraceElement::Kind::NearPort:
    case TraceElement::Kind::FarEnd: {
      const bool module = e.kind == TraceElement::Kind::NearPort || mTrace.channel.complete();
      painter.setBrush(module ? kTransceiverFill : kBlockFill);
      painter.drawRoundedRect(block, 1.2, 1.2);
      if (!module)
        break;
      // Lane roles beside each position of the receptacle.
      const bool near = e.kind == TraceElement::Kind::NearPort;
      const QVector<int>& tx = near ? mTrace.nearTx : mTrace.farTx;
      const QVector<int>& rx = near ? mTrace.nearRx : mTrace.farRx;
      const int n = near ? mTrace.positions : e.positionsIn;
      const double text = std::min(1.9, mPitch * 0.72);
      for (int p = 1; p <= n; ++p) {
        const int t = int(tx.indexOf(p));
        const int r = int(rx.indexOf(p));
        const QString role = t >= 0   ? tr("Tx%1").arg(t + 1)
                             : r >= 0 ? tr("Rx%1").arg(r + 1)
                                      : QStringLiteral("·");
        const QRectF cell(near ? block.left() + 1 : block.left() + 8, positionY(p, n) - mPitch / 2,
                          block.width() - 9, mPitch);
        drawText(painter, cell, QStringLiteral("%1 %2").arg(p, 2).arg(role), text,
                 (near ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, Face::Mono,
                 t >= 0 || r >= 0 ? Qt::white : QColor(0x9a, 0xa3, 0xad));
      }
      break;
    }
    case TraceElement::Kind::Mating: {
      const MatedPair& m = mTrace.channel.matings.at(e.index);
      if (!m.adapterPartId.isEmpty()) {
        painter.setBrush(QColor(0xe4, 0xe8, 0xee));
        painter.drawRoundedRect(block.adjusted(4, 0, -4, 0), 0.8, 0.8);
      }
      // Two connector faces meeting at the centre line; polish as the face colour, guide
      // pins drawn on a male (pinned) MPO.
      const double mid = block.center().x();
      const QRectF top(block.left(), mFiberTop - 1, block.width(), mFiberHeight + 2);
      for (int side = 0; side < 2; ++side) {
        const MatingSide& s = side == 0 ? m.near : m.far;
        const QRectF face = side == 0 ? QRectF(mid - 4.2, top.top(), 3.6, top.height())
                                      : QRectF(mid + 0.6, top.top(), 3.6, top.height());
        const QColor polish = s.polish == Polish::APC   ? kApc
                              : s.polish == Polish::UPC ? kUpc
                                                        : colours::kRule;
        painter.setBrush(polish.lighter(160));
        painter.setPen(pen(polish.darker(120), 0.3));
        painter.drawRect(face);
        if (s.gender == Gender::Male) {
          painter.setBrush(colours::kInk);
          painter.setPen(Qt::NoPen);
          const double px = side == 0 ? face.right() : face.left() - 1.4;
          painter.drawRect(QRectF(px, face.top() + 0.4, 1.4, 0.7));
          painter.drawRect(QRectF(px, face.bottom() - 1.1, 1.4, 0.7));
        }
      }
      break;
    }
    case TraceElement::Kind::Segment: {
      const FiberSegment& s = mTrace.channel.segments.at(e.index);
      const QColor jacket = jacketColour(s.grade);
      painter.setBrush(jacket.lighter(175));
      painter.setPen(pen(jacket.darker(115), 0.4));
      painter.drawRoundedRect(block.adjusted(0, 1.2, 0, -1.2), 2.5, 2.5);
      break;
    }
    case TraceElement::Kind::Passage: {
      const PanelPassage& p = mTrace.channel.passages.at(e.index);
      painter.setBrush(kBlockFill);
      painter.setPen(pen(colours::kMuted, 0.35, p.feedThrough ? Qt::DashLine : Qt::SolidLine));
      painter.drawRect(block);
      break;
    }
  }
  if (index == mHighlighted) {
    painter.setBrush(Qt::NoBrush);
    painter.setPen(pen(colours::kAccent, 0.45, Qt::DashLine));
    painter.drawRoundedRect(elementRect(index).adjusted(-1, -0.5, 1, 0.5), 1, 1);
  }
}

void ChannelTracePainter::paintFibers(QPainter& painter) const {
  const double width = std::clamp(mPitch * 0.42, 0.45, 1.3);
  painter.setBrush(Qt::NoBrush);
  for (int k = 1; k <= mTrace.positions; ++k) {
    const bool used = mTrace.nearTx.contains(k) || mTrace.nearRx.contains(k);
    const FiberColour colour = fiberColour(k);
    QPainterPath path;
    int at = k;  // where near position k is, entering the element
    int atSize = mTrace.positions;
    bool darkened = false;
    QPointF end;
    for (int i = 0; i < mTrace.elements.size(); ++i) {
      const TraceElement& e = mTrace.elements.at(i);
      const Column& c = mColumns.at(i);
      const bool port = e.kind == TraceElement::Kind::NearPort;
      const double left = port ? c.right - 4 : c.left;
      const QPointF from(left, positionY(at, atSize));
      if (i == 0)
        path.moveTo(from);
      else
        path.lineTo(from);  // across the gap from the previous element
      const int out = e.cumulative.map(k);
      const int outSize = e.positionsOut > 0 ? e.positionsOut : atSize;
      if (out == 0) {
        // The position goes dark in this element: the line stops half way with a cross.
        end = QPointF((c.left + c.right) / 2, from.y());
        path.lineTo(end);
        darkened = true;
        break;
      }
      const bool last = e.kind == TraceElement::Kind::FarEnd;
      const double right = last ? c.left + 4 : c.right;
      const QPointF to(right, positionY(out, outSize));
      if (qFuzzyCompare(from.y(), to.y())) {
        path.lineTo(to);
      } else {
        const double dx = (to.x() - from.x()) / 2;
        path.cubicTo(from + QPointF(dx, 0), to - QPointF(dx, 0), to);
      }
      end = to;
      at = out;
      atSize = outSize;
      if (last)
        break;
    }
    const QColor base = used ? colour.base : kDarkFiber;
    // A thin dark casing keeps white and yellow fibers visible on a white page.
    painter.setPen(pen(used ? colours::kInk : kDarkFiber.darker(115), width + 0.22));
    painter.drawPath(path);
    painter.setPen(pen(base, width));
    painter.drawPath(path);
    if (used && colour.hasTracer()) {
      QPen dash = pen(colour.tracer, width * 0.55, Qt::CustomDashLine);
      dash.setDashPattern({2.0, 3.0});
      painter.setPen(dash);
      painter.drawPath(path);
    }
    if (darkened) {
      painter.setPen(pen(used ? colours::kError : kDarkFiber.darker(130), 0.35));
      const double r = std::min(1.0, mPitch * 0.35);
      painter.drawLine(end + QPointF(-r, -r), end + QPointF(r, r));
      painter.drawLine(end + QPointF(-r, r), end + QPointF(r, -r));
    }
  }
}

void ChannelTracePainter::paintLaneMarks(QPainter& painter) const {
  if (mTrace.elements.isEmpty())
    return;
  const double size = std::clamp(mPitch * 0.55, 0.9, 1.8);
  const auto arrow = [&painter, size](const QPointF& tip, const QColor& fill) {
    QPainterPath head;
    head.moveTo(tip);
    head.lineTo(tip + QPointF(-size * 1.4, -size * 0.75));
    head.lineTo(tip + QPointF(-size * 1.4, size * 0.75));
    head.closeSubpath();
    painter.setPen(pen(Qt::white, 0.15));
    painter.setBrush(fill);
    painter.drawPath(head);
  };
  const Column& first = mColumns.constFirst();
  const Column& last = mColumns.constLast();
  const int farSize = mTrace.elements.constLast().positionsIn;
  for (const TxLanding& l : mTrace.landings) {
    arrow(QPointF(first.right + 1.6, positionY(l.nearPosition, mTrace.positions)),
          fiberColour(l.nearPosition).base);
    if (l.farPosition <= 0)
      continue;
    const QPointF tip(last.left + 5.6, positionY(l.farPosition, farSize));
    const bool good = mTrace.channel.complete() && l.farRxLane > 0 && !l.farTx;
    arrow(tip, good ? colours::kOk : colours::kError);
  }
}

void ChannelTracePainter::paintFindings(QPainter& painter) const {
  for (int i = 0; i < mTrace.elements.size(); ++i) {
    const std::optional<Severity> worst = mTrace.worstOn(i);
    if (!worst || *worst == Severity::Info)
      continue;  // infos are in the list, not on the drawing
    const QColor colour = severityColour(*worst);
    const QRectF block = blockRect(i);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(pen(colour, 0.7));
    painter.drawRoundedRect(block.adjusted(-1, -1, 1, 1), 1.5, 1.5);
    QStringList rules;
    for (const TraceFinding& f : mTrace.findings) {
      if (f.element == i && !f.finding.waived && f.finding.severity != Severity::Info &&
          !rules.contains(f.finding.rule))
        rules << f.finding.rule;
    }
    drawText(painter, QRectF(block.left() - 1, block.top() - kTitleBand, block.width() + 2, 3.6),
             rules.join(QLatin1Char(' ')), 2.4, Qt::AlignHCenter | Qt::AlignVCenter, Face::Bold,
             colour);
  }
}

void ChannelTracePainter::paintFooter(QPainter& painter) const {
  const ChannelLoss& loss = mTrace.loss;
  const double width = mSize.width() - 2 * kMargin;
  const QRectF box(kMargin, mFooterTop, width, 3 * lineHeight(kFooterText) + 1.5);
  QStringList channelRules;
  std::optional<Severity> worst;
  for (const TraceFinding& f : mTrace.findings) {
    if (f.element >= 0 || f.finding.waived || f.finding.severity == Severity::Info)
      continue;
    if (!channelRules.contains(f.finding.rule))
      channelRules << f.finding.rule;
    if (!worst || int(f.finding.severity) < int(*worst))
      worst = f.finding.severity;
  }
  painter.setBrush(kBlockFill);
  painter.setPen(worst ? pen(severityColour(*worst), 0.7) : pen(colours::kRule, 0.25));
  painter.drawRect(box);

  const QString lengthText =
      tr("Length %1 (%n segment(s))", nullptr, int(mTrace.channel.segments.size()))
          .arg(metres(mTrace.lengthM()));
  const QString matingText = tr("%1 matings (the reach figures assume at most %2)")
                                 .arg(loss.matings())
                                 .arg(ReachLimits::kMaxMatings);
  const QString lossText =
      tr("Estimated loss %1 dB (connectors %2 dB + fiber %3 dB); allowance %4 dB")
          .arg(loss.totalDb(), 0, 'f', 2)
          .arg(loss.connectorDb, 0, 'f', 2)
          .arg(loss.fiberDb, 0, 'f', 2)
          .arg(loss.budgetDb, 0, 'f', 2);
  QString lanesText;
  if (!mTrace.lanesChecked) {
    lanesText = tr("Lanes not checked: the channel does not reach a transceiver.");
  } else if (mTrace.lanes.ok()) {
    lanesText = tr("Lanes: %1 of %2 Tx lanes land on their Rx lane at the far port")
                    .arg(mTrace.lanes.litLanes)
                    .arg(mTrace.lanes.laneCount);
  } else {
    const LaneCheck& l = mTrace.lanes;
    const QString from = l.fromFar ? tr("the far port") : tr("the near port");
    const QString where = l.landsOn > 0 ? tr("position %1").arg(l.landsOn) : tr("no fiber");
    switch (l.problem) {
      case LaneCheck::Problem::TxOnTx:
        lanesText = tr("Lanes: Tx lane %1 of %2 lands on Tx (%3) at the other end")
                        .arg(l.nearLane)
                        .arg(from, where);
        break;
      case LaneCheck::Problem::LanesCrossed:
        lanesText = tr("Lanes: Tx lane %1 of %2 lands on another Rx lane (%3)")
                        .arg(l.nearLane)
                        .arg(from, where);
        break;
      case LaneCheck::Problem::ReturnMismatch:
        lanesText = tr("Lanes: lane %1 of %2 does not come back on its paired Rx lane")
                        .arg(l.nearLane)
                        .arg(from);
        break;
      default:
        lanesText = tr("Lanes: Tx lane %1 of %2 lands on %3, which carries no Rx lane")
                        .arg(l.nearLane)
                        .arg(from, where);
        break;
    }
  }
  const double lh = lineHeight(kFooterText);
  const QColor over = loss.overMatingLimit() ? colours::kWarning.darker(120) : colours::kInk;
  drawText(painter, QRectF(box.left() + 2, box.top() + 0.7, width / 2 - 3, lh), lengthText,
           kFooterText);
  drawText(painter, QRectF(box.left() + width / 2, box.top() + 0.7, width / 2 - 2, lh), matingText,
           kFooterText, Qt::AlignLeft | Qt::AlignVCenter,
           loss.overMatingLimit() ? Face::Bold : Face::Regular, over);
  drawText(painter, QRectF(box.left() + 2, box.top() + 0.7 + lh, width - 4, lh), lossText,
           kFooterText, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, over);
  drawText(painter, QRectF(box.left() + 2, box.top() + 0.7 + 2 * lh, width * 0.7, lh), lanesText,
           kFooterText, Qt::AlignLeft | Qt::AlignVCenter, Face::Regular,
           !mTrace.lanesChecked || mTrace.lanes.ok() ? colours::kInk : colours::kError);
  if (!channelRules.isEmpty()) {
    drawText(painter,
             QRectF(box.right() - width * 0.3, box.top() + 0.7 + 2 * lh, width * 0.3 - 2, lh),
             channelRules.join(QLatin1Char(' ')), kFooterText, Qt::AlignRight | Qt::AlignVCenter,
             Face::Bold, severityColour(*worst));
  }
}

}  // namespace rackwright
