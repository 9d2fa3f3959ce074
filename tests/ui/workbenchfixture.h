// Shared by the workbench GUI tests: a window whose dialogs are recorded, the small cluster of
// the test support opened in it, and drag-and-drop driven by sending the drag events to the
// canvas viewport (QDrag::exec would block).
#ifndef RACKWRIGHT_TESTS_UI_WORKBENCHFIXTURE_H
#define RACKWRIGHT_TESTS_UI_WORKBENCHFIXTURE_H

#include "core/catalog/catalog.h"
#include "core/common/translations.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"
#include "ui/canvas/canvasmime.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/deviceitem.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/mainwindow/documentcontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/userprompts.h"
#include "ui/mainwindow/validationcontroller.h"

#include <QApplication>
#include <QCoroTask>
#include <QDir>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace rackwright::test {

/// Records what the window would have shown and answers its questions as told.
class RecordingPrompts final : public ui::UserPrompts {
 public:
  struct Shared {
    QStringList errors;
    QString saveFileName;
    QString waiverReason = QStringLiteral("accepted for the pilot");
    QStringList waiverQuestions;
    /// The answer to "what to do with copied cables that run outside", and each question as
    /// "<action>: <count>".
    std::optional<DesignFragment::OutsideCables> outsideCables =
        DesignFragment::OutsideCables::LeaveOut;
    QStringList outsideCableQuestions;
    /// The answer to "what oversubscription is the fabric planned for" (nothing: cancelled),
    /// and each question as "<fabric>: <current ratio or 'default'>".
    std::optional<std::optional<Ratio>> fabricAnswer = std::optional<Ratio>(Ratio{4, 1});
    QStringList fabricQuestions;
    /// The answer to "what uplink capacity is every leaf built with" (nothing: cancelled), and
    /// each question as "<fabric>: <current Gb/s or 'none'>".
    std::optional<std::optional<int>> uplinkAnswer = std::optional<int>(800);
    QStringList uplinkQuestions;
    /// The answer to "save the changes?" and each document it was asked for.
    UnsavedChoice unsavedAnswer = UnsavedChoice::Discard;
    QStringList unsavedQuestions;
  };
  explicit RecordingPrompts(std::shared_ptr<Shared> shared) : mShared(std::move(shared)) {}
  void showError(QWidget*, const QString&, const QString& message) override {
    mShared->errors << message;
  }
  UnsavedChoice askUnsavedChanges(QWidget*, const QString& documentName) override {
    mShared->unsavedQuestions << documentName;
    return mShared->unsavedAnswer;
  }
  QString askOpenFileName(QWidget*, const QString&) override { return {}; }
  QString askSaveFileName(QWidget*, const QString&) override { return mShared->saveFileName; }
  QString askWaiverReason(QWidget*, const QString& rule, const QString&) override {
    mShared->waiverQuestions << rule;
    return mShared->waiverReason;
  }
  std::optional<std::optional<Ratio>> askFabricOversubscription(QWidget*, const QString& fabricName,
                                                                const std::optional<Ratio>& current,
                                                                const QString&) override {
    mShared->fabricQuestions << QStringLiteral("%1: %2").arg(
        fabricName, current ? current->toString() : QStringLiteral("default"));
    return mShared->fabricAnswer;
  }
  std::optional<std::optional<int>> askLeafUplinks(QWidget*, const QString& fabricName,
                                                   std::optional<int> current,
                                                   const QString&) override {
    mShared->uplinkQuestions << QStringLiteral("%1: %2").arg(
        fabricName, current ? QString::number(*current) : QStringLiteral("none"));
    return mShared->uplinkAnswer;
  }
  std::optional<DesignFragment::OutsideCables> askOutsideCables(QWidget*, const QString& action,
                                                                int count) override {
    mShared->outsideCableQuestions << QStringLiteral("%1: %2").arg(action).arg(count);
    return mShared->outsideCables;
  }

 private:
  std::shared_ptr<Shared> mShared;
};

inline ObjectId named(const QString& deviceName) {
  return DesignBuilder::idFor(QStringLiteral("device:") + deviceName);
}

/// The planner's rail-optimised two-tier fabric of `gpus` DGX H100 GPUs with `switchModel`
/// leaves and spines, generated into `design` in rows of `rowLength` racks: every switch cage
/// used, cable names and all.
inline void generateRailFabric(Design& design, int gpus, const QString& switchModel,
                               int rowLength = 8) {
  const Catalog& catalog = Catalog::builtIn();
  PlanInputs in;
  in.gpus = gpus;
  in.linkRateGbps = 400;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog.find(switchModel), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("DGX-H100")), 400);
  in.gpusPerServer = 8;
  in.railOptimized = true;
  in.tiers = 2;
  GeneratorOptions options;
  options.rowLength = rowLength;
  CableMapGenerator::generate(PortPlanner::plan(in), options, catalog, design);
}

/// Isolated settings for one test executable.
inline void isolateSettings(const QTemporaryDir& temp, const char* app) {
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, temp.filePath("settings"));
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, temp.filePath("settings"));
  QCoreApplication::setOrganizationName(QStringLiteral("RackwrightTest"));
  QCoreApplication::setApplicationName(QString::fromLatin1(app));
}

/// Writes the test support's small cluster (two racks, two DGX H100, two QM9700, panels,
/// fibers and a DAC) to `path`.
inline void writeSmallCluster(const QString& path) {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  DesignFile::save(design, path);
}

/// The initTestCase of the tests that work on the small cluster: the settings of `app` isolated
/// in `temp` and the cluster written there once. Returns the cluster's path, or an empty string
/// when the temporary directory could not be made.
inline QString setUpSmallCluster(const QTemporaryDir& temp, const char* app) {
  if (!temp.isValid())
    return {};
  isolateSettings(temp, app);
  const QString path = temp.filePath(QStringLiteral("cluster.rackwright"));
  writeSmallCluster(path);
  return path;
}

inline std::unique_ptr<ui::MainWindow> makeWindow(std::shared_ptr<RecordingPrompts::Shared> shared,
                                                  QSize size = QSize(1400, 900)) {
  // The English an English-speaking user reads, plural forms included ("1 cable", "2 cables").
  installTranslations(*QCoreApplication::instance(),
                      QLocale(QLocale::English, QLocale::UnitedStates));
  auto window = std::make_unique<ui::MainWindow>();
  window->setPrompts(std::make_unique<RecordingPrompts>(std::move(shared)));
  window->resize(size);
  window->show();
  QApplication::processEvents();
  return window;
}

inline bool openIn(ui::MainWindow& window, const QString& path) {
  const bool ok = QCoro::waitFor(window.openFile(path));
  window.rowScene()->flushPending();
  window.validation()->updateNow();
  return ok;
}

/// Sets the zoom and centres the view on `scenePoint`.
inline void look(ui::MainWindow& window, const QPointF& scenePoint, double scale) {
  ui::CanvasView* view = window.canvas();
  view->setTransform(QTransform::fromScale(scale, scale));
  view->centerOn(scenePoint);
  QApplication::processEvents();
}

inline QPoint toViewport(ui::MainWindow& window, const QPointF& scenePoint) {
  return window.canvas()->mapFromScene(scenePoint);
}

/// The scene centre of `span` units from `positionU` on `face` of a rack.
inline QPointF unitPoint(ui::MainWindow& window, const ObjectId& rackId, RackFace face,
                         double positionU, double heightU = 1) {
  const ui::RackItem* rack = window.rowScene()->rackItem(rackId);
  return rack->mapToScene(rack->unitSpanRect(face, positionU, heightU).center());
}

/// The scene centre of a port (cage, module port or panel port).
inline QPointF portPoint(ui::MainWindow& window, const ObjectId& deviceId,
                         const Attachment& attachment) {
  const ui::DeviceItem* item = window.rowScene()->deviceItem(deviceId);
  const auto rect = item ? item->portSceneRect(attachment) : std::nullopt;
  return rect ? rect->center() : QPointF(-1e9, -1e9);
}

struct DragOutcome {
  bool enterAccepted = false;
  bool moveAccepted = false;
  bool dropAccepted = false;
};

/// Drags catalog part `partId` onto the canvas at `scenePoint` (the view must show it).
inline DragOutcome dragPart(ui::MainWindow& window, const QString& partId,
                            const QPointF& scenePoint) {
  DragOutcome outcome;
  QWidget* viewport = window.canvas()->viewport();
  std::unique_ptr<QMimeData> mime(ui::canvasmime::partMimeData(partId));
  const QPoint pos = toViewport(window, scenePoint);
  QDragEnterEvent enter(pos, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(viewport, &enter);
  outcome.enterAccepted = enter.isAccepted();
  if (!outcome.enterAccepted)
    return outcome;
  QDragMoveEvent move(pos, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(viewport, &move);
  outcome.moveAccepted = move.isAccepted();
  QDropEvent drop(QPointF(pos), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(viewport, &drop);
  outcome.dropAccepted = drop.isAccepted();
  return outcome;
}

/// Presses at `from`, moves through the midpoint to `to` and releases (scene points).
inline void mouseDrag(ui::MainWindow& window, const QPointF& from, const QPointF& to,
                      Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
  QWidget* viewport = window.canvas()->viewport();
  const QPoint a = toViewport(window, from);
  const QPoint b = toViewport(window, to);
  QTest::mousePress(viewport, Qt::LeftButton, modifiers, a);
  QTest::mouseMove(viewport, a + (b - a) / 4);
  QTest::mouseMove(viewport, (a + b) / 2);
  QTest::mouseMove(viewport, b);
  QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, b);
}

/// Saves `image` as docs/screenshots/<name> when RACKWRIGHT_UPDATE_SCREENSHOTS=1.
inline bool maybeUpdateScreenshot(const QImage& image, const QString& name) {
  if (qEnvironmentVariable("RACKWRIGHT_UPDATE_SCREENSHOTS") != QStringLiteral("1"))
    return true;
  const QString target = sourcePath(QStringLiteral("docs/screenshots/") + name);
  QDir().mkpath(QFileInfo(target).absolutePath());
  return image.save(target);
}

}  // namespace rackwright::test

#endif
