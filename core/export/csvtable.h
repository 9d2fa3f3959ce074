#ifndef RACKWRIGHT_CORE_EXPORT_CSVTABLE_H
#define RACKWRIGHT_CORE_EXPORT_CSVTABLE_H

#include <QCoreApplication>
#include <QIODevice>
#include <QStringList>
#include <QVector>

namespace rackwright {

/// A table written as RFC 4180 CSV: comma-separated, CRLF line ends, fields quoted when they
/// hold a comma, a quote, a line break or leading/trailing spaces, quotes doubled.
struct CsvTable {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CsvTable)

 public:
  QStringList headers;
  QVector<QStringList> rows;

  static QString field(const QString& value);
  static QString line(const QStringList& fields);
  /// The table as UTF-8, written to `device` a megabyte at a time.
  void writeTo(QIODevice& device) const;
  QByteArray toUtf8() const;
  /// Writes atomically; throws Error naming the file.
  void write(const QString& path) const;
};

}  // namespace rackwright

#endif
