// product_of_dimensions.swift — two dimensions cannot be multiplied (the result would not be linear).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line. The C++ twin is
// Tests/CompileFailTests/product_of_dimensions.cpp.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func multiplyDimensions(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = a.widthAnchor * b.widthAnchor
  #else
    _ = a.widthAnchor * 2 + b.widthAnchor
  #endif
}
