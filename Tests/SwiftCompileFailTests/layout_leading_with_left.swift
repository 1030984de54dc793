// layout_leading_with_left.swift — inside `layout { }` and with a priority, leading (which follows
// the layout direction) still cannot be related to left.
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func layOutLeadingWithLeft(_ a: LayoutItem, _ b: LayoutItem) {
  b.layout {
    #if FORBIDDEN
      $0.leading == a.leftAnchor + 8 ~ .defaultHigh
    #else
      $0.leading == a.leadingAnchor + 8 ~ .defaultHigh
    #endif
  }
}
