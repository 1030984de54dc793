// position_at_least_constant.swift — a position cannot be at least a number (a dimension can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line, with the message of the rule. The C++ twin is
// Tests/CompileFailTests/position_equals_constant.cpp (its `>=` form).
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func relatePositionAtLeastConstant(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.topAnchor >= 10
  #else
    _ = a.heightAnchor >= 10
  #endif
}
