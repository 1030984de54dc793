// removeLeaf.layout in the Swift DSL, written by `clayout translate removeLeaf.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `removeLeaf.layout`, by their names in the file.
struct RemoveLeafLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (removeLeaf.layout:4).
  let a: LayoutItem
  /// `view b` (removeLeaf.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `removeLeaf.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRemoveLeafLayout(in engine: LayoutEngine) throws(LayoutError) -> RemoveLeafLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // removeLeaf.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // removeLeaf.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // removeLeaf.layout:6
    a.widthAnchor == 100  // removeLeaf.layout:6
    a.topAnchor == root.topAnchor  // removeLeaf.layout:6
    a.heightAnchor == 10  // removeLeaf.layout:6
    b.leftAnchor == a.rightAnchor + 10  // removeLeaf.layout:7
    b.widthAnchor == 50  // removeLeaf.layout:7
    b.topAnchor == root.topAnchor  // removeLeaf.layout:7
    b.heightAnchor == 10  // removeLeaf.layout:7
    b.leftAnchor == root.leftAnchor ~ .defaultLow  // removeLeaf.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // removeLeaf.layout:3
  return RemoveLeafLayout(root: root, a: a, b: b, constraints: constraints)
}
