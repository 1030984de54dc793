// ConstraintResolution.cpp — from a `LayoutConstraint` to a solver `Constraint`, and the
// activation, deactivation and in-place changes of layout constraints.
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
// `b.right == a.left - 8`. One direction holds for a whole constraint: the effective layout
// direction of the first item that appears in it (first side, then second side), so that both
// sides are read in the same coordinates. A constraint `first relation second` becomes the solver
// constraint `first - second relation 0`, whose constant is first.constant - second.constant plus
// the baseline offsets: the solver's constant, not Auto Layout's.
#include <algorithm>
#include <bit>
#include <cmath>
#include <optional>
#include <string>
#include <unordered_set>

#include "EngineRegistry.h"
#include "LayoutEngineImplementation.h"
#include "Support/Assert.h"
#include "Support/FirstRepeat.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

// MARK: Resolution

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

/// The item whose direction resolves leading and trailing in `pending`.
ItemIdentifier directionItem(const PendingLayoutConstraint& pending) {
  if (!pending.first.terms.empty()) return pending.first.terms.front().item;
  if (!pending.second.terms.empty()) return pending.second.terms.front().item;
  return ItemIdentifier{};
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

/// The families of positions the DSL keeps apart: left/right/centerX, leading/trailing, and the
/// vertical ones. Dimensions have none.
enum class PositionFamily { absoluteX, directionalX, vertical };
constexpr int positionFamilyCount = 3;

/// The family of a position attribute (assumes `isPosition(attribute)` and `isAttribute`).
PositionFamily positionFamily(LayoutAttribute attribute) {
  switch (attribute) {
    case LayoutAttribute::leading:
    case LayoutAttribute::trailing:
      return PositionFamily::directionalX;
    case LayoutAttribute::left:
    case LayoutAttribute::right:
    case LayoutAttribute::centerX:
      return PositionFamily::absoluteX;
    default:
      return PositionFamily::vertical;
  }
}

const char* positionFamilyName(PositionFamily family) {
  switch (family) {
    case PositionFamily::absoluteX:
      return "a left or right position";
    case PositionFamily::directionalX:
      return "a leading or trailing position";
    case PositionFamily::vertical:
      return "a vertical position";
  }
  return "a position";
}

/// Why the sides of `pending` relate attributes that the anchor DSL never relates (a horizontal
/// position with a vertical one, leading or trailing with left or right, a position with a
/// dimension or a constant), or empty when they do not: what a hand-built constraint can do and
/// the DSL's types refuse. Assumes every attribute is one of `LayoutAttribute`'s cases.
///
/// A side holds a family of positions when the coefficients of its terms of that family do not
/// cancel (`b.right - b.left` is a distance, a dimension, whatever its multiplier): a sum within
/// 1e-12 of the sum of their magnitudes is a cancellation, so that rounding in a sum of scaled
/// distances never reads as a position.
std::string pairingProblem(const PendingLayoutConstraint& pending) {
  std::optional<PositionFamily> families[2];
  for (int side = 0; side < 2; ++side) {
    double sums[positionFamilyCount] = {0, 0, 0};
    double magnitudes[positionFamilyCount] = {0, 0, 0};
    for (const LayoutTerm& term : (side == 0 ? pending.first : pending.second).terms) {
      if (!isPosition(term.attribute)) continue;
      int family = static_cast<int>(positionFamily(term.attribute));
      sums[family] += term.coefficient;
      magnitudes[family] += std::abs(term.coefficient);
    }
    for (int family = 0; family < positionFamilyCount; ++family) {
      if (std::abs(sums[family]) <= 1e-12 * magnitudes[family]) continue;
      auto found = static_cast<PositionFamily>(family);
      if (families[side]) {
        return std::string("one side combines ") + positionFamilyName(*families[side]) + " with " +
               positionFamilyName(found);
      }
      families[side] = found;
    }
  }
  if (families[0] && families[1] && *families[0] != *families[1]) {
    return std::string("it relates ") + positionFamilyName(*families[0]) + " to " +
           positionFamilyName(*families[1]);
  }
  // A position against no position: with `relatesPositions` that is the zero multiplier's
  // refusal (checked after the numbers); without, a position against a dimension or constant.
  if (!pending.relatesPositions && families[0].has_value() != families[1].has_value()) {
    return std::string("it relates ") + positionFamilyName(families[0] ? *families[0] : *families[1]) +
           " to a dimension or a constant";
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
  bool rightToLeft = effectiveLayoutDirection(directionItem(pending)) == LayoutDirection::rightToLeft;
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

LayoutConstraint LayoutEngineImplementation::makeInternal(PendingLayoutConstraint pending) {
  return LayoutConstraint::writtenAt(std::move(pending), "", 0);
}

ConstraintItems LayoutEngineImplementation::itemsOf(const LayoutConstraint& constraint) {
  ConstraintItems items;
  for (const LayoutTerm& term : constraint.firstExpression().terms) items.push_back(term.item);
  for (const LayoutTerm& term : constraint.secondExpression().terms) items.push_back(term.item);
  return items;
}

const ActiveEntry* LayoutEngineImplementation::activeEntry(
    const LayoutConstraint& constraint) const noexcept {
  const LayoutConstraint::Data& data = *constraint.data_;
  if (data.activeIndex >= active_.size()) return nullptr;
  const ActiveEntry& entry = active_[data.activeIndex];
  return entry.constraint.data_.get() == &data ? &entry : nullptr;
}

ActiveEntry* LayoutEngineImplementation::activeEntry(const LayoutConstraint& constraint) noexcept {
  return const_cast<ActiveEntry*>(
      static_cast<const LayoutEngineImplementation*>(this)->activeEntry(constraint));
}

const ActiveEntry& LayoutEngineImplementation::activeEntryByIdentity(const void* identity) const noexcept {
  // An identity is the address of the constraint's data (`LayoutConstraint::identity`).
  const auto* data = static_cast<const LayoutConstraint::Data*>(identity);
  CLAYOUT_ASSERT(data->activeIndex < active_.size() &&
                 active_[data->activeIndex].constraint.data_.get() == data);
  return active_[data->activeIndex];
}

void LayoutEngineImplementation::insertActive(ActiveEntry entry) {
  CLAYOUT_ASSERT(activeEntry(entry.constraint) == nullptr);
  entry.constraint.data_->activeIndex = static_cast<std::uint32_t>(active_.size());
  active_.push_back(std::move(entry));
}

void LayoutEngineImplementation::eraseActive(const LayoutConstraint& constraint) noexcept {
  const std::uint32_t index = constraint.data_->activeIndex;
  CLAYOUT_ASSERT(index < active_.size() && active_[index].constraint.isSameConstraint(constraint));
  if (index + 1 != active_.size()) {
    active_[index] = std::move(active_.back());
    active_[index].constraint.data_->activeIndex = index;
  }
  active_.pop_back();
}

std::optional<LayoutConstraint> LayoutEngineImplementation::layoutConstraintOf(
    const Constraint& solverConstraint, const std::unordered_map<const void*, LayoutConstraint>& batch,
    std::optional<std::unordered_map<const void*, LayoutConstraint>>& activeNames) const {
  if (auto it = batch.find(solverConstraint.identity()); it != batch.end()) return it->second;
  if (!activeNames) {
    activeNames.emplace();
    activeNames->reserve(active_.size());
    for (const ActiveEntry& entry : active_) {
      if (const std::optional<Constraint>& resolved = entry.constraint.data_->solverConstraint)
        activeNames->emplace(resolved->identity(), entry.constraint);
    }
  }
  if (auto it = activeNames->find(solverConstraint.identity()); it != activeNames->end()) return it->second;
  return std::nullopt;
}

std::vector<const ActiveEntry*> LayoutEngineImplementation::activeUsing(
    const std::vector<ItemIdentifier>& items) const {
  // Through each item's list of its active constraints: a removal or a direction change touches
  // only the constraints of the items concerned, not every active constraint.
  std::unordered_set<const void*> seen;
  std::vector<const ActiveEntry*> entries;
  for (ItemIdentifier item : items) {
    const ItemSlot* slot = slotOf(item);
    if (slot == nullptr) continue;
    for (const void* identity : slot->activeConstraints) {
      if (seen.insert(identity).second) entries.push_back(&activeEntryByIdentity(identity));
    }
  }
  std::sort(entries.begin(), entries.end(),
            [](const ActiveEntry* a, const ActiveEntry* b) { return a->order < b->order; });
  return entries;
}

std::vector<const ActiveEntry*> LayoutEngineImplementation::activeInOrder() const {
  std::vector<const ActiveEntry*> entries;
  entries.reserve(active_.size());
  for (const ActiveEntry& entry : active_) entries.push_back(&entry);
  std::sort(entries.begin(), entries.end(),
            [](const ActiveEntry* a, const ActiveEntry* b) { return a->order < b->order; });
  return entries;
}

// MARK: Errors

LayoutResult LayoutEngineImplementation::constraintFailure(LayoutErrorKind kind, const char* verb,
                                                           const LayoutConstraint& constraint,
                                                           const std::string& why) const {
  return LayoutResult::failure(kind, std::string("cannot ") + verb + " " + describe(constraint) + ": " + why,
                               constraint);
}

LayoutResult LayoutEngineImplementation::layoutResultFrom(
    const SolverResult& result, const char* verb,
    const std::unordered_map<const void*, LayoutConstraint>& batch) const {
  std::optional<std::unordered_map<const void*, LayoutConstraint>> activeNames;
  auto find = [&](const Constraint& solverConstraint) {
    return layoutConstraintOf(solverConstraint, batch, activeNames);
  };
  LayoutErrorKind kind = LayoutErrorKind::unsatisfiableConstraint;
  switch (result.kind) {
    case SolverErrorKind::nonFiniteValue:
      kind = LayoutErrorKind::nonFiniteValue;
      break;
    case SolverErrorKind::invalidPriority:
      kind = LayoutErrorKind::invalidPriority;
      break;
    case SolverErrorKind::valueOutOfRange:
      kind = LayoutErrorKind::valueOutOfRange;
      break;
    case SolverErrorKind::lostPrecision:
      kind = LayoutErrorKind::lostPrecision;
      break;
    case SolverErrorKind::duplicateConstraint:
      kind = LayoutErrorKind::alreadyActive;
      break;
    case SolverErrorKind::unknownConstraint:
      kind = LayoutErrorKind::notActive;
      break;
    case SolverErrorKind::invalidRelation:
      kind = LayoutErrorKind::invalidValue;
      break;
    case SolverErrorKind::unsatisfiableConstraint:
      break;
    // Kinds the engine's own use of its solver never produces: it adds each solver constraint to
    // one solver only, keeps its one edit (the root size) for the engine's lifetime, and never
    // moves its solver or variables. Listed so that a new solver kind is a compile warning here
    // (-Wswitch) rather than silently reported as "cannot hold"; the solver's message is kept.
    case SolverErrorKind::none:
    case SolverErrorKind::duplicateEditVariable:
    case SolverErrorKind::unknownEditVariable:
    case SolverErrorKind::requiredEditVariable:
    case SolverErrorKind::sharedConstraint:
    case SolverErrorKind::movedFromVariable:
    case SolverErrorKind::movedFromSolver:
      CLAYOUT_ASSERT(false);
      break;
  }
  std::optional<LayoutConstraint> culprit;
  if (result.constraint) culprit = find(*result.constraint);
  LayoutResult failure;
  failure.kind = kind;
  failure.constraint = culprit;
  std::string subject = culprit ? describe(*culprit) : std::string("the constraints");
  if (kind == LayoutErrorKind::unsatisfiableConstraint) {
    failure.message = std::string("cannot ") + verb + " " + subject +
                      ": it cannot hold together with the required constraints";
    for (const Constraint& conflict : result.conflicts) {
      if (std::optional<LayoutConstraint> layout = find(conflict)) {
        failure.conflicts.push_back(*layout);
        failure.message += "\n  " + describe(*layout);
      } else {
        failure.message += "\n  " + conflict.description();
      }
    }
  } else {
    failure.message = std::string("cannot ") + verb + " " + subject + ": " + result.message;
  }
  return failure;
}

// MARK: Activation

LayoutResult LayoutEngineImplementation::activate(std::span<const LayoutConstraint> constraints,
                                                  Maintainer maintainer,
                                                  std::span<const Constraint> replacing) {
  static constexpr const char* verb = "activate";
  // The first constraint given a second time, refused where the loop reaches it.
  const std::size_t repeated =
      firstRepeat(constraints.size(), [&](std::size_t i) { return constraints[i].identity(); });
  // The engine's buffer, given back empty on every return (a call inside this one, if any, finds
  // it taken and makes its own).
  struct ResolvedBuffer {
    std::vector<Constraint>& home;
    std::vector<Constraint> list;
    ~ResolvedBuffer() {
      list.clear();
      home = std::move(list);
    }
  } buffer{resolvedBuffer_, std::move(resolvedBuffer_)};
  std::vector<Constraint>& resolved = buffer.list;
  resolved.reserve(constraints.size());
  // The layout constraint of each resolved solver constraint, which a failure names: made only
  // for a failure, from `resolved`, which is in the order of `constraints`.
  auto bySolverConstraint = [&] {
    std::unordered_map<const void*, LayoutConstraint> map;
    for (std::size_t i = 0; i < resolved.size(); ++i) map.emplace(resolved[i].identity(), constraints[i]);
    return map;
  };
  for (std::size_t index = 0; index < constraints.size(); ++index) {
    const LayoutConstraint& constraint = constraints[index];
    const PendingLayoutConstraint& pending = constraint.data_->pending;
    // STEP 1: the items: of this engine, alive, in one tree.
    if (pending.first.terms.empty() && pending.second.terms.empty()) {
      return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                               "it relates no item, so it belongs to no engine");
    }
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      if (side->terms.empty()) continue;
      bool destroyed = side->engine == owner_
                           ? side->engineIdentity != 0 && side->engineIdentity != identity_
                           : !(side->engineIdentity != 0 ? engineIsLive(side->engine, side->engineIdentity)
                                                         : engineIsLive(side->engine));
      if (destroyed) {
        return constraintFailure(LayoutErrorKind::destroyedEngine, verb, constraint,
                                 "its items belong to an engine that was destroyed");
      }
    }
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      if (!side->terms.empty() && (side->engine != owner_ || side->mixesEngines)) {
        return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                                 "its items belong to different engines, or to another engine than this one");
      }
    }
    const ConstraintItems items = itemsOf(constraint);
    for (ItemIdentifier item : items) {
      if (slotOf(item) == nullptr) {
        return constraintFailure(LayoutErrorKind::removedItem, verb, constraint,
                                 "it uses an item that was removed from the engine");
      }
    }
    // STEP 2: the enumerations (a value cast from an integer would resolve to nothing or to
    // another case) and the numbers.
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
    // layout's words, in the same order as every other refusal of this loop; the solver's check
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
                               "its priority must be in (0, 1000]");
    }
    // A position relation keeps one position on each side: a side whose position coefficients
    // sum to 0 while the other's do not relates a position to a constant.
    if (pending.relatesPositions && ((positionSum[0] == 0) != (positionSum[1] == 0))) {
      return constraintFailure(LayoutErrorKind::zeroMultiplier, verb, constraint,
                               "a zero multiplier makes a position a constant");
    }
    // STEP 3: activity.
    if (constraint.data_->active) {
      return constraintFailure(LayoutErrorKind::alreadyActive, verb, constraint, "it is already active");
    }
    if (index == repeated) {
      return constraintFailure(LayoutErrorKind::alreadyActive, verb, constraint,
                               "it appears twice in the batch");
    }
    // STEP 4: a common ancestor (the same tree top for every item).
    // Each item against the first, walking up only to their nearest common ancestor (not to
    // the root: a constraint between neighbours deep in a tree costs O(1), not O(depth)).
    for (ItemIdentifier item : items) {
      if (!shareTree(items.front(), item)) {
        return constraintFailure(
            LayoutErrorKind::noCommonAncestor, verb, constraint,
            displayName(items.front()) + " and " + displayName(item) + " have no common ancestor");
      }
    }
    resolved.push_back(resolve(pending));
  }
  // STEP 5: the solver, in one batch (all or nothing), in one step with the removal it replaces.
  SolverResult result =
      replacing.empty() ? solver_.addConstraints(resolved) : solver_.replaceConstraints(replacing, resolved);
  if (!result) return layoutResultFrom(result, verb, bySolverConstraint());
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // Required constraints of the batch cannot hold at the host's root size: take the batch out
    // again. Cannot fail: it was just added, each once.
    std::optional<LayoutConstraint> culprit;
    if (constraints.size() == 1) culprit = constraints.front();
    LayoutResult failure = rootSizeFailure(
        *axis, culprit ? "activate " + describe(*culprit) : std::string("activate the constraints"),
        bySolverConstraint(), culprit);
    // Cannot fail: `replacing` was in the solver a moment ago, with the rest.
    if (replacing.empty()) {
      (void)solver_.removeConstraints(resolved);
    } else {
      (void)solver_.replaceConstraints(resolved, replacing);
    }
    return failure;
  }
  for (std::size_t i = 0; i < constraints.size(); ++i) noteActive(constraints[i], resolved[i], maintainer);
  return LayoutResult::success();
}

void LayoutEngineImplementation::noteActive(const LayoutConstraint& constraint,
                                            const Constraint& solverConstraint, Maintainer maintainer) {
  constraint.data_->active = true;
  noteSolverConstraintChange(constraint);
  constraint.data_->solverConstraint = solverConstraint;
  insertActive(ActiveEntry{constraint, nextOrder_++, maintainer});
  const ConstraintItems items = itemsOf(constraint);
  for (std::size_t k = 0; k < items.size(); ++k) {
    // Once per item of the constraint (a constraint may name an item twice); the item's own
    // list is not searched, since a container can hold thousands of constraints.
    bool repeated = std::find(items.begin(), items.begin() + k, items[k]) != items.begin() + k;
    if (repeated) continue;
    std::vector<const void*>& list = slotOf(items[k])->activeConstraints;
    // An item of a layout is in several constraints (its own four or more, its subitems'):
    // room for eight at first spares the vector's growth from one.
    if (list.capacity() == 0) list.reserve(8);
    list.push_back(constraint.identity());
  }
}

namespace {

/// Whether two solver constraints have the same form: the same terms (variables and coefficients,
/// bit for bit, in order), constant, relation, priority and identifier.
bool sameForm(const Constraint& a, const Constraint& b) {
  const Expression& x = a.expression();
  const Expression& y = b.expression();
  if (x.terms.size() != y.terms.size() ||
      std::bit_cast<std::uint64_t>(x.constant) != std::bit_cast<std::uint64_t>(y.constant) ||
      a.relation() != b.relation() || a.priority() != b.priority() || a.identifier() != b.identifier())
    return false;
  for (std::size_t i = 0; i < x.terms.size(); ++i) {
    if (x.terms[i].variable.identity() != y.terms[i].variable.identity() ||
        std::bit_cast<std::uint64_t>(x.terms[i].coefficient) !=
            std::bit_cast<std::uint64_t>(y.terms[i].coefficient))
      return false;
  }
  return true;
}

}  // namespace

void LayoutEngineImplementation::restoreSolverConstraints() {
  // The solver holds again the solver constraints it held before the call. The engine's own undo
  // restored its model: the same constraints active, but some maybe as new objects (a refused
  // group hide gives the stacks' items new stack constraints of the same form), each with a
  // solver constraint the rollback took away. So each constraint the call touched gets back one
  // the solver holds: its own from before the call, or else one from before of the same form.
  std::unordered_map<const void*, std::optional<Constraint>> firstBefore;
  std::vector<LayoutConstraint> noted;
  std::vector<Constraint> pool;  // from before the call and held again
  std::unordered_set<const void*> pooled, claimed;
  for (const auto& [constraint, before] : solverConstraintsBefore_) {
    if (before && solver_.hasConstraint(*before) && pooled.insert(before->identity()).second)
      pool.push_back(*before);
    if (firstBefore.emplace(constraint.identity(), before).second) noted.push_back(constraint);
  }
  std::vector<LayoutConstraint> unmatched;
  for (const LayoutConstraint& constraint : noted) {
    std::optional<Constraint>& held = constraint.data_->solverConstraint;
    const std::optional<Constraint>& before = firstBefore.at(constraint.identity());
    if (!constraint.data_->active) {
      held.reset();
    } else if (held && solver_.hasConstraint(*held) && claimed.insert(held->identity()).second) {
      // unchanged
    } else if (before && solver_.hasConstraint(*before) && claimed.insert(before->identity()).second) {
      held = before;
    } else {
      unmatched.push_back(constraint);
    }
  }
  for (const LayoutConstraint& constraint : unmatched) {
    std::optional<Constraint>& held = constraint.data_->solverConstraint;
    for (const Constraint& candidate : pool) {
      if (held && !claimed.contains(candidate.identity()) && sameForm(candidate, *held)) {
        claimed.insert(candidate.identity());
        held = candidate;
        break;
      }
    }
  }
  solverConstraintsBefore_.clear();
}

void LayoutEngineImplementation::dropActive(const std::vector<LayoutConstraint>& constraints, bool inSolver) {
  if (constraints.empty()) return;
  std::vector<Constraint> solverConstraints;
  solverConstraints.reserve(constraints.size());
  for (const LayoutConstraint& constraint : constraints)
    solverConstraints.push_back(*constraint.data_->solverConstraint);
  // Cannot fail: every one is active, so present in the solver, and none is repeated (the
  // callers pass each active constraint once); removal fails only with `unknownConstraint`.
  if (inSolver) (void)solver_.removeConstraints(solverConstraints);
  for (const LayoutConstraint& constraint : constraints) {
    eraseActive(constraint);
    for (ItemIdentifier item : itemsOf(constraint)) {
      ItemSlot* slot = slotOf(item);
      if (slot == nullptr) continue;
      // Swap-remove, searching from the newest: order in the list does not matter.
      std::vector<const void*>& list = slot->activeConstraints;
      auto found = std::find(list.rbegin(), list.rend(), constraint.identity());
      if (found != list.rend()) {
        *found = list.back();
        list.pop_back();
      }
    }
    constraint.data_->active = false;
    noteSolverConstraintChange(constraint);
    constraint.data_->solverConstraint.reset();
  }
}

LayoutResult LayoutEngineImplementation::deactivate(std::span<const LayoutConstraint> constraints) {
  static constexpr const char* verb = "deactivate";
  std::unordered_set<const void*> inBatch;
  std::vector<LayoutConstraint> dropped;
  for (const LayoutConstraint& constraint : constraints) {
    if (constraint.engine() != owner_) {
      return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                               "its items belong to another engine");
    }
    const ActiveEntry* entry = activeEntry(constraint);
    if (entry == nullptr) {
      return constraintFailure(LayoutErrorKind::notActive, verb, constraint, "it is not active");
    }
    if (entry->maintainer == Maintainer::engine) {
      return constraintFailure(LayoutErrorKind::notActive, verb, constraint,
                               "the engine maintains it; change the item's property instead");
    }
    if (constraints.size() > 1 && !inBatch.insert(constraint.identity()).second) {
      return constraintFailure(LayoutErrorKind::notActive, verb, constraint, "it appears twice in the batch");
    }
    dropped.push_back(constraint);
  }
  dropActive(dropped);
  return LayoutResult::success();
}

// MARK: In-place changes

LayoutResult LayoutEngineImplementation::checkOwnConstraint(const char* verb,
                                                            const LayoutConstraint& constraint) const {
  // Another engine's constraint may be active there: changing its data here would leave that
  // engine's solver holding the old value while the constraint reports the new one.
  if (constraint.engine() != nullptr && constraint.engine() != owner_) {
    return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                             "its items belong to another engine; change it through that engine");
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::setConstant(const LayoutConstraint& constraint, double constant,
                                                     Maintainer caller) {
  static constexpr const char* verb = "set the constant of";
  if (LayoutResult check = checkOwnConstraint(verb, constraint); !check) return check;
  if (!std::isfinite(constant)) {
    return constraintFailure(LayoutErrorKind::nonFiniteValue, verb, constraint,
                             "the new constant is not finite");
  }
  if (!isValueInRange(constant)) {
    return constraintFailure(LayoutErrorKind::valueOutOfRange, verb, constraint,
                             "the new constant " + formatNumber(constant) + " is beyond " +
                                 formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)");
  }
  PendingLayoutConstraint& pending = constraint.data_->pending;
  const double secondConstant = pending.first.constant + constant;
  const ActiveEntry* entry = activeEntry(constraint);
  if (entry == nullptr) {
    // Auto Layout lets the constant change before activation: plain data.
    pending.second.constant = secondConstant;
    return LayoutResult::success();
  }
  if (entry->maintainer == Maintainer::engine && caller != Maintainer::engine) {
    return constraintFailure(LayoutErrorKind::notActive, verb, constraint,
                             "the engine maintains it; change the item's property instead");
  }
  const Constraint& solverConstraint = *constraint.data_->solverConstraint;
  double oldConstant = solverConstraint.expression().constant;
  SolverResult result = solver_.setConstant(solverConstraint, resolvedConstant(pending, secondConstant));
  if (!result) return layoutResultFrom(result, verb, {{solverConstraint.identity(), constraint}});
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // Cannot fail: the old constant held in the state the solver had a moment ago.
    LayoutResult failure = rootSizeFailure(
        *axis, std::string(verb) + " " + describe(constraint) + " to " + formatNumber(constant), {},
        constraint);
    (void)solver_.setConstant(solverConstraint, oldConstant);
    return failure;
  }
  pending.second.constant = secondConstant;
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::setPriority(const LayoutConstraint& constraint, double priority,
                                                     Maintainer caller) {
  static constexpr const char* verb = "set the priority of";
  if (LayoutResult check = checkOwnConstraint(verb, constraint); !check) return check;
  if (!priority::isValid(priority)) {
    return constraintFailure(LayoutErrorKind::invalidPriority, verb, constraint,
                             "the new priority must be in (0, 1000]");
  }
  const ActiveEntry* entry = activeEntry(constraint);
  if (entry == nullptr) {
    constraint.data_->pending.priority = priority;
    return LayoutResult::success();
  }
  if (entry->maintainer == Maintainer::engine && caller != Maintainer::engine) {
    return constraintFailure(LayoutErrorKind::notActive, verb, constraint,
                             "the engine maintains it; change the item's property instead");
  }
  const Constraint& solverConstraint = *constraint.data_->solverConstraint;
  double oldPriority = constraint.data_->pending.priority;
  SolverResult result = solver_.setPriority(solverConstraint, priority);
  if (!result) return layoutResultFrom(result, verb, {{solverConstraint.identity(), constraint}});
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // Cannot fail: the old priority held in the state the solver had a moment ago.
    LayoutResult failure = rootSizeFailure(
        *axis, std::string(verb) + " " + describe(constraint) + " to " + formatNumber(priority), {},
        constraint);
    (void)solver_.setPriority(solverConstraint, oldPriority);
    return failure;
  }
  constraint.data_->pending.priority = priority;
  return LayoutResult::success();
}

// MARK: Re-resolution

LayoutResult LayoutEngineImplementation::reresolve(const std::vector<LayoutConstraint>& constraints) {
  if (constraints.empty()) return LayoutResult::success();
  std::vector<Constraint> before;
  std::vector<Constraint> after;
  std::unordered_map<const void*, LayoutConstraint> batch;
  for (const LayoutConstraint& constraint : constraints) {
    before.push_back(*constraint.data_->solverConstraint);
    after.push_back(resolve(constraint.data_->pending));
    batch.emplace(after.back().identity(), constraint);
  }
  // Cannot fail: `before` are the solver constraints of distinct active constraints, all present.
  (void)solver_.removeConstraints(before);
  SolverResult result = solver_.addConstraints(after);
  if (!result) {
    // Put the old resolutions back. Cannot fail: the failed batch added nothing (all or nothing),
    // so the solver holds exactly what it held together with `before` a moment ago, and `before`
    // passed the solver's checks then (finite, valid priorities, not present now).
    (void)solver_.addConstraints(before);
    return layoutResultFrom(result, "re-resolve", batch);
  }
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    LayoutResult failure = rootSizeFailure(*axis, "re-resolve the constraints", batch);
    // Cannot fail: `after` was just added; `before` as above.
    (void)solver_.removeConstraints(after);
    (void)solver_.addConstraints(before);
    return failure;
  }
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    noteSolverConstraintChange(constraints[i]);
    constraints[i].data_->solverConstraint = after[i];
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::refreshConstants(const std::vector<LayoutConstraint>& constraints) {
  std::vector<std::pair<Constraint, double>> changed;  // with the old constant, for rolling back
  for (const LayoutConstraint& constraint : constraints) {
    const Constraint& solverConstraint = *constraint.data_->solverConstraint;
    double old = solverConstraint.expression().constant;
    double fresh = resolvedConstant(constraint.data_->pending);
    if (fresh == old) continue;
    SolverResult result = solver_.setConstant(solverConstraint, fresh);
    if (!result) {
      // Undo, newest first. Cannot fail: each step restores the constant the constraint had in a
      // state the solver held (satisfiable), and the constraint is present and the value finite.
      for (auto it = changed.rbegin(); it != changed.rend(); ++it) {
        (void)solver_.setConstant(it->first, it->second);
      }
      return layoutResultFrom(result, "update", {{solverConstraint.identity(), constraint}});
    }
    changed.emplace_back(solverConstraint, old);
  }
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    LayoutResult failure = rootSizeFailure(*axis, "update the constraints", {});
    // Undo as above.
    for (auto it = changed.rbegin(); it != changed.rend(); ++it)
      (void)solver_.setConstant(it->first, it->second);
    return failure;
  }
  return LayoutResult::success();
}

}  // namespace clayout::internal
