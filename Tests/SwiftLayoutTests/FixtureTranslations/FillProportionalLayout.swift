// fillProportional.layout in the Swift DSL, written by `clayout translate fillProportional.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `fillProportional.layout`, by their names in the file.
struct FillProportionalLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (fillProportional.layout:8).
  let row: LayoutItem
  /// `view a` (fillProportional.layout:10).
  let a: LayoutItem
  /// `view b` (fillProportional.layout:11).
  let b: LayoutItem
  /// `view c` (fillProportional.layout:12).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `fillProportional.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFillProportionalLayout(in engine: LayoutEngine) throws(LayoutError) -> FillProportionalLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // fillProportional.layout:8
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // fillProportional.layout:10
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // fillProportional.layout:11
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // fillProportional.layout:12
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // fillProportional.layout:9
  try row.setStackDistribution(.fillProportionally)  // fillProportional.layout:9
  try row.setStackSpacing(10)  // fillProportional.layout:9
  try a.setIntrinsicContentSize(width: 40, height: 20)  // fillProportional.layout:10
  try b.setIntrinsicContentSize(width: 80, height: 20)  // fillProportional.layout:11
  try c.setIntrinsicContentSize(width: 120, height: 20)  // fillProportional.layout:12
  try row.addArrangedSubitem(a)  // fillProportional.layout:10
  try row.addArrangedSubitem(b)  // fillProportional.layout:11
  try row.addArrangedSubitem(c)  // fillProportional.layout:12

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // fillProportional.layout:14
    row.topAnchor == root.topAnchor  // fillProportional.layout:14
    row.widthAnchor == 300  // fillProportional.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // fillProportional.layout:7
  return FillProportionalLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
