// SwiftLayoutCode.cpp — a layout file translated to the Swift DSL: the items' struct and a
// throwing function that returns it (see LayoutCodeWriter.h).
//
// Each item is made and added to its parent at once, each call that can fail is a `try`, and the
// constraints are one `activate { … }` block. Lines are written as swift-format writes them, so
// that the code passes `swift-format lint --strict`; a line the formatter would break by its
// operator tree, which this writer does not reproduce, is marked `// swift-format-ignore`.
#include <type_traits>
#include <variant>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Solver/Priority.h"
#include "LayoutCodeWriter.h"

namespace clayout::internal {

namespace {

/// Swift's keywords and the names the generated Swift declares or uses unqualified.
const std::set<std::string>& swiftReserved() {
  static const std::set<std::string> names = {
      "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
      "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
      "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
      "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
      "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
      "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
      "some", "any", "Type", "Protocol", "_",
      // The generated code's own names and those it uses unqualified.
      "engine", "root", "constraints", "activate", "deactivate", "formatNumber", "SwiftLayout", "Double",
      "String", "Int", "Bool", "Void", "Never", "Optional", "Array"};
  return names;
}

class SwiftLayoutCode final : public LayoutCodeWriter {
 public:
  SwiftLayoutCode(const LayoutFileDescription& description, std::string_view text, std::string typeName,
                  std::string functionName)
      : LayoutCodeWriter(description, text, swiftReserved(), false, std::move(typeName),
                         std::move(functionName)) {
    spelling_.anchor = [this](const ItemReference& item, LayoutAttribute attribute) {
      return anchor(item, attribute);
    };
  }

 private:
  // MARK: Parts

  void header(std::string& out) const override {
    out += "// " + fileName_ + " in the Swift DSL, written by `clayout translate " + fileName_ +
           " --to swift`:\n";
    out += "// regenerate it rather than edit it.\n";
    out += "\nimport SwiftLayout\n\n";
  }

  std::string memberDeclaration(Member member, const std::string& name) const override {
    switch (member) {
      case Member::item:
        return "  let " + name + ": LayoutItem\n";
      case Member::items:
        return "  let " + name + ": [LayoutItem]\n";
      case Member::constraints:
        break;
    }
    return "  let " + name + ": [LayoutConstraint]\n";
  }

  const char* structEnd() const override { return "}"; }

  void functionStart(std::string& out) const override {
    functionComment(out, "`LayoutEngine.loadLayout(text:fileName:)`");
    out += "///\n/// - Returns: The items, by name.\n";
    out += "/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).\n";
    out += "@discardableResult\n";
    out += "func " + functionName_ + "(in engine: LayoutEngine) throws(LayoutError) -> " + typeName_ + " {\n";
  }

  std::string metricDeclaration(const std::string& name, double value) const override {
    return "  let " + name + ": Double = " + number(value) + "\n";
  }

  void itemsAndProperties(std::string& out) const override {
    out += "  let root = engine.root\n";
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (item.isHelperGuide) continue;  // made with its helper, after the tree
      std::string make = std::string(item.isLayoutGuide ? "makeLayoutGuide"
                                     : item.isStack     ? "makeStack"
                                                        : "makeItem") +
                         "(" + literal(item.name) + ")";
      commented(out, "  let " + itemNames_[i] + " = engine." + make, place(item.location));
      out += "  try " + itemName(item.parent) + ".addSubitem(" + itemNames_[i] + ")\n";
    }
    helperGuides(out);
    groupLists(out);
    std::string properties;
    for (const calls::EngineCall& call : calls_) properties += statement(call);
    if (!properties.empty()) out += "\n" + properties;
  }

  std::string constraintsBlock() override {
    std::string out;
    if (!description_.constraints.empty()) {
      out += "\n  let constraints = try activate {\n";
      constraintLines(out, "    ", [this](std::string& lines, const ConstraintDescription& item) {
        std::string code = "    " + constraint(item);
        if (code.size() > lineLength) {
          // Too long for a line by itself: not wrapped (swift-format breaks it by its operator
          // tree, which this writer does not reproduce), and the formatter is told to leave it.
          if (!item.visualFormat) lines += "    // " + place(item.location) + "\n";
          lines += "    // swift-format-ignore\n" + code + "\n";
        } else if (item.visualFormat) {
          lines += code + "\n";
        } else {
          commented(lines, code, place(item.location));
        }
      });
      out += "  }\n";
    }
    if (description_.rootSize) {
      const LayoutSize& size = description_.rootSize->value;
      out += "\n";
      commented(out,
                "  try engine.setRootSize(LayoutSize(width: " + number(size.width) +
                    ", height: " + number(size.height) + "))",
                place(description_.rootSize->location));
    }
    if (const char* pass = layoutPassComment()) {
      out += pass;
      out += "  try engine.layoutIfNeeded()\n";
    }
    return out;
  }

  void functionEnd(std::string& out) const override {
    // One line, or as swift-format wraps a long call: after `(`, arguments filling lines.
    std::vector<std::string> arguments = {"root: root"};
    for (const std::string& name : itemNames_) arguments.push_back(name + ": " + name);
    for (const std::string& name : groupNames_) arguments.push_back(name + ": " + name);
    arguments.push_back(description_.constraints.empty() ? "constraints: []" : "constraints: constraints");
    std::string call = "  return " + typeName_ + "(";
    std::string oneLine = call;
    for (std::size_t i = 0; i < arguments.size(); ++i) oneLine += (i ? ", " : "") + arguments[i];
    if (oneLine.size() + 1 <= lineLength) {
      out += oneLine + ")\n";
    } else {
      out += call + "\n";
      std::string line = "   ";
      for (std::size_t i = 0; i < arguments.size(); ++i) {
        std::string next = " " + arguments[i] + (i + 1 < arguments.size() ? "," : ")");
        if (line.size() + next.size() > lineLength) {
          out += line + "\n";
          line = "   ";
        }
        line += next;
      }
      out += line + "\n";
    }
    out += "}\n";
  }

  // MARK: Pieces

  static std::string literal(std::string_view value) { return stringLiteral(value, "\\u{%x}"); }

  std::string anchor(const ItemReference& reference, LayoutAttribute attribute) const {
    std::string item = itemName(reference.item);
    if (const char* guide = guideName(reference.guide)) item += std::string(".") + guide;
    return item + "." + attributeName(attribute) + "Anchor";
  }

  std::string itemArray(const std::vector<std::int32_t>& items) const { return "[" + itemList(items) + "]"; }

  static std::string optionalNumber(const std::optional<double>& value) {
    return value ? number(*value) : "nil";
  }

  /// `LayoutInsets(all: 8)` when every field is the same, else `LayoutInsets(top: 44, bottom: 34)`:
  /// a field of 0 left out (the initializer's default).
  static std::string insets(const char* type, const std::vector<std::pair<const char*, double>>& fields) {
    bool same = true;
    for (const auto& field : fields) same = same && field.second == fields.front().second;
    if (same) return std::string(type) + "(all: " + number(fields.front().second) + ")";
    std::string text = std::string(type) + "(";
    bool first = true;
    for (const auto& [name, value] : fields) {
      if (value == 0) continue;
      text += std::string(first ? "" : ", ") + name + ": " + number(value);
      first = false;
    }
    return text + ")";
  }

  static std::string insets(const LayoutInsets& value) {
    return insets(
        "LayoutInsets",
        {{"top", value.top}, {"left", value.left}, {"bottom", value.bottom}, {"right", value.right}});
  }

  static std::string boolean(bool value) { return value ? "true" : "false"; }

  /// The guidelines' and barriers' guides, in the loader's order (after the tree, in the order of
  /// the file): `.guide!` of the helper (a successful guideline or barrier always has its guide).
  void helperGuides(std::string& out) const {
    if (!hasHelperGuides_) return;
    out += "\n";
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
        arguments = {"in: " + parent, "name: " + name,
                     std::string("orientation: .") + guidelineOrientationName(guideline.orientation),
                     std::string("reference: .") + guidelineReferenceName(guideline.reference),
                     "value: " + number(guideline.value)};
      } else if (item.barrier) {
        const BarrierDescription& barrier = item.barrier->value;
        function = "makeBarrier";
        location = item.barrier->location;
        arguments = {"in: " + parent, "name: " + name, std::string("edge: .") + barrierEdgeName(barrier.edge),
                     "items: " + itemArray(barrier.items)};
        if (barrier.margin != 0) arguments.push_back("margin: " + number(barrier.margin));
      } else {
        continue;
      }
      call(out, "  let " + itemNames_[i] + " = try engine." + function + "(", arguments, ").guide!",
           place(location));
    }
  }

  /// Each group's items as a list the struct keeps: `let actions = [a, b]`.
  void groupLists(std::string& out) const {
    for (std::size_t i = 0; i < description_.groups.size(); ++i) {
      const GroupDescription& group = description_.groups[i];
      std::vector<std::string> elements;
      for (std::int32_t item : group.items) elements.push_back(itemName(item));
      call(out, "  let " + groupNames_[i] + " = [", elements, "]", place(group.location), true);
    }
  }

  /// A statement `prefix arguments… suffix` (a call, or with `collection` an array literal),
  /// written as swift-format writes it: on one line when it fits (with its file line as an
  /// end-of-line comment when that fits too, else above); else broken after the prefix with the
  /// arguments on one line, or filling lines, each indented 4 (a suffix `).guide!`, or a
  /// collection's `]` after a trailing comma, then on a line of its own); else, when an argument
  /// alone is too long for a line, as one line the formatter is told to leave
  /// (`// swift-format-ignore`).
  static void call(std::string& out, const std::string& prefix, const std::vector<std::string>& arguments,
                   const std::string& suffix, const std::string& comment, bool collection = false) {
    std::string joined;
    for (const std::string& argument : arguments) joined += (joined.empty() ? "" : ", ") + argument;
    std::string oneLine = prefix + joined + suffix;
    if (oneLine.size() <= lineLength) {
      commented(out, oneLine, comment);
      return;
    }
    // The suffix closes the call on the last argument's line, unless more follows its `)`
    // (`).guide!`) or it closes a collection, which swift-format puts on a line of its own.
    bool closesAlone = collection || suffix.size() > 1;
    std::string closing = collection ? "," : closesAlone ? "" : suffix;
    std::string indent = "    ";
    bool fits = true;
    for (const std::string& argument : arguments)
      fits = fits && indent.size() + argument.size() + 1 <= lineLength;
    if (!fits) {
      out += "  // " + comment + "\n  // swift-format-ignore\n" + oneLine + "\n";
      return;
    }
    out += "  // " + comment + "\n" + prefix + "\n";
    if (indent.size() + joined.size() + closing.size() <= lineLength) {
      out += indent + joined + closing + "\n";
    } else {
      std::string line = indent;
      for (std::size_t i = 0; i < arguments.size(); ++i) {
        bool last = i + 1 == arguments.size();
        std::string next = arguments[i] + (last ? closing : ",");  // a collection's last: `,` too
        if (line.size() > indent.size() && line.size() + 1 + next.size() > lineLength) {
          out += line + "\n";
          line = indent;
        }
        line += (line.size() > indent.size() ? " " : "") + next;
      }
      out += line + "\n";
    }
    if (closesAlone) out += "  " + suffix + "\n";
  }

  /// A constraint in the DSL: `a.topAnchor == b.bottomAnchor + 8 ~ .defaultHigh ~ "x"`,
  /// `(b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)` for a format's.
  std::string constraint(const ConstraintDescription& constraint) const {
    std::string text = sideText(constraint.first, spelling_) + relationText(constraint.relation) +
                       sideText(constraint.second, spelling_);
    if (constraint.priority != priority::required) text += " ~ " + priorityText(constraint.priority, ".");
    if (!constraint.identifier.empty()) text += " ~ " + literal(constraint.identifier);
    const std::string direction = directionItemName(constraint);
    if (!direction.empty()) text = "(" + text + ").inLayoutDirection(of: " + direction + ")";
    return text;
  }

  // MARK: The property calls

  /// One property call with its file line: `try item.<call>` for an item's own property,
  /// `_ = try engine.<call>` for a helper (whose handle is not kept), `try engine.<call>` for a
  /// group and the readable width.
  std::string statement(const calls::EngineCall& engineCall) const {
    std::string name = itemName(engineCall.item);
    std::string out;
    std::string place = this->place(engineCall.location);
    std::visit(
        [&](const auto& operation) {
          using Operation = std::decay_t<decltype(operation)>;
          if constexpr (std::is_same_v<Operation, calls::MakeChain>) {
            chain(out, description_.chains[operation.chain]);
          } else if constexpr (std::is_same_v<Operation, calls::SetDimensionRatio> ||
                               std::is_same_v<Operation, calls::CenterWithBias>) {
            commented(out, "  _ = try engine." + code(name, operation), place);
          } else if constexpr (std::is_same_v<Operation, calls::SetUnsatisfiableConstraintPolicy>) {
            commented(out, "  engine." + code(name, operation), place);
          } else if constexpr (std::is_same_v<Operation, calls::SetGroupHidden> ||
                               std::is_same_v<Operation, calls::SetReadableContentWidth>) {
            commented(out, "  try engine." + code(name, operation), place);
          } else {
            commented(out, "  try " + name + "." + code(name, operation), place);
          }
        },
        engineCall.operation);
    return out;
  }

  std::string code(const std::string&, const calls::SetLayoutDirection& call) const {
    return std::string("setLayoutDirection(.") + layoutDirectionName(call.direction) + ")";
  }
  std::string code(const std::string&, const calls::SetIntrinsicContentSize& call) const {
    return "setIntrinsicContentSize(width: " + optionalNumber(call.width) +
           ", height: " + optionalNumber(call.height) + ")";
  }
  std::string code(const std::string&, const calls::SetIntrinsicPriority& call) const {
    const char* function = call.kind == calls::SetIntrinsicPriority::Kind::contentHugging
                               ? "setContentHuggingPriority"
                               : "setContentCompressionResistancePriority";
    return std::string(function) + "(" + priorityText(call.priority, ".") + ", for: ." +
           layoutAxisName(call.axis) + ")";
  }
  std::string code(const std::string&, const calls::SetBaselineOffsets& call) const {
    return "setBaselineOffsets(firstFromTop: " + number(call.firstFromTop) +
           ", lastFromBottom: " + number(call.lastFromBottom) + ")";
  }
  std::string code(const std::string&, const calls::SetLayoutMargins& call) const {
    return "setLayoutMargins(" + insets(call.margins) + ")";
  }
  std::string code(const std::string&, const calls::SetDirectionalLayoutMargins& call) const {
    const LayoutDirectionalInsets& margins = call.margins;
    return "setDirectionalLayoutMargins(" +
           insets("LayoutDirectionalInsets", {{"top", margins.top},
                                              {"leading", margins.leading},
                                              {"bottom", margins.bottom},
                                              {"trailing", margins.trailing}}) +
           ")";
  }
  std::string code(const std::string&, const calls::SetSafeAreaInsets& call) const {
    return "setSafeAreaInsets(" + insets(call.insets) + ")";
  }
  // MARK: Margins and safe area that follow the hierarchy
  std::string code(const std::string&, const calls::SetPreservesSuperviewLayoutMargins& call) const {
    return "setPreservesSuperviewLayoutMargins(" + boolean(call.value) + ")";
  }
  std::string code(const std::string&, const calls::SetInsetsLayoutMarginsFromSafeArea& call) const {
    return "setInsetsLayoutMarginsFromSafeArea(" + boolean(call.value) + ")";
  }
  std::string code(const std::string&, const calls::SetSystemMinimumLayoutMargins& call) const {
    const LayoutDirectionalInsets& minimum = call.minimum;
    return "setSystemMinimumLayoutMargins(" +
           insets("LayoutDirectionalInsets", {{"top", minimum.top},
                                              {"leading", minimum.leading},
                                              {"bottom", minimum.bottom},
                                              {"trailing", minimum.trailing}}) +
           ")";
  }
  std::string code(const std::string&, const calls::SetViewRespectsSystemMinimumLayoutMargins& call) const {
    return "setViewRespectsSystemMinimumLayoutMargins(" + boolean(call.value) + ")";
  }
  std::string code(const std::string&, const calls::SetAlignmentRectInsets& call) const {
    return "setAlignmentRectInsets(" + insets(call.insets) + ")";
  }
  std::string code(const std::string&, const calls::SetUnsatisfiableConstraintPolicy& call) const {
    return std::string("unsatisfiableConstraintPolicy = .") + unsatisfiableConstraintPolicyName(call.policy);
  }
  std::string code(const std::string&, const calls::SetReadableContentWidth& call) const {
    return "setReadableContentWidth(" + number(call.width) + ")";
  }
  std::string code(const std::string&, const calls::SetText& call) const {
    std::string measurer;
    if (call.font) {
      measurer = ", measuredBy: MonospacedTextMeasurer(advance: " + number(call.font->first) +
                 ", lineHeight: " + number(call.font->second) + ")";
    }
    return "setText(" + literal(call.text) + measurer + ")";
  }
  std::string code(const std::string& name, const calls::SetDimensionRatio& call) const {
    return "setDimensionRatio(" + name + ", width: " + number(call.width) +
           ", height: " + number(call.height) + ")";
  }
  std::string code(const std::string& name, const calls::CenterWithBias& call) const {
    std::string parent = itemName(call.parent);
    bool horizontal = call.axis == LayoutAxis::horizontal;
    return "centerWithBias(" + name + ", between: " + parent +
           (horizontal ? ".leadingAnchor" : ".topAnchor") + ", and: " + parent +
           (horizontal ? ".trailingAnchor" : ".bottomAnchor") + ", bias: " + number(call.bias) + ")";
  }
  std::string code(const std::string&, const calls::SetStackAxis& call) const {
    return std::string("setStackAxis(.") + layoutAxisName(call.axis) + ")";
  }
  std::string code(const std::string&, const calls::SetStackAlignment& call) const {
    return std::string("setStackAlignment(.") + stackAlignmentName(call.alignment) + ")";
  }
  std::string code(const std::string&, const calls::SetStackDistribution& call) const {
    return std::string("setStackDistribution(.") + stackDistributionName(call.distribution) + ")";
  }
  std::string code(const std::string&, const calls::SetStackSpacing& call) const {
    return "setStackSpacing(" + number(call.spacing) + ")";
  }
  std::string code(const std::string&, const calls::SetLayoutMarginsRelativeArrangement& call) const {
    return "setLayoutMarginsRelativeArrangement(" + boolean(call.value) + ")";
  }
  std::string code(const std::string&, const calls::SetBaselineRelativeArrangement& call) const {
    return "setBaselineRelativeArrangement(" + boolean(call.value) + ")";
  }
  std::string code(const std::string&, const calls::AddArrangedSubitem& call) const {
    return "addArrangedSubitem(" + itemName(call.item) + ")";
  }
  std::string code(const std::string&, const calls::SetCustomSpacing& call) const {
    return "setCustomSpacing(" + number(call.spacing) + ", after: " + itemName(call.after) + ")";
  }
  std::string code(const std::string&, const calls::SetHidden& call) const {
    return "setHidden(" + boolean(call.hidden) + ")";
  }
  std::string code(const std::string&, const calls::SetGroupHidden& call) const {
    return "setHidden(" + groupNames_[call.group] + ", " + boolean(call.hidden) + ")";
  }

  /// `_ = try engine.makeChain(items, from: start, to: end[, options: …])`: the options that
  /// differ from the defaults; the margins `LayoutChainMargins(start: 10)` (a side of 0 or none
  /// left out, as its default).
  void chain(std::string& out, const ChainDescription& chain) const {
    const LayoutChainOptions& options = chain.options;
    std::vector<std::string> arguments = {itemArray(chain.items),
                                          "from: " + anchor(chain.start.item, chain.start.attribute),
                                          "to: " + anchor(chain.end.item, chain.end.attribute)};
    std::vector<std::string> fields;
    if (options.style != ChainStyle::spread)
      fields.push_back(std::string("style: .") + chainStyleName(options.style));
    if (options.bias != 0.5) fields.push_back("bias: " + number(options.bias));
    if (!options.weights.empty()) {
      std::string weights;
      for (double weight : options.weights) weights += (weights.empty() ? "" : ", ") + number(weight);
      fields.push_back("weights: [" + weights + "]");
    }
    if (!options.margins.empty()) {
      std::string margins;
      for (const LayoutChainMargins& each : options.margins) {
        std::string sides;
        auto side = [&sides](const char* label, double value) {
          sides += (sides.empty() ? "" : ", ") + std::string(label) + ": " + number(value);
        };
        if (each.start != 0) side("start", each.start);
        if (each.end != 0) side("end", each.end);
        if (each.goneStart) side("goneStart", *each.goneStart);
        if (each.goneEnd) side("goneEnd", *each.goneEnd);
        margins += (margins.empty() ? "" : ", ") + ("LayoutChainMargins(" + sides + ")");
      }
      fields.push_back("margins: [" + margins + "]");
    }
    if (!fields.empty()) {
      std::string list;
      for (const std::string& field : fields) list += (list.empty() ? "" : ", ") + field;
      arguments.push_back("options: LayoutChainOptions(" + list + ")");
    }
    call(out, "  _ = try engine.makeChain(", arguments, ")", place(chain.location));
  }
};

}  // namespace

std::string swiftLayoutCode(const LayoutFileDescription& description, std::string_view text,
                            const std::string& typeName, const std::string& functionName) {
  return SwiftLayoutCode(description, text, typeName, functionName).write();
}

}  // namespace clayout::internal
