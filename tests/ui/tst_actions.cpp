// The action registry's icons: every toolbar and menu action has one, named after the freedesktop
// icon where the specification has one so the desktop theme is preferred, with a bundled SVG
// behind every name; no two actions look alike; the toolbar renders them. Its shortcuts: no two
// actions share one on any platform's key bindings (Qt would fire neither).
#include "ui/actions/actionregistry.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace rackwright::ui;

using Bindings = QHash<int, QList<QKeySequence>>;
Q_DECLARE_METATYPE(Bindings)

namespace {

QList<QKeySequence> keys(const QStringList& texts) {
  QList<QKeySequence> list;
  for (const QString& t : texts)
    list << QKeySequence(t);
  return list;
}

/// Pixels of `image` that are neither transparent nor the background `background`.
int drawnPixels(const QImage& image, QRgb background = 0) {
  int count = 0;
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      const QRgb p = image.pixel(x, y);
      count += qAlpha(p) > 0 && p != background ? 1 : 0;
    }
  }
  return count;
}

}  // namespace

class TestActions : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void noTwoActionsShareAShortcut_data() {
    QTest::addColumn<Bindings>("bindings");
    using K = QKeySequence;
    // Qt's bindings on X11 without a desktop session: Delete also takes Ctrl+D, Redo has only
    // Ctrl+Shift+Z.
    QTest::newRow("X11") << Bindings{{K::Delete, keys({"Del", "Ctrl+D"})},
                                     {K::Redo, keys({"Ctrl+Shift+Z"})},
                                     {K::Undo, keys({"Ctrl+Z", "F14"})},
                                     {K::Close, keys({"Ctrl+W"})},
                                     {K::Quit, keys({"Ctrl+Q"})},
                                     {K::Cut, keys({"Ctrl+X", "Shift+Del", "F20"})},
                                     {K::Copy, keys({"Ctrl+C", "Ctrl+Ins", "F16"})},
                                     {K::Paste, keys({"Ctrl+V", "Shift+Ins", "F18"})},
                                     {K::New, keys({"Ctrl+N"})},
                                     {K::Open, keys({"Ctrl+O"})},
                                     {K::Save, keys({"Ctrl+S"})},
                                     {K::SelectAll, keys({"Ctrl+A"})},
                                     {K::Find, keys({"Ctrl+F"})},
                                     {K::ZoomIn, keys({"Ctrl++"})},
                                     {K::ZoomOut, keys({"Ctrl+-"})}};
    // Windows and the generic bindings: Redo is Ctrl+Y, Close also Ctrl+F4.
    QTest::newRow("Windows") << Bindings{{K::Delete, keys({"Del"})},
                                         {K::Redo, keys({"Ctrl+Y", "Alt+Shift+Backspace"})},
                                         {K::Undo, keys({"Ctrl+Z", "Alt+Backspace"})},
                                         {K::Close, keys({"Ctrl+F4", "Ctrl+W"})},
                                         {K::Cut, keys({"Ctrl+X", "Shift+Del"})},
                                         {K::Copy, keys({"Ctrl+C", "Ctrl+Ins"})},
                                         {K::Paste, keys({"Ctrl+V", "Shift+Ins"})},
                                         {K::Find, keys({"Ctrl+F"})}};
    // macOS binds "Meta+D" (Control-D) to Delete, and Preferences to Ctrl+, (Command-,).
    QTest::newRow("macOS") << Bindings{{K::Delete, keys({"Del", "Meta+D"})},
                                       {K::Redo, keys({"Ctrl+Shift+Z"})},
                                       {K::Undo, keys({"Ctrl+Z"})},
                                       {K::Preferences, keys({"Ctrl+,"})},
                                       {K::Close, keys({"Ctrl+W"})}};
    QTest::newRow("this platform") << Bindings{};
  }

  void noTwoActionsShareAShortcut() {
    QFETCH(Bindings, bindings);
    const bool thisPlatform = bindings.isEmpty();
    const auto shortcuts =
        ActionRegistry::shortcuts(ActionRegistry::specs(), [&](QKeySequence::StandardKey key) {
          return thisPlatform ? QKeySequence::keyBindings(key) : bindings.value(key);
        });
    QHash<QKeySequence, QString> owner;
    for (const ActionRegistry::Spec& spec : ActionRegistry::specs()) {
      for (const QKeySequence& key : shortcuts.value(spec.id)) {
        QVERIFY2(!owner.contains(key),
                 qPrintable(QStringLiteral("%1 is bound to %2 and %3")
                                .arg(key.toString(), owner.value(key), spec.id)));
        owner.insert(key, spec.id);
      }
    }
    // The keys the menus promise hold on every platform.
    QCOMPARE(owner.value(QKeySequence(QStringLiteral("Ctrl+D"))), QStringLiteral("edit.duplicate"));
    QCOMPARE(owner.value(QKeySequence(QStringLiteral("Ctrl+Y"))), QStringLiteral("edit.redo"));
    QCOMPARE(owner.value(QKeySequence(QStringLiteral("Ctrl+Shift+Z"))),
             QStringLiteral("edit.redo"));
    QCOMPARE(owner.value(QKeySequence(QStringLiteral("Del"))), QStringLiteral("edit.delete"));
    QCOMPARE(owner.value(QKeySequence(QStringLiteral("Ctrl+Z"))), QStringLiteral("edit.undo"));
  }

  void createdActionsCarryTheResolvedShortcuts() {
    const QHash<QString, QAction*> actions = ActionRegistry::createActions(this);
    QSet<QKeySequence> seen;
    for (QAction* action : actions) {
      for (const QKeySequence& key : action->shortcuts()) {
        QVERIFY2(!seen.contains(key), qPrintable(key.toString()));
        seen.insert(key);
      }
    }
    QVERIFY(actions.value(QStringLiteral("edit.duplicate"))
                ->shortcuts()
                .contains(QKeySequence(QStringLiteral("Ctrl+D"))));
    qDeleteAll(actions);
  }

  void everyActionHasAnIcon() {
    for (const ActionRegistry::Spec& spec : ActionRegistry::specs()) {
      QVERIFY2(!spec.iconName.isEmpty(), qPrintable(spec.id));
      // The fallback ships with the application for every name.
      const QString bundled = QStringLiteral(":/icons/%1.svg").arg(spec.iconName);
      QVERIFY2(QFile::exists(bundled), qPrintable(bundled));
      std::unique_ptr<QAction> action(spec.create(nullptr));
      QVERIFY2(!action->icon().isNull(), qPrintable(spec.id));
      const QImage image = action->icon().pixmap(QSize(22, 22)).toImage();
      QVERIFY2(drawnPixels(image) > 30, qPrintable(spec.id));
    }
  }

  void freedesktopNamesWhereTheSpecificationHasThem_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("icon");
    const QList<std::pair<const char*, const char*>> standard{{"file.new", "document-new"},
                                                              {"file.open", "document-open"},
                                                              {"file.save", "document-save"},
                                                              {"file.saveAs", "document-save-as"},
                                                              {"file.close", "window-close"},
                                                              {"file.quit", "application-exit"},
                                                              {"edit.undo", "edit-undo"},
                                                              {"edit.redo", "edit-redo"},
                                                              {"edit.cut", "edit-cut"},
                                                              {"edit.copy", "edit-copy"},
                                                              {"edit.paste", "edit-paste"},
                                                              {"edit.delete", "edit-delete"},
                                                              {"edit.selectAll", "edit-select-all"},
                                                              {"edit.find", "edit-find"},
                                                              {"view.zoomIn", "zoom-in"},
                                                              {"view.zoomOut", "zoom-out"},
                                                              {"view.zoomFit", "zoom-fit-best"},
                                                              {"view.zoom100", "zoom-original"},
                                                              {"help.manual", "help-contents"},
                                                              {"help.about", "help-about"}};
    QSet<QString> covered;
    for (const auto& [id, icon] : standard) {
      QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(icon);
      covered.insert(QString::fromLatin1(id));
    }
    // Everything else is the application's own and says so.
    for (const ActionRegistry::Spec& spec : ActionRegistry::specs()) {
      if (!covered.contains(spec.id))
        QTest::newRow(qPrintable(spec.id)) << spec.id << QString();
    }
  }
  void freedesktopNamesWhereTheSpecificationHasThem() {
    QFETCH(QString, id);
    QFETCH(QString, icon);
    const ActionRegistry::Spec* spec = ActionRegistry::spec(id);
    QVERIFY(spec);
    if (icon.isEmpty()) {
      QVERIFY2(spec->iconName.startsWith(QStringLiteral("rackwright-")),
               qPrintable(spec->iconName));
    } else {
      QCOMPARE(spec->iconName, icon);
    }
  }

  void iconsAreDistinct() {
    QSet<QString> names;
    for (const ActionRegistry::Spec& spec : ActionRegistry::specs()) {
      QVERIFY2(!names.contains(spec.iconName),
               qPrintable(spec.iconName + QStringLiteral(" is used twice")));
      names.insert(spec.iconName);
    }
  }

  void desktopThemeComesFirst() {
    // A theme with one magenta document-save: it wins over the bundled icon, which still stands
    // in for names the theme lacks.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString theme = dir.filePath(QStringLiteral("icons/rwtest"));
    QVERIFY(QDir().mkpath(theme + QStringLiteral("/22x22/actions")));
    QFile index(theme + QStringLiteral("/index.theme"));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write(
        "[Icon Theme]\nName=rwtest\nDirectories=22x22/actions\n\n"
        "[22x22/actions]\nSize=22\nType=Fixed\n");
    index.close();
    QImage magenta(22, 22, QImage::Format_ARGB32);
    magenta.fill(QColor(255, 0, 255));
    QVERIFY(magenta.save(theme + QStringLiteral("/22x22/actions/document-save.png")));
    const QStringList paths = QIcon::themeSearchPaths();
    const QString name = QIcon::themeName();
    QIcon::setThemeSearchPaths({dir.filePath(QStringLiteral("icons"))});
    QIcon::setThemeName(QStringLiteral("rwtest"));
    const QImage themed =
        ActionRegistry::icon(QStringLiteral("document-save")).pixmap(22).toImage();
    const QImage own = ActionRegistry::icon(QStringLiteral("rackwright-rack")).pixmap(22).toImage();
    QIcon::setThemeSearchPaths(paths);
    QIcon::setThemeName(name);
    QCOMPARE(themed.pixelColor(11, 11), QColor(255, 0, 255));
    QVERIFY(drawnPixels(own) > 30);
    QVERIFY(own.pixelColor(11, 11) != QColor(255, 0, 255));
  }

  void toolBarShowsEveryIcon() {
    QWidget window;
    auto* toolBar = new QToolBar(&window);
    toolBar->setIconSize(QSize(22, 22));
    QList<QAction*> actions;
    for (const QString& id : ActionRegistry::toolBar()) {
      if (id == ActionRegistry::separator()) {
        toolBar->addSeparator();
        continue;
      }
      QAction* action = ActionRegistry::spec(id)->create(&window);
      toolBar->addAction(action);
      actions << action;
    }
    toolBar->adjustSize();
    window.resize(toolBar->sizeHint());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QImage image = toolBar->grab().toImage();
    const QRgb background = image.pixel(0, 0);
    for (QAction* action : std::as_const(actions)) {
      QWidget* button = toolBar->widgetForAction(action);
      QVERIFY(button);
      const QRect rect(button->mapTo(toolBar, QPoint()) * image.devicePixelRatio(),
                       button->size() * image.devicePixelRatio());
      QVERIFY2(drawnPixels(image.copy(rect), background) > 30, qPrintable(action->objectName()));
    }
  }
};

QTEST_MAIN(TestActions)
#include "tst_actions.moc"
