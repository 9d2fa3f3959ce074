// Replays committed fuzz inputs through a target in the normal build (no libFuzzer): every file
// under each directory given on the command line is passed to LLVMFuzzerTestOneInput once, in
// name order. A crash, a sanitizer report or a broken invariant fails the test; so does a
// directory that is missing or empty, because then nothing was checked.
#include <QDirIterator>
#include <QFile>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR...\n", argv[0]);
    return 2;
  }
  LLVMFuzzerInitialize(&argc, &argv);
  for (int i = 1; i < argc; ++i) {
    const QString dir = QString::fromLocal8Bit(argv[i]);
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
      files << it.next();
    std::sort(files.begin(), files.end());
    if (files.isEmpty()) {
      std::fprintf(stderr, "%s: no inputs (missing or empty directory)\n", argv[i]);
      return 1;
    }
    qint64 bytes = 0;
    for (const QString& path : files) {
      QFile file(path);
      if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: cannot read\n", qPrintable(path));
        return 1;
      }
      const QByteArray input = file.readAll();
      bytes += input.size();
      LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(input.constData()),
                             size_t(input.size()));
    }
    std::printf("%s: %lld inputs, %lld bytes replayed\n", argv[i], qlonglong(files.size()),
                qlonglong(bytes));
  }
  return 0;
}
