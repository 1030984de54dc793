// toolbarRightToLeft.layout in the Swift DSL, written by `clayout translate toolbarRightToLeft.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `toolbarRightToLeft.layout`, by their names in the file.
struct ToolbarRightToLeftLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view toolbar` (toolbarRightToLeft.layout:6).
  let toolbar: LayoutItem
  /// `view back` (toolbarRightToLeft.layout:7).
  let back: LayoutItem
  /// `view title` (toolbarRightToLeft.layout:8).
  let title: LayoutItem
  /// `view action` (toolbarRightToLeft.layout:9).
  let action: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `toolbarRightToLeft.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildToolbarRightToLeftLayout(in engine: LayoutEngine) throws(LayoutError) -> ToolbarRightToLeftLayout {
  let root = engine.root
  let toolbar = engine.makeItem("toolbar")  // toolbarRightToLeft.layout:6
  try root.addSubitem(toolbar)
  let back = engine.makeItem("back")  // toolbarRightToLeft.layout:7
  try toolbar.addSubitem(back)
  let title = engine.makeItem("title")  // toolbarRightToLeft.layout:8
  try toolbar.addSubitem(title)
  let action = engine.makeItem("action")  // toolbarRightToLeft.layout:9
  try toolbar.addSubitem(action)

  try root.setLayoutDirection(.rightToLeft)  // toolbarRightToLeft.layout:5

  let constraints = try activate {
    toolbar.leftAnchor == root.leftAnchor  // toolbarRightToLeft.layout:11
    toolbar.rightAnchor == root.rightAnchor  // toolbarRightToLeft.layout:11
    toolbar.topAnchor == root.topAnchor  // toolbarRightToLeft.layout:11
    toolbar.heightAnchor == 44  // toolbarRightToLeft.layout:11
    back.leadingAnchor == toolbar.leadingAnchor + 8  // toolbarRightToLeft.layout:12
    back.widthAnchor == 60  // toolbarRightToLeft.layout:12
    title.centerXAnchor == toolbar.centerXAnchor  // toolbarRightToLeft.layout:13
    title.widthAnchor == 100  // toolbarRightToLeft.layout:13
    title.leadingAnchor >= back.trailingAnchor + 8  // toolbarRightToLeft.layout:14
    action.trailingAnchor == toolbar.trailingAnchor - 8  // toolbarRightToLeft.layout:15
    action.widthAnchor == 44  // toolbarRightToLeft.layout:15
    back.centerYAnchor == toolbar.centerYAnchor  // toolbarRightToLeft.layout:16
    title.centerYAnchor == toolbar.centerYAnchor  // toolbarRightToLeft.layout:16
    action.centerYAnchor == toolbar.centerYAnchor  // toolbarRightToLeft.layout:16
    back.heightAnchor == 30  // toolbarRightToLeft.layout:17
    title.heightAnchor == 30  // toolbarRightToLeft.layout:17
    action.heightAnchor == 30  // toolbarRightToLeft.layout:17
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // toolbarRightToLeft.layout:4
  return ToolbarRightToLeftLayout(
    root: root, toolbar: toolbar, back: back, title: title, action: action, constraints: constraints)
}
