#include "commandregistry.h"

#include <algorithm>

namespace rackwright::cli {

namespace {
std::vector<Command>& registry() {
  static std::vector<Command> commands;
  return commands;
}
}  // namespace

const std::vector<Command>& commands() {
  auto& all = registry();
  std::sort(all.begin(), all.end(),
            [](const Command& a, const Command& b) { return a.name < b.name; });
  return all;
}

const Command* findCommand(const QString& name) {
  for (const Command& command : registry()) {
    if (command.name == name)
      return &command;
  }
  return nullptr;
}

CommandRegistration::CommandRegistration(const char* name, const char* synopsis,
                                         std::function<int(CommandContext&)> run) {
  registry().push_back(
      Command{QString::fromUtf8(name), QString::fromUtf8(synopsis), std::move(run)});
}

int badInput(CommandContext& ctx, const QString& message) {
  ctx.err << "rackwright: " << message.simplified() << Qt::endl;
  return BadInput;
}

}  // namespace rackwright::cli
