#ifndef RACKWRIGHT_UI_CANVAS_CABLENETWORKLEGEND_H
#define RACKWRIGHT_UI_CANVAS_CABLENETWORKLEGEND_H

#include <QFrame>
#include <QPointer>
#include <QVector>

class QCheckBox;
class QGraphicsView;
class QLabel;
class QVBoxLayout;

namespace rackwright::ui {

class RowScene;

/// The legend of the cable networks, over the bottom right corner of the row view: a colour
/// swatch, the name and the number of drawn cables of each network, each a check box that
/// shows or hides that network's cables (the same filter as View ▸ Cable Networks). It is shown
/// while cables are coloured by network, and while any network is hidden, so that hidden cables
/// never go unnoticed.
class CableNetworkLegend final : public QFrame {
  Q_OBJECT

 public:
  /// Floats over `view`'s viewport (a child of the view, so that it does not scroll).
  explicit CableNetworkLegend(QGraphicsView* view);

  /// Follows `scene` (null: shows nothing).
  void setScene(RowScene* scene);
  /// The check box of the network `key` (tests), null when it is not listed.
  QCheckBox* entry(const QString& key) const;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void refresh();
  void place();
  void toggle(const QString& key, bool shown);

  QGraphicsView* mView;
  QPointer<RowScene> mScene;
  QLabel* mTitle;
  QVBoxLayout* mEntries;
  QVector<QCheckBox*> mBoxes;
};

}  // namespace rackwright::ui

#endif
