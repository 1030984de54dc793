// arrangeConflict.layout in the Swift DSL, written by `clayout translate arrangeConflict.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `arrangeConflict.layout`, by their names in the file.
struct ArrangeConflictLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (arrangeConflict.layout:6).
  let row: LayoutItem
  /// `view a` (arrangeConflict.layout:8).
  let a: LayoutItem
  /// `view b` (arrangeConflict.layout:9).
  let b: LayoutItem
  /// `view d` (arrangeConflict.layout:11).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `arrangeConflict.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildArrangeConflictLayout(in engine: LayoutEngine) throws(LayoutError) -> ArrangeConflictLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // arrangeConflict.layout:6
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // arrangeConflict.layout:8
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // arrangeConflict.layout:9
  try row.addSubitem(b)
  let d = engine.makeItem("d")  // arrangeConflict.layout:11
  try root.addSubitem(d)

  try row.setStackAlignment(.leading)  // arrangeConflict.layout:7
  try row.setStackDistribution(.fillEqually)  // arrangeConflict.layout:7
  try row.setStackSpacing(10)  // arrangeConflict.layout:7
  try a.setIntrinsicContentSize(width: 50, height: 20)  // arrangeConflict.layout:8
  try b.setIntrinsicContentSize(width: 50, height: 20)  // arrangeConflict.layout:9
  try d.setIntrinsicContentSize(width: 60, height: 20)  // arrangeConflict.layout:11
  try row.addArrangedSubitem(a)  // arrangeConflict.layout:8
  try row.addArrangedSubitem(b)  // arrangeConflict.layout:9

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // arrangeConflict.layout:12
    row.topAnchor == root.topAnchor  // arrangeConflict.layout:12
    a.widthAnchor == 40 ~ "a-width"  // arrangeConflict.layout:13
    d.widthAnchor == 60 ~ "d-width"  // arrangeConflict.layout:14
    d.leftAnchor == root.leftAnchor  // arrangeConflict.layout:15
    d.topAnchor == root.topAnchor + 40  // arrangeConflict.layout:15
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // arrangeConflict.layout:5
  return ArrangeConflictLayout(root: root, row: row, a: a, b: b, d: d, constraints: constraints)
}
