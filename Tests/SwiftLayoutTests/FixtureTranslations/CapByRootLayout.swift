// capByRoot.layout in the Swift DSL, written by `clayout translate capByRoot.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `capByRoot.layout`, by their names in the file.
struct CapByRootLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (capByRoot.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `capByRoot.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCapByRootLayout(in engine: LayoutEngine) throws(LayoutError) -> CapByRootLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // capByRoot.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 20  // capByRoot.layout:5
    a.topAnchor == root.topAnchor  // capByRoot.layout:5
    a.heightAnchor == 10  // capByRoot.layout:5
    a.widthAnchor <= root.widthAnchor - 40  // capByRoot.layout:6
    a.widthAnchor == 300 ~ .defaultHigh  // capByRoot.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // capByRoot.layout:3
  return CapByRootLayout(root: root, a: a, constraints: constraints)
}
