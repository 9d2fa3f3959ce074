// Desktop integration and the Debian package: the launcher, AppStream metadata, icon and MIME
// type pass the freedesktop validators, and `cpack -G DEB` builds a package that installs them
// beside the executable.
#include "core/common/buildinfo.h"
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>

namespace {

const QString kAppId = QStringLiteral(RACKWRIGHT_APP_ID);
const QString kMimeType = QStringLiteral("application/x-rackwright-design");

struct Run {
  int exitCode = -1;
  QByteArray out;
};

/// Runs a tool and returns its exit code with stdout and stderr merged (validators report on
/// either). Fails the current test when the tool is missing.
Run runTool(const QString& program, const QStringList& args, int timeoutMs = 60000,
            const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  Run run;
  const QString path = QStandardPaths::findExecutable(program);
  if (path.isEmpty()) {
    QTest::qFail(
        qPrintable(
            QStringLiteral("%1 is not installed (scripts/setup.sh installs it)").arg(program)),
        __FILE__, __LINE__);
    return run;
  }
  QProcess process;
  process.setProcessChannelMode(QProcess::MergedChannels);
  process.setProcessEnvironment(env);
  process.start(path, args);
  if (!process.waitForFinished(timeoutMs)) {
    process.kill();
    process.waitForFinished();
  }
  run.out = process.readAll();
  run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  return run;
}

/// Key/value pairs of the [Desktop Entry] group. QSettings would split the ';' lists.
std::map<QString, QString> desktopEntry(const QString& path) {
  std::map<QString, QString> entries;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
    return entries;
  bool inGroup = false;
  while (!file.atEnd()) {
    const QString line = QString::fromUtf8(file.readLine()).trimmed();
    if (line.startsWith(QLatin1Char('['))) {
      inGroup = line == QStringLiteral("[Desktop Entry]");
    } else if (inGroup && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#'))) {
      const qsizetype eq = line.indexOf(QLatin1Char('='));
      entries[line.left(eq)] = line.mid(eq + 1);
    }
  }
  return entries;
}

/// Text of every element named `name` (in document order), with the given attribute values when
/// `attribute` is set.
QStringList xmlValues(const QString& path, const QString& name, const QString& attribute = {}) {
  QStringList values;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return values;
  QXmlStreamReader xml(&file);
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != name)
      continue;
    if (attribute.isEmpty()) {
      values << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    } else {
      values << xml.attributes().value(attribute).toString();
    }
  }
  if (xml.hasError()) {
    values = {
        QStringLiteral("XML error at line %1: %2").arg(xml.lineNumber()).arg(xml.errorString())};
  }
  return values;
}

}  // namespace

class TestPackaging final : public QObject {
  Q_OBJECT

 private slots:
  void desktopFilePassesValidator() {
    const Run run =
        runTool(QStringLiteral("desktop-file-validate"), {QStringLiteral(RACKWRIGHT_DESKTOP_FILE)});
    QVERIFY2(run.exitCode == 0 && run.out.trimmed().isEmpty(), run.out.constData());
  }

  void desktopFileLaunchesRackwright_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("Type") << "Type"
                          << "Application";
    QTest::newRow("Exec") << "Exec"
                          << "rackwright %F";
    QTest::newRow("Icon") << "Icon" << kAppId;
    QTest::newRow("MimeType") << "MimeType" << kMimeType + QLatin1Char(';');
    QTest::newRow("Terminal") << "Terminal"
                              << "false";
  }
  void desktopFileLaunchesRackwright() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    const auto entries = desktopEntry(QStringLiteral(RACKWRIGHT_DESKTOP_FILE));
    QVERIFY2(entries.count(key) == 1, qPrintable(key + QStringLiteral(" missing")));
    QCOMPARE(entries.at(key), value);
  }

  void metainfoPassesValidator() {
    const Run run =
        runTool(QStringLiteral("appstreamcli"),
                {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--strict"),
                 QStringLiteral("--explain"), QStringLiteral(RACKWRIGHT_METAINFO_FILE)});
    QVERIFY2(run.exitCode == 0, run.out.constData());
  }

  void metainfoDescribesThisBuild_data() {
    QTest::addColumn<QString>("element");
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QString>("expected");
    QTest::newRow("id") << "id" << QString() << kAppId;
    QTest::newRow("launchable") << "launchable" << QString() << kAppId + QStringLiteral(".desktop");
    QTest::newRow("binary") << "binary" << QString() << "rackwright";
    QTest::newRow("mediatype") << "mediatype" << QString() << kMimeType;
    QTest::newRow("release") << "release"
                             << "version" << QStringLiteral(RACKWRIGHT_VERSION);
    QTest::newRow("project_license") << "project_license" << QString() << "GPL-3.0-or-later";
    QTest::newRow("metadata_license") << "metadata_license" << QString() << "CC0-1.0";
    QTest::newRow("developer_name") << "developer_name" << QString() << "The Rackwright developers";
  }
  void metainfoDescribesThisBuild() {
    QFETCH(QString, element);
    QFETCH(QString, attribute);
    QFETCH(QString, expected);
    const QStringList values =
        xmlValues(QStringLiteral(RACKWRIGHT_METAINFO_FILE), element, attribute);
    QVERIFY2(!values.isEmpty(), qPrintable(element + QStringLiteral(" missing")));
    QCOMPARE(values.first(), expected);
  }

  void iconIsValidSquareSvg() {
    QSvgRenderer renderer(QStringLiteral(RACKWRIGHT_ICON_FILE));
    QVERIFY(renderer.isValid());
    const QRectF box = renderer.viewBoxF();
    QVERIFY(!box.isEmpty());
    QCOMPARE(box.width(), box.height());

    // The icon must actually draw something: count opaque pixels at launcher size.
    QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    int opaque = 0;
    for (int y = 0; y < image.height(); ++y) {
      for (int x = 0; x < image.width(); ++x)
        opaque += qAlpha(image.pixel(x, y)) == 255 ? 1 : 0;
    }
    QVERIFY2(opaque > 64 * 64 / 4, qPrintable(QString::number(opaque)));
  }

  void shippedIconsAreValid_data() {
    QTest::addColumn<QString>("path");
    const QDir icons(rackwright::test::sourcePath(QStringLiteral("resources/icons")));
    const QStringList names = icons.entryList({QStringLiteral("*.svg")}, QDir::Files);
    QVERIFY(!names.isEmpty());
    for (const QString& name : names)
      QTest::newRow(qPrintable(name)) << icons.filePath(name);
  }
  void shippedIconsAreValid() {
    // The editor's toolbar and palette icons (embedded under :/icons/) must render as well.
    QFETCH(QString, path);
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 24, 24));
  }

  void mimeTypeDeclaresDesignFiles() {
    const QString path = QStringLiteral(RACKWRIGHT_MIME_FILE);
    QCOMPARE(xmlValues(path, QStringLiteral("mime-type"), QStringLiteral("type")),
             QStringList{kMimeType});
    QCOMPARE(xmlValues(path, QStringLiteral("glob"), QStringLiteral("pattern")),
             QStringList{QStringLiteral("*.rackwright")});
    QCOMPARE(xmlValues(path, QStringLiteral("sub-class-of"), QStringLiteral("type")),
             QStringList{QStringLiteral("application/json")});
    QVERIFY(!xmlValues(path, QStringLiteral("comment")).isEmpty());
  }

  void mimeDatabaseAcceptsType() {
    // update-mime-database rejects files that do not follow the shared-mime-info schema; the
    // generated tables then map the glob and the parent type. The temporary data directory is put
    // on XDG_DATA_DIRS so that the tool does not warn about an unused location.
    QTemporaryDir data;
    QVERIFY(data.isValid());
    const QDir mime(data.filePath(QStringLiteral("mime")));
    QVERIFY(mime.mkpath(QStringLiteral("packages")));
    QVERIFY(QFile::copy(QStringLiteral(RACKWRIGHT_MIME_FILE),
                        mime.filePath(QStringLiteral("packages/%1.xml").arg(kAppId))));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_DIRS"), data.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    const Run run = runTool(QStringLiteral("update-mime-database"), {mime.path()}, 60000, env);
    QVERIFY2(run.exitCode == 0 && run.out.trimmed().isEmpty(), run.out.constData());

    QFile globs(mime.filePath(QStringLiteral("globs2")));
    QVERIFY(globs.open(QIODevice::ReadOnly));
    QVERIFY(globs.readAll().contains(":application/x-rackwright-design:*.rackwright"));
    QFile subclasses(mime.filePath(QStringLiteral("subclasses")));
    QVERIFY(subclasses.open(QIODevice::ReadOnly));
    QVERIFY(subclasses.readAll().contains("application/x-rackwright-design application/json"));
  }

  void cpackBuildsDebianPackage() {
    const QString config = QStringLiteral(RACKWRIGHT_CPACK_CONFIG);
    QFile file(config);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(config));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("set(CPACK_GENERATOR \"DEB\")"));
    QVERIFY(text.contains("set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS \"ON\")"));
    QVERIFY(text.contains("set(CPACK_PACKAGE_NAME \"rackwright\")"));

    QTemporaryDir out;
    QVERIFY(out.isValid());
    const Run pack = runTool(QStringLiteral(RACKWRIGHT_CPACK_COMMAND),
                             {QStringLiteral("-G"), QStringLiteral("DEB"),
                              QStringLiteral("--config"), config, QStringLiteral("-B"), out.path()},
                             300000);
    QVERIFY2(pack.exitCode == 0, pack.out.constData());
    // Two packages: the workbench and the command line on core alone.
    QStringList debs = QDir(out.path()).entryList({QStringLiteral("*.deb")}, QDir::Files);
    debs.sort();
    QCOMPARE(debs.size(), 2);
    const QString version = QStringLiteral(RACKWRIGHT_VERSION);
    QVERIFY2(debs.at(0).startsWith(QStringLiteral("rackwright-cli_%1_").arg(version)),
             qPrintable(debs.join(u' ')));
    QVERIFY2(debs.at(1).startsWith(QStringLiteral("rackwright_%1_").arg(version)),
             qPrintable(debs.join(u' ')));
    const QString cliDeb = QDir(out.path()).filePath(debs.at(0));
    const QString deb = QDir(out.path()).filePath(debs.at(1));

    const Run listing = runTool(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), deb});
    QCOMPARE(listing.exitCode, 0);
    const QStringList expected{
        QStringLiteral("./usr/bin/rackwright"),
        QStringLiteral("./usr/share/applications/%1.desktop").arg(kAppId),
        QStringLiteral("./usr/share/metainfo/%1.metainfo.xml").arg(kAppId),
        QStringLiteral("./usr/share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
        QStringLiteral("./usr/share/mime/packages/%1.xml").arg(kAppId)};
    for (const QString& path : expected) {
      QVERIFY2(
          listing.out.contains(' ' + path.toUtf8() + '\n'),
          qPrintable(path + QStringLiteral(" not in package:\n") + QString::fromUtf8(listing.out)));
    }
    QVERIFY(!listing.out.contains("rackwright-cli"));

    const Run cliListing = runTool(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), cliDeb});
    QCOMPARE(cliListing.exitCode, 0);
    QVERIFY2(cliListing.out.contains(" ./usr/bin/rackwright-cli\n"), cliListing.out.constData());
    QVERIFY2(!cliListing.out.contains("/share/applications/"), cliListing.out.constData());

    // dpkg-shlibdeps must have turned the linked libraries into dependencies: the workbench's
    // include the widget layer, the command line's do not.
    const auto fieldsOf = [](const QString& package) {
      return runTool(QStringLiteral("dpkg-deb"),
                     {QStringLiteral("-f"), package, QStringLiteral("Package"),
                      QStringLiteral("Section"), QStringLiteral("Depends")});
    };
    const Run fields = fieldsOf(deb);
    QCOMPARE(fields.exitCode, 0);
    QVERIFY2(fields.out.contains("Package: rackwright\n"), fields.out.constData());
    QVERIFY2(fields.out.contains("Section: science\n"), fields.out.constData());
    QVERIFY2(fields.out.contains("libqt6core6"), fields.out.constData());
    QVERIFY2(fields.out.contains("libqt6widgets6"), fields.out.constData());
    QVERIFY2(fields.out.contains(QStringLiteral("rackwright-cli (= %1)").arg(version).toUtf8()),
             fields.out.constData());

    const Run cliFields = fieldsOf(cliDeb);
    QCOMPARE(cliFields.exitCode, 0);
    QVERIFY2(cliFields.out.contains("Package: rackwright-cli\n"), cliFields.out.constData());
    QVERIFY2(cliFields.out.contains("Section: science\n"), cliFields.out.constData());
    QVERIFY2(cliFields.out.contains("libqt6core6"), cliFields.out.constData());
    for (const char* widgetPackage : {"libqt6widgets6", "libqt6printsupport6", "libqt6charts6"}) {
      QVERIFY2(!cliFields.out.contains(widgetPackage), cliFields.out.constData());
    }
  }
};

QTEST_MAIN(TestPackaging)
#include "tst_packaging.moc"
