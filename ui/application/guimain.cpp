#include "guimain.h"

#include "core/common/buildinfo.h"
#include "core/common/translations.h"
#include "core/common/workpool.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/recentfiles.h"
#include "ui/mainwindow/recoveryoffer.h"

#include <spdlog/spdlog.h>

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QLocale>
#include <QPointer>
#include <QScreen>
#include <QTimer>

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
  // The first start fills the screen (whatever its size); later starts restore the size and
  // docks the user left.
  auto openWindow = [] {
    const bool firstStart = !MainWindow::hasSavedGeometry();
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (firstStart) {
      // Sized to the screen as well: without a window manager, maximising does nothing.
      window->setGeometry(window->screen()->availableGeometry());
      window->showMaximized();
    } else
      window->show();
    return window;
  };
  MainWindow* first = nullptr;
  if (files.isEmpty()) {
    first = openWindow();
    // Reopening is a preference (on unless switched off); a design that has gone is skipped.
    if (const QString last = RecentFiles::designToReopen(); !last.isEmpty()) {
      spdlog::info("Reopening the last design {}.", last.toStdString());
      first->openFile(last);
    }
  } else {
    for (const QString& file : files) {
      MainWindow* window = openWindow();
      window->openFile(file);
      if (!first)
        first = window;
    }
  }
  // Designs an earlier run left unsaved (a crash, a kill, a power cut) are offered once the
  // event loop runs, over the first window: the question has a parent, and closing it cannot
  // end the application.
  QTimer::singleShot(0, first, [window = QPointer<MainWindow>(first), openWindow] {
    RecoveryOffer::run(window, openWindow);
  });
  const int code = app.exec();
  // Background jobs end before the application object they may post to goes.
  workPool()->waitForDone();
  spdlog::info("Rackwright workbench exited with code {}.", code);
  return code;
}

}  // namespace rackwright::ui
