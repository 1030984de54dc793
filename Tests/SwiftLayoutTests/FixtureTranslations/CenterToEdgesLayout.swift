// centerToEdges.layout in the Swift DSL, written by `clayout translate centerToEdges.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centerToEdges.layout`, by their names in the file.
struct CenterToEdgesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centerToEdges.layout:4).
  let a: LayoutItem
  /// `view b` (centerToEdges.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centerToEdges.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCenterToEdgesLayout(in engine: LayoutEngine) throws(LayoutError) -> CenterToEdgesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centerToEdges.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // centerToEdges.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // centerToEdges.layout:6
    a.topAnchor == root.topAnchor  // centerToEdges.layout:6
    a.widthAnchor == 120  // centerToEdges.layout:6
    a.heightAnchor == 80  // centerToEdges.layout:6
    b.centerXAnchor == a.rightAnchor  // centerToEdges.layout:7
    b.centerYAnchor == a.bottomAnchor  // centerToEdges.layout:8
    b.widthAnchor == 30  // centerToEdges.layout:9
    b.heightAnchor == 50  // centerToEdges.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 300))  // centerToEdges.layout:3
  return CenterToEdgesLayout(root: root, a: a, b: b, constraints: constraints)
}
