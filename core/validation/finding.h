#ifndef RACKWRIGHT_CORE_VALIDATION_FINDING_H
#define RACKWRIGHT_CORE_VALIDATION_FINDING_H

#include "core/model/entities.h"
#include "messagetemplate.h"
#include "ruleid.h"

#include <QString>
#include <QVector>

#include <memory>
#include <optional>

namespace rackwright {

enum class Severity { Error, Warning, Info };
QString toString(Severity severity);

/// A finding's message, worded when it is read. A full validation of a large design files well
/// over a hundred thousand infos that say the same of different cages; each keeps the one
/// message template of its kind (worded once per run, MessageTemplate::withHole) and the name of
/// its cage, not a copy of the whole text, which no one may ever read. Any other message is the
/// worded text itself. Reading builds the text anew each time, so it is safe from any thread.
class FindingText final {
 public:
  FindingText() = default;
  // NOLINTNEXTLINE(google-explicit-constructor): any worded QString is a message
  FindingText(QString text) : mText(std::move(text)) {}
  /// The message `form` makes of `fill` (its one open place).
  FindingText(std::shared_ptr<const MessageTemplate> form, QString fill)
      : mForm(std::move(form)), mText(std::move(fill)) {}

  QString toString() const { return mForm ? mForm->arg({mText}) : mText; }
  /// Equal when they read the same.
  bool operator==(const FindingText& other) const;

 private:
  std::shared_ptr<const MessageTemplate> mForm;  ///< null: mText is the message
  QString mText;                                 ///< the message, or what fills mForm's place
};

/// One result of a rule check. Its key is stable across sessions and edits that do not change
/// what the finding is about (rule id + the ids of the objects + the discriminator), so a waiver
/// saved with the design keeps matching it.
struct Finding {
  QString rule;  ///< e.g. "FF-03"
  Severity severity = Severity::Error;
  FindingText wording;  ///< what message() reads: names the objects, what is wrong and the fix
  QVector<ObjectId> objects;
  QString location;  ///< what a user understands: "R01 U12 dgx-01 OSFP2 (port 1)"
  /// What tells this finding from others of its rule about the same objects (a port name, a
  /// check's own word); part of the key.
  QString discriminator;
  bool waived = false;
  QString waiverReason;
  /// DS-08 "not verified" findings: the rule whose verdict rests on unknown or UNCONFIRMED data,
  /// so a list can say which check it is about (the finding itself is DS-08's).
  std::optional<RuleId> about;

  QString message() const { return wording.toString(); }
  /// findingKey(rule, objects, discriminator): built when asked for (matching a waiver, telling
  /// two findings apart), not for each of a run's findings.
  QString key() const;
  bool operator==(const Finding&) const = default;
};

/// Builds the stable key of a finding.
QString findingKey(const QString& rule, const QVector<ObjectId>& objects,
                   const QString& discriminator);
QString findingKey(RuleId rule, const QVector<ObjectId>& objects, const QString& discriminator);

}  // namespace rackwright

// Every member is a Qt container, a shared pointer, an enum or a trivially copyable optional, none
// pointing into the object itself: a list of findings grows by moving its bytes, not by moving
// each string (a full validation of a large design files hundreds of thousands of infos).
Q_DECLARE_TYPEINFO(rackwright::FindingText, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rackwright::Finding, Q_RELOCATABLE_TYPE);

#endif
