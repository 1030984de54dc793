// LayoutStack.h — the options of a stack (UIStackView's): how its arranged items share its length
// along the axis (distribution) and where they sit across it (alignment).
#pragma once

#include <cstdint>

#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// How a stack sizes and places its arranged items along its axis (UIStackView.Distribution).
/// In every case the first visible arranged item starts at the canvas's leading (or top) edge and
/// the last one ends at its trailing (or bottom) edge.
enum class LayoutStackDistribution : std::uint8_t {
  /// The items fill the axis with `spacing` between them; the solver stretches the one that hugs
  /// least and compresses the one that resists least (their priorities decide, as in UIKit).
  fill,
  /// As `fill`, and every visible item has the size of the one before it.
  fillEqually,
  /// As `fill`, and consecutive visible items keep the ratio of their intrinsic sizes along the
  /// axis (an item without a positive intrinsic size there is sized as in `fill`). A new
  /// intrinsic size (`setIntrinsicContentSize`, or a measured item's: its function's natural size,
  /// or the height `layoutIfNeeded` measures) rebuilds the item's ratios to its neighbours.
  fillProportionally,
  /// The items keep their sizes and the gaps between them are equal, at least `spacing`; exactly
  /// `spacing` when nothing else sets the stack's length along its axis (UIKit's tie-breaker: the
  /// stack is then as short as its items allow).
  equalSpacing,
  /// The distances between the centers of consecutive items are equal, the gaps at least
  /// `spacing`. The centering is at priority 149 (as UIKit's): it gives way to the spacing and to
  /// the items' hugging and compression resistance, so an item is compressed only when the items
  /// do not fit at the least spacing, never to keep the centers equal.
  equalCentering,
};

/// Where a stack places its arranged items across its axis (UIStackView.Alignment). `top` and
/// `leading` are one case, as are `bottom` and `trailing` (UIKit's names for the two axes).
enum class LayoutStackAlignment : std::uint8_t {
  /// From the canvas's cross edge to the other.
  fill,
  /// At the canvas's leading edge (a vertical stack) or top edge (a horizontal one).
  leading,
  /// First baselines aligned (horizontal stacks only); the item that rises most touches the top.
  firstBaseline,
  /// Centered on the canvas's center across the axis.
  center,
  /// At the canvas's trailing edge (a vertical stack) or bottom edge (a horizontal one).
  trailing,
  /// Last baselines aligned (horizontal stacks only); the item that rises most touches the top.
  lastBaseline,
  top = leading,
  bottom = trailing,
};

/// The options of a stack, as UIStackView's properties (defaults as UIKit's).
struct LayoutStackProperties {
  LayoutAxis axis = LayoutAxis::horizontal;
  LayoutStackDistribution distribution = LayoutStackDistribution::fill;
  LayoutStackAlignment alignment = LayoutStackAlignment::fill;
  /// The gap between consecutive visible items (the least gap for `equalSpacing` and
  /// `equalCentering`), unless a custom spacing follows the earlier item. Finite and not negative.
  double spacing = 0;
  /// Whether the items are laid out inside the stack's layout margins (its `layoutMarginsGuide`)
  /// rather than its edges.
  bool isLayoutMarginsRelativeArrangement = false;
  /// For a vertical stack: whether the spacing is measured from an item's last baseline to the
  /// next one's first baseline rather than from bottom to top. Ignored by horizontal stacks (as
  /// UIKit does).
  bool isBaselineRelativeArrangement = false;
};

/// The distribution's name as the layout file writes it: `fill`, `fillEqually`, …; `(invalid)` for
/// a value outside the cases.
const char* stackDistributionName(LayoutStackDistribution distribution) noexcept;
/// The alignment's name as the layout file writes it: `fill`, `leading`, `firstBaseline`, `center`,
/// `trailing`, `lastBaseline`; `(invalid)` for a value outside the cases.
const char* stackAlignmentName(LayoutStackAlignment alignment) noexcept;

}  // namespace clayout
