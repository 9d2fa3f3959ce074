#ifndef RACKWRIGHT_CORE_CHANNEL_CHANNELREPORTER_H
#define RACKWRIGHT_CORE_CHANNEL_CHANNELREPORTER_H

// Reporting side of the optical channel rules (checks_optical.cpp, checks_reach.cpp): names,
// stable keys, the once-per-channel decision, and the declarations both rule files share.

#include "core/channel/opticalchannel.h"
#include "core/validation/checkcontext.h"

#include <QSet>

namespace rackwright {

/// User-facing names used by the channel rules.
class ChannelNames final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ChannelNames)

 public:
  /// "dgx-01 OSFP1 port 1" (device, cage, optical port).
  static QString modulePort(const DesignData& design, const ObjectId& moduleId,
                            const QString& port);
  /// "Channel dgx-01 OSFP1 port 1 → leaf-01 OSFP3 port 1" or "… → loose end B of MFP7E10-N010".
  static QString channel(const DesignData& design, const OpticalChannel& channel);
  /// "MFP7E10-N010" or "MFP7E10-N010 'C-17'".
  static QString cable(const DesignData& design, const FiberSegment& segment);
  static QString side(const DesignData& design, const MatingSide& side);
  /// "Type B", "A-B", "splitter" … for a segment label in polarity messages.
  static QString polarityLabel(const FiberSegment& segment);
};

/// Reports findings about one channel with a consistent location, object list and stable key:
/// the near module, the far module (when there is one) plus the objects a finding names; the
/// key's discriminator names both ports, so the same finding keeps its key whichever end
/// reports.
class ChannelReporter final {
 public:
  /// With `reported`, a finding whose key is in the set is not reported again (the branches of
  /// one trace share their first elements); reported keys are added.
  ChannelReporter(CheckContext& ctx, const OpticalChannel& channel,
                  QSet<QString>* reported = nullptr);

  const QString& name() const;
  const OpticalChannel& channel() const { return mChannel; }
  CheckContext& context() const { return mCtx; }
  const DesignData& design() const;
  /// Transceiver data of the two ends (null when unknown or, for far, when the channel is
  /// incomplete).
  /// The transceiver parts at the ends (null when unknown): catalog parts, valid for the run.
  const Part* nearPart() const { return mNearPart; }
  const Part* farPart() const { return mFarPart; }
  const OpticalPortDefinition* nearPortDef() const { return mNearPort; }
  const OpticalPortDefinition* farPortDef() const { return mFarPort; }

  void report(RuleId rule, const QVector<ObjectId>& objects, const QString& what,
              const QString& message) const;
  void report(RuleId rule, Severity severity, const QVector<ObjectId>& objects, const QString& what,
              const QString& message) const;
  /// A DS-08 info about `about` (see CheckContext::reportUnverified).
  void reportUnverified(RuleId about, const QVector<ObjectId>& objects, const QString& what,
                        const QString& message) const;

 private:
  QVector<ObjectId> objectsWith(const QVector<ObjectId>& objects) const;
  QString discriminator(const QString& what) const;
  const QString& location() const;
  bool firstTime(RuleId rule, const QVector<ObjectId>& ids, const QString& discriminator) const;

  CheckContext& mCtx;
  const OpticalChannel& mChannel;
  QSet<QString>* mReported = nullptr;
  mutable QString mName;
  mutable QString mLocation;  ///< built by location() on the first report
  mutable QString mDiscriminator;
  const Part* mNearPart = nullptr;
  const Part* mFarPart = nullptr;
  const OpticalPortDefinition* mNearPort = nullptr;
  const OpticalPortDefinition* mFarPort = nullptr;
};

/// True when this end reports the channel's findings: the end whose (module id, port) sorts
/// first, or the only end of an incomplete channel.
bool reportsChannel(const OpticalChannel& channel);

/// The discriminator of a mating's OC-01..OC-03 findings: "<near side>/<far side>".
QString matingKey(const MatedPair& mating);

/// The A-A (straight) duplex cord of a channel, the usual culprit when an A-B duplex channel
/// has an even number of crossovers (POL-02 names it); null when there is none.
const FiberSegment* straightDuplexCord(const OpticalChannel& channel);

/// The first Type-C (pair-swapping) segment: wrong in parallel optics (POL-01 names it).
const FiberSegment* pairSwapSegment(const OpticalChannel& channel);

/// Channel rules of group G (reach and length), run by checkChannel for every channel it
/// reports: the channel length verdict (FM-02 / PMD-04 / RE-03, whichever limit binds), the
/// mating count and loss budget (RE-04) and the minimum length of single-mode optics (RE-05).
void checkChannelReach(const ChannelReporter& reporter);
/// RE-06: the two ports of a twin-port module should run over fibers of similar length.
void checkTwinPortSkew(CheckContext& ctx, const Module& module,
                       const QMap<QString, QVector<OpticalChannel>>& channelsByPort);

/// Limits used by the reach rules, shown in messages.
struct ReachLimits {
  static constexpr double kMpoMatingLossDb = 0.35;
  static constexpr double kLcMatingLossDb = 0.25;
  static constexpr double kMultimodeLossDbPerKm = 3.0;
  static constexpr double kSingleModeLossDbPerKm = 0.4;
  /// NVIDIA's reach figures assume at most four ferrule-to-ferrule matings (two panels).
  static constexpr int kMaxMatings = 4;
  /// Single-mode splitter channels (MFP7E40).
  static constexpr double kSingleModeSplitterM = 50;
  /// Twin-port fiber length difference above which RE-06 warns. NVIDIA publishes no number
  /// (UNCONFIRMED); 5 m is about 22 ns of skew.
  static constexpr double kTwinPortSkewM = 5;
};

}  // namespace rackwright

#endif
