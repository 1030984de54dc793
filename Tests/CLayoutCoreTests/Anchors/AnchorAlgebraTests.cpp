// AnchorAlgebraTests.cpp — the typed anchor algebra of AnchorOperators.h: what each operator
// builds (terms, coefficients, constants, kinds), which combinations exist at all, the article's
// lines, priorities and identifiers with `|`, source locations, and layouts solved end to end
// through `activateConstraints({ ... })` with frames derived by hand.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

using X = anchor_kind::XAxis;
using DX = anchor_kind::DirectionalXAxis;
using Y = anchor_kind::YAxis;
using D = anchor_kind::Dimension;

// MARK: Which forms exist (a forbidden form is ill-formed in a requires-expression)

template <typename A, typename B>
concept CanEqual = requires(const A& a, const B& b) {
  a == b;
};
template <typename A, typename B>
concept CanLessEqual = requires(const A& a, const B& b) {
  a <= b;
};
template <typename A, typename B>
concept CanGreaterEqual = requires(const A& a, const B& b) {
  a >= b;
};
template <typename A, typename B>
concept CanAdd = requires(const A& a, const B& b) {
  a + b;
};
template <typename A, typename B>
concept CanSubtract = requires(const A& a, const B& b) {
  a - b;
};
template <typename A, typename B>
concept CanMultiply = requires(const A& a, const B& b) {
  a* b;
};
template <typename A, typename B>
concept CanDivide = requires(const A& a, const B& b) {
  a / b;
};
template <typename A>
concept CanNegate = requires(const A& a) {
  -a;
};

template <typename K>
constexpr bool isPositionType = isPosition(anchorKindOfType<K>);

/// Checks every binary operator for operands of kinds `KA` and `KB`, in the four anchor /
/// expression combinations, against the rules.
template <typename KA, typename KB>
constexpr bool pairFollowsRules() {
  bool ok = true;
  auto check = [&]<typename A, typename B>() {
    constexpr bool same = std::is_same_v<KA, KB>;
    constexpr bool positionA = isPositionType<KA>;
    constexpr bool positionB = isPositionType<KB>;
    ok = ok && CanEqual<A, B> == same && CanLessEqual<A, B> == same && CanGreaterEqual<A, B> == same;
    // + : anything with a dimension (a position keeps its kind), never two positions.
    ok = ok && CanAdd<A, B> == (!positionA || !positionB);
    // - : one kind of position (a distance), position - dimension, dimension - dimension.
    ok = ok && CanSubtract<A, B> == ((positionA && same) || !positionB);
    ok = ok && !CanMultiply<A, B> && !CanDivide<A, B>;
  };
  check.template operator()<CLayoutAnchor<KA>, CLayoutAnchor<KB>>();
  check.template operator()<CLayoutExpression<KA>, CLayoutAnchor<KB>>();
  check.template operator()<CLayoutAnchor<KA>, CLayoutExpression<KB>>();
  check.template operator()<CLayoutExpression<KA>, CLayoutExpression<KB>>();
  return ok;
}

template <typename KA>
constexpr bool rowFollowsRules() {
  return pairFollowsRules<KA, X>() && pairFollowsRules<KA, DX>() && pairFollowsRules<KA, Y>() &&
         pairFollowsRules<KA, D>();
}

static_assert(rowFollowsRules<X>());
static_assert(rowFollowsRules<DX>());
static_assert(rowFollowsRules<Y>());
static_assert(rowFollowsRules<D>());

/// Numbers with one operand of kind `K`.
template <typename K>
constexpr bool numbersFollowRules() {
  bool ok = true;
  auto check = [&]<typename A>() {
    constexpr bool dimension = std::is_same_v<K, D>;
    ok = ok && CanAdd<A, double> && CanAdd<double, A> && CanAdd<A, int> && CanSubtract<A, double>;
    ok = ok && CanSubtract<double, A> == dimension;
    ok = ok && CanMultiply<A, double> == dimension && CanMultiply<double, A> == dimension;
    ok = ok && CanMultiply<A, int> == dimension && CanDivide<A, double> == dimension;
    ok = ok && !CanDivide<double, A> && CanNegate<A> == dimension;
    ok = ok && CanEqual<A, double> == dimension && CanEqual<double, A> == dimension;
    ok = ok && CanLessEqual<A, int> == dimension && CanGreaterEqual<float, A> == dimension;
  };
  check.template operator()<CLayoutAnchor<K>>();
  check.template operator()<CLayoutExpression<K>>();
  return ok;
}

static_assert(numbersFollowRules<X>());
static_assert(numbersFollowRules<DX>());
static_assert(numbersFollowRules<Y>());
static_assert(numbersFollowRules<D>());

// MARK: Helpers

/// The coefficient of `item.attribute` in `expression` (0 when absent), checking it appears once.
double coefficientOf(const LayoutExpression& expression, const LayoutItem& item, LayoutAttribute attribute) {
  double coefficient = 0;
  int count = 0;
  for (const LayoutTerm& term : expression.terms) {
    if (term.item == item.identifier() && term.attribute == attribute) {
      coefficient = term.coefficient;
      ++count;
    }
  }
  CHECK(count <= 1);
  return coefficient;
}

bool hasTerm(const LayoutExpression& expression, const LayoutItem& item, LayoutAttribute attribute) {
  for (const LayoutTerm& term : expression.terms) {
    if (term.item == item.identifier() && term.attribute == attribute) return true;
  }
  return false;
}

/// An engine with three items a, b, c under the root (for expressions; nothing activated).
struct Three {
  LayoutEngine engine;
  LayoutItem a = engine.makeItem("a");
  LayoutItem b = engine.makeItem("b");
  LayoutItem c = engine.makeItem("c");
  Three() {
    CHECK_SUCCESS(engine.addSubitem(engine.root(), a));
    CHECK_SUCCESS(engine.addSubitem(engine.root(), b));
    CHECK_SUCCESS(engine.addSubitem(engine.root(), c));
  }
};

}  // namespace

// MARK: Kinds of results

TEST_CASE("every operator's result has the kind the algebra says") {
  Three t;
  auto& [engine, a, b, c] = t;
  static_assert(std::is_same_v<decltype(a.left + 1), CLayoutXAxisExpression>);
  static_assert(std::is_same_v<decltype(1 + a.leading), CLayoutDirectionalXAxisExpression>);
  static_assert(std::is_same_v<decltype(a.top - 1), CLayoutYAxisExpression>);
  static_assert(std::is_same_v<decltype(a.width * 2), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(2 * a.width), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.width / 2), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(-a.width), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(10 - a.width), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.right - b.left), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.trailing - b.leading), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.bottom - b.top), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.left + b.width), CLayoutXAxisExpression>);
  static_assert(std::is_same_v<decltype(a.height + b.top), CLayoutYAxisExpression>);
  static_assert(std::is_same_v<decltype(a.leading - b.width), CLayoutDirectionalXAxisExpression>);
  static_assert(std::is_same_v<decltype(a.width + b.height), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.width - b.height), CLayoutDimensionExpression>);
  static_assert(std::is_same_v<decltype(a.left == b.left), PendingLayoutConstraint>);
  static_assert(std::is_same_v<decltype(a.width <= 10), PendingLayoutConstraint>);
  static_assert(std::is_same_v<decltype(10 >= a.width), PendingLayoutConstraint>);
  static_assert(std::is_same_v<decltype((a == b)), bool>);  // LayoutItem's own ==, untouched
  CHECK(!(a == b));
}

// MARK: What each operator builds

TEST_CASE("an anchor is one term of coefficient 1 with its engine") {
  Three t;
  CLayoutXAxisExpression left = t.a.left;
  REQUIRE(left.expression().terms.size() == 1);
  CHECK(left.expression().terms[0].item == t.a.identifier());
  CHECK(left.expression().terms[0].attribute == LayoutAttribute::left);
  CHECK_EQUAL(left.expression().terms[0].coefficient, 1.0);
  CHECK_EQUAL(left.constant(), 0.0);
  CHECK(left.engine() == &t.engine);
}

TEST_CASE("+ c, - c and c + x add constants on every kind") {
  Three t;
  auto x = t.a.left + 10;
  CHECK_EQUAL(x.constant(), 10.0);
  CHECK_EQUAL(coefficientOf(x.expression(), t.a, LayoutAttribute::left), 1.0);
  CHECK_EQUAL((t.a.top - 4.5).constant(), -4.5);
  CHECK_EQUAL((3 + t.a.leading).constant(), 3.0);
  CHECK_EQUAL((t.a.width + 2 - 5).constant(), -3.0);
  auto chained = (t.a.centerY + 1) + 2;
  CHECK_EQUAL(chained.constant(), 3.0);
  CHECK(chained.engine() == &t.engine);
}

TEST_CASE("* m, m *, / m and unary minus scale a dimension's terms and constant") {
  Three t;
  auto twice = (t.a.width + 4) * 2;
  CHECK_EQUAL(coefficientOf(twice.expression(), t.a, LayoutAttribute::width), 2.0);
  CHECK_EQUAL(twice.constant(), 8.0);
  auto left = 0.5 * (t.a.height - 6);
  CHECK_EQUAL(coefficientOf(left.expression(), t.a, LayoutAttribute::height), 0.5);
  CHECK_EQUAL(left.constant(), -3.0);
  auto third = (t.a.width + 1) / 3;
  CHECK_EQUAL(coefficientOf(third.expression(), t.a, LayoutAttribute::width), 1.0 / 3);
  CHECK_EQUAL(third.constant(), 1.0 / 3);
  auto negated = -(t.a.width + 1);
  CHECK_EQUAL(coefficientOf(negated.expression(), t.a, LayoutAttribute::width), -1.0);
  CHECK_EQUAL(negated.constant(), -1.0);
  auto fromNumber = 10 - t.a.width;
  CHECK_EQUAL(coefficientOf(fromNumber.expression(), t.a, LayoutAttribute::width), -1.0);
  CHECK_EQUAL(fromNumber.constant(), 10.0);
}

TEST_CASE("position - position is a distance with both sides' terms and constants") {
  Three t;
  auto gap = (t.b.left + 3) - (t.a.right - 2);
  CHECK_EQUAL(coefficientOf(gap.expression(), t.b, LayoutAttribute::left), 1.0);
  CHECK_EQUAL(coefficientOf(gap.expression(), t.a, LayoutAttribute::right), -1.0);
  CHECK_EQUAL(gap.constant(), 5.0);
  CHECK(gap.engine() == &t.engine);
}

TEST_CASE("position ± dimension and dimension ± dimension combine terms") {
  Three t;
  auto position = t.a.left + t.b.width * 2 - 1;
  CHECK_EQUAL(coefficientOf(position.expression(), t.a, LayoutAttribute::left), 1.0);
  CHECK_EQUAL(coefficientOf(position.expression(), t.b, LayoutAttribute::width), 2.0);
  CHECK_EQUAL(position.constant(), -1.0);
  auto lower = (t.c.height + 5) + t.a.top;
  CHECK_EQUAL(coefficientOf(lower.expression(), t.c, LayoutAttribute::height), 1.0);
  CHECK_EQUAL(coefficientOf(lower.expression(), t.a, LayoutAttribute::top), 1.0);
  CHECK_EQUAL(lower.constant(), 5.0);
  auto back = t.a.trailing - (t.b.width / 2 + 1);
  CHECK_EQUAL(coefficientOf(back.expression(), t.b, LayoutAttribute::width), -0.5);
  CHECK_EQUAL(back.constant(), -1.0);
  auto sum = (t.a.width + 1) - (t.b.height * 3 - 2);
  CHECK_EQUAL(coefficientOf(sum.expression(), t.a, LayoutAttribute::width), 1.0);
  CHECK_EQUAL(coefficientOf(sum.expression(), t.b, LayoutAttribute::height), -3.0);
  CHECK_EQUAL(sum.constant(), 3.0);
}

TEST_CASE("like terms are combined, and a zero coefficient is kept for the engine to judge") {
  Three t;
  auto twice = t.a.width + t.a.width;
  REQUIRE(twice.expression().terms.size() == 1);
  CHECK_EQUAL(twice.expression().terms[0].coefficient, 2.0);
  auto nothing = t.a.left - t.a.left;
  REQUIRE(nothing.expression().terms.size() == 1);
  CHECK_EQUAL(nothing.expression().terms[0].coefficient, 0.0);
  CHECK(nothing.engine() == &t.engine);
}

TEST_CASE("operators never change their operands") {
  Three t;
  CLayoutDimensionExpression width = t.a.width + 4;
  CLayoutXAxisExpression left = t.b.left - 2;
  auto scaled = width * 3;
  auto moved = left + width;
  auto distance = left - t.c.right;
  auto relation = left == t.c.right;
  static_cast<void>(scaled);
  static_cast<void>(moved);
  static_cast<void>(distance);
  static_cast<void>(relation);
  CHECK_EQUAL(width.constant(), 4.0);
  REQUIRE(width.expression().terms.size() == 1);
  CHECK_EQUAL(width.expression().terms[0].coefficient, 1.0);
  CHECK_EQUAL(left.constant(), -2.0);
  REQUIRE(left.expression().terms.size() == 1);
  CHECK_EQUAL(left.expression().terms[0].coefficient, 1.0);
  CHECK(t.a.width.attribute() == LayoutAttribute::width);
  CHECK(t.a.width.item() == t.a.identifier());
}

// MARK: Relations

TEST_CASE("the article's first line: view1.right == view2.left - 10") {
  Three t;
  PendingLayoutConstraint pending = t.a.right == t.b.left - 10;
  CHECK(pending.relation == Relation::equal);
  CHECK(pending.anchorKind == AnchorKind::xAxis);
  CHECK_EQUAL(pending.priority, priority::required);
  CHECK(pending.identifier.empty());
  CHECK_EQUAL(coefficientOf(pending.first, t.a, LayoutAttribute::right), 1.0);
  CHECK_EQUAL(pending.first.constant, 0.0);
  CHECK_EQUAL(coefficientOf(pending.second, t.b, LayoutAttribute::left), 1.0);
  CHECK_EQUAL(pending.second.constant, -10.0);
  CHECK(pending.first.engine == &t.engine);
  CHECK(pending.second.engine == &t.engine);
  LayoutConstraint constraint = pending;
  CHECK_EQUAL(constraint.constant(), -10.0);
  CHECK(constraint.engine() == &t.engine);
}

TEST_CASE("the article's second line: view1.width == view2.width * 0.5 + 8") {
  Three t;
  PendingLayoutConstraint pending = t.a.width == t.b.width * 0.5 + 8;
  CHECK(pending.anchorKind == AnchorKind::dimension);
  CHECK_EQUAL(coefficientOf(pending.second, t.b, LayoutAttribute::width), 0.5);
  CHECK_EQUAL(pending.second.constant, 8.0);
}

TEST_CASE("both sides keep their multipliers and constants") {
  Three t;
  PendingLayoutConstraint pending = t.a.width * 2 + 8 <= t.b.width / 2 - 1;
  CHECK(pending.relation == Relation::lessThanOrEqual);
  CHECK_EQUAL(coefficientOf(pending.first, t.a, LayoutAttribute::width), 2.0);
  CHECK_EQUAL(pending.first.constant, 8.0);
  CHECK_EQUAL(coefficientOf(pending.second, t.b, LayoutAttribute::width), 0.5);
  CHECK_EQUAL(pending.second.constant, -1.0);
  CHECK_EQUAL(LayoutConstraint(pending).constant(), -9.0);
}

TEST_CASE("a dimension relates to a number on either side; the number side has no terms") {
  Three t;
  PendingLayoutConstraint atLeast = t.a.width >= 44;
  CHECK(atLeast.relation == Relation::greaterThanOrEqual);
  CHECK(atLeast.second.terms.empty());
  CHECK(atLeast.second.engine == nullptr);
  CHECK_EQUAL(atLeast.second.constant, 44.0);
  PendingLayoutConstraint reversed = 100 >= t.a.height;
  CHECK(reversed.relation == Relation::greaterThanOrEqual);
  CHECK(reversed.first.terms.empty());
  CHECK_EQUAL(reversed.first.constant, 100.0);
  CHECK(hasTerm(reversed.second, t.a, LayoutAttribute::height));
  CHECK((t.a.width == 5).relation == Relation::equal);
  CHECK((5 <= t.a.width).relation == Relation::lessThanOrEqual);
  CHECK(dimensionIsEqualToConstant(t.a.width, 3).second.constant == 3.0);
  CHECK(dimensionIsLessThanOrEqualToConstant(t.a.width, 3).relation == Relation::lessThanOrEqual);
  CHECK(dimensionIsGreaterThanOrEqualToConstant(t.a.width, 3).relation == Relation::greaterThanOrEqual);
}

TEST_CASE("equal gaps: b.left - a.right == c.left - b.right") {
  Three t;
  PendingLayoutConstraint gaps = t.b.left - t.a.right == t.c.left - t.b.right;
  CHECK(gaps.anchorKind == AnchorKind::dimension);
  CHECK_EQUAL(coefficientOf(gaps.first, t.b, LayoutAttribute::left), 1.0);
  CHECK_EQUAL(coefficientOf(gaps.first, t.a, LayoutAttribute::right), -1.0);
  CHECK_EQUAL(coefficientOf(gaps.second, t.c, LayoutAttribute::left), 1.0);
  CHECK_EQUAL(coefficientOf(gaps.second, t.b, LayoutAttribute::right), -1.0);
}

TEST_CASE("a.centerX == b.left + (c.right - b.left) / 2") {
  Three t;
  PendingLayoutConstraint middle = t.a.centerX == t.b.left + (t.c.right - t.b.left) / 2;
  CHECK(middle.anchorKind == AnchorKind::xAxis);
  CHECK_EQUAL(coefficientOf(middle.first, t.a, LayoutAttribute::centerX), 1.0);
  CHECK_EQUAL(coefficientOf(middle.second, t.b, LayoutAttribute::left), 0.5);
  CHECK_EQUAL(coefficientOf(middle.second, t.c, LayoutAttribute::right), 0.5);
  CHECK_EQUAL(middle.second.terms.size(), std::size_t{2});
}

TEST_CASE("named methods allow a multiplier on positions, as Auto Layout") {
  Three t;
  PendingLayoutConstraint half = CLayoutExpression(t.a.centerX).isEqualTo(t.b.centerX, 0.5, 4);
  CHECK(half.anchorKind == AnchorKind::xAxis);
  CHECK(half.relation == Relation::equal);
  CHECK_EQUAL(coefficientOf(half.second, t.b, LayoutAttribute::centerX), 0.5);
  CHECK_EQUAL(half.second.constant, 4.0);
  // The other side's constant is scaled too: 0.5 · (b.left + 10) + 1.
  PendingLayoutConstraint scaled = (t.a.left + 0).isLessThanOrEqualTo(t.b.left + 10, 0.5, 1);
  CHECK(scaled.relation == Relation::lessThanOrEqual);
  CHECK_EQUAL(scaled.second.constant, 6.0);
  PendingLayoutConstraint wide = CLayoutDimensionExpression(t.a.width).isGreaterThanOrEqualTo(t.b.height);
  CHECK(wide.relation == Relation::greaterThanOrEqual);
  CHECK(wide.anchorKind == AnchorKind::dimension);
  CHECK_EQUAL(coefficientOf(wide.second, t.b, LayoutAttribute::height), 1.0);
  CHECK_EQUAL(CLayoutExpression(t.a.top).plus(3).constant(), 3.0);
}

// MARK: Priorities, identifiers, source locations

TEST_CASE("| sets a priority and | LayoutIdentifier an identifier, as new values") {
  Three t;
  PendingLayoutConstraint plain = t.a.left == t.b.left;
  PendingLayoutConstraint high = plain | priority::defaultHigh;
  PendingLayoutConstraint named = high | LayoutIdentifier{"title-gap"};
  CHECK_EQUAL(plain.priority, priority::required);
  CHECK(plain.identifier.empty());
  CHECK_EQUAL(high.priority, 750.0);
  CHECK(high.identifier.empty());
  CHECK_EQUAL(named.priority, 750.0);
  CHECK_EQUAL(named.identifier, std::string("title-gap"));
  LayoutConstraint both = (t.a.width == 10) | 500 | LayoutIdentifier{"w"};
  CHECK_EQUAL(both.priority(), 500.0);
  CHECK_EQUAL(both.identifier(), std::string("w"));
  // Recorded as given; the engine refuses it at activation.
  PendingLayoutConstraint nan = plain | std::numeric_limits<double>::quiet_NaN();
  CHECK(std::isnan(nan.priority));
}

TEST_CASE("a constraint records the file and line it was written on") {
  Three t;
  LayoutConstraint constraint = t.a.top == t.b.bottom + 20;
  const std::uint32_t line = __LINE__ - 1;
  CHECK_EQUAL(constraint.line(), line);
  // The file's name alone, without the directories of the path the compiler gives.
  CHECK(std::strcmp(constraint.fileName(), "AnchorAlgebraTests.cpp") == 0);
}

TEST_CASE("each constraint of an initializer list records its own line, with GCC as with Clang") {
  Three t;
  // The relation records its place, not the conversion to LayoutConstraint, which GCC evaluates
  // at the line of the call for every element of the list.
  const std::uint32_t first = __LINE__ + 2;
  const std::vector<LayoutConstraint> made = {
      t.a.left == t.engine.root().left + 10,
      t.a.width == 50,
      20 <= t.a.height,
      (t.a.top == t.engine.root().top) | priority::defaultHigh | LayoutIdentifier{"top"},
      CLayoutExpression(t.b.left).isEqualTo(t.a.right, 1, 8),
      dimensionIsLessThanOrEqualToConstant(t.b.width, 40),
  };
  REQUIRE(activateConstraints(made));
  for (std::size_t index = 0; index < made.size(); ++index)
    CHECK_EQUAL(made[index].line(), first + static_cast<std::uint32_t>(index));
  // The description names the constraint's own line too.
  CHECK(testing::containsText(made[1].description(),
                              "(AnchorAlgebraTests.cpp:" + std::to_string(first + 1) + ")"));
  // Converted inside a library template, the place is still the relation's.
  std::vector<LayoutConstraint> list;
  list.emplace_back(t.c.width == 5);
  CHECK_EQUAL(list.back().line(), std::uint32_t{__LINE__ - 1});
  CHECK(std::strcmp(list.back().fileName(), "AnchorAlgebraTests.cpp") == 0);
}

TEST_CASE("a constraint without a place records one once, in place, while inactive") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = engine.makeItem("a");
  REQUIRE(engine.addSubitem(root, a));
  LayoutConstraint constraint = LayoutConstraint::writtenAt(a.width == 40, "", 0);
  LayoutConstraint copy = constraint;  // another handle to the same constraint
  CHECK(constraint.recordPlaceIfUnknown("Screen.swift", 12));
  // In place: every handle sees it, and the file name is kept as given (a Swift `#fileID`).
  CHECK(copy.isSameConstraint(constraint));
  CHECK_EQUAL(copy.line(), std::uint32_t{12});
  CHECK(std::strcmp(copy.fileName(), "Screen.swift") == 0);
  // Once: a constraint with a place keeps it.
  CHECK(!constraint.recordPlaceIfUnknown("Other.swift", 99));
  CHECK_EQUAL(constraint.line(), std::uint32_t{12});
  // A constraint written in C++ has its place from the start; an active one keeps none it lacks.
  LayoutConstraint written = a.height == 10;
  CHECK(!written.recordPlaceIfUnknown("Other.swift", 99));
  CHECK(std::strcmp(written.fileName(), "AnchorAlgebraTests.cpp") == 0);
  LayoutConstraint active = LayoutConstraint::writtenAt(a.left == root.left, "", 0);
  REQUIRE(engine.activate(std::vector<LayoutConstraint>{active}));
  CHECK(!active.recordPlaceIfUnknown("Screen.swift", 7));
  CHECK_EQUAL(active.line(), std::uint32_t{0});
}

// MARK: End to end through activateConstraints

TEST_CASE("a row of three views with equal gaps, solved") {
  // Root 300 × 100. a at 10, width 50; c ends at 290, width 50; b width 60 with equal gaps:
  // gap = (290 - 50 - 10 - 50 - 60) / 2 = 60, so b.left = 60 + 60 = 120.
  Three t;
  auto& [engine, a, b, c] = t;
  LayoutItem root = engine.root();
  REQUIRE(engine.setRootSize({300, 100}));
  LayoutResult result = activateConstraints({
      a.left == root.left + 10,
      a.width == 50,
      c.right == root.right - 10,
      c.width == 50,
      b.width == 60,
      b.left - a.right == c.left - b.right,
      a.top == root.top + 20,
      b.top == a.top,
      c.top == a.top,
      a.height == 30,
      b.height == a.height,
      c.height == a.height * 2 - 10,
  });
  REQUIRE(result);
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 10, 20, 50, 30);
  CHECK_FRAME(engine.frame(b, LayoutCoordinates::root), 120, 20, 60, 30);
  CHECK_FRAME(engine.frame(c, LayoutCoordinates::root), 240, 20, 50, 50);
}

TEST_CASE("centerX midway between two views, and the article's lines, solved") {
  // a: [0, 100); b.left == a.right + 20 (the article's first line, mirrored) = 120, width 80 → 200.
  // c.width == a.width * 0.5 + 8 = 58; c.centerX == a.left + (b.right - a.left) / 2 = 100 → c.left 71.
  Three t;
  auto& [engine, a, b, c] = t;
  LayoutItem root = engine.root();
  REQUIRE(engine.setRootSize({400, 300}));
  LayoutResult result = activateConstraints({
      a.left == root.left,
      a.width == 100,
      a.right == b.left - 20,
      b.width == 80,
      c.width == a.width * 0.5 + 8,
      c.centerX == a.left + (b.right - a.left) / 2,
      a.top == root.top,
      b.top == root.top,
      c.top == a.bottom + 8,
      a.height == 10,
      b.height == 10,
      c.height == 10,
  });
  REQUIRE(result);
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 0, 0, 100, 10);
  CHECK_FRAME(engine.frame(b, LayoutCoordinates::root), 120, 0, 80, 10);
  CHECK_FRAME(engine.frame(c, LayoutCoordinates::root), 71, 18, 58, 10);
}

TEST_CASE("a proportional position through a named method, solved") {
  // a.centerX == 0.5 · root.centerX: root 400 wide → root.centerX 200, a.centerX 100; width 40.
  Three t;
  auto& [engine, a, b, c] = t;
  LayoutItem root = engine.root();
  REQUIRE(engine.setRootSize({400, 200}));
  LayoutResult result = activateConstraints({
      CLayoutExpression(a.centerX).isEqualTo(root.centerX, 0.5, 0),
      a.width == 40,
      a.top == root.top,
      a.height == 40,
  });
  REQUIRE(result);
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 80, 0, 40, 40);
  // A zero multiplier would make a position a constant: refused, and nothing changes.
  LayoutResult zero = activateConstraints({CLayoutExpression(b.left).isEqualTo(root.left, 0, 10)});
  CHECK(zero.kind == LayoutErrorKind::zeroMultiplier);
}

TEST_CASE("leading and trailing follow the layout direction") {
  // Root 200 wide, right to left: a.leading == root.leading + 10 puts a's right edge at 190.
  Three t;
  auto& [engine, a, b, c] = t;
  LayoutItem root = engine.root();
  REQUIRE(engine.setRootSize({200, 100}));
  REQUIRE(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  LayoutResult result = activateConstraints({
      a.leading == root.leading + 10,
      a.width == 30,
      b.leading == a.trailing + 5,
      b.trailing - b.leading == a.width,
      a.top == root.top,
      b.top == root.top,
      a.height == 10,
      b.height == 10,
  });
  REQUIRE(result);
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 160, 0, 30, 10);
  CHECK_FRAME(engine.frame(b, LayoutCoordinates::root), 125, 0, 30, 10);
}

TEST_CASE("a low-priority constraint gives way; priorities from |") {
  // a.width wants 300 at 250 but must be <= root.width - 20 = 180.
  Three t;
  auto& [engine, a, b, c] = t;
  LayoutItem root = engine.root();
  REQUIRE(engine.setRootSize({200, 100}));
  LayoutResult result = activateConstraints({
      a.left == root.left + 10,
      (a.width == 300) | priority::defaultLow,
      a.width <= root.width - 20,
      a.top == root.top,
      a.height == 10,
  });
  REQUIRE(result);
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 10, 0, 180, 10);
}

TEST_CASE("activateConstraints: empty lists succeed, deactivation works, activity is visible") {
  Three t;
  auto& [engine, a, b, c] = t;
  CHECK(activateConstraints({}));
  CHECK(deactivateConstraints({}));
  LayoutConstraint width = a.width == 10;
  REQUIRE(activateConstraints({width}));
  CHECK(width.isActive());
  REQUIRE(deactivateConstraints({width}));
  CHECK(!width.isActive());
  std::vector<LayoutConstraint> list{a.height == 4, b.height == a.height};
  CHECK(activateConstraints(std::span<const LayoutConstraint>(list)));
  CHECK(list[1].isActive());
  CHECK(deactivateConstraints(std::span<const LayoutConstraint>(list)));
}

TEST_CASE("activateConstraints refuses constraints of two engines, naming the constraint") {
  Three first;
  Three second;
  LayoutConstraint mine = first.a.width == 10;
  LayoutConstraint theirs = second.b.width == 20;
  LayoutResult result = activateConstraints({mine, theirs});
  CHECK(result.kind == LayoutErrorKind::differentEngines);
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(theirs));
  CHECK(result.message.find("b.width") != std::string::npos);
  CHECK(!mine.isActive());
  CHECK(!theirs.isActive());
  CHECK(deactivateConstraints({mine, theirs}).kind == LayoutErrorKind::differentEngines);
}

TEST_CASE("a side that mixes the items of two engines is refused, though it names one engine") {
  // first.a.left - second.a.left is a distance between items of two engines: the expression keeps
  // the first engine and remembers the mix, so the first engine refuses it.
  Three first;
  Three second;
  LayoutConstraint mixed = first.b.width == first.a.left - second.a.left;
  CHECK(mixed.secondExpression().mixesEngines);
  CHECK(!(first.b.width == first.a.left - first.c.left).second.mixesEngines);
  LayoutResult result = activateConstraints({mixed});
  CHECK(result.kind == LayoutErrorKind::differentEngines);
  CHECK(!mixed.isActive());
}

TEST_CASE("activateConstraints refuses a list in which no constraint has an item") {
  LayoutConstraint itemless = PendingLayoutConstraint{};
  LayoutResult result = activateConstraints({itemless});
  CHECK(result.kind == LayoutErrorKind::differentEngines);
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(itemless));
  CHECK(deactivateConstraints({itemless}).kind == LayoutErrorKind::differentEngines);
}

TEST_CASE("all or nothing: a conflicting batch leaves nothing active") {
  Three t;
  auto& [engine, a, b, c] = t;
  LayoutConstraint fine = a.width == 10;
  LayoutConstraint conflicting = a.width == 20;
  LayoutResult result = activateConstraints({fine, conflicting});
  CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(!fine.isActive());
  CHECK(!conflicting.isActive());
}
