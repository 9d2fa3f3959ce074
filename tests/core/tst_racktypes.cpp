// Which racks are the same type (RackTypes, the review's one home for it): the same device
// types at the same positions and faces, adapters by bay, and the rack height; names and the
// order devices were added in do not matter. The member list joins runs of consecutive racks
// ("R001–R128 (128 racks)") and stops listing after a few runs. A planner fabric has far fewer
// types than racks, and every rack is in exactly one type.
#include "core/analysis/racktypes.h"
#include "core/catalog/catalog.h"
#include "core/export/exportindex.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "support/designbuilder.h"

#include <QSet>
#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

/// One rack's contents, written in a test row as "U:type[:rear]" entries separated by spaces.
void fill(DesignBuilder& b, const ObjectId& rack, const QString& rackName, const QString& spec) {
  int n = 0;
  for (const QString& entry : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const QStringList parts = entry.split(QLatin1Char(':'));
    const RackFace face =
        parts.value(2) == QLatin1String("rear") ? RackFace::Rear : RackFace::Front;
    b.device(QStringLiteral("%1-dev%2").arg(rackName).arg(++n), parts[1], rack, parts[0].toDouble(),
             face);
  }
}

}  // namespace

class TestRackTypes : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void grouping_data() {
    QTest::addColumn<QStringList>("racks");  ///< contents of R01, R02 … ("height|spec")
    QTest::addColumn<QString>("expected");   ///< type number per rack, "1 1 2"
    QTest::newRow("same contents, other names")
        << QStringList{QStringLiteral("42|2:DGX-H100 12:DGX-H100"),
                       QStringLiteral("42|2:DGX-H100 12:DGX-H100")}
        << QStringLiteral("1 1");
    QTest::newRow("added in another order")
        << QStringList{QStringLiteral("42|2:DGX-H100 40:QM9700"),
                       QStringLiteral("42|40:QM9700 2:DGX-H100")}
        << QStringLiteral("1 1");
    QTest::newRow("another position")
        << QStringList{QStringLiteral("42|2:DGX-H100"), QStringLiteral("42|3:DGX-H100")}
        << QStringLiteral("1 2");
    QTest::newRow("another type") << QStringList{QStringLiteral("42|40:QM9700"),
                                                 QStringLiteral("42|40:QM9790")}
                                  << QStringLiteral("1 2");
    QTest::newRow("another face") << QStringList{QStringLiteral("42|40:QM9700"),
                                                 QStringLiteral("42|40:QM9700:rear")}
                                  << QStringLiteral("1 2");
    QTest::newRow("another height")
        << QStringList{QStringLiteral("42|40:QM9700"), QStringLiteral("48|40:QM9700")}
        << QStringLiteral("1 2");
    QTest::newRow("one more device")
        << QStringList{QStringLiteral("42|40:QM9700"), QStringLiteral("42|40:QM9700 38:QM9700")}
        << QStringLiteral("1 2");
    QTest::newRow("empty racks are one type")
        << QStringList{QStringLiteral("42|"), QStringLiteral("42|40:QM9700"), QStringLiteral("42|")}
        << QStringLiteral("1 2 1");
  }

  void grouping() {
    QFETCH(QStringList, racks);
    QFETCH(QString, expected);
    Design design;
    DesignBuilder b(design);
    const ObjectId site = b.site(QStringLiteral("Site"));
    const ObjectId room = b.room(QStringLiteral("Hall"), site);
    const ObjectId row = b.row(QStringLiteral("Row A"), room);
    QVector<ObjectId> ids;
    for (int i = 0; i < racks.size(); ++i) {
      const QString name = QStringLiteral("R%1").arg(i + 1, 2, 10, QLatin1Char('0'));
      const QStringList spec = racks[i].split(QLatin1Char('|'));
      ids << b.rack(name, row, i, spec[0].toInt());
      fill(b, ids.back(), name, spec.value(1));
    }
    const QVector<RackType> types = RackTypes::group(design, ids);
    QStringList numbers;
    for (const ObjectId& id : ids) {
      for (int t = 0; t < types.size(); ++t) {
        if (types[t].racks.contains(id))
          numbers << QString::number(t + 1);
      }
    }
    QCOMPARE(numbers.join(QLatin1Char(' ')), expected);
    // The first rack of a type represents it, and the type says what it holds.
    QCOMPARE(types.front().representative(), ids.front());
    QVERIFY(!types.front().contents.isEmpty());
  }

  void adaptersByBay() {
    Design design;
    DesignBuilder b(design);
    const ObjectId row =
        b.row(QStringLiteral("Row A"), b.room(QStringLiteral("Hall"), b.site(QStringLiteral("S"))));
    const ObjectId r1 = b.rack(QStringLiteral("R01"), row, 0);
    const ObjectId r2 = b.rack(QStringLiteral("R02"), row, 1);
    const ObjectId r3 = b.rack(QStringLiteral("R03"), row, 2);
    for (const ObjectId& rack : {r1, r2, r3}) {
      const ObjectId server = b.device(QStringLiteral("srv-") + rack.toString(),
                                       QStringLiteral("HGX-8GPU-GENERIC"), rack, 2);
      if (rack != r3)
        b.adapter(QStringLiteral("nic-") + rack.toString(), QStringLiteral("MCX75310AAS-NEAT"),
                  server, QStringLiteral("NIC1"));
    }
    const QVector<RackType> types = RackTypes::group(design, {r1, r2, r3});
    QCOMPARE(types.size(), 2);
    QCOMPARE(types[0].racks, (QVector<ObjectId>{r1, r2}));
    QCOMPARE(types[0].contents, QStringLiteral("1 × ") +
                                    design.part(QStringLiteral("HGX-8GPU-GENERIC"))->displayName());
  }

  void describeMembers_data() {
    QTest::addColumn<QString>("members");  ///< 1-based places in a row of 12 racks
    QTest::addColumn<int>("maxRuns");
    QTest::addColumn<QString>("text");
    QTest::newRow("one") << QStringLiteral("3") << 8 << QStringLiteral("R003 (1 rack)");
    QTest::newRow("one run") << QStringLiteral("1 2 3 4 5 6 7 8 9 10 11 12") << 8
                             << QStringLiteral("R001–R012 (12 racks)");
    QTest::newRow("runs and singles") << QStringLiteral("1 2 3 4 9 11 12") << 8
                                      << QStringLiteral("R001–R004, R009, R011–R012 (7 racks)");
    QTest::newRow("more runs than listed")
        << QStringLiteral("1 3 5 7 9 11") << 2 << QStringLiteral("R001, R003, 4 more (6 racks)");
  }

  void describeMembers() {
    QFETCH(QString, members);
    QFETCH(int, maxRuns);
    QFETCH(QString, text);
    Design design;
    DesignBuilder b(design);
    const ObjectId row =
        b.row(QStringLiteral("Row A"), b.room(QStringLiteral("Hall"), b.site(QStringLiteral("S"))));
    QVector<ObjectId> order;
    for (int i = 1; i <= 12; ++i)
      order << b.rack(QStringLiteral("R%1").arg(i, 3, 10, QLatin1Char('0')), row, i - 1);
    RackType type;
    for (const QString& place : members.split(QLatin1Char(' ')))
      type.racks << order[place.toInt() - 1];
    QCOMPARE(RackTypes::describeMembers(design, type, order, maxRuns), text);
  }

  void plannerFabricHasFewTypes() {
    const Catalog& catalog = Catalog::builtIn();
    PlanInputs in;
    in.gpus = 1024;
    in.switchSpec =
        PortPlanner::switchSpecFromCatalog(*catalog.find(QStringLiteral("QM9700")), 400);
    in.serverSpec =
        PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("DGX-H100")), 400);
    in.gpusPerServer = 8;
    in.railOptimized = true;
    in.tiers = 2;
    Design design;
    CableMapGenerator::generate(PortPlanner::plan(in), GeneratorOptions(), catalog, design);
    const ExportIndex index(design);
    const QVector<RackType> types = RackTypes::group(design, index.racks());
    QVERIFY2(
        types.size() * 4 <= index.racks().size(),
        qPrintable(
            QStringLiteral("%1 types of %2 racks").arg(types.size()).arg(index.racks().size())));
    QSet<ObjectId> seen;
    for (const RackType& type : types) {
      for (const ObjectId& id : type.racks) {
        QVERIFY(!seen.contains(id));
        seen.insert(id);
        QCOMPARE(RackTypes::signature(design, id),
                 RackTypes::signature(design, type.representative()));
      }
    }
    QCOMPARE(seen.size(), index.racks().size());
  }
};

QTEST_GUILESS_MAIN(TestRackTypes)
#include "tst_racktypes.moc"
