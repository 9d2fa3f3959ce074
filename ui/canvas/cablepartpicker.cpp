#include "cablepartpicker.h"

#include <QApplication>
#include <QEventLoop>
#include <QKeyEvent>
#include <QListWidget>
#include <QPainter>
#include <QPointer>
#include <QScreen>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

constexpr int kRoleHeading = Qt::UserRole + 1;
constexpr int kRoleProblems = Qt::UserRole + 2;
constexpr int kRoleSeverity = Qt::UserRole + 3;  // 2 error, 1 warning, 0 clean
constexpr int kPad = 6;
constexpr int kIcon = 16;
constexpr int kProblemGap = 2;

QFont headingFont(const QFont& base) {
  QFont font = base;
  font.setBold(true);
  return font;
}

}  // namespace

/// Paints a candidate: its severity icon, the heading in bold, and each finding wrapped at the
/// picker's width. Heights follow the wrapped text, so no finding is ever cut off.
class CandidateDelegate final : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;

  int textWidth = CablePartPicker::kMinWidth;  ///< where headings and findings wrap

  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    return {textWidth + kIcon + 3 * kPad, textHeight(option.font, index) + 2 * kPad};
  }

  void paint(QPainter* painter, const QStyleOptionViewItem& option,
             const QModelIndex& index) const override {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.icon = QIcon();
    QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);

    const QRect r = option.rect.adjusted(kPad, kPad, -kPad, -kPad);
    const int severity = index.data(kRoleSeverity).toInt();
    const QStyle::StandardPixmap icon = severity == 2   ? QStyle::SP_MessageBoxCritical
                                        : severity == 1 ? QStyle::SP_MessageBoxWarning
                                                        : QStyle::SP_DialogApplyButton;
    style->standardIcon(icon, nullptr, opt.widget)
        .paint(painter, QRect(r.left(), r.top(), kIcon, kIcon));

    const bool selected = option.state & QStyle::State_Selected;
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const int x = r.left() + kIcon + kPad;
    int y = r.top();
    const QFont bold = headingFont(option.font);
    painter->setFont(bold);
    const QString heading = index.data(kRoleHeading).toString();
    const QRect headingRect =
        QFontMetrics(bold).boundingRect(QRect(x, y, textWidth, 10000), Qt::TextWordWrap, heading);
    painter->drawText(headingRect, Qt::TextWordWrap, heading);
    y = headingRect.bottom() + 1 + kProblemGap;
    painter->setFont(option.font);
    if (!selected)
      painter->setPen(option.palette.color(QPalette::Disabled, QPalette::Text).darker(130));
    const QFontMetrics fm(option.font);
    for (const QString& problem : index.data(kRoleProblems).toStringList()) {
      const QRect box = fm.boundingRect(QRect(x, y, textWidth, 10000), Qt::TextWordWrap, problem);
      painter->drawText(box, Qt::TextWordWrap, problem);
      y = box.bottom() + 1 + kProblemGap;
    }
  }

  /// Widest heading on one line: what the picker's width is sized to.
  static int headingWidth(const QFont& font, const QString& heading) {
    return QFontMetrics(headingFont(font)).horizontalAdvance(heading);
  }

 private:
  int textHeight(const QFont& font, const QModelIndex& index) const {
    const QFont bold = headingFont(font);
    int height = QFontMetrics(bold)
                     .boundingRect(QRect(0, 0, textWidth, 10000), Qt::TextWordWrap,
                                   index.data(kRoleHeading).toString())
                     .height();
    const QFontMetrics fm(font);
    for (const QString& problem : index.data(kRoleProblems).toStringList()) {
      height += kProblemGap +
                fm.boundingRect(QRect(0, 0, textWidth, 10000), Qt::TextWordWrap, problem).height();
    }
    return qMax(height, kIcon);
  }
};

CablePartPicker::CablePartPicker(const QVector<CableCandidate>& candidates, QWidget* parent)
    : QFrame(parent, Qt::Popup),
      mList(new QListWidget(this)),
      mDelegate(new CandidateDelegate(this)) {
  setObjectName(QStringLiteral("cablePartPicker"));
  setAttribute(Qt::WA_DeleteOnClose, false);
  setFrameShape(QFrame::StyledPanel);
  mList->setObjectName(QStringLiteral("cablePartPickerList"));
  mList->setItemDelegate(mDelegate);
  mList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  mList->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
  mList->setMouseTracking(true);
  mList->setToolTip(tr("Click a part to use it; Escape cancels."));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(1, 1, 1, 1);
  layout->addWidget(mList);

  int widest = 0;
  for (const CableCandidate& candidate : candidates) {
    auto* item = new QListWidgetItem(mList);
    const QString heading = candidate.heading();
    item->setData(kRoleHeading, heading);
    item->setData(kRoleProblems, candidate.problems);
    item->setData(kRoleSeverity, candidate.errors > 0 ? 2 : candidate.warnings > 0 ? 1 : 0);
    // What screen readers and tests read: every word of the row.
    item->setText(QStringList{heading, candidate.problems.join(QLatin1Char('\n'))}.join(u'\n'));
    widest = qMax(widest, CandidateDelegate::headingWidth(font(), heading));
  }

  // As wide as the longest heading, within bounds and the screen; the findings wrap at that.
  const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
  const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
  const int chrome = kIcon + 3 * kPad + 2 * mList->frameWidth() + 2 +
                     style()->pixelMetric(QStyle::PM_ScrollBarExtent);
  const int maxText = qMax(kMinWidth, qMin(kMaxWidth, available.width() - 40) - chrome);
  mDelegate->textWidth = qBound(kMinWidth - chrome, widest + 1, maxText);

  int height = 2 * mList->frameWidth() + 2;
  QStyleOptionViewItem option;
  option.font = font();
  for (int row = 0; row < mList->count(); ++row)
    height += mDelegate->sizeHint(option, mList->model()->index(row, 0)).height();
  resize(mDelegate->textWidth + chrome, qMin(height, available.height() * 3 / 5));

  connect(mList, &QListWidget::itemClicked, this,
          [this](QListWidgetItem* item) { choose(mList->row(item)); });
  connect(mList, &QListWidget::itemActivated, this,
          [this](QListWidgetItem* item) { choose(mList->row(item)); });
  if (mList->count() > 0)
    mList->setCurrentRow(0);
}

int CablePartPicker::wrapWidth() const {
  return mDelegate->textWidth;
}

int CablePartPicker::choose(QWidget* parent, const QVector<CableCandidate>& candidates,
                            const QPoint& globalPos) {
  CablePartPicker picker(candidates, parent);
  return picker.exec(globalPos);
}

int CablePartPicker::exec(const QPoint& globalPos) {
  mChosen = -1;
  QEventLoop loop;
  mLoop = &loop;
  // Placed once shown: the layout settles the final size only then.
  move(globalPos);
  show();
  const QScreen* screen = QGuiApplication::screenAt(globalPos);
  if (!screen)
    screen = QGuiApplication::primaryScreen();
  if (screen) {
    const QRect available = screen->availableGeometry();
    const QSize size = frameGeometry().size();
    move(qBound(available.left(), globalPos.x(),
                available.left() + available.width() - size.width()),
         qBound(available.top(), globalPos.y(),
                available.top() + available.height() - size.height()));
  }
  mList->setFocus();
  loop.exec();
  mLoop = nullptr;
  return mChosen;
}

void CablePartPicker::choose(int row) {
  mChosen = row;
  hide();
}

void CablePartPicker::hideEvent(QHideEvent* event) {
  QFrame::hideEvent(event);
  if (mLoop)
    mLoop->quit();
}

}  // namespace rackwright::ui
