// EngineCalls.h — the engine calls that set a layout file's properties, in the loader's order
// (LayoutFileApplication.cpp), as values: what each emitter writes in its language
// (CppLayoutCode.cpp, SwiftLayoutCode.cpp), so that the order is written once.
//
// The order: the engine's readable width; for the root, then each item in the order of the file,
// its direction, intrinsic content size, hugging and compression resistance priorities
// (horizontal, then vertical), baseline offsets, margins, directional margins, safe area insets,
// the hierarchy's margin flags (preserving, from the safe area, the system minimum and whether it
// is respected), alignment insets, text, dimension ratio, bias
// (horizontal, then vertical) and, for a stack, its options; then the arranged items in the order
// of the file, the custom spacings, the hidden flags (the root's first); then the groups' hidden
// flags and the chains. The tree, the helpers' guides, the constraints and the root's size are
// each emitter's (their places in the code differ between the languages).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "Text/LayoutFileDescription.h"

namespace clayout::internal::calls {

struct SetLayoutDirection {
  LayoutDirection direction;
};
struct SetIntrinsicContentSize {
  std::optional<double> width, height;
};
/// Hugging or compression resistance along `axis`.
struct SetIntrinsicPriority {
  enum class Kind : std::uint8_t { contentHugging, compressionResistance } kind;
  LayoutAxis axis;
  double priority;
};
struct SetBaselineOffsets {
  double firstFromTop, lastFromBottom;
};
struct SetLayoutMargins {
  LayoutInsets margins;
};
struct SetDirectionalLayoutMargins {
  LayoutDirectionalInsets margins;
};
struct SetSafeAreaInsets {
  LayoutInsets insets;
};
// MARK: Margins and safe area that follow the hierarchy
struct SetPreservesSuperviewLayoutMargins {
  bool value;
};
struct SetInsetsLayoutMarginsFromSafeArea {
  bool value;
};
struct SetSystemMinimumLayoutMargins {
  LayoutDirectionalInsets minimum;
};
struct SetViewRespectsSystemMinimumLayoutMargins {
  bool value;
};
// MARK: Alignment rectangles
struct SetAlignmentRectInsets {
  LayoutInsets insets;
};
/// The engine's readable width (the call's item is unused): first, before the root's properties.
struct SetReadableContentWidth {
  double width;
};
// MARK: Unsatisfiable constraints
/// The engine's policy (the call's item is unused): first of all, before any constraint.
struct SetUnsatisfiableConstraintPolicy {
  UnsatisfiableConstraintPolicy policy;
};
/// A text item's text, measured by the reference monospaced measurer: with `font` (advance, line
/// height) when the file gives one, else with the measurer's defaults.
struct SetText {
  std::string text;
  std::optional<std::pair<double, double>> font;
};
struct SetDimensionRatio {
  double width, height;
};
/// Centering with bias along `axis` between the edges of `parent` (leading and trailing, or top
/// and bottom).
struct CenterWithBias {
  LayoutAxis axis;
  std::int32_t parent;
  double bias;
};
struct SetStackAxis {
  LayoutAxis axis;
};
struct SetStackAlignment {
  LayoutStackAlignment alignment;
};
struct SetStackDistribution {
  LayoutStackDistribution distribution;
};
struct SetStackSpacing {
  double spacing;
};
struct SetLayoutMarginsRelativeArrangement {
  bool value;
};
struct SetBaselineRelativeArrangement {
  bool value;
};
/// The call's item is the stack; `item` is arranged in it.
struct AddArrangedSubitem {
  std::int32_t item;
};
struct SetCustomSpacing {
  double spacing;
  std::int32_t after;
};
struct SetHidden {
  bool hidden;
};
/// `groups[group]` hidden or shown (the call's item is unused).
struct SetGroupHidden {
  std::size_t group;
  bool hidden;
};
/// `chains[chain]` (the call's item is unused).
struct MakeChain {
  std::size_t chain;
};

using Operation =
    std::variant<SetLayoutDirection, SetIntrinsicContentSize, SetIntrinsicPriority, SetBaselineOffsets,
                 SetLayoutMargins, SetDirectionalLayoutMargins, SetSafeAreaInsets,
                 SetPreservesSuperviewLayoutMargins, SetInsetsLayoutMarginsFromSafeArea,
                 SetSystemMinimumLayoutMargins, SetViewRespectsSystemMinimumLayoutMargins,
                 SetAlignmentRectInsets, SetReadableContentWidth, SetUnsatisfiableConstraintPolicy, SetText,
                 SetDimensionRatio, CenterWithBias, SetStackAxis, SetStackAlignment, SetStackDistribution,
                 SetStackSpacing, SetLayoutMarginsRelativeArrangement, SetBaselineRelativeArrangement,
                 AddArrangedSubitem, SetCustomSpacing, SetHidden, SetGroupHidden, MakeChain>;

/// One call: `operation` on `item` (an index into the file's items, or `rootItem`), written at
/// `location`.
struct EngineCall {
  std::int32_t item = rootItem;
  Operation operation;
  TextLocation location;
};

/// Every property call of `description`, in the loader's order (see the file comment).
std::vector<EngineCall> propertyCalls(const LayoutFileDescription& description);

}  // namespace clayout::internal::calls
