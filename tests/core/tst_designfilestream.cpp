// The design file's stream reader and writer: for every valid file they must give what the
// JSON-tree reader and writer give (the same objects, warnings and bytes). Bad files:
// tst_designfilebadbytes.
#include "core/common/buildinfo.h"
#include "core/common/error.h"
#include "core/common/textatoms.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/designjson.h"
#include "core/fileformat/designloaders.h"
#include "core/fileformat/formatversions.h"
#include "core/fileformat/jsonwriter.h"
#include "support/bytedits.h"
#include "support/designbuilder.h"
#include "support/modelchecks.h"
#include "support/testsupport.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::test::DesignBuilder;
using rackwright::test::smallClusterBytes;

namespace {

QByteArray readFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return file.readAll();
}

/// What the writer wrote before it streamed: a QJsonObject of the whole file, written by
/// JsonWriter in one go.

template <typename T>
void insertObjects(QJsonObject& root, const DesignData& design) {
  QList<ObjectId> ids = design.all<T>().keys();
  std::sort(ids.begin(), ids.end());
  QJsonArray array;
  for (const ObjectId& id : ids)
    array.append(toJson(*design.find<T>(id)));
  root.insert(arrayKey<T>(), array);
}
QByteArray treeBytes(const DesignData& design) {
  QJsonObject root;
  root.insert(QStringLiteral("formatVersion"), formatVersionNeeded(design));
  root.insert(QStringLiteral("savedBy"), QStringLiteral("Rackwright " RACKWRIGHT_VERSION));
  root.insert(QStringLiteral("design"), toJson(design.info()));
  insertObjects<Site>(root, design);
  insertObjects<Room>(root, design);
  insertObjects<Row>(root, design);
  insertObjects<Rack>(root, design);
  insertObjects<Device>(root, design);
  insertObjects<Module>(root, design);
  insertObjects<Cable>(root, design);
  insertObjects<Waiver>(root, design);
  QSet<QString> used;
  auto use = [&](const QString& typeId) {
    QString base;
    double length = 0;
    used.insert(Catalog::splitLengthSuffix(typeId, &base, &length) ? base : typeId);
  };
  for (const Device& d : design.all<Device>())
    use(d.typeId);
  for (const Module& m : design.all<Module>())
    use(m.typeId);
  for (const Cable& c : design.all<Cable>())
    use(c.typeId);
  for (const QJsonValue& held : design.quarantine())
    use(held[QLatin1StringView("object")][QLatin1StringView("type")].toString());
  QStringList ids(used.begin(), used.end());
  std::sort(ids.begin(), ids.end());
  QJsonArray parts;
  for (const QString& id : ids) {
    if (PartPtr part = design.part(id))
      parts.append(part->definition);
  }
  root.insert(QStringLiteral("parts"), parts);
  if (!design.customNetworks().isEmpty()) {
    QJsonArray networks;
    for (const NetworkDefinition& network : design.customNetworks())
      networks.append(toJson(network));
    root.insert(QStringLiteral("networks"), networks);
  }
  if (!design.quarantine().isEmpty())
    root.insert(QStringLiteral("quarantine"), design.quarantine());
  return JsonWriter::write(root);
}

/// A design with every optional field, unknown keys, long and unusual texts: each writer path.
void buildUnusualDesign(Design& design) {
  auto id = [](const char* name) { return DesignBuilder::idFor(QLatin1StringView(name)); };
  DesignInfo info;
  info.name = QStringLiteral("Unusual \"quoted\" \\ design");
  info.description = QStringLiteral("line 1\nline 2\ttab \u0001 control, gr\u00fc\u00df, \u20ac");
  info.extra.insert(QStringLiteral("plan"), QJsonObject{{QStringLiteral("gpus"), 8}});
  design.setInfo(info);

  Site site;
  site.id = id("site");
  site.name = QStringLiteral("Site");
  site.extra.insert(QStringLiteral("zeta"), 1);
  site.extra.insert(QStringLiteral("alpha"), QJsonArray{1, 2});
  site.extra.insert(QStringLiteral("racks"), QStringLiteral("a key that sorts early"));
  design.insert(site);
  // Objects whose one-line form is exactly as long as a line may be, and one byte longer.
  for (const int length : {56, 57}) {
    Site edge;
    edge.id = DesignBuilder::idFor(QStringLiteral("site %1").arg(length));
    edge.name = QString(length, QLatin1Char('s'));
    design.insert(edge);
  }
  Room room;
  room.id = id("room");
  room.siteId = id("site");
  room.name = QString(200, QLatin1Char('r'));
  design.insert(room);
  Row row;
  row.id = id("row");
  row.name = QStringLiteral("Row");
  row.order = -3;
  design.insert(row);

  Rack rack;
  rack.id = id("rack");
  rack.rowId = id("row");
  rack.name = QStringLiteral("R\u00e9\U0001F600");
  rack.widthMm = 600.5;
  rack.depthMm = 0.1 + 0.2;
  rack.maxWeightKg = 1e21;
  design.insert(rack);

  Device server;
  server.id = id("server");
  server.name = QStringLiteral("server");
  // A DGX H100 with three more cages whose long names put cable ends at the inline limits.
  QJsonObject host = Catalog::builtIn().find(QStringLiteral("DGX-H100"))->definition;
  host.insert(QStringLiteral("id"), QStringLiteral("UNUSUAL-HOST"));
  QJsonObject body = host.value(QStringLiteral("device")).toObject();
  QJsonArray cages = body.value(QStringLiteral("cages")).toArray();
  for (int length : {80, 20, 21}) {
    QJsonObject cage = cages.first().toObject();
    cage.insert(QStringLiteral("name"), QString(length, QLatin1Char('p')));
    cage.remove(QStringLiteral("logicalPorts"));
    cages.append(cage);
  }
  body.insert(QStringLiteral("cages"), cages);
  host.insert(QStringLiteral("device"), body);
  for (const PartPtr& part :
       Catalog::parsePartDefinition(host, QStringLiteral("unusual"), QStringLiteral("$"), nullptr))
    design.embeddedParts().add(part, Catalog::Origin::Embedded);
  server.typeId = QStringLiteral("UNUSUAL-HOST");
  server.rackId = id("rack");
  server.positionU = 1.5;
  server.face = RackFace::Rear;
  server.cageConfig.insert(QStringLiteral("OSFP1"), CageConfig{true, std::nullopt});
  server.cageConfig.insert(QStringLiteral("name"), CageConfig{false, Protocol::Ethernet});
  server.cageConfig.insert(QStringLiteral("OSFP2"), CageConfig{});
  design.insert(server);
  Device spare;
  spare.id = id("spare");
  spare.name = QStringLiteral("spare");
  spare.typeId = QStringLiteral("QM9700");
  spare.parentId = id("server");
  spare.bay = QStringLiteral("bay 1");
  design.insert(spare);

  Module loose;
  loose.id = id("loose");
  loose.typeId = QStringLiteral("MMA4Z00-NS");
  loose.serial = QStringLiteral("SN-\u00e4\u20ac");
  design.insert(loose);
  Module plugged;
  plugged.id = id("plugged");
  plugged.typeId = QStringLiteral("MMA4Z00-NS-FLT");
  plugged.deviceId = id("server");
  plugged.cage = QStringLiteral("OSFP1");
  plugged.extra.insert(QStringLiteral("firmware"), QStringLiteral("1.2.3"));
  design.insert(plugged);

  Cable bare;
  bare.id = id("bare");
  bare.typeId = QStringLiteral("MFP7E10-N010");
  design.insert(bare);
  Cable long_;
  long_.id = id("long");
  long_.name = QStringLiteral("cable");
  long_.typeId = QStringLiteral("MFP7E10-N010");
  long_.colour = QStringLiteral("aqua");
  long_.lengthM = 0.30000000000000004;
  long_.status = CableStatus::Installed;
  long_.ends = {CableEnd{QStringLiteral("A"),
                         {Attachment::Kind::ModulePort, id("plugged"), QStringLiteral("1")}},
                CableEnd{QStringLiteral("B"), {}},
                CableEnd{QStringLiteral("C"),
                         {Attachment::Kind::Cage, id("server"), QString(80, QLatin1Char('p'))}},
                CableEnd{QStringLiteral("D"),
                         {Attachment::Kind::Cage, id("server"), QString(20, QLatin1Char('p'))}},
                CableEnd{QStringLiteral("E"),
                         {Attachment::Kind::Cage, id("server"), QString(21, QLatin1Char('p'))}}};
  design.insert(long_);
  Cable extra = bare;
  extra.id = id("extra");
  extra.extra.insert(QStringLiteral("purchaseOrder"), QJsonObject{{QStringLiteral("no"), 4711}});
  design.insert(extra);

  Waiver waiver;
  waiver.id = id("waiver");
  waiver.findingKey = QStringLiteral("RE-06:abc");
  waiver.reason = QStringLiteral("accepted\tbecause");
  waiver.author = QStringLiteral("Ana");
  waiver.date = QStringLiteral("2026-01-01");
  design.insert(waiver);
}

void compareDesigns(const Design& a, const Design& b) {
  QVERIFY(a.info() == b.info());
  QVERIFY(a.all<Site>() == b.all<Site>());
  QVERIFY(a.all<Room>() == b.all<Room>());
  QVERIFY(a.all<Row>() == b.all<Row>());
  QVERIFY(a.all<Rack>() == b.all<Rack>());
  QVERIFY(a.all<Device>() == b.all<Device>());
  QVERIFY(a.all<Module>() == b.all<Module>());
  QVERIFY(a.all<Cable>() == b.all<Cable>());
  QVERIFY(a.all<Waiver>() == b.all<Waiver>());
  QCOMPARE(a.quarantine(), b.quarantine());
  QVERIFY(a.customNetworks() == b.customNetworks());
  QCOMPARE(DesignFile::toBytes(a), DesignFile::toBytes(b));
}

/// The same objects inserted one at a time (each index kept current on every insert): the
/// reference a bulk load's indexes, built once at its end, must match.
void insertOneByOne(const DesignData& from, Design& to) {
  for (const Site& o : from.all<Site>())
    to.insert(o);
  for (const Room& o : from.all<Room>())
    to.insert(o);
  for (const Row& o : from.all<Row>())
    to.insert(o);
  for (const Rack& o : from.all<Rack>())
    to.insert(o);
  for (const Device& o : from.all<Device>())
    to.insert(o);
  for (const Module& o : from.all<Module>())
    to.insert(o);
  for (const Cable& o : from.all<Cable>())
    to.insert(o);
}

/// Every relation query of `a` answers as `b`'s does, for every object and every slot in use.
void compareRelations(const DesignData& a, const DesignData& b) {
  for (const Site& o : b.all<Site>())
    QCOMPARE(a.roomsInSite(o.id), b.roomsInSite(o.id));
  for (const Room& o : b.all<Room>())
    QCOMPARE(a.rowsInRoom(o.id), b.rowsInRoom(o.id));
  for (const Row& o : b.all<Row>())
    QCOMPARE(a.racksInRow(o.id), b.racksInRow(o.id));
  for (const Rack& o : b.all<Rack>())
    QCOMPARE(a.devicesInRack(o.id), b.devicesInRack(o.id));
  for (const Device& o : b.all<Device>()) {
    QCOMPARE(a.childDevices(o.id), b.childDevices(o.id));
    QCOMPARE(a.modulesInDevice(o.id), b.modulesInDevice(o.id));
    QCOMPARE(a.cablesAttachedTo(o.id), b.cablesAttachedTo(o.id));
  }
  for (const Module& o : b.all<Module>()) {
    QCOMPARE(a.modulesInCage(o.deviceId, o.cage), b.modulesInCage(o.deviceId, o.cage));
    QCOMPARE(a.cablesAttachedTo(o.id), b.cablesAttachedTo(o.id));
  }
  for (const Cable& o : b.all<Cable>()) {
    for (const CableEnd& end : o.ends) {
      const ObjectId& at = end.attachment.objectId;
      const QString& port = end.attachment.port;
      QCOMPARE(a.cablesAttachedAt(at, port), b.cablesAttachedAt(at, port));
      // Slot numbers are each design's own; the entries at the port are what must agree.
      QCOMPARE(refIds(a.cableRefsAt(at, port)), refIds(b.cableRefsAt(at, port)));
    }
  }
}

}  // namespace

class TestDesignFileStream : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void sameAsTreeReader_data();
  void sameAsTreeReader();
  void sharedStrings();
  void relationsAfterBulkLoad_data();
  void relationsAfterBulkLoad();
  void relationsAfterChangesDuringBulkLoad();
  void tablesKeepRelatedObjectsTogether_data() { relationsAfterBulkLoad_data(); }
  void tablesKeepRelatedObjectsTogether();
  void sameBytesAsTreeWriter_data();
  void sameBytesAsTreeWriter();
  void saveWritesInPieces();
  void textEscapes();
  void progressByBytes();
};

void TestDesignFileStream::sameAsTreeReader_data() {
  QTest::addColumn<QByteArray>("bytes");
  QTest::addColumn<bool>("streamed");  // whether the stream reader takes the file at all

  const QByteArray good = smallClusterBytes();
  const QJsonObject root = QJsonDocument::fromJson(good).object();
  QTest::newRow("canonical") << good << true;
  QTest::newRow("canonical, large file") << padded(good) << true;
  QDirIterator it(rackwright::test::sourcePath(QStringLiteral("examples")),
                  {QStringLiteral("*.rackwright")}, QDir::Files);
  while (it.hasNext()) {
    const QString path = it.next();
    QTest::newRow(qPrintable(QFileInfo(path).fileName())) << readFile(path) << true;
  }
  QTest::newRow("keys in alphabetical order") << QJsonDocument(root).toJson() << true;
  QTest::newRow("keys in alphabetical order, large file")
      << padded(QJsonDocument(root).toJson()) << true;
  QTest::newRow("compact") << QJsonDocument(root).toJson(QJsonDocument::Compact) << true;
  QTest::newRow("byte-order mark, CRLF and tabs")
      << QByteArray("\xEF\xBB\xBF") + QByteArray(good).replace("\n", "\r\n").replace("  ", "\t")
      << true;

  QByteArray unknown =
      replaced(good, "\"name\": \"Lab\"",
               "\"name\": \"Lab\", \"zone\": {\"b\": [1, 2.5, null], \"a\": true}");
  unknown = replaced(unknown, "\"heightU\": 42,", "\"heightU\": 42, \"coolingZone\": \"CZ-4\",");
  unknown = replaced(unknown, "\"positionU\": 12,", "\"positionU\": 12, \"asset\": 12345,");
  unknown = replaced(unknown, "\"lengthM\": 10,",
                     "\"lengthM\": 10, \"purchaseOrder\": {\"no\": 4711, \"line\": 2},");
  unknown = replaced(unknown, "\"port\": \"1\"}", "\"port\": \"1\", \"dropped\": 1}");
  unknown = replaced(unknown, "\"revision\": \"A\"", "\"revision\": \"A\", \"plan\": [[], {}]");
  unknown = replaced(unknown, "\"waivers\": []",
                     "\"waivers\": [],\n  \"zFuture\": [1],\n  \"aFuture\": {}");
  QTest::newRow("unknown keys everywhere") << unknown << true;
  QTest::newRow("unknown keys everywhere, large file") << padded(unknown) << true;

  QByteArray escaped = replaced(good, "\"name\": \"R01\"",
                                "\"name\": \"R\\u0030\\u0031 \\u00e9\\ud83d\\ude00 \\/ \\x\"");
  escaped = replaced(escaped, "\"type\": \"DGX-H100\"", "\"type\": \"DGX\\u002dH100\"");
  escaped = replaced(escaped, "\"port\": \"1\"", "\"p\\u006frt\": \"\\u0031\"");
  QTest::newRow("escaped texts and keys") << escaped << true;
  QTest::newRow("escaped texts and keys, large file") << padded(escaped) << true;

  QByteArray numbers = replaced(good, "\"heightU\": 42", "\"heightU\": 4.2e1");
  numbers = replaced(numbers, "\"positionInRow\": 0", "\"positionInRow\": -0");
  numbers = replaced(numbers, "\"lengthM\": 10", "\"lengthM\": 10.0");
  numbers = replaced(numbers, "\"maxPowerW\": 40000", "\"maxPowerW\": null");
  numbers = replaced(numbers, "\"formatVersion\": 1", "\"formatVersion\": 1.0");
  QTest::newRow("numbers spelled differently") << numbers << true;

  // A key between the modules and the cables: the cables are then read in order.
  QTest::newRow("key between modules and cables, large file")
      << padded(replaced(good, "\"cables\": [", "\"zNote\": [1, {\"a\": 2}],\n  \"cables\": ["))
      << true;
  QTest::newRow("null section") << replaced(good, "\"waivers\": []", "\"waivers\": null") << true;
  const QByteArray quarantine = replaced(
      replaced(good, "\"formatVersion\": 1", "\"formatVersion\": 2"), "\"waivers\": []",
      "\"waivers\": [],\n  \"quarantine\": [{\"section\": \"racks\", \"reason\": \"a rack is "
      "1 to 60 U high; found 99\", \"object\": {\"id\": \"x\", \"heightU\": 99, \"z\": "
      "[null, {}]}}, 7]");
  QTest::newRow("quarantine (format 2)") << quarantine << true;
  QTest::newRow("quarantine, large file") << padded(quarantine) << true;

  QByteArray networks = replaced(good, "\"formatVersion\": 1", "\"formatVersion\": 3");
  networks =
      replaced(networks, "\"waivers\": []",
               "\"waivers\": [],\n  \"networks\": [{\"key\": \"backup\", \"name\": "
               "\"Backup\", \"colour\": \"#12AB34\", \"zNote\": [1, {}]}, {\"key\": \"lab\"}]");
  networks = replaced(networks, "\"status\": \"planned\"",
                      "\"network\": \"backup\", \"plane\": 2, \"status\": \"planned\"");
  networks = replaced(networks, "\"name\": \"dgx-02\",",
                      "\"name\": \"dgx-02\", \"network\": \"compute\", \"plane\": 1,");
  QTest::newRow("networks (format 3)") << networks << true;
  QTest::newRow("networks, large file") << padded(networks) << true;

  QJsonObject old = root;
  old.insert(QStringLiteral("formatVersion"), 0);
  QTest::newRow("older format (read as a tree)") << QJsonDocument(old).toJson() << false;
}

void TestDesignFileStream::sameAsTreeReader() {
  QFETCH(QByteArray, bytes);
  QFETCH(bool, streamed);
  QCOMPARE(detail::canStream(bytes), streamed);
  Design fromStream;
  Design fromTree;
  const auto streamReport =
      DesignFile::loadFromBytes(bytes, QStringLiteral("same.rackwright"), fromStream);
  const auto treeReport = detail::loadTree(bytes, QStringLiteral("same.rackwright"), fromTree, {});
  QCOMPARE(streamReport.warnings, treeReport.warnings);
  QCOMPARE(streamReport.migrationLog, treeReport.migrationLog);
  QCOMPARE(streamReport.originalFormatVersion, treeReport.originalFormatVersion);
  compareDesigns(fromStream, fromTree);
  QVERIFY(fromStream.objectCount() > 0);
}

void TestDesignFileStream::relationsAfterBulkLoad_data() {
  QTest::addColumn<QByteArray>("bytes");
  QTest::newRow("small cluster") << smallClusterBytes();
  QDirIterator it(rackwright::test::sourcePath(QStringLiteral("examples")),
                  {QStringLiteral("*.rackwright")}, QDir::Files);
  while (it.hasNext()) {
    const QString path = it.next();
    QTest::newRow(qPrintable(QFileInfo(path).fileName())) << readFile(path);
  }
}

void TestDesignFileStream::relationsAfterBulkLoad() {
  QFETCH(QByteArray, bytes);
  Design loaded;
  DesignFile::loadFromBytes(bytes, QStringLiteral("relations.rackwright"), loaded);
  QVERIFY(loaded.all<Cable>().size() > 0);
  Design reference;
  insertOneByOne(loaded, reference);
  compareRelations(loaded, reference);
}

namespace {

/// The storage positions of `table`'s objects under `keyOf` never go back to a key left
/// before: each key's objects are one run, and the runs are in the order of the keys' own
/// positions (a negative key, "none", last).
template <typename T, typename KeyOf>
void verifyGrouped(const ObjectTable<T>& table, KeyOf keyOf) {
  qsizetype previous = 0;
  for (const T& object : table) {
    qsizetype key = keyOf(object);
    if (key < 0)
      key = std::numeric_limits<qsizetype>::max();
    QVERIFY2(key >= previous, qPrintable(object.id.toString()));
    previous = key;
  }
}

}  // namespace

void TestDesignFileStream::tablesKeepRelatedObjectsTogether() {
  // A load arranges the tables so that the validator reads them front to back
  // (DesignData::arrangeForLocality): devices by rack, transceivers by device, cables by the
  // transceiver or device of their first end.
  QFETCH(QByteArray, bytes);
  Design loaded;
  DesignFile::loadFromBytes(bytes, QStringLiteral("arranged.rackwright"), loaded);
  QVERIFY(loaded.all<Module>().size() > 1);
  verifyGrouped(loaded.all<Device>(),
                [&](const Device& d) { return loaded.all<Rack>().indexOf(d.rackId); });
  verifyGrouped(loaded.all<Module>(),
                [&](const Module& m) { return loaded.all<Device>().indexOf(m.deviceId); });
  const qsizetype modules = loaded.all<Module>().size();
  verifyGrouped(loaded.all<Cable>(), [&](const Cable& c) -> qsizetype {
    for (const CableEnd& end : c.ends) {
      if (!end.attachment.isConnected())
        continue;
      if (const qsizetype m = loaded.all<Module>().indexOf(end.attachment.objectId); m >= 0)
        return m;
      const qsizetype d = loaded.all<Device>().indexOf(end.attachment.objectId);
      return d < 0 ? -1 : modules + d;
    }
    return -1;
  });
}

void TestDesignFileStream::relationsAfterChangesDuringBulkLoad() {
  // A bulk load gathers index entries as objects arrive; a removal or an update in between
  // must not leave them behind.
  Design source;
  DesignBuilder(source).buildSmallCluster();
  Design bulk;
  bulk.beginBulkLoad();
  insertOneByOne(source, bulk);
  const Cable removed = bulk.remove<Cable>(source.all<Cable>().constBegin().key());
  QVERIFY(!removed.id.isNull());
  Module moved = *source.all<Module>().constBegin();
  moved.cage = QStringLiteral("moved-cage");
  bulk.update(moved);
  bulk.endBulkLoad();

  Design reference;
  insertOneByOne(bulk, reference);
  compareRelations(bulk, reference);
  QVERIFY(bulk.cablesAttachedAt(removed.ends.front().attachment.objectId,
                                removed.ends.front().attachment.port)
              .indexOf(removed.id) < 0);
  QCOMPARE(bulk.modulesInCage(moved.deviceId, moved.cage), QVector<ObjectId>{moved.id});
}

void TestDesignFileStream::sharedStrings() {
  // Type ids, cages, ports and end names: one instance per distinct text, also when a file
  // spells the same text with escapes.
  const QByteArray bytes =
      replaced(smallClusterBytes(), "\"type\": \"DGX-H100\"", "\"type\": \"DGX\\u002dH100\"");
  QVERIFY(detail::canStream(bytes));
  Design design;
  DesignFile::loadFromBytes(bytes, QStringLiteral("shared.rackwright"), design);
  QHash<QString, const QChar*> seen;
  auto check = [&](const QString& text) {
    const auto it = seen.constFind(text);
    if (it == seen.constEnd())
      seen.insert(text, text.constData());
    else
      QCOMPARE(text.constData(), it.value());
    // A text atom: raw data without a reference count (textAtom()), the same one every load of
    // any design shares.
    if (!text.isEmpty())
      QVERIFY2(isTextAtom(text), qPrintable(text));
  };
  for (const Device& d : design.all<Device>())
    check(d.typeId);
  for (const Module& m : design.all<Module>()) {
    check(m.typeId);
    check(m.cage);
  }
  for (const Cable& c : design.all<Cable>()) {
    check(c.typeId);
    for (const CableEnd& end : c.ends) {
      check(end.name);
      check(end.attachment.port);
    }
  }
  QVERIFY(seen.contains(QStringLiteral("DGX-H100")));
}

void TestDesignFileStream::sameBytesAsTreeWriter_data() {
  QTest::addColumn<QString>("name");
  QTest::newRow("small cluster") << QStringLiteral("small");
  QTest::newRow("unusual") << QStringLiteral("unusual");
  QTest::newRow("su-1024gpu example") << QStringLiteral("examples/su-1024gpu.rackwright");
  QTest::newRow("two-node-pilot example") << QStringLiteral("examples/two-node-pilot.rackwright");
  QTest::newRow("quarantine") << QStringLiteral("quarantine");
  QTest::newRow("networks") << QStringLiteral("networks");
}

void TestDesignFileStream::sameBytesAsTreeWriter() {
  QFETCH(QString, name);
  Design design;
  if (name == QLatin1String("small")) {
    DesignBuilder(design).buildSmallCluster();
  } else if (name == QLatin1String("unusual")) {
    buildUnusualDesign(design);
  } else if (name == QLatin1String("networks")) {
    // Networks and planes on devices and cables, and the design's own networks, one with keys
    // of a newer version and texts to escape.
    DesignBuilder(design).buildSmallCluster();
    NetworkDefinition backup{
        QStringLiteral("backup"), QStringLiteral("Back\\up \"1\"\n"), QColor(0xab, 0xcd, 0xef), {}};
    backup.extra.insert(QStringLiteral("alpha"), QJsonObject{{QStringLiteral("x"), 1}});
    design.setCustomNetworks({backup, NetworkDefinition{QStringLiteral("lab"), {}, {}, {}}});
    int plane = 0;
    for (Device device : design.all<Device>()) {
      device.network = plane % 2 ? QStringLiteral("compute") : QStringLiteral("backup");
      device.plane = ++plane;
      design.update(device);
    }
    for (Cable cable : design.all<Cable>()) {
      cable.network = QStringLiteral("lab");
      cable.plane = 26;
      design.update(cable);
      break;
    }
  } else if (name == QLatin1String("quarantine")) {
    // Objects set aside by a repair, one with a part only they use (it stays embedded).
    DesignBuilder(design).buildSmallCluster();
    const QJsonObject module{{QStringLiteral("id"), QStringLiteral("not-an-id")},
                             {QStringLiteral("type"), QStringLiteral("MMA4Z00-NS")},
                             {QStringLiteral("device"), QStringLiteral("gone")}};
    design.setQuarantine(QJsonArray{
        QJsonObject{{QStringLiteral("section"), QStringLiteral("modules")},
                    {QStringLiteral("reason"), QStringLiteral("\"not-an-id\" is not a valid id")},
                    {QStringLiteral("object"), module}},
        QStringLiteral("kept as it was")});
  } else {
    DesignFile::load(rackwright::test::sourcePath(name), design);
  }
  const QByteArray bytes = DesignFile::toBytes(design);
  QCOMPARE(bytes, treeBytes(design));
  // And what was written reads back to the same design and bytes.
  Design again;
  DesignFile::loadFromBytes(bytes, QStringLiteral("again.rackwright"), again);
  QCOMPARE(DesignFile::toBytes(again), bytes);
}

void TestDesignFileStream::saveWritesInPieces() {
  // The example is larger than the writer's buffer, so save() writes it in several pieces.
  Design design;
  DesignFile::load(rackwright::test::sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")),
                   design);
  const QByteArray bytes = DesignFile::toBytes(design);
  QVERIFY(bytes.size() > (1 << 20));
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("su.rackwright"));
  DesignFile::save(design, path);
  QCOMPARE(readFile(path), bytes);
  // A cancel part-way leaves the previous file as it was.
  QVERIFY_THROWS_EXCEPTION(
      CancelledError, DesignFile::save(Design(), path, [](int percent) { return percent < 0; }));
  QVERIFY_THROWS_EXCEPTION(
      CancelledError, DesignFile::save(design, path, [](int percent) { return percent < 89; }));
  QCOMPARE(readFile(path), bytes);
}

void TestDesignFileStream::textEscapes() {
  QByteArray out;
  JsonWriter::writeString(out, QStringLiteral("a\"b\\c\nd\re\tf\bg\fh\u0001i\u007fj\u00e9\u20ac"));
  QCOMPARE(out, QByteArray("\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\\u0001i\x7fj\xC3\xA9\xE2\x82\xAC\""));
  out.clear();
  JsonWriter::writeString(out, QStringLiteral("plain ASCII text, 0-9"));
  QCOMPARE(out, QByteArray("\"plain ASCII text, 0-9\""));
  out.clear();
  for (const double value : {0.0, -3.0, 42.0, 1e15, 0.5, 0.30000000000000004, 1e21, -2.5e-7}) {
    JsonWriter::writeNumber(out, value);
    out += ' ';
  }
  JsonWriter::writeNumber(out, std::nan(""));
  QCOMPARE(out, QByteArray("0 -3 42 1000000000000000 0.5 0.30000000000000004 1e+21 -2.5e-07 null"));
}

void TestDesignFileStream::progressByBytes() {
  const QByteArray bytes =
      readFile(rackwright::test::sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")));
  QVERIFY(detail::canStream(bytes));
  QVector<int> seen;
  Design design;
  DesignFile::loadFromBytes(bytes, QStringLiteral("su.rackwright"), design, [&](int percent) {
    seen << percent;
    return true;
  });
  QVERIFY(std::is_sorted(seen.begin(), seen.end()));
  QVERIFY(std::adjacent_find(seen.begin(), seen.end()) == seen.end());  // each percent once
  QVERIFY2(seen.size() > 90, qPrintable(QString::number(seen.size())));
  QCOMPARE(seen.back(), 100);
  Design cancelled;
  QVERIFY_THROWS_EXCEPTION(
      CancelledError, DesignFile::loadFromBytes(bytes, QStringLiteral("su.rackwright"), cancelled,
                                                [](int p) { return p < 50; }));
  QCOMPARE(cancelled.objectCount(), 0);
}

QTEST_GUILESS_MAIN(TestDesignFileStream)
#include "tst_designfilestream.moc"
