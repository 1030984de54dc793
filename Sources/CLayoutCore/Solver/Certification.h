// Certification.h — what a call's steps in doubles leave in doubt, and the counts of the calls
// the doubles were not trusted with (internal).
//
// ## When the doubles are in doubt
//
// A decision of the double tableau is as good as its rounding is small beside its tolerances.
// Rounding grows with the cells a call computes with: a pivot on a coefficient of 0.001 in a row
// of 1000s writes cells of 1e6, and the cells of an optimal basis of ill-conditioned systems
// reach 1e14, where no tolerance tells rounding from a true cost. So each call measures the
// largest cell it wrote or built on (`noteGrowth`: the defining row of every pivot, what it adds
// to each row it is substituted into, and the rows substituted into a new constraint's row), and
// above `growthLimit` the call goes to the arbiter. Layouts stay far below it (a layout's
// coefficients are small multipliers, and its pivots rarely divide by less than 1); random
// systems with coefficients from 0.001 to 1000 are far above it almost always. A call that writes
// an objective cost so small beside its operands that whether it is rounding decides the optimum
// goes to the arbiter too (`noteCostInDoubt`).
//
// The step that judges a call with these, and with the checks of the values it left, is the
// solver's `certify` (Certification.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string>

#include "CLayoutCore/Solver/Solver.h"

namespace clayout::internal {

/// The measure of doubt of the current call, and the counts of the calls that were not trusted to
/// the doubles, by reason.
///
/// Owns the call's growth and cost doubt (reset by `beginCall`), whether a replacement's removal
/// was in doubt (set for its addition only), and the counts.
///
/// Invariants (`checkInvariants`): no replacement's removal is in doubt between calls.
class Certification {
 public:
  /// Above this growth the arbiter decides the call: the tableau's rounding may exceed its
  /// tolerances.
  static constexpr double growthLimit = 1e4;

  /// Starts a call's measure of doubt.
  void beginCall() {
    operationGrowth_ = 0;
    costInDoubt_ = false;
  }
  /// The call wrote or built on a cell of size `growth`.
  void noteGrowth(double growth) { operationGrowth_ = std::max(operationGrowth_, growth); }
  /// The call wrote a cost in doubt (`Objective::CostUpdate::inDoubt`).
  void noteCostInDoubt() { costInDoubt_ = true; }
  /// Why the call's steps cannot be trusted, if they cannot: ill-conditioned first, then a cost
  /// in doubt.
  std::optional<SolverDoubt> stepsInDoubt() const {
    if (operationGrowth_ > growthLimit) return SolverDoubt::illConditioned;
    if (costInDoubt_) return SolverDoubt::costInDoubt;
    return std::nullopt;
  }
  bool isInDoubt() const { return operationGrowth_ > growthLimit || costInDoubt_; }

  /// Set by a replacement while it adds, when its removal's steps were in doubt: the addition is
  /// then decided by the arbiter whatever its own steps.
  void setRemovalInDoubt(bool inDoubt) { removalInDoubt_ = inDoubt; }
  bool isRemovalInDoubt() const { return removalInDoubt_; }

  /// One more call not trusted to the doubles, for `reason`.
  void count(SolverDoubt reason) { ++counts_[static_cast<std::size_t>(reason)]; }
  const std::array<std::size_t, solverDoubtKinds>& counts() const { return counts_; }
  /// Carries the counts of `other` (a solver reset keeps them).
  void carryCounts(const Certification& other) { counts_ = other.counts_; }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const {
    return removalInDoubt_ ? "a replacement's removal is still in doubt between calls" : std::string();
  }

 private:
  /// The largest cell the current call wrote or built on.
  double operationGrowth_ = 0;
  /// Whether the current call wrote a cost in doubt.
  bool costInDoubt_ = false;
  bool removalInDoubt_ = false;
  std::array<std::size_t, solverDoubtKinds> counts_{};
};

}  // namespace clayout::internal
