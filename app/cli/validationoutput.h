#ifndef RACKWRIGHT_APP_VALIDATIONOUTPUT_H
#define RACKWRIGHT_APP_VALIDATIONOUTPUT_H

#include "clisupport.h"
#include "core/validation/findingsummary.h"
#include "core/validation/validator.h"

#include <QJsonObject>

#include <optional>

namespace rackwright::cli {

/// The threshold of `--fail-on`: which findings make a command exit 1.
enum class FailOn { Error, Warning, Never };

/// Parses `--fail-on error|warning|never` (default error); on a bad value prints the one-line
/// reason and returns nullopt.
std::optional<FailOn> parseFailOn(CommandContext& ctx, const ArgParser& parser);

/// Parses `--infos summary|all|none` (default summary); on a bad value prints the one-line
/// reason and returns nullopt.
std::optional<InfoDetail> parseInfos(CommandContext& ctx, const ArgParser& parser);

/// The JSON form of one finding (shared by `validate` and `check-channel`).
QJsonObject findingJson(const Finding& finding);

/// Prints a validation result in the shared text or JSON form and returns the exit code for the
/// threshold. `header` holds the command's own top-level JSON keys ("file", or "chain" and
/// "assumptions"); `preamble` lines are printed before the findings in text form. Errors,
/// warnings and waived findings are always listed; unwaived infos as `infos` says: every one,
/// one tally per rule with two examples, or only their count. The exit code does not depend on
/// `infos`. The JSON shape is documented in docs/validation.md.
int printValidationResult(CommandContext& ctx, OutputFormat format, FailOn failOn,
                          const ValidationResult& result, QJsonObject header,
                          const QStringList& preamble = {}, InfoDetail infos = InfoDetail::All);

}  // namespace rackwright::cli

#endif
