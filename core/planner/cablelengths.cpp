#include "cablelengths.h"

#include <algorithm>
#include <cmath>

namespace rackwright::generator {

namespace {

// Lengths come out of sums of floating-point distances; a hair over a whole length must not
// push a cable to the next orderable length.
constexpr double kTolerance = 1e-6;

}  // namespace

double requiredLengthM(double pathM, const GeneratorOptions& options) {
  return pathM + options.routingOverheadM + options.slackM;
}

PartFamilies::PartFamilies(const Catalog& library) : mLibrary(library) {
  for (PartKind kind : {PartKind::Cable, PartKind::Fiber}) {
    for (const PartPtr& part : library.parts(kind)) {
      if (!part->family.isEmpty() && part->lengthM > 0)
        mFamilies[part->family].push_back(part);
    }
  }
  for (auto& variants : mFamilies) {
    std::sort(variants.begin(), variants.end(), [](const PartPtr& a, const PartPtr& b) {
      return a->lengthM != b->lengthM ? a->lengthM < b->lengthM : a->id < b->id;
    });
  }
}

std::optional<LengthChoice> PartFamilies::pick(const QString& family, double lengthM) const {
  const auto it = mFamilies.constFind(family);
  if (it != mFamilies.constEnd()) {
    for (const PartPtr& variant : *it) {
      if (variant->lengthM >= lengthM - kTolerance)
        return LengthChoice{variant, variant->lengthM};
    }
    return std::nullopt;
  }
  const PartPtr generic = mLibrary.find(family);
  if (!generic || !generic->lengthSelectable)
    return std::nullopt;
  const double length =
      std::max(std::ceil(lengthM - kTolerance), std::ceil(generic->minLengthM - kTolerance));
  if (generic->maxLengthM > 0 && length > generic->maxLengthM + kTolerance)
    return std::nullopt;
  const QString id = Catalog::lengthId(family, length);
  PartPtr& cached = mGenericLengths[id];
  if (!cached)
    cached = mLibrary.find(id);
  if (!cached)
    return std::nullopt;
  return LengthChoice{cached, length};
}

double PartFamilies::longestM(const QString& family) const {
  const auto it = mFamilies.constFind(family);
  if (it != mFamilies.constEnd())
    return it->isEmpty() ? 0 : it->back()->lengthM;
  const PartPtr generic = mLibrary.find(family);
  return generic && generic->lengthSelectable ? generic->maxLengthM : 0;
}

PartPtr PartFamilies::representative(const QString& family) const {
  const auto it = mFamilies.constFind(family);
  if (it != mFamilies.constEnd())
    return it->isEmpty() ? PartPtr() : it->front();
  const PartPtr generic = mLibrary.find(family);
  return generic && generic->lengthSelectable ? generic : PartPtr();
}

}  // namespace rackwright::generator
