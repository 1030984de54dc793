// LayoutTranslationCode.cpp — the whole source of a translated layout file, in C++ or Swift (see
// LayoutTranslationParts.h).
#include <optional>
#include <vector>

#include "CLayoutCore/Solver/Priority.h"
#include "LayoutTranslationParts.h"

namespace clayout::internal {

namespace {

/// Text safe in a `//` comment: control characters become spaces.
std::string commentSafe(std::string_view text) {
  std::string safe(text);
  for (char& character : safe) {
    if (static_cast<unsigned char>(character) < 0x20 || character == 0x7f) character = ' ';
  }
  return safe;
}

/// The format statement that starts at `start` in `text`: up to the end of the line, a `;`, a `}`
/// or a comment outside a string, without trailing spaces. Assumes `start` is a place in `text`.
std::string formatSource(std::string_view text, const TextLocation& start) {
  std::size_t position = 0;
  for (std::uint32_t line = 1; line < start.line && position < text.size(); ++position) {
    if (text[position] == '\n') ++line;
  }
  position += start.column > 0 ? start.column - 1 : 0;
  std::string statement;
  bool inString = false;
  for (; position < text.size(); ++position) {
    char character = text[position];
    if (character == '\n' || character == '\r') break;
    if (!inString && (character == ';' || character == '}' || character == '#')) break;
    if (inString && character == '\\' && position + 1 < text.size()) {
      statement += character;
      statement += text[++position];
      continue;
    }
    if (character == '"') inString = !inString;
    statement += character;
  }
  while (!statement.empty() && (statement.back() == ' ' || statement.back() == '\t')) statement.pop_back();
  return commentSafe(statement);
}

/// The column limit of the repo's formatters (.clang-format, .swift-format).
constexpr std::size_t lineLength = 110;

// MARK: ConstraintLayout helpers

/// The case's name in both languages (`BarrierEdge::trailing`, `.trailing`).
std::string barrierEdgeName(BarrierEdge edge) {
  switch (edge) {
    case BarrierEdge::leading:
      return "leading";
    case BarrierEdge::trailing:
      return "trailing";
    case BarrierEdge::left:
      return "left";
    case BarrierEdge::right:
      return "right";
    case BarrierEdge::top:
      return "top";
    case BarrierEdge::bottom:
      break;
  }
  return "bottom";
}

/// The case's name in both languages (`ChainStyle::packed`, `.packed`).
std::string chainStyleName(ChainStyle style) {
  switch (style) {
    case ChainStyle::spread:
      return "spread";
    case ChainStyle::spreadInside:
      return "spreadInside";
    case ChainStyle::packed:
      break;
  }
  return "packed";
}

class CodeWriter {
 public:
  CodeWriter(const LayoutFileDescription& description, std::string_view text, TranslationLanguage language,
             std::string typeName, std::string functionName)
      : description_(description),
        text_(text),
        language_(language),
        cpp_(language == TranslationLanguage::cpp),
        typeName_(std::move(typeName)),
        functionName_(std::move(functionName)),
        names_(language),
        fileName_(commentSafe(description.fileName)) {
    names_.reserve(typeName_);
    names_.reserve(functionName_);
    for (const ItemDescription& item : description_.items)
      itemNames_.push_back(names_.nameFor(item.name, "Item"));
    // MARK: ConstraintLayout helpers
    for (const GroupDescription& group : description_.groups)
      groupNames_.push_back(names_.nameFor(group.name, "Group"));
    for (const ItemDescription& item : description_.items)
      hasHelperGuides_ = hasHelperGuides_ || item.isHelperGuide;
    spelling_.anchor = [this](const ItemReference& item, LayoutAttribute attribute) {
      return anchor(item, attribute);
    };
    spelling_.metric = [this](const MetricTermDescription& used) { return metric(used); };
  }

  std::string write() {
    // The constraints first: they name the metrics the function declares.
    std::string constraints = constraintsBlock();
    std::string out;
    header(out);
    itemsStruct(out);
    functionStart(out);
    for (const auto& [name, value] : metricsUsed_) {
      out += cpp_ ? "  constexpr double " + name + " = " + numberLiteral(value) + ";\n"
                  : "  let " + name + ": Double = " + numberLiteral(value) + "\n";
    }
    if (!metricsUsed_.empty()) out += "\n";
    items(out);
    treeAndProperties(out);
    out += constraints;
    functionEnd(out);
    return out;
  }

 private:
  // MARK: Names

  std::string itemName(std::int32_t index) const {
    return index == rootItem ? "root" : itemNames_[static_cast<std::size_t>(index)];
  }

  std::string metric(const MetricTermDescription& metric) {
    std::string code = names_.nameFor(metric.name, "Metric");
    for (const auto& [used, value] : metricsUsed_) {
      if (used == code) return code;
    }
    metricsUsed_.emplace_back(code, metric.value);
    return code;
  }

  std::string anchor(const ItemReference& reference, LayoutAttribute attribute) const {
    std::string item = itemName(reference.item);
    const char* guide = reference.guide == GuideReference::layoutMarginsGuide    ? "layoutMarginsGuide"
                        : reference.guide == GuideReference::safeAreaLayoutGuide ? "safeAreaLayoutGuide"
                                                                                 : nullptr;
    if (cpp_) {
      if (guide != nullptr) item = std::string("engine.") + guide + "(" + item + ")";
      return item + "." + attributeName(attribute);
    }
    if (guide != nullptr) item += std::string(".") + guide;
    return item + "." + attributeName(attribute) + "Anchor";
  }

  std::string place(const TextLocation& location) const {
    return fileName_ + ":" + std::to_string(location.line);
  }

  // MARK: Parts of the source

  void header(std::string& out) const {
    out += "// " + fileName_ + " in the " + (cpp_ ? "C++" : "Swift") +
           " DSL, written by `clayout translate " + fileName_ + " --to " + (cpp_ ? "cpp" : "swift") + "`:\n";
    out += "// regenerate it rather than edit it.\n";
    if (cpp_) {
      out += "#pragma once\n\n#include <CLayoutCore/CLayoutCore.h>\n\n";
    } else {
      out += "\nimport SwiftLayout\n\n";
    }
  }

  void itemsStruct(std::string& out) const {
    out += "/// The items of " + quoted(fileName_) + ", by their names in the file.\n";
    out += "struct " + typeName_ + " {\n";
    out += "  /// The engine's root.\n";
    out += cpp_ ? "  clayout::LayoutItem root;\n" : "  let root: LayoutItem\n";
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      out += "  /// " +
             quoted(std::string(item.guideline       ? "guideline "
                                : item.barrier       ? "barrier "
                                : item.isLayoutGuide ? "guide "
                                : item.isStack       ? "stack "
                                                     : "view ") +
                    item.name) +
             " (" + place(item.location) + ").\n";
      out += cpp_ ? "  clayout::LayoutItem " + itemNames_[i] + ";\n"
                  : "  let " + itemNames_[i] + ": LayoutItem\n";
    }
    // MARK: ConstraintLayout helpers
    for (std::size_t i = 0; i < description_.groups.size(); ++i) {
      const GroupDescription& group = description_.groups[i];
      out += "  /// " + quoted("group " + group.name) + " (" + place(group.location) + "): its items.\n";
      out += cpp_ ? "  std::vector<clayout::LayoutItem> " + groupNames_[i] + ";\n"
                  : "  let " + groupNames_[i] + ": [LayoutItem]\n";
    }
    out += "  /// The constraints, in the order of the file (a format's where the format is), active.\n";
    out += cpp_ ? "  std::vector<clayout::LayoutConstraint> constraints;\n};\n\n"
                : "  let constraints: [LayoutConstraint]\n}\n\n";
  }

  std::string quoted(const std::string& text) const { return "`" + text + "`"; }

  void functionStart(std::string& out) const {
    std::string loader = cpp_ ? "`clayout::loadLayoutText`" : "`LayoutEngine.loadLayout(text:fileName:)`";
    out += "/// Builds " + quoted(fileName_) + " into `engine`, a new engine, by the calls\n";
    out += "/// " + loader + " makes, in its order: the items and their tree,\n";
    out += "/// their properties, the constraints, the root's size.\n";
    if (cpp_) {
      out +=
          "/// Fills `layout` with the items; returns the first failed call's result (none fails on a new\n";
      out += "/// engine; after a failed item or property call the others are still made).\n";
      out += "inline clayout::LayoutResult " + functionName_ + "(clayout::LayoutEngine& engine, " +
             typeName_ + "& layout) {\n";
      out += "  using namespace clayout;\n";
    } else {
      out += "///\n/// - Returns: The items, by name.\n";
      out += "/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).\n";
      out += "@discardableResult\n";
      out +=
          "func " + functionName_ + "(in engine: LayoutEngine) throws(LayoutError) -> " + typeName_ + " {\n";
    }
  }

  void items(std::string& out) const {
    out += cpp_ ? "  LayoutItem root = engine.root();\n" : "  let root = engine.root\n";
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (item.isHelperGuide) continue;  // made with its helper, after the tree
      std::string make = std::string(item.isLayoutGuide ? "makeLayoutGuide"
                                     : item.isStack     ? "makeStack"  // MARK: Stacks
                                                        : "makeItem") +
                         "(" + stringLiteral(item.name, language_) + ")";
      std::string parent = itemName(item.parent);
      if (cpp_) {
        out += "  LayoutItem " + itemNames_[i] + " = engine." + make + ";  // " + place(item.location) + "\n";
      } else {
        commented(out, "  let " + itemNames_[i] + " = engine." + make, place(item.location));
        out += "  try " + parent + ".addSubitem(" + itemNames_[i] + ")\n";
      }
    }
    if (!cpp_) {
      helperGuides(out);
      groupLists(out);
    } else if (!hasHelperGuides_) {
      groupLists(out);
      layoutAssignment(out);
    }
  }

  /// C++: `layout = {.root = root, …}`, every item and group (the constraints are filled later).
  void layoutAssignment(std::string& out) const {
    out += "  layout = {.root = root";
    for (const std::string& name : itemNames_) out += ", ." + name + " = " + name;
    for (const std::string& name : groupNames_) out += ", ." + name + " = " + name;
    out += ", .constraints = {}};\n";  // filled below
  }

  // MARK: ConstraintLayout helpers

  /// `title, subtitle` (C++ in `std::vector<LayoutItem>{…}`, Swift in `[…]`).
  std::string itemArray(const std::vector<std::int32_t>& items) const {
    std::string list;
    for (std::int32_t item : items) list += (list.empty() ? "" : ", ") + itemName(item);
    return cpp_ ? "std::vector<LayoutItem>{" + list + "}" : "[" + list + "]";
  }

  /// The guidelines' and barriers' guides, in the loader's order: after the tree, in the order of
  /// the file. C++: through one `made` result, returned when it failed; Swift: `.guide!` of the
  /// helper (a successful guideline or barrier always has its guide).
  void helperGuides(std::string& out) const {
    if (!hasHelperGuides_) return;
    out += cpp_ ? "\n  // The guidelines and barriers, in the order of the file: guides the engine makes.\n"
                : "\n";
    bool first = true;
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (!item.isHelperGuide) continue;
      std::string parent = itemName(item.parent);
      std::string name = stringLiteral(item.name, language_);
      std::vector<std::string> arguments;
      std::string function;
      TextLocation location;
      if (item.guideline) {
        const GuidelineDescription& guideline = item.guideline->value;
        const char* orientation =
            guideline.orientation == GuidelineOrientation::vertical ? "vertical" : "horizontal";
        const char* reference = guideline.reference == GuidelineReference::begin ? "begin"
                                : guideline.reference == GuidelineReference::end ? "end"
                                                                                 : "fraction";
        function = "makeGuideline";
        location = item.guideline->location;
        if (cpp_) {
          arguments = {parent, name, std::string("GuidelineOrientation::") + orientation,
                       std::string("GuidelineReference::") + reference, number(guideline.value)};
        } else {
          arguments = {"in: " + parent, "name: " + name, std::string("orientation: .") + orientation,
                       std::string("reference: .") + reference, "value: " + number(guideline.value)};
        }
      } else if (item.barrier) {
        const BarrierDescription& barrier = item.barrier->value;
        std::string edge = barrierEdgeName(barrier.edge);
        function = "makeBarrier";
        location = item.barrier->location;
        if (cpp_) {
          arguments = {parent, name, "BarrierEdge::" + edge, itemArray(barrier.items),
                       number(barrier.margin)};
        } else {
          arguments = {"in: " + parent, "name: " + name, "edge: ." + edge,
                       "items: " + itemArray(barrier.items)};
          if (barrier.margin != 0) arguments.push_back("margin: " + number(barrier.margin));
        }
      } else {
        continue;
      }
      if (cpp_) {
        cppCall(
            out,
            std::string(first ? "  LayoutHelperResult made = " : "  made = ") + "engine." + function + "(",
            arguments, ");", place(location));
        out += "  if (!made) return made.result;\n";
        out += "  LayoutItem " + itemNames_[i] + " = made.helper.guide;\n";
      } else {
        swiftCall(out, "  let " + itemNames_[i] + " = try engine." + function + "(", arguments, ").guide!",
                  place(location));
      }
      first = false;
    }
  }

  /// Each group's items as a list the struct keeps: `std::vector<LayoutItem> actions = {a, b};`
  /// or `let actions = [a, b]`.
  void groupLists(std::string& out) const {
    for (std::size_t i = 0; i < description_.groups.size(); ++i) {
      const GroupDescription& group = description_.groups[i];
      std::string list;
      for (std::int32_t item : group.items) list += (list.empty() ? "" : ", ") + itemName(item);
      if (cpp_) {
        commented(out, "  std::vector<LayoutItem> " + groupNames_[i] + " = {" + list + "};",
                  place(group.location));
      } else {
        std::vector<std::string> elements;
        for (std::int32_t item : group.items) elements.push_back(itemName(item));
        swiftCall(out, "  let " + groupNames_[i] + " = [", elements, "]", place(group.location), true);
      }
    }
  }

  /// The groups' `hidden` and the chains, after the items' own flags, in the loader's order.
  void groupsAndChains(std::string& out) const {
    for (std::size_t i = 0; i < description_.groups.size(); ++i) {
      const GroupDescription& group = description_.groups[i];
      if (!group.hidden) continue;
      std::string value = boolean(*group.hidden);
      if (cpp_) {
        commented(out, "           engine.setHidden(" + groupNames_[i] + ", " + value + "),",
                  place(group.location));
      } else {
        commented(out, "  try engine.setHidden(" + groupNames_[i] + ", " + value + ")",
                  place(group.location));
      }
    }
    for (const ChainDescription& chain : description_.chains) {
      std::string start = anchor(chain.start.item, chain.start.attribute);
      std::string end = anchor(chain.end.item, chain.end.attribute);
      const LayoutChainOptions& options = chain.options;
      bool weighted = !options.weights.empty();
      std::string weights;
      for (double weight : options.weights) weights += (weights.empty() ? "" : ", ") + number(weight);
      std::string style = chainStyleName(options.style);
      // The margins, one per item: `{10, 0}` in C++ (`{10, 0, 4, {}}` with gone margins),
      // `LayoutChainMargins(start: 10)` in Swift (a side of 0 or none left out, as its default).
      std::string margins;
      for (const LayoutChainMargins& each : options.margins) {
        std::string one;
        auto optional = [&](const std::optional<double>& value) { return value ? number(*value) : "{}"; };
        if (cpp_) {
          one = "{" + number(each.start) + ", " + number(each.end);
          if (each.goneStart || each.goneEnd)
            one += ", " + optional(each.goneStart) + ", " + optional(each.goneEnd);
          one += "}";
        } else {
          std::string sides;
          auto side = [&sides](const std::string& label, const std::string& value) {
            sides += (sides.empty() ? "" : ", ") + label + ": " + value;
          };
          if (each.start != 0) side("start", number(each.start));
          if (each.end != 0) side("end", number(each.end));
          if (each.goneStart) side("goneStart", number(*each.goneStart));
          if (each.goneEnd) side("goneEnd", number(*each.goneEnd));
          one = "LayoutChainMargins(" + sides + ")";
        }
        margins += (margins.empty() ? "" : ", ") + one;
      }
      bool defaultOptions =
          options.style == ChainStyle::spread && options.bias == 0.5 && !weighted && options.margins.empty();
      if (cpp_) {
        std::vector<std::string> arguments = {itemArray(chain.items), start, end};
        if (!defaultOptions) {
          arguments.push_back("LayoutChainOptions{.style = ChainStyle::" + style +
                              ", .bias = " + number(options.bias) + ", .weights = {" + weights +
                              "}, .margins = {" + margins + "}}");
        }
        cppCall(out, "           engine.makeChain(", arguments, ").result,", place(chain.location));
      } else {
        std::vector<std::string> arguments = {itemArray(chain.items), "from: " + start, "to: " + end};
        if (!defaultOptions) {
          std::vector<std::string> fields;
          if (options.style != ChainStyle::spread) fields.push_back("style: ." + style);
          if (options.bias != 0.5) fields.push_back("bias: " + number(options.bias));
          if (weighted) fields.push_back("weights: [" + weights + "]");
          if (!options.margins.empty()) fields.push_back("margins: [" + margins + "]");
          std::string list;
          for (const std::string& field : fields) list += (list.empty() ? "" : ", ") + field;
          arguments.push_back("options: LayoutChainOptions(" + list + ")");
        }
        swiftCall(out, "  _ = try engine.makeChain(", arguments, ")", place(chain.location));
      }
    }
  }

  /// A C++ call `prefix arguments… suffix` as clang-format writes it: on one line when it fits
  /// (with its file line as an end-of-line comment when that fits too, else above); else with its
  /// file line above and the arguments filling lines aligned after the `(`. An argument too long
  /// for that stays on a line of its own.
  static void cppCall(std::string& out, const std::string& prefix, const std::vector<std::string>& arguments,
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

  /// A Swift statement `prefix arguments… suffix` (a call, or with `collection` an array
  /// literal), written as swift-format writes it: on one line when it fits (with its file line as
  /// an end-of-line comment when that fits too, else above); else broken after the prefix with the
  /// arguments on one line, or filling lines, each indented 4 (a suffix `).guide!`, or a
  /// collection's `]` after a trailing comma, then on a line of its own); else, when an argument
  /// alone is too long for a line, as one line the formatter is told to leave
  /// (`// swift-format-ignore`).
  static void swiftCall(std::string& out, const std::string& prefix,
                        const std::vector<std::string>& arguments, const std::string& suffix,
                        const std::string& comment, bool collection = false) {
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

  /// One engine call that returns a result, with the line it comes from.
  void call(std::string& out, const std::string& item, const std::string& cppCall,
            const std::string& swiftCall, const TextLocation& location) const {
    if (cpp_) {
      commented(out, "           engine." + cppCall + ",", place(location));
    } else {
      commented(out, "  try " + item + "." + swiftCall, place(location));
    }
  }

  /// `code  // comment` on one line, or the comment on a line of its own above the code when
  /// both do not fit in the formatters' 110 columns (swift-format's EndOfLineComment rule).
  static void commented(std::string& out, const std::string& code, const std::string& comment) {
    if (code.size() + 5 + comment.size() <= lineLength) {
      out += code + "  // " + comment + "\n";
      return;
    }
    std::size_t indent = code.find_first_not_of(' ');
    out += code.substr(0, indent) + "// " + comment + "\n" + code + "\n";
  }

  std::string number(double value) const { return numberLiteral(value); }

  std::string optionalNumber(const std::optional<double>& value) const {
    if (value) return number(*value);
    return cpp_ ? "std::nullopt" : "nil";
  }

  /// `LayoutInsets(top: 44, bottom: 34)` or `{.top = 44, .left = 0, …}`: fields in order.
  std::string insets(const char* type, const std::vector<std::pair<const char*, double>>& fields) const {
    if (cpp_) {
      // Designated, a field left out is 0 (the struct's default).
      std::string text = "{";
      for (const auto& [name, value] : fields) {
        if (value != 0) text += std::string(text.size() > 1 ? ", " : "") + "." + name + " = " + number(value);
      }
      return text + "}";
    }
    bool same = true;
    for (const auto& field : fields) same = same && field.second == fields.front().second;
    if (same) return std::string(type) + "(all: " + number(fields.front().second) + ")";
    std::string text = std::string(type) + "(";
    bool first = true;
    for (const auto& [name, value] : fields) {
      if (value == 0) continue;  // the initializer's default
      text += std::string(first ? "" : ", ") + name + ": " + number(value);
      first = false;
    }
    return text + ")";
  }

  void properties(std::string& out, const std::string& name, const ItemDescription& item) const {
    if (item.layoutDirection) {
      const char* direction = item.layoutDirection->value == LayoutDirection::leftToRight   ? "leftToRight"
                              : item.layoutDirection->value == LayoutDirection::rightToLeft ? "rightToLeft"
                                                                                            : "inherit";
      call(out, name, "setLayoutDirection(" + name + ", LayoutDirection::" + direction + ")",
           std::string("setLayoutDirection(.") + direction + ")", item.layoutDirection->location);
    }
    if (item.intrinsicContentSize) {
      const auto& [width, height] = item.intrinsicContentSize->value;
      call(out, name,
           "setIntrinsicContentSize(" + name + ", " + optionalNumber(width) + ", " + optionalNumber(height) +
               ")",
           "setIntrinsicContentSize(width: " + optionalNumber(width) + ", height: " + optionalNumber(height) +
               ")",
           item.intrinsicContentSize->location);
    }
    auto axisPriorities = [&](const std::optional<PropertyDescription<AxisPriorities>>& property,
                              const char* cppName, const char* swiftName) {
      if (!property) return;
      for (const auto& [value, axis] : {std::pair{property->value.horizontal, "horizontal"},
                                        std::pair{property->value.vertical, "vertical"}}) {
        if (!value) continue;
        call(out, name,
             std::string(cppName) + "(" + name + ", LayoutAxis::" + axis + ", " +
                 priorityText(*value, language_) + ")",
             std::string(swiftName) + "(" + priorityText(*value, language_) + ", for: ." + axis + ")",
             property->location);
      }
    };
    axisPriorities(item.contentHugging, "setContentHuggingPriority", "setContentHuggingPriority");
    axisPriorities(item.compressionResistance, "setContentCompressionResistancePriority",
                   "setContentCompressionResistancePriority");
    if (item.baselineOffsets) {
      const auto& [first, last] = item.baselineOffsets->value;
      call(out, name, "setBaselineOffsets(" + name + ", " + number(first) + ", " + number(last) + ")",
           "setBaselineOffsets(firstFromTop: " + number(first) + ", lastFromBottom: " + number(last) + ")",
           item.baselineOffsets->location);
    }
    auto absolute = [&](const LayoutInsets& value) {
      return insets(
          "LayoutInsets",
          {{"top", value.top}, {"left", value.left}, {"bottom", value.bottom}, {"right", value.right}});
    };
    if (item.layoutMargins) {
      std::string value = absolute(item.layoutMargins->value);
      call(out, name, "setLayoutMargins(" + name + ", " + value + ")", "setLayoutMargins(" + value + ")",
           item.layoutMargins->location);
    }
    if (item.directionalLayoutMargins) {
      const LayoutDirectionalInsets& margins = item.directionalLayoutMargins->value;
      std::string value = insets("LayoutDirectionalInsets", {{"top", margins.top},
                                                             {"leading", margins.leading},
                                                             {"bottom", margins.bottom},
                                                             {"trailing", margins.trailing}});
      call(out, name, "setDirectionalLayoutMargins(" + name + ", " + value + ")",
           "setDirectionalLayoutMargins(" + value + ")", item.directionalLayoutMargins->location);
    }
    if (item.safeAreaInsets) {
      std::string value = absolute(item.safeAreaInsets->value);
      call(out, name, "setSafeAreaInsets(" + name + ", " + value + ")", "setSafeAreaInsets(" + value + ")",
           item.safeAreaInsets->location);
    }
    // MARK: Measured items
    if (item.text) {
      std::string text = stringLiteral(item.text->value, language_);
      std::string cppMeasurer = "MonospacedTextMeasurer{}";
      std::string swiftMeasurer;
      if (item.font) {
        const auto& [advance, lineHeight] = item.font->value;
        cppMeasurer = "MonospacedTextMeasurer{.advance = " + number(advance) +
                      ", .lineHeight = " + number(lineHeight) + "}";
        swiftMeasurer = ", measuredBy: MonospacedTextMeasurer(advance: " + number(advance) +
                        ", lineHeight: " + number(lineHeight) + ")";
      }
      call(out, name,
           "setMeasuringFunction(" + name + ", " + cppMeasurer + ".measuringFunction(" + text + "))",
           "setText(" + text + swiftMeasurer + ")", item.text->location);
    }
    // MARK: ConstraintLayout helpers
    if (item.dimensionRatio) {
      const auto& [width, height] = item.dimensionRatio->value;
      helperCall(
          out, "setDimensionRatio(" + name + ", " + number(width) + ", " + number(height) + ")",
          "setDimensionRatio(" + name + ", width: " + number(width) + ", height: " + number(height) + ")",
          item.dimensionRatio->location);
    }
    if (item.bias) {
      std::string parent = itemName(item.parent);
      const auto& [horizontal, vertical] = item.bias->value;
      if (horizontal) {
        helperCall(out,
                   "centerWithBias(" + name + ", " + parent + ".leading, " + parent + ".trailing, " +
                       number(*horizontal) + ")",
                   "centerWithBias(" + name + ", between: " + parent + ".leadingAnchor, and: " + parent +
                       ".trailingAnchor, bias: " + number(*horizontal) + ")",
                   item.bias->location);
      }
      if (vertical) {
        helperCall(out,
                   "centerWithBias(" + name + ", " + parent + ".top, " + parent + ".bottom, " +
                       number(*vertical) + ")",
                   "centerWithBias(" + name + ", between: " + parent + ".topAnchor, and: " + parent +
                       ".bottomAnchor, bias: " + number(*vertical) + ")",
                   item.bias->location);
      }
    }
    if (item.isStack) stackProperties(out, name, item);  // MARK: Stacks
  }

  /// Whether the file has text items, which the code lays out last (`layoutIfNeeded`).
  bool hasTextItems() const {
    for (const ItemDescription& item : description_.items) {
      if (item.text) return true;
    }
    return false;
  }

  /// A call of a ConstraintLayout helper on the engine, made as a property is: C++ `engine.<call>.result`
  /// in the list of results, Swift `_ = try engine.<call>` (the helper's handle is not kept).
  void helperCall(std::string& out, const std::string& cppCall, const std::string& swiftCall,
                  const TextLocation& location) const {
    if (cpp_) {
      commented(out, "           engine." + cppCall + ".result,", place(location));
    } else {
      commented(out, "  _ = try engine." + swiftCall, place(location));
    }
  }

  // MARK: Stacks and hidden items

  std::string boolean(bool value) const { return value ? "true" : "false"; }

  /// A stack's options in the loader's order: axis, alignment, distribution, spacing, margins,
  /// baselines.
  void stackProperties(std::string& out, const std::string& name, const ItemDescription& item) const {
    if (item.stackAxis) {
      const char* axis = item.stackAxis->value == LayoutAxis::horizontal ? "horizontal" : "vertical";
      call(out, name, "setStackAxis(" + name + ", LayoutAxis::" + axis + ")",
           std::string("setStackAxis(.") + axis + ")", item.stackAxis->location);
    }
    if (item.stackAlignment) {
      std::string alignment = stackAlignmentName(item.stackAlignment->value);
      call(out, name, "setStackAlignment(" + name + ", LayoutStackAlignment::" + alignment + ")",
           "setStackAlignment(." + alignment + ")", item.stackAlignment->location);
    }
    if (item.stackDistribution) {
      std::string distribution = stackDistributionName(item.stackDistribution->value);
      call(out, name, "setStackDistribution(" + name + ", LayoutStackDistribution::" + distribution + ")",
           "setStackDistribution(." + distribution + ")", item.stackDistribution->location);
    }
    if (item.stackSpacing) {
      std::string spacing = number(item.stackSpacing->value);
      call(out, name, "setStackSpacing(" + name + ", " + spacing + ")", "setStackSpacing(" + spacing + ")",
           item.stackSpacing->location);
    }
    if (item.layoutMarginsRelativeArrangement) {
      std::string value = boolean(item.layoutMarginsRelativeArrangement->value);
      call(out, name, "setLayoutMarginsRelativeArrangement(" + name + ", " + value + ")",
           "setLayoutMarginsRelativeArrangement(" + value + ")",
           item.layoutMarginsRelativeArrangement->location);
    }
    if (item.baselineRelativeArrangement) {
      std::string value = boolean(item.baselineRelativeArrangement->value);
      call(out, name, "setBaselineRelativeArrangement(" + name + ", " + value + ")",
           "setBaselineRelativeArrangement(" + value + ")", item.baselineRelativeArrangement->location);
    }
  }

  /// After every item's properties, as the loader: the arranged items in file order, the custom
  /// spacings, the hidden flags (the root's first).
  void arrangement(std::string& out) const {
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (!item.isArranged) continue;
      std::string stack = itemName(item.parent);
      call(out, stack, "addArrangedSubitem(" + stack + ", " + itemNames_[i] + ")",
           "addArrangedSubitem(" + itemNames_[i] + ")", item.location);
    }
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      for (const auto& spacing : description_.items[i].customSpacings) {
        const std::string& after = itemNames_[static_cast<std::size_t>(spacing.value.first)];
        std::string value = number(spacing.value.second);
        call(out, itemNames_[i], "setCustomSpacing(" + itemNames_[i] + ", " + after + ", " + value + ")",
             "setCustomSpacing(" + value + ", after: " + after + ")", spacing.location);
      }
    }
    auto hide = [&](const std::string& name, const ItemDescription& item) {
      if (!item.hidden) return;
      std::string value = boolean(item.hidden->value);
      call(out, name, "setHidden(" + name + ", " + value + ")", "setHidden(" + value + ")",
           item.hidden->location);
    };
    hide("root", description_.root);
    for (std::size_t i = 0; i < description_.items.size(); ++i) hide(itemNames_[i], description_.items[i]);
  }

  /// C++: the tree, then the properties, as one list of calls; Swift: the properties (the tree
  /// is built as the items are made).
  void treeAndProperties(std::string& out) const {
    std::string all;
    if (cpp_) {
      for (std::size_t i = 0; i < description_.items.size(); ++i) {
        if (description_.items[i].isHelperGuide) continue;
        all += "           engine.addSubitem(" + itemName(description_.items[i].parent) + ", " +
               itemNames_[i] + "),\n";
      }
      if (hasHelperGuides_) {
        // MARK: ConstraintLayout helpers: the tree first, then the helpers' guides, then the rest.
        if (!all.empty()) {
          out += "\n  // The tree (each call is made; the first failure is returned).\n";
          out += "  for (LayoutResult result : {\n" + all + "       }) {\n";
          out += "    if (!result) return result;\n  }\n";
          all.clear();
        }
        helperGuides(out);
        groupLists(out);
        layoutAssignment(out);
      }
    }
    properties(all, "root", description_.root);
    for (std::size_t i = 0; i < description_.items.size(); ++i)
      properties(all, itemNames_[i], description_.items[i]);
    arrangement(all);      // MARK: Stacks and hidden items
    groupsAndChains(all);  // MARK: ConstraintLayout helpers
    if (all.empty()) return;
    if (cpp_ && hasHelperGuides_) {
      out +=
          "\n  // The properties, in the loader's order (each call is made; the first failure is "
          "returned).\n";
      out += "  for (LayoutResult result : {\n" + all + "       }) {\n";
      out += "    if (!result) return result;\n  }\n";
      return;
    }
    if (cpp_) {
      out +=
          "\n  // The tree, then the properties, in the loader's order (each call is made; the first "
          "failure\n";
      out += "  // is returned).\n";
      out += "  for (LayoutResult result : {\n" + all + "       }) {\n";
      out += "    if (!result) return result;\n  }\n";
    } else {
      out += "\n" + all;
    }
  }

  std::string constraint(const ConstraintDescription& constraint) const {
    const char* relation = constraint.relation == Relation::equal             ? " == "
                           : constraint.relation == Relation::lessThanOrEqual ? " <= "
                                                                              : " >= ";
    std::string text =
        sideText(constraint.first, spelling_) + relation + sideText(constraint.second, spelling_);
    bool modified = constraint.priority != priority::required || !constraint.identifier.empty();
    if (cpp_ && modified) text = "(" + text + ")";
    if (constraint.priority != priority::required) {
      std::string value = priorityText(constraint.priority, language_);
      // `| (priority::defaultHigh + 1)`: `|` binds looser than `+`, which compilers warn of.
      if (cpp_ && value.find(' ') != std::string::npos) value = "(" + value + ")";
      text += (cpp_ ? " | " : " ~ ") + value;
    }
    if (!constraint.identifier.empty()) {
      std::string identifier = stringLiteral(constraint.identifier, language_);
      text += cpp_ ? " | LayoutIdentifier{" + identifier + "}" : " ~ " + identifier;
    }
    return text;
  }

  std::string constraintsBlock() {
    std::string out;
    if (!description_.constraints.empty()) {
      out += cpp_ ? "\n  layout.constraints = {\n" : "\n  let constraints = try activate {\n";
      std::optional<TextLocation> format;
      for (const ConstraintDescription& item : description_.constraints) {
        bool sameFormat = format && item.visualFormat && item.visualFormat->line == format->line &&
                          item.visualFormat->column == format->column;
        if (item.visualFormat && !sameFormat) {
          out += std::string(cpp_ ? "      " : "    ") + "// " + formatSource(text_, *item.visualFormat) +
                 " (" + place(*item.visualFormat) + ")\n";
        }
        format = item.visualFormat;
        std::string code = std::string(cpp_ ? "      " : "    ") + constraint(item) + (cpp_ ? "," : "");
        if (code.size() > lineLength && !cpp_) {
          // A constraint too long for a line by itself is not wrapped (swift-format breaks it by
          // its operator tree, which this writer does not reproduce): the formatter is told to
          // leave it as it is, so that the code still passes `swift-format lint`.
          std::size_t indent = code.find_first_not_of(' ');
          if (!item.visualFormat) out += code.substr(0, indent) + "// " + place(item.location) + "\n";
          out += code.substr(0, indent) + "// swift-format-ignore\n" + code + "\n";
        } else if (item.visualFormat) {
          out += code + "\n";
        } else {
          commented(out, code, place(item.location));
        }
      }
      out += cpp_ ? "  };\n  LayoutResult activated = activateConstraints(layout.constraints);\n"
                    "  if (!activated) return activated;\n"
                  : "  }\n";
    }
    bool measured = hasTextItems();
    if (description_.rootSize) {
      const LayoutSize& size = description_.rootSize->value;
      if (cpp_) {
        out += "\n  // " + place(description_.rootSize->location) + "\n";
        std::string call = "engine.setRootSize({.width = " + number(size.width) +
                           ", .height = " + number(size.height) + "})";
        if (measured) {
          out += "  LayoutResult sized = " + call + ";\n  if (!sized) return sized;\n";
        } else {
          out += "  return " + call + ";\n";
        }
      } else {
        out += "\n";
        commented(out,
                  "  try engine.setRootSize(LayoutSize(width: " + number(size.width) +
                      ", height: " + number(size.height) + "))",
                  place(description_.rootSize->location));
      }
    } else if (cpp_ && !measured) {
      out += "  return LayoutResult{};\n";
    }
    // MARK: Measured items
    if (measured) {
      out += "\n  // The text items, measured at the widths they got (as the loader does).\n";
      out += cpp_ ? "  return engine.layoutIfNeeded();\n" : "  try engine.layoutIfNeeded()\n";
    }
    return out;
  }

  void functionEnd(std::string& out) const {
    if (!cpp_) {
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
    }
    out += "}\n";
  }

  const LayoutFileDescription& description_;
  std::string_view text_;
  TranslationLanguage language_;
  bool cpp_;
  std::string typeName_;
  std::string functionName_;
  TranslationNames names_;
  std::string fileName_;
  std::vector<std::string> itemNames_;
  /// The groups' names in the code, in the order of the file.
  std::vector<std::string> groupNames_;
  /// Whether the file has guidelines or barriers, whose guides are made after the tree.
  bool hasHelperGuides_ = false;
  SideSpelling spelling_;
  /// The metrics the constraints use, by code name, in the order of first use.
  std::vector<std::pair<std::string, double>> metricsUsed_;
};

}  // namespace

std::string layoutCode(const LayoutFileDescription& description, std::string_view text,
                       TranslationLanguage language, const std::string& typeName,
                       const std::string& functionName) {
  return CodeWriter(description, text, language, typeName, functionName).write();
}

}  // namespace clayout::internal
