// groupRefused.layout in the Swift DSL, written by `clayout translate groupRefused.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `groupRefused.layout`, by their names in the file.
struct GroupRefusedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (groupRefused.layout:5).
  let row: LayoutItem
  /// `view a` (groupRefused.layout:7).
  let a: LayoutItem
  /// `view b` (groupRefused.layout:8).
  let b: LayoutItem
  /// `view c` (groupRefused.layout:9).
  let c: LayoutItem
  /// `group middle` (groupRefused.layout:11): its items.
  let middle: [LayoutItem]
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `groupRefused.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGroupRefusedLayout(in engine: LayoutEngine) throws(LayoutError) -> GroupRefusedLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // groupRefused.layout:5
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // groupRefused.layout:7
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // groupRefused.layout:8
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // groupRefused.layout:9
  try row.addSubitem(c)
  let middle = [a, b]  // groupRefused.layout:11

  try row.setStackAlignment(.leading)  // groupRefused.layout:6
  try row.setStackSpacing(10)  // groupRefused.layout:6
  try a.setIntrinsicContentSize(width: 50, height: 20)  // groupRefused.layout:7
  try b.setIntrinsicContentSize(width: 60, height: 20)  // groupRefused.layout:8
  try c.setIntrinsicContentSize(width: 70, height: 20)  // groupRefused.layout:9
  try row.addArrangedSubitem(a)  // groupRefused.layout:7
  try row.addArrangedSubitem(b)  // groupRefused.layout:8
  try row.addArrangedSubitem(c)  // groupRefused.layout:9

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // groupRefused.layout:12
    row.topAnchor == root.topAnchor  // groupRefused.layout:12
    b.widthAnchor == 60 ~ "b-width"  // groupRefused.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // groupRefused.layout:4
  return GroupRefusedLayout(root: root, row: row, a: a, b: b, c: c, middle: middle, constraints: constraints)
}
