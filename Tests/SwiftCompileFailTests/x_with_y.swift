// x_with_y.swift — a horizontal anchor cannot be related to a vertical one.
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/x_with_y.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func relateXWithY(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.leadingAnchor == b.topAnchor + 8
  #else
    _ = a.leadingAnchor == b.trailingAnchor + 8
  #endif
}
