// position_divided_by_number.swift — a position cannot be divided by a number (a distance between
// positions can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/position_divided_by_number.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func dividePosition(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leftAnchor / 2
  #else
    _ = (b.rightAnchor - a.leftAnchor) / 2
  #endif
}
