// position_plus_position.swift — two positions cannot be added (their difference, a distance, can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/position_plus_position.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func addPositions(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leftAnchor + b.leftAnchor
  #else
    _ = a.leftAnchor - b.leftAnchor
  #endif
}
