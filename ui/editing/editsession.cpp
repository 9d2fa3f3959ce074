#include "editsession.h"

#include "core/common/error.h"
#include "core/editing/edittransaction.h"

#include <spdlog/spdlog.h>

#include <QUndoStack>

namespace rackwright::ui {

EditSession::EditSession(QObject* parent) : QObject(parent) {}

void EditSession::setDocument(Design* design, QUndoStack* stack) {
  mDesign = design;
  mStack = stack;
}

void EditSession::setBlocked(bool blocked, const QString& reason) {
  mBlocked = blocked;
  mBlockedReason = reason;
}

bool EditSession::ready() {
  if (!mDesign || !mStack)
    return false;
  if (mBlocked) {
    refuse(mBlockedReason.isEmpty() ? tr("The design cannot be edited right now.")
                                    : mBlockedReason);
    return false;
  }
  return true;
}

bool EditSession::push(const Builder& build) {
  if (!ready())
    return false;
  DesignEdits::CommandPtr command;
  try {
    command = build(*mDesign);
  } catch (const Error& e) {
    refuse(e.message());
    return false;
  }
  if (!command)
    return false;
  mStack->push(command.release());
  return true;
}

bool EditSession::pushSequence(const QString& text, const SequenceBuilder& build,
                               const QString& mergeKey) {
  if (!ready())
    return false;
  EditTransaction transaction(*mDesign, mStack, text, mergeKey);
  try {
    build(*mDesign, transaction);
  } catch (const Error& e) {
    refuse(e.message());
    return false;  // the transaction rolls back
  }
  if (transaction.isEmpty())
    return false;
  transaction.commit();
  return true;
}

void EditSession::refuse(const QString& reason) {
  spdlog::info("Edit refused: {}", reason.toStdString());
  Q_EMIT refused(reason);
}

void EditSession::inform(const QString& text) {
  Q_EMIT message(text);
}

}  // namespace rackwright::ui
