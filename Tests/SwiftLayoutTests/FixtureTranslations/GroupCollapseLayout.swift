// groupCollapse.layout in the Swift DSL, written by `clayout translate groupCollapse.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `groupCollapse.layout`, by their names in the file.
struct GroupCollapseLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (groupCollapse.layout:5).
  let column: LayoutItem
  /// `view title` (groupCollapse.layout:7).
  let title: LayoutItem
  /// `view note` (groupCollapse.layout:8).
  let note: LayoutItem
  /// `view detail` (groupCollapse.layout:9).
  let detail: LayoutItem
  /// `view button` (groupCollapse.layout:10).
  let button: LayoutItem
  /// `group extras` (groupCollapse.layout:12): its items.
  let extras: [LayoutItem]
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `groupCollapse.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGroupCollapseLayout(in engine: LayoutEngine) throws(LayoutError) -> GroupCollapseLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // groupCollapse.layout:5
  try root.addSubitem(column)
  let title = engine.makeItem("title")  // groupCollapse.layout:7
  try column.addSubitem(title)
  let note = engine.makeItem("note")  // groupCollapse.layout:8
  try column.addSubitem(note)
  let detail = engine.makeItem("detail")  // groupCollapse.layout:9
  try column.addSubitem(detail)
  let button = engine.makeItem("button")  // groupCollapse.layout:10
  try column.addSubitem(button)
  let extras = [note, detail]  // groupCollapse.layout:12

  try column.setStackAxis(.vertical)  // groupCollapse.layout:6
  try column.setStackAlignment(.leading)  // groupCollapse.layout:6
  try column.setStackSpacing(10)  // groupCollapse.layout:6
  try title.setIntrinsicContentSize(width: 100, height: 30)  // groupCollapse.layout:7
  try note.setIntrinsicContentSize(width: 80, height: 20)  // groupCollapse.layout:8
  try detail.setIntrinsicContentSize(width: 60, height: 40)  // groupCollapse.layout:9
  try button.setIntrinsicContentSize(width: 50, height: 30)  // groupCollapse.layout:10
  try column.addArrangedSubitem(title)  // groupCollapse.layout:7
  try column.addArrangedSubitem(note)  // groupCollapse.layout:8
  try column.addArrangedSubitem(detail)  // groupCollapse.layout:9
  try column.addArrangedSubitem(button)  // groupCollapse.layout:10
  try engine.setHidden(extras, true)  // groupCollapse.layout:12

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor  // groupCollapse.layout:13
    column.topAnchor == root.topAnchor  // groupCollapse.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 300))  // groupCollapse.layout:4
  return GroupCollapseLayout(
    root: root, column: column, title: title, note: note, detail: detail, button: button, extras: extras,
    constraints: constraints)
}
