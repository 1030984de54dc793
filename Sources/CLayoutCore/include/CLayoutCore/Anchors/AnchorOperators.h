// AnchorOperators.h — the typed algebra of anchors: `view1.right == view2.left - 10`.
//
// The C++ article on an Auto Layout DSL, made typed linear algebra. Anchors and the expressions
// built from them carry a kind (anchor_kind: XAxis, DirectionalXAxis, YAxis are positions;
// Dimension is a size or a distance) and only the combinations that mean something exist:
//
//   position ± number     → position          dimension ± number    → dimension
//   number + position     → position          number ± dimension    → dimension
//   position − position   → dimension (a distance; both of one kind)
//   position ± dimension  → position          dimension + position  → position
//   dimension ± dimension → dimension         dimension × number, number × dimension,
//   −dimension            → dimension         dimension ÷ number    → dimension
//   a == b, a <= b, a >= b  between two values of one kind, and between a dimension and a number
//                           (either side) → PendingLayoutConstraint
//
// So `b.left - a.right == c.left - b.right` (equal gaps) and
// `a.centerX == b.left + (c.right - b.left) / 2` are ordinary constraints, while these do not
// compile: a horizontal anchor with a vertical one, leading/trailing with left/right, a position
// equal to a constant, a position times or divided by a number, the sum of two positions.
//
// How the rules are enforced: the allowed combinations are the overload set (function templates
// whose constraints select the kinds, one overload per row above). Each forbidden combination that
// people actually write also has an overload, deleted, whose return type names the reason
// (`forbidden::sum_of_two_positions`), so that the compiler's error reads "use of deleted function
// 'clayout::forbidden::sum_of_two_positions clayout::operator+…'" instead of listing every
// candidate. A deleted overload still makes the expression ill-formed in a requires-expression,
// so `requires { a + b; }` is false exactly for the forbidden forms (the tests check every pair).
//
// Operators never change an operand, and both sides keep their multipliers and constants:
// `a.width * 2 + 8 == b.width / 2` relates 2·a.width + 8 to 0.5·b.width. Like terms (same item and
// attribute) are combined; a term whose coefficient becomes zero is kept, so that the engine can
// see a position turned into a constant (a zero multiplier) and refuse it.
//
// Named forms: `CLayoutExpression::isEqualTo(other, multiplier, constant)` and its two siblings
// (Auto Layout's `constraint(equalTo:multiplier:constant:)`, the only way to put a multiplier on a
// position), `plus`, and `dimensionIsEqualToConstant` … say with names what the operators say with
// symbols, for C++ hosts that prefer names. The Swift face calls nothing in this header: it builds
// the same untyped expressions through the bridge's functions.
//
// Layers: the anchor values (CLayoutAnchor.h), attributes and untyped expressions
// (LayoutAttribute.h) and constraints belong to the layout model (CLayoutCore/Layout/), because an
// item handle has its anchors as members. This header and ActivateConstraints.h are the DSL over
// them; nothing in the model includes the DSL.
//
// Engines: an expression carries one engine pointer (the first operand's that has one) and a
// flag set when it combines anchors of two engines, which the engine refuses at activation.
#pragma once

#include <concepts>
#include <source_location>
#include <string>
#include <type_traits>
#include <utility>

#include "CLayoutCore/Layout/CLayoutAnchor.h"
#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutItem.h"

namespace clayout {

// MARK: - Kinds

/// The `AnchorKind` of the kind type `Kind` (`anchor_kind::XAxis` is `AnchorKind::xAxis`, …).
template <typename Kind>
inline constexpr AnchorKind anchorKindOfType =
    std::is_same_v<Kind, anchor_kind::XAxis>              ? AnchorKind::xAxis
    : std::is_same_v<Kind, anchor_kind::DirectionalXAxis> ? AnchorKind::directionalXAxis
    : std::is_same_v<Kind, anchor_kind::YAxis>            ? AnchorKind::yAxis
                                                          : AnchorKind::dimension;

/// Helpers of the operators: the untyped arithmetic on `LayoutExpression` behind them (not API:
/// the Swift bridge shares them).
namespace internal {

/// `a·aScale + b·bScale`, like terms combined (zero coefficients kept), engine from `a` or else `b`.
LayoutExpression combineExpressions(const LayoutExpression& a, double aScale, const LayoutExpression& b,
                                    double bScale);
/// `expression · multiplier` (terms and constant).
LayoutExpression scaleExpression(LayoutExpression expression, double multiplier);
/// `expression ÷ divisor` (terms and constant), dividing rather than multiplying by the inverse.
LayoutExpression divideExpression(LayoutExpression expression, double divisor);
/// `expression + constant`.
LayoutExpression addConstant(LayoutExpression expression, double constant);
/// A side that is a bare number: no terms, no engine.
LayoutExpression constantExpression(double constant);
/// `first relation second` at the required priority, sides kept as written, typed `kind` by the
/// DSL (a number against a dimension is typed `dimension`), written at `location` (none: line 0,
/// for a front end that gives the place otherwise).
PendingLayoutConstraint relate(LayoutExpression first, Relation relation, LayoutExpression second,
                               AnchorKind kind, std::source_location location = {});

}  // namespace internal

// MARK: - Typed expressions

/// A linear expression of anchors of one kind: what `view.right - 10`, `view.width * 0.5 + 8` or
/// `b.left - a.right` (a Dimension) is. A plain value holding a `LayoutExpression`; every anchor of
/// the same kind converts to it implicitly.
///
/// The operators below build these; the named methods relate them with an explicit multiplier,
/// as Auto Layout's `constraint(equalTo:multiplier:constant:)`, which also allows a multiplier on
/// a position (`centerX = 0.5 · superview.centerX`); the engine refuses a zero multiplier that
/// makes a position a constant.
template <typename Kind>
class CLayoutExpression {
 public:
  /// The expression 0 (no terms, no engine).
  CLayoutExpression() = default;
  /// The anchor as an expression: `1 · item.attribute`.
  CLayoutExpression(const CLayoutAnchor<Kind>& anchor)  // NOLINT: implicit on purpose
      : expression_(anchor.expression()) {}
  /// Gives `expression` the kind `Kind` (unchecked: the operators are what keep kinds right).
  explicit CLayoutExpression(LayoutExpression expression) : expression_(std::move(expression)) {}

  /// The untyped expression: terms, constant and engine.
  const LayoutExpression& expression() const noexcept { return expression_; }
  /// The constant term.
  double constant() const noexcept { return expression_.constant; }
  /// The engine of the items (a `LayoutEngine*`; null when there is no term).
  void* engine() const noexcept { return expression_.engine; }

  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`, written at `location` (the call's place).
  PendingLayoutConstraint isEqualTo(const CLayoutExpression& other, double multiplier = 1,
                                    double constant = 0,
                                    std::source_location location = std::source_location::current()) const {
    return relateTo(other, Relation::equal, multiplier, constant, location);
  }
  /// `self <= other · multiplier + constant`.
  PendingLayoutConstraint isLessThanOrEqualTo(
      const CLayoutExpression& other, double multiplier = 1, double constant = 0,
      std::source_location location = std::source_location::current()) const {
    return relateTo(other, Relation::lessThanOrEqual, multiplier, constant, location);
  }
  /// `self >= other · multiplier + constant`.
  PendingLayoutConstraint isGreaterThanOrEqualTo(
      const CLayoutExpression& other, double multiplier = 1, double constant = 0,
      std::source_location location = std::source_location::current()) const {
    return relateTo(other, Relation::greaterThanOrEqual, multiplier, constant, location);
  }

  /// `self + constant`, a new expression (the named form of `+`).
  CLayoutExpression plus(double constant) const {
    return CLayoutExpression(internal::addConstant(expression_, constant));
  }

 private:
  PendingLayoutConstraint relateTo(const CLayoutExpression& other, Relation relation, double multiplier,
                                   double constant, std::source_location location) const {
    return internal::relate(
        expression_, relation,
        internal::addConstant(internal::scaleExpression(other.expression_, multiplier), constant),
        anchorKindOfType<Kind>, location);
  }

  LayoutExpression expression_;
};

/// `CLayoutExpression(view.left)` is a `CLayoutExpression<anchor_kind::XAxis>`.
template <typename Kind>
CLayoutExpression(CLayoutAnchor<Kind>) -> CLayoutExpression<Kind>;

/// An expression of left, right, centerX.
using CLayoutXAxisExpression = CLayoutExpression<anchor_kind::XAxis>;
/// An expression of leading, trailing.
using CLayoutDirectionalXAxisExpression = CLayoutExpression<anchor_kind::DirectionalXAxis>;
/// An expression of top, bottom, centerY, firstBaseline, lastBaseline.
using CLayoutYAxisExpression = CLayoutExpression<anchor_kind::YAxis>;
/// An expression of widths, heights and distances.
using CLayoutDimensionExpression = CLayoutExpression<anchor_kind::Dimension>;

// MARK: - Dimensions and constants (named)

/// `dimension == constant`, as Auto Layout's `constraint(equalToConstant:)`, written at `location`
/// (the call's place).
PendingLayoutConstraint dimensionIsEqualToConstant(
    const CLayoutDimensionExpression& dimension, double constant,
    std::source_location location = std::source_location::current());
/// `dimension <= constant`.
PendingLayoutConstraint dimensionIsLessThanOrEqualToConstant(
    const CLayoutDimensionExpression& dimension, double constant,
    std::source_location location = std::source_location::current());
/// `dimension >= constant`.
PendingLayoutConstraint dimensionIsGreaterThanOrEqualToConstant(
    const CLayoutDimensionExpression& dimension, double constant,
    std::source_location location = std::source_location::current());

// MARK: - Priority and identifier: `constraint | 750`, `constraint | LayoutIdentifier{"gap"}`

/// The identifier of a constraint, shown in every message about it: `(a == b) |
/// LayoutIdentifier{"title-gap"}`. A type of its own, rather than a bare string, so that the
/// call site says what the string is.
struct LayoutIdentifier {
  std::string value;
};

/// The item whose layout direction reads leading and trailing in a constraint:
/// `(b.leading == a.trailing + 8) | LayoutDirectionOf{card}` places b after a in card's reading
/// direction, whatever b's own direction is. Without it a constraint reads them in its first
/// item's direction (LayoutEngine.h). A Visual Format Language line's constraints read them in
/// the direction of the line's superview, so that the line reads one way however its views read
/// their own content: `clayout translate` writes this for them. The item must be of the
/// constraint's engine and in its tree (activation refuses it otherwise).
struct LayoutDirectionOf {
  LayoutItem item;
};

/// `constraint` at another priority: `(a == b) | priority::defaultHigh`, or `| 750`. Only
/// records: an invalid priority is kept, and the engine refuses it (`invalidPriority`) at
/// activation.
PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, double priority);
/// `constraint` with an identifier (replacing any earlier one).
PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, LayoutIdentifier identifier);
/// `constraint` reading leading and trailing in `direction.item`'s layout direction (replacing
/// any earlier one).
PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, LayoutDirectionOf direction);

// MARK: - Operand concepts

namespace internal {
/// What the operators know of an operand type: whether it is an anchor or typed expression, and
/// its kind.
template <typename T>
struct OperandTraits {
  static constexpr bool isOperand = false;
};
/// An anchor is an operand of its kind.
template <typename Kind>
struct OperandTraits<CLayoutAnchor<Kind>> {
  static constexpr bool isOperand = true;
  using kind = Kind;
};
/// A typed expression is an operand of its kind.
template <typename Kind>
struct OperandTraits<CLayoutExpression<Kind>> {
  static constexpr bool isOperand = true;
  using kind = Kind;
};
}  // namespace internal

/// An anchor or a typed expression, of any kind.
template <typename T>
concept LayoutOperand = internal::OperandTraits<std::remove_cvref_t<T>>::isOperand;

/// The kind of an anchor or typed expression.
template <LayoutOperand T>
using LayoutKindOf = typename internal::OperandTraits<std::remove_cvref_t<T>>::kind;

/// An anchor or expression of a position (X, directional X or Y).
template <typename T>
concept LayoutPosition = LayoutOperand<T> && isPosition(anchorKindOfType<LayoutKindOf<T>>);

/// An anchor or expression of a dimension.
template <typename T>
concept LayoutDimension = LayoutOperand<T> && std::same_as<LayoutKindOf<T>, anchor_kind::Dimension>;

/// Two anchors or expressions of the same kind.
template <typename A, typename B>
concept SameLayoutKind =
    LayoutOperand<A> && LayoutOperand<B> && std::same_as<LayoutKindOf<A>, LayoutKindOf<B>>;

/// An anchor or expression of the same kind as `A`: `template <LayoutOperand A, SameLayoutKindAs<A> B>`.
template <typename B, typename A>
concept SameLayoutKindAs = SameLayoutKind<A, B>;

namespace internal {
/// The untyped expression of an anchor or typed expression as a value of its own, for the
/// operators to change in place and move on: an anchor's is made fresh, an expression's copied
/// once (not once to convert it to a typed expression and again to take its value).
template <LayoutOperand A>
LayoutExpression expressionOf(const A& a) {
  return LayoutExpression(a.expression());
}

/// An operand of a relation (`==`, `<=`, `>=`), of kind `Kind`, with the place the relation was
/// written. The relational operators take their first operand (the dimension, beside a number) as
/// this type so that the place is a default argument evaluated where each relation is written (its
/// line with GCC and Clang alike; a relation written over several lines may get its first line or
/// its operator's, by compiler). A default argument of the conversion to `LayoutConstraint`
/// instead would be evaluated, with GCC, at the line of an `activateConstraints({…})` call for
/// every element. (`dimension == c` and `c == dimension` both convert the dimension, so that C++20,
/// which also tries each `==` with its operands reversed, finds the written order better.)
template <typename Kind>
struct WrittenOperand {
  template <LayoutOperand A>
  requires std::same_as<LayoutKindOf<A>, Kind> WrittenOperand(
      const A& operand,  // NOLINT: implicit on purpose
      std::source_location location = std::source_location::current())
      : expression(expressionOf(operand)), location(location) {}
  LayoutExpression expression;
  std::source_location location;
};
}  // namespace internal

/// A plain number (a constant, multiplier or divisor).
template <typename T>
concept LayoutNumber =
    std::is_arithmetic_v<std::remove_cvref_t<T>> && !std::same_as<std::remove_cvref_t<T>, bool>;

namespace internal {
/// An anchor or expression of a vertical position.
template <typename T>
concept VerticalPosition = LayoutPosition<T> && std::same_as<LayoutKindOf<T>, anchor_kind::YAxis>;
/// Positions of different kinds where one is vertical and the other horizontal.
template <typename A, typename B>
concept HorizontalWithVertical = LayoutPosition<A> && LayoutPosition<B> && !SameLayoutKind<A, B> &&
                                 (VerticalPosition<A> || VerticalPosition<B>);
/// An absolute horizontal position with a directional one.
template <typename A, typename B>
concept LeadingTrailingWithLeftRight = LayoutPosition<A> && LayoutPosition<B> && !SameLayoutKind<A, B> &&
                                       !VerticalPosition<A> && !VerticalPosition<B>;
/// A position on the other axis than the position `A`: `template <typename A, AcrossAxesFrom<A> B>`.
template <typename B, typename A>
concept AcrossAxesFrom = HorizontalWithVertical<A, B>;
/// A horizontal position of the other family (directional or absolute) than the position `A`.
template <typename B, typename A>
concept OtherHorizontalFamilyThan = LeadingTrailingWithLeftRight<A, B>;
/// A dimension where `A` is a position, or a position where `A` is a dimension.
template <typename B, typename A>
concept PositionVersusDimension = (LayoutPosition<A> && LayoutDimension<B>) ||
                                  (LayoutDimension<A> && LayoutPosition<B>);
}  // namespace internal

// MARK: - Reasons for the forbidden forms

/// Types that exist only to name, in a compiler error, why a combination of anchors is refused:
/// each is the return type of a deleted operator overload. They are never defined.
namespace forbidden {
/// X with Y: `a.left == b.top`, `a.left - b.top`. A horizontal position and a vertical one cannot
/// be related or combined.
struct horizontal_anchor_with_vertical_anchor;
/// `a.leading == b.left`: leading/trailing follow the reading direction, left/right do not; use
/// one family in a constraint.
struct leading_or_trailing_with_left_or_right;
/// `a.left == 10`: a position is relative to other positions; relate it to the parent's anchor
/// (`a.left == parent.left + 10`).
struct position_related_to_a_constant;
/// `a.left == b.width`: a position and a size are different quantities (a distance is the
/// difference of two positions: `a.left - b.left == b.width`).
struct position_related_to_a_dimension;
/// `a.left * 2`, `a.left / 2`, `-a.left`: positions are not scaled by numbers in operators (use
/// `isEqualTo(other, multiplier, constant)` for Auto Layout's proportional positioning).
struct position_times_or_divided_by_a_number;
/// `a.left + b.left`: the sum of two positions means nothing; their difference is a distance.
struct sum_of_two_positions;
/// `a.width * b.width`, `a.width / b.width`, `2 / a.width`: constraints are linear.
struct nonlinear_product_of_anchors;
/// `a.width != b.width`: a constraint relates by `==`, `<=` or `>=`. (These deleted `!=` also
/// keep C++20 from trying each `==` with its operands reversed, which Clang warns is ambiguous.)
struct not_equal_is_not_a_relation;
}  // namespace forbidden

// MARK: - Constants: + c, - c, c + x (every kind), c - dimension

/// `x + c`: the same kind, constant added.
template <LayoutOperand A>
CLayoutExpression<LayoutKindOf<A>> operator+(const A& a, double constant) {
  return CLayoutExpression<LayoutKindOf<A>>(internal::addConstant(internal::expressionOf(a), constant));
}
/// `c + x`: the same kind, constant added.
template <LayoutOperand A>
CLayoutExpression<LayoutKindOf<A>> operator+(double constant, const A& a) {
  return a + constant;
}
/// `x - c`: the same kind, constant subtracted.
template <LayoutOperand A>
CLayoutExpression<LayoutKindOf<A>> operator-(const A& a, double constant) {
  return a + (-constant);
}
/// `c - dimension`: a dimension.
template <LayoutDimension A>
CLayoutDimensionExpression operator-(double constant, const A& a) {
  return CLayoutDimensionExpression(
      internal::addConstant(internal::scaleExpression(internal::expressionOf(a), -1), constant));
}

// MARK: - Multiply, divide and negate (dimensions only)

/// `dimension · m`.
template <LayoutDimension A>
CLayoutDimensionExpression operator*(const A& a, double multiplier) {
  return CLayoutDimensionExpression(internal::scaleExpression(internal::expressionOf(a), multiplier));
}
/// `m · dimension`.
template <LayoutDimension A>
CLayoutDimensionExpression operator*(double multiplier, const A& a) {
  return a * multiplier;
}
/// `dimension ÷ m` (m = 0 gives non-finite coefficients, which the engine refuses).
template <LayoutDimension A>
CLayoutDimensionExpression operator/(const A& a, double divisor) {
  return CLayoutDimensionExpression(internal::divideExpression(internal::expressionOf(a), divisor));
}
/// `−dimension`.
template <LayoutDimension A>
CLayoutDimensionExpression operator-(const A& a) {
  return a * -1.0;
}

// MARK: - Positions and dimensions

/// `position − position` of one kind: the distance between them, a dimension.
template <LayoutPosition A, SameLayoutKindAs<A> B>
CLayoutDimensionExpression operator-(const A& a, const B& b) {
  using Position = CLayoutExpression<LayoutKindOf<A>>;
  return CLayoutDimensionExpression(
      internal::combineExpressions(Position(a).expression(), 1, Position(b).expression(), -1));
}
/// `position + dimension`: a position of the same kind.
template <LayoutPosition A, LayoutDimension B>
CLayoutExpression<LayoutKindOf<A>> operator+(const A& a, const B& b) {
  using Position = CLayoutExpression<LayoutKindOf<A>>;
  return Position(internal::combineExpressions(Position(a).expression(), 1,
                                               CLayoutDimensionExpression(b).expression(), 1));
}
/// `dimension + position`: a position of the same kind.
template <LayoutDimension A, LayoutPosition B>
CLayoutExpression<LayoutKindOf<B>> operator+(const A& a, const B& b) {
  using Position = CLayoutExpression<LayoutKindOf<B>>;
  return Position(internal::combineExpressions(CLayoutDimensionExpression(a).expression(), 1,
                                               Position(b).expression(), 1));
}
/// `position − dimension`: a position of the same kind.
template <LayoutPosition A, LayoutDimension B>
CLayoutExpression<LayoutKindOf<A>> operator-(const A& a, const B& b) {
  using Position = CLayoutExpression<LayoutKindOf<A>>;
  return Position(internal::combineExpressions(Position(a).expression(), 1,
                                               CLayoutDimensionExpression(b).expression(), -1));
}
/// `dimension + dimension`.
template <LayoutDimension A, LayoutDimension B>
CLayoutDimensionExpression operator+(const A& a, const B& b) {
  return CLayoutDimensionExpression(internal::combineExpressions(
      CLayoutDimensionExpression(a).expression(), 1, CLayoutDimensionExpression(b).expression(), 1));
}
/// `dimension − dimension`.
template <LayoutDimension A, LayoutDimension B>
CLayoutDimensionExpression operator-(const A& a, const B& b) {
  return CLayoutDimensionExpression(internal::combineExpressions(
      CLayoutDimensionExpression(a).expression(), 1, CLayoutDimensionExpression(b).expression(), -1));
}

// MARK: - Relations

/// `a == b`, both of one kind: a required constraint, both sides as written, at the place of `a`.
template <LayoutOperand B>
PendingLayoutConstraint operator==(internal::WrittenOperand<LayoutKindOf<B>> a, const B& b) {
  return internal::relate(std::move(a.expression), Relation::equal, internal::expressionOf(b),
                          anchorKindOfType<LayoutKindOf<B>>, a.location);
}
/// `a <= b`, both of one kind.
template <LayoutOperand B>
PendingLayoutConstraint operator<=(internal::WrittenOperand<LayoutKindOf<B>> a, const B& b) {
  return internal::relate(std::move(a.expression), Relation::lessThanOrEqual, internal::expressionOf(b),
                          anchorKindOfType<LayoutKindOf<B>>, a.location);
}
/// `a >= b`, both of one kind.
template <LayoutOperand B>
PendingLayoutConstraint operator>=(internal::WrittenOperand<LayoutKindOf<B>> a, const B& b) {
  return internal::relate(std::move(a.expression), Relation::greaterThanOrEqual, internal::expressionOf(b),
                          anchorKindOfType<LayoutKindOf<B>>, a.location);
}
/// `dimension == c`.
template <LayoutNumber N>
PendingLayoutConstraint operator==(internal::WrittenOperand<anchor_kind::Dimension> a, N constant) {
  return internal::relate(std::move(a.expression), Relation::equal,
                          internal::constantExpression(static_cast<double>(constant)), AnchorKind::dimension,
                          a.location);
}
/// `dimension <= c`.
template <LayoutNumber N>
PendingLayoutConstraint operator<=(internal::WrittenOperand<anchor_kind::Dimension> a, N constant) {
  return internal::relate(std::move(a.expression), Relation::lessThanOrEqual,
                          internal::constantExpression(static_cast<double>(constant)), AnchorKind::dimension,
                          a.location);
}
/// `dimension >= c`.
template <LayoutNumber N>
PendingLayoutConstraint operator>=(internal::WrittenOperand<anchor_kind::Dimension> a, N constant) {
  return internal::relate(std::move(a.expression), Relation::greaterThanOrEqual,
                          internal::constantExpression(static_cast<double>(constant)), AnchorKind::dimension,
                          a.location);
}
/// `c == dimension`: the number is the first side (at the dimension's place).
template <LayoutNumber N>
PendingLayoutConstraint operator==(N constant, internal::WrittenOperand<anchor_kind::Dimension> a) {
  return internal::relate(internal::constantExpression(static_cast<double>(constant)), Relation::equal,
                          std::move(a.expression), AnchorKind::dimension, a.location);
}
/// `c <= dimension`.
template <LayoutNumber N>
PendingLayoutConstraint operator<=(N constant, internal::WrittenOperand<anchor_kind::Dimension> a) {
  return internal::relate(internal::constantExpression(static_cast<double>(constant)),
                          Relation::lessThanOrEqual, std::move(a.expression), AnchorKind::dimension,
                          a.location);
}
/// `c >= dimension`.
template <LayoutNumber N>
PendingLayoutConstraint operator>=(N constant, internal::WrittenOperand<anchor_kind::Dimension> a) {
  return internal::relate(internal::constantExpression(static_cast<double>(constant)),
                          Relation::greaterThanOrEqual, std::move(a.expression), AnchorKind::dimension,
                          a.location);
}

/// `a != b`: not a relation (each `==` above has this twin).
template <LayoutOperand B>
forbidden::not_equal_is_not_a_relation operator!=(internal::WrittenOperand<LayoutKindOf<B>>,
                                                  const B&) = delete;
/// `dimension != c`: not a relation.
template <LayoutNumber N>
forbidden::not_equal_is_not_a_relation operator!=(internal::WrittenOperand<anchor_kind::Dimension>,
                                                  N) = delete;
/// `c != dimension`: not a relation.
template <LayoutNumber N>
forbidden::not_equal_is_not_a_relation operator!=(N,
                                                  internal::WrittenOperand<anchor_kind::Dimension>) = delete;

// MARK: - Forbidden forms (deleted; the return type says why)

/// X with Y: not a constraint.
template <typename A, internal::AcrossAxesFrom<A> B>
forbidden::horizontal_anchor_with_vertical_anchor operator==(const A&, const B&) = delete;
/// X with Y: not a constraint.
template <typename A, internal::AcrossAxesFrom<A> B>
forbidden::horizontal_anchor_with_vertical_anchor operator<=(const A&, const B&) = delete;
/// X with Y: not a constraint.
template <typename A, internal::AcrossAxesFrom<A> B>
forbidden::horizontal_anchor_with_vertical_anchor operator>=(const A&, const B&) = delete;
/// X with Y: no sum.
template <typename A, internal::AcrossAxesFrom<A> B>
forbidden::horizontal_anchor_with_vertical_anchor operator+(const A&, const B&) = delete;
/// X with Y: no distance.
template <typename A, internal::AcrossAxesFrom<A> B>
forbidden::horizontal_anchor_with_vertical_anchor operator-(const A&, const B&) = delete;

/// Leading/trailing with left/right: not a constraint.
template <typename A, internal::OtherHorizontalFamilyThan<A> B>
forbidden::leading_or_trailing_with_left_or_right operator==(const A&, const B&) = delete;
/// Leading/trailing with left/right: not a constraint.
template <typename A, internal::OtherHorizontalFamilyThan<A> B>
forbidden::leading_or_trailing_with_left_or_right operator<=(const A&, const B&) = delete;
/// Leading/trailing with left/right: not a constraint.
template <typename A, internal::OtherHorizontalFamilyThan<A> B>
forbidden::leading_or_trailing_with_left_or_right operator>=(const A&, const B&) = delete;
/// Leading/trailing with left/right: no sum.
template <typename A, internal::OtherHorizontalFamilyThan<A> B>
forbidden::leading_or_trailing_with_left_or_right operator+(const A&, const B&) = delete;
/// Leading/trailing with left/right: no distance.
template <typename A, internal::OtherHorizontalFamilyThan<A> B>
forbidden::leading_or_trailing_with_left_or_right operator-(const A&, const B&) = delete;

/// A position equal to a constant.
template <LayoutPosition A, LayoutNumber N>
forbidden::position_related_to_a_constant operator==(const A&, N) = delete;
/// A position at most a constant.
template <LayoutPosition A, LayoutNumber N>
forbidden::position_related_to_a_constant operator<=(const A&, N) = delete;
/// A position at least a constant.
template <LayoutPosition A, LayoutNumber N>
forbidden::position_related_to_a_constant operator>=(const A&, N) = delete;
/// A constant equal to a position.
template <LayoutNumber N, LayoutPosition A>
forbidden::position_related_to_a_constant operator==(N, const A&) = delete;
/// A constant at most a position.
template <LayoutNumber N, LayoutPosition A>
forbidden::position_related_to_a_constant operator<=(N, const A&) = delete;
/// A constant at least a position.
template <LayoutNumber N, LayoutPosition A>
forbidden::position_related_to_a_constant operator>=(N, const A&) = delete;

/// A position equal to a dimension.
template <typename A, internal::PositionVersusDimension<A> B>
forbidden::position_related_to_a_dimension operator==(const A&, const B&) = delete;
/// A position at most a dimension.
template <typename A, internal::PositionVersusDimension<A> B>
forbidden::position_related_to_a_dimension operator<=(const A&, const B&) = delete;
/// A position at least a dimension.
template <typename A, internal::PositionVersusDimension<A> B>
forbidden::position_related_to_a_dimension operator>=(const A&, const B&) = delete;

/// A position times a number.
template <LayoutPosition A, LayoutNumber N>
forbidden::position_times_or_divided_by_a_number operator*(const A&, N) = delete;
/// A number times a position.
template <LayoutNumber N, LayoutPosition A>
forbidden::position_times_or_divided_by_a_number operator*(N, const A&) = delete;
/// A position divided by a number.
template <LayoutPosition A, LayoutNumber N>
forbidden::position_times_or_divided_by_a_number operator/(const A&, N) = delete;
/// A negated position (−1 times it).
template <LayoutPosition A>
forbidden::position_times_or_divided_by_a_number operator-(const A&) = delete;
/// A number minus a position (−1 times it).
template <LayoutNumber N, LayoutPosition A>
forbidden::position_times_or_divided_by_a_number operator-(N, const A&) = delete;
/// A dimension minus a position (−1 times it).
template <LayoutDimension A, LayoutPosition B>
forbidden::position_times_or_divided_by_a_number operator-(const A&, const B&) = delete;

/// Two positions of one kind added.
template <LayoutPosition A, SameLayoutKindAs<A> B>
forbidden::sum_of_two_positions operator+(const A&, const B&) = delete;

/// A product of anchors or expressions.
template <LayoutOperand A, LayoutOperand B>
forbidden::nonlinear_product_of_anchors operator*(const A&, const B&) = delete;
/// A quotient of anchors or expressions.
template <LayoutOperand A, LayoutOperand B>
forbidden::nonlinear_product_of_anchors operator/(const A&, const B&) = delete;
/// A number divided by an anchor or expression.
template <LayoutNumber N, LayoutOperand A>
forbidden::nonlinear_product_of_anchors operator/(N, const A&) = delete;

}  // namespace clayout
