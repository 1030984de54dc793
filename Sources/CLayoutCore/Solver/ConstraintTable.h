// ConstraintTable.h — the solver's records of its constraints, found without hashing (internal).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"

namespace clayout::internal {

/// Records by constraint, held in slots of fixed pages.
///
/// A constraint remembers the solver and slot of its record (most constraints are in one
/// solver), so finding it is an index and a check; a constraint whose memory names another
/// solver is found in a hash map instead.
///
/// The records live in pages of `pageSize` slots that never move, so a record's address is
/// stable from `emplace` to `release`, and the solver may point at it. One allocation per page
/// instead of one per record: shared objects with a vector of pointers to them would take far
/// more memory (the figure is in docs/results/solver-history.md).
///
/// A record is *linked* (found by its constraint), *detached* (alive but not found: a removal
/// that a transaction may still undo), or its slot is free.
///
/// The constraint's memory of its table is plain data, as a variable's is: a constraint held by
/// several solvers must be used by one thread at a time. So is its count of records, which every
/// table keeps (one more from `emplace`, one less when a record is destroyed): a solver refuses
/// to change a constraint's shared constant or priority while another record of it exists.
/// `Record` must be constructible from a `Constraint` and have the members
/// `Constraint constraint` and `std::uint32_t slot`.
template <typename Record>
class ConstraintTable {
 public:
  ConstraintTable() = default;
  ConstraintTable(const ConstraintTable&) = delete;
  ConstraintTable& operator=(const ConstraintTable&) = delete;
  /// Takes `other`'s records; the constraints then remember this table.
  ConstraintTable& operator=(ConstraintTable&& other) noexcept {
    if (this == &other) return *this;
    clear();
    pages_ = std::move(other.pages_);
    states_ = std::move(other.states_);
    free_ = std::move(other.free_);
    elsewhere_ = std::move(other.elsewhere_);
    size_ = std::exchange(other.size_, 0);
    other.pages_.clear();
    other.states_.clear();
    other.free_.clear();
    other.elsewhere_.clear();
    for (std::uint32_t slot = 0; slot < states_.size(); ++slot) {
      if (states_[slot] != State::free && at(slot).constraint.data_->solver == &other)
        at(slot).constraint.data_->solver = this;
    }
    return *this;
  }
  ~ConstraintTable() { clear(); }

  /// The linked record of `constraint`, or null.
  Record* find(const Constraint& constraint) const {
    const Constraint::Data& data = *constraint.data_;
    std::uint32_t slot;
    if (data.solver == this) {
      slot = data.slot;
    } else {
      auto found = elsewhere_.find(&data);
      if (found == elsewhere_.end()) return nullptr;
      slot = found->second;
    }
    if (slot >= states_.size() || states_[slot] != State::linked) return nullptr;
    Record& record = at(slot);
    return record.constraint.isSameConstraint(constraint) ? &record : nullptr;
  }

  /// The record in `slot`, which must hold one.
  Record& record(std::uint32_t slot) const { return at(slot); }

  /// The linked record in `slot`, or null (a slot that holds none, or one detached).
  Record* linkedRecord(std::uint32_t slot) const {
    return slot < states_.size() && states_[slot] == State::linked ? &at(slot) : nullptr;
  }

  /// Whether `constraint` has a linked record.
  bool contains(const Constraint& constraint) const { return find(constraint) != nullptr; }

  /// Whether another table (or another record here) also holds a record of `constraint`.
  static bool isShared(const Constraint& constraint) { return constraint.data_->records > 1; }
  /// How many records of `constraint` exist, in every table (detached ones too).
  static std::uint32_t recordCount(const Constraint& constraint) { return constraint.data_->records; }

  /// Makes and links the record of a constraint that has none here (the caller checks with
  /// `contains`), counting it in the constraint's `records`. A new page is added to the free
  /// slots before one is taken, so running out of memory there loses no slot.
  Record& emplace(const Constraint& constraint) {
    if (free_.empty()) {
      auto next = static_cast<std::uint32_t>(states_.size());
      if (next % pageSize == 0) pages_.push_back(std::make_unique<Slot[]>(pageSize));
      states_.push_back(State::free);
      free_.push_back(next);
    }
    std::uint32_t slot = free_.back();
    Record* record = std::construct_at(&pages_[slot / pageSize][slot % pageSize].record, constraint);
    ++record->constraint.data_->records;
    free_.pop_back();
    record->slot = slot;
    states_[slot] = State::detached;
    link(*record);
    return *record;
  }

  /// Stops `record` being found by its constraint; it stays alive until `release` or `link`.
  void detach(Record& record) {
    if (states_[record.slot] != State::linked) return;
    Constraint::Data& data = *record.constraint.data_;
    if (data.solver == this) {
      data.solver = nullptr;
    } else {
      elsewhere_.erase(&data);
    }
    states_[record.slot] = State::detached;
    --size_;
  }

  /// Makes a detached record found by its constraint again.
  void link(Record& record) {
    if (states_[record.slot] != State::detached) return;
    Constraint::Data& data = *record.constraint.data_;
    if (data.solver == nullptr || data.solver == this) {
      data.solver = this;
      data.slot = record.slot;
    } else {
      elsewhere_.emplace(&data, record.slot);
    }
    states_[record.slot] = State::linked;
    ++size_;
  }

  /// Destroys `record` (detaching it first if need be) and frees its slot.
  void release(Record& record) {
    detach(record);
    std::uint32_t slot = record.slot;
    --record.constraint.data_->records;
    std::destroy_at(&record);
    states_[slot] = State::free;
    free_.push_back(slot);
  }

  /// Destroys every record, clearing the constraints' memory of this table.
  void clear() {
    for (std::uint32_t slot = 0; slot < states_.size(); ++slot) {
      if (states_[slot] == State::free) continue;
      detach(at(slot));
      --at(slot).constraint.data_->records;
      std::destroy_at(&at(slot));
    }
    pages_.clear();
    states_.clear();
    free_.clear();
    elsewhere_.clear();
    size_ = 0;
  }

  /// Calls `body` with every linked record, in slot order.
  template <typename Body>
  void forEach(Body&& body) const {
    for (std::uint32_t slot = 0; slot < states_.size(); ++slot) {
      if (states_[slot] == State::linked) body(static_cast<const Record&>(at(slot)));
    }
  }

  /// How many records are linked.
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

 private:
  static constexpr std::uint32_t pageSize = 512;
  enum class State : std::uint8_t { free, detached, linked };
  /// Storage for one record, constructed and destroyed by the table.
  union Slot {
    Slot() {}
    ~Slot() {}
    Record record;
  };

  Record& at(std::uint32_t slot) const { return pages_[slot / pageSize][slot % pageSize].record; }

  std::vector<std::unique_ptr<Slot[]>> pages_;
  std::vector<State> states_;
  std::vector<std::uint32_t> free_;
  std::unordered_map<const Constraint::Data*, std::uint32_t> elsewhere_;
  std::size_t size_ = 0;
};

}  // namespace clayout::internal
