// ChainState.h — what the engine keeps of a chain (internal): what `makeChain` was given, so that
// hiding or showing one of its items can build the chain's constraints again (Chains.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "CLayoutCore/Layout/ConstraintHelpers.h"
#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout::internal {

/// A chain as made: its items in order, its axis, its two anchors and its options (validated:
/// weights and margins empty or one per item). Never changes after `makeChain`.
struct ChainState {
  std::vector<ItemIdentifier> items;
  LayoutAxis axis = LayoutAxis::horizontal;
  /// One-term expressions of the anchors the chain runs between.
  LayoutExpression start;
  LayoutExpression end;
  LayoutChainOptions options;
};

/// What one replacement of a chain's constraints changed, to undo it exactly (Chains.cpp,
/// `undoChainRebuild`): the helper, the constraints its record held before (active or not), and
/// the active ones that were dropped, with their activation order.
struct ChainRebuild {
  std::uint64_t helper = 0;
  std::vector<LayoutConstraint> recordBefore;
  std::vector<LayoutConstraint> dropped;
  /// Each dropped constraint's solver constraint and activation order, to note it active again.
  std::vector<Constraint> droppedSolverConstraints;
  std::vector<std::uint64_t> droppedOrders;
};

}  // namespace clayout::internal
