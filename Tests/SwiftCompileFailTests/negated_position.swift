// negated_position.swift — a position cannot be negated (a dimension can).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line, with the message of the rule.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func negatePosition(_ a: LayoutItem, _ b: LayoutItem) {
  #if FORBIDDEN
    _ = -a.leftAnchor
  #else
    _ = -a.widthAnchor
  #endif
}
