// The Channel Trace dock in a real window (offscreen): Tools ▸ Trace Channel on a selected
// cable, "Trace channel" in the canvas menus of a cable and of a cage holding a transceiver and
// in the Issues dock's finding menu; the dock's chooser, drawing and findings; a click on an
// element selecting its object on the canvas; the rule link opening the rule's help; the
// message for a copper DAC.
#include "core/channel/channelbuilder.h"
#include "ui/canvas/cablelayeritem.h"
#include "ui/docks/channeltracedock.h"
#include "ui/docks/issuesdock.h"
#include "ui/help/helpbrowser.h"
#include "ui/mainwindow/contextmenus.h"
#include "ui/mainwindow/tracecontroller.h"
#include "workbenchfixture.h"

#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QTreeWidget>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::ChannelTraceDock;
using rackwright::ui::MainWindow;

namespace {

QStringList words(const char* text) {
  return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

/// The docs/validation.md example that fails: an A-B cord, the LC panel's A-B adapter and an
/// A-A cord cross twice, so Tx lands on Tx (POL-02 on the A-A cord).
const char* kAaChain =
    "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:300m GEN-PANEL-1U-24LC GEN-LC-UPC-AA-OS2:10m "
    "MMS4X50-NM SN5600";

ObjectId cableOfType(const Design& design, const QString& typeId) {
  for (const Cable& c : design.all<Cable>()) {
    if (c.typeId == typeId || c.typeId.startsWith(typeId + QLatin1Char(':')))
      return c.id;
  }
  return {};
}

QPointF onRoute(MainWindow& window, const ObjectId& cableId) {
  window.rowScene()->flushPending();
  const auto* route = window.rowScene()->cableLayer()->route(cableId);
  return route ? route->path().pointAtPercent(0.5) : QPointF(-1e9, -1e9);
}

void rightClick(MainWindow& window, const QPointF& scenePoint) {
  QWidget* viewport = window.canvas()->viewport();
  const QPoint pos = toViewport(window, scenePoint);
  QContextMenuEvent event(QContextMenuEvent::Mouse, pos, viewport->mapToGlobal(pos));
  QApplication::sendEvent(viewport, &event);
}

/// Records the entry `name` of the next menu shown and triggers it when enabled.
struct MenuProbe {
  bool shown = false;
  bool found = false;
  bool enabled = false;
  QString toolTip;
  std::function<void(QMenu&, const QPoint&)> presenter(const QString& name) {
    return [this, name](QMenu& menu, const QPoint&) {
      shown = true;
      for (QAction* a : menu.actions()) {
        if (a->objectName() != name)
          continue;
        found = true;
        enabled = a->isEnabled();
        toolTip = a->toolTip();
        if (enabled)
          a->trigger();
      }
    };
  }
};

ChannelTraceDock* traceDock(MainWindow& window) {
  return window.traces()->dock();
}

}  // namespace

class TestChannelTraceUi : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  QString mAaPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> open(const QString& path) {
    auto window = makeWindow(mPrompts, QSize(1500, 1000));
    if (!openIn(*window, path))
      qFatal("cannot open %s", qPrintable(path));
    return window;
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_channeltrace");
    QVERIFY(!mClusterPath.isEmpty());
    const BuiltChannel built = ChannelBuilder::build(Catalog::builtIn(), words(kAaChain));
    mAaPath = mTemp.filePath(QStringLiteral("aa.rackwright"));
    DesignFile::save(*built.design, mAaPath);
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void actionTracesTheSelectedCable();
  void clickingAnElementSelectsIt();
  void canvasMenusOfferTraceChannel();
  void findingMenuTracesItsChannel();
  void copperDacHasNoChannel();
  void parallelOpticsThroughASplitterLeg();
  void traceFollowsEdits();
};

void TestChannelTraceUi::actionTracesTheSelectedCable() {
  auto window = open(mAaPath);
  const Design& design = window->document().design();
  QAction* action = window->action(QStringLiteral("tools.traceChannel"));
  QVERIFY(action);
  QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+T")));
  const ObjectId aa = cableOfType(design, QStringLiteral("GEN-LC-UPC-AA-OS2"));
  QVERIFY(!aa.isNull());
  window->rowScene()->selectObjects({}, {aa});
  action->trigger();

  ChannelTraceDock* dock = traceDock(*window);
  QVERIFY(window->traces()->dockWidget()->isVisible());
  // The cord joins two transceiver ports: the channel from each end.
  QCOMPARE(dock->traceCount(), 2);
  QVERIFY(dock->chooser()->isVisible());
  QCOMPARE(dock->chooser()->count(), 2);
  for (int i = 0; i < 2; ++i) {
    dock->setCurrentTrace(i);
    const ChannelTrace* trace = dock->currentTrace();
    QVERIFY(trace);
    QCOMPARE(dock->chooser()->currentText(), trace->name);
    // POL-02 sits on the A-A cord, in both directions; the drawing outlines it.
    const int aaElement = trace->elementOf(aa);
    QVERIFY(aaElement > 0);
    QStringList placed;
    for (const TraceFinding& f : trace->findings)
      placed << QStringLiteral("%1@%2").arg(f.finding.rule).arg(f.element);
    QVERIFY2(trace->worstOn(aaElement) == std::optional<Severity>(Severity::Error),
             qPrintable(QStringLiteral("%1 on %2: %3")
                            .arg(trace->name)
                            .arg(aaElement)
                            .arg(placed.join(QLatin1Char(' ')))));
    QVERIFY(dock->view()->painter());
    QVERIFY(dock->view()->width() > 400);
  }
  // The findings list names the rule as a link to its help, and the element.
  QTreeWidget* list = dock->findingsList();
  QTreeWidgetItem* pol02 = nullptr;
  QLabel* link = nullptr;
  for (int row = 0; row < list->topLevelItemCount(); ++row) {
    auto* label = qobject_cast<QLabel*>(list->itemWidget(list->topLevelItem(row), 1));
    if (label && label->text().contains(QStringLiteral("rackwright:rule/POL-02"))) {
      pol02 = list->topLevelItem(row);
      link = label;
    }
  }
  QVERIFY(pol02);
  QVERIFY(pol02->text(2).startsWith(QStringLiteral("GEN-LC-UPC-AA-OS2")));
  QVERIFY(pol02->text(3).contains(QStringLiteral("A-A cord")));
  QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("1 error")));
  Q_EMIT link->linkActivated(QStringLiteral("rackwright:rule/POL-02"));
  QVERIFY(window->help()->view()->toPlainText().contains(QStringLiteral("POL-02")));

  // The screenshot for the README and the manual: the channel from the first switch.
  dock->setCurrentTrace(0);
  QDockWidget* dockWidget = window->traces()->dockWidget();
  dockWidget->setFloating(true);
  dockWidget->resize(1320, 620);
  QApplication::processEvents();
  dock->setCurrentTrace(1);
  dock->setCurrentTrace(0);
  QApplication::processEvents();
  QVERIFY(maybeUpdateScreenshot(dockWidget->grab().toImage(), QStringLiteral("channel-trace.png")));
}

void TestChannelTraceUi::clickingAnElementSelectsIt() {
  auto window = open(mAaPath);
  const Design& design = window->document().design();
  const ObjectId aa = cableOfType(design, QStringLiteral("GEN-LC-UPC-AA-OS2"));
  const ObjectId ab = cableOfType(design, QStringLiteral("GEN-LC-UPC-AB-OS2"));
  window->traces()->traceCable(aa);
  ChannelTraceDock* dock = traceDock(*window);
  const ChannelTrace* trace = dock->currentTrace();
  QVERIFY(trace);
  const int abElement = trace->elementOf(ab);
  QVERIFY(abElement > 0);
  // A real click on the A-B cord's block selects that cord on the canvas.
  QTest::mouseClick(dock->view(), Qt::LeftButton, Qt::NoModifier,
                    dock->view()->elementCentre(abElement));
  QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{ab});
  // The patch panel's block selects the panel.
  int panelElement = -1;
  for (int i = 0; i < trace->elements.size(); ++i) {
    if (trace->elements.at(i).kind == TraceElement::Kind::Passage)
      panelElement = i;
  }
  QVERIFY(panelElement > 0);
  QTest::mouseClick(dock->view(), Qt::LeftButton, Qt::NoModifier,
                    dock->view()->elementCentre(panelElement));
  QCOMPARE(window->rowScene()->selectedDevices(),
           QVector<ObjectId>{trace->elements.at(panelElement).objectId});
  // The trace stays on the cable it was asked for, though the selection moved.
  QCOMPARE(dock->currentTrace()->elementOf(aa) > 0, true);
}

void TestChannelTraceUi::canvasMenusOfferTraceChannel() {
  auto window = open(mClusterPath);
  const Design& design = window->document().design();
  // dgx-01's first cage: twin-port module, port 1 cabled to the leaf by an MFP7E10 cord.
  const ObjectId dgx = named(QStringLiteral("dgx-01"));
  ObjectId module;
  for (const ObjectId& m : design.modulesInDevice(dgx)) {
    if (!ChannelTracer::fromModule(design, m, QStringLiteral("1"), {}).isEmpty())
      module = m;
  }
  QVERIFY(!module.isNull());
  const QVector<ChannelTrace> expected =
      ChannelTracer::fromModule(design, module, QStringLiteral("1"), {});
  const ObjectId cord = expected.constFirst().channel.segments.constFirst().cableId;

  // Right-click the cord's route.
  const QPointF route = onRoute(*window, cord);
  look(*window, route, 0.5);
  MenuProbe onCable;
  window->contextMenus()->setPresenter(onCable.presenter(QStringLiteral("cable.traceChannel")));
  rightClick(*window, route);
  QVERIFY(onCable.shown);
  QVERIFY(onCable.found);
  QVERIFY2(onCable.enabled, qPrintable(onCable.toolTip));
  ChannelTraceDock* dock = traceDock(*window);
  QCOMPARE(dock->traceCount(), 2);  // from the DGX and from the leaf
  QVERIFY(dock->currentTrace()->elementOf(cord) > 0);

  // Right-click the module's optical port 1 in the cage: the channel of that port only.
  const QPointF port = portPoint(
      *window, dgx, Attachment{Attachment::Kind::ModulePort, module, QStringLiteral("1")});
  look(*window, port, 1.0);
  MenuProbe onCage;
  window->contextMenus()->setPresenter(onCage.presenter(QStringLiteral("cage.traceChannel")));
  rightClick(*window, port);
  QVERIFY(onCage.found);
  QVERIFY2(onCage.enabled, qPrintable(onCage.toolTip));
  QCOMPARE(dock->traceCount(), 1);
  QCOMPARE(dock->currentTrace()->channel.nearModule, module);
  QCOMPARE(dock->currentTrace()->channel.nearPort, QStringLiteral("1"));
  QVERIFY(!dock->chooser()->isVisible());

  // An empty cage offers the entry disabled, saying why.
  QString emptyCage;
  for (const CageDefinition& cage :
       design.part(design.find<Device>(dgx)->typeId)->device()->cages) {
    if (emptyCage.isEmpty() && design.modulesInCage(dgx, cage.name).isEmpty())
      emptyCage = cage.name;
  }
  QVERIFY(!emptyCage.isEmpty());
  const QPointF cagePoint =
      portPoint(*window, dgx, Attachment{Attachment::Kind::Cage, dgx, emptyCage});
  look(*window, cagePoint, 1.0);
  MenuProbe onEmpty;
  window->contextMenus()->setPresenter(onEmpty.presenter(QStringLiteral("cage.traceChannel")));
  rightClick(*window, cagePoint);
  QVERIFY(onEmpty.found);
  QVERIFY(!onEmpty.enabled);
  QVERIFY2(onEmpty.toolTip.contains(QStringLiteral("empty")), qPrintable(onEmpty.toolTip));
}

void TestChannelTraceUi::findingMenuTracesItsChannel() {
  auto window = open(mAaPath);
  ui::IssuesDock* issues = window->issues();
  QTreeWidget* tree = issues->tree();
  QTreeWidgetItem* row = nullptr;
  for (int i = 0; i < tree->topLevelItemCount(); ++i) {
    const Finding* f = issues->findingAt(tree->topLevelItem(i));
    if (f && f->rule == QStringLiteral("POL-02"))
      row = tree->topLevelItem(i);
  }
  QVERIFY(row);
  const Finding finding = *issues->findingAt(row);
  MenuProbe probe;
  issues->setMenuPresenter(probe.presenter(QStringLiteral("finding.traceChannel")));
  Q_EMIT tree->customContextMenuRequested(tree->visualItemRect(row).center());
  QVERIFY(probe.found);
  QVERIFY2(probe.enabled, qPrintable(probe.toolTip));
  ChannelTraceDock* dock = traceDock(*window);
  QVERIFY(dock->traceCount() >= 1);
  const ChannelTrace* trace = dock->currentTrace();
  const bool carries = std::any_of(trace->findings.cbegin(), trace->findings.cend(),
                                   [&finding](const TraceFinding& f) {
                                     return f.finding.key() == finding.key() && f.element > 0;
                                   });
  QVERIFY(carries);
}

void TestChannelTraceUi::copperDacHasNoChannel() {
  auto window = open(mClusterPath);
  const Design& design = window->document().design();
  const ObjectId dac = cableOfType(design, QStringLiteral("MCP4Y10-N001"));
  QVERIFY(!dac.isNull());
  window->rowScene()->selectObjects({}, {dac});
  window->action(QStringLiteral("tools.traceChannel"))->trigger();
  ChannelTraceDock* dock = traceDock(*window);
  QCOMPARE(dock->traceCount(), 0);
  QVERIFY(window->traces()->dockWidget()->isVisible());
  QVERIFY2(dock->messageLabel()->text().contains(QStringLiteral("DAC")),
           qPrintable(dock->messageLabel()->text()));
  QVERIFY(!dock->view()->isVisible());
  // The canvas menu says so without opening the dock.
  const QPointF route = onRoute(*window, dac);
  look(*window, route, 0.5);
  MenuProbe probe;
  window->contextMenus()->setPresenter(probe.presenter(QStringLiteral("cable.traceChannel")));
  rightClick(*window, route);
  QVERIFY(probe.found);
  QVERIFY(!probe.enabled);
  QVERIFY(probe.toolTip.contains(QStringLiteral("DAC")));
  // Nothing selected: the message says what to select.
  window->rowScene()->selectObjects({}, {});
  window->action(QStringLiteral("tools.traceChannel"))->trigger();
  QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("Select")));
}

void TestChannelTraceUi::parallelOpticsThroughASplitterLeg() {
  // MPO-12 with eight lit positions, split 1:2: the trace from the switch port offers each leg,
  // and the leg to the card carries two of the four Tx lanes.
  const BuiltChannel built = ChannelBuilder::build(
      Catalog::builtIn(),
      words("QM9700 MMA4Z00-NS:2 MFP7E20-N010:leg2 MMA4Z00-NS400 MCX75310AAS-NEAT"));
  const QString path = mTemp.filePath(QStringLiteral("splitter.rackwright"));
  DesignFile::save(*built.design, path);
  auto window = open(path);
  const Design& design = window->document().design();
  const ObjectId splitter = cableOfType(design, QStringLiteral("MFP7E20-N010"));
  ObjectId switchModule;
  for (const Cable& c : design.all<Cable>()) {
    if (c.id == splitter)
      switchModule = c.ends.front().attachment.objectId;
  }
  window->traces()->traceModule(switchModule, QStringLiteral("2"));
  ChannelTraceDock* dock = traceDock(*window);
  QCOMPARE(dock->traceCount(), 2);  // leg B1 (left loose) and leg B2
  int toCard = -1;
  for (int i = 0; i < dock->chooser()->count(); ++i) {
    dock->setCurrentTrace(i);
    if (dock->currentTrace()->channel.complete())
      toCard = i;
  }
  QVERIFY(toCard >= 0);
  dock->setCurrentTrace(toCard);
  const ChannelTrace* trace = dock->currentTrace();
  QCOMPARE(trace->positions, 12);
  QCOMPARE(trace->lanes.litLanes, 2);
  // The loose leg B1 (DS-02 on the splitter) and the switch's split configuration (LN-04).
  QVERIFY2(dock->messageLabel()->text().contains(QStringLiteral("0 error(s), 2 warning(s)")),
           qPrintable(dock->messageLabel()->text()));

  QDockWidget* dockWidget = window->traces()->dockWidget();
  dockWidget->setFloating(true);
  dockWidget->resize(1100, 640);
  dock->setCurrentTrace(toCard == 0 ? 1 : 0);
  dock->setCurrentTrace(toCard);
  QApplication::processEvents();
  QVERIFY(maybeUpdateScreenshot(dockWidget->grab().toImage(),
                                QStringLiteral("channel-trace-splitter.png")));
}

void TestChannelTraceUi::traceFollowsEdits() {
  auto window = open(mAaPath);
  const Design& design = window->document().design();
  const ObjectId aa = cableOfType(design, QStringLiteral("GEN-LC-UPC-AA-OS2"));
  const ObjectId ab = cableOfType(design, QStringLiteral("GEN-LC-UPC-AB-OS2"));
  window->traces()->traceCable(aa);
  ChannelTraceDock* dock = traceDock(*window);
  QCOMPARE(dock->traceCount(), 2);
  const auto hasPol02 = [dock] {
    const ChannelTrace* t = dock->currentTrace();
    return t && std::any_of(t->findings.cbegin(), t->findings.cend(), [](const TraceFinding& f) {
             return f.finding.rule == QStringLiteral("POL-02");
           });
  };
  QVERIFY(hasPol02());
  // Delete the A-B cord: from the far switch the A-A cord now ends at an empty panel port, and
  // the polarity error is gone with the channel.
  window->rowScene()->selectObjects({}, {ab});
  window->action(QStringLiteral("edit.delete"))->trigger();
  window->validation()->updateNow();
  QCOMPARE(dock->traceCount(), 1);
  QCOMPARE(dock->currentTrace()->channel.end, ChannelEnd::OpenPanelPort);
  QVERIFY(!hasPol02());
  QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("Nothing is patched")));
  // Undo brings the cord and the error back.
  window->action(QStringLiteral("edit.undo"))->trigger();
  window->validation()->updateNow();
  QCOMPARE(dock->traceCount(), 2);
  QVERIFY(hasPol02());
}

QTEST_MAIN(TestChannelTraceUi)
#include "tst_channeltrace.moc"
