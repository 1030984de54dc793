// LayoutFileDescription.h — what a layout file says, parsed and checked but not yet applied:
// the parser's output and the application's input (LayoutFileApplication.h).
//
// Items are referred to by index into `LayoutFileDescription::items` (`rootItem` for the engine's
// root), so that the description holds no engine handle and can be applied to any new engine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout::internal {

/// The index of the root in an `ItemReference`.
inline constexpr std::int32_t rootItem = -1;

/// Which of an item's guides a reference names.
enum class GuideReference : std::uint8_t { none, layoutMarginsGuide, safeAreaLayoutGuide };

/// An item of the file, the root, or a guide the engine makes for one of them.
struct ItemReference {
  std::int32_t item = rootItem;
  GuideReference guide = GuideReference::none;
  friend bool operator==(const ItemReference&, const ItemReference&) = default;
};

/// `coefficient · item.attribute`.
struct TermDescription {
  ItemReference item;
  LayoutAttribute attribute = LayoutAttribute::left;
  double coefficient = 1;
};

/// The kind of a side, as the anchor DSL types it (CLayoutAnchor.h's anchor kinds, and numbers).
enum class ValueKind : std::uint8_t { number, xAxis, directionalXAxis, yAxis, dimension };

/// `coefficient · metric`, a metric as the constant of a side uses it (for the translation to
/// code, which writes metrics by name; the loader reads only `SideDescription::constant`).
struct MetricTermDescription {
  std::string name;
  /// The metric's value.
  double value = 0;
  double coefficient = 1;
};

/// A side of a constraint: `Σ coefficient · item.attribute + constant`, of one kind.
struct SideDescription {
  std::vector<TermDescription> terms;
  double constant = 0;
  ValueKind kind = ValueKind::number;
  /// The metrics in `constant` as written, like metrics combined: `constant` is
  /// `Σ coefficient · value` of these plus a plain number. A metric that the file multiplies by
  /// an anchor or by another metric is not kept (its value is then a plain number).
  std::vector<MetricTermDescription> metrics;
};

/// A constraint, sides as written.
struct ConstraintDescription {
  SideDescription first;
  Relation relation = Relation::equal;
  SideDescription second;
  double priority = 1000;
  std::string identifier;
  TextLocation location;
  /// For a constraint a Visual Format Language line stands for, where that format starts (its
  /// `H:`, `V:`, `|` or `[`); nullopt for one in the anchor notation.
  std::optional<TextLocation> visualFormat;
};

/// Per-axis priorities (hugging or compression resistance); unset axes keep the engine's default.
struct AxisPriorities {
  std::optional<double> horizontal;
  std::optional<double> vertical;
};

/// A property written on an item, with where it was written (an engine refusal names that line).
template <typename Value>
struct PropertyDescription {
  Value value{};
  TextLocation location;
};

/// An item of the file (or the root's properties), and what the file sets on it.
struct ItemDescription {
  std::string name;
  bool isLayoutGuide = false;
  /// The parent's index, `rootItem` for a top-level item.
  std::int32_t parent = rootItem;
  std::uint32_t depth = 1;
  TextLocation location;

  /// Width and height; an axis left out has no intrinsic size.
  std::optional<PropertyDescription<std::pair<std::optional<double>, std::optional<double>>>>
      intrinsicContentSize;
  std::optional<PropertyDescription<AxisPriorities>> contentHugging;
  std::optional<PropertyDescription<AxisPriorities>> compressionResistance;
  std::optional<PropertyDescription<LayoutDirection>> layoutDirection;
  /// First from the top, last from the bottom.
  std::optional<PropertyDescription<std::pair<double, double>>> baselineOffsets;
  std::optional<PropertyDescription<LayoutInsets>> layoutMargins;
  std::optional<PropertyDescription<LayoutDirectionalInsets>> directionalLayoutMargins;
  std::optional<PropertyDescription<LayoutInsets>> safeAreaInsets;

  // MARK: Measured items
  /// A text item's text (each `\n` of the file already a line break), measured by the reference
  /// monospaced measurer (CLayoutCore/Layout/TextMeasurement.h) with `font`.
  std::optional<PropertyDescription<std::string>> text;
  /// The font's advance and line height; when left out, MonospacedTextMeasurer's defaults (8, 20).
  std::optional<PropertyDescription<std::pair<double, double>>> font;
  // MARK: ConstraintLayout helpers
  /// `dimensionRatio: width 16, height 9`: `LayoutEngine::setDimensionRatio`.
  std::optional<PropertyDescription<std::pair<double, double>>> dimensionRatio;
  /// `bias: horizontal 0.3, vertical 0.5`: `LayoutEngine::centerWithBias` between the parent's
  /// leading and trailing (top and bottom) edges, per axis given.
  std::optional<PropertyDescription<std::pair<std::optional<double>, std::optional<double>>>> bias;

  // MARK: Hidden items
  std::optional<PropertyDescription<bool>> hidden;

  // MARK: Stacks
  /// Declared with `stack`.
  bool isStack = false;
  /// A view or stack declared directly in a stack's block: arranged in it, in the order of the file.
  bool isArranged = false;
  std::optional<PropertyDescription<LayoutAxis>> stackAxis;
  std::optional<PropertyDescription<LayoutStackDistribution>> stackDistribution;
  std::optional<PropertyDescription<LayoutStackAlignment>> stackAlignment;
  std::optional<PropertyDescription<double>> stackSpacing;
  std::optional<PropertyDescription<bool>> layoutMarginsRelativeArrangement;
  std::optional<PropertyDescription<bool>> baselineRelativeArrangement;
  /// `customSpacing: after name value`: the arranged item's index and the spacing, in file order.
  std::vector<PropertyDescription<std::pair<std::int32_t, double>>> customSpacings;
};

/// A whole file.
struct LayoutFileDescription {
  std::string fileName;
  /// The file's items, a parent before its subitems.
  std::vector<ItemDescription> items;
  /// The root's properties (its name and structure fields are unused).
  ItemDescription root;
  /// The root's size (`size:` at the top level), set last.
  std::optional<PropertyDescription<LayoutSize>> rootSize;
  /// Every constraint, in the order of the file (a VFL line expanded in place).
  std::vector<ConstraintDescription> constraints;
};

}  // namespace clayout::internal
