// LayoutTranslationParts.h — the pieces of the translation of a layout file to code
// (CLayoutCore/Text/LayoutTranslation.h): names in the target language
// (LayoutTranslationNames.cpp), numbers and constraint sides in the DSL's notation
// (LayoutTranslationExpressions.cpp), and the whole source (LayoutTranslationCode.cpp).
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include "CLayoutCore/Text/LayoutTranslation.h"
#include "LayoutFileDescription.h"

namespace clayout::internal {

// MARK: Names (LayoutTranslationNames.cpp)

/// The code's names for a file's items and metrics, unique and never a keyword of the language
/// or a name the generated code declares itself.
class TranslationNames {
 public:
  explicit TranslationNames(TranslationLanguage language);
  /// Reserves `name` (the struct's and function's names), so no item or metric takes it.
  void reserve(const std::string& name);
  /// The code's name for the file's name `name`: `name` itself when it is free; else `name` with
  /// `suffix` (`Item`, `Metric`) and, if needed, a number. Guarantees: the same answer for the
  /// same `name` (the first call's), a different one for different names.
  std::string nameFor(const std::string& name, const std::string& suffix);

 private:
  TranslationLanguage language_;
  std::set<std::string> taken_;
  std::map<std::string, std::string> given_;
};

/// `Login` for `path/to/login.layout` (the file name's stem, its words capitalized and joined;
/// `Layout` for a stem without letters or digits, prefixed by `File` when it starts with a digit).
std::string typeStemForFileName(const std::string& fileName);

// MARK: Numbers and expressions (LayoutTranslationExpressions.cpp)

/// `value` as a literal both languages read back to the same double: `8`, `0.5`, `-12.25`,
/// `1e-07`; positional from 1e-4 to 1e15, else the shortest scientific form. Assumes finite.
std::string numberLiteral(double value);

/// How a side's anchors and metrics are spelled: the only part of a side that differs between
/// the languages.
struct SideSpelling {
  /// `form.left` (C++) or `form.leftAnchor` (Swift), for a term's item and attribute.
  std::function<std::string(const ItemReference&, LayoutAttribute)> anchor;
  /// The code's name of a metric (which the code then declares).
  std::function<std::string(const MetricTermDescription&)> metric;
};

/// `side` in the DSL's notation, typed as the DSL requires: positions only as a position plus
/// distances (`a.left + (c.right - a.left) / 2`), distances as differences of two positions of one
/// kind, dimensions times numbers, the constant with the metrics it was written with.
/// Guarantees: the DSL's operators build from the text a side with the same terms in the same
/// order (the first term first, which decides how leading and trailing resolve) and the same
/// coefficients and constant up to rounding.
std::string sideText(const SideDescription& side, const SideSpelling& spelling);

/// A string literal of `value` in `language` (quotes, backslashes and control characters
/// escaped).
std::string stringLiteral(std::string_view value, TranslationLanguage language);

/// A priority as the language's DSL names it: `priority::defaultHigh`, `.defaultLow + 1` or a
/// number (`749.5`).
std::string priorityText(double priority, TranslationLanguage language);

// MARK: The source (LayoutTranslationCode.cpp)

/// The whole source for `description`, parsed from `text` (quoted in comments for Visual Format
/// Language lines). Assumes the description loads into a new engine without a diagnostic.
std::string layoutCode(const LayoutFileDescription& description, std::string_view text,
                       TranslationLanguage language, const std::string& typeName,
                       const std::string& functionName);

}  // namespace clayout::internal
