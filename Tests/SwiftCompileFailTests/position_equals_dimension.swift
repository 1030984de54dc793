// position_equals_dimension.swift — a position cannot equal a dimension (a distance between positions can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/position_equals_dimension.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func relatePositionToDimension(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leftAnchor == b.widthAnchor
  #else
    _ = a.rightAnchor - a.leftAnchor == b.widthAnchor
  #endif
}
