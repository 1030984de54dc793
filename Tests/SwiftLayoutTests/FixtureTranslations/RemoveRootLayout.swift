// removeRoot.layout in the Swift DSL, written by `clayout translate removeRoot.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `removeRoot.layout`, by their names in the file.
struct RemoveRootLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (removeRoot.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `removeRoot.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRemoveRootLayout(in engine: LayoutEngine) throws(LayoutError) -> RemoveRootLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // removeRoot.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // removeRoot.layout:5
    a.topAnchor == root.topAnchor  // removeRoot.layout:5
    a.widthAnchor == 10  // removeRoot.layout:5
    a.heightAnchor == 10  // removeRoot.layout:5
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // removeRoot.layout:3
  return RemoveRootLayout(root: root, a: a, constraints: constraints)
}
