#include "generatedfabric.h"

#include "core/catalog/catalog.h"

namespace rackwright::test {

GeneratedFabric generateFabric(const PlanInputs& in, const GeneratorOptions& options) {
  GeneratedFabric g;
  g.plan = PortPlanner::plan(in);
  g.design = std::make_unique<Design>();
  g.result = CableMapGenerator::generate(g.plan, options, Catalog::builtIn(), *g.design);
  return g;
}

}  // namespace rackwright::test
