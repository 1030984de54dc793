// CLayoutAnchor.h — typed anchors: one attribute of one item, of a kind the compiler checks.
//
// The anchor is a value of the model (an item's `left`, `width`, … are anchors: LayoutItem.h); it
// has no operators. The algebra over anchors, which turns them into expressions and constraints,
// is the DSL one layer up: CLayoutCore/Anchors/AnchorOperators.h.
#pragma once

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// The kinds of anchors. Positions of one kind can be related to each other; dimensions to
/// dimensions and to constants. Left/right/centerX and leading/trailing are different kinds, so
/// that a constraint cannot mix them (their meaning differs in right-to-left layouts).
namespace anchor_kind {
/// Horizontal positions in absolute terms: left, right, centerX.
struct XAxis {};
/// Horizontal positions in reading direction: leading, trailing.
struct DirectionalXAxis {};
/// Vertical positions: top, bottom, centerY, firstBaseline, lastBaseline.
struct YAxis {};
/// Sizes and distances: width, height, and the difference of two positions of one kind.
struct Dimension {};
}  // namespace anchor_kind

/// One attribute of one item, typed by its kind: what `view.right` is. Anchors are plain values;
/// the operators of AnchorOperators.h combine them into typed expressions and constraints, and
/// `CLayoutExpression(anchor).isEqualTo(other, multiplier, constant)` is the named form.
template <typename Kind>
class CLayoutAnchor {
 public:
  /// No anchor.
  CLayoutAnchor() = default;
  /// The anchor of `attribute` of the item `item` of the engine `engine` (a `LayoutEngine*`)
  /// whose identity is `engineIdentity` (`LayoutItem::engineIdentity`; 0 when not known).
  CLayoutAnchor(void* engine, ItemIdentifier item, LayoutAttribute attribute,
                std::uint64_t engineIdentity = 0) noexcept
      : engine_(engine), item_(item), attribute_(attribute), engineIdentity_(engineIdentity) {}

  /// The item, by identity only: an anchor of a removed item keeps it, and the engine answers
  /// `removedItem` when a constraint uses it.
  ItemIdentifier item() const noexcept { return item_; }
  /// Which of the item's attributes, always one of `Kind` (`left`, `right` or `centerX` for
  /// `XAxis`, …).
  LayoutAttribute attribute() const noexcept { return attribute_; }
  /// The engine (a `LayoutEngine*`, untyped so that Swift never takes it for an owning
  /// reference); null for a default-constructed anchor.
  void* engine() const noexcept { return engine_; }
  /// The anchor as an expression of one term: `1 · item.attribute`.
  LayoutExpression expression() const {
    return LayoutExpression::of(item_, attribute_, engine_, engineIdentity_);
  }
  /// The engine's identity (see `LayoutItem::engineIdentity`).
  std::uint64_t engineIdentity() const noexcept { return engineIdentity_; }

 private:
  void* engine_ = nullptr;
  ItemIdentifier item_;
  LayoutAttribute attribute_ = LayoutAttribute::left;
  std::uint64_t engineIdentity_ = 0;
};

/// `left`, `right`, `centerX`.
using CLayoutXAxisAnchor = CLayoutAnchor<anchor_kind::XAxis>;
/// `leading`, `trailing`.
using CLayoutDirectionalXAxisAnchor = CLayoutAnchor<anchor_kind::DirectionalXAxis>;
/// `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
using CLayoutYAxisAnchor = CLayoutAnchor<anchor_kind::YAxis>;
/// `width`, `height`.
using CLayoutDimension = CLayoutAnchor<anchor_kind::Dimension>;

}  // namespace clayout
