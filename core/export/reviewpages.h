#ifndef RACKWRIGHT_CORE_EXPORT_REVIEWPAGES_H
#define RACKWRIGHT_CORE_EXPORT_REVIEWPAGES_H

#include "pagepainter.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVector>

namespace rackwright {

/// The title page of the design review: project, revision, author, date, description and the
/// headline figures.
class TitlePagePainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::TitlePagePainter)

 public:
  struct Fact {
    QString label;
    QString value;
  };
  TitlePagePainter(QString heading, QString project, QString description, QVector<Fact> facts);

  int pageCount(const PageSetup&) const override { return 1; }
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override { return mHeading; }

 private:
  QString mHeading;
  QString mProject;
  QString mDescription;
  QVector<Fact> mFacts;
};

/// Contents: section titles with their first page. Filled in by the report once every section
/// is laid out (the contents itself is one page).
class ContentsPainter final : public PagePainter {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ContentsPainter)

 public:
  struct Entry {
    QString title;
    int page = 0;  ///< 1-based
  };
  explicit ContentsPainter(QVector<Entry> entries) : mEntries(std::move(entries)) {}

  int pageCount(const PageSetup&) const override { return 1; }
  void paint(QPainter& painter, int page, const PageSetup& setup) const override;
  QString title() const override;
  const QVector<Entry>& entries() const { return mEntries; }

 private:
  QVector<Entry> mEntries;
};

}  // namespace rackwright

#endif
