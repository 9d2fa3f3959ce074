#include "editcontroller.h"

#include "core/editing/designfragment.h"
#include "core/editing/edittransaction.h"
#include "core/editing/naming.h"
#include "ui/canvas/canvasmime.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeData>

namespace rackwright::ui {

EditController::EditController(EditSession* session, CanvasView* canvas, QObject* parent)
    : QObject(parent), mSession(session), mCanvas(canvas) {}

bool EditController::hasSelection() const {
  const RowScene* scene = mCanvas->rowScene();
  return scene && (!scene->selectedDevices().isEmpty() || !scene->selectedCables().isEmpty());
}

bool EditController::copy() {
  const Design* design = mSession->design();
  if (!design || !hasSelection())
    return false;
  const RowScene* scene = mCanvas->rowScene();
  const QJsonObject fragment =
      DesignFragment::copy(*design, scene->selectedDevices(), scene->selectedCables());
  auto* mime = new QMimeData;
  const QByteArray json = QJsonDocument(fragment).toJson(QJsonDocument::Compact);
  mime->setData(canvasmime::fragmentMimeType(), json);
  mime->setText(QString::fromUtf8(json));
  QGuiApplication::clipboard()->setMimeData(mime);
  Q_EMIT message(tr("Copied %n device(s)", nullptr,
                    int(fragment.value(QStringLiteral("devices")).toArray().size())) +
                 tr(" and %n cable(s).", nullptr,
                    int(fragment.value(QStringLiteral("cables")).toArray().size())));
  return true;
}

bool EditController::cut() {
  if (!copy())
    return false;
  return deleteSelection();
}

bool EditController::pasteFragment(const QJsonObject& fragment, const QString& text) {
  std::optional<DesignFragment::PasteResult> result;
  const bool pushed = mSession->pushSequence(text, [&](Design&, EditTransaction& transaction) {
    result = DesignFragment::paste(transaction, fragment);
  });
  if (!pushed || !result)
    return false;
  mCanvas->revealObjects(result->devices, result->cables);
  if (result->unracked > 0) {
    Q_EMIT message(tr("No rack had room for %n pasted device(s); they were added unracked.",
                      nullptr, result->unracked));
  }
  return true;
}

bool EditController::paste() {
  const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
  QByteArray json;
  if (mime && mime->hasFormat(canvasmime::fragmentMimeType())) {
    json = mime->data(canvasmime::fragmentMimeType());
  } else if (mime && mime->hasText()) {
    json = mime->text().toUtf8();  // a fragment passed around as text
  }
  // DesignFragment refuses what is not a fragment, with the message the user sees.
  return pasteFragment(QJsonDocument::fromJson(json).object(), tr("Paste"));
}

bool EditController::duplicate() {
  const Design* design = mSession->design();
  if (!design || !hasSelection())
    return false;
  const RowScene* scene = mCanvas->rowScene();
  return pasteFragment(
      DesignFragment::copy(*design, scene->selectedDevices(), scene->selectedCables()),
      tr("Duplicate"));
}

bool EditController::deleteSelection() {
  const Design* design = mSession->design();
  if (!design || !hasSelection())
    return false;
  const RowScene* scene = mCanvas->rowScene();
  const QVector<ObjectId> devices = scene->selectedDevices();
  const QSet<ObjectId> cables = scene->selectedCables();
  const int count = int(devices.size() + cables.size());
  const bool done = mSession->pushSequence(
      tr("Delete %n object(s)", nullptr, count), [&](Design& d, EditTransaction& transaction) {
        for (const ObjectId& id : cables) {
          if (d.contains<Cable>(id))
            transaction.apply(DesignEdits::removeCable(d, id));
        }
        for (const ObjectId& id : devices) {
          // An adapter goes with its server when both were
          // selected.
          if (d.contains<Device>(id))
            transaction.apply(DesignEdits::removeDevice(d, id));
        }
      });
  if (done)
    mCanvas->rowScene()->selectObjects({});
  return done;
}

void EditController::selectAll() {
  RowScene* scene = mCanvas->rowScene();
  const Design* design = mSession->design();
  if (!scene || !design)
    return;
  QVector<ObjectId> ids;
  for (const Device& d : design->all<Device>()) {
    if (scene->deviceItem(d.id))
      ids << d.id;
  }
  scene->selectObjects(ids);
}

int EditController::findNext(const QString& text) {
  const Design* design = mSession->design();
  if (!design)
    return 0;
  if (text != mQuery) {
    mQuery = text;
    mHits = DesignSearch::find(*design, text);
    mHitIndex = -1;
  }
  if (mHits.isEmpty()) {
    Q_EMIT message(tr("Nothing matches \"%1\".").arg(text));
    return 0;
  }
  mHitIndex = (mHitIndex + 1) % int(mHits.size());
  const SearchHit& hit = mHits.at(mHitIndex);
  QVector<ObjectId> devices;
  QSet<ObjectId> cables;
  if (!hit.deviceId.isNull())
    devices << hit.deviceId;
  if (!hit.cableId.isNull())
    cables << hit.cableId;
  mCanvas->revealObjects(devices, cables);
  Q_EMIT message(tr("Match %1 of %2: %3").arg(mHitIndex + 1).arg(mHits.size()).arg(hit.label));
  return int(mHits.size());
}

ObjectId EditController::addRack() {
  const Design* design = mSession->design();
  if (!design)
    return {};
  // The row: that of the first selected device's rack, else the first row there is.
  ObjectId rowId;
  const RowScene* scene = mCanvas->rowScene();
  for (const ObjectId& id : scene->selectedDevices()) {
    const Device* d = design->find<Device>(id);
    if (const Rack* r = d ? design->find<Rack>(d->rackId) : nullptr) {
      rowId = r->rowId;
      break;
    }
  }
  if (rowId.isNull() && !design->all<Row>().isEmpty()) {
    QVector<Row> rows(design->all<Row>().begin(), design->all<Row>().end());
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
      return std::tie(a.order, a.name) < std::tie(b.order, b.name);
    });
    rowId = rows.front().id;
  }
  QStringList names;
  for (const Rack& r : design->all<Rack>())
    names << r.name;
  QString name = QStringLiteral("R01");
  for (int n = 1; names.contains(name); ++n)
    name = QStringLiteral("R%1").arg(n, 2, 10, QLatin1Char('0'));
  Rack rack;
  rack.id = QUuid::createUuid();
  rack.name = name;
  int position = 0;
  if (!rowId.isNull()) {
    for (const ObjectId& id : design->racksInRow(rowId))
      position = qMax(position, design->find<Rack>(id)->positionInRow + 1);
  }
  rack.positionInRow = position;
  const bool done = mSession->pushSequence(
      tr("Add rack %1").arg(name), [&](Design& d, EditTransaction& transaction) {
        if (rowId.isNull()) {
          Site site{QUuid::createUuid(), tr("Site"), {}};
          Room room{QUuid::createUuid(), site.id, tr("Hall 1"), {}};
          Row row;
          row.id = QUuid::createUuid();
          row.roomId = room.id;
          row.name = tr("Row A");
          transaction.apply(DesignEdits::addSite(d, site));
          transaction.apply(DesignEdits::addRoom(d, room));
          transaction.apply(DesignEdits::addRow(d, row));
          rowId = row.id;
        }
        rack.rowId = rowId;
        transaction.apply(DesignEdits::addRack(d, rack));
      });
  return done ? rack.id : ObjectId();
}

}  // namespace rackwright::ui
