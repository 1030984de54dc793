// ConstraintTable.h — the solver's records of its constraints, found without hashing (internal).
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"

namespace clayout::internal {

/// Records by constraint, in slots. A constraint remembers the solver and slot of its record
/// (most constraints are in one solver), so finding it is an index and a check; a constraint
/// whose memory names another solver is found in a hash map instead. `Record` must have a
/// `Constraint constraint` member.
template <typename Record>
class ConstraintTable {
 public:
  /// The record of `constraint`, or null.
  Record* find(const Constraint& constraint) const {
    const Constraint::Data& data = *constraint.data_;
    if (data.solver == this) {
      if (data.slot < slots_.size() && slots_[data.slot] &&
          slots_[data.slot]->constraint.isSameConstraint(constraint)) {
        return slots_[data.slot].get();
      }
      return nullptr;
    }
    auto found = elsewhere_.find(&data);
    return found != elsewhere_.end() ? slots_[found->second].get() : nullptr;
  }

  /// The shared record of `constraint`, or null.
  std::shared_ptr<Record> share(const Constraint& constraint) const {
    Record* record = find(constraint);
    return record != nullptr ? slots_[slotOf(constraint)] : nullptr;
  }

  /// Whether `constraint` has a record.
  bool contains(const Constraint& constraint) const { return find(constraint) != nullptr; }

  /// Adds the record of a constraint that has none.
  void insert(const Constraint& constraint, std::shared_ptr<Record> record) {
    std::uint32_t slot;
    if (!free_.empty()) {
      slot = free_.back();
      free_.pop_back();
      slots_[slot] = std::move(record);
    } else {
      slot = static_cast<std::uint32_t>(slots_.size());
      slots_.push_back(std::move(record));
    }
    Constraint::Data& data = *constraint.data_;
    if (data.solver == nullptr || data.solver == this) {
      data.solver = this;
      data.slot = slot;
    } else {
      elsewhere_.emplace(&data, slot);
    }
    ++size_;
  }

  /// Removes the record of `constraint` (which must have one).
  void erase(const Constraint& constraint) {
    std::uint32_t slot = slotOf(constraint);
    Constraint::Data& data = *constraint.data_;
    if (data.solver == this) {
      data.solver = nullptr;
    } else {
      elsewhere_.erase(&data);
    }
    slots_[slot].reset();
    free_.push_back(slot);
    --size_;
  }

  /// Forgets every record, clearing the constraints' memory of this table.
  void clear() {
    for (auto& record : slots_) {
      if (record && record->constraint.data_->solver == this) record->constraint.data_->solver = nullptr;
    }
    slots_.clear();
    free_.clear();
    elsewhere_.clear();
    size_ = 0;
  }

  /// Calls `body` with every record, in slot order.
  template <typename Body>
  void forEach(Body&& body) const {
    for (const auto& record : slots_) {
      if (record) body(*record);
    }
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

  ConstraintTable() = default;
  ConstraintTable(const ConstraintTable&) = delete;
  ConstraintTable& operator=(const ConstraintTable&) = delete;
  /// Takes `other`'s records; the constraints then remember this table.
  ConstraintTable& operator=(ConstraintTable&& other) noexcept {
    if (this == &other) return *this;
    clear();
    slots_ = std::move(other.slots_);
    free_ = std::move(other.free_);
    elsewhere_ = std::move(other.elsewhere_);
    size_ = other.size_;
    other.size_ = 0;
    for (auto& record : slots_) {
      if (record && record->constraint.data_->solver == &other) record->constraint.data_->solver = this;
    }
    return *this;
  }
  ~ConstraintTable() { clear(); }

 private:
  std::uint32_t slotOf(const Constraint& constraint) const {
    const Constraint::Data& data = *constraint.data_;
    return data.solver == this ? data.slot : elsewhere_.at(&data);
  }

  std::vector<std::shared_ptr<Record>> slots_;
  std::vector<std::uint32_t> free_;
  std::unordered_map<const Constraint::Data*, std::uint32_t> elsewhere_;
  std::size_t size_ = 0;
};

}  // namespace clayout::internal
