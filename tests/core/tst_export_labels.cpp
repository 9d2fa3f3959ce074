// Cable labels: identifiers (TIA-606 style, near end first, leg suffixes), installation order,
// filters, sheet and tape layouts, and the QR codes read back from the rendered pages.
#include "core/catalog/catalog.h"
#include "core/export/cablelabels.h"
#include "core/export/documentwriter.h"
#include "core/export/labelpainter.h"
#include "core/fileformat/designfile.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#define ZX_USE_UTF8 1
#include <ZXing/ReadBarcode.h>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

std::unique_ptr<Design> loadPilot() {
  auto design = std::make_unique<Design>();
  design->setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), *design);
  return design;
}

/// Every QR code ZXing finds in the image, as UTF-8 text.
QSet<QString> decodeAll(const QImage& image) {
  const QImage gray = image.convertToFormat(QImage::Format_Grayscale8);
  ZXing::DecodeHints hints;
  hints.setFormats(ZXing::BarcodeFormat::QRCode);
  hints.setTryHarder(true);
  const ZXing::ImageView view(gray.constBits(), gray.width(), gray.height(),
                              ZXing::ImageFormat::Lum, int(gray.bytesPerLine()));
  QSet<QString> texts;
  for (const ZXing::Result& result : ZXing::ReadBarcodes(view, hints)) {
    if (result.isValid())
      texts.insert(QString::fromStdString(result.text()));
  }
  return texts;
}

}  // namespace

class TestExportLabels : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void identifiersFollowTheScheme();
  void bothEndsOfEveryCableAndLeg();
  void breakoutLegsGetSuffixes();
  void installationOrderAndFilters();
  void customScheme();
  void sheetLayouts_data();
  void sheetLayouts();
  void qrCodesDecodeToTheCable_data();
  void qrCodesDecodeToTheCable();
  void tapeIsOneLabelPerPage();
};

void TestExportLabels::identifiersFollowTheScheme() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme());
  // CF-dgx01-OSFP4-1: dgx-01 (R01, U2) OSFP4 port 1 → leaf-01 (R02, U40) OSFP4 port 1.
  const CableLabel* atServer = nullptr;
  const CableLabel* atLeaf = nullptr;
  for (const CableLabel& label : labels) {
    if (label.cableName == QLatin1String("CF-dgx01-OSFP4-1"))
      (label.headSide ? atServer : atLeaf) = &label;
  }
  QVERIFY(atServer && atLeaf);
  QCOMPARE(atServer->nearEnd, QStringLiteral("HallA.R01-U02:OSFP4.1"));
  QCOMPARE(atServer->farEnd, QStringLiteral("HallA.R02-U40:OSFP4.1"));
  QCOMPARE(atServer->identifier, QStringLiteral("HallA.R01-U02:OSFP4.1/HallA.R02-U40:OSFP4.1"));
  // The label at the other end reads from where it hangs.
  QCOMPARE(atLeaf->identifier, QStringLiteral("HallA.R02-U40:OSFP4.1/HallA.R01-U02:OSFP4.1"));
  QCOMPARE(atServer->part, QStringLiteral("MFP7E10-N010"));
  QCOMPARE(atServer->lengthM, 10.0);
  QCOMPARE(atServer->qrPayload(),
           QStringLiteral("CF-dgx01-OSFP4-1\nHallA.R01-U02:OSFP4.1\nHallA.R02-U40:OSFP4.1"));
  QCOMPARE(atServer->nearInfo.logicalPort, QStringLiteral("OSFP4P1"));

  // A cable without a name gets its A-first identifier.
  Cable unnamed = *design->find<Cable>(atServer->cableId);
  unnamed.name.clear();
  QCOMPARE(CableLabels::cableIdentifier(index, LabelScheme(), unnamed), atServer->identifier);
}

void TestExportLabels::bothEndsOfEveryCableAndLeg() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme());
  QCOMPARE(labels.size(), 2 * design->all<Cable>().size());
  QHash<ObjectId, int> perCable;
  for (const CableLabel& label : labels)
    ++perCable[label.cableId];
  for (const Cable& cable : design->all<Cable>())
    QCOMPARE(perCable.value(cable.id), 2);
}

void TestExportLabels::breakoutLegsGetSuffixes() {
  Design design;
  DesignBuilder b(design);
  const ObjectId rack = b.labRack(QStringLiteral("R07"));
  const ObjectId leaf = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 40);
  const ObjectId dgx1 = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);
  const ObjectId dgx2 = b.device(QStringLiteral("dgx-02"), QStringLiteral("DGX-H100"), rack, 12);
  b.cable(QStringLiteral("MCP7Y00-N002"),
          {DesignBuilder::cageEnd(QStringLiteral("A"), leaf, QStringLiteral("OSFP3")),
           DesignBuilder::cageEnd(QStringLiteral("B1"), dgx1, QStringLiteral("OSFP1")),
           DesignBuilder::cageEnd(QStringLiteral("B2"), dgx2, QStringLiteral("OSFP1"))},
          2, QStringLiteral("SPL-7"));
  const ExportIndex index(design);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme());
  QCOMPARE(labels.size(), 4);  // head and leg end of each of the two legs
  QStringList identifiers;
  for (const CableLabel& label : labels)
    identifiers << label.identifier;
  QString room = design.find<Room>(design.find<Row>(design.find<Rack>(rack)->rowId)->roomId)->name;
  room.remove(QLatin1Char(' '));
  const QString head = room + QStringLiteral(".R07-U40:OSFP3");
  const QString leg1 = room + QStringLiteral(".R07-U02:OSFP1");
  const QString leg2 = room + QStringLiteral(".R07-U12:OSFP1");
  QVERIFY2(identifiers.contains(head + QLatin1Char('/') + leg1 + QStringLiteral("-1")),
           qPrintable(identifiers.join(QLatin1Char('\n'))));
  QVERIFY(identifiers.contains(leg1 + QLatin1Char('/') + head + QStringLiteral("-1")));
  QVERIFY(identifiers.contains(head + QLatin1Char('/') + leg2 + QStringLiteral("-2")));
  QVERIFY(identifiers.contains(leg2 + QLatin1Char('/') + head + QStringLiteral("-2")));
  for (const CableLabel& label : labels) {
    QVERIFY(label.cableName == QLatin1String("SPL-7-1") ||
            label.cableName == QLatin1String("SPL-7-2"));
    QVERIFY(label.leg == QLatin1String("B1") || label.leg == QLatin1String("B2"));
  }
  // Installation order: top of the rack first (the leaf at U40 holds the two head labels).
  QCOMPARE(labels[0].nearInfo.deviceName, QStringLiteral("leaf-01"));
  QCOMPARE(labels[1].nearInfo.deviceName, QStringLiteral("leaf-01"));
  QCOMPARE(labels[2].nearInfo.deviceName, QStringLiteral("dgx-02"));
  QCOMPARE(labels[3].nearInfo.deviceName, QStringLiteral("dgx-01"));
}

void TestExportLabels::installationOrderAndFilters() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme());
  // Rack by rack (R01 before R02: position in the row), top to bottom within a rack.
  for (int i = 1; i < labels.size(); ++i) {
    const CableLabel& a = labels[i - 1];
    const CableLabel& b = labels[i];
    QVERIFY(a.rackOrder <= b.rackOrder);
    if (a.rackOrder == b.rackOrder)
      QVERIFY2(a.nearInfo.positionU >= b.nearInfo.positionU,
               qPrintable(a.identifier + QStringLiteral(" before ") + b.identifier));
  }
  QCOMPARE(labels.front().nearInfo.rackName, QStringLiteral("R01"));
  QCOMPARE(labels.back().nearInfo.rackName, QStringLiteral("R02"));

  QStringList unknown;
  LabelFilter filter;
  filter.racks = index.racksNamed({QStringLiteral("r02")}, &unknown);
  QVERIFY(unknown.isEmpty());
  const QVector<CableLabel> r02 = CableLabels::build(index, LabelScheme(), filter);
  QVERIFY(!r02.isEmpty() && r02.size() < labels.size());
  for (const CableLabel& label : r02)
    QCOMPARE(label.nearInfo.rackName, QStringLiteral("R02"));
  index.racksNamed({QStringLiteral("R99")}, &unknown);
  QCOMPARE(unknown, QStringList{QStringLiteral("R99")});

  filter = LabelFilter();
  filter.status = CableStatus::Installed;
  QVERIFY(CableLabels::build(index, LabelScheme(), filter).isEmpty());
  filter.status = CableStatus::Planned;
  QCOMPARE(CableLabels::build(index, LabelScheme(), filter).size(), labels.size());
}

void TestExportLabels::customScheme() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  LabelScheme scheme;
  scheme.endFormat = QStringLiteral("{rack}U{u}-{device}-{port}");
  scheme.separator = QStringLiteral(" > ");
  scheme.padUnits = false;
  for (const CableLabel& label : CableLabels::build(index, scheme)) {
    if (label.cableName == QLatin1String("CF-dgx01-OSFP4-1") && label.headSide) {
      QCOMPARE(label.identifier, QStringLiteral("R01U2-dgx-01-OSFP4.1 > R02U40-leaf-01-OSFP4.1"));
      return;
    }
  }
  QFAIL("cable CF-dgx01-OSFP4-1 has no label");
}

void TestExportLabels::sheetLayouts_data() {
  QTest::addColumn<QString>("stock");
  QTest::addColumn<QString>("paper");
  QTest::addColumn<int>("rows");
  QTest::addColumn<int>("columns");
  QTest::newRow("wrap A4") << "wrap"
                           << "A4" << 4 << 3;
  QTest::newRow("wrap Letter") << "wrap"
                               << "Letter" << 4 << 3;
  QTest::newRow("flag A4") << "flag"
                           << "A4" << 10 << 2;
  QTest::newRow("flag Letter") << "flag"
                               << "Letter" << 9 << 2;
}

void TestExportLabels::sheetLayouts() {
  QFETCH(QString, stock);
  QFETCH(QString, paper);
  QFETCH(int, rows);
  QFETCH(int, columns);
  const LabelTemplate label = *LabelTemplate::fromName(stock);
  const PaperSize size = *PageSetup::paperFromName(paper);
  const SheetLayout layout = SheetLayout::fit(label, size);
  QCOMPARE(layout.rows, rows);
  QCOMPARE(layout.columns, columns);
  // Centred, inside the paper, labels never overlap.
  const QSizeF page = PageSetup::paperSizeMm(size);
  QVERIFY(layout.marginLeftMm >= 8 && layout.marginTopMm >= 8);
  QVERIFY(layout.pitchXMm >= label.sizeMm.width() && layout.pitchYMm >= label.sizeMm.height());
  const double right = layout.marginLeftMm + (columns - 1) * layout.pitchXMm + label.sizeMm.width();
  const double bottom = layout.marginTopMm + (rows - 1) * layout.pitchYMm + label.sizeMm.height();
  QVERIFY(qAbs(page.width() - right - layout.marginLeftMm) < 0.01);
  QVERIFY(qAbs(page.height() - bottom - layout.marginTopMm) < 0.01);
}

void TestExportLabels::qrCodesDecodeToTheCable_data() {
  QTest::addColumn<QString>("stock");
  QTest::newRow("wrap") << "wrap";
  QTest::newRow("flag") << "flag";
}

void TestExportLabels::qrCodesDecodeToTheCable() {
  QFETCH(QString, stock);
  const auto design = loadPilot();
  const ExportIndex index(*design);
  LabelOptions options;
  options.label = *LabelTemplate::fromName(stock);
  options.layout = SheetLayout::fit(options.label, PaperSize::A4);
  const auto painter =
      std::make_shared<LabelSheetPainter>(CableLabels::build(index, LabelScheme()), options);
  PageDocument document(
      painter->pageSetup(TitleBlock{QStringLiteral("Pilot"), QStringLiteral("A"),
                                    QStringLiteral("2026-01-15"), QStringLiteral("Cable labels")}));
  document.add(painter);
  const int perPage = options.layout.labelsPerPage();
  QCOMPARE(document.pageCount(), int((painter->labels().size() + perPage - 1) / perPage));

  // Every label of the first two pages decodes, on its own, to its cable id and both ends.
  constexpr int kDpi = 300;
  const double pxPerMm = kDpi / 25.4;
  for (int page = 0; page < 2; ++page) {
    const QImage image = DocumentWriter::renderPage(document, page, kDpi);
    for (int i = page * perPage; i < qMin(int(painter->labels().size()), (page + 1) * perPage);
         ++i) {
      const CableLabel& label = painter->labels()[i];
      const QRectF slot(painter->slotOrigin(i - page * perPage), options.label.sizeMm);
      const QImage crop =
          image.copy(QRectF(slot.topLeft() * pxPerMm, slot.size() * pxPerMm).toAlignedRect());
      const QSet<QString> decoded = decodeAll(crop);
      // A flag label carries the code twice (both halves); both read the same.
      QCOMPARE(decoded, QSet<QString>{label.qrPayload()});
      const Cable* cable = design->find<Cable>(label.cableId);
      QVERIFY(cable);
      const QStringList lines = label.qrPayload().split(QLatin1Char('\n'));
      QCOMPARE(lines.size(), 3);
      QCOMPARE(lines[0], cable->name);
      // Near and far in the code are the two ends of the same cable.
      QStringList ends;
      for (const CableEnd& end : cable->ends)
        ends << LabelScheme().endName(index.endpoint(end.attachment));
      QVERIFY(ends.contains(lines[1]) && ends.contains(lines[2]) && lines[1] != lines[2]);
    }
  }
}

void TestExportLabels::tapeIsOneLabelPerPage() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  LabelFilter filter;
  QStringList unknown;
  filter.racks = index.racksNamed({QStringLiteral("R01")}, &unknown);
  LabelOptions options;
  options.label = LabelTemplate::flag();
  options.layout = SheetLayout::continuousTape();
  const auto painter = std::make_shared<LabelSheetPainter>(
      CableLabels::build(index, LabelScheme(), filter), options);
  const PageSetup setup = painter->pageSetup(TitleBlock());
  QCOMPARE(setup.pageSizeMm(), QSizeF(92, 24));
  QVERIFY(!setup.hasFrame());
  PageDocument document(setup);
  document.add(painter);
  QCOMPARE(document.pageCount(), painter->labels().size());

  QTemporaryDir dir;
  const QString pdf = dir.filePath(QStringLiteral("tape.pdf"));
  DocumentWriter::writePdf(document, pdf);
  QVERIFY(QFileInfo(pdf).size() > 0);
  const QImage first = DocumentWriter::renderPage(document, 0, 600);
  QCOMPARE(decodeAll(first), QSet<QString>{painter->labels().front().qrPayload()});
}

QTEST_MAIN(TestExportLabels)
#include "tst_export_labels.moc"
