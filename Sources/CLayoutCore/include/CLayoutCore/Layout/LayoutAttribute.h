// LayoutAttribute.h — the attributes of an item, and linear expressions of them: the model's
// vocabulary, which constraints are made of and the anchor DSL (Anchors/) builds.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <new>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// An attribute of an item, as NSLayoutAttribute. Every attribute is a linear function of the
/// item's four unknowns (left, top, width, height in root coordinates):
/// right = left + width, centerX = left + width/2, bottom = top + height, centerY = top + height/2,
/// firstBaseline = top + firstBaselineOffset, lastBaseline = top + height - lastBaselineOffset;
/// leading and trailing are left and right read in the item's layout direction.
enum class LayoutAttribute : std::uint8_t {
  left,
  right,
  top,
  bottom,
  leading,
  trailing,
  width,
  height,
  centerX,
  centerY,
  firstBaseline,
  lastBaseline,
};

/// The attribute's name as written in constraints: `left`, `centerX`, `firstBaseline`, …
const char* attributeName(LayoutAttribute attribute) noexcept;

/// The kinds of anchors: three kinds of positions and the dimensions. Positions of one kind relate
/// to each other, dimensions to dimensions and to numbers; the difference of two positions of one
/// kind is a dimension (a distance). Left/right/centerX and leading/trailing are different kinds:
/// their meaning differs in right to left. The C++ and Swift DSLs hold these rules in their types
/// (`anchor_kind::XAxis`, `LayoutXAxis`, …); the layout file's parser and the engine's check of a
/// constraint built by hand ask `relationProblem`.
enum class AnchorKind : std::uint8_t {
  /// left, right, centerX.
  xAxis,
  /// leading, trailing.
  directionalXAxis,
  /// top, bottom, centerY, firstBaseline, lastBaseline.
  yAxis,
  /// width, height, and distances.
  dimension,
};

/// The kind of `attribute`'s anchor (`dimension` for a value outside the cases).
AnchorKind anchorKindOf(LayoutAttribute attribute) noexcept;

/// Whether `kind` is a position (not a dimension).
constexpr bool isPosition(AnchorKind kind) noexcept { return kind != AnchorKind::dimension; }

/// What is wrong with relating a side of kind `first` to a side of kind `second` (nullopt: a bare
/// number), by the anchor DSL's rules; each caller words it.
enum class RelationProblem : std::uint8_t {
  none,
  /// Two numbers: no anchor at all.
  twoNumbers,
  /// A horizontal position with a vertical one.
  differentAxes,
  /// leading or trailing with left or right.
  directionalWithAbsolute,
  /// A position with a number.
  positionWithNumber,
  /// A position with a dimension.
  positionWithDimension,
};

/// The rule: positions relate only to positions of their kind, a dimension to a dimension or a
/// number, and at least one side is not a bare number.
RelationProblem relationProblem(std::optional<AnchorKind> first, std::optional<AnchorKind> second) noexcept;

/// `coefficient · item.attribute`.
struct LayoutTerm {
  ItemIdentifier item;
  LayoutAttribute attribute = LayoutAttribute::left;
  double coefficient = 1;
};

/// The terms of a `LayoutExpression`, in order: a sequence that holds one term in itself and
/// allocates only for more. It offers a vector's common operations (iteration, indexing,
/// `push_back`, `emplace_back`, `reserve`, `erase`, `clear`), whether or not the library itself
/// calls them, since hosts build expressions with them.
///
/// Most sides of a layout constraint are one anchor (`b.left`, `prev.right + 8`, `P.width * 0.25
/// - 2`) or a constant: one term in place spares a heap block for each side of each constraint the
/// anchor operators build. Room for two in place would spare the blocks of `a.left - b.left` too,
/// but put 24 bytes more in every side of every constraint record, more than those blocks take
/// (docs/performance.md, "Figures behind the design comments").
class LayoutTerms {
 public:
  using value_type = LayoutTerm;
  using size_type = std::size_t;
  using iterator = LayoutTerm*;
  using const_iterator = const LayoutTerm*;
  using reference = LayoutTerm&;
  using const_reference = const LayoutTerm&;

  LayoutTerms() noexcept = default;
  LayoutTerms(std::initializer_list<LayoutTerm> terms) { append(terms.begin(), terms.end()); }
  LayoutTerms(const LayoutTerms& other) { append(other.begin(), other.end()); }
  LayoutTerms(LayoutTerms&& other) noexcept { take(other); }
  LayoutTerms& operator=(const LayoutTerms& other) {
    if (this != &other) {
      size_ = 0;
      append(other.begin(), other.end());
    }
    return *this;
  }
  LayoutTerms& operator=(LayoutTerms&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  ~LayoutTerms() { release(); }

  LayoutTerm* begin() noexcept { return storage(); }
  LayoutTerm* end() noexcept { return storage() + size_; }
  const LayoutTerm* begin() const noexcept { return storage(); }
  const LayoutTerm* end() const noexcept { return storage() + size_; }
  LayoutTerm* data() noexcept { return storage(); }
  const LayoutTerm* data() const noexcept { return storage(); }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  /// The term at `index`, which must be below `size()`.
  LayoutTerm& operator[](std::size_t index) noexcept { return storage()[index]; }
  const LayoutTerm& operator[](std::size_t index) const noexcept { return storage()[index]; }
  /// The first and the last term; the sequence must not be empty.
  LayoutTerm& front() noexcept { return storage()[0]; }
  const LayoutTerm& front() const noexcept { return storage()[0]; }
  LayoutTerm& back() noexcept { return storage()[size_ - 1]; }
  const LayoutTerm& back() const noexcept { return storage()[size_ - 1]; }

  /// Makes room for `count` terms in all, without changing the terms.
  void reserve(std::size_t count) {
    if (count > capacity_) grow(count);
  }
  void push_back(const LayoutTerm& term) {
    LayoutTerm copy = term;  // `term` may be one of these terms, which `grow` moves
    if (size_ == capacity_) grow(2 * static_cast<std::size_t>(capacity_));
    ::new (static_cast<void*>(storage() + size_)) LayoutTerm(copy);
    ++size_;
  }
  template <typename... Arguments>
  LayoutTerm& emplace_back(Arguments&&... arguments) {
    push_back(LayoutTerm{std::forward<Arguments>(arguments)...});
    return back();
  }
  /// Removes every term (the storage stays).
  void clear() noexcept { size_ = 0; }
  /// Removes the terms from `first` to `last` (within the sequence), keeping the order of the
  /// rest; returns where the first term after them now is.
  LayoutTerm* erase(LayoutTerm* first, LayoutTerm* last) noexcept {
    LayoutTerm* finish = std::copy(last, end(), first);
    size_ = static_cast<std::uint32_t>(finish - begin());
    return first;
  }
  LayoutTerm* erase(LayoutTerm* position) noexcept { return erase(position, position + 1); }

 private:
  static_assert(std::is_trivially_copyable_v<LayoutTerm>);
  static constexpr std::uint32_t inlineCapacity = 1;

  bool isInline() const noexcept { return capacity_ == inlineCapacity; }
  LayoutTerm* storage() noexcept {
    return isInline() ? std::launder(reinterpret_cast<LayoutTerm*>(inline_)) : heap_;
  }
  const LayoutTerm* storage() const noexcept {
    return isInline() ? std::launder(reinterpret_cast<const LayoutTerm*>(inline_)) : heap_;
  }
  /// Copies `count` terms from `from` to `to` (not overlapping), making them there: the terms are
  /// trivially copyable, so a byte copy creates them.
  static void copyTerms(const LayoutTerm* from, std::size_t count, LayoutTerm* to) noexcept {
    if (count != 0)
      std::memcpy(static_cast<void*>(to), static_cast<const void*>(from), count * sizeof(LayoutTerm));
  }

  void append(const LayoutTerm* first, const LayoutTerm* last) {
    auto count = static_cast<std::size_t>(last - first);
    reserve(size_ + count);
    copyTerms(first, count, storage() + size_);
    size_ += static_cast<std::uint32_t>(count);
  }
  /// Moves the terms into a heap block for `capacity` terms (more than `capacity_`).
  void grow(std::size_t capacity) {
    auto* larger = new LayoutTerm[capacity];
    copyTerms(begin(), size_, larger);
    release();
    heap_ = larger;
    capacity_ = static_cast<std::uint32_t>(capacity);
  }
  void release() noexcept {
    if (!isInline()) delete[] heap_;
  }
  /// Takes `other`'s terms (its block, or a copy of its inline terms) and leaves it empty.
  void take(LayoutTerms& other) noexcept {
    size_ = other.size_;
    capacity_ = other.capacity_;
    if (other.isInline()) {
      copyTerms(other.storage(), other.size_, storage());
    } else {
      heap_ = other.heap_;
    }
    other.size_ = 0;
    other.capacity_ = inlineCapacity;
  }

  union {
    alignas(LayoutTerm) std::byte inline_[inlineCapacity * sizeof(LayoutTerm)];
    LayoutTerm* heap_;
  };
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ = inlineCapacity;
};

/// `Σ coefficient · item.attribute + constant` in one engine, untyped: the value behind every
/// typed anchor expression.
struct LayoutExpression {
  LayoutTerms terms;
  double constant = 0;
  /// The engine of the items (a `LayoutEngine*`, stored untyped so that Swift never takes it for
  /// an owning reference); null when the expression has no term.
  void* engine = nullptr;
  /// Set when the expression combines items of different engines (then `engine` is only the
  /// first of them): the engine refuses it as `differentEngines`.
  bool mixesEngines = false;
  /// Empty unless `mixesEngines`: then the engine of each term (a `LayoutEngine*`), in the order
  /// of `terms`, so that a refusal names each item in its own engine (two engines' items can
  /// share a slot and generation, so the identifier alone does not say whose item it is).
  std::vector<void*> termEngines{};
  /// The identity of `engine` (see `LayoutItem::engineIdentity`), so that an engine made later at
  /// the same address refuses the expression's items; 0 when not known (then only the address
  /// is checked).
  std::uint64_t engineIdentity = 0;

  /// `1 · item.attribute`, constant 0, in `engine` (a `LayoutEngine*`) of identity
  /// `engineIdentity`: the expression of one anchor, and the start of every expression the
  /// engine builds for itself.
  static LayoutExpression of(ItemIdentifier item, LayoutAttribute attribute, void* engine,
                             std::uint64_t engineIdentity = 0) {
    LayoutExpression expression{{LayoutTerm{item, attribute, 1.0}}, 0.0, engine};
    expression.engineIdentity = engineIdentity;
    return expression;
  }
};

}  // namespace clayout
