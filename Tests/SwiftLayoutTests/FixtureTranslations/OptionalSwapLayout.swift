// optionalSwap.layout in the Swift DSL, written by `clayout translate optionalSwap.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `optionalSwap.layout`, by their names in the file.
struct OptionalSwapLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (optionalSwap.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `optionalSwap.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOptionalSwapLayout(in engine: LayoutEngine) throws(LayoutError) -> OptionalSwapLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // optionalSwap.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // optionalSwap.layout:5
    a.topAnchor == root.topAnchor  // optionalSwap.layout:5
    a.heightAnchor == 10  // optionalSwap.layout:5
    a.widthAnchor == 120 ~ 400 ~ "first"  // optionalSwap.layout:6
    a.widthAnchor == 80 ~ 300 ~ "second"  // optionalSwap.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // optionalSwap.layout:3
  return OptionalSwapLayout(root: root, a: a, constraints: constraints)
}
