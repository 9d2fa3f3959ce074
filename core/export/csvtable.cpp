#include "csvtable.h"

#include "core/common/error.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringEncoder>

namespace rackwright {

QString CsvTable::field(const QString& value) {
  const bool quote = value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('"')) ||
                     value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')) ||
                     (!value.isEmpty() && (value.front().isSpace() || value.back().isSpace()));
  if (!quote)
    return value;
  QString escaped = value;
  escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
  return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString CsvTable::line(const QStringList& fields) {
  QStringList quoted;
  quoted.reserve(fields.size());
  for (const QString& f : fields)
    quoted << field(f);
  return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

void CsvTable::writeTo(QIODevice& device) const {
  // A line at a time into one reused text, encoded into one buffer that is handed to the device
  // every megabyte: a cable schedule has a hundred thousand rows, and the whole table as one
  // text (UTF-16) and then as bytes came to three times the file in memory, all of it touched
  // for the first time.
  constexpr qsizetype kFlushAt = 1 << 20;
  QString line;
  QByteArray bytes;
  bytes.reserve(kFlushAt + 4096);
  QStringEncoder utf8(QStringEncoder::Utf8);
  const auto append = [&line](const QString& value) {
    bool quote = !value.isEmpty() && (value.front().isSpace() || value.back().isSpace());
    for (qsizetype i = 0; !quote && i < value.size(); ++i) {
      const QChar c = value.at(i);
      quote = c == QLatin1Char(',') || c == QLatin1Char('"') || c == QLatin1Char('\n') ||
              c == QLatin1Char('\r');
    }
    if (quote)
      line += field(value);
    else
      line += value;
  };
  const auto writeLine = [&](const QStringList& fields) {
    line.resize(0);  // keeps its capacity
    for (qsizetype i = 0; i < headers.size() || i < fields.size(); ++i) {
      if (i > 0)
        line += QLatin1Char(',');
      if (i < fields.size())
        append(fields.at(i));
    }
    line += QLatin1String("\r\n");
    const qsizetype used = bytes.size();
    bytes.resize(used + utf8.requiredSpace(line.size()));
    char* end = utf8.appendToBuffer(bytes.data() + used, line);
    bytes.resize(end - bytes.constData());
    if (bytes.size() >= kFlushAt) {
      device.write(bytes);
      bytes.resize(0);
    }
  };
  writeLine(headers);
  for (const QStringList& row : rows)
    writeLine(row);
  device.write(bytes);
}

QByteArray CsvTable::toUtf8() const {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  writeTo(buffer);
  return bytes;
}

void CsvTable::write(const QString& path) const {
  const QDir dir = QFileInfo(path).absoluteDir();
  if (!dir.exists())
    QDir().mkpath(dir.absolutePath());
  QSaveFile file(path);
  if (file.open(QIODevice::WriteOnly))
    writeTo(file);
  if (file.error() != QFileDevice::NoError || !file.commit()) {
    throw Error(tr("cannot write %1: %2; check that the folder exists and is writable")
                    .arg(QDir::toNativeSeparators(path), file.errorString()));
  }
}

}  // namespace rackwright
