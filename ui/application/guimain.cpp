#include "guimain.h"

#include "core/common/buildinfo.h"
#include "core/common/translations.h"
#include "ui/mainwindow/mainwindow.h"

#include <spdlog/spdlog.h>

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QLocale>

namespace rackwright::ui {

int runGui(int& argc, char** argv, const QStringList& files) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Rackwright"));
  QApplication::setApplicationName(QStringLiteral("Rackwright"));
  QApplication::setApplicationVersion(QStringLiteral(RACKWRIGHT_VERSION));
  // Lets Wayland compositors and docks match windows to the installed .desktop file.
  QGuiApplication::setDesktopFileName(QStringLiteral(RACKWRIGHT_APP_ID));
  const QString iconPath = QStringLiteral(":/icons/" RACKWRIGHT_APP_ID ".svg");
  if (QFile::exists(iconPath))
    QApplication::setWindowIcon(QIcon(iconPath));
  installTranslations(app, QLocale::system());
  spdlog::info("Rackwright {} starting the workbench.", RACKWRIGHT_VERSION);

  // One window per file; each deletes itself when closed, and the last one ends the loop.
  auto openWindow = [] {
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
  };
  if (files.isEmpty()) {
    openWindow();
  } else {
    for (const QString& file : files)
      openWindow()->openFile(file);
  }
  const int code = app.exec();
  spdlog::info("Rackwright workbench exited with code {}.", code);
  return code;
}

}  // namespace rackwright::ui
