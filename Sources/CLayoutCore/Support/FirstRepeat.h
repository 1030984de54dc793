// FirstRepeat.h — the first element of a batch that repeats an earlier one, by identity
// (internal).
//
// A batch of constraints must name each constraint once, and the error names the first repeat
// in the batch's order. An open-addressing set of identities in one allocation, at most half
// full, answers it in one pass: a node-based hash set allocated a node per constraint, and
// sorting cost a noticeable part of building a whole tree in one batch (docs/performance.md).
#pragma once

#include <bit>
#include <cstddef>
#include <functional>
#include <vector>

namespace clayout::internal {

/// The index of the first of `count` elements whose identity (`identityOf(i)`, a non-null address)
/// equals that of an earlier one; `count` when none does. O(count) time, one allocation of
/// 2–4 pointers per element, none below two elements.
template <typename IdentityOf>
std::size_t firstRepeat(std::size_t count, IdentityOf&& identityOf) {
  if (count < 2) return count;
  const std::size_t capacity = std::bit_ceil(2 * count);
  std::vector<const void*> slots(capacity, nullptr);
  for (std::size_t i = 0; i < count; ++i) {
    const void* identity = identityOf(i);
    std::size_t slot = std::hash<const void*>{}(identity)*0x9E3779B97F4A7C15ULL >> 7 & (capacity - 1);
    while (slots[slot] != nullptr && slots[slot] != identity) slot = (slot + 1) & (capacity - 1);
    if (slots[slot] == identity) return i;
    slots[slot] = identity;
  }
  return count;
}

}  // namespace clayout::internal
