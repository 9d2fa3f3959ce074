// Property test of the incremental validator: random designs, thousands of random edits through
// the real undo commands (with undo and redo interleaved), and after every step the incremental
// findings must equal a full re-validation. Plus: one edit on a 256-cable design re-runs only a
// handful of scopes.
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "core/validation/incrementalvalidator.h"
#include "support/designbuilder.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QStringList kDeviceTypes{QStringLiteral("QM9700"),
                               QStringLiteral("SN5600"),
                               QStringLiteral("DGX-H100"),
                               QStringLiteral("DGX-B200"),
                               QStringLiteral("HGX-8GPU-GENERIC"),
                               QStringLiteral("GEN-PANEL-1U-12MPO12-APC"),
                               QStringLiteral("GEN-PANEL-1U-24LC"),
                               QStringLiteral("SN2201"),
                               QStringLiteral("Q3400-RA"),
                               QStringLiteral("UFM-APPLIANCE-3")};
const QStringList kAdapterTypes{QStringLiteral("MCX75310AAS-NEAT"), QStringLiteral("B3220"),
                                QStringLiteral("MCX755106AS-HEAT"), QStringLiteral("C8180")};
const QStringList kAssemblies{QStringLiteral("MCP4Y10-N001"), QStringLiteral("MCP4Y10-N002-FLT"),
                              QStringLiteral("MCP7Y00-N002"), QStringLiteral("MCP7Y10-N002"),
                              QStringLiteral("MCP7Y40-N002"), QStringLiteral("MCA4J80-N003"),
                              QStringLiteral("MCP7Y60-H002")};
/// The networks a switch or a cable may be given; mostly none, as in designs from before them.
const QStringList kNetworks{QString(),
                            QString(),
                            QStringLiteral("storage"),
                            QStringLiteral("inband"),
                            QStringLiteral("compute"),
                            QStringLiteral("oob")};
const QStringList kFibers{QStringLiteral("MFP7E10-N010"),
                          QStringLiteral("MFP7E20-N005"),
                          QStringLiteral("MFP7E30-N010"),
                          QStringLiteral("MFP7E40-N005"),
                          QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m"),
                          QStringLiteral("GEN-MPO12-APC-TYPEA-OM4:5m"),
                          QStringLiteral("GEN-LC-UPC-AB-OS2:10m")};

QString describe(const Finding& f) {
  return QStringLiteral("%1 %2 %3 [%4]%5: %6")
      .arg(toString(f.severity), f.rule, f.location, f.key(),
           f.waived ? QStringLiteral(" waived") : QString(), f.message());
}

/// Applies random edits to a design through DesignEdits on an undo stack.
class RandomEditor {
 public:
  RandomEditor(Design& design, QUndoStack& stack, quint32 seed)
      : mDesign(design), mStack(stack), mRng(seed), mSeed(seed) {
    const Catalog& library = design.library();
    for (const PartPtr& part : library.parts(PartKind::Transceiver))
      mTransceivers << part->id;
  }

  QString lastAction() const { return mLast; }
  int refused() const { return mRefused; }

  void buildInitial() {
    DesignBuilder b(mDesign, &mStack);
    mRacks << b.labRack(QStringLiteral("R01"), 0) << b.labRack(QStringLiteral("R02"), 1);
    for (int i = 0; i < 7; ++i)
      addDevice();
    for (int i = 0; i < 3; ++i)
      addAdapter();
    for (int i = 0; i < 12; ++i)
      plugModule();
    for (int i = 0; i < 12; ++i)
      addCable();
  }

  void step(const ValidationResult& current) {
    const int op = int(mRng.bounded(116));
    try {
      if (op < 8) {
        addDevice();
      } else if (op < 12) {
        removeDevice();
      } else if (op < 20) {
        moveDevice();
      } else if (op < 24) {
        addAdapter();
      } else if (op < 37) {
        plugModule();
      } else if (op < 42) {
        removeModule();
      } else if (op < 55) {
        addCable();
      } else if (op < 60) {
        removeCable();
      } else if (op < 72) {
        reconnect();
      } else if (op < 78) {
        configureCage();
      } else if (op < 82) {
        addWaiver(current);
      } else if (op < 84) {
        removeWaiver();
      } else if (op < 87) {
        editRack();
      } else if (op < 89) {
        renameDevice();
      } else if (op < 93) {
        assignCableNetwork();
      } else if (op < 106) {
        mLast = QStringLiteral("undo");
        mStack.undo();
      } else {
        mLast = QStringLiteral("redo");
        mStack.redo();
      }
    } catch (const Error& e) {
      mLast += QStringLiteral(" (refused: %1)").arg(e.message());
      ++mRefused;
    }
  }

 private:
  ObjectId newId() {
    return QUuid::createUuidV5(
        QUuid::fromString(QStringLiteral("{0b3c8f41-6a2d-4e7b-9c15-2d4e6f8a0b1c}")),
        QStringLiteral("%1:%2").arg(mSeed).arg(++mCounter));
  }
  template <typename T>
  QVector<ObjectId> ids() const {
    QVector<ObjectId> result = mDesign.all<T>().keys().toVector();
    std::sort(result.begin(), result.end());
    return result;
  }
  template <typename T>
  const T* pick() {
    const QVector<ObjectId> all = ids<T>();
    if (all.isEmpty())
      return nullptr;
    return mDesign.find<T>(all[int(mRng.bounded(qsizetype(all.size())))]);
  }
  QString pickOf(const QStringList& list) {
    return list[int(mRng.bounded(qsizetype(list.size())))];
  }
  void push(std::unique_ptr<QUndoCommand> command) { mStack.push(command.release()); }

  QVector<const Device*> devicesWith(const std::function<bool(const DeviceBody&)>& predicate) {
    QVector<const Device*> result;
    for (const ObjectId& id : ids<Device>()) {
      const Device* d = mDesign.find<Device>(id);
      const PartPtr part = mDesign.part(d->typeId);
      if (part && part->device() && predicate(*part->device()))
        result << d;
    }
    return result;
  }

  void addDevice() {
    if (mDesign.all<Device>().size() > 28)
      return removeDevice();
    Device d;
    d.id = newId();
    d.typeId = pickOf(kDeviceTypes);
    d.name = QStringLiteral("dev-%1").arg(mCounter);
    d.rackId = mRacks[int(mRng.bounded(mRacks.size()))];
    d.positionU = 1 + int(mRng.bounded(30));
    d.face = mRng.bounded(4) == 0 ? RackFace::Rear : RackFace::Front;
    // Switches serve a network now and then, so that the platform rules (PL) have links to judge.
    const PartPtr part = mDesign.part(d.typeId);
    if (part && part->device() && part->device()->role == DeviceRole::Switch)
      d.network = pickOf(kNetworks);
    mLast = QStringLiteral("add device %1 %2 at U%3").arg(d.name, d.typeId).arg(d.positionU);
    push(DesignEdits::addDevice(mDesign, d));
  }
  void addAdapter() {
    const auto servers = devicesWith([](const DeviceBody& b) { return !b.adapterBays.isEmpty(); });
    if (servers.isEmpty())
      return addDevice();
    const Device* server = servers[int(mRng.bounded(servers.size()))];
    const PartPtr part = mDesign.part(server->typeId);
    Device d;
    d.id = newId();
    d.typeId = pickOf(kAdapterTypes);
    d.name = QStringLiteral("nic-%1").arg(mCounter);
    d.parentId = server->id;
    // Mostly real bays, sometimes a bay the server does not have (DS-04) or a taken one (DS-01).
    const auto& bays = part->device()->adapterBays;
    d.bay = mRng.bounded(8) == 0 ? QStringLiteral("NIC99")
                                 : bays[int(mRng.bounded(qMin(3, int(bays.size()))))].name;
    mLast = QStringLiteral("add adapter %1 %2 in %3").arg(d.name, d.typeId, d.bay);
    push(DesignEdits::addDevice(mDesign, d));
  }
  void removeDevice() {
    const Device* d = pick<Device>();
    if (!d)
      return;
    mLast = QStringLiteral("remove device %1").arg(d->name);
    push(DesignEdits::removeDevice(mDesign, d->id));
  }
  void moveDevice() {
    const Device* d = pick<Device>();
    if (!d || !d->parentId.isNull())
      return;
    const bool unrack = mRng.bounded(10) == 0;
    const ObjectId rack = unrack ? ObjectId() : mRacks[int(mRng.bounded(mRacks.size()))];
    const double u = 1 + int(mRng.bounded(30));
    const RackFace face = mRng.bounded(3) == 0 ? RackFace::Rear : RackFace::Front;
    mLast = QStringLiteral("move device %1 to U%2").arg(d->name).arg(u);
    push(DesignEdits::moveDevice(mDesign, d->id, rack, u, face));
  }
  void renameDevice() {
    const Device* d = pick<Device>();
    if (!d)
      return;
    mLast = QStringLiteral("rename device %1").arg(d->name);
    push(DesignEdits::renameDevice(mDesign, d->id, d->name + QStringLiteral("x")));
  }

  /// A random (device, cage) among the first cages of devices that have pluggable cages.
  bool randomCage(ObjectId* device, QString* cage) {
    const auto hosts = devicesWith([](const DeviceBody& b) { return !b.cages.isEmpty(); });
    if (hosts.isEmpty())
      return false;
    const Device* d = hosts[int(mRng.bounded(hosts.size()))];
    const auto& cages = mDesign.part(d->typeId)->device()->cages;
    QVector<const CageDefinition*> pluggable;
    for (const CageDefinition& c : cages) {
      if (c.formFactor != FormFactor::RJ45)
        pluggable << &c;
    }
    if (pluggable.isEmpty())
      return false;
    *device = d->id;
    *cage = pluggable[int(mRng.bounded(qMin(4, int(pluggable.size()))))]->name;
    return true;
  }
  void plugModule() {
    Module m;
    m.id = newId();
    m.typeId = pickOf(mTransceivers);
    if (mRng.bounded(12) != 0 && !randomCage(&m.deviceId, &m.cage))
      return;
    mLast = QStringLiteral("plug %1 into %2").arg(m.typeId, m.cage);
    push(DesignEdits::plugModule(mDesign, m));
  }
  void removeModule() {
    const Module* m = pick<Module>();
    if (!m)
      return;
    mLast = QStringLiteral("remove module %1").arg(m->typeId);
    push(DesignEdits::removeModule(mDesign, m->id));
  }

  Attachment randomAttachment(bool plugEnd) {
    if (mRng.bounded(8) == 0)
      return {};
    if (plugEnd) {
      Attachment at{Attachment::Kind::Cage, {}, {}};
      if (!randomCage(&at.objectId, &at.port))
        return {};
      return at;
    }
    if (mRng.bounded(3) == 0) {
      const auto panels = devicesWith([](const DeviceBody& b) { return !b.panelPorts.isEmpty(); });
      if (!panels.isEmpty()) {
        const Device* panel = panels[int(mRng.bounded(panels.size()))];
        const auto& ports = mDesign.part(panel->typeId)->device()->panelPorts;
        // Fronts 1-2 and their rears, so that channels run through panels.
        QStringList names;
        for (const auto& p : ports) {
          if (p.name.endsWith(QLatin1Char('1')) || p.name.endsWith(QLatin1Char('2')))
            names << p.name;
        }
        if (!names.isEmpty())
          return {Attachment::Kind::PanelPort, panel->id, pickOf(names)};
      }
    }
    const Module* m = pick<Module>();
    if (!m)
      return {};
    const PartPtr part = mDesign.part(m->typeId);
    if (!part || !part->transceiver() || part->transceiver()->opticalPorts.isEmpty())
      return {};
    const auto& ports = part->transceiver()->opticalPorts;
    return {Attachment::Kind::ModulePort, m->id, ports[int(mRng.bounded(ports.size()))].name};
  }
  void addCable() {
    const bool assembly = mRng.bounded(3) == 0;
    Cable c;
    c.id = newId();
    c.typeId = assembly ? pickOf(kAssemblies) : pickOf(kFibers);
    const PartPtr part = mDesign.part(c.typeId);
    QStringList ends;
    if (part->assembly()) {
      for (const auto& e : part->assembly()->ends)
        ends << e.name;
    } else {
      for (const auto& e : part->fiber()->ends)
        ends << e.name;
    }
    for (const QString& end : ends)
      c.ends.push_back({end, randomAttachment(bool(part->assembly()))});
    c.lengthM = 1 + int(mRng.bounded(60));
    mLast = QStringLiteral("add cable %1").arg(c.typeId);
    push(DesignEdits::addCable(mDesign, c));
  }
  void removeCable() {
    const Cable* c = pick<Cable>();
    if (!c)
      return;
    mLast = QStringLiteral("remove cable %1").arg(c->typeId);
    push(DesignEdits::removeCable(mDesign, c->id));
  }
  void reconnect() {
    const Cable* c = pick<Cable>();
    if (!c || c->ends.isEmpty())
      return;
    const PartPtr part = mDesign.part(c->typeId);
    const QString end = c->ends[int(mRng.bounded(c->ends.size()))].name;
    mLast = QStringLiteral("reconnect %1 end %2").arg(c->typeId, end);
    push(DesignEdits::connectCableEnd(mDesign, c->id, end,
                                      randomAttachment(part && part->assembly())));
  }
  void assignCableNetwork() {
    const Cable* c = pick<Cable>();
    if (!c)
      return;
    Cable changed = *c;
    changed.network = pickOf(kNetworks);
    mLast = QStringLiteral("cable %1 on network \"%2\"").arg(c->typeId, changed.network);
    push(DesignEdits::editCable(mDesign, changed));
  }
  void configureCage() {
    ObjectId device;
    QString cage;
    if (!randomCage(&device, &cage))
      return;
    CageConfig config;
    config.splitConfigured = mRng.bounded(2) == 0;
    const int protocol = int(mRng.bounded(3));
    if (protocol == 1)
      config.protocol = Protocol::InfiniBand;
    if (protocol == 2)
      config.protocol = Protocol::Ethernet;
    mLast = QStringLiteral("configure %1").arg(cage);
    push(DesignEdits::setCageConfig(mDesign, device, cage, config));
  }
  void addWaiver(const ValidationResult& current) {
    if (current.findings.isEmpty())
      return;
    const Finding& f = current.findings[int(mRng.bounded(current.findings.size()))];
    Waiver w;
    w.id = newId();
    w.findingKey = f.key();
    w.reason = QStringLiteral("accepted %1").arg(mCounter);
    mLast = QStringLiteral("waive %1").arg(f.key());
    push(DesignEdits::addWaiver(mDesign, w));
  }
  void removeWaiver() {
    const Waiver* w = pick<Waiver>();
    if (!w)
      return;
    mLast = QStringLiteral("remove waiver");
    push(DesignEdits::removeWaiver(mDesign, w->id));
  }
  void editRack() {
    const Rack* r = pick<Rack>();
    if (!r)
      return;
    Rack changed = *r;
    changed.heightU = 20 + int(mRng.bounded(23));
    changed.depthMm = mRng.bounded(4) == 0 ? 200 : 1200;
    changed.maxPowerW = mRng.bounded(3) == 0 ? 5000 : 40000;
    changed.name = r->name.left(3) + QString::number(mCounter % 3);
    mLast = QStringLiteral("edit rack %1").arg(r->name);
    push(DesignEdits::editRack(mDesign, changed));
  }

  Design& mDesign;
  QUndoStack& mStack;
  QRandomGenerator mRng;
  quint32 mSeed;
  int mCounter = 0;
  QVector<ObjectId> mRacks;
  QStringList mTransceivers;
  QString mLast;
  int mRefused = 0;
};

}  // namespace

class TestIncremental : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void randomEdits_data();
  void randomEdits();
  void designResetRunsFully();
  void singleEditRerunsFewScopes();
  void firstRunOnASnapshotCatchesUpWithLaterEdits_data();
  void firstRunOnASnapshotCatchesUpWithLaterEdits();
};

void TestIncremental::firstRunOnASnapshotCatchesUpWithLaterEdits_data() {
  QTest::addColumn<quint32>("seed");
  QTest::addColumn<int>("editsMeanwhile");
  QTest::addColumn<InfoDetail>("infos");
  QTest::newRow("no edits meanwhile") << 3u << 0 << InfoDetail::All;
  QTest::newRow("one edit") << 5u << 1 << InfoDetail::All;
  QTest::newRow("forty edits") << 11u << 40 << InfoDetail::All;
  QTest::newRow("forty edits, infos counted") << 11u << 40 << InfoDetail::None;
}

/// The workbench's first validation of a large design: a validator of a snapshot runs (on a
/// worker, here inline) while the live design is edited; the live validator adopts it and its
/// next update re-runs only what the edits since the snapshot touched.
void TestIncremental::firstRunOnASnapshotCatchesUpWithLaterEdits() {
  QFETCH(quint32, seed);
  QFETCH(int, editsMeanwhile);
  QFETCH(InfoDetail, infos);
  Design design;
  QUndoStack stack;
  RandomEditor editor(design, stack, seed);
  editor.buildInitial();
  IncrementalValidator live(design, infos);
  const auto baseline = IncrementalValidator::ofSnapshot(design.snapshot(), infos);
  ValidationResult full = Validator::validateAll(design);
  // A step may be refused or find nothing to do: what counts is whether the design changed.
  QSignalSpy added(&design, &Design::objectAdded);
  QSignalSpy changed(&design, &Design::objectChanged);
  QSignalSpy removed(&design, &Design::objectRemoved);
  for (int i = 0; i < editsMeanwhile; ++i) {
    editor.step(full);
    full = Validator::validateAll(design);
  }
  const bool edited = added.count() + changed.count() + removed.count() > 0;
  baseline->update();  // what the worker does; it never sees the edits
  QVERIFY(baseline->lastUpdateStats().fullRun);
  QCOMPARE(live.hasPendingChanges(), true);
  live.adopt(*baseline);
  QCOMPARE(live.hasPendingChanges(), edited);
  live.update();
  QCOMPARE(live.result(), Validator::validateAll(design, infos));
  if (live.lastUpdateStats().scopesTotal > 0 && editsMeanwhile > 0)
    QVERIFY(!live.lastUpdateStats().fullRun);
  // And it goes on incrementally.
  editor.step(full);
  live.update();
  QVERIFY(!live.lastUpdateStats().fullRun);
  QCOMPARE(live.result(), Validator::validateAll(design, infos));
}

void TestIncremental::randomEdits_data() {
  QTest::addColumn<quint32>("seed");
  QTest::addColumn<int>("steps");
  QTest::addColumn<InfoDetail>("infos");
  for (quint32 seed : {1u, 7u, 42u, 1234u, 98765u}) {
    QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed)))
        << seed << 450 << InfoDetail::All;
  }
  // The workbench's way for large designs: unwaived infos counted per rule and per object.
  for (quint32 seed : {3u, 42u, 4321u}) {
    QTest::newRow(qPrintable(QStringLiteral("infos counted, seed %1").arg(seed)))
        << seed << 450 << InfoDetail::None;
  }
}

/// With infos counted, an object's and a rule's infos are made again on demand: the same as the
/// full run lists.
void checkInfosOnDemand(const IncrementalValidator& incremental, const Design& design,
                        QRandomGenerator& rng) {
  const ValidationResult all = Validator::validateAll(design);
  QVector<Finding> unwaived;
  for (const Finding& f : all.findings) {
    if (f.severity == Severity::Info && !f.waived)
      unwaived << f;
  }
  if (unwaived.isEmpty())
    return;
  const Finding& pick = unwaived.at(rng.bounded(int(unwaived.size())));
  const QSet<ObjectId> objects{pick.objects.constFirst()};
  QVector<Finding> about;
  for (const Finding& f : unwaived) {
    if (std::any_of(f.objects.begin(), f.objects.end(),
                    [&](const ObjectId& id) { return objects.contains(id); }))
      about << f;
  }
  QCOMPARE(incremental.infosAbout(objects), about);
  QVector<Finding> ofRule;
  for (const Finding& f : unwaived) {
    if (f.rule == pick.rule)
      ofRule << f;
  }
  const QVector<Finding> got = incremental.infosOf(pick.rule, 3);
  QVERIFY(got.size() >= std::min<qsizetype>(3, ofRule.size()));
  for (const Finding& f : got)
    QVERIFY2(ofRule.contains(f), qPrintable(describe(f)));
}

void TestIncremental::randomEdits() {
  QFETCH(quint32, seed);
  QFETCH(int, steps);
  QFETCH(InfoDetail, infos);
  Design design;
  QUndoStack stack;
  IncrementalValidator incremental(design, infos);
  QCOMPARE(incremental.countsInfos(), infos != InfoDetail::All);
  RandomEditor editor(design, stack, seed);
  editor.buildInitial();
  incremental.update();
  QVERIFY(incremental.lastUpdateStats().fullRun);

  ValidationResult full = Validator::validateAll(design, infos);
  QCOMPARE(incremental.findings(), full.findings);
  QRandomGenerator onDemand(seed);
  int partialRuns = 0;
  int rerun = 0;
  int total = 0;
  QSet<QString> rulesSeen;
  int waivedSeen = 0;
  for (int step = 0; step < steps; ++step) {
    editor.step(Validator::validateAll(design));
    incremental.update();
    full = Validator::validateAll(design, infos);
    const QVector<Finding> got = incremental.findings();
    if (got != full.findings) {
      QStringList diff;
      for (const Finding& f : got) {
        if (!full.findings.contains(f))
          diff << QStringLiteral("+ ") + describe(f);
      }
      for (const Finding& f : full.findings) {
        if (!got.contains(f))
          diff << QStringLiteral("- ") + describe(f);
      }
      QFAIL(qPrintable(QStringLiteral("step %1 (%2): incremental differs from full run:\n%3")
                           .arg(step)
                           .arg(editor.lastAction(), diff.join(QLatin1Char('\n')))));
    }
    QCOMPARE(incremental.result(), full);
    if (step % 50 == 0) {
      checkInfosOnDemand(incremental, design, onDemand);
      if (QTest::currentTestFailed())
        return;
    }
    const auto stats = incremental.lastUpdateStats();
    QVERIFY(!stats.fullRun);
    ++partialRuns;
    rerun += stats.scopesRun;
    total += stats.scopesTotal;
    for (const Finding& f : full.findings)
      rulesSeen.insert(f.rule);
    for (auto it = full.infoCountByRule.cbegin(); it != full.infoCountByRule.cend(); ++it)
      rulesSeen.insert(it.key());
    waivedSeen += full.waived;
  }
  // The edits are meaningful: most are accepted and they provoke a wide range of rules.
  qInfo("seed %u: %d refused edits, %d rules seen, %d scopes re-run of %d", seed, editor.refused(),
        int(rulesSeen.size()), rerun, total);
  QVERIFY(editor.refused() * 4 < steps);
  QVERIFY2(rulesSeen.size() >= 15, qPrintable(QStringList(rulesSeen.values()).join(u' ')));
  // Switches and cables get networks and UFM appliances are placed, so a platform rule checked
  // on one device with what its cables reach (PL-09 on a node, PL-15 on a UFM appliance) is
  // among them; which of the two depends on the seed.
  QVERIFY2(
      rulesSeen.contains(QStringLiteral("PL-09")) || rulesSeen.contains(QStringLiteral("PL-15")),
      qPrintable(QStringList(rulesSeen.values()).join(u' ')));
  QVERIFY(waivedSeen > 0);
  // On average an edit re-runs a small part of the design.
  QVERIFY2(rerun * 3 < total,
           qPrintable(QStringLiteral("%1 scopes re-run of %2").arg(rerun).arg(total)));
  QVERIFY(partialRuns == steps);
}

void TestIncremental::designResetRunsFully() {
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const QString path = dir.filePath(QStringLiteral("cluster.rackwright"));
  {
    Design source;
    DesignBuilder(source).buildSmallCluster();
    DesignFile::save(source, path);
  }
  Design design;
  IncrementalValidator incremental(design);
  QSignalSpy changed(&incremental, &IncrementalValidator::findingsChanged);
  incremental.update();
  QVERIFY(incremental.findings().isEmpty());
  DesignFile::load(path, design);  // bulk load: one designReset
  QVERIFY(incremental.hasPendingChanges());
  incremental.update();
  QVERIFY(incremental.lastUpdateStats().fullRun);
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
  QVERIFY(!incremental.findings().isEmpty());
  QCOMPARE(changed.count(), 2);
  // Nothing changed: nothing runs, no signal.
  incremental.update();
  QCOMPARE(incremental.lastUpdateStats().scopesRun, 0);
  QCOMPARE(changed.count(), 2);
}

void TestIncremental::singleEditRerunsFewScopes() {
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  // Four leaves with 32 twin-port modules each, 32 HGX servers with 8 ConnectX-7 each, and one
  // MFP7E10 from every leaf port to an adapter module: 256 cables.
  QVector<ObjectId> leafModules;
  QVector<ObjectId> nicModules;
  QVector<ObjectId> leaves;
  for (int r = 0; r < 4; ++r) {
    const ObjectId rack = b.labRack(QStringLiteral("R%1").arg(r + 1), r);
    const ObjectId leaf =
        b.device(QStringLiteral("leaf-%1").arg(r + 1), QStringLiteral("QM9700"), rack, 42);
    leaves << leaf;
    for (int c = 1; c <= 32; ++c) {
      leafModules << b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP%1").arg(c));
    }
    for (int s = 0; s < 8; ++s) {
      const ObjectId hgx = b.device(QStringLiteral("hgx-%1-%2").arg(r + 1).arg(s + 1),
                                    QStringLiteral("HGX-8GPU-GENERIC"), rack, 1 + 4 * s);
      for (int n = 1; n <= 8; ++n) {
        const ObjectId nic =
            b.adapter(QStringLiteral("nic-%1-%2-%3").arg(r + 1).arg(s + 1).arg(n),
                      QStringLiteral("MCX75310AAS-NEAT"), hgx, QStringLiteral("NIC%1").arg(n));
        nicModules << b.module(QStringLiteral("MMA4Z00-NS400"), nic, QStringLiteral("P1"));
      }
    }
  }
  QVector<ObjectId> cables;
  for (int i = 0; i < nicModules.size(); ++i) {
    cables << b.cable(
        QStringLiteral("MFP7E10-N010"),
        {DesignBuilder::modulePortEnd(QStringLiteral("A"), leafModules[i / 2],
                                      QString::number(i % 2 + 1)),
         DesignBuilder::modulePortEnd(QStringLiteral("B"), nicModules[i], QStringLiteral("1"))},
        10);
  }
  QVERIFY(design.all<Cable>().size() >= 200);

  IncrementalValidator incremental(design);
  QElapsedTimer timer;
  timer.start();
  incremental.update();
  const qint64 fullMs = timer.elapsed();
  const int totalScopes = incremental.lastUpdateStats().scopesTotal;
  QVERIFY(totalScopes > 1000);

  // Move one fiber's far end to another adapter module (unplugging it from its own).
  const Attachment target{Attachment::Kind::ModulePort, nicModules[7], QStringLiteral("1")};
  stack.push(
      DesignEdits::connectCableEnd(design, cables[3], QStringLiteral("B"), target).release());
  timer.restart();
  incremental.update();
  const qint64 editMs = timer.elapsed();
  const auto stats = incremental.lastUpdateStats();
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
  qInfo("full run: %d scopes in %lld ms; one edit: %d scopes in %lld ms", totalScopes, fullMs,
        stats.scopesRun, editMs);
  QVERIFY(!stats.fullRun);
  QVERIFY2(stats.scopesRun > 0 && stats.scopesRun <= 40,
           qPrintable(QString::number(stats.scopesRun)));
  QVERIFY(stats.scopesRun * 25 < totalScopes);

  // Undo puts it back: again only a few scopes, same result as a full run.
  stack.undo();
  incremental.update();
  QVERIFY(incremental.lastUpdateStats().scopesRun <= 40);
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);

  // A waiver only re-applies waivers.
  Waiver waiver;
  waiver.findingKey = incremental.findings().front().key();
  waiver.reason = QStringLiteral("accepted");
  stack.push(DesignEdits::addWaiver(design, waiver).release());
  incremental.update();
  QCOMPARE(incremental.lastUpdateStats().scopesRun, 0);
  QVERIFY(incremental.findings().front().waived || incremental.result().waived == 1);
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);

  // A fiber that only gets longer re-runs what reads its length (its own reach, its channels)
  // but not the checks of the leaf it lands on, which walk all 64 of the leaf's fibers (PL-13
  // on a compute leaf) and read no length (CheckContext::LengthBlind); a change of its network
  // re-runs those too.
  for (const ObjectId& leaf : std::as_const(leaves)) {
    Device compute = *design.find<Device>(leaf);
    compute.network = QStringLiteral("compute");
    design.update(compute);
  }
  incremental.update();
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
  Cable longer = *design.find<Cable>(cables[5]);
  longer.lengthM += 20;
  design.update(longer);
  incremental.update();
  const int lengthRuns = incremental.lastUpdateStats().scopesRun;
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
  Cable moved = *design.find<Cable>(cables[5]);
  moved.network = QStringLiteral("storage");
  design.update(moved);
  incremental.update();
  const int networkRuns = incremental.lastUpdateStats().scopesRun;
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
  qInfo("a longer fiber re-runs %d scopes, a fiber on another network %d", lengthRuns, networkRuns);
  QVERIFY2(lengthRuns > 0 && lengthRuns < networkRuns,
           qPrintable(QStringLiteral("%1 vs %2").arg(lengthRuns).arg(networkRuns)));
}

QTEST_GUILESS_MAIN(TestIncremental)
#include "tst_incremental.moc"
