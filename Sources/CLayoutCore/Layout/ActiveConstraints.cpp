// ActiveConstraints.cpp — the engine's books of its active constraints: the dense list `active_`
// (each constraint's data keeps its place there), each item's list of the active constraints that
// name it, and the solver constraint each stands for; noting a constraint active or dropping it,
// and, after a refused call's solver rollback, giving each constraint the solver constraint the
// solver holds again.
#include <algorithm>
#include <bit>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "LayoutEngineImplementation.h"
#include "Support/Assert.h"

namespace clayout::internal {

LayoutConstraint LayoutEngineImplementation::makeInternal(PendingLayoutConstraint pending) {
  return LayoutConstraint::writtenAt(std::move(pending), "", 0);
}

ConstraintItems LayoutEngineImplementation::itemsOf(const LayoutConstraint& constraint) {
  ConstraintItems items;
  for (const LayoutTerm& term : constraint.firstExpression().terms) items.push_back(term.item);
  for (const LayoutTerm& term : constraint.secondExpression().terms) items.push_back(term.item);
  const ItemIdentifier direction = constraint.data_->pending.directionItem.identifier();
  if (direction.isValid()) items.push_back(direction);
  return items;
}

ItemIdentifier LayoutEngineImplementation::directionItemOf(const PendingLayoutConstraint& pending) noexcept {
  if (pending.directionItem.identifier().isValid()) return pending.directionItem.identifier();
  if (!pending.first.terms.empty()) return pending.first.terms.front().item;
  if (!pending.second.terms.empty()) return pending.second.terms.front().item;
  return ItemIdentifier{};
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

void LayoutEngineImplementation::noteActive(const LayoutConstraint& constraint,
                                            const Constraint& solverConstraint, Maintainer maintainer,
                                            std::uint64_t order) {
  constraint.data_->active = true;
  noteSolverConstraintChange(constraint);
  constraint.data_->solverConstraint = solverConstraint;
  insertActive(ActiveEntry{constraint, order != 0 ? order : nextOrder_++, maintainer});
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

void LayoutEngineImplementation::restoreSolverConstraints(std::size_t mark) {
  // The solver holds again the solver constraints it held when the transaction began. The books
  // were restored by the refused call: the same constraints active, but some maybe as new objects
  // (a refused group hide gives the stacks' items new stack constraints of the same form), each
  // with a solver constraint the rollback took away. So each constraint the call touched gets back
  // one the solver holds: its own from before the call, or else one from before of the same form.
  std::unordered_map<const void*, std::optional<Constraint>> firstBefore;
  std::vector<LayoutConstraint> noted;
  std::vector<Constraint> pool;  // from before the call and held again
  std::unordered_set<const void*> pooled, claimed;
  for (std::size_t index = mark; index < solverConstraintsBefore_.size(); ++index) {
    const auto& [constraint, before] = solverConstraintsBefore_[index];
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
  solverConstraintsBefore_.erase(solverConstraintsBefore_.begin() + static_cast<std::ptrdiff_t>(mark),
                                 solverConstraintsBefore_.end());
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

}  // namespace clayout::internal
