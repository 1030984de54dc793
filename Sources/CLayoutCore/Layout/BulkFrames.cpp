// BulkFrames.cpp — every frame of the tree at once, and the frames that changed since the last
// read.
//
// Tree order. The root's tree flattened depth first, the root first, each item before its
// subitems, subitems (and guides, which are subitems of their owner) in their order. It is kept
// in `treeOrder_` with each entry's parent position, and rebuilt (O(items), no recursion) only
// when `link` or `unlink` changed the tree since: a drag or a text change reads it as it is.
//
// Bulk frames. One pass over the tree order reads each item's four values and writes its root
// frame; in parent coordinates a second pass, from the last entry back to the first, subtracts
// each parent's root frame, which is still in the buffer because a parent comes before its
// subitems. Both use FrameReading.h, as `frame` does, so the two agree bit for bit.
//
// Changed frames. Per slot, the frame last reported, the item's generation and the number of the
// read that saw it (`FrameRecord`). An item is reported when its generation or read number does
// not match (a new item, a reused slot, an item that was outside the tree at the previous read),
// when the coordinates or scale changed, or when the four doubles of its frame differ bitwise.
// An item is also reported when whether it is drawn changed (HiddenItems.cpp), computed in the
// same pass from the parent's state.
//
// Only what moved. When the tree, the drawn states, the coordinates and the scale are those of
// the previous read, a frame can change only through its item's four values, and the solver says
// which variables' values changed since then (`Solver::takeChangedVariables`, which notes them
// from the first read on): only those items, and in parent coordinates their subitems (whose
// frames are relative to them), are compared, in tree order. A text change that moves four views
// of 10,000 compares those four, not 10,000. Otherwise (a first read, a new tree, a hidden flag
// changed, other coordinates or scale, or a solver that cannot say, after a rollback) every item
// is compared as above. The read number does not move on in the short read: every item of the
// tree keeps the number of the read that last saw it, which the short read did too.
#include <algorithm>
#include <bit>
#include <cstdint>

#include "FrameReading.h"
#include "LayoutEngineImplementation.h"

namespace clayout::internal {

namespace {

/// Whether two frames have the same bits in each of their four doubles.
bool sameBits(const LayoutRect& a, const LayoutRect& b) noexcept {
  return std::bit_cast<std::uint64_t>(a.x) == std::bit_cast<std::uint64_t>(b.x) &&
         std::bit_cast<std::uint64_t>(a.y) == std::bit_cast<std::uint64_t>(b.y) &&
         std::bit_cast<std::uint64_t>(a.width) == std::bit_cast<std::uint64_t>(b.width) &&
         std::bit_cast<std::uint64_t>(a.height) == std::bit_cast<std::uint64_t>(b.height);
}

bool isCoordinates(LayoutCoordinates coordinates) noexcept {
  return coordinates == LayoutCoordinates::parent || coordinates == LayoutCoordinates::root;
}

}  // namespace

const std::vector<TreeOrderEntry>& LayoutEngineImplementation::treeOrder() const {
  if (treeOrderIsCurrent_) return treeOrder_;
  treeOrder_.clear();
  // A stack of items still to visit with their parent's position; subitems are pushed last
  // first so that they come off the stack in their order.
  std::vector<TreeOrderEntry> pending{{root_, noParentPosition}};
  while (!pending.empty()) {
    TreeOrderEntry entry = pending.back();
    pending.pop_back();
    auto position = static_cast<std::uint32_t>(treeOrder_.size());
    treeOrder_.push_back(entry);
    const ItemSlot& slot = items_[entry.item.index];
    for (auto child = slot.subitems.rbegin(); child != slot.subitems.rend(); ++child) {
      if (child->isValid()) pending.push_back({*child, position});
    }
  }
  // Each slot's position, then the positions by slot, by counting: a slot holds at most one item
  // of the tree.
  treePositionOfSlot_.assign(items_.size(), noParentPosition);
  for (std::size_t position = 0; position < treeOrder_.size(); ++position)
    treePositionOfSlot_[treeOrder_[position].item.index] = static_cast<std::uint32_t>(position);
  positionsBySlot_.clear();
  positionsBySlot_.reserve(treeOrder_.size());
  frameVariables_.clear();
  frameVariables_.reserve(4 * treeOrder_.size());
  for (std::uint32_t position : treePositionOfSlot_) {
    if (position == noParentPosition) continue;
    positionsBySlot_.push_back(position);
    const ItemSlot& slot = items_[treeOrder_[position].item.index];
    frameVariables_.insert(frameVariables_.end(), {slot.left, slot.top, slot.width, slot.height});
  }
  treeOrderIsCurrent_ = true;
  ++treeOrderVersion_;
  return treeOrder_;
}

std::size_t LayoutEngineImplementation::frames(std::span<LayoutRect> into, LayoutCoordinates coordinates,
                                               double scale) const noexcept {
  if (!isCoordinates(coordinates)) return 0;
  const std::vector<TreeOrderEntry>& order = treeOrder();
  if (into.size() < order.size()) return order.size();
  // One bulk read of the solver, in the order of the slots: the items' variables and the
  // solver's records of them were made in about that order, so the read walks memory forward
  // rather than jump through it as the tree order does (a breadth-first tree read depth first),
  // and it fetches ahead (`Solver::valuesOf`).
  frameValues_.resize(frameVariables_.size());
  solver_.valuesOf(frameVariables_, frameValues_);
  if (!anyAlignmentInsets_) {
    for (std::size_t k = 0; k < positionsBySlot_.size(); ++k) {
      const double* values = &frameValues_[4 * k];
      into[positionsBySlot_[k]] = rootFrameFromValues(values[0], values[1], values[2], values[3], scale);
    }
  } else {
    // MARK: Alignment rectangles: each frame grown by its item's insets (a slot read per item,
    // which engines that never set insets do not pay).
    for (std::size_t k = 0; k < positionsBySlot_.size(); ++k) {
      const double* values = &frameValues_[4 * k];
      std::uint32_t position = positionsBySlot_[k];
      const LayoutInsets& alignment = items_[order[position].item.index].alignmentInsets;
      into[position] = rootFrameOfAlignmentRect(values[0], values[1], values[2], values[3], alignment, scale);
    }
  }
  if (coordinates == LayoutCoordinates::parent) {
    // Last to first: a parent's entry, earlier, still holds its root frame.
    for (std::size_t position = order.size(); position-- > 1;) {
      into[position] = relativeToParent(into[position], into[order[position].parentPosition]);
    }
  }
  return order.size();
}

std::vector<LayoutItem> LayoutEngineImplementation::itemsInTreeOrder() const {
  const std::vector<TreeOrderEntry>& order = treeOrder();
  std::vector<LayoutItem> items;
  items.reserve(order.size());
  for (const TreeOrderEntry& entry : order) items.push_back(handle(entry.item));
  return items;
}

std::vector<LayoutFrameChange> LayoutEngineImplementation::changedFrames(LayoutCoordinates coordinates,
                                                                         double scale) {
  if (!isCoordinates(coordinates)) return {};
  const std::vector<TreeOrderEntry>& order = treeOrder();
  // Taken at every read, so that the next read's answer covers exactly the time since this one.
  const bool movedKnown = solver_.takeChangedVariables(movedVariables_);
  const std::uint64_t previousRead = frameReads_;
  const bool everyItem = previousRead == 0 || coordinates != lastReadCoordinates_ ||
                         std::bit_cast<std::uint64_t>(scale) != std::bit_cast<std::uint64_t>(lastReadScale_);
  const bool sameTree = lastReadTreeOrderVersion_ == treeOrderVersion_ && !drawnStateChanged_;
  lastReadCoordinates_ = coordinates;
  lastReadScale_ = scale;
  lastReadTreeOrderVersion_ = treeOrderVersion_;
  drawnStateChanged_ = false;
  std::vector<LayoutFrameChange> changes;
  if (!everyItem && sameTree && movedKnown) {
    changedFramesOfMoved(movedVariables_, coordinates, scale, changes);
    return changes;
  }
  const std::uint64_t read = ++frameReads_;
  if (frameRecords_.size() < items_.size()) frameRecords_.resize(items_.size());
  // Root frames of the earlier entries, for the parents: only parent coordinates need them.
  const bool inParent = coordinates == LayoutCoordinates::parent;
  if (inParent) rootFrameScratch_.resize(order.size());
  hiddenScratch_.assign(order.size(), false);
  for (std::size_t position = 0; position < order.size(); ++position) {
    const TreeOrderEntry& entry = order[position];
    const ItemSlot& slot = items_[entry.item.index];
    LayoutRect rect =
        rootFrameOf(solver_, slot.left, slot.top, slot.width, slot.height, slot.alignmentInsets, scale);
    if (inParent) {
      rootFrameScratch_[position] = rect;
      if (entry.parentPosition != noParentPosition) {
        rect = relativeToParent(rect, rootFrameScratch_[entry.parentPosition]);
      }
    }
    // Not drawn: hidden itself or under a parent that is not drawn (earlier in the order).
    const bool hidden =
        slot.hidden || (entry.parentPosition != noParentPosition && hiddenScratch_[entry.parentPosition]);
    hiddenScratch_[position] = hidden;
    FrameRecord& record = frameRecords_[entry.item.index];
    // Seen at the previous read (the same item, in the tree then) with the same bits: unchanged.
    const bool seenBefore = record.generation == entry.item.generation && record.read == previousRead;
    record.read = read;
    compareFrame(position, rect, hidden, everyItem || !seenBefore, changes);
  }
  return changes;
}

void LayoutEngineImplementation::compareFrame(std::size_t position, const LayoutRect& rect, bool hidden,
                                              bool reportAnyway, std::vector<LayoutFrameChange>& changes) {
  const ItemIdentifier item = treeOrder_[position].item;
  FrameRecord& record = frameRecords_[item.index];
  if (!reportAnyway && sameBits(record.frame, rect) && record.hidden == hidden) return;
  record.generation = item.generation;
  record.frame = rect;
  record.hidden = hidden;
  changes.push_back({handle(item), rect, hidden});
}

void LayoutEngineImplementation::changedFramesOfMoved(const std::vector<Variable>& moved,
                                                      LayoutCoordinates coordinates, double scale,
                                                      std::vector<LayoutFrameChange>& changes) {
  const std::vector<TreeOrderEntry>& order = treeOrder_;
  if (positionsVersion_ != treeOrderVersion_) {
    // Once per tree: whose variable each is (the positions come with the tree order).
    slotOfVariable_.clear();
    slotOfVariable_.reserve(4 * order.size());
    for (const TreeOrderEntry& entry : order) {
      const ItemSlot& slot = items_[entry.item.index];
      for (const Variable* variable : {&slot.left, &slot.top, &slot.width, &slot.height})
        slotOfVariable_.emplace(variable->identity(), entry.item.index);
    }
    positionsVersion_ = treeOrderVersion_;
  }
  const bool inParent = coordinates == LayoutCoordinates::parent;
  std::vector<std::uint32_t>& positions = movedPositions_;
  positions.clear();
  for (const Variable& variable : moved) {
    auto found = slotOfVariable_.find(variable.identity());
    if (found == slotOfVariable_.end()) continue;  // not an item's, or of an item outside the tree
    const std::uint32_t position = treePositionOfSlot_[found->second];
    positions.push_back(position);
    if (!inParent) continue;
    // A subitem's frame is relative to this one's.
    for (ItemIdentifier child : items_[found->second].subitems) {
      if (child.isValid() && child.index < treePositionOfSlot_.size() &&
          treePositionOfSlot_[child.index] != noParentPosition)
        positions.push_back(treePositionOfSlot_[child.index]);
    }
  }
  std::sort(positions.begin(), positions.end());
  positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
  for (std::uint32_t position : positions) {
    const TreeOrderEntry& entry = order[position];
    const ItemSlot& slot = items_[entry.item.index];
    LayoutRect rect =
        rootFrameOf(solver_, slot.left, slot.top, slot.width, slot.height, slot.alignmentInsets, scale);
    if (inParent && entry.parentPosition != noParentPosition) {
      const ItemSlot& parent = items_[order[entry.parentPosition].item.index];
      rect = relativeToParent(rect, rootFrameOf(solver_, parent.left, parent.top, parent.width, parent.height,
                                                parent.alignmentInsets, scale));
    }
    // Drawn states are as at the previous read, which recorded them.
    compareFrame(position, rect, frameRecords_[entry.item.index].hidden, false, changes);
  }
}

}  // namespace clayout::internal
