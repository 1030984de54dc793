// ConstraintParser.cpp — the anchor notation and its kind rules (see ConstraintParser.h).
#include "ConstraintParser.h"

#include <cmath>
#include <string>

namespace clayout::internal {

std::optional<LayoutAttribute> attributeNamed(const std::string& name) noexcept {
  static constexpr LayoutAttribute all[] = {
      LayoutAttribute::left,    LayoutAttribute::right,         LayoutAttribute::top,
      LayoutAttribute::bottom,  LayoutAttribute::leading,       LayoutAttribute::trailing,
      LayoutAttribute::width,   LayoutAttribute::height,        LayoutAttribute::centerX,
      LayoutAttribute::centerY, LayoutAttribute::firstBaseline, LayoutAttribute::lastBaseline,
  };
  for (LayoutAttribute attribute : all) {
    if (name == attributeName(attribute)) return attribute;
  }
  return std::nullopt;
}

ValueKind kindOf(LayoutAttribute attribute) noexcept {
  switch (anchorKindOf(attribute)) {
    case AnchorKind::xAxis:
      return ValueKind::xAxis;
    case AnchorKind::directionalXAxis:
      return ValueKind::directionalXAxis;
    case AnchorKind::yAxis:
      return ValueKind::yAxis;
    case AnchorKind::dimension:
      break;
  }
  return ValueKind::dimension;
}

std::optional<AnchorKind> anchorKindOf(ValueKind kind) noexcept {
  switch (kind) {
    case ValueKind::number:
      return std::nullopt;
    case ValueKind::xAxis:
      return AnchorKind::xAxis;
    case ValueKind::directionalXAxis:
      return AnchorKind::directionalXAxis;
    case ValueKind::yAxis:
      return AnchorKind::yAxis;
    case ValueKind::dimension:
      break;
  }
  return AnchorKind::dimension;
}

const char* kindDescription(ValueKind kind) noexcept {
  switch (kind) {
    case ValueKind::number:
      return "a number";
    case ValueKind::xAxis:
      return "a horizontal position (left, right, centerX)";
    case ValueKind::directionalXAxis:
      return "a directional position (leading, trailing)";
    case ValueKind::yAxis:
      return "a vertical position (top, bottom, centerY, baselines)";
    case ValueKind::dimension:
      return "a dimension (width, height, or a distance)";
  }
  return "a value";
}

SideDescription combineSides(const SideDescription& a, const SideDescription& b, double scale,
                             ValueKind kind) {
  SideDescription result = a;
  result.kind = kind;
  result.constant = a.constant + scale * b.constant;
  for (const TermDescription& term : b.terms) {
    bool combined = false;
    for (TermDescription& existing : result.terms) {
      if (existing.item == term.item && existing.attribute == term.attribute) {
        existing.coefficient += scale * term.coefficient;
        combined = true;
        break;
      }
    }
    if (!combined) result.terms.push_back({term.item, term.attribute, scale * term.coefficient});
  }
  for (const MetricTermDescription& metric : b.metrics) {
    bool combined = false;
    for (MetricTermDescription& existing : result.metrics) {
      if (existing.name == metric.name) {
        existing.coefficient += scale * metric.coefficient;
        combined = true;
        break;
      }
    }
    if (!combined) result.metrics.push_back({metric.name, metric.value, scale * metric.coefficient});
  }
  return result;
}

SideDescription scaleSide(const SideDescription& a, double factor) {
  SideDescription result = a;
  result.constant *= factor;
  for (TermDescription& term : result.terms) term.coefficient *= factor;
  for (MetricTermDescription& metric : result.metrics) metric.coefficient *= factor;
  return result;
}

const char* relationMismatch(ValueKind a, ValueKind b) noexcept {
  // The rule is the engine's (`relationProblem`, LayoutAttribute.h); the words are the parser's.
  switch (relationProblem(anchorKindOf(a), anchorKindOf(b))) {
    case RelationProblem::none:
      return nullptr;
    case RelationProblem::twoNumbers:
      return "a constraint between two numbers: one side needs an anchor";
    case RelationProblem::differentAxes:
      return "a horizontal anchor with a vertical one: positions of different axes cannot be related or "
             "combined";
    case RelationProblem::directionalWithAbsolute:
      return "leading or trailing with left or right: leading and trailing follow the reading direction, "
             "left and right do not; use one family in a constraint";
    case RelationProblem::positionWithNumber:
      return "a position equal to a number: a position is relative to other positions; relate it to "
             "the parent's anchor (e.g. root.left + 10)";
    case RelationProblem::positionWithDimension:
      break;
  }
  return "a position with a dimension: they are different quantities (a distance is the difference "
         "of two positions, e.g. b.left - a.right)";
}

namespace {

/// The kind rules of the operators, and the parse of a side.
class SideParser {
 public:
  explicit SideParser(ParserState& state) : state_(state) {}

  std::optional<SideDescription> sum(int depth) {
    std::optional<SideDescription> value = product(depth);
    while (value && (state_.at(TokenKind::plus) || state_.at(TokenKind::minus))) {
      Token operatorToken = state_.current();
      bool plus = operatorToken.kind == TokenKind::plus;
      state_.advance();
      std::optional<SideDescription> next = product(depth);
      if (!next) return std::nullopt;
      value = add(*value, *next, plus, operatorToken);
    }
    return value;
  }

 private:
  /// `a + b` or `a - b` by the DSL's table; nullopt with an error at `operatorToken` otherwise.
  std::optional<SideDescription> add(const SideDescription& a, const SideDescription& b, bool plus,
                                     const Token& operatorToken) {
    double scale = plus ? 1 : -1;
    ValueKind ka = a.kind;
    ValueKind kb = b.kind;
    auto refuse = [&](const std::string& why) -> std::optional<SideDescription> {
      state_.error(operatorToken, TextDiagnosticKind::typeMismatch, why);
      return std::nullopt;
    };
    if (ka == ValueKind::number && kb == ValueKind::number)
      return combineSides(a, b, scale, ValueKind::number);
    if (isPosition(ka) && isPosition(kb)) {
      // Two positions combine as they relate: of one kind, or the relation's refusal.
      if (const char* why = relationMismatch(ka, kb)) return refuse(why);
      if (plus) return refuse("the sum of two positions means nothing: their difference is a distance");
      return combineSides(a, b, scale, ValueKind::dimension);
    }
    if (isPosition(ka)) return combineSides(a, b, scale, ka);  // position ± number or dimension
    if (isPosition(kb)) {
      if (!plus) {
        return refuse(std::string(ka == ValueKind::number ? "a number" : "a dimension") +
                      " minus a position: a position cannot be negated (positions are not scaled)");
      }
      return combineSides(a, b, scale, kb);  // number or dimension + position
    }
    return combineSides(a, b, scale, ValueKind::dimension);  // dimensions and numbers
  }

  std::optional<SideDescription> product(int depth) {
    std::optional<SideDescription> value = unary(depth);
    while (value && (state_.at(TokenKind::star) || state_.at(TokenKind::slash))) {
      Token operatorToken = state_.current();
      bool times = operatorToken.kind == TokenKind::star;
      state_.advance();
      std::optional<SideDescription> next = unary(depth);
      if (!next) return std::nullopt;
      value = multiply(*value, *next, times, operatorToken);
    }
    return value;
  }

  std::optional<SideDescription> multiply(const SideDescription& a, const SideDescription& b, bool times,
                                          const Token& operatorToken) {
    auto refuse = [&](TextDiagnosticKind kind, const std::string& why) -> std::optional<SideDescription> {
      state_.error(operatorToken, kind, why);
      return std::nullopt;
    };
    if (a.kind != ValueKind::number && b.kind != ValueKind::number) {
      return refuse(TextDiagnosticKind::typeMismatch,
                    std::string(times ? "a product" : "a quotient") +
                        " of two anchors: constraints are linear (multiply or divide by numbers)");
    }
    if (!times && b.kind != ValueKind::number) {
      return refuse(TextDiagnosticKind::typeMismatch,
                    "a number divided by an anchor: constraints are linear (divide by numbers)");
    }
    const SideDescription& scaled = a.kind == ValueKind::number && times ? b : a;
    const SideDescription& factor = a.kind == ValueKind::number && times ? a : b;
    if (isPosition(scaled.kind)) {
      return refuse(TextDiagnosticKind::typeMismatch,
                    std::string("a position ") + (times ? "times" : "divided by") +
                        " a number: positions are not scaled (a distance is, e.g. (b.right - a.left) / 2)");
    }
    if (!times && factor.constant == 0) return refuse(TextDiagnosticKind::invalidValue, "division by zero");
    SideDescription result = scaled;
    if (times) {
      result = scaleSide(scaled, factor.constant);
      // `2 * gap`: the metric is the factor; a metric times an anchor or a metric is a number.
      if (result.metrics.empty() && scaled.kind == ValueKind::number && scaled.terms.empty())
        result.metrics = scaleSide(factor, scaled.constant).metrics;
      if (!scaled.metrics.empty() && !factor.metrics.empty()) result.metrics.clear();
    } else {
      // Divided rather than multiplied by the inverse, as the DSL's operator/ does.
      result.constant /= factor.constant;
      for (TermDescription& term : result.terms) term.coefficient /= factor.constant;
      for (MetricTermDescription& metric : result.metrics) metric.coefficient /= factor.constant;
      if (!factor.metrics.empty()) result.metrics.clear();
    }
    if (!std::isfinite(result.constant)) {
      return refuse(TextDiagnosticKind::invalidValue, "the result is not finite");
    }
    for (const TermDescription& term : result.terms) {
      if (!std::isfinite(term.coefficient))
        return refuse(TextDiagnosticKind::invalidValue, "the result is not finite");
    }
    return result;
  }

  std::optional<SideDescription> unary(int depth) {
    if (depth > maximumExpressionDepth) {
      state_.error(state_.current(), TextDiagnosticKind::invalidStructure,
                   "expression nested more than " + std::to_string(maximumExpressionDepth) + " deep");
      return std::nullopt;
    }
    if (state_.at(TokenKind::minus)) {
      Token minus = state_.current();
      state_.advance();
      std::optional<SideDescription> value = unary(depth + 1);
      if (!value) return std::nullopt;
      if (isPosition(value->kind)) {
        state_.error(minus, TextDiagnosticKind::typeMismatch,
                     "a negated position: positions are not scaled (a distance can be negated)");
        return std::nullopt;
      }
      return scaleSide(*value, -1);
    }
    return primary(depth);
  }

  std::optional<SideDescription> primary(int depth) {
    const Token token = state_.current();
    switch (token.kind) {
      case TokenKind::number: {
        state_.advance();
        if (!std::isfinite(token.number)) {
          state_.error(token, TextDiagnosticKind::invalidValue, "the number " + token.text + " is too large");
          return std::nullopt;
        }
        SideDescription side;
        side.constant = token.number;
        return side;
      }
      case TokenKind::leftParen: {
        state_.advance();
        std::optional<SideDescription> value = sum(depth + 1);
        if (!value) return std::nullopt;
        if (!state_.expect(TokenKind::rightParen, "')'")) return std::nullopt;
        return value;
      }
      case TokenKind::identifier: {
        bool isItem = token.text == "root" || state_.items.count(token.text) != 0;
        if (!isItem || state_.peek(1).kind != TokenKind::dot) {
          if (isItem) {
            state_.advance();
            state_.expected("'.' and an attribute after the item '" + token.text + "'");
            return std::nullopt;
          }
          if (state_.peek(1).kind == TokenKind::dot) {
            state_.error(token, TextDiagnosticKind::unknownName, "unknown item '" + token.text + "'");
            return std::nullopt;
          }
          std::optional<double> number =
              state_.metricValue(token, "a number, a metric or an anchor (item.attribute)");
          if (!number) return std::nullopt;
          SideDescription side;
          side.constant = *number;
          side.metrics.push_back({token.text, *number, 1});
          return side;
        }
        std::optional<ItemReference> item = parseItemReference(state_);
        if (!item) return std::nullopt;
        if (!state_.expect(TokenKind::dot, "'.' and an attribute")) return std::nullopt;
        const Token attributeToken = state_.current();
        if (attributeToken.kind != TokenKind::identifier) {
          state_.expected(
              "an attribute (left, right, top, bottom, leading, trailing, width, height, centerX, "
              "centerY, firstBaseline, lastBaseline)");
          return std::nullopt;
        }
        std::optional<LayoutAttribute> attribute = attributeNamed(attributeToken.text);
        if (!attribute) {
          state_.error(attributeToken, TextDiagnosticKind::unknownName,
                       "unknown attribute '" + attributeToken.text +
                           "' (expected left, right, top, bottom, leading, trailing, width, height, centerX, "
                           "centerY, firstBaseline or lastBaseline)");
          return std::nullopt;
        }
        state_.advance();
        SideDescription side;
        side.kind = kindOf(*attribute);
        side.terms.push_back({*item, *attribute, 1});
        return side;
      }
      default:
        state_.expected("a number, a metric or an anchor (item.attribute)");
        return std::nullopt;
    }
  }

  ParserState& state_;
};

}  // namespace

std::optional<ItemReference> parseItemReference(ParserState& state) {
  const Token name = state.current();
  if (name.kind != TokenKind::identifier) {
    state.expected("an item name");
    return std::nullopt;
  }
  ItemReference reference;
  bool isGuide = false;
  if (name.text == "root") {
    reference.item = rootItem;
  } else if (auto found = state.items.find(name.text); found != state.items.end()) {
    reference.item = found->second;
    isGuide = state.itemIsLayoutGuide[static_cast<std::size_t>(found->second)];
  } else {
    state.error(name, TextDiagnosticKind::unknownName, "unknown item '" + name.text + "'");
    return std::nullopt;
  }
  state.advance();
  if (state.at(TokenKind::dot) && state.peek(1).kind == TokenKind::identifier) {
    const Token& guide = state.peek(1);
    GuideReference kind = guide.text == "layoutMarginsGuide"     ? GuideReference::layoutMarginsGuide
                          : guide.text == "safeAreaLayoutGuide"  ? GuideReference::safeAreaLayoutGuide
                          : guide.text == "readableContentGuide" ? GuideReference::readableContentGuide
                                                                 : GuideReference::none;
    if (kind != GuideReference::none) {
      if (isGuide) {
        state.error(
            guide, TextDiagnosticKind::invalidStructure,
            "the layout guide '" + name.text + "' has no " + guide.text + " (only views and the root do)");
        return std::nullopt;
      }
      reference.guide = kind;
      state.advance();
      state.advance();
    }
  }
  return reference;
}

std::optional<ConstraintDescription> parseConstraint(ParserState& state) {
  ConstraintDescription constraint;
  constraint.location = state.locationOf(state.current());
  SideParser parser(state);
  std::optional<SideDescription> first = parser.sum(0);
  if (!first) return std::nullopt;
  const Token relationToken = state.current();
  switch (relationToken.kind) {
    case TokenKind::equal:
      constraint.relation = Relation::equal;
      break;
    case TokenKind::lessOrEqual:
      constraint.relation = Relation::lessThanOrEqual;
      break;
    case TokenKind::greaterOrEqual:
      constraint.relation = Relation::greaterThanOrEqual;
      break;
    case TokenKind::assign:
      state.error(
          relationToken, TextDiagnosticKind::syntaxError,
          "expected a relation (==, <= or >=), found '=' (a metric is defined by a plain name: gap = 8)");
      return std::nullopt;
    default:
      state.expected("a relation (==, <= or >=)");
      return std::nullopt;
  }
  state.advance();
  std::optional<SideDescription> second = parser.sum(0);
  if (!second) return std::nullopt;
  if (const char* why = relationMismatch(first->kind, second->kind)) {
    state.error(relationToken, TextDiagnosticKind::typeMismatch, why);
    return std::nullopt;
  }
  if (state.accept(TokenKind::at)) {
    std::optional<double> priority = state.parsePriority();
    if (!priority) return std::nullopt;
    constraint.priority = *priority;
  }
  if (state.at(TokenKind::string)) {
    constraint.identifier = state.current().text;
    state.advance();
  }
  if (!state.atStatementEnd()) {
    state.expected(constraint.identifier.empty() && constraint.priority == 1000
                       ? "'@' and a priority, a string identifier or the end of the line"
                       : "the end of the line");
    return std::nullopt;
  }
  constraint.first = std::move(*first);
  constraint.second = std::move(*second);
  return constraint;
}

}  // namespace clayout::internal
