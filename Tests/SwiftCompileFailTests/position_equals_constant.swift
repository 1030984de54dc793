// position_equals_constant.swift — a position cannot equal a constant (only a dimension can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/position_equals_constant.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func relatePositionToConstant(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leftAnchor == 100
  #else
    _ = a.widthAnchor == 100
  #endif
}
