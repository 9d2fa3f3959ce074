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
       QStringLiteral("document-save-as"),
       K::SaveAs,
       {K(QStringLiteral("Ctrl+Shift+S"))}},
      {QStringLiteral("file.close"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Close"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Close this window"),
       QStringLiteral("window-close"),
       K::Close,
       {K(QStringLiteral("Ctrl+W"))}},
      {QStringLiteral("file.quit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Quit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Close every window and quit"),
       QStringLiteral("application-exit"),
       K::Quit,
       {K(QStringLiteral("Ctrl+Q"))}},
      {QStringLiteral("edit.undo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Undo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Undo the last edit"),
       QStringLiteral("edit-undo"),
       K::Undo,
       {}},
      {QStringLiteral("edit.redo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Redo"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Redo the edit just undone"),
       QStringLiteral("edit-redo"),
       K::Redo,
       {K(QStringLiteral("Ctrl+Shift+Z")), K(QStringLiteral("Ctrl+Y"))}},
      {QStringLiteral("edit.cut"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Cu&t"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Copy the selected devices and cables to the clipboard and remove them"),
       QStringLiteral("edit-cut"),
       K::Cut,
       {}},
      {QStringLiteral("edit.copy"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Copy"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Copy the selected devices and cables to the clipboard"),
       QStringLiteral("edit-copy"),
       K::Copy,
       {}},
      {QStringLiteral("edit.paste"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Paste"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Paste copied objects with new names into free rack units"),
       QStringLiteral("edit-paste"),
       K::Paste,
       {}},
      {QStringLiteral("edit.duplicate"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "D&uplicate"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Copy the selection next to itself with new names"),
       QStringLiteral("rackwright-duplicate"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+D"))}},
      {QStringLiteral("edit.delete"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Delete"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Remove the selected racks (with what they hold), devices (with "
                         "their modules) and cables"),
       QStringLiteral("edit-delete"),
       K::Delete,
       {K(QStringLiteral("Del"))}},
      {QStringLiteral("edit.selectAll"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Select &All"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Select every racked device"),
       QStringLiteral("edit-select-all"),
       K::SelectAll,
       {}},
      {QStringLiteral("edit.find"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Find…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Find a device, port or cable by name, part or id"),
       QStringLiteral("edit-find"),
       K::Find,
       {K(QStringLiteral("Ctrl+F"))}},
      {QStringLiteral("edit.findNext"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Find &Next"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Go to the next match of the text in the Find field"),
       QStringLiteral("rackwright-find-next"),
       K::FindNext,
       {K(QStringLiteral("F3"))}},
      {QStringLiteral("edit.preferences"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Pr&eferences…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Settings that apply to every design, such as how often autosave runs"),
       QStringLiteral("rackwright-preferences"),
       K::Preferences,
       {K(QStringLiteral("Ctrl+,"))}},
      {QStringLiteral("view.zoomIn"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom &In"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Enlarge the row view"),
       QStringLiteral("zoom-in"),
       K::ZoomIn,
       {K(QStringLiteral("Ctrl++"))}},
      {QStringLiteral("view.zoomOut"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom &Out"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Shrink the row view"),
       QStringLiteral("zoom-out"),
       K::ZoomOut,
       {K(QStringLiteral("Ctrl+-"))}},
      {QStringLiteral("view.zoomFit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom to &Fit"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Show every rack of the design"),
       QStringLiteral("zoom-fit-best"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+0"))}},
      {QStringLiteral("view.zoom100"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom &100 %"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Show one millimetre as one pixel"),
       QStringLiteral("zoom-original"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+1"))}},
      {QStringLiteral("view.fitSelection"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Zoom to &Selection"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Show the selected objects"),
       QStringLiteral("rackwright-zoom-selection"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+2"))}},
      {QStringLiteral("view.elevations"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Elevations"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Show every rack's front and rear, row by row"),
       QStringLiteral("rackwright-elevations"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+Shift+E"))}},
      {QStringLiteral("view.floorPlan"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "F&loor Plan"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Show the halls from above: rows of racks and the cable runs between "
                         "them"),
       QStringLiteral("rackwright-floor-plan"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+Shift+L"))}},
      {QStringLiteral("view.navigator"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Navigator"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Show the whole view in small with the visible area; click in it to "
                         "move there"),
       QStringLiteral("rackwright-navigator"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+Shift+N"))}},
      {QStringLiteral("view.cablesByKind"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Cables by &Kind"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Colour cables by kind: copper, active, multimode, single-mode"),
       QStringLiteral("rackwright-cable"),
       K::UnknownKey,
       {}},
      {QStringLiteral("view.cablesByStatus"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Cables by S&tatus"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Colour cables by status: planned, installed, decommissioned"),
       QStringLiteral("rackwright-cable-status"),
       K::UnknownKey,
       {}},
      {QStringLiteral("view.cablesByValidation"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Cables by &Validation"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Colour cables by their worst finding: errors red, warnings orange"),
       QStringLiteral("rackwright-cable-validation"),
       K::UnknownKey,
       {}},
      {QStringLiteral("view.cablesByNetwork"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Cables by &Network"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Colour cables by network: compute, storage, in-band and out-of-band "
                         "management, uplink and the design's own"),
       QStringLiteral("rackwright-cable-network"),
       K::UnknownKey,
       {}},
      {QStringLiteral("tools.addRack"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Quick Add Rack"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Add a rack like the last one added at the end of the row of the "
                         "selection"),
       QStringLiteral("rackwright-rack"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+Shift+R"))}},
      {QStringLiteral("tools.addRackDialog"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Add &Rack…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Choose the row, name, size and limits of a new rack"),
       QStringLiteral("rackwright-rack-add"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+Alt+R"))}},
      {QStringLiteral("tools.portMap"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Port Map…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Show every port of the selected device with module, peer and cable"),
       QStringLiteral("rackwright-transceiver"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+M"))}},
      {QStringLiteral("tools.traceChannel"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Trace Channel"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Show the optical channel of the selected cable or device end to end: "
                         "every mating, fiber position, Tx lane, length, loss and finding"),
       QStringLiteral("rackwright-trace-channel"),
       K::UnknownKey,
       {K(QStringLiteral("Ctrl+T"))}},
      {QStringLiteral("tools.validate"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Validate Now"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Bring the findings up to date without waiting"),
       QStringLiteral("rackwright-validate"),
       K::UnknownKey,
       {K(QStringLiteral("F7"))}},
      {QStringLiteral("tools.planner"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Fabric and Cluster Planner…"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Plan a compute fabric from GPU count and switch model, or a whole "
                         "cluster from a reference architecture, and generate a design"),
       QStringLiteral("rackwright-switch"),
       K::UnknownKey,
       {}},
      {QStringLiteral("help.manual"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "Rackwright &Manual"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Open the manual; on a finding, the page of its rule"),
       QStringLiteral("help-contents"),
       K::HelpContents,
       {}},
      {QStringLiteral("help.shortcuts"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Keyboard Shortcuts"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "List every keyboard shortcut"),
       QStringLiteral("rackwright-shortcuts"),
       K::UnknownKey,
       {}},
      {QStringLiteral("help.whatsThis"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "What's &This?"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry",
                         "Click any part of the window to learn what it is for"),
       QStringLiteral("rackwright-whats-this"),
       K::WhatsThis,
       {}},
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
       {QStringLiteral("edit.undo"), QStringLiteral("edit.redo"), separator(),
        QStringLiteral("edit.cut"), QStringLiteral("edit.copy"), QStringLiteral("edit.paste"),
        QStringLiteral("edit.duplicate"), QStringLiteral("edit.delete"), separator(),
        QStringLiteral("edit.selectAll"), QStringLiteral("edit.find"),
        QStringLiteral("edit.findNext"), separator(), QStringLiteral("edit.preferences")}},
      {QStringLiteral("menu.view"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&View"),
       {QStringLiteral("view.zoomIn"), QStringLiteral("view.zoomOut"),
        QStringLiteral("view.zoomFit"), QStringLiteral("view.fitSelection"),
        QStringLiteral("view.zoom100"), separator(), QStringLiteral("view.elevations"),
        QStringLiteral("view.floorPlan"), separator(), QStringLiteral("view.cablesByKind"),
        QStringLiteral("view.cablesByStatus"), QStringLiteral("view.cablesByValidation"),
        QStringLiteral("view.cablesByNetwork"), QStringLiteral("view.networks.menu"), separator(),
        QStringLiteral("view.navigator"), QStringLiteral("view.docks.menu")}},
      {QStringLiteral("menu.tools"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Tools"),
       {QStringLiteral("tools.addRackDialog"), QStringLiteral("tools.addRack"),
        QStringLiteral("tools.portMap"), QStringLiteral("tools.traceChannel"), separator(),
        QStringLiteral("tools.validate"), QStringLiteral("tools.fabricPlan.menu"),
        QStringLiteral("tools.planner")}},
      {QStringLiteral("menu.help"),
       QT_TRANSLATE_NOOP("rackwright::ui::ActionRegistry", "&Help"),
       {QStringLiteral("help.manual"), QStringLiteral("help.shortcuts"),
        QStringLiteral("help.whatsThis"), separator(), QStringLiteral("help.about")}},
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
                                   QStringLiteral("view.zoomFit"),
                                   separator(),
                                   QStringLiteral("tools.addRack"),
                                   QStringLiteral("edit.delete")};
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
  action->setShortcuts(shortcuts().value(id));
  return action;
}

QHash<QString, QList<QKeySequence>> ActionRegistry::shortcuts(const QList<Spec>& specs,
                                                              const KeyBindings& bindings) {
  // Qt fires neither of two actions that share a shortcut ("ambiguous shortcut overload"), and
  // the platform's bindings of a standard key can include a key another action claims: X11
  // binds Ctrl+D to Delete, which Duplicate uses. An action's own keys win; a platform binding
  // another action claims is left out.
  QHash<QKeySequence, QString> claimed;
  for (const Spec& s : specs) {
    for (const QKeySequence& key : s.ownKeys)
      claimed.insert(key, s.id);
  }
  QHash<QString, QList<QKeySequence>> result;
  for (const Spec& s : specs) {
    QList<QKeySequence> keys;
    if (s.standardKey != QKeySequence::UnknownKey) {
      for (const QKeySequence& key : bindings(s.standardKey)) {
        if (claimed.value(key, s.id) == s.id && !keys.contains(key))
          keys.append(key);
      }
    }
    // Some platforms lack a binding (Save As on X11 desktops, Quit on Windows) or lack one the
    // menus promise (Ctrl+Y for Redo on X11): the action's own keys are always there.
    for (const QKeySequence& key : s.ownKeys) {
      if (!keys.contains(key))
        keys.append(key);
    }
    result.insert(s.id, keys);
  }
  return result;
}

const QHash<QString, QList<QKeySequence>>& ActionRegistry::shortcuts() {
  static const QHash<QString, QList<QKeySequence>> resolved = shortcuts(
      specs(), [](QKeySequence::StandardKey key) { return QKeySequence::keyBindings(key); });
  return resolved;
}

QHash<QString, QAction*> ActionRegistry::createActions(QObject* owner) {
  QHash<QString, QAction*> actions;
  for (const Spec& s : specs())
    actions.insert(s.id, s.create(owner));
  return actions;
}

}  // namespace rackwright::ui
