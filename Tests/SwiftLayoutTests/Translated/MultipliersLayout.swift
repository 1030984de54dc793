// multipliers.layout in the Swift DSL, written by `clayout translate multipliers.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `multipliers.layout`, by their names in the file.
struct MultipliersLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (multipliers.layout:4).
  let a: LayoutItem
  /// `view b` (multipliers.layout:5).
  let b: LayoutItem
  /// `view c` (multipliers.layout:6).
  let c: LayoutItem
  /// `view d` (multipliers.layout:7).
  let d: LayoutItem
  /// `view e` (multipliers.layout:8).
  let e: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `multipliers.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMultipliersLayout(in engine: LayoutEngine) throws(LayoutError) -> MultipliersLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // multipliers.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // multipliers.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // multipliers.layout:6
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // multipliers.layout:7
  try root.addSubitem(d)
  let e = engine.makeItem("e")  // multipliers.layout:8
  try root.addSubitem(e)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // multipliers.layout:9
    a.topAnchor == root.topAnchor + 10  // multipliers.layout:9
    a.widthAnchor == 120  // multipliers.layout:10
    a.heightAnchor == a.widthAnchor * 0.25  // multipliers.layout:10
    b.leftAnchor == a.rightAnchor + 10  // multipliers.layout:11
    b.topAnchor == a.topAnchor  // multipliers.layout:11
    b.widthAnchor == a.widthAnchor * 0.5 + 8  // multipliers.layout:12
    b.heightAnchor == a.heightAnchor / 3 + 1.3333333333333333  // multipliers.layout:13
    c.leftAnchor == root.leftAnchor + 10  // multipliers.layout:14
    c.topAnchor == a.bottomAnchor + 20  // multipliers.layout:14
    c.rightAnchor == root.rightAnchor - 10  // multipliers.layout:15
    c.heightAnchor == c.widthAnchor * 0.1  // multipliers.layout:16
    d.centerXAnchor == a.leftAnchor + (c.rightAnchor - a.leftAnchor) * 0.5  // multipliers.layout:17
    d.topAnchor == c.bottomAnchor + 10  // multipliers.layout:18
    d.widthAnchor == a.widthAnchor * 2 - 40  // multipliers.layout:19
    d.heightAnchor == -b.heightAnchor + 30  // multipliers.layout:20
    100 <= e.widthAnchor  // multipliers.layout:21
    e.widthAnchor <= c.widthAnchor * 0.25  // multipliers.layout:22
    e.leftAnchor == d.leftAnchor  // multipliers.layout:23
    e.topAnchor == d.bottomAnchor  // multipliers.layout:23
    e.heightAnchor == 5  // multipliers.layout:23
  }

  try engine.setRootSize(LayoutSize(width: 600, height: 400))  // multipliers.layout:3
  return MultipliersLayout(root: root, a: a, b: b, c: c, d: d, e: e, constraints: constraints)
}
