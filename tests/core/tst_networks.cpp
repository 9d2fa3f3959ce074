// Networks: the built-in networks and a design's own, the roles node ports carry in the catalog,
// the one decision which network a cable belongs to (Networks::ofCable and the resolver the
// reports use must agree), planes, and the per-network counts of `rackwright info`.
#include "core/analysis/designstats.h"
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/model/networks.h"
#include "support/designbuilder.h"

#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QString A = QStringLiteral("A");
const QString B = QStringLiteral("B");

/// A rack with a DGX H100, a QM9700 (compute leaf), an SN5600, an SN2201 (OOB) and a spare DGX.
struct Fixture {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.labRack();
  ObjectId dgx = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);
  ObjectId leaf = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 30);
  ObjectId eth = b.device(QStringLiteral("eth-01"), QStringLiteral("SN5600"), rack, 32);
  ObjectId oob = b.device(QStringLiteral("oob-01"), QStringLiteral("SN2201"), rack, 40);
  ObjectId dgx2 = b.device(QStringLiteral("dgx-02"), QStringLiteral("DGX-H100"), rack, 12);

  void serve(const ObjectId& device, const QString& network, int plane = 0) {
    Device d = *design.find<Device>(device);
    d.network = network;
    d.plane = plane;
    design.update(d);
  }
  ObjectId dac(const ObjectId& a, const QString& cageA, const ObjectId& b_, const QString& cageB,
               const QString& network = {}) {
    const ObjectId id =
        b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
                {DesignBuilder::cageEnd(A, b_, cageB), DesignBuilder::cageEnd(B, a, cageA)}, 1);
    if (!network.isEmpty()) {
      Cable c = *design.find<Cable>(id);
      c.network = network;
      design.update(c);
    }
    return id;
  }
  ObjectId copper(const ObjectId& a, const QString& cageA, const ObjectId& b_,
                  const QString& cageB) {
    return b.cable(QStringLiteral("GEN-CAT6A-RJ45:3m"),
                   {DesignBuilder::cageEnd(A, a, cageA), DesignBuilder::cageEnd(B, b_, cageB)}, 3);
  }
};

using Setup = std::function<ObjectId(Fixture&)>;

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestNetworks : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void builtIns();
  void keys_data();
  void keys();
  void customNetworks();
  void networksInUse();
  void editNetworksRefuses();
  void catalogRoles();
  void ofCable_data();
  void ofCable();
  void planes();
  void statsPerNetwork();
};

void TestNetworks::builtIns() {
  QStringList keys;
  QSet<QRgb> colours;
  for (BuiltInNetwork network : Networks::builtIns()) {
    keys << Networks::key(network);
    QCOMPARE(Networks::builtIn(Networks::key(network)), std::optional(network));
    QVERIFY(!Networks::name(network).isEmpty());
    colours.insert(Networks::colour(network).rgb());
  }
  QCOMPARE(keys, (QStringList{"compute", "storage", "inband", "oob", "uplink"}));
  colours.insert(Networks::defaultColour().rgb());
  colours.insert(Networks::unassignedColour().rgb());
  QCOMPARE(colours.size(), 7);  // every network is told apart on the canvas and on paper
  QVERIFY(!Networks::builtIn(QStringLiteral("Compute")));
  QCOMPARE(Networks::planeLabel(0), QString());
  QCOMPARE(Networks::planeLabel(1), QStringLiteral("A"));
  QCOMPARE(Networks::planeLabel(2), QStringLiteral("B"));
  QCOMPARE(Networks::planeLabel(Networks::kMaxPlane), QStringLiteral("Z"));
  QCOMPARE(Networks::parseColour(u"#00838F"), QColor(0x00, 0x83, 0x8f));
  for (const char* bad : {"00838f", "#00838", "#00838g", "red", "#00838f0"})
    QVERIFY2(!Networks::parseColour(QString::fromLatin1(bad)).isValid(), bad);
}

void TestNetworks::keys_data() {
  QTest::addColumn<QString>("key");
  QTest::addColumn<bool>("valid");
  QTest::newRow("built in") << "compute" << true;
  QTest::newRow("with digits and dash") << "backup-2" << true;
  QTest::newRow("empty") << "" << false;
  QTest::newRow("upper case") << "Backup" << false;
  QTest::newRow("leading digit") << "2backup" << false;
  QTest::newRow("leading dash") << "-backup" << false;
  QTest::newRow("space") << "back up" << false;
  QTest::newRow("32 characters") << QString(32, QLatin1Char('a')) << true;
  QTest::newRow("33 characters") << QString(33, QLatin1Char('a')) << false;
}

void TestNetworks::keys() {
  QFETCH(QString, key);
  QFETCH(bool, valid);
  QCOMPARE(Networks::isValidKey(key), valid);
  QCOMPARE(Networks::keyProblem(key).isEmpty(), valid);
}

void TestNetworks::customNetworks() {
  Design design;
  QCOMPARE(Networks::all(design).size(), qsizetype(Networks::builtIns().size()));
  QUndoStack stack;
  stack.push(
      DesignEdits::editNetworks(
          design,
          {NetworkDefinition{
               QStringLiteral("backup"), QStringLiteral("Backup"), QColor(0x12, 0x34, 0x56), {}},
           NetworkDefinition{QStringLiteral("lab"), {}, {}, {}}})
          .release());
  const QVector<NetworkDefinition> all = Networks::all(design);
  QCOMPARE(all.size(), qsizetype(Networks::builtIns().size()) + 2);
  QCOMPARE(all.at(5).key, QStringLiteral("backup"));
  QCOMPARE(Networks::displayName(design, QStringLiteral("backup")), QStringLiteral("Backup"));
  QCOMPARE(Networks::colour(design, QStringLiteral("backup")), QColor(0x12, 0x34, 0x56));
  // Without a name or colour: the key and the default colour.
  QCOMPARE(Networks::displayName(design, QStringLiteral("lab")), QStringLiteral("lab"));
  QCOMPARE(Networks::colour(design, QStringLiteral("lab")), Networks::defaultColour());
  // A key nothing declares is shown as it is; the empty key is "unassigned".
  QCOMPARE(Networks::displayName(design, QStringLiteral("other")), QStringLiteral("other"));
  QCOMPARE(Networks::displayName(design, QString()), Networks::unassignedName());
  QCOMPARE(Networks::colour(design, QString()), Networks::unassignedColour());
  stack.undo();
  QVERIFY(design.customNetworks().isEmpty());
  stack.redo();
  QCOMPARE(design.customNetworks().size(), 2);
}

void TestNetworks::networksInUse() {
  // A filter by network offers what all() lists and the keys cables use undeclared.
  Fixture f;
  f.dac(f.dgx, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP1"), QStringLiteral("backend"));
  const QVector<NetworkDefinition> inUse = Networks::inUse(f.design);
  QCOMPARE(inUse.size(), Networks::all(f.design).size() + 1);
  QCOMPARE(inUse.last().key, QStringLiteral("backend"));
}

void TestNetworks::editNetworksRefuses() {
  Design design;
  const auto refusal = [&](const QVector<NetworkDefinition>& networks) -> QString {
    try {
      DesignEdits::editNetworks(design, networks);
    } catch (const Error& e) {
      return e.message();
    }
    return {};
  };
  const NetworkDefinition backup{QStringLiteral("backup"), {}, {}, {}};
  QVERIFY(refusal({backup}).isEmpty());
  QVERIFY(refusal({NetworkDefinition{QStringLiteral("storage"), {}, {}, {}}})
              .contains(QStringLiteral("is a built-in network")));
  QVERIFY(refusal({backup, backup}).contains(QStringLiteral("is used twice")));
  QVERIFY(refusal({backup, NetworkDefinition{QStringLiteral("Lab"), {}, {}, {}}})
              .contains(QStringLiteral("Network 2: \"Lab\" is not a network key")));
}

void TestNetworks::catalogRoles() {
  // DGX H100: rails from the port table (rail n = GPU n - 1), one per logical port.
  const Part* dgx = Catalog::builtIn().findPart(QStringLiteral("DGX-H100"));
  QVERIFY(dgx);
  const QVector<QPair<QString, QVector<int>>> rails = {{QStringLiteral("OSFP1"), {8, 5}},
                                                       {QStringLiteral("OSFP2"), {7, 6}},
                                                       {QStringLiteral("OSFP3"), {3, 2}},
                                                       {QStringLiteral("OSFP4"), {4, 1}}};
  QSet<int> all;
  for (const auto& [cage, expected] : rails) {
    const CageDefinition* c = dgx->device()->cage(cage);
    QVERIFY(c);
    QCOMPARE(c->networks, QStringList{QStringLiteral("compute")});
    QCOMPARE(c->rails, expected);
    for (int rail : c->rails)
      all.insert(rail);
  }
  QCOMPARE(all.size(), 8);  // every GPU once
  QCOMPARE(dgx->device()->cage(QStringLiteral("SLOT1-P2"))->networks,
           (QStringList{QStringLiteral("storage"), QStringLiteral("inband")}));
  QCOMPARE(dgx->device()->cage(QStringLiteral("BMC"))->networks,
           QStringList{QStringLiteral("oob")});
  QVERIFY(dgx->device()->cage(QStringLiteral("LAN10G"))->leaveUnwired);
  QVERIFY(!dgx->device()->cage(QStringLiteral("BMC"))->leaveUnwired);
  // Switch fabric cages carry no role; their management port is out-of-band.
  const Part* leaf = Catalog::builtIn().findPart(QStringLiteral("QM9700"));
  QVERIFY(leaf->device()->cage(QStringLiteral("OSFP1"))->networks.isEmpty());
  QCOMPARE(leaf->device()->cage(QStringLiteral("MGMT"))->networks,
           QStringList{QStringLiteral("oob")});
  // The current platforms: compute cages on the compute fabric, north-south DPU ports on
  // storage and in-band (platforms reference §0 and §1.3-1.7).
  const struct {
    const char* part;
    const char* cage;
    QStringList networks;
  } platformRoles[] = {
      {"DGX-B300", "CX8-1", {"compute"}},
      {"DGX-B300", "CX8-8", {"compute"}},
      {"DGX-B300", "BF3-2-P2", {"storage", "inband"}},
      {"GB200-NVL72-COMPUTE-TRAY", "OSFP-R-P4", {"compute"}},
      {"GB200-NVL72-COMPUTE-TRAY", "BF3-L-P1", {"storage", "inband"}},
      {"GB300-NVL72-COMPUTE-TRAY", "CX8-4", {"compute"}},
      {"GB300-NVL72-COMPUTE-TRAY", "NS-P2", {"storage", "inband"}},
      {"UFM-APPLIANCE-3", "IB1", {"compute", "storage"}},
      {"GEN-STORAGE-NODE", "DATA1", {"storage"}},
      {"GEN-STORAGE-NODE", "INBAND2", {"inband"}},
  };
  for (const auto& row : platformRoles) {
    const Part* part = Catalog::builtIn().findPart(QString::fromLatin1(row.part));
    QVERIFY2(part && part->device(), row.part);
    const CageDefinition* cage = part->device()->cage(QString::fromLatin1(row.cage));
    QVERIFY2(cage, row.cage);
    QCOMPARE(cage->networks, row.networks);
  }
  // Every role in the built-in catalog is a built-in network, and every BMC and switch
  // management port of every device is on out-of-band management.
  for (const PartPtr& part : Catalog::builtIn().parts()) {
    if (!part->device())
      continue;
    for (const CageDefinition& cage : part->device()->cages) {
      if (cage.name == QLatin1String("BMC") || cage.name == QLatin1String("MGMT")) {
        QVERIFY2(cage.networks == QStringList{QStringLiteral("oob")},
                 qPrintable(part->id + QLatin1Char(' ') + cage.name));
      }
      for (const QString& key : cage.networks)
        QVERIFY2(Networks::builtIn(key), qPrintable(part->id + QLatin1Char(' ') + cage.name));
      QVERIFY(cage.rails.isEmpty() || cage.rails.size() == cage.logicalPorts.size());
    }
  }
}

void TestNetworks::ofCable_data() {
  QTest::addColumn<Setup>("setup");
  QTest::addColumn<QString>("network");

  QTest::newRow("compute cage to a leaf of no network: the cage decides") << Setup([](Fixture& f) {
    return f.dac(f.dgx, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP1"));
  }) << "compute";
  QTest::newRow("compute cage to a compute leaf") << Setup([](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    return f.dac(f.dgx, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP1"));
  }) << "compute";
  QTest::newRow("the cable's own network comes first") << Setup([](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    return f.dac(f.dgx, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP1"),
                 QStringLiteral("storage"));
  }) << "storage";
  QTest::newRow("ends that disagree: unassigned") << Setup([](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    return f.dac(f.dgx, QStringLiteral("OSFP1"), f.eth, QStringLiteral("OSFP1"));
  }) << "";
  QTest::newRow("storage/in-band port to a switch of no network: two candidates")
      << Setup([](Fixture& f) {
           return f.b.cable(
               QStringLiteral("MCP7Y60-H001"),
               {DesignBuilder::cageEnd(A, f.eth, QStringLiteral("OSFP2")),
                DesignBuilder::cageEnd(QStringLiteral("B1"), f.dgx, QStringLiteral("SLOT1-P2"))},
               1);
         })
      << "";
  QTest::newRow("storage/in-band port to an in-band switch") << Setup([](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    return f.b.cable(
        QStringLiteral("MCP7Y60-H001"),
        {DesignBuilder::cageEnd(A, f.eth, QStringLiteral("OSFP2")),
         DesignBuilder::cageEnd(QStringLiteral("B1"), f.dgx, QStringLiteral("SLOT1-P2"))},
        1);
  }) << "inband";
  QTest::newRow("BMC to the OOB switch") << Setup([](Fixture& f) {
    return f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  }) << "oob";
  QTest::newRow("a compute switch's management port is out-of-band") << Setup([](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    return f.copper(f.leaf, QStringLiteral("MGMT"), f.oob, QStringLiteral("swp2"));
  }) << "oob";
  QTest::newRow("a design's own network on a switch") << Setup([](Fixture& f) {
    f.design.setCustomNetworks({NetworkDefinition{QStringLiteral("backup"), {}, {}, {}}});
    f.serve(f.eth, QStringLiteral("backup"));
    f.serve(f.leaf, QStringLiteral("backup"));
    return f.dac(f.eth, QStringLiteral("OSFP3"), f.leaf, QStringLiteral("OSFP3"));
  }) << "backup";
  QTest::newRow("a key nothing declares") << Setup([](Fixture& f) {
    return f.dac(f.eth, QStringLiteral("OSFP3"), f.leaf, QStringLiteral("OSFP3"),
                 QStringLiteral("legacy"));
  }) << "legacy";
  QTest::newRow("fiber between transceivers: the cages decide") << Setup([](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    const ObjectId host =
        f.b.module(QStringLiteral("MMA4Z00-NS-FLT"), f.dgx, QStringLiteral("OSFP2"));
    const ObjectId sw = f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf, QStringLiteral("OSFP2"));
    return f.b.cable(QStringLiteral("MFP7E10-N003"),
                     {DesignBuilder::modulePortEnd(A, host, QStringLiteral("1")),
                      DesignBuilder::modulePortEnd(B, sw, QStringLiteral("1"))},
                     3);
  }) << "compute";
  QTest::newRow("loose cable between switches of no network") << Setup([](Fixture& f) {
    return f.b.cable(QStringLiteral("MCP4Y10-N001"),
                     {DesignBuilder::cageEnd(A, f.leaf, QStringLiteral("OSFP5"))}, 1);
  }) << "";
}

void TestNetworks::ofCable() {
  QFETCH(Setup, setup);
  QFETCH(QString, network);
  Fixture f;
  const ObjectId id = setup(f);
  const Cable& cable = *f.design.find<Cable>(id);
  QCOMPARE(Networks::ofCable(f.design, cable), network);
  // The reports' resolver decides the same, for every cable of the design, twice over (the
  // second time from what it remembered).
  NetworkResolver resolver(f.design);
  for (int pass = 0; pass < 2; ++pass) {
    for (const Cable& c : f.design.all<Cable>())
      QCOMPARE(resolver.keyOf(c), Networks::ofCable(f.design, c));
  }
  const int index = resolver.indexOf(cable);
  QCOMPARE(index < 0, network.isEmpty());
  if (index >= 0)
    QCOMPARE(resolver.networks().at(index).key, network);
}

void TestNetworks::planes() {
  Fixture f;
  f.serve(f.leaf, QStringLiteral("compute"), 2);
  const ObjectId onLeaf = f.dac(f.dgx, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP1"));
  QCOMPARE(Networks::planeOfCable(f.design, *f.design.find<Cable>(onLeaf)), 2);
  // The cable's own plane first; devices of different planes leave it at none.
  Cable own = *f.design.find<Cable>(onLeaf);
  own.plane = 1;
  f.design.update(own);
  QCOMPARE(Networks::planeOfCable(f.design, own), 1);
  f.serve(f.eth, QStringLiteral("compute"), 1);
  const ObjectId across = f.dac(f.eth, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP2"));
  QCOMPARE(Networks::planeOfCable(f.design, *f.design.find<Cable>(across)), 0);
}

void TestNetworks::statsPerNetwork() {
  Fixture f;
  f.serve(f.leaf, QStringLiteral("compute"));
  f.dac(f.dgx, QStringLiteral("OSFP1"), f.leaf, QStringLiteral("OSFP1"));
  f.dac(f.dgx, QStringLiteral("OSFP2"), f.leaf, QStringLiteral("OSFP2"));
  f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  f.dac(f.eth, QStringLiteral("OSFP1"), f.eth, QStringLiteral("OSFP2"));  // no network
  const DesignStats stats = DesignStats::compute(f.design);
  QCOMPARE(stats.networks.size(), 3);
  QCOMPARE(stats.networks.at(0).key, QStringLiteral("compute"));
  QCOMPARE(stats.networks.at(0).cables, 2);
  QCOMPARE(stats.networks.at(1).key, QStringLiteral("oob"));
  QCOMPARE(stats.networks.at(1).cables, 1);
  QCOMPARE(stats.networks.at(2).key, QString());  // the unassigned come last
  QCOMPARE(stats.networks.at(2).cables, 1);
  int cables = 0;
  int links = 0;
  for (const DesignStats::NetworkCount& count : stats.networks) {
    cables += count.cables;
    links += count.links;
  }
  QCOMPARE(cables, stats.cables);
  QCOMPARE(links, stats.logicalLinks);
  QVERIFY(stats.toText().contains(QStringLiteral("Compute (compute): 2, ")));
  const QJsonArray json = stats.toJson().value(QStringLiteral("networks")).toArray();
  QCOMPARE(json.size(), 3);
  QCOMPARE(json.at(1)[QLatin1StringView("key")].toString(), QStringLiteral("oob"));
  QCOMPARE(json.at(1)[QLatin1StringView("cables")].toInt(), 1);
  QVERIFY(json.at(2)[QLatin1StringView("key")].isNull());
}

QTEST_GUILESS_MAIN(TestNetworks)
#include "tst_networks.moc"
