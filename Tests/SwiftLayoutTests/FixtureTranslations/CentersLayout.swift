// centers.layout in the Swift DSL, written by `clayout translate centers.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centers.layout`, by their names in the file.
struct CentersLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centers.layout:4).
  let a: LayoutItem
  /// `view b` (centers.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centers.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCentersLayout(in engine: LayoutEngine) throws(LayoutError) -> CentersLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centers.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // centers.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.widthAnchor == 100  // centers.layout:6
    a.heightAnchor == 50  // centers.layout:6
    a.centerXAnchor == root.centerXAnchor  // centers.layout:7
    a.centerYAnchor == root.centerYAnchor + 10  // centers.layout:8
    b.centerXAnchor == a.rightAnchor  // centers.layout:9
    b.widthAnchor == 20  // centers.layout:10
    b.topAnchor == a.bottomAnchor  // centers.layout:11
    b.heightAnchor == a.heightAnchor - 30  // centers.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // centers.layout:3
  return CentersLayout(root: root, a: a, b: b, constraints: constraints)
}
