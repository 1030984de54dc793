// layout_leading_equals_constant.swift — in `layout { }`, `$0.leading == 20` is refused with the
// rule's message (without it, Swift speaks of a dimension's relation to a number).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line, with the message of the rule.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func layOutLeadingEqualToConstant(_ a: LayoutItem, _ b: LayoutItem) {
  b.layout {
    #if FORBIDDEN
      $0.leading == 20
    #else
      $0.leading == a.leadingAnchor + 20
    #endif
  }
}
