#include "reviewpages.h"

#include "paintkit.h"

namespace rackwright {

using namespace paintkit;

TitlePagePainter::TitlePagePainter(QString heading, QString project, QString description,
                                   QVector<Fact> facts)
    : mHeading(std::move(heading)),
      mProject(std::move(project)),
      mDescription(std::move(description)),
      mFacts(std::move(facts)) {}

void TitlePagePainter::paint(QPainter& painter, int /*page*/, const PageSetup& setup) const {
  const QSizeF size = setup.contentSizeMm();
  const double left = 8;
  const double width = size.width() - 16;
  double y = size.height() * 0.16;
  painter.fillRect(QRectF(0, y - 10, 4, 46), colours::kAccent);
  drawText(painter, QRectF(left, y - 10, width, 9), mHeading.toUpper(), 5.0,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kAccent);
  y += 2;
  const QStringList titleLines = wrapped(mProject, width, 11, Face::Bold);
  for (const QString& line : titleLines) {
    drawText(painter, QRectF(left, y, width, lineHeight(11)), line, 11,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
    y += lineHeight(11);
  }
  y += 6;
  for (const QString& line : wrapped(mDescription, width * 0.85, 3.4)) {
    drawText(painter, QRectF(left, y, width, lineHeight(3.4)), line, 3.4,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
    y += lineHeight(3.4);
  }
  y = qMax(y + 14, size.height() * 0.5);
  painter.setPen(pen(colours::kRule, 0.3));
  painter.drawLine(QPointF(left, y), QPointF(left + width, y));
  y += 6;
  const double labelWidth = 48;
  for (const Fact& fact : mFacts) {
    drawText(painter, QRectF(left, y, labelWidth, 6), fact.label, 3.0,
             Qt::AlignLeft | Qt::AlignVCenter, Face::Regular, colours::kMuted);
    const QStringList lines = wrapped(fact.value, width - labelWidth, 3.4, Face::Bold);
    for (const QString& line : lines) {
      drawText(painter, QRectF(left + labelWidth, y, width - labelWidth, 6), line, 3.4,
               Qt::AlignLeft | Qt::AlignVCenter, Face::Bold);
      y += 5.2;
    }
    y += 2.2;
  }
}

QString ContentsPainter::title() const {
  return tr("Contents");
}

void ContentsPainter::paint(QPainter& painter, int /*page*/, const PageSetup& setup) const {
  const double width = setup.contentSizeMm().width();
  double y = 0;
  drawText(painter, QRectF(0, y, width, lineHeight(4.6)), title(), 4.6,
           Qt::AlignLeft | Qt::AlignVCenter, Face::Bold, colours::kHeaderFill);
  painter.setPen(pen(colours::kAccent, 0.5));
  painter.drawLine(QPointF(0, y + lineHeight(4.6) + 0.8),
                   QPointF(width, y + lineHeight(4.6) + 0.8));
  y += lineHeight(4.6) + 8;
  int number = 1;
  for (const Entry& entry : mEntries) {
    const QString text = QStringLiteral("%1   %2").arg(number++).arg(entry.title);
    const QString page = QString::number(entry.page);
    const double textW = textWidth(text, 3.4);
    const double pageW = textWidth(page, 3.4);
    drawText(painter, QRectF(4, y, width - 8, 6), text, 3.4);
    drawText(painter, QRectF(4, y, width - 8, 6), page, 3.4, Qt::AlignRight | Qt::AlignVCenter,
             Face::Bold);
    // Dot leaders between the title and the page number.
    painter.setPen(pen(colours::kRule, 0.35, Qt::DotLine));
    painter.drawLine(QPointF(4 + textW + 2, y + 4.2), QPointF(width - 4 - pageW - 2, y + 4.2));
    y += 8.5;
  }
}

}  // namespace rackwright
