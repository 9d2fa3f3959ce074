// The planner against NVIDIA's published DGX SuperPOD reference architectures: every row of the
// compute-fabric count tables the RAs print, with the document and table named per row, and the
// compute InfiniBand rows of the H100 RA's cable estimate (Appendix A, Table 8).
//
// Sources (each row's first column names its table):
// - RA-11333-001 (DGX SuperPOD, DGX H100), "Network Fabrics", Table 4 "Compute fabric component
//   count":
//   https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/network-fabrics.html
//   and Appendix A, Table 8 "Estimate of cables required for a 4 SU, 127-node DGX SuperPOD".
// - RA-11334-001 (DGX SuperPOD, DGX B200), "Network Fabrics", Table 4 (the same rows as H100) and
//   the larger-SuperPOD component counts on "DGX SuperPOD Architecture" (leaf, spine and core per
//   SU count):
//   https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/latest/dgx-superpod-architecture.html
// - RA-11337-001 (DGX SuperPOD, DGX B300, Spectrum-X Ethernet), "DGX SuperPOD Architecture",
//   Table 3 "Larger DGX SuperPOD component counts":
//   https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300/latest/dgx-superpod-architecture.html
// - RA-11339-001 (DGX SuperPOD, DGX B300 with Quantum-X800), "DGX SuperPOD Architecture", Table 3
//   "Example Compute Fabric Components for DGX SuperPOD Counts":
//   https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300-xdr/latest/dgx-superpod-architecture.html
#include "core/catalog/catalog.h"
#include "core/planner/portbudget.h"

#include <QTest>

using namespace rackwright;

class TestSuperPodTables final : public QObject {
  Q_OBJECT

 private:
  /// A rail-optimised fabric of `servers` 8-GPU nodes, one link per GPU, in scalable units of
  /// `suSize` nodes; every SU gets all its leaves (the RAs build whole SUs).
  static PlanInputs superPod(int servers, const QString& switchId, int rateGbps, int suSize,
                             int tiers) {
    const Catalog& catalog = Catalog::builtIn();
    PlanInputs in;
    in.servers = servers;
    in.gpusPerServer = 8;
    in.linksPerGpu = 1;
    in.linkRateGbps = rateGbps;
    in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog.find(switchId), rateGbps);
    in.railOptimized = true;
    in.suSize = suSize;
    in.fullSuGrowth = true;
    in.tiers = tiers;
    return in;
  }

 private slots:
  void computeFabricFollowsTheRaTables_data() {
    QTest::addColumn<QString>("switchId");
    QTest::addColumn<int>("rateGbps");
    QTest::addColumn<int>("suSize");
    QTest::addColumn<int>("tiers");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("nodeLeafCables");
    QTest::addColumn<int>("leafSpineCables");
    QTest::addColumn<int>("spineCoreCables");

    // RA-11333 (H100) and RA-11334 (B200) Table 4: 32 nodes per SU, one node of SU 1 given up
    // for the UFM links. The table's "Compute and UFM" column is the node-leaf cables plus the
    // four UFM-to-leaf links (252 = 8 × 31 + 4); the planner counts the node links, and the UFM
    // links are listed here as the table's figure minus 4.
    for (const char* ra : {"RA-11333 H100", "RA-11334 B200"}) {
      const struct {
        int su, nodes, leaves, spines, computeAndUfm, spineLeaf;
      } rows[] = {{1, 31, 8, 4, 252, 256},
                  {2, 63, 16, 8, 508, 512},
                  {3, 95, 24, 16, 764, 768},
                  {4, 127, 32, 16, 1020, 1024}};
      for (const auto& r : rows) {
        QTest::addRow("%s Table 4, %d SU", ra, r.su)
            << QStringLiteral("QM9700") << 400 << 32 << 2 << r.nodes << r.leaves << r.spines << 0
            << r.computeAndUfm - 4 << r.spineLeaf << 0;
      }
    }
    // RA-11334 (B200), larger SuperPOD component counts: three tiers from 16 SU.
    const struct {
      int su, leaves, spines, cores;
    } larger[] = {{2, 16, 8, 0},      {4, 32, 16, 0},      {8, 64, 32, 0},
                  {16, 128, 128, 64}, {32, 256, 256, 128}, {64, 512, 512, 256}};
    for (const auto& r : larger) {
      const int nodes = 32 * r.su;
      const int links = 8 * nodes;
      QTest::addRow("RA-11334 B200 larger SuperPOD, %d SU", r.su)
          << QStringLiteral("QM9700") << 400 << 32 << (r.cores > 0 ? 3 : 2) << nodes << r.leaves
          << r.spines << r.cores << links << links << (r.cores > 0 ? links : 0);
    }
    // RA-11339 (B300, Quantum-X800) Table 3: 72 nodes per SU at 800G (a Q3400 has 144 ports).
    // NVIDIA's 18-SU row prints 9216 GPUs; 1,296 nodes × 8 are 10,368, as its cable columns say.
    const struct {
      int su, leaves, spines, cables;
    } xdr[] = {{1, 8, 4, 576},
               {2, 16, 8, 1152},
               {4, 32, 18, 2304},
               {8, 64, 36, 4608},
               {18, 144, 72, 10368}};
    for (const auto& r : xdr) {
      QTest::addRow("RA-11339 B300 XDR Table 3, %d SU", r.su)
          << QStringLiteral("Q3400-RA") << 800 << 72 << 2 << 72 * r.su << r.leaves << r.spines << 0
          << r.cables << r.cables << 0;
    }
  }

  void computeFabricFollowsTheRaTables() {
    QFETCH(QString, switchId);
    QFETCH(int, rateGbps);
    QFETCH(int, suSize);
    QFETCH(int, tiers);
    QFETCH(int, nodes);
    const PortPlan plan = PortPlanner::plan(superPod(nodes, switchId, rateGbps, suSize, tiers));
    QCOMPARE(plan.servers, nodes);
    QTEST(plan.leaves(), "leaves");
    QTEST(plan.spines(), "spines");
    QTEST(plan.cores(), "cores");
    QTEST(plan.tier(QStringLiteral("serverLeaf"))->cableAssemblies, "nodeLeafCables");
    QTEST(plan.tier(QStringLiteral("leafSpine"))->cableAssemblies, "leafSpineCables");
    QTEST(plan.tier(QStringLiteral("spineCore"))->cableAssemblies, "spineCoreCables");
    QCOMPARE(plan.leavesPerSu, 8);  // one leaf per rail
  }

  // RA-11337 (B300 Spectrum-X) Table 3. "Each group of 64 nodes is rail-aligned"; "twin-planar
  // design … Each GPU has 2x 400GbE connectivity through two different planes" (network-fabrics
  // page). Planned on SN5610 at 400GbE (128 ports: 64 down, 64 up); the table names no switch
  // model, so SN5610 stays an assumption. The table counts one cable per ConnectX-8 cage and one
  // per twin-port 800G leaf-spine cable, each carrying two 400GbE links: the plan's 400G links
  // are twice the printed cable counts.
  void b300EthernetTwinPlanes_data() {
    QTest::addColumn<int>("su");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("nodeLeafCables");
    QTest::addColumn<int>("leafSpineCables");
    const struct {
      int su, leaves, spines, nodeLeaf, leafSpine;
    } rows[] = {{1, 16, 8, 512, 512},
                {2, 32, 16, 1024, 1024},
                {4, 64, 32, 2048, 2048},
                {8, 128, 64, 4096, 4096},
                {16, 256, 128, 8192, 8192}};
    for (const auto& r : rows) {
      QTest::addRow("RA-11337 B300 Ethernet Table 3, %d SU", r.su)
          << r.su << r.leaves << r.spines << r.nodeLeaf << r.leafSpine;
    }
  }
  void b300EthernetTwinPlanes() {
    QFETCH(int, su);
    const Catalog& catalog = Catalog::builtIn();
    PlanInputs in = superPod(64 * su, QStringLiteral("SN5610"), 400, 64, 2);
    in.serverSpec =
        PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("DGX-B300")), 400);
    in.linksPerGpu = 2;
    in.planes = 2;
    const PortPlan plan = PortPlanner::plan(in);
    QCOMPARE(plan.servers, 64 * su);
    QTEST(plan.leaves(), "leaves");
    QTEST(plan.spines(), "spines");
    QCOMPARE(plan.leavesPerSu, 8);  // per plane: one leaf per rail
    QFETCH(int, nodeLeafCables);
    QFETCH(int, leafSpineCables);
    QCOMPARE(plan.tier(QStringLiteral("serverLeaf"))->logicalLinks, 2 * nodeLeafCables);
    QCOMPARE(plan.tier(QStringLiteral("leafSpine"))->logicalLinks, 2 * leafSpineCables);
  }

  // RA-11333 Appendix A, Table 8, compute InfiniBand rows for 4 SU and 127 DGX H100: "2040 NDR
  // cables, 400 Gbps, DGX H100 systems to leaf, leaf to spine", "1536 switch OSFP transceivers,
  // leaf and spine", "508 system OSFP transceivers in the DGX H100 systems" (twin-port, two links
  // each). The four UFM transceivers and two UFM cables of the table are not in the plan.
  void h100CableEstimateComputeRows() {
    const Catalog& catalog = Catalog::builtIn();
    PlanInputs in = superPod(127, QStringLiteral("QM9700"), 400, 32, 2);
    in.serverSpec =
        PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("DGX-H100")), 400);
    const PortPlan plan = PortPlanner::plan(in);
    QCOMPARE(plan.totalCableAssemblies(), 2040);
    const int serverTransceivers = 127 * 4;  // four twin-port cages per DGX H100
    QCOMPARE(serverTransceivers, 508);
    QCOMPARE(plan.totalTransceivers() - serverTransceivers, 1536);
    // Every leaf and spine cage holds a module: 48 switches × 32 cages.
    QCOMPARE((plan.leaves() + plan.spines()) * 32, 1536);
  }
};

QTEST_GUILESS_MAIN(TestSuperPodTables)
#include "tst_superpodtables.moc"
