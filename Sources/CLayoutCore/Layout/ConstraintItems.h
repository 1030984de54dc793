// ConstraintItems.h — the items a layout constraint's terms name, without a heap block for the
// usual constraint.
//
// Activation asks for a constraint's items several times (are they live, do they share a tree,
// which lists of active constraints gain it), for every one of a layout's constraints. A constraint
// names one to four items in practice (`a.right == b.left - 8` names two; `a.centerX == b.centerX`
// two), so they are held inline up to `inlineCapacity` and on the heap only beyond.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout::internal {

/// A short sequence of item identifiers in the order they were appended (repetitions kept).
/// Guarantees: `begin()`..`end()` is contiguous and stays valid until the next `push_back`.
class ConstraintItems {
 public:
  static constexpr std::size_t inlineCapacity = 8;

  void push_back(ItemIdentifier item) {
    if (size_ < inlineCapacity) {
      inline_[size_] = item;
    } else {
      if (size_ == inlineCapacity) overflow_.assign(inline_.begin(), inline_.end());
      overflow_.push_back(item);
    }
    ++size_;
  }
  const ItemIdentifier* begin() const noexcept {
    return size_ <= inlineCapacity ? inline_.data() : overflow_.data();
  }
  const ItemIdentifier* end() const noexcept { return begin() + size_; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  /// The first item. Assumes `!empty()`.
  ItemIdentifier front() const noexcept { return *begin(); }
  ItemIdentifier operator[](std::size_t position) const noexcept { return begin()[position]; }

 private:
  std::array<ItemIdentifier, inlineCapacity> inline_{};
  std::vector<ItemIdentifier> overflow_;  // every item once there are more than `inlineCapacity`
  std::size_t size_ = 0;
};

}  // namespace clayout::internal
