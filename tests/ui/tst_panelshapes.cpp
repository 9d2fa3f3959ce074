// The canvas and the port-map painter place every cage and panel port of a device at the same
// spot with the same size, because both take them from core/geometry/panelgeometry: built-in
// switches, servers and patch panels, and NetBox imports (laid out on a generic grid). Before
// there was one home for the shapes, the painter drew every patch-panel port 11 × 7 mm whatever
// its connector (the canvas: 13 × 9 mm for LC duplex, 12.5 × 8 mm for MPO), and a cage without a
// catalog size with no size at all (the canvas: 20 × 12 mm). Restoring those two lines in the
// painter fails the three patch-panel rows here.
#include "core/export/exportindex.h"
#include "core/export/portmappainter.h"
#include "core/geometry/panelgeometry.h"
#include "core/import/netbox/netboximport.h"
#include "core/model/design.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"
#include "ui/canvas/deviceitem.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;
using rackwright::ui::DeviceItem;

namespace {

QString describe(const QRectF& r) {
  return QStringLiteral("(%1, %2) %3 × %4 mm")
      .arg(r.left())
      .arg(r.top())
      .arg(r.width())
      .arg(r.height());
}

bool sameRect(const QRectF& a, const QRectF& b) {
  return qAbs(a.left() - b.left()) < 1e-9 && qAbs(a.top() - b.top()) < 1e-9 &&
         qAbs(a.width() - b.width()) < 1e-9 && qAbs(a.height() - b.height()) < 1e-9;
}

}  // namespace

class TestPanelShapes : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void canvasAndPortMapPlaceTheSamePorts_data() {
    QTest::addColumn<QString>("typeId");
    QTest::addColumn<QString>("netBoxYaml");  ///< imported first when given
    QTest::newRow("QM9700 switch") << QStringLiteral("QM9700") << QString();
    QTest::newRow("DGX H100 server") << QStringLiteral("DGX-H100") << QString();
    QTest::newRow("LC patch panel") << QStringLiteral("GEN-PANEL-1U-24LC") << QString();
    QTest::newRow("MPO patch panel") << QStringLiteral("GEN-PANEL-1U-24MPO12-APC") << QString();
    QTest::newRow("NetBox Arista 7060DX5")
        << QString() << QStringLiteral("Arista/DCS-7060DX5-64S-F.yaml");
    QTest::newRow("NetBox Cisco N9K-C9364D")
        << QString() << QStringLiteral("Cisco/N9K-C9364D-GX2A.yaml");
    QTest::newRow("NetBox LC patch panel")
        << QString() << QStringLiteral("Generic/LC-24-port-fiber-patch-panel.yaml");
  }

  void canvasAndPortMapPlaceTheSamePorts() {
    QFETCH(QString, typeId);
    QFETCH(QString, netBoxYaml);
    Design design;
    DesignBuilder build(design);
    if (!netBoxYaml.isEmpty()) {
      QFile file(rackwright::test::testData(QStringLiteral("netbox-devicetypes/") + netBoxYaml));
      QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
      const NetBoxImportResult imported =
          NetBoxImporter().importYaml(file.readAll(), file.fileName());
      build.embedPart(QJsonDocument(imported.part).toJson());
      typeId = imported.id;
    }
    const ObjectId rack = build.labRack();
    const ObjectId deviceId = build.device(QStringLiteral("dev-1"), typeId, rack, 10);
    const Device& device = *design.find<Device>(deviceId);
    const PartPtr part = design.part(typeId);
    QVERIFY2(part && part->device(), qPrintable(typeId));
    const QVector<PortShape> shapes = PanelGeometry::ports(*part);
    QVERIFY2(!shapes.isEmpty(), "a part without ports proves nothing");

    // The canvas: a device item whose front box and rear ghost are drawn at panel size, 1 mm per
    // unit, at known offsets; each port's scene rectangle less the offset is its place on the
    // panel.
    const QSizeF panel = PanelGeometry::panelSize(*part);
    const QPointF frontAt(100, 50);
    const QPointF rearAt(1000, 50);
    DeviceItem item(device, part);
    item.setGeometry(QRectF(frontAt, panel), QRectF(rearAt, panel));

    // The painter: the port map of the same device.
    const PortMapPainter painter(std::make_shared<ExportIndex>(design), PortMapOptions());
    QCOMPARE(painter.devices().size(), 1);
    const PortMapPainter::DeviceMap& map = painter.devices().front();
    QCOMPARE(map.panelMm, panel);
    QCOMPARE(map.cages.size(), shapes.size());

    int checked = 0;
    for (const PortMapPainter::CageShape& drawn : map.cages) {
      const auto shape = std::find_if(shapes.begin(), shapes.end(), [&](const PortShape& s) {
        return s.name == drawn.name && s.face == drawn.face;
      });
      QVERIFY2(shape != shapes.end(), qPrintable(drawn.name));
      QVERIFY2(drawn.rectMm.isValid() && !drawn.rectMm.isEmpty(),
               qPrintable(drawn.name + QStringLiteral(" is drawn without a size")));
      const Attachment attachment{shape->kind, deviceId, shape->name};
      const std::optional<QRectF> onCanvas = item.portSceneRect(attachment);
      QVERIFY2(onCanvas, qPrintable(drawn.name + QStringLiteral(" is not on the canvas")));
      const QPointF offset = drawn.face == PanelFace::Front ? frontAt : rearAt;
      const QRectF canvasRect = onCanvas->translated(-offset);
      QVERIFY2(sameRect(canvasRect, drawn.rectMm),
               qPrintable(QStringLiteral("%1: canvas %2, port map %3")
                              .arg(drawn.name, describe(canvasRect), describe(drawn.rectMm))));
      ++checked;
    }
    QCOMPARE(checked, int(shapes.size()));
  }
};

QTEST_MAIN(TestPanelShapes)
#include "tst_panelshapes.moc"
