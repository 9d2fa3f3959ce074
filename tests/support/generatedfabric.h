#ifndef RACKWRIGHT_TESTS_SUPPORT_GENERATEDFABRIC_H
#define RACKWRIGHT_TESTS_SUPPORT_GENERATEDFABRIC_H

// A compute fabric as the generator tests make it: the planner's plan of the inputs, and the
// design the cable-map generator builds from it with the built-in catalog.
#include "core/model/design.h"
#include "core/planner/cablemapgenerator.h"

#include <memory>

namespace rackwright::test {

struct GeneratedFabric {
  PortPlan plan;
  GeneratorResult result;
  std::unique_ptr<Design> design;
};

/// Plans `in` and generates the design. Throws what the planner or the generator throws.
GeneratedFabric generateFabric(const PlanInputs& in, const GeneratorOptions& options = {});

}  // namespace rackwright::test

#endif
