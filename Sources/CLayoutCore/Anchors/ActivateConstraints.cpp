// ActivateConstraints.cpp — `activateConstraints({ ... })` and `deactivateConstraints({ ... })`,
// as `NSLayoutConstraint.activate`: the engine is found from the constraints themselves.
//
// The engine is the first constraint's that has one (`LayoutConstraint::engine()`); every other
// constraint with an engine must have the same one, or the call fails with `differentEngines`
// naming the first that does not, and nothing changes. An empty list succeeds and does nothing.
// A non-empty list in which no constraint has an item (so no engine) fails with
// `differentEngines`, as `LayoutEngine::activate` answers for such a constraint: it belongs to no
// engine, so none can activate or deactivate it; the first constraint is named. A constraint with
// an anchor of an empty item handle (`LayoutItem()`, such as a layout guide's
// `layoutMarginsGuide`) fails first, with `removedItem`, whatever its other side. Everything else — all or
// nothing, conflicts, bad values — is `LayoutEngine::activate` / `deactivate`. Running out of memory
// for a message ends the program, as in every noexcept function of the engine (the one policy,
// stated in LayoutEngine.h).
#include "CLayoutCore/Anchors/ActivateConstraints.h"

#include <string>

#include "CLayoutCore/Layout/LayoutEngine.h"

namespace clayout {

namespace {

enum class Operation { activate, deactivate };

LayoutResult apply(std::span<const LayoutConstraint> constraints, Operation operation) noexcept {
  if (constraints.empty()) return LayoutResult::success();
  const char* verb = operation == Operation::activate ? "activate" : "deactivate";
  LayoutEngine* engine = nullptr;
  for (const LayoutConstraint& constraint : constraints) {
    if (constraint.usesEmptyItem()) {
      return LayoutResult::failure(LayoutErrorKind::removedItem,
                                   std::string("cannot ") + verb + " " + constraint.description() + ": " +
                                       LayoutConstraint::emptyItemReason,
                                   constraint);
    }
    LayoutEngine* own = constraint.engine();
    if (own == nullptr && constraint.namesDestroyedEngine()) {
      return LayoutResult::failure(LayoutErrorKind::destroyedEngine,
                                   std::string("cannot ") + verb + " " + constraint.description() +
                                       ": the engine of its items was destroyed",
                                   constraint);
    }
    if (own == nullptr) continue;
    if (engine == nullptr) {
      engine = own;
    } else if (own != engine) {
      return LayoutResult::failure(
          LayoutErrorKind::differentEngines,
          std::string("cannot ") + verb + " constraints of different engines in one call: " +
              constraint.description() + " belongs to another engine than " + "the constraints before it",
          constraint);
    }
  }
  if (engine == nullptr) {
    return LayoutResult::failure(LayoutErrorKind::differentEngines,
                                 std::string("cannot ") + verb +
                                     " constraints without items: " + constraints.front().description() +
                                     " has no item, so no engine to " + verb + " it in",
                                 constraints.front());
  }
  return operation == Operation::activate ? engine->activate(constraints) : engine->deactivate(constraints);
}

}  // namespace

LayoutResult activateConstraints(std::initializer_list<LayoutConstraint> constraints) noexcept {
  return apply(std::span<const LayoutConstraint>(constraints.begin(), constraints.size()),
               Operation::activate);
}

LayoutResult activateConstraints(std::span<const LayoutConstraint> constraints) noexcept {
  return apply(constraints, Operation::activate);
}

LayoutResult deactivateConstraints(std::initializer_list<LayoutConstraint> constraints) noexcept {
  return apply(std::span<const LayoutConstraint>(constraints.begin(), constraints.size()),
               Operation::deactivate);
}

LayoutResult deactivateConstraints(std::span<const LayoutConstraint> constraints) noexcept {
  return apply(constraints, Operation::deactivate);
}

}  // namespace clayout
