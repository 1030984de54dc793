// StackState.h — what the engine keeps for a stack (internal): its options and its arranged items,
// each with the constraints the engine maintains for it (StackLayout.cpp, StackConstraints.cpp).
#pragma once

#include <optional>
#include <vector>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout::internal {

/// One arranged item of a stack and its active stack constraints, split by what they depend on so
/// that an edit replaces only those of the neighbours it changes.
struct ArrangedEntry {
  ItemIdentifier item;
  /// The spacing after this item (`setCustomSpacing`), when not the stack's.
  std::optional<double> customSpacingAfter;
  /// Along the axis: the ties to the previous visible item, and to the one before it for the
  /// equal distributions (or to the canvas's leading edge for the first visible item); for a
  /// hidden item, `stack-hiding`. Depend on the visible items before it, up to two.
  std::vector<LayoutConstraint> links;
  /// Across the axis: alignment and canvas edges. Depend on the previous arranged item (the
  /// baseline alignments chain each item to it) and on nothing else.
  std::vector<LayoutConstraint> alignment;
};

/// A stack's state (`ItemSlot::stack`).
struct StackState {
  LayoutStackProperties properties;
  std::vector<ArrangedEntry> arranged;
  /// The stack-wide constraints: the last visible item at the canvas's trailing edge and the
  /// canvas's fit across the axis. Depend on which item is the last visible one (`endsLast`).
  std::vector<LayoutConstraint> ends;
  /// The last visible item `ends` was built for (invalid when none was).
  ItemIdentifier endsLast;
  /// Whether `ends` holds the canvas's fit (alignments other than fill, with arranged items).
  bool endsFit = false;
};

}  // namespace clayout::internal
