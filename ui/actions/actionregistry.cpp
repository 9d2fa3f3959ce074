#include "actionregistry.h"

#include <QAction>
#include <QFile>
#include <QIcon>

namespace rackwright::ui {

namespace {

QList<ActionRegistry::Spec> buildSpecs() {
  using K = QKeySequence;
  return {
      {QStringLiteral("file.new"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&New"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Start a new, empty design"),
       QStringLiteral("document-new"),
       K::New,
       {}},
      {QStringLiteral("file.open"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Open…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Open a design file"),
       QStringLiteral("document-open"),
       K::Open,
       {}},
      {QStringLiteral("file.save"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Save"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Save the design"),
       QStringLiteral("document-save"),
       K::Save,
       {}},
      {QStringLiteral("file.saveAs"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Save &As…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Save the design under a new name"),
       QStringLiteral("document-save-as"), K::SaveAs, K(QStringLiteral("Ctrl+Shift+S"))},
      {QStringLiteral("file.close"), QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Close"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Close this window"),
       QStringLiteral("window-close"), K::Close, K(QStringLiteral("Ctrl+W"))},
      {QStringLiteral("file.quit"), QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Quit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Close every window and quit"),
       QStringLiteral("application-exit"), K::Quit, K(QStringLiteral("Ctrl+Q"))},
      {QStringLiteral("edit.undo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Undo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Undo the last edit"),
       QStringLiteral("edit-undo"),
       K::Undo,
       {}},
      {QStringLiteral("edit.redo"), QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Redo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Redo the edit just undone"),
       QStringLiteral("edit-redo"), K::Redo, K(QStringLiteral("Ctrl+Shift+Z"))},
      {QStringLiteral("view.zoomIn"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom &In"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Enlarge the row view"),
       QStringLiteral("zoom-in"), K::ZoomIn, K(QStringLiteral("Ctrl++"))},
      {QStringLiteral("view.zoomOut"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom &Out"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Shrink the row view"),
       QStringLiteral("zoom-out"), K::ZoomOut, K(QStringLiteral("Ctrl+-"))},
      {QStringLiteral("view.zoomFit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom to &Fit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Show every rack of the design"),
       QStringLiteral("zoom-fit-best"), K::UnknownKey, K(QStringLiteral("Ctrl+0"))},
      {QStringLiteral("view.zoom100"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom &100 %"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Show one millimetre as one pixel"),
       QStringLiteral("zoom-original"), K::UnknownKey, K(QStringLiteral("Ctrl+1"))},
      {QStringLiteral("help.about"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&About Rackwright"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Version and build of Rackwright"),
       QStringLiteral("help-about"),
       K::UnknownKey,
       {}},
  };
}

}  // namespace

const QList<ActionRegistry::Spec>& ActionRegistry::specs() {
  static const QList<Spec> list = buildSpecs();
  return list;
}

const ActionRegistry::Spec* ActionRegistry::spec(const QString& id) {
  for (const Spec& s : specs()) {
    if (s.id == id)
      return &s;
  }
  return nullptr;
}

const QList<ActionRegistry::MenuSpec>& ActionRegistry::menus() {
  static const QList<MenuSpec> list = {
      {QStringLiteral("menu.file"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&File"),
       {QStringLiteral("file.new"), QStringLiteral("file.open"), QStringLiteral("file.recent.menu"),
        separator(), QStringLiteral("file.save"), QStringLiteral("file.saveAs"), separator(),
        QStringLiteral("file.close"), QStringLiteral("file.quit")}},
      {QStringLiteral("menu.edit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Edit"),
       {QStringLiteral("edit.undo"), QStringLiteral("edit.redo")}},
      {QStringLiteral("menu.view"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&View"),
       {QStringLiteral("view.zoomIn"), QStringLiteral("view.zoomOut"),
        QStringLiteral("view.zoomFit"), QStringLiteral("view.zoom100"), separator(),
        QStringLiteral("view.docks.menu")}},
      {QStringLiteral("menu.help"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Help"),
       {QStringLiteral("help.about")}},
  };
  return list;
}

const QStringList& ActionRegistry::toolBar() {
  static const QStringList list = {QStringLiteral("file.new"),
                                   QStringLiteral("file.open"),
                                   QStringLiteral("file.save"),
                                   separator(),
                                   QStringLiteral("edit.undo"),
                                   QStringLiteral("edit.redo"),
                                   separator(),
                                   QStringLiteral("view.zoomIn"),
                                   QStringLiteral("view.zoomOut"),
                                   QStringLiteral("view.zoomFit")};
  return list;
}

QIcon ActionRegistry::icon(const QString& name) {
  const QString fallbackPath = QStringLiteral(":/icons/%1.svg").arg(name);
  const QIcon fallback = QFile::exists(fallbackPath) ? QIcon(fallbackPath) : QIcon();
  return QIcon::fromTheme(name, fallback);
}

QAction* ActionRegistry::Spec::create(QObject* owner) const {
  auto* action = new QAction(ActionRegistry::tr(text), owner);
  action->setObjectName(id);
  action->setStatusTip(ActionRegistry::tr(statusTip));
  action->setIcon(ActionRegistry::icon(iconName));
  QList<QKeySequence> keys;
  if (standardKey != QKeySequence::UnknownKey)
    keys = QKeySequence::keyBindings(standardKey);
  // Some platforms lack a binding (Save As on X11 desktops, Quit on Windows); the fallback keeps
  // the shortcut the menus promise.
  if (!fallbackKey.isEmpty() && !keys.contains(fallbackKey))
    keys.append(fallbackKey);
  action->setShortcuts(keys);
  return action;
}

QHash<QString, QAction*> ActionRegistry::createActions(QObject* owner) {
  QHash<QString, QAction*> actions;
  for (const Spec& s : specs())
    actions.insert(s.id, s.create(owner));
  return actions;
}

}  // namespace rackwright::ui
