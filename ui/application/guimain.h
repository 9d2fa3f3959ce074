#ifndef RACKWRIGHT_UI_APPLICATION_GUIMAIN_H
#define RACKWRIGHT_UI_APPLICATION_GUIMAIN_H

#include <QStringList>

namespace rackwright::ui {

/// Starts the workbench: QApplication, translations, the main window with `files` opened.
int runGui(int& argc, char** argv, const QStringList& files);

}  // namespace rackwright::ui

#endif
