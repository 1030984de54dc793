// ItemTree.cpp — the engine's construction and its tree of items: slots with generations,
// adding, moving, detaching and removing items, and the tree queries.
//
// Items live in slots (`items_`); an `ItemIdentifier` is a slot and the slot's generation. When
// an item is removed its slot's generation is bumped and the slot is reused by a later item, so a
// handle to a removed item never reaches the new one: every call answers `removedItem` for it.
#include <algorithm>
#include <unordered_set>

#include "EngineRegistry.h"
#include "LayoutEngineImplementation.h"

namespace clayout::internal {

// MARK: Construction

LayoutEngineImplementation::LayoutEngineImplementation(LayoutEngine* owner)
    : owner_(owner), identity_(registerEngine(owner)) {
  makeRoot(ItemIdentifier{0, 1});
}

LayoutEngineImplementation::LayoutEngineImplementation(LayoutEngine* owner,
                                                       const LayoutEngineImplementation& empty)
    : owner_(owner), identity_(empty.identity_), ownsRegistration_(false) {
  items_.resize(empty.items_.size());
  for (std::size_t index = 0; index < items_.size(); ++index)
    items_[index].generation = empty.items_[index].generation;
  freeSlots_ = empty.freeSlots_;
  generationFloor_ = empty.generationFloor_;
  makeRoot(empty.root_);
  // What `changedFrames` last reported: the next read compares every item with it.
  frameRecords_ = empty.frameRecords_;
  frameReads_ = empty.frameReads_;
  lastReadCoordinates_ = empty.lastReadCoordinates_;
  lastReadScale_ = empty.lastReadScale_;
  drawnStateChanged_ = true;
  // The host's choices that are not part of being empty: the build goes on under its policy, and
  // what it broke before stays reported.
  unsatisfiablePolicy_ = empty.unsatisfiablePolicy_;
  brokenConstraints_ = empty.brokenConstraints_;
}

void LayoutEngineImplementation::makeRoot(ItemIdentifier at) {
  if (at.index >= items_.size()) items_.resize(at.index + 1);
  initializeSlot(at, "root", false);
  root_ = at;
  // The root's origin is the origin of root coordinates (required); its size follows the host
  // through two edit variables just below required (see `rootSizeEditPriority`).
  LayoutConstraint left =
      makeInternal({LayoutExpression::of(root_, LayoutAttribute::left, owner_, identity_), Relation::equal,
                    LayoutExpression{}, priority::required, "root origin", std::nullopt});
  LayoutConstraint top =
      makeInternal({LayoutExpression::of(root_, LayoutAttribute::top, owner_, identity_), Relation::equal,
                    LayoutExpression{}, priority::required, "root origin", std::nullopt});
  // No `anchorKind`: a position equal to a constant, which only the engine may write.
  // None of this can fail: the solver is empty, the root's variables are fresh, and the
  // constants and the priority are valid.
  LayoutConstraint origin[] = {left, top};
  (void)activate(origin, Maintainer::engine);
  ItemSlot& root = items_[root_.index];
  (void)solver_.addEditVariable(root.width, rootSizeEditPriority);
  (void)solver_.addEditVariable(root.height, rootSizeEditPriority);
}

LayoutEngineImplementation::~LayoutEngineImplementation() {
  if (ownsRegistration_) unregisterEngine(owner_);
  // Handles to constraints may outlive the engine: they become inactive constraints.
  for (ActiveEntry& entry : active_) {
    entry.constraint.data_->active = false;
    entry.constraint.data_->solverConstraint.reset();
  }
}

// MARK: Slots

const ItemSlot* LayoutEngineImplementation::slotOf(const LayoutItem& item) const noexcept {
  return item.engine() == owner_ && item.engineIdentity() == identity_ ? slotOf(item.identifier()) : nullptr;
}

ItemSlot* LayoutEngineImplementation::slotOf(const LayoutItem& item) noexcept {
  return item.engine() == owner_ && item.engineIdentity() == identity_ ? slotOf(item.identifier()) : nullptr;
}

LayoutResult LayoutEngineImplementation::checkItem(const LayoutItem& item, const char* role) const {
  if (!item.isValid()) {
    return LayoutResult::failure(LayoutErrorKind::removedItem,
                                 std::string("the ") + role + " is an empty handle");
  }
  // The same address with another identity: the handle's engine is gone and this one took its
  // place. Another address: the registry tells a live engine from a destroyed one.
  bool destroyed = item.engine() == owner_ ? item.engineIdentity() != identity_
                                           : !engineIsLive(item.engine(), item.engineIdentity());
  if (destroyed) {
    return LayoutResult::failure(LayoutErrorKind::destroyedEngine,
                                 std::string("the ") + role + " belongs to an engine that was destroyed");
  }
  if (item.engine() != owner_) {
    return LayoutResult::failure(LayoutErrorKind::differentEngines,
                                 std::string("the ") + role + " belongs to another engine");
  }
  if (slotOf(item.identifier()) == nullptr) {
    return LayoutResult::failure(LayoutErrorKind::removedItem,
                                 std::string("the ") + role + " was removed from the engine");
  }
  return LayoutResult::success();
}

std::string LayoutEngineImplementation::displayName(ItemIdentifier item) const {
  const ItemSlot* slot = slotOf(item);
  return slot != nullptr ? slot->shownName() : std::string("(removed item)");
}

bool LayoutEngineImplementation::isAncestorOrSelf(ItemIdentifier ancestor,
                                                  ItemIdentifier item) const noexcept {
  while (item.isValid()) {
    if (item == ancestor) return true;
    const ItemSlot* slot = slotOf(item);
    if (slot == nullptr) return false;
    item = slot->parent;
  }
  return false;
}

namespace {

/// The items a walk up the tree passed, in a small array searched linearly: neighbours meet
/// within a few steps, and activation asks for every item of every constraint, so no heap.
/// `insert` answers false when the array is full.
class ShortWalk {
 public:
  bool contains(std::uint32_t index) const {
    return std::find(items_, items_ + count_, index) != items_ + count_;
  }
  bool insert(std::uint32_t index) {
    if (count_ == capacity) return false;
    items_[count_++] = index;
    return true;
  }

 private:
  static constexpr std::size_t capacity = 16;
  std::uint32_t items_[capacity] = {};
  std::size_t count_ = 0;
};

/// The items a walk up the tree passed, in a hash set: for walks longer than `ShortWalk` holds.
class LongWalk {
 public:
  bool contains(std::uint32_t index) const { return items_.count(index) != 0; }
  bool insert(std::uint32_t index) {
    items_.insert(index);
    return true;
  }

 private:
  std::unordered_set<std::uint32_t> items_;
};

enum class Meeting { met, apart, tooLong };

/// Two walks up from `a` and `b` (distinct), one step each in turn, each remembering in `Passed`
/// the items it passed; they meet at the nearest common ancestor, after about twice the longer
/// distance to it. `parentOf` gives an item's parent (invalid at a top). `tooLong` when a
/// `Passed` was full.
template <class Passed, class ParentOf>
Meeting walkUp(ItemIdentifier a, ItemIdentifier b, const ParentOf& parentOf) {
  Passed passed[2];
  (void)passed[0].insert(a.index);
  (void)passed[1].insert(b.index);
  ItemIdentifier at[2] = {a, b};
  bool going[2] = {true, true};
  while (going[0] || going[1]) {
    for (int walk = 0; walk < 2; ++walk) {
      if (!going[walk]) continue;
      ItemIdentifier parent = parentOf(at[walk]);
      if (!parent.isValid()) {
        going[walk] = false;
        continue;
      }
      at[walk] = parent;
      if (passed[1 - walk].contains(parent.index)) return Meeting::met;
      if (!passed[walk].insert(parent.index)) return Meeting::tooLong;
    }
  }
  return Meeting::apart;
}

}  // namespace

bool LayoutEngineImplementation::shareTree(ItemIdentifier a, ItemIdentifier b) const {
  if (a == b) return true;
  auto parentOf = [this](ItemIdentifier item) {
    const ItemSlot* slot = slotOf(item);
    return slot != nullptr ? slot->parent : ItemIdentifier{};
  };
  Meeting meeting = walkUp<ShortWalk>(a, b, parentOf);
  if (meeting == Meeting::tooLong) meeting = walkUp<LongWalk>(a, b, parentOf);
  return meeting == Meeting::met;
}

std::vector<ItemIdentifier> LayoutEngineImplementation::subtree(ItemIdentifier item) const {
  std::vector<ItemIdentifier> items{item};
  for (std::size_t next = 0; next < items.size(); ++next) {
    const ItemSlot* slot = slotOf(items[next]);
    if (slot == nullptr) continue;
    for (ItemIdentifier child : slot->subitems) {
      if (child.isValid()) items.push_back(child);
    }
  }
  return items;
}

// MARK: Links

void LayoutEngineImplementation::link(ItemIdentifier parent, ItemIdentifier child) {
  ItemSlot& parentSlot = *slotOf(parent);
  ItemSlot& childSlot = *slotOf(child);
  treeOrderIsCurrent_ = false;
  childSlot.parent = parent;
  childSlot.positionInParent = static_cast<std::uint32_t>(parentSlot.subitems.size());
  parentSlot.subitems.push_back(child);
}

void LayoutEngineImplementation::unlink(ItemIdentifier child) {
  ItemSlot& childSlot = *slotOf(child);
  ItemSlot& parentSlot = *slotOf(childSlot.parent);
  treeOrderIsCurrent_ = false;
  childSlot.parent = ItemIdentifier{};
  std::vector<ItemIdentifier>& list = parentSlot.subitems;
  list[childSlot.positionInParent] = ItemIdentifier{};
  ++parentSlot.subitemHoles;
  while (!list.empty() && !list.back().isValid()) {
    list.pop_back();
    --parentSlot.subitemHoles;
  }
  // Compacting costs the list's length and happens only once holes are more than half of it,
  // so each unlink costs O(1) amortized; the order of the remaining subitems is kept.
  if (2 * static_cast<std::size_t>(parentSlot.subitemHoles) <= list.size()) return;
  std::size_t kept = 0;
  for (ItemIdentifier each : list) {
    if (!each.isValid()) continue;
    slotOf(each)->positionInParent = static_cast<std::uint32_t>(kept);
    list[kept++] = each;
  }
  list.resize(kept);
  parentSlot.subitemHoles = 0;
}

// MARK: Making items

LayoutItem LayoutEngineImplementation::makeItem(std::string name, bool isLayoutGuide) {
  std::uint32_t index;
  if (!freeSlots_.empty()) {
    index = freeSlots_.back();
    freeSlots_.pop_back();
  } else {
    index = static_cast<std::uint32_t>(items_.size());
    items_.emplace_back();
    items_.back().generation = generationFloor_;
  }
  std::uint32_t generation = items_[index].generation + 1;
  if (generation == 0) generation = 1;  // 0 means "no item"
  ItemIdentifier made{index, generation};
  initializeSlot(made, std::move(name), isLayoutGuide);
  return handle(made);
}

void LayoutEngineImplementation::initializeSlot(ItemIdentifier at, std::string name, bool isLayoutGuide) {
  ItemSlot& slot = items_[at.index];
  slot = ItemSlot{};
  slot.generation = at.generation;
  slot.alive = true;
  slot.isLayoutGuide = isLayoutGuide;
  slot.left = Variable(name + ".left");
  slot.top = Variable(name + ".top");
  slot.width = Variable(name + ".width");
  slot.height = Variable(name + ".height");
  slot.name = std::move(name);
}

void LayoutEngineImplementation::takeRegistration(LayoutEngineImplementation& previous) noexcept {
  ownsRegistration_ = previous.ownsRegistration_;
  previous.ownsRegistration_ = false;
}

namespace {

bool sameInsets(const LayoutInsets& a, const LayoutInsets& b) {
  return a.top == b.top && a.left == b.left && a.bottom == b.bottom && a.right == b.right;
}

}  // namespace

bool LayoutEngineImplementation::isEmpty() const noexcept {
  for (std::size_t index = 0; index < items_.size(); ++index) {
    if (items_[index].alive && index != root_.index) return false;
  }
  const ItemSlot& root = items_[root_.index];
  const ItemSlot asNew;
  const bool rootAsNew =
      root.subitems.size() == root.subitemHoles && root.direction == asNew.direction &&
      !root.intrinsicSize[0] && !root.intrinsicSize[1] &&
      std::equal(std::begin(root.huggingPriority), std::end(root.huggingPriority),
                 std::begin(asNew.huggingPriority)) &&
      std::equal(std::begin(root.compressionResistancePriority), std::end(root.compressionResistancePriority),
                 std::begin(asNew.compressionResistancePriority)) &&
      root.firstBaselineOffset == asNew.firstBaselineOffset &&
      root.lastBaselineOffset == asNew.lastBaselineOffset && sameInsets(root.margins, asNew.margins) &&
      !root.directionalMargins && sameInsets(root.safeAreaInsets, asNew.safeAreaInsets) &&
      root.hidden == asNew.hidden && root.marginsSetByHost == asNew.marginsSetByHost &&
      root.preservesSuperviewLayoutMargins == asNew.preservesSuperviewLayoutMargins &&
      root.insetsLayoutMarginsFromSafeArea == asNew.insetsLayoutMarginsFromSafeArea &&
      !root.systemMinimumMargins && root.respectsSystemMinimumMargins == asNew.respectsSystemMinimumMargins &&
      sameInsets(root.alignmentInsets, asNew.alignmentInsets);
  if (!rootAsNew || rootSizeSetByHost_ || !measuredItems_.empty() ||
      readableContentWidth_ != defaultReadableContentWidth)
    return false;
  // Only the engine's own constraints of the root: its origin (every other item is gone, and a
  // helper's constraints are the engine's but not the root's own).
  for (const ActiveEntry& entry : active_) {
    if (entry.maintainer != Maintainer::engine ||
        helperConstraintIdentities_.count(entry.constraint.identity()) != 0)
      return false;
  }
  return true;
}

void LayoutEngineImplementation::releaseEmptiedStorage() {
  // O(1) unless the last item just went: every slot but the root's is free.
  if (callDepth_ != 0 || freeSlots_.size() + 1 != items_.size() || items_.size() == 1) return;
  for (const ActiveEntry& entry : active_) {
    if (entry.maintainer != Maintainer::engine ||
        helperConstraintIdentities_.count(entry.constraint.identity()) != 0)
      return;
  }
  // The solver: its slots, free lists and level tables are as large as the largest layout it
  // held, and it never empties itself while the root's constraints and edits stay. Taken out, the
  // solver is empty and resets itself; put back in their activation order, they are as a new
  // engine's. Their solution is unique (the origin is required, the size edits outrank every
  // other constraint of the root), so no value changes: the edits are suggested the size they had.
  const ItemSlot& root = items_[root_.index];
  std::vector<Constraint> held;
  held.reserve(active_.size());
  for (const ActiveEntry* entry : activeInOrder()) held.push_back(*entry->constraint.data_->solverConstraint);
  (void)solver_.removeConstraints(held);
  (void)solver_.removeEditVariable(root.width);
  (void)solver_.removeEditVariable(root.height);
  // None of these can fail: they held together a moment ago, on the same variables.
  (void)solver_.addConstraints(held);
  (void)solver_.addEditVariable(root.width, rootSizeEditPriority);
  (void)solver_.addEditVariable(root.height, rootSizeEditPriority);
  (void)solver_.suggestValue(root.width, rootSize_.width);
  (void)solver_.suggestValue(root.height, rootSize_.height);
  // The slots past the root go; a slot appended later starts above every generation they had.
  for (std::size_t index = root_.index + 1; index < items_.size(); ++index)
    generationFloor_ = std::max(generationFloor_, items_[index].generation);
  items_.resize(root_.index + 1);
  items_.shrink_to_fit();
  std::erase_if(freeSlots_, [&](std::uint32_t index) { return index > root_.index; });
  freeSlots_.shrink_to_fit();
  std::erase_if(measuredItems_, [&](const auto& entry) { return entry.first > root_.index; });
  std::erase_if(chainsByItem_, [&](const auto& entry) { return entry.first > root_.index; });
  // The books sized by the largest layout: made again by the next call that needs them (the tree
  // order is stale, so the next read rebuilds it and compares every item).
  if (frameRecords_.size() > items_.size()) frameRecords_.resize(items_.size());
  frameRecords_.shrink_to_fit();
  active_.shrink_to_fit();
  treeOrderIsCurrent_ = false;
  for (auto* buffer : {&treePositionOfSlot_, &positionsBySlot_, &movedPositions_})
    std::vector<std::uint32_t>().swap(*buffer);
  std::vector<TreeOrderEntry>().swap(treeOrder_);
  std::vector<Variable>().swap(frameVariables_);
  std::vector<Variable>().swap(movedVariables_);
  std::vector<double>().swap(frameValues_);
  std::vector<LayoutRect>().swap(rootFrameScratch_);
  std::vector<bool>().swap(hiddenScratch_);
  std::vector<Constraint>().swap(resolvedBuffer_);
  std::vector<std::pair<LayoutConstraint, std::optional<Constraint>>>().swap(solverConstraintsBefore_);
  std::unordered_map<const void*, std::uint32_t>().swap(slotOfVariable_);
}

// MARK: Moving and detaching

std::vector<LayoutConstraint> LayoutEngineImplementation::constraintsLeaving(
    const std::vector<ItemIdentifier>& inside) const {
  // Every active constraint's items share one tree; once `inside` is in another tree, those
  // with an item on each side of the cut have none: no walk to any top is needed.
  std::unordered_set<std::uint32_t> within;
  for (ItemIdentifier each : inside) within.insert(each.index);
  std::vector<LayoutConstraint> leaving;
  for (const ActiveEntry* entry : activeUsing(inside)) {
    // The engine's own constraints never cross a cut, but for those of ConstraintLayout's
    // helpers, which relate the host's items and leave as the host's do.
    if (entry->maintainer == Maintainer::engine &&
        helperConstraintIdentities_.count(entry->constraint.identity()) == 0)
      continue;
    const ConstraintItems items = itemsOf(entry->constraint);
    bool crosses =
        std::any_of(items.begin(), items.end(), [&](ItemIdentifier i) { return within.count(i.index) == 0; });
    if (crosses) leaving.push_back(entry->constraint);
  }
  return leaving;
}

namespace {

/// The identities of `constraints`.
std::unordered_set<const void*> identitiesOf(const std::vector<LayoutConstraint>& constraints) {
  std::unordered_set<const void*> identities;
  for (const LayoutConstraint& constraint : constraints) identities.insert(constraint.identity());
  return identities;
}

}  // namespace

LayoutResult LayoutEngineImplementation::addSubitem(const LayoutItem& parent, const LayoutItem& child) {
  if (LayoutResult check = checkItem(parent, "parent"); !check) return check;
  if (LayoutResult check = checkItem(child, "subitem"); !check) return check;
  ItemSlot& parentSlot = *slotOf(parent);
  ItemSlot& childSlot = *slotOf(child);
  auto refuse = [&](const std::string& why) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidHierarchy,
        "cannot add " + childSlot.shownName() + " to " + parentSlot.shownName() + ": " + why);
  };
  if (child.identifier() == root_) return refuse("the root cannot be a subitem");
  if (parentSlot.isLayoutGuide) return refuse("a layout guide has no subitems");
  if (childSlot.guideRole != GuideRole::none) return refuse("the engine places its own guides");
  // A leaf can only contain itself: building a tree top-down never walks to the root.
  bool containsParent = childSlot.subitems.size() == childSlot.subitemHoles
                            ? child.identifier() == parent.identifier()
                            : isAncestorOrSelf(child.identifier(), parent.identifier());
  if (containsParent) {
    return refuse(child.identifier() == parent.identifier() ? "an item cannot contain itself"
                                                            : "it contains " + parentSlot.shownName());
  }
  // An arranged item moved to another parent leaves its stack first (put back if
  // the move is refused).
  std::optional<StackPlace> place;
  if (LayoutResult left = leaveStack(child.identifier(), parent.identifier(), place); !left) return left;
  // Only a move from one tree to another can separate a constraint's items: a detached item's
  // constraints all lie within its subtree, and a move within one tree keeps every top.
  bool changesTree = childSlot.parent.isValid() && !shareTree(childSlot.parent, parent.identifier());
  std::vector<LayoutConstraint> lost;
  if (changesTree) lost = constraintsLeaving(subtree(child.identifier()));
  // Under its new parent the subtree may read leading and trailing the other way: its
  // directional constraints are re-resolved first, all or nothing, and a refusal leaves the tree
  // as it was.
  LayoutDirection direction =
      childSlot.direction != LayoutDirection::inherit ? childSlot.direction : parentSlot.effectiveDirection;
  if (LayoutResult result = changeEffectiveDirection(child.identifier(), direction, identitiesOf(lost));
      !result) {
    returnToStack(place);
    return result;
  }
  if (childSlot.parent.isValid()) unlink(child.identifier());
  link(parent.identifier(), child.identifier());
  dropActive(lost);
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::removeFromParent(const LayoutItem& item) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (item.identifier() == root_) {
    return LayoutResult::failure(LayoutErrorKind::invalidHierarchy,
                                 "cannot detach the root: it has no parent");
  }
  if (slot.guideRole != GuideRole::none) {
    return LayoutResult::failure(LayoutErrorKind::invalidHierarchy,
                                 "cannot detach " + slot.shownName() + ": the engine places its own guides");
  }
  if (!slot.parent.isValid()) return LayoutResult::success();
  // A detached arranged item leaves its stack first (put back if refused).
  std::optional<StackPlace> place;
  if (LayoutResult left = leaveStack(item.identifier(), ItemIdentifier{}, place); !left) return left;
  std::vector<LayoutConstraint> lost = constraintsLeaving(subtree(item.identifier()));
  // A detached tree's top reads left to right unless it says otherwise.
  LayoutDirection direction =
      slot.direction != LayoutDirection::inherit ? slot.direction : LayoutDirection::leftToRight;
  if (LayoutResult result = changeEffectiveDirection(item.identifier(), direction, identitiesOf(lost));
      !result) {
    returnToStack(place);
    return result;
  }
  unlink(item.identifier());
  dropActive(lost);
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::removeItem(const LayoutItem& item) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  if (item.identifier() == root_) {
    return LayoutResult::failure(LayoutErrorKind::invalidHierarchy, "cannot remove the root");
  }
  // A removed arranged item leaves its stack first, its neighbours closing the gap.
  std::optional<StackPlace> place;
  if (LayoutResult left = leaveStack(item.identifier(), ItemIdentifier{}, place); !left) return left;
  std::vector<ItemIdentifier> removed = subtree(item.identifier());
  // Every constraint, user or internal, that uses a removed item goes.
  std::vector<LayoutConstraint> dropped;
  for (const ActiveEntry* entry : activeUsing(removed)) dropped.push_back(entry->constraint);
  dropActive(dropped);
  ItemSlot& slot = *slotOf(item);
  if (slot.parent.isValid()) unlink(item.identifier());
  // An engine-owned guide removed on its own: its owner makes a new one when asked again.
  if (slot.guideRole != GuideRole::none) {
    if (ItemSlot* owner = slotOf(slot.guideOwner)) guideField(*owner, slot.guideRole) = ItemIdentifier{};
  }
  for (ItemIdentifier each : removed) {
    ItemSlot& freed = items_[each.index];
    std::uint32_t generation = freed.generation;
    freed = ItemSlot{};
    freed.generation = generation;  // bumped again when the slot is reused
    freeSlots_.push_back(each.index);
  }
  return LayoutResult::success();
}

// MARK: Queries

LayoutItem LayoutEngineImplementation::parent(const LayoutItem& item) const noexcept {
  const ItemSlot* slot = slotOf(item);
  if (slot == nullptr || !slot->parent.isValid()) return LayoutItem();
  return handle(slot->parent);
}

std::vector<LayoutItem> LayoutEngineImplementation::subitems(const LayoutItem& item) const {
  std::vector<LayoutItem> handles;
  if (const ItemSlot* slot = slotOf(item)) {
    for (ItemIdentifier child : slot->subitems) {
      if (child.isValid()) handles.push_back(handle(child));
    }
  }
  return handles;
}

std::string LayoutEngineImplementation::name(const LayoutItem& item) const {
  const ItemSlot* slot = slotOf(item);
  return slot != nullptr ? slot->name : std::string();
}

bool LayoutEngineImplementation::isLayoutGuide(const LayoutItem& item) const noexcept {
  const ItemSlot* slot = slotOf(item);
  return slot != nullptr && slot->isLayoutGuide;
}

}  // namespace clayout::internal
