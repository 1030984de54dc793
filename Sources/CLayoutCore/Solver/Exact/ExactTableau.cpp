// ExactTableau.cpp — the exact simplex of ExactTableau.h: rows of integers, each choice exact.
// About 800 lines on purpose: one algorithm, whose phases (entering, leaving, pivot, the
// lexicographic levels) share the integer rows and their invariants; cut, each part would need them
// all.
#include "ExactTableau.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "Support/Assert.h"

namespace clayout::internal::exact {

namespace {

/// A finite double as sign · mantissa · 2^exponent with an odd mantissa (or 0).
struct Dyadic {
  std::int64_t mantissa = 0;
  int exponent = 0;
};

Dyadic dyadicOf(double value) {
  if (value == 0) return {};
  int exponent = 0;
  double fraction = std::frexp(std::fabs(value), &exponent);  // in [0.5, 1)
  auto mantissa = static_cast<std::uint64_t>(std::ldexp(fraction, 53));
  exponent -= 53;
  int zeros = std::countr_zero(mantissa);
  mantissa >>= zeros;
  exponent += zeros;
  auto signedMantissa = static_cast<std::int64_t>(mantissa);
  return {value < 0 ? -signedMantissa : signedMantissa, exponent};
}

}  // namespace

std::uint32_t ExactTableau::addVariable() { return newSymbol(Kind::external); }

std::uint32_t ExactTableau::newSymbol(Kind kind) {
  kinds_.push_back(kind);
  basicRow_.push_back(none);
  columns_.emplace_back();
  markerOf_.push_back(none);
  return static_cast<std::uint32_t>(kinds_.size() - 1);
}

// MARK: Columns and rows

void ExactTableau::addToColumn(std::uint32_t symbol, std::uint32_t index) {
  columns_[symbol].push_back(index);
}

void ExactTableau::removeFromColumn(std::uint32_t symbol, std::uint32_t index) {
  std::vector<std::uint32_t>& column = columns_[symbol];
  auto found = std::find(column.begin(), column.end(), index);
  CLAYOUT_ASSERT(found != column.end());
  *found = column.back();
  column.pop_back();
}

void ExactTableau::removeRow(std::uint32_t index) {
  Row& row = rows_[index];
  for (const Cell& cell : row.cells) removeFromColumn(cell.symbol, index);
  if (row.basic != none) basicRow_[row.basic] = none;
  row = Row();
  freeRows_.push_back(index);
}

void ExactTableau::reduce(Row& row) {
  // The greatest common divisor of every number of the row (its scale only when it has a basic
  // symbol: a row not in the tableau yet reads `0 = constant + Σ`).
  BigInteger divisor = row.basic != none ? row.scale : BigInteger();
  auto fold = [&](const BigInteger& value) {
    if (value.isZero() || divisor.isUnit()) return;
    divisor = divisor.isZero() ? value.absolute() : BigInteger::greatestCommonDivisor(divisor, value);
  };
  fold(row.constant);
  for (const Cell& cell : row.cells) {
    if (divisor.isUnit()) break;
    fold(cell.coefficient);
  }
  if (divisor.isZero() || divisor.isUnit()) return;
  if (row.basic != none) row.scale = row.scale.exactQuotient(divisor);
  row.constant = row.constant.exactQuotient(divisor);
  for (Cell& cell : row.cells) cell.coefficient = cell.coefficient.exactQuotient(divisor);
}

ExactTableau::Row ExactTableau::buildRow(const ExactConstraint& constraint) {
  // The normal form (the table at the top of SolverImplementation.cpp), with every number
  // m·2^e multiplied by 2^-E, E the smallest exponent, so that all are integers.
  std::vector<std::pair<std::uint32_t, Dyadic>> terms;
  Dyadic constant = dyadicOf(constraint.constant);
  int smallest = 0;  // the markers' ±1
  if (constant.mantissa != 0) smallest = std::min(smallest, constant.exponent);
  for (const auto& [variable, coefficient] : constraint.terms) {
    Dyadic dyadic = dyadicOf(coefficient);
    if (dyadic.mantissa == 0) continue;
    smallest = std::min(smallest, dyadic.exponent);
    terms.emplace_back(variable, dyadic);
  }
  auto integer = [&](const Dyadic& dyadic) {
    return BigInteger(dyadic.mantissa).shiftedLeft(static_cast<std::size_t>(dyadic.exponent - smallest));
  };
  Row row;
  row.scale = BigInteger(1);
  row.constant = constant.mantissa == 0 ? BigInteger() : integer(constant);
  std::sort(terms.begin(), terms.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [variable, dyadic] : terms) {
    CLAYOUT_ASSERT(variable < kinds_.size() && kinds_[variable] == Kind::external);
    if (!row.cells.empty() && row.cells.back().symbol == variable) {
      row.cells.back().coefficient += integer(dyadic);
      if (row.cells.back().coefficient.isZero()) row.cells.pop_back();
    } else {
      row.cells.push_back({variable, integer(dyadic)});
    }
  }
  // The markers: symbols made now, so after every variable: appended in order.
  BigInteger one = BigInteger(1).shiftedLeft(static_cast<std::size_t>(-smallest));
  bool required = constraint.isRequired();
  std::uint32_t marker = none, second = none;
  if (constraint.relation != Relation::equal) {
    // e <= 0: e + s = 0; e >= 0: e - s = 0; optional: also ∓ε.
    BigInteger coefficient = constraint.relation == Relation::lessThanOrEqual ? one : -one;
    marker = newSymbol(Kind::slack);
    row.cells.push_back({marker, coefficient});
    if (!required) {
      second = newSymbol(Kind::error);
      row.cells.push_back({second, -coefficient});
    }
  } else if (required) {
    marker = newSymbol(Kind::dummy);  // e + d = 0
    row.cells.push_back({marker, one});
  } else {
    marker = newSymbol(Kind::error);  // e - ε⁺ + ε⁻ = 0
    second = newSymbol(Kind::error);
    row.cells.push_back({marker, -one});
    row.cells.push_back({second, one});
  }
  std::uint32_t number = static_cast<std::uint32_t>(markers_.size());
  markerOf_[marker] = number;
  if (second != none) markerOf_[second] = number;
  markers_.emplace_back(marker, second);
  priorities_.push_back(constraint.priority);
  removed_.push_back(0);
  return row;
}

void ExactTableau::substituteInto(Row& target, std::uint32_t targetIndex, std::uint32_t entering,
                                  const Row& source) {
  // target: t·x = c + a·e + Σ tᵢ·pᵢ and source: s·e = d + Σ rᵢ·pᵢ give
  //   (s·t)·x = s·c + a·d + Σ (s·tᵢ + a·rᵢ)·pᵢ.
  auto found = std::lower_bound(target.cells.begin(), target.cells.end(), entering,
                                [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
  CLAYOUT_ASSERT(found != target.cells.end() && found->symbol == entering);
  BigInteger a = std::move(found->coefficient);
  target.cells.erase(found);
  if (targetIndex != none) removeFromColumn(entering, targetIndex);
  const BigInteger& s = source.scale;
  bool unitScale = s == BigInteger(1);
  if (target.basic != none && !unitScale) target.scale = target.scale * s;
  target.constant = unitScale ? target.constant + a * source.constant
                              : BigInteger::multiplyAdd(s, target.constant, a, source.constant);
  std::vector<Cell> merged;
  merged.reserve(target.cells.size() + source.cells.size());
  auto t = target.cells.begin();
  auto r = source.cells.begin();
  while (t != target.cells.end() || r != source.cells.end()) {
    if (r == source.cells.end() || (t != target.cells.end() && t->symbol < r->symbol)) {
      merged.push_back({t->symbol, unitScale ? std::move(t->coefficient) : s * t->coefficient});
      ++t;
    } else if (t == target.cells.end() || r->symbol < t->symbol) {
      merged.push_back({r->symbol, a * r->coefficient});
      if (targetIndex != none) addToColumn(r->symbol, targetIndex);
      ++r;
    } else {
      BigInteger sum = unitScale ? t->coefficient + a * r->coefficient
                                 : BigInteger::multiplyAdd(s, t->coefficient, a, r->coefficient);
      if (sum.isZero()) {
        if (targetIndex != none) removeFromColumn(t->symbol, targetIndex);
      } else {
        merged.push_back({t->symbol, std::move(sum)});
      }
      ++t;
      ++r;
    }
  }
  target.cells = std::move(merged);
  work_ += (target.cells.size() + 1) * (a.limbCount() + s.limbCount() + target.constant.limbCount());
  if (work_ > workLimit_) throw ExactWorkExhausted{};
  reduce(target);
}

void ExactTableau::substituteBasics(Row& row, std::uint32_t targetIndex) {
  std::vector<std::uint32_t> basics;
  for (const Cell& cell : row.cells)
    if (basicRow_[cell.symbol] != none) basics.push_back(cell.symbol);
  // The rows substituted hold parametric symbols only: one pass is enough.
  for (std::uint32_t symbol : basics) substituteInto(row, targetIndex, symbol, rows_[basicRow_[symbol]]);
}

std::uint32_t ExactTableau::insertRow(Row row, std::uint32_t basic) {
  // 0 = c + a·basic + Σ  ⇒  |a|·basic = ∓(c + Σ), the sign of -a.
  auto found = std::lower_bound(row.cells.begin(), row.cells.end(), basic,
                                [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
  CLAYOUT_ASSERT(found != row.cells.end() && found->symbol == basic);
  BigInteger a = std::move(found->coefficient);
  row.cells.erase(found);
  if (a.sign() > 0) {
    row.constant.negate();
    for (Cell& cell : row.cells) cell.coefficient.negate();
  }
  row.scale = a.absolute();
  row.basic = basic;
  reduce(row);
  std::uint32_t index;
  if (!freeRows_.empty()) {
    index = freeRows_.back();
    freeRows_.pop_back();
    rows_[index] = std::move(row);
  } else {
    index = static_cast<std::uint32_t>(rows_.size());
    rows_.push_back(std::move(row));
  }
  for (const Cell& cell : rows_[index].cells) addToColumn(cell.symbol, index);
  basicRow_[basic] = index;
  // The basic symbol leaves every other row.
  std::vector<std::uint32_t> holding = columns_[basic];
  for (std::uint32_t other : holding) substituteInto(rows_[other], other, basic, rows_[index]);
  CLAYOUT_ASSERT(columns_[basic].empty());
  return index;
}

void ExactTableau::pivot(std::uint32_t entering, std::uint32_t index) {
  ++pivots_;
  // s·x = c + a·e + Σ becomes 0 = c + a·e + Σ - s·x, solved for e.
  Row row = std::move(rows_[index]);
  for (const Cell& cell : row.cells) removeFromColumn(cell.symbol, index);
  std::uint32_t leaving = row.basic;
  basicRow_[leaving] = none;
  auto position =
      std::lower_bound(row.cells.begin(), row.cells.end(), leaving,
                       [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
  row.cells.insert(position, {leaving, -row.scale});
  row.basic = none;
  row.scale = BigInteger(1);
  rows_[index] = Row();
  freeRows_.push_back(index);
  insertRow(std::move(row), entering);
}

// MARK: Adding constraints

bool ExactTableau::add(const ExactConstraint& constraint) {
  std::size_t number = markers_.size();
  Row row = buildRow(constraint);
  substituteBasics(row, none);
  reduce(row);
  // 1. An external subject: the preferred one, else the one in the fewest rows.
  std::uint32_t subject = none;
  std::size_t fewest = SIZE_MAX;
  for (const Cell& cell : row.cells) {
    if (kinds_[cell.symbol] != Kind::external) continue;
    if (cell.symbol == constraint.preferredSubject) {
      subject = cell.symbol;
      break;
    }
    if (columns_[cell.symbol].size() < fewest) {
      fewest = columns_[cell.symbol].size();
      subject = cell.symbol;
    }
  }
  if (subject != none) {
    insertRow(std::move(row), subject);
    return true;
  }
  // 2. Restricted symbols only: with a constant ≥ 0, an own slack or error with a negative
  //    coefficient is a feasible subject (fresh: no other row holds it).
  if (row.constant.sign() < 0) {
    row.constant.negate();
    for (Cell& cell : row.cells) cell.coefficient.negate();
  }
  auto [marker, second] = markers_[number];
  for (std::uint32_t own : {marker, second}) {
    if (own == none || (kinds_[own] != Kind::slack && kinds_[own] != Kind::error)) continue;
    auto found =
        std::lower_bound(row.cells.begin(), row.cells.end(), own,
                         [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
    if (found != row.cells.end() && found->symbol == own && found->coefficient.sign() < 0) {
      insertRow(std::move(row), own);
      return true;
    }
  }
  // 3. Dummies alone: redundant when the constant is 0 (its own dummy becomes basic), else a
  //    proof of conflict.
  bool dummiesOnly = std::all_of(row.cells.begin(), row.cells.end(),
                                 [&](const Cell& cell) { return kinds_[cell.symbol] == Kind::dummy; });
  if (dummiesOnly) {
    if (!row.constant.isZero()) {
      // The constraint's expression is fixed by the equalities before it (its value is the
      // same at every point they allow): within rounding of its scale, a knife edge.
      if (!holdsWithinRounding(constraint)) {
        collectConflict(row, number);
        return false;
      }
      row.constant = BigInteger();
      ++knifeEdges_;
    }
    insertRow(std::move(row), marker);
    return true;
  }
  // 4. Phase one: an artificial symbol as the basic one, `A = c + Σ`, minimized.
  std::uint32_t artificial = newSymbol(Kind::artificial);
  row.cells.push_back({artificial, BigInteger(-1)});  // the newest symbol: the cells stay sorted
  std::uint32_t index = insertRow(std::move(row), artificial);
  return phaseOne(index, artificial, constraint);
}

bool ExactTableau::holdsWithinRounding(const ExactConstraint& constraint) const {
  if (constraint.accepted) return true;
  // At the tableau's point (its values rounded: each term's rounding is 2^-53 of it, far below
  // the tolerance).
  double sum = constraint.constant;
  double scale = std::fabs(constraint.constant);
  for (const auto& [variable, coefficient] : constraint.terms) {
    double term = coefficient * value(variable);
    sum += term;
    scale = std::max(scale, std::fabs(term));
  }
  double allowed = knifeEdgeTolerance * scale;
  switch (constraint.relation) {
    case Relation::lessThanOrEqual:
      return sum <= allowed;
    case Relation::greaterThanOrEqual:
      return -sum <= allowed;
    case Relation::equal:
      break;
  }
  return std::fabs(sum) <= allowed;
}

bool ExactTableau::phaseOne(std::uint32_t index, std::uint32_t artificial,
                            const ExactConstraint& constraint) {
  // The objective is a copy of the artificial symbol's row (z = A).
  Row objective = rows_[index];
  objective.basic = newSymbol(Kind::objective);
  std::uint32_t objectiveIndex;
  if (!freeRows_.empty()) {
    objectiveIndex = freeRows_.back();
    freeRows_.pop_back();
    rows_[objectiveIndex] = std::move(objective);
  } else {
    objectiveIndex = static_cast<std::uint32_t>(rows_.size());
    rows_.push_back(std::move(objective));
  }
  for (const Cell& cell : rows_[objectiveIndex].cells) addToColumn(cell.symbol, objectiveIndex);
  basicRow_[rows_[objectiveIndex].basic] = objectiveIndex;
  [[maybe_unused]] bool bounded = minimize({objectiveIndex});
  CLAYOUT_ASSERT(bounded);  // the artificial symbol is ≥ 0 and its own row bounds it
  if (!rows_[objectiveIndex].constant.isZero()) {
    // The smallest violation the constraints before it allow, reached at this point: within
    // rounding of its scale, a knife edge, and the constraint is taken as moved by it (the
    // artificial symbol, basic at that value, is set to 0 in its row, which no other row holds).
    if (!holdsWithinRounding(constraint)) {
      collectConflict(rows_[objectiveIndex], markers_.size() - 1);
      return false;
    }
    CLAYOUT_ASSERT(basicRow_[artificial] != none);
    rows_[basicRow_[artificial]].constant = BigInteger();
    ++knifeEdges_;
  }
  removeRow(objectiveIndex);
  // At 0: take the artificial symbol out of the basis (a restricted symbol of its row, else a
  // dummy: the constraint was implied), or drop its row when it is empty.
  std::uint32_t basic = basicRow_[artificial];
  if (basic != none) {
    const Row& row = rows_[basic];
    CLAYOUT_ASSERT(row.constant.isZero());
    if (row.cells.empty()) {
      removeRow(basic);
    } else {
      std::uint32_t entering = row.cells.front().symbol;
      for (const Cell& cell : row.cells) {
        if (kinds_[cell.symbol] == Kind::slack || kinds_[cell.symbol] == Kind::error) {
          entering = cell.symbol;
          break;
        }
      }
      pivot(entering, basic);
    }
  }
  // Parametric at 0, it is dropped from every row.
  std::vector<std::uint32_t> holding = columns_[artificial];
  for (std::uint32_t other : holding) {
    Row& row = rows_[other];
    auto found =
        std::lower_bound(row.cells.begin(), row.cells.end(), artificial,
                         [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
    row.cells.erase(found);
    reduce(row);
  }
  columns_[artificial].clear();
  return true;
}

void ExactTableau::collectConflict(const Row& row, std::size_t failing) {
  conflict_.clear();
  conflict_.push_back(failing);
  for (const Cell& cell : row.cells) {
    std::uint32_t owner = markerOf_[cell.symbol];
    if (owner != none && priorities_[owner] >= 1000) conflict_.push_back(owner);
  }
  std::sort(conflict_.begin(), conflict_.end());
  conflict_.erase(std::unique(conflict_.begin(), conflict_.end()), conflict_.end());
}

// MARK: The simplex

std::uint32_t ExactTableau::leavingRow(std::uint32_t entering) const {
  // The step at which a row's basic symbol reaches its bound: c/(-a) for a restricted one whose
  // coefficient a is negative (the scale cancels), 0 for a basic dummy, which must stay 0.
  std::uint32_t best = none;
  const BigInteger* bestConstant = nullptr;
  BigInteger bestRate;
  static const BigInteger zero;
  for (std::uint32_t index : columns_[entering]) {
    const Row& row = rows_[index];
    Kind kind = kinds_[row.basic];
    if (kind == Kind::external || kind == Kind::objective) continue;
    auto found =
        std::lower_bound(row.cells.begin(), row.cells.end(), entering,
                         [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
    const BigInteger& a = found->coefficient;
    const BigInteger* constant;
    BigInteger rate;
    if (kind == Kind::dummy) {
      constant = &zero;
      rate = BigInteger(1);
    } else {
      if (a.sign() >= 0) continue;
      constant = &row.constant;
      rate = -a;
    }
    bool better = best == none;
    if (!better) {
      // constant/rate < bestConstant/bestRate, both rates positive.
      auto order = (*constant) * bestRate <=> (*bestConstant) * rate;
      better = order < 0 || (order == 0 && row.basic < rows_[best].basic);
    }
    if (better) {
      best = index;
      bestConstant = constant;
      bestRate = std::move(rate);
    }
  }
  return best;
}

bool ExactTableau::minimize(const std::vector<std::uint32_t>& objectives) {
  constexpr std::size_t degenerateStepsBeforeBland = 50;
  std::size_t degenerateSteps = 0;
  auto costIn = [&](std::uint32_t objective, std::uint32_t symbol) -> const BigInteger* {
    const Row& row = rows_[objective];
    auto found = std::lower_bound(row.cells.begin(), row.cells.end(), symbol,
                                  [](const Cell& cell, std::uint32_t s) { return cell.symbol < s; });
    return found != row.cells.end() && found->symbol == symbol ? &found->coefficient : nullptr;
  };
  // Whether `symbol`'s costs above level `level` are all zero.
  auto freeAbove = [&](std::uint32_t symbol, std::size_t level) {
    for (std::size_t k = 0; k < level; ++k)
      if (costIn(objectives[k], symbol) != nullptr) return false;
    return true;
  };
  auto enterable = [&](std::uint32_t symbol) {
    Kind kind = kinds_[symbol];
    return kind == Kind::slack || kind == Kind::error || kind == Kind::artificial;
  };
  for (;;) {
    bool bland = degenerateSteps >= degenerateStepsBeforeBland;
    std::uint32_t entering = none;
    for (std::size_t k = 0; k < objectives.size(); ++k) {
      const Row& objective = rows_[objectives[k]];
      for (const Cell& cell : objective.cells) {
        if (cell.coefficient.sign() >= 0 || !enterable(cell.symbol) || !freeAbove(cell.symbol, k)) continue;
        if (entering == none) {
          entering = cell.symbol;
        } else if (bland) {
          entering = std::min(entering, cell.symbol);
        } else if (BigInteger::compareMagnitudes(cell.coefficient, *costIn(objectives[k], entering)) > 0) {
          entering = cell.symbol;  // Dantzig: the steepest at the highest level with a candidate
        }
      }
      if (entering != none && !bland) break;
    }
    if (entering == none) return true;
    std::uint32_t leaving = leavingRow(entering);
    if (leaving == none) return false;
    degenerateSteps = rows_[leaving].constant.isZero() || kinds_[rows_[leaving].basic] == Kind::dummy
                          ? degenerateSteps + 1
                          : 0;
    pivot(entering, leaving);
  }
}

void ExactTableau::addCell(std::uint32_t index, std::uint32_t symbol, const BigInteger& coefficient) {
  Row& row = rows_[index];
  auto found = std::lower_bound(row.cells.begin(), row.cells.end(), symbol,
                                [](const Cell& cell, std::uint32_t s) { return cell.symbol < s; });
  if (found != row.cells.end() && found->symbol == symbol) {
    found->coefficient += coefficient;
    if (found->coefficient.isZero()) {
      row.cells.erase(found);
      removeFromColumn(symbol, index);
    }
  } else {
    row.cells.insert(found, {symbol, coefficient});
    addToColumn(symbol, index);
  }
}

std::uint32_t ExactTableau::objectiveRow(double priority) {
  auto position = std::lower_bound(objectives_.begin(), objectives_.end(), priority,
                                   [](const auto& objective, double p) { return objective.first > p; });
  if (position != objectives_.end() && position->first == priority) return position->second;
  Row row;
  row.scale = BigInteger(1);
  row.basic = newSymbol(Kind::objective);
  std::uint32_t index;
  if (!freeRows_.empty()) {
    index = freeRows_.back();
    freeRows_.pop_back();
  } else {
    index = static_cast<std::uint32_t>(rows_.size());
    rows_.emplace_back();
  }
  basicRow_[row.basic] = index;
  rows_[index] = std::move(row);
  objectives_.insert(position, {priority, index});
  return index;
}

void ExactTableau::addErrorToObjective(std::uint32_t index, std::uint32_t error,
                                       const BigInteger& coefficient) {
  addCell(index, error, coefficient);
  if (basicRow_[error] == none) return;
  auto found = std::lower_bound(rows_[index].cells.begin(), rows_[index].cells.end(), error,
                                [](const Cell& cell, std::uint32_t s) { return cell.symbol < s; });
  if (found != rows_[index].cells.end() && found->symbol == error)
    substituteInto(rows_[index], index, error, rows_[basicRow_[error]]);
}

// MARK: Removing constraints

std::uint32_t ExactTableau::markerLeavingRow(std::uint32_t marker) const {
  // In `scale·basic = c + a·marker + Σ` (scale > 0) a restricted basic symbol reaches its bound
  // at marker = -c/a: as the marker falls when a > 0, as it grows when a < 0. A basic dummy is at
  // 0 and bounds it either way at once.
  std::uint32_t falling = none, growing = none, other = none;
  BigInteger fallingConstant, fallingRate, growingConstant, growingRate;
  auto isBefore = [&](const BigInteger& constant, const BigInteger& rate, const BigInteger& bestConstant,
                      const BigInteger& bestRate) { return constant * bestRate < bestConstant * rate; };
  for (std::uint32_t index : columns_[marker]) {
    const Row& row = rows_[index];
    Kind kind = kinds_[row.basic];
    if (kind == Kind::objective) continue;
    if (kind == Kind::external) {
      if (other == none) other = index;
      continue;
    }
    auto found =
        std::lower_bound(row.cells.begin(), row.cells.end(), marker,
                         [](const Cell& cell, std::uint32_t symbol) { return cell.symbol < symbol; });
    const BigInteger& a = found->coefficient;
    BigInteger constant = kind == Kind::dummy ? BigInteger() : row.constant;
    BigInteger rate = a.absolute();
    if (a.sign() > 0) {
      if (falling == none || isBefore(constant, rate, fallingConstant, fallingRate)) {
        falling = index;
        fallingConstant = std::move(constant);
        fallingRate = std::move(rate);
      }
    } else if (growing == none || isBefore(constant, rate, growingConstant, growingRate)) {
      growing = index;
      growingConstant = std::move(constant);
      growingRate = std::move(rate);
    }
  }
  if (falling != none) return falling;
  if (growing != none) return growing;
  return other;
}

void ExactTableau::remove(std::size_t number) {
  CLAYOUT_ASSERT(number < markers_.size() && !removed_[number] && inObjective_ == markers_.size());
  removed_[number] = 1;
  auto [marker, second] = markers_[number];
  // 1. Its errors leave the objective of its level.
  if (priorities_[number] < 1000) {
    std::uint32_t index = objectiveRow(priorities_[number]);
    for (std::uint32_t error : {marker, second}) {
      if (error == none || kinds_[error] != Kind::error) continue;
      addErrorToObjective(index, error, -rows_[index].scale);
    }
  }
  // 2. Its row goes: the marker's own when basic, else the one the marker enters. Every other
  //    row is then free of the constraint (no other row holds its marker, so none is a
  //    combination with it), its second error included.
  if (basicRow_[marker] == none) {
    std::uint32_t leaving = markerLeavingRow(marker);
    if (leaving == none) return;  // in no row: it was implied by the others and left no trace
    pivot(marker, leaving);
  }
  removeRow(basicRow_[marker]);
  CLAYOUT_ASSERT(columns_[marker].empty());
  CLAYOUT_ASSERT(second == none || (columns_[second].empty() && basicRow_[second] == none));
}

void ExactTableau::optimize() {
  // Each level's row is z = Σ its errors, written in parametric symbols: the errors of the
  // constraints added since the last call join it (an optional inequality's error is its second
  // symbol, an optional equality's are both).
  for (; inObjective_ < markers_.size(); ++inObjective_) {
    double priority = priorities_[inObjective_];
    if (priority >= 1000 || removed_[inObjective_]) continue;
    std::uint32_t index = objectiveRow(priority);
    auto [marker, second] = markers_[inObjective_];
    for (std::uint32_t error : {marker, second}) {
      if (error == none || kinds_[error] != Kind::error) continue;
      addErrorToObjective(index, error, rows_[index].scale);
    }
  }
  std::vector<std::uint32_t> order;
  for (const auto& [priority, index] : objectives_) order.push_back(index);
  [[maybe_unused]] bool bounded = minimize(order);
  CLAYOUT_ASSERT(bounded);  // errors are ≥ 0: no level can fall for ever
}

bool ExactTableau::pullTowardZero(const std::vector<std::uint32_t>& variables) {
  // The simplex of Σ|x| over the optimal face, with each x = 0 a breakpoint. A step moves one
  // parametric symbol that costs nothing at any level (so every level keeps its optimum) in the
  // direction that makes Σ|x| fall, as far as the first restricted row's bound or the first
  // basic variable's zero, where that variable leaves the basis and stays parametric at 0 (a
  // variable free in sign may). Σ|x| only falls; a step limit ends degenerate runs.
  std::vector<char> pulled(kinds_.size(), 0);
  for (std::uint32_t variable : variables) pulled[variable] = 1;
  auto cellOf = [](const Row& row, std::uint32_t symbol) -> const BigInteger* {
    auto found = std::lower_bound(row.cells.begin(), row.cells.end(), symbol,
                                  [](const Cell& cell, std::uint32_t s) { return cell.symbol < s; });
    return found != row.cells.end() && found->symbol == symbol ? &found->coefficient : nullptr;
  };
  auto costsNothing = [&](std::uint32_t symbol) {
    for (const auto& [priority, objective] : objectives_)
      if (cellOf(rows_[objective], symbol) != nullptr) return false;
    return true;
  };
  bool moved = false;
  const std::uint32_t slopeSymbol = newSymbol(Kind::objective);  // the slope row's, never inserted
  for (std::size_t step = 0; step < 4 * rows_.size() + 16; ++step) {
    // 1. The slope of Σ|x| as a row: z = Σ sign(x)·x over the basic variables pulled, in
    //    parametric symbols.
    Row slope;
    slope.scale = BigInteger(1);
    for (std::uint32_t variable : variables) {
      std::uint32_t index = basicRow_[variable];
      if (index != none && !rows_[index].constant.isZero())
        slope.cells.push_back({variable, BigInteger(rows_[index].constant.sign())});
    }
    std::sort(slope.cells.begin(), slope.cells.end(),
              [](const Cell& a, const Cell& b) { return a.symbol < b.symbol; });
    slope.basic = slopeSymbol;
    substituteBasics(slope, none);
    // 2. The entering symbol and its direction: the smallest whose move lowers Σ|x|. A restricted
    //    one only grows; a variable free in sign moves against its slope. A pulled variable at 0
    //    is a kink of Σ|x|: whichever way the entering symbol moves it, its |x| grows by |a| per
    //    unit (a the entering symbol's coefficient in its row, or 1 for the symbol itself). So a
    //    move descends only when the slope's magnitude beats the kinks it meets: without them,
    //    two symbols could trade a variable at 0 back and forth at no gain until the step limit.
    std::vector<std::uint32_t> atKink;
    for (std::uint32_t variable : variables) {
      std::uint32_t index = basicRow_[variable];
      if (index != none && rows_[index].constant.isZero()) atKink.push_back(index);
    }
    auto descends = [&](const Cell& cell) {
      // |slope| / slope.scale > Σ |a_i| / scale_i (+ 1 for a pulled variable at 0 itself), with
      // every fraction's denominators multiplied out.
      BigInteger kink(0), kinkScale(1);
      for (std::uint32_t index : atKink) {
        const Row& row = rows_[index];
        const BigInteger* a = cellOf(row, cell.symbol);
        if (a == nullptr) continue;
        kink = kink * row.scale.absolute() + a->absolute() * kinkScale;
        kinkScale = kinkScale * row.scale.absolute();
      }
      if (kinds_[cell.symbol] == Kind::external && pulled[cell.symbol]) kink = kink + kinkScale;
      return BigInteger::compareMagnitudes(cell.coefficient * kinkScale, kink * slope.scale) > 0;
    };
    std::uint32_t entering = none;
    int direction = 0;
    for (const Cell& cell : slope.cells) {
      Kind kind = kinds_[cell.symbol];
      if (kind == Kind::dummy || kind == Kind::objective || !costsNothing(cell.symbol)) continue;
      if (kind != Kind::external && cell.coefficient.sign() >= 0) continue;
      if (descends(cell)) {
        entering = cell.symbol;
        direction = kind == Kind::external ? -cell.coefficient.sign() : 1;
        break;
      }
    }
    if (entering == none) break;
    // 3. How far: the restricted rows' bounds, a basic dummy's 0, and the zeros of the basic
    //    variables pulled that the move takes toward 0.
    std::uint32_t leaving = none;
    BigInteger bestConstant, bestRate;
    for (std::uint32_t index : columns_[entering]) {
      const Row& row = rows_[index];
      Kind kind = kinds_[row.basic];
      const BigInteger& a = *cellOf(row, entering);
      BigInteger constant, rate;
      if (kind == Kind::dummy) {
        rate = BigInteger(1);
      } else if (kind == Kind::slack || kind == Kind::error || kind == Kind::artificial) {
        if (a.sign() * direction >= 0) continue;
        constant = row.constant;
        rate = a.absolute();
      } else if (kind == Kind::external && pulled[row.basic] && !row.constant.isZero()) {
        if (a.sign() * direction * row.constant.sign() >= 0) continue;  // away from 0
        constant = row.constant.absolute();
        rate = a.absolute();
      } else {
        continue;
      }
      if (leaving == none || constant * bestRate < bestConstant * rate ||
          (constant * bestRate == bestConstant * rate && row.basic < rows_[leaving].basic)) {
        leaving = index;
        bestConstant = std::move(constant);
        bestRate = std::move(rate);
      }
    }
    if (leaving == none) break;  // cannot happen: a fall of Σ|x| brings some variable to its 0
    pivot(entering, leaving);
    moved = true;
  }
  return moved;
}

std::vector<double> ExactTableau::priorities() const {
  std::vector<double> result;
  for (const auto& [priority, index] : objectives_) result.push_back(priority);
  return result;
}

// MARK: Results

std::vector<ExactTableau::RoundedRow> ExactTableau::roundedRows() const {
  std::vector<RoundedRow> result;
  for (const Row& row : rows_) {
    if (row.basic == none || kinds_[row.basic] == Kind::objective) continue;
    RoundedRow rounded;
    rounded.basic = row.basic;
    rounded.constant = BigInteger::quotientToDouble(row.constant, row.scale);
    for (const Cell& cell : row.cells)
      rounded.cells.emplace_back(cell.symbol, BigInteger::quotientToDouble(cell.coefficient, row.scale));
    result.push_back(std::move(rounded));
  }
  return result;
}

ExactTableau::RoundedRow ExactTableau::roundedObjective(double priority) const {
  RoundedRow rounded;
  auto position = std::lower_bound(objectives_.begin(), objectives_.end(), priority,
                                   [](const auto& objective, double p) { return objective.first > p; });
  if (position == objectives_.end() || position->first != priority) return rounded;
  const Row& row = rows_[position->second];
  rounded.basic = row.basic;
  rounded.constant = BigInteger::quotientToDouble(row.constant, row.scale);
  for (const Cell& cell : row.cells)
    rounded.cells.emplace_back(cell.symbol, BigInteger::quotientToDouble(cell.coefficient, row.scale));
  return rounded;
}

double ExactTableau::value(std::uint32_t symbol) const {
  std::uint32_t index = basicRow_[symbol];
  if (index == none) return 0.0;
  return BigInteger::quotientToDouble(rows_[index].constant, rows_[index].scale);
}

}  // namespace clayout::internal::exact
