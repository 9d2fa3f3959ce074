#include "moduleends.h"

#include <QtConcurrent>

#include <algorithm>

namespace rackwright {

namespace {

/// A module's end as found in the cable pass, before grouping.
struct Found {
  quint32 module = 0;  ///< index into the module list
  ModuleEnds::End end;
};

/// Port, then cable id, then end order: how DesignData::cableRefsAt lists the ends at one port
/// (by cable id) and endsAt() then reads each cable's ends in turn.
bool endOrder(const ModuleEnds::End& a, const ModuleEnds::End& b) {
  const QString& portA = a.end().attachment.port;
  const QString& portB = b.end().attachment.port;
  if (portA.constData() != portB.constData() || portA.size() != portB.size()) {
    if (const int byPort = portA.compare(portB))
      return byPort < 0;
  }
  if (a.cable != b.cable)
    return a.cable->id < b.cable->id;
  return a.endIndex < b.endIndex;
}

}  // namespace

ModuleEnds ModuleEnds::build(const DesignData& design, const QVector<const Module*>& modules) {
  ModuleEnds index;
  QHash<ObjectId, quint32> moduleIndex;
  moduleIndex.reserve(modules.size());
  for (const Module* module : modules)
    moduleIndex.insert(module->id, quint32(moduleIndex.size()));

  // The cables in table order, cut into slices that the thread pool reads side by side.
  QVector<const Cable*> cables;
  cables.reserve(design.all<Cable>().size());
  for (const Cable& cable : design.all<Cable>())
    cables.push_back(&cable);
  constexpr qsizetype kSlice = 4096;
  QVector<qsizetype> slices;
  for (qsizetype begin = 0; begin < cables.size(); begin += kSlice)
    slices.push_back(begin);
  struct SliceResult {
    std::vector<Found> found;
    QVector<const Cable*> unheld;
  };
  const QVector<SliceResult> results =
      QtConcurrent::blockingMapped<QVector<SliceResult>>(slices, [&](qsizetype begin) {
        SliceResult result;
        const qsizetype end = std::min(cables.size(), begin + kSlice);
        result.found.reserve(size_t(end - begin) * 2);
        for (qsizetype c = begin; c < end; ++c) {
          const Cable* cable = cables.at(c);
          bool held = false;
          for (qint32 e = 0; e < cable->ends.size(); ++e) {
            const Attachment& at = cable->ends.at(e).attachment;
            if (!at.isConnected())
              continue;
            const auto found = moduleIndex.constFind(at.objectId);
            if (found == moduleIndex.constEnd())
              continue;
            result.found.push_back({*found, {cable, e}});
            held = held || (e == 0 && at.kind == Attachment::Kind::ModulePort);
          }
          if (!held)
            result.unheld.push_back(cable);
        }
        return result;
      });

  // Grouped by module with a counting sort; each module's few ends are then put in order.
  std::vector<quint32> next(size_t(modules.size()) + 1, 0);
  for (const SliceResult& result : results) {
    for (const Found& found : result.found)
      ++next[found.module + 1];
    index.mUnheld += result.unheld;
  }
  for (size_t m = 1; m < next.size(); ++m)
    next[m] += next[m - 1];
  index.mRanges.reserve(modules.size());
  for (qsizetype m = 0; m < modules.size(); ++m)
    index.mRanges.insert(modules.at(m)->id, {next[size_t(m)], next[size_t(m) + 1]});
  index.mEnds.resize(next.back());
  for (const SliceResult& result : results) {
    for (const Found& found : result.found)
      index.mEnds[next[found.module]++] = found.end;
  }
  for (const Range& range : std::as_const(index.mRanges)) {
    if (range.end - range.begin > 1) {
      std::sort(index.mEnds.begin() + range.begin, index.mEnds.begin() + range.end, &endOrder);
    }
  }
  return index;
}

std::optional<std::span<const ModuleEnds::End>> ModuleEnds::endsOf(const ObjectId& moduleId) const {
  const auto found = mRanges.constFind(moduleId);
  if (found == mRanges.constEnd())
    return std::nullopt;
  return std::span<const End>(mEnds.data() + found->begin, mEnds.data() + found->end);
}

}  // namespace rackwright
