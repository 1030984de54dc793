// LayoutCodeWriter.cpp — what both languages' emitters share (see LayoutCodeWriter.h).
#include "LayoutCodeWriter.h"

#include <optional>
#include <string_view>

#include "Text/LayoutFileApplication.h"

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

}  // namespace

LayoutCodeWriter::LayoutCodeWriter(const LayoutFileDescription& description, std::string_view text,
                                   const std::set<std::string>& reserved, bool cppImplementationNames,
                                   std::string typeName, std::string functionName)
    : description_(description),
      text_(text),
      typeName_(std::move(typeName)),
      functionName_(std::move(functionName)),
      names_(reserved, cppImplementationNames),
      fileName_(commentSafe(description.fileName)),
      calls_(calls::propertyCalls(description)) {
  names_.reserve(typeName_);
  names_.reserve(functionName_);
  for (const ItemDescription& item : description_.items)
    itemNames_.push_back(names_.nameFor(item.name, "Item"));
  for (const GroupDescription& group : description_.groups)
    groupNames_.push_back(names_.nameFor(group.name, "Group"));
  for (const ItemDescription& item : description_.items)
    hasHelperGuides_ = hasHelperGuides_ || item.isHelperGuide;
  spelling_.metric = [this](const MetricTermDescription& used) { return metric(used); };
}

std::string LayoutCodeWriter::write() {
  // The constraints first: they name the metrics the function declares.
  std::string constraints = constraintsBlock();
  std::string out;
  header(out);
  itemsStruct(out);
  functionStart(out);
  for (const auto& [name, value] : metricsUsed_) out += metricDeclaration(name, value);
  if (!metricsUsed_.empty()) out += "\n";
  itemsAndProperties(out);
  out += constraints;
  functionEnd(out);
  return out;
}

void LayoutCodeWriter::itemsStruct(std::string& out) const {
  out += "/// The items of " + quoted(fileName_) + ", by their names in the file.\n";
  out += "struct " + typeName_ + " {\n";
  out += "  /// The engine's root.\n";
  out += memberDeclaration(Member::item, "root");
  for (std::size_t i = 0; i < description_.items.size(); ++i) {
    const ItemDescription& item = description_.items[i];
    out += "  /// " + quoted(itemKindAndName(item)) + " (" + place(item.location) + ").\n";
    out += memberDeclaration(Member::item, itemNames_[i]);
  }
  for (std::size_t i = 0; i < description_.groups.size(); ++i) {
    const GroupDescription& group = description_.groups[i];
    out += "  /// " + quoted("group " + group.name) + " (" + place(group.location) + "): its items.\n";
    out += memberDeclaration(Member::items, groupNames_[i]);
  }
  out += "  /// The constraints, in the order of the file (a format's where the format is), active.\n";
  out += memberDeclaration(Member::constraints, "constraints");
  out += std::string(structEnd()) + "\n\n";
}

void LayoutCodeWriter::functionComment(std::string& out, const std::string& loader) const {
  out += "/// Builds " + quoted(fileName_) + " into `engine`, a new engine, by the calls\n";
  out += "/// " + loader + " makes, in its order: the items and their tree,\n";
  out += "/// their properties, the constraints, the root's size.\n";
}

void LayoutCodeWriter::constraintLines(
    std::string& out, const std::string& indent,
    const std::function<void(std::string&, const ConstraintDescription&)>& line) const {
  std::optional<TextLocation> format;
  for (const ConstraintDescription& constraint : description_.constraints) {
    const std::optional<TextLocation>& at = constraint.visualFormat;
    bool sameFormat = format && at && at->line == format->line && at->column == format->column;
    if (at && !sameFormat) out += indent + "// " + formatSource(*at) + " (" + place(*at) + ")\n";
    format = at;
    line(out, constraint);
  }
}

std::string LayoutCodeWriter::itemList(const std::vector<std::int32_t>& items) const {
  std::string list;
  for (std::int32_t item : items) list += (list.empty() ? "" : ", ") + itemName(item);
  return list;
}

const char* LayoutCodeWriter::relationText(Relation relation) {
  switch (relation) {
    case Relation::equal:
      return " == ";
    case Relation::lessThanOrEqual:
      return " <= ";
    case Relation::greaterThanOrEqual:
      break;
  }
  return " >= ";
}

const char* LayoutCodeWriter::guideName(GuideReference guide) {
  switch (guide) {
    case GuideReference::layoutMarginsGuide:
      return "layoutMarginsGuide";
    case GuideReference::safeAreaLayoutGuide:
      return "safeAreaLayoutGuide";
    case GuideReference::readableContentGuide:
      return "readableContentGuide";
    case GuideReference::none:
      break;
  }
  return nullptr;
}

std::string LayoutCodeWriter::itemName(std::int32_t index) const {
  return index == rootItem ? "root" : itemNames_[static_cast<std::size_t>(index)];
}

std::string LayoutCodeWriter::directionItemName(const ConstraintDescription& constraint) const {
  if (!constraint.directionItem) return {};
  const SideDescription& side = constraint.first.terms.empty() ? constraint.second : constraint.first;
  if (!side.terms.empty() && side.terms.front().item == *constraint.directionItem) return {};
  // A format's superview is an item of the file or the root, never a guide of one.
  return itemName(constraint.directionItem->item);
}

std::string LayoutCodeWriter::metric(const MetricTermDescription& metric) {
  std::string code = names_.nameFor(metric.name, "Metric");
  for (const auto& [used, value] : metricsUsed_) {
    if (used == code) return code;
  }
  metricsUsed_.emplace_back(code, metric.value);
  return code;
}

std::string LayoutCodeWriter::place(const TextLocation& location) const {
  return fileName_ + ":" + std::to_string(location.line);
}

std::string LayoutCodeWriter::itemKindAndName(const ItemDescription& item) {
  return std::string(item.guideline       ? "guideline "
                     : item.barrier       ? "barrier "
                     : item.isLayoutGuide ? "guide "
                     : item.isStack       ? "stack "
                                          : "view ") +
         item.name;
}

std::string LayoutCodeWriter::formatSource(const TextLocation& start) const {
  // Up to the end of the line, a `;`, a `}` or a comment outside a string, without trailing
  // spaces.
  std::string_view text = text_;
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

const char* LayoutCodeWriter::layoutPassComment() const {
  std::optional<LayoutPass> pass = layoutPassOf(description_);
  if (!pass) return nullptr;
  return std::string_view(pass->what) == "the text"
             ? "\n  // The text items, measured at the widths they got (as the loader does).\n"
             : "\n  // The guides, settled at the frames their items got (as the loader does).\n";
}

void LayoutCodeWriter::commented(std::string& out, const std::string& code, const std::string& comment) {
  if (code.size() + 5 + comment.size() <= lineLength) {
    out += code + "  // " + comment + "\n";
    return;
  }
  std::size_t indent = code.find_first_not_of(' ');
  out += code.substr(0, indent) + "// " + comment + "\n" + code + "\n";
}

}  // namespace clayout::internal
