// centered.layout in the Swift DSL, written by `clayout translate centered.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centered.layout`, by their names in the file.
struct CenteredLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centered.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centered.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCenteredLayout(in engine: LayoutEngine) throws(LayoutError) -> CenteredLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centered.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.widthAnchor == 100  // centered.layout:5
    a.heightAnchor == 50  // centered.layout:5
    a.centerXAnchor == root.centerXAnchor  // centered.layout:6
    a.centerYAnchor == root.centerYAnchor  // centered.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // centered.layout:3
  return CenteredLayout(root: root, a: a, constraints: constraints)
}
