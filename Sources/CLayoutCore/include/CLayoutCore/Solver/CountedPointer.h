// CountedPointer.h — the shared storage behind `Variable` and `Constraint` handles (internal).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace clayout::internal {

/// A pointer that shares ownership of an object counting its own references: `std::shared_ptr`'s
/// semantics for the solver's handles, in 8 bytes instead of 16 and with no separate control block.
///
/// `T` must have a member `std::atomic<std::uint32_t> references` that starts at 1 (the
/// pointer made by `makeCounted`). A layout holds about four variables and nine constraints per
/// view, and every term of every constraint holds a variable: the second word of a `shared_ptr`
/// and its control block's header would be a noticeable part of the peak memory (the figure is in
/// docs/results/solver-history.md).
///
/// Copies from several threads are safe, as with `shared_ptr`: the count is atomic.
template <typename T>
class CountedPointer {
 public:
  CountedPointer() = default;
  /// Takes the one reference of a newly made object.
  explicit CountedPointer(T* adopted) noexcept : pointer_(adopted) {}
  CountedPointer(const CountedPointer& other) noexcept : pointer_(other.pointer_) {
    if (pointer_ != nullptr) pointer_->references.fetch_add(1, std::memory_order_relaxed);
  }
  CountedPointer(CountedPointer&& other) noexcept : pointer_(std::exchange(other.pointer_, nullptr)) {}
  CountedPointer& operator=(const CountedPointer& other) noexcept {
    CountedPointer copy(other);
    std::swap(pointer_, copy.pointer_);
    return *this;
  }
  CountedPointer& operator=(CountedPointer&& other) noexcept {
    CountedPointer taken(std::move(other));
    std::swap(pointer_, taken.pointer_);
    return *this;
  }
  ~CountedPointer() { release(); }

  /// Drops this reference; the pointer is null before the object can be destroyed.
  void reset() noexcept {
    CountedPointer dropped;
    std::swap(pointer_, dropped.pointer_);
  }

  T* get() const noexcept { return pointer_; }
  T& operator*() const noexcept { return *pointer_; }
  T* operator->() const noexcept { return pointer_; }
  explicit operator bool() const noexcept { return pointer_ != nullptr; }

  friend bool operator==(const CountedPointer& a, const CountedPointer& b) noexcept {
    return a.pointer_ == b.pointer_;
  }
  friend bool operator==(const CountedPointer& a, std::nullptr_t) noexcept { return a.pointer_ == nullptr; }

 private:
  void release() noexcept {
    // The last owner must see every other owner's writes before deleting: acquire-release.
    if (pointer_ != nullptr && pointer_->references.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete pointer_;
  }

  T* pointer_ = nullptr;
};

/// A new `T` made from `arguments` (by braces, so aggregates work), owned by the result.
template <typename T, typename... Arguments>
CountedPointer<T> makeCounted(Arguments&&... arguments) {
  return CountedPointer<T>(new T{std::forward<Arguments>(arguments)...});
}

}  // namespace clayout::internal
