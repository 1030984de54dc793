// wrapsDown.layout in the Swift DSL, written by `clayout translate wrapsDown.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `wrapsDown.layout`, by their names in the file.
struct WrapsDownLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view body` (wrapsDown.layout:4).
  let body: LayoutItem
  /// `view button` (wrapsDown.layout:5).
  let button: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `wrapsDown.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildWrapsDownLayout(in engine: LayoutEngine) throws(LayoutError) -> WrapsDownLayout {
  let root = engine.root
  let body = engine.makeItem("body")  // wrapsDown.layout:4
  try root.addSubitem(body)
  let button = engine.makeItem("button")  // wrapsDown.layout:5
  try root.addSubitem(button)

  // wrapsDown.layout:4
  try body.setText("aaaa bbbb cccc dddd", measuredBy: MonospacedTextMeasurer(advance: 10, lineHeight: 20))
  try button.setIntrinsicContentSize(width: 80, height: 30)  // wrapsDown.layout:5

  let constraints = try activate {
    // H:|-10-[body]-10-| (wrapsDown.layout:6)
    (body.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    root.trailingAnchor == body.trailingAnchor + 10
    // H:|-10-[button] (wrapsDown.layout:7)
    (button.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    // V:|-10-[body]-8-[button] (wrapsDown.layout:8)
    body.topAnchor == root.topAnchor + 10
    button.topAnchor == body.bottomAnchor + 8
  }

  try engine.setRootSize(LayoutSize(width: 120, height: 400))  // wrapsDown.layout:3

  // The text items, measured at the widths they got (as the loader does).
  try engine.layoutIfNeeded()
  return WrapsDownLayout(root: root, body: body, button: button, constraints: constraints)
}
