// LayoutCodeWriter.h — the source of a translated layout file: what both languages' emitters
// share (the names, the metrics, the file lines in comments, the layout of the source), and the
// parts each writes in its own language (CppLayoutCode.cpp, SwiftLayoutCode.cpp).
//
// The source, in both languages: a header comment, the struct of the items, then the building
// function: the metrics the constraints use, the items and their tree, the properties in the
// loader's order (EngineCalls.h), the constraints, the root's size and, with text items, a last
// layout pass. Lines stay within the formatters' 110 columns (`commented`), so that the code
// passes clang-format and `swift-format lint` as written.
#pragma once

#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "DSLNotation.h"
#include "EngineCalls.h"
#include "Text/LayoutFileDescription.h"
#include "TranslationNames.h"

namespace clayout::internal {

/// The column limit of the repo's formatters (.clang-format, .swift-format).
inline constexpr std::size_t lineLength = 110;

/// Writes one translated file (`write`); a subclass per language writes the parts.
class LayoutCodeWriter {
 public:
  virtual ~LayoutCodeWriter() = default;
  LayoutCodeWriter(const LayoutCodeWriter&) = delete;
  LayoutCodeWriter& operator=(const LayoutCodeWriter&) = delete;

  /// The whole source, in the order of the file comment.
  std::string write();

 protected:
  /// Names the struct, the function, the items and the groups, in that order, with the
  /// language's `reserved` names (see `TranslationNames`). Assumes `description` loads into a
  /// new engine without a diagnostic; `text` is its source (quoted for Visual Format lines).
  LayoutCodeWriter(const LayoutFileDescription& description, std::string_view text,
                   const std::set<std::string>& reserved, bool cppImplementationNames, std::string typeName,
                   std::string functionName);

  // MARK: The parts, in the order `write` asks for them

  /// The constraints, the root's size and the last layout pass: asked for first, since they
  /// name the metrics that `metricDeclaration` then declares.
  virtual std::string constraintsBlock() = 0;
  virtual void header(std::string& out) const = 0;
  /// A member of the items' struct, one line: an item, a list of items (a group's), or the list
  /// of constraints.
  enum class Member : std::uint8_t { item, items, constraints };
  virtual std::string memberDeclaration(Member member, const std::string& name) const = 0;
  /// What closes the struct (`};` or `}`).
  virtual const char* structEnd() const = 0;
  /// The building function's documentation after its first three lines, and its signature.
  virtual void functionStart(std::string& out) const = 0;
  /// One line declaring a metric the constraints use.
  virtual std::string metricDeclaration(const std::string& name, double value) const = 0;
  /// The items, their tree, the helpers' guides, the groups' lists and the property calls
  /// (`calls_`), in the loader's order.
  virtual void itemsAndProperties(std::string& out) const = 0;
  virtual void functionEnd(std::string& out) const = 0;

  // MARK: Shared by both languages

  /// The items' struct: a member per item and group of the file, with a comment naming it, and
  /// the constraints.
  void itemsStruct(std::string& out) const;
  /// The first three lines of the building function's documentation; `loader` names the
  /// language's loader of layout files.
  void functionComment(std::string& out, const std::string& loader) const;
  /// Each constraint of the file by `line`, in the order of the file, each group of a Visual
  /// Format Language line under a comment quoting the line, indented by `indent`.
  void constraintLines(std::string& out, const std::string& indent,
                       const std::function<void(std::string&, const ConstraintDescription&)>& line) const;
  /// The items, `a, b, c`.
  std::string itemList(const std::vector<std::int32_t>& items) const;

  /// `root`, or the code's name of the file's item `index`.
  std::string itemName(std::int32_t index) const;
  /// The code's name of the item whose layout direction `constraint` must be told to read
  /// leading and trailing in (a format's superview), or empty when it reads them in its first
  /// item's anyway (no direction item, or the first item is that item).
  std::string directionItemName(const ConstraintDescription& constraint) const;
  /// The code's name of a metric, noted in `metricsUsed_` at its first use.
  std::string metric(const MetricTermDescription& metric);
  /// `login.layout:12`, for a comment.
  std::string place(const TextLocation& location) const;
  static std::string quoted(const std::string& text) { return "`" + text + "`"; }
  /// `view name`, `stack name`, `guide name` …: what the struct's comment calls the item.
  static std::string itemKindAndName(const ItemDescription& item);
  /// The Visual Format Language statement that starts at `start` in the file, for a comment.
  std::string formatSource(const TextLocation& start) const;
  /// The comment above the layout pass (`layoutIfNeeded`) the code makes last, under the loader's
  /// condition (`layoutPassOf`: text items, or guides whose insets follow the hierarchy); null when
  /// the file needs none.
  const char* layoutPassComment() const;
  /// `code  // comment` on one line, or the comment on a line of its own above the code when
  /// both do not fit in 110 columns (swift-format's EndOfLineComment rule).
  static void commented(std::string& out, const std::string& code, const std::string& comment);
  static std::string number(double value) { return numberLiteral(value); }
  /// ` == `, ` <= ` or ` >= `.
  static const char* relationText(Relation relation);
  /// The member that names an item's guide (`layoutMarginsGuide`), or null for none. (The model's
  /// enumerations are named by the core's own tables: `chainStyleName` and the like.)
  static const char* guideName(GuideReference guide);

  const LayoutFileDescription& description_;
  std::string_view text_;
  std::string typeName_;
  std::string functionName_;
  TranslationNames names_;
  /// The file's name, safe in a comment.
  std::string fileName_;
  /// The items' and the groups' names in the code, in the order of the file.
  std::vector<std::string> itemNames_;
  std::vector<std::string> groupNames_;
  /// Whether the file has guidelines or barriers, whose guides are made after the tree.
  bool hasHelperGuides_ = false;
  /// How a constraint's sides spell anchors and metrics (the subclass sets `anchor`).
  SideSpelling spelling_;
  /// The metrics the constraints use, by code name, in the order of first use.
  std::vector<std::pair<std::string, double>> metricsUsed_;
  /// The property calls, in the loader's order.
  std::vector<calls::EngineCall> calls_;
};

/// The translation to C++ (CppLayoutCode.cpp) and to Swift (SwiftLayoutCode.cpp), with the
/// assumptions of `LayoutCodeWriter`'s constructor.
std::string cppLayoutCode(const LayoutFileDescription& description, std::string_view text,
                          const std::string& typeName, const std::string& functionName);
std::string swiftLayoutCode(const LayoutFileDescription& description, std::string_view text,
                            const std::string& typeName, const std::string& functionName);

}  // namespace clayout::internal
