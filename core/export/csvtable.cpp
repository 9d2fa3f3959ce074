#include "csvtable.h"

#include "core/common/error.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

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

QByteArray CsvTable::toUtf8() const {
  // Appended field by field into one text, converted once: a cable schedule has a hundred
  // thousand rows, and a list and a joined line per row cost more than the fields themselves.
  QString text;
  const auto append = [&text](const QString& value) {
    bool quote = !value.isEmpty() && (value.front().isSpace() || value.back().isSpace());
    for (qsizetype i = 0; !quote && i < value.size(); ++i) {
      const QChar c = value.at(i);
      quote = c == QLatin1Char(',') || c == QLatin1Char('"') || c == QLatin1Char('\n') ||
              c == QLatin1Char('\r');
    }
    if (quote)
      text += field(value);
    else
      text += value;
  };
  const auto appendLine = [&](const QStringList& fields) {
    for (qsizetype i = 0; i < headers.size() || i < fields.size(); ++i) {
      if (i > 0)
        text += QLatin1Char(',');
      if (i < fields.size())
        append(fields.at(i));
    }
    text += QLatin1String("\r\n");
  };
  appendLine(headers);
  for (const QStringList& row : rows)
    appendLine(row);
  return text.toUtf8();
}

void CsvTable::write(const QString& path) const {
  const QDir dir = QFileInfo(path).absoluteDir();
  if (!dir.exists())
    QDir().mkpath(dir.absolutePath());
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(toUtf8()) < 0 || !file.commit()) {
    throw Error(tr("cannot write %1: %2; check that the folder exists and is writable")
                    .arg(QDir::toNativeSeparators(path), file.errorString()));
  }
}

}  // namespace rackwright
