// ValueRangeWatch.h — what a call must check against the solver's value range, and the bounds
// that let it check less (internal).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "CLayoutCore/Solver/ValueRange.h"
#include "Definition.h"
#include "Row.h"
#include "Symbol.h"

namespace clayout::internal {

class ConstraintRecords;
class Definitions;
class Journal;
class Tableau;

/// The value range's watch: the rows and definitions a call may have moved beyond
/// `largestValue` (ValueRange.h), and bounds over every definition that say when the definitions
/// need no look at all.
///
/// A definition is computed on demand from what it rests on, so a change that moves its operands
/// moves it unseen. But its value is bounded by its coefficients (`Definition::gain`, `weight`):
/// while every variable in the tableau is within `safeValue`, every definition is within
/// `largestValue`, with a factor 2 to spare for rounding. So a call checks the rows it moved, and
/// every definition only while some variable in the tableau may be beyond `safeValue`
/// (`isNearRange`).
///
/// Owns the candidates of the current call (empty between calls), whether rows are being
/// watched, the near-range flag and the bounds.
///
/// Invariants (`checkInvariants`): the candidates are empty between calls and nothing is watched;
/// `safeValue` is at most `largestValue` and not negative; the bounds are powers of two or 0.
class ValueRangeWatch {
 public:
  // MARK: The call's candidates

  /// Whether every row a change saves is a candidate (`noteRow`), as in a suggestion's dual
  /// simplex and a removal.
  bool isWatchingRows() const { return watchingRows_; }
  void watchRows() {
    rangeCandidates_.clear();
    watchingRows_ = true;
  }
  void stopWatchingRows() { watchingRows_ = false; }
  /// Row `index` may have moved beyond `safeValue`.
  void noteRow(RowIndex index) { rangeCandidates_.push_back(index); }
  /// The definition of `subject` was made or shifted in the call.
  void noteDefined(Symbol subject) { definedCandidates_.push_back(subject); }
  std::span<const RowIndex> rowCandidates() const { return rangeCandidates_; }
  /// Whether the call noted no row and no value of the tableau may be near the range: the check
  /// would find nothing.
  bool hasNothingToCheck() const { return rangeCandidates_.empty() && !valuesNearRange_; }
  void clearRowCandidates() { rangeCandidates_.clear(); }
  void clearCandidates() {
    rangeCandidates_.clear();
    definedCandidates_.clear();
  }

  // MARK: The bounds

  /// While every variable in the tableau is within this magnitude, every definition's value is
  /// within `largestValue`.
  double safeValue() const { return definitionSafeValue_; }
  /// Whether a variable in the tableau may be beyond `safeValue`: the next check looks at every
  /// row, then at every definition if one still is.
  bool isNearRange() const { return valuesNearRange_; }
  /// Every row may be near the range (an exact solution rewrote them all).
  void setNearRange() { valuesNearRange_ = true; }
  /// A rollback's: the flag as its transaction found it.
  void restoreNearRange(bool near) { valuesNearRange_ = near; }
  /// Widens the bounds every definition's value obeys by `definition`'s (its gain and weight, and
  /// its constant), each rounded up to a power of two so that the bounds change only a few times
  /// in a solver's life; when they widen, `safeValue` falls and `isNearRange` is set until a check
  /// finds every variable in the tableau below it. Not journaled: bounds wider than needed only
  /// cost a check.
  void noteDefinitionBounds(const Definition& definition);
  /// Sets `isNearRange` when one of `rows` (present, of a variable) is beyond `safeValue`.
  void noteRowsNearRange(std::span<const RowIndex> rows, const Tableau& tableau);

  // MARK: The check

  /// What `check` found beyond the range: a variable's symbol and its value; `noSymbol` when
  /// every value is within it.
  struct Culprit {
    Symbol symbol = noSymbol;
    double value = 0;
  };
  /// The first variable among `rows` (all present rows when `allRows`) whose value is beyond
  /// `largestValue`, then among the call's defined candidates and, while `isNearRange`, every
  /// defined variable. Rows that are absent or repeated are fine. Clears `isNearRange` when no
  /// row is near any more (journaled: a rollback may bring one back). Guarantees both candidate
  /// lists are empty afterwards. Moves the definitions' values on to a new epoch when it reads
  /// them (values cached before the change are stale).
  Culprit check(std::span<const RowIndex> rows, bool allRows, const Tableau& tableau,
                Definitions& definitions, const ConstraintRecords& records, Journal& journal);

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// Rows the call checks against `largestValue` (and `safeValue`) when it is done: those a shift
  /// left beyond `safeValue`, and, while `watchingRows_`, every row a change saves.
  std::vector<RowIndex> rangeCandidates_;
  /// The subjects of the definitions made or shifted in the current call.
  std::vector<Symbol> definedCandidates_;
  bool watchingRows_ = false;
  /// The bounds over every definition made since the solver was last empty (`Definition::gain`,
  /// `weight`, the largest |constant|), as powers of two; they never narrow.
  double definitionGainBound_ = 0;
  double definitionWeightBound_ = 0;
  double definitionConstantBound_ = 0;
  /// See `safeValue`.
  double definitionSafeValue_ = largestValue;
  /// See `isNearRange`.
  bool valuesNearRange_ = false;
};

}  // namespace clayout::internal
