// Tabular exports: CSV quoting, the bill of materials against `rackwright info`, the cable
// schedule, and NetBox's bulk-import columns with one row per device and per cable.
#include "core/analysis/designstats.h"
#include "core/catalog/catalog.h"
#include "core/export/billofmaterials.h"
#include "core/export/cableschedule.h"
#include "core/export/netboxexport.h"
#include "core/fileformat/designfile.h"
#include "support/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;

namespace {

std::unique_ptr<Design> loadPilot() {
  auto design = std::make_unique<Design>();
  design->setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), *design);
  return design;
}

/// RFC 4180 reader, independent of the writer, for reading the files back.
QVector<QStringList> parseCsv(const QString& text) {
  QVector<QStringList> rows;
  QStringList row;
  QString field;
  bool quoted = false;
  for (int i = 0; i < text.size(); ++i) {
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
      row << field;
      field.clear();
    } else if (c == QLatin1Char('\r')) {
      continue;
    } else if (c == QLatin1Char('\n')) {
      row << field;
      rows << row;
      row.clear();
      field.clear();
    } else {
      field += c;
    }
  }
  return rows;
}

QVector<QStringList> readCsv(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return parseCsv(QString::fromUtf8(file.readAll()));
}

}  // namespace

class TestExportCsv : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void quoting_data();
  void quoting();
  void bomCsvMatchesInfo();
  void cableSchedule();
  void netboxHeadersAndRows();
  void netboxPrefixAndFolder();
};

void TestExportCsv::quoting_data() {
  QTest::addColumn<QString>("value");
  QTest::addColumn<QString>("written");
  QTest::newRow("plain") << "QM9700"
                         << "QM9700";
  QTest::newRow("comma") << "1U, 12-port"
                         << "\"1U, 12-port\"";
  QTest::newRow("quote") << "12\" rail"
                         << "\"12\"\" rail\"";
  QTest::newRow("newline") << "a\nb"
                           << "\"a\nb\"";
  QTest::newRow("leading space") << " x"
                                 << "\" x\"";
  QTest::newRow("empty") << ""
                         << "";
}

void TestExportCsv::quoting() {
  QFETCH(QString, value);
  QFETCH(QString, written);
  QCOMPARE(CsvTable::field(value), written);
  CsvTable table;
  table.headers = {QStringLiteral("a"), QStringLiteral("b")};
  table.rows << QStringList{value, QStringLiteral("end")};
  const QVector<QStringList> back = parseCsv(QString::fromUtf8(table.toUtf8()));
  QCOMPARE(back.size(), 2);
  QCOMPARE(back[1], (QStringList{value, QStringLiteral("end")}));
  QVERIFY(table.toUtf8().endsWith("\r\n"));
}

void TestExportCsv::bomCsvMatchesInfo() {
  const auto design = loadPilot();
  const DesignStats stats = DesignStats::compute(*design);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("bom.csv"));
  BillOfMaterials::toCsv(BillOfMaterials::build(*design)).write(path);
  const QVector<QStringList> rows = readCsv(path);
  QVERIFY(rows.size() > 5);
  const QStringList header = rows.front();
  QCOMPARE(header, (QStringList{"section", "group", "part_number", "catalog_id", "manufacturer",
                                "description", "length_m", "quantity", "spares_percent", "spares",
                                "total", "unconfirmed", "network"}));
  QHash<QString, int> bySection;
  for (int i = 1; i < rows.size(); ++i) {
    QCOMPARE(rows[i].size(), header.size());
    bySection[rows[i][0]] += rows[i][7].toInt();
    QCOMPARE(rows[i][10].toInt(), rows[i][7].toInt() + rows[i][9].toInt());
  }
  QCOMPARE(bySection.value(QStringLiteral("Devices")), stats.devices);
  QCOMPARE(bySection.value(QStringLiteral("Transceivers")), stats.modules);
  QCOMPARE(bySection.value(QStringLiteral("Cable assemblies")), stats.cables);
  // Per network: the cable lines of each network add up to `rackwright info`'s counts.
  QHash<QString, int> cablesByNetwork;
  for (int i = 1; i < rows.size(); ++i) {
    if (rows[i][0] == QLatin1String("Cable assemblies"))
      cablesByNetwork[rows[i][12]] += rows[i][7].toInt();
  }
  QVERIFY(stats.networks.size() >= 2);
  for (const DesignStats::NetworkCount& network : stats.networks)
    QCOMPARE(cablesByNetwork.value(network.key), network.cables);
  // Cut-to-length parts: one line per length, with the length.
  int cat6a = 0;
  for (const QStringList& row : rows) {
    if (row[3].startsWith(QLatin1String("GEN-CAT6A-RJ45"))) {
      ++cat6a;
      QVERIFY(!row[6].isEmpty());
    }
  }
  QVERIFY(cat6a >= 1);
}

void TestExportCsv::cableSchedule() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  const QVector<ScheduleLine> lines = CableSchedule::build(index, LabelScheme());
  QCOMPARE(lines.size(), design->all<Cable>().size());  // no breakouts in the pilot
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("cables.csv"));
  CableSchedule::toCsv(lines).write(path);
  const QVector<QStringList> rows = readCsv(path);
  QCOMPARE(rows.size(), lines.size() + 1);
  QCOMPARE(rows[0].mid(0, 6),
           (QStringList{"cable_id", "leg", "a_end", "a_device_port", "b_end", "b_device_port"}));
  QSet<QString> ids;
  for (int i = 1; i < rows.size(); ++i) {
    ids.insert(rows[i][0]);
    // The labels read from each end.
    QCOMPARE(rows[i][10], rows[i][2] + QLatin1Char('/') + rows[i][4]);
    QCOMPARE(rows[i][11], rows[i][4] + QLatin1Char('/') + rows[i][2]);
  }
  for (const Cable& cable : design->all<Cable>())
    QVERIFY2(ids.contains(cable.name), qPrintable(cable.name));
  QCOMPARE(rows[0].size(), 13);
  QCOMPARE(rows[0][12], QStringLiteral("network"));
  bool found = false;
  for (const QStringList& row : rows) {
    if (row[0] == QLatin1String("CF-dgx01-OSFP4-1")) {
      found = true;
      QCOMPARE(row[12], QStringLiteral("compute"));  // the DGX's compute cage decides
      QCOMPARE(row[3], QStringLiteral("dgx-01:OSFP4.1"));
      QCOMPARE(row[5], QStringLiteral("leaf-01:OSFP4.1"));
      QCOMPARE(row[7], QStringLiteral("10"));
      QCOMPARE(row[8], QStringLiteral("planned"));
    }
  }
  QVERIFY(found);
  // Filtered by rack: lines with an end in R02 only.
  QStringList unknown;
  LabelFilter filter;
  filter.racks = index.racksNamed({QStringLiteral("R02")}, &unknown);
  for (const ScheduleLine& line : CableSchedule::build(index, LabelScheme(), filter))
    QVERIFY(line.aEnd.contains(QStringLiteral(".R02-")) ||
            line.bEnd.contains(QStringLiteral(".R02-")));
}

void TestExportCsv::netboxHeadersAndRows() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  QTemporaryDir dir;
  const QStringList files = NetBoxExport::write(index, dir.path() + QLatin1Char('/'));
  QCOMPARE(files.size(), 2);
  const QVector<QStringList> devices = readCsv(files[0]);
  const QVector<QStringList> cables = readCsv(files[1]);
  // NetBox's column names, in NetBox's order.
  QCOMPARE(devices.front().join(QLatin1Char(',')),
           QStringLiteral("name,role,tenant,manufacturer,device_type,platform,serial,asset_tag,"
                          "status,site,location,rack,position,face,latitude,longitude,parent,"
                          "device_bay,airflow,virtual_chassis,vc_position,vc_priority,cluster,"
                          "description,config_template,owner,comments,tags"));
  QCOMPARE(cables.front().join(QLatin1Char(',')),
           QStringLiteral("side_a_site,side_a_device,side_a_power_panel,side_a_type,side_a_name,"
                          "side_b_site,side_b_device,side_b_power_panel,side_b_type,side_b_name,"
                          "type,status,profile,tenant,bundle,label,color,length,length_unit,"
                          "description,owner,comments,tags"));
  QCOMPARE(devices.size() - 1, design->all<Device>().size());
  QCOMPARE(cables.size() - 1, design->all<Cable>().size());
  const QStringList dh = devices.front();
  const QStringList ch = cables.front();
  for (const QStringList& row : devices.mid(1)) {
    QCOMPARE(row.size(), dh.size());
    if (row[0] == QLatin1String("dgx-01")) {
      QCOMPARE(row[dh.indexOf(QStringLiteral("role"))], QStringLiteral("server"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("manufacturer"))], QStringLiteral("NVIDIA"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("device_type"))], QStringLiteral("DGX H100"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("site"))], QStringLiteral("Pilot lab"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("location"))], QStringLiteral("Hall A"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("rack"))], QStringLiteral("R01"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("position"))], QStringLiteral("2"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("face"))], QStringLiteral("front"));
      QCOMPARE(row[dh.indexOf(QStringLiteral("airflow"))], QStringLiteral("front-to-rear"));
    }
  }
  bool sawFiber = false;
  for (const QStringList& row : cables.mid(1)) {
    QCOMPARE(row.size(), ch.size());
    QVERIFY(!row[ch.indexOf(QStringLiteral("side_a_device"))].isEmpty());
    QCOMPARE(row[ch.indexOf(QStringLiteral("status"))], QStringLiteral("planned"));
    if (row[ch.indexOf(QStringLiteral("label"))] == QLatin1String("CF-dgx01-OSFP4-1")) {
      sawFiber = true;
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_a_device"))], QStringLiteral("dgx-01"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_a_type"))], QStringLiteral("dcim.interface"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_a_name"))], QStringLiteral("OSFP4P1"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_b_device"))], QStringLiteral("leaf-01"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_b_name"))], QStringLiteral("P4/1"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("type"))], QStringLiteral("mmf-om3"));  // MFP7E10: OM3
      QCOMPARE(row[ch.indexOf(QStringLiteral("length"))], QStringLiteral("10"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("length_unit"))], QStringLiteral("m"));
    }
    if (row[ch.indexOf(QStringLiteral("label"))].startsWith(QLatin1String("TR-R01-R02"))) {
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_a_type"))], QStringLiteral("dcim.rearport"));
      QCOMPARE(row[ch.indexOf(QStringLiteral("side_b_type"))], QStringLiteral("dcim.rearport"));
    }
  }
  QVERIFY(sawFiber);
}

void TestExportCsv::netboxPrefixAndFolder() {
  const auto design = loadPilot();
  const ExportIndex index(*design);
  QTemporaryDir dir;
  QCOMPARE(NetBoxExport::write(index, dir.filePath(QStringLiteral("nb"))),
           (QStringList{dir.filePath(QStringLiteral("nb-devices.csv")),
                        dir.filePath(QStringLiteral("nb-cables.csv"))}));
  QDir().mkpath(dir.filePath(QStringLiteral("folder")));
  const QStringList files = NetBoxExport::write(index, dir.filePath(QStringLiteral("folder")));
  QCOMPARE(QFileInfo(files[0]).fileName(), QStringLiteral("devices.csv"));
  QCOMPARE(QFileInfo(files[0]).dir().dirName(), QStringLiteral("folder"));
  QVERIFY(QFileInfo::exists(files[1]));
}

QTEST_MAIN(TestExportCsv)
#include "tst_export_csv.moc"
