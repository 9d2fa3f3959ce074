// Recovery files and the design diff the start-up offer shows: the diff counts added, removed and
// changed objects per kind by id; the store writes a design and its sidecar, reads them back,
// offers only entries no running process holds (a live lock is respected, a dead process's lock
// is taken over), removes sidecars without a design, and treats a broken sidecar as untitled.
#include "core/analysis/designdiff.h"
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/recovery.h"
#include "support/designbuilder.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

ObjectId id(const QString& name) {
  return DesignBuilder::idFor(name);
}

/// The small cluster with one rack added, one device renamed and the second DGX (with its
/// transceivers and the cable at its cage) removed.
void editSmallCluster(Design& design) {
  Rack rack;
  rack.id = QUuid::createUuid();
  rack.rowId = id(QStringLiteral("row:Row 1"));
  rack.name = QStringLiteral("R03");
  rack.positionInRow = 2;
  DesignEdits::addRack(design, rack)->redo();
  DesignEdits::renameDevice(design, id(QStringLiteral("device:leaf-01")), QStringLiteral("leaf-1a"))
      ->redo();
  DesignEdits::removeDevice(design, id(QStringLiteral("device:dgx-02")))->redo();
}

RecoveryInfo sampleInfo(const QString& original) {
  RecoveryInfo info;
  info.originalPath = original;
  info.designName = QStringLiteral("Small cluster");
  info.writtenAt = QDateTime(QDate(2026, 3, 4), QTime(5, 6, 7, 890), Qt::UTC);
  info.pid = 4242;
  info.instance = RecoveryStore::instanceId();
  info.host = QSysInfo::machineHostName();
  return info;
}

/// The pid of a process that has ended (a short-lived child, reaped).
qint64 deadPid() {
  QProcess process;
  process.start(QStringLiteral("/bin/true"), {});
  process.waitForStarted();
  const qint64 pid = process.processId();
  process.waitForFinished();
  return pid;
}

}  // namespace

class TestRecovery : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void identicalDesignsDoNotDiffer() {
    Design a;
    DesignBuilder(a).buildSmallCluster();
    Design b;
    DesignBuilder(b).buildSmallCluster();
    const DesignDiff diff = DesignDiff::compute(a, b);
    QVERIFY(diff.isEmpty());
    QCOMPARE(diff.toText(), QStringLiteral("no differences"));
  }

  void editsAreCountedPerKind() {
    Design onDisk;
    DesignBuilder(onDisk).buildSmallCluster();
    Design edited;
    DesignBuilder(edited).buildSmallCluster();
    const int modulesBefore = int(edited.all<Module>().size());
    const int cablesBefore = int(edited.all<Cable>().size());
    editSmallCluster(edited);
    const int modulesGone = modulesBefore - int(edited.all<Module>().size());
    const int cablesGone = cablesBefore - int(edited.all<Cable>().size());
    QVERIFY(modulesGone > 0);

    const DesignDiff diff = DesignDiff::compute(onDisk, edited);
    QCOMPARE(diff.racks, (DesignDiff::Counts{1, 0, 0}));
    QCOMPARE(diff.devices, (DesignDiff::Counts{0, 1, 1}));
    QCOMPARE(diff.modules, (DesignDiff::Counts{0, modulesGone, 0}));
    QCOMPARE(diff.cables.removed, cablesGone);
    // Removing the DGX detaches the cables at its cages: they stay, with a loose end.
    QVERIFY(diff.cables.changed > 0);
    QVERIFY(diff.sites.isEmpty() && diff.rooms.isEmpty() && diff.rows.isEmpty());
    QVERIFY(!diff.infoChanged);
    QVERIFY2(diff.toText().startsWith(QStringLiteral("racks: 1 added; devices: 1 removed, 1 "
                                                     "changed; modules: %1 removed")
                                          .arg(modulesGone)),
             qPrintable(diff.toText()));

    // The other way round, additions become removals.
    const DesignDiff back = DesignDiff::compute(edited, onDisk);
    QCOMPARE(back.racks, (DesignDiff::Counts{0, 1, 0}));
    QCOMPARE(back.devices, (DesignDiff::Counts{1, 0, 1}));
  }

  void againstAnEmptyDesignEverythingIsAdded() {
    Design empty;
    Design cluster;
    DesignBuilder(cluster).buildSmallCluster();
    const DesignDiff diff = DesignDiff::compute(empty, cluster);
    QCOMPARE(diff.racks.added, int(cluster.all<Rack>().size()));
    QCOMPARE(diff.devices.added, int(cluster.all<Device>().size()));
    QCOMPARE(diff.cables.added, int(cluster.all<Cable>().size()));
    QCOMPARE(diff.devices.removed + diff.devices.changed, 0);
  }

  void designDetailsCount() {
    Design a;
    Design b;
    DesignInfo info = b.info();
    info.revision = QStringLiteral("B");
    b.setInfo(info);
    const DesignDiff diff = DesignDiff::compute(a, b);
    QVERIFY(diff.infoChanged);
    QCOMPARE(diff.toText(), QStringLiteral("design details changed"));
  }

  void designAndSidecarRoundTrip() {
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const RecoveryStore store(temp.filePath(QStringLiteral("recovery")));
    Design design;
    DesignBuilder(design).buildSmallCluster();
    QString slotId;
    {
      std::unique_ptr<RecoverySlot> slot = RecoverySlot::create(store);
      slotId = slot->id();
      QVERIFY(QFileInfo::exists(store.lockPath(slotId)));
      QCOMPARE(slot->info().pid, QCoreApplication::applicationPid());
      store.writeDesign(slotId, design);
      store.writeInfo(slotId, sampleInfo(QStringLiteral("/designs/cluster.rackwright")));
      QCOMPARE(store.ids(), QStringList{slotId});
      QCOMPARE(store.readInfo(slotId), sampleInfo(QStringLiteral("/designs/cluster.rackwright")));
      // This process holds the entry: it is not offered.
      QVERIFY(store.claimOrphans().empty());
    }
    // The slot is gone (as after "decide later"): the lock went with it, the files stayed.
    QVERIFY(!QFileInfo::exists(store.lockPath(slotId)));
    std::vector<std::unique_ptr<RecoverySlot>> orphans = store.claimOrphans();
    QCOMPARE(orphans.size(), size_t(1));
    QCOMPARE(orphans.front()->id(), slotId);
    QCOMPARE(orphans.front()->info().originalPath, QStringLiteral("/designs/cluster.rackwright"));
    QVERIFY(orphans.front()->infoProblem().isEmpty());
    Design loaded;
    DesignFile::load(orphans.front()->designPath(), loaded);
    QCOMPARE(DesignFile::toBytes(loaded), DesignFile::toBytes(design));
    // While claimed, a second look (another instance starting) does not get it.
    QVERIFY(store.claimOrphans().empty());
    // A temporary a killed write left beside the design goes with the entry.
    QFile leftover(store.designPath(slotId) + QStringLiteral(".Ab12Cd"));
    QVERIFY(leftover.open(QIODevice::WriteOnly));
    leftover.close();
    orphans.front()->discard();
    orphans.clear();
    QVERIFY(store.ids().isEmpty());
    QVERIFY(QDir(store.directory()).entryList(QDir::Files).isEmpty());
  }

  void aDeadProcessLockIsTakenOver() {
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const RecoveryStore store(temp.filePath(QStringLiteral("recovery")));
    QVERIFY(QDir().mkpath(store.directory()));
    const QString slotId = QStringLiteral("design-crashed");
    Design design;
    DesignBuilder(design).buildSmallCluster();
    store.writeDesign(slotId, design);
    store.writeInfo(slotId, sampleInfo(QString()));
    // The lock a killed process leaves: QLockFile's format, naming a pid that no longer runs.
    const qint64 pid = deadPid();
    QVERIFY(pid > 0);
    QFile lock(store.lockPath(slotId));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(pid) + "\nrackwright\n" + QSysInfo::machineHostName().toUtf8() +
               "\n");
    lock.close();

    std::vector<std::unique_ptr<RecoverySlot>> orphans = store.claimOrphans();
    QCOMPARE(orphans.size(), size_t(1));
    QVERIFY(orphans.front()->info().isUntitled());
    qint64 owner = 0;
    QString host;
    QString app;
    QVERIFY(QLockFile(store.lockPath(slotId)).getLockInfo(&owner, &host, &app));
    QCOMPARE(owner, QCoreApplication::applicationPid());
  }

  void aLiveLockIsRespected() {
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const RecoveryStore store(temp.filePath(QStringLiteral("recovery")));
    std::unique_ptr<RecoverySlot> live = RecoverySlot::create(store);
    store.writeDesign(live->id(), Design());
    store.writeInfo(live->id(), sampleInfo(QString()));
    // Long-open documents stay owned: there is no age after which a live lock counts as stale.
    QVERIFY(!RecoverySlot::claim(store, live->id()));
    QVERIFY(store.claimOrphans().empty());
  }

  void sidecarWithoutDesignIsRemoved() {
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const RecoveryStore store(temp.filePath(QStringLiteral("recovery")));
    QVERIFY(QDir().mkpath(store.directory()));
    store.writeInfo(QStringLiteral("design-half"), sampleInfo(QString()));
    QVERIFY(store.claimOrphans().empty());
    QVERIFY(store.ids().isEmpty());
  }

  void brokenSidecarOffersTheDesignAsUntitled() {
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const RecoveryStore store(temp.filePath(QStringLiteral("recovery")));
    QVERIFY(QDir().mkpath(store.directory()));
    const QString slotId = QStringLiteral("design-broken");
    store.writeDesign(slotId, Design());
    QFile info(store.infoPath(slotId));
    QVERIFY(info.open(QIODevice::WriteOnly));
    info.write("{\"writtenAt\": 12");
    info.close();
    QVERIFY_THROWS_EXCEPTION(ParseError, store.readInfo(slotId));
    std::vector<std::unique_ptr<RecoverySlot>> orphans = store.claimOrphans();
    QCOMPARE(orphans.size(), size_t(1));
    QVERIFY(orphans.front()->info().isUntitled());
    QVERIFY(orphans.front()->info().writtenAt.isValid());
    QVERIFY2(orphans.front()->infoProblem().contains(store.infoPath(slotId)),
             qPrintable(orphans.front()->infoProblem()));
  }
};

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
