// The whole workflow of a new user, once, with real widgets: a new design, two racks, a server
// and a leaf switch dragged from the catalog, transceivers dragged into their cages, a link drawn
// with a part that does not work, the error found in the Issues dock, the cable revealed and its
// part replaced in place from the Cable Inspector, then cable labels and the design review
// exported through the Export menu and its dialog, and the design saved and read back byte for
// byte. Each step checks what the user sees (status bar, Issues dock, Inspector, files).
#include "core/commands/designedits.h"
#include "ui/docks/cableinspector.h"
#include "ui/docks/inspectordock.h"
#include "ui/docks/issuesdock.h"
#include "ui/editing/editsession.h"
#include "ui/export/exportactions.h"
#include "workbenchfixture.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;

namespace {

QString pdfText(const QString& pdf) {
  QProcess process;
  process.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
  process.waitForFinished(60000);
  return QString::fromUtf8(process.readAllStandardOutput());
}

const Device* deviceOfType(const Design& design, const QString& typeId) {
  for (const Device& d : design.all<Device>()) {
    if (d.typeId == typeId)
      return &d;
  }
  return nullptr;
}

/// The first empty twin-port OSFP cage of a device.
QString emptyTwinCage(const Design& design, const ObjectId& deviceId) {
  const Device* device = design.find<Device>(deviceId);
  for (const CageDefinition& cage : design.part(device->typeId)->device()->cages) {
    if (cage.formFactor == FormFactor::OSFP && cage.twinPort &&
        design.modulesInCage(deviceId, cage.name).isEmpty())
      return cage.name;
  }
  return {};
}

/// Accepts the export dialog that the next exportInteractive() opens, writing to `output`.
void answerExportDialog(const QString& output) {
  QTimer::singleShot(0, [output] {
    QWidget* dialog = QApplication::activeModalWidget();
    QVERIFY(dialog && dialog->objectName() == QStringLiteral("exportDialog"));
    auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("exportOutput"));
    QVERIFY(field);
    field->setText(output);
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(buttons);
    buttons->button(QDialogButtonBox::Ok)->click();
  });
}

}  // namespace

class TestWorkflow : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts = std::make_shared<RecordingPrompts::Shared>();

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    isolateSettings(mTemp, "tst_workflow");
  }

  void newDesignToReviewPdf() {
    auto window = makeWindow(mPrompts, QSize(1920, 1080));
    Design* design = &window->document().design();
    auto* issuesLabel = window->findChild<QLabel*>(QStringLiteral("issuesLabel"));
    QVERIFY(issuesLabel);

    // 1. A new, empty design.
    window->action(QStringLiteral("file.new"))->trigger();
    QTRY_VERIFY(window->document().design().all<Device>().isEmpty());
    design = &window->document().design();
    QVERIFY(design->all<Rack>().isEmpty());

    // 2. Two racks: the first makes the site, room and row; the second joins the row.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QCOMPARE(design->all<Rack>().size(), 2);
    window->rowScene()->flushPending();
    ObjectId r01;
    ObjectId r02;
    for (const Rack& r : design->all<Rack>())
      (r.positionInRow == 0 ? r01 : r02) = r.id;
    QVERIFY(!r01.isNull() && !r02.isNull());

    // 3. A server and a leaf switch dragged from the catalog to a unit of each rack.
    QPointF point = unitPoint(*window, r01, RackFace::Front, 10);
    look(*window, point, 0.5);
    QVERIFY(dragPart(*window, QStringLiteral("DGX-H100"), point).dropAccepted);
    point = unitPoint(*window, r02, RackFace::Front, 40);
    look(*window, point, 0.5);
    QVERIFY(dragPart(*window, QStringLiteral("QM9700"), point).dropAccepted);
    window->rowScene()->flushPending();
    const Device* server = deviceOfType(*design, QStringLiteral("DGX-H100"));
    const Device* leaf = deviceOfType(*design, QStringLiteral("QM9700"));
    QVERIFY(server && leaf);
    QCOMPARE(server->rackId, r01);
    QCOMPARE(leaf->rackId, r02);
    const ObjectId serverId = server->id;
    const ObjectId leafId = leaf->id;

    // 4. Transceivers dragged into a cage of each: flat-top at the server, finned at the leaf.
    const QString serverCage = emptyTwinCage(*design, serverId);
    const QString leafCage = emptyTwinCage(*design, leafId);
    QVERIFY(!serverCage.isEmpty() && !leafCage.isEmpty());
    point = portPoint(*window, serverId, Attachment{Attachment::Kind::Cage, serverId, serverCage});
    look(*window, point, 1.0);
    QVERIFY(dragPart(*window, QStringLiteral("MMA4Z00-NS-FLT"), point).dropAccepted);
    point = portPoint(*window, leafId, Attachment{Attachment::Kind::Cage, leafId, leafCage});
    look(*window, point, 1.0);
    QVERIFY(dragPart(*window, QStringLiteral("MMA4Z00-NS"), point).dropAccepted);
    window->rowScene()->flushPending();
    const ObjectId serverModule = design->modulesInCage(serverId, serverCage).value(0);
    const ObjectId leafModule = design->modulesInCage(leafId, leafCage).value(0);
    QVERIFY(!serverModule.isNull() && !leafModule.isNull());
    // The Inspector follows: the server shows its transceiver.
    window->rowScene()->selectObjects({serverId});
    QApplication::processEvents();
    QVERIFY2(window->inspector()->deviceInfoLabel()->text().contains(
                 QStringLiteral("Transceivers plugged: 1")),
             qPrintable(window->inspector()->deviceInfoLabel()->text()));

    // 5. A link drawn port to port, choosing a part the picker shows with an error (a user who
    //    did not read the warning).
    const Attachment endA{Attachment::Kind::ModulePort, serverModule, QStringLiteral("1")};
    const Attachment endB{Attachment::Kind::ModulePort, leafModule, QStringLiteral("1")};
    const QPointF from = portPoint(*window, serverId, endA);
    const QPointF to = portPoint(*window, leafId, endB);
    look(*window, (from + to) / 2, 0.5);
    QString wrongPart;
    QString rightPart;
    window->canvas()->setCandidateChooser(
        [&](const QVector<CableCandidate>& candidates, const QPoint&) {
          if (!candidates.isEmpty() && candidates.front().errors == 0)
            rightPart = candidates.front().typeId;
          for (int i = 0; i < candidates.size(); ++i) {
            if (candidates.at(i).errors > 0) {
              wrongPart = candidates.at(i).typeId;
              return i;
            }
          }
          return -1;
        });
    mouseDrag(*window, from, to);
    QVERIFY2(!wrongPart.isEmpty() && !rightPart.isEmpty(), "the picker offered no bad part");
    QCOMPARE(design->cablesAttachedTo(serverModule).size(), 1);
    const ObjectId cableId = design->cablesAttachedTo(serverModule).front();
    QCOMPARE(design->find<Cable>(cableId)->typeId, wrongPart);

    // 6. Validation shows the error in the status bar and the Issues dock.
    window->validation()->updateNow();
    QVERIFY2(!issuesLabel->text().startsWith(QStringLiteral("Errors: 0")),
             qPrintable(issuesLabel->text()));
    ui::IssuesDock* issues = window->issues();
    QTreeWidgetItem* row = nullptr;
    for (int i = 0; i < issues->tree()->topLevelItemCount() && !row; ++i) {
      const Finding* f = issues->findingAt(issues->tree()->topLevelItem(i));
      if (f && f->severity == Severity::Error && f->objects.contains(cableId))
        row = issues->tree()->topLevelItem(i);
    }
    QVERIFY2(row, "no error about the drawn cable in the Issues dock");

    // 7. A double-click on the finding selects the cable; the Cable Inspector shows it and
    //    replaces its part with the picker's best, keeping both ends.
    window->rowScene()->selectObjects({});
    // The Issues dock may share its place with another dock: bring it forward as its tab would.
    auto* issuesDock = window->findChild<QDockWidget*>(QStringLiteral("issuesDock"));
    QVERIFY(issuesDock);
    issuesDock->show();
    issuesDock->raise();
    QTRY_VERIFY(issues->tree()->isVisible());
    issues->tree()->scrollToItem(row);
    const QRect rowRect = issues->tree()->visualItemRect(row);
    // A double-click as the mouse makes it: press and release, then the second press.
    QTest::mouseClick(issues->tree()->viewport(), Qt::LeftButton, {}, rowRect.center());
    QTest::mouseDClick(issues->tree()->viewport(), Qt::LeftButton, {}, rowRect.center());
    // The cable and the devices at its ends: every object the finding names.
    QTRY_COMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{cableId});
    ui::CableInspector* inspector = window->inspector()->cableInspector();
    QTRY_VERIFY(inspector->isVisible());
    QVERIFY(inspector->replacementUnavailableReason().isEmpty());
    const int stepsBefore = window->document().undoStack().count();
    inspector->setCandidateChooser([&](const QVector<CableCandidate>& candidates, const QPoint&) {
      for (int i = 0; i < candidates.size(); ++i) {
        if (candidates.at(i).typeId == rightPart)
          return i;
      }
      return -1;
    });
    QVERIFY(inspector->chooseReplacement(QPoint()));
    QCOMPARE(window->document().undoStack().count(), stepsBefore + 1);
    const Cable* fixed = design->find<Cable>(cableId);
    QCOMPARE(fixed->typeId, rightPart);
    QVERIFY(fixed->ends.at(0).attachment == endA || fixed->ends.at(1).attachment == endA);
    window->validation()->updateNow();
    for (const Finding& f : window->validation()->result().findings)
      QVERIFY2(f.severity != Severity::Error || !f.objects.contains(cableId),
               qPrintable(f.message()));
    QVERIFY2(issuesLabel->text().startsWith(QStringLiteral("Errors: 0")),
             qPrintable(issuesLabel->text()));

    // 8. Saved under a name; the exports go beside it.
    mPrompts->saveFileName = mTemp.filePath(QStringLiteral("first-design.rackwright"));
    window->action(QStringLiteral("file.saveAs"))->trigger();
    QTRY_VERIFY(QFileInfo::exists(mPrompts->saveFileName));
    QTRY_VERIFY(!window->document().isModified());

    // 9. Cable labels and the design review through the Export menu and its dialog.
    auto* exports = window->findChild<ui::ExportController*>();
    QVERIFY(exports);
    QSignalSpy finished(exports, &ui::ExportController::exportFinished);
    const QString labels = mTemp.filePath(QStringLiteral("labels.pdf"));
    answerExportDialog(labels);
    window->findChild<QAction*>(QStringLiteral("export.labels"))->trigger();
    QVERIFY(finished.wait(60000));
    const QString labelText = pdfText(labels);
    // TIA-606 identifiers: rack and unit of each end.
    const QString serverAt =
        QStringLiteral("R01-U%1").arg(int(server->positionU), 2, 10, QLatin1Char('0'));
    const QString leafAt =
        QStringLiteral("R02-U%1").arg(int(leaf->positionU), 2, 10, QLatin1Char('0'));
    QVERIFY2(labelText.contains(serverAt) && labelText.contains(leafAt),
             qPrintable(labelText.left(400)));

    const QString review = mTemp.filePath(QStringLiteral("review.pdf"));
    answerExportDialog(review);
    window->findChild<QAction*>(QStringLiteral("export.pdf"))->trigger();
    QVERIFY(finished.wait(60000));
    const QString reviewText = pdfText(review);
    // The fixed design reviews clean; both devices and the new part are in it (the bill of
    // materials shortens long part numbers to its column).
    QVERIFY2(reviewText.contains(QStringLiteral("0 errors, 0 warnings")),
             qPrintable(reviewText.left(1500)));
    for (const QString& expected : {server->name, leaf->name, rightPart.left(18)})
      QVERIFY2(reviewText.contains(expected), qPrintable(expected));

    // 10. Save, load, save: the same bytes.
    QFile saved(mPrompts->saveFileName);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray first = saved.readAll();
    saved.close();
    auto reopened = makeWindow(mPrompts);
    QVERIFY(openIn(*reopened, mPrompts->saveFileName));
    const QString again = mTemp.filePath(QStringLiteral("again.rackwright"));
    DesignFile::save(reopened->document().design(), again);
    QFile second(again);
    QVERIFY(second.open(QIODevice::ReadOnly));
    QCOMPARE(second.readAll(), first);
  }
};

QTEST_MAIN(TestWorkflow)
#include "tst_workflow.moc"
