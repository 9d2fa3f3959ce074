// Cable labels: identifiers (TIA-606 style, near end first, leg suffixes), installation order,
// filters, sheet and tape layouts, and the QR codes read back from the rendered pages.
#include "core/catalog/catalog.h"
#include "core/export/cablelabels.h"
#include "core/export/documentwriter.h"
#include "core/export/exportpipeline.h"
#include "core/export/labelfiles.h"
#include "core/export/labelpainter.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
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

/// A rail-optimised 1,024-GPU fabric (DGX H100, QM9700) as the planner generates it.
std::unique_ptr<Design> generatedFabric() {
  auto design = std::make_unique<Design>();
  design->setLibrary(&Catalog::builtIn());
  PlanInputs in;
  in.gpus = 1024;
  in.switchSpec =
      PortPlanner::switchSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("QM9700")), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("DGX-H100")), 400);
  in.railOptimized = true;
  CableMapGenerator::generate(PortPlanner::plan(in), GeneratorOptions(), Catalog::builtIn(),
                              *design);
  return design;
}

/// RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
QVector<QStringList> parseCsv(const QString& text) {
  QVector<QStringList> records;
  QStringList record;
  QString field;
  bool quoted = false;
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (quoted) {
      if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
        field += c;
        ++i;
      } else if (c == QLatin1Char('"')) {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == QLatin1Char('"')) {
      quoted = true;
    } else if (c == QLatin1Char(',')) {
      record << field;
      field.clear();
    } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
      record << field;
      field.clear();
      records << record;
      record.clear();
      ++i;
    } else {
      field += c;
    }
  }
  return records;
}

/// The text of ZPL field data written after ^FH_: _XX hex bytes back to bytes.
QString unescapeZpl(const QByteArray& data) {
  QByteArray bytes;
  for (qsizetype i = 0; i < data.size(); ++i) {
    if (data[i] == '_' && i + 2 < data.size()) {
      bytes += char(data.mid(i + 1, 2).toInt(nullptr, 16));
      i += 2;
    } else {
      bytes += data[i];
    }
  }
  return QString::fromUtf8(bytes);
}

ExportRequest labelRequest(const QString& output) {
  ExportRequest request;
  request.kind = ExportKind::Labels;
  request.output = output;
  request.format = ExportRequest::defaultFormat(request.kind, output);
  request.date = QStringLiteral("2026-12-01");
  return request;
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
  void zplParsesBack_data();
  void zplParsesBack();
  void csvParsesBack();
  void pdfBytesPerLabel_data();
  void pdfBytesPerLabel();
  void qrCodesDecodeFromThePdf();

 private:
  QTemporaryDir mDir;
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

void TestExportLabels::zplParsesBack_data() {
  QTest::addColumn<QString>("stock");
  QTest::addColumn<int>("dpi");
  QTest::addColumn<int>("areas");
  QTest::newRow("wrap 203 dpi") << "wrap" << 203 << 1;
  QTest::newRow("wrap 300 dpi") << "wrap" << 300 << 1;
  QTest::newRow("flag 203 dpi") << "flag" << 203 << 2;
}

void TestExportLabels::zplParsesBack() {
  QFETCH(QString, stock);
  QFETCH(int, dpi);
  QFETCH(int, areas);
  const auto design = loadPilot();
  ExportRequest request =
      labelRequest(mDir.filePath(QStringLiteral("labels-%1-%2.zpl").arg(stock).arg(dpi)));
  QCOMPARE(request.format, ExportFormat::Zpl);
  request.label = *LabelTemplate::fromName(stock);
  request.zplDpi = dpi;
  request.batchSize = 5;
  ExportPipeline::run(*design, request);
  QFile file(request.output);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QByteArray zpl = file.readAll();

  const ExportIndex index(*design);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme());
  // One ^XA … ^XZ format per label, in installation order, nothing outside them.
  static const QRegularExpression format(QStringLiteral("\\^XA(.*?)\\^XZ"),
                                         QRegularExpression::DotMatchesEverythingOption);
  QStringList formats;
  for (auto it = format.globalMatch(QString::fromUtf8(zpl)); it.hasNext();)
    formats << it.next().captured(1);
  QCOMPARE(formats.size(), labels.size());
  QVERIFY(zpl.trimmed().startsWith("^XA") && zpl.trimmed().endsWith("^XZ"));
  const ZplOptions options{request.label, dpi};
  static const QRegularExpression qr(
      QStringLiteral("\\^FO(\\d+),(\\d+)\\^BQN,2,(\\d+)\\^FH_\\^FDQA,([^^]*)\\^FS"));
  static const QRegularExpression text(
      QStringLiteral("\\^FO(\\d+),(\\d+)\\^A0N,(\\d+),0\\^FH_\\^FD([^^]*)\\^FS"));
  for (int i = 0; i < labels.size(); ++i) {
    const QString& f = formats[i];
    QVERIFY(f.contains(QStringLiteral("^CI28")));  // UTF-8
    QVERIFY(f.contains(QStringLiteral("^PW%1").arg(options.dots(request.label.sizeMm.width()))));
    QVERIFY(f.contains(QStringLiteral("^LL%1").arg(options.dots(request.label.sizeMm.height()))));
    // The QR code carries the payload, once per printable area.
    int codes = 0;
    for (auto it = qr.globalMatch(f); it.hasNext();) {
      const auto m = it.next();
      QCOMPARE(unescapeZpl(m.captured(4).toUtf8()), labels[i].qrPayload());
      const int magnification = m.captured(3).toInt();
      QVERIFY(magnification >= 1 && magnification <= 10);
      QVERIFY(m.captured(1).toInt() < options.dots(request.label.sizeMm.width()));
      ++codes;
    }
    QCOMPARE(codes, areas);
    QStringList fields;
    for (auto it = text.globalMatch(f); it.hasNext();) {
      const auto m = it.next();
      QVERIFY(m.captured(2).toInt() + m.captured(3).toInt() <=
              options.dots(request.label.printHeightMm));
      fields << unescapeZpl(m.captured(4).toUtf8());
    }
    QCOMPARE(fields.size(), 4 * areas);
    QVERIFY2(fields.contains(labels[i].cableName), qPrintable(fields.join(QLatin1Char('|'))));
    QVERIFY(fields.contains(QStringLiteral("FROM ") + labels[i].nearEnd));
    QVERIFY(fields.contains(QStringLiteral("TO ") + labels[i].farEnd));
  }
  // The batch goes into a comment of each label.
  QVERIFY(formats.front().contains(QStringLiteral("^FXBatch 1 — Hall A / Row 1 / R01 (1 of")));

  // What ZPL would read as commands is escaped.
  QCOMPARE(LabelFiles::zplFieldData(QStringLiteral("a^b~c_d\ne")), QByteArray("a_5Eb_7Ec_5Fd_0Ae"));
}

void TestExportLabels::csvParsesBack() {
  const auto design = loadPilot();
  ExportRequest request = labelRequest(mDir.filePath(QStringLiteral("merge.csv")));
  QCOMPARE(request.format, ExportFormat::Csv);
  request.pickListCsv = mDir.filePath(QStringLiteral("picks.csv"));
  const ExportOutcome outcome = ExportPipeline::run(*design, request);
  QCOMPARE(outcome.files, (QStringList{request.output, request.pickListCsv}));
  QFile file(request.output);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QByteArray bytes = file.readAll();
  // UTF-8 with a byte-order mark, which P-touch Editor and Brady Workstation read as UTF-8.
  QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
  const QVector<QStringList> records = parseCsv(QString::fromUtf8(bytes.mid(3)));
  const ExportIndex index(*design);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme());
  QCOMPARE(records.size(), labels.size() + 1);
  const QStringList headers = records.front();
  QCOMPARE(headers, LabelFiles::csvHeaders());
  const auto column = [&](const char* name) { return int(headers.indexOf(QLatin1String(name))); };
  for (int i = 0; i < labels.size(); ++i) {
    const QStringList& row = records[i + 1];
    QCOMPARE(row.size(), headers.size());
    QCOMPARE(row[column("number")], QString::number(i + 1));
    QCOMPARE(row[column("identifier")], labels[i].identifier);
    QCOMPARE(row[column("near_end")], labels[i].nearEnd);
    QCOMPARE(row[column("far_end")], labels[i].farEnd);
    QCOMPARE(row[column("rack")], labels[i].nearInfo.rackName);
    // The payload keeps its line breaks inside a quoted field.
    QCOMPARE(row[column("qr_payload")], labels[i].qrPayload());
  }
  QVERIFY(bytes.contains("\"CF-dgx01-OSFP4-1\nHallA.R01-U02:OSFP4.1\nHallA.R02-U40:OSFP4.1\""));

  QFile picks(request.pickListCsv);
  QVERIFY(picks.open(QIODevice::ReadOnly));
  const QVector<QStringList> pickRecords = parseCsv(QString::fromUtf8(picks.readAll().mid(3)));
  QCOMPARE(pickRecords.front(), LabelBatches::pickListCsvHeaders());
  QCOMPARE(pickRecords.size(), labels.size() + 1);
  int picked = 0;
  for (const QStringList& row : pickRecords.mid(1))
    picked += row[5] == QLatin1String("pick") ? 1 : 0;
  QCOMPARE(picked, design->all<Cable>().size());
}

void TestExportLabels::pdfBytesPerLabel_data() {
  QTest::addColumn<QString>("stock");
  QTest::addColumn<bool>("pickLists");
  QTest::newRow("wrap with pick lists") << "wrap" << true;
  QTest::newRow("flag with pick lists") << "flag" << true;
  QTest::newRow("wrap, labels only") << "wrap" << false;
}

/// A label costs at most 1 KiB in the PDF, pick lists included, on a generated fabric.
void TestExportLabels::pdfBytesPerLabel() {
  QFETCH(QString, stock);
  QFETCH(bool, pickLists);
  const auto design = generatedFabric();
  ExportRequest request =
      labelRequest(mDir.filePath(QStringLiteral("fabric-%1-%2.pdf").arg(stock).arg(pickLists)));
  request.label = *LabelTemplate::fromName(stock);
  request.pickLists = pickLists;
  const ExportOutcome outcome = ExportPipeline::run(design->snapshot(), request);
  static const QRegularExpression count(QStringLiteral("^(\\d+) label"));
  const int labels = count.match(outcome.summary).captured(1).toInt();
  QCOMPARE(labels, 4096);
  const double perLabel = double(QFileInfo(request.output).size()) / labels;
  qInfo("%s: %.0f bytes per label", qPrintable(stock), perLabel);
  QVERIFY2(perLabel <= 1024, qPrintable(QString::number(perLabel)));
  QCOMPARE(outcome.summary.contains(QStringLiteral("pick list")), pickLists);
}

/// The QR codes as Qt's PDF engine writes them (1-bit image masks) decode from the PDF itself,
/// rasterised by poppler, not only from Qt's own rendering.
void TestExportLabels::qrCodesDecodeFromThePdf() {
  const auto design = loadPilot();
  ExportRequest request = labelRequest(mDir.filePath(QStringLiteral("decode.pdf")));
  request.racks = {QStringLiteral("R01")};
  request.pickLists = false;  // page 1 is R01's first sheet
  ExportPipeline::run(*design, request);
  const QString prefix = mDir.filePath(QStringLiteral("decode-page"));
  QProcess pdftoppm;
  pdftoppm.start(QStringLiteral("pdftoppm"),
                 {QStringLiteral("-r"), QStringLiteral("300"), QStringLiteral("-f"),
                  QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                  QStringLiteral("-png"), QStringLiteral("-singlefile"), request.output, prefix});
  QVERIFY(pdftoppm.waitForFinished(60000));
  const QImage page(prefix + QStringLiteral(".png"));
  QVERIFY(!page.isNull());
  const ExportIndex index(*design);
  LabelFilter filter;
  filter.racks = index.racksNamed(request.racks, nullptr);
  const QVector<CableLabel> labels = CableLabels::build(index, LabelScheme(), filter);
  const SheetLayout layout = SheetLayout::fit(LabelTemplate::wrap(), PaperSize::A4);
  const double pxPerMm = 300 / 25.4;
  for (int i = 0; i < qMin(int(labels.size()), layout.labelsPerPage()); ++i) {
    const QRectF slot(layout.slotOrigin(i), LabelTemplate::wrap().sizeMm);
    const QImage crop =
        page.copy(QRectF(slot.topLeft() * pxPerMm, slot.size() * pxPerMm).toAlignedRect());
    QCOMPARE(decodeAll(crop), QSet<QString>{labels[i].qrPayload()});
  }
}

QTEST_MAIN(TestExportLabels)
#include "tst_export_labels.moc"
