// fillEqually.layout in the Swift DSL, written by `clayout translate fillEqually.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `fillEqually.layout`, by their names in the file.
struct FillEquallyLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (fillEqually.layout:4).
  let row: LayoutItem
  /// `view a` (fillEqually.layout:6).
  let a: LayoutItem
  /// `view b` (fillEqually.layout:7).
  let b: LayoutItem
  /// `view c` (fillEqually.layout:8).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `fillEqually.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFillEquallyLayout(in engine: LayoutEngine) throws(LayoutError) -> FillEquallyLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // fillEqually.layout:4
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // fillEqually.layout:6
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // fillEqually.layout:7
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // fillEqually.layout:8
  try row.addSubitem(c)

  try row.setStackDistribution(.fillEqually)  // fillEqually.layout:5
  try row.setStackSpacing(10)  // fillEqually.layout:5
  try a.setIntrinsicContentSize(width: 20, height: 30)  // fillEqually.layout:6
  try b.setIntrinsicContentSize(width: 50, height: 30)  // fillEqually.layout:7
  try c.setIntrinsicContentSize(width: 80, height: 30)  // fillEqually.layout:8
  try row.addArrangedSubitem(a)  // fillEqually.layout:6
  try row.addArrangedSubitem(b)  // fillEqually.layout:7
  try row.addArrangedSubitem(c)  // fillEqually.layout:8

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor + 10  // fillEqually.layout:10
    row.topAnchor == root.topAnchor  // fillEqually.layout:10
    row.widthAnchor == 300  // fillEqually.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // fillEqually.layout:3
  return FillEquallyLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
