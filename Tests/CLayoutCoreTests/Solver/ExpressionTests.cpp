// ExpressionTests.cpp — the algebra of terms and expressions, the normalization of constraints,
// and the readable descriptions of constraints and error kinds. Needs no solver.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <limits>
#include <string>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// Whether `term` is `coefficient · variable` (same variable by identity, coefficient exactly).
bool isTerm(const Term& term, const Variable& variable, double coefficient) {
  return term.variable.isSameVariable(variable) && term.coefficient == coefficient;
}

const double notANumber = std::numeric_limits<double>::quiet_NaN();
const double infinity = std::numeric_limits<double>::infinity();

}  // namespace

// MARK: Terms

TEST_CASE("a variable times, divided by, or negated gives one term") {
  Variable x("x");
  CHECK(isTerm(x * 3, x, 3));
  CHECK(isTerm(3 * x, x, 3));
  CHECK(isTerm(-x, x, -1));
  // Division multiplies by 1/divisor: x / 3 has the coefficient 1.0 / 3 bit for bit.
  CHECK(isTerm(x / 3, x, 1.0 / 3));
  CHECK(isTerm(x / 4, x, 0.25));
}

TEST_CASE("a term scales, divides and negates without changing its operand") {
  Variable x("x");
  Term term(x, 2);
  CHECK(isTerm(term * 5, x, 10));
  CHECK(isTerm(5 * term, x, 10));
  CHECK(isTerm(term / 4, x, 0.5));
  CHECK(isTerm(-term, x, -2));
  CHECK(isTerm(term, x, 2));
  // Default coefficient of a term built from a variable alone.
  CHECK(isTerm(Term(x), x, 1));
}

// MARK: Expressions

TEST_CASE("an expression scales every term and its constant") {
  Variable x("x"), y("y");
  Expression e = 2 * x + y + 3;
  Expression doubled = e * 2;
  REQUIRE(doubled.terms.size() == 2);
  CHECK(isTerm(doubled.terms[0], x, 4));
  CHECK(isTerm(doubled.terms[1], y, 2));
  CHECK_EQUAL(doubled.constant, 6.0);

  Expression tripled = 3 * e;
  REQUIRE(tripled.terms.size() == 2);
  CHECK(isTerm(tripled.terms[0], x, 6));
  CHECK(isTerm(tripled.terms[1], y, 3));
  CHECK_EQUAL(tripled.constant, 9.0);

  // e / 4 multiplies by 0.25 (exact in binary): 0.5·x + 0.25·y + 0.75.
  Expression quarter = e / 4;
  REQUIRE(quarter.terms.size() == 2);
  CHECK(isTerm(quarter.terms[0], x, 0.5));
  CHECK(isTerm(quarter.terms[1], y, 0.25));
  CHECK_EQUAL(quarter.constant, 0.75);

  Expression negated = -e;
  REQUIRE(negated.terms.size() == 2);
  CHECK(isTerm(negated.terms[0], x, -2));
  CHECK(isTerm(negated.terms[1], y, -1));
  CHECK_EQUAL(negated.constant, -3.0);

  // The operand is untouched by all of the above.
  REQUIRE(e.terms.size() == 2);
  CHECK(isTerm(e.terms[0], x, 2));
  CHECK(isTerm(e.terms[1], y, 1));
  CHECK_EQUAL(e.constant, 3.0);
}

TEST_CASE("division by a number multiplies by its reciprocal") {
  Variable x("x");
  Expression e = Expression(x) + 1;
  Expression divided = e / 3;
  REQUIRE(divided.terms.size() == 1);
  CHECK(isTerm(divided.terms[0], x, 1 * (1.0 / 3)));
  CHECK_EQUAL(divided.constant, 1 * (1.0 / 3));
}

TEST_CASE("addition concatenates terms and adds constants, keeping like terms apart") {
  Variable x("x"), y("y");
  Expression a = x + 1;
  Expression b = 2 * y + x + 4;
  Expression sum = a + b;
  REQUIRE(sum.terms.size() == 3);
  CHECK(isTerm(sum.terms[0], x, 1));
  CHECK(isTerm(sum.terms[1], y, 2));
  CHECK(isTerm(sum.terms[2], x, 1));
  CHECK_EQUAL(sum.constant, 5.0);
  // Operands untouched.
  CHECK_EQUAL(a.terms.size(), std::size_t(1));
  CHECK_EQUAL(a.constant, 1.0);
  CHECK_EQUAL(b.terms.size(), std::size_t(2));
  CHECK_EQUAL(b.constant, 4.0);
}

TEST_CASE("subtraction is addition of the negation") {
  Variable x("x"), y("y");
  Expression a = 3 * x + 5;
  Expression b = y - 2;
  // a - b = a + (-1)·b = 3·x - y + 5 + 2.
  Expression difference = a - b;
  REQUIRE(difference.terms.size() == 2);
  CHECK(isTerm(difference.terms[0], x, 3));
  CHECK(isTerm(difference.terms[1], y, -1));
  CHECK_EQUAL(difference.constant, 7.0);
  // The same as adding the negation, term by term.
  Expression viaNegation = a + (-1) * b;
  REQUIRE(viaNegation.terms.size() == difference.terms.size());
  for (std::size_t i = 0; i < difference.terms.size(); ++i) {
    CHECK(isTerm(viaNegation.terms[i], difference.terms[i].variable, difference.terms[i].coefficient));
  }
  CHECK_EQUAL(viaNegation.constant, difference.constant);
}

TEST_CASE("numbers, variables and terms mix on either side") {
  Variable x("x"), y("y");
  Expression e = 10 + x;
  REQUIRE(e.terms.size() == 1);
  CHECK_EQUAL(e.constant, 10.0);
  Expression f = 10 - x;
  REQUIRE(f.terms.size() == 1);
  CHECK(isTerm(f.terms[0], x, -1));
  CHECK_EQUAL(f.constant, 10.0);
  Expression g = x - y;
  REQUIRE(g.terms.size() == 2);
  CHECK(isTerm(g.terms[0], x, 1));
  CHECK(isTerm(g.terms[1], y, -1));
  CHECK_EQUAL(g.constant, 0.0);
  Expression h = 2 * x - 3 * y;
  REQUIRE(h.terms.size() == 2);
  CHECK(isTerm(h.terms[1], y, -3));
  Expression constantOnly = Expression(4) - 6;
  CHECK(constantOnly.terms.empty());
  CHECK_EQUAL(constantOnly.constant, -2.0);
  // (x + y) / 2: the midpoint.
  Expression middle = (x + y) / 2;
  REQUIRE(middle.terms.size() == 2);
  CHECK(isTerm(middle.terms[0], x, 0.5));
  CHECK(isTerm(middle.terms[1], y, 0.5));
}

// MARK: Constraints

TEST_CASE("a relation stores lhs - rhs, required") {
  Variable x("x"), y("y");
  Constraint c = x == y + 10;
  // x - (y + 10) = x - y - 10.
  REQUIRE(c.expression().terms.size() == 2);
  CHECK(isTerm(c.expression().terms[0], x, 1));
  CHECK(isTerm(c.expression().terms[1], y, -1));
  CHECK_EQUAL(c.expression().constant, -10.0);
  CHECK(c.relation() == Relation::equal);
  CHECK_EQUAL(c.priority(), priority::required);
  CHECK(c.isRequired());
  CHECK(c.identifier().empty());

  Constraint lessThan = 2 * x <= 30;
  CHECK(lessThan.relation() == Relation::lessThanOrEqual);
  CHECK_EQUAL(lessThan.expression().constant, -30.0);
  Constraint greaterThan = x >= y;
  CHECK(greaterThan.relation() == Relation::greaterThanOrEqual);
  CHECK_EQUAL(greaterThan.expression().constant, 0.0);

  // The constant of `x == 10` is -10 (documented in Constraint.h).
  Constraint xIsTen = x == 10;
  CHECK_EQUAL(xIsTen.expression().constant, -10.0);
  // A number on the left: 10 == x is 10 - x == 0.
  Constraint reversed = 10 == Expression(x);
  REQUIRE(reversed.expression().terms.size() == 1);
  CHECK(isTerm(reversed.expression().terms[0], x, -1));
  CHECK_EQUAL(reversed.expression().constant, 10.0);
}

TEST_CASE("normalization combines like terms in the order of first appearance") {
  Variable x("x"), y("y"), z("z");
  // y + x + 2·y + z - x/2 → 3·y + 0.5·x + z, in the order y, x, z.
  Constraint c(Expression(y) + x + 2 * y + z - x / 2 + 7, Relation::equal);
  REQUIRE(c.expression().terms.size() == 3);
  CHECK(isTerm(c.expression().terms[0], y, 3));
  CHECK(isTerm(c.expression().terms[1], x, 0.5));
  CHECK(isTerm(c.expression().terms[2], z, 1));
  CHECK_EQUAL(c.expression().constant, 7.0);
}

TEST_CASE("normalization drops terms that cancel exactly, and only those") {
  Variable x("x"), y("y"), z("z");
  // x - x cancels; y appears with 0.1 + 0.2 - 0.3, which is 5.55e-17 in doubles, not 0: kept.
  Constraint c(Expression(x) + Term(y, 0.1) + Term(y, 0.2) - x + Term(y, -0.3) + 0 * z, Relation::equal);
  REQUIRE(c.expression().terms.size() == 1);
  CHECK(c.expression().terms[0].variable.isSameVariable(y));
  CHECK_EQUAL(c.expression().terms[0].coefficient, 0.1 + 0.2 - 0.3);
  CHECK(c.expression().terms[0].coefficient != 0);
  // Everything cancels: no terms, the constant stays.
  Constraint empty(Expression(x) - x + 5, Relation::greaterThanOrEqual);
  CHECK(empty.expression().terms.empty());
  CHECK_EQUAL(empty.expression().constant, 5.0);
}

TEST_CASE("normalization tells variables apart by identity, not by name") {
  Variable first("x"), second("x");
  Constraint c = first == second;
  REQUIRE(c.expression().terms.size() == 2);
  CHECK(isTerm(c.expression().terms[0], first, 1));
  CHECK(isTerm(c.expression().terms[1], second, -1));
  // A copy of a variable is the same variable: x + copy == 0 is 2·x == 0.
  Variable copy = first;
  Constraint d = first + copy == 0;
  REQUIRE(d.expression().terms.size() == 1);
  CHECK(isTerm(d.expression().terms[0], first, 2));
}

TEST_CASE("constraints keep non-finite values and invalid priorities for the solver to report") {
  Variable x("x");
  Constraint withNan = x * notANumber == 0;
  REQUIRE(withNan.expression().terms.size() == 1);
  CHECK(std::isnan(withNan.expression().terms[0].coefficient));
  Constraint withInfinity = x == infinity;
  CHECK(std::isinf(withInfinity.expression().constant));
  Constraint tooHigh(x == 0, 2000);
  CHECK_EQUAL(tooHigh.priority(), 2000.0);
  Constraint negative(Expression(x), Relation::equal, -5);
  CHECK_EQUAL(negative.priority(), -5.0);
}

TEST_CASE("constraints are handles with identity") {
  Variable x("x");
  Constraint c = x == 10;
  Constraint copy = c;
  CHECK(copy.isSameConstraint(c));
  CHECK(copy.identity() == c.identity());
  copy.setIdentifier("width");
  CHECK_EQUAL(c.identifier(), std::string("width"));

  Constraint twin = x == 10;
  CHECK(!twin.isSameConstraint(c));
  CHECK(twin.identity() != c.identity());
}

TEST_CASE("operator| makes a new constraint at another priority") {
  Variable x("x"), y("y");
  Constraint c = x == y;
  Constraint weak = c | priority::defaultLow;
  CHECK(!weak.isSameConstraint(c));
  CHECK_EQUAL(weak.priority(), 250.0);
  CHECK(!weak.isRequired());
  CHECK(weak.relation() == Relation::equal);
  REQUIRE(weak.expression().terms.size() == 2);
  CHECK(isTerm(weak.expression().terms[0], x, 1));
  CHECK(isTerm(weak.expression().terms[1], y, -1));
  // The original is unchanged.
  CHECK_EQUAL(c.priority(), priority::required);

  Constraint inequality = (x <= 5) | 750;
  CHECK(inequality.relation() == Relation::lessThanOrEqual);
  CHECK_EQUAL(inequality.priority(), 750.0);
  Constraint constructed(c, 100);
  CHECK_EQUAL(constructed.priority(), 100.0);
  CHECK(!constructed.isSameConstraint(c));
}

TEST_CASE("relation symbols") {
  CHECK_EQUAL(std::string(relationSymbol(Relation::equal)), std::string("=="));
  CHECK_EQUAL(std::string(relationSymbol(Relation::lessThanOrEqual)), std::string("<="));
  CHECK_EQUAL(std::string(relationSymbol(Relation::greaterThanOrEqual)), std::string(">="));
}

// MARK: Descriptions

TEST_CASE("descriptions write signs as operators and leave out coefficients of 1") {
  Variable x("x"), y("y"), z("z");
  CHECK_EQUAL((x == y + 10).description(), std::string("x - y - 10 == 0"));
  CHECK_EQUAL((2 * x + 3 >= y).description(), std::string("2·x - y + 3 >= 0"));
  CHECK_EQUAL((-x <= 0).description(), std::string("-x <= 0"));
  CHECK_EQUAL((-2 * x + z / 2 == -1.5).description(), std::string("-2·x + 0.5·z + 1.5 == 0"));
  CHECK_EQUAL((x == 10).description(), std::string("x - 10 == 0"));
  // Like terms appear combined: x + x - y - y is 2·x - 2·y.
  CHECK_EQUAL((x + x == y + y).description(), std::string("2·x - 2·y == 0"));
}

TEST_CASE("descriptions show priorities below required and identifiers") {
  Variable x("x");
  Constraint c = (x == 10) | priority::defaultHigh;
  CHECK_EQUAL(c.description(), std::string("x - 10 == 0 @750"));
  c.setIdentifier("gap");
  CHECK_EQUAL(c.description(), std::string("x - 10 == 0 @750 \"gap\""));
  Constraint required = x >= 0;
  required.setIdentifier("positive");
  CHECK_EQUAL(required.description(), std::string("x >= 0 \"positive\""));
  CHECK_EQUAL(((x == 0) | 0.5).description(), std::string("x == 0 @0.5"));
  CHECK_EQUAL(((x == 0) | 250.25).description(), std::string("x == 0 @250.25"));
}

TEST_CASE("descriptions of constant-only and unnamed expressions") {
  CHECK_EQUAL(Constraint(Expression(5), Relation::equal).description(), std::string("5 == 0"));
  CHECK_EQUAL(Constraint(Expression(-5), Relation::equal).description(), std::string("-5 == 0"));
  CHECK_EQUAL(Constraint(Expression(), Relation::lessThanOrEqual).description(), std::string("0 <= 0"));
  Variable unnamed;
  CHECK(unnamed.name().empty());
  CHECK_EQUAL((unnamed == 3).description(), std::string("(unnamed) - 3 == 0"));
  // -0 as a constant is 0 and is not printed.
  Variable x("x");
  CHECK_EQUAL(Constraint(Expression(std::vector<Term>{Term(x)}, -0.0), Relation::equal).description(),
              std::string("x == 0"));
}

TEST_CASE("descriptions print integers without decimals and others to 10 significant digits") {
  Variable x("x");
  CHECK_EQUAL((x == 1234567).description(), std::string("x - 1234567 == 0"));
  CHECK_EQUAL((x / 3 == 0).description(), std::string("0.3333333333·x == 0"));
  CHECK_EQUAL((x == 0.1).description(), std::string("x - 0.1 == 0"));
  CHECK_EQUAL((x * 2.5 == 0).description(), std::string("2.5·x == 0"));
  CHECK_EQUAL((x == 1e20).description(), std::string("x - 1e+20 == 0"));
}

TEST_CASE("descriptions of non-finite values") {
  Variable x("x");
  CHECK_EQUAL((x * notANumber == 0).description(), std::string("nan·x == 0"));
  CHECK_EQUAL((x == infinity).description(), std::string("x - inf == 0"));
  CHECK_EQUAL((x * -infinity == 0).description(), std::string("-inf·x == 0"));
  // An invalid priority above required is shown, not hidden as required.
  CHECK_EQUAL(Constraint(x == 0, 1001).description(), std::string("x == 0 @1001"));
  CHECK_EQUAL(Constraint(x == 0, notANumber).description(), std::string("x == 0 @nan"));
}

TEST_CASE("descriptions are deterministic") {
  Variable x("x"), y("y");
  Constraint c = (2 * x + y / 3 >= 7.25) | 251;
  std::string first = c.description();
  CHECK_EQUAL(c.description(), first);
  Constraint twin = (2 * x + y / 3 >= 7.25) | 251;
  CHECK_EQUAL(twin.description(), first);
}

// MARK: Results

TEST_CASE("error kind names") {
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::none)), std::string("none"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::unsatisfiableConstraint)),
              std::string("unsatisfiable constraint"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::duplicateConstraint)),
              std::string("duplicate constraint"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::unknownConstraint)),
              std::string("unknown constraint"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::duplicateEditVariable)),
              std::string("duplicate edit variable"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::unknownEditVariable)),
              std::string("unknown edit variable"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::requiredEditVariable)),
              std::string("required edit variable"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::nonFiniteValue)), std::string("non-finite value"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::invalidPriority)), std::string("invalid priority"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::invalidRelation)), std::string("invalid relation"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::sharedConstraint)),
              std::string("shared constraint"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::movedFromVariable)),
              std::string("moved-from variable"));
  CHECK_EQUAL(std::string(errorKindName(SolverErrorKind::movedFromSolver)), std::string("moved-from solver"));
}

TEST_CASE("success and failure results") {
  SolverResult success = SolverResult::success();
  CHECK(success.succeeded());
  CHECK(static_cast<bool>(success));
  CHECK(success.message.empty());
  CHECK(!success.constraint.has_value());
  CHECK(success.conflicts.empty());

  Variable x("x");
  Constraint c = x == 1;
  SolverResult failure = SolverResult::failure(SolverErrorKind::duplicateConstraint, "already there", c);
  CHECK(!failure.succeeded());
  CHECK(!static_cast<bool>(failure));
  CHECK(failure.kind == SolverErrorKind::duplicateConstraint);
  CHECK_EQUAL(failure.message, std::string("already there"));
  REQUIRE(failure.constraint.has_value());
  CHECK(failure.constraint->isSameConstraint(c));
  CHECK(failure.conflicts.empty());

  SolverResult withoutConstraint = SolverResult::failure(SolverErrorKind::unknownEditVariable, "no edit");
  CHECK(withoutConstraint.kind == SolverErrorKind::unknownEditVariable);
  CHECK(!withoutConstraint.constraint.has_value());
}
