// VariableTable.h — the variables a solver knows, found without hashing (internal).
#pragma once

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Variable.h"
#include "Row.h"
#include "Support/Prefetch.h"
#include "Symbol.h"

namespace clayout::internal {

/// The variables a solver knows, each with its symbol, the row its symbol is basic in, and how
/// many constraints and edits use it, in a dense vector of slots.
///
/// A variable remembers the solver that claimed it and its slot there, so finding it is an
/// index and a check of identity; a variable claimed by another solver is found in a hash map
/// instead: a hash map of every variable would take more than twice the slots' memory in nodes and
/// buckets. Reading a value goes from the variable to its slot and straight to its row, without
/// the symbol's record, which a drag's frames read for every view. (The figures are in
/// docs/results/solver-history.md.)
///
/// Owns: the slots, their free list and the map of the variables another table claimed
/// (`elsewhere_`). Invariants (checked by the solver's `checkInvariants`, Invariants.cpp, which
/// also sees the tableau and the records): a used slot's variable is found at that slot; `row` is
/// the row its symbol's record names; `uses` counts the terms of the present constraints and edits
/// that name the variable, and the solver frees the slot when it falls to 0 (Lifetimes.cpp).
class VariableTable {
 public:
  /// A slot, or `noSlot`.
  using Slot = std::uint32_t;
  static constexpr Slot noSlot = UINT32_MAX;

  struct Entry {
    /// The variable; a free slot holds none.
    Variable variable;
    Symbol symbol = noSymbol;
    /// How many constraints and edits use the variable.
    std::uint32_t uses = 0;
    /// The row the symbol is basic in, or `noRow`: a copy of the symbol record's, which the
    /// solver keeps equal (`SolverImplementation::setBasicRow`).
    RowIndex row = noRow;
  };

  VariableTable() = default;
  VariableTable(const VariableTable&) = delete;
  VariableTable& operator=(const VariableTable&) = delete;
  VariableTable& operator=(VariableTable&& other) noexcept {
    if (this == &other) return *this;
    clear();
    entries_ = std::move(other.entries_);
    free_ = std::move(other.free_);
    elsewhere_ = std::move(other.elsewhere_);
    size_ = std::exchange(other.size_, 0);
    other.entries_.clear();
    other.free_.clear();
    other.elsewhere_.clear();
    for (Entry& entry : entries_) {
      if (isPresent(entry) && entry.variable.data_->solver == &other) entry.variable.data_->solver = this;
    }
    return *this;
  }
  ~VariableTable() { clear(); }

  /// The slot of `variable`, or `noSlot`.
  Slot find(const Variable& variable) const {
    if (variable.data_ == nullptr) [[unlikely]]
      return noSlot;  // moved from: never present
    const Variable::Data& data = *variable.data_;
    if (data.solver == this) {
      // The claim is cleared whenever the variable leaves; checking identity guards the rest.
      return data.slot < entries_.size() && entries_[data.slot].variable.data_.get() == &data ? data.slot
                                                                                              : noSlot;
    }
    auto found = elsewhere_.find(&data);
    return found != elsewhere_.end() ? found->second : noSlot;
  }

  // For a bulk read (`SolverImplementation::valuesOf`), which finds slots ahead of their use.

  /// Fetches `variable`'s data into the cache (a hint: changes nothing).
  void prefetchData(const Variable& variable) const {
    if (variable.data_ != nullptr) prefetchForRead(variable.data_.get());
  }
  /// The slot `variable` says this table gave it, without `find`'s identity check, or `noSlot`
  /// when another table claimed it: a guess to check with `holds` before use.
  Slot claimedSlot(const Variable& variable) const {
    const Variable::Data* data = variable.data_.get();
    return data != nullptr && data->solver == this && data->slot < entries_.size() ? data->slot : noSlot;
  }
  /// Whether `slot` (in range) holds `variable`: with `claimedSlot`, what `find` answers when
  /// this table claimed the variable.
  bool holds(Slot slot, const Variable& variable) const {
    return entries_[slot].variable.data_.get() == variable.data_.get();
  }

  Entry& operator[](Slot slot) { return entries_[slot]; }
  const Entry& operator[](Slot slot) const { return entries_[slot]; }

  /// Adds `variable` (which must be absent) with `symbol` and no uses; returns its slot.
  Slot insert(const Variable& variable, Symbol symbol) {
    Slot slot;
    if (!free_.empty()) {
      slot = free_.back();
      free_.pop_back();
      entries_[slot] = Entry{variable, symbol, 0, noRow};
    } else {
      slot = static_cast<Slot>(entries_.size());
      entries_.push_back(Entry{variable, symbol, 0, noRow});
    }
    claim(slot);
    ++size_;
    return slot;
  }

  /// Removes the variable in `slot`; `restore` undoes it, provided every later `insert` has been
  /// undone first (the free list is a stack).
  Entry erase(Slot slot) {
    Entry& entry = entries_[slot];
    Variable::Data& data = *entry.variable.data_;
    if (data.solver == this) {
      data.solver = nullptr;
    } else {
      elsewhere_.erase(&data);
    }
    Entry removed = std::move(entry);  // leaves the slot's variable empty: the slot is free
    entry.symbol = noSymbol;
    entry.uses = 0;
    entry.row = noRow;
    free_.push_back(slot);
    --size_;
    return removed;
  }

  /// Puts back into `slot`, which `erase` freed and no `insert` has taken since, the entry that
  /// `erase` returned.
  void restore(Slot slot, Entry entry) {
    auto found = std::find(free_.rbegin(), free_.rend(), slot);
    free_.erase(std::next(found).base());
    entries_[slot] = std::move(entry);
    claim(slot);
    ++size_;
  }

  /// Forgets every variable, clearing the variables' memory of this table.
  void clear() {
    for (Entry& entry : entries_) {
      if (isPresent(entry) && entry.variable.data_->solver == this) entry.variable.data_->solver = nullptr;
    }
    entries_.clear();
    free_.clear();
    elsewhere_.clear();
    size_ = 0;
  }

  /// Calls `body` with every entry present, in slot order.
  template <typename Body>
  void forEach(Body&& body) {
    for (Entry& entry : entries_) {
      if (isPresent(entry)) body(entry);
    }
  }
  template <typename Body>
  void forEach(Body&& body) const {
    for (const Entry& entry : entries_) {
      if (isPresent(entry)) body(entry);
    }
  }

  /// How many variables are present.
  std::size_t size() const { return size_; }

 private:
  static bool isPresent(const Entry& entry) { return entry.variable.data_ != nullptr; }

  void claim(Slot slot) {
    Variable::Data& data = *entries_[slot].variable.data_;
    if (data.solver == nullptr || data.solver == this) {
      data.solver = this;
      data.slot = slot;
    } else {
      elsewhere_.emplace(&data, slot);
    }
  }

  std::vector<Entry> entries_;
  std::vector<Slot> free_;
  std::unordered_map<const Variable::Data*, Slot> elsewhere_;
  std::size_t size_ = 0;
};

}  // namespace clayout::internal
