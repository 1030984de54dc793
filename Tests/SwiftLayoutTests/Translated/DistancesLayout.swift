// distances.layout in the Swift DSL, written by `clayout translate distances.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `distances.layout`, by their names in the file.
struct DistancesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (distances.layout:4).
  let a: LayoutItem
  /// `view b` (distances.layout:5).
  let b: LayoutItem
  /// `view c` (distances.layout:6).
  let c: LayoutItem
  /// `view d` (distances.layout:7).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `distances.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDistancesLayout(in engine: LayoutEngine) throws(LayoutError) -> DistancesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // distances.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // distances.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // distances.layout:6
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // distances.layout:7
  try root.addSubitem(d)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 20  // distances.layout:8
    a.widthAnchor == 60  // distances.layout:8
    c.rightAnchor == root.rightAnchor - 20  // distances.layout:9
    c.widthAnchor == 60  // distances.layout:9
    b.widthAnchor == 100  // distances.layout:10
    b.leftAnchor - a.rightAnchor == c.leftAnchor - b.rightAnchor  // distances.layout:11
    a.topAnchor == root.topAnchor + 10  // distances.layout:12
    b.topAnchor == a.topAnchor  // distances.layout:12
    c.topAnchor == a.topAnchor  // distances.layout:12
    a.heightAnchor == 30  // distances.layout:13
    b.heightAnchor == a.heightAnchor  // distances.layout:13
    c.heightAnchor == b.heightAnchor  // distances.layout:13
    d.topAnchor == a.bottomAnchor + (a.bottomAnchor - a.topAnchor) * 0.5  // distances.layout:14
    d.leadingAnchor == b.leadingAnchor + (c.trailingAnchor - b.trailingAnchor) * 0.5  // distances.layout:15
    d.widthAnchor == c.leftAnchor - a.rightAnchor - (b.rightAnchor - b.leftAnchor)  // distances.layout:16
    d.bottomAnchor - d.topAnchor == a.widthAnchor / 3  // distances.layout:17
  }

  try engine.setRootSize(LayoutSize(width: 500, height: 200))  // distances.layout:3
  return DistancesLayout(root: root, a: a, b: b, c: c, d: d, constraints: constraints)
}
