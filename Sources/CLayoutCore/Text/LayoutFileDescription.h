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

#include "CLayoutCore/Layout/ConstraintHelpers.h"
#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Layout/UnsatisfiableConstraints.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout::internal {

/// The index of the root in an `ItemReference`.
inline constexpr std::int32_t rootItem = -1;

/// Which of an item's guides a reference names.
enum class GuideReference : std::uint8_t {
  none,
  layoutMarginsGuide,
  safeAreaLayoutGuide,
  readableContentGuide
};

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
  /// The item whose layout direction reads leading and trailing (`PendingLayoutConstraint::
  /// directionItem`): a format's superview `|` for each of its constraints that reads them;
  /// nullopt otherwise (the first item's direction).
  std::optional<ItemReference> directionItem;
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

// MARK: ConstraintLayout helpers

/// `guideline name: vertical begin 16`: the guide `LayoutEngine::makeGuideline` makes.
struct GuidelineDescription {
  GuidelineOrientation orientation = GuidelineOrientation::vertical;
  GuidelineReference reference = GuidelineReference::begin;
  double value = 0;
};

/// `barrier name: trailing of a, b margin 8`: the guide `LayoutEngine::makeBarrier` makes.
struct BarrierDescription {
  BarrierEdge edge = BarrierEdge::trailing;
  /// The items it follows (indices into the file's items), in the order written.
  std::vector<std::int32_t> items;
  double margin = 0;
};

/// An anchor a chain runs from or to: `item.attribute`, a guide of an item included.
struct AnchorDescription {
  ItemReference item;
  LayoutAttribute attribute = LayoutAttribute::leading;
};

/// `chain H: a, b, c from root.leading to root.trailing style packed bias 0.3`:
/// `LayoutEngine::makeChain`.
struct ChainDescription {
  LayoutAxis axis = LayoutAxis::horizontal;
  /// The items, in the order written (indices into the file's items).
  std::vector<std::int32_t> items;
  /// The anchors: as written, or the enclosing item's leading and trailing (top and bottom).
  AnchorDescription start;
  AnchorDescription end;
  /// Whether `from … to …` was written (the translation writes the anchors either way).
  bool anchorsWritten = false;
  LayoutChainOptions options;
  /// Where the statement starts (its `chain`): an engine refusal is reported there.
  TextLocation location;
};

/// `group name: a, b hidden true`: a named set of items, hidden or shown at once
/// (`LayoutEngine::setHidden` of several items).
struct GroupDescription {
  std::string name;
  /// The items, in the order written (indices into the file's items; views only).
  std::vector<std::int32_t> items;
  /// `hidden true` or `hidden false`: set on every item once the items' own flags are set.
  std::optional<bool> hidden;
  /// Where its name is written.
  TextLocation location;
};

/// An item of the file (or the root's properties), and what the file sets on it.
struct ItemDescription {
  std::string name;
  bool isLayoutGuide = false;
  /// Declared with `guideline` or `barrier`: a layout guide that the engine makes with the helper
  /// (after the tree, in the order of the file), not with `makeLayoutGuide`.
  bool isHelperGuide = false;
  /// The parent's index, `rootItem` for a top-level item.
  std::int32_t parent = rootItem;
  std::uint32_t depth = 1;
  TextLocation location;

  /// `identifier: "…"`: a name of the item outside the file (an Interface Builder id), kept in
  /// the load's result; the engine does not see it.
  std::optional<PropertyDescription<std::string>> identifier;
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

  // Margins and safe area that follow the hierarchy (UIKitPropertyParser.h)
  std::optional<PropertyDescription<bool>> preservesSuperviewLayoutMargins;
  std::optional<PropertyDescription<bool>> insetsLayoutMarginsFromSafeArea;
  std::optional<PropertyDescription<LayoutDirectionalInsets>> systemMinimumLayoutMargins;
  std::optional<PropertyDescription<bool>> viewRespectsSystemMinimumLayoutMargins;
  // Alignment rectangles
  std::optional<PropertyDescription<LayoutInsets>> alignmentRectInsets;

  // Text items
  /// A text item's text (each `\n` of the file already a line break), measured by the reference
  /// monospaced measurer (CLayoutCore/Layout/TextMeasurement.h) with `font`.
  std::optional<PropertyDescription<std::string>> text;
  /// The font's advance and line height; when left out, MonospacedTextMeasurer's defaults (8, 20).
  std::optional<PropertyDescription<std::pair<double, double>>> font;
  // ConstraintLayout helpers
  /// `dimensionRatio: width 16, height 9`: `LayoutEngine::setDimensionRatio`.
  std::optional<PropertyDescription<std::pair<double, double>>> dimensionRatio;
  /// `bias: horizontal 0.3, vertical 0.5`: `LayoutEngine::centerWithBias` between the parent's
  /// leading and trailing (top and bottom) edges, per axis given.
  std::optional<PropertyDescription<std::pair<std::optional<double>, std::optional<double>>>> bias;
  /// A guideline's item (`guideline name: …`, a layout guide the engine makes), at the statement's
  /// `guideline`.
  std::optional<PropertyDescription<GuidelineDescription>> guideline;
  /// A barrier's item (`barrier name: …`, a layout guide the engine makes), at its `barrier`.
  std::optional<PropertyDescription<BarrierDescription>> barrier;

  std::optional<PropertyDescription<bool>> hidden;

  // Stacks
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
  /// The root's size (`size:` at the top level, or the host's instead: `rootSizeFromHost`), set
  /// last.
  std::optional<PropertyDescription<LayoutSize>> rootSize;
  /// Whether `rootSize` is the host's (`LayoutFileOptions::rootSize`) rather than the file's.
  bool rootSizeFromHost = false;
  /// Whether the host's `rootSize` replaced a `size:` of the file.
  bool rootSizeReplacesFile = false;
  /// `readableContentWidth:` at the top level: the engine's readable width.
  std::optional<PropertyDescription<double>> readableContentWidth;
  /// `unsatisfiableConstraints:` at the top level: the engine's policy, set before anything else.
  std::optional<PropertyDescription<UnsatisfiableConstraintPolicy>> unsatisfiableConstraints;
  /// Every constraint, in the order of the file (a VFL line expanded in place).
  std::vector<ConstraintDescription> constraints;
  /// The chains, in the order of the file.
  std::vector<ChainDescription> chains;
  /// The groups, in the order of the file.
  std::vector<GroupDescription> groups;
};

}  // namespace clayout::internal
