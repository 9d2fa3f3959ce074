#include "yamlprescan.h"

#include "core/common/error.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <sstream>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace rackwright {

namespace {

class PrescanHandler final : public YAML::EventHandler {
 public:
  explicit PrescanHandler(const QString& fileName) : mFileName(fileName) {}

  void OnDocumentStart(const YAML::Mark& mark) override {
    // yaml-cpp 0.7 reports a token it cannot place (a ',' or ']' outside any flow collection) as
    // an empty document that leaves the token unread, then starts the next document at the
    // same place, for ever (fixed upstream after 0.8.0, jbeder/yaml-cpp pull request 1319):
    // YAML::LoadAll would fill memory with empty documents. A document that starts where the
    // previous one started means the parser is stuck there.
    if (mDocuments > 0 && mark.pos <= mLastDocumentStart) {
      throw ParseError(mFileName, QString(), mark.line + 1,
                       YamlPrescan::tr("not valid YAML: the parser cannot read past this line "
                                       "(a ',', ']' or '}' outside a [list] or {mapping}?)"));
    }
    ++mDocuments;
    mLastDocumentStart = mark.pos;
    mAnchorSizes.clear();  // anchors belong to their document
    mFrames.clear();
  }
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    value(mark, nullptr, anchor, 1);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    const auto it = mAnchorSizes.find(anchor);
    value(mark, nullptr, 0, it == mAnchorSizes.end() ? 1 : it->second);
  }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                const std::string& text) override {
    value(mark, &text, anchor, 1);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    mFrames.push_back({false, anchor, mark, 1, true, {}});
  }
  void OnSequenceEnd() override { endFrame(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    mFrames.push_back({true, anchor, mark, 1, true, {}});
  }
  void OnMapEnd() override { endFrame(); }

 private:
  struct Frame {
    bool map = false;
    YAML::anchor_t anchor = 0;
    YAML::Mark mark;
    qint64 values = 1;      ///< this node and everything below it, aliases expanded
    bool nextIsKey = true;  ///< maps: the next node is a key
    std::unordered_set<std::string> keys;
  };

  /// A complete node of `size` values (`text` for a scalar) at `mark`.
  void value(const YAML::Mark& mark, const std::string* text, YAML::anchor_t anchor, qint64 size) {
    if (anchor != 0)
      mAnchorSizes[anchor] = size;
    if (mFrames.empty())
      return;
    Frame& parent = mFrames.back();
    if (parent.map) {
      if (parent.nextIsKey && text && !parent.keys.insert(*text).second) {
        throw ParseError(mFileName, QString::fromStdString(*text), mark.line + 1,
                         YamlPrescan::tr("the key appears twice in this mapping; keep one "
                                         "of them"));
      }
      parent.nextIsKey = !parent.nextIsKey;
    }
    parent.values += size;
    if (parent.values > YamlPrescan::kMaxValues) {
      throw ParseError(mFileName, QString(), mark.line + 1,
                       YamlPrescan::tr("its aliases (*name) expand to more than %1 values, "
                                       "far more than a device type has (an alias bomb?)")
                           .arg(YamlPrescan::kMaxValues));
    }
  }

  void endFrame() {
    const Frame done = std::move(mFrames.back());
    mFrames.pop_back();
    value(done.mark, nullptr, done.anchor, done.values);
  }

  QString mFileName;
  qint64 mDocuments = 0;
  int mLastDocumentStart = -1;
  std::vector<Frame> mFrames;
  std::unordered_map<YAML::anchor_t, qint64> mAnchorSizes;
};

}  // namespace

void YamlPrescan::check(const std::string& yaml, const QString& fileName) {
  std::istringstream stream(yaml);
  YAML::Parser parser(stream);
  PrescanHandler handler(fileName);
  while (parser.HandleNextDocument(handler)) {
  }
}

}  // namespace rackwright
