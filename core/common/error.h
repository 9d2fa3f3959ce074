#ifndef RACKWRIGHT_CORE_COMMON_ERROR_H
#define RACKWRIGHT_CORE_COMMON_ERROR_H

#include <QException>
#include <QString>

namespace rackwright {

/// Base of every error Rackwright reports to a user. The message is complete and translated:
/// it names the place (file, JSON path, line) and, where one exists, the fix.
/// Derives from QException so that it crosses QtConcurrent worker boundaries.
class Error : public QException {
 public:
  explicit Error(QString message) : mMessage(std::move(message)), mUtf8(mMessage.toUtf8()) {}
  const QString& message() const noexcept { return mMessage; }
  const char* what() const noexcept override { return mUtf8.constData(); }
  void raise() const override { throw *this; }
  Error* clone() const override { return new Error(*this); }

 private:
  QString mMessage;
  QByteArray mUtf8;
};

/// A file (design, catalog, NetBox YAML) could not be read. `where` is the file plus a JSON path
/// or YAML key; `line` is 1-based or 0 when unknown.
class ParseError : public Error {
 public:
  ParseError(QString file, QString where, int line, const QString& problem)
      : Error(compose(file, where, line, problem)),
        mFile(std::move(file)),
        mWhere(std::move(where)),
        mLine(line),
        mProblem(problem) {}
  const QString& file() const noexcept { return mFile; }
  const QString& where() const noexcept { return mWhere; }
  int line() const noexcept { return mLine; }
  const QString& problem() const noexcept { return mProblem; }
  void raise() const override { throw *this; }
  ParseError* clone() const override { return new ParseError(*this); }

 private:
  static QString compose(const QString& file, const QString& where, int line,
                         const QString& problem) {
    QString place = file;
    if (line > 0)
      place += QStringLiteral(":%1").arg(line);
    if (!where.isEmpty())
      place += (place.isEmpty() ? QString() : QStringLiteral(": ")) + where;
    return place.isEmpty() ? problem : place + QStringLiteral(": ") + problem;
  }
  QString mFile;
  QString mWhere;
  int mLine = 0;
  QString mProblem;
};

}  // namespace rackwright

#endif
