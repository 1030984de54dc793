// huggingChanged.layout in the Swift DSL, written by `clayout translate huggingChanged.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `huggingChanged.layout`, by their names in the file.
struct HuggingChangedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view field` (huggingChanged.layout:4).
  let field: LayoutItem
  /// `view button` (huggingChanged.layout:5).
  let button: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `huggingChanged.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHuggingChangedLayout(in engine: LayoutEngine) throws(LayoutError) -> HuggingChangedLayout {
  let root = engine.root
  let field = engine.makeItem("field")  // huggingChanged.layout:4
  try root.addSubitem(field)
  let button = engine.makeItem("button")  // huggingChanged.layout:5
  try root.addSubitem(button)

  try field.setIntrinsicContentSize(width: 50, height: 30)  // huggingChanged.layout:4
  try field.setContentHuggingPriority(200, for: .horizontal)  // huggingChanged.layout:4
  try button.setIntrinsicContentSize(width: 60, height: 30)  // huggingChanged.layout:5
  try button.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // huggingChanged.layout:5

  let constraints = try activate {
    // H:|[field][button]| (huggingChanged.layout:6)
    (field.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (button.leadingAnchor == field.trailingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == button.trailingAnchor
    field.topAnchor == root.topAnchor  // huggingChanged.layout:7
    button.topAnchor == root.topAnchor  // huggingChanged.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // huggingChanged.layout:3
  return HuggingChangedLayout(root: root, field: field, button: button, constraints: constraints)
}
