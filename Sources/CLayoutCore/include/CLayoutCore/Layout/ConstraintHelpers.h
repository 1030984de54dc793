// ConstraintHelpers.h — the vocabulary of ConstraintLayout's helpers (guidelines, barriers, chains,
// centering with bias, dimension ratio) as `LayoutEngine` builds them (LayoutEngine.h, "MARK:
// ConstraintLayout helpers").
//
// Each helper is a set of ordinary constraints the engine maintains (shown in dumps, in
// `constraintsAffecting` and in conflicts, with identifiers such as `guideline g`, `barrier b`,
// `chain-spread`, `bias`, `ratio`), made all or nothing and removed together with
// `LayoutEngine::removeHelper`. Android's names are read in Auto Layout's vocabulary: start and end
// are leading and trailing.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutResult.h"

namespace clayout {

class LayoutEngine;

/// A handle to one helper of an engine: what `LayoutEngine::removeHelper` removes. A plain value;
/// a handle to a removed helper, another engine's or an empty one is refused by the engine.
struct LayoutHelper {
  /// The engine that made it (a `LayoutEngine*`, untyped as in `LayoutExpression`); null: none.
  void* engine = nullptr;
  /// The identity of that engine (see `LayoutItem::engineIdentity`).
  std::uint64_t engineIdentity = 0;
  /// The helper's number in its engine (from 1; 0: no helper).
  std::uint64_t number = 0;
  /// For a guideline or a barrier, the layout guide that is the line: its `leading` / `left`
  /// (vertical line) or `top` (horizontal line) is the position to relate other items to. An empty
  /// handle for the other helpers.
  LayoutItem guide;

  /// Whether the handle names a helper (it may have been removed since).
  bool isValid() const noexcept { return number != 0; }
};

/// The outcome of a call that makes a helper: on success, the helper; on failure, `result` says
/// why (naming the culprit) and the engine is exactly as it was.
struct [[nodiscard]] LayoutHelperResult {
  LayoutResult result;
  LayoutHelper helper;

  /// Whether the call succeeded.
  explicit operator bool() const noexcept { return result.succeeded(); }
};

/// Which way a guideline runs. A vertical guideline is a vertical line at a horizontal position
/// (ConstraintLayout's `android:orientation="vertical"`); a horizontal one is a line at a vertical
/// position.
enum class GuidelineOrientation : std::uint8_t { vertical, horizontal };

/// What a guideline's value measures from: ConstraintLayout's `layout_constraintGuide_begin`,
/// `_end` and `_percent`.
enum class GuidelineReference : std::uint8_t {
  /// Points from the parent's leading edge (vertical guideline; the right edge in right to left)
  /// or top edge (horizontal guideline).
  begin,
  /// Points from the parent's trailing edge or bottom edge, inward.
  end,
  /// A fraction in [0, 1] of the parent's width (from its leading edge) or height (from its top).
  fraction,
};

/// The edge of the items a barrier follows (ConstraintLayout's `barrierDirection`; start and end
/// are leading and trailing). The barrier sits at the most extreme such edge: the largest for
/// `trailing`, `right`, `bottom`, the smallest for `leading`, `left`, `top` (by reading direction
/// for leading and trailing), moved outward by its margin.
enum class BarrierEdge : std::uint8_t { leading, trailing, left, right, top, bottom };

/// The priority of a barrier's pull toward its items (see `LayoutEngine::makeBarrier`): the
/// lowest level a host is likely to use, below `priority::fittingSizeLevel`, so that every
/// other optional constraint settles the items first. A host constraint at this same priority
/// shares its level (their errors are summed).
inline constexpr double barrierPullPriority = 1;

/// How a chain spreads its items between its two anchors (ConstraintLayout's `chainStyle`).
enum class ChainStyle : std::uint8_t {
  /// Equal gaps, the two ends included.
  spread,
  /// The first and last items pinned to the anchors, equal gaps between the items.
  spreadInside,
  /// The items side by side, the group placed by the chain's bias.
  packed,
};

/// The fixed space on either side of one item of a chain, along the chain: ConstraintLayout's
/// `layout_marginStart` and `layout_marginEnd` (`layout_marginTop` and `_Bottom` in a vertical
/// chain) of a widget in a chain. A margin is part of the gap next to it but not of the space the
/// chain's style spreads: the gap between two items is the end margin of the first, plus the
/// start margin of the second, plus the spread part. Each is finite and 0 or more (as Android's
/// margins; a negative margin is refused). The margins of a hidden ("gone") item count for nothing.
///
/// `goneStart` and `goneEnd` are ConstraintLayout's `layout_goneMarginStart` and `_End`: the margin
/// the item uses instead of `start` while the item just before it in the chain's list is gone
/// (hidden), and instead of `end` while the item just after it is; the same rules as the others
/// when given. The first item's start and the last one's end face the anchors, which are never
/// gone, so their gone margins never apply.
struct LayoutChainMargins {
  /// Before the item: from the chain's start anchor (the first visible item) or from the end
  /// margin of the visible item before it. Leading (or top) side.
  double start = 0;
  /// After the item: to the chain's end anchor (the last visible item) or to the start margin of
  /// the visible item after it. Trailing (or bottom) side.
  double end = 0;
  /// Instead of `start` while the item before it in the chain is gone; none: `start` still.
  std::optional<double> goneStart = std::nullopt;
  /// Instead of `end` while the item after it in the chain is gone; none: `end` still.
  std::optional<double> goneEnd = std::nullopt;
};

/// The options of a chain.
struct LayoutChainOptions {
  ChainStyle style = ChainStyle::spread;
  /// For `packed`: where the group sits between the anchors, 0 (leading or top) to 1 (trailing or
  /// bottom); 0.5 centers it. Must be in [0, 1] whatever the style.
  double bias = 0.5;
  /// Empty, or one weight per item (finite, not negative). An item of weight > 0 is a
  /// "match constraint" item (ConstraintLayout's size 0dp): its size along the chain is the
  /// chain's, shared among the weighted items in proportion to their weights; an item of weight 0
  /// keeps the size its own constraints give. When any item is weighted the items fill the space
  /// between the anchors (no gaps, as in ConstraintLayout, where match-constraint items take the
  /// space), so the style and the bias have no effect.
  std::vector<double> weights;
  /// Empty (no margins), or one `LayoutChainMargins` per item, in the order of the items. With
  /// the gaps g0 (start anchor to first visible item), gk (between visible items) and gn (last
  /// visible item to end anchor), each gap is its fixed margins plus a spread part sk; the style
  /// holds the sk: `spread` all equal, `spreadInside` s0 = sn = 0 and the inner ones equal,
  /// `packed` the inner ones 0 and (1 - bias) · s0 = bias · sn, weighted all 0.
  std::vector<LayoutChainMargins> margins;
};

// The cases' names as layout files and the translation to code write them (the same in both
// DSLs: `ChainStyle::packed`, `.packed`); `(invalid)` for a value outside the cases.

/// `vertical`, `horizontal`.
const char* guidelineOrientationName(GuidelineOrientation orientation) noexcept;
/// `begin`, `end`, `fraction`.
const char* guidelineReferenceName(GuidelineReference reference) noexcept;
/// `leading`, `trailing`, `left`, `right`, `top`, `bottom`.
const char* barrierEdgeName(BarrierEdge edge) noexcept;
/// `spread`, `spreadInside`, `packed`.
const char* chainStyleName(ChainStyle style) noexcept;

}  // namespace clayout
