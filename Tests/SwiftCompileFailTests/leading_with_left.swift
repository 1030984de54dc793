// leading_with_left.swift — leading and trailing (which follow the layout direction) cannot be
// related to left and right.
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/leading_with_left.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func relateLeadingWithLeft(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leadingAnchor == b.rightAnchor + 8
  #else
    _ = a.leadingAnchor == b.trailingAnchor + 8
  #endif
}
