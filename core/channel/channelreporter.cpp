#include "channelreporter.h"

#include "core/validation/checksupport.h"

#include <algorithm>

namespace rackwright {

// --- reporting ---------------------------------------------------------------------------------

QString matingKey(const MatedPair& mating) {
  return mating.near.name + QLatin1Char('/') + mating.far.name;
}

const FiberSegment* straightDuplexCord(const OpticalChannel& channel) {
  const auto cord =
      std::find_if(channel.segments.cbegin(), channel.segments.cend(), [](const FiberSegment& s) {
        return s.method() == PolarityMethod::Straight && s.map.sourceSize() == 2;
      });
  return cord != channel.segments.cend() ? &*cord : nullptr;
}

const FiberSegment* pairSwapSegment(const OpticalChannel& channel) {
  for (const FiberSegment& s : channel.segments) {
    if (polarityMethodOf(s.map) == PolarityMethod::PairSwap)
      return &s;
  }
  return nullptr;
}

bool reportsChannel(const OpticalChannel& channel) {
  if (!channel.complete())
    return true;
  if (channel.farModule != channel.nearModule)
    return channel.nearModule < channel.farModule;
  return channel.nearPort <= channel.farPort;
}

ChannelReporter::ChannelReporter(CheckContext& ctx, const OpticalChannel& channel,
                                 QSet<QString>* reported)
    : mCtx(ctx), mChannel(channel), mReported(reported) {
  const DesignData& d = ctx.design();
  if (const Module* m = d.find<Module>(channel.nearModule)) {
    mNearPart = ctx.findPart(m->typeId);
    mNearPort = opticalPortOf(mNearPart, channel.nearPort);
  }
  if (channel.complete()) {
    if (const Module* m = d.find<Module>(channel.farModule)) {
      mFarPart = ctx.findPart(m->typeId);
      mFarPort = opticalPortOf(mFarPart, channel.farPort);
    }
  }
  if (mNearPart && !mNearPart->transceiver())
    mNearPart = nullptr;
  if (mFarPart && !mFarPart->transceiver())
    mFarPart = nullptr;
}

const QString& ChannelReporter::name() const {
  // Built on the first message only, like the location: most channels report nothing.
  if (mName.isNull())
    mName = ChannelNames::channel(mCtx.design(), mChannel);
  return mName;
}

const DesignData& ChannelReporter::design() const {
  return mCtx.design();
}

QVector<ObjectId> ChannelReporter::objectsWith(const QVector<ObjectId>& objects) const {
  QVector<ObjectId> ids{mChannel.nearModule};
  if (mChannel.complete() && mChannel.farModule != mChannel.nearModule)
    ids << mChannel.farModule;
  for (const ObjectId& id : objects) {
    if (!id.isNull() && !ids.contains(id))
      ids << id;
  }
  return ids;
}

QString ChannelReporter::discriminator(const QString& what) const {
  // Built on the first report only. Incomplete channels from one port share a discriminator:
  // their branches (cassette fronts, splitter legs left open) run through the same first
  // elements, reported once.
  if (mDiscriminator.isNull()) {
    const QString far = mChannel.complete() ? mChannel.farPort : QStringLiteral("open");
    mDiscriminator = mChannel.nearPort + QLatin1Char('>') + far;
  }
  return what.isEmpty() ? mDiscriminator : mDiscriminator + QLatin1Char('|') + what;
}

bool ChannelReporter::firstTime(RuleId rule, const QVector<ObjectId>& ids,
                                const QString& discriminator) const {
  if (!mReported)
    return true;
  const QString key = findingKey(rule, ids, discriminator);
  if (mReported->contains(key))
    return false;
  mReported->insert(key);
  return true;
}

const QString& ChannelReporter::location() const {
  // Built on the first report only: most channels report nothing, and the string (rack, U,
  // device, cage, part, port) was a noticeable share of a full validation. Reading the far end's
  // location records its dependencies, as the messages name both ends.
  if (mLocation.isNull()) {
    mLocation = checks::modulePortLocation(mCtx, mChannel.nearModule, mChannel.nearPort);
    if (mChannel.complete())
      checks::modulePortLocation(mCtx, mChannel.farModule, mChannel.farPort);
  }
  return mLocation;
}

void ChannelReporter::report(RuleId rule, const QVector<ObjectId>& objects, const QString& what,
                             const QString& message) const {
  const QVector<ObjectId> ids = objectsWith(objects);
  const QString d = discriminator(what);
  if (firstTime(rule, ids, d))
    mCtx.report(rule, ids, d, message, location());
}

void ChannelReporter::report(RuleId rule, Severity severity, const QVector<ObjectId>& objects,
                             const QString& what, const QString& message) const {
  const QVector<ObjectId> ids = objectsWith(objects);
  const QString d = discriminator(what);
  if (firstTime(rule, ids, d))
    mCtx.report(rule, severity, ids, d, message, location());
}

void ChannelReporter::reportUnverified(RuleId about, const QVector<ObjectId>& objects,
                                       const QString& what, const QString& message) const {
  const QVector<ObjectId> ids = objectsWith(objects);
  const QString d = discriminator(what);
  if (firstTime(RuleId::DS08, ids, d))
    mCtx.reportUnverified(about, ids, d, message, location());
}

// --- names -------------------------------------------------------------------------------------

QString ChannelNames::modulePort(const DesignData& design, const ObjectId& moduleId,
                                 const QString& port) {
  const Module* module = design.find<Module>(moduleId);
  if (!module)
    return tr("(missing transceiver) port %1").arg(port);
  const Device* device = design.find<Device>(module->deviceId);
  if (!device)
    return tr("spare %1 port %2").arg(module->typeId, port);
  return tr("%1 %2 port %3").arg(device->name, module->cage, port);
}

QString ChannelNames::cable(const DesignData& design, const FiberSegment& segment) {
  // Looked up here, not copied into every traced segment: a cable's name is its own text, and
  // copying it wrote to memory the trace has no other use for.
  const Cable* cable = design.find<Cable>(segment.cableId);
  if (!cable || cable->name.isEmpty())
    return segment.partId;
  return QStringLiteral("%1 '%2'").arg(segment.partId, cable->name);
}

QString ChannelNames::channel(const DesignData& design, const OpticalChannel& ch) {
  const QString near = modulePort(design, ch.nearModule, ch.nearPort);
  QString far;
  const QString lastCable =
      ch.segments.isEmpty() ? QString() : cable(design, ch.segments.constLast());
  switch (ch.end) {
    case ChannelEnd::ModulePort:
      far = modulePort(design, ch.farModule, ch.farPort);
      break;
    case ChannelEnd::LooseCableEnd:
      far = tr("loose end %1 of %2").arg(ch.farCableEnd, lastCable);
      break;
    case ChannelEnd::OpenPanelPort: {
      const Device* panel = design.find<Device>(ch.farAttachment.objectId);
      far = tr("open port %1 of %2")
                .arg(ch.farAttachment.port, panel ? panel->name : tr("(missing panel)"));
      break;
    }
    case ChannelEnd::Cage:
      far = tr("end %1 of %2 in a cage").arg(ch.farCableEnd, lastCable);
      break;
    case ChannelEnd::Dark:
      far = tr("unconnected fibers of %1").arg(lastCable);
      break;
  }
  return tr("Channel %1 → %2").arg(near, far);
}

QString ChannelNames::side(const DesignData& design, const MatingSide& side) {
  switch (side.kind) {
    case MatingSide::Kind::ModuleReceptacle:
      return tr("%1 receptacle (%2)")
          .arg(side.partId, modulePort(design, side.objectId, side.name));
    case MatingSide::Kind::CablePlug: {
      const Cable* c = design.find<Cable>(side.objectId);
      const QString label = c && !c->name.isEmpty()
                                ? QStringLiteral("%1 '%2'").arg(side.partId, c->name)
                                : side.partId;
      return tr("%1 end %2").arg(label, side.name);
    }
    case MatingSide::Kind::PanelConnector: {
      const Device* panel = design.find<Device>(side.objectId);
      return tr("%1 (%2) port %3")
          .arg(panel ? panel->name : tr("(missing panel)"), side.partId, side.name);
    }
  }
  return {};
}

QString ChannelNames::polarityLabel(const FiberSegment& segment) {
  return polarityMethodName(segment.method(), segment.map.sourceSize());
}

}  // namespace rackwright
