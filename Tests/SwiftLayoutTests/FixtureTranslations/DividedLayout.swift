// divided.layout in the Swift DSL, written by `clayout translate divided.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `divided.layout`, by their names in the file.
struct DividedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (divided.layout:4).
  let a: LayoutItem
  /// `view b` (divided.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `divided.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDividedLayout(in engine: LayoutEngine) throws(LayoutError) -> DividedLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // divided.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // divided.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // divided.layout:6
    a.topAnchor == root.topAnchor  // divided.layout:6
    a.widthAnchor == root.widthAnchor / 3  // divided.layout:7
    a.heightAnchor == root.heightAnchor / 3  // divided.layout:8
    b.leftAnchor == a.rightAnchor  // divided.layout:9
    b.topAnchor == a.bottomAnchor  // divided.layout:9
    b.widthAnchor == a.widthAnchor * 2  // divided.layout:10
    b.heightAnchor == a.heightAnchor * 2  // divided.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 90))  // divided.layout:3
  return DividedLayout(root: root, a: a, b: b, constraints: constraints)
}
