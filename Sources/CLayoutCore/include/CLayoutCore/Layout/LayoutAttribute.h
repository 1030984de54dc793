// LayoutAttribute.h — the attributes of an item, and linear expressions of them: the model's
// vocabulary, which constraints are made of and the anchor DSL (Anchors/) builds.
#pragma once

#include <cstdint>
#include <vector>

#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// An attribute of an item, as NSLayoutAttribute. Every attribute is a linear function of the
/// item's four unknowns (left, top, width, height in root coordinates):
/// right = left + width, centerX = left + width/2, bottom = top + height, centerY = top + height/2,
/// firstBaseline = top + firstBaselineOffset, lastBaseline = top + height - lastBaselineOffset;
/// leading and trailing are left and right read in the item's layout direction.
enum class LayoutAttribute : std::uint8_t {
  left,
  right,
  top,
  bottom,
  leading,
  trailing,
  width,
  height,
  centerX,
  centerY,
  firstBaseline,
  lastBaseline,
};

/// The attribute's name as written in constraints: `left`, `centerX`, `firstBaseline`, …
const char* attributeName(LayoutAttribute attribute) noexcept;

/// `coefficient · item.attribute`.
struct LayoutTerm {
  ItemIdentifier item;
  LayoutAttribute attribute = LayoutAttribute::left;
  double coefficient = 1;
};

/// `Σ coefficient · item.attribute + constant` in one engine, untyped: the value behind every
/// typed anchor expression.
struct LayoutExpression {
  std::vector<LayoutTerm> terms;
  double constant = 0;
  /// The engine of the items (a `LayoutEngine*`, stored untyped so that Swift never takes it for
  /// an owning reference); null when the expression has no term.
  void* engine = nullptr;
  /// Set when the expression combines items of different engines (then `engine` is only the
  /// first of them): the engine refuses it as `differentEngines`.
  bool mixesEngines = false;
  /// Empty unless `mixesEngines`: then the engine of each term (a `LayoutEngine*`), in the order
  /// of `terms`, so that a refusal names each item in its own engine (two engines' items can
  /// share a slot and generation, so the identifier alone does not say whose item it is).
  std::vector<void*> termEngines{};
  /// The identity of `engine` (see `LayoutItem::engineIdentity`), so that an engine made later at
  /// the same address refuses the expression's items; 0 when not known (then only the address
  /// is checked).
  std::uint64_t engineIdentity = 0;

  /// `1 · item.attribute`, constant 0, in `engine` (a `LayoutEngine*`) of identity
  /// `engineIdentity`: the expression of one anchor, and the start of every expression the
  /// engine builds for itself.
  static LayoutExpression of(ItemIdentifier item, LayoutAttribute attribute, void* engine,
                             std::uint64_t engineIdentity = 0) {
    LayoutExpression expression{{LayoutTerm{item, attribute, 1.0}}, 0.0, engine};
    expression.engineIdentity = engineIdentity;
    return expression;
  }
};

}  // namespace clayout
