// hiddenCollapses.layout in the Swift DSL, written by `clayout translate hiddenCollapses.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `hiddenCollapses.layout`, by their names in the file.
struct HiddenCollapsesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (hiddenCollapses.layout:4).
  let row: LayoutItem
  /// `view a` (hiddenCollapses.layout:6).
  let a: LayoutItem
  /// `view b` (hiddenCollapses.layout:7).
  let b: LayoutItem
  /// `view c` (hiddenCollapses.layout:8).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `hiddenCollapses.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHiddenCollapsesLayout(in engine: LayoutEngine) throws(LayoutError) -> HiddenCollapsesLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // hiddenCollapses.layout:4
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // hiddenCollapses.layout:6
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // hiddenCollapses.layout:7
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // hiddenCollapses.layout:8
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // hiddenCollapses.layout:5
  try row.setStackSpacing(10)  // hiddenCollapses.layout:5
  try a.setIntrinsicContentSize(width: 50, height: 20)  // hiddenCollapses.layout:6
  try b.setIntrinsicContentSize(width: 60, height: 20)  // hiddenCollapses.layout:7
  try c.setIntrinsicContentSize(width: 70, height: 20)  // hiddenCollapses.layout:8
  try row.addArrangedSubitem(a)  // hiddenCollapses.layout:6
  try row.addArrangedSubitem(b)  // hiddenCollapses.layout:7
  try row.addArrangedSubitem(c)  // hiddenCollapses.layout:8

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // hiddenCollapses.layout:10
    row.topAnchor == root.topAnchor  // hiddenCollapses.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // hiddenCollapses.layout:3
  return HiddenCollapsesLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
