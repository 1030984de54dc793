// SolverImplementation.cpp — the incremental Cassowary simplex with exact priorities.
//
// ## What it solves
//
// Variables x, linear constraints `e(x) ⋈ 0` with ⋈ one of ==, <=, >=, each at a priority in
// (0, 1000]. Required constraints (1000) must hold. Among the solutions of the required ones the
// solver picks one that is best lexicographically: first the sum of the errors of the constraints
// at the highest optional priority is as small as possible, then, among those, the sum at the next
// priority, and so on. This is the symbolic weight of the original Cassowary paper (Badros,
// Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001, §4);
// kiwi replaces it by one weighted sum (1e6·strong + 1e3·medium + weak), in which many weak errors
// can outweigh a medium one. Here no number of lower errors ever outweighs a higher one.
//
// ## The tableau
//
// The solver keeps the system in solved form, a simplex tableau: rows `basic = c + Σ aᵢ·sᵢ` where
// each basic symbol appears in exactly one row and the parametric symbols sᵢ of the right-hand
// sides are 0, so the value of a basic symbol is its row's constant. Symbols are external (the
// host's variables, unrestricted in sign) or restricted: slack ≥ 0, error ≥ 0, dummy = 0.
// A constraint becomes a row in one of these normal forms (GTK's solver writes them the same way):
//
//   e <= 0, required      e + s = 0               (s = -e ≥ 0; s is the constraint's marker)
//   e >= 0, required      e - s = 0
//   e <= 0, optional      e + s - ε = 0           (ε ≥ 0 absorbs a violation and is in the objective)
//   e == 0, required      e + d = 0               (d = 0 always: the dummy marks the constraint)
//   e == 0, optional      e - ε⁺ + ε⁻ = 0         (both errors in the objective)
//
// Basic symbols are substituted out of the new row, the row is solved for a subject (an external
// symbol when there is one; else a restricted marker whose coefficient makes it feasible; else
// phase one with an artificial variable), and the subject is substituted into every other row.
// The objective has one row per priority level in use, the sum of that level's error symbols
// written in parametric symbols. Optimizing is the primal simplex with lexicographic reduced costs:
// a parametric symbol may enter when its coefficients, read from the highest level down, are first
// negative; the leaving row is the one that bounds it first (the minimum ratio test). Bland's rule
// (smallest symbol first, for entering symbol and ties of the ratio test) keeps it from cycling.
// Phase one (making a new required row feasible) enters instead the candidate held by the fewest
// rows, so that the repair stays local, and turns to Bland's rule after 32 steps at one vertex.
//
// Changing a constraint's constant by δ shifts its marker: every row holding the marker with
// coefficient a moves by a·δ/k (k the marker's coefficient in the constraint's own row). Rows
// that become infeasible are repaired by the dual simplex, which keeps optimality. Edit variables
// are optional equalities `v - suggestion == 0`, so a suggestion is such a constant change. The
// marker also removes a constraint: it is pivoted into the basis and its row dropped.
//
// ## Worked example (also a test: Tests/CLayoutCoreTests/SolverEssayTests.cpp)
//
// The paper's example: required `right == left + 10`, `right <= 100`, `middle == (left+right)/2`,
// `left >= 0`, and weak `middle == 45`. Each external variable is taken as subject when it can be:
//   1. right - left - 10 + d₁ = 0        → right = 10 + left - d₁
//   2. right - 100 + s₂ = 0              → (substituting right) left = 90 + d₁ - s₂, and then
//                                          right = 100 - s₂
//   3. middle - (left+right)/2 + d₃ = 0  → middle = 95 + d₁/2 - s₂ - d₃
//   4. left - s₄ = 0                     → no external left in the row once left is substituted:
//                                          s₄ = 90 + d₁ - s₂ (its constant is ≥ 0: feasible)
//   5. middle - 45 - ε⁺ + ε⁻ = 0 (weak)  → ε⁺ = 50 + d₁/2 - s₂ - d₃ + ε⁻, and the objective at
//                                          level 250 is ε⁺ + ε⁻ = 50 + d₁/2 - s₂ - d₃ + 2ε⁻.
// s₂ has a negative cost (dummies never enter), so it enters. The rows that bound it are ε⁺'s
// (at s₂ = 50) and s₄'s (at 90): ε⁺ leaves, s₂ = 50, and the objective is 0 + … with no
// negative cost left. So left = 90 - 50 = 40, right = 100 - 50 = 50, middle = 45.
// (Here steps 1 and 3 are first kept as definitions, see below, and enter the tableau exactly as
// shown when steps 2 and 5 mention right and middle: the final tableau has five rows.)
//
// ## Definitions: required equalities outside the tableau
//
// In an explicit tableau the dummy of each required equality stays in every row that was solved
// through it. For a row of views (`vᵢ.left == vᵢ₋₁.left + vᵢ₋₁.width + 8`) row i then carries the
// dummies of the whole chain before it: N²/2 cells and quadratic time (kiwi's behaviour). So a
// required equality with a *fresh* variable x (in no row, no objective, no other definition) is
// not put into the tableau: it is kept as the definition `x = c + Σ aᵢ·yᵢ`, exactly the constraint
// solved for x, with the yᵢ left as they are (defined or not). Nothing can depend on x yet, so no
// cycle is possible; changing its constant or removing it touches only the definition. A value of
// a defined variable is computed on demand from the values of the yᵢ. When a constraint that goes
// into the tableau mentions a defined variable, that definition is first moved into the tableau
// (after the definitions it mentions) as an ordinary required equality with its dummy.
//
// ## Degenerate vertices: unblocking rows one by one
//
// Freeing a variable on which many optional equalities depend (a view's width, with a subtree of
// `== 44` wishes below it) gives the objective a kink per wish, and the wishes of one depth tie:
// hundreds of rows then block the entering symbol at a step of 0. Pivoting it into one of them
// substitutes its column (thousands of rows) and moves the next tied error into that column, one
// tie after another. A blocking row at 0 that holds a restricted symbol of its own (in no other
// row; an equality's other error is one) is unblocked instead by pivoting that symbol in: every
// value stays (the row's constant is 0), no other row changes, and the entering symbol's
// coefficient in the row turns positive, exactly as crossing that kink turns its reduced cost.
// `optimize` unblocks such rows, found in one pass over the column, one at a time while the same
// symbol stays the one to enter, and at most as many times as there are rows per call, so that
// Bland's rule has the last word. In the W4 benchmark's worst removal at 10,000 views this turned
// thousands of column-wide pivots (35 s, 1.9 GB of fill-in) into 23 pivots and 8,800 one-row ones
// (55 ms).
//
// ## Edits in a drag
//
// A drag moves one edit frame after frame while the rows' cells stay as they are. Every change to
// a row's cells passes `saveRow`, which counts it; while the count holds, the edit's column (its
// rows with the marker's coefficient in each) is kept, so a frame is one pass over an array. It is
// built only when the cells held between two moves, so frames that pivot every time do not pay.
//
// ## Errors leave the solver as it was
//
// Every call that can fail (adding a required constraint, a batch, making a constraint required,
// changing a required constraint's constant) runs as a transaction: the first change to each row in
// it saves a copy of the row, every other change records its inverse, and releases of symbols,
// rows and constraint records wait until the commit (a removed record is only detached from its
// constraint until then, so a rollback links the same record again). Symbols appended during the
// transaction need no record: a rollback truncates them, with their objective coefficients, after
// the other steps. A failure rolls all of it back, so the tableau (and its dump) is exactly what it
// was. The explanation of an unsatisfiable constraint is then found separately (Explanation.cpp).
#include "SolverImplementation.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "Support/NumberFormat.h"

namespace clayout {

using internal::Cell;
using internal::epsilon;
using internal::nearZero;
using internal::noRow;
using internal::noSymbol;

namespace {

/// Adds `factor · other` to the sorted cells `cells`, dropping coefficients that become zero.
/// `onInsert` and `onErase` hear of symbols that appear in or vanish from `cells`.
template <typename OnInsert, typename OnErase>
void mergeCells(std::vector<Cell>& cells, const std::vector<Cell>& other, double factor,
                std::vector<Cell>& scratch, OnInsert onInsert, OnErase onErase) {
  scratch.clear();
  scratch.reserve(cells.size() + other.size());
  auto a = cells.begin();
  auto b = other.begin();
  while (a != cells.end() || b != other.end()) {
    if (b == other.end() || (a != cells.end() && a->symbol < b->symbol)) {
      scratch.push_back(*a++);
    } else if (a == cells.end() || b->symbol < a->symbol) {
      double value = factor * b->coefficient;
      if (!nearZero(value)) {
        scratch.push_back({b->symbol, value});
        onInsert(b->symbol);
      }
      ++b;
    } else {
      double value = a->coefficient + factor * b->coefficient;
      if (!nearZero(value)) {
        scratch.push_back({a->symbol, value});
      } else {
        onErase(a->symbol);
      }
      ++a;
      ++b;
    }
  }
  // Copied back rather than swapped: each row keeps a buffer of its own size (grown to the exact
  // size when it must grow), so rows carry no surplus and the scratch stays with the solver.
  // Swapping buffers was measured to leave a third of the cell memory unused at 10,000 views.
  cells.assign(scratch.begin(), scratch.end());
}

/// Adds `coefficient · symbol` to sorted cells with no column to maintain.
void accumulate(std::vector<Cell>& cells, internal::Symbol symbol, double coefficient) {
  auto found = std::lower_bound(cells.begin(), cells.end(), symbol,
                                [](const Cell& cell, internal::Symbol key) { return cell.symbol < key; });
  if (found != cells.end() && found->symbol == symbol) {
    found->coefficient += coefficient;
    if (nearZero(found->coefficient)) cells.erase(found);
  } else if (!nearZero(coefficient)) {
    cells.insert(found, {symbol, coefficient});
  }
}

}  // namespace

SolverImplementation::SolverImplementation() { symbols_.emplace_back(); }

// MARK: - Transactions

void SolverImplementation::beginTransaction() {
  transaction_ = nextTransaction_++;
  symbolsAtTransactionStart_ = symbols_.size();
}

void SolverImplementation::saveRow(RowIndex index) {
  // Every change to a row's cells comes through here first, so this is where they are counted.
  ++cellsVersion_;
  saveRowConstant(index);
}

void SolverImplementation::saveRowInTransaction(RowIndex index) {
  Row& row = rows_[index];
  if (row.savedInTransaction == transaction_) return;
  row.savedInTransaction = transaction_;
  Row copy;
  copy.basic = row.basic;
  copy.basicKind = row.basicKind;
  copy.constant = row.constant;
  copy.cells = row.cells;
  savedRowIndices_.push_back(index);
  savedRows_.push_back(std::move(copy));
}

void SolverImplementation::commitTransaction() {
  transaction_ = 0;
  undo_.clear();
  savedRowIndices_.clear();
  savedRows_.clear();
  levelChanges_.clear();
  for (RowIndex index : pendingRowReleases_) freeRows_.push_back(index);
  pendingRowReleases_.clear();
  for (Symbol symbol : pendingSymbolReleases_) releaseSymbol(symbol);
  pendingSymbolReleases_.clear();
  for (ConstraintRecord* record : pendingRecordReleases_) constraints_.release(*record);
  pendingRecordReleases_.clear();
  std::vector<Level*> levels;
  levels.swap(pendingLevelReleases_);
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  for (Level* level : levels) {
    if (level->users == 0) releaseLevelUse(level);
  }
}

void SolverImplementation::rollbackTransaction() {
  ++cellsVersion_;
  // Rows first, in two passes: unlink every touched row, then put the saved contents back.
  for (RowIndex index : savedRowIndices_) {
    Row& row = rows_[index];
    if (row.isPresent()) {
      symbols_[row.basic].row = noRow;
      --rowCount_;
    }
    // Entries left in the columns are cleaned lazily; only the counts must be exact.
    for (const Cell& cell : row.cells) {
      --symbols_[cell.symbol].columnCount;
      symbols_[cell.symbol].columnIsDirty = true;
    }
  }
  for (std::size_t i = 0; i < savedRowIndices_.size(); ++i) {
    RowIndex index = savedRowIndices_[i];
    Row& row = rows_[index];
    row.basic = savedRows_[i].basic;
    row.basicKind = savedRows_[i].basicKind;
    row.constant = savedRows_[i].constant;
    row.cells = std::move(savedRows_[i].cells);
    row.savedInTransaction = 0;
    if (row.isPresent()) {
      symbols_[row.basic].row = index;
      ++rowCount_;
    }
    for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
  }
  for (auto change = levelChanges_.rbegin(); change != levelChanges_.rend(); ++change) {
    change->level->coefficients[change->symbol] = change->previous;
  }
  std::vector<std::function<void()>> undo;
  undo.swap(undo_);
  for (auto step = undo.rbegin(); step != undo.rend(); ++step) (*step)();
  // Last, the symbols appended in the transaction, and their objective coefficients.
  symbols_.resize(symbolsAtTransactionStart_);
  for (auto& level : levels_) {
    if (level->coefficients.size() > symbolsAtTransactionStart_)
      level->coefficients.resize(symbolsAtTransactionStart_);
  }
  // The rows were put back above before the variables were: copy their rows over again.
  variables_.forEach([this](VariableTable::Entry& entry) { entry.row = symbols_[entry.symbol].row; });
  transaction_ = 0;
  savedRowIndices_.clear();
  savedRows_.clear();
  levelChanges_.clear();
  pendingRowReleases_.clear();
  pendingSymbolReleases_.clear();
  pendingLevelReleases_.clear();
  pendingRecordReleases_.clear();
  artificial_.reset();
  // Before the transaction the solution was optimal and feasible: nothing can enter or leave.
  enteringCandidates_.clear();
  infeasibleRows_.clear();
  ++valueEpoch_;
}

void SolverImplementation::setLevelCoefficient(Level& level, Symbol symbol, double value) {
  double previous = level.coefficientFor(symbol);
  if (previous == value) return;
  if (symbol >= level.coefficients.size()) {
    level.coefficients.resize(std::max<std::size_t>(symbol + 1, symbols_.size()), 0.0);
  }
  // A symbol appended in the transaction goes with it, its coefficients too (see the rollback).
  if (transaction_ != 0 && symbol < symbolsAtTransactionStart_)
    levelChanges_.push_back({&level, symbol, previous});
  level.coefficients[symbol] = value;
  if (symbol != noSymbol) noteObjectiveChange(symbol);
}

// MARK: - Symbols, rows, levels and variables

internal::Symbol SolverImplementation::newSymbol(SymbolKind kind) {
  Symbol symbol;
  if (!freeSymbols_.empty()) {
    symbol = freeSymbols_.back();
    freeSymbols_.pop_back();
    journal([this, symbol] {
      symbols_[symbol] = SymbolInfo{};
      freeSymbols_.push_back(symbol);
    });
  } else {
    // Symbols appended in a transaction are dropped together when it rolls back: no entry each.
    symbol = static_cast<Symbol>(symbols_.size());
    symbols_.emplace_back();
  }
  symbols_[symbol].kind = kind;
  return symbol;
}

void SolverImplementation::releaseSymbol(Symbol symbol) {
  if (transaction_ != 0) {
    pendingSymbolReleases_.push_back(symbol);
    return;
  }
  for (auto& level : levels_) {
    if (symbol < level->coefficients.size()) level->coefficients[symbol] = 0;
  }
  symbols_[symbol] = SymbolInfo{};
  freeSymbols_.push_back(symbol);
}

internal::RowIndex SolverImplementation::newRow() {
  RowIndex index;
  if (!freeRows_.empty()) {
    index = freeRows_.back();
    freeRows_.pop_back();
    journal([this, index] { freeRows_.push_back(index); });
  } else {
    index = static_cast<RowIndex>(rows_.size());
    rows_.emplace_back();
    // Undone by freeing the slot rather than shrinking the vector: stale column entries may
    // still name it. Row indices are invisible outside (rows are known by their basic symbol).
    journal([this, index] { freeRows_.push_back(index); });
  }
  saveRow(index);
  return index;
}

void SolverImplementation::releaseRow(RowIndex index) {
  saveRow(index);
  Row& row = rows_[index];
  for (const Cell& cell : row.cells) columnErase(cell.symbol, index);
  row.cells.clear();
  if (row.isPresent()) {
    setBasicRow(row.basic, noRow);
    --rowCount_;
  }
  row.basic = noSymbol;
  row.basicKind = SymbolKind::unused;
  row.constant = 0;
  if (transaction_ != 0) {
    pendingRowReleases_.push_back(index);
  } else {
    freeRows_.push_back(index);
  }
}

SolverImplementation::Level* SolverImplementation::levelFor(double priority) {
  auto position = levels_.begin();
  while (position != levels_.end() && (*position)->priority > priority) ++position;
  Level* level;
  if (position != levels_.end() && (*position)->priority == priority) {
    level = position->get();
  } else {
    auto created = std::make_unique<Level>();
    created->priority = priority;
    created->coefficients.assign(1, 0.0);
    level = created.get();
    levels_.insert(position, std::move(created));
    journal([this, level] {
      auto found =
          std::find_if(levels_.begin(), levels_.end(), [&](const auto& item) { return item.get() == level; });
      levels_.erase(found);
    });
  }
  ++level->users;
  journal([level] { --level->users; });
  return level;
}

void SolverImplementation::releaseLevelUse(Level* level) {
  if (level->users > 0) {
    --level->users;
    journal([level] { ++level->users; });
  }
  if (level->users > 0) return;
  if (transaction_ != 0) {
    pendingLevelReleases_.push_back(level);
    return;
  }
  auto found =
      std::find_if(levels_.begin(), levels_.end(), [&](const auto& item) { return item.get() == level; });
  if (found != levels_.end()) levels_.erase(found);
}

internal::Symbol SolverImplementation::symbolForVariable(const Variable& variable) {
  VariableTable::Slot slot = variables_.find(variable);
  if (slot == VariableTable::noSlot) {
    Symbol symbol = newSymbol(SymbolKind::external);
    slot = variables_.insert(variable, symbol);
    symbols_[symbol].variable = slot;
    journal([this, slot] { variables_.erase(slot); });
  }
  ++variables_[slot].uses;
  journal([this, slot] { --variables_[slot].uses; });
  return variables_[slot].symbol;
}

internal::Symbol SolverImplementation::knownSymbol(const Variable& variable) const {
  VariableTable::Slot slot = variables_.find(variable);
  return slot != VariableTable::noSlot ? variables_[slot].symbol : noSymbol;
}

void SolverImplementation::releaseVariableUse(const Variable& variable) {
  VariableTable::Slot slot = variables_.find(variable);
  VariableTable::Entry& entry = variables_[slot];
  --entry.uses;
  journal([this, slot] { ++variables_[slot].uses; });
  if (entry.uses > 0) return;
  purgeSymbol(entry.symbol);
  VariableTable::Entry saved = variables_.erase(slot);
  if (transaction_ != 0) {
    journal([this, slot, saved] { variables_.restore(slot, saved); });
  }
}

void SolverImplementation::purgeSymbol(Symbol symbol) {
  // The symbol's constraints are gone, so its coefficients left in rows are rounding residue.
  if (symbols_[symbol].row != noRow) releaseRow(symbols_[symbol].row);
  std::vector<RowIndex> column(symbols_[symbol].column.begin(), symbols_[symbol].column.end());
  for (RowIndex index : column) removeCellFromRow(index, symbol);
  for (auto& level : levels_) {
    if (level->coefficientFor(symbol) != 0) setLevelCoefficient(*level, symbol, 0);
  }
  releaseSymbol(symbol);
}

// MARK: - Row algebra

void SolverImplementation::columnInsert(Symbol symbol, RowIndex index) {
  symbols_[symbol].column.push_back(index);
  ++symbols_[symbol].columnCount;
}

void SolverImplementation::columnErase(Symbol symbol, RowIndex index) {
  // Searching a long column on every erase would be quadratic; stale entries are dropped when
  // they outnumber the live ones. The erase may come in the middle of rewriting row `index`,
  // whose cells cannot be trusted yet: it is the row losing the symbol, so its entries go.
  SymbolInfo& info = symbols_[symbol];
  --info.columnCount;
  info.columnIsDirty = true;
  if (info.column.size() > 3 * static_cast<std::size_t>(info.columnCount) + 16) compactColumn(symbol, index);
}

void SolverImplementation::compactColumn(Symbol symbol, RowIndex losing) {
  if (!symbols_[symbol].columnIsDirty) return;
  symbols_[symbol].columnIsDirty = false;
  internal::RowList& column = symbols_[symbol].column;
  if (rowMarks_.size() < rows_.size()) rowMarks_.resize(rows_.size(), 0);
  // Marks are 32 bits (a row each); when they wrap, the old ones are cleared so none can repeat.
  if (++rowMark_ == 0) {
    std::fill(rowMarks_.begin(), rowMarks_.end(), 0);
    rowMark_ = 1;
  }
  std::uint32_t mark = rowMark_;
  column.erase(std::remove_if(column.begin(), column.end(),
                              [&](RowIndex index) {
                                if (index == losing || rowMarks_[index] == mark) return true;
                                rowMarks_[index] = mark;
                                return rows_[index].coefficientFor(symbol) == 0;
                              }),
               column.end());
  column.shrinkIfSparse();
}

void SolverImplementation::addToRow(RowIndex index, const std::vector<Cell>& cells, double constant,
                                    double factor) {
  saveRow(index);
  Row& row = rows_[index];
  row.constant += factor * constant;
  mergeCells(
      row.cells, cells, factor, scratch_, [&](Symbol symbol) { columnInsert(symbol, index); },
      [&](Symbol symbol) { columnErase(symbol, index); });
}

void SolverImplementation::addCellToRow(RowIndex index, Symbol symbol, double coefficient) {
  saveRow(index);
  std::vector<Cell>& cells = rows_[index].cells;
  auto found = std::lower_bound(cells.begin(), cells.end(), symbol,
                                [](const Cell& cell, Symbol key) { return cell.symbol < key; });
  if (found != cells.end() && found->symbol == symbol) {
    found->coefficient += coefficient;
    if (nearZero(found->coefficient)) {
      cells.erase(found);
      columnErase(symbol, index);
    }
  } else if (!nearZero(coefficient)) {
    cells.insert(found, {symbol, coefficient});
    columnInsert(symbol, index);
  }
}

void SolverImplementation::removeCellFromRow(RowIndex index, Symbol symbol) {
  saveRow(index);
  std::vector<Cell>& cells = rows_[index].cells;
  auto found = std::lower_bound(cells.begin(), cells.end(), symbol,
                                [](const Cell& cell, Symbol key) { return cell.symbol < key; });
  if (found != cells.end() && found->symbol == symbol) {
    cells.erase(found);
    columnErase(symbol, index);
  }
}

void SolverImplementation::setRowCells(RowIndex index, const std::vector<Cell>& cells) {
  saveRow(index);
  Row& row = rows_[index];
  for (const Cell& cell : row.cells) columnErase(cell.symbol, index);
  row.cells.assign(cells.begin(), cells.end());
  for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
}

void SolverImplementation::addToLevel(Level& level, const std::vector<Cell>& cells, double constant,
                                      double factor) {
  setLevelCoefficient(level, noSymbol, level.constant() + factor * constant);
  for (const Cell& cell : cells) {
    double value = level.coefficientFor(cell.symbol) + factor * cell.coefficient;
    setLevelCoefficient(level, cell.symbol, nearZero(value) ? 0.0 : value);
  }
}

void SolverImplementation::addRowToArtificial(const Row& row, double factor) {
  artificial_->constant += factor * row.constant;
  mergeCells(
      artificial_->cells, row.cells, factor, scratch_, [](Symbol) {}, [](Symbol) {});
}

// MARK: - The simplex

bool SolverImplementation::isLexicographicallyNegative(Symbol symbol) const {
  if (symbols_[symbol].kind == SymbolKind::dummy || symbols_[symbol].kind == SymbolKind::unused) return false;
  for (const auto& level : levels_) {
    double value = level->coefficientFor(symbol);
    if (value < -epsilon) return true;
    if (value > epsilon) return false;
  }
  return false;
}

void SolverImplementation::noteObjectiveChange(Symbol symbol) {
  if (isLexicographicallyNegative(symbol)) {
    enteringCandidates_.push_back(symbol);
    std::push_heap(enteringCandidates_.begin(), enteringCandidates_.end(), std::greater<Symbol>());
  }
}

internal::Symbol SolverImplementation::enteringSymbol() {
  while (!enteringCandidates_.empty()) {
    Symbol symbol = enteringCandidates_.front();
    if (symbol < symbols_.size() && symbols_[symbol].row == noRow && isLexicographicallyNegative(symbol)) {
      return symbol;
    }
    std::pop_heap(enteringCandidates_.begin(), enteringCandidates_.end(), std::greater<Symbol>());
    enteringCandidates_.pop_back();
  }
  return noSymbol;
}

internal::Symbol SolverImplementation::artificialEnteringSymbol(bool blandsRule) const {
  // Any symbol that lowers the artificial variable will do for feasibility; the one in the fewest
  // rows keeps the repair local (then the one cheapest for the real objective, which leaves the
  // least for phase two to undo). The smallest symbol (Bland's rule) tends to be the root's:
  // re-adding a leaf's size in a window whose size is an edit then moved the window by 3,000
  // points, and phase two moved it back through every row.
  Symbol best = noSymbol;
  for (const Cell& cell : artificial_->cells) {
    if (cell.coefficient >= -epsilon || symbols_[cell.symbol].kind == SymbolKind::dummy) continue;
    if (blandsRule) return cell.symbol;
    if (best == noSymbol || objectiveCostOrder(cell.symbol, best) < 0) best = cell.symbol;
  }
  return best;
}

int SolverImplementation::objectiveCostOrder(Symbol a, Symbol b) const {
  if (symbols_[a].columnCount != symbols_[b].columnCount)
    return symbols_[a].columnCount < symbols_[b].columnCount ? -1 : 1;
  for (const auto& level : levels_) {
    double costA = level->coefficientFor(a);
    double costB = level->coefficientFor(b);
    if (costA < costB - epsilon) return -1;
    if (costA > costB + epsilon) return 1;
  }
  return a < b ? -1 : (a > b ? 1 : 0);
}

internal::RowIndex SolverImplementation::leavingRow(Symbol entering) const {
  RowIndex best = noRow;
  double bestRatio = std::numeric_limits<double>::infinity();
  Symbol bestBasic = noSymbol;
  for (RowIndex index : symbols_[entering].column) {
    const Row& row = rows_[index];
    SymbolKind kind = row.basicKind;
    if (kind == SymbolKind::external) continue;
    double coefficient = row.coefficientFor(entering);
    if (coefficient == 0) continue;  // a stale column entry
    double ratio;
    if (kind == SymbolKind::dummy) {
      // A basic dummy is fixed at 0: any move of the entering symbol would change it.
      ratio = 0;
    } else if (coefficient < 0) {
      ratio = std::max(0.0, -row.constant / coefficient);
    } else {
      continue;
    }
    if (ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic)) {
      best = index;
      bestRatio = ratio;
      bestBasic = row.basic;
    }
  }
  return best;
}

void SolverImplementation::pivot(Symbol entering, RowIndex index) {
  ++pivotCount_;
  saveRow(index);
  Symbol leaving = rows_[index].basic;
  double coefficient = rows_[index].coefficientFor(entering);
  // leaving = c + a·entering + Σ  ⇒  entering = (leaving - c - Σ) / a
  removeCellFromRow(index, entering);
  Row& row = rows_[index];
  double factor = -1.0 / coefficient;
  row.constant *= factor;
  for (Cell& cell : row.cells) cell.coefficient *= factor;
  addCellToRow(index, leaving, 1.0 / coefficient);
  setBasicRow(leaving, noRow);
  rows_[index].basic = entering;
  rows_[index].basicKind = symbols_[entering].kind;
  setBasicRow(entering, index);
  substitute(entering, index);
}

void SolverImplementation::substitute(Symbol entering, RowIndex definingRow) {
  // Every row of the column loses the entering symbol, so the column is emptied in one go
  // rather than entry by entry.
  internal::RowList& column = symbols_[entering].column;
  scratchColumn_.assign(column.begin(), column.end());
  column.reset();
  symbols_[entering].columnCount = 0;
  symbols_[entering].columnIsDirty = false;
  for (RowIndex index : scratchColumn_) {
    if (index == definingRow) continue;
    saveRow(index);
    std::vector<Cell>& cells = rows_[index].cells;
    auto found = std::lower_bound(cells.begin(), cells.end(), entering,
                                  [](const Cell& cell, Symbol key) { return cell.symbol < key; });
    if (found == cells.end() || found->symbol != entering) continue;  // a stale or repeated entry
    double coefficient = found->coefficient;
    cells.erase(found);
    addToRow(index, rows_[definingRow].cells, rows_[definingRow].constant, coefficient);
    noteIfInfeasible(index);
  }
  for (auto& level : levels_) {
    double coefficient = level->coefficientFor(entering);
    if (coefficient == 0) continue;
    setLevelCoefficient(*level, entering, 0);
    addToLevel(*level, rows_[definingRow].cells, rows_[definingRow].constant, coefficient);
  }
  if (artificial_) {
    double coefficient = artificial_->coefficientFor(entering);
    if (coefficient != 0) {
      auto& cells = artificial_->cells;
      cells.erase(std::lower_bound(cells.begin(), cells.end(), entering,
                                   [](const Cell& cell, Symbol key) { return cell.symbol < key; }));
      addRowToArtificial(rows_[definingRow], coefficient);
    }
  }
}

bool SolverImplementation::optimize() {
  std::size_t limit = 100 * (symbols_.size() + rowCount_) + 1000;
  std::size_t unblockings = 0;
  for (std::size_t step = 0; step < limit; ++step) {
    Symbol entering = enteringSymbol();
    if (entering == noSymbol) {
      // Rounding may leave a basic slack at -1e-17; the primal steps keep rows feasible.
      infeasibleRows_.clear();
      return true;
    }
    RowIndex leaving = leavingRow(entering);
    if (leaving == noRow) return false;  // unbounded: cannot happen, errors are bounded below
    // Many rows at a step of 0 (a degenerate vertex) would each cost a pivot of the entering
    // symbol, each substituting into its whole column. Unblock them cheaply first, a bounded
    // number of times so that the steps of Bland's rule, which cannot cycle, have the last word.
    if (unblockings < rowCount_) {
      std::size_t unblocked = unblockDegenerateRows(entering, leaving);
      unblockings += unblocked;
      if (unblocked > 0) continue;
    }
    pivot(entering, leaving);
  }
  return false;
}

std::size_t SolverImplementation::unblockDegenerateRows(Symbol entering, RowIndex leaving) {
  // Worth it only when pivoting the entering symbol in would substitute into many rows.
  if (symbols_[entering].columnCount < 8 || !nearZero(rows_[leaving].constant)) return 0;
  // A row blocks the entering symbol at a step of 0 when its restricted basic symbol is 0 and
  // would go negative. If the row holds a restricted symbol of its own (in no other row) with a
  // positive coefficient, pivoting that one in keeps every value (the row's constant is 0),
  // touches no other row, and turns the entering symbol's coefficient positive: the row no longer
  // blocks. This is what crossing the kink of one optional constraint costs then, instead of a
  // substitution into the whole column.
  auto ownSymbol = [&](const Row& row) {
    for (const Cell& cell : row.cells) {
      SymbolKind kind = symbols_[cell.symbol].kind;
      if (cell.symbol != entering && cell.coefficient > epsilon &&
          (kind == SymbolKind::slack || kind == SymbolKind::error) &&
          symbols_[cell.symbol].columnCount == 1) {
        return cell.symbol;
      }
    }
    return noSymbol;
  };
  unblocking_.clear();
  compactColumn(entering);
  for (RowIndex index : symbols_[entering].column) {
    const Row& row = rows_[index];
    if ((row.basicKind != SymbolKind::slack && row.basicKind != SymbolKind::error) ||
        !nearZero(row.constant) || row.coefficientFor(entering) >= 0) {
      continue;
    }
    Symbol own = ownSymbol(row);
    if (own != noSymbol) unblocking_.push_back({rows_[index].basic, index, own});
  }
  // One row at a time, smallest basic symbol first (Bland's order among ties), for as long as
  // the entering symbol stays the one to enter: each unblocking moves its reduced cost, as
  // crossing a kink does. The rows found in the one pass stay blocking until they are unblocked.
  std::sort(unblocking_.begin(), unblocking_.end(),
            [](const Unblocking& a, const Unblocking& b) { return a.basic < b.basic; });
  std::size_t done = 0;
  for (const Unblocking& step : unblocking_) {
    pivot(step.own, step.row);
    ++done;
    if (enteringSymbol() != entering) break;
  }
  return done;
}

bool SolverImplementation::optimizeArtificial() {
  std::size_t limit = 100 * (symbols_.size() + rowCount_) + 1000;
  // The cheapest entering symbol while the steps make progress; Bland's rule, which cannot
  // cycle, once they stall at one vertex.
  std::size_t degenerateSteps = 0;
  for (std::size_t step = 0; step < limit; ++step) {
    Symbol entering = artificialEnteringSymbol(degenerateSteps >= degenerateStepsBeforeBland);
    if (entering == noSymbol) return true;
    RowIndex leaving = leavingRow(entering);
    if (leaving == noRow) return false;
    degenerateSteps = nearZero(rows_[leaving].constant) ? degenerateSteps + 1 : 0;
    pivot(entering, leaving);
  }
  return false;
}

internal::Symbol SolverImplementation::dualEnteringSymbol(const Row& row, double sign) const {
  // The symbol whose objective coefficients divided by its (signed) coefficient in the row are
  // lexicographically smallest: entering it keeps every reduced cost non-negative.
  Symbol best = noSymbol;
  double bestCoefficient = 0;
  for (const Cell& cell : row.cells) {
    double coefficient = sign * cell.coefficient;
    if (coefficient <= epsilon || symbols_[cell.symbol].kind == SymbolKind::dummy) continue;
    if (best == noSymbol) {
      best = cell.symbol;
      bestCoefficient = coefficient;
      continue;
    }
    int order = 0;
    for (const auto& level : levels_) {
      double candidate = level->coefficientFor(cell.symbol) / coefficient;
      double current = level->coefficientFor(best) / bestCoefficient;
      if (candidate < current - epsilon) {
        order = -1;
        break;
      }
      if (candidate > current + epsilon) {
        order = 1;
        break;
      }
    }
    if (order < 0 || (order == 0 && cell.symbol < best)) {
      best = cell.symbol;
      bestCoefficient = coefficient;
    }
  }
  return best;
}

bool SolverImplementation::dualOptimize() {
  std::size_t limit = 100 * (symbols_.size() + rowCount_) + 1000;
  std::size_t steps = 0;
  while (!infeasibleRows_.empty()) {
    if (++steps > limit) return false;
    Symbol leaving = infeasibleRows_.back();
    infeasibleRows_.pop_back();
    RowIndex index = symbols_[leaving].row;
    if (index == noRow || !rowIsInfeasible(rows_[index])) continue;
    double sign = rows_[index].constant < 0 ? 1.0 : -1.0;
    Symbol entering = dualEnteringSymbol(rows_[index], sign);
    if (entering == noSymbol) {
      infeasibleRows_.clear();
      return false;
    }
    pivot(entering, index);
  }
  return true;
}

// MARK: - Adding constraints

SolverResult SolverImplementation::validate(const Constraint& constraint, double priority) const {
  if (!priority::isValid(priority)) {
    return SolverResult::failure(SolverErrorKind::invalidPriority,
                                 "priority " + internal::formatNumber(priority) + " of constraint `" +
                                     constraint.description() + "` is outside (0, 1000]",
                                 constraint);
  }
  const Expression& expression = constraint.expression();
  bool finite = std::isfinite(expression.constant);
  for (const Term& term : expression.terms) finite = finite && std::isfinite(term.coefficient);
  if (!finite) {
    return SolverResult::failure(SolverErrorKind::nonFiniteValue,
                                 "constraint `" + constraint.description() +
                                     "` has a coefficient or constant that is not a finite number",
                                 constraint);
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::insertConstraint(const Constraint& constraint, const void* editVariable,
                                                    bool optimizeNow) {
  ConstraintRecord* record;
  if (editVariable != nullptr) {
    auto edit = std::make_shared<ConstraintRecord>(constraint);
    edit->isEdit = true;
    record = edit.get();
    edits_.emplace(editVariable, std::move(edit));
    journal([this, editVariable] { edits_.erase(editVariable); });
  } else {
    record = &constraints_.emplace(constraint);
    journal([this, record] { constraints_.release(*record); });
  }
  record->sequence = nextSequence_++;
  for (const Term& term : constraint.expression().terms) symbolForVariable(term.variable);
  if (!constraint.isRequired()) record->level = levelFor(constraint.priority());
  if (!tryDefinition(*record)) {
    if (!insertIntoTableau(*record, noSymbol)) {
      return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "", constraint);
    }
  }
  if (optimizeNow && !optimize()) {
    return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge",
                                 constraint);
  }
  return SolverResult::success();
}

bool SolverImplementation::tryDefinition(ConstraintRecord& record) {
  const Constraint& constraint = record.constraint;
  if (!constraint.isRequired() || constraint.relation() != Relation::equal || record.isEdit) {
    return false;
  }
  const Expression& expression = constraint.expression();
  Symbol subject = noSymbol;
  double subjectCoefficient = 0;
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    const SymbolInfo& info = symbols_[symbol];
    if (info.isDefined() || info.row != noRow || info.columnCount != 0 || info.dependents != 0) continue;
    if (std::fabs(term.coefficient) < 1e-6) continue;
    bool inObjective = false;
    for (const auto& level : levels_) inObjective = inObjective || level->coefficientFor(symbol) != 0;
    if (inObjective) continue;
    subject = symbol;
    subjectCoefficient = term.coefficient;
    break;
  }
  if (subject == noSymbol) return false;
  auto definition = std::make_unique<Definition>();
  definition->subject = subject;
  definition->subjectCoefficient = subjectCoefficient;
  definition->constant = -expression.constant / subjectCoefficient;
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    if (symbol == subject) continue;
    accumulate(definition->cells, symbol, -term.coefficient / subjectCoefficient);
  }
  for (const Cell& cell : definition->cells) {
    ++symbols_[cell.symbol].dependents;
    Symbol symbol = cell.symbol;
    journal([this, symbol] { --symbols_[symbol].dependents; });
  }
  symbols_[subject].definition = record.slot;
  journal([this, subject] { symbols_[subject].definition = noRecord; });
  record.definition = std::move(definition);
  ConstraintRecord* pointer = &record;
  journal([pointer] { pointer->definition.reset(); });
  ++definitionCount_;
  journal([this] { --definitionCount_; });
  return true;
}

void SolverImplementation::demote(Symbol subject) {
  // Depth first: a definition moves into the tableau after the definitions it mentions.
  std::vector<Symbol> stack{subject};
  while (!stack.empty()) {
    Symbol top = stack.back();
    if (!symbols_[top].isDefined()) {
      stack.pop_back();
      continue;
    }
    ConstraintRecord* record = &definitionOf(top);
    bool ready = true;
    for (const Cell& cell : record->definition->cells) {
      if (symbols_[cell.symbol].isDefined()) {
        stack.push_back(cell.symbol);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop_back();
    std::unique_ptr<Definition> saved = std::move(record->definition);
    for (const Cell& cell : saved->cells) {
      --symbols_[cell.symbol].dependents;
      Symbol symbol = cell.symbol;
      journal([this, symbol] { ++symbols_[symbol].dependents; });
    }
    symbols_[top].definition = noRecord;
    --definitionCount_;
    if (transaction_ != 0) {
      std::shared_ptr<Definition> shared = std::move(saved);
      journal([this, record, shared, top] {
        record->definition = std::make_unique<Definition>(*shared);
        symbols_[top].definition = record->slot;
        ++definitionCount_;
      });
    }
    // The subject is in no row and no objective, so it is the row's subject: this cannot fail.
    insertIntoTableau(*record, top);
  }
}

void SolverImplementation::buildRow(ConstraintRecord& record, Row& row) {
  const Constraint& constraint = record.constraint;
  const Expression& expression = constraint.expression();
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    if (symbols_[symbol].isDefined()) demote(symbol);
  }
  // `row` may be the solver's building row, which the demotions above have just used: start afresh.
  row.cells.clear();
  row.constant = expression.constant;
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    RowIndex basicRow = symbols_[symbol].row;
    if (basicRow != noRow) {
      row.constant += term.coefficient * rows_[basicRow].constant;
      mergeCells(
          row.cells, rows_[basicRow].cells, term.coefficient, scratch_, [](Symbol) {}, [](Symbol) {});
    } else {
      accumulate(row.cells, symbol, term.coefficient);
    }
  }
  bool required = constraint.isRequired();
  if (constraint.relation() != Relation::equal) {
    double coefficient = constraint.relation() == Relation::lessThanOrEqual ? 1.0 : -1.0;
    Symbol slack = newSymbol(SymbolKind::slack);
    accumulate(row.cells, slack, coefficient);
    record.marker = slack;
    record.markerCoefficient = coefficient;
    if (!required) {
      Symbol error = newSymbol(SymbolKind::error);
      accumulate(row.cells, error, -coefficient);
      record.other = error;
      setLevelCoefficient(*record.level, error, 1.0);
    }
  } else if (required) {
    Symbol dummy = newSymbol(SymbolKind::dummy);
    accumulate(row.cells, dummy, 1.0);
    record.marker = dummy;
    record.markerCoefficient = 1.0;
  } else {
    Symbol plus = newSymbol(SymbolKind::error);
    Symbol minus = newSymbol(SymbolKind::error);
    accumulate(row.cells, plus, -1.0);
    accumulate(row.cells, minus, 1.0);
    record.marker = plus;
    record.markerCoefficient = -1.0;
    record.other = minus;
    setLevelCoefficient(*record.level, plus, 1.0);
    setLevelCoefficient(*record.level, minus, 1.0);
  }
  if (row.constant < 0) {
    row.constant = -row.constant;
    for (Cell& cell : row.cells) cell.coefficient = -cell.coefficient;
  }
  ConstraintRecord* pointer = &record;
  journal([pointer] {
    pointer->marker = noSymbol;
    pointer->other = noSymbol;
  });
}

bool SolverImplementation::insertIntoTableau(ConstraintRecord& record, Symbol preferredSubject) {
  // Built in a buffer the solver keeps, then copied into the row's own: no allocation but the
  // row's, of its exact size.
  Row& built = buildingRow_;
  buildRow(record, built);
  // The subject: an external symbol, preferring one in the fewest rows (a fresh one needs no
  // substitution at all); else a restricted marker that keeps the row feasible.
  Symbol subject = noSymbol;
  if (preferredSubject != noSymbol && built.coefficientFor(preferredSubject) != 0) subject = preferredSubject;
  if (subject == noSymbol) {
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    for (const Cell& cell : built.cells) {
      if (symbols_[cell.symbol].kind != SymbolKind::external) continue;
      std::size_t uses = symbols_[cell.symbol].columnCount;
      if (uses < fewest) {
        fewest = uses;
        subject = cell.symbol;
      }
    }
  }
  if (subject == noSymbol) {
    for (Symbol candidate : {record.marker, record.other}) {
      if (candidate == noSymbol) continue;
      SymbolKind kind = symbols_[candidate].kind;
      if ((kind == SymbolKind::slack || kind == SymbolKind::error) && built.coefficientFor(candidate) < 0) {
        subject = candidate;
        break;
      }
    }
  }
  if (subject == noSymbol) {
    bool allDummies = std::all_of(built.cells.begin(), built.cells.end(), [&](const Cell& cell) {
      return symbols_[cell.symbol].kind == SymbolKind::dummy;
    });
    if (allDummies) {
      if (!nearZero(built.constant)) return false;
      subject = record.marker;  // a redundant required equality: its dummy becomes basic
    }
  }
  RowIndex index = newRow();
  rows_[index].constant = built.constant;
  setRowCells(index, built.cells);
  if (subject == noSymbol) return addWithArtificialVariable(index);
  // 0 = c + a·subject + Σ  ⇒  subject = -c/a - Σ/a
  double coefficient = rows_[index].coefficientFor(subject);
  removeCellFromRow(index, subject);
  Row& row = rows_[index];
  double factor = -1.0 / coefficient;
  row.constant *= factor;
  for (Cell& cell : row.cells) cell.coefficient *= factor;
  row.basic = subject;
  row.basicKind = symbols_[subject].kind;
  setBasicRow(subject, index);
  ++rowCount_;
  substitute(subject, index);
  // A parametric external subject was 0 and now has a value: restricted rows that held it may
  // have gone negative. The dual simplex repairs them, or proves the constraint cannot hold.
  return infeasibleRows_.empty() || dualOptimize();
}

bool SolverImplementation::addWithArtificialVariable(RowIndex index) {
  // Phase one: an artificial slack equal to the row, minimized; the constraint can hold exactly
  // when it reaches 0.
  Symbol artificial = newSymbol(SymbolKind::slack);
  rows_[index].basic = artificial;
  rows_[index].basicKind = SymbolKind::slack;
  symbols_[artificial].row = index;
  ++rowCount_;
  artificial_ = std::make_unique<Row>();
  artificial_->constant = rows_[index].constant;
  artificial_->cells = rows_[index].cells;
  bool converged = optimizeArtificial();
  bool success = converged && nearZero(artificial_->constant);
  artificial_.reset();
  if (!success) return false;
  RowIndex basicRow = symbols_[artificial].row;
  if (basicRow != noRow) {
    if (rows_[basicRow].cells.empty()) {
      releaseRow(basicRow);
      releaseSymbol(artificial);
      return true;
    }
    // Make the artificial variable parametric: pivot on a restricted symbol, or on a dummy when
    // only dummies remain (the row then says the constraint was implied: a basic dummy at 0).
    Symbol entering = noSymbol;
    for (const Cell& cell : rows_[basicRow].cells) {
      SymbolKind kind = symbols_[cell.symbol].kind;
      if (kind == SymbolKind::slack || kind == SymbolKind::error) {
        entering = cell.symbol;
        break;
      }
    }
    if (entering == noSymbol) entering = rows_[basicRow].cells.front().symbol;
    pivot(entering, basicRow);
  }
  std::vector<RowIndex> column(symbols_[artificial].column.begin(), symbols_[artificial].column.end());
  for (RowIndex row : column) removeCellFromRow(row, artificial);
  for (auto& level : levels_) {
    if (level->coefficientFor(artificial) != 0) setLevelCoefficient(*level, artificial, 0);
  }
  releaseSymbol(artificial);
  return true;
}

// MARK: - Removing constraints

void SolverImplementation::eraseConstraint(ConstraintRecord& record) {
  if (record.definition) {
    std::shared_ptr<Definition> saved = std::move(record.definition);
    for (const Cell& cell : saved->cells) {
      --symbols_[cell.symbol].dependents;
      Symbol symbol = cell.symbol;
      journal([this, symbol] { ++symbols_[symbol].dependents; });
    }
    symbols_[saved->subject].definition = noRecord;
    --definitionCount_;
    ConstraintRecord* pointer = &record;
    journal([this, pointer, saved] {
      pointer->definition = std::make_unique<Definition>(*saved);
      symbols_[saved->subject].definition = pointer->slot;
      ++definitionCount_;
    });
  } else {
    removeFromTableau(record);
  }
  if (record.level != nullptr) releaseLevelUse(record.level);
  for (const Term& term : record.constraint.expression().terms) releaseVariableUse(term.variable);
  // Last, the record itself: nothing above may use it after this.
  if (record.isEdit) {
    const void* key = record.editVariable();
    auto found = edits_.find(key);
    std::shared_ptr<ConstraintRecord> keep = std::move(found->second);
    edits_.erase(found);
    journal([this, key, keep] { edits_.emplace(key, keep); });
  } else if (transaction_ != 0) {
    constraints_.detach(record);
    pendingRecordReleases_.push_back(&record);
    ConstraintRecord* pointer = &record;
    journal([this, pointer] { constraints_.link(*pointer); });
  } else {
    constraints_.release(record);
  }
}

void SolverImplementation::removeFromTableau(ConstraintRecord& record) {
  // Take the errors out of the objective.
  for (Symbol error : {record.marker, record.other}) {
    if (error == noSymbol || symbols_[error].kind != SymbolKind::error) continue;
    RowIndex index = symbols_[error].row;
    if (index != noRow) {
      addToLevel(*record.level, rows_[index].cells, rows_[index].constant, -1.0);
    } else {
      setLevelCoefficient(*record.level, error, record.level->coefficientFor(error) - 1.0);
    }
  }
  // Make the marker basic and drop its row: that removes exactly this constraint.
  Symbol marker = record.marker;
  if (symbols_[marker].row == noRow) {
    RowIndex leaving = markerLeavingRow(marker);
    if (leaving != noRow) pivot(marker, leaving);
  }
  if (symbols_[marker].row != noRow) releaseRow(symbols_[marker].row);
  purgeSymbol(marker);
  if (record.other != noSymbol) purgeSymbol(record.other);
  Symbol marker0 = record.marker;
  Symbol other0 = record.other;
  ConstraintRecord* pointer = &record;
  journal([pointer, marker0, other0] {
    pointer->marker = marker0;
    pointer->other = other0;
  });
  record.marker = noSymbol;
  record.other = noSymbol;
}

internal::RowIndex SolverImplementation::markerLeavingRow(Symbol marker) const {
  // The row that bounds the marker first, with negative or positive coefficient, else any row of
  // an external symbol (the choice of Cassowary's paper and kiwi). Ties go to the smallest basic
  // symbol, so the choice is deterministic.
  double inf = std::numeric_limits<double>::infinity();
  double firstRatio = inf, secondRatio = inf;
  RowIndex first = noRow, second = noRow, third = noRow;
  Symbol firstBasic = noSymbol, secondBasic = noSymbol, thirdBasic = noSymbol;
  for (RowIndex index : symbols_[marker].column) {
    const Row& row = rows_[index];
    double coefficient = row.coefficientFor(marker);
    if (coefficient == 0) continue;
    SymbolKind kind = symbols_[row.basic].kind;
    if (kind == SymbolKind::external) {
      if (third == noRow || row.basic < thirdBasic) {
        third = index;
        thirdBasic = row.basic;
      }
    } else if (coefficient < 0 || kind == SymbolKind::dummy) {
      // A basic dummy (a redundant required equality) must stay 0: leaving through its row
      // moves nothing, so it bounds the marker at ratio 0 whatever the sign.
      double ratio = kind == SymbolKind::dummy ? 0.0 : -row.constant / coefficient;
      if (ratio < firstRatio || (ratio == firstRatio && row.basic < firstBasic)) {
        firstRatio = ratio;
        first = index;
        firstBasic = row.basic;
      }
    } else {
      double ratio = row.constant / coefficient;
      if (ratio < secondRatio || (ratio == secondRatio && row.basic < secondBasic)) {
        secondRatio = ratio;
        second = index;
        secondBasic = row.basic;
      }
    }
  }
  if (first != noRow) return first;
  if (second != noRow) return second;
  return third;
}

// MARK: - Constants and priorities

bool SolverImplementation::shiftConstant(ConstraintRecord& record, double delta) {
  if (record.definition) {
    record.definition->constant -= delta / record.definition->subjectCoefficient;
    return true;
  }
  // With the marker m replaced by m' = m - δ/k the old rows hold for the new constant.
  Symbol marker = record.marker;
  double shift = delta / record.markerCoefficient;
  RowIndex basicRow = symbols_[marker].row;
  if (basicRow != noRow) {
    saveRowConstant(basicRow);
    rows_[basicRow].constant -= shift;
    noteIfInfeasible(basicRow);
  }
  const EditColumn* column = record.isEdit ? editColumn(marker) : nullptr;
  if (column != nullptr) {
    for (const EditColumn::Entry entry : column->entries) {
      saveRowConstant(entry.row);
      rows_[entry.row].constant += entry.coefficient * shift;
      noteIfInfeasible(entry.row);
    }
  } else {
    compactColumn(marker);  // each row exactly once
    for (RowIndex index : symbols_[marker].column) {
      saveRowConstant(index);
      rows_[index].constant += rows_[index].coefficientFor(marker) * shift;
      noteIfInfeasible(index);
    }
  }
  // The objective sums the errors. Rows holding the marker moved, and so did the errors among
  // their basic symbols; the marker itself, when it is one of this constraint's errors, now means
  // the new constraint's error and keeps its value.
  bool markerIsError = symbols_[marker].kind == SymbolKind::error;
  for (auto& level : levels_) {
    double ownWeight = markerIsError && record.level == level.get() ? 1.0 : 0.0;
    double change =
        basicRow != noRow ? -ownWeight * shift : (level->coefficientFor(marker) - ownWeight) * shift;
    if (change != 0) setLevelCoefficient(*level, internal::noSymbol, level->constant() + change);
  }
  return dualOptimize();
}

const SolverImplementation::EditColumn* SolverImplementation::editColumn(Symbol marker) {
  // An edit moves frame after frame while the rows mostly stay as they are (a drag in small
  // steps): its column, with each row's coefficient, is then kept until a row's cells change, so
  // a frame is one pass over an array instead of a search in each row's cells. It is built only
  // when the cells held since the edit's last move, so frames that pivot every time (large
  // jumps) do not pay for building it.
  EditColumn& column = editColumns_[marker];
  bool cellsHeld = column.seenVersion == cellsVersion_;
  column.seenVersion = cellsVersion_;
  if (column.version == cellsVersion_) return &column;
  if (!cellsHeld) return nullptr;
  compactColumn(marker);
  column.entries.clear();
  for (RowIndex index : symbols_[marker].column) {
    column.entries.push_back({index, rows_[index].coefficientFor(marker)});
  }
  column.version = cellsVersion_;
  return &column;
}

void SolverImplementation::setConstraintConstant(const Constraint& constraint, double constant) {
  auto data = constraint.data_;
  double previous = data->expression.constant;
  data->expression.constant = constant;
  journal([data, previous] { data->expression.constant = previous; });
}

void SolverImplementation::setConstraintPriority(const Constraint& constraint, double priority) {
  auto data = constraint.data_;
  double previous = data->priority;
  data->priority = priority;
  journal([data, previous] { data->priority = previous; });
}

// MARK: - Values

double SolverImplementation::symbolValue(Symbol symbol) const {
  const SymbolInfo& info = symbols_[symbol];
  if (!info.isDefined()) return info.row != noRow ? rows_[info.row].constant : 0.0;
  if (valueStamp_.size() < symbols_.size()) {
    valueStamp_.resize(symbols_.size(), 0);
    valueCache_.resize(symbols_.size(), 0.0);
  }
  if (valueStamp_[symbol] == valueEpoch_) return valueCache_[symbol];
  // Evaluate the definitions it rests on first, without recursion (chains can be long).
  std::vector<Symbol> stack{symbol};
  while (!stack.empty()) {
    Symbol top = stack.back();
    if (valueStamp_[top] == valueEpoch_) {
      stack.pop_back();
      continue;
    }
    const Definition& definition = *definitionOf(top).definition;
    bool ready = true;
    for (const Cell& cell : definition.cells) {
      if (symbols_[cell.symbol].isDefined() && valueStamp_[cell.symbol] != valueEpoch_) {
        stack.push_back(cell.symbol);
        ready = false;
      }
    }
    if (!ready) continue;
    double value = definition.constant;
    for (const Cell& cell : definition.cells) {
      const SymbolInfo& operand = symbols_[cell.symbol];
      double operandValue = operand.isDefined()    ? valueCache_[cell.symbol]
                            : operand.row != noRow ? rows_[operand.row].constant
                                                   : 0.0;
      value += cell.coefficient * operandValue;
    }
    valueCache_[top] = value;
    valueStamp_[top] = valueEpoch_;
    stack.pop_back();
  }
  return valueCache_[symbol];
}

double SolverImplementation::valueOf(const Variable& variable) const {
  VariableTable::Slot slot = variables_.find(variable);
  if (slot == VariableTable::noSlot) return 0.0;
  const VariableTable::Entry& entry = variables_[slot];
  return entry.row != noRow ? rows_[entry.row].constant : symbolValue(entry.symbol);
}

void SolverImplementation::updateVariables() {
  variables_.forEach([this](VariableTable::Entry& entry) {
    entry.variable.data_->value = entry.row != noRow ? rows_[entry.row].constant : symbolValue(entry.symbol);
  });
}

// MARK: - The public operations

SolverResult SolverImplementation::addConstraint(const Constraint& constraint) {
  return addConstraints(std::span<const Constraint>(&constraint, 1));
}

SolverResult SolverImplementation::addConstraints(std::span<const Constraint> constraints) {
  std::size_t firstRepeat = firstRepeatedConstraint(constraints);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const Constraint& constraint = constraints[i];
    SolverResult invalid = validate(constraint, constraint.priority());
    if (!invalid) return invalid;
    if (i == firstRepeat || constraints_.contains(constraint)) {
      return SolverResult::failure(SolverErrorKind::duplicateConstraint,
                                   "constraint `" + constraint.description() + "` is already in the solver",
                                   constraint);
    }
  }
  ++valueEpoch_;
  // An empty solver is always pristine (see `settleIfEmpty`), so a failure there is undone by a
  // reset, and the batch needs no journal: building a whole layout in one batch costs no copies.
  bool pristine = constraints_.empty() && edits_.empty();
  if (!pristine) beginTransaction();
  // Each constraint is optimized in as it comes. Deferring every pivot to the end was measured
  // slower (8x per pivot on the W2 tree): by then the entering symbols sit in many more rows.
  bool single = constraints.size() == 1;
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    SolverResult result = insertConstraint(constraints[i], nullptr, true);
    if (!result) {
      if (pristine) {
        reset();
      } else {
        rollbackTransaction();
      }
      std::vector<Constraint> pending(constraints.begin(),
                                      constraints.begin() + static_cast<std::ptrdiff_t>(i));
      return unsatisfiable(constraints[i], pending, nullptr);
    }
  }
  if (!single && !optimize()) {
    if (pristine) {
      reset();
    } else {
      rollbackTransaction();
    }
    return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge");
  }
  if (!pristine) commitTransaction();
  return SolverResult::success();
}

std::size_t SolverImplementation::firstRepeatedConstraint(std::span<const Constraint> constraints) {
  // An open-addressing set of identities in one allocation, at most half full: a node-based hash
  // set allocated a node per constraint, and sorting cost 15% of building the W2 tree's batch.
  if (constraints.size() < 2) return constraints.size();
  std::size_t capacity = std::bit_ceil(2 * constraints.size());
  std::vector<const void*> slots(capacity, nullptr);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const void* identity = constraints[i].identity();
    std::size_t slot = std::hash<const void*>{}(identity)*0x9E3779B97F4A7C15ULL >> 7 & (capacity - 1);
    while (slots[slot] != nullptr && slots[slot] != identity) slot = (slot + 1) & (capacity - 1);
    if (slots[slot] == identity) return i;
    slots[slot] = identity;
  }
  return constraints.size();
}

void SolverImplementation::settleIfEmpty() {
  // With no constraint and no edit left every row and symbol is gone; dropping the free lists
  // too makes the empty solver pristine, as if new.
  if (constraints_.empty() && edits_.empty()) reset();
}

SolverResult SolverImplementation::removeConstraint(const Constraint& constraint) {
  return removeConstraints(std::span<const Constraint>(&constraint, 1));
}

SolverResult SolverImplementation::removeConstraints(std::span<const Constraint> constraints) {
  std::size_t firstRepeat = firstRepeatedConstraint(constraints);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const Constraint& constraint = constraints[i];
    if (!constraints_.contains(constraint) || i == firstRepeat) {
      return SolverResult::failure(SolverErrorKind::unknownConstraint,
                                   "constraint `" + constraint.description() + "` is not in the solver",
                                   constraint);
    }
  }
  ++valueEpoch_;
  for (const Constraint& constraint : constraints) {
    eraseConstraint(*constraints_.find(constraint));
  }
  optimize();
  settleIfEmpty();
  return SolverResult::success();
}

bool SolverImplementation::hasConstraint(const Constraint& constraint) const {
  return constraints_.contains(constraint);
}

SolverResult SolverImplementation::setConstant(const Constraint& constraint, double constant) {
  ConstraintRecord* record = constraints_.find(constraint);
  if (record == nullptr) {
    return SolverResult::failure(SolverErrorKind::unknownConstraint,
                                 "constraint `" + constraint.description() + "` is not in the solver",
                                 constraint);
  }
  if (!std::isfinite(constant)) {
    return SolverResult::failure(
        SolverErrorKind::nonFiniteValue,
        "the new constant of constraint `" + constraint.description() + "` is not a finite number",
        constraint);
  }
  double delta = constant - constraint.expression().constant;
  if (delta == 0) return SolverResult::success();
  ++valueEpoch_;
  beginTransaction();
  bool feasible = shiftConstant(*record, delta);
  if (!feasible) {
    rollbackTransaction();
    Expression changed = constraint.expression();
    changed.constant = constant;
    Constraint replacement(changed, constraint.relation(), constraint.priority());
    replacement.setIdentifier(constraint.identifier());
    return unsatisfiable(replacement, {}, &constraint);
  }
  setConstraintConstant(constraint, constant);
  if (!optimize()) {
    rollbackTransaction();
    return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge",
                                 constraint);
  }
  commitTransaction();
  return SolverResult::success();
}

SolverResult SolverImplementation::setPriority(const Constraint& constraint, double priority) {
  ConstraintRecord* record = constraints_.find(constraint);
  if (record == nullptr) {
    return SolverResult::failure(SolverErrorKind::unknownConstraint,
                                 "constraint `" + constraint.description() + "` is not in the solver",
                                 constraint);
  }
  SolverResult invalid = validate(constraint, priority);
  if (!invalid) return invalid;
  if (priority == constraint.priority()) return SolverResult::success();
  ++valueEpoch_;
  beginTransaction();
  bool inPlace = !constraint.isRequired() && !priority::isRequired(priority);
  if (inPlace) {
    // Optional to optional: move the error symbols from one objective level to another.
    Level* from = record->level;
    Level* to = levelFor(priority);
    for (Symbol error : {record->marker, record->other}) {
      if (error == noSymbol || symbols_[error].kind != SymbolKind::error) continue;
      RowIndex index = symbols_[error].row;
      if (index != noRow) {
        addToLevel(*from, rows_[index].cells, rows_[index].constant, -1.0);
        addToLevel(*to, rows_[index].cells, rows_[index].constant, 1.0);
      } else {
        setLevelCoefficient(*from, error, from->coefficientFor(error) - 1.0);
        setLevelCoefficient(*to, error, to->coefficientFor(error) + 1.0);
      }
    }
    record->level = to;
    journal([record, from] { record->level = from; });
    releaseLevelUse(from);
    setConstraintPriority(constraint, priority);
  } else {
    // Required and optional rows differ in form: take the constraint out and put it back in,
    // keeping its identity and its place in the insertion order.
    std::uint64_t sequence = record->sequence;
    eraseConstraint(*record);
    setConstraintPriority(constraint, priority);
    SolverResult result = insertConstraint(constraint, nullptr, false);
    if (result) constraints_.find(constraint)->sequence = sequence;
    if (!result) {
      rollbackTransaction();
      Constraint replacement(constraint, priority);
      replacement.setIdentifier(constraint.identifier());
      return unsatisfiable(replacement, {}, &constraint);
    }
  }
  if (!optimize()) {
    rollbackTransaction();
    return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge",
                                 constraint);
  }
  commitTransaction();
  return SolverResult::success();
}

SolverResult SolverImplementation::addEditVariable(const Variable& variable, double priority) {
  if (edits_.count(variable.identity()) != 0) {
    return SolverResult::failure(SolverErrorKind::duplicateEditVariable,
                                 "variable `" + variable.name() + "` already has an edit");
  }
  if (std::isnan(priority) || priority <= 0 || priority > priority::required) {
    return SolverResult::failure(SolverErrorKind::invalidPriority,
                                 "priority " + internal::formatNumber(priority) +
                                     " of the edit of variable `" + variable.name() +
                                     "` is outside (0, 1000]");
  }
  if (priority::isRequired(priority)) {
    return SolverResult::failure(SolverErrorKind::requiredEditVariable,
                                 "the edit of variable `" + variable.name() + "` cannot be required");
  }
  double current = valueOf(variable);
  ++valueEpoch_;
  Constraint edit(Expression({Term(variable)}, -current), Relation::equal, priority);
  edit.setIdentifier("edit " + variable.name());
  insertConstraint(edit, variable.identity(), true);
  return SolverResult::success();
}

SolverResult SolverImplementation::removeEditVariable(const Variable& variable) {
  auto found = edits_.find(variable.identity());
  if (found == edits_.end()) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  ++valueEpoch_;
  std::shared_ptr<ConstraintRecord> record = found->second;
  editColumns_.erase(record->marker);
  eraseConstraint(*record);
  optimize();
  settleIfEmpty();
  return SolverResult::success();
}

bool SolverImplementation::hasEditVariable(const Variable& variable) const {
  return edits_.count(variable.identity()) != 0;
}

SolverResult SolverImplementation::suggestValue(const Variable& variable, double value) {
  auto found = edits_.find(variable.identity());
  if (found == edits_.end()) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  if (!std::isfinite(value)) {
    return SolverResult::failure(
        SolverErrorKind::nonFiniteValue,
        "the value suggested for variable `" + variable.name() + "` is not a finite number");
  }
  ConstraintRecord& record = *found->second;
  // The edit is `variable - suggestion == 0`: its constant is minus the suggestion.
  double constant = -value;
  double delta = constant - record.constraint.expression().constant;
  if (delta == 0) return SolverResult::success();
  ++valueEpoch_;
  shiftConstant(record, delta);
  setConstraintConstant(record.constraint, constant);
  return SolverResult::success();
}

void SolverImplementation::reset() {
  bool explains = explainsConflicts_;
  std::size_t pivots = pivotCount_;
  *this = SolverImplementation();
  explainsConflicts_ = explains;
  pivotCount_ = pivots;
}

SolverStatistics SolverImplementation::statistics() const {
  SolverStatistics statistics;
  statistics.constraints = constraints_.size();
  statistics.editVariables = edits_.size();
  statistics.variables = variables_.size();
  statistics.symbols = symbols_.size() - 1 - freeSymbols_.size();
  statistics.rows = rowCount_;
  statistics.definitions = definitionCount_;
  for (const Row& row : rows_) statistics.cells += row.cells.size();
  statistics.levels = levels_.size();
  statistics.pivots = pivotCount_;
  return statistics;
}

}  // namespace clayout
