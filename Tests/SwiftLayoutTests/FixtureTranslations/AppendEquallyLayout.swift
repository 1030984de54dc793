// appendEqually.layout in the Swift DSL, written by `clayout translate appendEqually.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `appendEqually.layout`, by their names in the file.
struct AppendEquallyLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (appendEqually.layout:6).
  let row: LayoutItem
  /// `view a` (appendEqually.layout:8).
  let a: LayoutItem
  /// `view b` (appendEqually.layout:9).
  let b: LayoutItem
  /// `view c` (appendEqually.layout:10).
  let c: LayoutItem
  /// `view d` (appendEqually.layout:12).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `appendEqually.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildAppendEquallyLayout(in engine: LayoutEngine) throws(LayoutError) -> AppendEquallyLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // appendEqually.layout:6
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // appendEqually.layout:8
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // appendEqually.layout:9
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // appendEqually.layout:10
  try row.addSubitem(c)
  let d = engine.makeItem("d")  // appendEqually.layout:12
  try root.addSubitem(d)

  try row.setStackDistribution(.fillEqually)  // appendEqually.layout:7
  try row.setStackSpacing(10)  // appendEqually.layout:7
  try a.setIntrinsicContentSize(width: 20, height: 30)  // appendEqually.layout:8
  try b.setIntrinsicContentSize(width: 50, height: 30)  // appendEqually.layout:9
  try c.setIntrinsicContentSize(width: 80, height: 30)  // appendEqually.layout:10
  try d.setIntrinsicContentSize(width: 40, height: 30)  // appendEqually.layout:12
  try row.addArrangedSubitem(a)  // appendEqually.layout:8
  try row.addArrangedSubitem(b)  // appendEqually.layout:9
  try row.addArrangedSubitem(c)  // appendEqually.layout:10

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor + 10  // appendEqually.layout:13
    row.topAnchor == root.topAnchor  // appendEqually.layout:13
    row.widthAnchor == 300  // appendEqually.layout:13
    d.leftAnchor == root.leftAnchor  // appendEqually.layout:14
    d.topAnchor == root.topAnchor + 50  // appendEqually.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // appendEqually.layout:5
  return AppendEquallyLayout(root: root, row: row, a: a, b: b, c: c, d: d, constraints: constraints)
}
