// groupOverlap.layout in the Swift DSL, written by `clayout translate groupOverlap.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `groupOverlap.layout`, by their names in the file.
struct GroupOverlapLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (groupOverlap.layout:5).
  let row: LayoutItem
  /// `view icon` (groupOverlap.layout:7).
  let icon: LayoutItem
  /// `view label` (groupOverlap.layout:8).
  let label: LayoutItem
  /// `stack column` (groupOverlap.layout:10).
  let column: LayoutItem
  /// `view line1` (groupOverlap.layout:12).
  let line1: LayoutItem
  /// `view line2` (groupOverlap.layout:13).
  let line2: LayoutItem
  /// `group decorations` (groupOverlap.layout:15): its items.
  let decorations: [LayoutItem]
  /// `group lines` (groupOverlap.layout:16): its items.
  let lines: [LayoutItem]
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `groupOverlap.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGroupOverlapLayout(in engine: LayoutEngine) throws(LayoutError) -> GroupOverlapLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // groupOverlap.layout:5
  try root.addSubitem(row)
  let icon = engine.makeItem("icon")  // groupOverlap.layout:7
  try row.addSubitem(icon)
  let label = engine.makeItem("label")  // groupOverlap.layout:8
  try row.addSubitem(label)
  let column = engine.makeStack("column")  // groupOverlap.layout:10
  try root.addSubitem(column)
  let line1 = engine.makeItem("line1")  // groupOverlap.layout:12
  try column.addSubitem(line1)
  let line2 = engine.makeItem("line2")  // groupOverlap.layout:13
  try column.addSubitem(line2)
  let decorations = [icon, line2]  // groupOverlap.layout:15
  let lines = [line1, line2]  // groupOverlap.layout:16

  try row.setStackAlignment(.leading)  // groupOverlap.layout:6
  try row.setStackSpacing(5)  // groupOverlap.layout:6
  try icon.setIntrinsicContentSize(width: 20, height: 20)  // groupOverlap.layout:7
  try label.setIntrinsicContentSize(width: 100, height: 20)  // groupOverlap.layout:8
  try column.setStackAxis(.vertical)  // groupOverlap.layout:11
  try column.setStackAlignment(.leading)  // groupOverlap.layout:11
  try column.setStackSpacing(5)  // groupOverlap.layout:11
  try line1.setIntrinsicContentSize(width: 80, height: 10)  // groupOverlap.layout:12
  try line2.setIntrinsicContentSize(width: 60, height: 10)  // groupOverlap.layout:13
  try row.addArrangedSubitem(icon)  // groupOverlap.layout:7
  try row.addArrangedSubitem(label)  // groupOverlap.layout:8
  try column.addArrangedSubitem(line1)  // groupOverlap.layout:12
  try column.addArrangedSubitem(line2)  // groupOverlap.layout:13

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // groupOverlap.layout:17
    row.topAnchor == root.topAnchor  // groupOverlap.layout:17
    column.leftAnchor == root.leftAnchor  // groupOverlap.layout:18
    column.topAnchor == root.topAnchor + 100  // groupOverlap.layout:18
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 300))  // groupOverlap.layout:4
  return GroupOverlapLayout(
    root: root, row: row, icon: icon, label: label, column: column, line1: line1, line2: line2,
    decorations: decorations, lines: lines, constraints: constraints)
}
