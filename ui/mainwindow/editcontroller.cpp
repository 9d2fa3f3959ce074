#include "editcontroller.h"

#include "addrackdialog.h"
#include "core/common/error.h"
#include "core/editing/designfragment.h"
#include "core/editing/edittransaction.h"
#include "core/editing/naming.h"
#include "core/editing/rackediting.h"
#include "core/editing/racksystemplacement.h"
#include "ui/canvas/canvasmime.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"
#include "userprompts.h"

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

bool EditController::hasDeletableSelection() const {
  const RowScene* scene = mCanvas->rowScene();
  return hasSelection() || (scene && !scene->selectedRacks().isEmpty());
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
  const int outside = DesignFragment::outsideCableCount(fragment);
  QString text = tr("Copied %n device(s)", nullptr,
                    int(fragment.value(QStringLiteral("devices")).toArray().size())) +
                 tr(" and %n cable(s)", nullptr,
                    int(fragment.value(QStringLiteral("cables")).toArray().size()));
  if (outside > 0)
    text += tr("; %n cable(s) run outside the copy, Paste asks about them.", nullptr, outside);
  else
    text += QLatin1Char('.');
  Q_EMIT message(text);
  return true;
}

bool EditController::cut() {
  const Design* design = mSession->design();
  if (!design || !hasSelection())
    return false;
  const RowScene* scene = mCanvas->rowScene();
  const QVector<ObjectId> devices = scene->selectedDevices();
  // What the clipboard now holds leaves the design, cables to the outside included: pasting
  // them back to the ports they were on is then a move, not a second cable beside a loose one.
  const DesignFragment::Selection carried =
      DesignFragment::gather(*design, devices, scene->selectedCables());
  if (!copy())
    return false;
  const bool done = mSession->pushSequence(tr("Cut"), [&](Design& d, EditTransaction& transaction) {
    for (const ObjectId& id : carried.cables) {
      if (d.contains<Cable>(id))
        transaction.apply(DesignEdits::removeCable(d, id));
    }
    for (const ObjectId& id : devices) {
      if (d.contains<Device>(id))
        transaction.apply(DesignEdits::removeDevice(d, id));
    }
  });
  if (done)
    mCanvas->rowScene()->selectObjects({});
  return done;
}

bool EditController::pasteFragment(const QJsonObject& fragment, const QString& text) {
  auto outside = DesignFragment::OutsideCables::LeaveOut;
  if (const int count = DesignFragment::outsideCableCount(fragment); count > 0 && mPrompts) {
    const auto choice = mPrompts->askOutsideCables(mCanvas->window(), text, count);
    if (!choice)
      return false;
    outside = *choice;
  }
  std::optional<DesignFragment::PasteResult> result;
  const bool pushed = mSession->pushSequence(text, [&](Design&, EditTransaction& transaction) {
    result = DesignFragment::paste(transaction, fragment, outside);
  });
  if (!pushed || !result)
    return false;
  mCanvas->revealObjects(result->devices, result->cables);
  QStringList report;
  if (result->unracked > 0) {
    report << tr("No rack had room for %n pasted device(s); they were added unracked.", nullptr,
                 result->unracked);
  }
  if (result->outsideReconnected > 0) {
    report << tr("%n cable end(s) went to the next free matching port.", nullptr,
                 result->outsideReconnected);
  }
  if (result->outsideLoose > 0) {
    report << tr("%n cable end(s) are loose: plug them with Re-route.", nullptr,
                 result->outsideLoose);
  }
  if (result->outsideLeftOut > 0) {
    report << tr("%n cable(s) to devices outside the copy were left out.", nullptr,
                 result->outsideLeftOut);
  }
  if (!report.isEmpty())
    Q_EMIT message(report.join(QLatin1Char(' ')));
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
  if (!design || !hasDeletableSelection())
    return false;
  const RowScene* scene = mCanvas->rowScene();
  const QVector<ObjectId> devices = scene->selectedDevices();
  const QSet<ObjectId> cables = scene->selectedCables();
  const QVector<ObjectId> racks = scene->selectedRacks();
  const int count = int(devices.size() + cables.size() + racks.size());
  QString text = tr("Delete %n object(s)", nullptr, count);
  if (racks.size() == 1 && devices.isEmpty() && cables.isEmpty()) {
    if (const Rack* rack = design->find<Rack>(racks.front()))
      text = tr("Delete rack %1").arg(rack->name);
  }
  // Counted before, for the status line: what one undo step brings back.
  int heldDevices = 0;
  for (const ObjectId& id : racks)
    heldDevices += int(design->devicesInRack(id).size());
  const bool done = mSession->pushSequence(text, [&](Design& d, EditTransaction& transaction) {
    for (const ObjectId& id : cables) {
      if (d.contains<Cable>(id))
        transaction.apply(DesignEdits::removeCable(d, id));
    }
    for (const ObjectId& id : devices) {
      // An adapter goes with its server when both were selected, a device with its rack.
      if (d.contains<Device>(id))
        transaction.apply(DesignEdits::removeDevice(d, id));
    }
    for (const ObjectId& id : racks) {
      if (d.contains<Rack>(id))
        transaction.apply(DesignEdits::removeRackWithContents(d, id));
    }
  });
  if (done) {
    mCanvas->rowScene()->selectObjects({});
    if (!racks.isEmpty()) {
      Q_EMIT message(
          tr("Deleted %n rack(s)", nullptr, int(racks.size())) +
          tr(" with %n device(s) in them; Undo brings everything back.", nullptr, heldDevices));
    }
  }
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

ObjectId EditController::rowForNewRack() const {
  const Design* design = mSession->design();
  const RowScene* scene = mCanvas->rowScene();
  if (!design || !scene)
    return {};
  for (const ObjectId& id : scene->selectedRacks()) {
    if (const Rack* r = design->find<Rack>(id); r && design->contains<Row>(r->rowId))
      return r->rowId;
  }
  for (const ObjectId& id : scene->selectedDevices()) {
    const Device* d = design->find<Device>(id);
    if (const Rack* r = d ? design->find<Rack>(d->rackId) : nullptr;
        r && design->contains<Row>(r->rowId))
      return r->rowId;
  }
  if (design->all<Row>().isEmpty())
    return {};
  QVector<Row> rows(design->all<Row>().begin(), design->all<Row>().end());
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    return std::tie(a.order, a.name, a.id) < std::tie(b.order, b.name, b.id);
  });
  return rows.front().id;
}

ObjectId EditController::addRack() {
  if (!mSession->design())
    return {};
  Rack rack = AddRackDialog::lastUsedRack();
  rack.name.clear();
  return addRackToRow(rowForNewRack(), rack);
}

ObjectId EditController::addRackToRow(const ObjectId& rowId, const Rack& values) {
  const Design* design = mSession->design();
  if (!design)
    return {};
  Rack rack = values;
  rack.id = QUuid::createUuid();
  rack.name = rack.name.trimmed();
  if (rack.name.isEmpty())
    rack.name = Naming::newRackName(*design, rowId);
  ObjectId added;
  const bool done = mSession->pushSequence(
      tr("Add rack %1").arg(rack.name), [&](Design& d, EditTransaction& transaction) {
        ObjectId row = rowId;
        if (row.isNull()) {
          Site site{QUuid::createUuid(), tr("Site"), {}};
          Room room{QUuid::createUuid(), site.id, Naming::newRoomName(d, site.id), {}};
          Row newRow;
          newRow.id = QUuid::createUuid();
          newRow.roomId = room.id;
          newRow.name = Naming::newRowName(d, room.id);
          transaction.apply(DesignEdits::addSite(d, site));
          transaction.apply(DesignEdits::addRoom(d, room));
          transaction.apply(DesignEdits::addRow(d, newRow));
          row = newRow.id;
        }
        if (rack.isSystem()) {
          const RackSystemPtr system = d.library().findSystem(rack.systemId);
          if (!system)
            throw Error(tr("The rack-scale system %1 is not in the catalog.").arg(rack.systemId));
          added = RackSystemPlacement::place(transaction, *system, row, rack);
          return;
        }
        const Rack placed = RackEditing::appendedRack(d, row, rack);
        transaction.apply(DesignEdits::addRack(d, placed));
        added = placed.id;
      });
  if (!done)
    return {};
  // A system's size is the product's; the next empty rack keeps the sizes of the last one.
  if (!rack.isSystem())
    AddRackDialog::rememberRack(rack);
  return added;
}

}  // namespace rackwright::ui
