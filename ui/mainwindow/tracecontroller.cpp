#include "tracecontroller.h"

#include "core/model/design.h"
#include "mainwindow.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/findingindex.h"
#include "ui/canvas/rowscene.h"
#include "ui/docks/channeltracedock.h"
#include "ui/docks/issuesdock.h"
#include "ui/editing/editsession.h"
#include "ui/help/helpbrowser.h"
#include "validationcontroller.h"

#include <spdlog/spdlog.h>

#include <QAction>
#include <QDockWidget>
#include <QStatusBar>

namespace rackwright::ui {

TraceController::TraceController(MainWindow* window)
    : QObject(window),
      mWindow(window),
      mDockWidget(new QDockWidget(tr("Channel Trace"), window)),
      mDock(new ChannelTraceDock(mDockWidget)) {
  mDockWidget->setObjectName(QStringLiteral("channelTraceDock"));
  mDockWidget->setWidget(mDock);
  mDockWidget->setWhatsThis(
      tr("<b>Channel Trace</b><p>One optical channel end to end, as the rules see it: every "
         "connector mating, cord, trunk and cassette, one line per fiber position in its "
         "TIA-598 colour, where each Tx lane lands, length and loss against the allowance, and "
         "the findings on the element they are about. Click an element to select it on the "
         "canvas, a rule id to read the rule.</p>"));
  window->addDockWidget(Qt::BottomDockWidgetArea, mDockWidget);
  if (QDockWidget* issues = qobject_cast<QDockWidget*>(window->issues()->parentWidget()))
    window->tabifyDockWidget(issues, mDockWidget);
  mDockWidget->hide();

  connect(window->action(QStringLiteral("tools.traceChannel")), &QAction::triggered, this,
          &TraceController::traceSelection);
  connect(mDock, &ChannelTraceDock::objectActivated, this, &TraceController::reveal);
  connect(mDock, &ChannelTraceDock::ruleLinkActivated, this,
          [this](const QUrl& url) { mWindow->help()->showPage(url); });
  connect(window->validation(), &ValidationController::resultChanged, this,
          &TraceController::retrace);
  connect(window->issues(), &IssuesDock::traceRequested, this, &TraceController::traceFinding);
  window->issues()->setTraceAvailability(
      [this](const Finding& finding) { return unavailableReason(finding); });
}

void TraceController::traceSelection() {
  RowScene* scene = mWindow->rowScene();
  const QSet<ObjectId> cables = scene->selectedCables();
  const Design* design = mWindow->session()->design();
  if (!cables.isEmpty() && design) {
    // Several cables: the first in the design's order, so the choice does not depend on
    // hashing.
    ObjectId first;
    for (const ObjectId& id : cables) {
      if (first.isNull() || id < first)
        first = id;
    }
    return traceCable(first);
  }
  const QVector<ObjectId> devices = scene->selectedDevices();
  if (devices.size() == 1)
    return trace({Start::Kind::Device, devices.constFirst(), {}, {}});
  trace({});
}

void TraceController::traceCable(const ObjectId& cableId) {
  trace({Start::Kind::Cable, cableId, {}, {}});
}

void TraceController::traceModule(const ObjectId& moduleId, const QString& port) {
  trace({Start::Kind::Module, moduleId, port, {}});
}

void TraceController::traceFinding(const Finding& finding) {
  trace({Start::Kind::Finding, {}, {}, finding});
}

QString TraceController::unavailableReason(const ObjectId& objectId) const {
  const Design* design = mWindow->session()->design();
  return design ? ChannelTracer::noChannelReason(*design, objectId) : tr("No design is open.");
}

QString TraceController::unavailableReason(const Finding& finding) const {
  const Design* design = mWindow->session()->design();
  if (!design)
    return tr("No design is open.");
  if (ChannelTracer::fromFinding(*design, finding, {}).isEmpty())
    return tr("The objects of this finding carry no optical channel.");
  return {};
}

void TraceController::trace(const Start& start) {
  mStart = start;
  const Design* design = mWindow->session()->design();
  const QVector<Finding>& findings = mWindow->validation()->result().findings;
  QVector<ChannelTrace> traces;
  QString empty;
  const OpticalChannel* keep = nullptr;
  OpticalChannel kept;
  if (const ChannelTrace* shown = mDock->currentTrace()) {
    kept = shown->channel;
    keep = &kept;
  }
  if (design) {
    switch (start.kind) {
      case Start::Kind::None:
        empty = ChannelTracer::noChannelReason(*design, {});
        break;
      case Start::Kind::Cable:
        traces = ChannelTracer::fromCable(*design, start.id, findings);
        break;
      case Start::Kind::Module:
        traces = ChannelTracer::fromModule(*design, start.id, start.port, findings);
        break;
      case Start::Kind::Device:
        for (const ObjectId& moduleId : design->modulesInDevice(start.id))
          traces += ChannelTracer::fromModule(*design, moduleId, {}, findings);
        break;
      case Start::Kind::Finding:
        traces = ChannelTracer::fromFinding(*design, start.finding, findings);
        break;
    }
    if (traces.isEmpty() && empty.isEmpty()) {
      empty = start.kind == Start::Kind::Finding
                  ? tr("The objects of this finding carry no optical channel.")
                  : ChannelTracer::noChannelReason(*design, start.id);
      if (empty.isEmpty())
        empty = tr("No optical channel starts here.");
    }
  }
  spdlog::debug("channel trace: {} channel(s)", traces.size());
  mDock->showTraces(std::move(traces), empty, keep);
  mDockWidget->show();
  mDockWidget->raise();
}

void TraceController::retrace() {
  // A trace shown while the design changes follows it (a replaced cord shows its new
  // polarity); a closed dock costs nothing.
  if (mStart.kind == Start::Kind::None || !mDockWidget->isVisible())
    return;
  const Design* design = mWindow->session()->design();
  if (!design)
    return;
  if ((mStart.kind == Start::Kind::Cable && !design->contains<Cable>(mStart.id)) ||
      (mStart.kind == Start::Kind::Module && !design->contains<Module>(mStart.id))) {
    mStart = {};
    mDock->showTraces({}, tr("The traced object was removed from the design."));
    return;
  }
  trace(mStart);
}

void TraceController::reveal(const ObjectId& objectId) {
  const Design* design = mWindow->session()->design();
  if (!design)
    return;
  if (design->contains<Cable>(objectId)) {
    mWindow->canvas()->revealObjects({}, {objectId});
    return;
  }
  ObjectId device = objectId;
  if (const Module* module = design->find<Module>(objectId))
    device = module->deviceId;
  const ObjectId shown = FindingIndex::displayedDevice(*design, device);
  if (shown.isNull()) {
    mWindow->statusBar()->showMessage(
        tr("That device is not in a rack, so the canvas does not show it."), 8000);
    return;
  }
  mWindow->canvas()->revealObjects({shown});
}

}  // namespace rackwright::ui
