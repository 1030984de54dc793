// DSLNotation.h — what the two DSLs write alike: numbers, the sides of a constraint with their
// anchors and metrics, priorities and string literals, each with the one part that differs
// between the languages given by the emitter (CppLayoutCode.cpp, SwiftLayoutCode.cpp).
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "Text/LayoutFileDescription.h"

namespace clayout::internal {

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

/// A string literal of `value`: quotes and backslashes escaped, a tab as `\t`, every other control
/// character by `controlEscape` (a printf format of one unsigned byte: `\%03o` in C++, `\u{%x}`
/// in Swift).
std::string stringLiteral(std::string_view value, const char* controlEscape);

/// A priority as the DSLs name it, after `prefix` (`priority::` in C++, `.` in Swift):
/// `priority::defaultHigh`, `.defaultLow + 1`, or a number without the prefix (`749.5`).
std::string priorityText(double priority, const char* prefix);

}  // namespace clayout::internal
