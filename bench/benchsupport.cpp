#include "benchsupport.h"

#include "core/catalog/catalog.h"

#include <algorithm>

namespace rackwright::bench {

double median(QVector<double> values) {
  if (values.isEmpty())
    return 0;
  std::sort(values.begin(), values.end());
  const qsizetype n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

PlanInputs railFabric(int gpus) {
  const Catalog& catalog = Catalog::builtIn();
  PlanInputs in;
  in.gpus = gpus;
  in.linkRateGbps = 400;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog.find(QStringLiteral("QM9700")), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("DGX-H100")), 400);
  in.gpusPerServer = 8;
  in.railOptimized = true;
  in.tiers = gpus > 2048 ? 3 : 2;
  in.planes = gpus > 65536 ? 2 : 1;
  return in;
}

}  // namespace rackwright::bench
