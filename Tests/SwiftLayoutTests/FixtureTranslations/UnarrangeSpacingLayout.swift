// unarrangeSpacing.layout in the Swift DSL, written by `clayout translate unarrangeSpacing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `unarrangeSpacing.layout`, by their names in the file.
struct UnarrangeSpacingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (unarrangeSpacing.layout:5).
  let row: LayoutItem
  /// `view a` (unarrangeSpacing.layout:7).
  let a: LayoutItem
  /// `view b` (unarrangeSpacing.layout:8).
  let b: LayoutItem
  /// `view c` (unarrangeSpacing.layout:9).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `unarrangeSpacing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildUnarrangeSpacingLayout(in engine: LayoutEngine) throws(LayoutError) -> UnarrangeSpacingLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // unarrangeSpacing.layout:5
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // unarrangeSpacing.layout:7
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // unarrangeSpacing.layout:8
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // unarrangeSpacing.layout:9
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // unarrangeSpacing.layout:6
  try row.setStackDistribution(.equalSpacing)  // unarrangeSpacing.layout:6
  try a.setIntrinsicContentSize(width: 40, height: 20)  // unarrangeSpacing.layout:7
  try b.setIntrinsicContentSize(width: 60, height: 20)  // unarrangeSpacing.layout:8
  try c.setIntrinsicContentSize(width: 50, height: 20)  // unarrangeSpacing.layout:9
  try row.addArrangedSubitem(a)  // unarrangeSpacing.layout:7
  try row.addArrangedSubitem(b)  // unarrangeSpacing.layout:8
  try row.addArrangedSubitem(c)  // unarrangeSpacing.layout:9

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // unarrangeSpacing.layout:11
    row.topAnchor == root.topAnchor  // unarrangeSpacing.layout:11
    row.widthAnchor == 300  // unarrangeSpacing.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // unarrangeSpacing.layout:4
  return UnarrangeSpacingLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
