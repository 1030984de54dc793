// CLayoutAnchor.h — typed anchors: one attribute of one item, of a kind the compiler checks.
#pragma once

#include "CLayoutCore/Anchors/LayoutAttribute.h"

namespace clayout {

struct PendingLayoutConstraint;
template <typename Kind>
class CLayoutExpression;

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
/// the operators in AnchorOperators.h combine them into typed expressions and constraints.
template <typename Kind>
class CLayoutAnchor {
 public:
  /// No anchor.
  CLayoutAnchor() = default;
  /// The anchor of `attribute` of the item `item` of the engine `engine` (a `LayoutEngine*`).
  CLayoutAnchor(void* engine, ItemIdentifier item, LayoutAttribute attribute) noexcept
      : engine_(engine), item_(item), attribute_(attribute) {}

  /// The item.
  ItemIdentifier item() const noexcept { return item_; }
  /// The attribute.
  LayoutAttribute attribute() const noexcept { return attribute_; }
  /// The engine (a `LayoutEngine*`, untyped for Swift's sake).
  void* engine() const noexcept { return engine_; }
  /// The anchor as an expression of one term.
  LayoutExpression expression() const {
    return LayoutExpression{{LayoutTerm{item_, attribute_, 1.0}}, 0.0, engine_};
  }

  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`; a multiplier is allowed on positions too
  /// (`a.centerX.isEqualTo(b.centerX, 0.5, 0)`). Defined in AnchorOperators.h.
  PendingLayoutConstraint isEqualTo(const CLayoutExpression<Kind>& other, double multiplier = 1,
                                    double constant = 0) const;
  /// `self <= other · multiplier + constant`. Defined in AnchorOperators.h.
  PendingLayoutConstraint isLessThanOrEqualTo(const CLayoutExpression<Kind>& other, double multiplier = 1,
                                              double constant = 0) const;
  /// `self >= other · multiplier + constant`. Defined in AnchorOperators.h.
  PendingLayoutConstraint isGreaterThanOrEqualTo(const CLayoutExpression<Kind>& other, double multiplier = 1,
                                                 double constant = 0) const;

 private:
  void* engine_ = nullptr;
  ItemIdentifier item_;
  LayoutAttribute attribute_ = LayoutAttribute::left;
};

/// `left`, `right`, `centerX`.
using CLayoutXAxisAnchor = CLayoutAnchor<anchor_kind::XAxis>;
/// `leading`, `trailing`.
using CLayoutDirectionalXAxisAnchor = CLayoutAnchor<anchor_kind::DirectionalXAxis>;
/// `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
using CLayoutYAxisAnchor = CLayoutAnchor<anchor_kind::YAxis>;
/// `width`, `height`.
using CLayoutDimension = CLayoutAnchor<anchor_kind::Dimension>;

extern template class CLayoutAnchor<anchor_kind::XAxis>;
extern template class CLayoutAnchor<anchor_kind::DirectionalXAxis>;
extern template class CLayoutAnchor<anchor_kind::YAxis>;
extern template class CLayoutAnchor<anchor_kind::Dimension>;

}  // namespace clayout
