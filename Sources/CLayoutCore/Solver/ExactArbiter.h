// ExactArbiter.h — the solver's problem decided in exact arithmetic, behind a narrow interface: a
// problem in, a decision out (internal).
//
// ## The exact tableau kept
//
// An exact solve from scratch is far dearer than a call in doubles on ill-conditioned systems,
// and such a system sends every call to the arbiter. So the exact tableau is kept after a call
// the arbiter made, in step with the solver (`version`): the next call that only adds constraints
// adds one row each to it and optimizes from where it was. It follows the double tableau's own
// additions and removals (`followAddition`, `followRemoval`), within a work bound (following must
// not cost more than the solve from scratch it may spare), survives a commit and a rollback to a
// state it was in step with, and is dropped by any other change (a constant, a priority, an edit)
// and by a refusal. A replacement takes its removals out of it without optimizing and its
// additions in, and optimizes once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Variable.h"
#include "Exact/ExactTableau.h"

namespace clayout::internal {

struct ConstraintRecord;

/// The exact arbiter: decides a call the doubles could not vouch for in exact arithmetic
/// (Exact/ExactTableau.h), proves a refusal's explanation, and keeps the exact tableau of its last
/// decision while it follows the solver.
///
/// Owns the kept exact tableau, the solver's state version it is in step with, the work bound of
/// one stage of a call and what is left of it, and its counters. Names the solver's constraint
/// records (to follow removals and to hand its decision back) but never reads them.
///
/// Invariants (`checkInvariants`): a kept tableau numbers as many constraints as it names records;
/// its version is at most the solver's.
class ExactArbiter {
  /// The exact tableau of the solver as it is, kept after a decision.
  struct Kept;

 public:
  /// What a decision is about: the solver's constraints and edits in insertion order (less one
  /// whose constant or priority the call changes), then the call's own.
  struct Problem {
    /// By constraint: the constraint.
    std::vector<Constraint> handles;
    /// By constraint: its record, null for the call's own.
    std::vector<ConstraintRecord*> records;
    /// By constraint: the identity of the variable to take as its row's basic symbol (a
    /// definition's subject, so that its row is the definition), or null.
    std::vector<const void*> preferredSubjects;
    /// The number of the call's first constraint.
    std::size_t firstAdded = 0;
  };
  /// The arbiter's answer.
  struct Decision {
    enum class Kind : std::uint8_t {
      /// The call can be made: the exact optimum is in `solution()`, the call's constraints from
      /// number `firstAdded` on (their records to `adopt`).
      made,
      /// A constraint of the call cannot hold: `failing`, with the present constraints it
      /// conflicts with (`conflicts`, irreducible, when asked to explain).
      refused,
      /// Exactness cannot decide: the present constraints themselves cannot hold. A guard: the
      /// present constraints are accepted whatever their conflict (`ExactConstraint::accepted`).
      /// The doubles' answer stands.
      undecidable,
      /// Every optimal point has a variable beyond the range: `variable` would be `value`.
      outOfRange,
      /// Deciding would take more than the work bound: the doubles' answer stands.
      beyondBudget,
    };
    Kind kind = Kind::undecidable;
    std::size_t firstAdded = 0;
    std::optional<Constraint> failing;
    std::vector<Constraint> conflicts;
    std::optional<Variable> variable;
    double value = 0;
  };
  /// A decided exact optimum, to be written into the double tableau.
  struct Solution {
    const exact::ExactTableau& tableau;
    /// By exact constraint: its record (the call's once adopted).
    std::span<ConstraintRecord* const> records;
    /// The variables with their exact symbols.
    std::span<const std::pair<std::uint32_t, Variable>> variables;
  };

  // MARK: Deciding

  /// Decides a call that adds `added` (and, when `changesRecord`, changes a record's constant or
  /// priority, `added` then being its new form) in exact arithmetic: from the kept tableau when
  /// it is in step and the call only adds, else from scratch on `problem()`. Counts an
  /// arbitration. A made decision is kept (`solution`) until `hold`, `drop` or the next change.
  Decision decide(std::span<const Constraint> added, bool changesRecord,
                  const std::function<Problem()>& problem, bool explains);
  /// The made decision's exact optimum.
  Solution solution() const;
  /// Names `record` as the made decision's constraint `number` (a constraint of the call).
  void adopt(std::size_t number, ConstraintRecord* record);
  /// Drops the kept tableau.
  void drop();
  /// A made decision held aside while the solver commits it (a commit drops a kept tableau).
  class Held {
    friend class ExactArbiter;
    std::unique_ptr<Kept> kept_;
  };
  Held hold();
  /// After the commit: keeps the held tableau, in step with the solver now, unless the optimum
  /// was moved along its face (then it cannot take more rows).
  void keep(Held held);

  /// What `proveConflict` found.
  enum class Proof : std::uint8_t { proved, notProved, beyondBudget };
  /// Whether `conflicts` and then `failing` cannot hold together exactly (beyond a knife edge),
  /// while `conflicts` alone can, and no conflict can be left out (for up to
  /// `certifiedByDeletion` conflicts by leaving each out in turn, beyond by the exact proof's
  /// needing all of them). Counts an arbitration when it proves or runs out of work.
  Proof proveConflict(const Constraint& failing, const std::vector<Constraint>& conflicts);
  /// Up to this many conflicts, a refusal's explanation is proved irreducible by leaving each out
  /// in turn; beyond, by the exact proof's needing all of them.
  static constexpr std::size_t certifiedByDeletion = 24;

  // MARK: Following the double tableau

  /// Whether the kept tableau is in step with the solver.
  bool isFollowing() const;
  /// A constraint the double tableau added, as the kept tableau adds it.
  struct Addition {
    const Constraint* constraint;
    ConstraintRecord* record;
    /// As in `Problem::preferredSubjects`.
    const void* preferredSubject;
  };
  /// After the double tableau made the addition of `additions` alone: makes it in the kept
  /// tableau too and optimizes there, so that the next arbitration starts from it; drops the
  /// tableau when it is not in step, an addition fails there, or the work passes its limit.
  /// Returns whether it still follows the solver.
  bool followAddition(std::span<const Addition> additions);
  /// The same for the removal of the constraints of `records`, before the double tableau erases
  /// them. Without `optimize` the kept tableau is left feasible but maybe not optimal: the caller
  /// adds to it next (`followAddition` or `decide`), which optimizes.
  bool followRemoval(std::span<ConstraintRecord* const> records, bool optimize);

  // MARK: The solver's version

  /// Moves on at every change the solver keeps: the kept tableau is the solver's only while they
  /// agree.
  std::uint64_t version() const { return version_; }
  /// Notes a change the solver keeps: moves the version on and drops the kept tableau, which is
  /// no longer the solver's, unless `follows` says the change was made there too and it was in
  /// step: it then moves on with the solver.
  void noteChange(bool follows);
  /// A rollback to a savepoint that began at `version`: a tableau kept within the transaction, or
  /// one that followed a change made in it, is no longer the solver's; one in step at the start,
  /// when no change was kept since, is the solver's again.
  void rollBackTo(std::uint64_t version);

  // MARK: Settings and counters

  /// The exact work one call may spend (`ExactTableau::work`, limb operations), in each of its
  /// two stages (certifying a refusal, deciding the call): far beyond what systems of the size
  /// of the exact sweep's need, so that only systems far larger reach it, and bounded so that
  /// no call runs for minutes (docs/exactness.md has the figures). A call that needs more is
  /// decided by its doubles alone, and a refusal then says so.
  static constexpr std::uint64_t exactWorkBudget = 1'000'000'000;
  void setWorkBudget(std::uint64_t budget) { workBudget_ = budget; }
  std::uint64_t workBudget() const { return workBudget_; }
  /// Calls the arbiter took up, and those of them its work bound left to the doubles.
  std::size_t arbitrations() const { return arbitrations_; }
  std::size_t decidedInDoubles() const { return decidedInDoubles_; }
  void countDecidedInDoubles() { ++decidedInDoubles_; }
  /// Carries the settings and counters of `other` (a solver reset keeps them).
  void carrySettings(const ExactArbiter& other) {
    workBudget_ = other.workBudget_;
    arbitrations_ = other.arbitrations_;
    decidedInDoubles_ = other.decidedInDoubles_;
  }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// `decide`'s work. Throws `ExactWorkExhausted` (before it changes anything kept) when the
  /// exact work passes `workLeft_`.
  Decision decideExactly(std::span<const Constraint> added, bool changesRecord,
                         const std::function<Problem()>& problem, bool explains);
  /// The kept tableau with `added` in it, optimized, when there is one in step, the call only
  /// adds, and every addition holds there; else null (and the kept one is dropped).
  Kept* extended(std::span<const Constraint> added, bool changesRecord);
  /// The variables of `problem` numbered (by first appearance), and its constraints in exact form.
  struct Numbered {
    std::vector<exact::ExactConstraint> constraints;
    std::vector<Variable> variables;
  };
  static Numbered numbered(const Problem& problem);
  /// An exact tableau of `problem`'s constraints numbered in `subset` (all when null), added in
  /// that order. `failing`: the position in it of the first that cannot hold, or its size. Throws
  /// `ExactWorkExhausted` beyond `workLeft_`.
  exact::ExactTableau tableauOf(const Numbered& problem, const std::vector<std::size_t>* subset,
                                std::size_t& failing);
  /// Narrows `proof` (constraint numbers, the failing one among them, which cannot hold
  /// together) to an irreducible set: without any one of the others, they can.
  std::vector<std::size_t> irreducibleConflict(const Numbered& problem, std::vector<std::size_t> proof,
                                               std::size_t failing);
  /// `constraint` as a constraint of `kept`'s tableau, its variables numbered there (new ones
  /// made), preferring the variable of identity `preferredSubject` as basic.
  static exact::ExactConstraint constraintIn(Kept& kept, const Constraint& constraint,
                                             const void* preferredSubject);
  /// The first variable of `kept`'s optimum beyond `largestValue`, or none.
  static bool firstBeyondRange(const Kept& kept, std::optional<Variable>& variable, double& value);
  /// Runs `step` on the kept tableau when it is in step, within its limit for one call that
  /// follows the double tableau (a quarter of a solve from scratch, at least `leastMirrorWork`,
  /// within its limit until the next decision), and drops the tableau when `step` returns false
  /// or the work runs out. Returns whether the tableau still follows the solver.
  template <typename Step>
  bool follow(Step step);
  /// The least work following may spend: a thousandth of the budget.
  static constexpr std::uint64_t leastMirrorWork = 1'000'000;

  std::unique_ptr<Kept> cache_;
  std::uint64_t version_ = 1;
  std::uint64_t workBudget_ = exactWorkBudget;
  /// The exact work left to the current stage: each exact tableau made is limited to it, and a
  /// temporary one's work is taken off it when it is dropped.
  std::uint64_t workLeft_ = exactWorkBudget;
  std::size_t arbitrations_ = 0;
  std::size_t decidedInDoubles_ = 0;
};

/// The kept exact tableau.
struct ExactArbiter::Kept {
  exact::ExactTableau tableau;
  /// By exact constraint: its record. Names records, owns nothing; valid only while `version`
  /// is the solver's.
  std::vector<ConstraintRecord*> records;
  /// The variables with their exact symbols.
  std::vector<std::pair<std::uint32_t, Variable>> variables;
  std::unordered_map<const void*, std::uint32_t> symbolOfVariable;
  /// The solver's version whose solution the tableau is.
  std::uint64_t version = 0;
  /// The tableau's work when it was built from scratch: what a solve from scratch costs.
  std::uint64_t scratchWork = 0;
  /// The tableau's work beyond which following the double tableau costs more than the solve from
  /// scratch it may spare: the tableau is then dropped.
  std::uint64_t mirrorLimit = 0;
  /// By record: its constraint's number, made when first needed.
  std::unordered_map<const ConstraintRecord*, std::size_t> numberOf;
  /// Whether the optimum was moved along its face (`ExactTableau::pullTowardZero`): such a
  /// tableau is not kept past its decision.
  bool pulled = false;
};

}  // namespace clayout::internal
