// centersKept.layout in the Swift DSL, written by `clayout translate centersKept.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centersKept.layout`, by their names in the file.
struct CentersKeptLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centersKept.layout:4).
  let a: LayoutItem
  /// `view b` (centersKept.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centersKept.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCentersKeptLayout(in engine: LayoutEngine) throws(LayoutError) -> CentersKeptLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centersKept.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // centersKept.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.centerXAnchor == root.centerXAnchor  // centersKept.layout:6
    a.widthAnchor == 100  // centersKept.layout:6
    a.topAnchor == root.topAnchor  // centersKept.layout:6
    a.heightAnchor == 10  // centersKept.layout:6
    b.leadingAnchor == root.leadingAnchor + 20  // centersKept.layout:7
    b.widthAnchor == 40  // centersKept.layout:7
    b.topAnchor == a.bottomAnchor  // centersKept.layout:7
    b.heightAnchor == 10  // centersKept.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // centersKept.layout:3
  return CentersKeptLayout(root: root, a: a, b: b, constraints: constraints)
}
