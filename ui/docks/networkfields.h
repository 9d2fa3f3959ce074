#ifndef RACKWRIGHT_UI_DOCKS_NETWORKFIELDS_H
#define RACKWRIGHT_UI_DOCKS_NETWORKFIELDS_H

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>

class QComboBox;
class QObject;

namespace rackwright {
class DesignData;
}

namespace rackwright::ui {

/// The Network and Plane fields of the Inspector, for cables and for switches alike: which
/// networks are offered, how an automatic choice and a mixed selection read, and what a choice
/// means. Which network a link is on is decided in core/model/networks.h; these only show and
/// set the stored choice.
class NetworkFields final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::NetworkFields)

 public:
  /// Planes offered beyond those in use: A to H.
  static constexpr int kPlanesOffered = 8;

  /// Fills `box` with `automaticText` (the stored empty key), then every network of `design`
  /// with its colour, then keys the selection uses that the design does not declare. Selects
  /// the selection's key when all of `keys` agree, else a leading "(mixed)" entry.
  static void fillNetworks(QComboBox* box, const DesignData& design, const QStringList& keys,
                           const QString& automaticText);
  /// Fills `box` with `automaticText` (plane 0), then planes A…H and any higher plane in
  /// `planes`; selects the selection's plane when all agree, else "(mixed)".
  static void fillPlanes(QComboBox* box, const QVector<int>& planes, const QString& automaticText);
  /// What a field shows while the selected objects differ in it (translated).
  static QString mixedText();
  /// Calls `assign` with the network or the plane the user chooses in the boxes (never while
  /// `*filling`, nor for "(mixed)"), in `context`'s lifetime.
  using Assign = std::function<void(std::optional<QString> network, std::optional<int> plane)>;
  static void onChoice(QComboBox* network, QComboBox* plane, QObject* context, const bool* filling,
                       const Assign& assign);
  /// The key chosen in a filled network box; none while "(mixed)" is shown.
  static std::optional<QString> chosenNetwork(const QComboBox* box);
  /// The plane chosen in a filled plane box; none while "(mixed)" is shown.
  static std::optional<int> chosenPlane(const QComboBox* box);
};

}  // namespace rackwright::ui

#endif
