// equalSpacing.layout in the Swift DSL, written by `clayout translate equalSpacing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `equalSpacing.layout`, by their names in the file.
struct EqualSpacingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (equalSpacing.layout:4).
  let row: LayoutItem
  /// `view a` (equalSpacing.layout:6).
  let a: LayoutItem
  /// `view b` (equalSpacing.layout:7).
  let b: LayoutItem
  /// `view c` (equalSpacing.layout:8).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `equalSpacing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEqualSpacingLayout(in engine: LayoutEngine) throws(LayoutError) -> EqualSpacingLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // equalSpacing.layout:4
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // equalSpacing.layout:6
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // equalSpacing.layout:7
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // equalSpacing.layout:8
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // equalSpacing.layout:5
  try row.setStackDistribution(.equalSpacing)  // equalSpacing.layout:5
  try a.setIntrinsicContentSize(width: 40, height: 20)  // equalSpacing.layout:6
  try b.setIntrinsicContentSize(width: 60, height: 20)  // equalSpacing.layout:7
  try c.setIntrinsicContentSize(width: 50, height: 20)  // equalSpacing.layout:8
  try row.addArrangedSubitem(a)  // equalSpacing.layout:6
  try row.addArrangedSubitem(b)  // equalSpacing.layout:7
  try row.addArrangedSubitem(c)  // equalSpacing.layout:8

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // equalSpacing.layout:10
    row.topAnchor == root.topAnchor  // equalSpacing.layout:10
    row.widthAnchor == 300  // equalSpacing.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // equalSpacing.layout:3
  return EqualSpacingLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
