#ifndef RACKWRIGHT_CORE_COMMON_TRANSLATIONS_H
#define RACKWRIGHT_CORE_COMMON_TRANSLATIONS_H

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
bool installTranslations(QCoreApplication& app, const QLocale& locale);

}  // namespace rackwright

#endif
