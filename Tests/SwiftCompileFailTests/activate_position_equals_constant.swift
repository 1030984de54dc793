// activate_position_equals_constant.swift — inside `activate { }`, a position cannot equal a
// constant (only a dimension can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func activatePositionEqualToConstant(_ a: LayoutItem, _ b: LayoutItem) throws(LayoutError) {
  try activate {
    b.widthAnchor == 50
    #if FORBIDDEN
      a.leftAnchor == 100
    #else
      a.widthAnchor == 100
    #endif
  }
}
