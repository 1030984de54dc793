// x_minus_y.swift — a vertical position cannot be subtracted from a horizontal one.
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/x_minus_y.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func subtractYFromX(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.rightAnchor - b.topAnchor
  #else
    _ = a.rightAnchor - b.leftAnchor
  #endif
}
