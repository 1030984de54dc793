// layout_x_with_y.swift — inside `layout { }`, a horizontal anchor cannot be related to a vertical
// one (the article's form: the short names of the proxy, `$0.leading`).
//
// Type-checked twice by `run` (next to this file): as is, it must type-check (the allowed twin);
// with FORBIDDEN defined it must fail on the forbidden line.
import SwiftLayout

/// The twin and the forbidden form, on items `a` and `b` of one engine.
func layOutXWithY(_ a: LayoutItem, _ b: LayoutItem) {
  b.layout {
    #if FORBIDDEN
      $0.leading == a.bottomAnchor + 20
    #else
      $0.leading == a.trailingAnchor + 20
    #endif
  }
}
