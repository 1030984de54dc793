// nestedStacks.layout in the Swift DSL, written by `clayout translate nestedStacks.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `nestedStacks.layout`, by their names in the file.
struct NestedStacksLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (nestedStacks.layout:6).
  let column: LayoutItem
  /// `stack header` (nestedStacks.layout:8).
  let header: LayoutItem
  /// `view icon` (nestedStacks.layout:10).
  let icon: LayoutItem
  /// `view title` (nestedStacks.layout:11).
  let title: LayoutItem
  /// `stack buttons` (nestedStacks.layout:13).
  let buttons: LayoutItem
  /// `view ok` (nestedStacks.layout:15).
  let ok: LayoutItem
  /// `view cancel` (nestedStacks.layout:16).
  let cancel: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `nestedStacks.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNestedStacksLayout(in engine: LayoutEngine) throws(LayoutError) -> NestedStacksLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // nestedStacks.layout:6
  try root.addSubitem(column)
  let header = engine.makeStack("header")  // nestedStacks.layout:8
  try column.addSubitem(header)
  let icon = engine.makeItem("icon")  // nestedStacks.layout:10
  try header.addSubitem(icon)
  let title = engine.makeItem("title")  // nestedStacks.layout:11
  try header.addSubitem(title)
  let buttons = engine.makeStack("buttons")  // nestedStacks.layout:13
  try column.addSubitem(buttons)
  let ok = engine.makeItem("ok")  // nestedStacks.layout:15
  try buttons.addSubitem(ok)
  let cancel = engine.makeItem("cancel")  // nestedStacks.layout:16
  try buttons.addSubitem(cancel)

  try column.setStackAxis(.vertical)  // nestedStacks.layout:7
  try column.setStackSpacing(10)  // nestedStacks.layout:7
  try header.setStackAlignment(.center)  // nestedStacks.layout:9
  try header.setStackSpacing(8)  // nestedStacks.layout:9
  try icon.setIntrinsicContentSize(width: 40, height: 40)  // nestedStacks.layout:10
  try title.setIntrinsicContentSize(width: 100, height: 24)  // nestedStacks.layout:11
  try title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)  // nestedStacks.layout:11
  try buttons.setStackDistribution(.fillEqually)  // nestedStacks.layout:14
  try buttons.setStackSpacing(12)  // nestedStacks.layout:14
  try ok.setIntrinsicContentSize(width: 60, height: 30)  // nestedStacks.layout:15
  try cancel.setIntrinsicContentSize(width: 80, height: 30)  // nestedStacks.layout:16
  try column.addArrangedSubitem(header)  // nestedStacks.layout:8
  try header.addArrangedSubitem(icon)  // nestedStacks.layout:10
  try header.addArrangedSubitem(title)  // nestedStacks.layout:11
  try column.addArrangedSubitem(buttons)  // nestedStacks.layout:13
  try buttons.addArrangedSubitem(ok)  // nestedStacks.layout:15
  try buttons.addArrangedSubitem(cancel)  // nestedStacks.layout:16

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor + 10  // nestedStacks.layout:19
    column.topAnchor == root.topAnchor + 20  // nestedStacks.layout:19
    column.widthAnchor == 300 ~ "column-width"  // nestedStacks.layout:19
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 400))  // nestedStacks.layout:5
  return NestedStacksLayout(
    root: root, column: column, header: header, icon: icon, title: title, buttons: buttons, ok: ok,
    cancel: cancel, constraints: constraints)
}
