// SolverErrorTests.cpp — one test per error kind: the kind, a message that names what is at
// fault, and a solver left exactly as it was (same dump, same statistics, same values). Then the
// explanations of unsatisfiable constraints.
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double notANumber = std::numeric_limits<double>::quiet_NaN();
const double infinity = std::numeric_limits<double>::infinity();
const double tolerance = 1e-9;

bool sameStatistics(const SolverStatistics& a, const SolverStatistics& b) {
  return a.constraints == b.constraints && a.editVariables == b.editVariables && a.variables == b.variables &&
         a.symbols == b.symbols && a.rows == b.rows && a.definitions == b.definitions && a.cells == b.cells &&
         a.levels == b.levels;
}

/// Whether `actual` holds exactly the constraints of `expected`, by identity, in any order.
bool sameConstraints(const std::vector<Constraint>& actual, const std::vector<Constraint>& expected) {
  if (actual.size() != expected.size()) return false;
  for (std::size_t i = 0; i < actual.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (actual[i].isSameConstraint(actual[j])) return false;
    }
  }
  for (const Constraint& wanted : expected) {
    bool found = false;
    for (const Constraint& present : actual) found = found || present.isSameConstraint(wanted);
    if (!found) return false;
  }
  return true;
}

std::string describeAll(const std::vector<Constraint>& constraints) {
  std::string text = "{";
  for (const Constraint& c : constraints) text += " [" + c.description() + "]";
  return text + " }";
}

/// Runs `call` on `solver`, which must fail with `kind`, and checks that the solver's dump,
/// statistics and the values of `watched` are the same before and after. Returns the result.
testing::CheckedResult<SolverResult> expectFailure(Solver& solver, SolverErrorKind kind,
                                                   const std::function<SolverResult()>& call,
                                                   const std::vector<Variable>& watched = {}) {
  std::string dumpBefore = solver.dump();
  SolverStatistics statisticsBefore = solver.statistics();
  std::vector<double> valuesBefore;
  for (const Variable& v : watched) valuesBefore.push_back(solver.valueOf(v));
  SolverResult result = call();
  CHECK_KIND(result, kind);
  CHECK(!result.succeeded());
  CHECK(!result.message.empty());
  CHECK_EQUAL(solver.dump(), dumpBefore);
  CHECK(sameStatistics(solver.statistics(), statisticsBefore));
  for (std::size_t i = 0; i < watched.size(); ++i) CHECK_EQUAL(solver.valueOf(watched[i]), valuesBefore[i]);
  return {result};
}

/// Checks that `result` is about `constraint` and that its message names it.
void checkNames(const SolverResult& result, const Constraint& constraint) {
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(constraint));
  if (!testing::containsText(result.message, constraint.description())) {
    testing::reportFailure(__FILE__, __LINE__,
                           "message \"" + result.message + "\" does not contain " + constraint.description());
  }
}

/// Checks that the message of `result` names `variable`.
void checkNames(const SolverResult& result, const Variable& variable) {
  if (!testing::containsText(result.message, variable.name())) {
    testing::reportFailure(__FILE__, __LINE__,
                           "message \"" + result.message + "\" does not contain " + variable.name());
  }
}

}  // namespace

// MARK: unsatisfiableConstraint

TEST_CASE("unsatisfiable: a required constraint against a required one") {
  Solver solver;
  Variable x("x");
  Constraint first = x == 10;
  first.setIdentifier("first");
  CHECK(solver.addConstraint(first).succeeded());
  Constraint second = x == 20;
  second.setIdentifier("second");
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.addConstraint(second); }, {x});
  checkNames(result, second);
  CHECK(sameConstraints(result.conflicts, {first}));
  CHECK(!solver.hasConstraint(second));
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  // The solver goes on working.
  CHECK(solver.addConstraint((x == 20) | 999).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
}

TEST_CASE("unsatisfiable: a constant-only contradiction needs no other constraint") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint(x == 1).succeeded());
  Constraint contradiction(Expression(5), Relation::equal);  // 5 == 0
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.addConstraint(contradiction); });
  checkNames(result, contradiction);
  CHECK(result.conflicts.empty());
  Constraint negative(Expression(-1), Relation::greaterThanOrEqual);  // -1 >= 0
  result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                         [&] { return solver.addConstraint(negative); });
  CHECK(result.conflicts.empty());
}

TEST_CASE("unsatisfiable: setConstant that a required constraint cannot follow") {
  Solver solver;
  Variable x("x");
  Constraint position = x == 10;
  Constraint ceiling = x <= 20;
  CHECK(solver.addConstraint(position).succeeded());
  CHECK(solver.addConstraint(ceiling).succeeded());
  // x - 30 == 0 would need x = 30 > 20.
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.setConstant(position, -30); }, {x});
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(position));
  CHECK(sameConstraints(result.conflicts, {ceiling}));
  CHECK_EQUAL(position.expression().constant, -10.0);  // the constant stays as it was
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  // A change that stays within the bound still works.
  CHECK(solver.setConstant(position, -20).succeeded());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);
}

TEST_CASE("unsatisfiable: setPriority to required against a required constraint") {
  Solver solver;
  Variable x("x");
  Constraint wish = (x == 10) | 250;
  Constraint fixed = x == 20;
  CHECK(solver.addConstraint(wish).succeeded());
  CHECK(solver.addConstraint(fixed).succeeded());
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.setPriority(wish, priority::required); }, {x});
  checkNames(result, wish);
  CHECK(sameConstraints(result.conflicts, {fixed}));
  CHECK_EQUAL(wish.priority(), 250.0);  // the priority stays as it was
  CHECK(solver.hasConstraint(wish));
  // Raising it to any optional level is fine.
  CHECK(solver.setPriority(wish, 999).succeeded());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);
}

// MARK: duplicateConstraint

TEST_CASE("duplicate constraint: added twice") {
  Solver solver;
  Variable x("x");
  Constraint c = x >= 3;
  c.setIdentifier("minimum");
  CHECK(solver.addConstraint(c).succeeded());
  SolverResult result = expectFailure(solver, SolverErrorKind::duplicateConstraint,
                                      [&] { return solver.addConstraint(c); }, {x});
  checkNames(result, c);
  // Through a copy of the handle too.
  Constraint copy = c;
  expectFailure(solver, SolverErrorKind::duplicateConstraint, [&] { return solver.addConstraint(copy); });
  CHECK(solver.hasConstraint(c));
}

TEST_CASE("duplicate constraint: twice in one batch, or already present") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint present = x == 1;
  CHECK(solver.addConstraint(present).succeeded());
  Constraint fresh = y == 2;
  Constraint other = (y == 9) | 100;
  std::vector<Constraint> twice = {fresh, other, fresh};
  SolverResult result = expectFailure(solver, SolverErrorKind::duplicateConstraint,
                                      [&] { return solver.addConstraints(twice); }, {x, y});
  checkNames(result, fresh);
  CHECK(!solver.hasConstraint(fresh));
  CHECK(!solver.hasConstraint(other));

  std::vector<Constraint> withPresent = {fresh, present};
  result = expectFailure(solver, SolverErrorKind::duplicateConstraint,
                         [&] { return solver.addConstraints(withPresent); }, {x, y});
  checkNames(result, present);
  CHECK(!solver.hasConstraint(fresh));
}

// MARK: unknownConstraint

TEST_CASE("unknown constraint: remove, setConstant and setPriority") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint(x >= 0).succeeded());
  Constraint absent = x == 5;
  absent.setIdentifier("absent");
  SolverResult result = expectFailure(solver, SolverErrorKind::unknownConstraint,
                                      [&] { return solver.removeConstraint(absent); }, {x});
  checkNames(result, absent);
  result = expectFailure(solver, SolverErrorKind::unknownConstraint,
                         [&] { return solver.setConstant(absent, -7); }, {x});
  checkNames(result, absent);
  CHECK_EQUAL(absent.expression().constant, -5.0);
  result = expectFailure(solver, SolverErrorKind::unknownConstraint,
                         [&] { return solver.setPriority(absent, 500); }, {x});
  checkNames(result, absent);
  CHECK_EQUAL(absent.priority(), priority::required);
}

TEST_CASE("unknown constraint: once removed") {
  Solver solver;
  Variable x("x");
  Constraint c = x == 5;
  CHECK(solver.addConstraint(c).succeeded());
  CHECK(solver.removeConstraint(c).succeeded());
  SolverResult result =
      expectFailure(solver, SolverErrorKind::unknownConstraint, [&] { return solver.removeConstraint(c); });
  checkNames(result, c);
  std::vector<Constraint> batch = {c};
  expectFailure(solver, SolverErrorKind::unknownConstraint, [&] { return solver.removeConstraints(batch); });
}

// MARK: Edit variable errors

TEST_CASE("duplicate edit variable") {
  Solver solver;
  Variable width("editedWidth");
  CHECK(solver.addEditVariable(width, 500).succeeded());
  CHECK(solver.suggestValue(width, 12).succeeded());
  SolverResult result = expectFailure(solver, SolverErrorKind::duplicateEditVariable,
                                      [&] { return solver.addEditVariable(width, 500); }, {width});
  checkNames(result, width);
  // At another priority too.
  result = expectFailure(solver, SolverErrorKind::duplicateEditVariable,
                         [&] { return solver.addEditVariable(width, 100); }, {width});
  checkNames(result, width);
  CHECK_NEAR(solver.valueOf(width), 12, tolerance);
}

TEST_CASE("unknown edit variable: remove and suggest") {
  Solver solver;
  Variable height("unknownHeight");
  CHECK(solver.addConstraint(height >= 0).succeeded());
  SolverResult result = expectFailure(solver, SolverErrorKind::unknownEditVariable,
                                      [&] { return solver.removeEditVariable(height); }, {height});
  checkNames(result, height);
  result = expectFailure(solver, SolverErrorKind::unknownEditVariable,
                         [&] { return solver.suggestValue(height, 4); }, {height});
  checkNames(result, height);
  // Once removed, it is unknown again.
  CHECK(solver.addEditVariable(height, 300).succeeded());
  CHECK(solver.removeEditVariable(height).succeeded());
  result = expectFailure(solver, SolverErrorKind::unknownEditVariable,
                         [&] { return solver.suggestValue(height, 4); }, {height});
  checkNames(result, height);
}

TEST_CASE("required edit variable") {
  Solver solver;
  Variable left("draggedLeft");
  SolverResult result = expectFailure(solver, SolverErrorKind::requiredEditVariable,
                                      [&] { return solver.addEditVariable(left, priority::required); });
  checkNames(result, left);
  CHECK(!solver.hasEditVariable(left));
}

TEST_CASE("invalid priority of an edit variable") {
  Solver solver;
  Variable left("editedLeft");
  for (double bad : {0.0, -1.0, -infinity, notANumber}) {
    SolverResult result = expectFailure(solver, SolverErrorKind::invalidPriority,
                                        [&] { return solver.addEditVariable(left, bad); });
    checkNames(result, left);
    CHECK(!solver.hasEditVariable(left));
  }
}

// MARK: nonFiniteValue

TEST_CASE("non-finite coefficient") {
  Solver solver;
  Variable x("x"), y("y");
  CHECK(solver.addConstraint(y == 1).succeeded());
  for (double bad : {notANumber, infinity, -infinity}) {
    Constraint c = Expression(x) + Term(y, bad) == 0;
    SolverResult result =
        expectFailure(solver, SolverErrorKind::nonFiniteValue, [&] { return solver.addConstraint(c); }, {y});
    checkNames(result, c);
    CHECK(!solver.hasConstraint(c));
  }
  // Optional ones too.
  Constraint optional = (x * notANumber == 0) | 250;
  SolverResult result =
      expectFailure(solver, SolverErrorKind::nonFiniteValue, [&] { return solver.addConstraint(optional); });
  checkNames(result, optional);
}

TEST_CASE("non-finite constant") {
  Solver solver;
  Variable x("x");
  for (double bad : {notANumber, infinity, -infinity}) {
    Constraint c = x <= bad;
    SolverResult result =
        expectFailure(solver, SolverErrorKind::nonFiniteValue, [&] { return solver.addConstraint(c); });
    checkNames(result, c);
  }
  // In a batch: none is added.
  Constraint fine = x == 2;
  Constraint bad = (x >= infinity) | 500;
  std::vector<Constraint> batch = {fine, bad};
  SolverResult result =
      expectFailure(solver, SolverErrorKind::nonFiniteValue, [&] { return solver.addConstraints(batch); });
  checkNames(result, bad);
  CHECK(!solver.hasConstraint(fine));
}

TEST_CASE("non-finite suggested value") {
  Solver solver;
  Variable x("suggestedX");
  CHECK(solver.addConstraint(x <= 100).succeeded());
  CHECK(solver.addEditVariable(x, 500).succeeded());
  CHECK(solver.suggestValue(x, 30).succeeded());
  for (double bad : {notANumber, infinity, -infinity}) {
    SolverResult result = expectFailure(solver, SolverErrorKind::nonFiniteValue,
                                        [&] { return solver.suggestValue(x, bad); }, {x});
    checkNames(result, x);
  }
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);
}

TEST_CASE("non-finite value for setConstant") {
  Solver solver;
  Variable x("x");
  Constraint c = x == 4;
  Constraint optional = (x >= 10) | 300;
  CHECK(solver.addConstraint(c).succeeded());
  CHECK(solver.addConstraint(optional).succeeded());
  for (double bad : {notANumber, infinity, -infinity}) {
    SolverResult result = expectFailure(solver, SolverErrorKind::nonFiniteValue,
                                        [&] { return solver.setConstant(c, bad); }, {x});
    checkNames(result, c);
    CHECK_EQUAL(c.expression().constant, -4.0);
    result = expectFailure(solver, SolverErrorKind::nonFiniteValue,
                           [&] { return solver.setConstant(optional, bad); }, {x});
    checkNames(result, optional);
    CHECK_EQUAL(optional.expression().constant, -10.0);
  }
}

// MARK: invalidPriority

TEST_CASE("invalid priority when adding") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint(x >= 1).succeeded());
  for (double bad : {0.0, -1.0, -250.0, 1000.5, 1001.0, 2000.0, infinity, -infinity, notANumber}) {
    Constraint c(x == 5, bad);
    SolverResult result =
        expectFailure(solver, SolverErrorKind::invalidPriority, [&] { return solver.addConstraint(c); }, {x});
    checkNames(result, c);
    CHECK(!solver.hasConstraint(c));
    std::vector<Constraint> batch = {x <= 50, c};
    result = expectFailure(solver, SolverErrorKind::invalidPriority,
                           [&] { return solver.addConstraints(batch); }, {x});
    checkNames(result, c);
  }
  // The smallest positive priority is valid.
  CHECK(solver.addConstraint(Constraint(x == 5, 1e-6)).succeeded());
  CHECK_NEAR(solver.valueOf(x), 5, tolerance);
}

TEST_CASE("invalid priority for setPriority") {
  Solver solver;
  Variable x("x");
  Constraint optional = (x == 5) | 400;
  Constraint required = x >= 0;
  CHECK(solver.addConstraint(optional).succeeded());
  CHECK(solver.addConstraint(required).succeeded());
  for (double bad : {0.0, -3.0, 1000.001, 5000.0, infinity, notANumber}) {
    SolverResult result = expectFailure(solver, SolverErrorKind::invalidPriority,
                                        [&] { return solver.setPriority(optional, bad); }, {x});
    checkNames(result, optional);
    CHECK_EQUAL(optional.priority(), 400.0);
    result = expectFailure(solver, SolverErrorKind::invalidPriority,
                           [&] { return solver.setPriority(required, bad); }, {x});
    checkNames(result, required);
    CHECK_EQUAL(required.priority(), priority::required);
  }
}

// MARK: Explanations of unsatisfiable constraints

TEST_CASE("conflicts name exactly the required constraints in the way") {
  Solver solver;
  Variable x("x"), y("y"), z("z"), w("w");
  Constraint xFollowsY = x == y;
  Constraint yIsTwenty = y == 20;
  Constraint zIsFive = z == 5;
  Constraint wAtLeastThree = w >= 3;
  Constraint zNearW = z <= w + 10;
  Constraint optionalX = (x == 0) | 500;  // optional: never part of a conflict
  std::vector<Constraint> all = {xFollowsY, zIsFive, yIsTwenty, wAtLeastThree, zNearW, optionalX};
  CHECK(solver.addConstraints(all).succeeded());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);
  Constraint xIsTen = x == 10;
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.addConstraint(xIsTen); }, {x, y, z, w});
  checkNames(result, xIsTen);
  if (!sameConstraints(result.conflicts, {xFollowsY, yIsTwenty})) {
    CHECK_EQUAL(describeAll(result.conflicts), describeAll({xFollowsY, yIsTwenty}));
  }
}

TEST_CASE("conflicts of an inequality") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint ceiling = x <= 5;
  Constraint floor = x >= -100;  // satisfied by any x in [-100, 5]: not part of the conflict
  Constraint yFollows = y == x + 1;
  std::vector<Constraint> all = {floor, ceiling, yFollows};
  CHECK(solver.addConstraints(all).succeeded());
  Constraint atLeastTen = x >= 10;
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.addConstraint(atLeastTen); }, {x, y});
  checkNames(result, atLeastTen);
  if (!sameConstraints(result.conflicts, {ceiling})) {
    CHECK_EQUAL(describeAll(result.conflicts), describeAll({ceiling}));
  }
}

TEST_CASE("conflicts along a chain of inequalities") {
  // x1 == 0 and x(i+1) >= x(i) + 1 give x10 >= 9, so x10 <= 5 fails. The side variables y(i)
  // and the optional wishes are free to move and so take no part; the chain is the only
  // irreducible conflicting set.
  Solver solver;
  std::vector<Variable> xs, ys;
  for (int i = 1; i <= 10; ++i) {
    xs.emplace_back("x" + std::to_string(i));
    ys.emplace_back("y" + std::to_string(i));
  }
  std::vector<Constraint> chain = {xs[0] == 0};
  for (int i = 0; i + 1 < 10; ++i) chain.push_back(xs[i + 1] >= xs[i] + 1);
  CHECK(solver.addConstraints(chain).succeeded());
  for (int i = 0; i < 10; ++i) {
    CHECK(solver.addConstraint(ys[i] == xs[i] + 100).succeeded());
    CHECK(solver.addConstraint((xs[i] == 50) | 250).succeeded());
  }
  CHECK(solver.addConstraint(xs[2] <= 1000).succeeded());
  Constraint tooShort = xs[9] <= 5;
  SolverResult result = expectFailure(
      solver, SolverErrorKind::unsatisfiableConstraint, [&] { return solver.addConstraint(tooShort); }, xs);
  checkNames(result, tooShort);
  if (!sameConstraints(result.conflicts, chain)) {
    CHECK_EQUAL(describeAll(result.conflicts), describeAll(chain));
  }
}

TEST_CASE("conflicts along a row of views held by equalities") {
  // left1 == 0, left(i+1) == left(i) + width(i), width(i) == 10: left6 = 50, never 1000. The
  // conflict: left1 == 0, the five links before left6 and the five widths they use. The views
  // after left6 and their widths take no part.
  Solver solver;
  std::vector<Variable> lefts, widths;
  for (int i = 1; i <= 10; ++i) {
    lefts.emplace_back("left" + std::to_string(i));
    widths.emplace_back("width" + std::to_string(i));
  }
  std::vector<Constraint> expected = {lefts[0] == 0};
  std::vector<Constraint> unrelated;
  for (int i = 0; i + 1 < 10; ++i) {
    Constraint link = lefts[i + 1] == lefts[i] + widths[i];
    Constraint width = widths[i] == 10;
    if (i < 5) {
      expected.push_back(link);
      expected.push_back(width);
    } else {
      unrelated.push_back(link);
      unrelated.push_back(width);
    }
  }
  CHECK(solver.addConstraints(expected).succeeded());
  CHECK(solver.addConstraints(unrelated).succeeded());
  CHECK_NEAR(solver.valueOf(lefts[5]), 50, tolerance);
  Constraint far = lefts[5] == 1000;
  SolverResult result = expectFailure(
      solver, SolverErrorKind::unsatisfiableConstraint, [&] { return solver.addConstraint(far); }, lefts);
  checkNames(result, far);
  CHECK_EQUAL(result.conflicts.size(), std::size_t(11));
  if (!sameConstraints(result.conflicts, expected)) {
    CHECK_EQUAL(describeAll(result.conflicts), describeAll(expected));
  }
}

TEST_CASE("optional constraints never conflict") {
  Solver solver;
  Variable x("x"), y("y");
  CHECK(solver.addConstraint(x == y).succeeded());
  CHECK(solver.addConstraint((y == 20) | 999).succeeded());
  CHECK(solver.addConstraint(x == 10).succeeded());  // y gives way: it is only at 999
  CHECK_NEAR(solver.valueOf(y), 10, tolerance);
}

TEST_CASE("conflicts between several variables") {
  // x + y <= 10 and x >= 8 leave y <= 2, so y >= 5 fails; y <= 100 takes no part.
  Solver solver;
  Variable x("x"), y("y");
  Constraint sum = x + y <= 10, xAtLeast = x >= 8, yAtMost = y <= 100;
  std::vector<Constraint> all = {sum, xAtLeast, yAtMost};
  CHECK(solver.addConstraints(all).succeeded());
  Constraint yAtLeast = y >= 5;
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.addConstraint(yAtLeast); }, {x, y});
  checkNames(result, yAtLeast);
  if (!sameConstraints(result.conflicts, {sum, xAtLeast})) {
    CHECK_EQUAL(describeAll(result.conflicts), describeAll({sum, xAtLeast}));
  }
}

TEST_CASE("an unsatisfiable constraint while an edit is active") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addEditVariable(x, 500).succeeded());
  CHECK(solver.suggestValue(x, 50).succeeded());
  Constraint ceiling = x <= 10;
  CHECK(solver.addConstraint(ceiling).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  Constraint floor = x >= 20;
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.addConstraint(floor); }, {x});
  CHECK(sameConstraints(result.conflicts, {ceiling}));  // the edit is optional: never a conflict
  // The edit goes on working.
  CHECK(solver.suggestValue(x, 3).succeeded());
  CHECK_NEAR(solver.valueOf(x), 3, tolerance);
}

TEST_CASE("setPriority to required against a constraint made required before") {
  // a: x >= 10 @500 and b: x <= 5 @600 give x = 5. a becomes required: x = 10. b cannot follow.
  Solver solver;
  Variable x("x");
  Constraint a = (x >= 10) | 500, b = (x <= 5) | 600;
  CHECK(solver.addConstraint(a).succeeded());
  CHECK(solver.addConstraint(b).succeeded());
  CHECK_NEAR(solver.valueOf(x), 5, tolerance);
  CHECK(solver.setPriority(a, priority::required).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  SolverResult result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                                      [&] { return solver.setPriority(b, priority::required); }, {x});
  checkNames(result, b);
  CHECK(sameConstraints(result.conflicts, {a}));
  CHECK_EQUAL(b.priority(), 600.0);
}

// MARK: Replacing constraints in one step

TEST_CASE("replaceConstraints: the result of the removal then the addition, in one call") {
  // x >= 10 and x <= 20, weak x == 0: x = 10. Replacing x >= 10 by x >= 15: 15; by x == 18
  // (required) as well as dropping x <= 20: 18.
  Solver solver;
  Variable x("x");
  Constraint floor = x >= 10, ceiling = x <= 20, wish = (x == 0) | priority::defaultLow;
  std::vector<Constraint> all = {floor, ceiling, wish};
  CHECK_SUCCESS(solver.addConstraints(all));
  CHECK_EQUAL(solver.valueOf(x), 10.0);
  Constraint higher = x >= 15;
  std::vector<Constraint> out = {floor}, in = {higher};
  CHECK_SUCCESS(solver.replaceConstraints(out, in));
  CHECK_EQUAL(solver.valueOf(x), 15.0);
  CHECK(!solver.hasConstraint(floor));
  CHECK(solver.hasConstraint(higher));
  Constraint fixed = x == 18;
  std::vector<Constraint> out2 = {higher, ceiling}, in2 = {fixed};
  CHECK_SUCCESS(solver.replaceConstraints(out2, in2));
  CHECK_EQUAL(solver.valueOf(x), 18.0);
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(2));
  // Nothing to add: a removal; nothing to remove: an addition.
  std::vector<Constraint> none, out3 = {fixed};
  CHECK_SUCCESS(solver.replaceConstraints(out3, none));
  CHECK_EQUAL(solver.valueOf(x), 0.0);
  std::vector<Constraint> in4 = {floor};
  CHECK_SUCCESS(solver.replaceConstraints(none, in4));
  CHECK_EQUAL(solver.valueOf(x), 10.0);
}

TEST_CASE("replaceConstraints refuses as a whole: nothing removed, nothing added") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint floor = x >= 10, ceiling = x <= 20, follows = y == x + 1;
  std::vector<Constraint> all = {floor, ceiling, follows};
  CHECK_SUCCESS(solver.addConstraints(all));
  // A removed constraint that is absent, or named twice: unknownConstraint, naming it.
  Constraint absent = x == 3;
  std::vector<Constraint> out = {floor, absent}, in = {x >= 12};
  SolverResult result = expectFailure(solver, SolverErrorKind::unknownConstraint,
                                      [&] { return solver.replaceConstraints(out, in); }, {x, y});
  checkNames(result, absent);
  std::vector<Constraint> twice = {floor, floor};
  expectFailure(solver, SolverErrorKind::unknownConstraint,
                [&] { return solver.replaceConstraints(twice, in); }, {x, y});
  // An added constraint already present (a constraint does not replace itself), or invalid.
  std::vector<Constraint> self = {floor};
  result = expectFailure(solver, SolverErrorKind::duplicateConstraint,
                         [&] { return solver.replaceConstraints(self, self); }, {x, y});
  checkNames(result, floor);
  Constraint notFinite = x == notANumber;
  std::vector<Constraint> bad = {notFinite};
  expectFailure(solver, SolverErrorKind::nonFiniteValue, [&] { return solver.replaceConstraints(self, bad); },
                {x, y});
  // An addition that cannot hold with what remains: explained by what remains (x <= 20), never
  // by the constraint being removed (x >= 10), and the removal is undone too.
  Constraint tooHigh = x >= 25;
  std::vector<Constraint> in2 = {tooHigh};
  result = expectFailure(solver, SolverErrorKind::unsatisfiableConstraint,
                         [&] { return solver.replaceConstraints(self, in2); }, {x, y});
  checkNames(result, tooHigh);
  if (!sameConstraints(result.conflicts, {ceiling})) {
    CHECK_EQUAL(describeAll(result.conflicts), describeAll({ceiling}));
  }
  CHECK(solver.hasConstraint(floor));
  // Whereas x <= 5 conflicts with x >= 10 only while it stays: replacing it makes room.
  Constraint low = x <= 5;
  std::vector<Constraint> out5 = {floor}, in5 = {low};
  CHECK_SUCCESS(solver.replaceConstraints(out5, in5));
  CHECK_EQUAL(solver.valueOf(x), 5.0);
  CHECK_EQUAL(solver.valueOf(y), 6.0);
}
