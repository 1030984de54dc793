// Invariants.cpp — `checkInvariants`: each part's invariants (stated in its header), then those
// that span parts. Tests call it after each step; it is too slow for the solver to call itself.
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

std::string ConstraintRecords::checkInvariants() const {
  std::unordered_set<const ConstraintRecord*> held;
  std::string failure;
  forEachRecord([&](const ConstraintRecord& record) {
    held.insert(&record);
    if (failure.empty() && record.sequence >= nextSequence_)
      failure = "the record of `" + record.constraint.description() + "` is numbered beyond the next";
  });
  if (!failure.empty()) return failure;
  for (Symbol symbol = 1; symbol < markerOwners_.size(); ++symbol) {
    const ConstraintRecord* owner = markerOwners_[symbol];
    if (owner != nullptr && (!held.contains(owner) || owner->marker != symbol)) {
      return "symbol " + std::to_string(symbol) + " names an owner whose marker it is not";
    }
  }
  for (const ConstraintRecord* record : held) {
    Symbol marker = record->marker;
    if (marker != noSymbol && markerOwner(marker) != record) {
      return "the marker " + std::to_string(marker) + " of `" + record->constraint.description() +
             "` does not name it as its owner";
    }
  }
  return {};
}

std::string SolverImplementation::checkInvariants() const {
  // 1. Each part's own.
  for (const std::string& failure :
       {tableau_.checkInvariants(), objective_.checkInvariants(), journal_.checkInvariants(),
        records_.checkInvariants(), definitions_.checkInvariants(tableau_, records_),
        range_.checkInvariants(), changes_.checkInvariants(), editColumns_.checkInvariants(tableau_),
        arbiter_.checkInvariants(), certification_.checkInvariants()}) {
    if (!failure.empty()) return failure;
  }
  // 2. The objective and the rows: no basic symbol has a cost, and each level's constant is the
  //    sum of its errors' values (only basic errors are non-zero), to the rounding of the sums
  //    that kept it: relative to the largest of them, not to the total, which cancellation can
  //    make small (errors of 1e4 summing to 0.94 drift by 1e-6 after a few hundred pivots and
  //    shifts, and nothing reads the constant to decide a pivot).
  for (Symbol symbol = 1; symbol < tableau_.symbolSlots(); ++symbol) {
    if (tableau_.symbol(symbol).row != noRow && !objective_.costsOf(symbol).empty()) {
      return "objective holds basic symbol " + std::to_string(symbol);
    }
  }
  std::unordered_map<const Level*, double> errorTotals;
  std::unordered_map<const Level*, double> errorMagnitudes;
  records_.forEachRecord([&](const ConstraintRecord& record) {
    if (record.level == nullptr) return;
    for (Symbol error : {record.marker, record.secondError}) {
      if (error == noSymbol || tableau_.symbol(error).kind != SymbolKind::error) continue;
      if (tableau_.symbol(error).row == noRow) continue;
      const Row& row = tableau_.row(tableau_.symbol(error).row);
      errorTotals[record.level] += row.constant;
      double& magnitude = errorMagnitudes[record.level];
      magnitude = std::max({magnitude, std::abs(row.constant), row.magnitude});
    }
  });
  std::string failure;
  objective_.forEachLevel([&](const Level& level) {
    if (!failure.empty()) return;
    double expected = errorTotals[&level];
    double scale = std::max({1.0, std::abs(expected), errorMagnitudes[&level], level.constantMagnitude});
    if (std::abs(levelConstant(level) - expected) > 1e-6 * scale) {
      failure = "objective level @" + formatNumber(level.priority) + " has constant " +
                formatNumber(levelConstant(level)) + " but its errors sum to " + formatNumber(expected);
    }
  });
  if (!failure.empty()) return failure;
  // 3. The variables and the records: each variable's copy of its row, and its uses (one per term
  //    of a held constraint or edit), which a rollback must give back though no dump shows them.
  std::unordered_map<const void*, std::size_t> uses;
  records_.forEachRecord([&](const ConstraintRecord& record) {
    for (const Term& term : record.constraint.expression().terms) ++uses[term.variable.identity()];
  });
  variables_.forEach([&](const VariableTable::Entry& entry) {
    if (!failure.empty()) return;
    if (entry.row != tableau_.symbol(entry.symbol).row) {
      failure = "variable `" + entry.variable.name() + "` remembers row " + std::to_string(entry.row) +
                " but its symbol " + std::to_string(entry.symbol) + " is basic in row " +
                std::to_string(tableau_.symbol(entry.symbol).row);
    } else if (auto found = uses.find(entry.variable.identity());
               entry.uses != (found == uses.end() ? 0 : found->second)) {
      failure = "variable `" + entry.variable.name() + "` counts " + std::to_string(entry.uses) +
                " uses, but " + std::to_string(found == uses.end() ? 0 : found->second) +
                " held constraints use it";
    }
  });
  return failure;
}

}  // namespace clayout::internal
