#ifndef RACKWRIGHT_TESTS_SUPPORT_INTEGRITYEDITOR_H
#define RACKWRIGHT_TESTS_SUPPORT_INTEGRITYEDITOR_H

#include "core/model/design.h"
#include "core/validation/finding.h"

#include <QSet>
#include <QUndoStack>

#include <functional>
#include <memory>

namespace rackwright::test {

/// Makes random edits of every kind core offers, through the real undo commands on an undo
/// stack, as a user of the workbench would: racks, rows, devices, adapters, modules, cables and
/// their ends, parts, lengths, labels and colours, cage settings, waivers, design information,
/// drags that merge into one step, macros of several edits, undo and redo in between, and edits
/// that core must refuse (which must leave no trace). Deterministic for a seed: every choice
/// comes from the seeded generator over objects sorted by id, and new ids are UUID v5 of the
/// seed and a counter.
class IntegrityEditor final {
 public:
  /// The kinds of step; each has a weight in the random choice.
  enum class Kind {
    AddRack,
    EditRack,
    RemoveRack,
    AddRow,
    AddDevice,
    AddAdapter,
    MoveDevice,
    DragDevice,
    RenameDevice,
    ConfigureCage,
    RemoveDevice,
    PlugModule,
    MoveModule,
    RemoveModule,
    AddCable,
    ConnectEnd,
    DisconnectEnd,
    RerouteEnd,
    ChangeCablePart,
    ChangeCableLength,
    LabelCable,
    ColourCable,
    CableStatus,
    RemoveCable,
    AddWaiver,
    EditWaiver,
    RemoveWaiver,
    EditDesignInfo,
    Macro,
    FailedMacro,
    Refused,
    Undo,
    Redo,
  };
  static constexpr int kKindCount = int(Kind::Redo) + 1;
  static QString kindName(Kind kind);

  using FindingsSource = std::function<QVector<Finding>()>;

  /// `findings` gives the current findings, from which waivers take their keys.
  IntegrityEditor(Design& design, QUndoStack& stack, quint32 seed, FindingsSource findings);
  ~IntegrityEditor();

  /// Makes step number `step` (1-based). Returns what went wrong when an edit that core must
  /// refuse was accepted or a refused edit left a trace; empty otherwise.
  QString step(int step);
  /// Whether the last step pushed a command (or merged into one): the undo history changed.
  bool pushedThisStep() const;
  /// A random choice of the editor: bring the incremental validation up to date now. Mixes
  /// updates after single edits with updates that gather many changes.
  bool wantsIncrementalUpdate();

  /// "kind: what it did" of a step made so far.
  QString stepText(int step) const;
  /// The steps that made the command at undo-stack position `position` (1-based: the command
  /// that takes the stack from index position - 1 to position); 0 when unknown.
  int firstStepOfCommand(int position) const;
  int lastStepOfCommand(int position) const;

  /// Every id the design held at the start or the editor ever created, removed ones included:
  /// the keys under which the indexes must answer (and answer nothing once an object is gone).
  const QSet<ObjectId>& everyId() const;

  /// How often each kind was applied and refused, one line per kind.
  QStringList summary() const;
  /// Kinds that never took effect (a test that cannot exercise a kind cannot fail on it).
  QStringList kindsNeverApplied() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> d;
};

}  // namespace rackwright::test

#endif
