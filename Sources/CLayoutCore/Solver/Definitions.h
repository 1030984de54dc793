// Definitions.h — required equalities held outside the tableau: their order, who uses whom, their
// expansion into rows, and their values (internal).
//
// ## Definitions: required equalities outside the tableau
//
// In an explicit tableau the dummy of each required equality stays in every row that was solved
// through it. For a row of views (`vᵢ.left == vᵢ₋₁.left + vᵢ₋₁.width + 8`) row i then carries the
// dummies of the whole chain before it: N²/2 cells and quadratic time (kiwi's behaviour). So a
// required equality with a *fresh* variable x (in no row, no objective, no other definition) is
// not put into the tableau: it is kept as the definition `x = c + Σ aᵢ·yᵢ`, exactly the constraint
// solved for x, with the yᵢ left as they are (defined or not). A value of a defined variable is
// computed on demand from the values of the yᵢ.
//
// ### A definition's dummy
//
// The definition is the constraint's row form exactly: it has its dummy d from the start
// (e + d = 0, so x = c + Σ aᵢ·yᵢ − d/a with a the subject's coefficient). A row that substitutes
// the definition holds d as it would had the row `x = …` been in the tableau and substituted, so
// it keeps answering to the definition's constraint: a new constant moves the rows holding d by
// the marker's rule (Edits.cpp), an explanation names the constraint through d's owner, and a
// removal whose d is held moves the definition into the tableau first
// (`SolverImplementation::moveDefinitionIntoTableau`: its row takes x as basic and d as its
// marker), then removes it as any row.
//
// ### Expanded or moved in
//
// A constraint that goes into the tableau and mentions a defined variable has it expanded
// (`expand`), the latest definitions first, so that terms cancel before what they rest on is
// expanded. In a list, `label.top == row.top`, `image.top == row.top` and `label.bottom >=
// image.bottom` give the row `label.height - image.height - s = 0` whatever chain of rows
// `row.top` rests on: the row stays local, and the definitions stay outside. Where nothing
// cancels, a definition that rests on few others (`shallowDefinitionReach`) moves into the
// tableau instead, after those it rests on, and the row is written in their rows' symbols: a
// tree's positions become rows, each read with one lookup, and the row is as short as the
// expansion would have been.
//
// ### Defining a variable that definitions use
//
// The link that places a list's row (`row.top == previous.bottom + 8`) comes after the row's own
// definitions use `row.top`: not fresh, yet in no row. It is defined all the same when no
// operand rests on it. Ranks keep that checkable in O(operands): every definition has a rank, a
// fresh subject's above every rank given, a used one's strictly between the highest rank of its
// defined operands and the lowest rank of a definition that uses it (`lowestDependentRank`); a
// definition's operands then always rank below it, so there is no cycle, and expanding by
// decreasing rank meets each definition after every one that mentions it. The definitions that
// used the subject had taken it for a variable of the tableau in their bounds for the value range
// (gain 1, weight 0): theirs, and those of the definitions resting on them, are computed again in
// the order of ranks (`widenBoundsOfUsers`, through the users each symbol keeps).
//
// ### Reading many values
//
// A definition read through its record is a handful of scattered loads; a tree of 10,000 views
// read in full after each frame of a drag would spend most of its time there. When the reads of
// one epoch have evaluated many definitions one by one, the rest are evaluated in one pass over a
// flat program in the order of ranks (`evaluateEveryDefinition`), built once per change of the
// definitions that enough reads have paid for.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Expression.h"
#include "ConstraintRecords.h"
#include "Definition.h"
#include "Row.h"
#include "Symbol.h"
#include "Tableau.h"
#include "VariableTable.h"

namespace clayout::internal {

class ValueRangeWatch;

/// The definitions' part: how many there are and their version, the ranks that order them, the
/// users of each operand, the expansion of definitions into a row's terms, and the values of
/// defined variables (a cache, and a flat program that evaluates them all).
///
/// Owns all of that, and the definitions detached inside an open transaction (for the journal to
/// give back). The definitions themselves are owned by their constraints' records; a defined
/// symbol's record slot and its count of dependents are kept in the tableau's symbol entries
/// (`Tableau::SymbolInfo`), which the solver sets.
///
/// Invariants (`checkInvariants`): `count` is the number of records holding a definition; a
/// defined symbol is in no row and in no column; a symbol's `dependents` is the number of
/// definitions with a cell of it; every defined operand of a definition ranks below it (so there
/// is no cycle); a definition's subject is defined by its own record.
class Definitions {
 public:
  /// What expanding a constraint's terms found (`expand`).
  enum class Expansion : std::uint8_t { none, cancelsNoFreeVariable, cancelsFreeVariable };

  /// The record of the definition of `symbol`. Assumes `symbol` is defined.
  static ConstraintRecord& recordOf(Symbol symbol, const Tableau& tableau, const ConstraintRecords& records) {
    CLAYOUT_ASSERT(tableau.symbol(symbol).isDefined());
    return records.record(tableau.symbol(symbol).definition);
  }

  // MARK: Count and version

  /// How many constraints are held as definitions.
  std::size_t count() const { return count_; }
  void countOne() { ++count_; }
  void uncountOne() { --count_; }
  /// A definition was made, went, or changed its constant: the value program is stale.
  void noteChange() { ++version_; }

  // MARK: Ranks

  /// The rank of the next definition with a fresh subject, above every rank given; never reset.
  double nextRank() const { return nextRank_; }
  void advanceRank() { ++nextRank_; }
  /// At most the lowest rank of a definition that uses `symbol` (+infinity when none ever did).
  double lowestDependentRank(Symbol symbol) const {
    return symbol < lowestDependentRanks_.size() ? lowestDependentRanks_[symbol]
                                                 : std::numeric_limits<double>::infinity();
  }
  /// Notes that a definition of rank `rank` uses `symbol` (sized to `symbolCapacity`). Not
  /// journaled: a rank left lower than the dependents' after a rollback or a removal only narrows
  /// the place a later definition of the symbol may take.
  void noteDependentRank(Symbol symbol, double rank, std::size_t symbolCapacity);

  // MARK: Users

  /// Notes that the definition in `user`'s slot uses `operand`. Not journaled, so entries outlive
  /// their definitions (removed, rolled back, their slots reused): read through `userOf`, and
  /// dropped when they outnumber the operand's true users.
  void noteUser(Symbol operand, RecordSlot user, const Tableau& tableau, const ConstraintRecords& records);
  /// When `symbol`'s slot is freed: drops its entries left stale and, when none is left, the
  /// list's buffer beyond `keptUserCapacity`, so that a slot reused many times does not keep the
  /// longest list it ever had (a long-lived solver's memory would only grow). Keeps an entry of a
  /// definition that still uses it (none, when its last use is gone).
  void forgetUsers(Symbol symbol, const ConstraintRecords& records);
  static constexpr std::size_t keptUserCapacity = 4;
  /// The definition in `slot` if it still uses `operand`, else null (an entry left stale).
  static const ConstraintRecord* userOf(Symbol operand, RecordSlot slot, const ConstraintRecords& records);
  /// Calls `visit(const ConstraintRecord&)` with each definition that uses `operand` (maybe twice).
  template <typename Visit>
  void forEachUser(Symbol operand, const ConstraintRecords& records, Visit visit) const {
    if (operand >= users_.size()) return;
    for (RecordSlot slot : users_[operand]) {
      if (const ConstraintRecord* user = userOf(operand, slot, records)) visit(*user);
    }
  }

  // MARK: Bounds for the value range

  /// The gain and weight (`Definition::gain`, `weight`) of a definition over `cells`, from its
  /// operands as they are now: a defined operand's own bounds times |coefficient|, one of the
  /// tableau gain 1 and weight 0, and the weight 1 of the definition's own constant.
  std::pair<double, double> boundsFromOperands(std::span<const Cell> cells, const Tableau& tableau,
                                               const ConstraintRecords& records) const;
  /// Computes again, in the order of ranks, the gain and weight of every definition that rests
  /// on `subject` (just defined, where its users took it for a variable of the tableau), widening
  /// the value range's bounds. Not journaled: bounds wider than needed only cost a check.
  void widenBoundsOfUsers(Symbol subject, const Tableau& tableau, ConstraintRecords& records,
                          ValueRangeWatch& range);

  // MARK: Expansion

  /// Writes `expression`'s terms into `terms` as symbols, every defined symbol replaced by its
  /// definition (its constant added to `constant`, whose magnitude `magnitude` grows with it,
  /// and its marker with the coefficient it has in the definition's row form), the latest
  /// definitions first so that terms cancel before the definitions under them are expanded
  /// (`label.top - image.top` with both defined as `row.top` is 0, whatever `row.top` rests on).
  /// Guarantees: no defined symbol in `terms`, no symbol twice, no cell that cancelled to within
  /// `feasibilityTolerance` of its largest contribution. Without a defined symbol it is the
  /// expression's terms in their order. Says whether a definition was expanded and whether the
  /// terms of a free variable (in no row, not defined) cancelled in the expansion: the row then
  /// leaves that variable out, and a later constraint may define it (a list's `row.top`). Assumes
  /// every variable of `expression` is known.
  Expansion expand(const Expression& expression, const VariableTable& variables, const Tableau& tableau,
                   const ConstraintRecords& records, std::vector<Cell>& terms, double& constant,
                   double& magnitude);
  /// How many definitions (itself included) a definition may rest on and still move into the
  /// tableau when a constraint in the tableau mentions it; beyond, it is expanded into the row
  /// and stays outside. Moving in keeps a tree's positions as rows, which a frame reads at the
  /// cost of a lookup each (a definition read costs a walk of the chain under it); expanding
  /// keeps a chain's rows short (a list's row k would otherwise hold the k rows above it).
  static constexpr std::size_t shallowDefinitionReach = 64;
  /// Whether `subject`'s definition rests on at most `shallowDefinitionReach` definitions,
  /// itself included (each counted once). Assumes `subject` is defined.
  bool isShallow(Symbol subject, const Tableau& tableau, const ConstraintRecords& records);

  // MARK: Definitions detached in a transaction

  /// Keeps `definition`, detached from `record` inside an open transaction, for the journal's
  /// step to give back (`takeDetached`); returns its index. The step then holds only the index
  /// (no heap block for its closure, no copy of the definition on the way back).
  std::size_t keepDetached(ConstraintRecord* record, std::unique_ptr<Definition> definition) {
    detached_.push_back({record, std::move(definition)});
    return detached_.size() - 1;
  }
  /// The record and definition `keepDetached` kept under `index`.
  std::pair<ConstraintRecord*, std::unique_ptr<Definition>> takeDetached(std::size_t index) {
    return {detached_[index].record, std::move(detached_[index].definition)};
  }
  /// Forgets the detached definitions: the outermost transaction ended (every step that named one
  /// has run, or is dropped).
  void forgetDetached() { detached_.clear(); }

  // MARK: Values

  /// The value of `symbol`: its row's constant, 0 when parametric, or its definition evaluated
  /// (cached until the next `invalidateValues`).
  double value(Symbol symbol, const Tableau& tableau, const ConstraintRecords& records) const;
  /// A change that can change a value was made: cached values are stale.
  void invalidateValues() { ++valueEpoch_; }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants(const Tableau& tableau, const ConstraintRecords& records) const;

 private:
  /// Builds the program of every definition (`programSteps_`) at the current version.
  void buildProgram(const Tableau& tableau, const ConstraintRecords& records) const;
  /// Evaluates every definition in one pass over the program into the value cache for the
  /// current epoch. Assumes the program is at the current version.
  void evaluateEveryDefinition(const Tableau& tableau) const;

  /// How many constraints are held as definitions.
  std::size_t count_ = 0;
  /// Counts every change of the definitions (journaled changes count again when undone).
  std::uint64_t version_ = 1;
  /// The rank of the next definition with a fresh subject (`Definition::rank`).
  double nextRank_ = 0;
  /// By symbol, at most the lowest rank of a definition that uses it (+infinity: none); never
  /// raised (a lower value only narrows where a definition of the symbol may go).
  std::vector<double> lowestDependentRanks_;
  /// By symbol, the slots of the definitions that used it (a superset: entries are checked with
  /// `userOf`, and dropped when they outnumber the symbol's dependents), and
  /// `widenBoundsOfUsers`' queue.
  std::vector<std::vector<RecordSlot>> users_;
  std::vector<std::pair<double, RecordSlot>> widenQueue_;
  /// A definition detached from its record inside the open transactions (`keepDetached`).
  struct DetachedDefinition {
    ConstraintRecord* record;
    std::unique_ptr<Definition> definition;
  };
  std::vector<DetachedDefinition> detached_;

  /// `expand`'s work: by symbol, the coefficient summed so far and the largest contribution to it
  /// (all 0 between calls), the symbols touched, and the defined ones waiting by rank (a heap).
  std::vector<double> expansionCoefficients_;
  std::vector<double> expansionMagnitudes_;
  std::vector<Symbol> expansionTouched_;
  std::vector<std::pair<double, Symbol>> expansionQueue_;
  /// `isShallow`'s marks (by symbol, the call's stamp) and work list.
  std::vector<std::uint32_t> reachStamps_;
  std::uint32_t reachStamp_ = 0;
  std::vector<Symbol> reachStack_;

  // The value cache (`value`). Owns copies only.
  mutable std::vector<double> valueCache_;
  /// The epoch at which each cached value was computed, by symbol.
  mutable std::vector<std::uint64_t> valueStamp_;
  /// Moves on at every change that can change a value.
  std::uint64_t valueEpoch_ = 1;
  /// Every definition in the order of ranks, as one flat program (`evaluateEveryDefinition`):
  /// a step per definition, its cells in one array, each operand marked defined or not. Built
  /// at `version_` (`programVersion_`), so valid until a definition is made, goes or changes its
  /// constant; rows may pivot meanwhile (operands in the tableau are read through their rows at
  /// each run).
  struct ProgramStep {
    Symbol subject;
    std::uint32_t firstCell;
    std::uint32_t cellCount;
    double constant;
  };
  struct ProgramCell {
    Symbol operand;
    bool isDefined;
    double coefficient;
  };
  mutable std::vector<ProgramStep> programSteps_;
  mutable std::vector<ProgramCell> programCells_;
  mutable std::uint64_t programVersion_ = 0;
  /// Definitions evaluated one by one in the epoch `countedEpoch_`, and since the definitions'
  /// version `countedVersion_`: many reads in one epoch run the whole program instead, and it is
  /// built once that many reads have paid for it.
  mutable std::uint64_t evaluatedInEpoch_ = 0;
  mutable std::uint64_t countedEpoch_ = 0;
  mutable std::uint64_t evaluatedInVersion_ = 0;
  mutable std::uint64_t countedVersion_ = 0;
  /// `value`'s work list, kept to save an allocation per call.
  mutable std::vector<Symbol> definitionStack_;
};

}  // namespace clayout::internal
