// centerOffset.layout in the Swift DSL, written by `clayout translate centerOffset.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centerOffset.layout`, by their names in the file.
struct CenterOffsetLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centerOffset.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centerOffset.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCenterOffsetLayout(in engine: LayoutEngine) throws(LayoutError) -> CenterOffsetLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centerOffset.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.centerXAnchor == root.centerXAnchor + 10  // centerOffset.layout:5
    a.widthAnchor == 40  // centerOffset.layout:6
    a.topAnchor == root.topAnchor  // centerOffset.layout:6
    a.heightAnchor == 10  // centerOffset.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // centerOffset.layout:3
  return CenterOffsetLayout(root: root, a: a, constraints: constraints)
}
