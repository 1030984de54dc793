// LayoutFileParser.cpp — statements, items and properties (see LayoutFileParser.h).
//
// About 800 lines, on purpose: one class, `FileParser`, whose two passes share the item table,
// the metrics and the statements set aside by the first pass, and whose properties read and
// write the items they belong to. What needs none of that has a file of its own: constraints
// (ConstraintParser.cpp), the Visual Format Language (VisualFormatParser.cpp), the helpers'
// statements (HelperStatementParser.cpp), numbers and words (ParserState.cpp).
#include "LayoutFileParser.h"

#include <algorithm>
#include <set>

#include "CLayoutCore/Layout/TextMeasurement.h"
#include "CLayoutCore/Text/LayoutFile.h"
#include "ConstraintParser.h"
#include "HelperStatementParser.h"
#include "ParserState.h"
#include "UIKitPropertyParser.h"
#include "VisualFormatParser.h"

namespace clayout::internal {

namespace {

/// What a deferred statement is: a plain one (a property, a constraint, a format, a chain), or the
/// rest of a helper declared in the first pass (its arguments, after the `:`).
enum class DeferredKind : std::uint8_t { plain, guideline, barrier, group };

/// The declaration refused in the first pass (its name was taken, or its parent is a guide): its
/// arguments are dropped (a guideline's and a group's after they are read for their own errors).
inline constexpr std::int32_t refusedDeclaration = -2;

/// A statement the first pass sets aside for the second: where it starts and the item it is
/// written in; for a helper declared in the first pass, which one (its item's or group's index).
struct DeferredStatement {
  std::size_t position = 0;
  std::int32_t enclosing = rootItem;
  DeferredKind kind = DeferredKind::plain;
  std::int32_t declared = refusedDeclaration;
  /// For a helper, where its statement starts (its keyword).
  TextLocation keyword;
};

class FileParser {
 public:
  FileParser(std::vector<Token> tokens, const std::string& fileName) : state_(std::move(tokens), fileName) {
    description_.fileName = fileName;
    description_.root.name = "root";
  }

  LayoutFileParse parse() {
    version();
    structure();
    for (const DeferredStatement& statement : deferred_) {
      if (state_.full()) break;
      state_.seek(statement.position);
      if (!deferredStatement(statement)) continue;
      if (!state_.atStatementEnd()) state_.expected("the end of the line");
    }
    if (!state_.full()) measuredItemChecks();
    LayoutFileParse result;
    // In the order of the file (the second pass reports after the first), ties in the order
    // found; `tooManyErrors` last. By index with std::sort: std::stable_sort trips a deprecation
    // in libstdc++ 12 under Clang 21 (the fuzz build).
    std::vector<TextDiagnostic> found = state_.takeDiagnostics();
    std::vector<std::size_t> order(found.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      const TextDiagnostic& a = found[x];
      const TextDiagnostic& b = found[y];
      bool aLast = a.kind == TextDiagnosticKind::tooManyErrors;
      bool bLast = b.kind == TextDiagnosticKind::tooManyErrors;
      if (aLast != bLast) return bLast;
      if (a.location.line != b.location.line) return a.location.line < b.location.line;
      if (a.location.column != b.location.column) return a.location.column < b.location.column;
      return x < y;
    });
    for (std::size_t index : order) result.diagnostics.push_back(std::move(found[index]));
    result.description = std::move(description_);
    return result;
  }

 private:
  void skipEmptyLines() {
    while (state_.at(TokenKind::newline) || state_.at(TokenKind::semicolon)) state_.advance();
  }

  /// `clayout 1` on the first line that is not empty or a comment.
  void version() {
    skipEmptyLines();
    const Token first = state_.current();
    if (!state_.atWord("clayout")) {
      state_.error(first, TextDiagnosticKind::unsupportedVersion,
                   "expected the version line 'clayout 1' first, found " + tokenDescription(first));
      return;
    }
    state_.advance();
    const Token number = state_.current();
    if (number.kind != TokenKind::number || number.text != "1") {
      state_.error(number, TextDiagnosticKind::unsupportedVersion,
                   "expected the version 1 after 'clayout' (the only version of the format), found " +
                       tokenDescription(number));
      state_.skipStatement();
      return;
    }
    state_.advance();
    if (!state_.atStatementEnd()) {
      state_.expected("the end of the version line");
      state_.skipStatement();
    }
  }

  /// The first pass: blocks, item declarations and metrics; every other statement is deferred.
  void structure() {
    // The metrics' names first, so that a use above a definition says so.
    std::size_t start = state_.position();
    bool atStatementStart = true;
    while (!state_.at(TokenKind::end)) {
      const Token& token = state_.current();
      if (atStatementStart && token.kind == TokenKind::identifier &&
          state_.peek(1).kind == TokenKind::assign) {
        state_.laterMetrics.emplace(token.text, token.line);
      }
      atStatementStart = token.kind == TokenKind::newline || token.kind == TokenKind::semicolon ||
                         token.kind == TokenKind::leftBrace || token.kind == TokenKind::rightBrace;
      state_.advance();
    }
    state_.seek(start);
    // The open blocks, innermost last: the item each belongs to (the enclosing one when the
    // declaration was refused), its opening token and the name it was declared with.
    struct Block {
      std::int32_t item;
      Token opening;
      std::string name;
    };
    std::vector<Block> blocks;
    auto enclosing = [&] { return blocks.empty() ? rootItem : blocks.back().item; };
    while (!state_.full()) {
      skipEmptyLines();
      if (state_.at(TokenKind::end)) break;
      if (state_.at(TokenKind::rightBrace)) {
        if (blocks.empty()) {
          state_.error(state_.current(), TextDiagnosticKind::syntaxError, "'}' without a '{' to close");
        } else {
          blocks.pop_back();
        }
        state_.advance();
        continue;
      }
      // `guideline name:`, `barrier name:` and `group name:` declare
      // their names now; the rest of the statement is read in the second pass.
      if ((state_.atWord("guideline") || state_.atWord("barrier") || state_.atWord("group")) &&
          state_.peek(1).kind == TokenKind::identifier && state_.peek(2).kind == TokenKind::colon) {
        helperDeclaration(enclosing());
        state_.skipStatement();
        continue;
      }
      if ((state_.atWord("view") || state_.atWord("guide") || state_.atWord("stack")) &&
          state_.peek(1).kind == TokenKind::identifier) {
        std::string name = state_.peek(1).text;
        std::int32_t item = declaration(enclosing());
        if (state_.at(TokenKind::leftBrace)) {
          blocks.push_back({item, state_.current(), std::move(name)});
          state_.advance();
          continue;
        }
      } else if (state_.at(TokenKind::identifier) && state_.peek(1).kind == TokenKind::assign) {
        metric(!blocks.empty());
      } else {
        DeferredStatement deferred;
        deferred.position = state_.position();
        deferred.enclosing = enclosing();
        deferred_.push_back(std::move(deferred));
        state_.skipStatement();
        continue;
      }
      if (!state_.atStatementEnd()) {
        state_.expected("the end of the line");
        state_.skipStatement();
      }
    }
    for (auto block = blocks.rbegin(); block != blocks.rend(); ++block) {
      state_.error(state_.current(), TextDiagnosticKind::syntaxError,
                   "expected '}' to close the block of '" + block->name + "' opened on line " +
                       std::to_string(block->opening.line) + ", found " + tokenDescription(state_.current()));
    }
  }

  /// Whether `name` may name something new; reports the clash otherwise.
  bool nameIsFree(const Token& name) {
    if (clayout::isReservedLayoutFileName(name.text)) {
      return state_.error(
          name, TextDiagnosticKind::duplicateName,
          "'" + name.text + "' is a reserved word of the format and cannot name an item or a metric");
    }
    const TextLocation* earlier = nullptr;
    if (auto item = state_.items.find(name.text); item != state_.items.end()) {
      earlier = &description_.items[static_cast<std::size_t>(item->second)].location;
    } else if (auto metric = state_.metrics.find(name.text); metric != state_.metrics.end()) {
      earlier = &metric->second.location;
    } else {
      for (const GroupDescription& group : description_.groups) {
        if (group.name == name.text) earlier = &group.location;
      }
    }
    if (earlier == nullptr) return true;
    return state_.error(state_.locationOf(name), TextDiagnosticKind::duplicateName,
                        "'" + name.text + "' is already declared on line " + std::to_string(earlier->line),
                        {TextNote{*earlier, "'" + name.text + "' first declared here"}});
  }

  /// `view name` or `guide name`, the cursor past the name. Returns the item the block (if any)
  /// belongs to: the new item, or on an error the enclosing one (whose statements are then
  /// checked, though the file will not load).
  std::int32_t declaration(std::int32_t parent) {
    bool isGuide = state_.atWord("guide");
    bool isStack = state_.atWord("stack");
    return declaration(parent, isGuide, isStack, false).value_or(parent);
  }

  /// Declares the item named at the cursor's next token (the cursor at its keyword), moving past
  /// the name: a guide, a stack, a helper's guide or else a view. The new item's index, or nullopt
  /// (reported) when the name is taken or the parent is a guide.
  std::optional<std::int32_t> declaration(std::int32_t parent, bool isGuide, bool isStack,
                                          bool isHelperGuide) {
    state_.advance();
    const Token name = state_.current();
    state_.advance();
    if (!nameIsFree(name)) return std::nullopt;
    if (parent != rootItem && description_.items[static_cast<std::size_t>(parent)].isLayoutGuide) {
      state_.error(name, TextDiagnosticKind::invalidStructure,
                   "the layout guide '" + description_.items[static_cast<std::size_t>(parent)].name +
                       "' cannot have subitems");
      return std::nullopt;
    }
    ItemDescription item;
    item.name = name.text;
    item.isLayoutGuide = isGuide || isHelperGuide;
    item.isHelperGuide = isHelperGuide;
    // A view or stack declared in a stack's block is arranged in it.
    item.isStack = isStack;
    item.isArranged =
        !isGuide && parent != rootItem && description_.items[static_cast<std::size_t>(parent)].isStack;
    item.parent = parent;
    item.depth = parent == rootItem ? 1 : description_.items[static_cast<std::size_t>(parent)].depth + 1;
    item.location = state_.locationOf(name);
    auto index = static_cast<std::int32_t>(description_.items.size());
    state_.itemIsLayoutGuide.push_back(item.isLayoutGuide);
    description_.items.push_back(std::move(item));
    state_.items.emplace(name.text, index);
    return index;
  }

  // MARK: ConstraintLayout helpers

  /// `guideline name:`, `barrier name:` or `group name:` in the first pass, the cursor at the
  /// keyword: declares the name (a guide in `parent`, or a group) and defers the rest of the
  /// statement, from after the `:`, to the second pass.
  void helperDeclaration(std::int32_t parent) {
    DeferredStatement deferred;
    deferred.enclosing = parent;
    deferred.keyword = state_.locationOf(state_.current());
    if (state_.atWord("group")) {
      deferred.kind = DeferredKind::group;
      state_.advance();
      const Token name = state_.current();
      state_.advance();
      if (nameIsFree(name)) {
        deferred.declared = static_cast<std::int32_t>(description_.groups.size());
        GroupDescription group;
        group.name = name.text;
        group.location = state_.locationOf(name);
        description_.groups.push_back(std::move(group));
      }
    } else {
      deferred.kind = state_.atWord("guideline") ? DeferredKind::guideline : DeferredKind::barrier;
      deferred.declared = declaration(parent, false, false, true).value_or(refusedDeclaration);
    }
    state_.advance();  // ':'
    deferred.position = state_.position();
    deferred_.push_back(deferred);
  }

  /// The second pass over a helper declared in the first, the cursor after its `:`. Whether it was
  /// read (false: an error was reported).
  bool helperArguments(const DeferredStatement& statement) {
    bool declared = statement.declared != refusedDeclaration;
    if (statement.kind == DeferredKind::group) {
      GroupDescription scratch;
      GroupDescription& group =
          declared ? description_.groups[static_cast<std::size_t>(statement.declared)] : scratch;
      return parseGroup(state_, description_, group);
    }
    const TextLocation& location = statement.keyword;
    if (statement.kind == DeferredKind::guideline) {
      std::optional<GuidelineDescription> guideline = parseGuideline(state_);
      if (!guideline) return false;
      if (declared) {
        description_.items[static_cast<std::size_t>(statement.declared)].guideline =
            PropertyDescription<GuidelineDescription>{*guideline, location};
      }
      return true;
    }
    if (!declared) {
      // A barrier whose name was refused (reported): its arguments are dropped.
      state_.skipStatement();
      return true;
    }
    std::optional<BarrierDescription> barrier = parseBarrier(state_, description_, statement.declared);
    if (!barrier) return false;
    description_.items[static_cast<std::size_t>(statement.declared)].barrier =
        PropertyDescription<BarrierDescription>{std::move(*barrier), location};
    return true;
  }

  /// `name = value`.
  void metric(bool nested) {
    const Token name = state_.current();
    state_.advance();
    state_.advance();  // '='
    if (nested) {
      state_.error(name, TextDiagnosticKind::invalidStructure,
                   "metrics are defined at the top level, not inside an item's block");
      state_.skipStatement();
      return;
    }
    if (!nameIsFree(name)) {
      state_.skipStatement();
      return;
    }
    MetricDefinition& definition = state_.metrics[name.text];
    definition.location = state_.locationOf(name);
    std::optional<double> value =
        state_.parseNumber("a number, a named priority or a metric defined above", true);
    definition.defined = true;
    if (!value) {
      state_.skipStatement();
      return;
    }
    definition.value = *value;
    definition.valid = true;
  }

  /// The second pass over one statement: a property, a format or a constraint. Whether it was
  /// read (false: an error was reported).
  bool deferredStatement(const DeferredStatement& statement) {
    if (statement.kind != DeferredKind::plain) return helperArguments(statement);
    std::int32_t enclosing = statement.enclosing;
    if (state_.atWord("chain")) {
      std::optional<ChainDescription> chain = parseChain(state_, enclosing);
      if (!chain) return false;
      description_.chains.push_back(std::move(*chain));
      return true;
    }
    if (state_.current().kind == TokenKind::identifier && isHelperKeyword(state_.current().text)) {
      // `guideline`, `barrier` or `group` without `name:` after it (the first pass takes those).
      const std::string keyword = state_.current().text;
      state_.advance();
      return state_.expected("a name and ':' after '" + keyword + "' (" +
                             (keyword == "guideline" ? "guideline middle: vertical fraction 0.5"
                              : keyword == "barrier" ? "barrier textEnd: trailing of title, subtitle"
                                                     : "group actions: save, cancel") +
                             ")");
    }
    ItemReference superview{enclosing, GuideReference::none};
    if (atVisualFormat(state_)) {
      std::optional<std::vector<ConstraintDescription>> constraints = parseVisualFormat(state_, superview);
      if (!constraints) return false;
      for (ConstraintDescription& constraint : *constraints)
        description_.constraints.push_back(std::move(constraint));
      return true;
    }
    if (state_.at(TokenKind::identifier) && state_.peek(1).kind == TokenKind::colon)
      return property(enclosing);
    std::optional<ConstraintDescription> constraint = parseConstraint(state_);
    if (!constraint) return false;
    description_.constraints.push_back(std::move(*constraint));
    return true;
  }

  /// `name: value` on the item `enclosing`.
  bool property(std::int32_t enclosing) {
    const Token name = state_.current();
    state_.advance();
    state_.advance();  // ':'
    ItemDescription& item =
        enclosing == rootItem ? description_.root : description_.items[static_cast<std::size_t>(enclosing)];
    TextLocation location = state_.locationOf(name);
    auto once = [&](bool isSet) {
      if (!isSet) return true;
      return state_.error(name, TextDiagnosticKind::duplicateName,
                          "'" + name.text + "' is set twice on '" + item.name + "'");
    };
    auto nonNegative = [&](const std::vector<LabelledValue>& values) {
      for (const LabelledValue& value : values) {
        if (value.value < 0) {
          return state_.error(
              location, TextDiagnosticKind::invalidValue,
              name.text + ": the " + value.label + " " + numberText(value.value) + " is negative");
        }
      }
      return true;
    };
    if (name.text == "size") {
      if (enclosing != rootItem) {
        return state_.error(name, TextDiagnosticKind::invalidStructure,
                            "only the root has a size set by the host: write 'size:' at the top level, or "
                            "constrain '" +
                                item.name + "'.width and .height");
      }
      if (!once(description_.rootSize.has_value())) return false;
      auto values = state_.parseLabelledValues({"width", "height"}, false, false);
      if (!values || !nonNegative(*values)) return false;
      if (values->size() != 2)
        return state_.error(location, TextDiagnosticKind::syntaxError,
                            "size: expected both width and height");
      description_.rootSize = PropertyDescription<LayoutSize>{
          {*labelledValue(*values, "width"), *labelledValue(*values, "height")}, location};
      return true;
    }
    if (name.text == "identifier") {
      if (!once(item.identifier.has_value())) return false;
      if (!state_.at(TokenKind::string))
        return state_.expected("a string after 'identifier:' (identifier: \"k4A-Rp-76R\")");
      item.identifier = PropertyDescription<std::string>{state_.current().text, location};
      state_.advance();
      return true;
    }
    if (name.text == "intrinsicContentSize") {
      if (!once(item.intrinsicContentSize.has_value())) return false;
      auto values = state_.parseLabelledValues({"width", "height"}, false, false);
      if (!values || !nonNegative(*values)) return false;
      item.intrinsicContentSize = {{labelledValue(*values, "width"), labelledValue(*values, "height")},
                                   location};
      return true;
    }
    if (name.text == "contentHugging" || name.text == "compressionResistance") {
      auto& target = name.text == "contentHugging" ? item.contentHugging : item.compressionResistance;
      if (!once(target.has_value())) return false;
      auto values = state_.parseLabelledValues({"horizontal", "vertical"}, true, false);
      if (!values) return false;
      target = PropertyDescription<AxisPriorities>{
          {labelledValue(*values, "horizontal"), labelledValue(*values, "vertical")}, location};
      return true;
    }
    if (name.text == "layoutDirection") {
      if (!once(item.layoutDirection.has_value())) return false;
      auto named = [](LayoutDirection value) { return ParserState::named(value, layoutDirectionName); };
      std::optional<LayoutDirection> direction = state_.choice<LayoutDirection>(
          {named(LayoutDirection::leftToRight), named(LayoutDirection::rightToLeft),
           named(LayoutDirection::inherit)});
      if (!direction) return false;
      item.layoutDirection = PropertyDescription<LayoutDirection>{*direction, location};
      return true;
    }
    if (name.text == "baselineOffsets") {
      if (!once(item.baselineOffsets.has_value())) return false;
      auto values = state_.parseLabelledValues({"firstFromTop", "lastFromBottom"}, false, false);
      if (!values) return false;
      item.baselineOffsets = {{labelledValue(*values, "firstFromTop").value_or(0),
                               labelledValue(*values, "lastFromBottom").value_or(0)},
                              location};
      return true;
    }
    if (name.text == "layoutMargins" || name.text == "safeAreaInsets") {
      bool margins = name.text == "layoutMargins";
      auto& target = margins ? item.layoutMargins : item.safeAreaInsets;
      if (!once(target.has_value())) return false;
      auto values = state_.parseLabelledValues({"top", "left", "bottom", "right"}, false, true);
      if (!values) return false;
      // Sides left out keep the default: 8 for margins (UIView's), 0 for safe-area insets.
      double missing = margins ? 8 : 0;
      target = PropertyDescription<LayoutInsets>{
          {labelledValue(*values, "top").value_or(missing), labelledValue(*values, "left").value_or(missing),
           labelledValue(*values, "bottom").value_or(missing),
           labelledValue(*values, "right").value_or(missing)},
          location};
      return true;
    }
    if (name.text == "directionalLayoutMargins") {
      if (!once(item.directionalLayoutMargins.has_value())) return false;
      auto values = state_.parseLabelledValues({"top", "leading", "bottom", "trailing"}, false, true);
      if (!values) return false;
      item.directionalLayoutMargins = PropertyDescription<LayoutDirectionalInsets>{
          {labelledValue(*values, "top").value_or(8), labelledValue(*values, "leading").value_or(8),
           labelledValue(*values, "bottom").value_or(8), labelledValue(*values, "trailing").value_or(8)},
          location};
      return true;
    }
    if (name.text == "text" || name.text == "font") {
      if (!once(name.text == "text" ? item.text.has_value() : item.font.has_value())) return false;
      return textProperty(name, enclosing, location);
    }
    if (name.text == "dimensionRatio") {
      if (!once(item.dimensionRatio.has_value())) return false;
      auto values = state_.parseLabelledValues({"width", "height"}, false, false);
      if (!values) return false;
      if (values->size() != 2)
        return state_.error(location, TextDiagnosticKind::syntaxError,
                            "dimensionRatio: expected both width and height (e.g. width 16, height 9)");
      for (const LabelledValue& value : *values) {
        if (!(value.value > 0)) {
          return state_.error(location, TextDiagnosticKind::invalidValue,
                              "dimensionRatio: the " + value.label + " " + numberText(value.value) +
                                  " is not greater than 0");
        }
      }
      item.dimensionRatio = {{*labelledValue(*values, "width"), *labelledValue(*values, "height")}, location};
      return true;
    }
    if (name.text == "bias") {
      if (enclosing == rootItem) {
        return state_.error(name, TextDiagnosticKind::invalidStructure,
                            "bias: the root has no parent to be centered in");
      }
      if (!once(item.bias.has_value())) return false;
      auto values = state_.parseLabelledValues({"horizontal", "vertical"}, false, false);
      if (!values) return false;
      for (const LabelledValue& value : *values) {
        if (!(value.value >= 0 && value.value <= 1)) {
          return state_.error(
              location, TextDiagnosticKind::invalidValue,
              "bias: the " + value.label + " bias " + numberText(value.value) + " is outside [0, 1]");
        }
      }
      item.bias = {{labelledValue(*values, "horizontal"), labelledValue(*values, "vertical")}, location};
      return true;
    }
    if (name.text == "hidden") {
      if (!once(item.hidden.has_value())) return false;
      std::optional<bool> value = state_.parseBoolean();
      if (!value) return false;
      item.hidden = PropertyDescription<bool>{*value, location};
      return true;
    }
    if (std::optional<bool> handled = stackProperty(name, item, enclosing, location, once)) return *handled;
    // MARK: UIKit's rules
    if (std::optional<bool> handled =
            parseUIKitProperty(state_, name, item, enclosing == rootItem, description_))
      return *handled;
    return state_.error(name, TextDiagnosticKind::unknownName,
                        "unknown property '" + name.text +
                            "' (expected size, intrinsicContentSize, contentHugging, compressionResistance, "
                            "layoutDirection, baselineOffsets, layoutMargins, directionalLayoutMargins, "
                            "safeAreaInsets, text, font, dimensionRatio, bias, hidden, " +
                            uikitPropertyNames +
                            ", or on a stack axis, distribution, alignment, spacing, customSpacing, "
                            "layoutMarginsRelativeArrangement or baselineRelativeArrangement)");
  }

  // MARK: Hidden items and stacks

  /// A stack's property on `item` (the item `enclosing`): whether it was read, or nullopt when
  /// `name` is not a stack property.
  template <typename Once>
  std::optional<bool> stackProperty(const Token& name, ItemDescription& item, std::int32_t enclosing,
                                    const TextLocation& location, Once& once) {
    static const std::set<std::string> names = {"axis",
                                                "distribution",
                                                "alignment",
                                                "spacing",
                                                "customSpacing",
                                                "layoutMarginsRelativeArrangement",
                                                "baselineRelativeArrangement"};
    if (names.count(name.text) == 0) return std::nullopt;
    if (!item.isStack) {
      return state_.error(name, TextDiagnosticKind::invalidStructure,
                          "'" + name.text + "' is a property of a stack, and '" + item.name +
                              "' is not one (declare it with 'stack " + item.name + "')");
    }
    if (name.text == "axis") {
      if (!once(item.stackAxis.has_value())) return false;
      std::optional<LayoutAxis> value =
          state_.choice<LayoutAxis>({ParserState::named(LayoutAxis::horizontal, layoutAxisName),
                                     ParserState::named(LayoutAxis::vertical, layoutAxisName)});
      if (!value) return false;
      item.stackAxis = PropertyDescription<LayoutAxis>{*value, location};
      return true;
    }
    if (name.text == "distribution") {
      if (!once(item.stackDistribution.has_value())) return false;
      using Distribution = LayoutStackDistribution;
      auto named = [](Distribution value) { return ParserState::named(value, stackDistributionName); };
      std::optional<Distribution> value = state_.choice<Distribution>(
          {named(Distribution::fill), named(Distribution::fillEqually),
           named(Distribution::fillProportionally), named(Distribution::equalSpacing),
           named(Distribution::equalCentering)});
      if (!value) return false;
      item.stackDistribution = {*value, location};
      return true;
    }
    if (name.text == "alignment") {
      if (!once(item.stackAlignment.has_value())) return false;
      using Alignment = LayoutStackAlignment;
      auto named = [](Alignment value) { return ParserState::named(value, stackAlignmentName); };
      // `top` and `bottom` are other names of `leading` and `trailing` (UIStackView's too).
      std::optional<Alignment> value = state_.choice<Alignment>({named(Alignment::fill),
                                                                 named(Alignment::leading),
                                                                 {"top", Alignment::top},
                                                                 named(Alignment::firstBaseline),
                                                                 named(Alignment::center),
                                                                 named(Alignment::trailing),
                                                                 {"bottom", Alignment::bottom},
                                                                 named(Alignment::lastBaseline)});
      if (!value) return false;
      item.stackAlignment = {*value, location};
      return true;
    }
    if (name.text == "spacing") {
      if (!once(item.stackSpacing.has_value())) return false;
      std::optional<double> value = state_.parseNumber("a spacing");
      if (!value) return false;
      if (*value < 0) {
        return state_.error(location, TextDiagnosticKind::invalidValue,
                            "spacing: " + numberText(*value) + " is negative");
      }
      item.stackSpacing = PropertyDescription<double>{*value, location};
      return true;
    }
    if (name.text == "customSpacing") {
      // `customSpacing: after name value`, once per arranged item.
      if (!state_.atWord("after")) return state_.expected("'after' and the name of an arranged item");
      state_.advance();
      const Token after = state_.current();
      auto found = after.kind == TokenKind::identifier ? state_.items.find(after.text) : state_.items.end();
      if (found == state_.items.end()) {
        return state_.error(
            after, TextDiagnosticKind::unknownName,
            "expected the name of an item arranged in '" + item.name + "', found " + tokenDescription(after));
      }
      const ItemDescription& arranged = description_.items[static_cast<std::size_t>(found->second)];
      if (!arranged.isArranged || arranged.parent != enclosing) {
        return state_.error(
            after, TextDiagnosticKind::invalidStructure,
            "'" + after.text + "' is not arranged in '" + item.name + "' (declare it in the stack's block)");
      }
      for (const auto& earlier : item.customSpacings) {
        if (earlier.value.first == found->second) {
          return state_.error(after, TextDiagnosticKind::duplicateName,
                              "the spacing after '" + after.text + "' is set twice");
        }
      }
      state_.advance();
      std::optional<double> value = state_.parseNumber("a spacing after '" + after.text + "'");
      if (!value) return false;
      if (*value < 0) {
        return state_.error(location, TextDiagnosticKind::invalidValue,
                            "customSpacing: " + numberText(*value) + " is negative");
      }
      item.customSpacings.push_back({{found->second, *value}, location});
      return true;
    }
    auto& target = name.text == "layoutMarginsRelativeArrangement" ? item.layoutMarginsRelativeArrangement
                                                                   : item.baselineRelativeArrangement;
    if (!once(target.has_value())) return false;
    std::optional<bool> value = state_.parseBoolean();
    if (!value) return false;
    target = PropertyDescription<bool>{*value, location};
    return true;
  }

  // MARK: Measured items

  /// `text: "…"` or `font: advance 8, lineHeight 20` on the item `enclosing`, the cursor after the
  /// ':' and the property not yet set. `false`: a diagnostic was reported and nothing set.
  bool textProperty(const Token& name, std::int32_t enclosing, const TextLocation& location) {
    if (enclosing == rootItem) {
      return state_.error(
          name, TextDiagnosticKind::invalidStructure,
          "the root has no " + name.text + ": its size is the host's; put the text in a view");
    }
    ItemDescription& item = description_.items[static_cast<std::size_t>(enclosing)];
    if (item.isLayoutGuide) {
      return state_.error(name, TextDiagnosticKind::invalidStructure,
                          "the layout guide '" + item.name + "' is not drawn and has no " + name.text +
                              ": put the text in a view");
    }
    if (name.text == "text") {
      if (!state_.at(TokenKind::string)) return state_.expected("a string after 'text:' (text: \"Hello\")");
      // `\n` in the file's string is a line break (the lexer keeps it as a backslash and an n).
      std::string value;
      const std::string& written = state_.current().text;
      for (std::size_t i = 0; i < written.size(); ++i) {
        if (written[i] == '\\' && i + 1 < written.size() && written[i + 1] == 'n') {
          value += '\n';
          ++i;
        } else {
          value += written[i];
        }
      }
      state_.advance();
      item.text = PropertyDescription<std::string>{std::move(value), location};
      return true;
    }
    auto values = state_.parseLabelledValues({"advance", "lineHeight"}, false, false);
    if (!values) return false;
    MonospacedTextMeasurer defaults;
    double advance = labelledValue(*values, "advance").value_or(defaults.advance);
    double lineHeight = labelledValue(*values, "lineHeight").value_or(defaults.lineHeight);
    if (!(advance > 0)) {
      return state_.error(location, TextDiagnosticKind::invalidValue,
                          "font: the advance " + numberText(advance) +
                              " is not positive (every character is "
                              "that wide)");
    }
    if (lineHeight < 0) {
      return state_.error(location, TextDiagnosticKind::invalidValue,
                          "font: the lineHeight " + numberText(lineHeight) + " is negative");
    }
    item.font = PropertyDescription<std::pair<double, double>>{{advance, lineHeight}, location};
    return true;
  }

  /// After every property is read: a `font` needs a `text`, and a text item's intrinsic size is
  /// measured, so it cannot also be given.
  void measuredItemChecks() {
    for (const ItemDescription& item : description_.items) {
      if (item.font && !item.text) {
        state_.error(item.font->location, TextDiagnosticKind::invalidStructure,
                     "font: '" + item.name + "' has no text to set in it (add text: \"…\")");
      }
      if (item.text && item.intrinsicContentSize) {
        state_.error(item.intrinsicContentSize->location, TextDiagnosticKind::invalidStructure,
                     "intrinsicContentSize: '" + item.name +
                         "' is a text item, whose intrinsic size is measured from its text (line " +
                         std::to_string(item.text->location.line) + ")");
      }
    }
  }

  ParserState state_;
  LayoutFileDescription description_;
  std::vector<DeferredStatement> deferred_;
};

}  // namespace

LayoutFileParse parseLayoutFile(std::vector<Token> tokens, const std::string& fileName) {
  return FileParser(std::move(tokens), fileName).parse();
}

}  // namespace clayout::internal

namespace clayout {

bool isReservedLayoutFileName(std::string_view name) noexcept {
  static const std::set<std::string, std::less<>> reserved = {"root",
                                                              "view",
                                                              "guide",
                                                              "stack",
                                                              "guideline",
                                                              "barrier",
                                                              "chain",
                                                              "group",
                                                              "clayout",
                                                              "required",
                                                              "defaultHigh",
                                                              "defaultLow",
                                                              "fittingSizeLevel",
                                                              "layoutMarginsGuide",
                                                              "safeAreaLayoutGuide",
                                                              "readableContentGuide"};
  return reserved.count(name) != 0 || internal::attributeNamed(std::string(name)).has_value();
}

}  // namespace clayout
