// keepApart.layout in the Swift DSL, written by `clayout translate keepApart.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `keepApart.layout`, by their names in the file.
struct KeepApartLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (keepApart.layout:4).
  let a: LayoutItem
  /// `view b` (keepApart.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `keepApart.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildKeepApartLayout(in engine: LayoutEngine) throws(LayoutError) -> KeepApartLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // keepApart.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // keepApart.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 50  // keepApart.layout:6
    a.widthAnchor == 100  // keepApart.layout:6
    a.topAnchor == root.topAnchor  // keepApart.layout:6
    a.heightAnchor == 10  // keepApart.layout:6
    b.widthAnchor == 60  // keepApart.layout:7
    b.topAnchor == root.topAnchor  // keepApart.layout:7
    b.heightAnchor == 10  // keepApart.layout:7
    b.leftAnchor >= a.rightAnchor + 10  // keepApart.layout:8
    b.leftAnchor == root.leftAnchor + 100 ~ 500  // keepApart.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // keepApart.layout:3
  return KeepApartLayout(root: root, a: a, b: b, constraints: constraints)
}
