// textItems.layout in the Swift DSL, written by `clayout translate textItems.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `textItems.layout`, by their names in the file.
struct TextItemsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (textItems.layout:4).
  let title: LayoutItem
  /// `view body` (textItems.layout:5).
  let body: LayoutItem
  /// `view button` (textItems.layout:8).
  let button: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `textItems.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTextItemsLayout(in engine: LayoutEngine) throws(LayoutError) -> TextItemsLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // textItems.layout:4
  try root.addSubitem(title)
  let body = engine.makeItem("body")  // textItems.layout:5
  try root.addSubitem(body)
  let button = engine.makeItem("button")  // textItems.layout:8
  try root.addSubitem(button)

  // textItems.layout:4
  try title.setText("Terms", measuredBy: MonospacedTextMeasurer(advance: 10, lineHeight: 24))
  // textItems.layout:6
  try body.setText("A long text wraps at spaces in a narrow column\u{a}and a line break starts a paragraph")
  try button.setIntrinsicContentSize(width: 80, height: 30)  // textItems.layout:8

  let constraints = try activate {
    // H:|-10-[title] (textItems.layout:9)
    (title.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    // H:|-10-[body]-10-| (textItems.layout:10)
    (body.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    root.trailingAnchor == body.trailingAnchor + 10
    // H:|-10-[button] (textItems.layout:11)
    (button.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    // V:|-10-[title]-8-[body]-8-[button] (textItems.layout:12)
    title.topAnchor == root.topAnchor + 10
    body.topAnchor == title.bottomAnchor + 8
    button.topAnchor == body.bottomAnchor + 8
  }

  try engine.setRootSize(LayoutSize(width: 220, height: 400))  // textItems.layout:3

  // The text items, measured at the widths they got (as the loader does).
  try engine.layoutIfNeeded()
  return TextItemsLayout(root: root, title: title, body: body, button: button, constraints: constraints)
}
