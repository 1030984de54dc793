// constant_equals_position.swift — a number cannot equal a position (it can equal a dimension).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line, with the message of the rule.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func relateConstantToPosition(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = 10 == a.centerXAnchor
  #else
    _ = 10 == a.widthAnchor
  #endif
}
