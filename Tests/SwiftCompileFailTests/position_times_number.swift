// position_times_number.swift — a position cannot be multiplied by a number (a dimension can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/position_times_number.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func multiplyPosition(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leftAnchor * 2
  #else
    _ = a.widthAnchor * 2
  #endif
}
