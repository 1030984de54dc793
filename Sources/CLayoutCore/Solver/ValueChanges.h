// ValueChanges.h — which variables' values a sequence of calls changed, without reading them all
// (`Solver::noteValueChanges`, `Solver::takeChangedVariables`; internal).
//
// A host that redraws only what moved (the layout engine's `changedFrames`) would otherwise
// compare every value after every change: at 10,000 views, 40,000 reads for a text change that
// moves four. The solver knows better, because every change of a value passes through a few
// places, the same ones the journal of a transaction relies on:
//
// - a variable in the tableau has the value of the constant of the row it is basic in, and every
//   change of a row (its cells, its constant, its basic symbol, its release) is announced first by
//   `saveRow` or `saveRowConstant`, or, for the rows an edit moves, by the edit's own pass;
// - a parametric variable is 0: its value changes only when it enters or leaves a row, which
//   changes that row;
// - a defined variable is computed from its definition's operands: it changes when its
//   definition is made, shifted or detached (`noteSymbol`), or when an operand changes;
// - a variable that leaves the solver reads 0 from then on.
//
// So, while noting: the first change of each row after a take notes the row and its basic symbol
// at that moment (a symbol basic there at the take, which may leave); the take adds the rows'
// basic symbols now, then every definition that uses a noted symbol, transitively (through the
// users each operand keeps, `Definitions::forEachUser`), and maps the symbols to their variables.
// Why this misses no change, per kind of variable at the take: basic in a row that did not
// change, it had the same row and constant at the previous take; basic in a changed row, it is
// noted; parametric now but not then, it was basic in a row whose first change noted it;
// defined, its definition or an operand changed, and both are noted. The answer may hold a
// variable whose value came out the same (a row changed back, a pivot through a degenerate row):
// callers compare.
//
// What the journal undoes (a rollback), a reset and the exact arbiter's rewrite of the tableau
// change values without passing through those places: they mark every value as changed, and the
// take answers `false` so that the caller compares everything. They are the rare paths: a refused
// call, a solver emptied, a call the doubles could not decide.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "CLayoutCore/Solver/Variable.h"
#include "Row.h"
#include "Symbol.h"

namespace clayout::internal {

class ConstraintRecords;
class Definitions;
class Tableau;
class VariableTable;

/// The notes of which values changed since the last take. Off until a host asks (`start`, or a
/// take): noting costs a few instructions for every row a call touches.
///
/// Owns the notes: rows (each once between takes), symbols, departed variables, and whether
/// every value may have changed.
///
/// Invariants (`checkInvariants`): while not noting, the notes are empty; each row is in the
/// log at most once.
class ValueChangeNotes {
 public:
  bool isNoting() const { return notingValues_; }
  void start() { notingValues_ = true; }
  /// While noting: row `index` of `tableau` is about to change (its cells, constant or basic
  /// symbol): notes its basic symbol now, and the row, whose basic symbol after the change the take
  /// reads. Each row once between takes.
  void noteRow(RowIndex index, const Tableau& tableau);
  /// While noting: `symbol`'s value may change other than through a row (a definition made,
  /// shifted or detached). A host that stops taking must not make the notes grow without end:
  /// past twice the symbols (`symbolSlots`; each row's note is at most one), the notes give way to
  /// `noteEveryValueChange`.
  void noteSymbol(Symbol symbol, std::size_t symbolSlots) {
    if (notingValues_) [[unlikely]]
      noteSymbolWhileNoting(symbol, symbolSlots);
  }
  /// While noting: `variable` leaves the solver (it reads 0 from then on); bounded as above by
  /// the variables the solver knows (`variableCount`).
  void noteDeparture(const Variable& variable, std::size_t variableCount);
  /// The solver cannot say which values changed (a rollback, a reset, the exact arbiter's rewrite
  /// of the tableau); the next take answers `false`.
  void noteEveryValueChange() { everyValueChanged_ = true; }
  /// `Solver::takeChangedVariables`: the variables whose values may have changed since the last
  /// take, into `into`; `false` when every value may have (or noting had not started). Starts
  /// noting, and the notes afresh.
  bool take(std::vector<Variable>& into, const Tableau& tableau, const VariableTable& variables,
            const Definitions& definitions, const ConstraintRecords& records);

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// `noteSymbol`'s work, out of line.
  void noteSymbolWhileNoting(Symbol symbol, std::size_t symbolSlots);
  /// Moves `mark` on to a value no entry of `marks` holds (clearing them when it wraps).
  static void nextMark(std::vector<std::uint32_t>& marks, std::uint32_t& mark);

  bool notingValues_ = false;
  /// Set by `noteEveryValueChange`; cleared by a take.
  bool everyValueChanged_ = false;
  /// The rows noted since the last take, each once (`changedRowMarks_[row] == changedRowMark_`).
  std::vector<RowIndex> changedRowLog_;
  std::vector<std::uint32_t> changedRowMarks_;
  std::uint32_t changedRowMark_ = 1;
  /// The take's marks of the symbols it reported (`changedSymbolMarks_[symbol] == changedSymbolMark_`).
  std::vector<std::uint32_t> changedSymbolMarks_;
  std::uint32_t changedSymbolMark_ = 1;
  /// Symbols whose value may have changed: the basic symbols of noted rows before their change,
  /// and those of `noteSymbol`. Maybe repeated, maybe released since.
  std::vector<Symbol> changedSymbols_;
  /// Variables that left the solver since the last take (their value is 0 now).
  std::vector<Variable> departedVariables_;
};

}  // namespace clayout::internal
