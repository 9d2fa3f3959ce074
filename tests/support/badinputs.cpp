#include "badinputs.h"

#include "testsupport.h"

#include <sys/stat.h>

#include <QFile>
#include <QTest>

namespace rackwright::test::badinput {

QByteArray goodDesign() {
  QFile file(sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")));
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return file.readAll();
}

QByteArray replaced(const QByteArray& bytes, const QByteArray& from, const QByteArray& to) {
  const qsizetype at = bytes.indexOf(from);
  if (at < 0) {
    QTest::qFail(qPrintable(QStringLiteral("\"%1\" is not in the input").arg(from)), __FILE__,
                 __LINE__);
    return {};
  }
  QByteArray out = bytes;
  out.replace(at, from.size(), to);
  return out;
}

QString writeFile(const QDir& dir, const QString& name, const QByteArray& bytes) {
  const QString path = dir.filePath(name);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
    QTest::qFail(qPrintable(QStringLiteral("cannot write %1").arg(path)), __FILE__, __LINE__);
  return path;
}

QString writeSparseFile(const QDir& dir, const QString& name, const QByteArray& head, qint64 size) {
  const QString path = writeFile(dir, name, head);
  if (!QFile::resize(path, size))
    QTest::qFail(qPrintable(QStringLiteral("cannot grow %1").arg(path)), __FILE__, __LINE__);
  return path;
}

QString makeFifo(const QDir& dir, const QString& name) {
  const QString path = dir.filePath(name);
  if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
    QTest::qFail(qPrintable(QStringLiteral("cannot make FIFO %1").arg(path)), __FILE__, __LINE__);
  return path;
}

QString makeSymlink(const QDir& dir, const QString& name, const QString& target) {
  const QString path = dir.filePath(name);
  if (!QFile::link(target, path))
    QTest::qFail(qPrintable(QStringLiteral("cannot link %1").arg(path)), __FILE__, __LINE__);
  return path;
}

QString makeSymlinkLoop(const QDir& dir, const QString& name) {
  const QString second = name + QStringLiteral(".2");
  makeSymlink(dir, second, dir.filePath(name));
  return makeSymlink(dir, name, dir.filePath(second));
}

QString makeFolder(const QDir& dir, const QString& name) {
  if (!dir.mkpath(name))
    QTest::qFail(qPrintable(QStringLiteral("cannot make folder %1").arg(name)), __FILE__, __LINE__);
  const QString path = dir.filePath(name);
  writeFile(QDir(path), QStringLiteral("inside.txt"), "not a design\n");
  return path;
}

QByteArray nested(int depth, char open, char close) {
  return QByteArray(depth, open) + QByteArray(depth, close);
}

QByteArray netBoxYaml(const QByteArray& extra) {
  return QByteArray(
             "manufacturer: Example\n"
             "model: EX-1\n"
             "u_height: 1\n"
             "interfaces:\n"
             "  - name: p1\n"
             "    type: 400gbase-x-osfp\n") +
         extra;
}

QByteArray yamlAliasBomb(const QByteArray& key) {
  QByteArray yaml = "a0: &a0 \"lol\"\n";
  for (int level = 1; level <= 9; ++level) {
    yaml += QStringLiteral("a%1: &a%1 [").arg(level).toUtf8();
    for (int i = 0; i < 9; ++i)
      yaml += QStringLiteral("%1*a%2")
                  .arg(i ? QStringLiteral(", ") : QString())
                  .arg(level - 1)
                  .toUtf8();
    yaml += "]\n";
  }
  return netBoxYaml() + yaml + key + ": *a9\n";
}

QByteArray largeNetBoxYaml(qint64 size) {
  QByteArray yaml = netBoxYaml();
  const QByteArray entry = "  - name: port-0000000\n    type: 400gbase-x-osfp\n";
  yaml.reserve(size + entry.size());
  for (int i = 0; yaml.size() < size; ++i) {
    QByteArray line = entry;
    line.replace("0000000", QByteArray::number(i).rightJustified(7, '0'));
    yaml += line;
  }
  return yaml;
}

}  // namespace rackwright::test::badinput
