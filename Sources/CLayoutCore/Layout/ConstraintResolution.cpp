// ConstraintResolution.cpp — from a `LayoutConstraint` to a solver `Constraint`: whether it can
// be resolved (its enumerations, its pairings of attributes, its numbers), and its resolution.
//
//
// Resolution. Each item has four unknowns in root coordinates: L (left), T (top), W (width),
// H (height). A term `c·item.attribute` becomes
//   left: c·L            right: c·L + c·W        centerX: c·L + (c/2)·W       width: c·W
//   top: c·T             bottom: c·T + c·H       centerY: c·T + (c/2)·H       height: c·H
//   firstBaseline: c·T + c·firstBaselineOffset   lastBaseline: c·T + c·H - c·lastBaselineOffset
//   leading, left to right: c·L                  trailing, left to right: c·L + c·W
//   leading, right to left: -c·L - c·W           trailing, right to left: -c·L
// In a right-to-left layout the coordinate along the reading direction is -x, so leading (the
// reading start, the right edge) is -right and trailing is -left; constants and dimensions keep
// their sign. `b.leading == a.trailing + 8` in right to left is `-b.right == -a.left + 8`, i.e.
// `b.right == a.left - 8`. One direction holds for a whole constraint, so that both sides are read
// in the same coordinates: the effective layout direction of its direction item when it has one
// (`| LayoutDirectionOf{item}`, a format's superview), else of the first item that appears in it
// (first side, then second side). A constraint `first relation second` becomes the solver
// constraint `first - second relation 0`, whose constant is first.constant - second.constant plus
// the baseline offsets: the solver's constant, not Auto Layout's.
#include <cmath>
#include <optional>
#include <string>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

/// What of `pending`'s numbers (assumed finite) is outside the range the engine computes with
/// (ValueRange.h), in words for a message, or empty when all are in range.
std::string rangeProblem(const PendingLayoutConstraint& pending) {
  for (const auto* side : {&pending.first, &pending.second}) {
    if (!isValueInRange(side->constant)) {
      return "the constant " + formatNumber(side->constant) + " is beyond " + formatNumber(largestValue) +
             " (see CLayoutCore/Solver/ValueRange.h)";
    }
    for (const LayoutTerm& term : side->terms) {
      if (isCoefficientInRange(term.coefficient)) continue;
      return "the multiplier " + formatNumber(term.coefficient) + " is outside " +
             formatNumber(smallestCoefficient) + " to " + formatNumber(largestCoefficient) +
             " in magnitude (see CLayoutCore/Solver/ValueRange.h)";
    }
  }
  return {};
}

/// Whether `attribute` is one of `LayoutAttribute`'s cases (not an integer cast to it).
bool isAttribute(LayoutAttribute attribute) {
  return static_cast<unsigned>(attribute) <= static_cast<unsigned>(LayoutAttribute::lastBaseline);
}

/// Whether `relation` is one of `Relation`'s cases.
bool isRelation(Relation relation) {
  return relation == Relation::lessThanOrEqual || relation == Relation::equal ||
         relation == Relation::greaterThanOrEqual;
}

bool isPosition(LayoutAttribute attribute) {
  return attribute != LayoutAttribute::width && attribute != LayoutAttribute::height;
}

/// How messages name a kind of position.
const char* positionKindName(AnchorKind kind) {
  switch (kind) {
    case AnchorKind::xAxis:
      return "a left or right position";
    case AnchorKind::directionalXAxis:
      return "a leading or trailing position";
    case AnchorKind::yAxis:
      return "a vertical position";
    case AnchorKind::dimension:
      break;
  }
  return "a position";
}

/// Why the sides of `pending` relate attributes that the anchor DSL never relates (a horizontal
/// position with a vertical one, leading or trailing with left or right, a position with a
/// dimension or a constant), or empty when they do not: what a hand-built constraint can do and
/// the DSL's types refuse. The rule is `relationProblem`'s (LayoutAttribute.h), the one the layout
/// file's parser asks too; a side's kind is read from its terms, since a constraint built by hand
/// has no type to trust. Assumes every attribute is one of `LayoutAttribute`'s cases.
///
/// A side holds a kind of positions when the coefficients of its terms of that kind do not cancel
/// (`b.right - b.left` is a distance, a dimension, whatever its multiplier): a sum within 1e-12 of
/// the sum of their magnitudes is a cancellation, so that rounding in a sum of scaled distances
/// never reads as a position. A side that holds none is a dimension or a number.
std::string pairingProblem(const PendingLayoutConstraint& pending) {
  constexpr AnchorKind positionKinds[] = {AnchorKind::xAxis, AnchorKind::directionalXAxis, AnchorKind::yAxis};
  std::optional<AnchorKind> positions[2];
  for (int side = 0; side < 2; ++side) {
    double sums[3] = {0, 0, 0};
    double magnitudes[3] = {0, 0, 0};
    for (const LayoutTerm& term : (side == 0 ? pending.first : pending.second).terms) {
      AnchorKind kind = anchorKindOf(term.attribute);
      if (!isPosition(kind)) continue;
      sums[static_cast<int>(kind)] += term.coefficient;
      magnitudes[static_cast<int>(kind)] += std::abs(term.coefficient);
    }
    for (AnchorKind kind : positionKinds) {
      const int index = static_cast<int>(kind);
      if (std::abs(sums[index]) <= 1e-12 * magnitudes[index]) continue;
      if (positions[side]) {
        return std::string("one side combines ") + positionKindName(*positions[side]) + " with " +
               positionKindName(kind);
      }
      positions[side] = kind;
    }
  }
  switch (relationProblem(positions[0].value_or(AnchorKind::dimension),
                          positions[1].value_or(AnchorKind::dimension))) {
    case RelationProblem::differentAxes:
    case RelationProblem::directionalWithAbsolute:
      return std::string("it relates ") + positionKindName(*positions[0]) + " to " +
             positionKindName(*positions[1]);
    case RelationProblem::positionWithDimension:
      // A position against no position: for a relation the DSL typed as positions that is the
      // zero multiplier's refusal (checked after the numbers); else a position against a
      // dimension or a constant.
      if (pending.anchorKind && isPosition(*pending.anchorKind)) return {};
      return std::string("it relates ") + positionKindName(positions[0] ? *positions[0] : *positions[1]) +
             " to a dimension or a constant";
    case RelationProblem::none:
    case RelationProblem::twoNumbers:
    case RelationProblem::positionWithNumber:
      break;
  }
  return {};
}

}  // namespace

LayoutDirection LayoutEngineImplementation::effectiveLayoutDirection(ItemIdentifier item) const noexcept {
  // Cached per item (see `ItemSlot::effectiveDirection`): no walk to the root.
  const ItemSlot* slot = slotOf(item);
  return slot != nullptr ? slot->effectiveDirection : LayoutDirection::leftToRight;
}

namespace {

/// What a term `c·item.attribute` adds to the resolved constant (the baselines' offsets; nothing
/// for every other attribute). `resolve` and `resolvedConstant` add these in the same order, so
/// that both give the same bits.
double constantOfTerm(const ItemSlot& slot, LayoutAttribute attribute, double c) {
  switch (attribute) {
    case LayoutAttribute::firstBaseline:
      return c * slot.firstBaselineOffset;
    case LayoutAttribute::lastBaseline:
      return -(c * slot.lastBaselineOffset);
    default:
      return 0;
  }
}

}  // namespace

Constraint LayoutEngineImplementation::resolve(const PendingLayoutConstraint& pending) const {
  bool rightToLeft = effectiveLayoutDirection(directionItemOf(pending)) == LayoutDirection::rightToLeft;
  Expression expression;
  expression.constant = pending.first.constant - pending.second.constant;
  // Two variables at most per term (a `right` is left + width).
  expression.terms.reserve(2 * (pending.first.terms.size() + pending.second.terms.size()));
  auto add = [&](const LayoutExpression& side, double sign) {
    for (const LayoutTerm& term : side.terms) {
      const ItemSlot& slot = *slotOf(term.item);
      double c = sign * term.coefficient;
      auto& terms = expression.terms;
      switch (term.attribute) {
        case LayoutAttribute::left:
          terms.emplace_back(slot.left, c);
          break;
        case LayoutAttribute::right:
          terms.emplace_back(slot.left, c);
          terms.emplace_back(slot.width, c);
          break;
        case LayoutAttribute::centerX:
          terms.emplace_back(slot.left, c);
          terms.emplace_back(slot.width, c / 2);
          break;
        case LayoutAttribute::top:
          terms.emplace_back(slot.top, c);
          break;
        case LayoutAttribute::bottom:
          terms.emplace_back(slot.top, c);
          terms.emplace_back(slot.height, c);
          break;
        case LayoutAttribute::centerY:
          terms.emplace_back(slot.top, c);
          terms.emplace_back(slot.height, c / 2);
          break;
        case LayoutAttribute::firstBaseline:
          terms.emplace_back(slot.top, c);
          expression.constant += constantOfTerm(slot, term.attribute, c);
          break;
        case LayoutAttribute::lastBaseline:
          terms.emplace_back(slot.top, c);
          terms.emplace_back(slot.height, c);
          expression.constant += constantOfTerm(slot, term.attribute, c);
          break;
        case LayoutAttribute::width:
          terms.emplace_back(slot.width, c);
          break;
        case LayoutAttribute::height:
          terms.emplace_back(slot.height, c);
          break;
        case LayoutAttribute::leading:
          if (rightToLeft) {
            terms.emplace_back(slot.left, -c);
            terms.emplace_back(slot.width, -c);
          } else {
            terms.emplace_back(slot.left, c);
          }
          break;
        case LayoutAttribute::trailing:
          if (rightToLeft) {
            terms.emplace_back(slot.left, -c);
          } else {
            terms.emplace_back(slot.left, c);
            terms.emplace_back(slot.width, c);
          }
          break;
      }
    }
  };
  add(pending.first, 1);
  add(pending.second, -1);
  Constraint constraint(std::move(expression), pending.relation, pending.priority);
  constraint.setIdentifier(pending.identifier);
  return constraint;
}

double LayoutEngineImplementation::resolvedConstant(const PendingLayoutConstraint& pending,
                                                    std::optional<double> secondConstant) const {
  // `resolve`'s constant without its terms (no allocation): an intrinsic size's change calls
  // this twice a frame.
  double constant = pending.first.constant - secondConstant.value_or(pending.second.constant);
  for (int side = 0; side < 2; ++side) {
    const double sign = side == 0 ? 1 : -1;
    for (const LayoutTerm& term : (side == 0 ? pending.first : pending.second).terms) {
      const double c = sign * term.coefficient;
      if (term.attribute == LayoutAttribute::firstBaseline || term.attribute == LayoutAttribute::lastBaseline)
        constant += constantOfTerm(*slotOf(term.item), term.attribute, c);
    }
  }
  return constant;
}

LayoutResult LayoutEngineImplementation::checkResolvable(const char* verb, const LayoutConstraint& constraint,
                                                         Maintainer maintainer) const {
  const PendingLayoutConstraint& pending = constraint.data_->pending;
  // The enumerations first: a value cast from an integer would resolve to nothing or to another
  // case.
  for (const LayoutExpression* side : {&pending.first, &pending.second}) {
    for (const LayoutTerm& term : side->terms) {
      if (!isAttribute(term.attribute)) {
        return constraintFailure(LayoutErrorKind::invalidValue, verb, constraint,
                                 "its attribute " + std::to_string(static_cast<int>(term.attribute)) +
                                     " of " + displayName(term.item) + " is not a LayoutAttribute");
      }
    }
  }
  // The engine's own constraints pin positions to constants (`root.left == 0`): only the
  // host's are held to the DSL's pairings.
  if (std::string problem = maintainer == Maintainer::host ? pairingProblem(pending) : std::string();
      !problem.empty()) {
    return constraintFailure(LayoutErrorKind::invalidValue, verb, constraint, problem);
  }
  if (!isRelation(pending.relation)) {
    return constraintFailure(
        LayoutErrorKind::invalidValue, verb, constraint,
        "its relation " + std::to_string(static_cast<int>(pending.relation)) + " is not a Relation");
  }
  // The numbers. The solver checks them again (its `validate`), but only after
  // resolution, on its own variables (`a.left`, `a.width` for a `right`), and only when the batch
  // reaches it, after the later steps. Checking here names the layout constraint with the
  // layout's words, in activation's order of refusals; the solver's check
  // stays as the guard of its own API (`layoutResultFrom` still maps its kinds).
  bool finite = std::isfinite(pending.first.constant) && std::isfinite(pending.second.constant);
  double positionSum[2] = {0, 0};
  for (int side = 0; side < 2; ++side) {
    for (const LayoutTerm& term : (side == 0 ? pending.first : pending.second).terms) {
      finite = finite && std::isfinite(term.coefficient);
      if (isPosition(term.attribute)) positionSum[side] += term.coefficient;
    }
  }
  if (!finite) {
    return constraintFailure(LayoutErrorKind::nonFiniteValue, verb, constraint,
                             "a constant or multiplier is NaN or infinite");
  }
  if (std::string range = rangeProblem(pending); !range.empty())
    return constraintFailure(LayoutErrorKind::valueOutOfRange, verb, constraint, range);
  if (!priority::isValid(pending.priority)) {
    return constraintFailure(LayoutErrorKind::invalidPriority, verb, constraint,
                             "its priority " + formatNumber(pending.priority) + " is outside (0, 1000]");
  }
  // A position relation keeps one position on each side: a side whose position coefficients
  // sum to 0 while the other's do not relates a position to a constant.
  if (pending.anchorKind && isPosition(*pending.anchorKind) &&
      ((positionSum[0] == 0) != (positionSum[1] == 0))) {
    return constraintFailure(LayoutErrorKind::zeroMultiplier, verb, constraint,
                             "a zero multiplier makes a position a constant");
  }
  return LayoutResult::success();
}

}  // namespace clayout::internal
