#include "core/common/error.h"
#include "integrityeditor_p.h"
#include "modelchecks.h"

namespace rackwright::test {

using namespace integrity;

namespace {

struct KindInfo {
  Kind kind;
  const char* name;
  int weight;  ///< relative frequency of the step
};

// Edits that change a lot at once (removing a rack) are rare, so that the design keeps its size.
constexpr KindInfo kKinds[] = {
    {Kind::AddRack, "add rack", 2},
    {Kind::EditRack, "edit rack", 2},
    {Kind::RemoveRack, "remove rack", 1},
    {Kind::AddRow, "add row (macro)", 1},
    {Kind::AddDevice, "add device", 5},
    {Kind::AddAdapter, "add adapter", 3},
    {Kind::MoveDevice, "move device", 5},
    {Kind::DragDevice, "drag device (merged steps)", 2},
    {Kind::RenameDevice, "rename device", 3},
    {Kind::ConfigureCage, "configure cage", 3},
    {Kind::RemoveDevice, "remove device", 3},
    {Kind::PlugModule, "plug module", 6},
    {Kind::MoveModule, "move module", 2},
    {Kind::RemoveModule, "unplug module", 3},
    {Kind::AddCable, "add cable", 6},
    {Kind::ConnectEnd, "connect cable end", 5},
    {Kind::DisconnectEnd, "disconnect cable end", 3},
    {Kind::RerouteEnd, "re-route cable end", 4},
    {Kind::ChangeCablePart, "change cable part", 3},
    {Kind::ChangeCableLength, "change cable length", 3},
    {Kind::LabelCable, "label cable", 3},
    {Kind::ColourCable, "colour cable", 2},
    {Kind::CableStatus, "cable status", 2},
    {Kind::RemoveCable, "remove cable", 3},
    {Kind::AddWaiver, "add waiver", 2},
    {Kind::EditWaiver, "edit waiver", 1},
    {Kind::RemoveWaiver, "remove waiver", 1},
    {Kind::EditDesignInfo, "edit design information", 1},
    {Kind::Macro, "macro of several edits", 3},
    {Kind::FailedMacro, "macro with a refused edit", 1},
    {Kind::Refused, "edit core must refuse", 5},
    {Kind::Undo, "undo", 4},
    {Kind::Redo, "redo", 3},
};
static_assert(std::size(kKinds) == IntegrityEditor::kKindCount);

}  // namespace

Kind IntegrityEditor::Impl::chooseKind(bool editsOnly) {
  int total = 0;
  for (const KindInfo& info : kKinds)
    total += info.weight;
  Kind kind = Kind::Undo;
  do {
    int r = bounded(total);
    for (const KindInfo& info : kKinds) {
      if (r < info.weight) {
        kind = info.kind;
        break;
      }
      r -= info.weight;
    }
  } while (editsOnly && kind >= Kind::Macro);
  // Keep the design near its generated size: adds turn into removals above 130 %, removals into
  // adds below 70 %.
  const auto over = [](qsizetype now, int start) { return now * 10 > start * 13 + 200; };
  const auto under = [](qsizetype now, int start) { return now * 10 < start * 7; };
  const qsizetype devices = design.all<Device>().size();
  const qsizetype modules = design.all<Module>().size();
  const qsizetype cables = design.all<Cable>().size();
  if ((kind == Kind::AddDevice || kind == Kind::AddAdapter) && over(devices, startDevices))
    return Kind::RemoveDevice;
  if ((kind == Kind::RemoveDevice || kind == Kind::RemoveRack) && under(devices, startDevices))
    return Kind::AddDevice;
  if (kind == Kind::PlugModule && over(modules, startModules))
    return Kind::RemoveModule;
  if (kind == Kind::RemoveModule && under(modules, startModules))
    return Kind::PlugModule;
  if (kind == Kind::AddCable && over(cables, startCables))
    return Kind::RemoveCable;
  if (kind == Kind::RemoveCable && under(cables, startCables))
    return Kind::AddCable;
  return kind;
}

Outcome IntegrityEditor::Impl::runRefused(QString* problem) {
  // A snapshot shares the tables until something writes to them, so comparing with it costs
  // nothing when the design was left alone and compares every object when it was not.
  const DesignData before = design.snapshot();
  const quint64 signalsBefore = changeSignals;
  const int index = stack.index();
  const int count = stack.count();
  try {
    const std::unique_ptr<QUndoCommand> command = buildRefusedEdit();
    *problem = QStringLiteral("core accepted an edit it must refuse: %1").arg(last);
  } catch (const Error& e) {
    last += QStringLiteral(" → refused: ") + e.message();
  }
  if (problem->isEmpty() && (changeSignals != signalsBefore || stack.index() != index ||
                             stack.count() != count || !ModelChecks::sameObjects(design, before))) {
    *problem = QStringLiteral("a refused edit changed the design: %1").arg(last);
  }
  return Outcome::Applied;
}

Outcome IntegrityEditor::Impl::runMacro(bool withRefusal, QString* problem) {
  const DesignData before = design.snapshot();
  const int edits = 2 + bounded(3);
  QStringList texts;
  stack.beginMacro(withRefusal ? QStringLiteral("Edits then a refused one")
                               : QStringLiteral("Several edits"));
  pushed = true;
  try {
    for (int i = 0; i < edits; ++i) {
      const Kind kind = chooseKind(true);
      last.clear();
      if (apply(kind))
        texts << QStringLiteral("%1 %2").arg(kindName(kind), last);
    }
    if (withRefusal) {
      const std::unique_ptr<QUndoCommand> command = buildRefusedEdit();
      *problem = QStringLiteral("core accepted an edit it must refuse: %1").arg(last);
    }
    stack.endMacro();
    last = texts.join(QStringLiteral("; "));
    return Outcome::Applied;
  } catch (const Error& e) {
    // As the workbench does when one edit of a group is refused: what ran is undone.
    texts << QStringLiteral("refused: %1 (%2)").arg(last, e.message());
    stack.endMacro();
    stack.undo();
    last = texts.join(QStringLiteral("; "));
    if (!ModelChecks::sameObjects(design, before))
      *problem = QStringLiteral(
                     "undoing a macro whose last edit was refused did not restore "
                     "the design: %1")
                     .arg(last);
    return withRefusal ? Outcome::Applied : Outcome::Refused;
  }
}

Outcome IntegrityEditor::Impl::run(Kind kind, QString* problem) {
  if (kind == Kind::Refused)
    return runRefused(problem);
  if (kind == Kind::Macro || kind == Kind::FailedMacro)
    return runMacro(kind == Kind::FailedMacro, problem);
  const quint64 signalsBefore = changeSignals;
  const int index = stack.index();
  const int count = stack.count();
  try {
    return apply(kind) ? Outcome::Applied : Outcome::NotApplicable;
  } catch (const Error& e) {
    // A valid-looking edit that core refused (a rare random combination): no trace allowed.
    last += QStringLiteral(" → refused: ") + e.message();
    if (changeSignals != signalsBefore || stack.index() != index || stack.count() != count)
      *problem = QStringLiteral("a refused edit changed the design: %1").arg(last);
    return Outcome::Refused;
  }
}

// --- IntegrityEditor ---------------------------------------------------------------------------

IntegrityEditor::IntegrityEditor(Design& design, QUndoStack& stack, quint32 seed,
                                 FindingsSource findings)
    : d(std::make_unique<Impl>(design, stack, seed, std::move(findings))) {}

IntegrityEditor::~IntegrityEditor() = default;

QString IntegrityEditor::kindName(Kind kind) {
  return QString::fromLatin1(kKinds[int(kind)].name);
}

bool IntegrityEditor::pushedThisStep() const {
  return d->pushed;
}

bool IntegrityEditor::wantsIncrementalUpdate() {
  return d->chance(4);
}

const QSet<ObjectId>& IntegrityEditor::everyId() const {
  return d->everyId;
}

QString IntegrityEditor::step(int step) {
  d->pushed = false;
  const int indexBefore = d->stack.index();
  QString problem;
  Kind kind = Kind::Undo;
  Outcome outcome = Outcome::NotApplicable;
  for (int attempt = 0; outcome == Outcome::NotApplicable; ++attempt) {
    // Something always applies: renaming, once the design has a device.
    kind = attempt < 50 ? d->chooseKind(false) : Kind::EditDesignInfo;
    d->last.clear();
    outcome = d->run(kind, &problem);
  }
  (outcome == Outcome::Applied ? d->applied : d->refused)[int(kind)]++;
  d->stepTexts.resize(step);
  d->stepTexts[step - 1] = QStringLiteral("%1: %2").arg(kindName(kind), d->last);
  if (d->pushed) {
    // A new command sits at position indexBefore + 1 (even when a refused macro was undone
    // again); otherwise the edit merged into the command below.
    const int count = d->stack.count();
    d->commandSteps.resize(count);
    if (count > indexBefore)
      d->commandSteps[indexBefore] = {step};
    else if (count > 0)
      d->commandSteps[count - 1] << step;
  }
  return problem;
}

QString IntegrityEditor::stepText(int step) const {
  return d->stepTexts.value(step - 1);
}

int IntegrityEditor::firstStepOfCommand(int position) const {
  const QVector<int> steps = d->commandSteps.value(position - 1);
  return steps.isEmpty() ? 0 : steps.front();
}

int IntegrityEditor::lastStepOfCommand(int position) const {
  const QVector<int> steps = d->commandSteps.value(position - 1);
  return steps.isEmpty() ? 0 : steps.back();
}

QStringList IntegrityEditor::summary() const {
  QStringList lines;
  for (const KindInfo& info : kKinds) {
    lines << QStringLiteral("%1: %2 applied, %3 refused")
                 .arg(QString::fromLatin1(info.name))
                 .arg(d->applied[int(info.kind)])
                 .arg(d->refused[int(info.kind)]);
  }
  return lines;
}

QStringList IntegrityEditor::kindsNeverApplied() const {
  QStringList kinds;
  for (const KindInfo& info : kKinds) {
    if (d->applied[int(info.kind)] == 0)
      kinds << QString::fromLatin1(info.name);
  }
  return kinds;
}

}  // namespace rackwright::test
