// CppLayoutCode.cpp — a layout file translated to the C++ DSL: a header with the items' struct and
// an `inline` function that returns the first failed call's result (see LayoutCodeWriter.h).
//
// The calls that return a `LayoutResult` (the tree, the properties) go in a list
// `for (LayoutResult result : {…})`, so that every call is made and the first failure returned,
// as the loader makes every call and reports each failure. With guidelines or barriers the tree
// comes first on its own, then their guides, which the properties may name.
#include <type_traits>
#include <variant>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Solver/Priority.h"
#include "LayoutCodeWriter.h"

namespace clayout::internal {

namespace {

/// C++'s keywords and alternative tokens, and the names the generated C++ declares or uses
/// unqualified (`using namespace clayout`).
const std::set<std::string>& cppReserved() {
  static const std::set<std::string> names = {
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case",
      "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval",
      "constexpr", "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype",
      "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern",
      "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new",
      "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public",
      "register", "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
      "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true",
      "try", "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile",
      "wchar_t", "while", "xor", "xor_eq", "final", "override", "import", "module",
      // The generated code's own names and the namespace's that it uses unqualified.
      "engine", "layout", "root", "result", "constraints", "activated", "made", "std", "clayout", "priority",
      "activateConstraints", "deactivateConstraints", "forbidden", "anchor_kind", "internal",
      "dimensionIsEqualToConstant", "dimensionIsLessThanOrEqualToConstant",
      "dimensionIsGreaterThanOrEqualToConstant", "numberDescription", "layoutErrorKindName", "loadLayoutText",
      "loadLayoutFile", "translateLayout", "describeDiagnostic", "textDiagnosticKindName",
      "GuidelineOrientation", "GuidelineReference", "BarrierEdge", "ChainStyle"};
  return names;
}

/// The indentation of a call in a result list.
constexpr const char* listIndent = "           ";

class CppLayoutCode final : public LayoutCodeWriter {
 public:
  CppLayoutCode(const LayoutFileDescription& description, std::string_view text, std::string typeName,
                std::string functionName)
      : LayoutCodeWriter(description, text, cppReserved(), true, std::move(typeName),
                         std::move(functionName)) {
    spelling_.anchor = [this](const ItemReference& item, LayoutAttribute attribute) {
      return anchor(item, attribute);
    };
  }

 private:
  // MARK: Parts

  void header(std::string& out) const override {
    out +=
        "// " + fileName_ + " in the C++ DSL, written by `clayout translate " + fileName_ + " --to cpp`:\n";
    out += "// regenerate it rather than edit it.\n";
    out += "#pragma once\n\n#include <CLayoutCore/CLayoutCore.h>\n\n";
  }

  std::string memberDeclaration(Member member, const std::string& name) const override {
    switch (member) {
      case Member::item:
        return "  clayout::LayoutItem " + name + ";\n";
      case Member::items:
        return "  std::vector<clayout::LayoutItem> " + name + ";\n";
      case Member::constraints:
        break;
    }
    return "  std::vector<clayout::LayoutConstraint> " + name + ";\n";
  }

  const char* structEnd() const override { return "};"; }

  void functionStart(std::string& out) const override {
    functionComment(out, "`clayout::loadLayoutText`");
    out += "/// Fills `layout` with the items; returns the first failed call's result (none fails on a new\n";
    out += "/// engine; after a failed item or property call the others are still made).\n";
    out += "inline clayout::LayoutResult " + functionName_ + "(clayout::LayoutEngine& engine, " + typeName_ +
           "& layout) {\n";
    out += "  using namespace clayout;\n";
  }

  std::string metricDeclaration(const std::string& name, double value) const override {
    return "  constexpr double " + name + " = " + number(value) + ";\n";
  }

  void itemsAndProperties(std::string& out) const override {
    out += "  LayoutItem root = engine.root();\n";
    std::string tree;
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (item.isHelperGuide) continue;  // made with its helper, after the tree
      std::string make = std::string(item.isLayoutGuide ? "makeLayoutGuide"
                                     : item.isStack     ? "makeStack"
                                                        : "makeItem") +
                         "(" + literal(item.name) + ")";
      out += "  LayoutItem " + itemNames_[i] + " = engine." + make + ";  // " + place(item.location) + "\n";
      tree += std::string(listIndent) + "engine.addSubitem(" + itemName(item.parent) + ", " + itemNames_[i] +
              "),\n";
    }
    if (hasHelperGuides_) {
      // The tree on its own, then the helpers' guides, then the rest.
      resultList(out, "\n  // The tree (each call is made; the first failure is returned).\n", tree);
      tree.clear();
      helperGuides(out);
    }
    groupLists(out);
    layoutAssignment(out);
    std::string list = tree;
    for (const calls::EngineCall& call : calls_) list += statement(call);
    if (hasHelperGuides_) {
      resultList(out,
                 "\n  // The properties, in the loader's order (each call is made; the first failure is "
                 "returned).\n",
                 list);
    } else {
      resultList(out,
                 "\n  // The tree, then the properties, in the loader's order (each call is made; the first "
                 "failure\n  // is returned).\n",
                 list);
    }
  }

  std::string constraintsBlock() override {
    std::string out;
    if (!description_.constraints.empty()) {
      out += "\n  layout.constraints = {\n";
      constraintLines(out, "      ", [this](std::string& lines, const ConstraintDescription& item) {
        std::string code = "      " + constraint(item) + ",";
        if (item.visualFormat) {
          lines += code + "\n";
        } else {
          commented(lines, code, place(item.location));
        }
      });
      out += "  };\n  LayoutResult activated = activateConstraints(layout.constraints);\n";
      out += "  if (!activated) return activated;\n";
    }
    const char* pass = layoutPassComment();
    bool measured = pass != nullptr;
    if (description_.rootSize) {
      const LayoutSize& size = description_.rootSize->value;
      out += "\n  // " + place(description_.rootSize->location) + "\n";
      std::string call =
          "engine.setRootSize({.width = " + number(size.width) + ", .height = " + number(size.height) + "})";
      if (measured) {
        out += "  LayoutResult sized = " + call + ";\n  if (!sized) return sized;\n";
      } else {
        out += "  return " + call + ";\n";
      }
    } else if (!measured) {
      out += "  return LayoutResult{};\n";
    }
    if (measured) {
      out += pass;
      out += "  return engine.layoutIfNeeded();\n";
    }
    return out;
  }

  void functionEnd(std::string& out) const override { out += "}\n"; }

  // MARK: Pieces

  static std::string literal(std::string_view value) { return stringLiteral(value, "\\%03o"); }

  std::string anchor(const ItemReference& reference, LayoutAttribute attribute) const {
    std::string item = itemName(reference.item);
    if (const char* guide = guideName(reference.guide))
      item = std::string("engine.") + guide + "(" + item + ")";
    return item + "." + attributeName(attribute);
  }

  std::string itemArray(const std::vector<std::int32_t>& items) const {
    return "std::vector<LayoutItem>{" + itemList(items) + "}";
  }

  static std::string optionalNumber(const std::optional<double>& value) {
    return value ? number(*value) : "std::nullopt";
  }

  /// `{.top = 44, .left = 8}`: designated, a field of 0 left out (the struct's default).
  static std::string insets(const std::vector<std::pair<const char*, double>>& fields) {
    std::string text = "{";
    for (const auto& [name, value] : fields) {
      if (value != 0) text += std::string(text.size() > 1 ? ", " : "") + "." + name + " = " + number(value);
    }
    return text + "}";
  }

  static std::string insets(const LayoutInsets& value) {
    return insets(
        {{"top", value.top}, {"left", value.left}, {"bottom", value.bottom}, {"right", value.right}});
  }

  static std::string boolean(bool value) { return value ? "true" : "false"; }

  /// `calls`, a list of results, under `comment`: each is made, the first failure returned.
  static void resultList(std::string& out, const std::string& comment, const std::string& calls) {
    if (calls.empty()) return;
    out += comment;
    out += "  for (LayoutResult result : {\n" + calls + "       }) {\n";
    out += "    if (!result) return result;\n  }\n";
  }

  /// `layout = {.root = root, …}`, every item and group (the constraints are filled later).
  void layoutAssignment(std::string& out) const {
    out += "  layout = {.root = root";
    for (const std::string& name : itemNames_) out += ", ." + name + " = " + name;
    for (const std::string& name : groupNames_) out += ", ." + name + " = " + name;
    out += ", .constraints = {}};\n";  // filled below
  }

  /// The guidelines' and barriers' guides, in the loader's order (after the tree, in the order of
  /// the file), through one `made` result, returned when it failed.
  void helperGuides(std::string& out) const {
    out += "\n  // The guidelines and barriers, in the order of the file: guides the engine makes.\n";
    bool first = true;
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (!item.isHelperGuide) continue;
      std::string parent = itemName(item.parent);
      std::string name = literal(item.name);
      std::vector<std::string> arguments;
      std::string function;
      TextLocation location;
      if (item.guideline) {
        const GuidelineDescription& guideline = item.guideline->value;
        function = "makeGuideline";
        location = item.guideline->location;
        arguments = {parent, name,
                     std::string("GuidelineOrientation::") + guidelineOrientationName(guideline.orientation),
                     std::string("GuidelineReference::") + guidelineReferenceName(guideline.reference),
                     number(guideline.value)};
      } else if (item.barrier) {
        const BarrierDescription& barrier = item.barrier->value;
        function = "makeBarrier";
        location = item.barrier->location;
        arguments = {parent, name, std::string("BarrierEdge::") + barrierEdgeName(barrier.edge),
                     itemArray(barrier.items), number(barrier.margin)};
      } else {
        continue;
      }
      call(out,
           std::string(first ? "  LayoutHelperResult made = " : "  made = ") + "engine." + function + "(",
           arguments, ");", place(location));
      out += "  if (!made) return made.result;\n";
      out += "  LayoutItem " + itemNames_[i] + " = made.helper.guide;\n";
      first = false;
    }
  }

  /// Each group's items as a list the struct keeps: `std::vector<LayoutItem> actions = {a, b};`.
  void groupLists(std::string& out) const {
    for (std::size_t i = 0; i < description_.groups.size(); ++i) {
      const GroupDescription& group = description_.groups[i];
      commented(out, "  std::vector<LayoutItem> " + groupNames_[i] + " = {" + itemList(group.items) + "};",
                place(group.location));
    }
  }

  /// A call `prefix arguments… suffix` as clang-format writes it: on one line when it fits (with
  /// its file line as an end-of-line comment when that fits too, else above); else with its file
  /// line above and the arguments filling lines aligned after the `(`. An argument too long for
  /// that stays on a line of its own.
  static void call(std::string& out, const std::string& prefix, const std::vector<std::string>& arguments,
                   const std::string& suffix, const std::string& comment) {
    std::string joined;
    for (const std::string& argument : arguments) joined += (joined.empty() ? "" : ", ") + argument;
    if (prefix.size() + joined.size() + suffix.size() <= lineLength) {
      commented(out, prefix + joined + suffix, comment);
      return;
    }
    out += prefix.substr(0, prefix.find_first_not_of(' ')) + "// " + comment + "\n";
    std::string indent(prefix.size(), ' ');
    std::string line = prefix;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      std::string next = arguments[i] + (i + 1 < arguments.size() ? "," : suffix);
      if (line.size() > indent.size() && line.back() != '(' && line.size() + 1 + next.size() > lineLength) {
        out += line + "\n";
        line = indent;
      }
      line += (line.size() > indent.size() && line.back() != '(' ? " " : "") + next;
    }
    out += line + "\n";
  }

  /// A constraint in the DSL: `(a.top == b.bottom + 8) | priority::defaultHigh | LayoutIdentifier{"x"}`,
  /// `(b.leading == a.trailing + 8) | LayoutDirectionOf{root}` for a format's.
  std::string constraint(const ConstraintDescription& constraint) const {
    std::string text = sideText(constraint.first, spelling_) + relationText(constraint.relation) +
                       sideText(constraint.second, spelling_);
    const std::string direction = directionItemName(constraint);
    if (constraint.priority != priority::required || !constraint.identifier.empty() || !direction.empty())
      text = "(" + text + ")";
    if (constraint.priority != priority::required) {
      std::string value = priorityText(constraint.priority, "priority::");
      // `| (priority::defaultHigh + 1)`: `|` binds looser than `+`, which compilers warn of.
      if (value.find(' ') != std::string::npos) value = "(" + value + ")";
      text += " | " + value;
    }
    if (!constraint.identifier.empty()) text += " | LayoutIdentifier{" + literal(constraint.identifier) + "}";
    if (!direction.empty()) text += " | LayoutDirectionOf{" + direction + "}";
    return text;
  }

  // MARK: The property calls

  /// One property call as an element of the result list, with its file line.
  std::string statement(const calls::EngineCall& engineCall) const {
    std::string name = itemName(engineCall.item);
    std::string out;
    std::string place = this->place(engineCall.location);
    // `engine.<call>,` (a `LayoutHelperResult`'s `.result` for a helper).
    auto listed = [&](const std::string& code) {
      commented(out, listIndent + ("engine." + code) + ",", place);
    };
    std::visit(
        [&](const auto& operation) {
          using Operation = std::decay_t<decltype(operation)>;
          if constexpr (std::is_same_v<Operation, calls::MakeChain>) {
            chain(out, description_.chains[operation.chain]);
          } else {
            listed(code(name, operation));
          }
        },
        engineCall.operation);
    return out;
  }

  std::string code(const std::string& name, const calls::SetLayoutDirection& call) const {
    return "setLayoutDirection(" + name + ", LayoutDirection::" + layoutDirectionName(call.direction) + ")";
  }
  std::string code(const std::string& name, const calls::SetIntrinsicContentSize& call) const {
    return "setIntrinsicContentSize(" + name + ", " + optionalNumber(call.width) + ", " +
           optionalNumber(call.height) + ")";
  }
  std::string code(const std::string& name, const calls::SetIntrinsicPriority& call) const {
    const char* function = call.kind == calls::SetIntrinsicPriority::Kind::contentHugging
                               ? "setContentHuggingPriority"
                               : "setContentCompressionResistancePriority";
    return std::string(function) + "(" + name + ", LayoutAxis::" + layoutAxisName(call.axis) + ", " +
           priorityText(call.priority, "priority::") + ")";
  }
  std::string code(const std::string& name, const calls::SetBaselineOffsets& call) const {
    return "setBaselineOffsets(" + name + ", " + number(call.firstFromTop) + ", " +
           number(call.lastFromBottom) + ")";
  }
  std::string code(const std::string& name, const calls::SetLayoutMargins& call) const {
    return "setLayoutMargins(" + name + ", " + insets(call.margins) + ")";
  }
  std::string code(const std::string& name, const calls::SetDirectionalLayoutMargins& call) const {
    const LayoutDirectionalInsets& margins = call.margins;
    return "setDirectionalLayoutMargins(" + name + ", " +
           insets({{"top", margins.top},
                   {"leading", margins.leading},
                   {"bottom", margins.bottom},
                   {"trailing", margins.trailing}}) +
           ")";
  }
  std::string code(const std::string& name, const calls::SetSafeAreaInsets& call) const {
    return "setSafeAreaInsets(" + name + ", " + insets(call.insets) + ")";
  }
  // MARK: Margins and safe area that follow the hierarchy
  std::string code(const std::string& name, const calls::SetPreservesSuperviewLayoutMargins& call) const {
    return "setPreservesSuperviewLayoutMargins(" + name + ", " + boolean(call.value) + ")";
  }
  std::string code(const std::string& name, const calls::SetInsetsLayoutMarginsFromSafeArea& call) const {
    return "setInsetsLayoutMarginsFromSafeArea(" + name + ", " + boolean(call.value) + ")";
  }
  std::string code(const std::string& name, const calls::SetSystemMinimumLayoutMargins& call) const {
    const LayoutDirectionalInsets& minimum = call.minimum;
    // The type named: the parameter is an optional, which a bare brace list does not convert to.
    return "setSystemMinimumLayoutMargins(" + name + ", LayoutDirectionalInsets" +
           insets({{"top", minimum.top},
                   {"leading", minimum.leading},
                   {"bottom", minimum.bottom},
                   {"trailing", minimum.trailing}}) +
           ")";
  }
  std::string code(const std::string& name,
                   const calls::SetViewRespectsSystemMinimumLayoutMargins& call) const {
    return "setViewRespectsSystemMinimumLayoutMargins(" + name + ", " + boolean(call.value) + ")";
  }
  std::string code(const std::string& name, const calls::SetAlignmentRectInsets& call) const {
    return "setAlignmentRectInsets(" + name + ", " + insets(call.insets) + ")";
  }
  std::string code(const std::string&, const calls::SetReadableContentWidth& call) const {
    return "setReadableContentWidth(" + number(call.width) + ")";
  }
  std::string code(const std::string&, const calls::SetUnsatisfiableConstraintPolicy& call) const {
    return std::string("setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::") +
           unsatisfiableConstraintPolicyName(call.policy) + ")";
  }
  std::string code(const std::string& name, const calls::SetText& call) const {
    std::string measurer = "MonospacedTextMeasurer{}";
    if (call.font) {
      measurer = "MonospacedTextMeasurer{.advance = " + number(call.font->first) +
                 ", .lineHeight = " + number(call.font->second) + "}";
    }
    return "setMeasuringFunction(" + name + ", " + measurer + ".measuringFunction(" + literal(call.text) +
           "))";
  }
  std::string code(const std::string& name, const calls::SetDimensionRatio& call) const {
    return "setDimensionRatio(" + name + ", " + number(call.width) + ", " + number(call.height) + ").result";
  }
  std::string code(const std::string& name, const calls::CenterWithBias& call) const {
    std::string parent = itemName(call.parent);
    bool horizontal = call.axis == LayoutAxis::horizontal;
    return "centerWithBias(" + name + ", " + parent + (horizontal ? ".leading, " : ".top, ") + parent +
           (horizontal ? ".trailing, " : ".bottom, ") + number(call.bias) + ").result";
  }
  std::string code(const std::string& name, const calls::SetStackAxis& call) const {
    return "setStackAxis(" + name + ", LayoutAxis::" + layoutAxisName(call.axis) + ")";
  }
  std::string code(const std::string& name, const calls::SetStackAlignment& call) const {
    return "setStackAlignment(" + name + ", LayoutStackAlignment::" + stackAlignmentName(call.alignment) +
           ")";
  }
  std::string code(const std::string& name, const calls::SetStackDistribution& call) const {
    return "setStackDistribution(" + name +
           ", LayoutStackDistribution::" + stackDistributionName(call.distribution) + ")";
  }
  std::string code(const std::string& name, const calls::SetStackSpacing& call) const {
    return "setStackSpacing(" + name + ", " + number(call.spacing) + ")";
  }
  std::string code(const std::string& name, const calls::SetLayoutMarginsRelativeArrangement& call) const {
    return "setLayoutMarginsRelativeArrangement(" + name + ", " + boolean(call.value) + ")";
  }
  std::string code(const std::string& name, const calls::SetBaselineRelativeArrangement& call) const {
    return "setBaselineRelativeArrangement(" + name + ", " + boolean(call.value) + ")";
  }
  std::string code(const std::string& stack, const calls::AddArrangedSubitem& call) const {
    return "addArrangedSubitem(" + stack + ", " + itemName(call.item) + ")";
  }
  std::string code(const std::string& name, const calls::SetCustomSpacing& call) const {
    return "setCustomSpacing(" + name + ", " + itemName(call.after) + ", " + number(call.spacing) + ")";
  }
  std::string code(const std::string& name, const calls::SetHidden& call) const {
    return "setHidden(" + name + ", " + boolean(call.hidden) + ")";
  }
  std::string code(const std::string&, const calls::SetGroupHidden& call) const {
    return "setHidden(" + groupNames_[call.group] + ", " + boolean(call.hidden) + ")";
  }

  /// `engine.makeChain(items, start, end[, options]).result,`: the options in full unless they
  /// are the defaults; the margins `{10, 0}`, `{10, 0, 4, {}}` with gone margins.
  void chain(std::string& out, const ChainDescription& chain) const {
    const LayoutChainOptions& options = chain.options;
    std::vector<std::string> arguments = {itemArray(chain.items),
                                          anchor(chain.start.item, chain.start.attribute),
                                          anchor(chain.end.item, chain.end.attribute)};
    bool defaultOptions = options.style == ChainStyle::spread && options.bias == 0.5 &&
                          options.weights.empty() && options.margins.empty();
    if (!defaultOptions) {
      std::string weights;
      for (double weight : options.weights) weights += (weights.empty() ? "" : ", ") + number(weight);
      std::string margins;
      auto optional = [](const std::optional<double>& value) { return value ? number(*value) : "{}"; };
      for (const LayoutChainMargins& each : options.margins) {
        std::string one = "{" + number(each.start) + ", " + number(each.end);
        if (each.goneStart || each.goneEnd)
          one += ", " + optional(each.goneStart) + ", " + optional(each.goneEnd);
        margins += (margins.empty() ? "" : ", ") + one + "}";
      }
      arguments.push_back(std::string("LayoutChainOptions{.style = ChainStyle::") +
                          chainStyleName(options.style) + ", .bias = " + number(options.bias) +
                          ", .weights = {" + weights + "}, .margins = {" + margins + "}}");
    }
    call(out, std::string(listIndent) + "engine.makeChain(", arguments, ").result,", place(chain.location));
  }
};

}  // namespace

std::string cppLayoutCode(const LayoutFileDescription& description, std::string_view text,
                          const std::string& typeName, const std::string& functionName) {
  return CppLayoutCode(description, text, typeName, functionName).write();
}

}  // namespace clayout::internal
