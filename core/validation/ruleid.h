#ifndef RACKWRIGHT_CORE_VALIDATION_RULEID_H
#define RACKWRIGHT_CORE_VALIDATION_RULEID_H

#include <QLatin1StringView>
#include <QString>

#include <array>
#include <optional>

namespace rackwright {

// The one table of rule ids, in rule catalog order: the enum, the id texts and the catalog
// (rulecatalog.cpp, which static_asserts one entry per id in this order) are all made from it,
// so a check that reports a mistyped id does not compile and the catalog cannot miss a rule.
// clang-format off
#define RACKWRIGHT_RULE_IDS(X) \
  X(FF01, "FF-01") X(FF02, "FF-02") X(FF03, "FF-03") X(FF04, "FF-04") X(FF05, "FF-05") \
  X(OC01, "OC-01") X(OC02, "OC-02") X(OC03, "OC-03") X(OC04, "OC-04") \
  X(POL01, "POL-01") X(POL02, "POL-02") X(POL03, "POL-03") \
  X(FM01, "FM-01") X(FM02, "FM-02") X(FM03, "FM-03") \
  X(PMD01, "PMD-01") X(PMD02, "PMD-02") X(PMD03, "PMD-03") X(PMD04, "PMD-04") X(PMD05, "PMD-05") \
  X(LN01, "LN-01") X(LN02, "LN-02") X(LN03, "LN-03") X(LN04, "LN-04") \
  X(LN05, "LN-05") X(LN06, "LN-06") \
  X(RE01, "RE-01") X(RE02, "RE-02") X(RE03, "RE-03") X(RE04, "RE-04") \
  X(RE05, "RE-05") X(RE06, "RE-06") \
  X(PR01, "PR-01") X(PR02, "PR-02") X(PR03, "PR-03") \
  X(PW01, "PW-01") X(PW02, "PW-02") X(PW03, "PW-03") \
  X(DS01, "DS-01") X(DS02, "DS-02") X(DS03, "DS-03") X(DS04, "DS-04") \
  X(DS05, "DS-05") X(DS06, "DS-06") X(DS07, "DS-07") X(DS08, "DS-08") \
  X(PL03, "PL-03") X(PL04, "PL-04") X(PL08, "PL-08") X(PL09, "PL-09") \
  X(PL10, "PL-10") X(PL11, "PL-11") X(PL12, "PL-12") X(PL13, "PL-13") X(PL14, "PL-14") \
  X(PL15, "PL-15") X(PL16, "PL-16") X(PL17, "PL-17") X(PL19, "PL-19") X(PL21, "PL-21")
// clang-format on

/// A rule of the catalog. Checks report with it; its text ("FF-03") is what findings, files and
/// outputs carry.
enum class RuleId : quint8 {
#define RACKWRIGHT_RULE_ENUMERATOR(name, text) name,
  RACKWRIGHT_RULE_IDS(RACKWRIGHT_RULE_ENUMERATOR)
#undef RACKWRIGHT_RULE_ENUMERATOR
};

inline constexpr std::size_t kRuleCount = 0
// Each expansion appends "+1" to the sum above: no parentheses can enclose a term of it.
#define RACKWRIGHT_RULE_COUNT(name, text) +1  // NOLINT(bugprone-macro-parentheses)
    RACKWRIGHT_RULE_IDS(RACKWRIGHT_RULE_COUNT)
#undef RACKWRIGHT_RULE_COUNT
    ;

inline constexpr std::array<const char*, kRuleCount> kRuleIdTexts = {
#define RACKWRIGHT_RULE_TEXT(name, text) text,
    RACKWRIGHT_RULE_IDS(RACKWRIGHT_RULE_TEXT)
#undef RACKWRIGHT_RULE_TEXT
};

/// The id's text, "FF-03".
inline QLatin1StringView ruleText(RuleId rule) {
  return QLatin1StringView(kRuleIdTexts[std::size_t(rule)]);
}
/// The same, as a static text: reports copy it without allocating.
const QString& toString(RuleId rule);

/// The rule an id text names; nothing for a text that names no rule (waivers, command options
/// and test expectations are the only places texts are parsed).
std::optional<RuleId> parseRuleId(QStringView text);

/// "Unknown rule id "XX-99"", for the edges that refuse such a text.
QString unknownRuleIdMessage(QStringView text);

}  // namespace rackwright

#endif
