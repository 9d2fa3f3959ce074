#ifndef RACKWRIGHT_UI_CANVAS_CANVASMIME_H
#define RACKWRIGHT_UI_CANVAS_CANVASMIME_H

#include <QString>

class QMimeData;

namespace rackwright::ui::canvasmime {

/// A catalog part dragged from the Catalog dock: the payload is the part id (UTF-8).
inline QString partMimeType() {
  return QStringLiteral("application/x-rackwright-part");
}
/// Copied design objects on the clipboard: a JSON fragment (see DesignFragment).
inline QString fragmentMimeType() {
  return QStringLiteral("application/x-rackwright-fragment+json");
}

/// New mime data carrying `partId` (the caller owns it).
QMimeData* partMimeData(const QString& partId);
/// The part id carried by `mime`, or an empty string.
QString partIdFrom(const QMimeData* mime);

}  // namespace rackwright::ui::canvasmime

#endif
