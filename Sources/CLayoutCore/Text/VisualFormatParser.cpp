// VisualFormatParser.cpp — the Visual Format Language (see VisualFormatParser.h).
#include "VisualFormatParser.h"

#include <cmath>
#include <string>

#include "CLayoutCore/Solver/Priority.h"
#include "ConstraintParser.h"

namespace clayout::internal {

bool atVisualFormat(const ParserState& state) noexcept {
  if (state.at(TokenKind::bar) || state.at(TokenKind::leftBracket)) return true;
  return (state.atWord("H") || state.atWord("V")) && state.peek(1).kind == TokenKind::colon;
}

namespace {

/// One predicate: `>=50@750`, `==a.height*2+10`.
struct Predicate {
  Relation relation = Relation::equal;
  /// The object: a number, or `coefficient · item.attribute + constant`.
  SideDescription object;
  double priority = priority::required;
  TextLocation location;
};

/// A connection between two elements of the line: the predicates of its spacing.
struct Connection {
  /// Empty for `[a][b]` (a spacing of 0 then); one equality for `-`, `-8-`.
  std::vector<Predicate> predicates;
  /// Whether it is the standard spacing `-` (8 or 20, known once both ends are).
  bool standard = false;
  TextLocation location;
};

/// A view of the line with its predicates.
struct FormatView {
  std::int32_t item = 0;
  std::vector<Predicate> predicates;
  TextLocation location;
};

class VisualFormatReader {
 public:
  VisualFormatReader(ParserState& state, ItemReference superview) : state_(state), superview_(superview) {}

  std::optional<std::vector<ConstraintDescription>> read() {
    const TextLocation start = state_.locationOf(state_.current());
    if ((state_.atWord("H") || state_.atWord("V")) && state_.peek(1).kind == TokenKind::colon) {
      vertical_ = state_.atWord("V");
      state_.advance();
      state_.advance();
    }
    // Elements: an optional leading '|', views joined by connections, an optional trailing '|'.
    bool leadingSuperview = false;
    std::optional<Connection> leadingConnection;
    if (state_.at(TokenKind::bar)) {
      leadingSuperview = true;
      state_.advance();
      leadingConnection = connection();
      if (!leadingConnection) return std::nullopt;
    }
    std::vector<FormatView> views;
    std::vector<Connection> between;
    std::optional<Connection> trailingConnection;
    bool trailingSuperview = false;
    while (true) {
      std::optional<FormatView> next = view();
      if (!next) return std::nullopt;
      views.push_back(std::move(*next));
      if (state_.at(TokenKind::leftBracket)) {
        between.push_back(Connection{{}, false, state_.locationOf(state_.current())});
        continue;
      }
      if (state_.at(TokenKind::bar)) {
        trailingConnection = Connection{{}, false, state_.locationOf(state_.current())};
        trailingSuperview = true;
        state_.advance();
        break;
      }
      if (!state_.at(TokenKind::minus)) break;
      std::optional<Connection> joined = connection();
      if (!joined) return std::nullopt;
      if (state_.at(TokenKind::leftBracket)) {
        between.push_back(std::move(*joined));
        continue;
      }
      if (state_.accept(TokenKind::bar)) {
        trailingConnection = std::move(*joined);
        trailingSuperview = true;
        break;
      }
      state_.expected("'[' and a view, or '|' after a connection");
      return std::nullopt;
    }
    if (!options()) return std::nullopt;
    std::string identifier;
    if (state_.at(TokenKind::string)) {
      identifier = state_.current().text;
      state_.advance();
    }
    if (!state_.atStatementEnd()) {
      state_.expected(trailingSuperview
                          ? "options (align: …, direction: …), a string identifier or the end of the line"
                          : "a connection ('-'), '[', '|', options (align: …, direction: …) or the end "
                            "of the line");
      return std::nullopt;
    }

    std::vector<ConstraintDescription> constraints;
    if (leadingSuperview) {
      spacing(constraints, std::nullopt, views.front(), *leadingConnection);
    }
    for (std::size_t i = 0; i < views.size(); ++i) {
      for (const Predicate& predicate : views[i].predicates) {
        ConstraintDescription constraint;
        constraint.first = anchor({views[i].item, GuideReference::none}, dimensionAttribute());
        constraint.relation = predicate.relation;
        constraint.second = predicate.object;
        constraint.priority = predicate.priority;
        constraint.location = predicate.location;
        constraints.push_back(std::move(constraint));
      }
      if (i + 1 < views.size()) spacing(constraints, views[i], views[i + 1], between[i]);
    }
    if (trailingSuperview) spacing(constraints, views.back(), std::nullopt, *trailingConnection);
    for (const auto& [attribute, location] : alignments_) {
      for (std::size_t i = 1; i < views.size(); ++i) {
        ConstraintDescription constraint;
        constraint.first = anchor({views[i].item, GuideReference::none}, attribute);
        constraint.second = anchor({views.front().item, GuideReference::none}, attribute);
        constraint.location = location;
        constraints.push_back(std::move(constraint));
      }
    }
    for (ConstraintDescription& constraint : constraints) {
      constraint.identifier = identifier;
      constraint.visualFormat = start;
      // The line reads leading and trailing as its superview arranges its content: every
      // constraint of it one way, whatever direction each view reads its own content in.
      if (readsDirection(constraint)) constraint.directionItem = superview_;
    }
    return constraints;
  }

 private:
  enum class Direction { leadingToTrailing, leftToRight, rightToLeft };

  LayoutAttribute dimensionAttribute() const {
    return vertical_ ? LayoutAttribute::height : LayoutAttribute::width;
  }
  /// The edge an element's predecessor meets (the start of the flow).
  LayoutAttribute startAttribute() const {
    if (vertical_) return LayoutAttribute::top;
    switch (direction_) {
      case Direction::leadingToTrailing:
        return LayoutAttribute::leading;
      case Direction::leftToRight:
        return LayoutAttribute::left;
      case Direction::rightToLeft:
        return LayoutAttribute::right;
    }
    return LayoutAttribute::leading;
  }
  /// The edge an element's successor meets (the end of the flow).
  LayoutAttribute endAttribute() const {
    if (vertical_) return LayoutAttribute::bottom;
    switch (direction_) {
      case Direction::leadingToTrailing:
        return LayoutAttribute::trailing;
      case Direction::leftToRight:
        return LayoutAttribute::right;
      case Direction::rightToLeft:
        return LayoutAttribute::left;
    }
    return LayoutAttribute::trailing;
  }
  /// Whether the flow runs towards smaller coordinates (right to left).
  bool reversed() const { return !vertical_ && direction_ == Direction::rightToLeft; }

  /// Whether `constraint` reads leading or trailing.
  static bool readsDirection(const ConstraintDescription& constraint) {
    for (const SideDescription* side : {&constraint.first, &constraint.second}) {
      for (const TermDescription& term : side->terms) {
        if (term.attribute == LayoutAttribute::leading || term.attribute == LayoutAttribute::trailing)
          return true;
      }
    }
    return false;
  }

  static SideDescription anchor(ItemReference item, LayoutAttribute attribute) {
    SideDescription side;
    side.kind = kindOf(attribute);
    side.terms.push_back({item, attribute, 1});
    return side;
  }

  /// The constraints of `connection` between `previous` and `next` (nullopt: the superview).
  /// In the flow's direction, `next.start relation previous.end + gap`; right to left, where the
  /// flow runs to smaller x, `previous.end relation next.start + gap` (the gap is still the
  /// distance between them).
  void spacing(std::vector<ConstraintDescription>& constraints, const std::optional<FormatView>& previous,
               const std::optional<FormatView>& next, const Connection& connection) const {
    SideDescription previousEdge = previous ? anchor({previous->item, GuideReference::none}, endAttribute())
                                            : anchor(superview_, startAttribute());
    SideDescription nextEdge = next ? anchor({next->item, GuideReference::none}, startAttribute())
                                    : anchor(superview_, endAttribute());
    std::vector<Predicate> predicates = connection.predicates;
    if (connection.standard) {
      Predicate standard;
      standard.object.constant = previous && next ? standardSiblingSpacing : standardSuperviewSpacing;
      standard.location = connection.location;
      predicates.push_back(standard);
    } else if (predicates.empty()) {
      Predicate touching;
      touching.location = connection.location;
      predicates.push_back(touching);
    }
    for (const Predicate& predicate : predicates) {
      ConstraintDescription constraint;
      constraint.first = reversed() ? previousEdge : nextEdge;
      constraint.relation = predicate.relation;
      constraint.second = combineSides(reversed() ? nextEdge : previousEdge, predicate.object, 1,
                                       reversed() ? nextEdge.kind : previousEdge.kind);
      constraint.priority = predicate.priority;
      constraint.location = predicate.location;
      constraints.push_back(std::move(constraint));
    }
  }

  /// A single number or metric (Apple's simple predicate and GTK's operands). A metric is
  /// also appended to `metrics`, when given, at `sign` (for the translation to code).
  std::optional<double> simple(const std::string& what, std::vector<MetricTermDescription>* metrics = nullptr,
                               double sign = 1) {
    const Token token = state_.current();
    if (token.kind == TokenKind::number) {
      state_.advance();
      if (!std::isfinite(token.number)) {
        state_.error(token, TextDiagnosticKind::invalidValue, "the number " + token.text + " is too large");
        return std::nullopt;
      }
      return token.number;
    }
    if (token.kind == TokenKind::identifier) {
      std::optional<double> value = state_.metricValue(token, what);
      if (value && metrics != nullptr) metrics->push_back({token.text, *value, sign});
      return value;
    }
    state_.expected(what);
    return std::nullopt;
  }

  /// Reads a connection from its first '-' (or nothing before '[' and '|').
  std::optional<Connection> connection() {
    Connection result;
    result.location = state_.locationOf(state_.current());
    if (!state_.at(TokenKind::minus)) return result;  // `|[a]`, touching
    state_.advance();
    if (state_.at(TokenKind::leftBracket) || state_.at(TokenKind::bar)) {
      result.standard = true;
      return result;
    }
    if (state_.at(TokenKind::leftParen)) {
      std::optional<std::vector<Predicate>> list = predicateList(false);
      if (!list) return std::nullopt;
      result.predicates = std::move(*list);
    } else {
      Predicate predicate;
      predicate.location = state_.locationOf(state_.current());
      std::optional<double> value = simple("a spacing (a number or a metric), '(' and predicates, '[' or '|'",
                                           &predicate.object.metrics);
      if (!value) return std::nullopt;
      predicate.object.constant = *value;
      result.predicates.push_back(predicate);
    }
    if (!state_.expect(TokenKind::minus, "'-' after the spacing")) return std::nullopt;
    return result;
  }

  /// `[name(predicates)]`.
  std::optional<FormatView> view() {
    FormatView result;
    if (!state_.expect(TokenKind::leftBracket, "'[' and a view")) return std::nullopt;
    const Token name = state_.current();
    result.location = state_.locationOf(name);
    if (name.kind != TokenKind::identifier) {
      state_.expected("the name of a view after '['");
      return std::nullopt;
    }
    if (name.text == "root") {
      state_.error(name, TextDiagnosticKind::invalidStructure,
                   "the root cannot be a view of a format: at the top level it is the superview '|'");
      return std::nullopt;
    }
    auto found = state_.items.find(name.text);
    if (found == state_.items.end()) {
      state_.error(name, TextDiagnosticKind::unknownName, "unknown item '" + name.text + "'");
      return std::nullopt;
    }
    result.item = found->second;
    state_.advance();
    if (state_.at(TokenKind::leftParen)) {
      std::optional<std::vector<Predicate>> list = predicateList(true);
      if (!list) return std::nullopt;
      result.predicates = std::move(*list);
    }
    if (!state_.expect(TokenKind::rightBracket, "',' and a predicate, ')' or ']'")) return std::nullopt;
    return result;
  }

  /// `(predicate, …)`; views may be objects only in a view's predicates.
  std::optional<std::vector<Predicate>> predicateList(bool ofView) {
    std::vector<Predicate> predicates;
    state_.advance();  // '('
    while (true) {
      std::optional<Predicate> next = predicate(ofView);
      if (!next) return std::nullopt;
      predicates.push_back(std::move(*next));
      if (state_.accept(TokenKind::comma)) continue;
      if (!state_.expect(TokenKind::rightParen, "',' and a predicate, or ')'")) return std::nullopt;
      return predicates;
    }
  }

  std::optional<Predicate> predicate(bool ofView) {
    Predicate result;
    result.location = state_.locationOf(state_.current());
    switch (state_.current().kind) {
      case TokenKind::equal:
        result.relation = Relation::equal;
        state_.advance();
        break;
      case TokenKind::lessOrEqual:
        result.relation = Relation::lessThanOrEqual;
        state_.advance();
        break;
      case TokenKind::greaterOrEqual:
        result.relation = Relation::greaterThanOrEqual;
        state_.advance();
        break;
      default:
        break;
    }
    const Token object = state_.current();
    if (object.kind == TokenKind::identifier &&
        (object.text == "root" || state_.items.count(object.text) != 0)) {
      if (!ofView) {
        state_.error(object, TextDiagnosticKind::typeMismatch,
                     "a spacing is a number, not the view '" + object.text + "'");
        return std::nullopt;
      }
      std::optional<ItemReference> item = parseItemReference(state_);
      if (!item) return std::nullopt;
      LayoutAttribute attribute = dimensionAttribute();
      if (state_.accept(TokenKind::dot)) {
        const Token attributeToken = state_.current();
        std::optional<LayoutAttribute> named =
            attributeToken.kind == TokenKind::identifier ? attributeNamed(attributeToken.text) : std::nullopt;
        if (!named) {
          state_.expected("an attribute (width or height) after '.'");
          return std::nullopt;
        }
        if (kindOf(*named) != ValueKind::dimension) {
          state_.error(attributeToken, TextDiagnosticKind::typeMismatch,
                       std::string("a view's predicate relates its ") + (vertical_ ? "height" : "width") +
                           ", a dimension, which cannot be related to the position '" + attributeToken.text +
                           "'");
          return std::nullopt;
        }
        state_.advance();
        attribute = *named;
      }
      result.object = anchor(*item, attribute);
      if (state_.at(TokenKind::star) || state_.at(TokenKind::slash)) {
        bool times = state_.at(TokenKind::star);
        const Token operatorToken = state_.current();
        state_.advance();
        std::optional<double> factor = simple("a multiplier (a number or a metric)");
        if (!factor) return std::nullopt;
        if (!times && *factor == 0) {
          state_.error(operatorToken, TextDiagnosticKind::invalidValue, "division by zero");
          return std::nullopt;
        }
        result.object.terms.front().coefficient = times ? *factor : 1 / *factor;
      }
      if (state_.at(TokenKind::plus) || state_.at(TokenKind::minus)) {
        bool plus = state_.at(TokenKind::plus);
        state_.advance();
        std::optional<double> constant =
            simple("a constant (a number or a metric)", &result.object.metrics, plus ? 1 : -1);
        if (!constant) return std::nullopt;
        result.object.constant = plus ? *constant : -*constant;
      }
    } else {
      // A lone metric (`-(>=gap)-`) is kept by name for the translation to code; in an
      // expression (`-(gap * 2)-`) it is a plain number.
      const Token first = state_.current();
      TokenKind after = state_.peek(1).kind;
      bool loneMetric =
          first.kind == TokenKind::identifier &&
          (after == TokenKind::rightParen || after == TokenKind::comma || after == TokenKind::at);
      std::optional<double> value =
          state_.parseNumber(ofView ? "a number, a metric or a view" : "a number or a metric");
      if (!value) return std::nullopt;
      result.object.constant = *value;
      if (loneMetric && state_.metrics.count(first.text) != 0)
        result.object.metrics.push_back({first.text, *value, 1});
    }
    if (state_.accept(TokenKind::at)) {
      std::optional<double> priority = state_.parsePriority();
      if (!priority) return std::nullopt;
      result.priority = *priority;
    }
    return result;
  }

  /// `align: top, direction: leftToRight`, after the format.
  bool options() {
    while (state_.at(TokenKind::identifier) && state_.peek(1).kind == TokenKind::colon) {
      const Token name = state_.current();
      state_.advance();
      state_.advance();
      const Token value = state_.current();
      if (value.kind != TokenKind::identifier) {
        return state_.expected(name.text == "direction" ? "leadingToTrailing, leftToRight or rightToLeft"
                                                        : "an attribute to align");
      }
      if (name.text == "align") {
        // `baseline` is Apple's alignAllBaseline, the last baseline.
        std::optional<LayoutAttribute> attribute =
            value.text == "baseline" ? std::optional<LayoutAttribute>(LayoutAttribute::lastBaseline)
                                     : attributeNamed(value.text);
        if (!attribute) {
          return state_.error(value, TextDiagnosticKind::unknownName,
                              "unknown attribute '" + value.text + "' to align");
        }
        ValueKind kind = kindOf(*attribute);
        bool fits = vertical_ ? kind == ValueKind::xAxis || kind == ValueKind::directionalXAxis
                              : kind == ValueKind::yAxis;
        if (!fits) {
          return state_.error(value, TextDiagnosticKind::typeMismatch,
                              std::string("a ") + (vertical_ ? "V:" : "H:") + " format aligns its views by " +
                                  (vertical_ ? "leading, trailing, left, right or centerX"
                                             : "top, bottom, centerY, firstBaseline or lastBaseline") +
                                  ", not by '" + value.text + "'");
        }
        alignments_.emplace_back(*attribute, state_.locationOf(value));
      } else if (name.text == "direction") {
        if (vertical_) {
          return state_.error(name, TextDiagnosticKind::invalidStructure,
                              "a V: format runs top to bottom: 'direction' applies to H: formats");
        }
        if (value.text == "leadingToTrailing")
          direction_ = Direction::leadingToTrailing;
        else if (value.text == "leftToRight")
          direction_ = Direction::leftToRight;
        else if (value.text == "rightToLeft")
          direction_ = Direction::rightToLeft;
        else {
          return state_.error(value, TextDiagnosticKind::unknownName,
                              "unknown direction '" + value.text +
                                  "' (expected leadingToTrailing, leftToRight or rightToLeft)");
        }
      } else {
        return state_.error(name, TextDiagnosticKind::unknownName,
                            "unknown option '" + name.text + "' (expected align or direction)");
      }
      state_.advance();
      if (!state_.accept(TokenKind::comma)) break;
      if (!(state_.at(TokenKind::identifier) && state_.peek(1).kind == TokenKind::colon)) {
        return state_.expected("an option (align: … or direction: …) after ','");
      }
    }
    return true;
  }

  ParserState& state_;
  ItemReference superview_;
  bool vertical_ = false;
  Direction direction_ = Direction::leadingToTrailing;
  std::vector<std::pair<LayoutAttribute, TextLocation>> alignments_;
};

}  // namespace

std::optional<std::vector<ConstraintDescription>> parseVisualFormat(ParserState& state,
                                                                    ItemReference superview) {
  return VisualFormatReader(state, superview).read();
}

}  // namespace clayout::internal
