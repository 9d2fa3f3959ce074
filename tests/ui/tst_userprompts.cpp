// The default prompts of the workbench (UserPrompts): the dialogs a finding's long message is
// quoted in stay on the screen, and their answers come back as the window expects them.
#include "ui/mainwindow/userprompts.h"

#include <QApplication>
#include <QInputDialog>
#include <QLabel>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace rackwright;
using namespace rackwright::ui;

namespace {

/// The prompts under test are the defaults; the rest are never asked here.
class QuietPrompts final : public UserPrompts {
 public:
  void showError(QWidget*, const QString&, const QString&) override {}
  UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override {
    return UnsavedChoice::Cancel;
  }
  QString askOpenFileName(QWidget*, const QString&) override { return {}; }
  QString askSaveFileName(QWidget*, const QString&) override { return {}; }
};

}  // namespace

class TestUserPrompts : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  /// The waiver prompt quotes the finding's message, often hundreds of characters on one line:
  /// its label wraps, so the dialog and its buttons stay on the screen.
  void waiverPromptWrapsTheFindingsMessage() {
    QuietPrompts prompts;
    const QString message = QStringLiteral("PW-01 not verified: a long message ").repeated(12);
    // Read in the dialog, checked after it closes (a failed check must not leave it open).
    int width = 0;
    bool wraps = false;
    bool multiLine = false;
    const auto answer = [&](bool accept) {
      auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
      if (!dialog) {
        if (QWidget* other = QApplication::activeModalWidget())
          other->close();
        return;
      }
      width = dialog->width();
      multiLine = dialog->testOption(QInputDialog::UsePlainTextEditForTextInput);
      const QList<QLabel*> labels = dialog->findChildren<QLabel*>();
      wraps = std::any_of(labels.begin(), labels.end(), [&](const QLabel* label) {
        return label->wordWrap() && label->text().startsWith(message);
      });
      dialog->setTextValue(QStringLiteral("  reviewed with the vendor  "));
      accept ? dialog->accept() : dialog->reject();
    };
    QObject guard;  // no answer after this test, whatever happens in it
    QTimer::singleShot(0, &guard, [&] { answer(true); });
    QCOMPARE(prompts.askWaiverReason(nullptr, QStringLiteral("DS-08"), message),
             QStringLiteral("reviewed with the vendor"));
    QVERIFY(multiLine);
    QVERIFY(wraps);
    QVERIFY2(width > 0 && width <= 700, qPrintable(QString::number(width)));
    // Cancelled: no reason, so no waiver.
    QTimer::singleShot(0, &guard, [&] { answer(false); });
    QCOMPARE(prompts.askWaiverReason(nullptr, QStringLiteral("DS-08"), message), QString());
  }
};

QTEST_MAIN(TestUserPrompts)
#include "tst_userprompts.moc"
