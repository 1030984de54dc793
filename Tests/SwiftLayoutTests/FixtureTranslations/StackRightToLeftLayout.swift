// stackRightToLeft.layout in the Swift DSL, written by `clayout translate stackRightToLeft.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `stackRightToLeft.layout`, by their names in the file.
struct StackRightToLeftLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (stackRightToLeft.layout:5).
  let row: LayoutItem
  /// `view a` (stackRightToLeft.layout:7).
  let a: LayoutItem
  /// `view b` (stackRightToLeft.layout:8).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `stackRightToLeft.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildStackRightToLeftLayout(in engine: LayoutEngine) throws(LayoutError) -> StackRightToLeftLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // stackRightToLeft.layout:5
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // stackRightToLeft.layout:7
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // stackRightToLeft.layout:8
  try row.addSubitem(b)

  try root.setLayoutDirection(.rightToLeft)  // stackRightToLeft.layout:4
  try row.setStackAlignment(.leading)  // stackRightToLeft.layout:6
  try row.setStackSpacing(10)  // stackRightToLeft.layout:6
  try a.setIntrinsicContentSize(width: 50, height: 20)  // stackRightToLeft.layout:7
  try b.setIntrinsicContentSize(width: 60, height: 20)  // stackRightToLeft.layout:8
  try row.addArrangedSubitem(a)  // stackRightToLeft.layout:7
  try row.addArrangedSubitem(b)  // stackRightToLeft.layout:8

  let constraints = try activate {
    row.trailingAnchor == root.trailingAnchor  // stackRightToLeft.layout:10
    row.topAnchor == root.topAnchor  // stackRightToLeft.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // stackRightToLeft.layout:3
  return StackRightToLeftLayout(root: root, row: row, a: a, b: b, constraints: constraints)
}
