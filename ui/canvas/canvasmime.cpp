#include "canvasmime.h"

#include <QMimeData>

namespace rackwright::ui::canvasmime {

QMimeData* partMimeData(const QString& partId) {
  auto* mime = new QMimeData;
  mime->setData(partMimeType(), partId.toUtf8());
  // Dropped into a text field the part id is what a user would expect to see.
  mime->setText(partId);
  return mime;
}

QString partIdFrom(const QMimeData* mime) {
  if (!mime || !mime->hasFormat(partMimeType()))
    return {};
  return QString::fromUtf8(mime->data(partMimeType())).trimmed();
}

}  // namespace rackwright::ui::canvasmime
