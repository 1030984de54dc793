// PendingLayoutConstraint.cpp — priorities and identifiers attached with `|`.
//
// These only record: a NaN, infinite or out-of-range priority is kept as given, and the engine
// refuses it (`invalidPriority`, naming the constraint) when the constraint is activated.
#include <utility>

#include "CLayoutCore/Layout/LayoutConstraint.h"

namespace clayout {

PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, double priority) {
  constraint.priority = priority;
  return constraint;
}

PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, LayoutIdentifier identifier) {
  constraint.identifier = std::move(identifier.value);
  return constraint;
}

}  // namespace clayout
