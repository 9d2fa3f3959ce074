// The stream reader refuses bad design files with the place and the problem: every case at the
// line a user would look at, the same path and problem as the tree reader, and nothing loaded.
// Every case twice: as it is, and padded past the size from which the cables are read on a
// second thread.
#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/designloaders.h"
#include "support/bytedits.h"
#include "support/designbuilder.h"

#include <QTest>

using namespace rackwright;
using namespace rackwright::test;

class TestDesignFileBadBytes : public QObject {
  Q_OBJECT

 private slots:
  void badFiles_data();
  void badFiles();
};

void TestDesignFileBadBytes::badFiles_data() {
  QTest::addColumn<QByteArray>("bytes");
  QTest::addColumn<QString>("where");
  QTest::addColumn<int>("line");
  QTest::addColumn<QString>("problem");
  QTest::addColumn<bool>("sameAsTree");  // the tree reader names the same path and problem

  const QByteArray good = smallClusterBytes();
  // A problem inside an object is reported at the line of the object's id; the path names the
  // value. Other problems are reported at the line of the value.
  // Every case twice: as it is, and padded past the size from which the cables are read on a
  // second thread while the modules are read (the padding adds no line).
  const auto row = [](const char* name, const Edit& e, const char* where, const char* problem,
                      bool sameAsTree = true) {
    QTest::newRow(name) << e.bytes << QString::fromUtf8(where) << e.line
                        << QString::fromUtf8(problem) << sameAsTree;
    QTest::addRow("%s (large file)", name) << padded(e.bytes) << QString::fromUtf8(where) << e.line
                                           << QString::fromUtf8(problem) << sameAsTree;
  };
  const auto inObject = [](const char* section, int index, Edit e) {
    const QByteArray id = idOf(e.bytes, section, index);
    e.line = lineAt(e.bytes, e.bytes.indexOf("\"id\": \"" + id + "\""));
    return e;
  };
  const auto atLine = [](Edit e, int line) {
    e.line = line;
    return e;
  };

  // Values of the wrong kind, anywhere in an object.
  row("text for a number",
      inObject("racks", 0, edit(good, "\"heightU\": 42", "\"heightU\": \"42\"")),
      "$.racks[0].heightU", "expected a number, found a string");
  row("fraction for a whole number",
      inObject("racks", 0, edit(good, "\"heightU\": 42", "\"heightU\": 41.5")),
      "$.racks[0].heightU", "expected a whole number, found 41.5");
  row("number for a port", inObject("cables", 0, edit(good, "\"port\": \"1\"}", "\"port\": 1}")),
      "$.cables[0].ends[0].port", "expected a string, found a number");
  row("bad id in an end",
      inObject("cables", 0, edit(good, "\"object\": \"", "\"object\": \"not-an-id\", \"x\": \"")),
      "$.cables[0].ends[0].object", "\"not-an-id\" is not a valid id (a UUID)");
  row("end is not an object",
      inObject("cables", 0, edit(good, "\"ends\": [\n        {", "\"ends\": [\n        \"A\", {")),
      "$.cables[0].ends[0]", "expected an object, found a string");
  row("required array missing", inObject("cables", 0, edit(good, "\"ends\"", "\"endz\"")),
      "$.cables[0]", "the required array \"ends\" is missing");
  row("bad status",
      inObject("cables", 0, edit(good, "\"status\": \"planned\"", "\"status\": \"lost\"")),
      "$.cables[0].status", "expected planned, installed or decommissioned; got \"lost\"");
  row("cage setting is not an object",
      inObject("devices", 0,
               edit(good, "\"name\": \"dgx-02\",",
                    "\"name\": \"dgx-02\", \"cageConfig\": {\"OSFP1\": true},")),
      "$.devices[0].cageConfig.OSFP1", "expected an object, found a boolean");
  row("unknown protocol",
      inObject("devices", 0,
               edit(good, "\"name\": \"dgx-02\",",
                    "\"name\": \"dgx-02\", \"cageConfig\": {\"OSFP1\": {\"protocol\": "
                    "\"token-ring\"}},")),
      "$.devices[0].cageConfig.OSFP1.protocol", "expected one of");
  row("section is not an array", edit(good, "\"waivers\": []", "\"waivers\": {}"), "$.waivers",
      "expected an array, found an object");
  row("header is not an object",
      edit(good, "\"design\": {\"name\": \"Small cluster\", \"revision\": \"A\"}",
           "\"design\": \"Small cluster\""),
      "$.design", "expected an object, found a string");
  row("part is not an object",
      atLine(edit(good, "\"parts\": [\n    {", "\"parts\": [\n    7, {"),
             lineAt(good, good.indexOf("\"parts\"")) + 1),
      "$.parts[0]", "expected an object, found a number");
  row("bad part definition",
      atLine(edit(good, "\"kind\": \"server\"", "\"kind\": 12"),
             lineAt(good, good.indexOf("\"id\": \"DGX-H100\""))),
      "$.parts[0].kind", "");

  // Object-level problems.
  const QByteArray firstRack = idOf(good, "racks", 0);
  const QByteArray secondRack = idOf(good, "racks", 1);
  row("duplicate id", edit(good, "\"id\": \"" + secondRack + "\"", "\"id\": \"" + firstRack + "\""),
      "$.racks[1].id", "is used twice; every object needs its own id");
  row("dangling module",
      inObject("cables", 0,
               edit(good, "\"object\": \"",
                    "\"object\": \"00000000-0000-4000-8000-000000000001\", \"x\": \"")),
      "$.cables[0].ends",
      "refers to module 00000000-0000-4000-8000-000000000001, which is not in the file");
  const QByteArray moduleType =
      "\"type\": \"" + QJsonDocument::fromJson(good)["modules"][0]["type"].toString().toUtf8() +
      "\"";
  row("unknown part",
      inObject("modules", 0,
               edit(good, moduleType, "\"type\": \"ACME-1\"",
                    int(good.left(good.indexOf("\"modules\"")).count(moduleType)))),
      "$.modules[0].type", "unknown part \"ACME-1\"");

  // Keys written twice in one object: refused at the line of the second, by both readers (a
  // JSON tree would keep only the last value). The stream reader names the top-level object
  // where the repeat is in an object it reads itself.
  row("repeated key", edit(good, "\"heightU\": 42,", "\"heightU\": 41, \"heightU\": 42,"),
      "$.racks[0]", "the key \"heightU\" appears twice in this object");
  row("repeated key in a cable end",
      edit(good, "\"port\": \"1\"}", "\"port\": \"1\", \"port\": \"2\"}"), "$.cables[0]",
      "the key \"port\" appears twice", false);
  row("repeated cage setting",
      edit(good, "\"name\": \"dgx-02\",",
           "\"name\": \"dgx-02\", \"cageConfig\": {\"OSFP2\": {\"split\": true}, "
           "\"OSFP2\": {\"protocol\": \"infiniband\"}},"),
      "$.devices[0]", "the key \"OSFP2\" appears twice", false);
  row("repeated key in a kept value",
      edit(good, "\"lengthM\": 10,", "\"lengthM\": 10, \"order\": {\"no\": 4711, \"no\": 4712},"),
      "$.cables[0].order", "the key \"no\" appears twice");
  const Edit sections = edit(good, "\"waivers\": []", "\"waivers\": [],\n  \"waivers\": []");
  row("repeated section", atLine(sections, sections.line + 1), "$",
      "the key \"waivers\" appears twice");
  const Edit unknown = edit(good, "\"waivers\": []", "\"waivers\": [],\n  \"x\": 1,\n  \"x\": 2");
  row("repeated unknown section", atLine(unknown, unknown.line + 2), "$",
      "the key \"x\" appears twice");

  // A key that starts with a byte-order mark as UTF-8 bytes would read as the key without it
  // (Qt's decoders drop the mark) and the next save would write that other key: refused by both
  // readers, wherever it is.
  row("key with a byte-order mark", edit(good, "\"heightU\": 42,", "\"\xEF\xBB\xBFheightU\": 42,"),
      "$.racks[0]", "the key \"heightU\" starts with an invisible byte-order mark (U+FEFF)");
  row("key with a byte-order mark in a kept value",
      edit(good, "\"lengthM\": 10,", "\"lengthM\": 10, \"order\": {\"\xEF\xBB\xBFno\": 4711},"),
      "$.cables[0].order", "the key \"no\" starts with an invisible byte-order mark");
  const Edit markedSection =
      edit(good, "\"waivers\": []", "\"waivers\": [],\n  \"\xEF\xBB\xBFx\": 1");
  row("unknown section with a byte-order mark", atLine(markedSection, markedSection.line + 1), "$",
      "the key \"x\" starts with an invisible byte-order mark");

  // Syntax errors: at the line where the parser stopped, naming the element being read (Qt's
  // parser named none).
  const qsizetype cut = good.indexOf("\"ends\"", good.indexOf("\"ends\"") + 1) + 20;
  row("truncated", Edit{good.left(cut), lineAt(good, cut)}, "$.cables[1]",
      "the file is not valid JSON (unterminated string", false);
  row("invalid UTF-8", edit(good, "\"name\": \"R01\"", "\"name\": \"R\xC3\x28\""), "$.racks[0]",
      "the file is not valid JSON (invalid UTF8 string", false);
  // The parser notices the missing comma at the next key, one line down.
  const Edit noComma = edit(good, "\"heightU\": 42,", "\"heightU\": 42");
  row("missing comma", atLine(noComma, noComma.line + 1), "$.racks[0]",
      "the file is not valid JSON (unterminated object", false);
  row("too deeply nested",
      edit(good, "\"heightU\": 42,", "\"deep\": " + QByteArray(1100, '[') + ", \"heightU\": 42,"),
      "$.racks[0]", "the file is not valid JSON (too deeply nested document", false);
  row("garbage at the end", Edit{good + "x\n", lineAt(good, good.size())}, "",
      "the file is not valid JSON (garbage at the end of the document", false);

  // Problems in the modules and in the cables: the modules' comes first in the file and is
  // reported, also when the cables are read at the same time.
  const Edit both =
      inObject("modules", 0,
               edit(edit(good, "\"port\": \"1\"}", "\"port\": 1}").bytes, moduleType, "\"type\": 7",
                    int(good.left(good.indexOf("\"modules\"")).count(moduleType))));
  row("modules and cables both bad", both, "$.modules[0].type",
      "expected a string, found a number");

  // Networks (format 3).
  row("malformed network key",
      inObject("cables", 0,
               edit(good, "\"status\": \"planned\"",
                    "\"network\": \"Compute\", \"status\": \"planned\"")),
      "$.cables[0].network", "\"Compute\" is not a network key");
  row("plane out of range",
      inObject("cables", 0,
               edit(good, "\"status\": \"planned\"", "\"plane\": 27, \"status\": \"planned\"")),
      "$.cables[0].plane", "a plane is 1 (A) to 26 (Z), or 0 for none; found 27");
  row("device network not text",
      inObject("devices", 0,
               edit(good, "\"name\": \"dgx-02\",", "\"name\": \"dgx-02\", \"network\": 1,")),
      "$.devices[0].network", "expected a string, found a number");
  const auto withNetworks = [&](const char* section) {
    return edit(good, "\"waivers\": []",
                QByteArray("\"waivers\": [],\n  \"networks\": ") + section);
  };
  const auto nextLine = [](Edit e) {
    ++e.line;  // the section starts on the line after the waivers
    return e;
  };
  row("own network with a built-in key", nextLine(withNetworks("[{\"key\": \"storage\"}]")),
      "$.networks[0].key", "\"storage\" is a built-in network");
  row("own network key used twice",
      nextLine(withNetworks("[{\"key\": \"backup\"}, {\"key\": \"backup\"}]")), "$.networks[1].key",
      "the network key \"backup\" is used twice");
  row("own network colour", nextLine(withNetworks("[{\"key\": \"backup\", \"colour\": \"blue\"}]")),
      "$.networks[0].colour", "expected a colour as \"#rrggbb\"");
  row("own network without a key", nextLine(withNetworks("[{\"name\": \"Backup\"}]")),
      "$.networks[0]", "the required text \"key\" is missing");
  row("networks is not an array", nextLine(withNetworks("{}")), "$.networks",
      "expected an array, found an object");
}

void TestDesignFileBadBytes::badFiles() {
  QFETCH(QByteArray, bytes);
  QFETCH(QString, where);
  QFETCH(int, line);
  QFETCH(QString, problem);
  QFETCH(bool, sameAsTree);
  QVERIFY(detail::canStream(bytes));
  Design design;
  try {
    DesignFile::loadFromBytes(bytes, QStringLiteral("bad.rackwright"), design);
    QFAIL("the bad file was accepted");
  } catch (const ParseError& e) {
    QCOMPARE(e.file(), QStringLiteral("bad.rackwright"));
    QCOMPARE(e.where(), where);
    QVERIFY2(e.problem().contains(problem), qPrintable(e.message()));
    QCOMPARE(e.line(), line);
    QVERIFY2(e.message().startsWith(QStringLiteral("bad.rackwright:%1: ").arg(line)),
             qPrintable(e.message()));
    if (sameAsTree) {
      Design tree;
      try {
        detail::loadTree(bytes, QStringLiteral("bad.rackwright"), tree, {});
        QFAIL("the tree reader accepted the bad file");
      } catch (const ParseError& treeError) {
        QCOMPARE(e.where(), treeError.where());
        QCOMPARE(e.problem(), treeError.problem());
      }
    }
  }
  QCOMPARE(design.objectCount(), 0);
}

QTEST_GUILESS_MAIN(TestDesignFileBadBytes)
#include "tst_designfilebadbytes.moc"
