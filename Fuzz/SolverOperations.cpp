// SolverOperations.cpp — libFuzzer harness: the fuzz input as a program of solver operations.
//
// The input is read as a sequence of operations on two solvers (so that a constraint can be in
// both), a pool of variables and a pool of constraints; Fuzz/README.md gives the byte format.
// After every operation the harness checks, and aborts with a message naming the step when one
// breaks:
//   (a) after a success, every required constraint present in a solver holds at its values:
//       |residual| <= 1e-9 · max(1, |coefficient·value|…, |constant|) (the wrong side of an
//       inequality by that much at most);
//   (b) after a failure, nothing changed: both solvers' `dump()` and the values of every variable
//       are identical before and after;
//   (c) every value is finite;
//   (d) `checkInvariants()` is empty for both solvers;
//   (e) a transaction rolled back (`Solver::rollbackTransaction`) leaves its solver's dump and
//       every value bit for bit as they were when it began (operation bytes 240 to 255 open,
//       commit and roll back transactions, nested);
//   (f) every variable whose value differs bitwise from its value at the previous step's check
//       is among those `takeChangedVariables` reports for that solver (both note value changes
//       from the start), unless it answers that it cannot say;
//   (g) `valuesOf` over every variable, twice over in reverse, gives `valueOf`'s values bit for bit.
// CLAYOUT_FUZZ_SKIP_NUMERIC=1 leaves (a) out, compares (b)'s values within rounding and keeps
// finite numbers within 1e-6 … 1e6 in magnitude (FuzzInput::number), so that the known numerical failures of
// the solver do not hide what lies behind them. CLAYOUT_FUZZ_EDGES=1 draws every number from the value
// range's edges instead (FuzzInput::edgeNumber: 1e6, 1e-6, 1e15 and what cancels near them).
// CLAYOUT_FUZZ_EXACT=1 adds the exact judge (ExactOracle.h), after every call of the solver it changed:
//   (h) after a success, every objective level is optimal by the exact reference;
//   (i) a refusal for the value range is due (every optimal point of the system as the call would
//       have made it has a value beyond 1e15);
//   (j) no optional constraint is refused as unsatisfiable or for lost precision.
// In that mode the pool never replaces a constraint (so that it names every constraint a solver
// holds), and the harness mirrors each solver's edits and suggestions. Both modes are opt-in: they
// find defects not fixed yet (Fuzz/README.md). CLAYOUT_FUZZ_TRACE=1 prints every step and its result;
// CLAYOUT_FUZZ_TRACE=dumps also solver 0's dump after every step.
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Solver/Solver.h"
#include "ExactOracle.h"
#include "FuzzInput.h"

namespace {

using namespace clayout;
using clayout::fuzz::FuzzInput;

constexpr std::size_t maximumVariables = 12;
constexpr std::size_t maximumConstraints = 48;
constexpr std::size_t maximumSteps = 200;
constexpr std::size_t solverCount = 2;

/// Whether two doubles are the same bits (NaN equal to the same NaN, -0 different from 0).
bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// A snapshot of what a failed call must leave untouched.
struct Snapshot {
  std::array<std::string, solverCount> dumps;
  std::vector<std::array<double, solverCount>> values;
  std::vector<double> published;
};

/// One fuzz run: the state and the operations on it.
class Program {
 public:
  explicit Program(FuzzInput& input)
      : input_(input),
        skipNumeric_(fuzz::environmentFlag("CLAYOUT_FUZZ_SKIP_NUMERIC")),
        exact_(fuzz::environmentFlag("CLAYOUT_FUZZ_EXACT")),
        trace_(fuzz::environmentFlag("CLAYOUT_FUZZ_TRACE")),
        traceDumps_(trace_ && std::strcmp(std::getenv("CLAYOUT_FUZZ_TRACE"), "dumps") == 0) {
    variables_.emplace_back("x0");
    variables_.emplace_back("x1");
    for (Solver& each : solvers_) each.noteValueChanges();
  }

  void run() {
    for (step_ = 0; step_ < maximumSteps && !input_.empty(); ++step_) runOperation();
  }

 private:
  // MARK: Operands

  Solver& solver() { return solvers_[solverIndex()]; }

  /// A solver's index (the same bytes as `solver`).
  std::size_t solverIndex() { return input_.below(solverCount); }

  const Variable& variable() { return variables_[variableIndex()]; }

  /// A variable's index in the pool (the same bytes as `variable`).
  std::size_t variableIndex() { return input_.below(variables_.size()); }

  /// A constraint of the pool, or a fresh one when the pool is empty.
  const Constraint& constraint() {
    if (constraints_.empty()) makeConstraint();
    return constraints_[input_.below(constraints_.size())];
  }

  /// A new constraint of 0 to 4 terms (a variable may repeat; one in sixteen uses a moved-from
  /// variable), a relation (one in four an integer cast outside the cases) and a priority.
  Constraint newConstraint() {
    std::vector<Term> terms;
    std::size_t termCount = input_.below(5);
    for (std::size_t index = 0; index < termCount; ++index) {
      double coefficient = input_.number();
      if (input_.below(16) == 0) {
        Variable gone("gone");
        Variable taker(std::move(gone));
        terms.emplace_back(gone, coefficient);  // NOLINT: the moved-from handle is the point
      } else {
        terms.emplace_back(variable(), coefficient);
      }
    }
    double constant = input_.number();
    std::uint8_t relationCode = input_.byte();
    Relation relation = relationCode % 16 == 15 ? static_cast<Relation>(3 + relationCode % 7)
                                                : static_cast<Relation>(relationCode % 3);
    Constraint made(Expression(std::move(terms), constant), relation, input_.priority());
    made.setIdentifier("c" + std::to_string(made_++));
    if (trace_) std::fprintf(stderr, "  made %s\n", made.description().c_str());
    return made;
  }

  void makeConstraint() {
    if (constraints_.size() >= maximumConstraints && exact_) {
      (void)newConstraint();  // the exact judge reads every constraint a solver holds from the pool
    } else if (constraints_.size() >= maximumConstraints) {
      constraints_[input_.below(constraints_.size())] = newConstraint();
    } else {
      constraints_.push_back(newConstraint());
    }
  }

  /// A batch of 0 to 5 constraints of the pool (repeats allowed).
  std::vector<Constraint> batch() {
    std::vector<Constraint> list;
    std::size_t count = input_.below(6);
    for (std::size_t index = 0; index < count; ++index) list.push_back(constraint());
    return list;
  }

  // MARK: Operations

  void runOperation() {
    std::uint8_t code = input_.byte();
    if (code >= 240) return runTransactionOperation(code);
    switch (code % 20) {
      case 0:
        operation_ = "new variable";
        if (variables_.size() < maximumVariables) {
          variables_.emplace_back("x" + std::to_string(variables_.size()));
        }
        return checkAll();
      case 1:
        operation_ = "new constraint";
        makeConstraint();
        return checkAll();
      case 2:
        operation_ = "new constraint from another at a priority";
        {
          const Constraint& other = constraint();
          Constraint copy(other, input_.priority());
          if (constraints_.size() < maximumConstraints) constraints_.push_back(copy);
        }
        return checkAll();
      case 3:
      case 4: {
        operation_ = "addConstraint";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        const Constraint& added = constraint();
        pending_ = pendingCall(which, {added});
        return mutate([&] { return target.addConstraint(added); });
      }
      case 5: {
        operation_ = "addConstraints";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        std::vector<Constraint> list = batch();
        pending_ = pendingCall(which, list);
        return mutate([&] { return target.addConstraints(list); });
      }
      case 6: {
        operation_ = "removeConstraint";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        const Constraint& removed = constraint();
        pending_ = pendingCall(which, {}, {removed});
        return mutate([&] { return target.removeConstraint(removed); });
      }
      case 7: {
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        std::vector<Constraint> list = batch();
        if (list.empty() || input_.below(2) == 0) {
          operation_ = "removeConstraints";
          pending_ = pendingCall(which, {}, list);
          return mutate([&] { return target.removeConstraints(list); });
        }
        operation_ = "replaceConstraints";
        std::vector<Constraint> added = batch();
        pending_ = pendingCall(which, added, list);
        return mutate([&] { return target.replaceConstraints(list, added); });
      }
      case 8: {
        operation_ = "setConstant";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        const Constraint& changed = constraint();
        double constant = input_.number();
        describeOperands(changed.identifier() + ", " + numberDescription(constant));
        pending_ = pendingCall(which);
        if (exact_) {
          Expression expression = changed.expression();
          expression.constant = constant;
          pending_.replacing = &changed;
          pending_.replacement.emplace(expression, changed.relation(), changed.priority());
        }
        return mutate([&] { return target.setConstant(changed, constant); });
      }
      case 9: {
        operation_ = "setPriority";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        const Constraint& changed = constraint();
        double priority = input_.priority();
        describeOperands(changed.identifier() + ", " + numberDescription(priority));
        pending_ = pendingCall(which);
        if (exact_ && priority::isValid(priority)) {
          pending_.replacing = &changed;
          pending_.replacement.emplace(changed, priority);
        }
        return mutate([&] { return target.setPriority(changed, priority); });
      }
      case 10: {
        operation_ = "addEditVariable";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        std::size_t index = variableIndex();
        const Variable& edited = variables_[index];
        double priority = input_.priority();
        describeOperands(edited.name() + ", " + numberDescription(priority));
        pending_ = pendingCall(which);
        pending_.edits = edits_[which];
        (*pending_.edits)[index] = fuzz::MirroredEdit{priority, target.valueOf(edited)};
        return mutate([&] { return target.addEditVariable(edited, priority); });
      }
      case 11: {
        operation_ = "removeEditVariable";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        std::size_t index = variableIndex();
        const Variable& edited = variables_[index];
        pending_ = pendingCall(which);
        pending_.edits = edits_[which];
        pending_.edits->erase(index);
        return mutate([&] { return target.removeEditVariable(edited); });
      }
      case 12:
      case 13: {
        operation_ = "suggestValue";
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        std::size_t index = variableIndex();
        const Variable& edited = variables_[index];
        double value = input_.number();
        describeOperands(edited.name() + ", " + numberDescription(value));
        pending_ = pendingCall(which);
        pending_.edits = edits_[which];
        if (pending_.edits->count(index) != 0) (*pending_.edits)[index].suggestion = value;
        pending_.suggestionInRange = isValueInRange(value);
        return mutate([&] { return target.suggestValue(edited, value); });
      }
      case 14: {
        operation_ = "updateVariables";
        std::size_t which = input_.below(solverCount);
        solvers_[which].updateVariables();
        checkPublished(which);
        return checkAll();
      }
      case 15: {
        operation_ = "reset";
        std::size_t which = input_.below(solverCount);
        solvers_[which].reset();
        transactions_[which].clear();  // reset closes them
        edits_[which].clear();
        return checkAll();
      }
      case 16: {
        // Move one solver into the other (or into a temporary and back into itself): the source
        // is left moved-from, and every later call on it must fail cleanly or answer empty.
        operation_ = "move solver";
        std::size_t from = input_.below(solverCount);
        std::size_t to = input_.below(solverCount);
        Solver moved(std::move(solvers_[from]));
        std::vector<TransactionStart> open = std::move(transactions_[from]);
        transactions_[from].clear();
        fuzz::MirroredEdits movedEdits = std::move(edits_[from]);
        edits_[from].clear();
        if (input_.below(2) == 0) {
          solvers_[to] = std::move(moved);
          transactions_[to] = std::move(open);
          lastValues_[to] = lastValues_[from];  // (f): the noted changes went with the solver
          edits_[to] = std::move(movedEdits);
        }
        return checkAll();
      }
      case 17: {
        operation_ = "fresh solver";
        std::size_t which = input_.below(solverCount);
        solvers_[which] = Solver();
        transactions_[which].clear();
        edits_[which].clear();
        return checkAll();
      }
      case 18: {
        operation_ = "queries";
        Solver& target = solver();
        for (const Variable& each : target.ambiguousVariables()) {
          if (!std::isfinite(target.valueOf(each))) fail("an ambiguous variable has a non-finite value");
        }
        (void)target.statistics();
        for (const Constraint& each : constraints_) (void)each.description();
        return checkAll();
      }
      default: {
        operation_ = "moved-from variable edit";
        Variable gone("gone");
        Variable taker(std::move(gone));
        std::size_t which = solverIndex();
        Solver& target = solvers_[which];
        double value = input_.number();
        pending_ = pendingCall(which);
        return mutate([&] {
          SolverResult result = target.addEditVariable(gone, priority::defaultHigh);  // NOLINT
          if (result.succeeded()) fail("a moved-from variable was accepted as an edit variable");
          return target.suggestValue(gone, value);  // NOLINT
        });
      }
    }
  }

  /// Bytes 240 to 255: open a transaction (240 to 245), commit the innermost (246 to 250) or roll
  /// it back (251 to 255) in one solver, checking (e) at the rollback.
  void runTransactionOperation(std::uint8_t code) {
    std::size_t which = input_.below(solverCount);
    Solver& target = solvers_[which];
    std::vector<TransactionStart>& open = transactions_[which];
    if (code < 246) {
      operation_ = "beginTransaction";
      TransactionStart start{target.dump(), {}, edits_[which]};
      for (const Variable& each : variables_) start.values.push_back(target.valueOf(each));
      if (target.beginTransaction()) open.push_back(std::move(start));
    } else if (code < 251) {
      operation_ = "commitTransaction";
      if (target.commitTransaction() != !open.empty()) fail("commitTransaction answered wrong");
      if (!open.empty()) open.pop_back();
    } else {
      operation_ = "rollbackTransaction";
      if (target.rollbackTransaction() != !open.empty()) fail("rollbackTransaction answered wrong");
      if (!open.empty()) {
        const TransactionStart& start = open.back();
        edits_[which] = start.edits;
        if (target.dump() != start.dump) {
          fail("the rollback did not restore solver " + std::to_string(which) +
               "'s dump:\n--- at the begin\n" + start.dump + "--- after the rollback\n" + target.dump());
        }
        for (std::size_t index = 0; index < start.values.size(); ++index) {
          if (!sameBits(target.valueOf(variables_[index]), start.values[index]))
            fail("the rollback did not restore the value of " + variables_[index].name());
        }
        open.pop_back();
      }
    }
    if (target.openTransactions() != open.size()) fail("the solver's count of open transactions is wrong");
    if (trace_) std::fprintf(stderr, "step %zu: %s (solver %zu)\n", step_, operation_.c_str(), which);
    checkAll();
  }

  /// Under CLAYOUT_FUZZ_TRACE, adds the operands to the operation's name (solver and values).
  void describeOperands(const std::string& operands) {
    if (trace_) operation_ += "(" + operands + ")";
  }

  // MARK: Invariants

  [[noreturn]] void fail(const std::string& what) const { fuzz::fail(step_, operation_, what); }

  /// Bit for bit, or within rounding under CLAYOUT_FUZZ_SKIP_NUMERIC.
  bool same(double a, double b) const { return skipNumeric_ ? fuzz::nearlyEqual(a, b) : sameBits(a, b); }

  Snapshot snapshot() const {
    Snapshot state;
    for (std::size_t index = 0; index < solverCount; ++index) state.dumps[index] = solvers_[index].dump();
    for (const Variable& each : variables_) {
      std::array<double, solverCount> values{};
      for (std::size_t index = 0; index < solverCount; ++index) values[index] = solvers_[index].valueOf(each);
      state.values.push_back(values);
      state.published.push_back(each.value());
    }
    return state;
  }

  /// Runs a call that may change the solvers and checks (b) when it fails, then the rest.
  template <typename Call>
  void mutate(Call call) {
    Snapshot before = snapshot();
    SolverResult result = call();
    if (trace_) {
      std::fprintf(stderr, "step %zu: %s: %s\n", step_, operation_.c_str(),
                   result.succeeded() ? "ok" : result.message.c_str());
    }
    if (exact_) judgeExactly(result);
    if (!result.succeeded()) {
      if (result.message.empty()) fail("a failure without a message");
      Snapshot after = snapshot();
      for (std::size_t index = 0; index < solverCount; ++index) {
        if (before.dumps[index] != after.dumps[index]) {
          fail("the call failed (" + result.message + ") but changed solver " + std::to_string(index) +
               "'s dump:\n--- before\n" + before.dumps[index] + "--- after\n" + after.dumps[index]);
        }
      }
      for (std::size_t variable = 0; variable < before.values.size(); ++variable) {
        for (std::size_t index = 0; index < solverCount; ++index) {
          if (!same(before.values[variable][index], after.values[variable][index])) {
            fail("the call failed (" + result.message + ") but changed the value of " +
                 variables_[variable].name() + " in solver " + std::to_string(index));
          }
        }
        if (!same(before.published[variable], after.published[variable])) {
          fail("the call failed but changed the published value of " + variables_[variable].name());
        }
      }
    }
    checkAll();
  }

  /// (h), (i) and (j) for the call `pending_` describes (CLAYOUT_FUZZ_EXACT); on a success, the
  /// mirrored edits become the call's.
  void judgeExactly(const SolverResult& result) {
    const Pending& call = pending_;
    const Solver& target = solvers_[call.solver];
    const fuzz::MirroredEdits& edits = call.edits ? *call.edits : edits_[call.solver];
    if (result.succeeded()) {
      if (call.edits) edits_[call.solver] = *call.edits;
      std::string wrong = oracle_.whyNotOptimal(target, oracle_.system(target, edits_[call.solver]));
      if (!wrong.empty()) fail("EXACT: solver " + std::to_string(call.solver) + ": " + wrong);
      return;
    }
    if (result.kind == SolverErrorKind::valueOutOfRange && call.suggestionInRange) {
      bool inputsInRange = true;
      for (const Constraint& added : call.added)
        inputsInRange = inputsInRange && fuzz::ExactOracle::isInRange(added);
      if (call.replacement) inputsInRange = inputsInRange && fuzz::ExactOracle::isInRange(*call.replacement);
      if (inputsInRange) {
        testing::exact::System asMade =
            oracle_.system(target, edits, call.added, call.removed, call.replacing, call.replacement);
        if (!fuzz::ExactOracle::rangeRefusalIsDue(asMade))
          fail("EXACT: refused for the value range (" + result.message +
               ") though an optimal point lies within it");
      }
    }
    // A call that adds only optional constraints (or makes one optional, or changes an optional
    // one's constant) is never refused as unsatisfiable or for lost precision, whichever required
    // constraint the refusal names (the final check names the required one it found violated).
    bool optional = call.replacement ? !call.replacement->isRequired() : !call.added.empty();
    for (const Constraint& added : call.added) optional = optional && !added.isRequired();
    if ((result.kind == SolverErrorKind::lostPrecision ||
         result.kind == SolverErrorKind::unsatisfiableConstraint) &&
        optional)
      fail("EXACT: an optional constraint was refused: " + result.message);
  }

  /// (c), (d), (f) and (g) for both solvers, and (a) unless CLAYOUT_FUZZ_SKIP_NUMERIC is set.
  void checkAll() {
    if (trace_) std::fprintf(stderr, "step %zu: %s\n", step_, operation_.c_str());
    if (traceDumps_) std::fprintf(stderr, "%s", solvers_[0].dump().c_str());
    for (std::size_t index = 0; index < solverCount; ++index) {
      const Solver& each = solvers_[index];
      std::string broken = each.checkInvariants();
      if (!broken.empty()) fail("solver " + std::to_string(index) + ": checkInvariants: " + broken);
      for (const Variable& variable : variables_) {
        if (!std::isfinite(each.valueOf(variable))) {
          fail("solver " + std::to_string(index) + ": " + variable.name() + " is not finite");
        }
      }
      if (!skipNumeric_) checkRequired(index);
      checkChangedVariables(index);
      checkBulkRead(index);
    }
  }

  /// (g) for solver `index`: the variables twice over, reversed, so that the read-ahead runs on
  /// any number of them.
  void checkBulkRead(std::size_t index) {
    std::vector<Variable> read(variables_.rbegin(), variables_.rend());
    read.insert(read.end(), variables_.rbegin(), variables_.rend());
    std::vector<double> values(read.size());
    solvers_[index].valuesOf(read, values);
    for (std::size_t i = 0; i < read.size(); ++i) {
      const double single = solvers_[index].valueOf(read[i]);
      if (!sameBits(values[i], single)) {
        fail("solver " + std::to_string(index) + ": valuesOf read " + std::to_string(values[i]) + " for " +
             read[i].name() + ", valueOf " + std::to_string(single));
      }
    }
  }

  /// (f) for solver `index`; then remembers every value for the next step's check.
  void checkChangedVariables(std::size_t index) {
    std::vector<Variable> changed;
    const bool known = solvers_[index].takeChangedVariables(changed);
    std::vector<double>& last = lastValues_[index];
    last.resize(variables_.size(), 0.0);  // a new variable read 0 before it existed
    for (std::size_t variable = 0; variable < variables_.size(); ++variable) {
      const double value = solvers_[index].valueOf(variables_[variable]);
      if (known && !sameBits(value, last[variable])) {
        bool reported = false;
        for (const Variable& each : changed) reported = reported || each.isSameVariable(variables_[variable]);
        if (!reported) {
          fail("solver " + std::to_string(index) + ": " + variables_[variable].name() + " moved from " +
               std::to_string(last[variable]) + " to " + std::to_string(value) +
               " but takeChangedVariables did not report it");
        }
      }
      last[variable] = value;
    }
  }

  /// (a): every required constraint of the pool present in solver `index` holds at its values.
  void checkRequired(std::size_t index) const {
    const Solver& each = solvers_[index];
    for (const Constraint& constraint : constraints_) {
      if (!constraint.isRequired() || !each.hasConstraint(constraint)) continue;
      const Expression& expression = constraint.expression();
      double residual = expression.constant;
      double scale = std::fabs(expression.constant);
      for (const Term& term : expression.terms) {
        double product = term.coefficient * each.valueOf(term.variable);
        residual += product;
        scale = std::fmax(scale, std::fabs(product));
      }
      double tolerance = fuzz::residualTolerance(scale);
      if (!fuzz::holdsWithin(constraint.relation(), residual, tolerance)) {
        std::string values;
        for (const Term& term : expression.terms) {
          values += " " + term.variable.name() + "=" + std::to_string(each.valueOf(term.variable));
        }
        fail("NUMERIC: solver " + std::to_string(index) + ": the required constraint " +
             constraint.description() + " does not hold: residual " + std::to_string(residual) +
             " (tolerance " + std::to_string(tolerance) + ") at" + values + "\n" + each.dump());
      }
    }
  }

  /// After `updateVariables`, every variable the solver knows publishes the solver's value.
  void checkPublished(std::size_t index) const {
    const Solver& each = solvers_[index];
    for (const Variable& variable : variables_) {
      bool known = each.hasEditVariable(variable);
      for (const Constraint& constraint : constraints_) {
        if (known) break;
        if (!each.hasConstraint(constraint)) continue;
        for (const Term& term : constraint.expression().terms)
          known = known || term.variable.isSameVariable(variable);
      }
      if (known && !sameBits(variable.value(), each.valueOf(variable))) {
        fail("updateVariables published " + std::to_string(variable.value()) + " for " + variable.name() +
             ", the solver has " + std::to_string(each.valueOf(variable)));
      }
    }
  }

  FuzzInput& input_;
  bool skipNumeric_;
  /// CLAYOUT_FUZZ_EXACT: the exact judge (h), (i), (j).
  bool exact_;
  /// CLAYOUT_FUZZ_TRACE=1: every step and its result on stderr, to read a reproducer.
  bool trace_;
  bool traceDumps_;
  std::size_t made_ = 0;
  std::size_t step_ = 0;
  std::string operation_ = "start";
  std::array<Solver, solverCount> solvers_;
  /// Each solver's values at the previous step's check (f).
  std::array<std::vector<double>, solverCount> lastValues_;
  /// Per solver, its open transactions: the dump and the values (of `variables_` then) at each
  /// one's beginning.
  struct TransactionStart {
    std::string dump;
    std::vector<double> values;
    /// The edits the exact judge mirrors, as they were.
    fuzz::MirroredEdits edits;
  };
  std::array<std::vector<TransactionStart>, solverCount> transactions_;
  std::vector<Variable> variables_;
  std::vector<Constraint> constraints_;
  /// Per solver, the edits and suggestions it holds, for the exact judge.
  std::array<fuzz::MirroredEdits, solverCount> edits_;
  /// The mutating call under way, as the exact judge needs it: its solver, the constraints it adds
  /// and removes, a constraint it changes and the form it changes it to, the edits it leaves on
  /// success (none: those it had), and whether its suggestion (if any) is within the range.
  struct Pending {
    std::size_t solver = 0;
    std::vector<Constraint> added;
    std::vector<Constraint> removed;
    const Constraint* replacing = nullptr;
    std::optional<Constraint> replacement;
    std::optional<fuzz::MirroredEdits> edits;
    bool suggestionInRange = true;
  };
  Pending pending_;
  fuzz::ExactOracle oracle_{variables_, constraints_};

  /// A call on solver `which` that adds `added` and removes `removed`.
  static Pending pendingCall(std::size_t which, std::vector<Constraint> added = {},
                             std::vector<Constraint> removed = {}) {
    Pending call;
    call.solver = which;
    call.added = std::move(added);
    call.removed = std::move(removed);
    return call;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool skipNumeric = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_SKIP_NUMERIC");
  static const bool edges = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_EDGES");
  FuzzInput input(data, size, skipNumeric, edges);
  Program program(input);
  program.run();
  return 0;
}
