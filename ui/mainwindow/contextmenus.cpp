#include "contextmenus.h"

#include "core/editing/cableedits.h"
#include "core/editing/modulecandidates.h"
#include "core/editing/racksystemplacement.h"
#include "mainwindow.h"
#include "tracecontroller.h"
#include "ui/actions/actionregistry.h"
#include "ui/canvas/rowscene.h"
#include "ui/canvas/tools/reroutetool.h"
#include "ui/docks/cableinspector.h"
#include "ui/docks/inspectordock.h"
#include "ui/docks/rackinspector.h"
#include "ui/editing/editsession.h"
#include "ui/portmap/portmaprows.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>

namespace rackwright::ui {

namespace {

/// More transceivers than this make the submenu taller than a screen; the rest are a drag from
/// the Catalog away.
constexpr int kMaxTransceiversOffered = 16;

}  // namespace

ContextMenus::ContextMenus(MainWindow* window)
    : QObject(window),
      mWindow(window),
      mPresenter([](QMenu& menu, const QPoint& globalPos) { menu.exec(globalPos); }) {}

void ContextMenus::showCanvasMenu(const CanvasHit& hit, const QPoint& globalPos) {
  RowScene* scene = mWindow->rowScene();
  const Design* design = mWindow->session()->design();
  if (!design || hit.kind == CanvasHit::Kind::None)
    return;
  // The object under the cursor becomes the selection unless it is part of it already: the
  // entries act on what the Inspector then shows.
  if (hit.kind == CanvasHit::Kind::Cable) {
    if (!scene->selectedCables().contains(hit.cableId))
      scene->selectObjects({}, {hit.cableId});
  } else if (hit.kind == CanvasHit::Kind::Rack) {
    if (!scene->selectedRacks().contains(hit.rackId))
      scene->selectObjects({}, {}, {hit.rackId});
  } else if (!scene->selectedDevices().contains(hit.deviceId)) {
    scene->selectObjects({hit.deviceId});
  }
  QMenu menu(mWindow);
  menu.setObjectName(QStringLiteral("canvasContextMenu"));
  menu.setToolTipsVisible(true);
  switch (hit.kind) {
    case CanvasHit::Kind::Cable:
      addCableEntries(menu, hit.cableId, globalPos);
      break;
    case CanvasHit::Kind::Port:
      addPortEntries(menu, *hit.port);
      break;
    case CanvasHit::Kind::Device:
      addDeviceEntries(menu, hit.deviceId);
      break;
    case CanvasHit::Kind::Rack:
      addRackEntries(menu, hit.rackId);
      break;
    case CanvasHit::Kind::None:
      return;
  }
  mPresenter(menu, globalPos);
}

void ContextMenus::addCableEntries(QMenu& menu, const ObjectId& cableId, const QPoint& globalPos) {
  const Design& design = *mWindow->session()->design();
  const Cable* cable = design.find<Cable>(cableId);
  if (!cable)
    return;
  menu.setTitle(PortMapRows::cableLabel(*cable));
  CableInspector* inspector = mWindow->inspector()->cableInspector();
  QAction* replace = menu.addAction(tr("Replace part…"));
  replace->setObjectName(QStringLiteral("cable.replacePart"));
  const QString unavailable = inspector->replacementUnavailableReason();
  replace->setEnabled(unavailable.isEmpty());
  replace->setToolTip(unavailable);
  // The Inspector shows the selection, which now holds this cable: its Replace part… applies.
  connect(replace, &QAction::triggered, inspector,
          [inspector, globalPos] { inspector->chooseReplacement(globalPos); });
  QAction* swap = menu.addAction(tr("Swap ends"));
  swap->setObjectName(QStringLiteral("cable.swapEnds"));
  swap->setEnabled(cable->ends.size() >= 2);
  connect(swap, &QAction::triggered, this, [this, cableId] { swapEnds(cableId); });
  addRerouteEntries(menu, *cable);
  addTraceEntry(menu, QStringLiteral("cable.traceChannel"), cableId,
                [this, cableId] { mWindow->traces()->traceCable(cableId); });
  menu.addSeparator();
  menu.addAction(mWindow->action(QStringLiteral("edit.delete")));
  QAction* show = menu.addAction(tr("Show in Inspector"));
  show->setObjectName(QStringLiteral("showInInspector"));
  connect(show, &QAction::triggered, this, &ContextMenus::showInInspector);
}

void ContextMenus::addDeviceEntries(QMenu& menu, const ObjectId& deviceId) {
  const Design& design = *mWindow->session()->design();
  const Device* device = design.find<Device>(deviceId);
  if (!device)
    return;
  menu.setTitle(device->name);
  QAction* rename = menu.addAction(tr("Rename…"));
  rename->setObjectName(QStringLiteral("device.rename"));
  // Renaming is the Inspector's name field; several selected devices have no one name.
  rename->setEnabled(mWindow->rowScene()->selectedDevices().size() == 1);
  connect(rename, &QAction::triggered, this, [this] {
    showInInspector();
    QLineEdit* name = mWindow->inspector()->nameField();
    name->setFocus(Qt::OtherFocusReason);
    name->selectAll();
  });
  menu.addAction(mWindow->action(QStringLiteral("tools.portMap")));
  menu.addSeparator();
  menu.addAction(mWindow->action(QStringLiteral("edit.delete")));
  QAction* show = menu.addAction(tr("Show in Inspector"));
  show->setObjectName(QStringLiteral("showInInspector"));
  connect(show, &QAction::triggered, this, &ContextMenus::showInInspector);
}

void ContextMenus::addRerouteEntries(QMenu& menu, const Cable& cable) {
  const Design& design = *mWindow->session()->design();
  QMenu* reroute = menu.addMenu(tr("Re-route"));
  reroute->setObjectName(QStringLiteral("cable.reroute"));
  reroute->setToolTipsVisible(true);
  for (const CableEnd& end : cable.ends) {
    const QString where = end.attachment.isConnected()
                              ? PortMapRows::attachmentLabel(design, end.attachment)
                              : tr("not connected");
    QAction* entry = reroute->addAction(tr("Move end %1 (%2)…").arg(end.name, where));
    entry->setData(end.name);
    entry->setToolTip(tr("Click the port this end goes to next; the part, length and label stay."));
    const ObjectId cableId = cable.id;
    const QString endName = end.name;
    connect(entry, &QAction::triggered, this,
            [this, cableId, endName] { startReroute(cableId, endName); });
  }
}

void ContextMenus::startReroute(const ObjectId& cableId, const QString& endName) {
  CanvasView* canvas = mWindow->canvas();
  canvas->setTool(std::make_unique<RerouteTool>(*canvas, cableId, endName));
  canvas->setFocus(Qt::OtherFocusReason);
}

void ContextMenus::addRackEntries(QMenu& menu, const ObjectId& rackId) {
  const Design& design = *mWindow->session()->design();
  const Rack* rack = design.find<Rack>(rackId);
  if (!rack)
    return;
  menu.setTitle(rack->name);
  RowScene* scene = mWindow->rowScene();
  QAction* rename = menu.addAction(tr("Rename…"));
  rename->setObjectName(QStringLiteral("rack.rename"));
  // Renaming is the Rack Inspector's name field; several racks have no one name.
  rename->setEnabled(scene->selectedRacks().size() == 1);
  connect(rename, &QAction::triggered, this, [this] {
    showInInspector();
    QLineEdit* name = mWindow->inspector()->rackInspector()->nameField();
    name->setFocus(Qt::OtherFocusReason);
    name->selectAll();
  });
  QVector<ObjectId> held;
  for (const Device& device : design.all<Device>()) {
    if (device.rackId == rackId && device.parentId.isNull())
      held << device.id;
  }
  QAction* selectDevices = menu.addAction(tr("Select Its Devices (%n)", nullptr, int(held.size())));
  selectDevices->setObjectName(QStringLiteral("rack.selectDevices"));
  selectDevices->setEnabled(!held.isEmpty());
  connect(selectDevices, &QAction::triggered, this, [scene, held] { scene->selectObjects(held); });
  if (rack->isSystem()) {
    // PL-11's fix where the user sees the gap: members taken out go back to their units.
    QStringList blocked;
    const int missing = int(RackSystemPlacement::missingMembers(design, *rack, &blocked).size());
    QAction* restore = menu.addAction(tr("Restore System Members (%n missing)", nullptr, missing));
    restore->setObjectName(QStringLiteral("rack.restoreSystemMembers"));
    restore->setEnabled(missing > 0);
    if (!blocked.isEmpty()) {
      restore->setToolTip(tr("%1 cannot go back while another device covers its unit; move that "
                             "device out first.")
                              .arg(blocked.join(QStringLiteral(", "))));
    }
    const QString rackName = rack->name;
    connect(restore, &QAction::triggered, this, [this, rackId, rackName] {
      mWindow->session()->pushSequence(tr("Restore the members of %1").arg(rackName),
                                       [&](Design&, EditTransaction& transaction) {
                                         RackSystemPlacement::restoreMembers(transaction, rackId);
                                       });
    });
  }
  menu.addAction(mWindow->action(QStringLiteral("tools.addRackDialog")));
  menu.addSeparator();
  menu.addAction(mWindow->action(QStringLiteral("edit.delete")));
  QAction* show = menu.addAction(tr("Show in Inspector"));
  show->setObjectName(QStringLiteral("showInInspector"));
  connect(show, &QAction::triggered, this, &ContextMenus::showInInspector);
}

void ContextMenus::addPortEntries(QMenu& menu, const PortHit& port) {
  const Design& design = *mWindow->session()->design();
  menu.setTitle(port.label);
  if (port.attachment.kind == Attachment::Kind::ModulePort) {
    // A cage with a module: the module's optical port was hit.
    const ObjectId moduleId = port.attachment.objectId;
    const Module* module = design.find<Module>(moduleId);
    QAction* pull =
        menu.addAction(tr("Pull transceiver %1").arg(module ? module->typeId : QString()));
    pull->setObjectName(QStringLiteral("cage.pullTransceiver"));
    pull->setToolTip(tr("Removes the transceiver; cables on it stay, with that end loose."));
    connect(pull, &QAction::triggered, this, [this, moduleId] { pullTransceiver(moduleId); });
    const QString opticalPort = port.attachment.port;
    addTraceEntry(
        menu, QStringLiteral("cage.traceChannel"), moduleId,
        [this, moduleId, opticalPort] { mWindow->traces()->traceModule(moduleId, opticalPort); });
  } else if (port.attachment.kind == Attachment::Kind::Cage) {
    QMenu* plug = menu.addMenu(tr("Plug transceiver"));
    plug->setObjectName(QStringLiteral("cage.plugTransceiver"));
    plug->setToolTipsVisible(true);
    const QString impossible = ModuleCandidates::impossibleReason(design, port.deviceId, port.cage);
    const QVector<ModuleCandidate> candidates =
        ModuleCandidates::forCage(design, port.deviceId, port.cage);
    plug->setEnabled(impossible.isEmpty() && !candidates.isEmpty());
    plug->menuAction()->setToolTip(!impossible.isEmpty() ? impossible
                                   : candidates.isEmpty()
                                       ? tr("No transceiver in the catalog fits this cage.")
                                       : QString());
    const ObjectId deviceId = port.deviceId;
    const QString cage = port.cage;
    for (int i = 0; i < candidates.size() && i < kMaxTransceiversOffered; ++i) {
      const QString typeId = candidates.at(i).part->id;
      QAction* entry = plug->addAction(candidates.at(i).label());
      entry->setData(typeId);
      connect(entry, &QAction::triggered, this,
              [this, deviceId, cage, typeId] { plugTransceiver(deviceId, cage, typeId); });
    }
    QAction* trace = menu.addAction(
        ActionRegistry::icon(QStringLiteral("rackwright-trace-channel")), tr("Trace channel"));
    trace->setObjectName(QStringLiteral("cage.traceChannel"));
    trace->setEnabled(false);
    trace->setToolTip(tr("The cage is empty: plug a transceiver to start an optical channel."));
  }
  menu.addSeparator();
  QAction* show = menu.addAction(tr("Show in Inspector"));
  show->setObjectName(QStringLiteral("showInInspector"));
  connect(show, &QAction::triggered, this, &ContextMenus::showInInspector);
}

void ContextMenus::addTraceEntry(QMenu& menu, const QString& name, const ObjectId& objectId,
                                 const std::function<void()>& trace) {
  QAction* entry = menu.addAction(ActionRegistry::icon(QStringLiteral("rackwright-trace-channel")),
                                  tr("Trace channel"));
  entry->setObjectName(name);
  // A copper DAC or a fiber that reaches no transceiver has no channel: say why here.
  const QString unavailable = mWindow->traces()->unavailableReason(objectId);
  entry->setEnabled(unavailable.isEmpty());
  entry->setToolTip(unavailable.isEmpty()
                        ? tr("Shows the optical channel end to end in the Channel Trace dock")
                        : unavailable);
  connect(entry, &QAction::triggered, this, trace);
}

void ContextMenus::showInInspector() {
  // The Inspector sits in a scroll area in its dock.
  for (QWidget* w = mWindow->inspector(); w; w = w->parentWidget()) {
    if (auto* dock = qobject_cast<QDockWidget*>(w)) {
      dock->show();
      dock->raise();
      return;
    }
  }
}

bool ContextMenus::swapEnds(const ObjectId& cableId) {
  return mWindow->session()->pushSequence(tr("Swap cable ends"),
                                          [&cableId](Design& d, EditTransaction& transaction) {
                                            CableEdits::swapEnds(d, transaction, cableId);
                                          });
}

bool ContextMenus::plugTransceiver(const ObjectId& deviceId, const QString& cage,
                                   const QString& typeId) {
  const Design* design = mWindow->session()->design();
  if (!design)
    return false;
  const QString impossible = ModuleCandidates::impossibleReason(*design, deviceId, cage);
  if (!impossible.isEmpty()) {
    mWindow->session()->refuse(impossible);
    return false;
  }
  Module module;
  module.id = QUuid::createUuid();
  module.typeId = typeId;
  module.deviceId = deviceId;
  module.cage = cage;
  return mWindow->session()->push(
      [&module](Design& d) { return DesignEdits::plugModule(d, module); });
}

bool ContextMenus::pullTransceiver(const ObjectId& moduleId) {
  return mWindow->session()->push(
      [&moduleId](Design& d) { return DesignEdits::removeModule(d, moduleId); });
}

}  // namespace rackwright::ui
