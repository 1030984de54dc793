// RandomSystems.h — the generator of Solver/RandomSystemTests.cpp: random small systems driven through
// every mutating call of the solver and checked against the reference solver (ReferenceSolver.h)
// after every step.
//
// One header of about 800 lines on purpose: the generator, the test's own model of the system and
// the checks after each step are one program, which every random test includes whole.
//
//   Random     a deterministic generator (splitmix64), the same sequence on every machine
//   ModelConstraint, ModelEdit, buildConstraint
//              the test's own record of what the solver holds, kept apart from the solver
//   Coverage   counters of what the runs exercised (printed by the test, some of them checked)
//   SystemRun  one random system: its steps, the checks after each, and the report of a failure
//              (its seed and the calls that led to it)
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/Random.h"
#include "Oracles/ReferenceSolver.h"
#include "TestSupport.h"

namespace clayout::testing::random_systems {

namespace ref = clayout::testing::reference;
using ref::LinearConstraint;
using ref::Real;

constexpr ref::Relation refEQ = ref::Relation::equal;
constexpr ref::Relation refLE = ref::Relation::lessThanOrEqual;
constexpr ref::Relation refGE = ref::Relation::greaterThanOrEqual;

// MARK: Deterministic randomness

using clayout::testing::Random;

// MARK: The test's own model of what the solver holds

inline clayout::Relation libraryRelation(ref::Relation relation) {
  switch (relation) {
    case ref::Relation::lessThanOrEqual:
      return clayout::Relation::lessThanOrEqual;
    case ref::Relation::equal:
      return clayout::Relation::equal;
    case ref::Relation::greaterThanOrEqual:
      return clayout::Relation::greaterThanOrEqual;
  }
  return clayout::Relation::equal;
}

inline const char* relationText(ref::Relation relation) {
  switch (relation) {
    case ref::Relation::lessThanOrEqual:
      return "<=";
    case ref::Relation::equal:
      return "==";
    case ref::Relation::greaterThanOrEqual:
      return ">=";
  }
  return "?";
}

/// A constraint as the test knows it: its handle in the solver, and its data kept independently.
struct ModelConstraint {
  int id = 0;
  std::optional<clayout::Constraint> handle;
  std::vector<int> coefficients;
  double constant = 0;
  ref::Relation relation = refEQ;
  double priority = ref::requiredPriority;

  bool isRequired() const { return priority >= ref::requiredPriority; }
  LinearConstraint linear() const {
    std::vector<Real> a(coefficients.begin(), coefficients.end());
    return LinearConstraint{a, constant, relation, priority};
  }
  std::string text() const {
    std::string s = "c" + std::to_string(id) + ": ";
    bool first = true;
    for (std::size_t j = 0; j < coefficients.size(); ++j) {
      if (coefficients[j] == 0) continue;
      s += (first ? "" : " + ") + std::to_string(coefficients[j]) + "*x" + std::to_string(j);
      first = false;
    }
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "%s%s%.17g %s 0 @%.17g", first ? "" : " + ", "", constant,
                  relationText(relation), priority);
    return s + buffer;
  }
};

struct ModelEdit {
  std::size_t variable = 0;
  double priority = 500;
  double suggestion = 0;
  LinearConstraint linear(std::size_t n) const {
    std::vector<Real> a(n, 0);
    a[variable] = 1;
    return LinearConstraint{a, -static_cast<Real>(suggestion), refEQ, priority};
  }
};

/// The library constraint `Σ a_j·x_j + constant relation 0` at `priority`, built several ways
/// (one expression; both sides with terms moved across; a coefficient split into two terms of
/// the same variable) so that normalization is part of what is tested.
inline clayout::Constraint buildConstraint(const std::vector<clayout::Variable>& variables,
                                           const std::vector<int>& a, double constant, ref::Relation relation,
                                           double priority, Random& random) {
  using clayout::Expression;
  using clayout::Term;
  Expression left, right;
  for (std::size_t j = 0; j < a.size(); ++j) {
    if (a[j] == 0 && !random.chance(0.05)) continue;
    bool split = random.chance(0.1);
    bool moveRight = random.chance(0.25);
    double coefficient = a[j];
    std::vector<double> parts;
    if (split) {
      int first = random.integer(-3, 3);
      parts = {static_cast<double>(first), coefficient - first};
    } else {
      parts = {coefficient};
    }
    for (double part : parts) {
      if (moveRight) {
        right.terms.push_back(Term(variables[j], -part));
      } else {
        left.terms.push_back(Term(variables[j], part));
      }
    }
  }
  if (random.chance(0.3)) {
    double moved = random.integer(-20, 20);
    left.constant = constant - moved;
    right.constant = -moved;
  } else {
    left.constant = constant;
  }
  if (right.terms.empty() && right.constant == 0 && random.chance(0.5)) {
    return clayout::Constraint(left, libraryRelation(relation), priority);
  }
  switch (relation) {
    case ref::Relation::equal:
      return (left == right) | priority;
    case ref::Relation::lessThanOrEqual:
      return (left <= right) | priority;
    case ref::Relation::greaterThanOrEqual:
      return (left >= right) | priority;
  }
  return clayout::Constraint(left, libraryRelation(relation), priority);
}

// MARK: Coverage counters

struct Coverage {
  long systems = 0, steps = 0, checks = 0;
  long adds = 0, requiredAdds = 0, batches = 0, batchConstraints = 0;
  long removals = 0, batchRemovals = 0;
  long editsAdded = 0, suggestions = 0, editsRemoved = 0;
  long constantChanges = 0, priorityChanges = 0, toRequired = 0, fromRequired = 0;
  long unsatisfiableAdds = 0, unsatisfiableBatches = 0, unsatisfiableConstants = 0,
       unsatisfiablePriorities = 0;
  long emptyConflicts = 0, conflictMembers = 0, largestConflict = 0;
  long otherErrors = 0;  // duplicate / unknown / requiredEditVariable probes
  long shuffledRebuilds = 0, maxLevels = 0, levelChecks = 0, nonzeroLevelErrors = 0;
  long failingSystems = 0;
  /// `takeChangedVariables` after each step: answered, answered `false`, values seen to change.
  long changeTakes = 0, unknownChangeTakes = 0, changedValues = 0;
  /// `valuesOf` compared with `valueOf` after each step.
  long bulkReads = 0;
};

// MARK: One random system

/// Drives one solver through a random sequence of calls, checking it against the reference.
class SystemRun {
 public:
  SystemRun(std::uint64_t seed, Coverage& coverage) : random_(seed), seed_(seed), coverage_(coverage) {}

  void run() {
    std::size_t n = static_cast<std::size_t>(random_.integer(2, 6));
    for (std::size_t j = 0; j < n; ++j) variables_.emplace_back("x" + std::to_string(j));
    solver_.noteValueChanges();
    lastValues_.assign(n, 0.0);
    // A palette of priorities: the fixed ones and one or two random values in (0, 1000].
    palette_ = {1000, 1000, 750, 500, 251, 250, 50};
    int randomCount = random_.integer(0, 2);
    for (int k = 0; k < randomCount; ++k) palette_.push_back(1 + std::floor(random_.unit() * 999000) / 1000);

    int targetConstraints = random_.integer(3, 12);
    // Most systems take a few more calls after being built; one in ten takes many, to stress the
    // incremental state (removals, changes and edits long after the constraints were added).
    int extraSteps = random_.chance(0.1) ? random_.integer(20, 40) : random_.integer(3, 10);
    for (int i = 0; i < targetConstraints && !failed_; ++i) {
      if (random_.chance(0.1) && i + 2 <= targetConstraints) {
        int count = random_.integer(2, 3);
        stepAddBatch(count);
        i += count - 1;
      } else {
        stepAdd();
      }
      if (random_.chance(0.2)) stepEditOrSuggest();
      afterStep();
    }
    for (int i = 0; i < extraSteps && !failed_; ++i) {
      double roll = random_.unit();
      if (roll < 0.18) {
        stepAdd();
      } else if (roll < 0.23) {
        stepAddBatch(random_.integer(2, 3));
      } else if (roll < 0.35) {
        stepRemove();
      } else if (roll < 0.52) {
        stepEditOrSuggest();
      } else if (roll < 0.58) {
        stepRemoveEdit();
      } else if (roll < 0.74) {
        stepSetConstant();
      } else if (roll < 0.90) {
        stepSetPriority();
      } else {
        stepProbeErrors();
      }
      afterStep();
    }
    if (!failed_) checkShuffledRebuild();
    ++coverage_.systems;
    if (failed_) ++coverage_.failingSystems;
  }

 private:
  // MARK: Steps

  ModelConstraint randomConstraint() {
    ModelConstraint c;
    c.id = nextId_++;
    std::size_t n = variables_.size();
    c.coefficients.assign(n, 0);
    bool allowConstantOnly = random_.chance(0.02);
    do {
      for (std::size_t j = 0; j < n; ++j)
        c.coefficients[j] = random_.chance(0.45) ? 0 : random_.integer(-3, 3);
    } while (!allowConstantOnly &&
             std::all_of(c.coefficients.begin(), c.coefficients.end(), [](int a) { return a == 0; }));
    c.constant = random_.integer(-50, 50);
    if (random_.chance(0.15)) tighten(c);
    c.relation = static_cast<ref::Relation>(random_.integer(0, 2));
    c.priority = palette_[random_.index(palette_)];
    c.handle = buildConstraint(variables_, c.coefficients, c.constant, c.relation, c.priority, random_);
    return c;
  }

  void stepAdd() {
    ModelConstraint c = randomConstraint();
    ++coverage_.adds;
    log("add " + c.text());
    if (!c.isRequired()) {
      clayout::SolverResult result = solver_.addConstraint(*c.handle);
      expect(result.succeeded(), "adding a non-required constraint failed: " + result.message);
      if (result.succeeded()) constraints_.push_back(c);
      return;
    }
    ++coverage_.requiredAdds;
    std::vector<LinearConstraint> system = requiredLinear();
    system.push_back(c.linear());
    bool feasible = ref::feasible(variables_.size(), system);
    std::string before = solver_.dump();
    clayout::SolverResult result = solver_.addConstraint(*c.handle);
    if (result.succeeded()) {
      expect(feasible, "the solver accepted a required constraint the reference finds unsatisfiable");
      constraints_.push_back(c);
      return;
    }
    expect(result.kind == clayout::SolverErrorKind::unsatisfiableConstraint,
           std::string("unexpected failure: ") + clayout::errorKindName(result.kind) + ": " + result.message);
    expect(!feasible,
           "the solver refused a required constraint the reference can satisfy: " + result.message);
    expect(solver_.dump() == before, "a failed addConstraint changed the dump");
    expect(!solver_.hasConstraint(*c.handle), "a refused constraint is present");
    ++coverage_.unsatisfiableAdds;
    if (!feasible) checkConflicts(result, c, requiredPresent(-1), {});
  }

  void stepAddBatch(int count) {
    std::vector<ModelConstraint> batch;
    for (int k = 0; k < count; ++k) {
      ModelConstraint c = randomConstraint();
      if (random_.chance(0.5)) {  // make batches lean towards required constraints
        c.priority = ref::requiredPriority;
        c.handle = clayout::Constraint(*c.handle, ref::requiredPriority);
      }
      batch.push_back(c);
    }
    ++coverage_.batches;
    coverage_.batchConstraints += count;
    std::string text = "addConstraints {";
    for (const ModelConstraint& c : batch) text += " " + c.text() + ";";
    log(text + " }");
    std::vector<LinearConstraint> system = requiredLinear();
    for (const ModelConstraint& c : batch)
      if (c.isRequired()) system.push_back(c.linear());
    bool feasible = ref::feasible(variables_.size(), system);
    std::vector<clayout::Constraint> handles;
    for (const ModelConstraint& c : batch) handles.push_back(*c.handle);
    std::string before = solver_.dump();
    clayout::SolverResult result = solver_.addConstraints(handles);
    if (result.succeeded()) {
      expect(feasible, "the solver accepted a batch the reference finds unsatisfiable");
      for (const ModelConstraint& c : batch) {
        expect(solver_.hasConstraint(*c.handle), "a batch member is missing after success");
        constraints_.push_back(c);
      }
      return;
    }
    expect(result.kind == clayout::SolverErrorKind::unsatisfiableConstraint,
           std::string("unexpected batch failure: ") + clayout::errorKindName(result.kind) + ": " +
               result.message);
    expect(!feasible, "the solver refused a batch the reference can satisfy: " + result.message);
    expect(solver_.dump() == before, "a failed addConstraints changed the dump");
    for (const ModelConstraint& c : batch)
      expect(!solver_.hasConstraint(*c.handle), "a refused batch member is present");
    ++coverage_.unsatisfiableBatches;
    if (feasible || !result.constraint) {
      expect(result.constraint.has_value(), "an unsatisfiable batch names no constraint");
      return;
    }
    // The named constraint is the first batch member at fault: the required constraints before it
    // in the batch still fit with the present ones, and it does not.
    std::size_t failing = batch.size();
    for (std::size_t k = 0; k < batch.size(); ++k)
      if (batch[k].handle->isSameConstraint(*result.constraint)) failing = k;
    if (!expect(failing < batch.size() && batch[failing].isRequired(),
                "the batch failure names no required batch member"))
      return;
    std::vector<LinearConstraint> prefix = requiredLinear();
    for (std::size_t k = 0; k < failing; ++k)
      if (batch[k].isRequired()) prefix.push_back(batch[k].linear());
    expect(ref::feasible(variables_.size(), prefix),
           "the batch failure does not name the first constraint at fault");
    std::vector<ModelConstraint> earlier;
    for (std::size_t k = 0; k < failing; ++k)
      if (batch[k].isRequired()) earlier.push_back(batch[k]);
    checkConflicts(result, batch[failing], requiredPresent(-1), earlier);
  }

  void stepRemove() {
    if (constraints_.empty()) return stepAdd();
    if (constraints_.size() >= 3 && random_.chance(0.2)) {
      std::size_t a = random_.index(constraints_);
      std::size_t b = random_.index(constraints_);
      if (a == b) b = (a + 1) % constraints_.size();
      log("removeConstraints { c" + std::to_string(constraints_[a].id) + ", c" +
          std::to_string(constraints_[b].id) + " }");
      std::vector<clayout::Constraint> handles{*constraints_[a].handle, *constraints_[b].handle};
      clayout::SolverResult result = solver_.removeConstraints(handles);
      expect(result.succeeded(), "removeConstraints failed: " + result.message);
      if (result.succeeded()) {
        removed_.push_back(constraints_[a]);
        removed_.push_back(constraints_[b]);
        constraints_.erase(constraints_.begin() + static_cast<std::ptrdiff_t>(std::max(a, b)));
        constraints_.erase(constraints_.begin() + static_cast<std::ptrdiff_t>(std::min(a, b)));
      }
      ++coverage_.batchRemovals;
      return;
    }
    std::size_t index = random_.index(constraints_);
    log("remove c" + std::to_string(constraints_[index].id));
    clayout::SolverResult result = solver_.removeConstraint(*constraints_[index].handle);
    expect(result.succeeded(), "removeConstraint failed: " + result.message);
    if (result.succeeded()) {
      removed_.push_back(constraints_[index]);
      constraints_.erase(constraints_.begin() + static_cast<std::ptrdiff_t>(index));
    }
    ++coverage_.removals;
  }

  double editPriority() {
    double p;
    do p = palette_[random_.index(palette_)];
    while (p >= ref::requiredPriority);
    return p;
  }

  double suggestionValue() {
    double value = random_.integer(-60, 60);
    if (random_.chance(0.2)) value += 0.5;
    return value;
  }

  void stepEditOrSuggest() {
    std::vector<std::size_t> free;
    for (std::size_t j = 0; j < variables_.size(); ++j)
      if (editIndex(j) < 0) free.push_back(j);
    if (!free.empty() && (edits_.empty() || random_.chance(0.4))) {
      ModelEdit edit;
      edit.variable = free[random_.index(free)];
      edit.priority = editPriority();
      edit.suggestion = solver_.valueOf(variables_[edit.variable]);  // its first suggestion
      char buffer[96];
      std::snprintf(buffer, sizeof buffer, "addEditVariable x%zu @%.17g (current value %.17g)", edit.variable,
                    edit.priority, edit.suggestion);
      log(buffer);
      clayout::SolverResult result = solver_.addEditVariable(variables_[edit.variable], edit.priority);
      expect(result.succeeded(), "addEditVariable failed: " + result.message);
      if (result.succeeded()) edits_.push_back(edit);
      ++coverage_.editsAdded;
      return;
    }
    if (edits_.empty()) return;
    ModelEdit& edit = edits_[random_.index(edits_)];
    double value = suggestionValue();
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "suggestValue x%zu %.17g", edit.variable, value);
    log(buffer);
    clayout::SolverResult result = solver_.suggestValue(variables_[edit.variable], value);
    expect(result.succeeded(), "suggestValue failed: " + result.message);
    if (result.succeeded()) edit.suggestion = value;
    ++coverage_.suggestions;
  }

  void stepRemoveEdit() {
    if (edits_.empty()) return stepEditOrSuggest();
    std::size_t index = random_.index(edits_);
    log("removeEditVariable x" + std::to_string(edits_[index].variable));
    clayout::SolverResult result = solver_.removeEditVariable(variables_[edits_[index].variable]);
    expect(result.succeeded(), "removeEditVariable failed: " + result.message);
    if (result.succeeded()) edits_.erase(edits_.begin() + static_cast<std::ptrdiff_t>(index));
    ++coverage_.editsRemoved;
  }

  void stepSetConstant() {
    if (constraints_.empty()) return stepAdd();
    std::size_t index = random_.index(constraints_);
    ModelConstraint changed = constraints_[index];
    changed.constant = random_.integer(-50, 50);
    if (random_.chance(0.3)) tighten(changed);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "setConstant c%d %.17g", changed.id, changed.constant);
    log(buffer);
    ++coverage_.constantChanges;
    bool feasible = true;
    if (changed.isRequired()) {
      std::vector<LinearConstraint> system = requiredLinear(changed.id);
      system.push_back(changed.linear());
      feasible = ref::feasible(variables_.size(), system);
    }
    std::string before = solver_.dump();
    clayout::SolverResult result = solver_.setConstant(*changed.handle, changed.constant);
    if (result.succeeded()) {
      expect(feasible, "setConstant accepted a required constant the reference finds unsatisfiable");
      expect(changed.handle->expression().constant == changed.constant,
             "setConstant did not update the constraint");
      constraints_[index] = changed;
      return;
    }
    expect(result.kind == clayout::SolverErrorKind::unsatisfiableConstraint,
           std::string("unexpected setConstant failure: ") + clayout::errorKindName(result.kind) + ": " +
               result.message);
    expect(!feasible, "setConstant refused a constant the reference can satisfy: " + result.message);
    expect(solver_.dump() == before, "a failed setConstant changed the dump");
    expect(changed.handle->expression().constant == constraints_[index].constant,
           "a failed setConstant changed the constant");
    ++coverage_.unsatisfiableConstants;
    if (!feasible) checkConflicts(result, changed, requiredPresent(changed.id), {});
  }

  void stepSetPriority() {
    if (constraints_.empty()) return stepAdd();
    std::size_t index = random_.index(constraints_);
    ModelConstraint changed = constraints_[index];
    // Lean towards changes across the required boundary, which are the interesting ones.
    if (!changed.isRequired() && random_.chance(0.5)) {
      changed.priority = ref::requiredPriority;
    } else {
      changed.priority = palette_[random_.index(palette_)];
    }
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "setPriority c%d %.17g", changed.id, changed.priority);
    log(buffer);
    ++coverage_.priorityChanges;
    bool becomesRequired = changed.isRequired() && !constraints_[index].isRequired();
    if (becomesRequired) ++coverage_.toRequired;
    if (!changed.isRequired() && constraints_[index].isRequired()) ++coverage_.fromRequired;
    bool feasible = true;
    if (becomesRequired) {
      std::vector<LinearConstraint> system = requiredLinear();
      system.push_back(changed.linear());
      feasible = ref::feasible(variables_.size(), system);
    }
    std::string before = solver_.dump();
    clayout::SolverResult result = solver_.setPriority(*changed.handle, changed.priority);
    if (result.succeeded()) {
      expect(feasible, "setPriority made required a constraint the reference finds unsatisfiable");
      expect(changed.handle->priority() == changed.priority, "setPriority did not update the constraint");
      constraints_[index] = changed;
      return;
    }
    expect(result.kind == clayout::SolverErrorKind::unsatisfiableConstraint,
           std::string("unexpected setPriority failure: ") + clayout::errorKindName(result.kind) + ": " +
               result.message);
    expect(!feasible, "setPriority refused a priority the reference can satisfy: " + result.message);
    expect(solver_.dump() == before, "a failed setPriority changed the dump");
    expect(changed.handle->priority() == constraints_[index].priority,
           "a failed setPriority changed the priority");
    ++coverage_.unsatisfiablePriorities;
    if (!feasible) checkConflicts(result, changed, requiredPresent(changed.id), {});
  }

  /// Calls that must fail without changing anything: a duplicate constraint, an unknown one, a
  /// duplicate or unknown edit, a required edit.
  void stepProbeErrors() {
    std::string before = solver_.dump();
    auto probe = [&](clayout::SolverResult result, clayout::SolverErrorKind expected,
                     const std::string& what) {
      log("probe " + what);
      ++coverage_.otherErrors;
      expect(result.kind == expected, what + ": got " + clayout::errorKindName(result.kind));
      expect(solver_.dump() == before, what + " changed the dump");
    };
    if (!constraints_.empty())
      probe(solver_.addConstraint(*constraints_[random_.index(constraints_)].handle),
            clayout::SolverErrorKind::duplicateConstraint, "duplicate addConstraint");
    if (!removed_.empty())
      probe(solver_.removeConstraint(*removed_[random_.index(removed_)].handle),
            clayout::SolverErrorKind::unknownConstraint, "removing a removed constraint");
    if (!edits_.empty()) {
      const clayout::Variable& v = variables_[edits_[random_.index(edits_)].variable];
      probe(solver_.addEditVariable(v, 500), clayout::SolverErrorKind::duplicateEditVariable,
            "duplicate edit");
    }
    for (std::size_t j = 0; j < variables_.size(); ++j) {
      if (editIndex(j) >= 0) continue;
      probe(solver_.suggestValue(variables_[j], 1), clayout::SolverErrorKind::unknownEditVariable,
            "suggesting to a non-edit variable");
      probe(solver_.addEditVariable(variables_[j], 1000), clayout::SolverErrorKind::requiredEditVariable,
            "a required edit");
      break;
    }
  }

  /// Degenerate cases on purpose: when the constraint's terms take an integer value at the
  /// current solution, sets its constant so that it holds exactly there (tight, on the boundary).
  void tighten(ModelConstraint& c) const {
    double sum = 0;
    for (std::size_t j = 0; j < c.coefficients.size(); ++j)
      sum += c.coefficients[j] * solver_.valueOf(variables_[j]);
    double rounded = std::round(sum);
    if (std::fabs(sum - rounded) < 1e-9 && std::fabs(rounded) <= 200)
      c.constant = rounded == 0 ? 0 : -rounded;
  }

  // MARK: Checks

  /// After every step: required constraints hold and the per-level totals are optimal.
  void afterStep() {
    ++coverage_.steps;
    if (failed_) return;
    checkOptimal(solver_, "after step " + std::to_string(log_.size()));
    checkChangedVariables();
    checkBulkRead();
  }

  /// After every step: `valuesOf` over the variables repeated six times with a stranger among
  /// them (long enough for its read-ahead) gives `valueOf`'s values bit for bit.
  void checkBulkRead() {
    std::vector<clayout::Variable> read;
    for (int copy = 0; copy < 6; ++copy) {
      read.insert(read.end(), variables_.begin(), variables_.end());
      if (copy == 2) read.push_back(stranger_);
    }
    std::vector<double> values(read.size());
    solver_.valuesOf(read, values);
    ++coverage_.bulkReads;
    for (std::size_t i = 0; i < read.size(); ++i) {
      double single = solver_.valueOf(read[i]);
      if (!expect(std::bit_cast<std::uint64_t>(values[i]) == std::bit_cast<std::uint64_t>(single),
                  "after step " + std::to_string(log_.size()) + ": valuesOf gave " +
                      std::to_string(values[i]) + " at " + std::to_string(i) + ", valueOf " +
                      std::to_string(single)))
        return;
    }
  }

  /// After every step: every variable whose value differs (bit for bit) from the previous step's
  /// is among those `takeChangedVariables` reports, unless it answers that it cannot say.
  void checkChangedVariables() {
    std::vector<clayout::Variable> changed;
    bool known = solver_.takeChangedVariables(changed);
    ++(known ? coverage_.changeTakes : coverage_.unknownChangeTakes);
    for (std::size_t j = 0; j < variables_.size(); ++j) {
      double value = solver_.valueOf(variables_[j]);
      if (std::bit_cast<std::uint64_t>(value) != std::bit_cast<std::uint64_t>(lastValues_[j])) {
        ++coverage_.changedValues;
        bool reported = containsVariable(changed, variables_[j]);
        if (!expect(!known || reported, "after step " + std::to_string(log_.size()) + ": x" +
                                            std::to_string(j) + " moved from " +
                                            std::to_string(lastValues_[j]) + " to " + std::to_string(value) +
                                            " but takeChangedVariables did not report it"))
          return;
      }
      lastValues_[j] = value;
    }
  }

  void checkOptimal(const clayout::Solver& solver, const std::string& where) {
    ++coverage_.checks;
    std::string broken = solver.checkInvariants();
    expect(broken.empty(), where + ": a solver invariant is broken: " + broken);
    std::size_t n = variables_.size();
    std::vector<LinearConstraint> system = allLinear();
    ref::Solution best = ref::solve(n, system);
    if (!expect(best.feasible, where + ": the present required constraints are infeasible per the reference"))
      return;
    std::vector<Real> values(n);
    for (std::size_t j = 0; j < n; ++j) values[j] = solver.valueOf(variables_[j]);
    for (const LinearConstraint& c : system) {
      if (!c.isRequired()) continue;
      Real residual = c.error(values);
      if (residual > 1e-9L * (1 + c.magnitude(values))) {
        char buffer[128];
        std::snprintf(buffer, sizeof buffer, "%s: a required constraint is violated by %.3Lg", where.c_str(),
                      residual);
        expect(false, buffer);
        return;
      }
    }
    std::vector<Real> totals = ref::levelErrorsAt(system, best.levels, values);
    coverage_.maxLevels = std::max<long>(coverage_.maxLevels, static_cast<long>(best.levels.size()));
    for (std::size_t k = 0; k < best.levels.size(); ++k) {
      ++coverage_.levelChecks;
      if (best.levelErrors[k] > 1e-9L) ++coverage_.nonzeroLevelErrors;
      Real scale = 1 + std::fabs(best.levelErrors[k]);
      for (const LinearConstraint& c : system)
        if (c.priority == best.levels[k]) scale = std::max(scale, 1 + c.magnitude(values));
      if (std::fabs(totals[k] - best.levelErrors[k]) > 1e-7L * scale) {
        char buffer[256];
        std::snprintf(buffer, sizeof buffer,
                      "%s: level @%.17g error total %.12Lg, the reference's optimum %.12Lg", where.c_str(),
                      best.levels[k], totals[k], best.levelErrors[k]);
        expect(false, buffer);
        return;
      }
    }
  }

  /// An unsatisfiable result's explanation: the failing constraint is named, every conflict is a
  /// distinct present (or earlier-in-the-batch) required constraint other than the failing one,
  /// the conflicts with the failing constraint are infeasible, and dropping any one makes them
  /// feasible.
  void checkConflicts(const clayout::SolverResult& result, const ModelConstraint& failing,
                      const std::vector<ModelConstraint>& present,
                      const std::vector<ModelConstraint>& earlier) {
    expect(result.constraint.has_value() && result.constraint->isSameConstraint(*failing.handle),
           "the unsatisfiable result does not name the failing constraint");
    std::vector<ModelConstraint> candidates = present;
    candidates.insert(candidates.end(), earlier.begin(), earlier.end());
    std::vector<LinearConstraint> members;
    std::vector<int> ids;
    for (const clayout::Constraint& conflict : result.conflicts) {
      const ModelConstraint* match = nullptr;
      for (const ModelConstraint& c : candidates)
        if (c.handle->isSameConstraint(conflict)) match = &c;
      if (!expect(match != nullptr,
                  "a conflict is not a present required constraint: " + conflict.description()))
        return;
      if (!expect(std::find(ids.begin(), ids.end(), match->id) == ids.end(), "a conflict is listed twice"))
        return;
      ids.push_back(match->id);
      members.push_back(match->linear());
    }
    std::string text = "conflicts {";
    for (int id : ids) text += " c" + std::to_string(id);
    log(text + " }");
    if (result.conflicts.empty()) ++coverage_.emptyConflicts;
    coverage_.conflictMembers += static_cast<long>(members.size());
    coverage_.largestConflict = std::max<long>(coverage_.largestConflict, static_cast<long>(members.size()));
    std::size_t n = variables_.size();
    std::vector<LinearConstraint> all = members;
    all.push_back(failing.linear());
    expect(!ref::feasible(n, all), "the conflicts and the failing constraint can all hold");
    for (std::size_t drop = 0; drop < members.size(); ++drop) {
      std::vector<LinearConstraint> fewer;
      for (std::size_t k = 0; k < members.size(); ++k)
        if (k != drop) fewer.push_back(members[k]);
      fewer.push_back(failing.linear());
      expect(ref::feasible(n, fewer),
             "the conflicts are not irreducible: c" + std::to_string(ids[drop]) + " is not needed");
    }
  }

  /// The final system, rebuilt in a fresh solver in a shuffled order (new constraint objects,
  /// edits interleaved, some batches), reaches the same optimum.
  void checkShuffledRebuild() {
    ++coverage_.shuffledRebuilds;
    std::vector<std::function<void(clayout::Solver&)>> actions;
    std::vector<clayout::Constraint> fresh;
    for (const ModelConstraint& c : constraints_)
      fresh.push_back(
          buildConstraint(variables_, c.coefficients, c.constant, c.relation, c.priority, random_));
    for (std::size_t k = 0; k < fresh.size(); ++k) {
      if (k + 1 < fresh.size() && random_.chance(0.2)) {
        std::vector<clayout::Constraint> pair{fresh[k], fresh[k + 1]};
        actions.push_back([this, pair](clayout::Solver& s) {
          expect(s.addConstraints(pair).succeeded(), "shuffled rebuild: addConstraints failed");
        });
        ++k;
      } else {
        clayout::Constraint one = fresh[k];
        actions.push_back([this, one](clayout::Solver& s) {
          expect(s.addConstraint(one).succeeded(), "shuffled rebuild: addConstraint failed");
        });
      }
    }
    for (const ModelEdit& edit : edits_) {
      ModelEdit copy = edit;
      actions.push_back([this, copy](clayout::Solver& s) {
        expect(s.addEditVariable(variables_[copy.variable], copy.priority).succeeded(),
               "shuffled rebuild: addEditVariable failed");
        expect(s.suggestValue(variables_[copy.variable], copy.suggestion).succeeded(),
               "shuffled rebuild: suggestValue failed");
      });
    }
    for (std::size_t k = actions.size(); k > 1; --k) std::swap(actions[k - 1], actions[random_.next() % k]);
    clayout::Solver rebuilt;
    for (auto& action : actions) action(rebuilt);
    log("shuffled rebuild");
    checkOptimal(rebuilt, "shuffled rebuild");
  }

  // MARK: Helpers

  int editIndex(std::size_t variable) const {
    for (std::size_t k = 0; k < edits_.size(); ++k)
      if (edits_[k].variable == variable) return static_cast<int>(k);
    return -1;
  }

  /// Present required constraints, except the one with id `exceptId`.
  std::vector<ModelConstraint> requiredPresent(int exceptId) const {
    std::vector<ModelConstraint> result;
    for (const ModelConstraint& c : constraints_)
      if (c.isRequired() && c.id != exceptId) result.push_back(c);
    return result;
  }

  std::vector<LinearConstraint> requiredLinear(int exceptId = -1) const {
    std::vector<LinearConstraint> result;
    for (const ModelConstraint& c : requiredPresent(exceptId)) result.push_back(c.linear());
    return result;
  }

  std::vector<LinearConstraint> allLinear() const {
    std::vector<LinearConstraint> result;
    for (const ModelConstraint& c : constraints_) result.push_back(c.linear());
    for (const ModelEdit& edit : edits_) result.push_back(edit.linear(variables_.size()));
    return result;
  }

  void log(std::string line) { log_.push_back(std::move(line)); }

  /// Records a failure (once per system: the first one, with the calls that led to it).
  bool expect(bool condition, const std::string& what) {
    if (condition) return true;
    if (!failed_) {
      failed_ = true;
      static int printed = 0;
      if (printed++ < 6) {
        std::fprintf(stderr, "--- system seed %llu: %s\n", static_cast<unsigned long long>(seed_),
                     what.c_str());
        std::fprintf(stderr, "    %zu variables x0..x%zu; calls:\n", variables_.size(),
                     variables_.size() - 1);
        for (const std::string& line : log_) std::fprintf(stderr, "    %s\n", line.c_str());
      }
      ::clayout::testing::reportFailure(__FILE__, __LINE__,
                                        "random system " + std::to_string(seed_) + ": " + what);
    }
    return false;
  }

  Random random_;
  std::uint64_t seed_;
  Coverage& coverage_;
  clayout::Solver solver_;
  std::vector<clayout::Variable> variables_;
  /// A variable no constraint names: `valuesOf` reads it as 0 among the others.
  clayout::Variable stranger_{"stranger"};
  /// Each variable's value after the previous step (`checkChangedVariables`).
  std::vector<double> lastValues_;
  std::vector<double> palette_;
  std::vector<ModelConstraint> constraints_;
  std::vector<ModelConstraint> removed_;
  std::vector<ModelEdit> edits_;
  std::vector<std::string> log_;
  int nextId_ = 0;
  bool failed_ = false;
};

}  // namespace clayout::testing::random_systems
