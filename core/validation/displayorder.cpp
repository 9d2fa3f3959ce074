#include "displayorder.h"

#include "core/common/workpool.h"
#include "rulecatalog.h"
#include "validator.h"

#include <QHash>
#include <QThreadPool>
#include <QVarLengthArray>
#include <QtConcurrent>

#include <algorithm>
#include <numeric>

namespace rackwright::displayorder {

namespace {

/// The catalog's rule ids in text order: a rule's rank is even, from its index (16 bits of a key).
/// A rule missing from the catalog (only tests make those) gets the odd rank of the gap it falls
/// in, so that it still sorts against catalog rules as its text does; two such rules in one gap
/// share a rank, and their keys then carry no location, leaving their order to lessThan.
const QStringList& catalogRuleIds() {
  static const QStringList ids = [] {
    QStringList sorted;
    for (const RuleInfo& rule : RuleCatalog::all())
      sorted << rule.id;
    std::sort(sorted.begin(), sorted.end(),
              [](const QString& a, const QString& b) { return a.compare(b) < 0; });
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    Q_ASSERT(2 * sorted.size() + 2 < 0xFFFF);
    return sorted;
  }();
  return ids;
}

quint64 ruleRank(const QString& rule) {
  const QStringList& ids = catalogRuleIds();
  const auto at = std::lower_bound(ids.cbegin(), ids.cend(), rule,
                                   [](const QString& a, const QString& b) { return a < b; });
  const quint64 index = quint64(at - ids.cbegin());
  // Rule i of the catalog ranks 2i + 2; a rule that would be inserted before it ranks 2i + 1.
  return at != ids.cend() && *at == rule ? 2 * index + 2 : 2 * index + 1;
}

/// Location characters a key holds: 5 in the first word (after severity and rule), 8 in each
/// of the others; enough for "R01-01 U12 dgx-0001 OSFP1".
constexpr int kLocationBytes = 5 + 8 * 3;

/// One byte per UTF-16 unit, in the same order: a unit below 0xFF is itself, and 0xFF stands for
/// every larger unit, after which the key holds no more of the text (zeros). Two texts whose
/// bytes differ then compare as their bytes do; equal bytes leave the order to lessThan.
void locationBytes(const QString& location, std::array<quint8, kLocationBytes>& bytes) {
  const qsizetype count = std::min<qsizetype>(location.size(), kLocationBytes);
  for (qsizetype i = 0; i < count; ++i) {
    const char16_t unit = location.at(i).unicode();
    if (unit >= 0xFF) {
      bytes[size_t(i)] = 0xFF;
      return;
    }
    bytes[size_t(i)] = quint8(unit);
  }
}

Key keyOf(Finding& finding, quint64 rank) {
  Key key;
  key.finding = &finding;
  std::array<quint8, kLocationBytes> bytes{};
  // A rule outside the catalog shares its rank with others: no location, see catalogRuleIds().
  if (rank % 2 == 0)
    locationBytes(finding.location, bytes);
  quint64 first = quint64(finding.severity) << 56 | rank << 40;
  for (size_t i = 0; i < 5; ++i)
    first |= quint64(bytes[i]) << (32 - 8 * i);
  key.words[0] = first;
  for (size_t w = 1; w < key.words.size(); ++w) {
    quint64 word = 0;
    for (size_t i = 0; i < 8; ++i)
      word = word << 8 | bytes[5 + (w - 1) * 8 + i];
    key.words[w] = word;
  }
  return key;
}

}  // namespace

bool less(const Key& a, const Key& b) {
  if (a.words != b.words)
    return a.words < b.words;
  return Validator::lessThan(*a.finding, *b.finding);
}

QVector<Key> sortedKeys(Finding* begin, Finding* end) {
  QVector<Key> keys;
  keys.reserve(end - begin);
  // Rule texts are mostly literals shared by every finding of a check: their rank is looked up
  // once per text instance. The findings keep the texts alive, so an address stays one text.
  QHash<const QChar*, quint64> rankByText;
  for (Finding* f = begin; f != end; ++f) {
    const QChar* text = f->rule.constData();
    auto rank = rankByText.constFind(text);
    if (rank == rankByText.constEnd())
      rank = rankByText.insert(text, ruleRank(f->rule));
    keys.push_back(keyOf(*f, *rank));
  }
  std::sort(keys.begin(), keys.end(), &less);
  return keys;
}

QVector<Finding> merge(const QVector<QVector<Key>>& allRuns) {
  QVector<const QVector<Key>*> runs;
  qsizetype total = 0;
  for (const QVector<Key>& run : allRuns) {
    if (!run.isEmpty())
      runs.push_back(&run);
    total += run.size();
  }
  QVector<Finding> merged(total);
  if (total == 0)
    return merged;

  constexpr qsizetype kFindingsPerPart = 4096;
  const qsizetype threads = std::max(1, workPool()->maxThreadCount());
  const qsizetype parts = std::clamp(total / kFindingsPerPart, qsizetype(1), threads * 4);
  QVector<Key> splitters;
  if (parts > 1) {
    constexpr qsizetype kSamplesPerPart = 8;
    QVector<Key> samples;
    for (const QVector<Key>* run : runs) {
      const qsizetype step = std::max(qsizetype(1), run->size() / (parts * kSamplesPerPart));
      for (qsizetype i = step / 2; i < run->size(); i += step)
        samples.push_back(run->at(i));
    }
    std::sort(samples.begin(), samples.end(), &less);
    for (qsizetype j = 1; j < parts; ++j)
      splitters.push_back(samples.at(j * samples.size() / parts));
  }

  // bounds[j * runCount + r]: where part j starts in run r (the first key not below splitter
  // j - 1); the last row is each run's end.
  const qsizetype runCount = runs.size();
  QVector<const Key*> bounds((parts + 1) * runCount);
  QVector<qsizetype> offsets(parts + 1, 0);
  for (qsizetype r = 0; r < runCount; ++r) {
    const Key* const begin = runs.at(r)->constData();
    const Key* const end = begin + runs.at(r)->size();
    bounds[r] = begin;
    bounds[parts * runCount + r] = end;
    for (qsizetype j = 1; j < parts; ++j)
      bounds[j * runCount + r] = std::lower_bound(begin, end, splitters.at(j - 1), &less);
  }
  for (qsizetype j = 0; j < parts; ++j) {
    qsizetype size = 0;
    for (qsizetype r = 0; r < runCount; ++r)
      size += bounds.at((j + 1) * runCount + r) - bounds.at(j * runCount + r);
    offsets[j + 1] = offsets.at(j) + size;
  }

  Finding* const out = merged.data();
  QVector<qsizetype> partIndexes(parts);
  std::iota(partIndexes.begin(), partIndexes.end(), qsizetype(0));
  QFuture<void> merging = QtConcurrent::map(workPool(), partIndexes, [&](qsizetype part) {
    struct Cursor {
      const Key* at;
      const Key* end;
    };
    // A min-heap on the cursors' current keys.
    const auto later = [](const Cursor& a, const Cursor& b) { return less(*b.at, *a.at); };
    QVarLengthArray<Cursor, 64> heap;
    for (qsizetype r = 0; r < runCount; ++r) {
      const Key* const begin = bounds.at(part * runCount + r);
      const Key* const end = bounds.at((part + 1) * runCount + r);
      if (begin != end)
        heap.push_back({begin, end});
    }
    std::make_heap(heap.begin(), heap.end(), later);
    Finding* next = out + offsets.at(part);
    while (!heap.isEmpty()) {
      std::pop_heap(heap.begin(), heap.end(), later);
      Cursor& smallest = heap.back();
      *next++ = std::move(*smallest.at++->finding);
      if (smallest.at == smallest.end)
        heap.pop_back();
      else
        std::push_heap(heap.begin(), heap.end(), later);
    }
  });
  waitInWorkPool(merging);
  return merged;
}

}  // namespace rackwright::displayorder
