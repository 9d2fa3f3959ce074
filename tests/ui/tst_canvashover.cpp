// Hovering the canvas: a port's tooltip names the port, the transceiver in its cage, the cable
// on it and the port at the far end; a cable under the resting cursor is highlighted and its
// tooltip gives the part, length and run, the ends and the worst finding.
#include "core/commands/designedits.h"
#include "ui/canvas/cablelayeritem.h"
#include "ui/editing/editsession.h"
#include "workbenchfixture.h"

#include <QHelpEvent>
#include <QToolTip>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;

class TestCanvasHover : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    return window;
  }
  static const Cable* cableOfPart(const Design& design, const QString& typeId) {
    for (const Cable& c : design.all<Cable>()) {
      if (c.typeId == typeId)
        return &c;
    }
    return nullptr;
  }
  static QPointF onRoute(MainWindow& window, const ObjectId& cableId) {
    window.rowScene()->flushPending();
    const auto* route = window.rowScene()->cableLayer()->route(cableId);
    return route ? route->path().pointAtPercent(0.5) : QPointF(-1e9, -1e9);
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_canvashover");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void portToolTipNamesThePortItsTransceiverThePeerAndTheCable() {
    auto window = openCluster();
    const Design& design = window->document().design();
    // dgx-01's module, port 1: a 10 m fibre to leaf-01.
    const ObjectId dgx = named("dgx-01");
    const ObjectId moduleId = design.modulesInDevice(dgx).value(0);
    const Module* module = design.find<Module>(moduleId);
    QVERIFY(module);
    const Attachment port{Attachment::Kind::ModulePort, moduleId, QStringLiteral("1")};
    const QPointF point = portPoint(*window, dgx, port);
    look(*window, point, 1.0);
    const QPoint at = toViewport(*window, point);
    const QString text = window->canvas()->toolTipAt(at);
    QVERIFY2(text.startsWith(QStringLiteral("dgx-01:%1 port 1").arg(module->cage)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Transceiver: %1").arg(module->typeId)),
             qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("Cable: ")) && text.contains(QStringLiteral("MFP7E10-N010")),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Peer: leaf-01:")), qPrintable(text));

    // An empty cage says so.
    QString empty;
    for (const CageDefinition& cage : design.part(QStringLiteral("DGX-H100"))->device()->cages) {
      if (cage.formFactor == FormFactor::OSFP && design.modulesInCage(dgx, cage.name).isEmpty()) {
        empty = cage.name;
        break;
      }
    }
    const QPointF emptyPoint =
        portPoint(*window, dgx, Attachment{Attachment::Kind::Cage, dgx, empty});
    const QString emptyText = window->canvas()->toolTipAt(toViewport(*window, emptyPoint));
    QVERIFY2(emptyText.contains(QStringLiteral("dgx-01:%1").arg(empty)), qPrintable(emptyText));
    QVERIFY2(emptyText.contains(QStringLiteral("Empty cage")), qPrintable(emptyText));
    QVERIFY2(emptyText.contains(QStringLiteral("No cable")), qPrintable(emptyText));

    // The tooltip the user sees is that text.
    QWidget* viewport = window->canvas()->viewport();
    QHelpEvent help(QEvent::ToolTip, at, viewport->mapToGlobal(at));
    QApplication::sendEvent(viewport, &help);
    QTRY_COMPARE(QToolTip::text(), text);
    QToolTip::hideText();
  }

  void cableUnderTheCursorIsHighlightedAndExplained() {
    auto window = openCluster();
    Design& design = window->document().design();
    const Cable* dac = cableOfPart(design, QStringLiteral("MCP4Y10-N001"));
    QVERIFY(dac);
    const ObjectId dacId = dac->id;
    const QPointF point = onRoute(*window, dacId);
    look(*window, point, 0.25);
    QWidget* viewport = window->canvas()->viewport();
    ui::CableLayerItem* layer = window->rowScene()->cableLayer();
    QVERIFY(layer->hoveredCable().isNull());
    // Three pixels beside the stroke is on it.
    QTest::mouseMove(viewport, toViewport(*window, point) + QPoint(3, 0));
    QCOMPARE(layer->hoveredCable(), dacId);
    QTest::mouseMove(viewport, toViewport(*window, point) + QPoint(60, 0));
    QVERIFY(layer->hoveredCable().isNull());
    // Zoomed far out cables are bundles: nothing is highlighted.
    look(*window, point, ui::CableLayerItem::kBundleLod / 2);
    QTest::mouseMove(viewport, toViewport(*window, point));
    QVERIFY(layer->hoveredCable().isNull());

    look(*window, point, 0.25);
    const QString text = window->canvas()->toolTipAt(toViewport(*window, point));
    QVERIFY2(text.contains(QStringLiteral("Part: MCP4Y10-N001")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Length: 1 m (run ≈ ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("End A: leaf-01:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("End B: leaf-02:")), qPrintable(text));
    bool clean = true;
    for (const Finding& f : window->validation()->result().findings)
      clean = clean && (f.waived || f.severity == Severity::Info || !f.objects.contains(dacId));
    QVERIFY(clean);
    QVERIFY2(text.contains(QStringLiteral("No errors or warnings")), qPrintable(text));

    // Its ends swapped onto a flat-top cage of dgx-01: the worst finding is named.
    Cable wrong = *dac;
    const ObjectId dgx = named("dgx-01");
    for (const CageDefinition& cage : design.part(QStringLiteral("DGX-H100"))->device()->cages) {
      if (cage.formFactor == FormFactor::OSFP && cage.twinPort &&
          cage.thermal == CageThermal::NeedsFlat &&
          design.modulesInCage(dgx, cage.name).isEmpty()) {
        wrong.ends[1].attachment = Attachment{Attachment::Kind::Cage, dgx, cage.name};
        break;
      }
    }
    QVERIFY(wrong.ends[1].attachment.objectId == dgx);
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::editCable(d, wrong); }));
    window->rowScene()->flushPending();
    window->validation()->updateNow();
    const QPointF moved = onRoute(*window, dacId);
    look(*window, moved, 0.25);
    const QString flagged = window->canvas()->toolTipAt(toViewport(*window, moved));
    QVERIFY2(flagged.contains(QStringLiteral("Worst finding: ")), qPrintable(flagged));
  }
};

QTEST_MAIN(TestCanvasHover)
#include "tst_canvashover.moc"
