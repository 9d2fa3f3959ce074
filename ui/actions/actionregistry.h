#ifndef RACKWRIGHT_UI_ACTIONS_ACTIONREGISTRY_H
#define RACKWRIGHT_UI_ACTIONS_ACTIONREGISTRY_H

#include <QCoreApplication>
#include <QHash>
#include <QIcon>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QObject;

namespace rackwright::ui {

/// The one list of user actions. Menus, toolbars and (later) the command palette are all built
/// from it, so an action has one id, one text, one icon and one shortcut everywhere.
class ActionRegistry final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::ActionRegistry)

 public:
  /// Static description of one action. Texts are untranslated literals (QT_TRANSLATE_NOOP in
  /// this class's context) translated when the QAction is created, so the registry itself stays
  /// locale-independent.
  struct Spec {
    QString id;             ///< stable id, e.g. "file.save"; used by tests and settings
    const char* text;       ///< menu text with mnemonic, untranslated
    const char* statusTip;  ///< one sentence for the status bar, untranslated
    /// The freedesktop icon name where the specification has one (document-save, zoom-in), a
    /// rackwright-* name otherwise; :/icons/<name>.svg ships for every action as the fallback.
    QString iconName;
    QKeySequence::StandardKey standardKey = QKeySequence::UnknownKey;
    /// Keys the action has on every platform, besides the platform's bindings of
    /// `standardKey`; no two actions may claim the same key (tst_actions checks).
    QList<QKeySequence> ownKeys;
    QAction* create(QObject* owner) const;
  };

  /// One menu of the menu bar: a title and item ids; "-" is a separator and an id ending in
  /// ".menu" is a submenu the window fills itself (recent files).
  struct MenuSpec {
    QString id;
    const char* title;
    QStringList items;
  };

  static const QList<Spec>& specs();
  static const Spec* spec(const QString& id);
  static const QList<MenuSpec>& menus();
  /// Item ids of the main toolbar ("-" = separator).
  static const QStringList& toolBar();

  /// The platform's bindings of a standard key (QKeySequence::keyBindings, or a table in tests).
  using KeyBindings = std::function<QList<QKeySequence>(QKeySequence::StandardKey)>;
  /// The shortcuts of each action of `specs`, by id, such that no key sequence belongs to two
  /// actions: an action's own keys, plus the platform's bindings of its standard key that no
  /// other action claims as its own.
  static QHash<QString, QList<QKeySequence>> shortcuts(const QList<Spec>& specs,
                                                       const KeyBindings& bindings);
  /// The same for the registered actions on this platform.
  static const QHash<QString, QList<QKeySequence>>& shortcuts();

  /// Creates every registered action, owned by `owner`, keyed by id.
  static QHash<QString, QAction*> createActions(QObject* owner);

  /// Loads the themed icon, falling back to the icon shipped under :/icons/.
  static QIcon icon(const QString& name);

  /// The separator marker in MenuSpec::items and toolBar().
  static QString separator() { return QStringLiteral("-"); }
};

}  // namespace rackwright::ui

#endif
