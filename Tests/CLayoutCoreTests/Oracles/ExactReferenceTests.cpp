// ExactReferenceTests.cpp — the exact lexicographic reference of ExactReference.h.
//
// Three groups: small systems solved by hand (their optimal errors and, when unique, values);
// agreement with the independent `long double` reference (ReferenceSolver.h, a different method
// and representation) on random small integer systems; and the four minimised systems of
// ../shared/findings (embedded verbatim below), asserting what the findings say the exact answer
// is. Nothing here runs the library's solver: this checks the oracle.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "Oracles/ExactReference.h"
#include "Oracles/Findings.h"
#include "Oracles/ReferenceSolver.h"
#include "TestSupport.h"

namespace {

using namespace clayout::testing::exact;

constexpr Relation EQ = Relation::equal;
constexpr Relation LE = Relation::lessThanOrEqual;
constexpr Relation GE = Relation::greaterThanOrEqual;

SystemConstraint constraint(std::vector<std::pair<std::size_t, double>> terms, double constant,
                            Relation relation, double priority = requiredPriority) {
  return SystemConstraint{std::move(terms), constant, relation, priority};
}

System system(std::size_t variables, std::vector<SystemConstraint> constraints) {
  System s;
  s.variableCount = variables;
  s.constraints = std::move(constraints);
  return s;
}

Rational fraction(std::int64_t numerator, std::int64_t denominator) {
  return Rational(Integer(numerator), Integer(denominator));
}

System finding(const char* text) {
  std::vector<System> systems = parseSystems(text);
  if (systems.size() != 1) throw std::runtime_error("expected one system in a finding");
  return systems.front();
}

}  // namespace

// MARK: Hand-solved systems

TEST_CASE("lexicographic levels: the higher level is met first, the lower gets the rest") {
  // x + y == 10; x == 3 @500; y == 9 @250. Level 500 is met (x = 3), so y = 7: error 2.
  System s = system(2, {constraint({{0, 1}, {1, 1}}, -10, EQ), constraint({{0, 1}}, -3, EQ, 500),
                        constraint({{1, 1}}, -9, EQ, 250)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levels == std::vector<double>({500, 250}));
  CHECK(r.levelErrors == std::vector<Rational>({Rational(0), Rational(2)}));
  CHECK(r.values == std::vector<Rational>({Rational(3), Rational(7)}));
}

TEST_CASE("lexicographic, not weighted: many errors below never outweigh one above") {
  // x + y <= 10; x == 10 @750; three copies of y == 10 @500. A weighted sum would give way on x;
  // levels do not: x = 10, y <= 0, best y = 0, level 500 error 3·10 = 30.
  System s = system(2, {constraint({{0, 1}, {1, 1}}, -10, LE), constraint({{0, 1}}, -10, EQ, 750),
                        constraint({{1, 1}}, -10, EQ, 500), constraint({{1, 1}}, -10, EQ, 500),
                        constraint({{1, 1}}, -10, EQ, 500)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levelErrors == std::vector<Rational>({Rational(0), Rational(30)}));
  CHECK(r.values == std::vector<Rational>({Rational(10), Rational(0)}));
}

TEST_CASE("a level sums its errors: ties between optimal points") {
  // x + y == 10; x == 3 and y == 9 both @500: Σ = |x - 3| + |1 - x| >= 2, reached for any x in
  // [1, 3]. The reference returns one of them; the total is what is unique.
  System s = system(2, {constraint({{0, 1}, {1, 1}}, -10, EQ), constraint({{0, 1}}, -3, EQ, 500),
                        constraint({{1, 1}}, -9, EQ, 500)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levelErrors == std::vector<Rational>({Rational(2)}));
  REQUIRE(r.values.size() == 2);
  CHECK(r.values[0] >= Rational(1));
  CHECK(r.values[0] <= Rational(3));
  CHECK(r.values[0] + r.values[1] == Rational(10));
  // Every point of the tie is optimal for the judge, and a point outside is not.
  CHECK(judgeCandidate(s, r, {1, 9}).levelsOptimal);
  CHECK(judgeCandidate(s, r, {2.5, 7.5}).levelsOptimal);
  CandidateVerdict outside = judgeCandidate(s, r, {4, 6});
  CHECK(outside.requiredHold);
  CHECK(!outside.levelsOptimal);
  CHECK(outside.wrongLevelIsWorse);
  CHECK(outside.levelErrors == std::vector<Rational>({Rational(4)}));
}

TEST_CASE("optional inequalities: only their violation counts") {
  // x <= 4 required; x >= 6 @1 (error 2 at best); x <= 100 @1 (never violated). Level error 2, x = 4.
  System s = system(
      1, {constraint({{0, 1}}, -4, LE), constraint({{0, 1}}, -6, GE, 1), constraint({{0, 1}}, -100, LE, 1)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levelErrors == std::vector<Rational>({Rational(2)}));
  CHECK(r.values == std::vector<Rational>({Rational(4)}));
  // x >= 5, x <= 3, x >= 4, all @10: (5 - x) + (x - 3) + max(0, 4 - x) on [3, 5] is 2 for x >= 4.
  System t = system(1, {constraint({{0, 1}}, -5, GE, 10), constraint({{0, 1}}, -3, LE, 10),
                        constraint({{0, 1}}, -4, GE, 10)});
  ExactSolution u = solveExactly(t);
  REQUIRE(u.feasible);
  CHECK(u.levelErrors == std::vector<Rational>({Rational(2)}));
  CHECK(u.values[0] >= Rational(4));
  CHECK(u.values[0] <= Rational(5));
}

TEST_CASE("three items in a row: a chain with fractions") {
  // Positions x0 .. x3 of boundaries: x0 == 0; x3 == 100; x1 - x0 == 2·(x2 - x1) (the first
  // item twice the second); x3 - x2 >= 40 required; x3 - x2 == 70 @250 (cannot: pushes others).
  // Levels: @500 x1 - x0 == 30. Hand: let a = x1, b = x2 - x1 = a/2, c = 100 - 1.5a >= 40 so
  // a <= 40. Level 500: a = 30 exactly (error 0), then c = 55, level 250 error 15.
  System s = system(
      4, {constraint({{0, 1}}, 0, EQ), constraint({{3, 1}}, -100, EQ),
          constraint({{1, 1}, {0, -1}, {2, -2}, {1, 2}}, 0, EQ), constraint({{3, 1}, {2, -1}}, -40, GE),
          constraint({{3, 1}, {2, -1}}, -70, EQ, 250), constraint({{1, 1}, {0, -1}}, -30, EQ, 500)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levelErrors == std::vector<Rational>({Rational(0), Rational(15)}));
  CHECK(r.values == std::vector<Rational>({Rational(0), Rational(30), Rational(45), Rational(100)}));
  // With the item @500 asking 50 instead: a <= 40 caps it (error 10), and c = 40: error 30.
  s.constraints.back().constant = -50;
  ExactSolution q = solveExactly(s);
  REQUIRE(q.feasible);
  CHECK(q.levelErrors == std::vector<Rational>({Rational(10), Rational(30)}));
  CHECK(q.values == std::vector<Rational>({Rational(0), Rational(40), Rational(60), Rational(100)}));
}

TEST_CASE("thirds stay exact") {
  // 3x == 1 and x + 3y == 0 required: x = 1/3, y = -1/9. Optional y >= 0 @1: error 1/9.
  System s = system(
      2, {constraint({{0, 3}}, -1, EQ), constraint({{0, 1}, {1, 3}}, 0, EQ), constraint({{1, 1}}, 0, GE, 1)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.values == std::vector<Rational>({fraction(1, 3), fraction(-1, 9)}));
  CHECK(r.levelErrors == std::vector<Rational>({fraction(1, 9)}));
}

TEST_CASE("the doubles as given: 0.1·x == 0.3 is not x == 3") {
  // As doubles 0.1 = d/2^55 with d = 3602879701896397 and 0.3 = (3d - 1)/2^55 (3d = 10808639105689191,
  // 0.3 = 10808639105689190/2^55), so x = 3 - 1/d exactly.
  System s = system(1, {constraint({{0, 0.1}}, -0.3, EQ)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  const Integer d(3602879701896397);
  CHECK(r.values[0] == Rational(3) - Rational(Integer(1), d));
  // x = 3 misses by 2^-55 against a scale of 0.3: within 1e-9 relative, so it holds; 3.001 does not.
  CHECK(judgeCandidate(s, r, {3.0}).requiredHold);
  CandidateVerdict off = judgeCandidate(s, r, {3.001});
  CHECK(!off.requiredHold);
  CHECK(off.violated == std::vector<std::size_t>({0}));
  // A zero tolerance sees even 2^-55.
  CHECK(!judgeCandidate(s, r, {3.0}, 0).requiredHold);
}

TEST_CASE("the judge's scale is the constraint's largest term") {
  // x - y == 0 at x = 1e6, y = 1e6 + 1e-4: violation 1e-4 against scale 1e6+: 1e-10 relative, holds.
  // -0.001·x >= 0 at x = 4 (finding min-5): violation 0.004 against a scale of 0.004: fails.
  System s = system(2, {constraint({{0, 1}, {1, -1}}, 0, EQ)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(judgeCandidate(s, r, {1e6, 1e6 + 1e-4}).requiredHold);
  CHECK(!judgeCandidate(s, r, {1e6, 1e6 + 1e-2}).requiredHold);
  System t = system(1, {constraint({{0, -0.001}}, 0, GE)});
  ExactSolution u = solveExactly(t);
  REQUIRE(u.feasible);
  CHECK(!judgeCandidate(t, u, {4}).requiredHold);
  CHECK(judgeCandidate(t, u, {0}).requiredHold);
  CHECK(judgeCandidate(t, u, {-4}).requiredHold);
}

TEST_CASE("infeasible required sets") {
  CHECK(!solveExactly(system(1, {constraint({{0, 1}}, -5, GE), constraint({{0, 1}}, -4, LE)})).feasible);
  CHECK(!solveExactly(system(2, {constraint({{0, 1}, {1, 1}}, -1, EQ), constraint({{0, 1}, {1, 1}}, -2, EQ)}))
             .feasible);
  // A cycle: x == y, y == z, x == z + 1.
  System cycle = system(3, {constraint({{0, 1}, {1, -1}}, 0, EQ), constraint({{1, 1}, {2, -1}}, 0, EQ),
                            constraint({{0, 1}, {2, -1}}, -1, EQ)});
  CHECK(!solveExactly(cycle).feasible);
  CHECK(!requiredFeasible(cycle));
  // Any two of the three can hold.
  CHECK(feasibleTogether(cycle, {0, 1}));
  CHECK(feasibleTogether(cycle, {1, 2}));
  CHECK(feasibleTogether(cycle, {0, 2}));
  // An optional constraint never makes a system infeasible, however much it conflicts.
  cycle.constraints[2].priority = 1;
  ExactSolution r = solveExactly(cycle);
  REQUIRE(r.feasible);
  CHECK(r.levelErrors == std::vector<Rational>({Rational(1)}));
  // But asked as a set of requirements, it does.
  CHECK(!feasibleTogether(cycle, {0, 1, 2}));
  // Inequalities only: x + y >= 3, x <= 1, y <= 1.
  CHECK(!solveExactly(system(2, {constraint({{0, 1}, {1, 1}}, -3, GE), constraint({{0, 1}}, -1, LE),
                                 constraint({{1, 1}}, -1, LE)}))
             .feasible);
  // Constant-only constraints: `1 == 0` and `1 <= 0` cannot hold, `-1 <= 0` always does.
  CHECK(!solveExactly(system(1, {constraint({}, 1, EQ)})).feasible);
  CHECK(!solveExactly(system(1, {constraint({}, 1, LE)})).feasible);
  CHECK(solveExactly(system(1, {constraint({}, -1, LE)})).feasible);
}

TEST_CASE("exactly redundant equalities are feasible") {
  // x + y == 3, x - y == 1, and their sum 2x == 4: x = 2, y = 1.
  System s = system(2, {constraint({{0, 1}, {1, 1}}, -3, EQ), constraint({{0, 1}, {1, -1}}, -1, EQ),
                        constraint({{0, 2}}, -4, EQ)});
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.values == std::vector<Rational>({Rational(2), Rational(1)}));
  // A redundant copy shifted by the smallest step at 4: 2x == 4 + 2^-50 is infeasible.
  s.constraints[2].constant = -(4 + std::ldexp(1.0, -50));
  CHECK(!solveExactly(s).feasible);
  // Dyadic coefficients: 0.25x + 0.5y == 1.25 twice over, scaled by 6 (all exact in binary).
  System t = system(2, {constraint({{0, 0.25}, {1, 0.5}}, -1.25, EQ),
                        constraint({{0, 1.5}, {1, 3}}, -7.5, EQ), constraint({{0, 1}}, -1, EQ, 1)});
  ExactSolution u = solveExactly(t);
  REQUIRE(u.feasible);
  CHECK(u.values == std::vector<Rational>({Rational(1), Rational(2)}));
  CHECK(u.levelErrors == std::vector<Rational>({Rational(0)}));
}

TEST_CASE("degenerate ties of the ratio test terminate (Bland)") {
  // Many constraints through the same vertex x = y = 0, with an objective pushing into it.
  std::vector<SystemConstraint> constraints;
  for (int k = 1; k <= 12; ++k)
    constraints.push_back(constraint({{0, double(k)}, {1, double(13 - k)}}, 0, GE));
  constraints.push_back(constraint({{0, 1}, {1, 1}}, 5, LE, 10));  // x + y <= -5 @10
  constraints.push_back(constraint({{0, 1}, {1, -1}}, 0, EQ, 5));  // x == y @5
  ExactSolution r = solveExactly(system(2, constraints));
  REQUIRE(r.feasible);
  // x + y >= 0 follows from the constraints (k = 1 and 12 give x + 12y >= 0 and 12x + y >= 0,
  // whose sum is 13(x + y) >= 0): error 5 at level 10 for any point with x + y = 0; the only
  // such point with all 12 holding is x = y = 0, which also meets x == y.
  CHECK(r.levelErrors == std::vector<Rational>({Rational(5), Rational(0)}));
  CHECK(r.values == std::vector<Rational>({Rational(0), Rational(0)}));
}

// MARK: Against the long double reference

TEST_CASE("agrees with the long double reference on random small integer systems") {
  namespace ld = clayout::testing::reference;
  std::uint64_t state = 2024;
  auto next = [&state]() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return state >> 33;
  };
  auto integer = [&](int low, int high) {
    return low + static_cast<int>(next() % static_cast<std::uint64_t>(high - low + 1));
  };
  const double palette[] = {1000, 1000, 750, 500, 250, 1};
  int feasibleCount = 0, infeasibleCount = 0;
  for (int trial = 0; trial < 300; ++trial) {
    std::size_t n = static_cast<std::size_t>(integer(2, 4));
    int count = integer(2, 8);
    System s;
    s.variableCount = n;
    std::vector<ld::LinearConstraint> reference;
    for (int i = 0; i < count; ++i) {
      SystemConstraint c;
      ld::LinearConstraint l;
      l.coefficients.assign(n, 0);
      for (std::size_t j = 0; j < n; ++j) {
        int a = integer(0, 2) == 0 ? 0 : integer(-3, 3);
        if (a == 0) continue;
        c.terms.push_back({j, double(a)});
        l.coefficients[j] = a;
      }
      c.constant = l.constant = integer(-20, 20);
      int relation = integer(0, 2);
      c.relation = static_cast<Relation>(relation);
      l.relation = static_cast<ld::Relation>(relation);
      c.priority = l.priority = palette[next() % 6];
      s.constraints.push_back(c);
      reference.push_back(l);
    }
    ExactSolution exact = solveExactly(s);
    ld::Solution approximate = ld::solve(n, reference);
    CHECK_EQUAL(exact.feasible, approximate.feasible);
    if (!exact.feasible || !approximate.feasible) {
      ++infeasibleCount;
      continue;
    }
    ++feasibleCount;
    REQUIRE(exact.levelErrors.size() == approximate.levelErrors.size());
    for (std::size_t k = 0; k < exact.levelErrors.size(); ++k)
      CHECK_NEAR(exact.levelErrors[k].toDouble(), static_cast<double>(approximate.levelErrors[k]), 1e-7);
    // The exact point is exactly feasible and exactly optimal by its own judge.
    std::vector<double> values;
    for (const Rational& v : exact.values) values.push_back(v.toDouble());
    CHECK(levelErrorsAt(s, exact.levels, exact.values) == exact.levelErrors);
    for (std::size_t i = 0; i < s.constraints.size(); ++i)
      if (s.constraints[i].isRequired()) CHECK(toExact(s.constraints[i], n).error(exact.values).isZero());
  }
  CHECK(feasibleCount > 100);
  CHECK(infeasibleCount > 20);
}

// MARK: The findings

TEST_CASE("findings format: parse and print back") {
  std::string text = "# a note\nsystem demo\nvars 2\nc 1000 >= 0 1:-0.001 0:1\nc 1 == 40 0:-0.01\nend\n";
  std::vector<System> systems = parseSystems(text);
  REQUIRE(systems.size() == 1);
  const System& s = systems.front();
  CHECK_EQUAL(s.name, std::string("demo"));
  CHECK_EQUAL(s.variableCount, std::size_t{2});
  REQUIRE(s.constraints.size() == 2);
  CHECK(s.constraints[0].isRequired());
  CHECK(s.constraints[0].relation == GE);
  CHECK(s.constraints[0].terms[0].first == 1);
  CHECK_EQUAL(s.constraints[0].terms[0].second, -0.001);
  CHECK_EQUAL(s.constraints[1].constant, 40.0);
  CHECK_EQUAL(s.constraints[1].priority, 1.0);
  CHECK(s.notes == std::vector<std::string>({" a note"}));
  CHECK_EQUAL(formatSystem(parseSystems(formatSystem(s)).front()), formatSystem(s));
  bool threw = false;
  try {
    parseSystems("system x\nvars 1\nc 1 == 0 3:1\nend\n");
  } catch (const std::invalid_argument&) {
    threw = true;
  }
  CHECK(threw);
}

TEST_CASE("finding min-5: all required constraints can hold, level 1 at 0; the solver's point fails") {
  System s = finding(kSolverRequiredViolated);
  CHECK_EQUAL(s.name, std::string("min-5"));
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levels == std::vector<double>({1}));
  CHECK(r.levelErrors == std::vector<Rational>({Rational(0)}));
  // The point the finding reports from the solver: v1 = -4e6, v0 = v2 = v3 = 4000, v4 = 4 (and
  // v5 = 0.001·v1 = -4000 from the second constraint). Constraint 3, -0.001·v4 >= 0, is violated.
  CandidateVerdict verdict = judgeCandidate(s, r, {4000, -4e6, 4000, 4000, 4, -4000});
  CHECK(!verdict.requiredHold);
  CHECK(verdict.violated == std::vector<std::size_t>({3}));
  CHECK_NEAR(verdict.worstViolation, 0.004, 1e-12);
  // The reference's own point holds every required constraint exactly.
  for (std::size_t i = 0; i < s.constraints.size(); ++i)
    if (s.constraints[i].isRequired())
      CHECK(toExact(s.constraints[i], s.variableCount).error(r.values).isZero());
}

TEST_CASE("finding min-9: infeasible; the solver's conflict set is satisfiable; an irreducible one") {
  System s = finding(kSolverConflictSetFeasible);
  CHECK(!solveExactly(s).feasible);
  // The solver's answer: constraint 5 with conflicts {0, 1, 2, 4}: feasible, so no conflict.
  CHECK(feasibleTogether(s, {5, 0, 1, 2, 4}));
  // The finding's irreducible conflict: {5} + {3, 0, 4}; without any one member it can hold.
  CHECK(!feasibleTogether(s, {5, 3, 0, 4}));
  CHECK(feasibleTogether(s, {3, 0, 4}));
  CHECK(feasibleTogether(s, {5, 0, 4}));
  CHECK(feasibleTogether(s, {5, 3, 4}));
  CHECK(feasibleTogether(s, {5, 3, 0}));
  // v1's two constraints are in no conflict: the rest without them is still infeasible.
  CHECK(!feasibleTogether(s, {0, 3, 4, 5}));
  CHECK(feasibleTogether(s, {1, 2}));
}

TEST_CASE("finding min-12: feasible, level 1 at 0 (no optional constraint can be refused)") {
  System s = finding(kSolverOptionalConstraintRejected);
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levels == std::vector<double>({1}));
  CHECK(r.levelErrors == std::vector<Rational>({Rational(0)}));
  // Even all of its constraints made required can hold together.
  CHECK(solveExactly(s, true).feasible);
}

TEST_CASE("finding min-b11-147: feasible; constraint 20 is exactly 2·[11] - [4]; levels 0, 0, 23794.020833") {
  System s = finding(kSolverRedundantEqualityRejectedDyadic);
  REQUIRE(s.constraints.size() == 21);
  ExactConstraint c20 = toExact(s.constraints[20], s.variableCount);
  ExactConstraint c11 = toExact(s.constraints[11], s.variableCount);
  ExactConstraint c4 = toExact(s.constraints[4], s.variableCount);
  for (std::size_t j = 0; j < s.variableCount; ++j)
    CHECK(c20.coefficients[j] == Rational(2) * c11.coefficients[j] - c4.coefficients[j]);
  CHECK(c20.constant == Rational(2) * c11.constant - c4.constant);
  ExactSolution r = solveExactly(s);
  REQUIRE(r.feasible);
  CHECK(r.levels == std::vector<double>({500, 249, 1}));
  REQUIRE(r.levelErrors.size() == 3);
  CHECK(r.levelErrors[0].isZero());
  CHECK(r.levelErrors[1].isZero());
  // The finding prints 23794.020833 (six decimals).
  CHECK(std::fabs(r.levelErrors[2].toDouble() - 23794.020833) < 5e-7);
  // Without the redundant constraint 20 the optimum is the same.
  System without = s;
  without.constraints.pop_back();
  ExactSolution w = solveExactly(without);
  REQUIRE(w.feasible);
  CHECK(w.levelErrors == r.levelErrors);
}

TEST_CASE("the least largest magnitude over the optimal points") {
  // x - y == 10 required, nothing optional: every point of the line is optimal, and
  // max(|x|, |y|) is least, 5, at x = 5, y = -5.
  System line;
  line.variableCount = 2;
  line.constraints.push_back({{{0, 1.0}, {1, -1.0}}, -10, Relation::equal});
  CHECK(leastLargestMagnitude(line) == std::optional<Rational>(Rational(5)));
  // x == 30 at 500 and y <= x required: every optimal point has x = 30, so 30 (y anywhere in
  // [-30, 30]).
  System wish;
  wish.variableCount = 2;
  wish.constraints.push_back({{{1, 1.0}, {0, -1.0}}, 0, Relation::lessThanOrEqual});
  wish.constraints.push_back({{{0, 1.0}}, -30, Relation::equal, 500});
  CHECK(leastLargestMagnitude(wish) == std::optional<Rational>(Rational(30)));
  // Required x >= 1 and x <= 0 cannot hold.
  System none;
  none.variableCount = 1;
  none.constraints.push_back({{{0, 1.0}}, -1, Relation::greaterThanOrEqual});
  none.constraints.push_back({{{0, 1.0}}, 0, Relation::lessThanOrEqual});
  CHECK(!leastLargestMagnitude(none).has_value());
}
