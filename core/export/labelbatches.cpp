#include "labelbatches.h"

#include <QVarLengthArray>

namespace rackwright {

QVector<std::pair<int, int>> LabelBatches::split(int count, int batchSize) {
  QVector<std::pair<int, int>> runs;
  if (count <= 0)
    return runs;
  const int size = batchSize > 0 ? batchSize : count;
  for (int first = 0; first < count; first += size)
    runs.push_back({first, qMin(size, count - first)});
  return runs;
}

QVector<LabelBatch> LabelBatches::batchesOf(const QVector<CableLabel>& labels, int batchSize) {
  QVector<LabelBatch> batches;
  int start = 0;
  while (start < labels.size()) {
    int end = start + 1;
    while (end < labels.size() && labels[end].rackOrder == labels[start].rackOrder)
      ++end;
    const QVector<std::pair<int, int>> runs = split(end - start, batchSize);
    for (int i = 0; i < runs.size(); ++i) {
      LabelBatch batch;
      batch.number = int(batches.size()) + 1;
      batch.rackSlot = start;
      batch.part = i + 1;
      batch.parts = int(runs.size());
      batch.firstInRack = runs[i].first;
      batch.count = runs[i].second;
      batch.firstLabel = start + runs[i].first;
      batches << batch;
    }
    start = end;
  }
  return batches;
}

LabelPlan LabelBatches::plan(const ExportIndex& index, const LabelFilter& filter, int batchSize) {
  const DesignData& design = index.design();
  const int rackCount = int(index.racks().size());
  // By rack order; the last slot gathers the ends outside any rack.
  QVector<LabelPlan::Rack> byOrder(rackCount + 1);
  for (const Cable& cable : design.all<Cable>()) {
    if (!filter.admits(design, cable))
      continue;
    const CableEnd* head = nullptr;
    const QVector<const CableEnd*> legEnds = CableLabels::legs(index, cable, &head);
    if (!head || legEnds.isEmpty())
      continue;
    // Each leg has a label at the head and one at its own end; count them per rack, and list
    // the cable once in every rack that has one of them.
    QVarLengthArray<std::pair<int, int>, 4> perRack;
    const auto count = [&](const ObjectId& rackId, int labels) {
      if (!filter.racks.isEmpty() && !filter.racks.contains(rackId))
        return;
      const int order = index.rackOrder(rackId);
      for (auto& entry : perRack) {
        if (entry.first == order) {
          entry.second += labels;
          return;
        }
      }
      perRack.push_back({order, labels});
    };
    count(index.rackOf(head->attachment), int(legEnds.size()));
    for (const CableEnd* leg : legEnds)
      count(index.rackOf(leg->attachment), 1);
    for (const auto& [order, labels] : perRack) {
      byOrder[order].cables << &cable;
      byOrder[order].labels += labels;
    }
  }

  LabelPlan plan;
  plan.batchSize = qMax(0, batchSize);
  for (int order = 0; order <= rackCount; ++order) {
    LabelPlan::Rack& slot = byOrder[order];
    if (slot.labels == 0)
      continue;
    slot.rackOrder = order;
    if (order < rackCount) {
      slot.rackId = index.racks()[order];
      slot.rackName = design.find<Rack>(slot.rackId)->name;
      slot.rowName = index.rowName(slot.rackId);
      slot.roomName = index.roomName(slot.rackId);
    }
    const int rackSlot = int(plan.racks.size());
    const QVector<std::pair<int, int>> runs = split(slot.labels, plan.batchSize);
    for (int i = 0; i < runs.size(); ++i) {
      LabelBatch batch;
      batch.number = int(plan.batches.size()) + 1;
      batch.rackSlot = rackSlot;
      batch.part = i + 1;
      batch.parts = int(runs.size());
      batch.firstInRack = runs[i].first;
      batch.count = runs[i].second;
      batch.firstLabel = plan.labelCount + runs[i].first;
      plan.batches << batch;
    }
    plan.labelCount += slot.labels;
    plan.racks << std::move(slot);
  }
  return plan;
}

QVector<CableLabel> LabelBatches::rackLabels(const ExportIndex& index, const LabelScheme& scheme,
                                             const LabelPlan& plan, int rackSlot) {
  const LabelPlan::Rack& slot = plan.racks[rackSlot];
  QVector<CableLabel> labels;
  labels.reserve(slot.labels);
  for (const Cable* cable : slot.cables) {
    for (CableLabel& label : CableLabels::ofCable(index, scheme, *cable)) {
      if (label.rackOrder == slot.rackOrder)
        labels << std::move(label);
    }
  }
  CableLabels::sortForInstallation(labels);
  return labels;
}

void LabelBatches::forEachBatch(const ExportIndex& index, const LabelScheme& scheme,
                                const LabelPlan& plan, const BatchVisitor& visit) {
  int current = -1;
  QVector<CableLabel> labels;
  for (const LabelBatch& batch : plan.batches) {
    if (batch.rackSlot != current) {
      current = batch.rackSlot;
      labels = rackLabels(index, scheme, plan, current);
    }
    if (!visit(batch, labels.constData() + batch.firstInRack))
      return;
  }
}

QString LabelBatches::title(const LabelPlan& plan, const LabelBatch& batch) {
  const LabelPlan::Rack& rack = plan.racks[batch.rackSlot];
  QString where =
      rack.rackId.isNull()
          ? tr("ends outside racks")
          : QStringList{rack.roomName, rack.rowName, rack.rackName}.join(QStringLiteral(" / "));
  if (batch.parts > 1)
    where = tr("%1 (%2 of %3)").arg(where).arg(batch.part).arg(batch.parts);
  return tr("Batch %1 — %2").arg(batch.number).arg(where);
}

QString LabelBatches::action(const CableLabel& label) {
  return label.picksCable ? QStringLiteral("pick") : QStringLiteral("connect");
}

QStringList LabelBatches::pickListHeaders() {
  return {tr("#"), tr("Do"), tr("Cable"), tr("Part"), tr("Length"), tr("From"), tr("To")};
}

QStringList LabelBatches::pickListRow(int line, const CableLabel& label) {
  return {QString::number(line),
          label.picksCable ? tr("pick") : tr("connect"),
          label.cableName,
          label.part,
          ExportIndex::formatLength(label.lengthM),
          label.nearEnd,
          label.farEnd};
}

QStringList LabelBatches::pickListCsvHeaders() {
  return {QStringLiteral("batch"),  QStringLiteral("hall"), QStringLiteral("row"),
          QStringLiteral("rack"),   QStringLiteral("line"), QStringLiteral("action"),
          QStringLiteral("cable"),  QStringLiteral("part"), QStringLiteral("length_m"),
          QStringLiteral("from"),   QStringLiteral("to"),   QStringLiteral("label"),
          QStringLiteral("network")};
}

QStringList LabelBatches::pickListCsvRow(const LabelPlan& plan, const LabelBatch& batch, int line,
                                         const CableLabel& label) {
  const LabelPlan::Rack& rack = plan.racks[batch.rackSlot];
  return {QString::number(batch.number),
          rack.roomName,
          rack.rowName,
          rack.rackName,
          QString::number(line),
          action(label),
          label.cableName,
          label.part,
          label.lengthM > 0 ? QString::number(label.lengthM, 'g', 6) : QString(),
          label.nearEnd,
          label.farEnd,
          label.identifier,
          label.network};
}

}  // namespace rackwright
