// halfDistance.layout in the Swift DSL, written by `clayout translate halfDistance.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `halfDistance.layout`, by their names in the file.
struct HalfDistanceLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (halfDistance.layout:4).
  let a: LayoutItem
  /// `view b` (halfDistance.layout:5).
  let b: LayoutItem
  /// `view marker` (halfDistance.layout:6).
  let marker: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `halfDistance.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHalfDistanceLayout(in engine: LayoutEngine) throws(LayoutError) -> HalfDistanceLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // halfDistance.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // halfDistance.layout:5
  try root.addSubitem(b)
  let marker = engine.makeItem("marker")  // halfDistance.layout:6
  try root.addSubitem(marker)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // halfDistance.layout:7
    a.widthAnchor == 40  // halfDistance.layout:7
    a.topAnchor == root.topAnchor  // halfDistance.layout:7
    a.heightAnchor == 10  // halfDistance.layout:7
    b.rightAnchor == root.rightAnchor  // halfDistance.layout:8
    b.widthAnchor == 40  // halfDistance.layout:8
    b.topAnchor == root.topAnchor  // halfDistance.layout:8
    b.heightAnchor == 10  // halfDistance.layout:8
    marker.leftAnchor == a.rightAnchor + (b.leftAnchor - a.rightAnchor) * 0.5  // halfDistance.layout:9
    marker.widthAnchor == 2  // halfDistance.layout:10
    marker.topAnchor == root.topAnchor  // halfDistance.layout:10
    marker.heightAnchor == 10  // halfDistance.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // halfDistance.layout:3
  return HalfDistanceLayout(root: root, a: a, b: b, marker: marker, constraints: constraints)
}
