// stacks.layout in the Swift DSL, written by `clayout translate stacks.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `stacks.layout`, by their names in the file.
struct StacksLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (stacks.layout:4).
  let column: LayoutItem
  /// `view title` (stacks.layout:8).
  let title: LayoutItem
  /// `view note` (stacks.layout:9).
  let note: LayoutItem
  /// `stack row` (stacks.layout:10).
  let row: LayoutItem
  /// `view icon` (stacks.layout:12).
  let icon: LayoutItem
  /// `view name` (stacks.layout:13).
  let name: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `stacks.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildStacksLayout(in engine: LayoutEngine) throws(LayoutError) -> StacksLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // stacks.layout:4
  try root.addSubitem(column)
  let title = engine.makeItem("title")  // stacks.layout:8
  try column.addSubitem(title)
  let note = engine.makeItem("note")  // stacks.layout:9
  try column.addSubitem(note)
  let row = engine.makeStack("row")  // stacks.layout:10
  try column.addSubitem(row)
  let icon = engine.makeItem("icon")  // stacks.layout:12
  try row.addSubitem(icon)
  let name = engine.makeItem("name")  // stacks.layout:13
  try row.addSubitem(name)

  try column.setStackAxis(.vertical)  // stacks.layout:5
  try column.setStackAlignment(.center)  // stacks.layout:5
  try column.setStackDistribution(.fill)  // stacks.layout:5
  try column.setStackSpacing(6)  // stacks.layout:5
  try column.setLayoutMarginsRelativeArrangement(true)  // stacks.layout:6
  try title.setIntrinsicContentSize(width: 120, height: 24)  // stacks.layout:8
  try title.setBaselineOffsets(firstFromTop: 18, lastFromBottom: 6)  // stacks.layout:8
  try note.setIntrinsicContentSize(width: 60, height: 12)  // stacks.layout:9
  try row.setStackAlignment(.firstBaseline)  // stacks.layout:11
  try row.setStackDistribution(.fillProportionally)  // stacks.layout:11
  try row.setStackSpacing(4)  // stacks.layout:11
  try icon.setIntrinsicContentSize(width: 20, height: 20)  // stacks.layout:12
  try icon.setBaselineOffsets(firstFromTop: 16, lastFromBottom: 4)  // stacks.layout:12
  try name.setIntrinsicContentSize(width: 60, height: 20)  // stacks.layout:13
  try name.setBaselineOffsets(firstFromTop: 14, lastFromBottom: 6)  // stacks.layout:13
  try column.addArrangedSubitem(title)  // stacks.layout:8
  try column.addArrangedSubitem(note)  // stacks.layout:9
  try column.addArrangedSubitem(row)  // stacks.layout:10
  try row.addArrangedSubitem(icon)  // stacks.layout:12
  try row.addArrangedSubitem(name)  // stacks.layout:13
  try column.setCustomSpacing(10, after: title)  // stacks.layout:7
  try note.setHidden(true)  // stacks.layout:9

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor + 10  // stacks.layout:16
    column.topAnchor == root.topAnchor + 20  // stacks.layout:17
    column.widthAnchor == 200  // stacks.layout:18
    row.widthAnchor == 164  // stacks.layout:19
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 240))  // stacks.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return StacksLayout(
    root: root, column: column, title: title, note: note, row: row, icon: icon, name: name,
    constraints: constraints)
}
