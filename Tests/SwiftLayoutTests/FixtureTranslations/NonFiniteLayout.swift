// nonFinite.layout in the Swift DSL, written by `clayout translate nonFinite.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `nonFinite.layout`, by their names in the file.
struct NonFiniteLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (nonFinite.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `nonFinite.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNonFiniteLayout(in engine: LayoutEngine) throws(LayoutError) -> NonFiniteLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // nonFinite.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // nonFinite.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor ~ "a-left"  // nonFinite.layout:5
    a.topAnchor == root.topAnchor  // nonFinite.layout:5
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // nonFinite.layout:3
  return NonFiniteLayout(root: root, a: a, constraints: constraints)
}
