#ifndef RACKWRIGHT_UI_CANVAS_CABLEPARTPICKER_H
#define RACKWRIGHT_UI_CANVAS_CABLEPARTPICKER_H

#include "core/editing/cablecandidates.h"

#include <QFrame>
#include <QVector>

class QEventLoop;
class QListWidget;

namespace rackwright::ui {

/// The popup that offers the ranked cable parts between two ports (drawing a cable, Replace
/// part…): one row per candidate with its part, length and finding counts in bold and, under
/// it, every finding the candidate would raise, wrapped rather than cut off. The popup is as
/// wide as its longest heading needs (between kMinWidth and kMaxWidth, never wider than the
/// screen) and as tall as its rows, scrolling only when they would leave the screen.
class CablePartPicker final : public QFrame {
  Q_OBJECT

 public:
  static constexpr int kMinWidth = 320;
  static constexpr int kMaxWidth = 600;

  explicit CablePartPicker(const QVector<CableCandidate>& candidates, QWidget* parent = nullptr);

  /// Shows a picker at `globalPos` and returns the chosen index, or -1 when dismissed.
  static int choose(QWidget* parent, const QVector<CableCandidate>& candidates,
                    const QPoint& globalPos);
  /// Shows at `globalPos` (moved so that it stays on the screen) and returns when a row was
  /// chosen (click, Return) or the popup closed (Escape, a click elsewhere).
  int exec(const QPoint& globalPos);

  QListWidget* list() const { return mList; }
  /// The width the rows' findings are wrapped at.
  int wrapWidth() const;

 protected:
  void hideEvent(QHideEvent* event) override;

 private:
  void choose(int row);

  QListWidget* mList;
  class CandidateDelegate* mDelegate;
  QEventLoop* mLoop = nullptr;
  int mChosen = -1;
};

}  // namespace rackwright::ui

#endif
