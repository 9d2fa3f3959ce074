#ifndef RACKWRIGHT_UI_DOCKS_CABLEINSPECTOR_H
#define RACKWRIGHT_UI_DOCKS_CABLEINSPECTOR_H

#include "core/editing/cablecandidates.h"
#include "core/model/entities.h"
#include "core/validation/finding.h"

#include <QGroupBox>
#include <QPoint>

#include <functional>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace rackwright::ui {

class EditSession;

/// The cable section of the Inspector: the ends as links to their devices, the part with
/// Replace part…, length beside the length of the drawn run, label, colour, status, network and
/// plane, and the findings about the cable with their fix. With several cables selected a field
/// that differs shows "(mixed)" until it is set, and a change sets it on all of them in one undo
/// step.
class CableInspector final : public QGroupBox {
  Q_OBJECT

 public:
  /// Picks one of the offered parts (index, or -1); the window installs the canvas's picker,
  /// the one the cable tool shows, so a replacement is offered exactly like a new cable.
  using CandidateChooser =
      std::function<int(const QVector<CableCandidate>&, const QPoint& globalPos)>;
  /// The length of a cable's drawn run in metres (none when it is not drawn).
  using RouteLength = std::function<std::optional<double>(const ObjectId&)>;

  explicit CableInspector(EditSession* session, QWidget* parent = nullptr);

  void setCandidateChooser(CandidateChooser chooser) { mChooser = std::move(chooser); }
  void setRouteLength(RouteLength routeLength) { mRouteLength = std::move(routeLength); }

  /// Shows these cables of the session's design.
  void setCables(const QVector<ObjectId>& cables);
  const QVector<ObjectId>& cables() const { return mCables; }
  /// Re-reads the shown cables (after an edit or undo).
  void refresh();
  /// Makes the unwaived infos about some objects again (IncrementalValidator::infosAbout).
  using InfoSource = std::function<QVector<Finding>(const QSet<ObjectId>& objects)>;
  /// The current validation findings; the ones about the shown cables are listed. When the
  /// result counts infos instead of listing them, `countedInfos` makes the shown cables' own.
  void setFindings(const QVector<Finding>& findings, InfoSource countedInfos = {});

  QComboBox* statusField() const { return mStatus; }
  QDoubleSpinBox* lengthField() const { return mLength; }
  QLineEdit* colourField() const { return mColour; }
  QLineEdit* labelField() const { return mLabel; }
  QComboBox* networkField() const { return mNetwork; }
  QComboBox* planeField() const { return mPlane; }
  QLabel* partLabel() const { return mPart; }
  QLabel* routeLabel() const { return mRoute; }
  QLabel* findingsLabel() const { return mFindingsLabel; }
  QPushButton* replaceButton() const { return mReplace; }
  /// The link of each end of a single shown cable, in the cable's end order.
  const QVector<QPushButton*>& endLinks() const { return mEndLinks; }

  /// The edits the fields make (also used by tests): one undo step; false when refused or when
  /// nothing changes.
  bool editCables(std::optional<CableStatus> status, std::optional<double> lengthM,
                  std::optional<QString> colour, std::optional<QString> label = std::nullopt);
  /// Puts the shown cables on a network and plane (an empty key or plane 0: follow the ends):
  /// one undo step; false when refused or when nothing changes.
  bool assignNetwork(std::optional<QString> network, std::optional<int> plane);
  /// The parts offered to replace the shown cables' part (those of the first cable), best first;
  /// empty with replacementUnavailableReason() saying why.
  QVector<CableCandidate> replacementCandidates() const;
  QString replacementUnavailableReason() const;
  /// Gives the shown cables `chosen`'s part, each at the length its run needs: one undo step.
  bool replacePart(const CableCandidate& chosen);
  /// Offers the candidates through the chooser at `globalPos` and replaces with the one picked.
  bool chooseReplacement(const QPoint& globalPos);

 Q_SIGNALS:
  /// An end's link was clicked: show this device (the device whose port the end is on).
  void deviceLinkActivated(const rackwright::ObjectId& deviceId);

 private:
  void build();
  void fillEnds(const Cable* single);
  void fillFindings();
  void fillRoute();
  void fillNetwork(const QVector<Cable>& cables);
  /// Applies `change` to each shown cable; the changed ones are edited in one undo step.
  bool changeCables(const std::function<void(Cable&)>& change,
                    const std::function<QString(int count)>& undoText);
  QVector<Cable> shownCables() const;
  double neededLengthM(const Cable& cable) const;

  EditSession* mSession;
  CandidateChooser mChooser;
  RouteLength mRouteLength;
  QVector<ObjectId> mCables;
  QVector<Finding> mFindings;
  InfoSource mCountedInfos;
  QVector<Finding> mShownInfos;  ///< made by mCountedInfos for the cables shown
  bool mFilling = false;

  QLabel* mInfo;
  QWidget* mEnds;
  QVBoxLayout* mEndsLayout;
  QVector<QPushButton*> mEndLinks;
  QLabel* mPart;
  QPushButton* mReplace;
  QComboBox* mStatus;
  QDoubleSpinBox* mLength;
  QLabel* mRoute;
  QLineEdit* mLabel;
  QLineEdit* mColour;
  QComboBox* mNetwork;
  QComboBox* mPlane;
  QLabel* mFindingsLabel;
};

}  // namespace rackwright::ui

#endif
