// Label stocks from the gLabels template library: sizes in every unit gLabels writes, sheets and
// rolls, products that are "the same as" another, lookup by the name on the box, and clear
// warnings for what cannot be read. Reads the copies in tests/data/glabels (see NOTICE.md there).
#include "core/export/labelstock.h"
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;

class TestLabelStock : public QObject {
  Q_OBJECT

 private:
  LabelStockLibrary mLibrary;
  QStringList mWarnings;

 private Q_SLOTS:
  void initTestCase() {
    mLibrary = LabelStockLibrary::load(test::testData(QStringLiteral("glabels")), &mWarnings);
    QVERIFY(!mLibrary.isEmpty());
  }

  void lengthsInEveryUnit_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("mm");
    QTest::newRow("millimetres") << "46.7mm" << 46.7;
    QTest::newRow("inches") << "2.625in" << 66.675;
    QTest::newRow("points") << "72pt" << 25.4;
    QTest::newRow("bare number is points") << "108" << 38.1;
    QTest::newRow("centimetres") << "1.5cm" << 15.0;
    QTest::newRow("picas") << "1pc" << 4.233333;
  }
  void lengthsInEveryUnit() {
    QFETCH(QString, text);
    QFETCH(double, mm);
    const auto value = LabelStockLibrary::lengthMm(text);
    QVERIFY(value);
    QVERIFY2(qAbs(*value - mm) < 1e-3, qPrintable(QString::number(*value)));
    QVERIFY(!LabelStockLibrary::lengthMm(QStringLiteral("wide")));
  }

  // Figures from the template files and the products' data sheets.
  void stocksReadFromTheLibrary_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("widthMm");
    QTest::addColumn<double>("heightMm");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<bool>("roll");
    QTest::addColumn<QString>("sameAs");
    // 46.7 × 7 mm, 4 × 39 on A4.
    QTest::newRow("Cable Label Co CableBug")
        << "Cable Label Co CableBug" << 46.7 << 7.0 << 156 << "A4" << false << "";
    // Avery L7651 is sold as the 8651 sheet: 38.1 × 21.2 mm, 65 per A4 sheet.
    QTest::newRow("Avery L7651 (same as 8651)")
        << "Avery L7651" << 38.1 << 21.2 << 65 << "A4" << false << "Avery 8651";
    // Brother DK-1201: 29 × 90 mm die-cut labels on a roll.
    QTest::newRow("Brother DK-1201 roll")
        << "Brother DK-1201" << 28.93 << 89.96 << 1 << "Other" << true << "";
  }
  void stocksReadFromTheLibrary() {
    QFETCH(QString, name);
    QFETCH(double, widthMm);
    QFETCH(double, heightMm);
    QFETCH(int, perPage);
    QFETCH(QString, paper);
    QFETCH(bool, roll);
    QFETCH(QString, sameAs);
    QString why;
    const LabelStock* stock = mLibrary.find(name, &why);
    QVERIFY2(stock, qPrintable(why));
    QVERIFY2(qAbs(stock->labelMm.width() - widthMm) < 0.05,
             qPrintable(QString::number(stock->labelMm.width())));
    QVERIFY2(qAbs(stock->labelMm.height() - heightMm) < 0.05,
             qPrintable(QString::number(stock->labelMm.height())));
    QCOMPARE(stock->labelsPerPage(), perPage);
    QCOMPARE(stock->paperId, paper);
    QCOMPARE(stock->isRoll(), roll);
    QCOMPARE(stock->equivalentOf, sameAs);
    QVERIFY(!stock->sourceFile.isEmpty());
    QVERIFY(stock->describe().startsWith(name));
    // Every label of the sheet lies on the page.
    for (const LabelStock::Layout& layout : stock->layouts) {
      QVERIFY(layout.x0Mm + (layout.nx - 1) * layout.dxMm + stock->labelMm.width() <=
              stock->pageMm.width() + 0.5);
      QVERIFY(layout.y0Mm + (layout.ny - 1) * layout.dyMm + stock->labelMm.height() <=
              stock->pageMm.height() + 0.5);
    }
  }

  void namesAsUsersWriteThem_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("found");
    QTest::newRow("as on the box") << "Avery L7651"
                                   << "Avery L7651";
    QTest::newRow("any case and separators") << "avery_l7651"
                                             << "Avery L7651";
    QTest::newRow("part alone, one brand") << "DK-1201"
                                           << "Brother DK-1201";
    QTest::newRow("unknown") << "Avery 99999"
                             << "";
  }
  void namesAsUsersWriteThem() {
    QFETCH(QString, typed);
    QFETCH(QString, found);
    QString why;
    const LabelStock* stock = mLibrary.find(typed, &why);
    QCOMPARE(stock ? stock->name() : QString(), found);
    if (!stock)
      QVERIFY2(why.contains(QStringLiteral("--list-stock")), qPrintable(why));
  }

  void stockGivesTheLabelRun() {
    // A sheet: the grid of the template, the whole label printable, no outlines on die-cut stock.
    const auto sheet = mLibrary.find(QStringLiteral("Avery L7651"))->labelOptions();
    QVERIFY(sheet);
    QVERIFY(!sheet->layout.tape);
    QCOMPARE(sheet->layout.paper, PaperSize::A4);
    QCOMPARE(sheet->layout.rows, 13);
    QCOMPARE(sheet->layout.columns, 5);
    QVERIFY(qAbs(sheet->layout.marginLeftMm - 13.32 * 25.4 / 72) < 1e-6);
    QVERIFY(qAbs(sheet->layout.pitchXMm - 115.09 * 25.4 / 72) < 1e-6);
    QCOMPARE(sheet->label.printHeightMm, sheet->label.sizeMm.height());
    QVERIFY(!sheet->outlines);
    // A roll: tape, one label a page.
    const auto roll = mLibrary.find(QStringLiteral("Brother DK-1201"))->labelOptions();
    QVERIFY(roll && roll->layout.tape);
    // A CD label cannot take a cable label's lines, and says so.
    const LabelStock* cd = nullptr;
    for (const LabelStock& stock : mLibrary.stocks()) {
      if (stock.shape == LabelStock::Shape::Cd)
        cd = &stock;
    }
    QVERIFY(cd);
    QString why;
    QVERIFY(!cd->labelOptions(&why));
    QVERIFY2(why.contains(QStringLiteral("rectangular")), qPrintable(why));
  }

  void theWholeSampleLibraryReadsWithoutWarnings() {
    QVERIFY2(mWarnings.isEmpty(), qPrintable(mWarnings.join(u'\n')));
    // Every template of the four files, products "the same as" another included.
    int templates = 0;
    const QDir dir(test::testData(QStringLiteral("glabels")));
    for (const QString& name : dir.entryList({QStringLiteral("*-templates.xml")})) {
      QFile file(dir.filePath(name));
      QVERIFY(file.open(QIODevice::ReadOnly));
      templates += int(file.readAll().count("<Template "));
    }
    QVERIFY(templates > 90);
    QCOMPARE(int(mLibrary.stocks().size()), templates);
    for (const LabelStock& stock : mLibrary.stocks()) {
      QVERIFY2(stock.labelsPerPage() >= 1, qPrintable(stock.name()));
      QVERIFY2(!stock.labelMm.isEmpty() && !stock.pageMm.isEmpty(), qPrintable(stock.name()));
    }
  }

  void unreadableTemplatesAreSkippedWithTheirPlace() {
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("broken-templates.xml")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"(<?xml version="1.0"?>
<Glabels-templates>
  <Template brand="Acme" part="A1" size="A4" _description="Fine">
    <Label-rectangle id="0" width="50mm" height="20mm">
      <Layout nx="2" ny="10" x0="10mm" y0="10mm" dx="60mm" dy="25mm"/>
    </Label-rectangle>
  </Template>
  <Template brand="Acme" part="A2" size="Z9">
    <Label-rectangle id="0" width="50mm" height="20mm">
      <Layout nx="1" ny="1" x0="0" y0="0" dx="0" dy="0"/>
    </Label-rectangle>
  </Template>
  <Template brand="Acme" part="A3" equiv="A0"/>
  <Template brand="Acme" part="A4" size="A4">
    <Label-rectangle id="0" width="wide" height="20mm">
)");
    file.close();
    QStringList warnings;
    const LabelStockLibrary library = LabelStockLibrary::load(dir.path(), &warnings);
    QCOMPARE(library.stocks().size(), 1);
    QCOMPARE(library.stocks().front().name(), QStringLiteral("Acme A1"));
    const QString all = warnings.join(u'\n');
    for (const char* expected :
         {"broken-templates.xml:8: Acme A2: unknown sheet size \"Z9\"",
          "Acme A3 is \"the same as A0\", which is not defined before it",
          "Acme A4: the label has no size", "not a readable template file"}) {
      QVERIFY2(all.contains(QString::fromUtf8(expected)), qPrintable(all));
    }
    QStringList missing;
    QVERIFY(LabelStockLibrary::load(dir.filePath(QStringLiteral("nowhere")), &missing).isEmpty());
    QVERIFY2(missing.join(u' ').contains(QStringLiteral("glabels-data")),
             qPrintable(missing.join(u' ')));
  }
};

QTEST_GUILESS_MAIN(TestLabelStock)
#include "tst_labelstock.moc"
