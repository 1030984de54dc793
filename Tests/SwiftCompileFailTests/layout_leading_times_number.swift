// layout_leading_times_number.swift — in `layout { }`, a position times a number is refused with
// the rule's message (without it, Swift speaks of `DurationProtocol`).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line, with the message of the rule.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func layOutLeadingTimesNumber(_ a: LayoutItem, _ b: LayoutItem) {
  b.layout {
    #if FORBIDDEN
      $0.leading == a.leadingAnchor * 2
    #else
      $0.width == a.widthAnchor * 2
    #endif
  }
}
