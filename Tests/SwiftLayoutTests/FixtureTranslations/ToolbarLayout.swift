// toolbar.layout in the Swift DSL, written by `clayout translate toolbar.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `toolbar.layout`, by their names in the file.
struct ToolbarLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view toolbar` (toolbar.layout:7).
  let toolbar: LayoutItem
  /// `view back` (toolbar.layout:8).
  let back: LayoutItem
  /// `view title` (toolbar.layout:9).
  let title: LayoutItem
  /// `view action` (toolbar.layout:10).
  let action: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `toolbar.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildToolbarLayout(in engine: LayoutEngine) throws(LayoutError) -> ToolbarLayout {
  let root = engine.root
  let toolbar = engine.makeItem("toolbar")  // toolbar.layout:7
  try root.addSubitem(toolbar)
  let back = engine.makeItem("back")  // toolbar.layout:8
  try toolbar.addSubitem(back)
  let title = engine.makeItem("title")  // toolbar.layout:9
  try toolbar.addSubitem(title)
  let action = engine.makeItem("action")  // toolbar.layout:10
  try toolbar.addSubitem(action)

  let constraints = try activate {
    toolbar.leftAnchor == root.leftAnchor  // toolbar.layout:12
    toolbar.rightAnchor == root.rightAnchor  // toolbar.layout:12
    toolbar.topAnchor == root.topAnchor  // toolbar.layout:12
    toolbar.heightAnchor == 44  // toolbar.layout:12
    back.leadingAnchor == toolbar.leadingAnchor + 8  // toolbar.layout:13
    back.widthAnchor == 60  // toolbar.layout:13
    title.centerXAnchor == toolbar.centerXAnchor  // toolbar.layout:14
    title.widthAnchor == 100  // toolbar.layout:14
    title.leadingAnchor >= back.trailingAnchor + 8  // toolbar.layout:15
    action.trailingAnchor == toolbar.trailingAnchor - 8  // toolbar.layout:16
    action.widthAnchor == 44  // toolbar.layout:16
    back.centerYAnchor == toolbar.centerYAnchor  // toolbar.layout:17
    title.centerYAnchor == toolbar.centerYAnchor  // toolbar.layout:17
    action.centerYAnchor == toolbar.centerYAnchor  // toolbar.layout:17
    back.heightAnchor == 30  // toolbar.layout:18
    title.heightAnchor == 30  // toolbar.layout:18
    action.heightAnchor == 30  // toolbar.layout:18
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // toolbar.layout:6
  return ToolbarLayout(
    root: root, toolbar: toolbar, back: back, title: title, action: action, constraints: constraints)
}
