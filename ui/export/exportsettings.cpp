#include "exportsettings.h"

#include <QCryptographicHash>
#include <QSettings>

namespace rackwright::ui {

namespace {

QString groupFor(const QString& designPath, ExportSettings::Kind kind) {
  // Paths hold slashes QSettings would read as groups: key by a hash of the path.
  const QByteArray hash =
      QCryptographicHash::hash(designPath.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
  return QStringLiteral("exportSettings/%1/%2")
      .arg(QString::fromLatin1(hash), ExportSettings::kindName(kind));
}

}  // namespace

QString ExportSettings::kindName(Kind kind) {
  return ExportRequest::kindName(kind);
}

QString ExportSettings::kindTitle(Kind kind) {
  switch (kind) {
    case Kind::Review:
      return tr("Design review PDF…");
    case Kind::Elevations:
      return tr("Rack elevations…");
    case Kind::PortMaps:
      return tr("Port maps…");
    case Kind::Labels:
      return tr("Cable labels…");
    case Kind::Bom:
      return tr("Bill of materials…");
    case Kind::Cables:
      return tr("Cable schedule…");
    case Kind::NetBox:
      return tr("NetBox import CSV…");
  }
  return {};
}

QStringList ExportSettings::formats(Kind kind) {
  QStringList names;
  for (const ExportFormat format : ExportRequest::formats(kind))
    names << ExportRequest::formatName(format);
  return names;
}

ExportSettings ExportSettings::load(const QString& designPath, Kind kind) {
  ExportSettings s;
  s.kind = kind;
  s.format = formats(kind).front();
  QSettings settings;
  settings.beginGroup(groupFor(designPath, kind));
  s.paper = PageSetup::paperFromName(settings.value(QStringLiteral("paper")).toString())
                .value_or(PaperSize::A4);
  s.landscape = settings.value(QStringLiteral("landscape"), false).toBool();
  const QString format = settings.value(QStringLiteral("format")).toString();
  if (formats(kind).contains(format))
    s.format = format;
  s.racks = settings.value(QStringLiteral("racks")).toStringList();
  s.status = settings.value(QStringLiteral("status")).toString();
  s.network = settings.value(QStringLiteral("network")).toString();
  s.labelTemplate = settings.value(QStringLiteral("template"), s.labelTemplate).toString();
  s.tape = settings.value(QStringLiteral("tape"), false).toBool();
  s.trueScale = settings.value(QStringLiteral("trueScale"), false).toBool();
  s.output = settings.value(QStringLiteral("output")).toString();
  return s;
}

void ExportSettings::save(const QString& designPath) const {
  QSettings settings;
  settings.beginGroup(groupFor(designPath, kind));
  settings.setValue(QStringLiteral("paper"), PageSetup::paperName(paper));
  settings.setValue(QStringLiteral("landscape"), landscape);
  settings.setValue(QStringLiteral("format"), format);
  settings.setValue(QStringLiteral("racks"), racks);
  settings.setValue(QStringLiteral("status"), status);
  settings.setValue(QStringLiteral("network"), network);
  settings.setValue(QStringLiteral("template"), labelTemplate);
  settings.setValue(QStringLiteral("tape"), tape);
  settings.setValue(QStringLiteral("trueScale"), trueScale);
  settings.setValue(QStringLiteral("output"), output);
}

}  // namespace rackwright::ui
