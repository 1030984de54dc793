// equalCentering.layout in the Swift DSL, written by `clayout translate equalCentering.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `equalCentering.layout`, by their names in the file.
struct EqualCenteringLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (equalCentering.layout:7).
  let row: LayoutItem
  /// `view a` (equalCentering.layout:9).
  let a: LayoutItem
  /// `view b` (equalCentering.layout:10).
  let b: LayoutItem
  /// `view c` (equalCentering.layout:11).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `equalCentering.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEqualCenteringLayout(in engine: LayoutEngine) throws(LayoutError) -> EqualCenteringLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // equalCentering.layout:7
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // equalCentering.layout:9
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // equalCentering.layout:10
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // equalCentering.layout:11
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // equalCentering.layout:8
  try row.setStackDistribution(.equalCentering)  // equalCentering.layout:8
  try row.setStackSpacing(5)  // equalCentering.layout:8
  try a.setIntrinsicContentSize(width: 40, height: 20)  // equalCentering.layout:9
  try b.setIntrinsicContentSize(width: 60, height: 20)  // equalCentering.layout:10
  try c.setIntrinsicContentSize(width: 20, height: 20)  // equalCentering.layout:11
  try row.addArrangedSubitem(a)  // equalCentering.layout:9
  try row.addArrangedSubitem(b)  // equalCentering.layout:10
  try row.addArrangedSubitem(c)  // equalCentering.layout:11

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // equalCentering.layout:13
    row.topAnchor == root.topAnchor  // equalCentering.layout:13
    row.widthAnchor == 300  // equalCentering.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // equalCentering.layout:6
  return EqualCenteringLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
