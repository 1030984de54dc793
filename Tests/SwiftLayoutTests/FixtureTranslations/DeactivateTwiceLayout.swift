// deactivateTwice.layout in the Swift DSL, written by `clayout translate deactivateTwice.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `deactivateTwice.layout`, by their names in the file.
struct DeactivateTwiceLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (deactivateTwice.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `deactivateTwice.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDeactivateTwiceLayout(in engine: LayoutEngine) throws(LayoutError) -> DeactivateTwiceLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // deactivateTwice.layout:5
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // deactivateTwice.layout:6
    a.topAnchor == root.topAnchor  // deactivateTwice.layout:6
    a.heightAnchor == 10  // deactivateTwice.layout:6
    a.widthAnchor == 100 ~ "hundred"  // deactivateTwice.layout:7
    a.widthAnchor == 60 ~ 300 ~ "fallback"  // deactivateTwice.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // deactivateTwice.layout:4
  return DeactivateTwiceLayout(root: root, a: a, constraints: constraints)
}
