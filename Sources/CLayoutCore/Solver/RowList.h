// RowList.h — the rows holding one symbol: an entry of the column index (internal).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "Row.h"

namespace clayout::internal {

/// A growable list of row indices that holds its first two entries inline.
///
/// The solver keeps one per symbol (the rows holding it as a parametric cell). Most symbols of a
/// layout are in one or two rows, so most lists never allocate; a `std::vector` would allocate at
/// the first entry, again at the second, third and fifth, and take 24 bytes where this takes 16.
/// Only what the column index needs is offered: append, iterate, truncate, clear.
class RowList {
 public:
  RowList() = default;
  RowList(const RowList& other) { append(other.begin(), other.end()); }
  RowList(RowList&& other) noexcept { take(other); }
  RowList& operator=(const RowList& other) {
    if (this != &other) {
      size_ = 0;
      append(other.begin(), other.end());
    }
    return *this;
  }
  RowList& operator=(RowList&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  ~RowList() { release(); }

  RowIndex* begin() { return storage(); }
  RowIndex* end() { return storage() + size_; }
  const RowIndex* begin() const { return storage(); }
  const RowIndex* end() const { return storage() + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  std::size_t capacity() const { return capacity_; }

  /// Appends `index`, growing the storage by half when it is full (doubling left a third of all
  /// column memory unused in a large layout).
  void push_back(RowIndex index) {
    if (size_ == capacity_) grow(capacity_ + capacity_ / 2);
    storage()[size_++] = index;
  }

  /// Gives back the storage beyond the entries when it is more than twice what they need.
  void shrinkIfSparse() {
    if (isInline() || capacity_ <= 2 * size_ + inlineCapacity) return;
    if (size_ <= inlineCapacity) {
      RowIndex* heap = heap_;
      std::copy(heap, heap + size_, inline_);
      delete[] heap;
      capacity_ = inlineCapacity;
      return;
    }
    auto* exact = new RowIndex[size_];
    std::copy(begin(), end(), exact);
    release();
    heap_ = exact;
    capacity_ = size_;
  }

  /// Drops the entries from `first` to the end (the tail left by `std::remove_if`).
  void erase(RowIndex* first, RowIndex* last) {
    (void)last;  // always `end()`: only the tail can go
    size_ = static_cast<std::uint32_t>(first - storage());
  }

  /// Empties the list and gives back its memory.
  void reset() {
    release();
    size_ = 0;
    capacity_ = inlineCapacity;
  }

 private:
  static constexpr std::uint32_t inlineCapacity = 2;

  bool isInline() const { return capacity_ == inlineCapacity; }
  RowIndex* storage() { return isInline() ? inline_ : heap_; }
  const RowIndex* storage() const { return isInline() ? inline_ : heap_; }

  void append(const RowIndex* first, const RowIndex* last) {
    auto count = static_cast<std::uint32_t>(last - first);
    if (size_ + count > capacity_) grow(std::max(size_ + count, 2 * capacity_));
    std::copy(first, last, storage() + size_);
    size_ += count;
  }

  void grow(std::uint32_t capacity) {
    auto* larger = new RowIndex[capacity];
    std::copy(begin(), end(), larger);
    release();
    heap_ = larger;
    capacity_ = capacity;
  }

  void release() {
    if (!isInline()) delete[] heap_;
  }

  void take(RowList& other) {
    size_ = other.size_;
    capacity_ = other.capacity_;
    if (other.isInline()) {
      std::copy(other.inline_, other.inline_ + other.size_, inline_);
    } else {
      heap_ = other.heap_;
    }
    other.size_ = 0;
    other.capacity_ = inlineCapacity;
  }

  union {
    RowIndex inline_[inlineCapacity] = {};
    RowIndex* heap_;
  };
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ = inlineCapacity;
};

}  // namespace clayout::internal
