#ifndef RACKWRIGHT_CORE_IMPORT_NETBOX_YAMLPRESCAN_H
#define RACKWRIGHT_CORE_IMPORT_NETBOX_YAMLPRESCAN_H

#include <QCoreApplication>
#include <QString>

#include <string>

namespace rackwright {

/// Checks YAML text from a user before it is loaded into a tree, by its parser events alone:
/// - a key repeated in one mapping is refused (the tree would keep one of the values silently);
/// - aliases that stand for more than kMaxValues values are refused: an "alias bomb" (billion
///   laughs) is a few lines whose nine-fold aliases of aliases expand to billions of values,
///   which any walk over the loaded tree would take for ever to visit;
/// - a stray token that makes yaml-cpp 0.7 start empty documents at one place for ever is
///   refused with its line (YAML::LoadAll would otherwise grow without end).
/// Throws ParseError naming `fileName`, the line and the key or alias; lets YAML::Exception
/// (a syntax error, nesting deeper than yaml-cpp's limit) through to the caller.
class YamlPrescan final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::YamlPrescan)

 public:
  /// Far more values than any NetBox device type has (the largest have a few thousand).
  static constexpr qint64 kMaxValues = 1'000'000;

  static void check(const std::string& yaml, const QString& fileName);
};

}  // namespace rackwright

#endif
