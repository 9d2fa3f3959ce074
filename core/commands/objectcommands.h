#ifndef RACKWRIGHT_CORE_COMMANDS_OBJECTCOMMANDS_H
#define RACKWRIGHT_CORE_COMMANDS_OBJECTCOMMANDS_H

#include "core/model/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace rackwright {

/// Undo commands for design objects. QUndoStack lives in QtGui, so the commands stay in core next
/// to the model they edit. Each command holds whole old/new values (objects are small values), so
/// undo restores exactly what was there, including keys kept from newer file versions.

/// Adds one object. Undo removes it again.
template <typename T>
class CmdAddObject final : public QUndoCommand {
 public:
  CmdAddObject(Design& design, T object, const QString& text, QUndoCommand* parent = nullptr)
      : QUndoCommand(text, parent), mDesign(design), mObject(std::move(object)) {}
  void redo() override {
    mDesign.insert(mObject);
    QUndoCommand::redo();
  }
  void undo() override {
    QUndoCommand::undo();
    mDesign.template remove<T>(mObject.id);
  }
  const T& object() const { return mObject; }

 private:
  Design& mDesign;
  T mObject;
};

/// Removes one object. The removed value is captured when the command first runs, not when it is
/// built, so a command built before other edits in the same group still restores the right state.
template <typename T>
class CmdRemoveObject final : public QUndoCommand {
 public:
  CmdRemoveObject(Design& design, const ObjectId& id, const QString& text,
                  QUndoCommand* parent = nullptr)
      : QUndoCommand(text, parent), mDesign(design), mId(id) {}
  void redo() override {
    QUndoCommand::redo();
    mRemoved = mDesign.template remove<T>(mId);
  }
  void undo() override {
    mDesign.insert(mRemoved);
    QUndoCommand::undo();
  }

 private:
  Design& mDesign;
  ObjectId mId;
  T mRemoved;
};

/// Replaces an object's value (old → new). Repeated gestures that should read as one undo step
/// (arrow-key nudges) merge one level up, in EditTransaction's merge key.
template <typename T>
class CmdEditObject final : public QUndoCommand {
 public:
  CmdEditObject(Design& design, T oldValue, T newValue, const QString& text,
                QUndoCommand* parent = nullptr)
      : QUndoCommand(text, parent),
        mDesign(design),
        mOld(std::move(oldValue)),
        mNew(std::move(newValue)) {
    Q_ASSERT(mOld.id == mNew.id);
  }
  void redo() override {
    mDesign.update(mNew);
    QUndoCommand::redo();
  }
  void undo() override {
    QUndoCommand::undo();
    mDesign.update(mOld);
  }
  const T& oldValue() const { return mOld; }
  const T& newValue() const { return mNew; }

 private:
  Design& mDesign;
  T mOld;
  T mNew;
};

/// Changes the design's name, revision, author or description.
class CmdEditDesignInfo final : public QUndoCommand {
 public:
  CmdEditDesignInfo(Design& design, DesignInfo newInfo, QUndoCommand* parent = nullptr)
      : QUndoCommand(QCoreApplication::translate("rackwright::commands", "Edit design information"),
                     parent),
        mDesign(design),
        mOld(design.info()),
        mNew(std::move(newInfo)) {}
  void redo() override { mDesign.setInfo(mNew); }
  void undo() override { mDesign.setInfo(mOld); }

 private:
  Design& mDesign;
  DesignInfo mOld;
  DesignInfo mNew;
};

/// Replaces the networks the design declares beside the built-in ones.
class CmdEditNetworks final : public QUndoCommand {
 public:
  CmdEditNetworks(Design& design, QVector<NetworkDefinition> networks,
                  QUndoCommand* parent = nullptr)
      : QUndoCommand(QCoreApplication::translate("rackwright::commands", "Edit networks"), parent),
        mDesign(design),
        mOld(design.customNetworks()),
        mNew(std::move(networks)) {}
  void redo() override { mDesign.setCustomNetworks(mNew); }
  void undo() override { mDesign.setCustomNetworks(mOld); }

 private:
  Design& mDesign;
  QVector<NetworkDefinition> mOld;
  QVector<NetworkDefinition> mNew;
};

using CmdAddSite = CmdAddObject<Site>;
using CmdAddRoom = CmdAddObject<Room>;
using CmdAddRow = CmdAddObject<Row>;
using CmdAddRack = CmdAddObject<Rack>;
using CmdAddDevice = CmdAddObject<Device>;
using CmdAddModule = CmdAddObject<Module>;
using CmdAddCable = CmdAddObject<Cable>;
using CmdAddWaiver = CmdAddObject<Waiver>;
using CmdEditSite = CmdEditObject<Site>;
using CmdEditRoom = CmdEditObject<Room>;
using CmdEditRow = CmdEditObject<Row>;
using CmdEditRack = CmdEditObject<Rack>;
using CmdEditDevice = CmdEditObject<Device>;
using CmdEditModule = CmdEditObject<Module>;
using CmdEditCable = CmdEditObject<Cable>;
using CmdEditWaiver = CmdEditObject<Waiver>;

}  // namespace rackwright

#endif
