// LayoutResult.cpp — names of layout error kinds and the construction of failures.
#include "CLayoutCore/Layout/LayoutResult.h"

#include <utility>

namespace clayout {

const char* layoutErrorKindName(LayoutErrorKind kind) noexcept {
  switch (kind) {
    case LayoutErrorKind::none:
      return "none";
    case LayoutErrorKind::unsatisfiableConstraint:
      return "unsatisfiable constraint";
    case LayoutErrorKind::alreadyActive:
      return "already active";
    case LayoutErrorKind::notActive:
      return "not active";
    case LayoutErrorKind::differentEngines:
      return "different engines";
    case LayoutErrorKind::noCommonAncestor:
      return "no common ancestor";
    case LayoutErrorKind::removedItem:
      return "removed item";
    case LayoutErrorKind::nonFiniteValue:
      return "non-finite value";
    case LayoutErrorKind::valueOutOfRange:
      return "value out of range";
    case LayoutErrorKind::lostPrecision:
      return "lost precision";
    case LayoutErrorKind::invalidPriority:
      return "invalid priority";
    case LayoutErrorKind::zeroMultiplier:
      return "zero multiplier";
    case LayoutErrorKind::invalidHierarchy:
      return "invalid hierarchy";
    case LayoutErrorKind::invalidValue:
      return "invalid value";
    case LayoutErrorKind::destroyedEngine:
      return "destroyed engine";
    case LayoutErrorKind::layoutDidNotSettle:
      return "layout did not settle";
    case LayoutErrorKind::measuringFunctionFailed:
      return "measuring function failed";
  }
  return "unknown error";
}

LayoutResult LayoutResult::failure(LayoutErrorKind kind, std::string message,
                                   std::optional<LayoutConstraint> constraint) {
  LayoutResult result;
  result.kind = kind;
  result.message = std::move(message);
  result.constraint = std::move(constraint);
  return result;
}

}  // namespace clayout
