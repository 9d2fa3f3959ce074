// The channel trace the workbench draws: real channels built like `check-channel` does, validated
// with every rule, then traced from a cable. Each row checks the elements in walking order, where
// the Tx lanes land, the loss arithmetic (worked by hand from the ReachLimits constants) and the
// element each finding is placed on.
#include "core/catalog/catalog.h"
#include "core/channel/channelbuilder.h"
#include "core/channel/channelreporter.h"
#include "core/channel/channeltrace.h"
#include "core/channel/fibercolours.h"
#include "core/export/channeltracepainter.h"
#include "core/export/paintkit.h"
#include "core/validation/validator.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace rackwright;

namespace {

QStringList words(const char* text) {
  return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

/// "P M S M F": one letter per element kind.
QString kinds(const ChannelTrace& trace) {
  QStringList letters;
  for (const TraceElement& e : trace.elements) {
    switch (e.kind) {
      case TraceElement::Kind::NearPort:
        letters << QStringLiteral("P");
        break;
      case TraceElement::Kind::Mating:
        letters << QStringLiteral("M");
        break;
      case TraceElement::Kind::Segment:
        letters << QStringLiteral("S");
        break;
      case TraceElement::Kind::Passage:
        letters << QStringLiteral("C");
        break;
      case TraceElement::Kind::FarEnd:
        letters << QStringLiteral("F");
        break;
    }
  }
  return letters.join(QLatin1Char(' '));
}

/// Per Tx lane: the far Rx lane it lands on, "Tx" on a far Tx position, "-" nowhere.
QString landings(const ChannelTrace& trace) {
  QStringList out;
  for (const TxLanding& l : trace.landings) {
    out << (l.farTx           ? QStringLiteral("Tx")
            : l.farRxLane > 0 ? QString::number(l.farRxLane)
                              : QStringLiteral("-"));
  }
  return out.join(QLatin1Char(' '));
}

/// The trace through the first fiber of the chain that starts at end A's transceiver.
std::optional<ChannelTrace> traceOf(const BuiltChannel& built, const QVector<Finding>& findings,
                                    bool complete) {
  for (const ChainElement& element : built.elements) {
    if (!element.part || !element.part->fiber())
      continue;
    for (const ObjectId& cableId : built.design->all<Cable>().keys()) {
      const Cable* cable = built.design->find<Cable>(cableId);
      if (cable->typeId != element.part->id)
        continue;
      // The builder faces every cable's first end towards end A of the chain.
      const ObjectId endA = cable->ends.front().attachment.objectId;
      for (const ChannelTrace& t : ChannelTracer::fromCable(*built.design, cableId, findings)) {
        if (t.channel.nearModule == endA && t.channel.complete() == complete)
          return t;
      }
    }
    return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

class TestChannelTrace : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void channels_data();
  void channels();
  void copperAssemblyHasNoChannel();
  void cableTracesBothDirectionsAndEveryLeg();
  void twinPortModuleGivesOneTracePerPort();
  void cumulativeMapFollowsTheElements();
  void fiberColoursFollowTia598();
  void painterOutlinesTheFailingElement();
  void findingsOfAnotherChannelStayOff();
};

void TestChannelTrace::channels_data() {
  QTest::addColumn<QStringList>("chain");
  QTest::addColumn<bool>("complete");
  QTest::addColumn<QString>("kinds");
  QTest::addColumn<QString>("landings");
  QTest::addColumn<bool>("lanesOk");
  QTest::addColumn<int>("matings");
  QTest::addColumn<double>("lossDb");
  QTest::addColumn<double>("lengthM");
  /// The errors and warnings, worst first: "RULE@<element title>" or "RULE@channel".
  QTest::addColumn<QString>("finding");

  // TIA-568 Method A: A-B cord, cassette A, Type-A trunk, cassette A, A-A cord. Six LC/MPO
  // matings: 2 × 0.35 + 4 × 0.25 dB + 110 m × 0.4 dB/km = 1.744 dB; over the four matings the
  // reach figures assume (RE-04, about the whole channel).
  QTest::newRow("method A through two cassettes")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-A "
             "GEN-MPO12-APC-TRUNK-TYPEA-OS2:100m GEN-CASSETTE-MPO12-6LC-A "
             "GEN-LC-UPC-AA-OS2:5m MMS4X50-NM SN5600")
      << true << QStringLiteral("P M S M C M S M C M S M F") << QStringLiteral("1") << true << 6
      << 1.744 << 110.0 << QStringLiteral("RE-04@channel");
  QTest::newRow("method B through two cassettes")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:5m GEN-CASSETTE-MPO12-6LC-B "
             "GEN-MPO12-APC-TRUNK-TYPEB-OS2:100m GEN-CASSETTE-MPO12-6LC-B "
             "GEN-LC-UPC-AB-OS2:5m MMS4X50-NM SN5600")
      << true << QStringLiteral("P M S M C M S M C M S M F") << QStringLiteral("1") << true << 6
      << 1.744 << 110.0 << QStringLiteral("RE-04@channel");
  // A-B cord, the panel's A-B adapter, an A-A cord: two crossovers, Tx on Tx; POL-02 sits on
  // the A-A cord it tells the user to replace. 3 × 0.25 dB + 310 m × 0.4 dB/km = 0.874 dB.
  QTest::newRow("A-B, panel, A-A fails on the A-A cord")
      << words(
             "SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:300m GEN-PANEL-1U-24LC "
             "GEN-LC-UPC-AA-OS2:10m MMS4X50-NM SN5600")
      << true << QStringLiteral("P M S M C S M F") << QStringLiteral("Tx") << false << 3 << 0.874
      << 310.0 << QStringLiteral("POL-02@GEN-LC-UPC-AA-OS2:10m");
  // Port 2 through leg B2 of a 1:2 splitter: two of the four lanes reach the card, which runs
  // them as its lanes 1 and 2. 2 × 0.35 dB + 10 m × 3 dB/km = 0.73 dB. The splitter's other
  // leg is loose (DS-02 on the splitter) and the switch cage must be set for split operation
  // (LN-04 on the switch's port).
  QTest::newRow("splitter leg")
      << words("QM9700 MMA4Z00-NS:2 MFP7E20-N010:leg2 MMA4Z00-NS400 MCX75310AAS-NEAT") << true
      << QStringLiteral("P M S M F") << QStringLiteral("- - 1 2") << true << 2 << 0.73 << 10.0
      << QStringLiteral("DS-02@MFP7E20-N010, LN-04@QM9700 OSFP1 port 2");
  // A cord whose end B is plugged into nothing: one mating, the trace stops at the loose end,
  // and the loose-end warning sits on that cord. 0.35 dB + 30 m × 3 dB/km = 0.44 dB.
  QTest::newRow("loose end") << words("QM9700 MMA4Z00-NS MFP7E10-N030") << false
                             << QStringLiteral("P M S F") << QStringLiteral("- - - -") << false << 1
                             << 0.44 << 30.0 << QStringLiteral("DS-02@MFP7E10-N030");
}

void TestChannelTrace::channels() {
  QFETCH(QStringList, chain);
  QFETCH(bool, complete);
  QFETCH(QString, kinds);
  QFETCH(QString, landings);
  QFETCH(bool, lanesOk);
  QFETCH(int, matings);
  QFETCH(double, lossDb);
  QFETCH(double, lengthM);
  QFETCH(QString, finding);

  const BuiltChannel built = ChannelBuilder::build(Catalog::builtIn(), chain);
  const QVector<Finding> findings = Validator::validateAll(*built.design).findings;
  const std::optional<ChannelTrace> trace = traceOf(built, findings, complete);
  QVERIFY(trace);
  QCOMPARE(::kinds(*trace), kinds);
  QCOMPARE(::landings(*trace), landings);
  QCOMPARE(trace->lanesChecked, complete);
  if (complete)
    QCOMPARE(trace->lanes.ok(), lanesOk);
  QCOMPARE(trace->loss.matings(), matings);
  QVERIFY2(qAbs(trace->loss.totalDb() - lossDb) < 1e-9,
           qPrintable(QString::number(trace->loss.totalDb(), 'f', 6)));
  QCOMPARE(trace->lengthM(), lengthM);
  QCOMPARE(trace->loss.overMatingLimit(), matings > 4);
  // Per element, the lengths and losses add up to the totals.
  double elementLength = 0, elementLoss = 0;
  for (const TraceElement& e : trace->elements) {
    elementLength += e.lengthM;
    elementLoss += e.lossDb;
  }
  QCOMPARE(elementLength, lengthM);
  QVERIFY(qAbs(elementLoss - lossDb) < 1e-9);
  QCOMPARE(trace->endDescription.isEmpty(), complete);

  // The errors and warnings of this channel, placed.
  QStringList placed;
  for (const TraceFinding& f : trace->findings) {
    if (f.finding.severity == Severity::Info)
      continue;
    placed << QStringLiteral("%1@%2").arg(
        f.finding.rule,
        f.element < 0 ? QStringLiteral("channel") : trace->elements.at(f.element).title);
  }
  QCOMPARE(placed.join(QStringLiteral(", ")), finding);
}

void TestChannelTrace::copperAssemblyHasNoChannel() {
  const BuiltChannel built =
      ChannelBuilder::build(Catalog::builtIn(), words("QM9700 MCP4Y10-N001 QM9700"));
  const ObjectId dac = built.design->all<Cable>().keys().constFirst();
  QVERIFY(ChannelTracer::fromCable(*built.design, dac, {}).isEmpty());
  const QString reason = ChannelTracer::noChannelReason(*built.design, dac);
  QVERIFY2(reason.contains(QStringLiteral("DAC")), qPrintable(reason));
  // Neither do its switch's cages start one: the DAC is plugged straight into them.
  for (const ObjectId& device : built.design->all<Device>().keys())
    QVERIFY(!ChannelTracer::noChannelReason(*built.design, device).isEmpty());
}

void TestChannelTrace::cableTracesBothDirectionsAndEveryLeg() {
  const BuiltChannel built = ChannelBuilder::build(
      Catalog::builtIn(),
      words("QM9700 MMA4Z00-NS:2 MFP7E20-N010:leg2 MMA4Z00-NS400 MCX75310AAS-NEAT"));
  const ObjectId splitter = built.design->all<Cable>().keys().constFirst();
  const QVector<ChannelTrace> traces = ChannelTracer::fromCable(*built.design, splitter, {});
  // From the switch: leg B1 (left loose) and leg B2 (to the card); from the card back.
  QCOMPARE(traces.size(), 3);
  int complete = 0, loose = 0;
  for (const ChannelTrace& t : traces) {
    complete += t.channel.complete() ? 1 : 0;
    loose += t.channel.end == ChannelEnd::LooseCableEnd ? 1 : 0;
  }
  QCOMPARE(complete, 2);
  QCOMPARE(loose, 1);
  QVERIFY(ChannelTracer::noChannelReason(*built.design, splitter).isEmpty());
}

void TestChannelTrace::twinPortModuleGivesOneTracePerPort() {
  const BuiltChannel built = ChannelBuilder::build(
      Catalog::builtIn(), words("QM9700 MMA4Z00-NS MFP7E10-N003 GEN-ADAPTER-MPO12-KUKU "
                                "MFP7E10-N010 MMA4Z00-NS:2 QM9700"));
  for (const ObjectId& moduleId : built.design->all<Module>().keys()) {
    const QVector<ChannelTrace> traces = ChannelTracer::fromModule(*built.design, moduleId, {}, {});
    // One port of each twin-port module is cabled.
    QCOMPARE(traces.size(), 1);
    QCOMPARE(traces.constFirst().channel.nearModule, moduleId);
  }
}

void TestChannelTrace::cumulativeMapFollowsTheElements() {
  // A Type-B cord reverses MPO-12 positions: near 1 is at 12 after the cord and at the far
  // receptacle; a mating keeps positions.
  const BuiltChannel built = ChannelBuilder::build(
      Catalog::builtIn(), words("QM9700 MMA4Z00-NS MFP7E10-N030 MMA4Z00-NS400 MCX75310AAS-NEAT"));
  const QVector<Finding> findings = Validator::validateAll(*built.design).findings;
  const std::optional<ChannelTrace> trace = traceOf(built, findings, true);
  QVERIFY(trace);
  QCOMPARE(trace->positions, 12);
  const QVector<TraceElement>& e = trace->elements;
  QCOMPARE(e.at(1).cumulative.map(1), 1);
  QCOMPARE(e.at(2).cumulative.map(1), 12);
  QCOMPARE(e.at(2).cumulative.map(4), 9);
  QCOMPARE(e.constLast().cumulative.map(1), 12);
  QCOMPARE(landings(*trace), QStringLiteral("1 2 3 4"));
  QVERIFY(trace->lanes.ok());
  for (const TraceFinding& f : trace->findings)
    QVERIFY2(f.finding.severity == Severity::Info, qPrintable(f.finding.message()));
}

void TestChannelTrace::fiberColoursFollowTia598() {
  const QStringList twelve =
      words("blue orange green brown slate white red black yellow violet rose aqua");
  for (int p = 1; p <= 12; ++p) {
    QCOMPARE(fiberColour(p).name, twelve.at(p - 1));
    QVERIFY(!fiberColour(p).hasTracer());
  }
  QCOMPARE(fiberColour(13).name, QStringLiteral("blue/black"));
  QCOMPARE(fiberColour(13).base, fiberColour(1).base);
  QCOMPARE(fiberColour(13).tracer, fiberColour(8).base);
  QCOMPARE(fiberColour(18).name, QStringLiteral("white/black"));
  // Black cannot carry a black tracer: TIA-598 gives position 20 a yellow one.
  QCOMPARE(fiberColour(20).name, QStringLiteral("black/yellow"));
  QCOMPARE(fiberColour(20).tracer, fiberColour(9).base);
  QCOMPARE(fiberColour(24).name, QStringLiteral("aqua/black"));
  QCOMPARE(fiberColour(25).tracers, 2);
  QVERIFY(!fiberColour(0).base.isValid());
  // Twelve colours that can be told apart on screen.
  for (int a = 1; a <= 12; ++a) {
    for (int b = a + 1; b <= 12; ++b)
      QVERIFY(fiberColour(a).base != fiberColour(b).base);
  }
}

namespace {

/// Pixels of `image` (drawn at `scale` px/mm) within `rectMm` close to `colour`.
int pixelsNear(const QImage& image, const QRectF& rectMm, double scale, const QColor& colour) {
  const QRect r = QRectF(rectMm.topLeft() * scale, rectMm.size() * scale).toRect() & image.rect();
  int count = 0;
  for (int y = r.top(); y <= r.bottom(); ++y) {
    for (int x = r.left(); x <= r.right(); ++x) {
      const QColor c = image.pixelColor(x, y);
      if (qAbs(c.red() - colour.red()) + qAbs(c.green() - colour.green()) +
              qAbs(c.blue() - colour.blue()) <
          40)
        ++count;
    }
  }
  return count;
}

}  // namespace

void TestChannelTrace::painterOutlinesTheFailingElement() {
  const BuiltChannel built = ChannelBuilder::build(
      Catalog::builtIn(), words("SN5600 MMS4X50-NM GEN-LC-UPC-AB-OS2:300m GEN-PANEL-1U-24LC "
                                "GEN-LC-UPC-AA-OS2:10m MMS4X50-NM SN5600"));
  const QVector<Finding> findings = Validator::validateAll(*built.design).findings;
  const std::optional<ChannelTrace> trace = traceOf(built, findings, true);
  QVERIFY(trace);
  const ChannelTracePainter painter(*trace);
  int aa = -1, ab = -1;
  for (int i = 0; i < trace->elements.size(); ++i) {
    if (trace->elements.at(i).title.startsWith(QStringLiteral("GEN-LC-UPC-AA-OS2")))
      aa = i;
    if (trace->elements.at(i).title.startsWith(QStringLiteral("GEN-LC-UPC-AB-OS2")))
      ab = i;
  }
  QVERIFY(aa > 0 && ab > 0);
  // Every block is hit where it is drawn, left to right without overlap.
  for (int i = 0; i < trace->elements.size(); ++i) {
    QCOMPARE(painter.elementAt(painter.elementRect(i).center()), i);
    if (i > 0)
      QVERIFY(painter.elementRect(i).left() > painter.elementRect(i - 1).right());
  }
  QVERIFY(painter.sizeMm().width() >= painter.elementRect(trace->elements.size() - 1).right());

  constexpr double kScale = 5;
  QImage image((painter.sizeMm() * kScale).toSize(), QImage::Format_ARGB32);
  image.fill(Qt::white);
  {
    QPainter p(&image);
    p.scale(kScale, kScale);
    painter.paint(p);
  }
  // The A-A cord is outlined in the error colour (POL-02); the A-B cord is not.
  const QRectF aaRect = painter.elementRect(aa);
  const QRectF abRect = painter.elementRect(ab);
  QVERIFY(pixelsNear(image, aaRect, kScale, paintkit::colours::kError) > 100);
  QCOMPARE(pixelsNear(image, abRect, kScale, paintkit::colours::kError), 0);
  // Fiber 1 (Tx) is drawn blue and fiber 2 (Rx) orange through the A-B cord.
  QVERIFY(pixelsNear(image, abRect, kScale, fiberColour(1).base) > 50);
  QVERIFY(pixelsNear(image, abRect, kScale, fiberColour(2).base) > 50);
}

void TestChannelTrace::findingsOfAnotherChannelStayOff() {
  // Port 2 of the switch's twin-port module runs to the card through a splitter leg. A channel
  // finding about port 1 of the same two modules names the same objects, yet is another
  // channel's; one about this channel (its discriminator) is placed, on the whole channel.
  const BuiltChannel built = ChannelBuilder::build(
      Catalog::builtIn(),
      words("QM9700 MMA4Z00-NS:2 MFP7E20-N010:leg2 MMA4Z00-NS400 MCX75310AAS-NEAT"));
  const std::optional<ChannelTrace> probe = traceOf(built, {}, true);
  QVERIFY(probe);
  const OpticalChannel& ch = probe->channel;
  const OpticalChannel reporting = reportsChannel(ch) ? ch : ch.reversed();
  const QVector<ObjectId> modules{reporting.nearModule, reporting.farModule};
  Finding ours;
  ours.rule = QStringLiteral("RE-03");
  ours.severity = Severity::Error;
  ours.objects = modules;
  ours.discriminator = reporting.nearPort + QLatin1Char('>') + reporting.farPort;
  Finding other = ours;
  other.discriminator = QStringLiteral("1>1");
  QVERIFY(other.key() != ours.key());
  const std::optional<ChannelTrace> trace = traceOf(built, {ours, other}, true);
  QVERIFY(trace);
  QCOMPARE(trace->findings.size(), 1);
  QCOMPARE(trace->findings.constFirst().finding.key(), ours.key());
  QCOMPARE(trace->findings.constFirst().element, -1);
}

QTEST_MAIN(TestChannelTrace)
#include "tst_channeltrace.moc"
