#ifndef RACKWRIGHT_CORE_VALIDATION_MESSAGETEMPLATE_H
#define RACKWRIGHT_CORE_VALIDATION_MESSAGETEMPLATE_H

#include <QString>
#include <QStringView>
#include <QVarLengthArray>

#include <initializer_list>

namespace rackwright {

/// A translated message whose place markers (%1 … %99) are found once, then filled for each
/// instance as the multi-argument QString::arg() fills them: the lowest-numbered marker takes
/// the first string, the next the second, in one pass. A message written for every transceiver
/// is then not parsed again for each.
class MessageTemplate final {
 public:
  /// Stands for the one name a message's instances differ by while the message is worded once
  /// (withHole): a Unicode noncharacter, which no text meant for people contains.
  static constexpr QChar kStandIn{0xFDD0};

  MessageTemplate() = default;
  explicit MessageTemplate(const QString& text);
  /// `text` with each occurrence of `hole` as its one marker, filled by arg({value}): a message
  /// worded once with a stand-in for the one name that differs between its instances.
  static MessageTemplate withHole(const QString& text, QStringView hole);
  /// Whether any of `texts` holds kStandIn: a message worded from them cannot use it.
  static bool holdsStandIn(std::initializer_list<QStringView> texts);

  QString arg(std::initializer_list<QStringView> args) const;

 private:
  struct Marker {
    qsizetype start = 0;
    qsizetype length = 0;
    int number = 0;
    int arg = 0;  ///< which of the strings replaces it
  };
  QString mText;
  QVarLengthArray<Marker, 8> mMarkers;
};

}  // namespace rackwright

#endif
