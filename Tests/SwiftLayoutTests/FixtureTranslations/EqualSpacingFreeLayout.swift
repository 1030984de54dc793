// equalSpacingFree.layout in the Swift DSL, written by `clayout translate equalSpacingFree.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `equalSpacingFree.layout`, by their names in the file.
struct EqualSpacingFreeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (equalSpacingFree.layout:5).
  let row: LayoutItem
  /// `view a` (equalSpacingFree.layout:7).
  let a: LayoutItem
  /// `view b` (equalSpacingFree.layout:8).
  let b: LayoutItem
  /// `view c` (equalSpacingFree.layout:9).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `equalSpacingFree.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEqualSpacingFreeLayout(in engine: LayoutEngine) throws(LayoutError) -> EqualSpacingFreeLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // equalSpacingFree.layout:5
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // equalSpacingFree.layout:7
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // equalSpacingFree.layout:8
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // equalSpacingFree.layout:9
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // equalSpacingFree.layout:6
  try row.setStackDistribution(.equalSpacing)  // equalSpacingFree.layout:6
  try row.setStackSpacing(8)  // equalSpacingFree.layout:6
  try a.setIntrinsicContentSize(width: 40, height: 20)  // equalSpacingFree.layout:7
  try b.setIntrinsicContentSize(width: 60, height: 20)  // equalSpacingFree.layout:8
  try c.setIntrinsicContentSize(width: 50, height: 20)  // equalSpacingFree.layout:9
  try row.addArrangedSubitem(a)  // equalSpacingFree.layout:7
  try row.addArrangedSubitem(b)  // equalSpacingFree.layout:8
  try row.addArrangedSubitem(c)  // equalSpacingFree.layout:9

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // equalSpacingFree.layout:11
    row.topAnchor == root.topAnchor  // equalSpacingFree.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // equalSpacingFree.layout:4
  return EqualSpacingFreeLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
