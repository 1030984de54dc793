// ConstraintRecords.h — what the solver holds for each present constraint and edit (internal).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"
#include "ConstraintTable.h"
#include "Definition.h"
#include "Symbol.h"

namespace clayout::internal {

struct Level;

/// Everything the solver keeps for one present constraint (or edit). 64 bytes: there is one per
/// constraint, about nine per view of a layout.
struct ConstraintRecord {
  explicit ConstraintRecord(Constraint constraint) : constraint(std::move(constraint)) {}
  /// The edited variable's identity, for an edit (whose expression is the variable alone).
  const void* editVariable() const {
    return isEdit ? constraint.expression().terms.front().variable.identity() : nullptr;
  }
  Constraint constraint;
  /// The marker symbol: slack (inequality), positive error (optional equality) or dummy
  /// (required equality, a definition's too).
  Symbol marker = noSymbol;
  /// The second error: the error of an optional inequality or the negative error of an
  /// optional equality; `noSymbol` for a required constraint.
  Symbol secondError = noSymbol;
  /// The marker's coefficient in the constraint's own row: changing the constant by δ moves
  /// the marker by δ / markerCoefficient.
  double markerCoefficient = 1;
  /// The objective level of an optional constraint. Does not own it (the `Objective` does).
  Level* level = nullptr;
  /// Insertion order, for deterministic dumps and explanations.
  std::uint64_t sequence = 0;
  /// Set while the constraint is held as a definition. Owns it.
  std::unique_ptr<Definition> definition;
  /// The record's slot among the constraints (unused for an edit).
  std::uint32_t slot = 0;
  /// Whether this is an edit's record, kept among the edits rather than the constraints.
  bool isEdit = false;
};
static_assert(sizeof(ConstraintRecord) <= 64);

/// The records of the present constraints and edits, their insertion order, and the record whose
/// marker each symbol is.
///
/// Owns the records: constraints' in fixed pages (a record's address is stable, so the other parts
/// may point at it), edits' by edited variable (shared with a journal step while a removal may
/// be undone).
///
/// Invariants (`checkInvariants`): every record's insertion number is below `nextSequence`; a
/// marker's owner is a held record whose marker it is, and every held record's marker names it
/// as owner. (That the records' uses of variables and symbols add up is the solver's check.)
class ConstraintRecords {
 public:
  // MARK: Constraints

  /// The linked record of `constraint`, or null.
  ConstraintRecord* find(const Constraint& constraint) const { return constraints_.find(constraint); }
  bool contains(const Constraint& constraint) const { return constraints_.contains(constraint); }
  /// The record in `slot`, which must hold one.
  ConstraintRecord& record(RecordSlot slot) const { return constraints_.record(slot); }
  /// The linked record in `slot`, or null.
  ConstraintRecord* linkedRecord(RecordSlot slot) const { return constraints_.linkedRecord(slot); }
  /// A new linked record of `constraint` (which has none here), with the next insertion number.
  ConstraintRecord& addConstraint(const Constraint& constraint) {
    ConstraintRecord& record = constraints_.emplace(constraint);
    record.sequence = nextSequence_++;
    return record;
  }
  /// Stops `record` being found by its constraint; it stays alive until `release` or `link`.
  void detach(ConstraintRecord& record) { constraints_.detach(record); }
  /// Makes a detached record found by its constraint again.
  void link(ConstraintRecord& record) { constraints_.link(record); }
  /// Destroys a constraint's record and frees its slot.
  void release(ConstraintRecord& record) { constraints_.release(record); }
  /// Calls `body(const ConstraintRecord&)` with every linked constraint record, in slot order.
  template <typename Body>
  void forEachConstraint(Body&& body) const {
    constraints_.forEach(std::forward<Body>(body));
  }
  /// How many constraints are held (edits not counted).
  std::size_t constraintCount() const { return constraints_.size(); }
  /// Whether another solver (or another record here) also holds a record of `constraint`.
  static bool isShared(const Constraint& constraint) {
    return ConstraintTable<ConstraintRecord>::isShared(constraint);
  }
  /// How many records of `constraint` exist, in every solver (detached ones too).
  static std::uint32_t recordCount(const Constraint& constraint) {
    return ConstraintTable<ConstraintRecord>::recordCount(constraint);
  }

  // MARK: Edits

  /// The edit of the variable of identity `variable`, or null.
  ConstraintRecord* findEdit(const void* variable) const {
    auto found = edits_.find(variable);
    return found != edits_.end() ? found->second.get() : nullptr;
  }
  bool hasEdit(const void* variable) const { return edits_.count(variable) != 0; }
  std::size_t editCount() const { return edits_.size(); }
  /// A new edit record of `constraint` for the variable of identity `variable`, with the next
  /// insertion number.
  ConstraintRecord& addEdit(const Constraint& constraint, const void* variable) {
    auto edit = std::make_shared<ConstraintRecord>(constraint);
    edit->isEdit = true;
    ConstraintRecord& record = *edit;
    edits_.emplace(variable, std::move(edit));
    record.sequence = nextSequence_++;
    return record;
  }
  /// Takes the edit of `variable` out, handing over the record (for a journal step to put back).
  std::shared_ptr<ConstraintRecord> takeEdit(const void* variable) {
    auto found = edits_.find(variable);
    std::shared_ptr<ConstraintRecord> taken = std::move(found->second);
    edits_.erase(found);
    return taken;
  }
  /// Puts back an edit `takeEdit` took, or drops the one `addEdit` made (a null `record`).
  void restoreEdit(const void* variable, std::shared_ptr<ConstraintRecord> record) {
    if (record == nullptr) {
      edits_.erase(variable);
    } else {
      edits_.emplace(variable, std::move(record));
    }
  }
  /// Calls `body(ConstraintRecord&)` with every edit record, in the map's order.
  template <typename Body>
  void forEachEdit(Body&& body) const {
    for (const auto& [key, record] : edits_) body(*record);
  }

  /// Calls `body(const ConstraintRecord&)` with every constraint record, then every edit record.
  template <typename Body>
  void forEachRecord(Body&& body) const {
    constraints_.forEach(body);
    for (const auto& [key, record] : edits_) body(static_cast<const ConstraintRecord&>(*record));
  }
  /// Whether no constraint and no edit is held.
  bool empty() const { return constraints_.empty() && edits_.empty(); }

  // MARK: Insertion order

  /// The insertion number the next record gets.
  std::uint64_t nextSequence() const { return nextSequence_; }

  // MARK: The record of each marker

  /// The record whose marker `symbol` is, or null.
  const ConstraintRecord* markerOwner(Symbol symbol) const {
    return symbol < markerOwners_.size() ? markerOwners_[symbol] : nullptr;
  }
  /// Sets the record whose marker `marker` is (null: none), growing the table to at least
  /// `symbolSlots`; returns the previous one, for the journal.
  const ConstraintRecord* setMarkerOwner(Symbol marker, const ConstraintRecord* record,
                                         std::size_t symbolSlots) {
    if (marker >= markerOwners_.size())
      markerOwners_.resize(std::max<std::size_t>(marker + 1, symbolSlots), nullptr);
    const ConstraintRecord* previous = markerOwners_[marker];
    markerOwners_[marker] = record;
    return previous;
  }
  /// A journal step's: puts back the owner of `marker`, if the table still reaches it.
  void restoreMarkerOwner(Symbol marker, const ConstraintRecord* record) {
    if (marker < markerOwners_.size()) markerOwners_[marker] = record;
  }
  /// Drops the owners of the symbols from `count` on (a rollback truncates them).
  void truncateMarkerOwners(std::size_t count) {
    if (markerOwners_.size() > count) markerOwners_.resize(count);
  }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// The records of the present constraints (not edits). Symbols name their slots.
  ConstraintTable<ConstraintRecord> constraints_;
  /// The records of the edits by edited variable's identity (shared with a pending journal step
  /// while a removal may be undone).
  std::unordered_map<const void*, std::shared_ptr<ConstraintRecord>> edits_;
  /// The insertion number of the next record.
  std::uint64_t nextSequence_ = 1;
  /// By symbol: the record whose marker it is, or null. Names records, owns nothing.
  std::vector<const ConstraintRecord*> markerOwners_;
};

}  // namespace clayout::internal
