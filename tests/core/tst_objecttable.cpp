// The design's object tables (core/model/objecttable.h) against a std::map doing the same
// changes: look-ups, removals (the last object fills the hole, the id index shifts its probe
// runs back), growth, reserve, arranging, and snapshots that later changes must not reach.
#include "core/model/entities.h"
#include "core/model/objecttable.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>

using rackwright::CableEnd;
using rackwright::CableEnds;
using rackwright::ObjectTable;

namespace {

struct Item {
  QUuid id;
  QString text;
  int value = 0;
};

/// Ids whose halves differ in few bits (derived and test ids are like this) as well as random
/// ones: both must spread over the index.
QUuid makeId(QRandomGenerator& random, bool patterned, int n) {
  if (patterned)
    return QUuid(uint(n), 0, 0, 0, 0, 0, 0, 0, 0, 0, uchar(n % 7));
  return QUuid(random.generate(), ushort(random.generate()), ushort(random.generate()),
               uchar(random.generate()), uchar(random.generate()), uchar(random.generate()),
               uchar(random.generate()), uchar(random.generate()), uchar(random.generate()),
               uchar(random.generate()), uchar(random.generate()));
}

/// Every id of `expected` is found with its value, nothing else is, and iteration visits each
/// object once.
void compare(const ObjectTable<Item>& table, const std::map<QUuid, int>& expected) {
  QCOMPARE(table.size(), qsizetype(expected.size()));
  QCOMPARE(table.isEmpty(), expected.empty());
  for (const auto& [id, value] : expected) {
    const Item* item = table.get(id);
    QVERIFY2(item, qPrintable(id.toString()));
    QCOMPARE(item->id, id);
    QCOMPARE(item->value, value);
    QCOMPARE(item->text, QString::number(value));
    QVERIFY(table.constFind(id) != table.constEnd());
    QCOMPARE(table.constFind(id).key(), id);
  }
  std::map<QUuid, int> seen;
  for (auto it = table.begin(); it != table.end(); ++it) {
    QCOMPARE(it.key(), it->id);
    QVERIFY(seen.emplace(it.key(), it.value().value).second);
  }
  QCOMPARE(seen, expected);
  QCOMPARE(table.keys().size(), qsizetype(expected.size()));
}

}  // namespace

class TestObjectTable : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void emptyTableFindsNothing() {
    const ObjectTable<Item> table;
    QVERIFY(table.isEmpty());
    QVERIFY(!table.get(QUuid::createUuid()));
    QVERIFY(!table.contains(QUuid()));
    QVERIFY(table.begin() == table.end());
    QVERIFY(table.constFind(QUuid::createUuid()) == table.constEnd());
  }

  void duplicateIdIsRefused() {
    ObjectTable<Item> table;
    const QUuid id = QUuid::createUuid();
    QVERIFY(table.insertNew({id, QStringLiteral("1"), 1}));
    QVERIFY(!table.insertNew({id, QStringLiteral("2"), 2}));
    QCOMPARE(table.size(), 1);
    QCOMPARE(table.get(id)->value, 1);
    Item removed;
    QVERIFY(!table.remove(QUuid::createUuid(), &removed));
    QVERIFY(table.remove(id, &removed));
    QCOMPARE(removed.value, 1);
    QVERIFY(table.isEmpty());
    QVERIFY(!table.get(id));
  }

  void randomChangesMatchAMap_data() {
    QTest::addColumn<bool>("patterned");
    QTest::addColumn<int>("reserved");
    QTest::newRow("random ids") << false << 0;
    QTest::newRow("patterned ids") << true << 0;
    QTest::newRow("random ids, reserved") << false << 3000;
    QTest::newRow("patterned ids, reserved") << true << 5000;
  }
  void randomChangesMatchAMap() {
    QFETCH(bool, patterned);
    QFETCH(int, reserved);
    QRandomGenerator random(20261207);
    ObjectTable<Item> table;
    table.reserve(reserved);
    std::map<QUuid, int> expected;
    std::vector<QUuid> ids;  // ever inserted, some removed since
    ObjectTable<Item> snapshot;
    std::map<QUuid, int> atSnapshot;
    for (int step = 0; step < 20000; ++step) {
      const quint32 op = random.bounded(10);
      if (op < 6 || ids.empty()) {  // insert, growing the table through several sizes
        const QUuid id = makeId(random, patterned, step);
        const int value = int(random.bounded(1000000));
        const bool isNew = !expected.count(id);
        QCOMPARE(table.insertNew({id, QString::number(value), value}) != nullptr, isNew);
        if (isNew) {
          expected[id] = value;
          ids.push_back(id);
        }
      } else if (op < 9) {  // remove one, present or already gone
        const QUuid id = ids[random.bounded(quint32(ids.size()))];
        Item removed;
        const auto found = expected.find(id);
        QCOMPARE(table.remove(id, &removed), found != expected.end());
        if (found != expected.end()) {
          QCOMPARE(removed.value, found->second);
          expected.erase(found);
        }
      } else {  // change one in place
        const QUuid id = ids[random.bounded(quint32(ids.size()))];
        Item* item = table.getMutable(id);
        QCOMPARE(item != nullptr, expected.count(id) == 1);
        if (item) {
          item->value += 1;
          item->text = QString::number(item->value);
          expected[id] += 1;
        }
      }
      if (step % 5000 == 4999) {
        compare(table, expected);
        compare(snapshot, atSnapshot);  // later changes did not reach the copy
        snapshot = table;
        atSnapshot = expected;
      }
    }
    compare(table, expected);
    compare(snapshot, atSnapshot);
  }

  void cableEndsMoveOverSplitterEnds() {
    // Qt 6.4's QVarLengthArray move assignment leaked the target's heap block (a splitter's ends
    // replacing a splitter's, as undo and redo of a removal do); the sanitizer build finds it.
    const auto splitter = [](const QString& prefix) {
      CableEnds ends;
      for (int i = 0; i < 5; ++i)
        ends.push_back(CableEnd{prefix + QString::number(i), {}});
      return ends;
    };
    CableEnds held = splitter(QStringLiteral("B"));
    CableEnds other = splitter(QStringLiteral("C"));
    held = std::move(other);
    QCOMPARE(held.size(), 5);
    QCOMPARE(held.front().name, QStringLiteral("C0"));
    QCOMPARE(held.back().name, QStringLiteral("C4"));
    held = {CableEnd{QStringLiteral("A"), {}}, CableEnd{QStringLiteral("B"), {}}};
    QCOMPARE(held.size(), 2);
    CableEnds copy = held;
    QVERIFY(copy == held);
    held = splitter(QStringLiteral("D"));  // a temporary: the move assignment again
    QCOMPARE(held.at(3).name, QStringLiteral("D3"));
    QVERIFY(!(copy == held));
  }

  void movedFromTableStaysUsable() {
    ObjectTable<Item> table;
    const QUuid id = QUuid::createUuid();
    table.insertNew({id, QStringLiteral("1"), 1});
    ObjectTable<Item> taken = std::move(table);
    QCOMPARE(taken.get(id)->value, 1);
    QVERIFY(table.size() == 0 || table.get(id));  // NOLINT(bugprone-use-after-move): on purpose
    QVERIFY(table.insertNew({QUuid::createUuid(), QStringLiteral("2"), 2}));
    QCOMPARE(taken.size(), 1);  // a change of the one moved from does not reach the other
  }

  void arrangeKeepsEveryObjectFindable() {
    QRandomGenerator random(7);
    ObjectTable<Item> table;
    std::map<QUuid, int> expected;
    for (int i = 0; i < 2500; ++i) {
      const QUuid id = makeId(random, false, i);
      table.insertNew({id, QString::number(i), i});
      expected[id] = i;
    }
    const ObjectTable<Item> before = table;
    // Reverse order by value: position i gets the object with value 2499 - i.
    std::vector<quint32> order(2500);
    for (quint32 pos = 0; pos < 2500; ++pos)
      order[2499 - quint32(table.at(pos).value)] = pos;
    table.arrange(order);
    for (qsizetype pos = 0; pos < table.size(); ++pos)
      QCOMPARE(table.at(pos).value, 2499 - int(pos));
    compare(table, expected);
    compare(before, expected);  // a copy taken before keeps its own order and index
    QCOMPARE(before.at(0).value, 0);
  }
};

QTEST_GUILESS_MAIN(TestObjectTable)
#include "tst_objecttable.moc"
