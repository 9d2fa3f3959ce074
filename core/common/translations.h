#ifndef RACKWRIGHT_CORE_COMMON_TRANSLATIONS_H
#define RACKWRIGHT_CORE_COMMON_TRANSLATIONS_H

#include <QString>

class QCoreApplication;
class QLocale;

namespace rackwright {

/// Installs the translations for `locale` into `app`: Rackwright's own catalogue, compiled into
/// the binary as `:/i18n/rackwright_<lang>.qm`, and Qt's own `qtbase_<lang>.qm` from the Qt
/// installation (standard dialog buttons, shortcuts), when the system provides it.
///
/// Returns true when Rackwright's catalogue for the locale was installed; false when the locale
/// has none (English, the source language, or a language nobody has translated yet), in which
/// case the user interface stays English.
///
/// English plural forms are installed in every case, beneath any catalogue: the source texts
/// write counts as "%n cable(s)", and englishPlural() turns them into "1 cable" and "2 cables".
bool installTranslations(QCoreApplication& app, const QLocale& locale);

/// The English form of a source text with a count: "word(s)" / "word(es)" / "y(ies)" become the
/// singular for n = 1 and the plural otherwise, and a verb right after a counted word agrees
/// ("are" / "is", "were" / "was", "have" / "has", "run" / "runs"). Empty when the text has no
/// such marker (the source text is then shown as it is).
QString englishPlural(const QString& source, int n);

}  // namespace rackwright

#endif
