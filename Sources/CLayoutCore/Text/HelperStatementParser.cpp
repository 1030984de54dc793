// HelperStatementParser.cpp — guidelines, barriers, chains and groups (see HelperStatementParser.h).
#include "HelperStatementParser.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ConstraintParser.h"

namespace clayout::internal {

namespace {

/// `itemName (',' itemName)*`: items of the file (not the root), each once, in the order written;
/// `what` names the list in messages (`the chain`). Nullopt with an error reported.
std::optional<std::vector<std::int32_t>> itemList(ParserState& state, const std::string& what) {
  std::vector<std::int32_t> items;
  std::set<std::int32_t> seen;
  while (true) {
    const Token name = state.current();
    if (name.kind != TokenKind::identifier) {
      state.expected("the name of an item of " + what);
      return std::nullopt;
    }
    if (name.text == "root") {
      state.error(name, TextDiagnosticKind::invalidStructure, "the root cannot be an item of " + what);
      return std::nullopt;
    }
    auto found = state.items.find(name.text);
    if (found == state.items.end()) {
      state.error(name, TextDiagnosticKind::unknownName,
                  "unknown item '" + name.text + "' (expected the name of an item of " + what + ")");
      return std::nullopt;
    }
    if (!seen.insert(found->second).second) {
      state.error(name, TextDiagnosticKind::duplicateName, "'" + name.text + "' is listed twice in " + what);
      return std::nullopt;
    }
    items.push_back(found->second);
    state.advance();
    if (!state.accept(TokenKind::comma)) return items;
  }
}

/// `item ('.' guide)? '.' attribute`, an anchor of the kind `kind` (`directionalXAxis` or `yAxis`).
std::optional<AnchorDescription> anchor(ParserState& state, ValueKind kind, const char* axisWords) {
  std::optional<ItemReference> item = parseItemReference(state);
  if (!item) return std::nullopt;
  if (!state.expect(TokenKind::dot, "'.' and an attribute")) return std::nullopt;
  const Token attributeToken = state.current();
  std::optional<LayoutAttribute> attribute =
      attributeToken.kind == TokenKind::identifier ? attributeNamed(attributeToken.text) : std::nullopt;
  if (!attribute) {
    state.expected(std::string("an attribute of the chain's axis (") + axisWords + ")");
    return std::nullopt;
  }
  if (kindOf(*attribute) != kind) {
    state.error(attributeToken, TextDiagnosticKind::typeMismatch,
                std::string(kind == ValueKind::directionalXAxis
                                ? "an H: chain runs between leading and trailing anchors (in reading order), "
                                : "a V: chain runs between vertical anchors, ") +
                    "not " + kindDescription(kindOf(*attribute)));
    return std::nullopt;
  }
  state.advance();
  return AnchorDescription{*item, *attribute};
}

}  // namespace

bool isHelperKeyword(const std::string& word) noexcept {
  return word == "guideline" || word == "barrier" || word == "chain" || word == "group";
}

std::optional<GuidelineDescription> parseGuideline(ParserState& state) {
  GuidelineDescription guideline;
  using State = ParserState;
  std::optional<GuidelineOrientation> orientation = state.choice<GuidelineOrientation>(
      {State::named(GuidelineOrientation::vertical, guidelineOrientationName),
       State::named(GuidelineOrientation::horizontal, guidelineOrientationName)});
  if (!orientation) return std::nullopt;
  guideline.orientation = *orientation;
  std::optional<GuidelineReference> reference =
      state.choice<GuidelineReference>({State::named(GuidelineReference::begin, guidelineReferenceName),
                                        State::named(GuidelineReference::end, guidelineReferenceName),
                                        State::named(GuidelineReference::fraction, guidelineReferenceName)});
  if (!reference) return std::nullopt;
  guideline.reference = *reference;
  const Token start = state.current();
  std::optional<double> value = state.parseNumber(
      guideline.reference == GuidelineReference::fraction ? "a fraction of the parent's size" : "a distance");
  if (!value) return std::nullopt;
  if (guideline.reference == GuidelineReference::fraction && !(*value >= 0 && *value <= 1)) {
    state.error(start, TextDiagnosticKind::invalidValue,
                "the fraction " + numberText(*value) + " is outside [0, 1] (a fraction of the parent's " +
                    (guideline.orientation == GuidelineOrientation::vertical ? "width" : "height") + ")");
    return std::nullopt;
  }
  guideline.value = *value;
  return guideline;
}

std::optional<BarrierDescription> parseBarrier(ParserState& state, const LayoutFileDescription& description,
                                               std::int32_t barrier) {
  BarrierDescription result;
  using State = ParserState;
  std::optional<BarrierEdge> edge = state.choice<BarrierEdge>(
      {State::named(BarrierEdge::leading, barrierEdgeName),
       State::named(BarrierEdge::trailing, barrierEdgeName), State::named(BarrierEdge::left, barrierEdgeName),
       State::named(BarrierEdge::right, barrierEdgeName), State::named(BarrierEdge::top, barrierEdgeName),
       State::named(BarrierEdge::bottom, barrierEdgeName)});
  if (!edge) return std::nullopt;
  result.edge = *edge;
  if (!state.atWord("of")) {
    state.expected("'of' and the items the barrier follows (trailing of a, b)");
    return std::nullopt;
  }
  state.advance();
  const ItemDescription& own = description.items[static_cast<std::size_t>(barrier)];
  std::string what = "the barrier '" + own.name + "'";
  const std::size_t listStart = state.position();
  std::optional<std::vector<std::int32_t>> items = itemList(state, what);
  if (!items) return std::nullopt;
  // The items' own checks, at their names: the list is read again up to each culprit.
  const std::size_t listEnd = state.position();
  state.seek(listStart);
  for (std::int32_t item : *items) {
    const ItemDescription& listed = description.items[static_cast<std::size_t>(item)];
    const Token name = state.current();
    if (item == barrier) {
      state.error(name, TextDiagnosticKind::invalidStructure, "a barrier cannot follow itself");
      return std::nullopt;
    }
    if (item == own.parent) {
      state.error(name, TextDiagnosticKind::invalidStructure,
                  "'" + listed.name + "' is the barrier's parent (the item it is declared in), which " +
                      "cannot be one of its items");
      return std::nullopt;
    }
    if (listed.isHelperGuide && item > barrier) {
      state.error(name, TextDiagnosticKind::invalidStructure,
                  "'" + listed.name + "' is a guideline or barrier declared below '" + own.name +
                      "': the engine makes them in the order of the file, so a barrier follows only those " +
                      "declared above it");
      return std::nullopt;
    }
    state.advance();
    state.accept(TokenKind::comma);
  }
  state.seek(listEnd);
  result.items = std::move(*items);
  if (state.atWord("margin")) {
    state.advance();
    std::optional<double> margin = state.parseNumber("a margin");
    if (!margin) return std::nullopt;
    result.margin = *margin;
  }
  if (!state.atStatementEnd()) {
    state.expected("'margin', another item after ',' or the end of the line");
    return std::nullopt;
  }
  return result;
}

namespace {

/// After `margins`: `item (start N)? (end N)? (goneStart N)? (goneEnd N)?` (one at least, in that
/// order), by ',', each an item of `chain` listed once, each number 0 or more; sets
/// `chain.options.margins`, one per item (0 and no gone margins for an item not listed). `false`:
/// an error was reported.
bool chainMargins(ParserState& state, ChainDescription& chain) {
  chain.options.margins.assign(chain.items.size(), LayoutChainMargins{});
  std::set<std::size_t> seen;
  do {
    const Token name = state.current();
    if (name.kind != TokenKind::identifier) {
      state.expected(
          "the name of an item of the chain, then its margins (start 8, end 8, goneStart 8, goneEnd 8)");
      return false;
    }
    auto found = state.items.find(name.text);
    auto position = found == state.items.end()
                        ? chain.items.end()
                        : std::find(chain.items.begin(), chain.items.end(), found->second);
    if (position == chain.items.end()) {
      state.error(
          name, TextDiagnosticKind::unknownName,
          "'" + name.text + "' is not an item of the chain (margins are given per item of the chain)");
      return false;
    }
    const auto index = static_cast<std::size_t>(position - chain.items.begin());
    if (!seen.insert(index).second) {
      state.error(name, TextDiagnosticKind::duplicateName,
                  "the margins of '" + name.text + "' are given twice");
      return false;
    }
    state.advance();
    LayoutChainMargins& margins = chain.options.margins[index];
    bool any = false;
    for (const char* side : {"start", "end", "goneStart", "goneEnd"}) {
      if (!state.atWord(side)) continue;
      state.advance();
      const Token number = state.current();
      std::optional<double> value = state.parseNumber("a margin (0 or more)");
      if (!value) return false;
      if (*value < 0) {
        state.error(number, TextDiagnosticKind::invalidValue,
                    "the " + std::string(side) + " margin " + numberText(*value) + " of '" + name.text +
                        "' is negative (a chain's margins are 0 or more, as ConstraintLayout's)");
        return false;
      }
      const std::string which = side;
      if (which == "start") margins.start = *value;
      if (which == "end") margins.end = *value;
      if (which == "goneStart") margins.goneStart = *value;
      if (which == "goneEnd") margins.goneEnd = *value;
      any = true;
    }
    if (!any) {
      state.expected("start, end, goneStart or goneEnd and a margin after '" + name.text + "'");
      return false;
    }
  } while (state.accept(TokenKind::comma));
  return true;
}

}  // namespace

std::optional<ChainDescription> parseChain(ParserState& state, std::int32_t enclosing) {
  ChainDescription chain;
  chain.location = state.locationOf(state.current());
  state.advance();  // 'chain'
  if (!(state.atWord("H") || state.atWord("V")) || state.peek(1).kind != TokenKind::colon) {
    state.expected("H: or V: (the chain's axis) after 'chain'");
    return std::nullopt;
  }
  chain.axis = state.atWord("H") ? LayoutAxis::horizontal : LayoutAxis::vertical;
  const bool horizontal = chain.axis == LayoutAxis::horizontal;
  state.advance();
  state.advance();
  const Token firstItem = state.current();
  std::optional<std::vector<std::int32_t>> items = itemList(state, "the chain");
  if (!items) return std::nullopt;
  if (items->size() < 2) {
    state.error(firstItem, TextDiagnosticKind::invalidStructure,
                "a chain needs 2 items or more, it has 1 ('" + firstItem.text + "')");
    return std::nullopt;
  }
  chain.items = std::move(*items);
  // Unless written, the anchors are the enclosing item's edges along the axis (`|` of a format).
  chain.start = {{enclosing, GuideReference::none},
                 horizontal ? LayoutAttribute::leading : LayoutAttribute::top};
  chain.end = {{enclosing, GuideReference::none},
               horizontal ? LayoutAttribute::trailing : LayoutAttribute::bottom};
  ValueKind kind = horizontal ? ValueKind::directionalXAxis : ValueKind::yAxis;
  const char* axisWords =
      horizontal ? "leading, trailing" : "top, bottom, centerY, firstBaseline, lastBaseline";
  std::set<std::string> given;
  std::optional<Token> styleToken, biasToken, weightsToken;
  while (!state.atStatementEnd()) {
    const Token clause = state.current();
    bool known = clause.kind == TokenKind::identifier &&
                 (clause.text == "from" || clause.text == "style" || clause.text == "bias" ||
                  clause.text == "weights" || clause.text == "margins");
    if (!known) {
      state.expected("from, style, bias, weights, margins, another item after ',' or the end of the line");
      return std::nullopt;
    }
    if (!given.insert(clause.text).second) {
      state.error(clause, TextDiagnosticKind::duplicateName, "'" + clause.text + "' is given twice");
      return std::nullopt;
    }
    state.advance();
    if (clause.text == "from") {
      std::optional<AnchorDescription> start = anchor(state, kind, axisWords);
      if (!start) return std::nullopt;
      if (!state.atWord("to")) {
        state.expected("'to' and the anchor the chain ends at");
        return std::nullopt;
      }
      state.advance();
      std::optional<AnchorDescription> end = anchor(state, kind, axisWords);
      if (!end) return std::nullopt;
      chain.start = *start;
      chain.end = *end;
      chain.anchorsWritten = true;
    } else if (clause.text == "style") {
      std::optional<ChainStyle> style =
          state.choice<ChainStyle>({ParserState::named(ChainStyle::spread, chainStyleName),
                                    ParserState::named(ChainStyle::spreadInside, chainStyleName),
                                    ParserState::named(ChainStyle::packed, chainStyleName)});
      if (!style) return std::nullopt;
      chain.options.style = *style;
      styleToken = clause;
    } else if (clause.text == "bias") {
      const Token start = state.current();
      std::optional<double> bias = state.parseNumber("a bias in [0, 1]");
      if (!bias) return std::nullopt;
      if (!(*bias >= 0 && *bias <= 1)) {
        state.error(start, TextDiagnosticKind::invalidValue,
                    "the bias " + numberText(*bias) + " is outside [0, 1]");
        return std::nullopt;
      }
      chain.options.bias = *bias;
      biasToken = clause;
    } else if (clause.text == "margins") {
      if (!chainMargins(state, chain)) return std::nullopt;
    } else {
      weightsToken = clause;
      do {
        const Token start = state.current();
        std::optional<double> weight = state.parseNumber("a weight");
        if (!weight) return std::nullopt;
        if (*weight < 0) {
          state.error(start, TextDiagnosticKind::invalidValue,
                      "the weight " + numberText(*weight) + " is negative");
          return std::nullopt;
        }
        chain.options.weights.push_back(*weight);
      } while (state.accept(TokenKind::comma));
    }
  }
  if (biasToken && chain.options.style != ChainStyle::packed) {
    state.error(
        *biasToken, TextDiagnosticKind::invalidStructure,
        "a bias places the items of a packed chain, and this chain is not packed (write style packed)");
    return std::nullopt;
  }
  if (weightsToken) {
    if (chain.options.weights.size() != chain.items.size()) {
      state.error(*weightsToken, TextDiagnosticKind::invalidStructure,
                  std::to_string(chain.options.weights.size()) + " weights for " +
                      std::to_string(chain.items.size()) + " items: a chain's weights are one per item");
      return std::nullopt;
    }
    bool weighted = false;
    for (double weight : chain.options.weights) weighted = weighted || weight > 0;
    if (weighted && (styleToken || biasToken)) {
      state.error(
          *weightsToken, TextDiagnosticKind::invalidStructure,
          std::string("a weight above 0 makes the items fill the space between the anchors, so the ") +
              (styleToken ? "style" : "bias") + " would do nothing: leave it out");
      return std::nullopt;
    }
  }
  return chain;
}

bool parseGroup(ParserState& state, const LayoutFileDescription& description, GroupDescription& group) {
  const std::size_t listStart = state.position();
  std::string what = "the group '" + group.name + "'";
  std::optional<std::vector<std::int32_t>> items = itemList(state, what);
  if (!items) return false;
  const std::size_t listEnd = state.position();
  state.seek(listStart);
  for (std::int32_t item : *items) {
    const ItemDescription& listed = description.items[static_cast<std::size_t>(item)];
    if (listed.isLayoutGuide) {
      return state.error(state.current(), TextDiagnosticKind::invalidStructure,
                         "'" + listed.name + "' is a layout guide, which is never drawn: " + what +
                             " hides and shows views");
    }
    state.advance();
    state.accept(TokenKind::comma);
  }
  state.seek(listEnd);
  group.items = std::move(*items);
  if (state.atWord("hidden")) {
    state.advance();
    if (!state.atWord("true") && !state.atWord("false"))
      return state.expected("true or false after 'hidden'");
    group.hidden = state.atWord("true");
    state.advance();
  }
  if (!state.atStatementEnd())
    return state.expected("'hidden', another item after ',' or the end of the line");
  return true;
}

}  // namespace clayout::internal
